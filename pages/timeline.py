"""Timeline of one forward: eager above compiled, CPU ops, launches and GPU kernels on one time axis."""

import streamlit as st

from dashboard import data, linkstate, nav, widgets
from dashboard.views import kernels as kv
from dashboard.views import timeline as tv

_LOADED = "_cs_timeline_plotly_loaded"  # this session's browser has drawn the chart once

report = widgets.report_page("Timeline")
run_id = report["run_id"]
profile = widgets.profile_or_stop(report, "No GPU in this run: the lanes show CPU ops and CPU kernels.")

extent = tv.timeline_extent(report)
if extent <= 0:
    st.info("The profile holds no timed events for one forward.")
    st.stop()

# On a session's first open the chart's slot goes out before the controls and the figure: an empty
# Plotly chart there makes the browser fetch and start Plotly's front-end chunk (about 4.7 MB of JS,
# most of a fresh open) while the figure is still being computed; the figure then replaces it. Later
# runs (a moved window) draw straight into the same place, keeping the old chart until the new one comes.
controls = st.container()
loading = None
if not st.session_state.get(_LOADED):
    loading = st.empty()
    loading.plotly_chart(tv.loading_figure(), width="stretch")

with controls:
    window = st.slider(
        "Window (µs from the start of the forward)", 0.0, float(extent), (0.0, float(extent)),
        key=f"w_timeline_window_{run_id}",  # per run: another run's window may lie outside this one's range
        help="Only bars inside the window are drawn; past about a thousand bars neighbours are merged "
        "(hover says how many).",
    )
    current = kv.trace_kernel_of(report, linkstate.get("kernel"))
    options = ["(none)", *tv.highlight_choices(report, current)]
    choice = st.selectbox("Highlight kernel", options, index=options.index(current) if current in options else 0,
                          key=linkstate.widget_key("kernel"),
                          help=f"Outlines every launch of this kernel. Lists the {tv.HIGHLIGHT_CHOICES} kernels with "
                          "the most time; the Kernels view links any kernel here.")
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
(loading or st).plotly_chart(fig, width="stretch")
st.session_state[_LOADED] = True
if counts["merged"]:
    st.caption(f"{counts['total']:,} bars in all; {counts['drawn']:,} drawn, {counts['merged']:,} of them merged from "
               "neighbours. Narrow the window to see each one. Totals below count every bar.")
st.markdown(tv.totals_markdown(totals))

if highlight and nav.has_page("kernels"):
    st.page_link(nav.page("kernels"), label=f"{highlight} in the Kernels view", icon=":material/memory:",
                 query_params={"run": run_id, "view": "kernels", "kernel": highlight})
