"""The source-lines tests' CPU recipe: one hot line (a large matmul) and two cheap ones (adds on eight numbers)."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(768, 768) / 28)
        self.b = nn.Parameter(torch.randn(8))

    def forward(self, x, y):
        h = x @ self.w  # HOT
        a = y + 1.0  # CHEAP_1
        b = a + self.b  # CHEAP_2
        return h, b


def build_model():
    return Model()


def example_inputs():
    return (torch.randn(768, 768), torch.randn(8))
