"""Compile attempts: what one compilation of a compile id recorded, and the summaries the report keeps.

An *attempt* is one compilation of a compile id, ended by its ``compilation_metrics`` record. A program
that calls ``torch._dynamo.reset()`` between runs compiles ``0/0`` again: a second attempt of the same id
(it starts at the next ``dynamo_start``). Dynamo's own ``attempt`` field counts restarts *within* one
compilation (tlparse's ``0/0_1``); an attempt keeps those numbers in ``dynamo_attempts``. Metrics without a
compile id (AOTInductor, ``aoti_compile_and_package``) are attempts *outside any Dynamo frame*.

Seconds and phases: from the metrics' nested spans (``trace_fields.phases_from_spans``); outside a frame
there is no Dynamo part, the wall time is the entire-frame time, else ``end_time_us - start_time_us``,
and what Inductor did not take counts as AOTAutograd; a record with only start and end times has seconds
but no phases (``phases`` None). Without metrics (a crash, a cut log) the
``chromium_event`` spans are used.
"""

from __future__ import annotations

from typing import Any

from .trace_fields import num, phases_from_spans, span_seconds

PHASES = ("dynamo", "aot_autograd", "inductor", "codegen")


def new_attempt(n: int) -> dict:
    """The state of attempt ``n`` while the log is read."""
    return {"n": n, "dynamo_attempts": [], "started": False, "fwd": None, "bwd": [], "has_graph": False,
            "graph_hash": None, "aot_hash": None, "chromium": {}, "collectives": [],
            "cache": {"hit": 0, "miss": 0, "bypass": 0}, "code": [], "start": None}


def is_empty(a: dict) -> bool:
    """An attempt that holds nothing a compilation produced (only records like ``str`` or tensor descriptions)."""
    return a["fwd"] is None and not a["bwd"] and not a["code"] and not a["chromium"] and a["aot_hash"] is None


def _seconds_and_phases(a: dict, outside: bool) -> tuple[float | None, dict | None, str | None]:
    fwd, bwd = a["fwd"], a["bwd"]
    if fwd is None and not bwd:
        if not a["chromium"]:
            return None, None, None
        spans = a["chromium"]
        phases = phases_from_spans(spans, backward=outside)
        return (spans.get("E") or sum(phases.values())), phases, "chromium_event"
    phases = {p: 0.0 for p in PHASES}
    seconds = 0.0
    if fwd is not None:
        spans = span_seconds(fwd)
        if outside and not spans.get("E"):
            start, end = num(fwd.get("start_time_us")), num(fwd.get("end_time_us"))
            wall = (end - start) / 1e6 if start is not None and end is not None and end >= start else None
            if not any(spans.get(k) for k in "BIC"):  # only start and end: a time, but no split by phase
                return wall, None, "compilation_metrics" if wall is not None else None
            spans["E"] = wall
        phases = phases_from_spans(spans, backward=outside)
        seconds = sum(phases.values()) if outside else (spans.get("E") or 0.0)
    for b in bwd:
        bs = span_seconds(b)
        if not bs.get("E") and num(b.get("duration_us")) is not None:
            bs["E"] = b["duration_us"] / 1e6
        bp = phases_from_spans(bs, backward=True)
        for p in PHASES:
            phases[p] += bp[p]
        seconds += sum(bp.values())
    return seconds, phases, "compilation_metrics"


def attempt_summary(a: dict, outside: bool = False) -> dict:
    """The report's record of one attempt (frame, status, seconds, phases, metrics fields, graph hash, cache, code)."""
    fwd = a["fwd"] or {}
    seconds, phases, src = _seconds_and_phases(a, outside)
    start = a["start"] or (None, None, None)
    out: dict[str, Any] = {
        "n": a["n"],
        "dynamo_attempts": sorted(a["dynamo_attempts"]),
        # after a reset the same id may be another function: each attempt names its frame
        "name": fwd.get("co_name") or start[0],
        "file": fwd.get("co_filename") or start[1],
        "line": fwd.get("co_firstlineno") or start[2],
        "status": "missing_metrics",
        "seconds": None if seconds is None else round(seconds, 6),
        "phases": None if phases is None else {p: round(v, 6) for p, v in phases.items()},
        "phases_source": src,
        "graph_ops": fwd.get("graph_op_count"),
        "guard_count": fwd.get("guard_count"),
        "fail_type": fwd.get("fail_type"),
        "fail_reason": fwd.get("fail_reason"),
        "restart_reasons": [str(r) for r in fwd.get("restart_reasons") or []],
        "graph_hash": a["graph_hash"] or a["aot_hash"],
        "cache": dict(a["cache"]),
        "code": list(a["code"]),
    }
    if a["collectives"]:
        out["collectives"] = list(a["collectives"])
    if outside:
        out["start_time"] = num(fwd.get("start_time"))
    if a["fwd"] is not None:
        if out["fail_type"]:
            out["status"] = "failed"
        elif not outside and not a["has_graph"] and not out["graph_ops"]:
            out["status"] = "empty_graph"
        elif out["restart_reasons"] or len(out["dynamo_attempts"]) > 1:
            out["status"] = "ok_after_restart"
        else:
            out["status"] = "ok"
    return out


def compile_summary(e: dict) -> dict:
    """One compile id: its attempts, and top-level fields that summarise them (seconds and phases summed over
    the attempts; status, op and guard counts, failure of the last one) as reports before attempts had them."""
    atts = [attempt_summary(a) for a in e["attempts"]]
    last = atts[-1] if atts else attempt_summary(new_attempt(0))
    fwds = [a["fwd"] for a in e["attempts"] if a["fwd"]]
    start = next((a["start"] for a in e["attempts"] if a["start"]), None) or (None, None, None)
    first = fwds[0] if fwds else {}
    timed = [a for a in atts if a["seconds"] is not None]
    phased = [a for a in atts if a["phases"]]
    entry: dict[str, Any] = {
        "id": e["id"],
        "frame_id": e["frame_id"],
        "frame_compile_id": e["frame_compile_id"],
        "name": first.get("co_name") or start[0],
        "file": first.get("co_filename") or start[1],
        "line": first.get("co_firstlineno") or start[2],
        "status": last["status"],
        "seconds": round(sum(a["seconds"] for a in timed), 6) if timed else None,
        "phases": {p: round(sum(a["phases"][p] for a in phased), 6) for p in PHASES} if phased else None,
        "phases_source": phased[-1]["phases_source"] if phased else None,
        "graph_ops": last["graph_ops"],
        "guard_count": last["guard_count"],
        "fail_type": last["fail_type"],
        "fail_reason": last["fail_reason"],
        "restart_reasons": [r for a in atts for r in a["restart_reasons"]],
        "dynamo_attempts": sorted({n for a in atts for n in a["dynamo_attempts"]}),
        "compiles": len(atts),
        "attempts": atts,
    }
    if e["compiled_autograd_id"] is not None:
        entry["compiled_autograd_id"] = e["compiled_autograd_id"]
    return entry


def attempt_ids(entry: dict) -> list[str]:
    """tlparse's names for the Dynamo attempts of a compile id: ``0/0``, ``0/0_1``, ..."""
    nums = entry.get("dynamo_attempts")
    if nums is None:  # reports from before attempts were kept: a list of ints
        nums = [a for a in entry.get("attempts") or [] if isinstance(a, int)]
    return [entry["id"] if n == 0 else f"{entry['id']}_{n}" for n in nums or [0]]
