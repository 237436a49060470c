"""torch_geometric's two-layer GCN: ``self.c1`` and ``self.c2`` are GCNConv layers, and each call
normalises the graph (``gcn_norm`` -> ``add_remaining_self_loops``), whose ``nonzero`` in
``torch_geometric/utils/loop.py`` has a data-dependent output size: one graph-break cause reached from two lines.

``GCN_TINY=1``: 512 nodes, 4k edges (a quick run).
"""

import os

import torch
from torch import nn
from torch_geometric.nn import GCNConv

TINY = os.environ.get("GCN_TINY") == "1"
NODES, EDGES, FEATURES = (512, 4096, 32) if TINY else (20_000, 200_000, 128)


class GCN(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = GCNConv(FEATURES, 256)
        self.c2 = GCNConv(256, 16)

    def forward(self, x, edge_index):
        h = self.c1(x, edge_index).relu()
        return self.c2(h, edge_index)


def build_model():
    torch.manual_seed(0)
    return GCN().eval()


def example_inputs():
    gen = torch.Generator().manual_seed(0)
    return (torch.randn(NODES, FEATURES, generator=gen), torch.randint(0, NODES, (2, EDGES), generator=gen))
