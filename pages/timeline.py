"""Timeline of one forward: eager above compiled, CPU ops, launches and GPU kernels on one time axis."""

import streamlit as st

from dashboard.live import data, linkstate, nav, plotly_basic, widgets
from dashboard.views import kernels as kv
from dashboard.views import timeline as tv
from dashboard.views.fmt import md_escape, svg_image_markdown
from dashboard.views.timeline_svg import timeline_svg

report = widgets.report_page("Timeline")
run_id = report["run_id"]
profile = widgets.profile_or_stop(report, "No GPU in this run: the lanes show CPU ops and CPU kernels.")

extent = tv.timeline_extent(report)
if extent <= 0:
    st.info("The profile holds no timed events for one forward.")
    st.stop()

window = st.slider(
    "Window (µs from the start of the forward)", 0.0, float(extent), tv.parse_window(linkstate.get("window"), extent),
    key=linkstate.widget_key("window"),  # cleared when another run is picked: its range differs
    help="Only bars inside the window are drawn; past about a thousand bars neighbours are merged "
    "(hover says how many). The link carries the window.",
)
if tv.format_window(window, extent) != linkstate.get("window"):
    linkstate.set_param("window", tv.format_window(window, extent))
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
def drawn(run: str, mtime_ns: int, window: tuple[float, float], highlight: str | None, interactive: bool):
    """The drawing (SVG, or the Plotly figure as JSON) and its exact totals, cached per report version, window,
    highlight and kind (shared links)."""
    rep = data.load_report(run)
    computed = tv.timeline_data(rep, window)
    counts = {k: computed[k] for k in ("total", "drawn", "merged")}
    if not interactive:
        return timeline_svg(computed, window, highlight), 0, tv.totals_table_rows(computed), counts
    fig = tv.timeline_figure(rep, window=window, highlight=highlight, data=computed)
    return plotly_basic.figure_json(fig), fig.layout.height, tv.totals_table_rows(computed), counts


# A link opens on the SVG drawn here (it shows at once); the interactive chart is drawn by a component with
# Plotly's "basic" bundle (about 1.2 MB of JS, most of a fresh open), never st.plotly_chart's 4.7 MB chunk.
interactive = st.toggle("Interactive chart (zoom, pan, hover)", key="timeline_interactive",
                        help="The drawing shows at once; the interactive chart zooms, pans and names each bar with "
                        "its times on hover (it loads Plotly: about a second more).")
figure, height, totals, counts = drawn(run_id, data.report_mtime(run_id), tuple(window), highlight, interactive)
if interactive:
    plotly_basic.plot(figure, height, key="timeline_chart")
else:  # an image (parsed as SVG markup in the page, 150 kB took the browser most of a second), in the page's
    # Markdown: no image chunk to load first, as st.image has
    st.markdown(svg_image_markdown(figure, "Timeline of one forward"))
if counts["merged"]:
    st.caption(f"{counts['total']:,} bars in all; {counts['drawn']:,} drawn, {counts['merged']:,} of them merged from "
               "neighbours. Narrow the window to see each one. Totals below count every bar.")
st.markdown(tv.totals_markdown(totals))

if highlight and nav.has_page("kernels"):
    st.page_link(nav.page("kernels"), label=f"{md_escape(highlight)} in the Kernels view", icon=":material/memory:",
                 query_params={"run": run_id, "view": "kernels", "kernel": highlight})
