"""repr() of a tensor needs its values: a break."""

import torch
from torch import nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(8, 8)
        self.b = nn.Linear(8, 8)

    def forward(self, x):
        h = self.a(x)
        self.last = repr(h)  # BREAK
        return self.b(h.relu())


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
