"""Fault recipe: build_model() raises an ordinary exception."""
import torch


def build_model():
    raise ValueError("boom in build_model")


def example_inputs():
    return (torch.ones(2, 4),)
