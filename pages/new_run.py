"""New run: pick a model and options, queue it, follow it live, open its report."""

import streamlit as st

from analyzers.runs import queue as jobs
from analyzers.runs.admission import request_problems
from dashboard.live import cold_start_option, data, follow, linkstate, nav, progress, runform
from dashboard.server import settings
from dashboard.views.fmt import md_escape
from dashboard.views.sections import is_final

st.header("New run")
if settings.viewer_mode():
    st.error("This dashboard is a read-only viewer: runs cannot be launched here.")
    st.stop()

store = data.store()
with st.spinner("Asking the engine what this machine offers…"):
    machine = jobs.machine_info(store)
if machine.get("error"):
    st.warning(f"{md_escape(machine['error'])}. CUDA choices are off.")
elif not machine.get("cuda_available"):
    st.caption(f"No GPU here (torch {md_escape(machine.get('torch') or '?')}): runs use the CPU.")
else:
    st.caption(f"GPU: {md_escape(', '.join(machine.get('gpus') or []) or machine.get('gpu') or '?')}")
if machine.get("cluster"):
    c = machine["cluster"]
    st.caption(f"Runs go to the Ray cluster at {md_escape(c.get('address'))}: {len(c.get('nodes') or [])} node(s), "
               f"{c.get('gpus', 0)} GPU(s), one run per GPU.")

submitted = st.session_state.setdefault("_cs_submitted", [])
form_col, live_col = st.columns([3, 2], gap="large")
with form_col:
    request, problems = runform.run_request(machine)
    request = cold_start_option.apply(request, problems)
    if st.button("Queue run", type="primary", icon=":material/play_arrow:", disabled=request is None):
        problems += request_problems(request, machine)
        if problems:
            st.error("Cannot queue this run:\n" + "\n".join(f"- {md_escape(p)}" for p in problems))
        else:
            try:
                with st.spinner("Checking the request (a recipe is imported in a separate process)…"):
                    report = jobs.submit(store, request, machine)
                jobs.ensure_dispatcher(store)
            except Exception as e:  # noqa: BLE001 - RequestRefused and store errors: say so on the page
                st.error(f"Cannot queue this run: {md_escape(e)}")
            else:
                submitted.append(report["run_id"])
                follow.queued(report["run_id"])
    # The run this page queued (the link names it: a reload keeps it), or the link's run while it goes on: its
    # progress right here, under the button the user just pressed.
    followed = follow.followed_run()
    follow.box(followed)

with live_col:
    report = follow.fresh(followed)
    if followed and is_final(report):
        st.subheader("Finished, trying fixes" if progress.going(report) else "Finished")
        if st.button("Open report", type="primary", icon=":material/open_in_new:"):
            linkstate.select_run(followed)
            st.switch_page(nav.page(follow.report_view(report)))
    elif followed:
        st.subheader("Progress")
    progress.live(followed)
