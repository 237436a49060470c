"""An MLP whose forward scales its input in place (``x.mul_(0.5)``): under mode reduce-overhead torch skips CUDA
graphs ("skipping cudagraphs due to mutated inputs") and names this line (example recipe)."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(512, 2048)
        self.down = nn.Linear(2048, 512)

    def forward(self, x):
        x.mul_(0.5)  # an input mutated in place: CUDA graphs are skipped for this graph
        return self.down(torch.relu(self.up(x)))


def build_model():
    return Model()


def example_inputs():
    return (torch.randn(16, 512),)
