"""Two linear layers with a GELU between them: under ``max-autotune-no-cudagraphs`` Inductor tunes both
GEMMs (addmm + GELU epilogue, then addmm) and keeps its choices in the autotune cache; a second process with the
same shapes takes them from there (or the whole graph from the FX graph cache).

``MLP_TINY=1``: a small CPU-sized MLP (the GPU script's dry run). The dtype comes from the run's ``--dtype``.
"""

import os

import torch
from torch import nn

TINY = os.environ.get("MLP_TINY") == "1"
TOKENS, HIDDEN, FF = (32, 64, 128) if TINY else (4096, 1024, 4096)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(HIDDEN, FF)
        self.down = nn.Linear(FF, HIDDEN)

    def forward(self, x):
        return self.down(nn.functional.gelu(self.up(x)))


def build_model():
    torch.manual_seed(0)
    return MLP().eval()


def example_inputs():
    return (torch.randn(TOKENS, HIDDEN, generator=torch.Generator().manual_seed(0)),)
