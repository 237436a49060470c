"""From diagnosis to remedy: each graph break's cost, the fix experiments and their verdicts (pure functions)."""

from __future__ import annotations

import re

import pandas as pd

from analyzers.report.capture_coverage import cost_words
from analyzers.report.figures import recompile_costs, recompile_text

from .sections import items, section

# A fix's speed is compiled against compiled (the verdict's ratio is compiled ms before / after); eager, measured
# in both runs, is the drift control beside it: no column shows a speedup over each run's own eager.
FIX_COLUMNS = ["change", "target", "breaks", "recompiles", "compiled ms", "eager ms (control)", "numerics", "verdict",
               "compare"]
_RUN_ID_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def _num(v) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def forward_ms(report: dict) -> float | None:
    bc = section(report, "break_cost")
    return _num(bc.get("forward_ms")) if bc.get("available") else None


def ranked_breaks(breaks: list[dict]) -> list[dict]:
    """Costliest first where costs were measured; the table's order otherwise (a stable sort)."""
    if not any(_num(b.get("cost_ms")) is not None for b in breaks):
        return list(breaks)
    return sorted(breaks, key=lambda b: -(_num(b.get("cost_ms")) or 0.0))


def cost_line(b: dict, total_ms: float | None) -> str | None:
    """"line 14 — 38 % of the forward's time runs outside the compiled graphs after it, 1.9 ms of a profiled
    forward's 5 ms" (``capture_coverage.cost_words``: time, never the capture coverage's count of ops), or None where
    no profile ran (``total_ms`` is the profiled forward's wall time: the profiler makes it longer than the
    latency)."""
    ms, share = _num(b.get("cost_ms")), _num(b.get("cost_share"))
    if ms is None or share is None:
        return None
    where = f"line {b['line']}" if b.get("line") is not None else (b.get("file") or "this break")
    of = f" of a profiled forward's {total_ms:.3g} ms" if total_ms else ""
    return f"{where} — {cost_words(share)}, {ms:.3g} ms{of}"


def costliest_line(report: dict) -> str | None:
    """The Overview's sentence about the break that costs the most, or None."""
    rows = [b for b in items(section(report, "explain").get("breaks")) if isinstance(b, dict)]
    costed = [b for b in rows if _num(b.get("cost_ms")) is not None and _num(b.get("cost_share")) is not None]
    if not costed:
        return None
    b = max(costed, key=lambda b: b["cost_ms"])
    where = f"{str(b.get('file') or '?').rsplit('/', 1)[-1]}:{b.get('line')}"
    line = cost_line(b, forward_ms(report))
    return f"Costliest graph break: {where} ({b.get('category') or 'other'}) — {line.split(' — ', 1)[1]}"


def experiments(report: dict) -> list[dict]:
    return [f for f in items(section(report, "fixes").get("experiments")) if isinstance(f, dict)]


def fixes_status(report: dict) -> str | None:
    """None (never tried), "running" or "done"."""
    fixes = section(report, "fixes")
    return str(fixes.get("status")) if fixes else None


def fixes_running(report: dict) -> bool:
    return fixes_status(report) in ("queued", "running")


def fix_child_id(report: dict) -> str | None:
    """The child run of the experiment under way (a safe run id), else None."""
    cur = section(report, "fixes").get("current")
    rid = cur.get("run_id") if isinstance(cur, dict) and fixes_running(report) else None
    return str(rid) if rid and _RUN_ID_RE.match(str(rid)) else None


def fix_progress_line(report: dict, child: dict | None = None) -> str | None:
    """Where the fix experiments stand, from the run's ``fixes`` section and the child run under way:
    ``experiment 2 of 4: torch._dynamo.config.capture_scalar_outputs=True — running (compile)``; None when none
    are queued or running."""
    if not fixes_running(report):
        return None
    fixes = section(report, "fixes")
    done = [f for f in experiments(report) if f.get("run_id")]
    cur = fixes.get("current")
    if fixes.get("status") == "queued":
        return "Fix experiments queued: starting"
    if not isinstance(cur, dict):
        return f"Fix experiments running: {len(done)} done so far"
    state = "starting" if not cur.get("run_id") else "running"
    if isinstance(child, dict):
        stage = next((s.get("name") for s in items(child.get("stages"))
                      if isinstance(s, dict) and s.get("status") == "running"), None)
        state = str(child.get("status") or state) + (f" ({stage})" if stage else "")
    return f"experiment {cur.get('n', '?')} of {cur.get('of', '?')}: {cur.get('change')} — {state}"


