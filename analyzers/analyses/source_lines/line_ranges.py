"""The eager attribution pass's source lines: a ``record_function`` range named after the model's line (and the
module that line called) around every ATen op of the forward, so each kernel launch in the profile nests in the
range of the line that called it.

Why not ``torch.profiler``'s ``with_stack``: its Python events name each function by the line it is *defined*
on (``model.py(12): forward``), never the line inside it that ran the op, and ``x @ w`` makes no Python call
at all; the line is what is asked for.

Why a dispatch mode (``TorchDispatchMode``, below autograd) and not a ``TorchFunctionMode``: a function mode makes
``torch.overrides.has_torch_function`` true for every tensor, which turns off fused fast paths that check it
(``nn.MultiheadAttention``'s and ``nn.TransformerEncoderLayer``'s ``_native_multi_head_attention``): the
attribution forward would launch other kernels than the timed one, and those kernels could not be matched. A
dispatch mode leaves the forward's choices alone.

Each range is named ``compilescope_line: <file>:<line>`` with ``|<module>|<Type>`` added when the op ran inside a
module that the line called (through torch's code: an ``nn.Sequential``, ``nn.Linear``): the module's path
relative to the module whose code holds the line (``block.3``), so a container's line is broken down by its
leaves. A forward with no frame of a model file (a model that is an ``nn.Sequential`` of torch modules) is named
by module instead: ``<module 0 (Linear)>:0``. The mode costs a stack walk per op, so it is used on the single
attribution forward only, never on the timed or the profiled-for-time forwards.
"""

from __future__ import annotations

import sys

from .frames import is_model_file, range_name

PART_SEP = "|"


def _model_frame(depth: int = 2):
    f = sys._getframe(depth)
    while f is not None:
        if is_model_file(f.f_code.co_filename):
            return f
        f = f.f_back
    return None


def module_row(path: str, type_name: str) -> str:
    """The pseudo file of a row named by module (no model frame): ``<module 0 (Linear)>``."""
    return f"<module {path or '(model)'} ({type_name})>"


class _Modules:
    """The module call stack of the forward (global hooks): each entry (module, path, caller line frame)."""

    def __init__(self):
        self.stack: list[tuple] = []
        self.handles: list = []
        self.paths: dict = {}

    def __enter__(self):
        from torch.nn.modules import module as nn_module

        self.handles = [nn_module.register_module_forward_pre_hook(self._pre),
                        nn_module.register_module_forward_hook(self._post)]
        return self

    def __exit__(self, *exc):
        for h in self.handles:
            h.remove()
        self.stack.clear()

    def _pre(self, module, args):
        from ..profile.profiling import module_path_in

        path = module_path_in(self, module)
        f = _model_frame(3)
        self.stack.append((module, path, (id(f), f.f_lineno) if f is not None else None))

    def _post(self, module, args, output):
        if self.stack and self.stack[-1][0] is module:
            self.stack.pop()

    def name_for(self, frame) -> str | None:
        """The range name of an op whose innermost model frame is ``frame`` (None: no model frame)."""
        stack = self.stack
        if frame is None:
            if not stack:
                return None
            anchor = stack[1] if len(stack) > 1 else stack[0]
            leaf = stack[-1]
            head = range_name(module_row(anchor[1], type(anchor[0]).__name__), 0)
            return f"{head}{PART_SEP}{leaf[1] or '(model)'}{PART_SEP}{type(leaf[0]).__name__}"
        head = range_name(frame.f_code.co_filename, frame.f_lineno)
        here = (id(frame), frame.f_lineno)
        for i, (_, _, called_from) in enumerate(stack):
            if called_from == here:  # the outermost module this line called: the leaf is inside it
                owner = stack[i - 1][1] if i > 0 else ""
                leaf_mod, leaf_path, _ = stack[-1]
                rel = leaf_path[len(owner) + 1:] if owner and leaf_path.startswith(owner + ".") else leaf_path
                return f"{head}{PART_SEP}{rel}{PART_SEP}{type(leaf_mod).__name__}"
        return head


def line_ranges():
    """A context manager: inside it, every ATen op runs in a range named for its line (and the module it called).

    Returns a ``contextlib.nullcontext()`` on a torch without ``TorchDispatchMode``.
    """
    import contextlib

    try:
        import torch
        from torch.utils._python_dispatch import TorchDispatchMode
    except Exception:  # noqa: BLE001 - pragma: no cover - a torch without dispatch modes
        return contextlib.nullcontext()

    record = torch.profiler.record_function
    modules = _Modules()

    class _Lines(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            if getattr(func, "namespace", "") == "profiler":  # the ranges' own ops
                return func(*args, **(kwargs or {}))
            name = modules.name_for(_model_frame())
            if name is None:
                return func(*args, **(kwargs or {}))
            with record(name):
                return func(*args, **(kwargs or {}))

    @contextlib.contextmanager
    def both():
        with modules, _Lines():
            yield

    return both()
