"""Cold start of one run (issue 28): each route's process from its start to steady state, against a start-up budget."""

import streamlit as st

from dashboard.live import linkstate, plotly_basic, widgets
from dashboard.views import cold_start as cv
from dashboard.views.fmt import md_escape, md_table
from dashboard.views.sections import why_missing

report = widgets.report_page("Cold start")

if not cv.cold_start_of(report):
    absence = why_missing(report, "cold_start")
    if "did not ask" in absence.message:
        st.info(cv.NO_SECTION_NOTE)
    else:
        widgets.show_absence(absence)
    st.stop()

budget = float(st.number_input(
    "Start-up budget (s)", min_value=0.1, max_value=cv.MAX_BUDGET_S, value=cv.parse_budget(linkstate.get("budget")),
    step=1.0, key=linkstate.widget_key("budget"),
    help="The seconds a fresh serving process may take to its first correct output: a liveness or startup probe's "
         "failure window, say. The link keeps it."))
if cv.format_budget(budget) != linkstate.get("budget"):
    linkstate.set_param("budget", cv.format_budget(budget))
st.markdown(md_escape(cv.budget_sentence(report, budget)))

plotly_basic.show(cv.timeline_figure(report, budget), key="cold_start_timeline")
st.caption("Each route runs in a fresh process; seconds count from the moment the process was started. ◆ marks the "
           "first output.")
st.markdown(md_table(cv.routes_table(report, budget)))
st.subheader("Steady state and memory")
st.caption("Latency of each call, synchronized, timed in rounds in the route's own process, as a run's benchmark "
           "times it.")
st.markdown(md_table(cv.steady_table(report)))

aot = cv.aot_table(report)
if not aot.empty:
    st.subheader("The AOT package's build (ahead of time)")
    st.markdown(md_table(aot))

for f in cv.failures(report):
    with st.expander(md_escape(f"{f['route']} failed at {f['stage']}"), expanded=True):
        st.error(md_escape(f["message"][:600]))
        if f["where"]:
            st.markdown(f"At your line **{md_escape(f['where'])}**.")
        link = f["break_link"]
        if link:
            url = linkstate.link_url("breaks", {"run": str(report.get("run_id")), **link["params"]})
            st.markdown(f"The same line is a graph break of this run: [open its row on Graph breaks]({url}) "
                        f"({md_escape(link['reason'][:200])}).")
        if f["traceback"]:
            widgets.source_block(f["traceback"][-6000:], line_numbers=False, wrap=True)

with st.expander("What each route is"):
    st.markdown("\n".join(f"- {md_escape(line)}" for line in cv.route_help()))
notes = cv.notes_of(report)
if notes:
    st.subheader("Notes")
    st.markdown("\n".join(f"- {md_escape(n)}" for n in notes))