def for_break(report: dict, b: dict) -> list[dict]:
    """The experiments aimed at break row ``b`` (their target is its file:line)."""
    place = f"{b.get('file') or '?'}:{b.get('line')}"
    return [f for f in experiments(report) if f.get("target") == place]


def recompile_lines(report: dict) -> list[str]:
    """One line per recompile of the real compile: its compile id, the compile seconds it cost, the guard that
    failed (``figures.recompile_text``)."""
    return [recompile_text(c) for c in recompile_costs(report)]


def compare_link(parent: str, child: str | None) -> str:
    """The Compare view of an original run (A) and its experiment (B) ('' for no child or odd ids)."""
    if not child or not _RUN_ID_RE.match(str(child)) or not _RUN_ID_RE.match(str(parent)):
        return ""
    return f"compare?compare={parent}%2C{child}"


def _arrow(a, b, fmt="{}") -> str:
    if a is None and b is None:
        return ""
    return f"{'?' if a is None else fmt.format(a)} → {'?' if b is None else fmt.format(b)}"


def _ms(v: float) -> str:
    return f"{v:.3g}" if v < 1 else f"{v:.2f}" if v < 100 else f"{v:.0f}"


def _ms_arrow(a, b) -> str:
    """"1.94 → 2.61" (ms): the two runs' medians, as the verdict's ratio divides them."""
    a, b = _num(a), _num(b)
    if a is None and b is None:
        return ""
    return f"{'?' if a is None else _ms(a)} → {'?' if b is None else _ms(b)}"


def fixes_table(report: dict, rows: list[dict] | None = None) -> pd.DataFrame:
    """One row per experiment: the change, before → after, the verdict and the Compare link."""
    parent = str(report.get("run_id") or "")
    out = []
    for f in rows if rows is not None else experiments(report):
        compiled = _ms_arrow(f.get("compiled_ms_before"), f.get("compiled_ms_after"))
        eager = _ms_arrow(f.get("eager_ms_before"), f.get("eager_ms_after"))
        num = f.get("numerics_passed")
        out.append({
            "change": f.get("change") or "(no setting)",
            "target": f.get("target") or "",
            "breaks": _arrow(f.get("graph_break_count_before"), f.get("graph_break_count_after")) if f.get("run_id") else "",
            "recompiles": _arrow(f.get("recompiles_before"), f.get("recompiles_after")) if f.get("run_id") else "",
            "compiled ms": compiled if f.get("run_id") else "",
            "eager ms (control)": eager if f.get("run_id") else "",
            "numerics": {True: "passed", False: "differ"}.get(num, ""),
            "verdict": f.get("verdict") or f.get("status") or "",
            "compare": compare_link(parent, f.get("run_id")),
        })
    return pd.DataFrame(out, columns=FIX_COLUMNS)


def fixes_note(report: dict) -> str:
    """The fix experiments as one sentence, for a page that cannot start or follow them (the static pages): each
    change, its target, verdict and before → after figures."""
    rows = fixes_table(report).to_dict("records")
    status = fixes_status(report)
    if rows:
        parts = []
        for r in rows:
            figures = ", ".join(f"{k} {r[k]}" for k in ("breaks", "recompiles", "compiled ms", "eager ms (control)",
                                                        "numerics") if r.get(k))
            parts.append(f"{r['change']} on {r['target'] or 'the run'}: {r['verdict']}"
                         + (f" ({figures})" if figures else ""))
        return "Fix experiments (each a child run of this one with one change): " + "; ".join(parts) + "."
    if status == "done":
        return "No fix experiment: no break or recompile a setting could address."
    if status in ("queued", "running"):
        return "Fix experiments are under way: the live dashboard follows them."
    return (f"No fix experiment has been tried: python -m analyzers try-fixes {report.get('run_id')} (or Try the "
            "fixes on the Graph breaks page) re-runs the model once per change torch suggests.")
