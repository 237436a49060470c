"""Timeline of one forward: eager above compiled, CPU ops, launches and GPU kernels on one time axis."""

import pandas as pd
import streamlit as st

from dashboard import data, linkstate, nav, widgets
from dashboard.views import kernels as kv
from dashboard.views import timeline as tv

report = widgets.report_page("Timeline")
run_id = report["run_id"]
profile = widgets.profile_or_stop(report, "No GPU in this run: the lanes show CPU ops and CPU kernels.")

extent = tv.timeline_extent(report)
if extent <= 0:
    st.info("The profile holds no timed events for one forward.")
    st.stop()

window = st.slider(
    "Window (µs from the start of the forward)", 0.0, float(extent), (0.0, float(extent)),
    key=f"w_timeline_window_{run_id}",  # per run: another run's window may lie outside this one's range
    help="Only bars inside the window are drawn; past a few thousand bars neighbours are merged (hover says how many).",
)
names = kv.kernel_names(report)
current = kv.trace_kernel_of(report, linkstate.get("kernel"))
options = ["(none)", *names]
choice = st.selectbox("Highlight kernel", options, index=options.index(current) if current in options else 0,
                      key=linkstate.widget_key("kernel"), help="Outlines every launch of this kernel.")
highlight = None if choice == "(none)" else choice
if highlight != linkstate.get("kernel"):
    linkstate.set_param("kernel", highlight)


@st.cache_data(max_entries=32, show_spinner=False)
def drawn(run: str, mtime_ns: int, window: tuple[float, float], highlight: str | None):
    """The figure and its exact totals, cached per report version, window and highlight (shared links)."""
    rep = data.load_report(run)
    computed = tv.timeline_data(rep, window)
    counts = {k: computed[k] for k in ("total", "drawn", "merged")}
    return tv.timeline_figure(rep, window=window, highlight=highlight, data=computed), tv.totals_table_rows(computed), counts


fig, totals, counts = drawn(run_id, data.report_mtime(run_id), tuple(window), highlight)
st.plotly_chart(fig, width="stretch")
if counts["merged"]:
    st.caption(f"{counts['total']:,} bars in all; {counts['drawn']:,} drawn, {counts['merged']:,} of them merged from "
               "neighbours. Narrow the window to see each one. Totals below count every bar.")
st.dataframe(pd.DataFrame(totals), hide_index=True, width="stretch")

if highlight and nav.has_page("kernels"):
    st.page_link(nav.page("kernels"), label=f"{highlight} in the Kernels view", icon=":material/memory:",
                 query_params={"run": run_id, "view": "kernels", "kernel": highlight})
