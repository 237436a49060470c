"""Parsing a ``torch.profiler`` Chrome trace into one forward's kernels, launches and CPU ops.

Pure functions over the exported JSON (no torch): ``process_trace`` cuts out one forward (ranges
named ``compilescope_forward_<i>``, see ``profiling.py``) and describes it:

* GPU: a kernel belongs to the forward whose CPU range holds its launch (runtime/driver call with
  the same ``correlation``); kernels with no launch record fall back to the GPU-side annotation or
  to the forward's time window. ``wall_us`` runs from the forward's CPU start to the end of its last
  GPU activity; ``busy_us`` is the union of kernel/memcpy/memset intervals; idle gaps are the holes
  in that union after the first kernel starts (the wait before it is ``first_kernel_us``). Launch
  CPU time sums the launch calls (``cudaLaunchKernel``, ``cuLaunchKernel``, ``cudaGraphLaunch``,
  async memcpy/memset); a driver call made inside a runtime call counts once.
* CUDA graphs (``mode="reduce-overhead"``): CUPTI reports every kernel of a replayed graph as its
  own ``kernel`` event carrying the correlation id of the one ``cudaGraphLaunch``; such kernels get
  ``graph_launch: True`` and share that launch. The CPU side then shows no per-kernel ops, so
  per-kernel FLOPs/bytes come only from Inductor metadata (``kernel_meta``) when present.
* CPU: the "kernels" are the outermost operator ranges of the forward: ATen ops and Inductor C++
  kernels (``graph_<n>_cpp_fused_*`` when compiled with ``cpp.enable_kernel_profile``; otherwise
  the generated code's time shows as ``(inductor generated code)`` gaps inside each graph call,
  counted as busy time but not as kernels). The rest of the wall is framework/Python time.

Compiled kernels are matched to the code section's kernels by name (Triton / C++ kernels) or, for
extern calls inside a compiled graph, by ATen op (``aten::addmm`` -> ``extern_kernels.addmm``).
FLOPs and bytes per kernel come from the launching op's recorded shapes (``estimate_work``).
"""

from __future__ import annotations

import bisect
import gzip
import itertools
import json
import logging
import math
import re
import statistics
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

MARKER = "compilescope_forward_"
MAX_CPU_OPS = 4000  # CPU op ranges kept per forward (depth 0 and 1 under the forward)
GAP_OVER_US = 10.0  # idle gaps longer than this are counted apart ("over_10us")

_GPU_CATS = {"kernel": "kernel", "gpu_memcpy": "memcpy", "gpu_memset": "memset"}
_CPU_CATS = {"cpu_op", "user_annotation", "python_function"}
_RUNTIME_CATS = {"cuda_runtime", "cuda_driver", "runtime", "driver", "hip_runtime", "hip_driver"}
_LAUNCH_RE = re.compile(
    r"^(cuda|cu|hip)(LaunchKernel\w*|LaunchCooperativeKernel\w*|ModuleLaunchKernel|ExtLaunchKernel\w*|"
    r"GraphLaunch\w*|Memcpy\w*Async\w*|Memset\w*Async\w*|LaunchHostFunc)$"
)
_GRAPH_LAUNCH_RE = re.compile(r"GraphLaunch", re.IGNORECASE)
_GRAPH_RANGE_RE = re.compile(r"^(## Call CompiledFxGraph|CompiledFxGraph|Torch-Compiled Region|CompiledFunction)")
_GRAPH_CALL_RE = re.compile(r"^(## Call CompiledFxGraph|CompiledFxGraph)")
_CPP_KERNEL_RE = re.compile(r"^(?:graph_\d+_)?((?:cpp|triton|cuda)_\w+)$")
_MODULE_PREFIX = "nn.Module: "
GENERATED_CODE = "(inductor generated code)"

DTYPE_BYTES = {
    "float": 4, "double": 8, "c10::Half": 2, "c10::BFloat16": 2, "long int": 8, "long": 8, "int": 4,
    "short int": 2, "short": 2, "signed char": 1, "unsigned char": 1, "bool": 1, "c10::complex<float>": 8,
    "c10::complex<double>": 16, "c10::complex<c10::Half>": 4, "c10::Float8_e4m3fn": 1, "c10::Float8_e5m2": 1,
    "c10::Float8_e4m3fnuz": 1, "c10::Float8_e5m2fnuz": 1, "unsigned int": 4, "unsigned long": 8,
}
_MATMUL_OPS = {"mm": (0, 1), "addmm": (1, 2), "bmm": (0, 1), "baddbmm": (1, 2), "_scaled_mm": (0, 1),
               "_int_mm": (0, 1), "addbmm": (1, 2)}
_ATTN_BHLE = {"_scaled_dot_product_flash_attention", "_scaled_dot_product_efficient_attention",
              "_scaled_dot_product_cudnn_attention", "_scaled_dot_product_flash_attention_for_cpu",
              "scaled_dot_product_attention", "_scaled_dot_product_fused_attention_overrideable"}
