"""Against the limit: the roofline plot, the forward's floor next to its measured time, kernel limits.

Reads the ``roofline`` section (``analyzers/analyses/hardware/roofline.py``): ``peaks`` {matmul_tflops, copy_gbps},
``work`` {flops, min_bytes, ...}, ``floor_ms``, ``measured_ms``, ``kernels`` {eager, compiled: points}.
"""

from __future__ import annotations

import math

import pandas as pd
import plotly.graph_objects as go

from .chart_layout import readable
from .fmt import MISSING, as_float
from .sections import items, section

MARKERS = {"eager": ("circle", "#f58518"), "compiled": ("diamond", "#4c78a8")}


def roofline_of(report: dict) -> dict:
    return section(report, "roofline")


def _points(rf: dict, label: str) -> list[dict]:
    k = rf.get("kernels")
    return [p for p in items(k.get(label) if isinstance(k, dict) else None) if isinstance(p, dict)]


def _esc(text: object) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def roofline_figure(rf: dict, highlight: str | None = None) -> go.Figure:
    """Log-log roofline: achieved TFLOP/s against arithmetic intensity, one marker per kernel name.

    The roof is min(peak matmul rate, intensity x copy bandwidth); marker size grows with the
    kernel's time. Kernels without both FLOPs and bytes are left out (see the table).
    """
    peaks = rf.get("peaks") if isinstance(rf.get("peaks"), dict) else {}
    pf, pb = as_float(peaks.get("matmul_tflops")), as_float(peaks.get("copy_gbps"))
    fig = go.Figure()
    xs_all = []
    for label in ("eager", "compiled"):
        pts = [p for p in _points(rf, label) if as_float(p.get("intensity")) and as_float(p.get("tflops"))]
        if not pts:
            continue
        xs_all += [p["intensity"] for p in pts]
        sym, color = MARKERS[label]
        t_max = max(as_float(p.get("total_us")) or 0 for p in pts) or 1.0
        fig.add_trace(go.Scatter(
            x=[p["intensity"] for p in pts], y=[p["tflops"] for p in pts], mode="markers", name=label,
            marker={"symbol": sym, "color": color, "opacity": 0.75,
                    "size": [6 + 18 * math.sqrt((as_float(p.get("total_us")) or 0) / t_max) for p in pts],
                    "line": {"width": [3 if p.get("name") == highlight else 0 for p in pts], "color": "black"}},
            customdata=[[_esc(p.get("name")), p.get("total_us"), p.get("gbps"), p.get("limit_share"), p.get("bound")]
                        for p in pts],
            hovertemplate="%{customdata[0]}<br>%{y:.3g} TFLOP/s · %{customdata[2]:.4g} GB/s<br>"
                          "intensity %{x:.3g} FLOP/B · %{customdata[1]:.1f} µs<br>"
                          "%{customdata[4]} bound, %{customdata[3]:.1%} of its limit<extra>" + label + "</extra>",
        ))
    if pf and pb:
        lo = min(xs_all + [pf * 1e3 / pb / 100, 0.01])
        hi = max(xs_all + [pf * 1e3 / pb * 100])
        ridge = pf * 1e3 / pb  # FLOP/B where the two roofs meet (TFLOP/s -> GFLOP/s over GB/s)
        xs = [lo, ridge, hi]
        fig.add_trace(go.Scatter(x=xs, y=[min(pf, x * pb / 1e3) for x in xs], mode="lines", name="roof",
                                 line={"color": "black", "width": 2},
                                 hovertemplate="roof %{y:.3g} TFLOP/s at %{x:.3g} FLOP/B<extra></extra>"))
    fig.update_xaxes(type="log", title_text="arithmetic intensity (FLOP / byte)")
    fig.update_yaxes(type="log", title_text="achieved TFLOP/s")
    title = {"text": "Roofline", "x": 0, "xanchor": "left", "automargin": True}
    if pf and pb:  # a subtitle: on one line with the title, both were cut at a narrow chart's edges
        title["subtitle"] = {"text": f"peaks measured: {pf:.4g} TFLOP/s matmul, {pb:.4g} GB/s copy"}
    fig.update_layout(title=title, height=420, margin={"l": 10, "r": 10, "t": 40, "b": 10})
    return readable(fig)


