"""A report view as HTML, for the shared page, the link's first paint and the one-file export: the view's blocks
(``dashboard/views/<view>_blocks.py``) drawn by the static renderer. Pure: no streamlit."""

from __future__ import annotations

from collections.abc import Callable

from dashboard.views.builders import BUILDERS
from dashboard.views.registry import REPORT_VIEWS

from . import html_page as h
from . import render


def view_html(view: str, doc: h.Document, report: dict, files, params: dict | None = None,
              link_href: Callable[[str, dict], str] = render.export_href) -> str:
    """The body of ``view`` for ``report`` (charts placed through ``doc``)."""
    return render.html(BUILDERS[view](report, files, dict(params or {})), render.Rendering(doc, link_href))


def report_views() -> list[tuple[str, str]]:
    """(view, title) of every report view, in the dashboard's order."""
    return [(s.view, s.title) for s in REPORT_VIEWS]
