"""Compile: time by phase, compile ids, recompiles with their reasons, cache counters, guards."""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

from .fmt import as_float
from .sections import items, section

PHASE_COLORS = {"dynamo": "#4c78a8", "aot_autograd": "#f58518", "inductor": "#54a24b", "codegen": "#b279a2"}


def phases_of(report: dict) -> dict[str, float]:
    phases = section(report, "compile").get("phases")
    if not isinstance(phases, dict):
        return {}
    return {str(k): v for k, v in ((k, as_float(v)) for k, v in phases.items()) if v is not None}


def phases_figure(report: dict) -> go.Figure:
    """Horizontal bar: seconds spent in each compile phase."""
    phases = phases_of(report)
    names = list(phases)[::-1]
    fig = go.Figure(
        go.Bar(
            x=[phases[n] for n in names],
            y=names,
            orientation="h",
            marker_color=[PHASE_COLORS.get(n, "#9d9d9d") for n in names],
            text=[f"{phases[n]:.2f} s" for n in names],
            textposition="auto",
        )
    )
    total = as_float(section(report, "compile").get("total_s"))
    title = "Compile time by phase" + (f" (total {total:.2f} s)" if total is not None else "")
    fig.update_layout(
        title=title,
        height=max(200, 45 * len(names) + 80),
        margin={"l": 10, "r": 10, "t": 40, "b": 10},
        xaxis_title="seconds",
    )
    return fig


COMPILE_ID_COLUMNS = ["compile id", "frame", "status", "seconds", "graph ops", "guards", "why"]


def compile_ids_table(report: dict) -> pd.DataFrame:
    """One row per compile id; optional fields (frame, ops, guard count, failure) when the trace has them."""
    rows = []
    for c in items(section(report, "compile").get("compile_ids")):
        if not isinstance(c, dict):
            continue
        where = ""
        if c.get("name"):
            where = f"{c['name']} ({c.get('file', '').rsplit('/', 1)[-1]}:{c.get('line', '?')})"
        why = c.get("fail_reason") or "; ".join(first_line(r) for r in items(c.get("restart_reasons")))
        rows.append(
            {
                "compile id": c.get("id"),
                "frame": where,
                "status": c.get("status"),
                "seconds": as_float(c.get("seconds")),
                "graph ops": c.get("graph_ops"),
                "guards": c.get("guard_count"),
                "why": why or "",
            }
        )
    return pd.DataFrame(rows, columns=COMPILE_ID_COLUMNS)


def first_line(text: object) -> str:
    lines = [ln.strip() for ln in str(text).splitlines() if ln.strip()]
    return lines[0] if lines else ""


def recompiles_table(report: dict) -> pd.DataFrame:
    rows = [
        {"compile id": r.get("compile_id"), "reason": r.get("reason") or ""}
        for r in items(section(report, "compile").get("recompiles"))
        if isinstance(r, dict)
    ]
    return pd.DataFrame(rows, columns=["compile id", "reason"])


def cache_table(report: dict) -> pd.DataFrame:
    """Cache counters: an 'all' row, then one row per cache kind when the report splits them."""
    cache = section(report, "compile").get("cache")
    if not isinstance(cache, dict):
        return pd.DataFrame(columns=["cache", "hits", "misses", "bypasses"])
    rows = [{"cache": "all", **_counters(cache)}]
    by_kind = cache.get("by_kind")
    if isinstance(by_kind, dict):
        rows += [{"cache": kind, **_counters(c)} for kind, c in by_kind.items() if isinstance(c, dict)]
    return pd.DataFrame(rows, columns=["cache", "hits", "misses", "bypasses"])


_COUNTERS = {"hits": "hit", "misses": "miss", "bypasses": "bypass"}


def _counters(c: dict) -> dict:
    """hits/misses/bypasses, whether the report spells them plural or singular."""
    return {plural: c.get(plural, c.get(singular)) for plural, singular in _COUNTERS.items()}


def guards_of(report: dict, artifact: dict | None = None) -> dict[str, list[str]]:
    """Guards per compile id: from the guards artifact (``compile.guards_artifact``) when given, else
    from the report itself (older reports kept them inline)."""
    guards = artifact if artifact is not None else section(report, "compile").get("guards")
    if not isinstance(guards, dict):
        return {}
    return {str(k): [str(g) for g in items(v)] for k, v in guards.items()}


GUARDS_PER_PAGE = 100  # a page of guards: bert-base has 3,259 for one compile id (312 k characters)


def filter_guards(lines: list[str], query: str | None) -> list[str]:
    """Guards that contain ``query`` (any case); all of them without one."""
    q = (query or "").strip().lower()
    return [g for g in lines if q in g.lower()] if q else list(lines)


def guard_pages(count: int, per_page: int = GUARDS_PER_PAGE) -> list[str]:
    """Labels of the pages of ``count`` guards: ``1–100``, ``101–200``, ..."""
    return [f"{a + 1}–{min(a + per_page, count)}" for a in range(0, count, per_page)] or ["0"]
