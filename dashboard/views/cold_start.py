"""Cold start view: what a fresh serving process pays on each route, pure functions of a report.

``timeline_figure`` draws each route's process from its start (one bar per phase: start python, import torch,
build or load, compile, first call, steady state) with the start-up budget as a line; ``routes_table`` puts the
figures side by side; ``budget_sentence`` says which routes give a correct first output within the budget. Which
route meets the budget is ``analyzers.report.cold_start_rows.budget_verdicts``: the CLI, this view and the export
read the same rule.
"""

from __future__ import annotations

import math

import pandas as pd
import plotly.graph_objects as go

from analyzers.report.cold_start_rows import (
    ROUTE_HELP,
    budget_verdicts,
    cold_start_of,
    fastest_start,
    regional_figures,
    routes_of,
)

from .chart_layout import readable
from .fmt import MISSING, as_float, plotly_text
from .sections import Absence, why_missing

DEFAULT_BUDGET_S = 30.0  # a common liveness probe's failure window (initialDelay + period × threshold)
MAX_BUDGET_S = 24 * 3600.0
NO_SECTION_NOTE = ("This run did not ask for a cold start: `python -m analyzers cold-start --model ...` (or New run's "
                   "cold-start option) starts fresh processes per route and times each to its first output.")
# one colour per phase name, the same on every route
PHASE_COLORS = {
    "start python": "#bab0ac", "import torch": "#9d755d", "import compiler": "#b279a2",
    "load cache artifacts": "#ff9da6", "build model": "#4c78a8", "load package": "#72b7b2", "load inputs": "#54a24b",
    "export": "#eeca3b", "package": "#f58518", "compile and first call": "#e45756", "first call": "#54a24b",
    "steady state": "#a0cbe8", "save cache artifacts": "#d8b5a5", "unfinished": "#d9d9d9",
}
OTHER_COLOR = "#888888"


def absence(report: dict) -> Absence | None:
    """Why the Cold start view has nothing for this run (no cold_start section); None where it has."""
    if cold_start_of(report):
        return None
    missing = why_missing(report, "cold_start")
    return Absence("info", NO_SECTION_NOTE, analysis="cold_start") if "did not ask" in missing.message else missing


def parse_budget(text: object) -> float:
    """The link's ``budget`` parameter as seconds (the default when missing or not a positive number)."""
    try:
        v = float(str(text))
    except (TypeError, ValueError):
        return DEFAULT_BUDGET_S
    return v if math.isfinite(v) and 0 < v <= MAX_BUDGET_S else DEFAULT_BUDGET_S


def format_budget(budget_s: float) -> str:
    return f"{budget_s:g}"


def lanes(report: dict) -> list[tuple[str, list[dict]]]:
    """(lane label, phases) top to bottom: each route's process, and the aot-package's build process above it."""
    out = []
    for r in routes_of(report):
        if r.get("build_phases"):
            out.append((f"{r['route']} (build)", r["build_phases"]))
        out.append((r["route"], r.get("phases") or []))
    return out


def timeline_figure(report: dict, budget_s: float | None = None) -> go.Figure:
    """Horizontal bars per phase, seconds from each process's start; a dashed line at the budget."""
    fig = go.Figure()
    rows = lanes(report)
    labels = [plotly_text(label) for label, _ in rows]
    seen: set[str] = set()
    for label, phases in rows:
        for p in phases:
            start, end = as_float(p.get("start_s")), as_float(p.get("end_s"))
            if start is None or end is None:
                continue
            name = str(p.get("name") or "?")
            rss = as_float(p.get("peak_rss_mb"))
            mem = f"<br>peak RSS {rss:.0f} MB" if rss is not None else ""
            fig.add_trace(go.Bar(
                y=[plotly_text(label)], x=[max(end - start, 0.0)], base=[start], orientation="h",
                name=plotly_text(name), legendgroup=name, showlegend=name not in seen,
                marker_color=PHASE_COLORS.get(name, OTHER_COLOR),
                hovertemplate=f"{plotly_text(label)}<br>{plotly_text(name)}: %{{base:.2f}}–{end:.2f} s "
                              f"({end - start:.2f} s){mem}<extra></extra>"))
            seen.add(name)
    firsts = [(plotly_text(r["route"]), r["first_output_s"]) for r in routes_of(report)
              if isinstance(r.get("first_output_s"), (int, float))]
    if firsts:
        fig.add_trace(go.Scatter(y=[y for y, _ in firsts], x=[x for _, x in firsts], mode="markers",
                                 name="first output", marker={"symbol": "diamond", "size": 11, "color": "#222"},
                                 hovertemplate="%{y}: first output at %{x:.2f} s<extra></extra>"))
    if budget_s:
        fig.add_vline(x=budget_s, line_dash="dash", line_color="#d62728",
                      annotation_text=f"budget {budget_s:g} s", annotation_position="top")
    fig.update_layout(barmode="overlay", height=max(260, 70 + 48 * len(rows)),
                      margin={"l": 10, "r": 10, "t": 40, "b": 40},
                      legend={"orientation": "h", "y": -0.25, "x": 0}, xaxis_title="seconds from the process start",
                      yaxis={"categoryorder": "array", "categoryarray": labels[::-1]})
    return readable(fig)


