"""The Graph breaks page's remedies: each break's cost and repro script, the fix experiments and their button."""

from __future__ import annotations

import time

import streamlit as st

from analyzers.report.repro_script import ReproRefused, repro_script
from analyzers.report.store import StoreError
from analyzers.runs import queue as jobs
from analyzers.runs.admission import fixes_under_way
from dashboard.server import settings
from dashboard.views import remedies as rv
from dashboard.views.compile import recompiles_caption
from dashboard.views.fmt import md_escape

from . import data, linkstate

FIX_BUDGET_S = 900


def fix_panel(report: dict) -> None:
    """The fix experiments: their table (each links to Compare), progress while they run, the button to start."""
    st.subheader("Fix experiments")
    status = rv.fixes_status(report)
    table = rv.fixes_table(report)
    if status in ("queued", "running") and not fixes_under_way(report.get("fixes"), time.time()):
        st.warning("The fix experiments stopped before they finished: their process is gone (killed, or the machine "
                   "restarted). Any experiment that finished is listed below; start them again for the rest.")
        status = "stopped"
    elif status in ("queued", "running"):
        follow = linkstate.link_url("new_run", {"run": str(report.get("run_id"))})
        line = rv.fix_progress_line(report) or ""
        line = line if line.startswith("Fix experiments") else f"Fix experiments running · {line}"
        st.info(f"{md_escape(line)}. [Follow them live]({follow}) on the New run page, or reload this page.")
    if len(table):  # one line each: a change like torch._dynamo.config.capture_... would widen a table's column
        st.markdown("\n".join(_fix_line(r) for r in table.to_dict("records")))
        st.caption("Each experiment is a child run of this one with one change (a compile option, a config key or "
                   "an input's mark_dynamic the worker sets for that run alone; your files are never edited); its link opens the "
                   "comparison. Speed change: the ratio of the two speedups over eager, with its interval.")
    elif status == "done":
        st.success("No fix experiment: no break or recompile a setting could address.")
    if status in ("queued", "running"):
        if not settings.viewer_mode() and st.button("Stop the fix experiments", key="w_stop_fixes",
                                                    help="Cancel the child run under way; the experiments done are kept"):
            _stop(report["run_id"])
        return
    if settings.viewer_mode():
        if status is None:
            st.caption("Fix experiments can be started where runs can be launched (not in this read-only viewer): "
                       f"`python -m analyzers try-fixes {md_escape(report.get('run_id'))}`.")
        return
    if report.get("fix_of") or report.get("status") not in ("ok", "partial"):
        return
    label = "Try the fixes" if status is None else "Try the fixes again"
    if st.button(label, key="w_try_fixes", help="Re-run this model once per change torch suggests for its breaks "
                 f"and recompiles, cheapest first, within {FIX_BUDGET_S // 60} minutes; each gets a verdict."):
        try:
            jobs.start_fix_experiments(data.store(), report["run_id"], FIX_BUDGET_S)
            st.success("Fix experiments started: reload the page to follow them.")
        except (StoreError, OSError, ValueError) as e:  # ValueError: refused (jobs.RequestRefused), says why
            st.error(f"Cannot start the fix experiments: {md_escape(e)}")


def _stop(run_id: str) -> None:
    try:
        jobs.stop_fix_experiments(data.store(), run_id)
        st.success("Stopping the fix experiments: reload the page to see where they ended.")
    except (StoreError, OSError) as e:
        st.error(f"Cannot stop the fix experiments: {md_escape(e)}")


def _code(text: object) -> str:
    """A change as inline code: our own text (config key names, ``dynamic=True``), no backtick or line break."""
    return "`" + " ".join(str(text).replace("`", "'").split()) + "`"


def _fix_line(r: dict) -> str:
    figures = " · ".join(f"{k} {md_escape(r[k])}" for k in ("breaks", "recompiles", "speedup") if r.get(k))
    if r.get("numerics"):
        figures += f" · numerics {md_escape(r['numerics'])}"
    link = f" · [Compare]({r['compare']})" if r.get("compare") else ""
    return (f"- {_code(r['change'])} on {md_escape(r['target'])}: **{md_escape(r['verdict'])}**"
            + (f"  \n  {figures}" if figures else "") + link)


def recompile_remedies(report: dict) -> bool:
    """The recompiles, each with the compile seconds it cost (the fix panel beside it lists the experiments aimed
    at them: target ``recompile``); False (nothing drawn) when the real compile did not recompile."""
    lines = rv.recompile_lines(report)
    if not lines:
        return False
    st.subheader("Recompiles")
    st.caption(md_escape(recompiles_caption(report)) + " · the Compile page has their guards.")
    st.markdown("\n".join(f"- {md_escape(t)}" for t in lines))
    return True


def break_remedies(report: dict, b: dict, total_ms: float | None) -> None:
    """One break's cost, its experiments' verdicts and its repro script."""
    line = rv.cost_line(b, total_ms)
    st.markdown(f"**Cost:** {md_escape(line)}" if line else
                "**Cost:** not measured (the profile analysis did not run, or no compiled graph was profiled).")
    for f in rv.for_break(report, b):
        st.markdown(f"**Fix experiment** {_code(f.get('change') or 'no setting')}: "
                    f"{md_escape(f.get('verdict') or f.get('status') or '')}")
    rows = [r for r in (report.get("explain") or {}).get("breaks") or [] if isinstance(r, dict)]
    n = next((i for i, r in enumerate(rows, 1) if r is b), None)
    if n is None:
        return
    try:
        script = repro_script(report, n)
    except (ReproRefused, OSError, ValueError):
        return
    st.download_button("Repro script", script, file_name=f"repro_{report.get('run_id')}_break{n}.py",
                       mime="text/x-python", key=f"w_repro_{n}",
                       help="A standalone script with plain torch that stops at this break")
