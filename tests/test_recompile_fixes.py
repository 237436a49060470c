"""Recompiles with the compile seconds they cost, ``mark_dynamic`` on the dimension a failed guard names, and the
fix experiments' progress on the New run page and the Graph breaks page. No compile here: the real
runs are in tests/test_fixes.py."""

from __future__ import annotations

import json

import pytest
import torch

from analyzers.analyses.options.compile_setup import mark_dynamic_inputs
from analyzers.models.contract import SourceError
from analyzers.report import figures
from analyzers.report.schema import CompileOptions, RunRequest
from analyzers.report.summary import summary_of
from analyzers.runs.processes import own_token
from analyzers.workflows.fix_candidates import candidates_for
from analyzers.workflows.fix_verdicts import experiment_record
from analyzers.workflows.fixes import child_request
from dashboard.views import compile as cv
from dashboard.views import remedies as rv
from tests import report_factory as rf
from tests.conftest import cli
from tests.test_app_pages import assert_ok, open_view, plain

PARENT = "20260101-000000-shapes-0025"
CHILD = "20260101-000001-fix-mark-0025"
DIM0 = "0/0: tensor 'x' size mismatch at index 0. expected 1, actual 3"


def shapes_report() -> dict:
    """demo:shapes as torch 2.13 records it: no break, three recompiles of the forward's frame."""
    r = rf.good_report(PARENT, with_breaks=False)
    r["compile"]["total_s"] = 43.4
    r["compile"]["compile_ids"] = [{"id": f"0/{i}", "frame_id": 0, "name": "forward", "status": "ok", "seconds": s}
                                   for i, s in enumerate((35.0, 2.1, 1.85, None))]
    r["compile"]["compile_ids"].append({"id": "1/1", "frame_id": 1, "name": "helper", "status": "ok", "seconds": 0.5})
    r["compile"]["recompiles"] = [
        {"compile_id": "0/1", "reason": DIM0},
        {"compile_id": "0/2", "reason": "0/1: L['x'].size()[1] == 32\n0/0: tensor 'x' size mismatch at index 1."},
        {"compile_id": "0/3", "reason": "0/2: tensor 'x' size mismatch at index 0. expected 1, actual 4"},
        {"compile_id": "1/1", "reason": "1/0: tensor 'h' size mismatch at index 2. expected 8, actual 9"},
    ]
    return r


def test_each_recompile_costs_the_seconds_of_the_compile_id_it_compiled():
    r = shapes_report()
    costs = figures.recompile_costs(r)
    assert [c["compile_s"] for c in costs] == [2.1, 1.85, None, 0.5]
    assert figures.recompile_seconds(costs) == pytest.approx(4.45)
    assert figures.recompile_text(costs[0]) == f"0/1: 2.1 s of compile — {DIM0}"
    assert figures.recompile_text(costs[2]).startswith("0/3: compile time not recorded — 0/2: tensor")
    s = summary_of(r)
    assert s["recompile_s"] == pytest.approx(4.45) and s["recompiles"][1]["compile_s"] == 1.85
    assert list(cv.recompiles_table(r)["cost"]) == ["2.1 s", "1.85 s", "", "0.5 s"]
    assert cv.recompiles_caption(r) == "4 recompiles cost 4.45 s of compile (10% of the 43.40 s in torch's compile metrics)"
    assert summary_of(rf.load_failed_report())["recompiles"] is None  # no compile section: unknown, not []


def test_mark_dynamic_names_the_inputs_and_dims_of_the_forwards_failed_guards():
    cands, _ = candidates_for(shapes_report())
    by = {c.change: c for c in cands}
    mark = by["torch._dynamo.mark_dynamic(x, [0, 1])"]  # 'h' is a local of another frame: no mark reaches it
    assert (mark.target, mark.option, mark.value) == ("recompile", "mark_dynamic", {"x": [0, 1]})
    req = child_request(RunRequest.from_dict(shapes_report()["request"]), mark)
    assert req.options.mark_dynamic == {"x": [0, 1]} and req.options.dynamic == "auto"
    assert RunRequest.from_dict(json.loads(json.dumps(req.to_dict()))).options.mark_dynamic == {"x": [0, 1]}
    marked = shapes_report()
    marked["request"]["options"]["mark_dynamic"] = {"x": [0, 1]}  # already tried: not again
    assert "torch._dynamo.mark_dynamic(x, [0, 1])" not in {c.change for c in candidates_for(marked)[0]}
    one = shapes_report()
    one["compile"]["recompiles"] = one["compile"]["recompiles"][:1]
    assert "torch._dynamo.mark_dynamic(x, 0)" in {c.change for c in candidates_for(one)[0]}


