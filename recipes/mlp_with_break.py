"""A small MLP whose forward logs a statistic with .item(): one graph break (example recipe)."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(64, 256)
        self.down = nn.Linear(256, 64)
        self.norm = nn.LayerNorm(64)

    def forward(self, x):
        h = torch.nn.functional.gelu(self.up(x))
        scale = h.abs().mean().item()  # graph break: a tensor value becomes a Python float
        return self.norm(self.down(h) / (1.0 + scale))


def build_model():
    return Model()


def example_inputs():
    return (torch.randn(8, 64),)
