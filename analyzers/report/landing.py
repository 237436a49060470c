"""Which run a report link without ``?run=`` opens (the first screen after ``make start``): the newest finished run
that someone launched to look at, not one a workflow made from it.

Passed over: a fix experiment's child run (``fix_of`` its original: explain, compile and benchmark of one changed
setting, no profile or code), a sweep's warm re-run (compile only, to time a cached compile) and a cold-start-only
run (fresh processes per route, no compile of its own: its page is Cold start). The first two are newer than the
run they belong to, so "the newest finished run" alone lands on a half-empty Overview. When every finished
run is one of those, the newest of them is shown. Stdlib only: the dashboard and its server read this module.
"""

from __future__ import annotations

from .store import RecordFolder, RunStore

FINISHED = ("ok", "partial")
WHY = "fix experiments, sweeps' warm re-runs and cold-start-only runs are passed over"  # what the first screen says it skipped


def warm_reruns(store: RunStore) -> set[str]:
    """Run ids of the sweeps' warm re-runs (a cell's ``warm_run_id``)."""
    out = set()
    for record in RecordFolder(store, "sweeps", "sweep").list():
        for cell in record.get("cells") or []:
            if isinstance(cell, dict) and isinstance(cell.get("warm_run_id"), str):
                out.add(cell["warm_run_id"])
    return out


def is_passed_over(store: RunStore, run_id: str) -> bool:
    """Whether ``run_id`` is a fix experiment of another run, or a cold start without a compile of its own (an
    unreadable report counts as neither)."""
    try:
        report = store.load_report(run_id)
        return bool(report.get("fix_of")) or (bool(report.get("cold_start")) and not report.get("compile"))
    except Exception:  # noqa: BLE001 - a report that cannot be read is the page's to explain, not the landing's
        return False


def landing_run(store: RunStore, rows: list[dict] | None = None) -> str | None:
    """The run a link without ``?run=`` opens: the newest finished run that is neither a fix experiment nor a
    warm re-run; else the newest finished run; None when none has finished. ``rows``: ``store.list_runs()``
    when the caller has them already (newest first)."""
    finished = [r["run_id"] for r in (store.list_runs() if rows is None else rows) if r.get("status") in FINISHED]
    if not finished:
        return None
    warm = warm_reruns(store)
    return next((rid for rid in finished if rid not in warm and not is_passed_over(store, rid)), finished[0])
