"""Reading shape-sweep records (``<runs>/shape_sweeps/<id>.json``) for the Shape sweeps page; stdlib + the store."""

from __future__ import annotations

from analyzers.report.store import RecordFolder

from . import data


def _records() -> RecordFolder:
    return RecordFolder(data.store(), "shape_sweeps", "shape sweep")


def list_shape_sweeps() -> list[dict]:
    return _records().list()


def load_shape_sweep(sweep_id: str) -> dict:
    """The record of ``sweep_id``; raises LookupError with a message for the page."""
    return _records().load(sweep_id)
