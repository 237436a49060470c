"""The timeline as one inline SVG, drawn on the server: what a link shows first (pure; no Plotly).

Plotly's basic bundle (1.2 MB of JavaScript, parsed in the chart's frame) was most of a fresh open of
the Timeline view. The same bars (``timeline.timeline_data``: windowed, neighbours merged past the bar
budget) drawn as SVG rectangles, shown as an image, appear at once (as inline Markdown HTML the 150 kB took
the browser's Markdown parser most of a second). An image has no tooltips: the interactive Plotly chart
(zoom, pan, hover with each bar's name and times) is one toggle away. Every label is escaped.
"""

from __future__ import annotations

import html

from .timeline import _lane_key

WIDTH = 1100  # px of the drawing; the browser scales it to the column
LABEL_W = 110  # lane names
LANE_H = 22
TITLE_H = 26
AXIS_H = 30
GAP = 12


def _ticks(lo: float, hi: float, n: int = 6) -> list[float]:
    span = max(hi - lo, 1e-9)
    raw = span / n
    mag = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 10 ** -len(str(int(1 / raw)))
    step = min((m * mag for m in (1, 2, 5, 10) if m * mag >= raw), default=raw)
    first = (lo // step + (1 if lo % step else 0)) * step
    out, t = [], first
    while t <= hi + 1e-9 and len(out) < 50:
        out.append(round(t, 6))
        t += step
    return out


def _num(v: float) -> str:
    return f"{v:,.0f}" if abs(v) >= 10 else f"{v:,.3g}"


def timeline_svg(data: dict, window: tuple[float, float] | None = None, highlight: str | None = None) -> str:
    """``data`` is ``timeline.timeline_data(...)``; one band per mode (eager above compiled), a lane per row."""
    modes = list(data.get("modes", {}).items())
    if not modes:
        return ""
    ends = [b.start + b.dur for _, m in modes for b in m["bars"]] or [1.0]
    lo, hi = (window if window else (0.0, max(ends)))
    hi = max(hi, lo + 1e-6)
    plot_w = WIDTH - LABEL_W - 10

    def x(t: float) -> float:
        return LABEL_W + plot_w * (min(max(t, lo), hi) - lo) / (hi - lo)

    parts, y = [], 0
    for _, mode in modes:
        lanes = sorted({b.lane for b in mode["bars"]}, key=_lane_key)
        wall = mode.get("wall_us") or 0
        parts.append(f'<text x="0" y="{y + 17}" font-weight="600" font-size="13">'
                     f'{html.escape(str(mode.get("label") or ""))} · wall {wall:,.0f} µs</text>')
        y += TITLE_H
        row = {lane: y + i * LANE_H for i, lane in enumerate(lanes)}
        for lane, ry in row.items():
            parts.append(f'<text x="{LABEL_W - 6}" y="{ry + 15}" text-anchor="end" font-size="11">'
                         f'{html.escape(lane)}</text>'
                         f'<line x1="{LABEL_W}" x2="{WIDTH - 10}" y1="{ry + LANE_H - 1}" y2="{ry + LANE_H - 1}" '
                         'stroke="#eee"/>')
        for b in mode["bars"]:
            if b.start + b.dur < lo or b.start > hi:
                continue
            x0, x1 = x(b.start), x(b.start + b.dur)
            mark = ' stroke="black" stroke-width="1.5"' if highlight and b.name == highlight else ""
            parts.append(f'<rect x="{x0:.1f}" y="{row[b.lane] + 3}" width="{max(x1 - x0, 0.6):.1f}" '
                         f'height="{LANE_H - 7}" fill="{html.escape(str(b.color), quote=True)}"{mark}/>')
        y += LANE_H * max(1, len(lanes)) + GAP
    for t in _ticks(lo, hi):
        tx = x(t)
        parts.append(f'<line x1="{tx:.1f}" x2="{tx:.1f}" y1="0" y2="{y}" stroke="#ddd" stroke-dasharray="2,3"/>'
                     f'<text x="{tx:.1f}" y="{y + 14}" text-anchor="middle" font-size="11">{_num(t)}</text>')
    parts.append(f'<text x="{LABEL_W + plot_w / 2:.0f}" y="{y + 28}" text-anchor="middle" font-size="11">'
                 'µs from the start of the forward</text>')
    height = y + AXIS_H
    return (f'<svg class="cs-timeline" role="img" aria-label="timeline of one forward" xmlns="http://www.w3.org/2000/svg" '
            f'viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}" font-family="sans-serif">' + "".join(parts) + "</svg>")
