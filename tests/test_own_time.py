"""The CLI's worker starts first and checks the recipe itself (the model is built once), and every run
says where its wall time went: the model's work and the tool's own."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from analyzers.report.own_time_rows import TOOL, WORK, account, phases, sentence

from .conftest import ROOT, cli

RECIPE = '''
import os, torch
from torch import nn
with open(os.environ["BUILT_LOG"], "a") as f:
    f.write("imported\\n")

def build_model():
    with open(os.environ["BUILT_LOG"], "a") as f:
        f.write("built\\n")
    return nn.Sequential(nn.Linear(8, 8), nn.ReLU())

def example_inputs():
    return (torch.randn(2, 8),)
'''

SLOW_RECIPE = '''
import time, torch
from torch import nn

def build_model():
    time.sleep(4)
    return nn.Linear(4, 4)

def example_inputs():
    return (torch.randn(1, 4),)
'''


def _workers_of(runs: Path) -> list[int]:
    """Processes still running for this store (the admitting worker's command line names the store)."""
    out = subprocess.run(["ps", "-ww", "-eo", "pid,args"], capture_output=True, text=True).stdout
    return [int(line.split()[0]) for line in out.splitlines()[1:] if str(runs) in line and "execute" in line]


@pytest.fixture(scope="module")
def explain_run(tmp_path_factory):
    d = tmp_path_factory.mktemp("own")
    recipe, log = d / "counted.py", d / "built.log"
    recipe.write_text(RECIPE)
    t0 = time.time()
    p = cli("run", "--recipe", str(recipe), "--device", "cpu", "--only", "explain", "--json", runs_dir=d / "runs",
            env={"BUILT_LOG": str(log)})
    wall = time.time() - t0
    assert p.returncode == 0, p.stderr
    report = json.loads(Path(json.loads(p.stdout)["report"]).read_text())
    return {"report": report, "log": log, "wall": wall, "runs": d / "runs", "stderr": p.stderr}


def test_the_recipe_is_imported_and_built_once_in_the_runs_own_worker(explain_run):
    # admission's check and the run's load used to import and build it in two processes
    assert explain_run["log"].read_text().splitlines() == ["imported", "built"]
    worker = explain_run["report"]["worker"]
    assert worker["kind"] == "fresh" and worker["started_before_run"] is True
    assert worker["preimport_s"] > 0  # torch was imported before the run existed
    assert "[compilescope] explain ok" in explain_run["stderr"]  # progress still reaches the CLI


def test_the_report_says_where_the_commands_wait_went(explain_run):
    report = explain_run["report"]
    names = [m[0] for m in report["own_time"]["marks"]]
    for want in ("cli_start", "cli_ready", "worker_launched", "worker_start", "torch_imported", "recipe_checked",
                 "environment_recorded"):
        assert want in names, names
    acc = account(report)
    assert acc["since"] == "the command's start"
    first = min(m[1] for m in report["own_time"]["marks"])
    assert acc["wall_s"] == pytest.approx(report["finished"] - first, abs=0.01)  # phases add up to the wall
    assert acc["wall_s"] <= explain_run["wall"] + 0.05  # within what the test itself waited
    kinds = {r["name"]: r["kind"] for r in acc["phases"]}
    assert kinds["import torch"] == WORK and kinds["explain stage"] == WORK
    assert kinds["Python start, the CLI's imports"] == TOOL
    assert 0 < acc["tool_s"] < acc["work_s"]
    assert report["own_time"]["saves"] >= 3 and report["own_time"]["saves_s"] > 0
    assert f"{acc['wall_s']:.2f} s from the command's start" in sentence(acc)


def test_a_refused_recipe_leaves_no_run_and_no_worker(tmp_path):
    recipe = tmp_path / "nomodel.py"
    recipe.write_text("import torch\ndef build_model():\n    return {}\ndef example_inputs():\n    return ()\n")
    p = cli("run", "--recipe", str(recipe), "--device", "cpu", "--only", "explain", runs_dir=tmp_path / "runs")
    assert p.returncode == 2 and "not a torch.nn.Module" in p.stderr
    assert not [d for d in (tmp_path / "runs").iterdir() if (d / "report.json").exists()]
    deadline = time.monotonic() + 20
    while _workers_of(tmp_path / "runs") and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _workers_of(tmp_path / "runs")


def test_a_cli_killed_during_the_check_takes_its_worker_with_it(tmp_path):
    recipe = tmp_path / "slow.py"
    recipe.write_text(SLOW_RECIPE)
    runs = tmp_path / "runs"
    proc = subprocess.Popen([sys.executable, "-m", "analyzers", "--runs-dir", str(runs), "run", "--recipe",
                             str(recipe), "--device", "cpu", "--only", "explain"], cwd=ROOT,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)), stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not _workers_of(runs) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _workers_of(runs), "the CLI started no worker"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    deadline = time.monotonic() + 60  # the worker finishes building (4 s), finds no one asking and exits
    while _workers_of(runs) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _workers_of(runs)
    assert not [d for d in runs.iterdir() if (d / "report.json").exists()]


def test_phases_of_a_queued_run_count_from_its_creation():
    report = {
        "created": 100.0, "started": 101.5, "finished": 110.0,
        "own_time": {"marks": [["worker_start", 101.0], ["worker_ready", 101.2]]},
        "stages": [{"name": "load", "started": 101.6, "seconds": 2.0},
                   {"name": "compile", "started": 103.7, "seconds": 6.0}],
    }
    rows = phases(report)
    assert [r["name"] for r in rows] == [
        "Waiting for a worker process", "The worker's Python start", "The worker took the run",
        "Imports and set-up before the first stage", "load: model built, moved, inputs made",
        "Saving the results between stages",
        "compile stage", "Final report written"]
    acc = account(report)
    assert acc["since"] == "the run's creation" and acc["wall_s"] == pytest.approx(10.0)
    assert acc["work_s"] == pytest.approx(8.0) and acc["tool_s"] == pytest.approx(2.0)
    assert account({"stages": []}) is None
