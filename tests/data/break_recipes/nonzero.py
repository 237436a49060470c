"""torch.nonzero: an output shape that depends on the data."""

import torch
from torch import nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(8, 8)
        self.b = nn.Linear(8, 8)

    def forward(self, x):
        h = self.a(x)
        idx = torch.nonzero(h > 0)  # BREAK
        return self.b(h + idx.shape[0])


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
