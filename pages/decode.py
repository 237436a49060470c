"""Decode of one run: tokens/s eager vs compiled, latency per step, the prefill/decode split, recompiles."""

import streamlit as st

from dashboard.live import plotly_basic, widgets
from dashboard.views import decode as dv
from dashboard.views.fmt import MISSING, md_escape, md_table
from dashboard.views.sections import why_missing

report = widgets.report_page("Decode")

if not dv.decode_of(report):
    if not dv.is_decode_run(report):
        st.info(dv.FORWARD_RUN_NOTE)
    else:
        widgets.show_absence(why_missing(report, "decode"))
    st.stop()

widgets.metric_cards(dv.headline_cards(report))

unsteady = dv.instability_of(report)
if unsteady:
    st.warning("**Unstable timing: read these figures with care.**\n\n" + "\n".join(f"- {md_escape(m)}" for m in unsteady)
               + "\n\nRe-run (more `--iterations` rounds); the same disagreement again points at the machine, not "
                 "the model. CUDA graphs (mode reduce-overhead, static cache) take the host out of each step.")

findings = dv.findings_table(report)
if not findings.empty:
    st.subheader("Findings")
    st.markdown(md_table(findings))

# Plotly's basic bundle and Markdown tables (every step in the data grid only when opened): no 4.7 MB Plotly
# chunk or 1.2 MB grid to load before the figures of a shared link show.
plotly_basic.show(dv.latency_figure(report), key="decode_latency_chart")

left, right = st.columns(2)
with left:
    plotly_basic.show(dv.split_figure(report), key="decode_split_chart")
with right:
    st.markdown(md_table(dv.summary_table(report)))

st.subheader("Compiles per step")
compiles = dv.compiles_table(report)
if compiles.empty:
    st.info("No compile was recorded during the compiled rounds.")
else:
    st.caption("Round 0 is the first compiled generation: its step 0 compiles the prefill, its step 1 the decode "
               "step; any later row is a recompile, with the guard that failed.")
    widgets.light_table(compiles, "w_decode_compiles_all", what="compiles")

tokens = dv.tokens_caption(report)
if tokens:
    st.subheader("Tokens")
    st.markdown(md_escape(tokens))

if st.toggle("Every step (sortable table)", key="w_decode_steps"):
    st.dataframe(dv.steps_table(report), hide_index=True, placeholder=MISSING, width="stretch")

notes = dv.notes_of(report)
if notes:
    st.subheader("Notes")
    st.markdown("\n".join(f"- {md_escape(n)}" for n in notes))
