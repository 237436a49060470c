"""A detector all inside an installed library (``site-packages/fakevision``, a stand-in for torchvision's Faster
R-CNN): the RoI pooler's one-time scale setup breaks three times on the first call only (two ``.item()``
and a ``float()`` in a helper called through a list comprehension); ``remove_small_boxes`` breaks on every call,
reached from two call sites; the per-level ``torch.where`` breaks on every call."""

import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).parent / "site-packages"))
from fakevision import Detector  # noqa: E402


def build_model():
    torch.manual_seed(0)
    return Detector().eval()


def example_inputs():
    gen = torch.Generator().manual_seed(0)
    xy = torch.rand(32, 2, generator=gen) * 96
    wh = torch.rand(32, 2, generator=gen) * 64
    return (torch.rand(1, 3, 128, 128, generator=gen), torch.cat([xy, xy + wh], dim=1))
