"""A ``torch.profiler`` Chrome trace as events: CPU ranges, launch calls and GPU activity, swept into
forwards (the ``compilescope_forward_<i>`` markers) and nesting depth. The parsing half of ``profile_trace``."""

from __future__ import annotations

import gzip
import json
import math
import re
from pathlib import Path
from typing import Any

MARKER = "compilescope_forward_"


GPU_CATS = {"kernel": "kernel", "gpu_memcpy": "memcpy", "gpu_memset": "memset"}


CPU_CATS = {"cpu_op", "user_annotation", "python_function"}


RUNTIME_CATS = {"cuda_runtime", "cuda_driver", "runtime", "driver", "hip_runtime", "hip_driver"}


LAUNCH_RE = re.compile(
    r"^(cuda|cu|hip)(LaunchKernel\w*|LaunchCooperativeKernel\w*|ModuleLaunchKernel|ExtLaunchKernel\w*|"
    r"GraphLaunch\w*|Memcpy\w*Async\w*|Memset\w*Async\w*|LaunchHostFunc)$"
)


GRAPH_LAUNCH_RE = re.compile(r"GraphLaunch", re.IGNORECASE)


GRAPH_RANGE_RE = re.compile(r"^(## Call CompiledFxGraph|CompiledFxGraph|Torch-Compiled Region|CompiledFunction)")


GRAPH_CALL_RE = re.compile(r"^(## Call CompiledFxGraph|CompiledFxGraph)")


CPP_KERNEL_RE = re.compile(r"^(?:graph_\d+_)?((?:cpp|triton|cuda)_\w+)$")


MODULE_PREFIX = "nn.Module: "


LINE_PREFIX = "compilescope_line: "  # the eager attribution pass's range per model source line (source_lines/)


