"""What a new user meets in the first minute: the New run form says how long it will time, the Overview
says why cards are missing instead of showing dashes, grids show no raw None, Compare's memory reads in MiB, empty
states give the page's own link, charts keep their labels, and the exported file wraps names at their boundaries.

AppTest over a temporary runs folder of factory reports (nothing starts a worker), and the pure views.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from dashboard.static import html_page
from dashboard.views import breaks as bv
from dashboard.views import kernels as kv
from dashboard.views import overview as ov
from dashboard.views.chart_layout import count_step
from dashboard.views.fmt import MISSING
from dashboard.views.sections import page_title
from tests import report_factory as rf

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "dashboard" / "app.py"
GOOD = "20260101-000000-good-0001"
COMPILE_ONLY = "20260101-000000-compileonly-0008"
GPU = "20260101-000000-gpu-0009"


def compile_only_report() -> dict:
    """A warm re-run that asked for compile only: no explain, code or benchmark section."""
    r = rf.good_report(COMPILE_ONLY)
    r["request"]["only"] = ["compile"]
    for name in ("explain", "code", "benchmark"):
        r.pop(name)
    r["stages"] = [s for s in r["stages"] if s["name"] in ("load", "compile")]
    return r


def gpu_report() -> dict:
    r = rf.good_report(GPU)
    r["request"]["options"]["device"] = "cuda"
    r["benchmark"]["method"] = 3  # measured latency and pipelined time (a report without it predates both)
    r["benchmark"]["pipelined"] = {"compiled": {"median_ms": 0.9, "calls_per_s": 1111.0},
                                   "eager": {"median_ms": 1.2, "calls_per_s": 833.0}}
    return r


@pytest.fixture
def runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    rf.write_run(root, rf.good_report(GOOD), {"artifacts/code/0_0.py": rf.CODE_MODULE})
    rf.write_run(root, compile_only_report())
    rf.write_machine(root)
    return root


def open_view(view: str, **params) -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=30)
    at.query_params.update({"view": view, **params})
    return at.run()


def cards_of(at: AppTest) -> dict[str, str]:
    return {c.caption[0].value.replace("\\", ""): c.subheader[0].value for c in at.columns
            if c.subheader and c.caption}


# -- Overview --------------------------------------------------------------------------------------------------
def test_a_compile_only_run_says_why_its_cards_are_missing(runs):
    at = open_view("overview", run=COMPILE_ONLY)
    assert not at.exception
    cards = cards_of(at)
    assert MISSING not in cards.values(), cards  # no card of an analysis the run did not ask for
    assert {"Compile time", "Recompiles"} <= cards.keys() and "Median latency" not in cards
    said = " ".join(c.value.replace("\\", "") for c in at.caption)
    assert "asked only for compile" in said and "median latency" in said and "(benchmark)" in said
    assert "kernels (code)" in said and "graph breaks" in said


def test_a_run_that_asked_for_everything_shows_every_card_and_no_such_sentence():
    cards, note = ov.shown_cards(gpu_report())
    assert [c.label for c in cards] == [c.label for c in ov.headline_cards(gpu_report())] and note == ""
    assert set(ov.CARD_ANALYSIS) == {c.label for c in cards}  # a new or renamed card gets its analysis here


def test_a_report_from_before_pipelined_timing_says_so_instead_of_two_dashes():
    old = gpu_report()
    del old["benchmark"]["method"], old["benchmark"]["pipelined"]
    cards, note = ov.shown_cards(old)
    assert not {"Pipelined GPU time", "Throughput"} & {c.label for c in cards}
    assert "predates pipelined GPU time and throughput" in note


def test_a_cpu_run_has_no_pipelined_gpu_time_card():
    cpu_labels = [c.label for c in ov.shown_cards(rf.good_report())[0]]
    assert "Pipelined GPU time" not in cpu_labels and "Median latency" in cpu_labels
    assert "Pipelined GPU time" in [c.label for c in ov.shown_cards(gpu_report())[0]]
    assert "Peak memory, eager" not in cpu_labels  # never measured on CPU: one sentence says so
    assert "records no peak memory" in ov.shown_cards(rf.good_report())[1]


# -- New run ---------------------------------------------------------------------------------------------------
def _queued_options(runs, monkeypatch, at: AppTest) -> dict:
    from analyzers.report.store import RunStore
    from analyzers.runs import queue as jobs

    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    at.radio(key="nr_kind").set_value("demo").run()
    next(b for b in at.button if b.label == "Queue run").click().run()
    assert not at.exception and not at.error, [e.value for e in at.error]
    return RunStore(runs).load_report(at.query_params["run"])["request"]["options"]


def test_new_run_says_its_time_budget_in_seconds_not_zero(runs, monkeypatch):
    at = open_view("new_run")
    assert not at.exception
    assert at.number_input(key="nr_bench_s_cpu").value == 10.0  # the CPU's budget, said as what will happen
    labels = [n.label for n in at.number_input]
    assert "Benchmark seconds" not in labels and "Timed iterations" not in labels
    assert any("up to 10 s of timed calls each" in c.value for c in at.caption)
    assert any(c.value.replace("\\", "").startswith("Runs explain, compile") and "up to 10 s of timed calls per figure" in c.value
               for c in at.caption)  # said outside the folded options too
    options = _queued_options(runs, monkeypatch, at)
    assert options["bench_seconds"] == 10.0 and options["iterations"] == 0


def test_new_run_on_a_gpu_machine_budgets_two_seconds(runs):
    rf.write_machine(runs, cuda=True)
    at = open_view("new_run")
    assert at.number_input(key="nr_bench_s_cuda").value == 2.0


def test_new_run_with_a_fixed_number_of_calls(runs, monkeypatch):
    at = open_view("new_run")
    at.radio(key="nr_timing").set_value("calls").run()
    at.number_input(key="nr_iter").set_value(7).run()
    assert any("exactly 7 timed calls each" in c.value for c in at.caption)
    assert _queued_options(runs, monkeypatch, at)["iterations"] == 7


def test_new_run_of_a_decode_times_whole_generations_in_rounds(runs):
    at = open_view("new_run")
    at.radio(key="nr_workload").set_value("decode").run()
    assert not at.exception
    rounds = at.number_input(key="nr_rounds")
    from analyzers.analyses.decode.decode import ROUNDS_MAX

    assert rounds.value == 1 and rounds.max == ROUNDS_MAX  # the engine's cap: the form offers no more
    assert any("generates the whole sequence 1 time(s)" in c.value for c in at.caption)


# -- Runs, Compare, Ranks --------------------------------------------------------------------------------------
def test_grids_show_a_dash_for_a_missing_value_not_none(runs):
    at = open_view("runs")  # the compile-only run has no speedup, latency, graphs or kernels
    assert not at.exception and at.dataframe
    assert all(d.proto.placeholder == MISSING for d in at.dataframe)
    at = open_view("compare", compare=f"{GOOD},{COMPILE_ONLY}")
    assert not at.exception and at.dataframe
    assert all(d.proto.placeholder == MISSING for d in at.dataframe)


def test_compare_reads_peak_memory_in_mib():
    from dashboard.views import compare as cv

    a, b = copy.deepcopy(gpu_report()), copy.deepcopy(gpu_report())
    a["benchmark"]["compiled"]["peak_mem_bytes"], b["benchmark"]["compiled"]["peak_mem_bytes"] = 2**30, 3 * 2**29
    row = {r["metric"]: r for r in cv.headline_rows(a, b)}["peak memory MiB"]
    assert (row["A"], row["B"], row["Δ (B-A)"]) == (1024.0, 1536.0, 512.0)


def test_empty_ranks_and_compare_pages_give_the_pages_own_link(runs):
    at = open_view("ranks")
    said = " ".join(i.value for i in at.info)
    assert "/ranks?ranks=A,B" in said and "view=ranks" not in said
    at = open_view("compare")
    said = " ".join(i.value for i in at.info)
    assert "/compare?compare=A,B" in said and "view=compare" not in said


def test_a_page_title_names_the_view_the_run_and_the_app():
    assert page_title("Kernels", "bert-base · cuda · fp16") == "Kernels · bert-base · cuda · fp16 · CompileScope"
    assert page_title("Runs") == "Runs · CompileScope"


# -- charts and the exported file ------------------------------------------------------------------------------
def test_count_charts_tick_whole_numbers_and_size_their_margins_to_their_labels():
    fig = bv.breaks_by_category_figure([rf.a_break(category="tensor to python (.item/.tolist)")])
    assert fig.layout.xaxis.dtick == 1 and fig.layout.xaxis.tickformat == ",d"  # one break: 0, 1, not 0.2, 0.4
    assert fig.layout.yaxis.automargin and fig.layout.xaxis.automargin  # the category name is not cut
    assert [count_step(n) for n in (1, 6, 7, 40, 130)] == [1, 1, 2, 10, 50]


def test_the_overhead_chart_leaves_out_launch_time_where_none_was_recorded():
    cpu = {"available": True, "wall_us": 100.0, "busy_us": 80.0, "kernels_per_forward": 12, "launch": {}}
    gpu = dict(cpu, launch={"count": 40, "total_us": 300.0})
    assert len(kv.overhead_figure([("eager", cpu), ("compiled", cpu)]).layout.annotations) == 2  # panel titles
    assert not kv.has_launch_time([("eager", cpu)])
    titles = [a.text for a in kv.overhead_figure([("eager", gpu)]).layout.annotations]
    assert "CPU time in launch calls (µs)" in titles and kv.has_launch_time([("eager", gpu)])


def test_the_exported_file_wraps_names_at_their_boundaries_not_mid_word():
    html = html_page.breakable("triton_per_fused_add_native_layer_norm_0 at::native::kernel 1.802 1,234")
    assert html.replace("<wbr>", "") == "triton_per_fused_add_native_layer_norm_0 at::native::kernel 1.802 1,234"
    assert "fused_<wbr>add_<wbr>" in html and "at::<wbr>native::<wbr>kernel" in html
    assert "1.<wbr>802" not in html and "1,<wbr>234" not in html  # never inside a figure
    assert html_page.breakable('<b a="1">x_y') == "&lt;b a=&quot;1&quot;&gt;x_<wbr>y"  # escaped first
    assert not re.search(r"overflow-wrap:\s*anywhere", html_page.CSS)  # what cut "reductio n" anywhere
