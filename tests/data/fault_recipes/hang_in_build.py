"""Fault recipe: build_model() never returns (a download or a lock that waits forever)."""
import time

import torch


def build_model():
    while True:
        time.sleep(0.1)


def example_inputs():
    return (torch.ones(2, 4),)