_ATTN_BLHE = {"_flash_attention_forward", "_efficient_attention_forward"}
_GATHER_OPS = {"embedding", "index_select", "gather", "take_along_dim"}
_CONV_OPS = {"convolution", "_convolution", "cudnn_convolution", "mkldnn_convolution", "miopen_convolution",
             "convolution_overrideable", "conv1d", "conv2d", "conv3d"}
_TRITON_KINDS = {"poi": "pointwise", "red": "reduction", "per": "persistent_reduction", "tem": "template",
                 "for": "foreach"}


# ----------------------------------------------------------------------------------------------------
# Parsing a Chrome trace
# ----------------------------------------------------------------------------------------------------
class _Range:
    """A CPU range on one thread, with what the nesting sweep learns about it."""

    __slots__ = (
        "args",
        "cat",
        "depth",
        "end",
        "in_graph",
        "in_kernel",
        "is_kernel",
        "is_module",
        "marker",
        "name",
        "parent",
        "thread",
        "ts",
    )

    def __init__(self, ts, end, name, cat, thread, args):
        self.ts, self.end, self.name, self.cat, self.thread, self.args = ts, end, name, cat, thread, args
        self.depth = -1  # depth under the forward marker (-1: the marker itself or outside any)
        self.marker = None  # index into markers
        self.is_kernel = False
        self.in_kernel = False
        self.in_graph = False
        self.is_module = name.startswith(_MODULE_PREFIX)
        self.parent = None


class _Launch:
    __slots__ = ("cat", "corr", "dur", "in_graph", "marker", "module", "name", "nested", "op", "thread", "ts")

    def __init__(self, ts, dur, name, thread, corr, cat):
        self.ts, self.dur, self.name, self.thread, self.corr, self.cat = ts, dur, name, thread, corr, cat
        self.marker = None
        self.op = None  # innermost enclosing operator range
        self.module = None
        self.in_graph = False
        self.nested = False  # a driver call inside a runtime call (counted once, as the runtime call)


def _num(v) -> float | None:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    return float(v) if math.isfinite(v) else None


def _is_kernel_name(name: str) -> bool:
    """CPU-side "kernels": operator ranges (``ns::op``) and Inductor kernel ranges."""
    return "::" in name or bool(_CPP_KERNEL_RE.match(name))


def _events_of(trace: Any) -> list:
    if isinstance(trace, dict):
        ev = trace.get("traceEvents")
        return ev if isinstance(ev, list) else []
    return trace if isinstance(trace, list) else []


def _marker_index(name: str) -> int | None:
    tail = name[len(MARKER):]
    return int(tail) if tail.isdigit() else None


def _split_events(events: list):
    """Sort the raw events into markers, CPU ranges, launches and GPU activities."""
    markers, gpu_marks, ranges, launches, gpu = [], {}, [], [], []
    for e in events:
        if not isinstance(e, dict) or e.get("ph") != "X":
            continue
        ts = _num(e.get("ts"))
        if ts is None:
            continue
        dur = _num(e.get("dur")) or 0.0
        name = e.get("name")
        name = name if isinstance(name, str) else str(name)
        cat = str(e.get("cat") or "").lower()
        args = e.get("args") if isinstance(e.get("args"), dict) else {}
        if cat in _GPU_CATS:
            stream = args.get("stream", e.get("tid"))
            gpu.append((ts, dur, name, stream, args.get("correlation"), _GPU_CATS[cat], args))
        elif cat == "gpu_user_annotation":
            if name.startswith(MARKER):
                idx = _marker_index(name)
                lo, hi = gpu_marks.get(idx, (ts, ts + dur))
                gpu_marks[idx] = (min(lo, ts), max(hi, ts + dur))
        elif cat in _RUNTIME_CATS:
            launches.append(_Launch(ts, dur, name, (e.get("pid"), e.get("tid")), args.get("correlation"), cat))
        elif cat in _CPU_CATS:
            if cat == "python_function" and not name.startswith(_MODULE_PREFIX):
                continue
            r = _Range(ts, ts + dur, name, cat, (e.get("pid"), e.get("tid")), args)
            if name.startswith(MARKER) and cat != "python_function":
                markers.append(r)
            ranges.append(r)
    markers.sort(key=lambda r: r.ts)
    return markers, gpu_marks, ranges, launches, gpu


