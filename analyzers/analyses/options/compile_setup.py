"""Compile options -> what torch is called with: ``torch.compile`` keyword arguments, Inductor config patch,
grad mode. One place, so the worker's stages and the Nsight Compute target compile exactly alike.
"""

from __future__ import annotations

import contextlib

DYNAMIC = {"auto": None, "true": True, "false": False}


def grad_context(opts):
    """The serving path's grad mode, the same in every stage (a change would recompile)."""
    import torch

    return torch.inference_mode() if opts.grad_mode == "inference" else torch.no_grad()


@contextlib.contextmanager
def inductor_overrides(cfg: dict):
    """Inductor config keys patched for the duration (nothing when ``cfg`` is empty)."""
    if not cfg:
        yield
        return
    import torch._inductor.config as icfg

    with icfg.patch(cfg):
        yield


@contextlib.contextmanager
def dynamo_overrides(cfg: dict):
    """``torch._dynamo.config`` keys patched for the duration (``--dynamo-config``; nothing when empty)."""
    if not cfg:
        yield
        return
    import torch._dynamo.config as dcfg

    with dcfg.patch(cfg):
        yield


def compile_kwargs(opts) -> dict:
    """``torch.compile(model, **compile_kwargs(opts))``."""
    kw = {"backend": opts.backend, "fullgraph": opts.fullgraph, "dynamic": DYNAMIC[opts.dynamic]}
    if opts.backend == "inductor" and opts.mode != "default":
        kw["mode"] = opts.mode
    return kw


def uses_cudagraphs(opts) -> bool:
    """Whether the compiled model replays CUDA graphs (its outputs must be cloned before the next call)."""
    return opts.mode in ("reduce-overhead", "max-autotune") or opts.backend == "cudagraphs"
