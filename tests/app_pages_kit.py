"""What the app-page tests share: a runs folder of six reports in every state a page must handle, and AppTest
helpers that open a view by its link and read the page back as text.

The app reads the temporary runs folder (``COMPILESCOPE_RUNS``) filled with reports from ``report_factory``;
nothing here starts a worker. A test file takes the ``runs`` fixture by importing it
(``from tests.app_pages_kit import runs as runs``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests import report_factory as rf

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "dashboard" / "app.py"
REPORT_VIEWS = ("overview", "breaks", "code", "compile")
ALL_VIEWS = (*REPORT_VIEWS, "runs", "new_run")

GOOD = "20260101-000000-good-0001"
PARTIAL = "20260101-000000-failed-0002"
NOLOAD = "20260101-000000-nomodel-0003"
RUNNING = "20260101-000000-running-0004"
FUTURE = "20260101-000000-future-0005"
CLEAN = "20260101-000000-clean-0006"


@pytest.fixture
def runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    code = {"artifacts/code/0_0.py": rf.CODE_MODULE, "artifacts/trace/dedicated_log_torch_trace.log": "{}\n"}
    rf.write_run(root, rf.good_report(GOOD), code)
    rf.write_run(root, rf.failed_report(PARTIAL))
    rf.write_run(root, rf.load_failed_report(NOLOAD))
    rf.write_run(root, rf.running_report(RUNNING))
    rf.write_run(root, rf.newer_schema_report(FUTURE))
    rf.write_run(root, rf.good_report(CLEAN, with_breaks=False))  # its code artifact is missing on purpose
    rf.write_machine(root)
    return root


def open_view(view: str, run: str | None = None, **params) -> AppTest:
    """Open a link ``/?run=...&view=...`` the way a browser would: the app switches to the view."""
    at = AppTest.from_file(str(APP), default_timeout=30)
    query = {"view": view, **params}
    if run is not None:
        query["run"] = run
    at.query_params.update(query)
    return at.run()


def text_of(at: AppTest) -> str:
    kinds = ("title", "header", "subheader", "markdown", "caption", "info", "warning", "error", "success", "code")
    parts = []
    for tree in (at.main, at.sidebar):
        for kind in kinds:
            parts += [str(e.value) for e in getattr(tree, kind)]
        parts += [str(e.label) for e in tree.expander]
    return plain("\n".join(parts))


def plain(markdown: str) -> str:
    """Text as shown: the app backslash-escapes Markdown in messages that carry user or model text."""
    return markdown.replace("\\", "")


def assert_ok(at: AppTest) -> str:
    assert not at.exception, [e.value for e in at.exception]
    return text_of(at)


def cards_of(at: AppTest) -> dict[str, str]:
    """Headline cards: a caption (label) and a subheader (value) in each bordered column."""
    return {plain(c.caption[0].value): plain(c.subheader[0].value) for c in at.columns if c.subheader and c.caption}


def current_header(at: AppTest) -> str:
    return at.header[0].value if at.header else ""
