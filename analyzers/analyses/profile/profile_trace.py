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
import logging
import statistics
from typing import Any

from .idle_launch import forward_summary, generated_gaps, launch_stats
from .kernel_records import GENERATED_CODE, CodeIndex, cpu_records, gpu_records, kernel_table
from .profile_events import (
    GRAPH_CALL_RE,
    GRAPH_LAUNCH_RE,
    MARKER,
    Range,
    events_of,
    mark_nested_launches,
    marker_index,
    rounded,
    split_events,
    sweep_nesting,
)

log = logging.getLogger(__name__)


MAX_CPU_OPS = 4000  # CPU op ranges kept per forward (depth 0 and 1 under the forward)


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
    events = events_of(trace)
    notes: list[str] = []
    markers, gpu_marks, ranges, launches, gpu = split_events(events)
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
        fake = Range(lo, hi, MARKER + "0", "user_annotation", main, {})
        markers = [fake]
        ranges.append(fake)
    sweep_nesting(markers, ranges, launches)
    mark_nested_launches(launches)
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
    mark_pos = {marker_index(m.name): i for i, m in enumerate(markers)}

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
            notes.append(
                f"{unmatched} GPU activities had no launch record with their correlation id "
                "(assigned to forwards by time)"
            )
    else:
        for r in ranges:
            if r.is_kernel and r.marker is not None:
                per[r.marker].append((r, None))

    generated: list[list[tuple[float, float, str]]] = [[] for _ in range(n)]
    if not has_gpu and compiled:
        for g in ranges:
            if g.marker is not None and GRAPH_CALL_RE.match(g.name):
                generated[g.marker] += generated_gaps(g, [r for r, _ in per[g.marker]])
    summaries = []
    for i, m in enumerate(markers):
        summaries.append(forward_summary(m, per[i], has_gpu, [(s, e) for s, e, _ in generated[i]]))
    if forward_index is None or not (0 <= forward_index < n):
        walls = [s["wall_us"] for s in summaries]
        med = statistics.median_low(walls)
        forward_index = walls.index(med)
    chosen = markers[forward_index]
    code = CodeIndex(code_kernels if compiled else None, kernel_meta)

    fs = chosen.ts
    items = sorted(per[forward_index], key=lambda t: t[0][0] if has_gpu else t[0].ts)
    kernels = gpu_records(items, fs, code, compiled) if has_gpu else cpu_records(items, fs, code, compiled)
    if generated[forward_index]:
        kernels += [
            {
                "name": GENERATED_CODE,
                "kind": "generated",
                "stream": None,
                "start_us": rounded(s - fs),
                "dur_us": rounded(e - s),
                "op": op,
                "synthetic": True,
            }
            for s, e, op in generated[forward_index]
        ]
        kernels.sort(key=lambda k: k["start_us"])
        notes.append(
            "the C++ kernels of the compiled graphs were not profiled (compile with Inductor config "
            "cpp.enable_kernel_profile=True to see each): their time shows as "
            f"'{GENERATED_CODE}' inside each graph call"
        )
    summary = summaries[forward_index]
    fwd_launches = [ln for ln in launches if ln.marker == forward_index]
    launch = launch_stats(fwd_launches)
    cpu_ops, dropped = _cpu_ops(ranges, forward_index, chosen, max_cpu_ops)
    if dropped:
        notes.append(f"{dropped} CPU op ranges of the forward are not listed (only {max_cpu_ops} are kept)")
    graph_launches = sum(1 for ln in fwd_launches if GRAPH_LAUNCH_RE.search(ln.name))
    if graph_launches:
        notes.append(
            f"{graph_launches} CUDA graph launch(es) in the forward: the kernels they replay share the "
            "launch's correlation id and its CPU time"
        )
    return {
        "available": True,
        "device": "cuda" if has_gpu else "cpu",
        "forwards": n,
        "forward_index": forward_index,
        "per_forward": [
            {"index": i, "wall_us": rounded(s["wall_us"]), "busy_us": rounded(s["busy_us"]), "kernels": s["kernels"]}
            for i, s in enumerate(summaries)
        ],
        "wall_us": rounded(summary["wall_us"]),
        "cpu_us": rounded(chosen.end - chosen.ts),
        "busy_us": rounded(summary["busy_us"]),
        "busy_share": rounded(summary["busy_us"] / summary["wall_us"], 4) if summary["wall_us"] > 0 else None,
        "span_us": rounded(summary["span_us"]),
        "first_kernel_us": rounded(summary["first_us"]),
        "kernels_per_forward": summary["kernels"],
        "memcpy_per_forward": summary["memcpy"],
        "kernel_time_us": rounded(
            sum(k["dur_us"] for k in kernels if not k.get("synthetic") and k.get("kind") not in ("memcpy", "memset"))
        ),
        "idle": summary["idle"],
        "launch": launch,
        "graph_launches": graph_launches,
        "kernels": kernels,
        "kernel_table": kernel_table(kernels),
        "cpu_ops": cpu_ops,
        "notes": notes,
    }


def _cpu_ops(ranges: list, forward_index: int, marker: Range, limit: int) -> tuple[list[dict], int]:
    ops = [
        r
        for r in ranges
        if r.marker == forward_index and r.thread == marker.thread and 0 <= r.depth <= 1 and not r.is_module
    ]
    ops.sort(key=lambda r: r.ts)
    kept = [
        {"name": r.name, "start_us": rounded(r.ts - marker.ts), "dur_us": rounded(r.end - r.ts), "depth": r.depth}
        for r in ops[:limit]
    ]
    return kept, max(0, len(ops) - limit)
