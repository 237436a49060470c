"""A decoder block whose RMSNorm is written without an fp32 upcast, run in fp16 (numerics example recipe).

``h.pow(2).mean(-1)`` in fp16: eager rounds ``h ** 2`` to fp16 after the op, so any activation above 256
overflows to inf and the norm's output collapses to 0; Inductor fuses pow, mean and rsqrt into one kernel that
keeps fp32 in between, so the compiled block returns finite numbers where eager's are 0. Residual streams with
outliers of a few hundred are common in LLMs (hence the fp32 upcast in LlamaRMSNorm). Run it with
``--dtype fp16 --device cuda``: the first input (outliers) differs, ``more_inputs`` (no outliers) matches.
"""

import torch
from torch import nn


class NaiveRMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, h):
        return self.weight * h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + self.eps)  # no upcast to fp32


class Block(nn.Module):
    def __init__(self, dim: int = 256):
        super().__init__()
        self.up = nn.Linear(dim, 4 * dim)
        self.down = nn.Linear(4 * dim, dim)
        self.norm = NaiveRMSNorm(dim)
        self.head = nn.Linear(dim, 64)

    def forward(self, x):
        h = x + self.down(torch.nn.functional.gelu(self.up(x)))
        return self.head(self.norm(h))


def build_model():
    return Block()


def _tokens(outliers: bool):
    g = torch.Generator().manual_seed(0)
    x = torch.randn(4, 128, 256, generator=g)
    if outliers:
        x[:, :, :4] *= 300.0  # a few channels of a few hundred, as LLM residual streams have
    return x


def example_inputs():
    return (_tokens(True),)


def more_inputs():
    return [(_tokens(False),)]
