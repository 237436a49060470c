"""torchvision's RetinaNet (ResNet-50 FPN, random weights: no download) on one 320x320 image."""

import torch
from torchvision.models.detection import retinanet_resnet50_fpn


def build_model():
    torch.manual_seed(0)
    return retinanet_resnet50_fpn(weights=None, weights_backbone=None, num_classes=91).eval()


def example_inputs():
    return ([torch.rand(3, 320, 320, generator=torch.Generator().manual_seed(0))],)
