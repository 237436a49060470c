"""The Graph breaks page's live remedies (``render.hook``s of its definition, ``views/breaks_blocks.py``): the
fix experiments' progress and the button that starts them, each break's repro script as a download."""

from __future__ import annotations

import contextlib
import time

import streamlit as st

from analyzers.report.repro_script import ReproRefused, repro_script
from analyzers.report.store import RunNotFound, StoreError
from analyzers.runs import queue as jobs
from analyzers.runs.admission import fixes_under_way
from dashboard.server import settings
from dashboard.views import remedies as rv
from dashboard.views.fmt import md_escape

from . import data, linkstate
from .render import hook

FIX_BUDGET_S = 900
POLL_S = 2  # the panel reads the run's report again this often while its experiments run


def _going(report: dict) -> bool:
    return rv.fixes_status(report) in ("queued", "running") and bool(fixes_under_way(report.get("fixes"), time.time()))


@hook("fix_panel")
def fix_panel(box, report: dict) -> None:
    """The fix experiments (under the view's heading): their verdicts (each links to Compare), progress while they
    run, the button that starts them. While they run, the panel follows them by itself (a fragment that reads the
    run's report every ``POLL_S`` seconds) and draws the whole page again once they are done."""
    run_id = str(report.get("run_id"))
    polling = _going(report)

    @st.fragment(run_every=POLL_S if polling else None)
    def panel() -> None:
        now = _fresh(run_id) or report
        _panel(st, now)
        if polling and not _going(now):
            st.rerun()  # done (or stopped): the whole view again, its verdicts and ranking with it

    with box if box is not st else contextlib.nullcontext():
        panel()


def _fresh(run_id: str) -> dict | None:
    try:
        return data.load_report_fresh(run_id)
    except (RunNotFound, StoreError, OSError, ValueError):  # ValueError: SchemaError
        return None


def _panel(box, report: dict) -> None:
    status = rv.fixes_status(report)
    table = rv.fixes_table(report)
    if status in ("queued", "running") and not fixes_under_way(report.get("fixes"), time.time()):
        box.warning("The fix experiments stopped before they finished: their process is gone (killed, or the machine "
                    "restarted). Any experiment that finished is listed below; start them again for the rest.")
        status = "stopped"
    elif status in ("queued", "running"):
        follow = linkstate.link_url("new_run", {"run": str(report.get("run_id"))})
        child_id = rv.fix_child_id(report)
        line = rv.fix_progress_line(report, _fresh(child_id) if child_id else None) or ""
        line = line if line.startswith("Fix experiments") else f"Fix experiments running · {line}"
        box.info(f"{md_escape(line)}. This panel follows them as they run; [Follow them live]({follow}) on the New "
                 "run page for each child run's stages and log.")
    if len(table):  # one line each: a change like torch._dynamo.config.capture_... would widen a table's column
        box.markdown("\n".join(_fix_line(r) for r in table.to_dict("records")))
        # the speed change is defined once, under the ranked table that follows (``remedy_rank.basis_note``)
        box.caption("Each experiment is a child run of this one with one change (a compile option, a config key or "
                    "an input's mark_dynamic the worker sets for that run alone; your files are never edited); its link "
                    "opens the comparison; the ranked table below says how its speed change was measured.")
    elif status == "done":
        box.success("No fix experiment: no break or recompile a setting could address.")
    if status in ("queued", "running"):
        if not settings.viewer_mode() and box.button("Stop the fix experiments", key="w_stop_fixes",
                                                     help="Cancel the child run under way; the experiments done are kept"):
            _stop(box, report["run_id"])
        return
    if settings.viewer_mode():
        if status is None:
            box.caption("Fix experiments can be started where runs can be launched (not in this read-only viewer): "
                        f"`python -m analyzers try-fixes {md_escape(report.get('run_id'))}`.")
        return
    if report.get("fix_of") or report.get("status") not in ("ok", "partial"):
        return
    label = "Try the fixes" if status is None else "Try the fixes again"
    if box.button(label, key="w_try_fixes", help="Re-run this model once per change torch suggests for its breaks "
                  f"and recompiles, cheapest first, within {FIX_BUDGET_S // 60} minutes; each gets a verdict."):
        try:
            jobs.start_fix_experiments(data.store(), report["run_id"], FIX_BUDGET_S)
        except (StoreError, OSError, ValueError) as e:  # ValueError: refused (jobs.RequestRefused), says why
            box.error(f"Cannot start the fix experiments: {md_escape(e)}")
        else:
            st.toast("Fix experiments started: this panel follows them.")
            st.rerun()  # the whole view again: the panel now polls the experiments


def _stop(box, run_id: str) -> None:
    try:
        jobs.stop_fix_experiments(data.store(), run_id)
    except (StoreError, OSError) as e:
        box.error(f"Cannot stop the fix experiments: {md_escape(e)}")
    else:
        st.toast("Stopping the fix experiments.")
        st.rerun()


def _code(text: object) -> str:
    """A change as inline code: our own text (config key names, ``dynamic=True``), no backtick or line break."""
    return "`" + " ".join(str(text).replace("`", "'").split()) + "`"


def _fix_line(r: dict) -> str:
    figures = " · ".join(f"{k} {md_escape(r[k])}" for k in ("breaks", "recompiles", "compiled ms",
                                                            "eager ms (control)") if r.get(k))
    if r.get("numerics"):
        figures += f" · numerics {md_escape(r['numerics'])}"
    link = f" · [Compare]({r['compare']})" if r.get("compare") else ""
    return (f"- {_code(r['change'])} on {md_escape(r['target'])}: **{md_escape(r['verdict'])}**"
            + (f"  \n  {figures}" if figures else "") + link)


@hook("repro_download")
def repro_download(box, report: dict, n: int) -> None:
    """Break ``n``'s repro script (1-based, in explain's order) as a file to download."""
    try:
        script = repro_script(report, n)
    except (ReproRefused, OSError, ValueError):
        return
    box.download_button("Repro script", script, file_name=f"repro_{report.get('run_id')}_break{n}.py",
                        mime="text/x-python", key=f"w_repro_{n}",
                        help="A standalone script with plain torch that stops at this break")
