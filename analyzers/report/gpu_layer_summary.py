"""The CUDA graphs and autotuning accounts as ``--json``, ``show`` and the index see them (stdlib only).

``cudagraphs``: ``{asked, why, replayed, graph_launches_per_forward, skips: [{reason, file, line, code}],
partitions: {count, cudagraphable, non_cudagraphable}, recordings, rerecords, sizes_recorded, pool_bytes,
headline}``; ``autotune``: ``{asked, why, ops, triton_won, aten_won, other_won, seconds, candidates, failed,
winners: [{op, shape, winner, kind, ms, margin, kernels}]}``. None where the run has no such section (a report
made before these accounts existed, or a stage that did not run).
"""

from __future__ import annotations

from typing import Any


def _obj(v: Any) -> dict:
    return v if isinstance(v, dict) else {}


def _list(v: Any) -> list:
    return v if isinstance(v, list) else []


def cudagraphs_summary(report: dict) -> dict | None:
    cg = report.get("cudagraphs")
    if not isinstance(cg, dict):
        return None
    parts = _obj(cg.get("partitions"))
    return {
        "asked": cg.get("asked"), "why": cg.get("why"), "replayed": cg.get("replayed"),
        "graph_launches_per_forward": cg.get("graph_launches_per_forward"),
        "skips": [{k: s.get(k) for k in ("reason", "file", "line", "code")} for s in _list(cg.get("skips"))
                  if isinstance(s, dict)],
        "partitions": {k: parts.get(k) for k in ("count", "cudagraphable", "non_cudagraphable")} if parts else None,
        "recordings": cg.get("recordings"), "rerecords": cg.get("rerecords"),
        "sizes_recorded": cg.get("sizes_recorded"), "pool_bytes": cg.get("pool_bytes"),
        "headline": cg.get("headline"),
    }


def autotune_summary(report: dict) -> dict | None:
    at = report.get("autotune")
    if not isinstance(at, dict):
        return None
    winners = []
    for op in _list(at.get("ops")):
        if not isinstance(op, dict):
            continue
        w = _obj(op.get("winner"))
        winners.append({"op": op.get("op"), "shape": op.get("shape"), "winner": w.get("name"), "kind": w.get("kind"),
                        "ms": w.get("ms"), "margin": op.get("margin"), "kernels": op.get("kernels"),
                        "choice_from": op.get("choice_from")})
    cache = _obj(at.get("cache"))
    return {
        "asked": at.get("asked"), "why": at.get("why"), "ops": len(winners),
        "triton_won": at.get("triton_won"), "aten_won": at.get("aten_won"), "other_won": at.get("other_won"),
        "seconds": at.get("seconds"), "candidates": at.get("candidates"), "failed": at.get("failed"),
        "winners": winners,
        # ops benchmarked by this run, ops whose choice came from a cache, and which cache
        "tuned_here": at.get("tuned_here"), "from_cache": at.get("from_cache"),
        "cache": {"kind": cache.get("kind"), "where": cache.get("where")} if cache else None,
    }


def gpu_layer_lines(summary: dict) -> list[str]:
    """``show``'s lines for both accounts."""
    out = []
    cg = summary.get("cudagraphs")
    if cg and (cg.get("asked") or cg.get("skips") or cg.get("partitions")):
        replay = {True: "replayed", False: "NOT replayed", None: "replay unknown (no profile)"}[cg.get("replayed")]
        out.append(f"{'cudagraphs':27} {cg.get('why') or 'not asked'}: {replay}"
                   + (f", {cg['graph_launches_per_forward']} graph launch(es) per forward"
                      if cg.get("graph_launches_per_forward") is not None else "")
                   + f", {cg.get('recordings') or 0} recorded, {cg.get('rerecords') or 0} re-recorded"
                   + (f", pool {cg['pool_bytes'] / 2**20:.1f} MiB" if cg.get("pool_bytes") else ""))
        p = cg.get("partitions")
        if p:
            out.append(f"{'  partitions':27} {p['count']}: {p['cudagraphable']} cudagraphable, "
                       f"{p['non_cudagraphable']} not")
        for s in cg.get("skips") or []:
            where = f" at {s['file']}:{s['line']}" + (f": {s['code']}" if s.get("code") else "") if s.get("file") else ""
            out.append(f"{'  skip':27} {s['reason']}{where}")
        if cg.get("headline"):
            out.append(f"{'  headline':27} {cg['headline']}")
    at = summary.get("autotune")
    if at and at.get("asked"):
        secs = f"{at['seconds']:.1f} s" if isinstance(at.get("seconds"), (int, float)) else "unknown time"
        out.append(f"{'autotune':27} {at.get('why')}: {at['ops']} op(s) tuned in {secs}, Triton won "
                   f"{at.get('triton_won')}, ATen {at.get('aten_won')}, {at.get('candidates')} candidates, "
                   f"{at.get('failed')} failed")
        if at.get("from_cache"):
            out.append(f"{'  from cache':27} {at['from_cache']} op(s), benchmarked here {at.get('tuned_here') or 0}: "
                       f"{(at.get('cache') or {}).get('where')}")
        for w in at.get("winners") or []:
            margin = f" (+{w['margin'] * 100:.1f} % to the runner-up)" if isinstance(w.get("margin"), (int, float)) else ""
            ms = f" {w['ms']:.4f} ms" if isinstance(w.get("ms"), (int, float)) else ""
            where = f" ({w['choice_from']})" if w.get("choice_from") else ""
            out.append(f"  {w.get('op')}({w.get('shape')}) -> {w.get('winner')} [{w.get('kind')}]{ms}{margin}{where}")
    return out
