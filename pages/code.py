"""Generated code of one run: kernels, and the output modules Inductor wrote (one per compiled graph)."""

import streamlit as st

from dashboard.live import data, linkstate, widgets
from dashboard.views import code as cv
from dashboard.views.fmt import md_escape, md_table
from dashboard.views.sections import section, why_missing

MARKDOWN_ROWS = 20

report = widgets.report_page("Generated code")
run_id = report["run_id"]

if not section(report, "code"):
    widgets.show_absence(why_missing(report, "code"))
    st.stop()

kernels = cv.kernels_of(report)
modules = cv.module_names(report)
if not modules:
    st.info("Inductor generated no code for this run (for example: backend eager or aot_eager).")
    st.stop()


def show_source(text: str, lang: str) -> None:
    """A whole module, on demand: st.code (its highlighter chunk loads when asked for, not on opening)."""
    if len(text) > data.MAX_SHOWN_CHARS:
        st.caption(f"Showing the first {data.MAX_SHOWN_CHARS:,} of {len(text):,} characters; download for the rest.")
        text = text[: data.MAX_SHOWN_CHARS]
    st.code(text, language=lang, line_numbers=True)


# A kernel's source longer than this many lines is cut (the whole module is one toggle away).
KERNEL_LINES = 400


if kernels:
    st.caption(md_escape(cv.generated_caption(report)))
    # The first kernels as a Markdown table, every one in the sortable grid when asked for: opening the page
    # then loads no data grid (its 1.2 MB of JS beside the highlighter's 1.5 MB was most of an open), and the
    # browser renders a few rows, not a hundred.
    # The kinds first (a few rows), then the kernels at the column's full width: the table of kernels is its own
    # box that scrolls sideways (dashboard/live/page_style.py), so nothing may stand beside it.
    st.markdown(md_table(cv.kernel_kinds_table(kernels)))
    widgets.light_table(cv.kernels_table(kernels), "w_code_kernels_all", rows=MARKDOWN_ROWS, what="kernels")

# A link may name only the kernel: open the first module that has it.
if linkstate.get("kernel") and not linkstate.get("module"):
    linkstate.set_param("module", cv.module_of_kernel(kernels, linkstate.get("kernel")))

info = {m["name"]: m for m in cv.modules_of(report)}
per_module = cv.generated_by_module(report)
module = widgets.linked_selectbox(
    "Output module",
    modules,
    "module",
    format_func=lambda m: cv.module_label(m, info.get(m, {}), per_module.get(m)),
    help="Inductor writes one Python module per compiled graph: a wrapper that calls the kernels.",
)
try:
    text = data.artifact_text(run_id, module)
except data.ArtifactMissing as e:
    st.warning(f"Cannot show this module: {md_escape(e)}")
    st.stop()
lang = cv.highlight_language(info.get(module, {}).get("lang"), module)

in_module = {k["name"]: k for k in kernels if k.get("module") == module}
if in_module:
    name = widgets.linked_selectbox("Kernel", list(in_module), "kernel", help="The kernel's source is shown below.")
    kernel = in_module[name]
    fused = ", ".join(str(o) for o in kernel.get("fused_ops") or []) or "not recorded"
    st.caption(f"{md_escape(kernel.get('kind') or 'other')} · fused ops: {md_escape(fused)}")
    source = cv.kernel_source(text, kernel)
    if source is None:
        st.info("The report has no line range for this kernel: see the whole module below.")
    else:
        # Drawn as the page's Markdown (highlighted here): no 1.5 MB highlighter chunk before the first line.
        lines = source.split("\n")
        if len(lines) > KERNEL_LINES:
            st.caption(f"The first {KERNEL_LINES} of its {len(lines):,} lines; the whole module is below.")
            source = "\n".join(lines[:KERNEL_LINES])
        widgets.source_block(source, cv.highlight_language(kernel.get("lang"), module),
                             first_line=kernel.get("start_line") or 1)
else:
    st.info("The report lists no kernels in this module.")

# Deferred (a callable): the module is sent when clicked, not fetched by every open of the page.
st.download_button(
    "Download module", lambda: text, file_name=module.rsplit("/", 1)[-1], mime="text/x-python",
    icon=":material/download:", on_click="ignore",
)
# st.code of a whole module is heavy: draw it only when asked.
if st.toggle("Show the whole module", key="w_show_module"):
    show_source(text, lang)
