"""The *roofline* analysis: how far each kernel and the whole forward are from the device's limits.

* Work of one forward: FLOPs from ``torch.utils.flop_counter.FlopCounterMode`` (matmul, attention,
  convolution; per ``nn.Module`` path) and bytes from a dispatch mode that sees every ATen op:
  ``min_bytes`` = every tensor that existed before the forward (weights, inputs; only the gathered
  rows of an embedding table) read once + the outputs written once (what a perfectly fused forward
  must move), ``unfused_bytes`` = every op reading its inputs and writing its outputs (eager's upper
  bound).
* Peaks, measured once per device and dtype and cached in a JSON file: a large matmul in the run's
  dtype (TFLOP/s, under the current TF32 setting; an fp32 run on a GPU also measures it as TF32, the rate of
  cuDNN's convolutions, which take fp32 as TF32 by default) and a large device-to-device copy (GB/s, read +
  write). Measured, not datasheet, numbers: the floor is what this machine can reach.
* Floor of the forward = max(FLOPs / peak FLOP/s, min_bytes / peak bandwidth), each op's FLOPs at the rate it
  can run at (convolutions at the TF32 rate where cuDNN takes TF32), next to the measured latencies. Per kernel
  (``profile`` section records): achieved TFLOP/s and GB/s, arithmetic intensity, the bound (compute or memory)
  and the share of its limit reached, where FLOPs or bytes could be attributed (``work_estimate``): an op's work
  is counted once, at the kernel that does its arithmetic; the layout transposes and helpers it launches
  besides do none of its FLOPs (``work_estimate.kernel_role``). Pointwise kernels are compared with the matmul
  peak too, so their compute share is an upper bound; they are memory bound in practice.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .peaks import device_name, measure_peaks  # noqa: F401 - measure_peaks: the roofline's peaks, as before
from .work_estimate import CONV_OPS, bare_op, kernel_role, runs_tf32

log = logging.getLogger(__name__)



# ----------------------------------------------------------------------------------------------------
# Work of one forward
# ----------------------------------------------------------------------------------------------------
def _tensor_bytes(t) -> int:
    return t.numel() * t.element_size()


def _storage_key(t):
    try:
        return (str(t.device), t.untyped_storage().data_ptr())
    except Exception:  # noqa: BLE001 - tensor subclasses without storage
        return None


def count_work(call: Callable[[], Any]) -> dict:
    """FLOPs (total, by op, by module) and bytes of one forward of ``call`` (run once, eagerly).

    Returns:
        ``{flops, flops_by_op: {op: flops}, flops_by_module: [{module, flops}], min_bytes,
        unfused_bytes, param_like_bytes, output_bytes}``. Module paths are relative to the root
        module (``encoder.layer.0``), the root is its class name.
    """
    import torch
    from torch.utils import flop_counter
    from torch.utils._python_dispatch import TorchDispatchMode
    from torch.utils._pytree import tree_flatten

    aten = torch.ops.aten
    custom = {}
    cpu_sdpa = getattr(aten, "_scaled_dot_product_flash_attention_for_cpu", None)
    if cpu_sdpa is not None and hasattr(flop_counter, "sdpa_flop_count"):

        def _cpu_sdpa_flop(query_shape, key_shape, value_shape, *args, out_shape=None, **kwargs):
            return flop_counter.sdpa_flop_count(query_shape, key_shape, value_shape)

        custom[cpu_sdpa] = _cpu_sdpa_flop
    embedding = {aten.embedding.default}

    class _Bytes(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.created: set = set()
            self.pre: dict = {}
            self.unfused = 0

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            out = func(*args, **kwargs)
            if getattr(func, "is_view", False):
                return out
            ins = [t for t in tree_flatten((args, kwargs))[0] if isinstance(t, torch.Tensor)]
            outs = [t for t in tree_flatten(out)[0] if isinstance(t, torch.Tensor)]
            for i, t in enumerate(ins):
                key = _storage_key(t)
                if func in embedding and i == 0:
                    continue  # only the gathered rows are read: counted as the output's size below
                self.unfused += _tensor_bytes(t)
                if key is not None and key not in self.created and key not in self.pre:
                    self.pre[key] = t.untyped_storage().nbytes()
            for t in outs:
                self.unfused += _tensor_bytes(t)
                key = _storage_key(t)
                if key is not None and key not in self.pre:
                    self.created.add(key)
                if func in embedding:
                    self.pre[("embedding", id(t))] = _tensor_bytes(t)
            return out

    fc = flop_counter.FlopCounterMode(display=False, depth=None, custom_mapping=custom)
    counter = _Bytes()
    with fc, counter:
        result = call()
    out_bytes = sum(_tensor_bytes(t) for t in tree_flatten(result)[0] if isinstance(t, torch.Tensor))
    counts = fc.get_flop_counts()
    by_op: dict[str, int] = {}
    for op, n in (counts.get("Global") or {}).items():
        by_op[str(op).removeprefix("aten.")] = by_op.get(str(op).removeprefix("aten."), 0) + int(n)
    by_module = []
    roots = [k for k in counts if k != "Global" and "." not in k]
    root = roots[0] if len(roots) == 1 else None
    for name, ops in counts.items():
        if name == "Global":
            continue
        rel = name[len(root) + 1:] if root and name.startswith(root + ".") else name
        by_module.append({"module": rel, "flops": int(sum(ops.values()))})
    by_module.sort(key=lambda r: (r["module"].count("."), -r["flops"]))
    param_like = int(sum(counter.pre.values()))
    return {
        "flops": int(fc.get_total_flops()),
        "flops_by_op": dict(sorted(by_op.items(), key=lambda kv: -kv[1])),
        "flops_by_module": by_module[:2000],
        "min_bytes": param_like + out_bytes,
        "unfused_bytes": int(counter.unfused),
        "param_like_bytes": param_like,
        "output_bytes": int(out_bytes),
        "method": "FlopCounterMode (matmul, attention, convolution) + ATen dispatch byte counts",
    }


def kernel_work(kernels: list[dict]) -> list[dict]:
    """A forward's kernel records aggregated by name (the profile's ``kernel_table`` rows), each op's work
    counted once: a record carries the work of the op that launched it, and of the kernels one op launches only the
    one doing its arithmetic keeps it. A layout transpose keeps no FLOPs and no byte count (what it moves is not
    recorded), ``work_source`` ``layout``; a helper (``work_estimate.kernel_role``) keeps nothing."""
    rows: dict[str, dict] = {}
    for k in kernels or []:
        if not isinstance(k, dict) or not k.get("name"):
            continue
        name = str(k["name"])
        flops, nbytes, source = k.get("flops"), k.get("bytes"), k.get("work_source")
        role = kernel_role(name) if k.get("op") and k.get("op") != name else None
        if role == "layout":
            flops, nbytes, source = 0, None, "layout"
        elif role == "helper":
            flops = nbytes = source = None
        row = rows.get(name)
        if row is None:
            row = rows[name] = {"name": name, "calls": 0, "total_us": 0.0, "kind": k.get("kind"), "flops": None,
                                "bytes": None, "work_source": source}
            if k.get("synthetic"):
                row["synthetic"] = True
        row["calls"] += 1
        row["total_us"] += k.get("dur_us") or 0.0
        row["work_source"] = row["work_source"] or source
        for key, v in (("flops", flops), ("bytes", nbytes)):
            if v is not None:
                row[key] = (row[key] or 0) + v
    for row in rows.values():
        row["total_us"] = round(row["total_us"], 3)
    return sorted(rows.values(), key=lambda r: -r["total_us"])


def compute_roof(name: str | None, peaks: dict) -> tuple[float | None, str]:
    """The compute rate (TFLOP/s) a kernel is held against, and what it is: the matmul in the run's dtype, or, for an
    fp32 kernel whose name says it runs as TF32, the TF32 matmul (None where that was not measured)."""
    pf = peaks.get("matmul_tflops") or None
    dtype = str(peaks.get("dtype") or "")
    if dtype == "fp32" and name and runs_tf32(name) and not peaks.get("tf32"):
        tf32 = peaks.get("matmul_tflops_tf32") or None
        return tf32, "TF32 matmul" if tf32 else "TF32 matmul (not measured)"
    return pf, f"{dtype or 'run dtype'} matmul{' (TF32)' if peaks.get('tf32') else ''}"


def kernel_points(table: list[dict], peaks: dict) -> list[dict]:
    """Per-kernel roofline numbers from kernel rows (flops/bytes summed over calls: ``kernel_work``)."""
    pb = (peaks.get("copy_gbps") or 0) * 1e9
    out = []
    for row in table or []:
        t = (row.get("total_us") or 0) * 1e-6
        flops, nbytes = row.get("flops"), row.get("bytes")
        layout = row.get("work_source") == "layout"
        if t <= 0 or (not flops and not nbytes and not layout) or row.get("synthetic"):
            continue
        roof, roof_name = compute_roof(row.get("name"), peaks)
        pf = (roof or 0) * 1e12
        p = {"name": row.get("name"), "calls": row.get("calls"), "total_us": row.get("total_us"),
             "kind": row.get("kind"), "flops": flops, "bytes": nbytes, "work_source": row.get("work_source"),
             "peak_tflops": roof, "roof": roof_name}
        p["tflops"] = round(flops / t / 1e12, 4) if flops else (0.0 if layout else None)
        p["gbps"] = round(nbytes / t / 1e9, 3) if nbytes else None
        p["intensity"] = round(flops / nbytes, 4) if flops and nbytes else None
        if layout:  # moves bytes and does no arithmetic; how many bytes is not recorded
            p.update(bound="memory", limit_us=None, limit_share=None)
            out.append(p)
            continue
        if flops and not pf:  # its compute roof was not measured: no limit to hold it against
            p.update(bound=None, limit_us=None, limit_share=None)
            out.append(p)
            continue
        t_compute = flops / pf if flops and pf else 0.0
        t_memory = nbytes / pb if nbytes and pb else 0.0
        limit = max(t_compute, t_memory)
        p["bound"] = "compute" if t_compute >= t_memory else "memory"
        p["limit_us"] = round(limit * 1e6, 3) if limit else None
        p["limit_share"] = round(limit / t, 4) if limit else None
        if limit > t:  # faster than the device can go: the FLOPs or bytes counted are more than it did or moved
            p["exceeds_peak"] = True  # (bytes served from the L2 cache, a shape-based count of work it skipped)
        out.append(p)
    return out


def _floor_compute_ms(work: dict, peaks: dict, tf32: dict | None, cuda: bool, notes: list[str]) -> float | None:
    """The forward's FLOPs at the rates they can run at: convolutions on a GPU in fp32 at the TF32 rate where cuDNN
    takes TF32 (torch's default), the rest at the matmul rate (under the run's own TF32 setting). None where a
    rate it needs was not measured."""
    pf = (peaks.get("matmul_tflops") or 0) * 1e12
    flops = work.get("flops") or 0
    conv = sum(int(v or 0) for op, v in (work.get("flops_by_op") or {}).items()
               if bare_op(str(op)).split(".")[0] in CONV_OPS)
    if not (cuda and peaks.get("dtype") == "fp32" and conv and not peaks.get("tf32")):
        return flops / pf * 1e3
    cudnn = (tf32 or {}).get("cudnn")
    if cudnn is False:
        return flops / pf * 1e3
    if cudnn is None:
        notes.append("cuDNN's TF32 setting was not recorded: torch's default (on) is assumed for the convolutions")
    rate = (peaks.get("matmul_tflops_tf32") or 0) * 1e12
    if not rate:
        notes.append("the convolutions run as TF32 (cuDNN's setting) but the TF32 rate was not measured: no compute "
                     "floor")
        return None
    return ((flops - conv) / pf + conv / rate) * 1e3


def roofline_from(profile: dict | None, work: dict | None, peaks: dict | None,
                  measured_ms: dict | None = None, tf32: dict | None = None) -> dict:
    """The roofline section from a profile section, the forward's work and the peaks (no torch).

    Args:
        profile: ``collect_profile`` section (or None).
        work: ``count_work`` result (or None).
        peaks: ``measure_peaks`` result (or fixed numbers in tests).
        measured_ms: ``{eager: ms, compiled: ms}`` (the benchmark's medians).
        tf32: ``{matmul, cudnn}``: whether cuBLAS and cuDNN took fp32 as TF32 in the run (None: not recorded).

    Returns:
        ``{available, peaks, work, floor_ms, compute_ms, memory_ms, bound, ridge_intensity,
        measured_ms, floor_share: {label: floor/measured}, kernels: {eager: [...], compiled: [...]},
        attributed_flops: {label: share of the forward's FLOPs the kernel table accounts for}, tf32, notes}``.
    """
    notes: list[str] = []
    peaks = peaks or {}
    work = work or {}
    pf = (peaks.get("matmul_tflops") or 0) * 1e12
    pb = (peaks.get("copy_gbps") or 0) * 1e9
    out: dict[str, Any] = {"available": bool(pf and pb), "peaks": peaks, "work": work, "notes": notes}
    if tf32 is not None:
        out["tf32"] = tf32
    if not out["available"]:
        notes.append("no device peaks: the limits could not be computed")
    cuda = any(((profile or {}).get(label) or {}).get("device") == "cuda" for label in ("eager", "compiled"))
    flops, nbytes = work.get("flops"), work.get("min_bytes")
    if out["available"] and (flops or nbytes):
        compute_ms = _floor_compute_ms(work, peaks, tf32, cuda, notes)
        memory_ms = (nbytes or 0) / pb * 1e3
        if compute_ms is not None:
            out.update(compute_ms=round(compute_ms, 4), memory_ms=round(memory_ms, 4),
                       floor_ms=round(max(compute_ms, memory_ms), 4),
                       bound="compute" if compute_ms >= memory_ms else "memory")
        else:
            out.update(memory_ms=round(memory_ms, 4))
        out["ridge_intensity"] = round(pf / pb, 2)
    elif out["available"]:
        notes.append("the forward's FLOPs and bytes were not counted: no floor")
    measured = {k: v for k, v in (measured_ms or {}).items() if isinstance(v, (int, float)) and v > 0}
    for label in ("eager", "compiled"):
        mode = (profile or {}).get(label) or {}
        if mode.get("available") and mode.get("wall_us"):
            measured.setdefault(f"{label}_profiled", round(mode["wall_us"] / 1e3, 4))
    out["measured_ms"] = measured
    if out.get("floor_ms"):
        out["floor_share"] = {k: round(out["floor_ms"] / v, 4) for k, v in measured.items()}
    out["kernels"] = {}
    out["attributed_flops"] = {}
    for label in ("eager", "compiled"):
        mode = (profile or {}).get(label) or {}
        if not mode.get("available"):
            continue
        records = [k for k in mode.get("kernels") or [] if isinstance(k, dict)]
        table = kernel_work(records) if records else (mode.get("kernel_table") or [])
        pts = kernel_points(table, peaks) if out["available"] else []
        out["kernels"][label] = pts
        if flops:
            got = sum(p["flops"] or 0 for p in pts if p.get("work_source") in ("matmul", "attention", "conv",
                                                                                  "inductor"))
            out["attributed_flops"][label] = round(got / flops, 4)
        if mode.get("graph_launches") and not any(p.get("bytes") for p in pts if p.get("kind") != "extern"):
            notes.append(f"{label}: kernels replayed from CUDA graphs carry no shapes in the trace; compile with "
                         "Inductor's benchmark_kernel=True to get their bytes from kernel metadata")
    return out


def collect_roofline(
    eager_call: Callable[[], Any], *, device: str, dtype: str, profile: dict | None = None,
    peaks_cache: Path | str | None = None, measured_ms: dict | None = None, peak_sizes: dict | None = None,
) -> dict:
    """Count the forward's work, measure (or reuse) the peaks and build the roofline section.

    Args:
        eager_call: Zero-argument callable running one eager forward (under the caller's grad mode).
        device, dtype: Of the run.
        profile: The ``collect_profile`` section, for per-kernel points.
        peaks_cache: JSON file of cached peaks (e.g. ``<runs>/peaks.json``).
        measured_ms: ``{eager: ms, compiled: ms}`` medians from the benchmark.

    Returns:
        ``roofline_from(...)``; a failing step becomes a note, never an exception.
    """
    import torch

    notes = []
    work = peaks = None
    try:
        work = count_work(eager_call)
    except Exception as e:
        log.exception("counting FLOPs failed")
        notes.append(f"FLOPs and bytes could not be counted: {type(e).__name__}: {e}")
    try:
        peaks = measure_peaks(device, dtype, peaks_cache, sizes=peak_sizes)
    except Exception as e:
        log.exception("measuring peaks failed")
        notes.append(f"the device peaks could not be measured: {type(e).__name__}: {e}")
    # the run's own settings, in force while it ran: which fp32 matmuls and convolutions could run as TF32
    tf32 = {"matmul": bool(torch.backends.cuda.matmul.allow_tf32), "cudnn": bool(torch.backends.cudnn.allow_tf32)}
    out = roofline_from(profile, work, peaks, measured_ms, tf32=tf32)
    out["notes"] = notes + out["notes"]
    return out
