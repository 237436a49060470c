"""The cold start's jit-regional route: the repeated block found from the model, Dynamo's compiles for its copies,
the guard that made a block compile once per copy, and where the route is shown (--json, show, the view).

One real route process (slow: a tiny three-layer stack whose forward reads each layer's Python int index, compiled
with the eager backend, so Dynamo's guards and recompiles are real and no C++ is built); the rest reads the stack
recipe's module tree or made-up rows, recompile reasons as torch 2.13 writes them.
"""

from __future__ import annotations

import importlib.util
import json
import textwrap
import time
from dataclasses import asdict
from pathlib import Path

import pytest

from analyzers.analyses.options.regional_account import guard_fix, parse_reason, regional_account
from analyzers.analyses.options.regional_block import BlockNotFound, find_repeated_block
from analyzers.report.cold_start_rows import cold_start_lines, cold_start_rows, regional_comparison
from dashboard.views import cold_start as cv
from dashboard.views import cold_start_blocks as cvb
from tests import report_factory as rf
from tests.test_app_pages import assert_ok, open_view, runs  # noqa: F401

from .conftest import ROOT

STACK = ROOT / "benchmarks" / "engine" / "recipes" / "block_stack.py"
RUN = "20260101-000000-regional-0001"
# a recompile reason as torch 2.13 writes it (guard_failures and the trace's recompile_reasons alike)
REASON = ("0/1: self.idx == 1                                            # h = h * (self.idx + 1)  # mp/rg/exp1.py:11 "
          "in forward (HINT: torch.compile considers integer attributes of the nn.Module to be static. If you are "
          "observing recompilation, you might want to make this integer dynamic using torch._dynamo.config."
          "allow_unspec_int_on_nn_module = True, or convert this integer into a tensor.)\nUser stack trace:\n  File "
          "\"/tmp/rg/exp1.py\", line 11, in forward\n    h = h * (self.idx + 1)\n0/0: self.idx == 0     # h = h * "
          "(self.idx + 1)  # mp/rg/exp1.py:11 in forward")
INDEXED = textwrap.dedent('''
    import torch
    from torch import nn

    class Layer(nn.Module):
        def __init__(self, index):
            super().__init__()
            self.index = index  # a Python int that differs per copy
            self.fc = nn.Linear(16, 16)

        def forward(self, x):
            return x + torch.tanh(self.fc(x)) * (self.index + 1)

    class Stack(nn.Module):
        def __init__(self):
            super().__init__()
            self.layers = nn.ModuleList([Layer(i) for i in range(3)])

        def forward(self, x):
            for layer in self.layers:
                x = layer(x)
            return x

    def build_model():
        torch.manual_seed(0)
        return Stack()

    def example_inputs():
        return (torch.randn(2, 16),)
    ''')


def _stack_model():
    spec = importlib.util.spec_from_file_location("block_stack_recipe", STACK)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.build_model()


# -- the block, from the model -------------------------------------------------------------------------------------
def test_the_route_finds_the_stack_recipes_block_and_its_copies():
    from analyzers.runs.stage_cold_start import _regional_spec

    spec = _regional_spec(_stack_model(), "")
    assert spec["regional_skip"] is None
    block = spec["regional"]
    assert (block["path"], block["copies"], block["class"]) == ("layers", 8, "Block")
    assert block["names"] == [f"layers.{i}" for i in range(8)]
    assert _regional_spec(_stack_model(), "layers")["regional"]["copies"] == 8  # named: the same block
    assert _regional_spec(_stack_model(), "none")["regional"] is None
    named_wrong = _regional_spec(_stack_model(), "layers.0")
    assert "is a Block, not an nn.ModuleList" in named_wrong["regional_error"] and "layers (8 × Block)" in \
        named_wrong["regional_error"]


def test_a_model_without_repeated_blocks_has_none():
    import torch

    with pytest.raises(BlockNotFound, match="no repeated block"):
        find_repeated_block(torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU(), torch.nn.Linear(4, 2)))
    # a run of weightless modules is no block
    with pytest.raises(BlockNotFound):
        find_repeated_block(torch.nn.Sequential(torch.nn.ReLU(), torch.nn.ReLU(), torch.nn.Linear(4, 2)))


