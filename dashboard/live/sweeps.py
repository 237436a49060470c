"""Reading sweep records (``<runs>/sweeps/<sweep_id>.json``) for the Sweeps page; stdlib + the store."""

from __future__ import annotations

from analyzers.report.store import RecordFolder
from analyzers.report.sweep_cells import read_sweep

from . import data


def _records() -> RecordFolder:
    return RecordFolder(data.store(), "sweeps", "sweep")


def list_sweeps() -> list[dict]:
    return _records().list()


def load_sweep(sweep_id: str) -> dict:
    """The record of ``sweep_id`` (cells of an older record derived from their runs, as the export reads them);
    raises LookupError with a message for the page."""
    return read_sweep(data.store(), sweep_id)
