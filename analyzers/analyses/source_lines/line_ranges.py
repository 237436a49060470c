"""The eager attribution pass's source lines: a ``record_function`` range named after the model's line around
every outermost torch call (a ``TorchFunctionMode``), so each op and kernel launch in the profile nests in the
range of the line that called it.

Why not ``torch.profiler``'s ``with_stack``: its Python events name each function by the line it is *defined*
on (``model.py(12): forward``), never the line inside it that ran the op, and ``x @ w`` makes no Python call
at all; the line is what is asked for. The mode costs a stack walk per torch call, so it is used on the single
attribution forward only, never on the timed or the profiled-for-time forwards.
"""

from __future__ import annotations

import sys

from .frames import is_model_file, range_name


def _caller_line(depth: int = 2) -> tuple[str, int] | None:
    f = sys._getframe(depth)
    while f is not None:
        file = f.f_code.co_filename
        if is_model_file(file):
            return file, f.f_lineno
        f = f.f_back
    return None


def line_ranges():
    """A context manager: inside it, every outermost torch function call runs in a range named for its line.

    Returns a ``contextlib.nullcontext()`` on a torch without ``TorchFunctionMode``.
    """
    import contextlib

    try:
        import torch
        from torch.overrides import TorchFunctionMode
    except Exception:  # noqa: BLE001 - pragma: no cover - a torch without function modes
        return contextlib.nullcontext()

    record = torch.profiler.record_function

    class _Lines(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            where = _caller_line()
            if where is None:
                return func(*args, **(kwargs or {}))
            with record(range_name(*where)):
                return func(*args, **(kwargs or {}))

    return _Lines()
