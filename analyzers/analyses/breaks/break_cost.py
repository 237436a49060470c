"""What each graph break costs: one profiled compiled forward split into time inside the compiled graphs and
time between them, each gap charged to the break that ended the graph before it.

Input: the profile stage's compiled Chrome trace (``compilescope_forward_<i>`` markers around each forward),
in which torch names every frame it runs compiled code for (``Torch-Compiled Region: <frame>/<compile>``) and
every call of a compiled graph (``## Call CompiledFxGraph ...`` for Inductor, ``CompiledFunction`` for
aot_eager). A graph's own time runs from its call's start to the later of the call's end and the end of the
GPU work it launched; the time from there to the next graph's call (or to the end of the forward) is spent
in Python and eager ops: the break of the graph's frame (the compile trace's ``dynamo_graph_break_reason``
names it, by compile id) caused it. A frame without a break of its own (a resume function that returns into
its caller's eager code) hands a gap before a later graph to the nearest enclosing frame that has one: a break at a call site
that exists because the called function breaks inside is filed under the inner line (``break_records``), so
both gaps land on one row; so do the gaps of one library line reached from two user lines (one row per
cause). Each row's ``graph_splits`` counts the graphs of the described forward that its break ended. Time before
the first graph (guard checks, frame entry) and after the last graph of a frame without a break (the return path)
is overhead, no break's.

The forward with the median wall time is the one described, as ``profile_trace`` does.
"""

from __future__ import annotations

import re
import statistics

from ..profile.profile_events import GRAPH_CALL_RE, events_of, split_events, sweep_nesting

REGION_RE = re.compile(r"^Torch-Compiled Region: (\d+/\d+)")
AOT_CALL_RE = re.compile(r"^CompiledFunction")


def break_rows_by_compile_id(rows: list[dict], graph_breaks: list[dict]) -> dict[str, int]:
    """Compile id -> index of the break row of that frame's break (the compile trace's records, portable paths)."""
    out: dict[str, int] = {}
    for gb in graph_breaks or ():
        if not isinstance(gb, dict) or not gb.get("compile_id"):
            continue
        place = f"{gb.get('file')}:{gb.get('line')}"
        here = (gb.get("file"), gb.get("line"))
        idx = next((i for i, r in enumerate(rows) if here in ((r.get("file"), r.get("line")),
                                                              (r.get("library_file"), r.get("library_line")))), None)
        if idx is None:  # a row filed at a frame further in or out: its chain names the place
            idx = next((i for i, r in enumerate(rows)
                        if any(str(c).startswith(place) for c in _labels(r))), None)
        if idx is not None:
            out.setdefault(str(gb["compile_id"]).split(" ")[0], idx)
    return out


def _labels(row: dict) -> list:
    chains = [c for ch in row.get("call_chains") or [] if isinstance(ch, list) for c in ch]
    return list(row.get("call_chain") or []) + list(row.get("user_stack") or []) + chains


def _graph_calls(ranges: list, marker: int) -> list:
    calls = [r for r in ranges if r.marker == marker and GRAPH_CALL_RE.match(r.name)]
    if not calls:
        calls = [r for r in ranges if r.marker == marker and AOT_CALL_RE.match(r.name)]
    # a graph call nested in another (aot_eager's CompiledFunction around Inductor's call) counts once
    return sorted((r for r in calls if not _inside_graph(r)), key=lambda r: r.ts)


def _inside_graph(r) -> bool:
    p = r.parent
    while p is not None:
        if GRAPH_CALL_RE.match(p.name) or AOT_CALL_RE.match(p.name):
            return True
        p = p.parent
    return False


def _regions(r) -> list[str]:
    """The compile ids of the frames around ``r``, innermost first."""
    out, p = [], r.parent
    while p is not None:
        m = REGION_RE.match(p.name)
        if m:
            out.append(m.group(1))
        p = p.parent
    return out


def _gpu_ends(launches: list, gpu: list) -> dict:
    """Correlation id -> end of the GPU activity it launched."""
    ends: dict = {}
    for ts, dur, _name, _stream, corr, _kind, _args in gpu:
        if corr is not None:
            ends[corr] = max(ends.get(corr, 0.0), ts + dur)
    return ends