def test_bad_marks_are_refused_with_what_to_change():
    assert CompileOptions(mark_dynamic={"x": [0, 1]}).problems() == []
    assert any("not an input name" in p for p in CompileOptions(mark_dynamic={"x.y": [0]}).problems())
    assert any("list of indices" in p for p in CompileOptions(mark_dynamic={"x": []}).problems())
    assert any("list of indices" in p for p in CompileOptions(mark_dynamic={"x": [True]}).problems())
    assert any("decode" in p for p in CompileOptions(mark_dynamic={"x": [0]}, workload="decode").problems())


class Two(torch.nn.Module):
    def forward(self, x, mask=None, **extra):
        return x


def test_the_worker_marks_the_named_input_of_every_call():
    a, b, k = torch.zeros(2, 3), torch.zeros(4, 3), torch.zeros(2, 5)
    mark_dynamic_inputs(Two(), [((a,), {}), ((b,), {"extra_t": k})], {"x": [0]})
    assert a._dynamo_dynamic_indices == {0} and b._dynamo_dynamic_indices == {0}
    mark_dynamic_inputs(Two(), [((a,), {"extra_t": k})], {"extra_t": [1]})  # through **kwargs
    assert k._dynamo_dynamic_indices == {1}
    with pytest.raises(SourceError, match="no tensor input 'y'"):
        mark_dynamic_inputs(Two(), [((a,), {})], {"y": [0]})
    with pytest.raises(SourceError, match="has 2 dimension"):
        mark_dynamic_inputs(Two(), [((a,), {})], {"x": [2]})


# -- progress while the fix experiments run ---------------------------------------------------------------------
def running_fixes(child_stage: str = "compile") -> tuple[dict, dict]:
    parent = shapes_report()
    parent["fixes"] = {"status": "running", "started": rf.NOW, "budget_s": 900, "owner": own_token(), "experiments": [
        {"change": "dynamic=True", "target": "recompile", "run_id": "20260101-000002-fix-dyn-0025", "status": "ok",
         "verdict": "removes 2 recompiles, no measurable speed change (0.94×)"}],
        "current": {"n": 2, "of": 2, "change": "torch._dynamo.mark_dynamic(x, [0, 1])", "target": "recompile",
                    "run_id": CHILD, "started": rf.NOW}}
    child = rf.running_report(CHILD)
    child["stages"] = rf.stages({"explain": "ok", "compile": "running", "code": "pending", "benchmark": "pending"}
                                if child_stage == "compile" else {})
    return parent, child


def test_progress_line_names_the_experiment_and_its_childs_stage():
    parent, child = running_fixes()
    line = "experiment 2 of 2: torch._dynamo.mark_dynamic(x, [0, 1]) — "
    assert rv.fix_progress_line(parent, child) == line + "running (compile)"
    assert rv.fix_progress_line(parent) == line + "running" and rv.fix_child_id(parent) == CHILD
    parent["fixes"]["current"]["run_id"] = None
    assert rv.fix_progress_line(parent) == line + "starting" and rv.fix_child_id(parent) is None
    parent["fixes"]["status"] = "done"
    assert rv.fix_progress_line(parent, child) is None and rv.fix_child_id(parent) is None


