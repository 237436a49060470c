"""Pure views: report dict -> table / figure, without streamlit."""

from __future__ import annotations

from analyzers.report.schema import MODES, CompileOptions
from dashboard.views import breaks, code, fmt, options, outputs_card, overview, runs, sections
from dashboard.views import compile as compile_view
from tests import report_factory as rf


def test_headline_cards_of_a_good_and_an_empty_report():
    cards = {c.label: c for c in overview.headline_cards(rf.good_report())}
    assert cards["Median latency"].value == "1.00 ms" and cards["Median latency"].delta == "eager 1.30 ms"
    assert cards["Recompiles"].value == "1"
    empty = overview.headline_cards({"schema_version": 1, "run_id": "x"})
    assert all(c.value == fmt.MISSING for c in empty)
    assert "benchmark did not run" in {c.help for c in empty}


def test_numerics_summary_reads_either_field_spelling():
    assert outputs_card.numerics_summary({"max_abs_err": 1e-6, "rtol": 1e-4}) == "max abs err 1.0e-06, rtol 1.0e-04"
    assert outputs_card.numerics_summary({"rel_err": 0.0, "rel_tol": 1e-3}) == "rel err 0.0e+00, rel tol 1.0e-03"


def test_breaks_table_uses_the_first_line_of_the_reason_and_marks_the_source_line():
    b = rf.a_break(reason="Failed to trace builtin operator\n  Explanation: ...")
    table = breaks.breaks_table([b])
    assert table.loc[0, "reason"] == "Failed to trace builtin operator"
    assert table.loc[0, "location"] == "demos.py:42"
    assert breaks.break_source(b).splitlines()[2] == "> 42 |         print(x.shape)"
    assert breaks.break_source({"code": "x.item()", "line": 7}) == "> 7 | x.item()"


def test_cache_table_accepts_singular_and_plural_counters():
    report = rf.good_report()
    report["compile"]["cache"]["by_kind"] = {"aotautograd": {"hit": 1, "miss": 2, "bypass": 0}}
    table = compile_view.cache_table(report)
    assert table.to_dict("records")[1] == {"cache": "aotautograd", "hits": 1, "misses": 2, "bypasses": 0}


def test_phases_figure_and_missing_compile_section():
    fig = compile_view.phases_figure(rf.good_report())
    assert list(fig.data[0].y) == ["codegen", "inductor", "aot_autograd", "dynamo"]
    assert compile_view.phases_of({}) == {} and compile_view.recompiles_table({}).empty


def test_kernel_source_slices_lines_and_refuses_bad_ranges():
    text = "a\nb\nc\nd"
    assert code.kernel_source(text, {"start_line": 2, "end_line": 3}) == "b\nc"
    assert code.kernel_source(text, {"start_line": 9, "end_line": 10}) is None
    assert code.kernel_source(text, {}) is None


def test_runs_table_filter_and_sort():
    rows = [
        {
            "run_id": "a",
            "model": "tiny-bert",
            "status": "ok",
            "speedup": 1.5,
            "created": 2.0,
            "options": {"device": "cpu"},
        },
        {"run_id": "b", "model": "print", "source_kind": "demo", "status": "failed", "created": 1.0, "options": {}},
    ]
    table = runs.runs_table(rows)
    assert list(table["model"]) == ["tiny-bert", "demo:print"]
    assert list(runs.filter_runs(table, "DEMO")["run id"]) == ["b"]
    assert list(runs.sort_runs(table, "speedup", descending=True)["run id"]) == ["a", "b"]


def test_option_choices_follow_the_engine_rules():
    cpu = CompileOptions(device="cpu")
    cs = options.choices("mode", MODES, cpu)
    assert options.usable(cs) == ["default", "max-autotune-no-cudagraphs"]
    assert any("CUDA graphs" in n for n in options.disabled_notes(cs))
    devices = options.choices("device", ("cpu", "cuda"), cpu, cuda_available=False, cuda_note="no GPU")
    assert [c.reason for c in devices] == [None, "no GPU"]


def test_why_missing_explains_skipped_failed_and_not_requested():
    failed = rf.failed_report()
    assert sections.why_missing(failed, "compile").level == "error"
    assert "skipped" in sections.why_missing(failed, "code").message
    r = rf.good_report()
    r["request"]["only"] = ["explain"]
    r.pop("benchmark")
    r["stages"] = [s for s in r["stages"] if s["name"] != "benchmark"]
    assert "did not ask" in sections.why_missing(r, "benchmark").message


def test_md_escape_neutralises_markdown_and_html():
    assert fmt.md_escape("[x](javascript:1) <b>") == "\\[x\\]\\(javascript\\:1\\) \\<b\\>"


def test_worker_caption_says_warm_or_fresh():
    r = rf.good_report()
    assert overview.worker_caption(r) == ""
    r["worker"] = {"kind": "warm", "preimport_s": 18.904}
    assert "forked from the warm worker" in overview.worker_caption(r) and "18.9 s" in overview.worker_caption(r)
    r["worker"] = {"kind": "fresh", "import_s": 3.745}
    assert overview.worker_caption(r) == ("Worker: a fresh process; importing torch and the engine took 3.7 s "
                                          "before the first stage.")


def test_display_path_hides_the_recording_machines_folders():
    from dashboard.views.fmt import display_path

    assert display_path("/work/main/analyzers/models/demos.py") == "analyzers/models/demos.py"
    stack = "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/module.py:1779 in _call_impl"
    assert display_path(stack) == "torch/nn/modules/module.py:1779 in _call_impl"
    assert display_path("/home/me/recipes/sub/model.py:12 in forward", "/home/me/recipes") == "sub/model.py:12 in forward"
    assert display_path("/home/me/other/model.py", "/home/me/recipes") == "/home/me/other/model.py"
    assert display_path("<eval_with_key>.3") == "<eval_with_key>.3"


def test_md_table_escapes_every_cell():
    import pandas as pd

    from dashboard.views.fmt import md_table

    text = md_table(pd.DataFrame([{"option": "label", "value": "a | b <script>x</script> [l](http://e)"},
                                  {"option": "n", "value": float("nan")}]))
    lines = text.splitlines()
    assert lines[0] == "| option | value |" and lines[1] == "|:--|:--|"
    assert lines[2].count(" | ") == 1  # the cell's pipe is escaped: still two columns
    assert "<script>" not in text and "\\<script\\>" in text and "\\[l\\]\\(http" in text
    assert lines[3] == "| n |  |"


def test_compile_phases_as_text_bars_escape_their_labels():
    from markdown_it import MarkdownIt

    from dashboard.views import compile as cv

    report = {"compile": {"phases": {"dynamo": 1.0, "<img src=x onerror=alert(1)>": 3.0}, "total_s": 4.0}}
    md = cv.phases_markdown(report)
    lines = md.split("\n")
    assert lines[0] == "**Compile time by phase** (total 4.00 s)" and lines[2] == "| phase | time | |"
    # one scale: the longest phase gets the whole 30 characters, a third of it 10; colour by phase
    assert lines[4] == "| dynamo | 1.00 s | :blue[" + "█" * 10 + "] |"
    assert lines[5].endswith("| 3.00 s | :gray[" + "█" * 30 + "] |")
    assert "\\<img src\\=x onerror\\=alert\\(1\\)\\>" in md  # the label escaped: text, not a tag
    assert "<img" not in MarkdownIt("commonmark", {"html": True}).render(md)
    assert cv.phases_markdown({"compile": {}}) == ""
