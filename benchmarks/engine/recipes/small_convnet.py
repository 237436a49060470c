"""A small conv net (conv, batch norm, ReLU, pooling): the second CPU timing proof recipe."""
import torch


def build_model() -> torch.nn.Module:
    torch.manual_seed(0)
    layers, c = [], 3
    for out in (16, 32, 32):
        layers += [torch.nn.Conv2d(c, out, 3, padding=1), torch.nn.BatchNorm2d(out), torch.nn.ReLU(),
                   torch.nn.MaxPool2d(2)]
        c = out
    return torch.nn.Sequential(*layers, torch.nn.Flatten(), torch.nn.Linear(32 * 4 * 4, 10))


def example_inputs() -> tuple:
    return (torch.randn(8, 3, 32, 32),)
