"""Against the limit: the roofline plot, the forward's floor next to its measured time, kernel limits.

Reads the ``roofline`` section (``analyzers/analyses/hardware/roofline.py``): ``peaks`` {matmul_tflops,
matmul_tflops_tf32, copy_gbps}, ``work`` {flops, min_bytes, ...}, ``floor_ms``, ``measured_ms``, ``kernels``
{eager, compiled: points}.

Nothing physically impossible is shown: every achieved rate, share of a limit and speed against the floor passes
through ``shown_point`` / ``floor_speed`` here (the Source view's share too: both views label it ``LIMIT_SHARE`` and
explain it with ``limit_share_note``). A figure beyond the device's measured peaks means the work counted for it is
wrong (an overcount from shapes, bytes served from the L2 cache): it is not shown, and its cell says
``NOT_ESTIMATED``.
"""

from __future__ import annotations

import math

import pandas as pd
import plotly.graph_objects as go

from .chart_layout import readable
from .fmt import MISSING, as_float
from .sections import items, section

NOT_ESTIMATED = "not estimated (the work estimate exceeds the hardware's peak)"
LAYOUT_WORK = "0 FLOPs: a layout conversion (bytes not estimated)"
NO_TF32_RATE = "not estimated (the TF32 rate was not measured)"
MARKERS = {"eager": ("circle", "#f58518"), "compiled": ("diamond", "#4c78a8")}


def roofline_of(report: dict) -> dict:
    return section(report, "roofline")


def _points(rf: dict, label: str) -> list[dict]:
    k = rf.get("kernels")
    return [p for p in items(k.get(label) if isinstance(k, dict) else None) if isinstance(p, dict)]


def _esc(text: object) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def peaks_of(rf: dict) -> dict:
    return rf.get("peaks") if isinstance(rf.get("peaks"), dict) else {}


def top_compute_peak(peaks: dict) -> float | None:
    """The highest compute rate measured (TFLOP/s): the matmul in the run's dtype, or as TF32."""
    rates = [as_float(peaks.get(k)) for k in ("matmul_tflops", "matmul_tflops_tf32")]
    rates = [r for r in rates if r]
    return max(rates) if rates else None


def shown_point(p: dict, peaks: dict) -> dict:
    """A kernel point as every view shows it: a copy in which a rate above the device's peaks (TFLOP/s above the
    kernel's compute roof, GB/s above the copy bandwidth) and a share of the limit above 1 are None, with
    ``not_estimated`` saying why (also for a layout transpose, which does no FLOPs and whose bytes are not known).
    """
    out = dict(p)
    roof = as_float(p.get("peak_tflops")) or as_float(peaks.get("matmul_tflops"))
    bandwidth = as_float(peaks.get("copy_gbps"))
    tflops, gbps, share = as_float(p.get("tflops")), as_float(p.get("gbps")), as_float(p.get("limit_share"))
    if p.get("work_source") == "layout":
        out.update(gbps=None, limit_share=None, intensity=None, not_estimated=LAYOUT_WORK)
        return out
    if p.get("flops") and p.get("peak_tflops", 0) is None:  # its roof (TF32) was never measured
        out.update(limit_share=None, bound=None, not_estimated=NO_TF32_RATE)
        return out
    over_compute = tflops is not None and roof is not None and tflops > roof
    over_memory = gbps is not None and bandwidth is not None and gbps > bandwidth
    if over_compute or over_memory or (share is not None and share > 1) or p.get("exceeds_peak"):
        if over_compute or not over_memory and p.get("bound") == "compute":
            out.update(tflops=None, flops=None)
        if over_memory or not over_compute and p.get("bound") == "memory":
            out.update(gbps=None, bytes=None)
        out.update(intensity=None, limit_share=None, limit_us=None, bound=None, not_estimated=NOT_ESTIMATED)
    return out


def shown_points(rf: dict, label: str) -> list[dict]:
    """A mode's kernel points through ``shown_point``."""
    peaks = peaks_of(rf)
    return [shown_point(p, peaks) for p in _points(rf, label)]


def limit_shares(rf: dict, label: str) -> dict[str, float | None]:
    """Kernel name -> its share of its limit where it can be shown; None where it is not estimated (the Source
    view's ``LIMIT_SHARE``)."""
    out: dict[str, float | None] = {}
    for p in shown_points(rf, label):
        if p.get("name") and (as_float(p.get("limit_share")) is not None or p.get("not_estimated")):
            out[str(p["name"])] = as_float(p.get("limit_share"))
    return out


def floor_speed(rf: dict, key: str) -> float | None:
    """How fast a measured time runs against the forward's floor (floor ÷ time), None where that is above 1: a
    forward faster than its floor means the work counted for the floor is more than the forward did."""
    shares = rf.get("floor_share") if isinstance(rf.get("floor_share"), dict) else {}
    share = as_float(shares.get(key))
    return share if share is not None and share <= 1.0 else None


