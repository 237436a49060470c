"""The layout and precision changes a fix experiment makes, applied by the worker right after the load,
and the check of the changed model's outputs against the model as it was (the parent run's eager).

``memory_format="channels_last"``: the model and its 4-D floating inputs in ``torch.channels_last``;
``matmul_precision="high"``: TF32 for fp32 matmuls (``torch.set_float32_matmul_precision("high")``) and
convolutions (``torch.backends.cudnn.allow_tf32``); ``autocast="bf16"``: every forward under
``torch.autocast(..., torch.bfloat16)`` (``compile_setup.grad_context``). Before any change the unchanged model
runs once on the first input: ``report["fix_numerics"]`` compares the compiled, changed model's outputs with it
at the run's dtype tolerance, so a precision change says how far the outputs moved (max abs / rel error)."""

from __future__ import annotations

import warnings

import torch

from ..report.schema import StageResult
from .run_context import Run


def requested(opts) -> list[str]:
    """The changes a request asks for, as a user writes them."""
    out = []
    if opts.memory_format == "channels_last":
        out.append("model and 4-D inputs in torch.channels_last")
    if opts.matmul_precision == "high":
        out.append('torch.set_float32_matmul_precision("high") + cudnn.allow_tf32 (TF32)')
    if opts.autocast:
        out.append(f"torch.autocast({opts.device!r}, dtype=torch.bfloat16)")
    return out


def _plain_grad(opts):
    return torch.inference_mode() if opts.grad_mode == "inference" else torch.no_grad()


def _to_channels_last(value):
    if isinstance(value, torch.Tensor) and value.dim() == 4 and value.is_floating_point():
        return value.contiguous(memory_format=torch.channels_last)
    if isinstance(value, tuple):
        return tuple(_to_channels_last(v) for v in value)
    if isinstance(value, list):
        return [_to_channels_last(v) for v in value]
    if isinstance(value, dict):
        return {k: _to_channels_last(v) for k, v in value.items()}
    return value


def set_tf32() -> None:
    """TF32 for fp32 matmuls and cuDNN convolutions, through the long-standing switches."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.set_float32_matmul_precision("high")
        torch.backends.cudnn.allow_tf32 = True


def apply_changes(run: Run, loaded) -> None:
    """Record the unchanged model's outputs, then make the requested changes in place (model, inputs, torch)."""
    from ..analyses.numerics.check import clone_out
    from .side_by_side import keep_baseline

    opts = run.request.options
    keep_baseline(run, loaded)  # the parent's model and inputs, before any change
    changes = requested(opts)
    if not changes:
        return
    with _plain_grad(opts):
        run.state["fix_reference"] = clone_out(loaded.model(*loaded.args, **loaded.kwargs))
    if opts.matmul_precision == "high":
        set_tf32()
    if opts.memory_format == "channels_last":
        loaded.model = loaded.model.to(memory_format=torch.channels_last)
        loaded.args = _to_channels_last(loaded.args)
        loaded.kwargs = _to_channels_last(loaded.kwargs)
        loaded.extra_calls = [(_to_channels_last(a), _to_channels_last(k)) for a, k in loaded.extra_calls]
    run.report["fix_changes"] = changes


def check_reference(run: Run, compiled, st: StageResult) -> None:
    """The compiled, changed model against the unchanged eager model's outputs (``report["fix_numerics"]``)."""
    from ..analyses.numerics.check import clone_out
    from ..analyses.numerics.compare import compare_outputs
    from ..analyses.options.compile_setup import grad_context

    ref = run.state.pop("fix_reference", None)
    if ref is None:
        return
    loaded, opts = run.state["loaded"], run.request.options
    try:
        with grad_context(opts):
            got = clone_out(compiled(*loaded.args, **loaded.kwargs))
        section = compare_outputs(ref, got, opts.dtype)
    except Exception as e:  # noqa: BLE001 - the experiment's timings stand without it
        section = {"passed": None, "message": f"{type(e).__name__}: {e}"[:300]}
        st.notes.append(f"outputs not compared with the unchanged model: {section['message']}")
    section["against"] = "the unchanged model in eager (the parent run's configuration), first input"
    section["changes"] = requested(opts)
    run.report["fix_numerics"] = section
