"""Following queued and running runs live: stages, elapsed time, log tail, cancel, and the queue."""

from __future__ import annotations

import time

import pandas as pd
import streamlit as st

from analyzers.report.schema import SchemaError
from analyzers.report.store import RunNotFound
from analyzers.runs import queue as jobs
from analyzers.runs.admission import fixes_under_way
from dashboard.server import settings
from dashboard.views import remedies as rv
from dashboard.views.fmt import MISSING, md_escape, seconds
from dashboard.views.sections import failure_of, is_final, run_title, stages_table

from . import data

STATUS_ICON = {
    "ok": ":material/check_circle:",
    "failed": ":material/error:",
    "partial": ":material/warning:",
    "cancelled": ":material/cancel:",
    "queued": ":material/hourglass_empty:",
    "running": ":material/autorenew:",
}


def queue_table(rows: list[dict], now: float) -> pd.DataFrame:
    out = [
        {
            "run id": r.get("run_id"),
            "model": r.get("model"),
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
    if jobs.executor_name() == "ray":
        st.caption("Runs go to the Ray cluster, one per free GPU; the others wait here, oldest first.")
    else:
        st.caption("One run at a time per device; the others wait here, oldest first.")
    st.dataframe(queue_table(rows, time.time()), hide_index=True, placeholder=MISSING, width="stretch")


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
    if placement or not is_final(report):
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