@pytest.fixture
def fixing(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    parent, child = running_fixes()
    rf.write_run(root, parent)
    rf.write_run(root, child)
    rf.write_machine(root)
    return root


def test_new_run_page_follows_the_experiments_of_a_finished_run(fixing):
    text = plain(assert_ok(open_view("new_run", PARENT)))
    assert "**Fix experiments** · experiment 2 of 2: torch._dynamo.mark_dynamic(x, [0, 1]) — running (compile)" in text
    assert "dynamic=True on recompile: removes 2 recompiles" in text


def test_breaks_page_shows_recompile_costs_and_links_the_live_progress(fixing):
    text = plain(assert_ok(open_view("breaks", PARENT)))
    assert "4 recompiles cost 4.45 s of compile (10% of the 43.40 s in torch's compile metrics)" in text
    assert f"0/1: 2.1 s of compile — {DIM0}" in text
    assert "dynamic=True on recompile: **removes 2 recompiles" in text.replace("`", "")
    # the panel follows them by itself (it names the child run's stage): no "reload the page"
    assert (f"Fix experiments running · experiment 2 of 2: torch._dynamo.mark_dynamic(x, [0, 1]) — running (compile). "
            "This panel follows them as they run; [Follow them live]"
            f"(/new_run?run={PARENT}) on the New run page") in text
    assert "reload" not in text


def test_show_prints_what_each_recompile_cost(fixing):
    p = cli("show", PARENT, runs_dir=fixing)
    assert p.returncode == 0, p.stderr
    assert f"recompile 0/1: 2.1 s of compile — {DIM0}" in p.stdout
    assert "recompiles cost (compile s) 4.5" in p.stdout  # to 0.1 s; --json keeps every digit
    s = json.loads(cli("show", PARENT, "--json", runs_dir=fixing).stdout)
    assert [c["compile_s"] for c in s["recompiles"]] == [2.1, 1.85, None, 0.5] and s["recompile_s"] == 4.45


def test_a_verdict_names_what_remains_and_refuses_a_speed_from_unstable_timings():
    parent = shapes_report()
    parent["benchmark"] = {"compiled": {"median_ms": 2.1, "ci_ms": [2.0, 2.2]},
                           "eager": {"median_ms": 1.3, "ci_ms": [1.29, 1.31]}}
    child = shapes_report()
    child["compile"]["recompiles"] = child["compile"]["recompiles"][:1]
    child["benchmark"] = {"compiled": {"median_ms": 1.0, "ci_ms": [0.01, 1.5]},  # a busy machine's rounds
                          "eager": {"median_ms": 1.3, "ci_ms": [1.29, 1.31]}}
    rec = experiment_record("dynamic=True", "recompile", parent, child, [])
    assert rec["verdict"] == ("removes 3 recompiles, speed not measured reliably (2.10×, interval 1.33–220.00×: "
                              f"unstable timing); 1 remains: {DIM0} (Dynamo specialises sizes 0 and 1)")
    child["benchmark"]["compiled"]["ci_ms"] = [0.95, 1.05]
    child["status"] = "partial"
    child["stages"] = rf.stages({"explain": "failed"})
    child["stages"][1]["message"] = "ConstraintViolationError: Constraints violated (L['x'].size()[0])!"
    rec = experiment_record("dynamic=True", "recompile", parent, child, [])
    assert rec["verdict"].startswith("removes 3 recompiles, compiled 2.10× faster [1.90–2.32]; 1 remains: ")
    assert rec["verdict"].endswith("(its explain stage failed: ConstraintViolationError: Constraints violated "
                                   "(L['x'].size()[0])!)")


def test_a_small_break_cost_reads_as_its_share_never_as_zero():
    b = {"line": 82, "cost_ms": 0.327, "cost_share": 0.0018}
    assert rv.cost_line(b, 184.0) == ("line 82 — 0.18 % of the forward's time runs outside the compiled graphs "
                                      "after it, 0.327 ms of a profiled forward's 184 ms")


def test_a_killed_try_fixes_is_not_followed_forever(fixing):
    """Its process is gone: the New run page shows the finished run without progress (and stops polling)."""
    from analyzers.report.store import RunStore

    store = RunStore(fixing)
    parent = store.load_report(PARENT)
    parent["fixes"]["owner"] = "999999999 1"
    store.save_report(parent)
    text = plain(assert_ok(open_view("new_run", PARENT)))
    assert "experiment 2 of 2" not in text