def _sweep(markers: list, ranges: list, launches: list) -> None:
    """Nest ranges and launch points per thread: depth, enclosing forward, innermost op, module."""
    marker_ids = {id(m): i for i, m in enumerate(markers)}
    by_thread: dict = {}
    for r in ranges:
        by_thread.setdefault(r.thread, []).append((r.ts, 0, -(r.end - r.ts), r))
    for ln in launches:
        by_thread.setdefault(ln.thread, []).append((ln.ts, 1, 0.0, ln))
    for items in by_thread.values():
        items.sort(key=lambda t: (t[0], t[1], t[2]))
        stack: list[_Range] = []
        for ts, kind, _, obj in items:
            if kind == 0:
                while stack and stack[-1].end <= ts:
                    stack.pop()
                parent = stack[-1] if stack else None
                obj.parent = parent
                if id(obj) in marker_ids:
                    obj.marker, obj.depth = marker_ids[id(obj)], -1
                elif parent is not None:
                    obj.marker = parent.marker
                    # module ranges (attribution pass) do not deepen the op tree
                    obj.depth = parent.depth if parent.is_module else parent.depth + 1
                    obj.in_kernel = parent.in_kernel or parent.is_kernel
                    obj.in_graph = parent.in_graph or bool(_GRAPH_RANGE_RE.match(parent.name))
                if obj.marker is not None and obj.depth >= 0 and not obj.in_kernel and not obj.is_module:
                    obj.is_kernel = obj.cat == "cpu_op" and _is_kernel_name(obj.name)
                stack.append(obj)
            else:
                while stack and stack[-1].end < ts:
                    stack.pop()
                if stack:
                    top = stack[-1]
                    obj.marker = top.marker
                    obj.in_graph = top.in_graph or bool(_GRAPH_RANGE_RE.match(top.name))
                for r in reversed(stack):
                    if r.is_module:
                        obj.module = obj.module or r.name[len(_MODULE_PREFIX):]
                    elif obj.op is None and r.cat == "cpu_op":
                        obj.op = r
                    if obj.op is not None and obj.module is not None:
                        break


def _mark_nested_launches(launches: list) -> None:
    """A driver call made inside a runtime call (cudaLaunchKernel -> cuLaunchKernel) is not a second launch."""
    by_thread: dict = {}
    for ln in launches:
        by_thread.setdefault(ln.thread, []).append(ln)
    for items in by_thread.values():
        items.sort(key=lambda x: x.ts)
        runtime_end = -math.inf
        for ln in items:
            if "driver" in ln.cat and ln.ts < runtime_end:
                ln.nested = True
            if "driver" not in ln.cat:
                runtime_end = max(runtime_end, ln.ts + ln.dur)


