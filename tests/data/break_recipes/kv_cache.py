"""A cache buffer that grows on every call: a recompile on its size guard, not a graph break."""

import torch
from torch import nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(8, 8)
        self.register_buffer("cache", torch.zeros(1, 8))

    def forward(self, x):
        k = self.proj(x)
        self.cache = torch.cat([self.cache, k], dim=0)
        return (self.cache.sum(0) * k).relu()


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
