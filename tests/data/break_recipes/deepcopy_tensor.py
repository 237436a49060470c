"""copy.deepcopy of a tensor: the break is inside the standard library, filed at the user's line."""

import copy

import torch
from torch import nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(8, 8)
        self.b = nn.Linear(8, 8)

    def forward(self, x):
        h = self.a(x)
        h2 = copy.deepcopy(h)  # BREAK
        return self.b(h2 * 2)


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
