"""Start-up settings: where runs live, and whether the app is a read-only viewer."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from analyzers.report.store import default_runs_dir

VIEWER_ENV = "COMPILESCOPE_VIEWER"


def runs_dir() -> Path:
    """``$COMPILESCOPE_RUNS`` or ``./runs`` (read on every run, so tests and restarts can change it)."""
    return default_runs_dir()


def viewer_mode() -> bool:
    """Read-only viewer: ``COMPILESCOPE_VIEWER=1`` or ``streamlit run dashboard/serve.py -- --viewer``."""
    if os.environ.get(VIEWER_ENV, "").strip().lower() in ("1", "true", "yes", "on"):
        return True
    return "--viewer" in sys.argv[1:]


STRICT_ENV = "COMPILESCOPE_STRICT_PAGES"


def strict_pages() -> bool:
    """``COMPILESCOPE_STRICT_PAGES=1`` (the tests): a page's exception is raised, not turned into a message."""
    return os.environ.get(STRICT_ENV, "").strip().lower() in ("1", "true", "yes", "on")
