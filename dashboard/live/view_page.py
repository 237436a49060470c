"""A report view's live page: load the run the link names, build the view's blocks from its one definition
(``dashboard/views/<view>_blocks.py``) with the link's parameters, and draw them (``render.draw``)."""

from __future__ import annotations

import json
import threading
from collections import OrderedDict

from dashboard.views.builders import BUILDERS
from dashboard.views.registry import SPECS

from . import data, linkstate, render, widgets

_MEMO: OrderedDict = OrderedDict()  # (run, report version, key) -> a view's costly value, shared between sessions
_MEMO_ENTRIES = 32
_MEMO_LOCK = threading.Lock()


class LiveFiles:
    """A run's artifacts for a view, read through the app's cache (None for a missing one), and ``memo``: a view's
    costly value kept per report version (the timeline's bars of a window)."""

    def __init__(self, run_id: str):
        self.run_id = run_id

    def memo(self, key: tuple, make):
        """``make()``, computed once per report file version and ``key`` (the value is shared: never change it)."""
        full = (self.run_id, data.report_mtime(self.run_id), key)
        with _MEMO_LOCK:
            if full in _MEMO:
                _MEMO.move_to_end(full)
                return _MEMO[full]
        value = make()
        with _MEMO_LOCK:
            _MEMO[full] = value
            while len(_MEMO) > _MEMO_ENTRIES:
                _MEMO.popitem(last=False)
        return value

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