def _ci(r: dict) -> str:
    ci = r.get("steady_ci_ms")
    return f"{ci[0]:.4g}–{ci[1]:.4g}" if isinstance(ci, list) and len(ci) == 2 else MISSING


def _num(v: object, fmt: str) -> str:
    f = as_float(v)
    return MISSING if f is None else format(f, fmt)


TRACE_LOGGING_COLUMN = "of it, trace logging (s)"


def routes_table(report: dict, budget_s: float | None = None) -> pd.DataFrame:
    """The start of each route: first output, budget verdict, numerics, and why a route has none."""
    verdicts = {v["route"]: v for v in budget_verdicts(report, budget_s)}
    routes = routes_of(report)
    traced = any(as_float(r.get("trace_logging_s")) is not None for r in routes)
    out = []
    for r in routes:
        v = verdicts.get(r["route"], {})
        out.append({
            "Route": r["route"], "Status": r.get("status") or MISSING,
            "First output (s)": _num(r.get("first_output_s"), ".2f"),
            # the jit routes run under TORCH_TRACE for their cache lookups: torch's count of its logging seconds
            **({TRACE_LOGGING_COLUMN: _num(r.get("trace_logging_s"), ".2f")} if traced else {}),
            "Meets budget": {True: "yes", False: "no"}.get(v.get("meets"), MISSING),
            "Numerics": {True: "same as eager", False: "DIFFERS"}.get(r.get("numerics_passed"), MISSING),
            "Error": ((r.get("error") or {}).get("message") or "")[:160],
        })
    return pd.DataFrame(out)


def steady_table(report: dict) -> pd.DataFrame:
    """Steady state and memory of each route: latency (median, 95 % interval) against eager's, peak RSS and GPU
    memory, compile threads."""
    rows = routes_of(report)
    eager = next((as_float(r.get("steady_ms")) for r in rows if r["route"] == "eager"), None)
    out = []
    for r in rows:
        steady = as_float(r.get("steady_ms"))
        out.append({
            "Route": r["route"], "Steady (ms)": _num(steady, ".4g"), "95 % interval (ms)": _ci(r),
            "Speedup vs eager": f"{eager / steady:.3g}×" if eager and steady else MISSING,
            "Peak RSS (MB)": _num(r.get("peak_rss_mb"), ".0f"), "Peak GPU (MB)": _num(r.get("peak_gpu_mb"), ".0f"),
            "Compile threads": _num(r.get("compile_threads"), ".0f"),
        })
    return pd.DataFrame(out)


def aot_table(report: dict) -> pd.DataFrame:
    """The AOT package's build: export, package build and size, the build process's peak memory."""
    r = next((r for r in routes_of(report) if r["route"] == "aot-package"), None)
    if not r or not r.get("build_phases"):
        return pd.DataFrame()
    return pd.DataFrame([{
        "Export (s)": _num(r.get("export_s"), ".2f"), "Package build (s)": _num(r.get("package_build_s"), ".2f"),
        "Package (MB)": _num(r.get("package_mb"), ".1f"), "Build process (s)": _num(r.get("build_process_s"), ".1f"),
        "Build peak RSS (MB)": _num(r.get("build_peak_rss_mb"), ".0f"),
        "Build peak GPU (MB)": _num(r.get("build_peak_gpu_mb"), ".0f"),
    }])


