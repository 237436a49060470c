"""A fix experiment's before -> after figures and its plain verdict, from the two runs' reports (stdlib).

The speed change is compiled against compiled: the parent's compiled median over the child's (> 1: faster), with
the interval of the ratio from the two medians' intervals (``fix_compiled_verdict.ratio_ci``: conservative). Eager,
measured in both runs, is the drift control: a compile option leaves eager alone, so an eager that moved between
the runs says the machine drifted, and the verdict says so. (Each run's speedup over its own eager is kept as a
figure, not judged: eager moves between runs on a shared GPU.) A change "helps" only when the interval clears 1;
an interval wider than a factor of 2 says the timings were unstable, and the verdict says so instead of a speed.
"""

from __future__ import annotations

import re

from ..report.summary import summary_of
from .fix_compiled_verdict import (
    UNRELIABLE,
    compiled_figures,
    drift_words,
    gpu_words,
    leaves_eager_alone,
    speed_words,
    verdict_drift,
)

__all__ = ["UNRELIABLE", "experiment_record", "speed_change", "verdict"]


def _recompiles(report: dict) -> int | None:
    comp = report.get("compile")
    return len(comp.get("recompiles") or []) if isinstance(comp, dict) else None


def _numerics(report: dict) -> bool | None:
    num = (report.get("benchmark") or {}).get("numerics")
    return num.get("passed") if isinstance(num, dict) and isinstance(num.get("passed"), bool) else None


def _places(report: dict) -> set:
    rows = ((report.get("explain") or {}).get("breaks") or [])
    return {(b.get("file"), b.get("line")) for b in rows if isinstance(b, dict)}


def speed_change(before: dict, after: dict) -> tuple[float | None, list[float] | None]:
    """(before's compiled median / after's, its interval) from two summaries: > 1 means faster."""
    from .fix_compiled_verdict import ratio_ci

    return ratio_ci(before.get("compiled_ms"), before.get("compiled_ci_ms"),
                    after.get("compiled_ms"), after.get("compiled_ci_ms"))


def experiment_record(change: str, target: str, parent: dict, child: dict | None, rows: list[dict]) -> dict:
    """One entry of ``report["fixes"]["experiments"]``: figures before and after, and the verdict."""
    before = summary_of(parent)
    rec = {
        "change": change, "target": target,
        "graph_break_count_before": before.get("graph_break_count"), "recompiles_before": _recompiles(parent),
        "speedup_before": before.get("speedup"), "graph_break_count_after": None, "recompiles_after": None,
        "speedup_after": None, "speedup_ci_after": None, "numerics_passed": None,
        "run_id": child.get("run_id") if child else None, "status": child.get("status") if child else "not run",
    }
    if child is None:
        return rec
    after = summary_of(child)
    rec.update(graph_break_count_after=after.get("graph_break_count"), recompiles_after=_recompiles(child),
               speedup_after=after.get("speedup"), speedup_ci_after=after.get("speedup_ci"),
               numerics_passed=_numerics(child))
    compiled_figures(rec, parent, child)
    rec["speed_change"], rec["speed_change_ci"] = rec["compiled_change"], rec["compiled_change_ci"]
    rec["verdict"] = verdict(rec, parent, child, rows) + _remaining(rec, child) + _partial(child)
    return rec


def _partial(child: dict) -> str:
    """What a partial experiment lost: its first failed stage and message."""
    if child.get("status") != "partial":
        return ""
    failed = next((s for s in child.get("stages") or [] if isinstance(s, dict) and s.get("status") == "failed"), None)
    if failed is None:
        return ""
    msg = next((ln.strip() for ln in str(failed.get("message") or "").splitlines() if ln.strip()), "")
    return f" (its {failed.get('name')} stage failed{': ' + msg[:200] if msg else ''})"


def _remaining(rec: dict, child: dict) -> str:
    """For an experiment aimed at the recompiles: the first guard that still failed after the change."""
    left = rec.get("recompiles_after")
    if rec.get("target") != "recompile" or not left:
        return ""
    reason = next((str(r.get("reason") or "") for r in (child.get("compile") or {}).get("recompiles") or []
                   if isinstance(r, dict)), "")
    first = next((" ".join(ln.split())[:200] for ln in reason.splitlines() if ln.strip()), "reason not recorded")
    why = " (Dynamo specialises sizes 0 and 1)" if re.search(r"expected [01],", first) else ""
    return f"; {left} remain{'s' * (left == 1)}: {first}{why}"


def verdict(rec: dict, parent: dict, child: dict, rows: list[dict]) -> str:
    if child.get("status") not in ("ok", "partial"):
        err = child.get("error") or {}
        if rec["change"] == "fullgraph=True" or "fullgraph" in str(err.get("message", "")):
            return f"a graph break remains: {err.get('message') or child.get('status')}"
        return f"the run {child.get('status')} at {err.get('stage', '?')}: {err.get('message', '')}".strip()
    if rec["change"] == "fullgraph=True":
        return "proves no graph break remains: the model compiles with fullgraph=True"
    b0, b1 = rec["graph_break_count_before"], rec["graph_break_count_after"]
    r0, r1 = rec["recompiles_before"], rec["recompiles_after"]
    gone = [r for r in rows if (r.get("file"), r.get("line")) not in _places(child)]
    removed = []
    if isinstance(b0, int) and isinstance(b1, int) and b1 < b0:
        n = b0 - b1
        removed.append("the break" if n == 1 and len(rows) == 1 else f"{n} break{'s' * (n != 1)}")
    elif rows and gone:
        removed.append("the break" if len(gone) == 1 else f"{len(gone)} breaks")
    if isinstance(r0, int) and isinstance(r1, int) and r1 < r0:
        n = r0 - r1
        removed.append(f"{n} recompile{'s' * (n != 1)}")
    speed, sign = speed_words(rec.get("speed_change"), rec.get("speed_change_ci"), verdict_drift(rec))
    speed += gpu_words(rec)
    drift = drift_words(rec, leaves_eager_alone(rec))
    if removed:
        head = "removes " + " and ".join(removed)
        if rec["numerics_passed"] is False:
            return f"{head}, but outputs now differ ({speed}){drift}"
        return f"{head}, {speed}{drift}"
    if sign == 1:
        if rec["numerics_passed"] is False:
            return f"faster but changes the outputs: {speed}{drift}"
        return f"helps: {speed} (same breaks and recompiles){drift}"
    if sign is None:
        return f"unknown: {speed} (same breaks and recompiles){drift}"
    return f"does not help: {speed}{drift}"
