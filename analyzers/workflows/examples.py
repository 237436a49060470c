"""Example reports recorded on a real H200, shipped in ``examples/runs/``, copied into a store.

``make start`` seeds the store with them so a new user sees full GPU reports before running
anything. Stdlib only. A run already in the store is never overwritten. Beside them: sweep records
(``examples/sweeps/<id>.json``, naming the example runs) and shape sweeps (``examples/shape_sweeps/<id>.json``
with the folder ``<id>/`` of its spec and each setting's worker log and result; the Inductor caches and the raw
traces are left out, the page reads the record alone, whose ``log``/``result`` paths are relative to the store).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from ..report.store import RunStore, atomic_write_text

EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "examples" / "runs"


def seed_examples(store: RunStore, source: Path = EXAMPLES_DIR) -> dict[str, list[str]]:
    """Copy each example run, sweep record and shape sweep that the store lacks; returns the ids copied:
    ``{"runs": [...], "sweeps": [...], "shape_sweeps": [...]}``."""
    copied: list[str] = []
    sweeps_copied: list[str] = []
    if not source.is_dir():
        return {"runs": copied, "sweeps": sweeps_copied, "shape_sweeps": []}
    for run in sorted(p for p in source.iterdir() if (p / "report.json").is_file()):
        target = store.root / run.name
        if target.exists():
            continue
        tmp = store.root / f".seed-{run.name}"
        shutil.rmtree(tmp, ignore_errors=True)
        shutil.copytree(run, tmp)
        os.replace(tmp, target)  # a run appears whole or not at all
        store._index(store.load_report(run.name))
        copied.append(run.name)
    # sweep records (examples/sweeps/<id>.json) point at runs copied above
    sweeps = source.parent / "sweeps"
    if sweeps.is_dir():
        (store.root / "sweeps").mkdir(exist_ok=True)
        for rec in sorted(sweeps.glob("*.json")):
            target = store.root / "sweeps" / rec.name
            if not target.exists():
                atomic_write_text(target, rec.read_text(encoding="utf-8"))
                sweeps_copied.append(rec.stem)
    shape_sweeps = _seed_shape_sweeps(store, source.parent / "shape_sweeps")
    return {"runs": copied, "sweeps": sweeps_copied, "shape_sweeps": shape_sweeps}


def _seed_shape_sweeps(store: RunStore, source: Path) -> list[str]:
    """Each shape sweep (record + its folder) the store lacks, whole or not at all: the folder is copied
    under a hidden name and renamed, then the record (what the page lists) is written atomically."""
    copied: list[str] = []
    if not source.is_dir():
        return copied
    root = store.root / "shape_sweeps"
    for rec in sorted(source.glob("*.json")):
        sweep_id = rec.stem
        target, folder = root / rec.name, root / sweep_id
        if target.exists() or folder.exists():  # the user's own, or seeded before: never overwritten
            continue
        root.mkdir(parents=True, exist_ok=True)
        if (source / sweep_id).is_dir():
            tmp = root / f".seed-{sweep_id}"
            shutil.rmtree(tmp, ignore_errors=True)
            shutil.copytree(source / sweep_id, tmp)
            os.replace(tmp, folder)
        atomic_write_text(target, rec.read_text(encoding="utf-8"))
        copied.append(sweep_id)
    return copied
