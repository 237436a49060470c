"""Timeline of one forward, eager above compiled on the same time axis (µs from the forward's start).

Lanes: ``CPU ops`` (the forward's outermost ranges: ATen ops, compiled-region and graph-call
ranges), ``CPU ops ›`` (one level deeper), ``launch`` (runtime/driver launch calls) and one lane per
GPU stream (kernels, memcpy, memset); on CPU runs the kernels lane holds the CPU kernels.

Long forwards stay responsive: only bars inside ``window`` are drawn, and when a lane still has more
than its share of ``max_bars``, neighbouring bars are merged into one per time bucket (hover says how
many and their exact summed time). Totals (``lane_totals``) are always computed on every bar.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from analyzers.report.figures import timeline_text

from .blocks import join_range, split_range
from .fmt import as_float, md_table
from .kernels import KIND_COLORS, LABELS, mode_label, mode_of
from .sections import items

# Bars drawn for the whole figure (both modes; about 150 per lane, one per ~8 px of a wide chart); more
# are merged per time bucket. Drawing costs the browser about 0.1 ms a bar on a small machine.
MAX_BARS = 1200
# Kernels offered in the highlight box: a few thousand options cost a fresh open about 0.2 s in the
# browser, and nobody scrolls them; any kernel can still be highlighted from a link (the Kernels view).
HIGHLIGHT_CHOICES = 200
CPU_COLOR = "#9ecae9"
LAUNCH_COLOR = "#b279a2"


@dataclass(slots=True)
class Bar:
    lane: str
    start: float
    dur: float
    name: str
    color: str
    count: int = 1  # >1: merged bars
    busy: float = 0.0  # summed duration of the bars merged into this one
    info: list[str] = field(default_factory=list)
    kernel: dict | None = None  # the kernel record: its hover lines are written only if the bar is drawn


def kernel_info(k: dict) -> list[str]:
    """Hover lines of one kernel: kind, fused ops, module, shapes, launch."""
    info = [f"kind {k.get('kind') or 'other'}"]
    if k.get("fused_ops"):
        info.append("fused: " + ", ".join(str(o) for o in k["fused_ops"])[:200])
    where = k.get("nn_module") or k.get("module")
    if where:
        info.append(f"module {where}")
    if k.get("shapes"):
        info.append(str(k["shapes"]))
    if k.get("launch_api"):
        info.append(f"launched by {k['launch_api']} ({as_float(k.get('launch_us')) or 0:.1f} µs CPU)")
    return info


def info_of(bar: Bar) -> list[str]:
    return kernel_info(bar.kernel) if bar.kernel is not None and not bar.info else bar.info


def lanes_of(mode: dict) -> list[Bar]:
    """Every bar of one forward (not windowed, not merged)."""
    bars: list[Bar] = []
    for op in items(mode.get("cpu_ops")):
        if not isinstance(op, dict):
            continue
        s, d = as_float(op.get("start_us")), as_float(op.get("dur_us"))
        if s is None or d is None:
            continue
        lane = "CPU ops" if not op.get("depth") else "CPU ops ›"
        bars.append(Bar(lane, s, d, str(op.get("name")), CPU_COLOR, busy=d))
    gpu = mode.get("device") == "cuda"
    launched: set = set()
    other = KIND_COLORS["other"]
    for k in items(mode.get("kernels")):
        if not isinstance(k, dict):
            continue
        s, d = as_float(k.get("start_us")), as_float(k.get("dur_us"))
        if s is None or d is None:
            continue
        lane = f"GPU stream {k.get('stream')}" if gpu else "CPU kernels"
        bars.append(Bar(lane, s, d, str(k.get("name")), KIND_COLORS.get(k.get("kind") or "other", other), busy=d,
                        kernel=k))
        if not gpu:
            continue
        ls, ld = as_float(k.get("launch_start_us")), as_float(k.get("launch_us"))
        key = (k.get("correlation"), k.get("launch_api"))
        if ls is not None and ld is not None and key not in launched:
            launched.add(key)
            bars.append(Bar("launch", ls, ld, str(k.get("launch_api")), LAUNCH_COLOR, busy=ld))
    return bars


def lane_totals(bars: list[Bar]) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for b in bars:
        t = out.setdefault(b.lane, {"bars": 0, "time_us": 0.0})
        t["bars"] += b.count
        t["time_us"] += b.busy
    return out


def window_bars(bars: list[Bar], window: tuple[float, float] | None) -> list[Bar]:
    if not window:
        return bars
    lo, hi = window
    return [b for b in bars if b.start <= hi and b.start + b.dur >= lo]


def merge_bars(bars: list[Bar], budget: int) -> list[Bar]:
    """At most about ``budget`` bars per lane: merge neighbours into time buckets, keeping exact sums."""
    by_lane: dict[str, list[Bar]] = {}
    for b in bars:
        by_lane.setdefault(b.lane, []).append(b)
    out: list[Bar] = []
    for lane, bs in by_lane.items():
        if len(bs) <= budget:
            out += bs
            continue
        bs.sort(key=lambda b: b.start)
        lo, hi = bs[0].start, max(b.start + b.dur for b in bs)
        width = (hi - lo) / budget or 1.0
        buckets: dict[int, list[Bar]] = {}
        for b in bs:
            buckets.setdefault(int((b.start - lo) / width), []).append(b)
        for group in buckets.values():
            if len(group) == 1:
                out.append(group[0])
                continue
            start = min(b.start for b in group)
            end = max(b.start + b.dur for b in group)
            busy = sum(b.busy for b in group)
            names: dict[str, int] = {}
            for b in group:
                names[b.name] = names.get(b.name, 0) + b.count
            top = sorted(names, key=names.get, reverse=True)[:3]
            out.append(Bar(lane, start, end - start, f"{sum(b.count for b in group)} bars merged", "#7f7f7f",
                           count=sum(b.count for b in group), busy=busy,
                           info=[f"{busy:.1f} µs busy in {end - start:.1f} µs"] + [f"{names[n]}× {n}" for n in top]))
    return out


def _esc(text: str) -> str:
    """Kernel names hold C++ templates (``<128, 4>``): keep Plotly from reading them as tags."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


