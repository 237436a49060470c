"""Numerics: per-output errors, the culprit CompilerBisector names, the first module that differs.

The slow tests are real CPU runs of the numerics demos (``--only numerics``, one run each): rng-in-eval (RNG in an
eval forward: the culprit, the first module and its aten op, the verified setting, exit code 4), fp16-rounding
with a budget too short for the bisection (the first module; the bisection ends as a finding). The clean model
is the shared default run of the example recipe (``cpu_run``): it passes and never bisects.
"""

from __future__ import annotations

import json
import math
import time
from pathlib import Path

import pytest
import torch

from analyzers.analyses.numerics.compare import compare_each, compare_tensor, named_tensors
from analyzers.analyses.numerics.culprit import culprit_record, explain
from analyzers.cli_reports import numerics_line
from analyzers.report.schema import CompileOptions
from analyzers.report.summary import summary_of
from tests.conftest import cli

DROPOUT = {"backend": "aot_eager_decomp_partition", "subsystem": "decomposition", "bisect_number": 3,
           "debug_info": "<OpOverload(op='aten.native_dropout', overload='default')>"}
CASTS = {"backend": "inductor", "subsystem": "inductor_emulate_precision_casts", "bisect_number": 0,
         "debug_info": "inductor_emulate_precision_casts"}


# ---- plain words, comparisons, the summary (no compile) ----

def test_the_bisectors_answers_in_plain_words():
    words = explain(DROPOUT)
    assert "decomposition of aten.native_dropout" in words["sentence"] and "RNG is drawn differently" in words["sentence"]
    assert words["setting"] == {"key": "fallback_random", "value": True, "flag": "--inductor-config fallback_random=True"}
    casts = explain(CASTS)
    assert casts["sentence"].startswith("Inductor keeps fp32 between fused fp16/bf16 ops")
    assert "emulate_precision_casts=True restores eager's numbers" in casts["sentence"]
    assert casts["setting"]["key"] == "emulate_precision_casts"
    lowering = explain({"backend": "inductor", "subsystem": "lowerings", "bisect_number": 7,
                        "debug_info": "aten.cumsum.default"})
    assert "lowering of aten.cumsum.default" in lowering["sentence"] and lowering["setting"] is None
    assert explain(None)["setting"] is None and "every backend matched eager" in explain(None)["sentence"]
    assert culprit_record(CASTS) == {"backend": "inductor", "subsystem": "inductor_emulate_precision_casts",
                                     "detail": casts["sentence"]}


def test_each_output_gets_its_error_and_worst_element():
    e = torch.zeros(2, 3)
    a = e.clone()
    a[1, 2] = 0.5
    row = compare_tensor("logits", e + 1, a + 1, 1e-3)
    assert row["worst_index"] == [1, 2] and row["max_abs_err"] == pytest.approx(0.5)
    assert row["eager_value"] == 1.0 and row["compiled_value"] == 1.5 and not row["passed"]
    nan = a + 1
    nan[0, 0] = float("nan")
    row = compare_tensor("x", e + 1, nan, 1e-3)
    assert row["nonfinite"] == 1 and math.isinf(row["rel_err"]) and row["worst_index"] == [0, 0]
    rows = compare_each({"logits": e, "hidden": (e, e + 2)}, {"logits": e, "hidden": (e, e + 2)}, "fp32")
    assert [r["output"] for r in rows] == ["logits", "hidden[0]", "hidden[1]"] and all(r["passed"] for r in rows)
    assert [n for n, _ in named_tensors((e, [e]))] == ["[0]", "[1][0]"]


def test_summary_and_show_line_carry_the_culprit_and_first_module():
    failed = {"run_id": "r", "numerics": {"passed": False, "rel_err": 0.4, "first_module": {"name": ""},
                                          "culprit": culprit_record(DROPOUT)}}
    s = summary_of(failed)
    assert s["numerics_passed"] is False and s["numerics_rel_err"] == 0.4 and s["numerics_first_module"] == ""
    assert s["numerics_culprit"]["subsystem"] == "decomposition"
    line = numerics_line(s)
    assert "first module that differs: (the model itself)" in line and "aten.native_dropout" in line
    passed = summary_of({"run_id": "r", "benchmark": {"numerics": {"passed": True, "rel_err": 1e-7}}})
    assert passed["numerics_passed"] is True and passed["numerics_first_module"] is None
    assert passed["numerics_culprit"] is None
    assert any("numerics_budget_s" in p for p in CompileOptions(numerics_budget_s=0).problems())


