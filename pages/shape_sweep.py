"""Dynamic-shape sweeps: one compiled model called with a list of shapes under dynamic false / true / auto.

``?view=shape_sweep&shape_sweep=<id>`` opens one. Start one with ``python -m analyzers shape-sweep ...``.
"""

import streamlit as st

from dashboard.live import linkstate, plotly_basic, shape_sweeps
from dashboard.views import shape_sweep as sv
from dashboard.views.fmt import MISSING, md_escape

st.header("Shape sweeps")
records = shape_sweeps.list_shape_sweeps()
ids = [r["sweep_id"] for r in records]
current = linkstate.get("shape_sweep")
if not ids and not current:
    st.info("No shape sweeps stored yet. Run one with "
            "`python -m analyzers shape-sweep --model demo:shapes --shapes 128,64,256 --dynamic false,true,auto`.")
    st.stop()


def _label(r: dict) -> str:
    spec = r.get("spec") or {}
    shapes = ",".join(str(s) for s in spec.get("shapes") or [])
    return f"{(spec.get('source') or {}).get('name', '?')} · seq {shapes} · {r.get('status')} · {r['sweep_id']}"


labels = {r["sweep_id"]: _label(r) for r in records}
chosen = st.selectbox("Shape sweep", ids, index=ids.index(current) if current in ids else (0 if not current else None),
                      format_func=lambda s: labels.get(s, s), key="w_shape_sweep_pick")
sweep_id = chosen or current
if sweep_id != current:
    linkstate.set_param("shape_sweep", sweep_id)
try:
    record = shape_sweeps.load_shape_sweep(sweep_id)
except LookupError as e:
    st.error(md_escape(e))
    st.stop()

spec = record.get("spec") or {}
limit = spec.get("recompile_limit")
st.caption(f"{md_escape((spec.get('source') or {}).get('name', '?'))} on {md_escape(spec.get('device', '?'))} · "
           f"batch sizes {md_escape(','.join(str(b) for b in spec.get('batch_sizes') or []))} × "
           f"seq {md_escape(','.join(str(s) for s in spec.get('shapes') or []))} · "
           f"status {md_escape(record.get('status'))}"
           + (f" · recompile limit {limit}" if limit else "")
           + (f" · mode {md_escape(spec['mode'])}" if spec.get("mode") not in (None, "default") else ""))
if record.get("status") == "running":
    st.info("This shape sweep is still running: settings fill in as they finish (reload to follow).")

for s in sv.settings_of(record):
    if s.get("status") in ("failed", "cancelled"):
        st.error(f"Setting dynamic={md_escape(s.get('dynamic'))} {md_escape(s.get('status'))}: "
                 f"{md_escape(s.get('reason') or 'no reason given')}"
                 + (f" ({len(s.get('calls') or [])} call(s) finished before)" if s.get("calls") else ""))

totals = sv.totals_table(record)
cols = st.columns(max(len(totals), 1), border=True)
for col, (_, t) in zip(cols, totals.iterrows()):
    col.caption(f"dynamic={md_escape(t['dynamic'])}")
    col.subheader(f"{t['recompiles']} recompile(s)", anchor=False)
    comp = f"{t['compile s']:.1f} s compile" if t["compile s"] == t["compile s"] and t["compile s"] is not None else ""
    col.caption(f"{t['status']} · {comp} · {t['failures']} failed call(s)")

table = sv.calls_table(record)
if table.empty:
    st.info("No calls recorded.")
    st.stop()
y = st.segmented_control("Latency", ["median", "first call"], default="median", key="w_shape_sweep_y")
plotly_basic.show(sv.timeline_figure(table, "first call ms" if y == "first call" else "median ms"), key="shape_sweep_chart")
st.caption("★ recompiled (hover for the guard that failed) · ✕ failed call")
st.dataframe(table, hide_index=True, placeholder=MISSING, width="stretch",
             column_config={"recompiled": st.column_config.CheckboxColumn("recompiled")})
st.dataframe(totals, hide_index=True, placeholder=MISSING, width="stretch")
