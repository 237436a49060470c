"""The sections of one run's HTML report, each drawn with the dashboard's own views (``dashboard/views``).

One function per report view: ``(doc, report, files) -> HTML`` of the section body, or a plain note when
the run has no such data (``sections.why_missing`` says why, as the pages do). ``files`` reads the run's
artifacts. Pure: no streamlit.
"""

from __future__ import annotations

import json

from dashboard.views.sections import why_missing

from . import html_page as h


class RunFiles:
    """The artifacts of one run, read through the store (paths stay inside the run folder)."""

    def __init__(self, store, run_id: str):
        self.store, self.run_id = store, run_id

    def text(self, name: str | None) -> str | None:
        if not name:
            return None
        try:
            return self.store.artifact_path(self.run_id, str(name)).read_text(encoding="utf-8", errors="replace")
        except (OSError, LookupError):
            return None

    def json(self, name: str | None):
        text = self.text(name)
        try:
            return json.loads(text) if text is not None else None
        except ValueError:
            return None


def _absent(report: dict, name: str) -> str:
    a = why_missing(report, name)
    return h.paragraph(a.message, "muted") + (h.details("Traceback", h.code(a.traceback)) if a.traceback else "")


# The views not yet drawn from blocks (``dashboard/views/definitions``): their HTML section, by view.
LEGACY: dict = {}
