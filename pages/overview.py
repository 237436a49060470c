"""Overview of one run: headline numbers, stages, options and environment.

The first view of every shared link: its tables are Markdown, so opening it loads no table front-end
chunk (the data grid's or st.table's Arrow chunk held the headline cards back by a few hundred ms)."""

import json
import time

import streamlit as st

from analyzers.report.cold_start_rows import cold_start_headline
from dashboard.live import data, nav, plotly_basic, widgets
from dashboard.static import prerender
from dashboard.views import breaks as breaks_view
from dashboard.views import decode as dv
from dashboard.views import gpu_layer as gpu_layer_view
from dashboard.views import overview as ov
from dashboard.views import remedies as rv
from dashboard.views import timing
from dashboard.views.fmt import MISSING, md_escape, md_table
from dashboard.views.sections import failure_of, stages_table

report = widgets.report_page("Overview")

not_captured = breaks_view.not_captured_message(report)
if not_captured:  # the headline finding: Dynamo compiled nothing for the model's own frame
    st.error(md_escape(not_captured) + " — see Graph breaks.")

cold = cold_start_headline(report)  # a cold-start run's story is on its own page (issue 28)
if cold:
    st.info(md_escape(cold))
    st.page_link(nav.page("cold_start"), label="Open Cold start: the timeline per route and a start-up budget",
                 icon=":material/rocket_launch:")

cudagraphs_headline = gpu_layer_view.overview_headline(report)  # CUDA graphs asked for, none replayed (issue 27)
if cudagraphs_headline:
    st.warning(md_escape(cudagraphs_headline) + " — see GPU layer.")

fail = failure_of(report)
if fail and fail["traceback"]:
    with st.expander(f"Traceback of the {md_escape(fail['stage'])} stage"):
        st.code(fail["traceback"], language=None)

if dv.decode_of(report):
    widgets.metric_cards(dv.overview_cards(report))
cards, left_out = ov.shown_cards(report)
with st.container(key=prerender.LIVE_KEY):  # drawn: the link's first paint (dashboard/static/prerender.py) goes
    widgets.metric_cards(cards)
if left_out:
    st.caption(md_escape(left_out))

sentence = timing.figures_sentence(report)
if sentence:
    st.caption(md_escape(sentence))
costliest = rv.costliest_line(report)  # issue 25: the break to fix first
if costliest:
    st.markdown(f"{md_escape(costliest)} — see Graph breaks.")
unstable = timing.instability(report)
if unstable:
    st.warning(timing.instability_markdown(unstable))


@st.cache_data(max_entries=16, show_spinner=False)
def samples_chart(run: str, name: str, mtime_ns: int, order: bool) -> str:
    """The per-call samples chart as Plotly JSON, cached per report version and view."""
    return plotly_basic.figure_json(timing.samples_figure(json.loads(data.artifact_text(run, name)), order=order))


bench = timing.bench_of(report)
host = timing.host_rows(report)
if bench.get("samples_artifact") or host:
    with st.expander("Timing: per-call samples and the machine while they were timed"):
        if host:
            st.dataframe(dict(zip(("fact", "value"), zip(*host))), hide_index=True, placeholder=MISSING, width="stretch")
        # Gated: the samples are an artifact of up to 4,000 points, read and drawn only when asked for.
        if bench.get("samples_artifact") and st.toggle("Show per-call samples", key="w_ov_samples"):
            view = st.segmented_control("Samples", ["distribution", "in call order"], default="distribution",
                                        key="w_ov_samples_view")
            try:
                chart = samples_chart(report["run_id"], bench["samples_artifact"],
                                      data.report_mtime(report["run_id"]), view == "in call order")
            except (data.ArtifactMissing, ValueError) as e:
                st.info(f"The per-call samples cannot be shown: {md_escape(e)}")
            else:
                plotly_basic.plot(chart, 360, key="overview_samples")

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
