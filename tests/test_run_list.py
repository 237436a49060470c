"""``analyzers list`` (a header, aligned columns, sweep cells marked, no ``None``) and ``seed-examples``' count."""

from __future__ import annotations

import json

from analyzers.report.store import RunStore
from analyzers.workflows.examples import EXAMPLES_DIR, seed_examples
from analyzers.workflows.run_list import COLUMNS, format_rows, list_rows
from tests import report_factory as rf
from tests.conftest import cli

LONG = "20260101-000000-a-long-label-past-forty-characters-0008"
COLD, WARM = "20260101-000000-good-0001", "20260101-000000-warm-0009"


def _store(tmp_path) -> RunStore:
    root = tmp_path / "runs"
    rf.write_run(root, rf.good_report(COLD))
    rf.write_run(root, rf.good_report(LONG, with_breaks=False))
    warm = rf.good_report(WARM)
    del warm["explain"], warm["benchmark"]  # a warm re-run compiles only: no breaks, no speedup
    rf.write_run(root, warm)
    (root / "sweeps").mkdir()
    (root / "sweeps" / "sweep-s1.json").write_text(json.dumps({"sweep_id": "sweep-s1", "cells": [
        {"key": "default-fp32-b1", "run_id": COLD, "warm_run_id": WARM}]}))
    return RunStore(root)


def test_list_has_a_header_aligned_columns_and_marks_sweep_cells(tmp_path):
    text = format_rows(list_rows(_store(tmp_path)))
    lines = text.splitlines()
    assert lines[0].split() == [w for c in COLUMNS for w in c.split()]
    assert len(lines) == 4  # one row per run
    status_at = lines[0].index("STATUS")
    for line in lines[1:]:
        assert line[status_at - 2: status_at] == "  " and line[status_at:].startswith("ok")  # long ids shift nothing
    by_id = {line.split()[0]: line for line in lines[1:]}
    assert "None" not in text
    assert by_id[WARM].split()[6] == "-"  # breaks of a warm re-run: not measured
    assert "default-fp32-b1 (warm re-run: compile only) of sweep-s1" in by_id[WARM]
    assert by_id[COLD].rstrip().endswith("default-fp32-b1 of sweep-s1")
    assert "sweep" not in by_id[LONG]


def test_list_json_carries_the_sweep_cell(tmp_path):
    store = _store(tmp_path)
    p = cli("list", "--json", runs_dir=store.root, timeout=120)
    assert p.returncode == 0, p.stderr
    rows = {r["run_id"]: r for r in json.loads(p.stdout)}
    assert rows[WARM]["sweep"] == {"sweep_id": "sweep-s1", "cell": "default-fp32-b1", "warm": True}
    assert rows[LONG]["sweep"] is None


def test_seed_examples_counts_runs_and_sweeps_apart(tmp_path):
    runs = sorted(p.name for p in EXAMPLES_DIR.iterdir() if (p / "report.json").is_file())
    sweeps = sorted(p.stem for p in (EXAMPLES_DIR.parent / "sweeps").glob("*.json"))
    shape_sweeps = sorted(p.stem for p in (EXAMPLES_DIR.parent / "shape_sweeps").glob("*.json"))
    p = cli("seed-examples", runs_dir=tmp_path / "runs", timeout=120)
    assert p.returncode == 0, p.stderr
    assert f"copied {len(runs)} example run(s), {len(sweeps)} sweep(s) and {len(shape_sweeps)} shape sweep(s)" \
        in p.stdout
    assert seed_examples(RunStore(tmp_path / "runs")) == {"runs": [], "sweeps": [], "shape_sweeps": []}  # never twice


def test_show_leaves_out_what_the_run_did_not_measure(tmp_path):
    _store(tmp_path)
    text = cli("show", WARM, runs_dir=tmp_path / "runs").stdout
    fields = text.split("\n\n", 1)[-1]  # after show's first lines (its answers) and a blank line
    assert fields.startswith("run_id") and "compile_s" in fields and "None" not in text
    assert "speedup " not in text  # a warm re-run measures no speedup: no "speedup None" line
    every = json.loads(cli("show", WARM, "--json", runs_dir=tmp_path / "runs").stdout)
    assert every["speedup"] is None  # --json still lists every field
