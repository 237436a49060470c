"""torchvision's ConvNeXt-Tiny (random weights), batch 32 at 224x224: each block's ``self.block`` is an
nn.Sequential (depthwise conv, permute, LayerNorm, Linear, GELU, Linear, permute) called from one line."""

import torch
from torchvision.models import convnext_tiny


def build_model():
    torch.manual_seed(0)
    return convnext_tiny(weights=None).eval()


def example_inputs():
    return (torch.randn(32, 3, 224, 224, generator=torch.Generator().manual_seed(0)),)
