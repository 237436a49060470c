"""The report layer's figure definitions (``analyzers/report/figures.py``, ``timing_figures.py``, ``sweep_cells.py``)
on small made-up reports: what each counts and leaves out, and how an older report's missing fields are derived.
``test_figure_consistency.py`` checks that every page shows them."""

from __future__ import annotations

import json

from analyzers.analyses.timing.timing_stats import flag_messages, series_summary
from analyzers.report import figures, timing_figures
from analyzers.report.store import RunStore
from analyzers.report.sweep_cells import EAGER_ROW, derive_cells, row_name
from tests import report_factory as rf


def test_launches_leave_copies_out_and_distinct_kernels_are_ncus_count():
    r = {"profile": {"compiled": {"available": True, "kernels_per_forward": 5, "kernel_table": [
        {"name": "triton_a", "kind": "pointwise", "calls": 3}, {"name": "gemm", "kind": "extern", "calls": 2},
        {"name": "Memset (Device)", "kind": "memset", "calls": 4}, {"name": "Memcpy DtoH", "kind": "memcpy", "calls": 1}]}}}
    assert figures.launched(r, "compiled") == {"launches": 5, "distinct": 2, "copies": 5}
    assert figures.launched_text(r, "compiled") == ("5 kernel launches per forward · 2 distinct kernels "
                                                     "(+ 5 copies/memsets)")
    del r["profile"]["compiled"]["kernels_per_forward"]  # an older profile: the calls of the kernels
    assert figures.launched(r, "compiled")["launches"] == 5
    assert figures.launched(r, "eager") is None and figures.generated_kernels(r) is None


def test_guards_checked_come_from_the_artifact_of_an_older_report(tmp_path):
    r = rf.good_report()
    del r["compile"]["guards"]
    r["compile"]["guards_artifact"] = "artifacts/guards.json"
    r["compile"]["compile_ids"][0]["guard_count"] = 3259  # torch's count of guards installed while tracing
    rf.write_run(tmp_path, r, {"artifacts/guards.json": json.dumps({"0/0": ["a", "b"], "0/1": ["c"]})})
    loaded = RunStore(tmp_path).load_report(r["run_id"])
    assert figures.guard_counts(loaded) == {"0/0": 2, "0/1": 1}  # what the guard list shows, not 3,259
    assert figures.fill_derived({"compile": {"guards_artifact": "x"}}, lambda n: (_ for _ in ()).throw(OSError()))


def test_graph_ops_count_the_nodes_that_call_something():
    rec = {"nodes": [{"op": "placeholder"}, {"op": "placeholder", "param": True}, {"op": "get_attr", "param": True},
                     {"op": "call_function"}, {"op": "call_method"}, {"op": "call_module"}, {"op": "output"}]}
    assert figures.record_ops(rec) == 3
    assert figures.graph_ops_text([rec]) == "3 graph ops in 1 graph (1 input, 1 output; 2 parameters)"


def test_coverage_says_all_ops_captured_when_a_break_loses_none():
    ex = {"graph_count": 2, "graph_break_count": 1, "coverage": 1.0, "aten_ops_total": 9, "aten_ops_captured": 9}
    cov = figures.coverage({"explain": ex})
    assert (cov["text"], cov["sentence"]) == ("100.0 %", "all tensor ops captured, in 2 graphs")
    assert "splits the forward into 2 graphs without leaving a tensor op outside them" in cov["why"]
    ex.update(coverage=17 / 18, aten_ops_total=18, aten_ops_captured=17)
    assert figures.coverage({"explain": ex})["sentence"] == "17 of 18 tensor ops captured, in 2 graphs; 1 ran eagerly"
    assert figures.coverage({"explain": {"coverage_error": "RuntimeError: x"}})["sentence"] == "not measured: RuntimeError: x"


def test_break_points_follow_dynamos_resume_frames():
    r = {"explain": {"breaks": [{"file": "/x/demos.py", "line": 80, "category": "tensor to python"}]},
         "compile": {"compile_ids": [{"id": "0/0", "name": "forward"}, {"id": "0/1", "name": "forward"},
                                     {"id": "1/0", "name": "torch_dynamo_resume_in_forward_at_80", "file": "demos.py"}]}}
    [bp] = figures.break_points(r)
    assert (bp["after"], bp["before"], bp["label"]) == ("0/0", "1/0", "graph break at demos.py:80 (tensor to python)")


