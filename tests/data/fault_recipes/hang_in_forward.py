"""Fault recipe: the forward hangs (a deadlock, a wait that never ends) until something kills the worker."""
import time

import torch


class Hangs(torch.nn.Module):
    def forward(self, x):
        time.sleep(600)
        return x


def build_model():
    return Hangs()


def example_inputs():
    return (torch.ones(2, 4),)
