"""Plotly charts drawn with Plotly's small "basic" bundle (bar, scatter, pie) in a Streamlit component.

``st.plotly_chart`` makes the browser load Streamlit's full Plotly chunk (about 4.7 MB of JS), most of a
fresh open of a page with one chart. The component in ``components/plotly_basic/`` (static files, nothing
to build: plotly.js-basic-dist-min, MIT, and a hand-written ``index.html``) loads about 1.2 MB instead.
Figures must use only the basic bundle's trace types. Hover and zoom work; selections do not come back.
"""

from __future__ import annotations

import json
from pathlib import Path

import plotly.graph_objects as go
import streamlit as st
import streamlit.components.v1 as components

from dashboard.views.chart_layout import with_colors

COMPONENT_DIR = Path(__file__).parents[1] / "components" / "plotly_basic"
BASIC_TRACES = frozenset({"bar", "scatter", "pie"})

_component = (components.declare_component("plotly_basic", path=str(COMPONENT_DIR))
              if (COMPONENT_DIR / "plotly-basic.min.js").exists() else None)


def figure_json(fig: go.Figure) -> str:
    """The figure as Plotly JSON (numpy arrays go base64-packed, as ``st.plotly_chart`` sends them). Cache
    this string, not the figure, so a rerun does not serialize it again."""
    missing = {t.type for t in fig.data} - BASIC_TRACES
    if missing:
        raise ValueError(f"Plotly's basic bundle cannot draw {sorted(missing)} traces: use st.plotly_chart")
    return with_colors(fig).to_json(validate=False)


def plot(figure: str, height: int, key: str) -> None:
    """Draw ``figure`` (``figure_json``; ``height`` px) with the basic bundle, or with ``st.plotly_chart`` when
    the component's files are missing. ``key`` keeps the same frame across reruns: a new figure is drawn
    in place."""
    if _component is None:
        st.plotly_chart(json.loads(figure), width="stretch", key=key)
    else:
        _component(figure=figure, height=int(height), key=key, default=None)


def show(fig: go.Figure, key: str) -> None:
    """Draw ``fig`` with the basic bundle at its own height (450 px when it sets none)."""
    plot(figure_json(fig), int(fig.layout.height or 450), key)
