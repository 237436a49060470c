"""A report view's live page: load the run the link names, build the view's blocks from its one definition
(``dashboard/views/definitions``) with the link's parameters, and draw them (``render.draw``)."""

from __future__ import annotations

import json

from dashboard.views.definitions import BUILDERS
from dashboard.views.registry import SPECS

from . import data, linkstate, render, widgets


class LiveFiles:
    """A run's artifacts for a view, read through the app's cache (None for a missing one)."""

    def __init__(self, run_id: str):
        self.run_id = run_id

    def text(self, name: str | None) -> str | None:
        if not name:
            return None
        try:
            return data.artifact_text(self.run_id, str(name))
        except (data.ArtifactMissing, ValueError):
            return None

    def json(self, name: str | None):
        text = self.text(name)
        try:
            return json.loads(text) if text is not None else None
        except ValueError:
            return None


def show(view: str) -> dict:
    """Draw the report view ``view`` of the link's run; returns the report (for a page's live-only extras)."""
    report = widgets.report_page(SPECS[view].title)
    params = dict(linkstate.state())
    render.draw(BUILDERS[view](report, LiveFiles(report["run_id"]), params))
    return report
