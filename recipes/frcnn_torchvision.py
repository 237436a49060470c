"""torchvision's Faster R-CNN (MobileNetV3-Large FPN, random weights: no download) on one 320x320 image:
its RoI pooler (``torchvision/ops/poolers.py``) breaks on data-dependent shapes, reached from several call sites.

``FRCNN_TINY=1``: a 128x128 image."""

import os

import torch
from torchvision.models.detection import fasterrcnn_mobilenet_v3_large_fpn

SIZE = 128 if os.environ.get("FRCNN_TINY") == "1" else 320


def build_model():
    torch.manual_seed(0)
    return fasterrcnn_mobilenet_v3_large_fpn(weights=None, weights_backbone=None, num_classes=91).eval()


def example_inputs():
    return ([torch.rand(3, SIZE, SIZE, generator=torch.Generator().manual_seed(0))],)
