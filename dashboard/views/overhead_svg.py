"""Where one forward's wall time goes, per mode, as one SVG drawing (pure; no Plotly).

The first thing the Kernels view shows: stacked bars on one common scale (waiting for the first kernel, device
busy, idle gaps, the rest), each with its wall time, kernels launched and CPU time in launch calls written after it.
Drawn as an image by both renderers (the live page's Markdown, the static page's ``<img>``), so a link shows it at
once: no Plotly bundle and no raw-HTML chunk (``kernels.overhead_figure`` is the interactive chart). Every label is
escaped.
"""

from __future__ import annotations

import html

from .fmt import MISSING, as_float
from .kernels import PART_COLORS, overhead_parts

WIDTH = 900  # px of the drawing; the browser scales it to the column
BAR_W = 560  # the longest bar
ROW_H = 46  # a mode: its name, and its bar below it
TITLE_H = 28
LEGEND_H = 30
FONT = 14
TITLE = "Wall time of one profiled forward (with profiler overhead: not the latency)"


def _us(v: float) -> str:
    return f"{v / 1000:.2f} ms" if v >= 1000 else f"{v:.1f} µs"


def _facts(mode: dict, wall: float) -> str:
    """``200.0 µs · 12 launches · 30.0 µs in launch calls``."""
    kernels = mode.get("kernels_per_forward")
    launch = (mode.get("launch") or {}).get("total_us") if isinstance(mode.get("launch"), dict) else None
    launch = as_float(launch)
    return " · ".join([_us(wall), f"{int(kernels):,} launches" if kernels is not None else f"{MISSING} launches",
                       f"{_us(launch) if launch is not None else MISSING} in launch calls"])


def bar_segments(parts: dict[str, float], top: float, width: float = BAR_W) -> list[tuple[str, float, float]]:
    """(part, x offset, width) of each non-empty part, on the scale where ``top`` µs is ``width`` px."""
    out, x = [], 0.0
    for part, v in parts.items():
        if v > 0:
            w = width * v / top
            out.append((part, x, w))
            x += w
    return out


def overhead_svg(entries: list[tuple[str, dict]]) -> str:
    """One bar per available (label, mode section), on a common scale; empty when no mode is available."""
    entries = [(lbl, m) for lbl, m in entries if isinstance(m, dict) and m.get("available")]
    if not entries:
        return ""
    walls = [sum(overhead_parts(m).values()) for _, m in entries]
    top = max(max(walls), 1e-9)
    out = [f'<text x="0" y="18" font-weight="600" font-size="{FONT + 1}">{TITLE}</text>']
    y = TITLE_H
    for (label, mode), wall in zip(entries, walls):
        out.append(f'<text x="0" y="{y + 15}" font-size="{FONT}">{html.escape(label)}</text>')
        parts = overhead_parts(mode)
        for part, x, w in bar_segments(parts, top):
            out.append(f'<rect x="{x:.2f}" y="{y + 21}" width="{max(w, 0.6):.2f}" height="18" '
                       f'fill="{PART_COLORS[part]}"><title>{html.escape(part)}: {_us(parts[part])}</title></rect>')
        out.append(f'<text x="{BAR_W * wall / top + 8:.1f}" y="{y + 35}" font-size="{FONT - 1}">'
                   f"{html.escape(_facts(mode, wall))}</text>")
        y += ROW_H
    x = 0
    for part, color in PART_COLORS.items():
        out.append(f'<rect x="{x}" y="{y + 10}" width="12" height="12" fill="{color}"/>'
                   f'<text x="{x + 17}" y="{y + 21}" font-size="{FONT - 1}">{html.escape(part)}</text>')
        x += 32 + 7.5 * len(part)
    height = y + LEGEND_H
    return (f'<svg class="cs-overhead" role="img" aria-label="wall time of one forward" '
            f'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}" '
            f'font-family="sans-serif">' + "".join(out) + "</svg>")


def overhead_alt(entries: list[tuple[str, dict]]) -> str:
    """The drawing's text: each mode's wall time, launches and CPU time in launch calls."""
    entries = [(lbl, m) for lbl, m in entries if isinstance(m, dict) and m.get("available")]
    return f"{TITLE}: " + "; ".join(
        f"{lbl}: {_facts(m, sum(overhead_parts(m).values()))}" for lbl, m in entries)
