"""Streamlit AppTest over every page: no run, a good run, failed runs, a bad run id, a newer schema, a running
run; the Runs page, links, New run, and reports that try to break a page. What each report view shows is in
``test_report_page_contents.py``.

The runs folder and the helpers are ``app_pages_kit``'s; other test files import them from here too.
"""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from tests import report_factory as rf
from tests.app_pages_kit import (
    ALL_VIEWS,
    APP,
    CLEAN,
    FUTURE,
    GOOD,
    NOLOAD,
    PARTIAL,
    REPORT_VIEWS,
    RUNNING,
    assert_ok,
    current_header,
    open_view,
    plain,
)
from tests.app_pages_kit import ROOT as ROOT  # re-exported: other test files import it from here
from tests.app_pages_kit import cards_of as cards_of  # re-exported
from tests.app_pages_kit import runs as runs  # the fixture (and re-exported)
from tests.app_pages_kit import text_of as text_of  # re-exported


# -- every page in every state ------------------------------------------------------------------
@pytest.mark.parametrize("view", ALL_VIEWS)
def test_every_page_opens_without_a_run(runs, view):
    at = open_view(view)
    text = assert_ok(at)
    if view in REPORT_VIEWS:  # the newest finished run, and the page says so (and the link names it)
        finished = {r["run_id"] for r in rf.RunStore(runs).list_runs() if r["status"] in ("ok", "partial")}
        assert at.query_params["run"] in finished
        assert "Showing the newest finished run" in text


def test_first_screen_without_finished_runs_is_a_short_home(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    rf.write_machine(root)
    text = assert_ok(open_view("overview"))
    assert "No runs stored yet" in text and "python -m analyzers run" in text
    rf.write_run(root, rf.running_report(RUNNING))
    at = open_view("overview")
    text = assert_ok(at)
    assert "No finished run yet" in text and RUNNING in text and "run" not in at.query_params


@pytest.mark.parametrize("view", ALL_VIEWS)
def test_every_page_opens_with_a_good_run(runs, view):
    at = open_view(view, GOOD)
    assert_ok(at)
    assert not at.error
    assert at.query_params["run"] == GOOD
    assert at.query_params["view"] == view


@pytest.mark.parametrize("view", REPORT_VIEWS)
@pytest.mark.parametrize("run", [PARTIAL, NOLOAD])
def test_report_pages_say_what_failed(runs, view, run):
    at = open_view(view, run)
    text = assert_ok(at)
    stage = "compile" if run == PARTIAL else "load"
    assert f"at stage {stage}" in " ".join(e.value for e in at.error).replace("*", "").replace("\\", "")
    assert text


@pytest.mark.parametrize("view", REPORT_VIEWS)
def test_bad_run_id_is_a_message_not_a_traceback(runs, view):
    at = open_view(view, "../../etc")
    assert_ok(at)
    assert any("invalid run id" in e.value for e in at.error)


@pytest.mark.parametrize("view", REPORT_VIEWS)
def test_unknown_run_id_is_a_message(runs, view):
    at = open_view(view, "no-such-run")
    assert_ok(at)
    assert any("no run" in e.value for e in at.error)


@pytest.mark.parametrize("view", REPORT_VIEWS)
def test_newer_schema_says_upgrade(runs, view):
    at = open_view(view, FUTURE)
    assert_ok(at)
    assert any("newer" in e.value and "upgrade" in e.value for e in at.error)


@pytest.mark.parametrize("view", REPORT_VIEWS)
def test_running_run_says_it_is_running(runs, view):
    text = assert_ok(open_view(view, RUNNING))
    assert "This run is running" in text


@pytest.mark.parametrize("view", ("runs", "new_run"))
def test_non_report_pages_ignore_a_bad_run_id(runs, view):
    at = open_view(view, "../../etc")
    assert_ok(at)


def test_every_report_view_offers_the_html_report(runs):
    for view in REPORT_VIEWS:
        at = open_view(view, GOOD)
        assert_ok(at)
        assert [b.label for b in at.sidebar.get("download_button")] == ["Download"], view
        assert "Download report (HTML)" in [p.proto.popover.label for p in at.sidebar.get("popover")], view


# -- runs ---------------------------------------------------------------------------------------
def test_runs_table_filter_and_delete_with_confirmation(runs):
    at = open_view("runs")
    assert_ok(at)
    table = at.dataframe[0].value
    assert GOOD in set(table["run id"]) and FUTURE not in set(table["run id"])
    at.text_input(key="w_q").set_value("clean").run()
    assert list(at.dataframe[0].value["run id"]) == [CLEAN]
    assert at.query_params["q"] == "clean"
    at.button[1].click().run()  # Delete…
    assert any("cannot be undone" in w.value for w in at.warning)
    assert (runs / CLEAN).exists()
    next(b for b in at.button if b.label == "Yes, delete").click().run()
    assert_ok(at)
    assert not (runs / CLEAN).exists()


def test_runs_open_button_goes_to_the_overview(runs):
    at = open_view("runs")
    at.selectbox(key="w_runs_target").set_value(GOOD).run()
    next(b for b in at.button if b.label == "Open report").click().run()
    assert_ok(at)
    assert current_header(at) == "Overview"
    assert at.query_params["run"] == GOOD


def test_viewer_mode_hides_new_run_and_delete(runs, monkeypatch):
    monkeypatch.setenv("COMPILESCOPE_VIEWER", "1")
    at = open_view("runs")
    assert_ok(at)
    assert [b.label for b in at.button] == ["Open report"]
    at = open_view("new_run")  # not registered in viewer mode: the link lands on the default page
    assert_ok(at)
    assert current_header(at) != "New run"


# -- links --------------------------------------------------------------------------------------
def test_link_state_survives_page_switches(runs):
    at = open_view("code", GOOD)
    at.query_params.clear()  # page navigation clears query params in the browser
    at.switch_page("../pages/overview.py").run()
    assert_ok(at)
    assert at.query_params == {"run": GOOD, "view": "overview"}
    at.query_params.clear()
    at.switch_page("../pages/code.py").run()
    assert at.query_params["kernel"] == "cpp_fused_add_relu_0"
    assert at.query_params["run"] == GOOD


def test_copy_link_names_run_view_and_item(runs):
    at = AppTest.from_file(str(APP), default_timeout=30)
    at.context["url"] = "http://meeting-host:8501/compile"
    at.query_params.update({"run": GOOD, "view": "compile", "compile_id": "0/1"})
    at.run()
    assert_ok(at)
    links = [c.value for c in at.sidebar.code]
    live = f"http://meeting-host:8501/compile?run={GOOD}&view=compile&compile_id=0%2F1"
    shared = f"http://meeting-host:8501/share/compile?run={GOOD}&compile_id=0%2F1"  # its static page
    assert links == [live, shared]


def test_the_viewer_hands_out_the_static_page_first(runs, monkeypatch):
    monkeypatch.setenv("COMPILESCOPE_VIEWER", "1")
    at = AppTest.from_file(str(APP), default_timeout=30)
    at.context["url"] = "http://meeting-host:8501/breaks"
    at.query_params.update({"run": GOOD, "view": "breaks"})
    at.run()
    assert_ok(at)
    assert [c.value for c in at.sidebar.code] == [f"http://meeting-host:8501/share/breaks?run={GOOD}",
                                                  f"http://meeting-host:8501/breaks?run={GOOD}&view=breaks"]


def test_run_picker_switches_run(runs):
    at = open_view("overview", GOOD)
    at.sidebar.selectbox(key="w_run").set_value(PARTIAL).run()
    assert_ok(at)
    assert at.query_params["run"] == PARTIAL
    assert any("compile" in e.value for e in at.error)


# -- new run ------------------------------------------------------------------------------------
def test_new_run_form_turns_off_cuda_choices_without_a_gpu(runs):
    at = open_view("new_run")
    text = assert_ok(at)
    assert at.selectbox(key="nr_device").options == ["cpu"]
    assert "cuda: no GPU" in text
    assert "reduce-overhead" not in at.selectbox(key="nr_mode").options


def test_new_run_form_offers_cuda_on_a_gpu_machine(runs):
    rf.write_machine(runs, cuda=True)
    at = open_view("new_run")
    assert_ok(at)
    assert at.selectbox(key="nr_device").options == ["cpu", "cuda"]
    assert at.selectbox(key="nr_device").value == "cuda"
    assert "reduce-overhead" in at.selectbox(key="nr_mode").options


def test_new_run_queues_and_follows_a_run(runs, monkeypatch):
    from analyzers.runs import queue as jobs

    started = []
    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: started.append(store.root))
    at = open_view("new_run")
    at.radio(key="nr_kind").set_value("demo").run()
    at.selectbox(key="nr_demo").set_value("print").run()
    next(b for b in at.button if b.label == "Queue run").click().run()
    text = assert_ok(at)
    run_id = at.query_params["run"]
    assert started and (runs / run_id / "report.json").exists()
    assert "queued" in text and "Queue" in text
    next(b for b in at.button if b.label == "Cancel run").click().run()
    assert_ok(at)
    from analyzers.report.store import RunStore

    assert RunStore(runs).load_report(run_id)["status"] == "cancelled"
    assert any(b.label == "Open report" for b in at.button)


