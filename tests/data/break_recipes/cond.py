"""torch.cond, torch.while_loop and torch.map (higher-order operators) in one graph, no break."""

import torch
from torch import nn
from torch._higher_order_ops.map import map as hop_map
from torch._higher_order_ops.while_loop import while_loop


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(8, 8)

    def forward(self, x):
        h = self.a(x)
        h = torch.cond(h.sum() > 0, lambda t: t.relu() * 2, lambda t: t.tanh(), (h,))
        _, h = while_loop(lambda i, t: i < 3, lambda i, t: (i + 1, t * 1.5), (torch.zeros((), dtype=torch.int64), h))
        return hop_map(lambda r: r.sin(), h)


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
