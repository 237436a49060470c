"""Where a run's wall time went: the phases between the marks the CLI and the worker took
(``runs/own_time.py``), the report's own times (created, started, each stage, finished), each phase the user's work
(what a plain script doing the same would spend: import torch, build the model, the stages) or the tool's own
(process starts, the engine's imports, checks, report writes, waiting). Pure: the dashboard and ``show`` read it.

A phase is the time from one event to the next, named by the event that ends it, so the phases add up to the wall
time exactly; where the CLI and its worker overlap (the worker imports torch while the CLI checks the options) the
time counts once, for whichever finished next.
"""

from __future__ import annotations

WORK, TOOL = "work", "tool"

# event -> (the phase that ends with it, whose time it is)
LABELS = {
    "cli_ready": ("Python start, the CLI's imports", TOOL),
    "worker_launched": ("Options parsed, worker process started", TOOL),
    "worker_start": ("Waiting for a worker process", TOOL),
    "worker_ready": ("The worker's Python start", TOOL),
    "torch_imported": ("import torch", WORK),
    "engine_imported": ("The engine's own imports", TOOL),
    "dynamo_imported": ("import Dynamo and Inductor", WORK),
    "facts_answered": ("The machine's facts (for the option checks)", TOOL),
    "recipe_checked": ("Recipe imported, model built (the admission check; the run reuses it)", WORK),
    "created": ("Options checked, run recorded in the store", TOOL),
    "started": ("The worker took the run", TOOL),
    "environment_recorded": ("Versions, GPU and options recorded", TOOL),
    "finished": ("Final report written", TOOL),
}
# the time from one stage's end (or, before the first stage, from the worker taking the run) to the next stage's
# start: the worker saving what the stage found, or, before the first, its imports and set-up (a fresh worker imports
# torch and the engine there)
BETWEEN_STAGES = ("Saving the results between stages", TOOL)
BEFORE_STAGES = ("Imports and set-up before the first stage", TOOL)


def _num(x) -> float | None:
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) else None


def events(report: dict) -> list[tuple[float, str, str]]:
    """(epoch seconds, phase name, kind) of every event, in time order; the first is where the wait began."""
    own = report.get("own_time") if isinstance(report.get("own_time"), dict) else {}
    out: list[tuple[float, str, str]] = []
    seen = set()
    marks = own.get("marks") if isinstance(own.get("marks"), list) else []
    for m in marks:
        if not (isinstance(m, list) and len(m) == 2 and isinstance(m[0], str)) or m[0] in seen or (m[0] not in LABELS and m[0] != "cli_start"):
            continue
        at = _num(m[1])
        if at is not None:
            seen.add(m[0])
            out.append((at, *LABELS.get(m[0], ("start", TOOL))))
    for key in ("created", "started", "finished"):
        at = _num(report.get(key))
        if at is not None and key not in seen:
            out.append((at, *LABELS[key]))
    stages = report.get("stages") if isinstance(report.get("stages"), list) else []
    for i, st in enumerate(x for x in stages if isinstance(x, dict)):
        start, secs = _num(st.get("started")), _num(st.get("seconds"))
        if start is None or secs is None:
            continue
        out.append((start, *(BETWEEN_STAGES if i else BEFORE_STAGES)))
        label = "load: model built, moved, inputs made" if st.get("name") == "load" else f"{st.get('name')} stage"
        out.append((start + secs, label, WORK))
    out.sort(key=lambda e: e[0])
    return out


def phases(report: dict) -> list[dict]:
    """``[{name, seconds, kind}]`` in order, consecutive phases of one name merged; empty without timestamps."""
    ev = events(report)
    rows: list[dict] = []
    for (t0, _, _), (t1, name, kind) in zip(ev, ev[1:]):
        secs = max(0.0, t1 - t0)
        if rows and rows[-1]["name"] == name:
            rows[-1]["seconds"] += secs
        else:
            rows.append({"name": name, "seconds": secs, "kind": kind})
    return [dict(r, seconds=round(r["seconds"], 3)) for r in rows]


def account(report: dict) -> dict | None:
    """``{wall_s, work_s, tool_s, tool_share, phases, since}``: the whole wait and its split; None without times.
    ``since`` says where the wait began: the CLI command's start, or the run's creation (a queued run)."""
    rows = phases(report)
    if not rows:
        return None
    wall = sum(r["seconds"] for r in rows)
    tool = sum(r["seconds"] for r in rows if r["kind"] == TOOL)
    own = report.get("own_time") if isinstance(report.get("own_time"), dict) else {}
    marks = own.get("marks") if isinstance(own.get("marks"), list) else []
    since = "the command's start" if any(isinstance(m, list) and m and m[0] == "cli_start" for m in marks) \
        else "the run's creation"
    return {"wall_s": round(wall, 3), "work_s": round(wall - tool, 3), "tool_s": round(tool, 3),
            "tool_share": round(tool / wall, 4) if wall > 0 else None, "phases": rows, "since": since}


def sentence(acc: dict) -> str:
    """One line: the wall time, the user's work and the tool's own, its largest part."""
    tool_rows = sorted((r for r in acc["phases"] if r["kind"] == TOOL), key=lambda r: -r["seconds"])
    largest = f"; the largest: {tool_rows[0]['name'].lower()} ({tool_rows[0]['seconds']:.2f} s)" if tool_rows else ""
    share = f" ({acc['tool_share']:.0%})" if acc.get("tool_share") is not None else ""
    return (f"{acc['wall_s']:.2f} s from {acc['since']} to the final report: {acc['work_s']:.2f} s the model's work "
            f"(import torch, the model, the stages), {acc['tool_s']:.2f} s{share} the tool's own{largest}.")
