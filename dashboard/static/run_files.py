"""The artifacts of one run as the static renderings read them (the ``files`` a view definition gets)."""

from __future__ import annotations

import json


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