def regional_route(report: dict) -> dict | None:
    """The jit-regional row that found a block (None: no such route, or it had no block)."""
    r = next((r for r in routes_of(report) if r["route"] == "jit-regional"), None)
    return r if r and isinstance(r.get("block"), dict) else None


def _ratio(v: object) -> str:
    f = as_float(v)
    return MISSING if f is None else f"{f:.2f}×"


def regional_table(report: dict) -> pd.DataFrame:
    """jit-regional's block and what Dynamo made of it, beside jit-cold: the block's path, copies and class, the
    graphs Dynamo compiled for the copies, whether it recompiled per copy, first output and steady latency as
    regional ÷ whole-model (``cold_start_rows.regional_figures``: the figures ``show`` words too)."""
    r = regional_route(report)
    if r is None:
        return pd.DataFrame()
    block, acc = r["block"], r.get("regional") if isinstance(r.get("regional"), dict) else {}
    f = regional_figures(routes_of(report)) or {}
    return pd.DataFrame([{
        "Block": str(block.get("path") or MISSING), "Copies": _num(block.get("copies"), ".0f"),
        "Class": str(block.get("class") or MISSING), "Graphs Dynamo compiled": _num(acc.get("compiles"), ".0f"),
        "Recompiled per copy": {True: "yes", False: "no"}.get(acc.get("per_copy"), MISSING),
        "First output ÷ jit-cold": _ratio(f.get("first_output_ratio")),
        "Steady ÷ jit-cold": _ratio(f.get("steady_ratio")),
    }])


def regional_sentence(report: dict) -> str | None:
    """What regional compilation saved and cost (the note the engine wrote), else Dynamo's verdict alone."""
    r = regional_route(report)
    if r is None:
        return None
    acc = r.get("regional") if isinstance(r.get("regional"), dict) else {}
    return str(r.get("regional_note") or acc.get("verdict") or "") or None


def regional_guard(report: dict) -> dict | None:
    """The guard that failed between copies (``guard``, ``code``, ``where``, ``hint``, ``fix``, every copy's failed
    guard), or None where the copies shared one compile."""
    r = regional_route(report)
    acc = (r or {}).get("regional") if isinstance((r or {}).get("regional"), dict) else {}
    g = acc.get("guard") if acc.get("per_copy") else None
    return dict(g, fix=acc.get("fix"), past_limit=acc.get("past_limit"), limit=acc.get("recompile_limit")) \
        if isinstance(g, dict) else None


def budget_sentence(report: dict, budget_s: float) -> str:
    verdicts = budget_verdicts(report, budget_s)
    meet = [v["route"] for v in verdicts if v["meets"]]
    if not verdicts:
        return "No route has a result yet."
    best = fastest_start(report)
    head = (f"{len(meet)} of {len(verdicts)} routes give a correct first output within {budget_s:g} s"
            + (f": {', '.join(meet)}." if meet else "."))
    if best:
        head += f" Fastest start: {best['route']} ({best['first_output_s']:.2f} s)."
    return head


def failures(report: dict) -> list[dict]:
    """Routes with an error: route, stage, message, traceback, the user's line and the break row's link. A route
    skipped (not asked for, or its cache never made) is no failure: the routes table says why."""
    out = []
    for r in routes_of(report):
        err = r.get("error")
        if isinstance(err, dict) and err.get("message") and r.get("status") != "skipped":
            frame = err.get("user_frame") or {}
            out.append({"route": r["route"], "stage": err.get("stage") or "?", "message": str(err["message"]),
                        "traceback": str(err.get("traceback") or ""),
                        "where": f"{frame['file']}:{frame['line']}" if frame.get("file") else "",
                        "break_link": r.get("break_link")})
    return out


def notes_of(report: dict) -> list[str]:
    section = cold_start_of(report) or {}
    return [str(n) for n in section.get("notes") or []]


def route_help() -> list[str]:
    return [f"{name}: {text}" for name, text in ROUTE_HELP.items()]
