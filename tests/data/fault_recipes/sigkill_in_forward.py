"""Fault recipe: the forward kills its own process with SIGKILL (what the kernel's OOM killer does)."""
import os
import signal

import torch


class KillsItself(torch.nn.Module):
    def forward(self, x):
        os.kill(os.getpid(), signal.SIGKILL)
        return x


def build_model():
    return KillsItself()


def example_inputs():
    return (torch.ones(2, 4),)
