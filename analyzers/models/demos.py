"""Demo models: small MLPs, each reproducing exactly one cause of a graph break or recompile.

Every demo takes ``x`` of shape (batch_size, seq_len, HIDDEN) and compiles in seconds on CPU.
The line that causes a graph break is on its own line and ends with a ``BREAK`` comment
marker; tests scan this file for it to know which file:line a graph break must be attributed
to (only those lines carry it). The line whose value Dynamo guards on in the python-arg demo
ends with a ``RECOMPILE`` comment marker.

What ``torch._dynamo.explain`` reports on torch 2.13 (one graph break each unless noted):

- print: "Failed to trace builtin operator ... `print`" at the print line.
- data-branch: "generic_jump TensorVariable()" at the ``if``.
- item: "Unsupported Tensor.item() call with capture_scalar_outputs=False" at the ``.item()``.
- numpy: "attempted to trace numpy function unsupported by PyTorch" at ``np.interp``.
  Dynamo traces ``.numpy()`` and most NumPy functions through torch._numpy, so a plain
  round trip does *not* break; the demo calls a NumPy function torch._numpy lacks.
- disabled: "Skip calling `torch.compiler.disable()`d function" at the helper's call site.
- nonzero: "Dynamic shape operator" (``aten.nonzero``) at the ``nonzero`` line.
- python-arg, shapes: no graph break (explain shows 0); they recompile on their extra calls.
- clean: no graph break, one graph.
- rng-in-eval, fp16-rounding: no graph break; compiled differs from eager (numerics demos).
"""

from __future__ import annotations

import logging
import os

import numpy as np
import torch
from torch import nn

from ..report.catalog import DEMOS
from ..report.schema import CompileOptions
from .contract import LoadedModel, SourceError

log = logging.getLogger(__name__)

HIDDEN = 64
THIS_FILE = os.path.abspath(__file__)


class _Demo(nn.Module):
    """Three Linear layers shared by all demos; subclasses write forward."""

    def __init__(self, hidden: int = HIDDEN):
        super().__init__()
        self.fc1 = nn.Linear(hidden, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, hidden)


class PrintDemo(_Demo):
    """print() is a side effect Dynamo cannot put in a graph: it breaks the graph there.

    (Unless ``print`` is in ``torch._dynamo.config.reorderable_logging_functions``, empty by default.)
    """

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        print("demo:print hidden shape", h.shape)  # BREAK
        return self.out(torch.relu(self.fc2(h)))


class DataBranchDemo(_Demo):
    """Python ``if`` on a tensor's value: Dynamo cannot know which way it goes while tracing."""

    def forward(self, x):
        h = self.fc1(x)
        if h.sum() > 0:  # BREAK
            h = torch.relu(h)
        else:
            h = torch.tanh(h)
        return self.out(self.fc2(h))


class ItemDemo(_Demo):
    """``.item()`` turns a tensor into a Python number, which leaves the graph."""

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        peak = h.abs().max().item()  # BREAK
        h = h / (peak + 1e-6)
        return self.out(torch.relu(self.fc2(h)))


class NumpyDemo(_Demo):
    """A NumPy round trip through a function torch._numpy cannot trace (np.interp)."""

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        arr = h.detach().float().cpu().numpy()
        arr = np.interp(arr, [-1.0, 0.0, 1.0], [-0.5, 0.0, 2.0])  # BREAK
        h = torch.from_numpy(arr.astype(np.float32)).to(device=h.device, dtype=h.dtype)
        return self.out(torch.relu(self.fc2(h)))


@torch._dynamo.disable
def third_party_normalize(h):
    """Stands in for a library function that is excluded from tracing (same as torch.compiler.disable)."""
    return h / h.norm(dim=-1, keepdim=True).clamp_min(1e-6)


class DisabledDemo(_Demo):
    """Calls a torch._dynamo.disable'd helper: the graph ends before the call and resumes after it."""

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        h = third_party_normalize(h)  # BREAK
        return self.out(torch.relu(self.fc2(h)))


class NonzeroDemo(_Demo):
    """``nonzero()`` returns as many rows as the data says: an output shape Dynamo cannot know while tracing
    (``capture_dynamic_output_shape_ops=True`` traces it with an unbacked size instead)."""

    def forward(self, x):
        h = torch.relu(self.fc1(x)).reshape(-1, x.shape[-1])
        keep = torch.nonzero(h.sum(-1) > 1.0).squeeze(-1)  # BREAK
        picked = torch.relu(self.fc2(h.index_select(0, keep)))  # only the rows that passed
        return self.out(torch.zeros_like(h).index_copy(0, keep, picked).reshape(x.shape))


