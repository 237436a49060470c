"""Runs: every stored run, with filter, sort, open and delete."""

import streamlit as st

from dashboard.live import data, linkstate, nav, progress
from dashboard.server import settings
from dashboard.views import runs as rv
from dashboard.views.fmt import MISSING, md_escape

st.header("Runs")
rows = data.list_runs()
if data.index_problem():
    st.warning(f"{md_escape(data.index_problem())}: the runs are listed from their report files. "
               "`python -m analyzers reindex` rebuilds the index.")
if not rows:
    st.info(f"No runs stored in {md_escape(data.store().root)} yet.")
    if nav.has_page("new_run"):
        st.page_link(nav.page("new_run"), label="Launch one on the New run page", icon=":material/play_arrow:")
    st.stop()

table = rv.runs_table(rows)
c1, c2, c3, c4 = st.columns([3, 2, 2, 2])
text = c1.text_input("Filter", value=linkstate.get("q") or "", placeholder="run id, model or label", key="w_q")
if text != (linkstate.get("q") or ""):
    linkstate.set_param("q", text or None)
statuses = c2.multiselect("Status", sorted(table["status"].dropna().unique()), key="w_runs_status")
devices = c3.multiselect("Device", sorted(table["device"].dropna().unique()), key="w_runs_device")
sort_by = c4.selectbox("Sort by", rv.RUN_COLUMNS, index=rv.RUN_COLUMNS.index("created"), key="w_runs_sort")
descending = c4.toggle("Descending", value=True, key="w_runs_desc")

shown = rv.sort_runs(rv.filter_runs(table, text, statuses, devices), sort_by, descending)
shown = shown.assign(link=[linkstate.link_url("overview", {"run": r, "view": "overview"}) for r in shown["run id"]])
st.dataframe(
    shown,
    hide_index=True, placeholder=MISSING,
    width="stretch",
    column_order=["link", *rv.RUN_COLUMNS],
    column_config={
        # pinned: what the row is stays in view while the grid scrolls sideways to the other columns
        "link": st.column_config.LinkColumn("open", display_text="open", help="Link to the run's overview", pinned=True),
        "run id": st.column_config.TextColumn(pinned=True),
        "speedup": st.column_config.NumberColumn(format="%.2f×"),
        "eager ms": st.column_config.NumberColumn(format="%.3f"),
        "compiled ms": st.column_config.NumberColumn(format="%.3f"),
        "compile s": st.column_config.NumberColumn(format="%.1f"),
        "created": st.column_config.DatetimeColumn(format="YYYY-MM-DD HH:mm"),
    },
)
st.caption(f"{len(shown)} of {len(table)} runs")
if any(r.get("status") in ("queued", "running") for r in rows):
    progress.queue_panel()  # where each waiting or running run is (a GPU of the cluster, this machine)
if shown.empty:
    st.stop()

ids = list(shown["run id"])
current = linkstate.get("run")
names = {r: f"{m} · {s} · {r}" for r, m, s in zip(shown["run id"], shown["model"], shown["status"])}
target = st.selectbox(
    "Run", ids, index=ids.index(current) if current in ids else 0, format_func=names.get, key="w_runs_target"
)
open_col, delete_col, _ = st.columns([1, 1, 4])
if open_col.button("Open report", icon=":material/open_in_new:", type="primary"):
    linkstate.select_run(target)
    st.switch_page(nav.page("overview"))

if settings.viewer_mode():
    st.stop()

status = shown.loc[shown["run id"] == target, "status"].iloc[0]
if delete_col.button("Delete…", icon=":material/delete:", disabled=status in ("queued", "running")):
    st.session_state["_cs_confirm_delete"] = target
if status in ("queued", "running"):
    st.caption("A queued or running run cannot be deleted: cancel it on the New run page first.")

pending = st.session_state.get("_cs_confirm_delete")
if pending == target:
    st.warning(f"Delete run **{md_escape(target)}** with its report and artifacts? This cannot be undone.")
    yes, no, _ = st.columns([1, 1, 4])
    if yes.button("Yes, delete", type="primary"):
        try:
            data.store().delete_run(target)
        except (data.RunNotFound, OSError) as e:
            st.error(f"Could not delete the run: {md_escape(e)}")
        else:
            st.session_state.pop("_cs_confirm_delete", None)
            if linkstate.get("run") == target:
                linkstate.select_run(None)
            st.toast(f"Deleted run {md_escape(target)}")
            st.rerun()
    if no.button("Cancel"):
        st.session_state.pop("_cs_confirm_delete", None)
        st.rerun()
