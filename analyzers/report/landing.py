"""Which run a report link without ``?run=`` opens (the first screen after ``make start``): the newest finished run
that someone launched to look at, not one a workflow made from it.

Passed over: a fix experiment's child run (``fix_of`` its original: explain, compile and benchmark of one changed
setting, no profile or code) and a sweep's warm re-run (compile only, to time a cached compile). Both are newer
than the run they belong to, so "the newest finished run" alone lands on a half-empty page. When every finished
run is one of those, the newest of them is shown. Stdlib only: the dashboard and its server read this module.
"""

from __future__ import annotations

from .store import RecordFolder, RunStore

FINISHED = ("ok", "partial")
WHY = "fix experiments and sweeps' warm re-runs are passed over"  # what the first screen says it skipped


def warm_reruns(store: RunStore) -> set[str]:
    """Run ids of the sweeps' warm re-runs (a cell's ``warm_run_id``)."""
    out = set()
    for record in RecordFolder(store, "sweeps", "sweep").list():
        for cell in record.get("cells") or []:
            if isinstance(cell, dict) and isinstance(cell.get("warm_run_id"), str):
                out.add(cell["warm_run_id"])
    return out


def is_fix_child(store: RunStore, run_id: str) -> bool:
    """Whether ``run_id`` is a fix experiment of another run (an unreadable report counts as not)."""
    try:
        return bool(store.load_report(run_id).get("fix_of"))
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
    return next((rid for rid in finished if rid not in warm and not is_fix_child(store, rid)), finished[0])
