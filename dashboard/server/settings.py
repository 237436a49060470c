"""Start-up settings: where runs live, and whether the app is a read-only viewer."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from analyzers.report.landing import landing_run
from analyzers.report.store import RunStore, default_runs_dir

VIEWER_ENV = "COMPILESCOPE_VIEWER"


def runs_dir() -> Path:
    """``$COMPILESCOPE_RUNS`` or ``./runs`` (read on every run, so tests and restarts can change it)."""
    return default_runs_dir()


def link_store() -> RunStore:
    """The runs folder as the server answers a link from it: read-only (a link never writes)."""
    return RunStore(str(runs_dir().resolve()), read_only=True)


def link_run(store: RunStore, params: dict[str, str]) -> tuple[str | None, bool]:
    """The run a link opens, and whether it was chosen for it: the link's ``run``, else the run the root lands on
    (``landing_run``; None when no run has finished)."""
    if params.get("run"):
        return params["run"], False
    return landing_run(store), True


def viewer_mode() -> bool:
    """Read-only viewer: ``COMPILESCOPE_VIEWER=1`` or ``streamlit run dashboard/serve.py -- --viewer``."""
    if os.environ.get(VIEWER_ENV, "").strip().lower() in ("1", "true", "yes", "on"):
        return True
    return "--viewer" in sys.argv[1:]


STRICT_ENV = "COMPILESCOPE_STRICT_PAGES"


def strict_pages() -> bool:
    """``COMPILESCOPE_STRICT_PAGES=1`` (the tests): a page's exception is raised, not turned into a message."""
    return os.environ.get(STRICT_ENV, "").strip().lower() in ("1", "true", "yes", "on")
