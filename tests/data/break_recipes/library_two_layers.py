"""A two-layer graph network on an installed library (``site-packages/fakegeo``, a stand-in for torch_geometric's
GCNConv): both layers reach the same ``nonzero`` inside the library. One cause, two call chains."""

import sys
from pathlib import Path

import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).parent / "site-packages"))
from fakegeo import GraphConv  # noqa: E402


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = GraphConv(8, 16)
        self.c2 = GraphConv(16, 4)

    def forward(self, x, edge_index):
        h = self.c1(x, edge_index).relu()  # CALL 1
        return self.c2(h, edge_index)  # CALL 2


def build_model():
    torch.manual_seed(0)
    return Net().eval()


def example_inputs():
    gen = torch.Generator().manual_seed(0)
    return (torch.randn(64, 8, generator=gen), torch.randint(0, 64, (2, 256), generator=gen))
