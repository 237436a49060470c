"""Compile of one run: time by phase, recompiles and their reasons, caches, guards."""

import json

import streamlit as st

from dashboard.live import data, linkstate, widgets
from dashboard.views import compile as cv
from dashboard.views.fmt import MISSING, md_escape, md_table
from dashboard.views.sections import items, section, why_missing

report = widgets.report_page("Compile")

comp = section(report, "compile")
if not comp:
    widgets.show_absence(why_missing(report, "compile"))
    st.stop()

group = cv.rank_group(report)
if group:
    peers = [str(r.get("run_id")) for r in group["runs"] if r.get("run_id")]
    st.info(f"Rank {group.get('rank')} of a job imported with {len(peers) - 1} other rank log(s).")
    st.link_button("Compare the ranks", linkstate.link_url("ranks", {"view": "ranks", "ranks": ",".join(peers)}),
                   icon=":material/lan:")


if cv.phases_of(report):
    # Text bars in the page's Markdown: no Plotly bundle (1.2 MB, or st.plotly_chart's 4.7 MB) and no raw-HTML
    # chunk for four bars, so they show in the first paint.
    st.markdown(cv.phases_markdown(report))
else:
    st.info("The trace recorded no compile phases (see the notes below).")

# Small tables as Markdown: no table front-end chunk (the data grid's, or st.table's Arrow one) to load.
left, right = st.columns(2)
with left:
    st.subheader("Recompiles")
    recompiles = cv.recompiles_table(report)
    if recompiles.empty:
        st.success("No recompiles: the first graphs' guards held for every call.")
    else:
        st.caption(md_escape(cv.recompiles_caption(report)))
        st.markdown(md_table(recompiles))
with right:
    st.subheader("Caches")
    cache = cv.cache_table(report)
    if cache.empty:
        st.info("The trace recorded no cache events.")
    else:
        st.markdown(md_table(cache))

ids = cv.compile_ids_table(report)
if not ids.empty:
    st.subheader("Compile ids")
    repeated = cv.repeated_ids(report)
    if repeated:
        st.caption(f"Compiled more than once (one row per attempt, every attempt counted in compile time): "
                   f"{md_escape(', '.join(repeated))}.")
    st.markdown(md_table(ids))

issues, export_guards = cv.export_issues_table(report), cv.export_guards_table(report)
if not issues.empty or not export_guards.empty:
    st.subheader("Export")
    if issues.empty:
        st.success("torch.export reported no issue.")
    else:
        st.markdown(f"**{len(issues)}** issue(s) found during export: the exported program may not be sound.")
        st.dataframe(issues, hide_index=True, placeholder=MISSING, width="stretch")
    if not export_guards.empty:
        with st.expander(f"{len(export_guards)} guard(s) added during export"):
            st.dataframe(export_guards, hide_index=True, placeholder=MISSING, width="stretch")

bad = cv.bad_payloads_table(report)
if not bad.empty:
    st.subheader("Payloads that failed their checksum")
    st.caption("These records' payloads do not match the md5 the program wrote (edited or truncated log); "
               "every other payload is intact.")
    st.dataframe(bad, hide_index=True, placeholder=MISSING, width="stretch")

st.subheader("Guards")
guards_artifact = None
if comp.get("guards_artifact"):
    try:
        guards_artifact = json.loads(data.artifact_text(report["run_id"], comp["guards_artifact"]))
    except (data.ArtifactMissing, ValueError) as e:
        st.warning(f"The guards could not be read: {e}")
guards = cv.guards_of(report, guards_artifact)
if not guards:
    st.info("The trace recorded no guards.")
else:
    top = st.columns([2, 3, 2])
    cid = widgets.linked_selectbox(
        "Compile id", list(guards), "compile_id", help="Guards of the graph compiled under this id.", container=top[0]
    )
    # A big model has thousands of guards: filtered and drawn a page at a time, as plain text (no highlighter).
    query = top[1].text_input("Filter guards", key="w_guards_filter", placeholder="text in a guard: L['x'], size, id")
    lines = guards[cid]
    matching = cv.filter_guards(lines, query)
    pages = cv.guard_pages(len(matching))
    page = top[2].selectbox("Guards", range(len(pages)), format_func=pages.__getitem__, key=f"w_guards_page_{cid}",
                            disabled=len(pages) < 2)
    shown = matching[page * cv.GUARDS_PER_PAGE : (page + 1) * cv.GUARDS_PER_PAGE]
    st.caption(md_escape(cv.guards_caption(report, cid, len(lines), len(matching), query))
               + (f" · page {page + 1} of {len(pages)}" if len(pages) > 1 else ""))
    st.text("\n".join(shown) or "(no guards)")
    st.download_button("Download these guards", lambda: "\n".join(lines), file_name=f"guards-{cid.replace('/', '_')}.txt",
                       mime="text/plain", on_click="ignore", icon=":material/download:", key="w_guards_download")

notes = [str(n) for n in items(comp.get("notes"))]
if notes:
    st.subheader("Notes")
    st.markdown("\n".join(f"- {md_escape(n)}" for n in notes))

traces = [str(t) for t in items(comp.get("trace_files"))]
if traces:
    st.subheader("Trace files")
    st.caption("Raw TORCH_TRACE logs of this run (tlparse reads them).")
    for i, name in enumerate(traces):
        path = data.artifact_file(report["run_id"], name)
        if path is None:
            st.warning(f"Trace file {md_escape(name)} is missing from the run folder.")
            continue
        st.download_button(
            md_escape(name),
            path.read_bytes,
            file_name=name.rsplit("/", 1)[-1],
            key=f"trace_{i}",
            icon=":material/download:",
            on_click="ignore",
        )
