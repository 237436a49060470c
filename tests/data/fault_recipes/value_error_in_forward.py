"""Fault recipe: the forward raises an ordinary exception."""
import torch


class Raises(torch.nn.Module):
    def forward(self, x):
        raise ValueError("boom in forward")


def build_model():
    return Raises()


def example_inputs():
    return (torch.ones(2, 4),)
