"""Where a process's compile time went, from torch's own account: ``torch._dynamo.utils.get_compilation_metrics()``
(one CompilationMetrics per compiled frame), summed over the process's compiles. Fields torch does not offer (an
older torch) are left out; no metrics at all gives an empty dict."""

from __future__ import annotations

# our key -> CompilationMetrics field and its unit divisor to seconds
FIELDS = {
    "dynamo_s": ("dynamo_cumulative_compile_time_us", 1e6),
    "aot_autograd_s": ("aot_autograd_cumulative_compile_time_us", 1e6),
    "inductor_s": ("inductor_cumulative_compile_time_us", 1e6),
    "code_gen_s": ("inductor_code_gen_cumulative_compile_time_us", 1e6),
    "kernel_compile_s": ("triton_compile_time_us", 1e6),
    "autotune_s": ("compile_time_autotune_time_us", 1e6),
    "entire_frame_s": ("entire_frame_compile_time_s", 1.0),
}


def compile_phases() -> dict:
    """``{dynamo_s, aot_autograd_s, inductor_s, code_gen_s, kernel_compile_s, autotune_s, entire_frame_s, frames}``
    of this process's compiles so far."""
    import torch._dynamo.utils as du

    get = getattr(du, "get_compilation_metrics", None)
    if not callable(get):
        return {}
    try:
        records = list(get())
    except Exception:  # noqa: BLE001 - torch's own bookkeeping failing is no reason to lose the route
        return {}
    out: dict = {"frames": len(records)}
    for key, (name, div) in FIELDS.items():
        vals = [getattr(m, name, None) for m in records]
        vals = [v for v in vals if isinstance(v, (int, float))]
        if vals:
            out[key] = round(sum(vals) / div, 4)
    return out
