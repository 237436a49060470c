"""Kernels of one run: what the device executed in one forward, eager beside compiled, and the limits."""

import json
from pathlib import Path

import streamlit as st

from dashboard.live import data, linkstate, nav, plotly_basic, widgets
from dashboard.views import counters as cv
from dashboard.views import kernels as kv
from dashboard.views import roofline as rv
from dashboard.views.fmt import md_escape, md_table
from dashboard.views.sections import section, why_missing

KERNEL_ROWS = 10  # per table as Markdown (each row costs the browser rendering time); the rest in the grid, when asked

report = widgets.report_page("Kernels")
run_id = report["run_id"]
profile = widgets.profile_or_stop(
    report, "No GPU in this run: the profile shows CPU kernels (ATen ops and Inductor C++ kernels), and launch "
    "overhead does not apply."
)

labels = kv.available_modes(report)
mtime = data.report_mtime(run_id)


@st.cache_data(max_entries=16, show_spinner=False)
def kernel_modules(path: str, mtime_ns: int) -> dict:
    """Compiled kernel -> nn.Module path, from the Graph view's artifact (FX nodes know both)."""
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return kv.kernel_module_map(doc.get("graphs") if isinstance(doc, dict) else None)


@st.cache_data(max_entries=64, show_spinner=False)
def chart(run: str, mtime_ns: int, which: str, depth: int = 3, highlight: str | None = None,
          graphs_file: str | None = None) -> tuple[str, int]:
    """One of the page's figures as Plotly JSON and its height, cached per report version and selection:
    building Plotly figure objects was most of this page's script time (a shared link opens it again and again)."""
    rep = data.load_report(run)
    if which == "modules":
        mods = kernel_modules(graphs_file, Path(graphs_file).stat().st_mtime_ns) if graphs_file else {}
        fig = kv.module_time_figure(rep, depth, kernel_modules=mods)
    else:
        fig = rv.roofline_figure(rv.roofline_of(rep), highlight=highlight)
    return plotly_basic.figure_json(fig), int(fig.layout.height or 450)


def show_chart(which: str, key: str, **kw) -> None:
    plotly_basic.plot(*chart(run_id, mtime, which, **kw), key=key)


# Figures with Plotly's basic bundle and tables as Markdown (the long ones a page at a time, all of them in
# the data grid on demand): st.plotly_chart's 4.7 MB chunk and the grid's 1.2 MB made this view take 4-6 s
# to open from a link.

st.subheader("Launch overhead")
# Text bars in the page's Markdown: the first thing a link shows needs no Plotly bundle (the charts below load
# it) and no raw-HTML chunk, so it is drawn in the first paint.
st.markdown(kv.overhead_markdown([(kv.mode_label(report, lbl), kv.mode_of(report, lbl)) for lbl in labels]))
st.markdown(md_table(kv.overhead_table(report)))
apis = kv.launch_api_table(report)
if not apis.empty:  # below, not beside: side by side each table was squeezed to half the page at 1280 px
    st.markdown(md_table(apis))

st.subheader("Kernels of one forward")
# Not a link parameter: ``q`` is the Runs page's filter, and a filter is a working aid, not a selection.
query = st.text_input("Filter", placeholder="kernel name, fused op, module or kind", key="w_kernels_filter")
link_col = st.column_config.LinkColumn("code", display_text="open", help="The kernel in the Generated code view")
# One above the other, each the column's full width (STYLE.md: two tables that do not each fit half the page);
# eager and compiled kernels are different kernels, so there are no rows to match side by side.
for label in labels:
    mode = kv.mode_of(report, label)
    st.markdown(f"**{md_escape(kv.table_title(report, label))}**")
    widgets.light_table(kv.kernel_table(mode, run_id, query), f"w_kernels_all_{label}", rows=KERNEL_ROWS,
                        links={"code": "open"}, what="kernels and copies", column_config={"code": link_col})

names = kv.kernel_names(report)
linked = kv.trace_kernel_of(report, linkstate.get("kernel"))  # a link from the code view names the code kernel
if linked and linked != linkstate.get("kernel"):
    linkstate.set_param("kernel", linked)