class Range:
    """A CPU range on one thread, with what the nesting sweep learns about it."""

    __slots__ = (
        "args",
        "cat",
        "depth",
        "end",
        "in_graph",
        "in_kernel",
        "inner_line",
        "is_kernel",
        "is_line",
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
        self.is_module = name.startswith(MODULE_PREFIX)
        self.is_line = name.startswith(LINE_PREFIX)
        self.inner_line = None  # a source-line range inside this op (the attribution pass's dispatch mode)
        self.parent = None


class Launch:
    __slots__ = ("cat", "corr", "dur", "in_graph", "line", "marker", "module", "name", "nested", "op", "thread", "ts")

    def __init__(self, ts, dur, name, thread, corr, cat):
        self.ts, self.dur, self.name, self.thread, self.corr, self.cat = ts, dur, name, thread, corr, cat
        self.marker = None
        self.op = None  # innermost enclosing operator range
        self.module = None
        self.line = None  # innermost source-line range (the eager attribution pass)
        self.in_graph = False
        self.nested = False  # a driver call inside a runtime call (counted once, as the runtime call)


def num_or_none(v) -> float | None:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    return float(v) if math.isfinite(v) else None


def is_kernel_name(name: str) -> bool:
    """CPU-side "kernels": operator ranges (``ns::op``) and Inductor kernel ranges."""
    return "::" in name or bool(CPP_KERNEL_RE.match(name))


def events_of(trace: Any) -> list:
    if isinstance(trace, dict):
        ev = trace.get("traceEvents")
        return ev if isinstance(ev, list) else []
    return trace if isinstance(trace, list) else []


def marker_index(name: str) -> int | None:
    tail = name[len(MARKER) :]
    return int(tail) if tail.isdigit() else None


def split_events(events: list):
    """Sort the raw events into markers, CPU ranges, launches and GPU activities."""
    markers, gpu_marks, ranges, launches, gpu = [], {}, [], [], []
    for e in events:
        if not isinstance(e, dict) or e.get("ph") != "X":
            continue
        ts = num_or_none(e.get("ts"))
        if ts is None:
            continue
        dur = num_or_none(e.get("dur")) or 0.0
        name = e.get("name")
        name = name if isinstance(name, str) else str(name)
        cat = str(e.get("cat") or "").lower()
        args = e.get("args") if isinstance(e.get("args"), dict) else {}
        if cat in GPU_CATS:
            stream = args.get("stream", e.get("tid"))
            gpu.append((ts, dur, name, stream, args.get("correlation"), GPU_CATS[cat], args))
        elif cat == "gpu_user_annotation":
            if name.startswith(MARKER):
                idx = marker_index(name)
                lo, hi = gpu_marks.get(idx, (ts, ts + dur))
                gpu_marks[idx] = (min(lo, ts), max(hi, ts + dur))
        elif cat in RUNTIME_CATS:
            launches.append(Launch(ts, dur, name, (e.get("pid"), e.get("tid")), args.get("correlation"), cat))
        elif cat in CPU_CATS:
            if cat == "python_function" and not name.startswith(MODULE_PREFIX):
                continue
            r = Range(ts, ts + dur, name, cat, (e.get("pid"), e.get("tid")), args)
            if name.startswith(MARKER) and cat != "python_function":
                markers.append(r)
            ranges.append(r)
    markers.sort(key=lambda r: r.ts)
    return markers, gpu_marks, ranges, launches, gpu


def sweep_nesting(markers: list, ranges: list, launches: list) -> None:
    """Nest ranges and launch points per thread: depth, enclosing forward, innermost op, module."""
    marker_ids = {id(m): i for i, m in enumerate(markers)}
    by_thread: dict = {}
    for r in ranges:
        by_thread.setdefault(r.thread, []).append((r.ts, 0, -(r.end - r.ts), r))
    for ln in launches:
        by_thread.setdefault(ln.thread, []).append((ln.ts, 1, 0.0, ln))
    for items in by_thread.values():
        items.sort(key=lambda t: (t[0], t[1], t[2]))
        stack: list[Range] = []
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
                    # module and line ranges (attribution pass) do not deepen the op tree
                    obj.depth = parent.depth if parent.is_module or parent.is_line else parent.depth + 1
                    obj.in_kernel = parent.in_kernel or parent.is_kernel
                    obj.in_graph = parent.in_graph or bool(GRAPH_RANGE_RE.match(parent.name))
                if obj.marker is not None and obj.depth >= 0 and not obj.in_kernel and not obj.is_module \
                        and not obj.is_line:
                    obj.is_kernel = obj.cat == "cpu_op" and is_kernel_name(obj.name)
                if obj.is_line:  # a line range opened inside an op (below the dispatcher): the op's line
                    for r in reversed(stack):
                        if r.is_kernel:
                            r.inner_line = r.inner_line or obj.name[len(LINE_PREFIX) :]
                            break
                stack.append(obj)
            else:
                while stack and stack[-1].end < ts:
                    stack.pop()
                if stack:
                    top = stack[-1]
                    obj.marker = top.marker
                    obj.in_graph = top.in_graph or bool(GRAPH_RANGE_RE.match(top.name))
                for r in reversed(stack):
                    if r.is_line and obj.line is None:
                        obj.line = r.name[len(LINE_PREFIX) :]
                    if r.is_module:
                        obj.module = obj.module or r.name[len(MODULE_PREFIX) :]
                    elif obj.op is None and r.cat == "cpu_op":
                        obj.op = r
                    if obj.op is not None and obj.module is not None and obj.line is not None:
                        break


def mark_nested_launches(launches: list) -> None:
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


def rounded(v: float | None, nd: int = 3) -> float | None:
    return None if v is None else round(v, nd)


def load_trace(path: Path | str) -> dict:
    """A Chrome trace from ``.json`` or ``.json.gz``."""
    p = Path(path)
    opener = gzip.open if p.suffix == ".gz" else open
    with opener(p, "rt", encoding="utf-8") as f:
        return json.load(f)
