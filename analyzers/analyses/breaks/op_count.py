"""Count the ATen ops one call dispatches, higher-order operators included.

A ``TorchDispatchMode`` sees every ATen op. A higher-order operator (``torch.cond``, ``while_loop``,
``map``, ...) reaches the mode as one call; with ``supports_higher_order_operators`` (torch 2.11, 2.13)
the mode runs the operator's own eager kernel with the functions it calls (the branches, the loop body)
back under the mode, so the ops of the branch taken / of each iteration are counted like any other (the
kernel's own glue, e.g. ``map``'s stacking, is not). An operator without an eager kernel counts as one op and is named in
``OpCount.uncounted``; a torch whose modes cannot see higher-order operators at all raises, and the
caller records coverage as unavailable.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any


@dataclass
class OpCount:
    ops: int = 0
    hops: Counter = field(default_factory=Counter)  # higher-order operators run, by name
    uncounted: Counter = field(default_factory=Counter)  # ... whose inside was not counted


def _hop_kernel(func):
    try:
        from torch._C import DispatchKey
    except ImportError:  # pragma: no cover
        return None
    kernels = getattr(func, "py_kernels", None) or {}
    return kernels.get(DispatchKey.CompositeExplicitAutograd)


def counting_mode(tally: OpCount):
    """A dispatch mode that adds every ATen op it sees to ``tally``."""
    import torch
    from torch.utils._python_dispatch import TorchDispatchMode

    hop_type = getattr(torch._ops, "HigherOrderOperator", ())

    class _Count(TorchDispatchMode):
        supports_higher_order_operators = True

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            if hop_type and isinstance(func, hop_type):
                name = func.name() if callable(getattr(func, "name", None)) else str(func)
                tally.hops[name] += 1
                kernel = _hop_kernel(func)
                if kernel is not None:
                    # The mode is popped while it handles a call, and eager kernels refuse a mode: run the
                    # kernel as is, with each function it calls (branches, loop body) back under the mode.
                    return kernel(*(self._under_mode(a) for a in args), **kwargs)
                tally.ops += 1
                tally.uncounted[name] += 1
                return func(*args, **kwargs)
            tally.ops += 1
            return func(*args, **kwargs)

        def _under_mode(self, a):
            if isinstance(a, torch.Tensor) or not callable(a):
                return a

            def call(*xs, **kw):
                with self:
                    return a(*xs, **kw)

            return call

    return _Count()


def count_ops(fn, *args: Any, **kwargs: Any) -> tuple[OpCount, Any]:
    """Run ``fn`` once under the counting mode. Returns (tally, fn's result)."""
    tally = OpCount()
    with counting_mode(tally):
        out = fn(*args, **kwargs)
    return tally, out
