"""A fix experiment's parent, compiled and timed in the child's process beside the child's compiled model.

A fix experiment's verdict compares the parent's compiled latency with the child's. Timed in two processes minutes
apart, the comparison measures the machine as much as the change (a host whose speed moves by 10 % and more), so
the child run also builds the parent's configuration — the options in ``CompileOptions.side_by_side`` are the
parent's values of what the child changed — and the benchmark times it as a third callable, interleaved round by
round with the child's eager and compiled calls.

How each change lives beside its parent in one process:

* Inductor / Dynamo options, ``mode``, ``dynamic``, ``mark_dynamic``: a second ``torch.compile`` of a copy of the
  model (its own Dynamo cache entries), compiled under the parent's config values, called with copies of the
  inputs (``mark_dynamic`` marks the tensors themselves).
* ``memory_format``: the copy is taken before the child's model and inputs go to channels_last.
* ``matmul_precision``: the process's float32 matmul precision and cuDNN TF32 switch are set to the parent's around
  the baseline's compile and each of its calls, and back to the child's after.
* ``autocast``: the baseline's calls run with autocast off (the benchmark's grad context holds the child's).
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import warnings
from collections.abc import Callable
from typing import Any

from .run_context import Run

# Options a baseline can take in the child's process; the rest (a different torch, an environment variable read at
# import) cannot live beside the child, and such an experiment is timed apart.
SIDE_BY_SIDE_OPTIONS = ("inductor_config", "dynamo_config", "mode", "dynamic", "mark_dynamic", "memory_format",
                        "matmul_precision", "autocast", "backend")


@dataclasses.dataclass
class Baseline:
    """The parent beside the child in this process: the copies taken before the child's changes (``model``,
    ``args``, ``kwargs``, the process's ``precision`` switches), the compiled parent's ``call`` once built, and
    ``apart``: why the experiment is timed apart instead (the model could not be copied, the parent did not
    compile, the timing processes could not build it)."""

    model: Any = None
    args: Any = None
    kwargs: Any = None
    precision: tuple | None = None
    call: Callable | None = None
    apart: str | None = None


def baseline_of(run: Run) -> Baseline:
    """The run's baseline (an empty one where the run is no side-by-side experiment)."""
    base = run.state.get("baseline")
    if not isinstance(base, Baseline):
        base = run.state["baseline"] = Baseline()
    return base


def baseline_options(opts):
    """The parent's options (the child's with the ``side_by_side`` values put back), or None."""
    if not opts.side_by_side:
        return None
    return dataclasses.replace(opts, **opts.side_by_side, side_by_side={})


def keep_baseline(run: Run, loaded) -> None:
    """Before the child's changes: a copy of the model and inputs, and the process's precision switches."""
    import torch

    if baseline_options(run.request.options) is None:
        return
    base = baseline_of(run)
    try:
        base.model, base.args, base.kwargs = (copy.deepcopy(loaded.model), copy.deepcopy(loaded.args),
                                              copy.deepcopy(loaded.kwargs))
        base.precision = (torch.get_float32_matmul_precision(), torch.backends.cudnn.allow_tf32)
    except Exception as e:  # noqa: BLE001 - a model that cannot be copied: the experiment is timed apart
        base.model = None
        base.apart = f"the model could not be copied for the parent's compile ({type(e).__name__}: {e})"


@contextlib.contextmanager
def parent_settings(run: Run):
    """The parent's precision switches and autocast state for the block; the child's back after."""
    import torch

    opts = baseline_options(run.request.options)
    saved = (torch.get_float32_matmul_precision(), torch.backends.cudnn.allow_tf32)
    prec = baseline_of(run).precision or saved
    device = "cuda" if str(run.request.options.device).startswith("cuda") else "cpu"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.set_float32_matmul_precision(prec[0])
        torch.backends.cudnn.allow_tf32 = prec[1]
    try:
        if opts is not None and not opts.autocast:
            with torch.autocast(device_type=device, enabled=False):
                yield
        else:
            yield
    finally:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.set_float32_matmul_precision(saved[0])
            torch.backends.cudnn.allow_tf32 = saved[1]


def compile_baseline(run: Run, extra_config: dict) -> None:
    """After the child's compile: compile the parent's configuration (first call included, not timed). Sets the
    baseline's ``call`` or, where it cannot, its ``apart`` (why)."""
    import torch

    from ..analyses.options.compile_setup import (
        compile_kwargs,
        dynamo_overrides,
        grad_context,
        inductor_overrides,
        uses_cudagraphs,
    )
    from ..analyses.timing.benchmark import make_call

    opts = baseline_options(run.request.options)
    base = baseline_of(run)
    if opts is None or base.model is None:
        return
    try:
        with grad_context(run.request.options), parent_settings(run), dynamo_overrides(opts.dynamo_config), \
                inductor_overrides({**extra_config, **opts.inductor_config}):
            compiled = torch.compile(base.model, **compile_kwargs(opts))
            call = make_call(compiled, base.args, base.kwargs, uses_cudagraphs(opts))
            call()
    except Exception as e:  # noqa: BLE001 - the child's own figures stand; the verdict is timed apart
        base.apart = f"the parent's configuration did not compile here ({type(e).__name__}: {e})"[:300]
        return

    def baseline_call():
        with parent_settings(run):
            return call()

    base.call = baseline_call