class PythonArgDemo(_Demo):
    """A Python float ``scale`` that changes between calls: no graph break, but a recompile.

    Dynamo guards on ``scale == 1.0``; the second call (2.0) fails the guard and recompiles,
    by default with ``scale`` as a symbolic float after that. With ``dynamic=False`` every new
    value recompiles. explain() of a single call shows 0 graph breaks.
    """

    def forward(self, x, scale: float = 1.0):
        h = torch.relu(self.fc1(x))
        h = h * scale  # RECOMPILE
        return self.out(torch.relu(self.fc2(h)))


class ShapesDemo(_Demo):
    """Inputs whose batch and sequence sizes change between calls: no graph break, recompiles.

    The first compile specializes on the first shape; a new batch size recompiles with a
    dynamic batch, a new sequence length recompiles with a dynamic sequence (automatic dynamic
    shapes). explain() of a single call shows 0 graph breaks.
    """

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        pooled = h.mean(dim=1, keepdim=True).expand_as(h)  # mixes over the sequence dimension
        return self.out(torch.relu(self.fc2(h + pooled)))


class CleanDemo(_Demo):
    """A plain MLP: one graph, no breaks. The baseline to compare the others with."""

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        return self.out(torch.relu(self.fc2(h)))


class EvalNoise(nn.Module):
    """Dropout that ignores eval mode: ``F.dropout(..., training=True)`` draws random numbers in every forward."""

    def forward(self, h):
        return torch.nn.functional.dropout(h, 0.1, training=True)  # NUMERICS


class RngInEvalDemo(_Demo):
    """A random op in an eval forward (numerics): eager and compiled start from the same seed, but Inductor draws
    its random numbers with its own generator, so the outputs differ. CompilerBisector names the decomposition of
    aten.native_dropout; the first module that differs is ``noise``."""

    def __init__(self):
        super().__init__()
        self.noise = EvalNoise()

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        return self.out(self.noise(h))


class HalfShift(nn.Module):
    """``(y + 1000) - 1000`` in fp16: eager rounds ``y + 1000`` to fp16 (steps of 0.5), a fused kernel does not."""

    def forward(self, h):
        y = h.half()
        return ((y + 1000) - 1000).float()  # NUMERICS


class Fp16RoundingDemo(_Demo):
    """fp16 arithmetic whose rounding Inductor does not reproduce (numerics): Inductor keeps fp32 between the fused
    add and subtract. CompilerBisector names emulate_precision_casts; the first module that differs is ``shift``."""

    def __init__(self):
        super().__init__()
        self.shift = HalfShift()

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        return self.out(self.shift(h))


DEMO_CLASSES: dict[str, type[_Demo]] = {
    "print": PrintDemo,
    "data-branch": DataBranchDemo,
    "item": ItemDemo,
    "numpy": NumpyDemo,
    "disabled": DisabledDemo,
    "nonzero": NonzeroDemo,
    "python-arg": PythonArgDemo,
    "shapes": ShapesDemo,
    "clean": CleanDemo,
    "rng-in-eval": RngInEvalDemo,
    "fp16-rounding": Fp16RoundingDemo,
}


def build_demo(name: str, options: CompileOptions) -> LoadedModel:
    """Build demo ``name`` (seed 0) with inputs of shape (batch_size, seq_len, HIDDEN)."""
    if name not in DEMO_CLASSES:
        raise SourceError(f"unknown demo {name!r}: choose one of {', '.join(DEMOS)}")
    with torch.random.fork_rng(devices=[]):  # deterministic weights, caller's RNG untouched
        torch.manual_seed(0)
        model = DEMO_CLASSES[name]().eval()
    gen = torch.Generator().manual_seed(0)
    b, s = options.batch_size, options.seq_len

    def x(batch: int, seq: int) -> torch.Tensor:
        return torch.randn(batch, seq, HIDDEN, generator=gen)

    args, kwargs, extra = (x(b, s),), {}, []
    if name == "python-arg":
        kwargs = {"scale": 1.0}
        extra = [((args[0],), {"scale": v}) for v in (2.0, 0.5, 3.0)]
    elif name == "shapes":
        # new batch -> recompile; new seq_len -> recompile; both new -> reuses the dynamic graph
        extra = [((x(2 * b + 1, s),), {}), ((x(b, s + 7),), {}), ((x(b + 3, s + 3),), {})]
    cause, _category = DEMOS[name]
    log.debug("built demo %s (%s)", name, cause)
    return LoadedModel(model, args, kwargs, extra, description=f"demo: {cause}", user_files=[THIS_FILE])
