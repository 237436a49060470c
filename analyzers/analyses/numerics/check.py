"""Eager against compiled on every input the recipe gives, output by output, from the same state and RNG.

Each input is run twice: eager, then compiled, each from the model state taken before either ran (parameters and
buffers restored in place: a model that updates a buffer in forward is compared from the same start) and from
the same RNG seed on every device. The compiled model is the run's own (``torch.compile`` of the same module), so
nothing is compiled again here unless an input's shape or Python values call for it.
"""

from __future__ import annotations

from collections.abc import Callable

from .compare import compare_each, tolerance, worst

SEED = 1234


def snapshot(module) -> dict:
    """A copy of every parameter and buffer (the model's state before a call)."""
    return {k: v.detach().clone() for k, v in module.state_dict(keep_vars=True).items() if hasattr(v, "detach")}


def restore(module, saved: dict) -> None:
    import torch

    with torch.no_grad():
        live = module.state_dict(keep_vars=True)
        for k, v in saved.items():
            if k in live and hasattr(live[k], "copy_") and live[k].shape == v.shape:
                live[k].copy_(v)


def seeded(call: Callable, seed: int = SEED):
    """``call()`` with torch's CPU and CUDA generators seeded to ``seed``."""
    import torch

    torch.manual_seed(seed)
    return call()


def clone_out(out):
    """Tensors of an output cloned (a CUDA-graph replay may overwrite them on the next call)."""
    import torch

    if isinstance(out, torch.Tensor):
        return out.detach().clone()
    if isinstance(out, dict) or hasattr(out, "to_tuple"):
        return {k: clone_out(v) for k, v in out.items()} if hasattr(out, "items") else clone_out(out.to_tuple())
    if isinstance(out, list):  # plain lists (FX's immutable_list would make Dynamo give up on the call)
        return [clone_out(v) for v in out]
    if isinstance(out, tuple):
        return tuple(clone_out(v) for v in out)
    return out


def input_labels(n_extra: int) -> list[str]:
    return ["example inputs"] + [f"more_inputs[{i}]" for i in range(n_extra)]


def eager_and_compiled(model, compiled, args, kwargs, *, sync: Callable[[], None], mark_step=None):
    """One input's eager and compiled outputs, each from the state taken before either ran and the same seed."""
    saved = snapshot(model)
    try:
        ref = clone_out(seeded(lambda: model(*args, **kwargs)))
        sync()
        restore(model, saved)
        if mark_step is not None:
            mark_step()
        got = clone_out(seeded(lambda: compiled(*args, **kwargs)))
        sync()
    finally:
        restore(model, saved)
    return ref, got


def collect_output_numerics(model, compiled, calls: list[tuple[tuple, dict]], *, dtype: str, sync: Callable[[], None],
                            mark_step=None) -> dict:
    """The numerics of every input: per output errors, the worst of each input and of the run.

    ``calls`` is the example input first, then the recipe's ``more_inputs``.
    """
    inputs = []
    for label, (args, kwargs) in zip(input_labels(len(calls) - 1), calls):
        try:
            ref, got = eager_and_compiled(model, compiled, args, kwargs, sync=sync, mark_step=mark_step)
            rows = compare_each(ref, got, dtype)
        except Exception as e:  # noqa: BLE001 - one input that fails is a finding, the others still count
            inputs.append({"input": label, "passed": False, "outputs": [],
                           "error": f"{type(e).__name__}: {e}"[:400]})
            continue
        w = worst(rows)
        inputs.append({"input": label, "passed": all(r.get("passed") for r in rows), "outputs": rows,
                       "rel_err": w.get("rel_err"), "max_abs_err": max((r.get("max_abs_err") or 0.0) for r in rows)
                       if rows else 0.0, "worst_output": w.get("output")})
    rels = [i["rel_err"] for i in inputs if i.get("rel_err") is not None]
    return {
        "passed": bool(inputs) and all(i["passed"] for i in inputs),
        "rel_err": max(rels) if rels else None,
        "max_abs_err": max((i.get("max_abs_err") or 0.0) for i in inputs) if inputs else None,
        "tolerance": tolerance(dtype),
        "inputs": inputs,
        "method": "each input run eagerly, then compiled, from the parameters and buffers taken before either "
                  f"ran, with torch.manual_seed({SEED}) before each",
    }
