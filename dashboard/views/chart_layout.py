"""Chart layout every view's Plotly figure shares: margins sized to the labels, whole-number ticks for counts.

A fixed margin of 10 px cuts a category or module name at the chart's edge ("t)" of "tensor to python
(.item/.tolist)") and puts an axis title on top of its tick labels; Plotly's ``automargin`` grows the margin to
what the labels need. A count axis left to Plotly ticks at 0.2, 0.4 ... for a count of one.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import plotly.graph_objects as go
from plotly.colors import qualitative

from .fmt import as_float, plotly_text


def with_colors(fig: go.Figure) -> go.Figure:
    """``fig`` with Plotly's own trace colours where it sets none: inside the Streamlit process a new figure takes
    Streamlit's template, whose colours are placeholders (#000001 ...) that only ``st.plotly_chart``'s front end
    fills in; drawn anywhere else (the basic bundle, the exported file) its bars came out black."""
    if fig.layout.colorway is None:
        fig.update_layout(colorway=qualitative.Plotly)
    return fig


def count_step(largest: float | None, ticks: int = 6) -> int:
    """A whole tick step (1, 2, 5, 10, 20, 50 ...) giving at most about ``ticks`` ticks up to ``largest``."""
    top = as_float(largest) or 0.0
    if top <= ticks:
        return 1
    scale = 10 ** math.floor(math.log10(top / ticks))
    for m in (1, 2, 5, 10):
        if top / (m * scale) <= ticks:
            return int(m * scale)
    return int(10 * scale)


def readable(fig: go.Figure, counts: Iterable[str] = ()) -> go.Figure:
    """``fig`` with every axis's margin sized to its labels, and whole-number ticks from zero on the axes named
    in ``counts`` (layout names: ``"xaxis"``, ``"yaxis2"`` ...), stepped to the largest value drawn on them."""
    fig.update_xaxes(automargin=True)
    fig.update_yaxes(automargin=True)
    for name in counts:
        largest = _largest_on(fig, name)
        fig.layout[name].update(tick0=0, dtick=count_step(largest), tickformat=",d", rangemode="tozero")
    return fig


def _largest_on(fig: go.Figure, axis: str) -> float:
    """The largest value drawn on layout axis ``axis`` (bars and markers of the traces that use it)."""
    letter = axis[0]  # "x" or "y"
    ref = letter + axis[len(letter) + 4:]  # "yaxis2" -> "y2", "xaxis" -> "x"
    largest = 0.0
    for trace in fig.data:
        if (getattr(trace, f"{letter}axis", None) or letter) != ref:
            continue
        values = getattr(trace, letter, None)
        for v in values if values is not None else ():
            try:
                f = float(v)
            except (TypeError, ValueError):
                continue
            if f == f and f != math.inf:
                largest = max(largest, f)
    return largest


def axis_labels(names: Iterable[object], limit: int = 48) -> list[str]:
    """Category labels for a chart axis: a name longer than ``limit`` is cut in the middle (its start and its end,
    where a kernel's index is, stay), as Perfetto and Nsight Systems cut them; the whole name goes in the hover.
    Names that would cut to the same label are left whole (each bar keeps its own row)."""
    names = [str(n) for n in names]
    keep = (limit - 1) // 2
    cut = [n if len(n) <= limit else f"{n[:keep]}…{n[-(limit - 1 - keep):]}" for n in names]
    return [plotly_text(n) for n in (cut if len(set(cut)) == len(set(names)) else names)]