# ---- real CPU runs ----

@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    return tmp_path_factory.mktemp("numerics_runs")


def _run(runs, *args):
    p = cli("run", "--only", "numerics", "--device", "cpu", "--json", *args, runs_dir=runs)
    summary = json.loads(p.stdout)
    return p, summary, json.loads(Path(summary["report"]).read_text())


@pytest.fixture(scope="module")
def rng_run(runs):
    return _run(runs, "--model", "demo:rng-in-eval", "--fail-on-numerics")


@pytest.mark.slow
def test_rng_in_eval_names_the_dropout_decomposition_and_the_module(rng_run):
    p, s, report = rng_run
    assert p.returncode == 4, p.stderr  # --fail-on-numerics
    assert report["status"] == "ok" and "compiled differs from eager" in p.stderr
    assert s["numerics_passed"] is False and s["numerics_rel_err"] > 0.1
    assert s["numerics_culprit"]["backend"] == "aot_eager_decomp_partition"
    assert s["numerics_culprit"]["subsystem"] == "decomposition"
    assert "aten.native_dropout" in s["numerics_culprit"]["detail"]
    assert s["numerics_first_module"] == "noise"
    num = report["numerics"]
    out = num["inputs"][0]["outputs"][0]
    assert out["output"] == "output" and out["shape"] == [1, 32, 64] and len(out["worst_index"]) == 3
    assert num["tolerance"]["rel_tol"] == 1e-3 and "fp32" in num["tolerance"]["why"]
    fm = num["first_module"]
    assert [m["module"] for m in fm["modules"]] == ["fc1", "noise"] and fm["modules"][0]["passed"]
    assert fm["op"]["status"] == "found" and fm["op"]["op"].startswith("aten.rand")
    bis = num["bisection"]
    assert bis["status"] == "found" and bis["verify"]["restored"] is True
    assert bis["verify"]["setting"]["key"] == "fallback_random"
    assert any(st.get("backend") == "aot_eager" and st.get("passed") for st in bis["steps"])
    assert "[compilescope] numerics: aot_eager_decomp_partition / decomposition" in p.stderr  # progress


@pytest.mark.slow
def test_a_bisection_past_its_budget_is_a_finding_and_the_module_still_named(runs):
    t0 = time.monotonic()
    # 4 s: the module search (0.3-0.4 s on 2 quiet cores) gets 1.6 s; the bisection, which needs 7.5 s there, the rest
    p, s, report = _run(runs, "--model", "demo:fp16-rounding", "--numerics-budget", "4")
    assert p.returncode == 0, p.stderr  # a finding, not a failed run
    assert report["status"] == "ok" and s["numerics_passed"] is False
    assert s["numerics_first_module"] == "shift"
    bis = report["numerics"]["bisection"]
    assert bis["status"] == "over budget" and "budget" in bis["message"] and s["numerics_culprit"] is None
    assert bis["seconds"] < 30 and time.monotonic() - t0 < 120
    stage = next(st for st in report["stages"] if st["name"] == "numerics")
    assert stage["status"] == "ok" and any("over budget" in n for n in stage["notes"])


@pytest.mark.slow
def test_a_clean_model_passes_and_never_bisects(cpu_run):
    num = cpu_run["report"]["numerics"]
    assert num["passed"] and num["bisection"] is None and num["first_module"] is None
    assert num["inputs"][0]["outputs"][0]["rel_err"] < 1e-4
    assert cpu_run["summary"]["numerics_passed"] is True and cpu_run["summary"]["numerics_first_module"] is None
    run_dir = Path(cpu_run["summary"]["report"]).parent
    assert not (run_dir / "artifacts" / "numerics_bisection.json").exists()


# ---- the view, its first paint and the export, on the H200 report of recipes/fp16_rmsnorm.py ----

H200_REPORT = Path(__file__).parent / "data" / "numerics_h200_fp16_rmsnorm.json"


