"""Ranks of one job, side by side: which ranks compiled what, graphs and caches and collectives that diverge.

``/ranks?ranks=A,B,...`` (run ids of imported rank logs) reopens a comparison; ``import-trace`` of a folder
of rank logs prints that link, and each rank run's Compile page links here.
"""

import json

import streamlit as st

from analyzers.report.rank_compare import combined_compile_trace, compare_ranks, rank_label
from analyzers.report.schema import SchemaError
from analyzers.report.store import RunNotFound
from dashboard.live import data, linkstate, plotly_basic
from dashboard.views import ranks as rv
from dashboard.views.fmt import MISSING, md_escape

st.header("Ranks")
rows = [r for r in data.list_runs() if r.get("kind") == "trace"]
labels = {r["run_id"]: f"{r.get('label') or r['run_id']} · {r.get('status') or '?'}" for r in rows}
wanted = rv.parse_ranks(linkstate.get("ranks"))
chosen = st.multiselect("Rank runs (imported logs)", list(dict.fromkeys(list(labels) + wanted)), default=wanted,
                        format_func=lambda r: labels.get(r, r), key="w_ranks",
                        help="import-trace of a folder of rank logs makes one run per rank and prints this link.")
if len(chosen) < 2:
    st.info("Choose two rank runs or more, or open a link to this page that names them: "
            f"`{linkstate.app_root().replace('`', '')}/ranks?ranks=A,B,...` (what `import-trace` of a folder of rank "
            "logs prints).")
    st.stop()
if ",".join(chosen) != linkstate.get("ranks"):
    linkstate.set_param("ranks", ",".join(chosen))

reports = []
for rid in chosen:
    try:
        reports.append(data.load_report(rid))
    except (RunNotFound, SchemaError, OSError) as e:
        st.warning(f"Run {md_escape(rid)} cannot be opened ({md_escape(e)}): it is left out.")
if len(reports) < 2:
    st.stop()
cmp = compare_ranks(reports)

for w in cmp["warnings"]:
    st.warning(md_escape(w))
if not cmp["warnings"]:
    st.success("The ranks compiled the same compile ids with the same graphs, caches and collectives.")

table = rv.ranks_table(cmp)
table = table.assign(open=[linkstate.link_url("compile", {"run": r, "view": "compile"}) for r in table["run id"]])
st.dataframe(table, hide_index=True, placeholder=MISSING, width="stretch",
             column_config={"open": st.column_config.LinkColumn("Compile view", display_text="open")})
plotly_basic.show(rv.compile_time_figure(cmp), key="ranks_chart")

sections = (
    ("Compile ids on some ranks only", rv.only_on_some_table(cmp), "Every rank compiled the same compile ids."),
    ("Graphs that differ between ranks", rv.graph_diffs_table(cmp), "Same graph hash for every compile id."),
    ("Cache hit/miss sequences", rv.groups_table(cmp["cache_groups"], "sequence (h hit, m miss, b bypass)"),
     "Every rank hit and missed the caches in the same order."),
    ("Collective schedules", rv.groups_table(cmp["collective_groups"], "collectives"),
     "Every rank scheduled the same collectives (or none were logged)."),
    ("Compile-time skew per compile id", rv.skew_table(cmp), "No compile id was compiled on two ranks or more."),
)
for title, df, empty in sections:
    st.subheader(title)
    if df.empty:
        st.caption(empty)
    else:
        st.dataframe(df, hide_index=True, placeholder=MISSING, width="stretch")


def _combined_trace() -> bytes:
    pairs = []
    for i, r in enumerate(reports):
        name = (r.get("compile") or {}).get("events_artifact")
        events = []
        if name:
            try:
                events = json.loads(data.artifact_text(r["run_id"], name))
            except (data.ArtifactMissing, ValueError):
                events = []
        pairs.append((rank_label(r, i), events))
    return json.dumps(combined_compile_trace(pairs)).encode()


st.subheader("Compile-time trace of every rank")
st.caption("One Chrome trace, one process per rank, on the ranks' own clocks: open it in ui.perfetto.dev.")
st.download_button("Download the combined trace (JSON)", _combined_trace, file_name="compile_trace_all_ranks.json",
                   mime="application/json", icon=":material/download:", on_click="ignore")
