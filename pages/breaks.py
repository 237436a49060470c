"""Graph breaks of one run: table by category, and the source around each break."""

import streamlit as st

from dashboard import widgets
from dashboard.views import breaks as bv
from dashboard.views.fmt import display_path, md_escape
from dashboard.views.sections import section, why_missing

report = widgets.report_page("Graph breaks")

explain = section(report, "explain")
if not explain:
    widgets.show_absence(why_missing(report, "explain"))
    st.stop()

every = bv.breaks_of(report)
total = explain.get("graph_break_count")
if not every:
    if total:
        st.warning(f"The report counts {total} graph break(s) but records no details about them.")
    else:
        st.success(f"No graph breaks: Dynamo captured the whole model ({explain.get('graph_count', '?')} graph).")
    st.stop()

st.markdown(
    f"**{total if total is not None else len(every)}** graph break(s) in **{len(every)}** place(s), "
    f"**{explain.get('graph_count', '?')}** graph(s)."
)
chosen = widgets.linked_multiselect(
    "Categories", bv.break_categories(report), "category", help="Show only breaks of these categories (none: all)."
)
shown = bv.breaks_of(report, chosen)

st.plotly_chart(bv.breaks_by_category_figure(shown), width="stretch")
st.dataframe(bv.breaks_table(shown), hide_index=True, width="stretch")

st.subheader("Where they happen")
base = bv.source_base(report)
for i, b in enumerate(shown):
    title = f"{bv.break_location(b)} · {b.get('category') or 'other'} · ×{b.get('count', 1)}"
    with st.expander(md_escape(title), expanded=i == 0):
        if b.get("hint"):
            st.markdown(f"**What to do:** {md_escape(b['hint'])}")
        st.caption("Dynamo's reason")
        st.code(b.get("reason") or "not recorded", language=None, wrap_lines=True)
        source = bv.break_source(b)
        if source:
            st.code(source, language="python")
        else:
            st.caption("The report holds no source lines for this break.")
        if b.get("file"):  # from the recipe's folder or the package: not the recording machine's folders
            st.caption(f"File: {md_escape(display_path(b['file'], base))}")
        if b.get("user_stack"):
            st.code("\n".join(display_path(s, base) for s in b["user_stack"]), language=None)
