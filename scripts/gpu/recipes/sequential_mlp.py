"""A model that is torch's own code: an nn.Sequential of two Linears and a GELU (run it in fp16 on a GPU)."""

import torch
from torch import nn


def build_model():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(4096, 16384), nn.GELU(), nn.Linear(16384, 4096)).eval()


def example_inputs():
    return (torch.randn(512, 4096, generator=torch.Generator().manual_seed(0)),)