LANE_ORDER = ("CPU ops", "CPU ops ›", "launch", "CPU kernels")
def _lane_key(lane: str) -> tuple:
    return (LANE_ORDER.index(lane), "") if lane in LANE_ORDER else (len(LANE_ORDER), lane)


# What each lane holds: the help every rendering draws (the table's note, the drawing's hover on a lane's name)
LANE_HELP = {
    "CPU ops": "the host's outermost ranges of the forward: ATen ops, compiled regions and graph calls",
    "CPU ops ›": "the ranges one level inside those (what an op or a graph call ran)",
    "launch": "the runtime and driver calls that launch a kernel or a copy",
    "CPU kernels": "the kernels that ran on the CPU (a CPU run)",
}
STREAM_HELP = "the kernels, copies and memsets that ran on that GPU stream"


def lane_help(lane: str) -> str:
    """What ``lane`` holds (``LANE_HELP``; a GPU stream's lane by ``STREAM_HELP``)."""
    return LANE_HELP.get(lane) or (STREAM_HELP if lane.startswith("GPU stream") else "")


def lanes_note(lanes) -> str:
    """``Lanes — CPU ops: ...; launch: ...`` for the lanes shown, each once, in lane order."""
    shown = sorted(dict.fromkeys(lanes), key=_lane_key)
    streams = [lane for lane in shown if lane.startswith("GPU stream")]
    parts = [f"{lane}: {lane_help(lane)}" for lane in shown if lane_help(lane) and lane not in streams]
    if streams:
        parts.append(f"{', '.join(streams)}: {STREAM_HELP}")
    return "Lanes — " + "; ".join(parts) + "." if parts else ""


