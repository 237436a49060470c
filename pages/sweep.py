"""Config sweeps: the matrix of one model's compile configurations, charts, and the best cells.

``?view=sweep&sweep=<sweep_id>`` opens one sweep. Start one with ``python -m analyzers sweep ...``.
"""

import streamlit as st

from dashboard.live import linkstate, nav, plotly_basic, sweeps, widgets
from dashboard.views import sweep as sv
from dashboard.views.fmt import MISSING, md_escape
from dashboard.views.sections import page_title

st.header("Sweeps")
records = sweeps.list_sweeps()
ids = [r["sweep_id"] for r in records]
current = linkstate.get("sweep")
if not ids and not current:
    st.info("No sweeps stored yet. Run one with `python -m analyzers sweep --model M --modes eager,default ...`.")
    st.stop()
labels = {r["sweep_id"]: f"{(r.get('spec') or {}).get('source', {}).get('name', '?')} · {r.get('status')} · "
          f"{r['sweep_id']}" for r in records}
chosen = st.selectbox("Sweep", ids, index=ids.index(current) if current in ids else (0 if not current else None),
                      format_func=lambda s: labels.get(s, s), key="w_sweep_pick")
sweep_id = chosen or current
if sweep_id != current:
    linkstate.set_param("sweep", sweep_id)
try:
    record = sweeps.load_sweep(sweep_id)
except LookupError as e:
    st.error(md_escape(e))
    st.stop()
st.set_page_config(page_title=page_title("Sweeps", sweep_id))

widgets.download_report_button(f"{sweep_id}.html", lambda export, store: export.sweep_html(store, sweep_id))
spec = record.get("spec") or {}
counts = sv.status_counts(record)
st.caption(f"{md_escape((spec.get('source') or {}).get('name', '?'))} on {md_escape(spec.get('device', '?'))} · "
           f"status {md_escape(record.get('status'))} · "
           + ", ".join(f"{n} {md_escape(s)}" for s, n in counts.items()))
if record.get("status") == "running":
    st.info("This sweep is still running: cells fill in as they finish (reload to follow).")
elif record.get("status") == "cancelled":
    st.warning("This sweep was cancelled: the finished cells are kept.")

table = sv.matrix_table(record)
best = sv.best_cells(table)
c1, c2 = st.columns(2, border=True)
for col, key, title in ((c1, "latency", "Best latency"), (c2, "latency_per_compile_s", "Best latency per compile second")):
    b = best[key]
    col.caption(title)
    if b:
        col.subheader(md_escape(b["cell"]), anchor=False)
        extra = f", cold compile {b['compile cold s']:.1f} s" if b.get("compile cold s") == b.get("compile cold s") \
            and b.get("compile cold s") is not None else ""
        col.caption(f"{b['latency ms']:.3f} ms{extra}")
        if key == "latency" and b.get("ties"):
            col.caption("No measurable difference from " + ", ".join(md_escape(t) for t in b["ties"][:4])
                        + (" …" if len(b["ties"]) > 4 else "") + ": their latency intervals overlap.")
    else:
        col.subheader("—", anchor=False)

shown = table.assign(open=[linkstate.link_url("overview", {"run": r, "view": "overview"}) if r else None
                           for r in table["run"]])
st.dataframe(shown, hide_index=True, placeholder=MISSING, width="stretch", column_order=["open", *sv.COLUMNS[:-2], "reason"],
             column_config={"open": st.column_config.LinkColumn("open", display_text="open", pinned=True),
                            "cell": st.column_config.TextColumn(pinned=True),  # in view while the grid scrolls
                            "eager ms": st.column_config.NumberColumn(help=sv.EAGER_HELP),
                            "eager drift": st.column_config.NumberColumn(format="%.2f×", help=sv.DRIFT_HELP),
                            "speedup": st.column_config.NumberColumn(format="%.2f×", help=sv.SPEEDUP_HELP)})
st.caption(md_escape(sv.baseline_sentence(record))
           + (f" {md_escape(sv.EAGER_ROW)} is torch.compile running Dynamo's graphs as they "
              "are." if (table["compiled with"] == sv.EAGER_ROW).any() else ""))

shaky = table[table["timing"] == "unstable"]
if not shaky.empty:
    st.warning("Unstable timings in " + ", ".join(md_escape(c) for c in shaky["cell"])
               + ": a wide interval, rounds that disagree or a long tail (open a cell for why); differences "
               "between them may not repeat.")

failed = table[~table["status"].isin(["ok", "pending", "running"])]
for _, row in failed.iterrows():
    st.error(f"Cell {md_escape(row['cell'])} {md_escape(row['status'])}: {md_escape(row['reason'] or 'no reason given')}")

chart = st.segmented_control("Chart", ["latency", "compile time", "memory", "graphs"], default="latency",
                             key="w_sweep_chart")
if chart == "latency":
    plotly_basic.show(sv.latency_figure(table), key="sweep_chart")
elif chart == "compile time":
    plotly_basic.show(sv.compile_figure(table), key="sweep_chart")
elif chart == "memory":
    if sv.has_values(table, "peak MiB"):
        plotly_basic.show(sv.memory_figure(table), key="sweep_chart")
    else:
        st.info("Peak memory is measured on CUDA devices only.")
elif chart == "graphs":
    plotly_basic.show(sv.capture_figure(table), key="sweep_chart")

runs = [r for r in table["run"] if r]
if len(runs) >= 2 and nav.has_page("compare"):
    st.caption("Compare two cells on the Compare page:")
    a, b = st.columns(2)
    ra = a.selectbox("A", runs, key="w_sweep_cmp_a")
    rb = b.selectbox("B", runs, index=1, key="w_sweep_cmp_b")
    st.link_button("Compare A and B", linkstate.link_url("compare", {"view": "compare", "compare": f"{ra},{rb}"}))