def _ms(v) -> str:
    x = as_float(v)
    return MISSING if x is None else (f"{x:.3f} ms" if x < 100 else f"{x:.0f} ms")


MEASURED_LABELS = {"eager": "eager (benchmark median)", "compiled": "compiled (benchmark median)",
                   "eager_profiled": "eager (profiled forward)", "compiled_profiled": "compiled (profiled forward)"}


def floor_table(rf: dict) -> pd.DataFrame:
    """The forward's floor (compute and memory) and each measured time as a share of it."""
    rows = []
    work = rf.get("work") if isinstance(rf.get("work"), dict) else {}
    flops, nbytes = as_float(work.get("flops")), as_float(work.get("min_bytes"))
    rows.append({"": "work per forward", "time": MISSING,
                 "detail": f"{flops / 1e9:,.1f} GFLOP · {nbytes / 2**20:,.1f} MiB moved at least"
                 if flops is not None and nbytes is not None else MISSING})
    rows.append({"": "compute floor", "time": _ms(rf.get("compute_ms")), "detail": "FLOPs / measured matmul rate"})
    rows.append({"": "memory floor", "time": _ms(rf.get("memory_ms")), "detail": "bytes / measured copy bandwidth"})
    rows.append({"": "floor", "time": _ms(rf.get("floor_ms")), "detail": f"{rf.get('bound') or '?'} bound"})
    shares = rf.get("floor_share") if isinstance(rf.get("floor_share"), dict) else {}
    measured = rf.get("measured_ms") if isinstance(rf.get("measured_ms"), dict) else {}
    what = rf.get("measured_what") if isinstance(rf.get("measured_what"), str) else ""
    for key, v in measured.items():
        share = as_float(shares.get(key))
        label = MEASURED_LABELS.get(key, key)
        if what and key in ("eager", "compiled"):
            label = f"{key} ({what})"
        rows.append({"": label, "time": _ms(v),
                     "detail": f"runs at {share:.0%} of the floor's speed" if share is not None else MISSING})
    return pd.DataFrame(rows, columns=["", "time", "detail"])


LIMIT_COLUMNS = ["kernel", "kind", "total µs", "GFLOP", "MB", "TFLOP/s", "GB/s", "bound", "% of limit", "from"]


def kernel_limits_table(rf: dict, label: str) -> pd.DataFrame:
    rows = []
    for p in _points(rf, label):
        flops, nbytes, share = as_float(p.get("flops")), as_float(p.get("bytes")), as_float(p.get("limit_share"))
        rows.append({
            "kernel": p.get("name"), "kind": p.get("kind") or "", "total µs": as_float(p.get("total_us")),
            "GFLOP": round(flops / 1e9, 4) if flops else None, "MB": round(nbytes / 1e6, 3) if nbytes else None,
            "TFLOP/s": as_float(p.get("tflops")), "GB/s": as_float(p.get("gbps")), "bound": p.get("bound"),
            "% of limit": round(share * 100, 1) if share is not None else None, "from": p.get("work_source") or "",
        })
    rows.sort(key=lambda r: -(r["total µs"] or 0))
    return pd.DataFrame(rows, columns=LIMIT_COLUMNS)


def notes_of(rf: dict) -> list[str]:
    out = [str(n) for n in items(rf.get("notes"))]
    for label in ("eager", "compiled"):
        over = [p for p in _points(rf, label) if (as_float(p.get("limit_share")) or 0) > 1.0]
        if over:
            names = ", ".join(sorted({str(p.get("name"))[:60] for p in over})[:3])
            out.append(f"{label}: {len(over)} kernel(s) above 100 % of their limit ({names}): their FLOPs or bytes "
                       "are estimates from shapes that overcount the work; read their share as an upper bound.")
    return out
