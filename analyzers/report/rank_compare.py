"""Compare the reports of the ranks of one job (imported TORCH_TRACE logs, one run per rank). Stdlib only.

What can make a distributed job hang or wait, as tlparse's all-ranks page checks it, and more:

* compile ids present on some ranks only (the ranks did not compile the same frames);
* graphs that differ between ranks: the same compile id with another graph hash (the ``has_payload`` md5 of
  its ``dynamo_output_graph``: other shapes, other code paths);
* cache hit/miss sequences that differ (one rank recompiled what the others loaded from the cache);
* collective schedules that differ (the ops of ``inductor_collective_schedule``, in order): a hang;
* recompiles and cache hits per rank, and compile-time skew (per compile id and in total): the fast ranks wait
  at the first collective for the slow one.

``combined_compile_trace`` merges the ranks' compile-time events (``compile.events_artifact``) into one Chrome
trace, one process per rank, that Perfetto (ui.perfetto.dev) opens.
"""

from __future__ import annotations

from typing import Any

_SKEW_WARN_S = 1.0
_SKEW_WARN_SHARE = 0.25


def rank_label(report: dict, index: int) -> str:
    rank = (report.get("compile") or {}).get("rank")
    return f"rank {rank}" if isinstance(rank, int) else f"log {index}"


def _ids(comp: dict) -> list[dict]:
    return [c for c in comp.get("compile_ids") or [] if isinstance(c, dict) and c.get("id")]


def _attempts(c: dict) -> list[dict]:
    return [a for a in c.get("attempts") or [] if isinstance(a, dict)]


def _groups(values: dict[str, Any]) -> list[dict]:
    """Ranks grouped by equal value (value -> ranks), largest group first; [] when all agree."""
    by: dict[Any, list[str]] = {}
    for label, v in values.items():
        by.setdefault(v if not isinstance(v, list) else tuple(v), []).append(label)
    if len(by) < 2:
        return []
    return [{"value": list(v) if isinstance(v, tuple) else v, "ranks": labels}
            for v, labels in sorted(by.items(), key=lambda kv: -len(kv[1]))]


def _rank_row(report: dict, label: str) -> dict:
    comp = report.get("compile") or {}
    cache = comp.get("cache") or {}
    ids = _ids(comp)
    return {
        "label": label,
        "rank": comp.get("rank"),
        "run_id": report.get("run_id"),
        "status": report.get("status"),
        "compile_ids": len(ids),
        "attempts": sum(max(len(_attempts(c)), 1) for c in ids),
        "recompiles": len(comp.get("recompiles") or []),
        "graph_breaks": len(comp.get("graph_breaks") or []),
        "cache_hits": cache.get("hits"),
        "cache_misses": cache.get("misses"),
        "cache_bypasses": cache.get("bypasses"),
        "compile_s": comp.get("total_s"),
        "outside_frame": len(comp.get("outside_frame") or []),
    }


def _spread(seconds: dict[str, float]) -> dict | None:
    if len(seconds) < 2:
        return None
    fastest, slowest = min(seconds, key=seconds.get), max(seconds, key=seconds.get)
    return {"min_s": round(seconds[fastest], 6), "max_s": round(seconds[slowest], 6),
            "skew_s": round(seconds[slowest] - seconds[fastest], 6), "fastest": fastest, "slowest": slowest}


