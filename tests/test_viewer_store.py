"""Viewer mode, direct calls: every way into the store that the dashboard can reach — its
store, its record folders, the job queue — is a row here. A write is refused on a viewer's store (``ReadOnlyStore``)
with every byte of the runs folder as it was; a read writes nothing; and a discovery test fails when a new way in
(a fix experiment, a bisection, a cold start) has no row yet. The pages, links and buttons are in test_access.py.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from analyzers.report import landing
from analyzers.report.schema import ModelSource, RunRequest
from analyzers.report.store import ReadOnlyStore, RecordFolder
from analyzers.report.sweep_cells import read_sweep
from analyzers.runs import queue as jobs
from tests.test_access import store_bytes
from tests.test_app_pages import GOOD, RUNNING, runs  # noqa: F401

ROOT = Path(__file__).resolve().parents[1]


def _request() -> RunRequest:
    return RunRequest(source=ModelSource("demo", "clean"), only=["explain"])


class _Handle:
    """A worker handle that never finishes (what ``wait_for`` would poll)."""

    def poll(self):
        return None


# Every way into the store through what the dashboard imports (its store, its record folders, the job queue),
# keyed as test_every_way_in_is_in_a_table discovers them: a new action (a fix experiment, a bisection, a cold
# start) is refused on a viewer's store once it has a row here, and that test fails until it has one.
WRITES = {
    "RunStore.create_run": lambda s: s.create_run(_request()),
    "RunStore.save_report": lambda s: s.save_report(s.load_report(GOOD)),
    "RunStore.save_artifact": lambda s: s.save_artifact(GOOD, "artifacts/x.txt", "x"),
    "RunStore.delete_run": lambda s: s.delete_run(GOOD),
    "RunStore.reindex": lambda s: s.reindex(),
    "RunStore.reindex_one": lambda s: s.reindex_one(s.load_report(GOOD)),
    "RecordFolder.save": lambda s: RecordFolder(s, "sweeps", "sweep").save({"sweep_id": "sweep-x", "cells": []}),
    "queue.submit": lambda s: jobs.submit(s, _request(), {"cuda_available": False}),
    "queue.cancel": lambda s: jobs.cancel(s, RUNNING),
    "queue.start_fix_experiments": lambda s: jobs.start_fix_experiments(s, GOOD),
    "queue.stop_fix_experiments": lambda s: jobs.stop_fix_experiments(s, GOOD),
    "queue.ensure_dispatcher": lambda s: jobs.ensure_dispatcher(s),
    "queue.stop_dispatcher": lambda s: jobs.stop_dispatcher(s, timeout_s=0),
    "queue.claim": lambda s: jobs.claim(s, RUNNING),
    "queue.run_now": lambda s: jobs.run_now(s, RUNNING),
    "queue.wait_for": lambda s: jobs.wait_for(s, RUNNING, jobs.LocalExecutor(), _Handle(), poll_s=0),
    "queue.wait_final": lambda s: jobs.wait_final(s, RUNNING, poll_s=0),
    "queue.finish_run": lambda s: jobs.finish_run(s, s.load_report(RUNNING), "failed", "stopped by a viewer"),
    "queue.close_lost_run": lambda s: jobs.close_lost_run(s, RUNNING, None, 1),
    "queue.recover_orphans": lambda s: jobs.recover_orphans(s),
    "LocalExecutor.launch": lambda s: jobs.LocalExecutor().launch(s, RUNNING),
    "Executor.launch": lambda s: jobs.LocalExecutor().launch(s, RUNNING),  # the interface: each executor's launch
}
# The engine's own ways in that the dashboard cannot import (it never imports the workflows or the analyses): the fix
# experiments and the numerics bisection refuse a viewer's store too, before reading the run. Found by
# test_every_engine_way_in_is_in_a_table over ENGINE_MODULES.
ENGINE_MODULES = ("analyzers.workflows.fixes", "analyzers.analyses.numerics.bisection")
ENGINE_WRITES = {
    "fixes.run_fixes": lambda s: _engine("workflows.fixes").run_fixes(s, GOOD, budget_s=60),
    "bisection.run_bisection": lambda s: _engine("analyses.numerics.bisection").run_bisection(
        s, RUNNING, s.run_dir(RUNNING) / "artifacts" / "numerics_bisection.json", budget_s=5),
}
# The ones that only read (a viewer's pages call them): allowed, and they leave every byte as it was.
READS = {
    "RunStore.load_report": lambda s: s.load_report(GOOD),
    "RunStore.list_runs": lambda s: s.list_runs(),
    "RunStore.not_runs": lambda s: s.not_runs(),
    "RunStore.run_dir": lambda s: s.run_dir(GOOD),
    "RunStore.report_path": lambda s: s.report_path(GOOD),
    "RunStore.artifact_path": lambda s: s.artifact_path(GOOD, "artifacts/code/0_0.py"),
    "RunStore.require_writable": None,  # the check itself
    "RecordFolder.list": lambda s: RecordFolder(s, "sweeps", "sweep").list(),
    "RecordFolder.load": None,  # a missing record: LookupError, read-only either way
    "RecordFolder.path": lambda s: RecordFolder(s, "sweeps", "sweep").path("sweep-x"),
    "sweep_cells.read_sweep": lambda s: _read_missing_sweep(s),
    "queue.cancel_reason": lambda s: jobs.cancel_reason(s, RUNNING),
    "landing.landing_run": lambda s: landing.landing_run(s),  # the first screen's run
    "landing.warm_reruns": lambda s: landing.warm_reruns(s),
    "landing.is_passed_over": lambda s: landing.is_passed_over(s, GOOD),
    "queue.queue_state": lambda s: jobs.queue_state(s),
    "queue.placement_of": lambda s: jobs.placement_of(s, RUNNING),
    "queue.log_tail": lambda s: jobs.log_tail(s, RUNNING),
    "queue.machine_info": lambda s: jobs.machine_info(s),  # from the cache; a viewer never writes one
    # the Compare page's cache reuse: the earlier runs' stored lookup keys
    "cache_lookup_match.earlier_keys": lambda s: _earlier_keys(s),
}


def _earlier_keys(store) -> list:
    from analyzers.report.cache_lookup_match import earlier_keys

    return earlier_keys(store, store.load_report(GOOD))


def _viewer_store(monkeypatch):
    from dashboard.live import data

    monkeypatch.setenv("COMPILESCOPE_VIEWER", "1")
    store = data.store()
    assert store.read_only
    return store


@pytest.mark.parametrize("name", WRITES)
def test_the_viewers_store_refuses_every_write(runs, monkeypatch, name):  # noqa: F811
    store = _viewer_store(monkeypatch)
    before = store_bytes(runs)
    with pytest.raises(ReadOnlyStore, match="read-only viewer: it cannot"):
        WRITES[name](store)
    assert store_bytes(runs) == before
    assert not (runs / "dispatcher.lock").exists()


@pytest.mark.parametrize("name", ENGINE_WRITES)
def test_the_engines_new_actions_refuse_a_viewers_store(runs, monkeypatch, name):  # noqa: F811
    store = _viewer_store(monkeypatch)
    before = store_bytes(runs)
    with pytest.raises(ReadOnlyStore, match="read-only viewer: it cannot"):
        ENGINE_WRITES[name](store)
    assert store_bytes(runs) == before


def test_every_engine_way_in_is_in_a_table():
    """A public function of the fix experiments or the bisection that takes a store needs an ENGINE_WRITES row."""
    import importlib
    import inspect

    found = set()
    for name in ENGINE_MODULES:
        module = importlib.import_module(name)
        found |= {f"{name.rsplit('.', 1)[-1]}.{n}" for n, fn in inspect.getmembers(module, inspect.isfunction)
                  if fn.__module__ == name and not n.startswith("_") and "store" in inspect.signature(fn).parameters}
    assert found == set(ENGINE_WRITES), sorted(found ^ set(ENGINE_WRITES))


def _engine(name: str):
    import importlib

    return importlib.import_module(f"analyzers.{name}")


@pytest.mark.parametrize("name", [n for n, call in READS.items() if call is not None])
def test_the_viewers_store_reads_without_writing(runs, monkeypatch, name):  # noqa: F811
    store = _viewer_store(monkeypatch)
    before = store_bytes(runs)
    READS[name](store)
    assert store_bytes(runs) == before


def _ways_in() -> set[str]:
    """Public functions taking a ``store`` in the analyzers modules the dashboard and pages import, and the public
    methods of the classes they export that take one (every method of RunStore and RecordFolder)."""
    import ast
    import importlib
    import inspect

    modules = set()
    for f in [*(ROOT / "dashboard").rglob("*.py"), *(ROOT / "pages").glob("*.py")]:
        for node in ast.walk(ast.parse(f.read_text())):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("analyzers"):
                for alias in node.names:
                    try:
                        modules.add(importlib.import_module(f"{node.module}.{alias.name}"))
                    except ImportError:
                        modules.add(importlib.import_module(node.module))

    def takes_store(fn) -> bool:
        return "store" in inspect.signature(fn).parameters

    found = set()
    for module in modules:
        short = module.__name__.rsplit(".", 1)[-1]
        names = {*getattr(module, "__all__", ()), *(n for n in vars(module) if not n.startswith("_"))}  # both:
        for name in sorted(names):  # a function added below __all__ counts too
            obj = getattr(module, name, None)
            if inspect.isfunction(obj) and takes_store(obj):
                found.add(f"{short}.{name}")
            elif inspect.isclass(obj):
                every = obj.__name__ in ("RunStore", "RecordFolder")
                found |= {f"{obj.__name__}.{m}" for m, fn in inspect.getmembers(obj, inspect.isfunction)
                          if not m.startswith("_") and (every or takes_store(fn))}
    return found


def test_every_way_in_is_in_a_table():
    """A new way to write that the dashboard can reach (a function with a store, a store method) fails here until it
    has a WRITES row (and is refused) or a READS row (and writes nothing)."""
    ways = _ways_in()
    assert {"queue.submit", "RunStore.create_run", "RecordFolder.save"} <= ways  # the discovery finds them
    assert not ways - set(WRITES) - set(READS), sorted(ways - set(WRITES) - set(READS))
    assert not (set(WRITES) | set(READS)) - ways, "rows for ways in that are gone"


def test_the_dashboards_store_writes_outside_viewer_mode(runs, monkeypatch):  # noqa: F811
    from dashboard.live import data

    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    store = data.store()
    assert not store.read_only
    report = store.create_run(_request())
    assert (runs / report["run_id"] / "report.json").is_file()


def _read_missing_sweep(store) -> None:
    """The Sweeps page's reader: a missing record is a LookupError, and nothing is written either way."""
    with contextlib.suppress(LookupError):
        read_sweep(store, "sweep-x")
