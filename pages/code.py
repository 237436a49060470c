"""Generated code of one run: kernels, and the output modules Inductor wrote."""

import streamlit as st

from dashboard import data, widgets
from dashboard.views import code as cv
from dashboard.views.fmt import md_escape
from dashboard.views.sections import section, why_missing

report = widgets.report_page("Generated code")
run_id = report["run_id"]

if not section(report, "code"):
    widgets.show_absence(why_missing(report, "code"))
    st.stop()

kernels = cv.kernels_of(report)
modules = cv.modules_of(report)
if not kernels and not modules:
    st.info("Inductor generated no code for this run (for example: backend eager or aot_eager).")
    st.stop()


def show_source(text: str, lang: str) -> None:
    if len(text) > data.MAX_SHOWN_CHARS:
        st.caption(f"Showing the first {data.MAX_SHOWN_CHARS:,} of {len(text):,} characters; download for the rest.")
        text = text[: data.MAX_SHOWN_CHARS]
    st.code(text, language=lang, line_numbers=True)


if kernels:
    left, right = st.columns([3, 1])
    left.dataframe(cv.kernels_table(kernels), hide_index=True, width="stretch", height=300)
    right.plotly_chart(cv.kernel_kinds_figure(kernels), width="stretch")

    by_name = {k["name"]: k for k in kernels}
    name = widgets.linked_selectbox("Kernel", list(by_name), "kernel", help="Its source is shown below.")
    kernel = by_name[name]
    st.caption(
        f"{md_escape(kernel.get('kind') or 'other')} · fused ops: "
        f"{md_escape(', '.join(kernel.get('fused_ops') or []) or 'not recorded')}"
    )
    module_name = kernel.get("module")
    if not module_name:
        st.info("The report does not say which module holds this kernel.")
    else:
        try:
            text = data.artifact_text(run_id, module_name)
        except data.ArtifactMissing as e:
            st.warning(f"Cannot show this kernel: {md_escape(e)}")
        else:
            source = cv.kernel_source(text, kernel)
            if source is None:
                st.info(f"The report has no line range for this kernel; it is in {md_escape(module_name)} (below).")
            else:
                show_source(source, cv.highlight_language(kernel.get("lang"), module_name))
else:
    st.info("The report lists output modules but no kernels in them.")

st.subheader("Output modules")
if not modules:
    st.info("The report lists no output modules.")
    st.stop()
st.dataframe(cv.modules_table(modules), hide_index=True, width="stretch")
by_module = {m["name"]: m for m in modules}
mod_name = widgets.linked_selectbox("Module", list(by_module), "module")
try:
    text = data.artifact_text(run_id, mod_name)
except data.ArtifactMissing as e:
    st.warning(f"Cannot show this module: {md_escape(e)}")
    st.stop()
st.download_button(
    "Download module", text, file_name=mod_name.rsplit("/", 1)[-1], mime="text/x-python", icon=":material/download:"
)
# st.code of a whole module is heavy: draw it only when asked.
if st.toggle("Show the whole module", key="w_show_module"):
    show_source(text, cv.highlight_language(by_module[mod_name].get("lang"), mod_name))
