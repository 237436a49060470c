"""A data-dependent branch inside a loop over layers: graph break in a loop, the frame is skipped entirely."""

import torch
from torch import nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.experts = nn.ModuleList([nn.Linear(8, 8) for _ in range(3)])

    def forward(self, x):
        h = x
        for expert in self.experts:
            h = expert(h)
            if h.sum() > 0:  # BREAK
                h = h.relu()
        return h


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
