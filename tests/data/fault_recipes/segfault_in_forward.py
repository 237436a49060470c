"""Fault recipe: the forward reads address 0 through ctypes: a segmentation fault in native code."""
import ctypes

import torch


class Segfaults(torch.nn.Module):
    def forward(self, x):
        ctypes.string_at(0)
        return x


def build_model():
    return Segfaults()


def example_inputs():
    return (torch.ones(2, 4),)
