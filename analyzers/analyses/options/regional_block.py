"""The repeated block of a model, for regional compilation: found from the model itself or named by the user.

A *repeated block* is the longest run of consecutive same-class children of an ``nn.ModuleList`` or
``nn.Sequential`` whose forward is one code object (no copy carries a forward of its own) and that hold weights: a
transformer's layers, a ResNet stage's blocks. ``find_repeated_block(model)`` picks the longest such run in the whole
model (ties: the run holding more parameters, then the shallower path); ``find_repeated_block(model, "encoder.layer")``
the longest run inside the container the user named (``--regional-block``). ``compile_blocks`` compiles each copy in
place with ``nn.Module.compile`` (PyTorch's regional compilation recipe: Dynamo compiles one copy's forward and the
other copies reuse it while its guards hold); ``eager_blocks`` runs the same model with its copies uncompiled, the
eager control timed in the same process.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field

OFF = "none"  # --regional-block none: no regional route


class BlockNotFound(ValueError):
    """No repeated block where one was looked for; the message says what was found instead."""


@dataclass
class RepeatedBlock:
    path: str  # the container of the copies ("layers", "bert.encoder.layer")
    cls: str  # the copies' class
    names: list[str] = field(default_factory=list)  # each copy's module path ("layers.0", ...)
    params_per_copy: int = 0

    @property
    def copies(self) -> int:
        return len(self.names)

    def as_dict(self) -> dict:
        """The report's ``block``: path, copies, class, the first and last copy, parameters per copy."""
        return {"path": self.path, "copies": self.copies, "class": self.cls, "first": self.names[0],
                "last": self.names[-1], "params_per_copy": self.params_per_copy}


def _forward_code(module):
    """The code object a module's call runs, or None where the instance carries a forward of its own."""
    if "forward" in vars(module):
        return None
    return getattr(type(module).forward, "__code__", None)


def _params(module) -> int:
    return sum(p.numel() for p in module.parameters())


def _runs(path: str, container) -> list[RepeatedBlock]:
    """The runs of 2 or more consecutive same-class, same-forward children of ``container`` that hold weights."""
    out, run, key = [], [], None
    children = list(container.named_children())
    for name, child in children + [("", None)]:  # a sentinel ends the last run
        k = (type(child), _forward_code(child)) if child is not None else None
        if run and (k != key or k is None or k[1] is None):
            if len(run) >= 2 and _params(run[0][1]):
                out.append(RepeatedBlock(path=path, cls=type(run[0][1]).__name__,
                                         names=[f"{path}.{n}" if path else n for n, _ in run],
                                         params_per_copy=_params(run[0][1])))
            run = []
        if child is not None:
            run.append((name, child))
            key = k
    return out


def _is_container(module) -> bool:
    from torch import nn

    return isinstance(module, (nn.ModuleList, nn.Sequential))


def _best(runs: list[RepeatedBlock]) -> RepeatedBlock:
    return max(runs, key=lambda r: (r.copies, r.copies * r.params_per_copy, -r.path.count(".")))


def candidates(model) -> list[RepeatedBlock]:
    """Every run of repeated blocks in ``model``, best first."""
    runs = [r for path, m in model.named_modules() if _is_container(m) for r in _runs(path, m)]
    return sorted(runs, key=lambda r: (r.copies, r.copies * r.params_per_copy, -r.path.count(".")), reverse=True)


def _found(runs: list[RepeatedBlock]) -> str:
    return ", ".join(f"{r.path or '(the model)'} ({r.copies} × {r.cls})" for r in runs[:5]) or "none"


def find_repeated_block(model, path: str = "") -> RepeatedBlock:
    """The model's repeated block (the longest run), or the longest run inside the container at ``path``.

    Raises:
        BlockNotFound: no run of two or more same-class siblings with weights (in the model, or at ``path``), or
            ``path`` names no module or one that is not an ``nn.ModuleList`` / ``nn.Sequential``; the message
            names the runs the model has.
    """
    if not path:
        runs = candidates(model)
        if not runs:
            raise BlockNotFound("no repeated block: no nn.ModuleList or nn.Sequential holds two or more consecutive "
                                "children of one class with weights (name one with --regional-block PATH)")
        return runs[0]
    try:
        container = model.get_submodule(path)
    except AttributeError:
        raise BlockNotFound(f"--regional-block {path}: the model has no submodule {path!r} (repeated blocks found: "
                            f"{_found(candidates(model))})") from None
    if not _is_container(container):
        raise BlockNotFound(f"--regional-block {path}: {path} is a {type(container).__name__}, not an nn.ModuleList "
                            f"or nn.Sequential: name the container of the copies (repeated blocks found: "
                            f"{_found(candidates(model))})")
    runs = _runs(path, container)
    if not runs:
        raise BlockNotFound(f"--regional-block {path}: no two consecutive children of {path} share a class and hold "
                            f"weights (repeated blocks found: {_found(candidates(model))})")
    return _best(runs)


def compile_blocks(model, names: list[str], **compile_kwargs) -> None:
    """``nn.Module.compile(**compile_kwargs)`` on each copy, in place: the compile itself happens on the first call."""
    for name in names:
        model.get_submodule(name).compile(**compile_kwargs)


@contextmanager
def eager_blocks(model, names: list[str]):
    """The copies run uncompiled inside the block (their ``nn.Module.compile`` is put back after it)."""
    mods = [model.get_submodule(n) for n in names]
    saved = [m.__dict__.get("_compiled_call_impl") for m in mods]
    for m in mods:
        m._compiled_call_impl = None
    try:
        yield
    finally:
        for m, s in zip(mods, saved):
            m._compiled_call_impl = s