def _limit_text(p: dict) -> str:
    """``compute bound, 67.4 % of its limit`` (a shown point), or why there is no share."""
    share = as_float(p.get("limit_share"))
    if share is None or not p.get("bound"):
        return str(p.get("not_estimated") or "limit not estimated")
    return f"{p['bound']} bound, {share:.1%} of its limit"


def roofline_figure(rf: dict, highlight: str | None = None) -> go.Figure:
    """Log-log roofline: achieved TFLOP/s against arithmetic intensity, one marker per kernel name.

    The roof is min(peak matmul rate, intensity x copy bandwidth); marker size grows with the
    kernel's time. Kernels without both FLOPs and bytes are left out (see the table).
    """
    peaks = peaks_of(rf)
    pf, pb = as_float(peaks.get("matmul_tflops")), as_float(peaks.get("copy_gbps"))
    tf32 = as_float(peaks.get("matmul_tflops_tf32"))
    fig = go.Figure()
    xs_all = []
    for label in ("eager", "compiled"):
        pts = [p for p in shown_points(rf, label) if as_float(p.get("intensity")) and as_float(p.get("tflops"))]
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
            customdata=[[_esc(p.get("name")), p.get("total_us"), p.get("gbps"), _limit_text(p)] for p in pts],
            hovertemplate="%{customdata[0]}<br>%{y:.3g} TFLOP/s · %{customdata[2]:.4g} GB/s<br>"
                          "intensity %{x:.3g} FLOP/B · %{customdata[1]:.1f} µs<br>"
                          "%{customdata[3]}<extra>" + label + "</extra>",
        ))
    if pf and pb:
        lo = min(xs_all + [pf * 1e3 / pb / 100, 0.01])
        hi = max(xs_all + [pf * 1e3 / pb * 100])
        ridge = pf * 1e3 / pb  # FLOP/B where the two roofs meet (TFLOP/s -> GFLOP/s over GB/s)
        xs = [lo, ridge, hi]
        fig.add_trace(go.Scatter(x=xs, y=[min(pf, x * pb / 1e3) for x in xs], mode="lines", name="roof",
                                 line={"color": "black", "width": 2},
                                 hovertemplate="roof %{y:.3g} TFLOP/s at %{x:.3g} FLOP/B<extra></extra>"))
        as_tf32 = any(as_float(p.get("peak_tflops")) == tf32 for lb in ("eager", "compiled") for p in _points(rf, lb))
        if tf32 and tf32 > pf and as_tf32:  # fp32 kernels on tensor cores (cuDNN's convolutions) run as TF32
            hi_tf32 = max(hi, tf32 * 1e3 / pb * 10)
            xs = [lo, tf32 * 1e3 / pb, hi_tf32]
            fig.add_trace(go.Scatter(x=xs, y=[min(tf32, x * pb / 1e3) for x in xs], mode="lines",
                                     name="roof as TF32", line={"color": "black", "width": 1, "dash": "dash"},
                                     hovertemplate="TF32 roof %{y:.3g} TFLOP/s at %{x:.3g} FLOP/B<extra></extra>"))
    fig.update_xaxes(type="log", title_text="arithmetic intensity (FLOP / byte)")
    fig.update_yaxes(type="log", title_text="achieved TFLOP/s")
    title = {"text": "Roofline", "x": 0, "xanchor": "left", "automargin": True}
    if pf and pb:  # a subtitle: on one line with the title, both were cut at a narrow chart's edges
        as_tf32 = f" ({tf32:.4g} as TF32)" if tf32 and tf32 > pf else ""
        title["subtitle"] = {"text": f"peaks measured: {pf:.4g} TFLOP/s matmul{as_tf32}, {pb:.4g} GB/s copy"}
    fig.update_layout(title=title, height=420, margin={"l": 10, "r": 10, "t": 40, "b": 10})
    return readable(fig)


def _ms(v) -> str:
    x = as_float(v)
    return MISSING if x is None else (f"{x:.3f} ms" if x < 100 else f"{x:.0f} ms")


MEASURED_LABELS = {"eager": "eager (benchmark median)", "compiled": "compiled (benchmark median)",
                   "eager_profiled": "eager · profiled forward (with profiler overhead)",
                   "compiled_profiled": "compiled · profiled forward (with profiler overhead)"}


