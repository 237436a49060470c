"""Ranks: tables and a figure of ``analyzers.report.rank_compare.compare_ranks`` (the ranks of one job)."""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

from .chart_layout import readable
from .sections import items

RANK_COLUMNS = ["rank", "status", "compile ids", "attempts", "recompiles", "graph breaks", "cache hits",
                "cache misses", "compile s", "run id"]


def parse_ranks(param: str | None) -> list[str]:
    """Run ids of a ``ranks=A,B,...`` link parameter (empty ones dropped, order and duplicates kept once)."""
    return list(dict.fromkeys(p.strip() for p in (param or "").split(",") if p.strip()))


def ranks_table(cmp: dict) -> pd.DataFrame:
    rows = [{
        "rank": r.get("label"), "status": r.get("status"), "compile ids": r.get("compile_ids"),
        "attempts": r.get("attempts"), "recompiles": r.get("recompiles"), "graph breaks": r.get("graph_breaks"),
        "cache hits": r.get("cache_hits"), "cache misses": r.get("cache_misses"), "compile s": r.get("compile_s"),
        "run id": r.get("run_id"),
    } for r in items(cmp.get("ranks")) if isinstance(r, dict)]
    return pd.DataFrame(rows, columns=RANK_COLUMNS)


def only_on_some_table(cmp: dict) -> pd.DataFrame:
    rows = [{"compile id": o.get("compile_id"), "on": ", ".join(o.get("on") or []),
             "missing on": ", ".join(o.get("missing_on") or [])} for o in items(cmp.get("only_on_some"))]
    return pd.DataFrame(rows, columns=["compile id", "on", "missing on"])


def graph_diffs_table(cmp: dict) -> pd.DataFrame:
    """One row per (compile id, group of ranks with the same graph hashes)."""
    rows = []
    for d in items(cmp.get("graph_diffs")):
        for g in items(d.get("groups")):
            hashes = [str(h)[:10] or "-" for h in items(g.get("value"))]
            rows.append({"compile id": d.get("compile_id"), "graph hash": " / ".join(hashes),
                         "ranks": ", ".join(g.get("ranks") or [])})
    return pd.DataFrame(rows, columns=["compile id", "graph hash", "ranks"])


def groups_table(groups: list, what: str) -> pd.DataFrame:
    """Ranks grouped by an equal sequence (cache hit/miss letters, collective ops)."""
    rows = []
    for g in items(groups):
        v = g.get("value")
        text = " → ".join(str(x).removeprefix("torch.ops.").removesuffix(".default") for x in v) if isinstance(
            v, list) else str(v or "(none)")
        rows.append({"ranks": ", ".join(g.get("ranks") or []), what: text})
    return pd.DataFrame(rows, columns=["ranks", what])


def skew_table(cmp: dict, top: int = 20) -> pd.DataFrame:
    rows = [{"compile id": s.get("compile_id"), "skew s": s.get("skew_s"), "slowest": s.get("slowest"),
             "max s": s.get("max_s"), "fastest": s.get("fastest"), "min s": s.get("min_s")}
            for s in items(cmp.get("skew"))[:top]]
    return pd.DataFrame(rows, columns=["compile id", "skew s", "slowest", "max s", "fastest", "min s"])


def compile_time_figure(cmp: dict) -> go.Figure:
    """Compile time per rank (every attempt and compile outside a Dynamo frame counted)."""
    ranks = [r for r in items(cmp.get("ranks")) if isinstance(r, dict)]
    secs = [r.get("compile_s") or 0.0 for r in ranks]
    fig = go.Figure(go.Bar(x=[r.get("label") for r in ranks], y=secs, marker_color="#4c78a8",
                           text=[f"{s:.2f} s" for s in secs], textposition="auto"))
    fig.update_layout(title="Compile time per rank", height=320, margin={"l": 10, "r": 10, "t": 40, "b": 10},
                      yaxis_title="seconds")
    return readable(fig)
