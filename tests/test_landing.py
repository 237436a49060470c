"""A link without ``?run=`` lands on the newest finished run someone launched, not on a fix experiment's child or a
sweep's warm re-run made from it (``analyzers/report/landing.py``)."""

from __future__ import annotations

import json

from analyzers.report.landing import landing_run
from analyzers.report.store import RunStore
from tests import report_factory as rf


def _run(root, run_id: str, created: float, status: str = "ok", **extra) -> str:
    r = rf.good_report(run_id)
    r.update(created=created, status=status, **extra)
    return rf.write_run(root, r)


def test_lands_on_the_newest_run_that_is_not_a_child_or_a_warm_rerun(tmp_path):
    root = tmp_path / "runs"
    parent = _run(root, "20260101-000001-parent-0001", 100.0)
    _run(root, "20260101-000002-fix-0002", 200.0, fix_of=parent)
    cold = _run(root, "20260101-000000-cold-0003", 50.0)
    _run(root, "20260101-000003-warm-0004", 300.0)
    _run(root, "20260101-000004-failed-0005", 400.0, status="failed")
    _run(root, "20260101-000005-cold-start-0006", 500.0, status="partial", compile=None,
         cold_start={"routes": [{"route": "eager"}]})  # a cold start's page is Cold start, not an Overview
    (root / "sweeps").mkdir()
    (root / "sweeps" / "sweep-1.json").write_text(json.dumps(
        {"sweep_id": "sweep-1", "cells": [{"key": "default", "run_id": cold, "warm_run_id": "20260101-000003-warm-0004"}]}))
    store = RunStore(root)
    assert landing_run(store) == parent
    assert landing_run(store, [r for r in store.list_runs() if r["run_id"] != parent]) == cold


def test_only_children_finished_lands_on_the_newest_of_them_and_nothing_finished_lands_nowhere(tmp_path):
    root = tmp_path / "runs"
    _run(root, "20260101-000001-fix-0001", 100.0, fix_of="20260101-000000-gone-0000")
    newest = _run(root, "20260101-000002-fix-0002", 200.0, fix_of="20260101-000000-gone-0000")
    assert landing_run(RunStore(root)) == newest
    empty = tmp_path / "empty"
    _run(empty, "20260101-000001-running-0001", 100.0, status="running")
    assert landing_run(RunStore(empty)) is None