def test_the_cli_carries_the_named_block_into_the_options():
    from analyzers.cli import build_parser, request_from_args
    from analyzers.report.schema import CompileOptions
    from analyzers.runs.stage_cold_start import _skip_reason

    a = build_parser().parse_args(["cold-start", "--recipe", str(STACK), "--device", "cpu", "--regional-block",
                                   "layers", "--cold-routes", "jit-cold, jit-regional"])
    opts = request_from_args(a, {}).options
    assert opts.regional_block == "layers" and opts.cold_routes == ["jit-cold", "jit-regional"]
    assert not opts.problems()
    spec = {"options": asdict(opts), "regional": {"path": "layers"}, "mega_artifacts": None}
    assert _skip_reason("jit-regional", [], spec) is None
    assert _skip_reason("aot-package", [], spec) == "not among --cold-routes jit-cold,jit-regional"
    # refused before any work
    assert "not a module path" in CompileOptions(regional_block="layers/../x").problems()[0]
    assert "jit-hot unknown" in CompileOptions(cold_routes=["jit-hot"]).problems()[0]


# -- the guard and its fix -------------------------------------------------------------------------------------------
def test_a_recompile_reason_names_its_guard_line_and_fix():
    g = parse_reason(REASON)
    assert g["guard"] == "self.idx == 1" and g["code"] == "h = h * (self.idx + 1)" and g["line"] == 11
    assert "integer attributes" in g["hint"]
    fix = guard_fix(g["guard"], g["hint"])
    assert "self.idx" in fix and "register_buffer" in fix and "allow_unspec_int_on_nn_module=True" in fix
    assert "mark the changing dimension dynamic" in guard_fix("tensor 'x' size mismatch at index 0. expected 2")


def test_the_account_counts_recompiles_from_guard_failures_without_a_trace():
    failures = ["0/0: self.idx == 0  # a  # f.py:1 in forward", "0/1: self.idx == 1  # a  # f.py:1 in forward",
                "0/0: self.idx == 0  # a  # f.py:1 in forward"]  # torch lists every failed entry per recompile
    acc = regional_account({"copies": 3}, {"unique_graphs": 3, "guard_failures": failures, "recompile_limit": 8})
    assert acc["compiles"] == 3 and acc["recompiles"] == 2 and acc["per_copy"]
    assert acc["guard"]["failed"] == ["self.idx == 0", "self.idx == 1"]
    assert "recompiled 2 times because the guard self.idx == 0 failed" in acc["verdict"]
    once = regional_account({"copies": 8}, {"unique_graphs": 1, "guard_failures": []})
    assert not once["per_copy"] and "one compile, reused by every copy" in once["verdict"]


# -- where the route is shown ----------------------------------------------------------------------------------------
def _regional_report(run_id: str = RUN) -> dict:
    report = rf.good_report(run_id)
    report["request"]["only"] = ["cold_start"]
    report["stages"].append({"name": "cold_start", "status": "ok"})
    common = {"status": "ok", "compile_threads": 2, "numerics_passed": True, "peak_gpu_mb": None, "error": None,
              "peak_rss_mb": 900}
    acc = regional_account({"copies": 3}, {"unique_graphs": 3, "recompile_limit": 8},
                           {"compile_ids": [{}, {}, {}], "recompiles": [{"reason": REASON}, {"reason": REASON}]})
    routes = [
        dict(common, route="eager", first_output_s=4.0, steady_ms=2.0, steady_ci_ms=[1.9, 2.1], phases=[]),
        dict(common, route="jit-cold", first_output_s=20.0, steady_ms=1.0, steady_ci_ms=[0.9, 1.1], phases=[],
             steady_speedup=2.0),
        dict(common, route="jit-regional", first_output_s=15.0, steady_ms=1.3, steady_ci_ms=[1.2, 1.4], phases=[],
             steady_speedup=1.5, block={"path": "layers", "copies": 3, "class": "Layer", "first": "layers.0",
                                        "last": "layers.2", "params_per_copy": 272}, regional=acc),
    ]
    report["cold_start"] = {"routes": routes, "device": "cpu", "dtype": "fp32", "notes": []}
    routes[2]["regional_note"] = regional_comparison(routes)
    return report


def test_json_show_and_the_view_carry_the_block_and_the_compile_count():
    report = _regional_report()
    rows = {r["route"]: r for r in cold_start_rows(report)}
    reg = rows["jit-regional"]
    assert reg["block"]["path"] == "layers" and reg["block"]["copies"] == 3 and reg["regional"]["compiles"] == 3
    assert reg["regional"]["guard"]["guard"] == "self.idx == 1"
    line = next(ln for ln in cold_start_lines({"cold_start": list(rows.values())}) if "jit-regional" in ln)
    assert "first output 15 s, 0.75× jit-cold's" in line and "block layers (3 × Layer)" in line
    assert "Dynamo compiled 3 graphs: recompiled per copy on guard self.idx == 1" in line
    assert "first output 15 s vs jit-cold's 20 s (0.75×)" in reg["regional_note"]
    assert "regional 1.50× vs whole-model 2.00×" in reg["regional_note"]
    table = cv.regional_table(report).iloc[0].to_dict()
    assert table["Block"] == "layers" and table["Copies"] == "3" and table["Graphs Dynamo compiled"] == "3"
    assert table["Recompiled per copy"] == "yes" and table["First output ÷ jit-cold"] == "0.75×"
    titles = [getattr(b, "title", None) for b in cvb.blocks(report, None, {})]
    assert "The guard that failed between copies" in titles


