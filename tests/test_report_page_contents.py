"""What each report view shows of a good, a clean and a failed run (Streamlit AppTest): the Overview's cards and
environment, the graph breaks with their context and filter, the generated code by kernel and module, the compile
phases, recompiles and guards. Every page in every state is ``test_app_pages.py``.
"""

from __future__ import annotations

from tests import report_factory as rf
from tests.app_pages_kit import CLEAN, GOOD, NOLOAD, assert_ok, cards_of, open_view, plain, text_of
from tests.app_pages_kit import runs as runs  # the fixture


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