def describe_forward(markers, ranges, launches, gpu, gpu_marks, idx: int, by_cid: dict[str, int]) -> dict | None:
    """One forward: its wall time, the graphs' own time and each gap's break (``by_cid``: compile id -> row)."""
    m = markers[idx]
    mi = m.marker
    calls = _graph_calls(ranges, mi)
    if not calls:
        return None
    ends = _gpu_ends(launches, gpu)
    start = m.ts
    end = max(m.end, (gpu_marks.get(mi) or (0, 0))[1])
    spans = []
    for c in calls:
        gpu_end = max((ends.get(ln.corr, 0.0) for ln in launches
                       if ln.thread == c.thread and c.ts <= ln.ts <= c.end), default=0.0)
        spans.append((c.ts, max(c.end, gpu_end), _regions(c)))
    graphs, per_row, overhead = [], {}, spans[0][0] - start
    inside = 0.0
    for i, (g0, g1, regions) in enumerate(spans):
        nxt = spans[i + 1][0] if i + 1 < len(spans) else end
        own = g1 - g0
        gap = max(0.0, nxt - g1)
        inside += own
        last = i + 1 == len(spans)
        # the frame's own break; a frame without one passes a gap before another graph to the frame around it
        # (its caller's eager code runs there), but the tail after the last graph is the forward's return path
        row = by_cid.get(regions[0]) if regions else None
        if row is None and not last:
            row = next((by_cid[c] for c in regions[1:] if c in by_cid), None)
        if row is None:
            overhead += gap
        else:
            per_row[row] = per_row.get(row, 0.0) + gap
        graphs.append({"compile_id": regions[0] if regions else None, "graph_ms": round(own / 1e3, 4),
                       "gap_after_ms": round(gap / 1e3, 4), "break_row": row})
    return {"forward_ms": (end - start) / 1e3, "in_graphs_ms": inside / 1e3, "graphs": graphs,
            "per_row_ms": {k: v / 1e3 for k, v in per_row.items()}, "overhead_ms": overhead / 1e3}


def collect_break_cost(trace, rows: list[dict], graph_breaks: list[dict]) -> dict:
    """The ``break_cost`` section; ``rows`` (the explain section's break rows) gain ``cost_ms`` / ``cost_share``.

    Never raises on an odd trace: ``available: False`` with a ``reason``.
    """
    for r in rows:
        r["cost_ms"], r["cost_share"], r["graph_splits"] = None, None, None
    markers, gpu_marks, ranges, launches, gpu = split_events(events_of(trace))
    if not markers:
        return {"available": False, "reason": "the compiled trace has no forward markers"}
    sweep_nesting(markers, ranges, launches)
    by_cid = break_rows_by_compile_id(rows, graph_breaks)
    forwards = [f for f in (describe_forward(markers, ranges, launches, gpu, gpu_marks, i, by_cid)
                            for i in range(len(markers))) if f]
    if not forwards:
        return {"available": False, "reason": "no compiled graph ran in the profiled forwards (the model ran eagerly)"}
    median = statistics.median_low([f["forward_ms"] for f in forwards])
    f = next(f for f in forwards if f["forward_ms"] == median)
    total = f["forward_ms"]
    for row, ms in f["per_row_ms"].items():
        rows[row]["cost_ms"] = round(ms, 4)
        rows[row]["cost_share"] = round(ms / total, 4) if total > 0 else None
    for i, r in enumerate(rows):  # a break whose frame ran no gap in the profiled forward costs nothing there
        if r["cost_ms"] is None:
            r["cost_ms"], r["cost_share"] = 0.0, 0.0
        r["graph_splits"] = sum(1 for g in f["graphs"] if g["break_row"] == i)  # graphs it ended in that forward
    between = sum(f["per_row_ms"].values())
    return {
        "available": True, "forward_ms": round(total, 4), "in_graphs_ms": round(f["in_graphs_ms"], 4),
        "between_graphs_ms": round(between, 4), "overhead_ms": round(f["overhead_ms"], 4),
        "graphs": f["graphs"], "forwards": len(forwards),
        "method": "profiled compiled forward (median of the profiled ones): graph calls vs. the time between them",
    }
