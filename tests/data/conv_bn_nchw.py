"""A tiny conv/batch-norm net in NCHW (two conv+BN+ReLU on 1x3x16x16, then a linear head): the layout section and
the channels_last and freezing fix experiments on CPU (tests/test_layout_fixes.py)."""

import torch
from torch import nn


class ConvBN(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU(),
            nn.Conv2d(8, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU())
        self.head = nn.Linear(8, 4)

    def forward(self, x):
        y = self.body(x)
        return self.head(y.mean((2, 3)))


def build_model():
    torch.manual_seed(0)
    m = ConvBN().eval()
    for bn in (m.body[1], m.body[4]):
        bn.running_mean.uniform_(-0.5, 0.5)
        bn.running_var.uniform_(0.5, 1.5)
    return m


def example_inputs():
    torch.manual_seed(1)
    return (torch.randn(1, 3, 16, 16),)
