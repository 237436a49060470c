"""A print inside a generator: Dynamo cannot resume inside it and skips the whole forward."""

import torch
from torch import nn


def chunks(h, n):
    for i in range(n):
        print("chunk", i)  # BREAK
        yield h * (i + 1)


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(8, 8)

    def forward(self, x):
        parts = list(chunks(self.a(x), 2))  # CALL
        return parts[0] + parts[1]


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
