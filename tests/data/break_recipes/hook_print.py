"""A print in a forward hook: the break comes before any op of its frame, so explain records no reason."""

import torch
from torch import nn


def log_hook(module, args, out):
    print("hook", tuple(out.shape))  # BREAK
    return None


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(8, 8)
        self.b = nn.Linear(8, 8)
        self.a.register_forward_hook(log_hook)

    def forward(self, x):
        h = self.a(x)  # CALL
        return self.b(h.relu())


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
