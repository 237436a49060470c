"""New run's cold-start option: one checkbox that turns the form's request into a cold start.

A cold start runs ``explain`` (its breaks link an export error to their row) and ``cold_start``: fresh processes per
route (JIT with empty caches, with the caches it left, with a mega-cache; an AOTInductor package), each timed to its
first output and to steady state. It is queued like any run (``queue.submit``: the one admission path, refused in a
viewer's store), so it has a link, ``show``, ``--json`` and the HTML export.
"""

from __future__ import annotations

import dataclasses

import streamlit as st

from analyzers.report.schema import RunRequest

COLD_START_ANALYSES = ["explain", "cold_start"]


def apply(request: RunRequest | None, problems: list[str]) -> RunRequest | None:
    """Draw the checkbox; with it ticked, the request runs the cold-start analyses instead of the chosen ones."""
    on = st.checkbox(
        "Cold start: time fresh processes per route instead", key="nr_cold_start",
        help="Starts a fresh process per route — JIT with empty caches, JIT on the caches that left, JIT with a "
             "mega-cache, an AOTInductor package — and times each from process start to its first output and to "
             "steady state, against eager. Opens on the Cold start view.")
    if not on or request is None:
        return request
    if request.options.workload == "decode":
        problems.append("a cold start times one forward: choose the One forward workload")
    st.caption("Runs explain, then each route in a fresh process (the AOT package builds C++: minutes on a CPU).")
    return dataclasses.replace(request, only=list(COLD_START_ANALYSES))


def is_cold_start(report: dict) -> bool:
    return "cold_start" in ((report.get("request") or {}).get("only") or [])
