"""Compile-time changes with real route processes: regional compilation of a three-layer stack in two pairs of
fresh processes beside a whole-model baseline (the eager backend: Dynamo's real compiles, no C++ built), then the
rows on the Cold start page, in the export, ``show``'s lines and ``--json``."""

from __future__ import annotations

import json
import time
from dataclasses import asdict
from types import SimpleNamespace

import pytest

from analyzers.report.compile_changes import change_lines, change_rows
from dashboard.views import compile_changes as ccv
from tests.test_cold_start_regional import INDEXED


class _Run:
    def __init__(self, opts):
        self.request = SimpleNamespace(options=opts)
        self.report: dict = {}

    def save(self) -> None:
        pass


@pytest.fixture(scope="module")
def section(tmp_path_factory):
    import torch

    from analyzers.models.sources import load_model
    from analyzers.report.schema import CompileOptions, ModelSource, StageResult
    from analyzers.runs.compile_changes_stage import run_compile_changes
    from analyzers.runs.stage_cold_start import _one_process, _regional_spec

    tmp = tmp_path_factory.mktemp("changes")
    recipe = tmp / "indexed_layers.py"
    recipe.write_text(INDEXED)
    opts = CompileOptions(device="cpu", backend="eager", iterations=6, warmup=1, compile_changes=2)
    source = ModelSource("recipe", str(recipe))
    loaded = load_model(source, opts)
    work, logs = tmp / "work", tmp / "logs"
    (work / "out").mkdir(parents=True)
    logs.mkdir()
    torch.save(loaded.model.state_dict(), work / "weights.pt")
    torch.save({"args": loaded.args, "kwargs": loaded.kwargs}, work / "inputs.pt")
    with torch.no_grad():
        reference = [loaded.model(*loaded.args).detach().clone()]
    spec = {"source": asdict(source), "options": asdict(opts), "weights": str(work / "weights.pt"),
            "inputs": str(work / "inputs.pt"), "out_dir": str(work / "out"), "package": str(work / "model.pt2"),
            "mega_artifacts": None, "user_files": [str(recipe)], **_regional_spec(loaded.model, "")}
    # a jit-cold row as the routes leave it; compile_threads unknown, so only regional compilation is tried
    section = {"routes": [{"route": "jit-cold", "status": "ok", "first_output_s": 3.0, "steady_ms": 0.1,
                           "steady_ci_ms": [0.09, 0.11]}]}
    run = _Run(opts)
    t0 = time.monotonic()
    run_compile_changes(run, work, logs, spec, section, reference, time.time() + 600,
                        StageResult("cold_start"), _one_process)
    print(f"two pairs of route processes: {time.monotonic() - t0:.0f} s")
    return section, logs


@pytest.mark.slow
def test_regional_compilation_is_timed_in_pairs_with_an_interval_and_a_verdict(section):
    changes, logs = section[0]["changes"], section[1]
    assert changes["pairs"] == 2
    assert {s["change"] for s in changes["skipped"]} == {"compile_threads=1", "mode=max-autotune", "dynamic=true"}
    row = next(r for r in changes["rows"] if r["change"] == "regional")
    assert row["error"] is None and row["pairs"] == 2 and row["numerics_passed"] is True
    lo, hi = row["first_output_change_ci"]
    assert lo <= row["first_output_change"] <= hi and row["first_output_s"] > 0 and row["base_first_output_s"] > 0
    assert row["steady_change"] > 0 and row["steady_change_ci"][0] <= row["steady_change"] <= row["steady_change_ci"][1]
    assert row["phases"].get("dynamo_s", 0) > 0 and row["base_phases"].get("dynamo_s", 0) > 0  # torch's own account
    assert "first output" in row["words"] and "steady latency" in row["words"]
    # four processes, each with its own log; the order alternates pair by pair
    assert sorted(p.name for p in logs.glob("change-regional-*.log")) == [
        "change-regional-base-1.log", "change-regional-base-2.log", "change-regional-changed-1.log",
        "change-regional-changed-2.log"]


@pytest.mark.slow
def test_the_rows_reach_json_show_the_page_and_the_export(section):
    report = {"cold_start": section[0]}
    rows = change_rows(report)
    assert rows and rows[0]["change"] == "regional" and json.loads(json.dumps(rows)) == rows
    line = change_lines(rows)[0]
    assert line.startswith("compile-time change regional compilation") and "first output" in line
    table = ccv.changes_table(report)
    assert list(table["Change"]) == [rows[0]["label"]]
    assert table["Pairs"][0] == "2" and table["Outputs"][0] == "match eager"
    texts = [getattr(b, "text", "") for b in ccv.blocks(report)]
    assert any("alternating pair by pair" in t for t in texts)
