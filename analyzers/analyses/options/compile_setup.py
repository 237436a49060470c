"""Compile options -> what torch is called with: ``torch.compile`` keyword arguments, Inductor config patch,
grad mode. One place, so the worker's stages and the Nsight Compute target compile exactly alike.
"""

from __future__ import annotations

import contextlib

DYNAMIC = {"auto": None, "true": True, "false": False}


def grad_context(opts):
    """The serving path's grad mode, the same in every stage (a change would recompile); with bf16 autocast
    around it where the request asks for it (a precision fix experiment)."""
    import torch

    mode = torch.inference_mode() if opts.grad_mode == "inference" else torch.no_grad()
    if not getattr(opts, "autocast", ""):
        return mode
    return _autocast_in(mode, opts.device)


@contextlib.contextmanager
def _autocast_in(mode, device: str):
    import torch

    with mode, torch.autocast(device_type=device, dtype=torch.bfloat16):
        yield


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


def mark_dynamic_inputs(model, calls: list[tuple[tuple, dict]], marks: dict[str, list[int]]) -> None:
    """``torch._dynamo.mark_dynamic`` on the named forward inputs of every call, before the compiled model sees
    them (``CompileOptions.mark_dynamic``: a fix experiment's change, applied without editing the user's files).
    An input ``forward`` lacks, or a dimension it does not have, raises ``SourceError`` saying which."""
    import inspect

    import torch

    from ...models.contract import SourceError

    sig = inspect.signature(model.forward)
    for args, kwargs in calls:
        try:
            bound = sig.bind(*args, **kwargs).arguments
        except TypeError as e:
            raise SourceError(f"mark_dynamic: the inputs do not bind to forward{sig}: {e}") from e
        extra = next((v for k, v in bound.items() if sig.parameters[k].kind is inspect.Parameter.VAR_KEYWORD), {})
        for name, dims in marks.items():
            t = bound[name] if name in bound else extra.get(name)
            if not isinstance(t, torch.Tensor):
                raise SourceError(f"mark_dynamic: forward has no tensor input {name!r} in this call "
                                  f"(its inputs: {', '.join(sig.parameters)})")
            if max(dims) >= t.dim():
                raise SourceError(f"mark_dynamic: input {name!r} has {t.dim()} dimension(s): "
                                  f"no dimension {max(dims)} to mark")
            torch._dynamo.mark_dynamic(t, list(dims))