def floor_table(rf: dict) -> pd.DataFrame:
    """The forward's floor (compute and memory) and each measured time as a share of it (``floor_speed``)."""
    rows = []
    work = rf.get("work") if isinstance(rf.get("work"), dict) else {}
    peaks = peaks_of(rf)
    flops, nbytes = as_float(work.get("flops")), as_float(work.get("min_bytes"))
    rows.append({"": "work per forward", "time": MISSING,
                 "detail": f"{flops / 1e9:,.1f} GFLOP · {nbytes / 2**20:,.1f} MiB moved at least"
                 if flops is not None and nbytes is not None else MISSING})
    tf32 = as_float(peaks.get("matmul_tflops_tf32"))
    convs = any("conv" in str(op) and as_float(v) for op, v in (work.get("flops_by_op") or {}).items()) \
        if isinstance(work.get("flops_by_op"), dict) else False
    rate = ("FLOPs / measured matmul rate" + (f" (convolutions at the TF32 rate, {tf32:.4g} TFLOP/s)"
                                              if convs and tf32 and tf32 > (as_float(peaks.get("matmul_tflops")) or 0)
                                              else ""))
    rows.append({"": "compute floor", "time": _ms(rf.get("compute_ms")), "detail": rate})
    rows.append({"": "memory floor", "time": _ms(rf.get("memory_ms")), "detail": "bytes / measured copy bandwidth"})
    rows.append({"": "floor", "time": _ms(rf.get("floor_ms")),
                 "detail": f"{rf.get('bound')} bound" if rf.get("bound") else "not estimated"})
    shares = rf.get("floor_share") if isinstance(rf.get("floor_share"), dict) else {}
    measured = rf.get("measured_ms") if isinstance(rf.get("measured_ms"), dict) else {}
    what = rf.get("measured_what") if isinstance(rf.get("measured_what"), str) else ""
    for key, v in measured.items():
        speed = floor_speed(rf, key)
        label = MEASURED_LABELS.get(key, key)
        if what and key in ("eager", "compiled"):
            label = f"{key} · {what}"
        detail = (f"runs at {speed:.0%} of the floor's speed" if speed is not None else
                  NOT_ESTIMATED if as_float(shares.get(key)) is not None else MISSING)
        rows.append({"": label, "time": _ms(v), "detail": detail})
    return pd.DataFrame(rows, columns=["", "time", "detail"])


# A kernel's share of its limit: one label and one note for the Kernels and the Source views (``limit_share_note``)
LIMIT_SHARE = "% of measured peak"


def limit_share_note(rf: dict) -> str:
    """What ``LIMIT_SHARE`` holds, naming the device's measured peaks; '' where none was measured."""
    peaks = peaks_of(rf)
    gbps, tflops, tf32 = (as_float(peaks.get(k)) for k in ("copy_gbps", "matmul_tflops", "matmul_tflops_tf32"))
    limits = []
    if gbps:
        limits.append(f"the copy bandwidth, {gbps:,.0f} GB/s, for a memory-bound kernel")
    if tflops:
        as_tf32 = f" ({tf32:,.4g} as TF32)" if tf32 and tf32 > tflops else ""
        limits.append(f"the matmul rate, {tflops:,.4g} TFLOP/s{as_tf32}, for a compute-bound one")
    if not limits:
        return ""
    return (f"{LIMIT_SHARE}: a kernel's achieved rate over this device's measured peak for what bounds it — "
            + "; ".join(limits) + ".")


LIMIT_COLUMNS = ["kernel", "kind", "total µs", "GFLOP", "MB", "TFLOP/s", "GB/s", "bound", LIMIT_SHARE, "from"]
# folded out of the table at 1280 px (``Table.detail``): what the kernel is, its time, bound and share of peak stay
LIMIT_DETAIL = ("GFLOP", "MB", "TFLOP/s", "GB/s", "from")


def kernel_limits_table(rf: dict, label: str) -> pd.DataFrame:
    rows = []
    for p in shown_points(rf, label):
        flops, nbytes, share = as_float(p.get("flops")), as_float(p.get("bytes")), as_float(p.get("limit_share"))
        rows.append({
            "kernel": p.get("name"), "kind": p.get("kind") or "", "total µs": as_float(p.get("total_us")),
            "GFLOP": round(flops / 1e9, 4) if flops is not None else None,
            "MB": round(nbytes / 1e6, 3) if nbytes else None,
            "TFLOP/s": as_float(p.get("tflops")), "GB/s": as_float(p.get("gbps")),
            "bound": p.get("not_estimated") or p.get("bound"),
            LIMIT_SHARE: round(share * 100, 1) if share is not None else None, "from": p.get("work_source") or "",
        })
    rows.sort(key=lambda r: -(r["total µs"] or 0))
    return pd.DataFrame(rows, columns=LIMIT_COLUMNS)


def notes_of(rf: dict) -> list[str]:
    out = [str(n) for n in items(rf.get("notes"))]
    for label in ("eager", "compiled"):
        over = [p for p in shown_points(rf, label) if p.get("not_estimated") == NOT_ESTIMATED]
        if over:
            names = ", ".join(sorted({str(p.get("name"))[:60] for p in over})[:3])
            out.append(f"{label}: {len(over)} kernel(s) not estimated ({names}): the FLOPs or bytes counted from "
                       "their shapes would run them faster than this device's measured peaks, so the count is more "
                       "than they did or moved (bytes served from the L2 cache, say); their rates are left out.")
        layout = [p for p in shown_points(rf, label) if p.get("not_estimated") == LAYOUT_WORK]
        if layout:
            out.append(f"{label}: {len(layout)} layout conversion kernel(s) (cuDNN's copies of a tensor into "
                       "another memory format around its convolutions, NCHW ↔ NHWC): they move bytes and do none of "
                       "the convolution's FLOPs, which are counted at the convolution's own kernel.")
    return out
