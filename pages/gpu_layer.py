"""GPU layer of one run: what torch decided below the generated code — CUDA graphs and autotuning."""

import streamlit as st

from dashboard.live import plotly_basic, widgets
from dashboard.views import gpu_layer as gv
from dashboard.views.fmt import md_escape, md_table

report = widgets.report_page("GPU layer")
run_id = report["run_id"]
cg, at = gv.cudagraphs_of(report), gv.autotune_of(report)
decode = gv.decode_accounts(report)
if not cg and not at and not decode:
    st.info("This report has no CUDA graphs or autotuning account: it was made before they were recorded, or its "
            "compile stage did not run. Re-run it to see what torch decided.")
    st.stop()


def cuda_graphs() -> None:
    st.subheader("CUDA graphs")
    headline = gv.overview_headline(report)
    if headline:
        st.error(md_escape(headline))
    if not (cg.get("asked") or cg.get("skips") or cg.get("partitions")):
        st.caption("This run did not ask for CUDA graphs (mode reduce-overhead or max-autotune, backend cudagraphs).")
        return
    widgets.metric_cards(gv.cudagraphs_cards(report), per_row=3)
    skips = gv.skips_table(report)
    if len(skips):
        st.markdown("**Why torch did not use CUDA graphs** (its own words, and your line where it names one)")
        st.markdown(md_table(skips))
    parts = gv.partitions_table(report)
    if len(parts):
        st.markdown("**Graph partitions** (a partition that cannot be captured runs outside the graphs)")
        widgets.light_table(parts, "w_gpu_partitions", what="partitions")
    rec = gv.recordings_table(report)
    if len(rec):
        st.markdown("**Recordings per phase** (a new input size records a new graph)")
        st.markdown(md_table(rec))


def autotuning() -> None:
    st.subheader("Autotuning")
    if not (at.get("asked") or at.get("ops")):
        st.caption("This run did not autotune (mode max-autotune / max-autotune-no-cudagraphs, Inductor config "
                   "coordinate_descent_tuning).")
        return
    widgets.metric_cards(gv.autotune_cards(report), per_row=4)
    ops = gv.ops_table(report, run_id)
    if not len(ops):
        return
    st.markdown("**Tuned ops**: the winner, its margin over the runner-up, and what it measured in the profiled "
                "forward (the Kernels view's row of that kernel)")
    widgets.light_table(ops, "w_gpu_ops", rows=12, links={"code": "open", "kernels": "row"}, what="tuned ops",
                        column_config={"code": st.column_config.LinkColumn("code", display_text="open"),
                                       "kernels": st.column_config.LinkColumn("kernels", display_text="row")})
    labels = {str(r["#"]): f"#{r['#']} {r['op M×N×K']} → {r['winner']}" for r in ops.to_dict("records")}
    chosen = widgets.linked_selectbox("Candidates of", list(labels), "op", format_func=lambda i: labels[i])
    op = gv.op_of(report, chosen)
    st.caption(md_escape(gv.op_caption(op)))
    if st.toggle("Chart of the candidates' times", key="w_gpu_chart"):
        fig = gv.candidates_figure(op)
        plotly_basic.plot(plotly_basic.figure_json(fig), int(fig.layout.height or 400), key="gpu_candidates")
    cands = gv.candidates_table(op)
    if len(cands):
        widgets.light_table(cands, "w_gpu_cands", rows=25, what="candidates")
    else:
        st.caption("Only the winner is known for this op: the log holds torch's choice statistics, not every "
                   "candidate's time.")


def decode_loop() -> None:
    st.subheader("Decode loop")
    st.caption("The same account over the prefill and every decode step of the token loop.")
    headline = gv.overview_headline(decode)
    if headline:
        st.error(md_escape(headline))
    widgets.metric_cards(gv.cudagraphs_cards(decode), per_row=3)
    for table in (gv.skips_table(decode), gv.recordings_table(decode)):
        if len(table):
            st.markdown(md_table(table))
    if gv.autotune_of(decode).get("ops"):
        widgets.light_table(gv.ops_table(decode), "w_gpu_decode_ops", what="tuned ops")


if cg or at:
    cuda_graphs()
    autotuning()
if decode and (gv.cudagraphs_of(decode).get("asked") or gv.autotune_of(decode).get("asked")):
    decode_loop()
notes = gv.notes_of(report)
if notes:
    st.subheader("Notes")
    st.markdown("\n".join(f"- {md_escape(n)}" for n in notes))