def compare_ranks(reports: list[dict]) -> dict:
    """The comparison of the ranks' reports (in rank order as given).

    Args:
        reports: The reports of one job's ranks (``kind`` trace, or any report with a compile section).

    Returns:
        ``ranks`` (one row per rank), ``only_on_some`` ({compile_id, on, missing_on}), ``graph_diffs``
        ({compile_id, groups: [{value: hashes, ranks}]}), ``cache_groups`` / ``collective_groups``
        ({value, ranks}, empty when all ranks agree), ``skew`` (per compile id present on two ranks or more,
        largest first), ``compile_time_skew`` and ``warnings`` (plain sentences).
    """
    labels = [rank_label(r, i) for i, r in enumerate(reports)]
    labels = [lab if labels.count(lab) == 1 else f"{lab} (log {i})" for i, lab in enumerate(labels)]
    comps = {lab: (r.get("compile") or {}) for lab, r in zip(labels, reports, strict=True)}
    ids = {lab: {c["id"]: c for c in _ids(comp)} for lab, comp in comps.items()}
    all_ids = list(dict.fromkeys(cid for lab in labels for cid in ids[lab]))
    only = []
    for cid in all_ids:
        on = [lab for lab in labels if cid in ids[lab]]
        if len(on) < len(labels):
            only.append({"compile_id": cid, "on": on, "missing_on": [lab for lab in labels if lab not in on]})
    diffs, skew = [], []
    for cid in all_ids:
        present = [lab for lab in labels if cid in ids[lab]]
        hashes = {lab: [a.get("graph_hash") or "" for a in _attempts(ids[lab][cid])] for lab in present}
        if any(any(h) for h in hashes.values()) and (groups := _groups(hashes)):
            diffs.append({"compile_id": cid, "groups": groups})
        secs = {lab: float(ids[lab][cid]["seconds"]) for lab in present
                if isinstance(ids[lab][cid].get("seconds"), (int, float))}
        if (s := _spread(secs)) is not None:
            skew.append({"compile_id": cid, **s})
    skew.sort(key=lambda s: -s["skew_s"])
    cache_groups = _groups({lab: str((comps[lab].get("cache") or {}).get("sequence") or "") for lab in labels})
    colls = {lab: [op for c in ids[lab].values() for a in _attempts(c) for op in a.get("collectives") or []]
             for lab in labels}
    coll_groups = _groups(colls) if any(colls.values()) else []
    totals = {lab: float(comps[lab]["total_s"]) for lab in labels if isinstance(comps[lab].get("total_s"), (int, float))}
    total_skew = _spread(totals)
    out = {
        "ranks": [_rank_row(r, lab) for lab, r in zip(labels, reports, strict=True)],
        "only_on_some": only,
        "graph_diffs": diffs,
        "cache_groups": cache_groups,
        "collective_groups": coll_groups,
        "skew": skew,
        "compile_time_skew": total_skew,
    }
    out["warnings"] = _warnings(out)
    return out


def _names(groups: list[dict]) -> str:
    return "; ".join(", ".join(g["ranks"]) for g in groups)


def _warnings(cmp: dict) -> list[str]:
    w = []
    if cmp["only_on_some"]:
        ids = ", ".join(o["compile_id"] for o in cmp["only_on_some"][:8])
        w.append(f"Diverging compile ids across ranks ({len(cmp['only_on_some'])} not on every rank: {ids}): the "
                 "ranks did not compile the same frames, which can lead to hangs or timeouts in distributed execution.")
    if cmp["graph_diffs"]:
        ids = ", ".join(d["compile_id"] for d in cmp["graph_diffs"][:8])
        w.append(f"Graphs differ between ranks for {len(cmp['graph_diffs'])} compile id(s) ({ids}): other shapes or "
                 "code paths on some ranks.")
    if cmp["cache_groups"]:
        w.append(f"Diverging cache hit/miss patterns across ranks (groups: {_names(cmp['cache_groups'])}).")
    if cmp["collective_groups"]:
        w.append(f"Diverging collective operation sequences across ranks (groups: {_names(cmp['collective_groups'])}): "
                 "this can lead to hangs or timeouts in distributed execution.")
    t = cmp["compile_time_skew"]
    if t and t["skew_s"] >= max(_SKEW_WARN_S, _SKEW_WARN_SHARE * t["max_s"]):
        w.append(f"Compile time differs by {t['skew_s']:.2f} s between ranks ({t['slowest']}: {t['max_s']:.2f} s, "
                 f"{t['fastest']}: {t['min_s']:.2f} s): the faster ranks wait for the slowest at the first collective.")
    return w


def combined_compile_trace(events_by_rank: list[tuple[str, list[dict]]]) -> dict:
    """One Chrome trace (Perfetto opens it) of the ranks' compile-time events: process ``i`` is the i-th rank.

    Args:
        events_by_rank: (rank label, the rank's ``compile_events``) in rank order.
    """
    out: list[dict] = []
    for pid, (label, events) in enumerate(events_by_rank):
        out.append({"name": "process_name", "ph": "M", "pid": pid, "tid": 0, "args": {"name": label}})
        out.append({"name": "process_sort_index", "ph": "M", "pid": pid, "tid": 0, "args": {"sort_index": pid}})
        for ev in events or []:
            if isinstance(ev, dict) and ev.get("ph") in ("B", "E", "X", "i") and isinstance(ev.get("ts"), (int, float)):
                out.append({**ev, "pid": pid, "tid": ev.get("tid", 0)})
    return {"traceEvents": out, "displayTimeUnit": "ms"}
