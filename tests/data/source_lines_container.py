"""Source lines of torch's containers: a block line that calls an ``nn.Sequential`` (Linear, GELU, Linear), a line
that calls ``nn.MultiheadAttention`` (its fused fast path in eager inference), and a line of plain tensor math."""

import torch
from torch import nn


class Block(nn.Module):
    def __init__(self, d=256):
        super().__init__()
        self.attn = nn.MultiheadAttention(d, 4, batch_first=True)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))
        self.scale = nn.Parameter(torch.full((d,), 0.5))

    def forward(self, x):
        a, _ = self.attn(x, x, x, need_weights=False)  # ATTN
        x = x + a
        return x + self.scale * self.mlp(x)  # MLP


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(), Block()])

    def forward(self, x):
        for blk in self.blocks:
            x = blk(x)  # CALL
        return x * 2.0  # TAIL


def build_model():
    return Model()


def example_inputs():
    return (torch.randn(8, 64, 256),)
