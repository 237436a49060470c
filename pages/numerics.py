"""Numerics of one run: every output compiled against eager, and where they differ, which compiler step, which
module (down to the aten op) and which setting."""

import streamlit as st

from dashboard.live import plotly_basic, widgets
from dashboard.views import numerics as nv
from dashboard.views.fmt import md_escape, md_table
from dashboard.views.sections import why_missing

report = widgets.report_page("Numerics")

num = nv.numerics_of(report)
if not num:
    absence = why_missing(report, "numerics")
    if absence.level == "info" and "did not ask" in absence.message:
        st.info(nv.NO_SECTION_NOTE)
    else:
        widgets.show_absence(absence)
    st.stop()

cards = nv.headline_cards(report)
widgets.metric_cards(cards, per_row=max(len(cards), 2))

lines = nv.verdict_lines(report)
if lines:
    st.error("**Compiled gives other numbers than eager.**\n\n" + "\n".join(f"- {md_escape(x)}" for x in lines))
elif num.get("passed"):
    st.success("Every output of every input is within the tolerance: no bisection was needed.")

tol = num.get("tolerance") if isinstance(num.get("tolerance"), dict) else {}
if tol.get("why"):
    st.caption(f"Tolerance {md_escape(tol.get('rel_tol'))} for {md_escape(tol.get('dtype'))}: {md_escape(tol['why'])}. "
               f"Method: {md_escape(num.get('method') or '')}.")

st.subheader("Error per output")
fig = nv.errors_figure(report)
if fig is not None:
    plotly_basic.show(fig, key="numerics_errors_chart")
# the data grid: a box of its own that scrolls sideways (eleven columns do not fit a 1280 px page as Markdown)
st.dataframe(nv.outputs_table(report), hide_index=True, width="stretch")

modules = nv.modules_table(report)
if not modules.empty:
    st.subheader("Modules compiled alone")
    st.caption("Each child of the model, in the order the forward ran them, compiled alone on the inputs it saw; "
               "the first that differs is opened one level down (indented).")
    widgets.light_table(modules, "w_numerics_modules", what="modules")
ops = nv.ops_table(report)
if not ops.empty:
    st.subheader("Aten ops of the first module, each compiled alone")
    st.markdown(md_table(ops))

steps = nv.steps_table(report)
if not steps.empty:
    st.subheader("Bisection steps")
    bis = num.get("bisection") if isinstance(num.get("bisection"), dict) else {}
    st.caption(f"torch's CompilerBisector in a child process: {md_escape(bis.get('status'))} after "
               f"{md_escape(bis.get('seconds'))} s of a {md_escape(bis.get('budget_s'))} s budget. Each row is a fresh "
               "compile with one backend (eager → aot_eager → decompositions → inductor), then with one part of it "
               "switched off, then a binary search over that part's applications.")
    st.markdown(md_table(steps))
