"""Following queued and running runs live: stages, elapsed time, log tail, cancel, and the queue."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pandas as pd
import streamlit as st

from analyzers.report.schema import SchemaError
from analyzers.report.store import RunNotFound
from analyzers.runs import queue as jobs
from analyzers.runs.admission import fixes_under_way
from dashboard.server import settings
from dashboard.views import remedies as rv
from dashboard.views.fmt import MISSING, md_escape, seconds
from dashboard.views.sections import failure_of, is_final, run_title, source_label, stages_table

from . import data

STATUS_ICON = {
    "ok": ":material/check_circle:",
    "failed": ":material/error:",
    "partial": ":material/warning:",
    "cancelled": ":material/cancel:",
    "queued": ":material/hourglass_empty:",
    "running": ":material/autorenew:",
}


# What the dispatcher's warm worker is doing, as the engine writes it into the runs folder (its STATE_FILE, format
# described in analyzers/runs/warm_executor.py): read here as a file, the engine's modules beyond the queue and
# admission being none of the page's imports. An import whose refresh (every second) stopped longer ago than
# WARM_STALE_S is a dispatcher that is gone.
WARM_STATE_FILE = "warm-worker.json"
WARM_STALE_S = 5.0


def warm_worker_state(root: Path, now: float) -> dict | None:
    try:
        state = json.loads((Path(root) / WARM_STATE_FILE).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(state, dict):
        return None
    if state.get("state") == "importing":
        updated = state.get("updated")
        if not isinstance(updated, (int, float)) or now - updated > WARM_STALE_S:
            return None
    return state


def _runs(n: int) -> str:
    return f"{n} run{'' if n == 1 else 's'}"


def waiting_for(row: dict, rows: list[dict], warm: dict | None, now: float) -> str:
    """What a queued run on this machine waits for, in words: the warm worker's first import (every run waits for
    it), then the runs ahead of it on its device (running, or queued before it)."""
    device = row.get("device") or "cpu"
    mine = row.get("run_id")
    created = row.get("created") or now
    same = [r for r in rows if (r.get("device") or "cpu") == device and r.get("run_id") != mine]
    running = [r for r in same if r.get("status") == "running"]
    queued = [r for r in same if r.get("status") == "queued" and (r.get("created") or 0) < created]
    if warm and warm.get("state") == "importing":
        since = warm.get("since")
        took = f"{seconds(now - since)} so far" if isinstance(since, (int, float)) else "under way"
        expected = warm.get("expected_s")
        if isinstance(expected, (int, float)):
            took += f", about {seconds(expected)} last time"
        out = f"waiting for the worker to import torch and the engine, once: later runs skip it ({took})"
        ahead = len(running) + len(queued)
        return out + (f"; then {_runs(ahead)} ahead of it" if ahead else "")
    what = f"the {'GPU' if device == 'cuda' else 'CPU'} of this machine"
    if running:
        more = f", then {_runs(len(queued))} queued before it" if queued else ""
        return f"waiting for {what}: run {running[0].get('run_id')} is using it{more}"
    if queued:
        return f"waiting for {what}: {_runs(len(queued))} ahead of it in the queue"
    return f"next for {what}: the dispatcher starts it now"


def where_now(row: dict, rows: list[dict], placement: dict | None, now: float) -> str:
    """Where a queued or running run is: the engine's words (``where_of``), and for a run queued on this machine,
    what it waits for (``waiting_for``)."""
    if row.get("status") != "queued" or placement or jobs.executor_name() == "ray":
        return jobs.where_of(row, placement)
    return waiting_for(row, rows, warm_worker_state(data.store().root, now), now)


def queued_line(report: dict) -> str:
    """A queued run's wait, in words, from the queue as it is now."""
    now = time.time()
    try:
        rows = jobs.queue_state(data.store())
    except Exception:  # noqa: BLE001 - the queue must not take the page down
        rows = []
    row = next((r for r in rows if r.get("run_id") == report.get("run_id")), None) or {
        "run_id": report.get("run_id"), "status": report.get("status"), "created": report.get("created"),
        "device": ((report.get("request") or {}).get("options") or {}).get("device")}
    return where_now(row, rows, jobs.placement_of(data.store(), str(report.get("run_id"))), now)


def queue_table(rows: list[dict], now: float) -> pd.DataFrame:
    out = [
        {
            "run id": r.get("run_id"),
            "model": source_label(r.get("source_kind"), r.get("model")),
            "device": r.get("device"),
            "status": r.get("status"),
            "stage": r.get("stage") or "",
            "where": r.get("where") or "",
            "waiting": seconds(now - r["created"]) if r.get("created") and r.get("status") == "queued" else "",
        }
        for r in rows
    ]
    return pd.DataFrame(out, columns=["run id", "model", "device", "status", "stage", "where", "waiting"])