def test_the_page_and_the_export_show_the_regional_route(runs):  # noqa: F811
    from analyzers.report.store import RunStore
    from dashboard.static.export_html import run_report_html

    rf.write_run(runs, _regional_report())
    text = assert_ok(open_view("cold_start", RUN))
    assert "Regional compilation (jit-regional)" in text and "self.idx == 1" in text
    assert "register_buffer" in text
    html = run_report_html(RunStore(runs), RUN)
    assert "Regional compilation (jit-regional)" in html and "The guard that failed between copies" in html


# -- one real route process: a block that recompiles per copy ------------------------------------------------------
class _Run:  # what _run_route needs of a run: a save
    def save(self) -> None:
        pass


@pytest.mark.slow
def test_a_block_that_recompiles_per_copy_is_named_with_its_guard(tmp_path):
    import torch

    from analyzers.models.sources import load_model
    from analyzers.report.schema import CompileOptions, ModelSource, StageResult
    from analyzers.runs.stage_cold_start import _check_numerics, _regional_spec, _run_route

    recipe = tmp_path / "indexed_layers.py"
    recipe.write_text(INDEXED)
    # the eager backend: Dynamo's guards and recompiles are the same as Inductor's, without building C++
    opts = CompileOptions(device="cpu", backend="eager", iterations=3, warmup=1)
    source = ModelSource("recipe", str(recipe))
    loaded = load_model(source, opts)
    work, logs = tmp_path / "work", tmp_path / "logs"
    (work / "out").mkdir(parents=True)
    logs.mkdir()
    torch.save(loaded.model.state_dict(), work / "weights.pt")
    torch.save({"args": loaded.args, "kwargs": loaded.kwargs}, work / "inputs.pt")
    with torch.no_grad():
        reference = [loaded.model(*loaded.args).detach().clone()]
    spec = {"source": asdict(source), "options": asdict(opts), "weights": str(work / "weights.pt"),
            "inputs": str(work / "inputs.pt"), "out_dir": str(work / "out"), "package": str(work / "model.pt2"),
            "mega_artifacts": None, "user_files": [str(recipe)], **_regional_spec(loaded.model, "")}
    (work / "spec.json").write_text(json.dumps(spec, default=str))
    t0 = time.monotonic()
    row = _run_route(_Run(), "jit-regional", work, logs, time.time() + 300, [], StageResult("cold_start"))
    _check_numerics(row, work, reference, "fp32")
    assert row["status"] == "ok", row["error"]
    assert row["block"]["path"] == "layers" and row["block"]["copies"] == 3 and row["numerics_passed"] is True
    assert row["first_output_s"] > 0 and row["steady_ci_ms"][0] <= row["steady_ms"] <= row["steady_ci_ms"][1]
    acc = row["regional"]
    assert acc["compiles"] == 3 and acc["trace_compile_ids"] == 3 and acc["recompiles"] == 2 and acc["per_copy"]
    g = acc["guard"]
    assert g["guard"] == "self.index == 0" and g["failed"] == ["self.index == 0", "self.index == 1"] \
        and g["line"] == 12 and Path(g["file"]).name == "indexed_layers.py"
    assert g["source"].startswith("the route's structured trace")
    assert "self.index" in acc["fix"] and "register_buffer" in acc["fix"]
    # the regional route again on the caches it left: its own process, log and output, the same block
    warm = _run_route(_Run(), "jit-regional-warm-cache", work, logs, time.time() + 300, [row], StageResult("cold_start"))
    _check_numerics(warm, work, reference, "fp32")
    assert warm["status"] == "ok", warm["error"]
    assert warm["block"]["path"] == "layers" and warm["numerics_passed"] is True and warm["first_output_s"] > 0
    assert (logs / "jit-regional-warm-cache.log").is_file() and warm["log"].endswith("jit-regional-warm-cache.log")
    skipped = _run_route(_Run(), "jit-regional-warm-cache", work, logs, time.time() + 300,
                         [dict(row, status="failed")], StageResult("cold_start"))
    assert skipped["status"] == "skipped" and "jit-regional did not finish" in skipped["error"]["message"]
    print(f"jit-regional route processes with the eager backend: {time.monotonic() - t0:.0f} s")
