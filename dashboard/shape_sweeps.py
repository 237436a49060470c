"""Reading shape-sweep records (``<runs>/shape_sweeps/<id>.json``) for the Shape sweeps page; stdlib + the store."""

from __future__ import annotations

import json

from analyzers.schema import valid_run_id

from . import data

FOLDER = "shape_sweeps"


def list_shape_sweeps() -> list[dict]:
    folder = data.store().root / FOLDER
    out = []
    for p in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            rec = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(rec, dict) and valid_run_id(rec.get("sweep_id", "")):
            out.append(rec)
    return sorted(out, key=lambda r: r.get("created") or 0, reverse=True)


def load_shape_sweep(sweep_id: str) -> dict:
    """The record of ``sweep_id``; raises LookupError with a message for the page."""
    if not valid_run_id(sweep_id):
        raise LookupError(f"invalid shape sweep id {sweep_id!r}: use letters, digits, '-' and '_' only")
    p = data.store().root / FOLDER / f"{sweep_id}.json"
    try:
        rec = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise LookupError(f"there is no shape sweep {sweep_id!r} in {p.parent}") from None
    except (OSError, ValueError) as e:
        raise LookupError(f"the record of shape sweep {sweep_id!r} cannot be read: {e}") from None
    if not isinstance(rec, dict):
        raise LookupError(f"the record of shape sweep {sweep_id!r} is not a JSON object")
    return rec
