"""Where a forward's wall time goes besides kernels: GPU busy union, idle gaps, time before the first kernel,
launch CPU time, and the generated-code gaps inside compiled graph calls."""

from __future__ import annotations

import itertools

from .profile_events import CPP_KERNEL_RE, LAUNCH_RE, Range, rounded

GAP_OVER_US = 10.0  # idle gaps longer than this are counted apart ("over_10us")


def union_intervals(intervals: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out: list[list[float]] = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return [(s, e) for s, e in out]


def gap_lengths(merged: list[tuple[float, float]]) -> list[float]:
    return [b[0] - a[1] for a, b in itertools.pairwise(merged) if b[0] > a[1]]


def forward_summary(marker: Range, items: list, has_gpu: bool, extra: list[tuple[float, float]]) -> dict:
    fs, fe = marker.ts, marker.end
    if has_gpu:
        iv = [(g[0], g[0] + g[1]) for g, _ in items]
        kernels = sum(1 for g, _ in items if g[5] == "kernel")
        memcpy = len(items) - kernels
    else:
        iv = [(r.ts, r.end) for r, _ in items] + extra
        kernels, memcpy = len(items), 0
    merged = union_intervals(iv)
    busy = sum(e - s for s, e in merged)
    end = max([fe] + [e for _, e in merged])
    gaps = gap_lengths(merged)
    return {
        "wall_us": end - fs,
        "busy_us": busy,
        "span_us": (merged[-1][1] - merged[0][0]) if merged else 0.0,
        "first_us": (merged[0][0] - fs) if merged else None,
        "kernels": kernels,
        "memcpy": memcpy,
        "idle": {
            "count": len(gaps),
            "total_us": rounded(sum(gaps)),
            "largest_us": rounded(max(gaps)) if gaps else 0.0,
            "over_10us": sum(1 for g in gaps if g > GAP_OVER_US),
        },
    }


def generated_gaps(graph: Range, kernels: list) -> list[tuple[float, float, str]]:
    """A CPU graph call whose C++ kernels were not profiled: the time between its profiled ops."""
    inside = sorted((k for k in kernels if graph.ts <= k.ts <= graph.end), key=lambda k: k.ts)
    if any(CPP_KERNEL_RE.match(k.name) for k in inside):
        return []
    out, cursor = [], graph.ts
    for k in inside + [None]:
        stop = graph.end if k is None else k.ts
        if stop - cursor >= 1.0:
            out.append((cursor, stop, graph.name))
        if k is not None:
            cursor = max(cursor, k.end)
    return out


def launch_stats(launches: list) -> dict:
    by_api: dict[str, list[float]] = {}
    for ln in launches:
        if ln.nested or not LAUNCH_RE.match(ln.name):
            continue
        by_api.setdefault(ln.name, []).append(ln.dur)
    rows = sorted(
        ({"api": k, "count": len(v), "total_us": rounded(sum(v))} for k, v in by_api.items()),
        key=lambda r: -r["total_us"],
    )
    return {
        "count": sum(r["count"] for r in rows),
        "total_us": rounded(sum(r["total_us"] for r in rows)),
        "by_api": rows,
    }