def test_the_numerics_view_says_which_step_module_and_setting():
    from dashboard.views import numerics as nv

    r = json.loads(H200_REPORT.read_text())
    cards = {c.label: c.value for c in nv.headline_cards(r)}
    assert cards["Compiled vs eager"] == "differs" and cards["First module that differs"] == "norm"
    assert cards["Culprit"] == "emulate precision casts"
    text = " ".join(nv.verdict_lines(r))
    assert "emulate_precision_casts=True" in text and "confirms it restores eager" in text
    assert "First module that differs: norm (NaiveRMSNorm)" in text and "aten.pow" in text
    outputs = nv.outputs_table(r)
    assert list(outputs["input"]) == ["example inputs", "more_inputs[0]"]
    assert list(outputs["verdict"]) == ["differs", "ok"] and outputs["worst element"][0] == "[2, 127, 27]"
    assert list(nv.modules_table(r)["module"]) == ["up", "down", "norm"]
    steps = nv.steps_table(r)
    assert "inductor_emulate_precision_casts" in set(steps["subsystem"]) and steps["result"].iloc[-1] == "restores eager"
    assert nv.module_errors(r)["norm"] > 1 and nv.errors_figure(r) is not None
    compare = nv.compare_table(r, {"benchmark": {"numerics": {"passed": True, "rel_err": 1e-6}}})
    assert list(compare["A"])[:2] == ["no", "2.84"] and list(compare["B"])[:2] == ["yes", "1e-06"]


def test_the_numerics_first_paint_and_export_carry_the_culprit():
    from dashboard.static import prerender_views
    from dashboard.static.sections import report_views

    r = json.loads(H200_REPORT.read_text())
    page = prerender_views.body("numerics", r, None, {})
    assert "emulate_precision_casts" in page and "NaiveRMSNorm" in page and "Bisection steps" in page
    assert "numerics" in [anchor for anchor, _ in report_views()]
    assert "no numerics section" in prerender_views.body("numerics", {"run_id": "x", "request": {"only": ["compile"]}},
                                                         None, {})


def test_the_numerics_page_shows_the_h200_divergence(tmp_path, monkeypatch):
    from streamlit.testing.v1 import AppTest

    from tests import report_factory as rf

    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    r = json.loads(H200_REPORT.read_text())
    rf.write_run(root, r)
    rf.write_machine(root)
    at = AppTest.from_file(str(Path(__file__).parents[1] / "dashboard" / "app.py"), default_timeout=30)
    at.query_params.update({"view": "numerics", "run": r["run_id"]})
    at = at.run()
    assert not at.exception, [e.value for e in at.exception]
    text = "\n".join(str(e.value) for kind in ("header", "subheader", "markdown", "caption", "error")
                     for e in getattr(at.main, kind)).replace("\\", "")
    assert "Numerics" in text and "Compiled gives other numbers than eager" in text
    assert "emulate_precision_casts=True" in text and "Bisection steps" in text and "NaiveRMSNorm" in text


def test_the_graph_views_modules_coloured_by_numerics_error():
    from dashboard.views import graph as gv
    from dashboard.views import numerics as nv
    from tests.test_graph_view import layered_record, svg_of

    tree = gv.build_tree([layered_record(layers=2)])
    ids = [grp.id for grp in tree.groups]
    assert "model.layers.0" in ids
    report = {"numerics": {"tolerance": {"rel_tol": 1e-3}, "first_module": {"modules": [
        {"module": "model.layers.0", "rel_err": 0.0, "passed": True},
        {"module": "model.layers.1", "rel_err": 0.5, "passed": False}]}}}
    drawing = gv.graph_drawing(tree, ["model"])
    dot, n = nv.dot_by_error(drawing.dot, ids, report)
    assert n == 2 and 'fillcolor="#f4a6a6"' in dot and 'fillcolor="#b7dfb0"' in dot and "rel err 0.5, module alone (its own inputs) · " in dot
    assert "rel err 0 " not in dot  # each module's error names it: compiled alone, not the model's outputs
    opened, n = nv.dot_by_error(gv.graph_drawing(tree, ["model", "model.layers.1"]).dot, ids, report)
    assert n == 2 and 'fillcolor="#f4a6a640", color="#d62728", penwidth=2' in opened
    assert svg_of(opened).count("<title>cluster_m") >= 1  # still a drawing Graphviz accepts