def timeline_data(report: dict, window: tuple[float, float] | None = None, max_bars: int = MAX_BARS) -> dict:
    """Per mode: the bars to draw, exact lane totals and the forward's length; and the merge count."""
    labels = [lbl for lbl in LABELS if mode_of(report, lbl).get("available")]
    out: dict = {"modes": {}, "merged": 0, "drawn": 0, "total": 0}
    all_bars = {lbl: lanes_of(mode_of(report, lbl)) for lbl in labels}
    lanes = sum(len({b.lane for b in bs}) for bs in all_bars.values()) or 1
    budget = max(20, max_bars // lanes)
    for lbl in labels:
        bars = all_bars[lbl]
        shown = window_bars(bars, window)
        drawn = merge_bars(shown, budget)
        out["modes"][lbl] = {
            "label": mode_label(report, lbl),
            "bars": drawn,
            "totals": lane_totals(bars),
            "window_totals": lane_totals(shown),
            "wall_us": as_float(mode_of(report, lbl).get("wall_us")),
        }
        out["total"] += len(bars)
        out["drawn"] += len(drawn)
        out["merged"] += sum(1 for b in drawn if b.count > 1)
    return out


def _bar_trace(bars: list[Bar], color: str, highlight: str | None) -> go.Bar:
    """One Plotly trace for bars of one color. Times go as float arrays (sent base64-packed) rounded to
    the nanosecond; the hover reads name, busy time, start and info lines from ``customdata``."""
    n = len(bars)
    width = np.fromiter((max(b.dur, 0.05) for b in bars), float, n).round(3)
    base = np.fromiter((b.start for b in bars), float, n).round(3)
    marked = [2 if b.name == highlight else 0 for b in bars] if highlight else []
    return go.Bar(
        y=[b.lane for b in bars], x=width, base=base, orientation="h",
        marker={"color": color, "line": {"width": marked if any(marked) else 0, "color": "black"}},
        customdata=[[_esc(b.name), round(b.busy, 2), "<br>".join(_esc(i) for i in info_of(b)), round(b.start, 1)]
                    for b in bars],
        hovertemplate="%{customdata[0]}<br>at %{customdata[3]:.1f} µs, %{customdata[1]:.2f} µs<br>"
                      "%{customdata[2]}<extra></extra>",
        showlegend=False,
    )


def timeline_figure(report: dict, window: tuple[float, float] | None = None, max_bars: int = MAX_BARS,
                    highlight: str | None = None, data: dict | None = None) -> go.Figure:
    """One row per mode (eager above compiled), lanes as categories, bars as horizontal Plotly bars.

    ``data``: a ``timeline_data(report, window, max_bars)`` already computed (the page shares it).
    """
    data = data or timeline_data(report, window, max_bars)
    labels = list(data["modes"])
    n = max(1, len(labels))
    heights = [max(1, len({b.lane for b in data["modes"][lbl]["bars"]})) for lbl in labels] or [1]
    fig = make_subplots(rows=n, cols=1, shared_xaxes=True, vertical_spacing=0.08,
                        row_heights=[h / sum(heights) for h in heights],
                        subplot_titles=[f"{data['modes'][lbl]['label']} · wall {(data['modes'][lbl]['wall_us'] or 0):,.0f} µs"
                                        for lbl in labels] or [""])
    for row, lbl in enumerate(labels, start=1):
        bars = data["modes"][lbl]["bars"]
        lanes = sorted({b.lane for b in bars}, key=_lane_key)
        by_color: dict[str, list[Bar]] = {}
        for b in bars:
            by_color.setdefault(b.color, []).append(b)
        for color, bs in by_color.items():
            fig.add_trace(_bar_trace(bs, color, highlight), row=row, col=1)
        fig.update_yaxes(categoryorder="array", categoryarray=lanes[::-1], row=row, col=1)
    if window:
        fig.update_xaxes(range=list(window))
    fig.update_xaxes(title_text="µs from the start of the forward", row=n, col=1)
    fig.update_xaxes(automargin=True)  # the axis title below its tick labels, not on them
    fig.update_yaxes(automargin=True)  # room for the lane names (st.plotly_chart's theme did this)
    fig.update_layout(barmode="overlay", height=max(300, 70 * sum(heights) + 120),
                      margin={"l": 10, "r": 10, "t": 40, "b": 10}, bargap=0.25)
    return fig


def highlight_choices(report: dict, current: str | None = None, limit: int = HIGHLIGHT_CHOICES) -> list[str]:
    """Kernel names for the highlight box: the ``limit`` with the most time in either forward, most
    first, plus ``current`` (a linked kernel) wherever it ranks."""
    total: dict[str, float] = {}
    for label in LABELS:
        for r in items(mode_of(report, label).get("kernel_table")):
            if isinstance(r, dict) and r.get("name"):
                name = str(r["name"])
                total[name] = max(total.get(name, 0.0), as_float(r.get("total_us")) or 0.0)
    names = sorted(total, key=total.__getitem__, reverse=True)[:limit]
    if current in total and current not in names:
        names.append(current)
    return names


def timeline_extent(report: dict) -> float:
    """The longest forward's wall time (µs): the slider's range."""
    walls = []
    for lbl in LABELS:
        mode = mode_of(report, lbl)
        walls.append(as_float(mode.get("wall_us")) or 0.0)
        for k in items(mode.get("kernels")):
            if isinstance(k, dict):
                walls.append((as_float(k.get("start_us")) or 0.0) + (as_float(k.get("dur_us")) or 0.0))
    return max(walls or [0.0])


def totals_table_rows(data: dict) -> list[dict]:
    """Exact lane totals of a ``timeline_data`` (every bar, whatever was merged), and inside its window."""
    rows = []
    for m in data["modes"].values():
        for lane in sorted(m["totals"], key=_lane_key):
            t, w = m["totals"][lane], m["window_totals"].get(lane, {"bars": 0, "time_us": 0.0})
            rows.append({"mode": m["label"], "lane": lane, "bars": t["bars"], "time µs": round(t["time_us"], 2),
                         "bars in window": w["bars"], "time in window µs": round(w["time_us"], 2)})
    return rows


def bars_note(report: dict, data: dict) -> str:
    """The device bars of each profiled forward (GPU streams, or CPU kernels) and its launch bars, in the Kernels
    view's counts (``figures.timeline_text``): kernel launches per forward plus copies/memsets."""
    out = []
    for lbl, m in data["modes"].items():
        totals = m["totals"]
        device = sum(t["bars"] for lane, t in totals.items() if lane.startswith("GPU stream") or lane == "CPU kernels")
        launch = totals["launch"]["bars"] if "launch" in totals else None
        text = timeline_text(report, lbl, m["label"], device, launch)
        if text:
            out.append(text)
    return "; ".join(out) + "." if out else ""


TOTALS_COLUMNS = ("mode", "lane", "bars", "time µs", "bars in window", "time in window µs")


def totals_frame(rows: list[dict]):
    """``totals_table_rows`` as the table the view shows: counts with thousands separators, times to 0.01 µs."""
    return pd.DataFrame([{"mode": r["mode"], "lane": r["lane"], "bars": f"{r['bars']:,}",
                          "time µs": f"{r['time µs']:,.2f}", "bars in window": f"{r['bars in window']:,}",
                          "time in window µs": f"{r['time in window µs']:,.2f}"} for r in rows],
                        columns=list(TOTALS_COLUMNS))


def totals_markdown(rows: list[dict]) -> str:
    """``totals_table_rows`` as the live page's Markdown table (``totals_frame`` through ``md_table``). A handful
    of rows needs no data grid, and the grid's front-end chunks (about 1.2 MB of JS) would load beside Plotly's."""
    return md_table(totals_frame(rows))


def parse_window(text: str | None, extent: float) -> tuple[float, float]:
    """The ``window`` link parameter (``"a-b"`` µs) clamped to ``[0, extent]``; the whole forward otherwise."""
    return split_range(text, (0.0, float(extent), 0.0))


def format_window(window: tuple[float, float], extent: float) -> str | None:
    """``window`` as a link parameter, or None for the whole forward (the default needs no parameter)."""
    return join_range(window, (0.0, float(extent), 0.0))
