"""torch_geometric's GAT (3 GATConv layers, 4 heads, 128 -> 64 -> 16) on a random graph: 20k nodes, 200k edges."""

import torch
from torch_geometric.nn import GAT

NODES, EDGES, FEATURES = 20_000, 200_000, 128


def build_model():
    torch.manual_seed(0)
    return GAT(in_channels=FEATURES, hidden_channels=64, num_layers=3, out_channels=16, heads=4).eval()


def example_inputs():
    gen = torch.Generator().manual_seed(0)
    return (torch.randn(NODES, FEATURES, generator=gen), torch.randint(0, NODES, (2, EDGES), generator=gen))