def _union(intervals: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out: list[list[float]] = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return [(s, e) for s, e in out]


def _gaps(merged: list[tuple[float, float]]) -> list[float]:
    return [b[0] - a[1] for a, b in itertools.pairwise(merged) if b[0] > a[1]]


def _r(v: float | None, nd: int = 3) -> float | None:
    return None if v is None else round(v, nd)


# ----------------------------------------------------------------------------------------------------
# Code-section matching and work estimates
# ----------------------------------------------------------------------------------------------------
def _bare_op(op: str) -> str:
    """``aten::addmm`` / ``extern_kernels.addmm`` / ``torch.ops.aten.mm.default`` -> ``addmm`` / ``mm``."""
    op = op.split("::")[-1]
    for prefix in ("extern_kernels.", "torch.ops.", "aten."):
        op = op.removeprefix(prefix)
    op = op.removeprefix("aten.")
    for suffix in (".default", ".Tensor", ".Scalar", ".out"):
        op = op.removesuffix(suffix)
    return op


class _CodeIndex:
    """Kernels of the code section by name, and extern kernels by ATen op."""

    def __init__(self, code_kernels: list | None, kernel_meta: dict | None = None):
        self.by_name: dict[str, list[dict]] = {}
        self.by_op: dict[str, list[dict]] = {}
        self.meta = kernel_meta or {}
        for k in code_kernels or []:
            if not isinstance(k, dict) or not k.get("name"):
                continue
            name = str(k["name"])
            if k.get("kind") == "extern" or k.get("lang") == "extern":
                self.by_op.setdefault(_bare_op(name), []).append(k)
            else:
                self.by_name.setdefault(name, []).append(k)

    def match(self, kernel_name: str, op_name: str | None, in_graph: bool) -> tuple[dict | None, int]:
        m = _CPP_KERNEL_RE.match(kernel_name)
        base = m.group(1) if m else kernel_name
        hits = self.by_name.get(kernel_name) or self.by_name.get(base)
        if hits:
            return hits[0], len({h.get("module") for h in hits})
        if op_name and in_graph:
            hits = self.by_op.get(_bare_op(op_name))
            if hits:
                return hits[0], len({h.get("module") for h in hits})
        return None, 0


def _tensors(dims: Any, types: Any) -> list[tuple[list[int], int]]:
    out = []
    if not isinstance(dims, list) or not isinstance(types, list):
        return out
    for d, t in zip(dims, types):
        size = DTYPE_BYTES.get(t) if isinstance(t, str) else None
        if size is None or not isinstance(d, list) or not all(isinstance(x, int) for x in d):
            continue
        out.append((d, size))
    return out


def _numel(d: list[int]) -> int:
    n = 1
    for x in d:
        n *= x
    return n


def _concrete_ints(args: dict, i: int) -> list[int] | None:
    vals = args.get("Concrete Inputs")
    if not isinstance(vals, list) or i >= len(vals):
        return None
    try:
        v = json.loads(vals[i]) if isinstance(vals[i], str) and vals[i] else vals[i]
    except ValueError:
        return None
    if isinstance(v, int):
        return [v]
    return v if isinstance(v, list) and all(isinstance(x, int) for x in v) else None


def estimate_work(op: str | None, args: dict | None, *, inductor: bool = False, fused_ops: int = 1) -> dict:
    """FLOPs and bytes of one kernel launch from its launching op's recorded shapes.

    Args:
        op: Name of the innermost CPU op around the launch (``aten::addmm``, ``triton_poi_fused_...``).
        args: That op's Chrome-trace args (``Input Dims``, ``Input type``, ``Concrete Inputs``, and
            ``kernel_flop`` / ``kernel_num_gb`` that Inductor passes when compiled with
            ``benchmark_kernel``).
        inductor: The op is an Inductor kernel (all its tensor args are its inputs and outputs).
        fused_ops: Number of ops an Inductor kernel fused (element-count FLOPs multiply by it).

    Returns:
        ``{flops, bytes, source}``; ``source`` is ``inductor`` (metadata), ``matmul``, ``attention``,
        ``conv``, ``gather`` (formulas on shapes), ``elements`` (one op per element of the largest tensor), or
        ``none`` (nothing to go on), and values are None where unknown.
    """
    args = args or {}
    out = {"flops": None, "bytes": None, "source": "none"}
    flop = _num(args.get("kernel_flop"))
    gb = _num(args.get("kernel_num_gb"))
    if flop is not None or gb is not None:
        out.update(flops=int(flop) if flop is not None else None, bytes=int(gb * 1e9) if gb is not None else None,
                   source="inductor")
        if flop is not None and gb is not None:
            return out
    ts = _tensors(args.get("Input Dims"), args.get("Input type"))
    if not ts or not op:
        return out
    bare = _bare_op(op)
    dims = args.get("Input Dims")
    flops = nbytes = None
    source = "elements"
    try:
        if bare in ("linear", "matmul") and len(dims[1]) == 2:
            a, w = dims[0], dims[1]
            k = a[-1]
            n = w[0] if bare == "linear" else w[1]
            m = _numel(a) // max(1, k)
            size = ts[0][1]
            flops = 2 * m * k * n
            nbytes = (_numel(a) + _numel(w) + m * n) * size
            if bare == "linear" and len(dims) > 2 and dims[2]:
                nbytes += _numel(dims[2]) * size
            source = "matmul"
        elif bare in _MATMUL_OPS:
            ia, ib = _MATMUL_OPS[bare]
            a, b = dims[ia], dims[ib]
            size = ts[0][1]
            if len(a) == 2 and len(b) == 2:
                m, k, n = a[0], a[1], b[1]
                flops, out_n = 2 * m * k * n, m * n
            else:
                bb, m, k, n = a[0], a[1], a[2], b[-1]
                flops, out_n = 2 * bb * m * k * n, bb * m * n
            nbytes = (_numel(a) + _numel(b) + out_n) * size
            if ia == 1:
                nbytes += _numel(dims[0]) * size
            source = "matmul"
        elif bare in _ATTN_BHLE or bare in _ATTN_BLHE:
            q, k, v = dims[0], dims[1], dims[2]
            if bare in _ATTN_BLHE:
                bsz, L, H, E = q
                S, Ev = k[1], v[-1]
            else:
                *batch, L, E = q
                bsz, H = _numel(batch), 1
                S, Ev = k[-2], v[-1]
            flops = 2 * bsz * H * L * S * E + 2 * bsz * H * L * S * Ev
            size = ts[0][1]
            nbytes = (_numel(q) + _numel(k) + _numel(v) + bsz * H * L * Ev) * size
            source = "attention"
        elif bare in _CONV_OPS:
            x, w = dims[0], dims[1]
            n, spatial = x[0], x[2:]
            o, cg, kern = w[0], w[1], w[2:]
            stride = _concrete_ints(args, 3) or [1] * len(spatial)
            pad = _concrete_ints(args, 4) or [0] * len(spatial)
            dil = _concrete_ints(args, 5) or [1] * len(spatial)
            out_sp = []
            for i, s in enumerate(spatial):
                st, p, d = stride[i % len(stride)], pad[i % len(pad)], dil[i % len(dil)]
                out_sp.append(max(1, (s + 2 * p - d * (kern[i] - 1) - 1) // max(1, st) + 1))
            flops = 2 * n * o * _numel(out_sp) * cg * _numel(kern)
            size = ts[0][1]
            nbytes = (_numel(x) + _numel(w) + n * o * _numel(out_sp)) * size
            source = "conv"
        elif bare in _GATHER_OPS:
            # Reads only the rows it gathers (not the whole table) and writes them. The index of
            # ``gather`` is often an expanded (stride-0) view: its bytes are left out, a lower bound.
            types = args.get("Input type") or []
            at = [i for i, t in enumerate(types) if isinstance(t, str) and ("long" in t or t == "int")
                  and i < len(dims) and isinstance(dims[i], list) and dims[i]]
            src, idx = dims[0], dims[at[0]]
            if bare == "embedding":
                out_n = _numel(idx) * _numel(src[1:])
            elif bare == "index_select":
                d = (_concrete_ints(args, 1) or [0])[0] % max(1, len(src))
                out_n = _numel(idx) * (_numel(src) // max(1, src[d]))
            else:
                out_n = _numel(idx)
            size = ts[0][1]
            flops = 0
            nbytes = 2 * out_n * size + (0 if bare == "gather" else _numel(idx) * DTYPE_BYTES.get(types[at[0]], 8))
            source = "gather"
    except (IndexError, TypeError, ValueError):
        flops = nbytes = None
        source = "elements"
    if source == "elements":
        largest = max(ts, key=lambda t: _numel(t[0]))
        flops = _numel(largest[0]) * max(1, fused_ops if inductor else 1)
        nbytes = sum(_numel(d) * s for d, s in ts)
        if not inductor and not bare.endswith("_") and "out" not in bare:
            nbytes += _numel(largest[0]) * largest[1]  # the output, about the size of the largest input
    if out["flops"] is None:
        out["flops"] = flops
    if out["bytes"] is None:
        out["bytes"] = nbytes
    if out["source"] == "none":
        out["source"] = source
    return out


def _shapes_text(args: dict, limit: int = 160) -> str:
    dims, types = args.get("Input Dims"), args.get("Input type")
    if not isinstance(dims, list) or not isinstance(types, list):
        return ""
    parts = []
    for d, t in zip(dims, types):
        if isinstance(t, str) and t in DTYPE_BYTES and isinstance(d, list):
            short = t.replace("c10::", "").replace("BFloat16", "bf16").replace("Half", "f16").replace("float", "f32")
            parts.append(f"{short}{d}")
    text = ", ".join(parts)
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ----------------------------------------------------------------------------------------------------
# One forward out of a trace
# ----------------------------------------------------------------------------------------------------
def process_trace(
    trace: Any,
    *,
    compiled: bool = False,
    code_kernels: list | None = None,
    kernel_meta: dict | None = None,
    max_cpu_ops: int = MAX_CPU_OPS,
    forward_index: int | None = None,
) -> dict:
    """Describe one forward of a profiler trace.

    Args:
        trace: A Chrome trace (the dict ``export_chrome_trace`` writes, or its ``traceEvents`` list)
            whose forwards are ranges named ``compilescope_forward_<i>``.
        compiled: The trace is of the compiled model (match kernels to ``code_kernels``).
        code_kernels: The code section's kernels (``name``, ``kind``, ``fused_ops``, ``module``, ...).
        kernel_meta: ``{kernel name: {kernel_num_gb, kernel_flop}}`` from Inductor metadata
            (``inductor_kernel_meta``), used where the trace has no shapes (CUDA graphs).
        max_cpu_ops: CPU op ranges kept for the forward (the rest are counted, not listed).
        forward_index: Describe this forward instead of the one with the median wall time.

    Returns:
        A mode section (see the module docstring); ``available: False`` with ``reason`` when the
        trace holds nothing to describe. Never raises on odd input.
    """
    try:
        return _process(trace, compiled, code_kernels, kernel_meta, max_cpu_ops, forward_index)
    except Exception as e:
        log.exception("trace processing failed")
        return {"available": False, "reason": f"the trace could not be processed: {type(e).__name__}: {e}"}


def _process(trace, compiled, code_kernels, kernel_meta, max_cpu_ops, forward_index) -> dict:
    events = _events_of(trace)
    notes: list[str] = []
    markers, gpu_marks, ranges, launches, gpu = _split_events(events)
    if not markers:
        if not ranges and not gpu:
            return {"available": False, "reason": "the trace holds no CPU or GPU events"}
        notes.append(f"no '{MARKER}<i>' ranges in the trace: the whole trace is taken as one forward")
        lo = min([r.ts for r in ranges] + [g[0] for g in gpu])
        hi = max([r.end for r in ranges] + [g[0] + g[1] for g in gpu])
        threads: dict = {}
        for r in ranges:
            threads[r.thread] = threads.get(r.thread, 0) + 1
        main = max(threads, key=threads.get) if threads else None
        fake = _Range(lo, hi, MARKER + "0", "user_annotation", main, {})
        markers = [fake]
        ranges.append(fake)
    _sweep(markers, ranges, launches)
    _mark_nested_launches(launches)
    starts = [m.ts for m in markers]

    def window_of(ts: float) -> int | None:
        i = bisect.bisect_right(starts, ts) - 1
        return i if i >= 0 else None

    by_corr: dict = {}
    for ln in launches:
        if ln.marker is None:
            ln.marker = window_of(ln.ts)
        if ln.corr is None:
            continue
        prev = by_corr.get(ln.corr)
        if prev is None or ("driver" in prev.cat and "driver" not in ln.cat):
            by_corr[ln.corr] = ln
    gpu_mark_list = sorted((lo, hi, idx) for idx, (lo, hi) in gpu_marks.items() if idx is not None)
    mark_pos = {_marker_index(m.name): i for i, m in enumerate(markers)}

    has_gpu = bool(gpu)
    n = len(markers)
    per: list[list] = [[] for _ in range(n)]  # per forward: (activity, launch)
    unmatched = 0
    if has_gpu:
        for g in gpu:
            ln = by_corr.get(g[4]) if g[4] is not None else None
            idx = ln.marker if ln is not None else None
            if idx is None:
                unmatched += 1
                for lo, hi, mi in gpu_mark_list:
                    if lo <= g[0] <= hi and mi in mark_pos:
                        idx = mark_pos[mi]
                        break
                else:
                    idx = window_of(g[0])
            if idx is not None:
                per[idx].append((g, ln))
        if unmatched:
            notes.append(f"{unmatched} GPU activities had no launch record with their correlation id "
                         "(assigned to forwards by time)")
    else:
        for r in ranges:
            if r.is_kernel and r.marker is not None:
                per[r.marker].append((r, None))

    generated: list[list[tuple[float, float, str]]] = [[] for _ in range(n)]
    if not has_gpu and compiled:
        for g in ranges:
            if g.marker is not None and _GRAPH_CALL_RE.match(g.name):
                generated[g.marker] += _generated_gaps(g, [r for r, _ in per[g.marker]])
    summaries = []
    for i, m in enumerate(markers):
        summaries.append(_forward_summary(m, per[i], has_gpu, [(s, e) for s, e, _ in generated[i]]))
    if forward_index is None or not (0 <= forward_index < n):
        walls = [s["wall_us"] for s in summaries]
        med = statistics.median_low(walls)
        forward_index = walls.index(med)
    chosen = markers[forward_index]
    code = _CodeIndex(code_kernels if compiled else None, kernel_meta)

    fs = chosen.ts
    items = sorted(per[forward_index], key=lambda t: t[0][0] if has_gpu else t[0].ts)
    kernels = _gpu_records(items, fs, code, compiled) if has_gpu else _cpu_records(items, fs, code, compiled)
    if generated[forward_index]:
        kernels += [
            {"name": GENERATED_CODE, "kind": "generated", "stream": None, "start_us": _r(s - fs), "dur_us": _r(e - s),
             "op": op, "synthetic": True}
            for s, e, op in generated[forward_index]
        ]
        kernels.sort(key=lambda k: k["start_us"])
        notes.append("the C++ kernels of the compiled graphs were not profiled (compile with Inductor config "
                     "cpp.enable_kernel_profile=True to see each): their time shows as "
                     f"'{GENERATED_CODE}' inside each graph call")
    summary = summaries[forward_index]
    fwd_launches = [ln for ln in launches if ln.marker == forward_index]
    launch = _launch_stats(fwd_launches)
    cpu_ops, dropped = _cpu_ops(ranges, forward_index, chosen, max_cpu_ops)
    if dropped:
        notes.append(f"{dropped} CPU op ranges of the forward are not listed (only {max_cpu_ops} are kept)")
    graph_launches = sum(1 for ln in fwd_launches if _GRAPH_LAUNCH_RE.search(ln.name))
    if graph_launches:
        notes.append(f"{graph_launches} CUDA graph launch(es) in the forward: the kernels they replay share the "
                     "launch's correlation id and its CPU time")
    return {
        "available": True,
        "device": "cuda" if has_gpu else "cpu",
        "forwards": n,
        "forward_index": forward_index,
        "per_forward": [
            {"index": i, "wall_us": _r(s["wall_us"]), "busy_us": _r(s["busy_us"]), "kernels": s["kernels"]}
            for i, s in enumerate(summaries)
        ],
        "wall_us": _r(summary["wall_us"]),
        "cpu_us": _r(chosen.end - chosen.ts),
        "busy_us": _r(summary["busy_us"]),
        "busy_share": _r(summary["busy_us"] / summary["wall_us"], 4) if summary["wall_us"] > 0 else None,
        "span_us": _r(summary["span_us"]),
        "first_kernel_us": _r(summary["first_us"]),
        "kernels_per_forward": summary["kernels"],
        "memcpy_per_forward": summary["memcpy"],
        "kernel_time_us": _r(sum(k["dur_us"] for k in kernels
                                 if not k.get("synthetic") and k.get("kind") not in ("memcpy", "memset"))),
        "idle": summary["idle"],
        "launch": launch,
        "graph_launches": graph_launches,
        "kernels": kernels,
        "kernel_table": kernel_table(kernels),
        "cpu_ops": cpu_ops,
        "notes": notes,
    }


def _forward_summary(marker: _Range, items: list, has_gpu: bool, extra: list[tuple[float, float]]) -> dict:
    fs, fe = marker.ts, marker.end
    if has_gpu:
        iv = [(g[0], g[0] + g[1]) for g, _ in items]
        kernels = sum(1 for g, _ in items if g[5] == "kernel")
        memcpy = len(items) - kernels
    else:
        iv = [(r.ts, r.end) for r, _ in items] + extra
        kernels, memcpy = len(items), 0
    merged = _union(iv)
    busy = sum(e - s for s, e in merged)
    end = max([fe] + [e for _, e in merged])
    gaps = _gaps(merged)
    return {
        "wall_us": end - fs,
        "busy_us": busy,
        "span_us": (merged[-1][1] - merged[0][0]) if merged else 0.0,
        "first_us": (merged[0][0] - fs) if merged else None,
        "kernels": kernels,
        "memcpy": memcpy,
        "idle": {
            "count": len(gaps),
            "total_us": _r(sum(gaps)),
            "largest_us": _r(max(gaps)) if gaps else 0.0,
            "over_10us": sum(1 for g in gaps if g > GAP_OVER_US),
        },
    }


def _code_fields(rec: dict, code_kernel: dict | None, candidates: int) -> None:
    if code_kernel is None:
        return
    rec["code_kernel"] = code_kernel.get("name")
    rec["kind"] = code_kernel.get("kind") or rec.get("kind")
    rec["fused_ops"] = [str(o) for o in code_kernel.get("fused_ops") or []]
    rec["module"] = code_kernel.get("module") or ""
    if code_kernel.get("source_nodes"):
        rec["source_nodes"] = [str(o) for o in code_kernel["source_nodes"]]
    if candidates > 1:
        rec["module_candidates"] = candidates


def _work_fields(rec: dict, op_name: str | None, args: dict | None, code: _CodeIndex, inductor: bool) -> None:
    meta = code.meta.get(rec["name"]) or {}
    merged = dict(args or {})
    for k in ("kernel_flop", "kernel_num_gb"):
        if merged.get(k) is None and meta.get(k) is not None:
            merged[k] = meta[k]
    work = estimate_work(op_name, merged, inductor=inductor, fused_ops=len(rec.get("fused_ops") or []) or 1)
    if work["source"] != "none":
        rec["flops"], rec["bytes"], rec["work_source"] = work["flops"], work["bytes"], work["source"]
    if args and args.get("Input Dims") is not None:
        rec["shapes"] = _shapes_text(args)


def _gpu_records(items: list, fs: float, code: _CodeIndex, compiled: bool) -> list[dict]:
    out = []
    for g, ln in items:
        ts, dur, name, stream, corr, kind, _ = g
        op = ln.op if ln is not None else None
        tk = re.match(r"triton_([a-z]{3})_", name)
        rec = {
            "name": name,
            "kind": kind if kind != "kernel" else (_TRITON_KINDS.get(tk.group(1), "other") if tk and compiled
                                                   else "other" if compiled else "aten"),
            "stream": stream,
            "start_us": _r(ts - fs),
            "dur_us": _r(dur),
            "correlation": corr,
        }
        if ln is not None:
            rec.update(launch_api=ln.name, launch_start_us=_r(ln.ts - fs), launch_us=_r(ln.dur))
            if _GRAPH_LAUNCH_RE.search(ln.name):
                rec["graph_launch"] = True
            if ln.module:
                rec["nn_module"] = ln.module
        if op is not None:
            rec["op"] = op.name
        if kind == "kernel":
            if compiled:
                ck, cands = code.match(name, op.name if op is not None else None, bool(ln and ln.in_graph))
                _code_fields(rec, ck, cands)
                if ck is None and ln is not None and not ln.in_graph and not rec.get("graph_launch"):
                    rec["kind"] = "aten"  # eager code outside the compiled graphs (graph breaks)
            elif op is not None:
                rec["fused_ops"] = [_bare_op(op.name)]
            inductor = bool(op is not None and (op.name == name or rec.get("code_kernel") == op.name))
            _work_fields(rec, op.name if op is not None else None, op.args if op is not None else None, code,
                         inductor)
        out.append(rec)
    return out


def _cpu_records(items: list, fs: float, code: _CodeIndex, compiled: bool) -> list[dict]:
    out = []
    for r, _ in items:
        rec = {"name": r.name, "kind": "aten", "stream": None, "start_us": _r(r.ts - fs), "dur_us": _r(r.end - r.ts),
               "op": r.name}
        mod = _module_of(r)
        if mod:
            rec["nn_module"] = mod
        inductor = False
        if compiled:
            ck, cands = code.match(r.name, r.name, r.in_graph)
            _code_fields(rec, ck, cands)
            inductor = ck is not None and ck.get("kind") != "extern"
            if ck is None and _CPP_KERNEL_RE.match(r.name):
                rec["kind"] = "other"
        else:
            rec["fused_ops"] = [_bare_op(r.name)]
        _work_fields(rec, r.name, r.args, code, inductor)
        out.append(rec)
    return out


def _module_of(r: _Range) -> str | None:
    p = r.parent
    while p is not None:
        if p.is_module:
            return p.name[len(_MODULE_PREFIX):]
        p = p.parent
    return None


def _generated_gaps(graph: _Range, kernels: list) -> list[tuple[float, float, str]]:
    """A CPU graph call whose C++ kernels were not profiled: the time between its profiled ops."""
    inside = sorted((k for k in kernels if graph.ts <= k.ts <= graph.end), key=lambda k: k.ts)
    if any(_CPP_KERNEL_RE.match(k.name) for k in inside):
        return []
    out, cursor = [], graph.ts
    for k in inside + [None]:
        stop = graph.end if k is None else k.ts
        if stop - cursor >= 1.0:
            out.append((cursor, stop, graph.name))
        if k is not None:
            cursor = max(cursor, k.end)
    return out


def _launch_stats(launches: list) -> dict:
    by_api: dict[str, list[float]] = {}
    for ln in launches:
        if ln.nested or not _LAUNCH_RE.match(ln.name):
            continue
        by_api.setdefault(ln.name, []).append(ln.dur)
    rows = sorted(
        ({"api": k, "count": len(v), "total_us": _r(sum(v))} for k, v in by_api.items()),
        key=lambda r: -r["total_us"],
    )
    return {"count": sum(r["count"] for r in rows), "total_us": _r(sum(r["total_us"] for r in rows)), "by_api": rows}


def _cpu_ops(ranges: list, forward_index: int, marker: _Range, limit: int) -> tuple[list[dict], int]:
    ops = [r for r in ranges if r.marker == forward_index and r.thread == marker.thread and 0 <= r.depth <= 1
           and not r.is_module]
    ops.sort(key=lambda r: r.ts)
    kept = [{"name": r.name, "start_us": _r(r.ts - marker.ts), "dur_us": _r(r.end - r.ts), "depth": r.depth}
            for r in ops[:limit]]
    return kept, max(0, len(ops) - limit)


def kernel_table(kernels: list[dict]) -> list[dict]:
    """Kernel records of one forward aggregated by name, most GPU time first."""
    total = sum(k.get("dur_us") or 0.0 for k in kernels) or 0.0
    rows: dict[str, dict] = {}
    for k in kernels:
        row = rows.get(k["name"])
        if row is None:
            row = rows[k["name"]] = {
                "name": k["name"], "calls": 0, "total_us": 0.0, "kind": k.get("kind"),
                "fused_ops": k.get("fused_ops") or [], "module": k.get("module") or "",
                "code_kernel": k.get("code_kernel"), "op": k.get("op"), "nn_modules": [],
                "flops": None, "bytes": None, "work_source": k.get("work_source"),
            }
            if k.get("synthetic"):
                row["synthetic"] = True
        row["calls"] += 1
        row["total_us"] += k.get("dur_us") or 0.0
        if k.get("nn_module") and k["nn_module"] not in row["nn_modules"]:
            row["nn_modules"].append(k["nn_module"])
        for key in ("flops", "bytes"):
            if k.get(key) is not None:
                row[key] = (row[key] or 0) + k[key]
    out = []
    for row in rows.values():
        row["mean_us"] = _r(row["total_us"] / row["calls"])
        row["share"] = _r(row["total_us"] / total, 4) if total > 0 else None
        row["total_us"] = _r(row["total_us"])
        out.append(row)
    out.sort(key=lambda r: -r["total_us"])
    return out


# ----------------------------------------------------------------------------------------------------
# Attribution pass and Inductor metadata
# ----------------------------------------------------------------------------------------------------
_ATTRIBUTED = ("flops", "bytes", "work_source", "shapes", "nn_module")


def merge_attribution(mode: dict, attributed: dict) -> int:
    """Copy shapes, work and module paths from the attribution pass, kernel by (name, occurrence).

    Returns the number of kernels that got something.
    """
    if not mode.get("available") or not attributed.get("available"):
        return 0
    by_name: dict[str, list[dict]] = {}
    for k in attributed.get("kernels") or []:
        by_name.setdefault(k["name"], []).append(k)
    seen: dict[str, int] = {}
    hit = 0
    for k in mode.get("kernels") or []:
        i = seen.get(k["name"], 0)
        seen[k["name"]] = i + 1
        cands = by_name.get(k["name"]) or []
        src = cands[i] if i < len(cands) else (cands[0] if cands else None)
        if src is None:
            continue
        got = False
        for key in _ATTRIBUTED:
            if src.get(key) is not None and k.get(key) is None:
                k[key] = src[key]
                got = True
        hit += got
    mode["kernel_table"] = kernel_table(mode.get("kernels") or [])
    return hit


_META_NAME_RE = re.compile(r"'kernel_name':\s*'(\w+)'")
_META_NUM_RE = {
    "kernel_num_gb": re.compile(r"'kernel_num_gb':\s*([0-9.eE+-]+)"),
    "kernel_flop": re.compile(r"'kernel_flop':\s*([0-9.eE+-]+)"),
}


def inductor_kernel_meta(module_texts: list[str]) -> dict[str, dict]:
    """``{kernel: {kernel_num_gb, kernel_flop}}`` from the ``inductor_meta`` of Triton kernels.

    Inductor writes these keys only when compiled with ``benchmark_kernel`` (or ``profile_bandwidth``);
    without them the result is empty and bytes come from the profiler's shapes.
    """
    out: dict[str, dict] = {}
    for text in module_texts or []:
        if not isinstance(text, str):
            continue
        matches = list(_META_NAME_RE.finditer(text))
        for m, nxt in zip(matches, matches[1:] + [None]):
            block = text[m.start(): nxt.start() if nxt else m.start() + 20000]
            found = {}
            for key, rx in _META_NUM_RE.items():
                v = rx.search(block)
                if v:
                    try:
                        found[key] = float(v.group(1))
                    except ValueError:
                        pass
            if found:
                out[m.group(1)] = found
    return out


def load_trace(path: Path | str) -> dict:
    """A Chrome trace from ``.json`` or ``.json.gz``."""
    p = Path(path)
    opener = gzip.open if p.suffix == ".gz" else open
    with opener(p, "rt", encoding="utf-8") as f:
        return json.load(f)
