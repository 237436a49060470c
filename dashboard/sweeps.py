"""Reading sweep records (``<runs>/sweeps/<sweep_id>.json``) for the Sweeps page; stdlib + the store."""

from __future__ import annotations

from analyzers.report.store import RecordFolder

from . import data


def _records() -> RecordFolder:
    return RecordFolder(data.store(), "sweeps", "sweep")


def list_sweeps() -> list[dict]:
    return _records().list()


def load_sweep(sweep_id: str) -> dict:
    """The record of ``sweep_id``; raises LookupError with a message for the page."""
    return _records().load(sweep_id)
