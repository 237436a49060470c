"""Eight identical attention + MLP blocks in an ``nn.ModuleList``: the shape regional compilation is for.

The cold start's ``jit-regional`` route finds ``layers`` (8 copies of ``Block``) and compiles each copy with
``Block.compile()``: Dynamo and Inductor compile one block and reuse it for the other seven. Small dims, so a CPU
compiles it in seconds; ``benchmarks/references/regional_reference.py`` times the same recipe in plain torch.
"""
import torch
import torch.nn.functional as F
from torch import nn

DIM, HEADS, LAYERS, BATCH, SEQ = 64, 4, 8, 2, 32


class Block(nn.Module):
    def __init__(self, dim: int = DIM, heads: int = HEADS):
        super().__init__()
        self.heads = heads
        self.ln1, self.ln2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.qkv, self.proj = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)
        self.fc1, self.fc2 = nn.Linear(dim, 4 * dim), nn.Linear(4 * dim, dim)

    def forward(self, x):
        b, s, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).view(b, s, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(a.transpose(1, 2).reshape(b, s, d))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


class BlockStack(nn.Module):
    def __init__(self, layers: int = LAYERS, dim: int = DIM):
        super().__init__()
        self.embed = nn.Linear(dim, dim)
        self.layers = nn.ModuleList([Block(dim) for _ in range(layers)])
        self.norm = nn.LayerNorm(dim)

    def forward(self, x):
        x = self.embed(x)
        for layer in self.layers:
            x = layer(x)
        return self.norm(x)


def build_model() -> torch.nn.Module:
    torch.manual_seed(0)
    return BlockStack()


def example_inputs() -> tuple:
    return (torch.randn(BATCH, SEQ, DIM, generator=torch.Generator().manual_seed(1)),)
