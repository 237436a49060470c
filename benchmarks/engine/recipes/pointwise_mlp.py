"""A small MLP with pointwise activations: Inductor fuses the bias, GELU and residual adds (CPU timing proof)."""
import torch


class Block(torch.nn.Module):
    def __init__(self, d: int = 256):
        super().__init__()
        self.fc1, self.fc2 = torch.nn.Linear(d, 2 * d), torch.nn.Linear(2 * d, d)

    def forward(self, x):
        h = torch.nn.functional.gelu(self.fc1(x)) * torch.sigmoid(x.sum(-1, keepdim=True))
        return x + torch.tanh(self.fc2(h)) * 0.5


def build_model() -> torch.nn.Module:
    torch.manual_seed(0)
    return torch.nn.Sequential(*[Block() for _ in range(4)])


def example_inputs() -> tuple:
    return (torch.randn(64, 256),)
