"""After "Queue run" and "Try the fixes", the progress shows where the user clicked and updates by itself.

New run: right under the Queue run button, a box (``dashboard/live/follow.py``) with the queued run's stage progress,
polling the stored report every second (a fragment with ``run_every``), brought into view once; the link names the
run (``queued=``), so a reload follows it too; once the run is final, a link to its report. Graph breaks: the fix
experiments' panel (``remedy_panel.py``) polls the run's report while they run, names the child run's stage, and
never asks for a reload. The run's progress is faked by writing its report in the store, as the worker does.
"""

from __future__ import annotations

import pytest
import streamlit as st

from analyzers.report.store import RunStore
from analyzers.runs import queue as jobs
from analyzers.runs.processes import own_token
from dashboard.live import follow
from tests import report_factory as rf
from tests.test_app_pages import GOOD, assert_ok, open_view, plain, runs  # noqa: F401 - the fixture


@pytest.fixture
def polls(monkeypatch):
    """Every fragment the pages define: (its function's name, run_every)."""
    seen: list[tuple[str, object]] = []
    real = st.fragment

    def spy(func=None, *, run_every=None, **kw):
        decorate = real(None, run_every=run_every, **kw)

        def wrap(f):
            seen.append((f.__qualname__.split(".")[0] + "." + f.__name__, run_every))
            return decorate(f)

        return wrap(func) if func is not None else wrap

    monkeypatch.setattr(st, "fragment", spy)
    return seen


def queue_a_run(monkeypatch):
    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)  # nothing runs it: the test plays the worker
    at = open_view("new_run")
    at.radio(key="nr_kind").set_value("demo").run()
    at.selectbox(key="nr_demo").set_value("print").run()
    next(b for b in at.button if b.label == "Queue run").click().run()
    assert_ok(at)
    return at, at.query_params["run"]


def form_column(at):
    """The New run page's form column: the one with the Queue run button."""
    return next(c for c in at.columns if any(b.label == "Queue run" for b in c.button))


def report_links(at) -> list[tuple[str, str, str]]:
    return [(e.proto.label, e.proto.page, e.proto.query_string) for e in at.get("page_link")]


def play_worker(root, run_id: str, statuses: dict[str, str], status: str) -> None:
    store = RunStore(root)
    report = store.load_report(run_id)
    report["status"] = status
    report["stages"] = rf.stages(statuses)
    store.save_report(report)


def test_queue_run_shows_the_runs_progress_under_the_button_and_its_report_when_done(runs, monkeypatch, polls):  # noqa: F811 - the fixture
    at, run_id = queue_a_run(monkeypatch)
    assert at.query_params["queued"] == run_id  # the link names it: a reload follows the same run
    column = form_column(at)
    (bar,) = column.get("progress")  # right under the button, in the column the user clicked in
    assert bar.proto.text.startswith("Queued")
    assert any(run_id in c.value for c in column.caption)
    assert [h.proto.body for h in at.get("html")].count(follow.SCROLL_SCRIPT) == 1  # brought into view, once
    assert ("box.follow", follow.POLL_S) in polls  # it updates by itself while the run is not final
    assert not report_links(at)

    play_worker(runs, run_id, {"compile": "running", "code": "pending", "benchmark": "pending"}, "running")
    polls.clear()
    at.run()  # the fragment's next tick reads the stored report again
    (bar,) = form_column(at).get("progress")
    assert bar.proto.text == "Stage 3 of 5: compile."
    assert bar.proto.value == 40  # 2 of 5 stages done
    assert follow.SCROLL_SCRIPT not in [h.proto.body for h in at.get("html")]  # only right after the click
    assert ("box.follow", follow.POLL_S) in polls

    play_worker(runs, run_id, {}, "ok")
    polls.clear()
    at.run()
    (bar,) = form_column(at).get("progress")
    assert bar.proto.text == "Done: 5 of 5 stages, status ok." and bar.proto.value == 100
    (link,) = [x for x in report_links(at) if x[0] == "Open the report"]
    assert f"run={run_id}" in link[2] and "view=overview" in link[2]  # the Overview (the default page: path "")
    assert ("box.follow", None) in polls  # final: it stops polling


def test_a_reload_keeps_the_queued_run_in_view(runs, monkeypatch):  # noqa: F811 - the fixture
    _, run_id = queue_a_run(monkeypatch)
    play_worker(runs, run_id, {}, "ok")
    at = open_view("new_run", run_id, queued=run_id)  # a fresh session from the same address
    assert_ok(at)
    (bar,) = form_column(at).get("progress")
    assert bar.proto.text == "Done: 5 of 5 stages, status ok."
    assert any(x[0] == "Open the report" and f"run={run_id}" in x[2] for x in report_links(at))
    # the New run page opened from a finished run's view (its run in the link, nothing queued) follows nothing
    at = open_view("new_run", GOOD)
    assert not form_column(at).get("progress") and not report_links(at)


def running_fixes(report: dict, child: str) -> dict:
    report["fixes"] = {"status": "running", "started": rf.NOW, "budget_s": 900, "owner": own_token(),
                       "experiments": [], "current": {"n": 1, "of": 2, "change": "dynamic=True",
                                                      "target": "recompile", "run_id": child, "started": rf.NOW}}
    return report


def test_try_the_fixes_follows_them_on_the_page_without_a_reload(runs, monkeypatch, polls):  # noqa: F811 - the fixture
    child = "20260101-000001-fix-dyn-0042"
    rf.write_run(runs, rf.running_report(child))
    store = RunStore(runs)
    started = []

    def start(store_, run_id, budget):
        started.append(run_id)
        store_.save_report(running_fixes(store_.load_report(run_id), child))

    monkeypatch.setattr(jobs, "start_fix_experiments", start)
    at = open_view("breaks", GOOD)
    assert ("fix_panel.panel", None) in polls  # nothing to follow yet
    next(b for b in at.button if b.label == "Try the fixes").click().run()
    text = plain(assert_ok(at))
    assert started == [GOOD]
    assert "reload" not in text.lower()
    # the panel itself says where they are (the child run's stage), and keeps reading the report
    assert "Fix experiments running · experiment 1 of 2: dynamic=True — running (compile)" in text
    assert any(b.label == "Stop the fix experiments" for b in at.button)
    assert ("fix_panel.panel", 2) in polls

    report = store.load_report(GOOD)  # the experiments end: the panel shows the verdict and stops polling
    report["fixes"].update(status="done", current=None, experiments=[
        {"change": "dynamic=True", "target": "recompile", "run_id": child, "status": "ok",
         "verdict": "removes 2 recompiles, no measurable speed change"}])
    store.save_report(report)
    polls.clear()
    at.run()
    text = plain(assert_ok(at))
    assert "removes 2 recompiles, no measurable speed change" in text and "experiment 1 of 2" not in text
    assert not any(b.label == "Stop the fix experiments" for b in at.button)
    assert ("fix_panel.panel", None) in polls
