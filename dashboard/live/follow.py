"""The run the New run page queued, followed where the user clicked: right under "Queue run", scrolled
into view once, a box that updates by itself (``st.fragment(run_every=...)``) with the run's stage progress read
from its stored report, and, once the run is final, a link to its report.

The run is named by the link's ``queued`` parameter (``registry.py``: New run's own parameter), so a reload, or a
link pasted elsewhere, follows the same run; a run the link names that is still going is followed too (the Graph
breaks page's "Follow them live" link).
"""

from __future__ import annotations

import streamlit as st

from analyzers.report.schema import SchemaError
from analyzers.report.store import RunNotFound
from dashboard.views.fmt import md_escape
from dashboard.views.sections import failure_of, is_final, run_title

from . import cold_start_option, data, linkstate, nav, progress

POLL_S = 1
BOX_KEY = "cs_follow"  # the box's container key (its element's class: st-key-cs_follow)
_SCROLL = "_cs_follow_scroll"  # the next drawing brings the box into view: "always" (just queued) or "seen"
# Bring the box into view (the page's own constant scripts, no report text in them): right after "Queue run" (the user
# clicked near the bottom of the window, and the box is drawn under the button), and when the run ends and the box
# grows by its report's link, if the user has the box in view.
# The box may be drawn seconds after the script on a loaded machine, and the page may still grow above it after the
# first scroll: look for it for up to 20 s, then keep it in view for 2 s more while the layout settles.
_SCROLL_JS = """<script>(function () {
  var tries = 0, settle = 0;
  function go() {
    var el = document.querySelector(".st-key-cs_follow");
    if (!el) { if (++tries < 200) setTimeout(go, 100); return; }
    var r = el.getBoundingClientRect();
    if (%s && (r.top < 0 || r.bottom > innerHeight)) el.scrollIntoView({block: "nearest"});
    if (++settle < 10) setTimeout(go, 200);
  }
  go();
})();</script>"""
SCROLL_SCRIPT = _SCROLL_JS % "true"
KEEP_SCRIPT = _SCROLL_JS % "r.top < innerHeight && r.bottom > 0"
DONE = ("ok", "partial", "failed", "skipped")  # a stage past pending and running (schema.StageRecord)


def queued(run_id: str) -> None:
    """The page just queued ``run_id``: follow it (named in the link, so a reload keeps it) and bring the box
    into view."""
    linkstate.select_run(run_id)
    linkstate.set_param("queued", run_id)
    st.session_state[_SCROLL] = SCROLL_SCRIPT


def fresh(run_id: str | None) -> dict | None:
    if not run_id:
        return None
    try:
        return data.load_report_fresh(run_id)
    except (RunNotFound, SchemaError, OSError):
        return None


def followed_run() -> str | None:
    """The run the page follows: the one it queued (the link's ``queued``), else the link's run while it is still
    going (or its fix experiments are)."""
    mine = linkstate.get("queued")
    if fresh(mine) is not None:
        return mine
    run_id = linkstate.get("run")
    return run_id if progress.going(fresh(run_id)) else None


def stage_progress(report: dict) -> tuple[int, int, str | None]:
    """(stages done, stages in the run, the stage running now)."""
    stages = [s for s in report.get("stages") or [] if isinstance(s, dict)]
    done = sum(1 for s in stages if s.get("status") in DONE)
    running = next((str(s.get("name")) for s in stages if s.get("status") == "running"), None)
    return done, len(stages), running


def report_view(report: dict) -> str:
    """The view a finished run opens on: Decode for a decode, Cold start for a cold start, else the Overview."""
    if ((report.get("request") or {}).get("options") or {}).get("workload") == "decode":
        return "decode"
    return "cold_start" if cold_start_option.is_cold_start(report) else "overview"


def _status_line(report: dict) -> str:
    status = str(report.get("status") or "?")
    done, total, running = stage_progress(report)
    if status == "queued":
        return f"Queued: {md_escape(progress.queued_line(report))}."
    if not is_final(report):
        worker = report.get("worker") if isinstance(report.get("worker"), dict) else {}
        if running is None and done == 0 and worker.get("kind") == "fresh" and not worker.get("started_before_run"):
            return f"Stage 1 of {total}: starting (a fresh worker process imports torch and the engine first)."
        return f"Stage {min(done + 1, total)} of {total}: {md_escape(running or 'starting')}."
    fail = failure_of(report)
    if fail:
        return f"Ended {md_escape(status)} at stage {md_escape(fail['stage'])}: {md_escape(fail['message'])}"
    return f"Done: {done} of {total} stages, status {md_escape(status)}."


def _draw(run_id: str, polling: bool) -> None:
    """Title, the report's link once the run is final (first: the box grows downwards), stage progress."""
    report = fresh(run_id)
    with st.container(border=True, key=BOX_KEY):
        if report is None:
            st.warning(f"Cannot read the report of {md_escape(run_id)} any more.")
            return
        st.markdown(f"{progress.STATUS_ICON.get(report.get('status'), '')} **{md_escape(run_title(report))}**")
        st.caption(f"Run id `{run_id}`")
        if is_final(report) and nav.has_page(report_view(report)):
            st.page_link(nav.page(report_view(report)), label="Open the report", icon=":material/open_in_new:",
                         query_params={"run": run_id, "view": report_view(report)})
        done, total, _ = stage_progress(report)
        st.progress(done / total if total else 0.0, text=_status_line(report))
        if is_final(report) and progress.fixes_going(report):
            st.caption("Its fix experiments are running: the panel on the right follows them.")
    if polling and not progress.going(report):
        st.session_state[_SCROLL] = KEEP_SCRIPT  # it grew by the link: kept in view if the user looks at it
        st.rerun()  # it finished: draw the page again (the box stops polling, the panel shows the report button)


def box(run_id: str | None) -> None:
    """The followed run's box (nothing without one), polling every second while the run goes on; brought into view
    right after the run was queued."""
    if not run_id:
        return
    polling = progress.going(fresh(run_id))

    @st.fragment(run_every=POLL_S if polling else None)
    def follow() -> None:
        _draw(run_id, polling)

    follow()
    script = st.session_state.pop(_SCROLL, None)
    if script in (SCROLL_SCRIPT, KEEP_SCRIPT):
        st.html(script, unsafe_allow_javascript=True)
