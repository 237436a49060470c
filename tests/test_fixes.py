"""Fix experiments, break costs and repro scripts on one real CPU run: the print, .item() and nonzero() demos in a
row, called with three shapes (tests/data/fix_demos.py), run once with --try-fixes."""

from __future__ import annotations

import inspect
import json
import subprocess
import sys
from pathlib import Path

import pytest

from analyzers.models import demos
from tests.conftest import ROOT, cli

pytestmark = pytest.mark.slow
RECIPE = ROOT / "tests" / "data" / "fix_demos.py"


def _line(cls) -> int:
    lines, start = inspect.getsourcelines(cls.forward)
    return next(start + i for i, ln in enumerate(lines) if "# BREAK" in ln)


@pytest.fixture(scope="module")
def fixed(tmp_path_factory):
    runs = tmp_path_factory.mktemp("fixruns")
    p = cli("run", "--recipe", str(RECIPE), "--device", "cpu", "--iterations", "3", "--warmup", "1",
            "--only", "explain,compile,benchmark,profile", "--try-fixes", "--json", runs_dir=runs, timeout=900)
    assert p.returncode == 0, p.stderr
    summary = json.loads(p.stdout)
    return {"runs": runs, "summary": summary, "stderr": p.stderr,
            "by_change": {f["change"]: f for f in summary["fixes"]}}


def test_capture_scalar_outputs_removes_the_item_break(fixed):
    f = fixed["by_change"]["torch._dynamo.config.capture_scalar_outputs=True"]
    assert f["target"] == f"analyzers/models/demos.py:{_line(demos.ItemDemo)}"
    assert f["graph_break_count_after"] == f["graph_break_count_before"] - 1
    assert f["numerics_passed"] is True and f["verdict"].startswith("removes the break")


def test_capture_dynamic_output_shape_ops_removes_the_nonzero_break(fixed):
    f = fixed["by_change"]["torch._dynamo.config.capture_dynamic_output_shape_ops=True"]
    assert f["target"] == f"analyzers/models/demos.py:{_line(demos.NonzeroDemo)}"
    assert f["graph_break_count_after"] == f["graph_break_count_before"] - 1
    assert f["verdict"].startswith("removes the break")


def test_no_setting_removes_the_print(fixed):
    f = fixed["by_change"][None]
    line = _line(demos.PrintDemo)
    assert f["target"] == f"analyzers/models/demos.py:{line}" and f["run_id"] is None
    assert f["verdict"].startswith(f"no setting removes it: change line {line} — ") and "print" in f["verdict"]


def test_dynamic_true_removes_the_recompiles(fixed):
    f = fixed["by_change"]["dynamic=True"]
    assert f["target"] == "recompile" and f["recompiles_before"] > 0 and f["recompiles_after"] == 0
    assert f["verdict"].startswith(f"removes {f['recompiles_before']} recompiles")


def test_mark_dynamic_on_the_dims_that_changed_removes_recompiles(fixed):
    f = fixed["by_change"]["torch._dynamo.mark_dynamic(x, [0, 1])"]  # more_inputs change batch and sequence
    assert f["target"] == "recompile" and f["recompiles_after"] < f["recompiles_before"]
    assert f["verdict"].startswith("removes ") and f["numerics_passed"] is True
    child = json.loads((Path(fixed["runs"]) / f["run_id"] / "report.json").read_text())
    assert child["request"]["options"]["mark_dynamic"] == {"x": [0, 1]}


def test_recompiles_cost_compile_seconds_and_the_cli_says_which_experiment_runs(fixed):
    costs = fixed["summary"]["recompiles"]
    assert costs and all(c["compile_s"] > 0 for c in costs)
    assert fixed["summary"]["recompile_s"] == pytest.approx(sum(c["compile_s"] for c in costs), rel=1e-3)
    n = len([f for f in fixed["summary"]["fixes"] if f["run_id"]])
    assert f"[fixes] experiment 1 of {n}: " in fixed["stderr"] and f"[fixes] experiment {n} of {n}: " in fixed["stderr"]
    assert " — running" in fixed["stderr"]


def test_children_are_runs_of_the_original_and_show_lists_them(fixed):
    runs, parent = fixed["runs"], fixed["summary"]["run_id"]
    children = [f["run_id"] for f in fixed["summary"]["fixes"] if f["run_id"]]
    assert len(children) == 4
    for rid in children:
        report = json.loads((Path(runs) / rid / "report.json").read_text())
        assert report["fix_of"] == parent and report["status"] == "ok"
    p = cli("show", parent, runs_dir=runs)
    assert p.returncode == 0 and "fix experiments:" in p.stdout and "capture_scalar_outputs=True" in p.stdout
    assert "cost:" in p.stdout and "recompile 0/1: " in p.stdout


def test_every_break_has_a_cost_from_the_profiled_forward(fixed):
    breaks = fixed["summary"]["breaks"]
    assert len(breaks) == 3
    for b in breaks:
        assert b["cost_ms"] > 0 and 0 < b["cost_share"] < 1


def test_repro_script_stops_at_the_break_with_plain_torch(fixed, tmp_path):
    runs, parent = fixed["runs"], fixed["summary"]["run_id"]
    assert "has breaks 1 to 3" in cli("repro", parent, "--break", "9", runs_dir=runs).stderr
    first, out = fixed["summary"]["breaks"][0], tmp_path / "repro.py"
    assert first["line"] == _line(demos.PrintDemo)  # rows in the order the forward meets them
    assert cli("repro", parent, "--break", "1", "-o", str(out), runs_dir=runs).returncode == 0
    text = out.read_text()
    assert f"analyzers/models/demos.py:{first['line']}" in text and str(RECIPE) in text
    assert "import analyzers" not in text and "from analyzers" not in text
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}  # the recipe imports the demos; the script does not
    p = subprocess.run([sys.executable, str(out)], capture_output=True, text=True, timeout=300, cwd=tmp_path, env=env)
    assert p.returncode != 0 and "torch._dynamo.exc.Unsupported" in p.stderr
    assert f'demos.py", line {first["line"]}, in forward' in p.stderr
    later = cli("repro", parent, "--break", "2", runs_dir=runs).stdout
    assert "Breaks 1 to 1 of this run come first" in later
