"""Fault recipe: the forward raises MemoryError (a host allocation that failed)."""
import torch


class RunsOutOfMemory(torch.nn.Module):
    def forward(self, x):
        raise MemoryError("cannot allocate 64 GiB for the activations")


def build_model():
    return RunsOutOfMemory()


def example_inputs():
    return (torch.ones(2, 4),)