def test_a_long_tail_is_unstable_in_the_engine_and_in_any_report():
    samples = [0.1] * 98 + [52.0, 60.0]
    st = series_summary(samples)
    assert "tail" in st["flags"] and flag_messages("eager latency", st)[-1]["flag"] == "tail"
    steady = series_summary([0.1] * 98 + [0.25, 0.29])
    assert "tail" not in steady["flags"]  # 2.9 medians out: under the rule
    old = {"benchmark": {"eager": {"median_ms": 0.101, "p99_ms": 52.0}, "compiled": {"median_ms": 0.1, "p99_ms": 0.2}}}
    info = timing_figures.instability(old)
    assert info["unstable"] is True and info["advice"] == [timing_figures.TAIL_ADVICE]
    assert timing_figures.instability({"benchmark": {"eager": {"median_ms": 1.0, "p99_ms": 1.5}}})["unstable"] is None
    # a tail the engine already flagged is said once
    new = {"benchmark": {"unstable": True, "eager": {"median_ms": 0.101, "p99_ms": 52.0},
                         "instability": [{"figure": "eager latency", "flag": "tail", "message": "m"}]}}
    assert timing_figures.instability(new)["messages"] == ["m"]


def test_a_difference_without_intervals_cannot_be_told():
    d = timing_figures.difference
    assert d(9.376, 9.453, "lower", timed=True) == timing_figures.NO_INTERVAL
    assert d(9.376, 9.453, "lower", [9.3, 9.4], None, timed=True) == timing_figures.NO_INTERVAL
    assert d(9.376, 9.453, "lower", [9.3, 9.4], [9.35, 9.5], timed=True) == timing_figures.NO_DIFFERENCE
    assert d(9.376, 9.453, "lower", [9.3, 9.4], [9.42, 9.5], timed=True) == "worse"
    assert d(2, 1, "lower") == "better"  # a count needs no interval


def test_speedup_names_what_it_divided():
    s = timing_figures.speedup({"benchmark": {"eager": {"median_ms": 4.6472}, "compiled": {"median_ms": 3.1466},
                                              "speedup": 1.4769}})
    assert (s["text"], s["divided"]) == ("1.48×", "eager 4.65 ms ÷ compiled 3.15 ms")


def test_older_sweep_cells_are_derived_from_their_runs():
    report = rf.good_report()
    report["benchmark"].update(eager=rf.timing(4.6472), compiled=rf.timing(3.8545), speedup=1.2057)
    old = {"cells": [{"key": "eager-fp16-b8", "mode": "eager", "status": "ok", "run_id": "r1", "latency_ms": 4.6472,
                      "eager_ms": 4.6472, "speedup": 1.0},
                     {"key": "gone", "mode": "default", "status": "ok", "run_id": "r2", "latency_ms": 3.0}]}

    def load(run_id):
        if run_id == "r2":
            raise LookupError(run_id)
        return report

    cells = derive_cells(old, load)["cells"]
    assert (cells[0]["latency_ms"], cells[0]["eager_ms"], cells[0]["speedup"]) == (3.8545, 4.6472, 1.2057)
    # kept (its run is gone), with the sweep's one eager baseline beside it; the record given is unchanged
    baseline = {"baseline_ms", "eager_drift", "speedup_vs_baseline", "speedup_vs_baseline_ci"}
    assert {k: v for k, v in cells[1].items() if k not in baseline} == old["cells"][1]
    assert cells[1]["baseline_ms"] == 4.6472 and old["cells"][0]["speedup"] == 1.0
    assert row_name(cells[0]) == EAGER_ROW and row_name({"mode": "max-autotune"}) == "inductor max-autotune"


def test_a_break_inside_a_called_function_splits_its_callers_and_those_marks_are_splits():
    """GCN's shape: one break (loop.py:650) inside add_remaining_self_loops, called from gcn_norm, called from
    forward: Dynamo resumes all three frames. explain counts 1 break; the Graph view marks 1 break and 2 splits."""
    r = {"explain": {"graph_break_count": 1, "breaks": [{"file": "pkg/utils/loop.py", "line": 650,
                                                         "category": "dynamic shape"}]},
         "compile": {"compile_ids": [
             {"id": "0/0", "name": "forward", "file": "pkg/conv.py"}, {"id": "1/0", "name": "gcn_norm", "file": "pkg/conv.py"},
             {"id": "2/0", "name": "self_loops", "file": "pkg/utils/loop.py"},
             {"id": "3/0", "name": "torch_dynamo_resume_in_self_loops_at_650", "file": "pkg/utils/loop.py"},
             {"id": "4/0", "name": "torch_dynamo_resume_in_gcn_norm_at_99", "file": "pkg/conv.py"},
             {"id": "5/0", "name": "torch_dynamo_resume_in_forward_at_241", "file": "pkg/conv.py"}],
             "graph_breaks": [{"compile_id": c, "file": "pkg/utils/loop.py", "line": "650"} for c in ("0/0", "1/0", "2/0")]}}
    marks = figures.break_points(r)
    assert [(m["after"], m["before"], m["direct"], m["cause"]) for m in marks] == [
        ("2/0", "3/0", True, "loop.py:650"), ("3/0", "4/0", False, "loop.py:650"), ("4/0", "5/0", False, "loop.py:650")]
    assert marks[0]["label"] == "graph break at loop.py:650 (dynamic shape)"
    assert marks[1]["label"] == "graph split at conv.py:99, after the graph break at loop.py:650 (dynamic shape)"
    assert marks[2]["mark"] == ["split at conv.py:241", "after the break at loop.py:650"]
    assert figures.marks_text(r, marks) == ("3 graph splits are marked between graphs, from 1 graph break (loop.py:650): "
                                            "a break inside a called function splits each frame that called it too")
    assert figures.marks_text(r, marks[:1]) == "1 graph break is marked between graphs"
    assert figures.marks_text(r, []) == ""
    r["compile"]["graph_breaks"] = []  # the trace does not say which break: more marks than breaks are splits
    marks = figures.break_points(r)
    assert [(m["direct"], m["cause"]) for m in marks] == [(True, "loop.py:650"), (True, ""), (True, "")]
    assert figures.marks_text(r, marks) == "3 graph splits are marked between graphs, from 1 graph break (loop.py:650)"


