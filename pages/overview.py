"""Overview of one run: headline numbers, stages, options and environment."""

import time

import streamlit as st

from dashboard import widgets
from dashboard.views import breaks as breaks_view
from dashboard.views import decode as dv
from dashboard.views import overview as ov
from dashboard.views.fmt import md_escape
from dashboard.views.sections import failure_of, stages_table

report = widgets.report_page("Overview")

not_captured = breaks_view.not_captured_message(report)
if not_captured:  # the headline finding: Dynamo compiled nothing for the model's own frame
    st.error(md_escape(not_captured) + " — see Graph breaks.")

fail = failure_of(report)
if fail and fail["traceback"]:
    with st.expander(f"Traceback of the {md_escape(fail['stage'])} stage"):
        st.code(fail["traceback"], language=None)

if dv.decode_of(report):
    widgets.metric_cards(dv.overview_cards(report))
widgets.metric_cards(ov.headline_cards(report))

st.subheader("Stages")
stages = stages_table(report, now=time.time())
if stages.empty:
    st.info("The run has not started any stage yet.")
else:
    st.dataframe(stages, hide_index=True, width="stretch")
    worker = ov.worker_caption(report)
    if worker:
        st.caption(md_escape(worker))

left, right = st.columns(2)
with left:
    st.subheader("Options")
    st.dataframe(ov.options_table(report), hide_index=True, width="stretch")
with right:
    st.subheader("Environment")
    env = ov.environment_table(report)
    if env.empty:
        st.info("The report records no environment (the run did not get that far).")
    else:
        st.dataframe(env, hide_index=True, width="stretch")

notes = ov.notes_of(report)
if notes:
    st.subheader("Notes")
    st.markdown("\n".join(f"- {md_escape(n)}" for n in notes))
