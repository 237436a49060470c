"""A forward that gathers rows with ``nonzero()`` (a data-dependent output shape): with Dynamo's
``capture_dynamic_output_shape_ops`` on, Inductor splits the graph into CUDA graph partitions around the op that
cannot be captured (example recipe)."""

import torch
import torch._dynamo
from torch import nn

torch._dynamo.config.capture_dynamic_output_shape_ops = True  # nonzero stays in the graph, no graph break


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(256, 256)
        self.out = nn.Linear(256, 256)

    def forward(self, x):
        h = torch.relu(self.proj(x))
        keep = (h.sum(dim=1) > 0).nonzero().squeeze(1)  # data-dependent size
        return self.out(h.index_select(0, keep)).sum(dim=0)


def build_model():
    return Model()


def example_inputs():
    return (torch.randn(64, 256),)
