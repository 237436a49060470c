"""Fault recipe: the forward runs in eager, but segfaults once Dynamo traces it (the explain stage)."""
import ctypes

import torch


class SegfaultsWhenTraced(torch.nn.Module):
    def forward(self, x):
        if torch.compiler.is_compiling():
            ctypes.string_at(0)
        return x + 1


def build_model():
    return SegfaultsWhenTraced()


def example_inputs():
    return (torch.ones(2, 4),)