name = widgets.linked_selectbox("Kernel", names, "kernel", help="Its launches, fused ops and generated code.")
if name:
    detail = kv.kernel_detail(report, name)
    for label, d in detail.items():
        row, rec = d["row"], d["record"]
        bits = [f"{row.get('calls')} call(s)", f"{row.get('total_us')} µs per forward"]
        if row.get("fused_ops"):
            bits.append("fused: " + ", ".join(str(o) for o in row["fused_ops"]))
        if rec.get("shapes"):
            bits.append(str(rec["shapes"]))
        if rec.get("launch_api"):
            bits.append(f"launched by {rec['launch_api']}")
        st.caption(f"{md_escape(kv.mode_label(report, label))}: " + md_escape(" · ".join(bits)))
        if row.get("code_kernel") and nav.has_page("code"):
            st.page_link(nav.page("code"), label=f"Open {md_escape(row['code_kernel'])} in Generated code",
                         icon=":material/code:",
                         query_params={k: v for k, v in {"run": run_id, "view": "code", "kernel": row["code_kernel"],
                                                          "module": row.get("module")}.items() if v})
        if row.get("code_kernel") and nav.has_page("graph"):
            st.page_link(nav.page("graph"), label="Find the FX nodes it fused in Graph", icon=":material/account_tree:",
                         query_params={"run": run_id, "view": "graph", "find": row["code_kernel"], "color": "kernel"})
    if nav.has_page("timeline"):
        st.page_link(nav.page("timeline"), label="Show it on the timeline", icon=":material/view_timeline:",
                     query_params={"run": run_id, "view": "timeline", "kernel": name})


st.subheader("Device time by module")
graphs_file = data.artifact_file(run_id, str(section(report, "graphs").get("artifact") or "artifacts/graphs.json"))
depth = st.slider("Module depth", 1, 6, 3, key="w_module_depth",
                  help="Kernels are grouped by the nn.Module they ran for, cut to this many levels: eager ones by "
                       "the module that launched them, compiled ones through the FX nodes they fused (Graph view); "
                       "compiled kernels with no known module by graph and kind.")
show_chart("modules", "kernels_module_chart", depth=depth, graphs_file=str(graphs_file) if graphs_file else None)

st.subheader("Against the limit")
rf = rv.roofline_of(report)
if not rf:
    widgets.show_absence(why_missing(report, "roofline"))
elif not rf.get("available"):
    st.info("No device peaks in this run: " + md_escape("; ".join(rv.notes_of(rf)) or "not measured"))
else:
    # the chart at the column's width, its table below: side by side both were squeezed at 1280 px
    show_chart("roofline", "kernels_roofline_chart", highlight=name)
    st.markdown(md_table(rv.floor_table(rf)))
    tabs = st.radio("Kernel limits of", labels, horizontal=True, key="w_limits_mode",
                    format_func=lambda lbl: kv.mode_label(report, lbl))
    widgets.light_table(rv.kernel_limits_table(rf, tabs), f"w_limits_all_{tabs}", rows=KERNEL_ROWS, what="kernels")
    for note in rv.notes_of(rf):
        st.caption(md_escape(note))

st.subheader("Hardware counters")
why_none = cv.message(report)
if why_none:
    st.info(md_escape(why_none))
else:
    st.markdown(md_table(cv.summary_table(report)))
    top = st.slider("Kernels per mode", 5, 200, 10, key="w_counters_top",
                    help="The kernels that take most of the time under Nsight Compute, per mode.")
    widgets.light_table(cv.kernel_table(report, run_id, query, top=top), "w_counters_all", rows=25,
                        links={"code": "open"}, what="kernels", column_config={"code": link_col})
for note in cv.notes(report):
    st.caption(md_escape(note))

notes = kv.notes_of(report)
if notes:
    with st.expander("Notes"):
        st.markdown("\n".join(f"- {md_escape(n)}" for n in notes))

traces = section(profile, "traces")
if traces:
    st.subheader("Chrome traces")
    st.caption("The profiled forwards, for Perfetto (ui.perfetto.dev) or chrome://tracing.")
    cols = st.columns(max(1, len(traces)))
    for col, (label, rel) in zip(cols, traces.items()):
        path = data.artifact_file(run_id, str(rel))
        if path is None:
            col.warning(f"The {md_escape(label)} trace is missing from the run folder.")
            continue
        col.download_button(f"{label} trace", path.read_bytes, file_name=path.name, key=f"trace_{label}",
                            icon=":material/download:", on_click="ignore")
