"""Example reports recorded on a real H200, shipped in ``examples/runs/``, copied into a store.

``make start`` seeds the store with them so a new user sees full GPU reports before running
anything. Stdlib only. A run already in the store is never overwritten.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from ..report.store import RunStore, atomic_write_text

EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "examples" / "runs"


def seed_examples(store: RunStore, source: Path = EXAMPLES_DIR) -> dict[str, list[str]]:
    """Copy each example run and sweep record that the store lacks; returns the ids copied:
    ``{"runs": [...], "sweeps": [...]}``."""
    copied: list[str] = []
    sweeps_copied: list[str] = []
    if not source.is_dir():
        return {"runs": copied, "sweeps": sweeps_copied}
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
    return {"runs": copied, "sweeps": sweeps_copied}
