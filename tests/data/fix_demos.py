"""Three demo models in a row (print, .item(), nonzero()), called with three input shapes: each break and the
recompiles have one fix experiment (or none, for the print) in one run (tests/test_fixes.py)."""

import torch

from analyzers.models.demos import HIDDEN, ItemDemo, NonzeroDemo, PrintDemo


class Chain(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a, self.b, self.c = PrintDemo(), ItemDemo(), NonzeroDemo()

    def forward(self, x):
        return self.c(self.b(self.a(x)))


def build_model():
    torch.manual_seed(0)
    return Chain().eval()


def example_inputs():
    return (torch.randn(2, 8, HIDDEN, generator=torch.Generator().manual_seed(0)),)


def more_inputs():
    gen = torch.Generator().manual_seed(1)
    return [torch.randn(3, 8, HIDDEN, generator=gen), torch.randn(2, 5, HIDDEN, generator=gen)]
