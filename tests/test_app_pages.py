"""Streamlit AppTest over every page: no run, a good run, failed runs, a bad run id, a newer schema.

The app reads a temporary runs folder (``COMPILESCOPE_RUNS``) filled with reports from
``report_factory``; nothing here starts a worker.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests import report_factory as rf

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "dashboard" / "app.py"
REPORT_VIEWS = ("overview", "breaks", "code", "compile")
ALL_VIEWS = (*REPORT_VIEWS, "runs", "new_run")

GOOD = "20260101-000000-good-0001"
PARTIAL = "20260101-000000-failed-0002"
NOLOAD = "20260101-000000-nomodel-0003"
RUNNING = "20260101-000000-running-0004"
FUTURE = "20260101-000000-future-0005"
CLEAN = "20260101-000000-clean-0006"


@pytest.fixture
def runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    code = {"artifacts/code/0_0.py": rf.CODE_MODULE, "artifacts/trace/dedicated_log_torch_trace.log": "{}\n"}
    rf.write_run(root, rf.good_report(GOOD), code)
    rf.write_run(root, rf.failed_report(PARTIAL))
    rf.write_run(root, rf.load_failed_report(NOLOAD))
    rf.write_run(root, rf.running_report(RUNNING))
    rf.write_run(root, rf.newer_schema_report(FUTURE))
    rf.write_run(root, rf.good_report(CLEAN, with_breaks=False))  # its code artifact is missing on purpose
    rf.write_machine(root)
    return root


def open_view(view: str, run: str | None = None, **params) -> AppTest:
    """Open a link ``/?run=...&view=...`` the way a browser would: the app switches to the view."""
    at = AppTest.from_file(str(APP), default_timeout=30)
    query = {"view": view, **params}
    if run is not None:
        query["run"] = run
    at.query_params.update(query)
    return at.run()


def text_of(at: AppTest) -> str:
    kinds = ("title", "header", "subheader", "markdown", "caption", "info", "warning", "error", "success", "code")
    parts = []
    for tree in (at.main, at.sidebar):
        for kind in kinds:
            parts += [str(e.value) for e in getattr(tree, kind)]
        parts += [str(e.label) for e in tree.expander]
    return plain("\n".join(parts))


def plain(markdown: str) -> str:
    """Text as shown: the app backslash-escapes Markdown in messages that carry user or model text."""
    return markdown.replace("\\", "")


def assert_ok(at: AppTest) -> str:
    assert not at.exception, [e.value for e in at.exception]
    return text_of(at)


def cards_of(at: AppTest) -> dict[str, str]:
    """Headline cards: a caption (label) and a subheader (value) in each bordered column."""
    return {plain(c.caption[0].value): plain(c.subheader[0].value) for c in at.columns if c.subheader and c.caption}


def current_header(at: AppTest) -> str:
    return at.header[0].value if at.header else ""


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


# -- overview -----------------------------------------------------------------------------------
def test_overview_shows_headline_cards_and_environment(runs):
    at = open_view("overview", GOOD)
    text = assert_ok(at)
    cards = cards_of(at)
    assert cards["Median latency"] == "1.00 ms"
    assert cards["Speedup"] == "1.30×"
    assert cards["Graph breaks"] == "2"
    assert cards["Generated kernels"] == "1"
    assert cards["Outputs vs eager"] == "passed"
    assert "Environment" in text
    assert "| torch | 2.13.0+cpu |" in plain("\n".join(m.value for m in at.markdown))
    assert not at.dataframe and not at.table  # Markdown tables: no table front-end chunk to open the Overview


def test_overview_of_a_failed_load_folds_the_traceback(runs):
    at = open_view("overview", NOLOAD)
    assert_ok(at)
    assert any("Traceback" in e.label for e in at.expander)
    assert any("SourceError" in c for c in rf.source_texts(at))
    cards = cards_of(at)
    assert cards["Speedup"] == "—"


# -- graph breaks -------------------------------------------------------------------------------
def test_breaks_table_context_and_category_filter(runs):
    at = open_view("breaks", GOOD)
    assert_ok(at)
    assert set(rf.md_column(at, "category")) == {"print/logging", "data-dependent branch"}
    assert not at.dataframe and not at.main.code  # Markdown table, code as HTML: no data-grid or highlighter chunk
    assert any("> 42 |         print(x.shape)" in c for c in rf.source_texts(at))
    at.multiselect(key="w_category").set_value(["print/logging"]).run()
    assert_ok(at)
    assert rf.md_column(at, "category") == ["print/logging"]
    assert at.query_params["category"] == "print/logging"


def test_breaks_show_the_file_from_the_package_not_the_recording_machine(runs):
    text = assert_ok(open_view("breaks", GOOD))  # recorded as /work/main/analyzers/demos.py
    assert "File: analyzers/demos.py" in text and "/work/main" not in text


def test_every_report_view_offers_the_html_report(runs):
    for view in REPORT_VIEWS:
        at = open_view(view, GOOD)
        assert_ok(at)
        assert [b.label for b in at.sidebar.get("download_button")] == ["Download"], view
        assert "Download report (HTML)" in [p.proto.popover.label for p in at.sidebar.get("popover")], view


def test_breaks_filter_comes_from_the_link(runs):
    at = open_view("breaks", GOOD, category="data-dependent branch")
    assert_ok(at)
    assert rf.md_column(at, "category") == ["data-dependent branch"]


def test_no_breaks_is_said_plainly(runs):
    text = assert_ok(open_view("breaks", CLEAN))
    assert "No graph breaks" in text


def test_breaks_of_a_run_that_never_explained(runs):
    text = assert_ok(open_view("breaks", NOLOAD))
    assert "explain stage was skipped" in text


# -- generated code -----------------------------------------------------------------------------
def test_code_page_kernel_in_url_and_source(runs):
    at = open_view("code", GOOD)
    assert_ok(at)
    assert at.query_params["kernel"] == "cpp_fused_add_relu_0"
    # few kernels: a Markdown table (and its fold of secondary columns, "| name | module | lang |")
    (table,) = [m.value for m in at.markdown if m.value.startswith("| name | kind |")]
    assert "| cpp\\_fused\\_add\\_relu\\_0 | pointwise |" in table and not at.dataframe
    # The kernel's source as highlighted HTML in the page's Markdown, not st.code (its 1.5 MB highlighter chunk)
    assert not at.main.code and any('extern "C" void kernel' in c for c in rf.source_texts(at))
    (block,) = [m.value for m in at.markdown if 'class="cs-source"' in m.value]
    assert '<span style="color: #' in block and "&lt;" in block and "x0 < 64" not in block  # colours; escaped
    assert at.get("download_button")
    at.toggle(key="w_show_module").set_value(True).run()
    assert any("def call(args)" in c for c in rf.source_texts(at))


def test_code_page_missing_artifact_is_a_warning(runs):
    at = open_view("code", CLEAN)
    assert_ok(at)
    assert any("missing" in w.value for w in at.warning)


def test_code_page_unknown_kernel_in_link_falls_back(runs):
    at = open_view("code", GOOD, kernel="no_such_kernel")
    assert_ok(at)
    assert at.query_params["kernel"] == "cpp_fused_add_relu_0"


# -- compile ------------------------------------------------------------------------------------
def test_compile_page_phases_recompiles_cache_guards(runs):
    at = open_view("compile", GOOD, compile_id="0/1")
    text = assert_ok(at)
    # the phases as text bars in the page's Markdown: no Plotly bundle at all (neither st.plotly_chart's 4.7 MB
    # nor the basic 1.2 MB) and no raw HTML (its chunk held the first paint back)
    assert not at.get("plotly_chart") and not at.get("component_instance")
    (bars,) = [m.value for m in at.markdown if m.value.startswith("**Compile time by phase**")]
    assert all(f"| {p} |" in bars for p in ("dynamo", "inductor")) and ":blue[█" in bars
    assert not any(m.proto.allow_html for m in at.markdown)
    tables = [m.value for m in at.markdown if m.value.startswith("| ")]  # small tables drawn as Markdown
    assert any("size mismatch" in plain(t) for t in tables)
    assert any(t.startswith("| cache | hits | misses") for t in tables)
    assert not at.dataframe and not at.table
    assert any("L['x'].size()[0] == 2" in t.value for t in at.text)
    assert "Trace files" in text


def test_compile_page_pages_and_filters_thousands_of_guards(runs):
    report = rf.good_report("20260101-000000-guards-0010")
    report["compile"]["guards"] = {"0/0": [f"L['x{i}'].size()[0] == {i}" for i in range(3259)]}
    rf.write_run(runs, report)
    at = open_view("compile", report["run_id"])
    assert_ok(at)
    (shown,) = [t.value for t in at.text]
    assert shown.splitlines()[0] == "L['x0'].size()[0] == 0" and len(shown.splitlines()) == 100
    assert "3,259 guards checked per call · page 1 of 33" in text_of(at)
    at.selectbox(key="w_guards_page").set_value("33").run()  # the link's guards_page, 1-based
    assert at.query_params["guards_page"] == "33"
    assert [t.value for t in at.text][0].splitlines() == [f"L['x{i}'].size()[0] == {i}" for i in range(3200, 3259)]
    at.text_input(key="w_guards_filter").set_value("x1234'").run()
    assert [t.value for t in at.text] == ["L['x1234'].size()[0] == 1234"]
    assert "1 of the 3,259 guards checked per call contain x1234'" in text_of(at)


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


def test_code_page_same_kernel_name_in_two_modules(runs):
    """Inductor names kernels per module: the link's module picks which one."""
    report = rf.good_report("20260101-000000-twomods-0007")
    second = dict(report["code"]["modules"][0], name="artifacts/code/1_0.py", compile_id="1/0")
    report["code"]["modules"].append(second)
    report["code"]["kernels"].append(dict(report["code"]["kernels"][0], module=second["name"], fused_ops=["mul"]))
    module_b = rf.CODE_MODULE.replace("tmp0 + 1.0f", "tmp0 * 2.0f")
    rid = rf.write_run(runs, report, {"artifacts/code/0_0.py": rf.CODE_MODULE, "artifacts/code/1_0.py": module_b})
    at = open_view("code", rid, kernel="cpp_fused_add_relu_0", module="artifacts/code/1_0.py")
    assert_ok(at)
    assert any("tmp0 * 2.0f" in c for c in rf.source_texts(at))
    at.selectbox(key="w_module").set_value("artifacts/code/0_0.py").run()
    assert_ok(at)
    assert at.query_params["module"] == "artifacts/code/0_0.py"
    assert at.query_params["kernel"] == "cpp_fused_add_relu_0"
    assert any("tmp0 + 1.0f" in c for c in rf.source_texts(at))


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
