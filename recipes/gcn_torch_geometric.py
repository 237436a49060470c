"""torch_geometric's GCN (3 GCNConv layers, 128 -> 256 -> 16) on a random graph: 20k nodes, 200k edges.

GCNConv normalises the graph on every call (``gcn_norm`` -> ``add_remaining_self_loops``), which drops the
existing self-loops with a boolean mask: an output size that depends on the data.
"""

import torch
from torch_geometric.nn import GCN

NODES, EDGES, FEATURES = 20_000, 200_000, 128


def build_model():
    torch.manual_seed(0)
    return GCN(in_channels=FEATURES, hidden_channels=256, num_layers=3, out_channels=16).eval()


def example_inputs():
    gen = torch.Generator().manual_seed(0)
    x = torch.randn(NODES, FEATURES, generator=gen)
    edge_index = torch.randint(0, NODES, (2, EDGES), generator=gen)
    return (x, edge_index)
