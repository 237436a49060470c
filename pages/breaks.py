"""Graph breaks of one run: table by category and registry type, the source around each break, our fix
beside Dynamo's own explanation and hints, and the call chain that led there."""

import streamlit as st

from dashboard.live import plotly_basic, widgets
from dashboard.live.remedy_panel import break_remedies, fix_panel, recompile_remedies
from dashboard.views import breaks as bv
from dashboard.views import remedies as rv
from dashboard.views.fmt import display_path, md_escape
from dashboard.views.sections import section, why_missing

report = widgets.report_page("Graph breaks")

explain = section(report, "explain")
if not explain:
    widgets.show_absence(why_missing(report, "explain"))
    st.stop()

headline = bv.not_captured_message(report)
if headline:
    st.error(md_escape(headline) + " — the model ran in eager, nothing was compiled for it.")

recompiled = bv.explain_recompiles(report)
if recompiled:
    st.info(
        f"Not graph breaks: explain's second call recompiled {len(recompiled)} graph(s) because a guard failed "
        "(the model's state or inputs changed between calls). The Compile page lists the real compile's recompiles."
    )
    widgets.source_block("\n".join(recompiled), line_numbers=False, wrap=True)

every = bv.breaks_of(report)
total = explain.get("graph_break_count")
st.caption(md_escape(bv.coverage_line(report)))
if not every:
    if total:
        st.warning(f"The report counts {total} graph break(s) but records no details about them.")
    elif not headline:
        st.success(f"No graph breaks: Dynamo captured the whole model ({explain.get('graph_count', '?')} graph).")
    if recompile_remedies(report) or rv.experiments(report):
        fix_panel(report)
    st.stop()

st.markdown(
    f"**{total if total is not None else len(every)}** graph break(s) in **{len(every)}** place(s), "
    f"**{explain.get('graph_count', '?')}** graph(s)."
)
if explain.get("model_state"):
    st.caption(f"Explained on {md_escape(explain['model_state'])}.")
left, right = st.columns(2)
with left:
    chosen = widgets.linked_multiselect(
        "Categories", bv.break_categories(report), "category", help="Show only breaks of these categories (none: all)."
    )
types = bv.break_types(report)
with right:
    chosen_ids = widgets.linked_multiselect(
        "Registry types", list(types), "gb", help="Show only breaks of these torch graph-break registry ids (none: all).",
        format_func=lambda gid: f"{gid} {types.get(gid, '')}".strip(),
    ) if types else []
shown = rv.ranked_breaks(bv.breaks_of(report, chosen, chosen_ids))  # costliest first, where a profile ran

# The chart with Plotly's basic bundle, the table as Markdown and the code as highlighted HTML: no Plotly,
# data-grid or highlighter chunk (4.7 + 1.2 + 1.5 MB of JS) to load before the breaks show.
plotly_basic.show(bv.breaks_by_category_figure(shown), key="breaks_chart")
widgets.light_table(bv.breaks_table(shown), "w_breaks_all", what="breaks")

fix_panel(report)
recompile_remedies(report)

st.subheader("Where they happen" + (", costliest first" if rv.forward_ms(report) else ""))
base = bv.source_base(report)
total_ms = rv.forward_ms(report)
for i, b in enumerate(shown):
    with st.expander(md_escape(bv.break_title(b)), expanded=i == 0):
        break_remedies(report, b, total_ms)
        ours, theirs = st.columns(2)
        with ours:
            st.markdown(f"**What to do:** {md_escape(b.get('hint') or 'no hint recorded')}")
        explanation, hints = bv.dynamo_says(b)
        with theirs:
            link = bv.doc_link(b)
            if link:
                st.markdown(f"**Dynamo ([{link[0]}]({link[1]})):** {md_escape(explanation or b.get('gb_type') or '')}")
            elif explanation:
                st.markdown(f"**Dynamo:** {md_escape(explanation)}")
            for h in hints:
                st.markdown(f"- {md_escape(h)}")
        if b.get("skipped_frame"):
            st.warning("Dynamo skipped the whole frame here: it runs in eager.")
        source = bv.break_source(b)
        if source:
            widgets.source_block(source, "python", line_numbers=False)  # its lines carry their numbers
        else:
            st.caption("The report holds no source lines for this break.")
        if b.get("file"):  # from the recipe's folder or the package: not the recording machine's folders
            st.caption(f"File: {md_escape(display_path(b['file'], base))}")
        lib = bv.library_location(b)
        if lib:
            st.caption(f"Inside an installed library at {md_escape(lib)}: {md_escape(b.get('library_code') or '')}")
        if b.get("call_chain"):
            st.caption("Called from")
            widgets.source_block("\n".join(display_path(str(s), base) for s in b["call_chain"]), line_numbers=False)
        st.caption("Dynamo's reason")
        widgets.source_block(b.get("reason") or "not recorded", line_numbers=False, wrap=True)
        if b.get("user_stack"):
            st.caption("Full stack")
            widgets.source_block("\n".join(display_path(str(s), base) for s in b["user_stack"]), line_numbers=False)