def queue_panel() -> None:
    st.subheader("Queue")
    try:
        rows = jobs.queue_state(data.store())
    except Exception as e:  # noqa: BLE001 - the queue must not take the page down
        st.warning(f"Cannot read the queue: {md_escape(e)}")
        return
    if not rows:
        st.caption("No runs waiting or running.")
        return
    now = time.time()
    for r in rows:
        if r.get("status") == "queued":  # what it waits for: the worker's first import, then the runs ahead
            r["where"] = where_now(r, rows, jobs.placement_of(data.store(), r["run_id"]), now)
    if jobs.executor_name() == "ray":
        st.caption("Runs go to the Ray cluster, one per free GPU; the others wait here, oldest first.")
    else:
        st.caption("One run at a time per device; the others wait here, oldest first.")
    st.dataframe(queue_table(rows, now), hide_index=True, placeholder=MISSING, width="stretch")


def run_panel(run_id: str, polling: bool) -> dict | None:
    """Status, stages, elapsed time and log tail of one run; returns its report (None if unreadable)."""
    try:
        report = data.load_report_fresh(run_id)
    except (RunNotFound, SchemaError) as e:
        st.warning(f"Cannot follow run {md_escape(run_id)}: {md_escape(e)}")
        return None
    now = time.time()
    status = report.get("status") or "?"
    started = report.get("started")
    end = report.get("finished") or (report.get("updated") if is_final(report) else None) or now
    elapsed = seconds(end - started) if started else MISSING
    st.markdown(f"**{md_escape(run_title(report))}** · run `{run_id}`")
    head = f"{STATUS_ICON.get(status, '')} **{status}**"
    if status == "queued":
        head += f" · waiting {seconds(now - report['created'])}" if report.get("created") else ""
    else:
        head += f" · elapsed {elapsed}"
    placement = jobs.placement_of(data.store(), run_id) or report.get("placement")
    if status == "queued" and not placement:
        head += f" · {md_escape(queued_line(report))}"
    elif placement or not is_final(report):
        row = {"status": status, "device": ((report.get("request") or {}).get("options") or {}).get("device")}
        head += f" · {md_escape(jobs.where_of(row, placement))}"
    st.markdown(head)
    table = stages_table(report, now=now)
    if not table.empty:
        st.dataframe(table[["stage", "status", "time", "message"]], hide_index=True, placeholder=MISSING, width="stretch")
    fail = failure_of(report)
    if fail and is_final(report):
        st.error(f"{md_escape(fail['stage'])}: {md_escape(fail['message'])}")
    fix_progress(report)
    tail = jobs.log_tail(data.store(), run_id, 40)
    with st.expander("Worker log (last lines)", expanded=not is_final(report)):
        st.code(tail or "(nothing logged yet)", language=None)
    if not is_final(report) and not settings.viewer_mode():
        if st.button("Cancel run", icon=":material/stop:", key=f"cancel_{run_id}"):
            try:
                jobs.cancel(data.store(), run_id)
            except Exception as e:  # noqa: BLE001
                st.error(f"Could not cancel: {md_escape(e)}")
            else:
                st.toast("Cancel requested")
                st.rerun()
    elif polling and not fixes_going(report):
        # It finished while we were polling: redraw the whole page (stops polling, shows the report button).
        st.rerun()
    return report


def fixes_going(report: dict) -> bool:
    """The fix experiments of ``report`` are queued or running, in a process that is alive (``fixes_under_way``)."""
    return bool(fixes_under_way(report.get("fixes"), time.time()))


def going(report: dict | None) -> bool:
    """A run still running, or a finished one whose fix experiments are under way."""
    return report is not None and (not is_final(report) or fixes_going(report))


def fix_progress(report: dict) -> None:
    """While the fix experiments of ``report`` run: which one, its child run's stage, the verdicts so far (read
    from the run's ``fixes`` section and the child's report; nothing here runs anything)."""
    if not fixes_going(report):
        return
    child_id, child = rv.fix_child_id(report), None
    if child_id:
        try:
            child = data.load_report_fresh(child_id)
        except (RunNotFound, SchemaError):
            child = None
    st.markdown(f":material/science: **Fix experiments** · {md_escape(rv.fix_progress_line(report, child))}")
    done = [f for f in rv.experiments(report) if f.get("verdict")]
    if done:
        st.markdown("\n".join(f"- {md_escape(f.get('change') or '(no setting)')} on {md_escape(f.get('target'))}: "
                               f"{md_escape(f.get('verdict'))}" for f in done))


def live(run_id: str | None) -> None:
    """Run panel + queue, refreshed every second while ``run_id`` is not finished."""
    report = None
    if run_id:
        try:
            report = data.load_report_fresh(run_id)
        except (RunNotFound, SchemaError):
            report = None
    active = going(report)
    try:
        busy = bool(jobs.queue_state(data.store()))
    except Exception:  # noqa: BLE001
        busy = False

    @st.fragment(run_every=1 if active or busy else None)
    def panel() -> None:
        if report is not None:
            run_panel(run_id, active)
        queue_panel()

    panel()
