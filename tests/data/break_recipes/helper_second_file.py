"""A print inside a helper defined in a second file: Dynamo reports it from the caller and from the helper."""

import torch
from break_helpers import scale_and_log
from torch import nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(8, 8)
        self.b = nn.Linear(8, 8)

    def forward(self, x):
        h = self.a(x)
        h = scale_and_log(h)  # CALL
        return self.b(h)


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
