"""Live-only drawings behind a toggle (``LiveOnly`` blocks of the view definitions): a chart or the sortable data
grid that a page draws only when asked for, so opening a link loads neither. The static pages draw the block's
note instead. Import this module from a page that uses them, so the hooks register."""

from __future__ import annotations

from dashboard.views.fmt import MISSING

from . import plotly_basic
from .render import hook


@hook("chart_on_demand")
def chart_on_demand(box, *, label: str, key: str, figure, chart_key: str) -> None:
    """A toggle (``key``) that draws ``figure`` with Plotly's basic bundle."""
    if box.toggle(label, key=key):
        with box.container():
            plotly_basic.plot(plotly_basic.figure_json(figure), int(figure.layout.height or 400), key=chart_key)


@hook("grid_on_demand")
def grid_on_demand(box, *, label: str, key: str, frame) -> None:
    """A toggle (``key``) that shows ``frame`` in the sortable data grid."""
    if box.toggle(label, key=key):
        box.dataframe(frame, hide_index=True, placeholder=MISSING, width="stretch")

