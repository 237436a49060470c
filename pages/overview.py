"""Overview of one run: headline numbers, stages, options and environment.

The first view of every shared link: its tables are Markdown, so opening it loads no table front-end
chunk (the data grid's or st.table's Arrow chunk held the headline cards back by a few hundred ms)."""

import time

import streamlit as st

from dashboard import widgets
from dashboard.views import overview as ov
from dashboard.views.fmt import md_escape, md_table
from dashboard.views.sections import failure_of, stages_table

report = widgets.report_page("Overview")

fail = failure_of(report)
if fail and fail["traceback"]:
    with st.expander(f"Traceback of the {md_escape(fail['stage'])} stage"):
        st.code(fail["traceback"], language=None)

widgets.metric_cards(ov.headline_cards(report))

st.subheader("Stages")
stages = stages_table(report, now=time.time())
if stages.empty:
    st.info("The run has not started any stage yet.")
else:
    st.markdown(md_table(stages))
    worker = ov.worker_caption(report)
    if worker:
        st.caption(md_escape(worker))

left, right = st.columns(2)
with left:
    st.subheader("Options")
    st.markdown(md_table(ov.options_table(report)))
with right:
    st.subheader("Environment")
    env = ov.environment_table(report)
    if env.empty:
        st.info("The report records no environment (the run did not get that far).")
    else:
        st.markdown(md_table(env))

notes = ov.notes_of(report)
if notes:
    st.subheader("Notes")
    st.markdown("\n".join(f"- {md_escape(n)}" for n in notes))
