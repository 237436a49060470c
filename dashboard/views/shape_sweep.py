"""A dynamic-shape sweep (pure): record -> calls table, per-setting totals, Plotly timeline of calls.

The record is ``<runs>/shape_sweeps/<id>.json`` as ``analyzers.shape_sweep`` writes it: one entry per
dynamic setting, each with its calls (shape, recompiled, guard reason, latency) and totals.
"""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

from .chart_layout import readable
from .fmt import as_float, plotly_text

COLUMNS = ["dynamic", "call", "batch", "seq", "status", "recompiled", "compiles", "CUDA graphs recorded", "compile s",
           "first call ms", "median ms", "guard", "source", "error"]
TOTAL_COLUMNS = ["dynamic", "status", "calls", "recompiles", "compile s", "failures", "median ms (mean)", "reason"]
_COLORS = {"false": "#d62728", "true": "#1f77b4", "auto": "#2ca02c"}


def settings_of(record: dict) -> list[dict]:
    return [s for s in record.get("settings") or [] if isinstance(s, dict)]


def calls_table(record: dict) -> pd.DataFrame:
    rows = []
    for s in settings_of(record):
        for c in s.get("calls") or []:
            if not isinstance(c, dict):
                continue
            rows.append({
                "dynamic": s.get("dynamic"), "call": c.get("index"), "batch": c.get("batch"), "seq": c.get("seq"),
                "status": c.get("status"), "recompiled": bool(c.get("recompiled")), "compiles": c.get("compiles"),
                # mode reduce-overhead: a new input size records a new CUDA graph; None before that
                "CUDA graphs recorded": c.get("cudagraph_recordings"),
                "compile s": as_float(c.get("compile_s")), "first call ms": as_float(c.get("first_call_ms")),
                "median ms": as_float(c.get("median_ms")), "guard": c.get("guard") or "",
                "source": c.get("source") or "", "error": c.get("error") or "",
            })
    return pd.DataFrame(rows, columns=COLUMNS)


def totals_table(record: dict) -> pd.DataFrame:
    rows = []
    for s in settings_of(record):
        t = s.get("totals") or {}
        meds = [as_float(c.get("median_ms")) for c in s.get("calls") or [] if isinstance(c, dict)]
        meds = [m for m in meds if m is not None]
        rows.append({
            "dynamic": s.get("dynamic"), "status": s.get("status"), "calls": t.get("calls", 0),
            "recompiles": t.get("recompiles", 0), "compile s": as_float(t.get("compile_s")),
            "failures": t.get("failures", 0), "median ms (mean)": sum(meds) / len(meds) if meds else None,
            "reason": s.get("reason") or "",
        })
    return pd.DataFrame(rows, columns=TOTAL_COLUMNS)


def _hover(row: pd.Series) -> str:
    lines = [f"dynamic={row['dynamic']} · call {row['call']} · batch {row['batch']}, seq {row['seq']}"]
    if row["status"] == "failed":
        lines.append(f"FAILED: {row['error']}")
    if row["median ms"] is not None and row["median ms"] == row["median ms"]:
        lines.append(f"median {row['median ms']:.3f} ms")
    if row["first call ms"] is not None and row["first call ms"] == row["first call ms"]:
        lines.append(f"first call {row['first call ms']:.1f} ms")
    if row["recompiled"]:
        lines.append(f"RECOMPILED ({row['compile s'] or 0:.2f} s compile)")
        if row["guard"]:
            lines.append(f"guard failed: {row['guard']}")
    elif row["compiles"]:
        lines.append(f"compiled ({row['compile s'] or 0:.2f} s)")
    if row["source"]:
        lines.append(f"at {row['source']}")
    return "<br>".join(plotly_text(x) for x in lines)


def timeline_figure(table: pd.DataFrame, y: str = "median ms") -> go.Figure:
    """x = call index, y = latency, one line per dynamic setting; recompiles and failures marked."""
    fig = go.Figure()
    for dyn, t in table.groupby("dynamic", sort=False):
        color = _COLORS.get(str(dyn), None)
        t = t.sort_values("call")
        ok = t[t["status"] != "failed"]
        fig.add_scatter(x=ok["call"], y=ok[y], mode="lines+markers", name=f"dynamic={plotly_text(dyn)}",
                        line=dict(color=color), marker=dict(size=7, symbol="circle"), legendgroup=str(dyn),
                        hovertext=[_hover(r) for _, r in ok.iterrows()], hoverinfo="text")
        rec = ok[ok["recompiled"]]
        if not rec.empty:
            fig.add_scatter(x=rec["call"], y=rec[y], mode="markers", name=f"recompile (dynamic={plotly_text(dyn)})",
                            marker=dict(size=15, symbol="star", color=color, line=dict(width=1, color="black")),
                            legendgroup=str(dyn), hovertext=[_hover(r) for _, r in rec.iterrows()], hoverinfo="text")
        bad = t[t["status"] == "failed"]
        if not bad.empty:
            fig.add_scatter(x=bad["call"], y=[0] * len(bad), mode="markers", name=f"failed call (dynamic={plotly_text(dyn)})",
                            marker=dict(size=14, symbol="x", color=color, line=dict(width=1, color="black")),
                            legendgroup=str(dyn), hovertext=[_hover(r) for _, r in bad.iterrows()], hoverinfo="text")
    title = "Calls: median latency" if y == "median ms" else "Calls: first-call wall time (includes compile)"
    fig.update_layout(title=title, xaxis_title="call", yaxis_title="ms", height=380, margin=dict(t=40, b=30),
                      hovermode="closest")
    if not table.empty:
        # x is the call index (ticks name each call's shape): no zero line drawn over call #0's points
        fig.update_xaxes(tickmode="array", tickvals=sorted(table["call"].dropna().unique()),
                         ticktext=[_tick(table, c) for c in sorted(table["call"].dropna().unique())], zeroline=False)
    if y == "first call ms":
        fig.update_yaxes(type="log")
    return readable(fig)


def _tick(table: pd.DataFrame, call) -> str:
    row = table[table["call"] == call].iloc[0]
    return f"#{int(call)} {row['batch']}×{row['seq']}"


def status_counts(record: dict) -> dict[str, int]:
    out: dict[str, int] = {}
    for s in settings_of(record):
        out[s.get("status", "?")] = out.get(s.get("status", "?"), 0) + 1
    return out
