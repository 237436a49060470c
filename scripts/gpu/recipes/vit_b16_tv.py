"""torchvision's ViT-B/16 (random weights), batch 16 at 224x224: each encoder block calls nn.MultiheadAttention
(its fused fast path in eager inference) and an MLP block (an nn.Sequential) from one line each."""

import torch
from torchvision.models import vit_b_16


def build_model():
    torch.manual_seed(0)
    return vit_b_16(weights=None).eval()


def example_inputs():
    return (torch.randn(16, 3, 224, 224, generator=torch.Generator().manual_seed(0)),)
