"""Reading the run store from the app: cached reports (keyed by run id + file mtime) and artifacts."""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from analyzers.report.schema import SchemaError
from analyzers.report.store import RunNotFound, RunStore
from dashboard.server import settings

# Generated modules of big models run to megabytes; the viewer shows this much and offers the rest as download.
MAX_SHOWN_CHARS = 400_000


class ArtifactMissing(LookupError):
    """An artifact the report names is not in the run folder."""


@st.cache_resource(show_spinner=False)
def _store(root: str, read_only: bool = False) -> RunStore:
    return RunStore(root, read_only=read_only)


def store() -> RunStore:
    """The app's store; read-only in viewer mode, so submit, cancel and delete refuse whatever calls them."""
    return _store(str(settings.runs_dir().resolve()), settings.viewer_mode())


@st.cache_data(max_entries=64, show_spinner=False)
def _report(root: str, run_id: str, mtime_ns: int) -> dict:
    return _store(root, settings.viewer_mode()).load_report(run_id)


def report_mtime(run_id: str) -> int:
    """mtime of the run's report.json; raises RunNotFound for a bad id or a missing run."""
    s = store()
    try:
        return s.report_path(run_id).stat().st_mtime_ns
    except (FileNotFoundError, NotADirectoryError):
        raise RunNotFound(f"there is no run {run_id!r} in {s.root}") from None


def load_report(run_id: str) -> dict:
    """The report of ``run_id`` (cached until the file changes). Raises RunNotFound or SchemaError."""
    return _report(str(store().root), run_id, report_mtime(run_id))


def load_report_fresh(run_id: str) -> dict:
    """Uncached read, for following a live run."""
    return store().load_report(run_id)


def list_runs() -> list[dict]:
    try:
        return store().list_runs()  # a broken index: read from the report files (index_problem says so)
    except Exception:  # noqa: BLE001 - an unusable runs folder must not take the app down
        return []


def index_problem() -> str | None:
    """Why the runs index could not be used just now (the runs were listed from the report files), or None."""
    try:
        return store().index_problem
    except Exception:  # noqa: BLE001 - the runs folder itself is unusable: the page says that when it opens it
        return None


@st.cache_data(max_entries=32, show_spinner=False)
def _artifact(path: str, mtime_ns: int) -> str:
    return Path(path).read_text(encoding="utf-8", errors="replace")


def artifact_text(run_id: str, name: str) -> str:
    """Text of an artifact named in the report; raises ArtifactMissing with a message for the page."""
    try:
        p = store().artifact_path(run_id, name)
        return _artifact(str(p), p.stat().st_mtime_ns)
    except RunNotFound as e:
        raise ArtifactMissing(str(e)) from None
    except OSError:
        raise ArtifactMissing(f"artifact {name!r} is missing from the folder of run {run_id}") from None


__all__ = ["ArtifactMissing", "RunNotFound", "SchemaError", "artifact_text", "index_problem", "list_runs", "load_report", "store"]


def artifact_file(run_id: str, name: str) -> Path | None:
    """Path of an artifact named in the report, or None when it is missing or outside the run folder."""
    try:
        p = store().artifact_path(run_id, name)
    except RunNotFound:
        return None
    return p if p.is_file() else None
