"""Compare two runs: options, graphs and breaks, kernels, latency / compile time / memory deltas.

``/compare?compare=A,B`` reopens a comparison; otherwise two run pickers choose A and B.
"""

import json

import streamlit as st

from analyzers.report.schema import SchemaError
from analyzers.report.store import RunNotFound
from dashboard.live import data, linkstate, plotly_basic, tables, widgets
from dashboard.views import cache_lookups as clv
from dashboard.views import compare as cv
from dashboard.views import numerics as nv
from dashboard.views.fmt import MISSING, md_escape, md_table
from dashboard.views.sections import page_title, run_title, source_label

st.header("Compare runs")
rows = data.list_runs()
labels = {r["run_id"]: f"{source_label(r.get('source_kind'), r.get('model'))} · {r.get('status') or '?'} · {r['run_id']}"
          for r in rows}
ids = list(labels)
pair = cv.parse_pair(linkstate.get("compare"))
if linkstate.get("compare") and pair is None:
    st.warning("The link's compare parameter should be two run ids separated by a comma: A,B.")

left, right = st.columns(2)
a_id = left.selectbox("Run A (before)", ids, index=ids.index(pair[0]) if pair and pair[0] in ids else None,
                      format_func=lambda r: labels.get(r, r), placeholder="Choose run A", key="w_compare_a")
b_id = right.selectbox("Run B (after)", ids, index=ids.index(pair[1]) if pair and pair[1] in ids else None,
                       format_func=lambda r: labels.get(r, r), placeholder="Choose run B", key="w_compare_b")
if pair:  # a link naming runs missing from the index: try their files (and say so if absent)
    a_id, b_id = a_id or pair[0], b_id or pair[1]
if not a_id or not b_id:
    st.info("Choose two runs to compare, or open a link to this page that names them: "
            f"`{linkstate.app_root().replace('`', '')}/compare?compare=A,B`.")
    st.stop()
if f"{a_id},{b_id}" != linkstate.get("compare"):
    linkstate.set_param("compare", f"{a_id},{b_id}")

reports = {}
for which, rid in (("A", a_id), ("B", b_id)):
    try:
        reports[which] = data.load_report(rid)
    except (RunNotFound, SchemaError, OSError) as e:
        st.error(f"Cannot open run {which} ({md_escape(rid)}): {md_escape(e)}")
        st.stop()
a, b = reports["A"], reports["B"]
st.set_page_config(page_title=page_title("Compare runs", f"{run_title(a)} vs {run_title(b)}"))
# the pickers cut a long run id at 1280 px: both in full, with what they ran
st.caption(f"A: {md_escape(a_id)} ({md_escape(run_title(a))}) · B: {md_escape(b_id)} ({md_escape(run_title(b))})")
widgets.download_report_button(f"compare-{a_id}-{b_id}.html", lambda export, store: export.compare_html(store, a_id, b_id))
if a_id == b_id:
    st.info("A and B are the same run: every difference below is zero.")

st.subheader("Headline")
for line in cv.unstable_runs(a, b):
    st.warning(f"Unstable timings in {md_escape(line)}: a difference may not repeat; re-run before trusting it.")
st.caption("A timing is better or worse only when A's and B's 95 % intervals do not overlap; where they "
           "overlap the table says “no measurable difference”, and where either run has no interval "
           "“no interval: cannot tell”.")
st.dataframe(cv.headline_table(a, b), hide_index=True, placeholder=MISSING, width="stretch",
             column_config={"Δ (B-A)": st.column_config.NumberColumn(format="%+.4g"),
                            "B/A": st.column_config.NumberColumn(format="%.3f"),
                            # "no interval: cannot tell" in full, not cut at the column's edge
                            "B is": st.column_config.TextColumn(width="medium")})
plotly_basic.show(cv.latency_figure(a, b, f"A {a_id}", f"B {b_id}"), key="compare_latency_chart")

st.subheader("Options and environment that differ")
opts = cv.option_diff_table(a, b)
if opts.empty:
    st.success("Same model, options and environment.")
else:
    # in the Options view's words; each row's report key folded away under the table
    tables.light_table(opts.drop(columns=["differs"]), "w_compare_options_all", what="differences",
                       detail=cv.OPTION_DIFF_DETAIL, keys=("setting",))



def _keys(report: dict, run_id: str) -> dict | None:
    """A run's saved cache key components (the compile stage's artifact), None where it kept none."""
    def read(name: str):
        try:
            return json.loads(data.artifact_text(run_id, name))
        except (data.ArtifactMissing, ValueError):
            return None
    return clv.keys_of(report, read)


st.subheader("Cache reuse: why B did not reuse A's compiles")
reuse = clv.reuse_table(a, b, _keys(a, a_id), _keys(b, b_id))
if reuse.empty:
    st.info(clv.NO_REUSE)
else:
    st.markdown(md_escape(clv.reuse_sentence(reuse)))
    st.dataframe(reuse, hide_index=True, placeholder=MISSING, width="stretch")

st.subheader("Graph breaks")
breaks = cv.break_diff_table(a, b)
if breaks.empty:
    st.success("Neither run has graph breaks.")
else:
    added, removed = int((breaks["change"] == "added").sum()), int((breaks["change"] == "removed").sum())
    st.markdown(f"**{added}** break place(s) added, **{removed}** removed in B.")
    st.dataframe(breaks, hide_index=True, placeholder=MISSING, width="stretch")

st.subheader("Generated kernels")
kernels = cv.kernel_diff_table(a, b)
if kernels.empty:
    st.info("Neither run records generated kernels.")
else:
    c = cv.kernel_change_counts(kernels)
    st.markdown(f"**{c['added']}** added, **{c['removed']}** removed, **{c['changed']}** changed, "
                f"**{c['same']}** the same (matched by name without index, then by fused ops).")
    show = st.segmented_control("Show", ["differences", "all"], default="differences", key="w_compare_show")
    shown = kernels if show == "all" else kernels[kernels["change"] != "same"]
    st.dataframe(shown, hide_index=True, placeholder=MISSING, width="stretch")
    fig = cv.kernel_delta_figure(kernels)
    if fig is None:
        st.caption("Per-kernel time deltas need a profile in both reports; calls per forward are compared instead.")
    else:
        plotly_basic.show(fig, key="compare_kernel_chart")

# numerics: compiled against eager in each run, with the culprit and the first module that differs
st.subheader("Numerics")
st.markdown(md_table(nv.compare_table(a, b)))