def test_new_run_refuses_a_bad_request_with_a_message(runs, monkeypatch):
    from analyzers.runs import queue as jobs

    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    before = sorted(p.name for p in runs.iterdir())
    at = open_view("new_run")
    at.radio(key="nr_kind").set_value("hf").run()
    at.text_input(key="nr_hf").set_value("/no/such/folder").run()
    next(b for b in at.button if b.label == "Queue run").click().run()
    assert_ok(at)
    assert any("has no config.json" in plain(e.value) for e in at.error)
    assert sorted(p.name for p in runs.iterdir()) == before
    assert "run" not in at.query_params


# -- reports that try to break a page -----------------------------------------------------------
def test_malformed_report_json_is_a_message(runs):
    (runs / "broken-run").mkdir()
    (runs / "broken-run" / "report.json").write_text("{ not json")
    at = open_view("overview", "broken-run")
    assert_ok(at)
    assert any("not valid JSON" in e.value for e in at.error)


def test_artifact_path_outside_the_run_is_refused(runs):
    report = rf.good_report("20260101-000000-escape-0008")
    report["code"]["modules"][0]["name"] = "../../../../etc/passwd"
    report["code"]["kernels"][0]["module"] = "../../../../etc/passwd"
    rid = rf.write_run(runs, report)
    at = open_view("code", rid)
    assert_ok(at)
    assert any("outside run" in plain(w.value) for w in at.warning)
    assert not any("root:" in c for c in rf.source_texts(at))


def test_markdown_in_report_text_is_shown_literally(runs):
    report = rf.good_report("20260101-000000-markup-0009")
    report["explain"]["breaks"][0]["hint"] = "[click](javascript:alert(1)) <img src=x onerror=alert(1)>"
    rid = rf.write_run(runs, report)
    at = open_view("breaks", rid)
    assert_ok(at)
    hints = [m.value for m in at.markdown if "What to do" in m.value]
    assert "\\[click\\]" in hints[0] and "\\<img" in hints[0]
