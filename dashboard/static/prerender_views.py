"""A report view's first paint: what the view's link shows first, drawn by the server as static HTML.

Streamlit's front end takes 1.3–1.7 s on a 2-core machine before it draws any element, so no live view of a link
can show in under about 2 s here. The server can: ``body(view, ...)`` is that view's first screen, from the same
stored report and the same view functions (``dashboard/views``) the live page and the one-file export
(``dashboard/static/export_html.py``) use. ``prerender.inject_view`` shows it as an overlay until the live view has
drawn its own content.

It is the view's *default* state: a link whose parameters change what the view draws (a graph opened at other
modules, a timeline window) gets no first paint (``None``), rather than one that differs from the live view.
Charts are left out (they are Plotly, drawn by the live page); drawings the server makes (the graph's and the
timeline's SVG) are in. Every string from a report is escaped (``html_page``'s helpers).

Pure: no Streamlit.
"""

from __future__ import annotations

from dashboard.views.builders import BUILDERS
from dashboard.views.registry import DEFAULT_VIEW, REPORT_VIEWS, SPECS
from dashboard.views.share_urls import share_path

from . import html_page as h
from . import render
from .run_files import RunFiles


class FirstPaintDocument(h.Document):
    """The export's document, with charts left out: they are drawn by the live page."""

    def figure(self, fig, caption: str = "") -> str:
        return ""


# the views with a first paint: every report view but the Overview (drawn by prerender.overview_html)
DRAWN = tuple(s.view for s in REPORT_VIEWS if s.view != DEFAULT_VIEW)
CSS = h.CSS.replace(":root", ":host").replace("body {", ":host {") + h.CARDS_CSS + """
td.num { white-space: nowrap; }
"""


def body(view: str, report: dict, files: RunFiles, params: dict[str, str]) -> str | None:
    """The first screen of ``view`` for this link (HTML), or None when the view has none for it."""
    spec = SPECS.get(view)
    if view not in DRAWN or spec is None or any(params.get(p) for p in spec.changes_drawing):
        return None
    return render.html(BUILDERS[view](report, files, dict(params)),
                       render.Rendering(FirstPaintDocument("", ""), share_href))


def share_href(view: str, params: dict) -> str:
    return share_path(view, params)
