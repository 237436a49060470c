"""A skipped C builtin (time.perf_counter) twice: two breaks; Dynamo's text for it mentions _warnings.warn."""

import time

import torch
from torch import nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(8, 8)
        self.b = nn.Linear(8, 8)

    def forward(self, x):
        h = self.a(x)
        t0 = time.perf_counter()  # BREAK first
        h = self.b(h.relu())
        self.last_s = time.perf_counter() - t0  # BREAK second
        return h


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
