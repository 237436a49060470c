"""Cold start: the compile-time changes tried, ranked (``report/compile_changes``: what each cuts from the first
output and what it costs in steady latency, with intervals and a verdict). Drawn by the live page and the export."""

from __future__ import annotations

import pandas as pd

from analyzers.report.compile_changes import PHASES, changes_of

from .blocks import Bullets, Heading, Table, Text
from .fmt import MISSING, as_float

PHASE_NAMES = dict(PHASES)
HOW = ("Each change ran in fresh processes with empty caches, beside a baseline process (torch.compile of the whole "
       "model with this run's options), the order alternating pair by pair. First output: seconds from the process's "
       "start to its first output, the median of the pairs' ratios with its 95 % interval over the pairs. Steady "
       "latency: each round's compiled call over the eager model timed in the same round of the same process. Cache "
       "routes come from their single processes (no interval).")


def _pct(x: float) -> str:
    return f"{100 * x:.0f} %"


def first_cell(r: dict) -> str:
    """``9.8 s vs 14.2 s: 31 % sooner [26–38 %]`` (a ratio baseline ÷ changed above 1 starts sooner)."""
    v, b, c = as_float(r.get("first_output_change")), as_float(r.get("base_first_output_s")), \
        as_float(r.get("first_output_s"))
    if v is None or b is None or c is None:
        return MISSING
    ci = r.get("first_output_change_ci")
    lead = f"{c:.3g} s vs {b:.3g} s"
    standing = r.get("first_standing")
    if standing == "faster":
        band = f" [{_pct(1 - 1 / ci[0])}–{_pct(1 - 1 / ci[1])}]" if ci else ""
        return f"{lead}: {_pct(1 - 1 / v)} sooner{band}"
    if standing == "slower":
        band = f" [{_pct(1 / ci[1] - 1)}–{_pct(1 / ci[0] - 1)}]" if ci else ""
        return f"{lead}: {_pct(1 / v - 1)} later{band}"
    band = f" ({ci[0]:.2f}–{ci[1]:.2f}× holds 1)" if ci else ""
    return f"{lead}: no measurable change{band}"


def steady_cell(r: dict) -> str:
    """``2 % slower [1–4 %]``, ``1.10× faster [1.05–1.16]`` or ``no measurable change``."""
    v = as_float(r.get("steady_change"))
    if v is None:
        return MISSING
    ci = r.get("steady_change_ci")
    standing = r.get("steady_standing")
    if standing == "faster":
        return f"{v:.2f}× faster" + (f" [{ci[0]:.2f}–{ci[1]:.2f}]" if ci else "")
    if standing == "slower":
        return f"{_pct(1 / v - 1)} slower" + (f" [{_pct(1 / ci[1] - 1)}–{_pct(1 / ci[0] - 1)}]" if ci else "")
    if standing == "unstable":
        return f"{v:.2f}×, not measured reliably"
    return "no measurable change" + (f" ({ci[0]:.2f}–{ci[1]:.2f}×)" if ci else "")


def saved_cell(r: dict) -> str:
    """The compile phases the change saved (positive) or added, largest first."""
    saved = r.get("phases_saved") if isinstance(r.get("phases_saved"), dict) else {}
    items = sorted(((k, v) for k, v in saved.items() if k in PHASE_NAMES and k != "entire_frame_s"
                    and isinstance(v, (int, float)) and abs(v) >= 0.01), key=lambda kv: -abs(kv[1]))
    if not items:
        return MISSING
    return "; ".join(f"{PHASE_NAMES[k]} {'−' if v > 0 else '+'}{abs(v):.2f} s" for k, v in items[:4])


def changes_table(report: dict) -> pd.DataFrame:
    section = changes_of(report) or {}
    rows = []
    for r in section.get("rows") or []:
        err = (r.get("error") or {}).get("message") if isinstance(r.get("error"), dict) else None
        rows.append({"Change": str(r.get("label") or r.get("change")), "First output": first_cell(r),
                     "Steady latency": steady_cell(r),
                     "Verdict": str(r.get("worth") or r.get("words") or err or MISSING),
                     "Compile phases (mean of its processes)": saved_cell(r),
                     "Pairs": "one process each" if r.get("one_process") else str(r.get("pairs") or 0),
                     "Outputs": {True: "match eager", False: "DIFFER from eager"}.get(r.get("numerics_passed"),
                                                                                       MISSING)})
    return pd.DataFrame(rows)


def blocks(report: dict) -> list:
    """The ranked table, how it was measured, and the changes not tried with why."""
    section = changes_of(report)
    if not section:
        return []
    out: list = [Heading("Compile-time changes, ranked"), Text(HOW, "muted")]
    table = changes_table(report)
    if not table.empty:
        out.append(Table(table, detail=("Compile phases (mean of its processes)", "Pairs", "Outputs"),
                         keys=("Change",)))
    skipped = [f"{s.get('label')}: {s.get('why')}" for s in section.get("skipped") or []]
    if skipped:
        out.append(Bullets(skipped, lead="Not tried"))
    return out