def test_kernel_rows_limits_and_timeline_bars_say_which_count_they_are():
    r = {"profile": {"compiled": {"available": True, "kernels_per_forward": 5, "kernel_table": [
        {"name": "triton_a", "kind": "pointwise", "calls": 3}, {"name": "gemm", "kind": "extern", "calls": 2},
        {"name": "Memcpy DtoH", "kind": "memcpy", "calls": 3}]}}}
    assert figures.rows_text(["pointwise", "extern", "memcpy"]) == "rows: 2 distinct kernels + 1 copy/memset row"
    assert figures.rows_text(["pointwise"]) == "rows: 1 distinct kernel"
    assert figures.limits_text(r, "compiled", ["extern"]) == "1 of 2 distinct kernels (1 without a FLOP or byte count)"
    assert figures.limits_text(r, "compiled", ["extern", "pointwise"]) == "2 distinct kernels"
    assert figures.timeline_text(r, "compiled", "compiled", 8, 8) == (
        "compiled: 8 device bars = 5 kernel launches per forward + 3 copies/memsets; 8 launch bars, one per launch or "
        "copy call")
    assert figures.timeline_text(r, "compiled", "compiled", 8, 2).endswith(
        "2 launch bars: a CUDA graph replay launches its kernels with one call")
    assert figures.timeline_text(r, "compiled", "compiled", 9, None) == (
        "compiled: 9 device bars; the Kernels view counts 5 kernel launches per forward + 3 copies/memsets in the "
        "same profiled forward")
    assert figures.timeline_text(r, "eager", "eager", 9, 9) == ""  # eager was not profiled


def test_compile_time_is_the_first_call_and_the_trace_sum_is_named_apart():
    from analyzers.report.summary import summary_of

    r = {"compile": {"total_s": 5.413798, "first_call_s": 6.0605, "compile_s": 6.0581},
         "benchmark": {"compile_s": 6.0581}, "stages": [{"name": "compile", "seconds": 6.17}]}
    ct = timing_figures.compile_time(r)
    assert (ct["seconds"], ct["text"], ct["delta"]) == (6.0581, "6.1 s", "torch's compile metrics 5.41 s")
    assert ct["phases"] == ("(total 5.41 s: torch's compile metrics; the compile time, wall time of the first "
                            "compiled call minus a warm eager call, is 6.1 s)")
    assert ct["share_of"] == "the 5.41 s in torch's compile metrics"
    assert timing_figures.stage_note(r).startswith("Stage times are wall time: the compile stage's 6.2 s holds the "
                                                   "compile time 6.1 s (wall time of the first compiled call")
    s = summary_of(r)
    assert (s["compile_s"], s["compile_metrics_s"]) == (6.0581, 5.413798)
    imported = {"compile": {"total_s": 43.4, "compile_s": 43.4}}  # an imported trace copies its sum, timed no call
    ct = timing_figures.compile_time(imported)
    assert (ct["seconds"], ct["text"], ct["delta"]) == (43.4, "43.40 s", None) and "no first-call time" in ct["how"]
    assert timing_figures.compile_time({})["text"] == "—" and timing_figures.stage_note({}) == ""


def test_numerics_errors_name_the_outputs_and_the_module_alone():
    r = {"numerics": {"rel_err": 2.8377, "max_abs_err": 1.7022, "first_module": {"name": "norm", "modules": [
        {"module": "up", "rel_err": 0.0, "max_abs_err": 0.0}, {"module": "norm", "rel_err": 2.88, "max_abs_err": 15.6}]}}}
    e = figures.numerics_errors(r)
    assert e["outputs"]["text"] == "rel err 2.84, max abs err 1.7 (the model's outputs)"
    assert e["module"]["text"] == "rel err 2.88, max abs err 15.6 (norm, module alone (its own inputs))"
    assert figures.numerics_errors({})["module"] is None and figures.err_text(float("inf")) == "inf"
