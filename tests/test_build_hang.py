"""A recipe that hangs or raises while it builds its model: the user's time budget (``--timeout``) holds from the
command's start, the check included, and the failure names the load stage and the recipe's line where it was stopped
(the hung worker's Python stack, taken before it is killed)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from analyzers.report.schema import CompileOptions, ModelSource, RunRequest
from analyzers.report.store import RunStore
from analyzers.runs import queue as jobs
from analyzers.runs import recipe_checks

from .conftest import ROOT, cli

FAULTS = Path(__file__).parent / "data" / "fault_recipes"
HANG = FAULTS / "hang_in_build.py"
RAISE = FAULTS / "value_error_in_build.py"
HANG_LINE = next(i for i, ln in enumerate(HANG.read_text().splitlines(), 1) if "time.sleep" in ln)
RAISE_LINE = next(i for i, ln in enumerate(RAISE.read_text().splitlines(), 1) if "raise ValueError" in ln)


def _workers_of(runs: Path) -> list[int]:
    out = subprocess.run(["ps", "-ww", "-eo", "pid,args"], capture_output=True, text=True).stdout
    return [int(line.split()[0]) for line in out.splitlines()[1:] if str(runs) in line and "execute" in line]


# -- the command line --------------------------------------------------------------------------------------------
def test_a_build_that_never_returns_ends_within_the_budget_at_the_load_stage(tmp_path):
    runs = tmp_path / "runs"
    t0 = time.monotonic()
    p = cli("run", "--recipe", str(HANG), "--device", "cpu", "--only", "explain", "--timeout", "6", "--json",
            runs_dir=runs, timeout=120)
    wall = time.monotonic() - t0
    assert p.returncode == 1, p.stderr
    assert wall < 15, f"{wall:.1f} s for a 6 s budget"
    where = f"hang_in_build.py line {HANG_LINE} in build_model (`time.sleep(0.1)`)"
    assert "error: run failed at stage load: timed out after 6 s" in p.stderr and where in p.stderr, p.stderr
    report = json.loads(Path(json.loads(p.stdout)["report"]).read_text())
    assert report["status"] == "failed" and report["error"]["stage"] == "load"
    assert "while build_model() ran" in report["error"]["message"]
    assert f'hang_in_build.py", line {HANG_LINE} in build_model' in report["error"]["traceback"]
    stages = {s["name"]: s["status"] for s in report["stages"]}
    assert stages == {"load": "failed", "explain": "skipped"}
    assert report["finished"] - report["started"] < 12  # the run's clock is the command's: the check included
    log = (runs / report["run_id"] / "worker.log").read_text()
    assert "most recent call first" in log  # the worker's log is the run's log
    deadline = time.monotonic() + 10
    while _workers_of(runs) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _workers_of(runs), "the hung worker outlived the command"


def test_a_build_that_raises_is_refused_naming_build_model_and_the_line(tmp_path):
    p = cli("run", "--recipe", str(RAISE), "--device", "cpu", "--only", "explain", runs_dir=tmp_path / "runs",
            timeout=120)
    assert p.returncode == 2, p.stderr
    assert f"build_model() raised ValueError at line {RAISE_LINE} (`raise ValueError(" in p.stderr, p.stderr
    assert "boom in build_model" in p.stderr
    assert not [d for d in (tmp_path / "runs").iterdir() if (d / "report.json").exists()]


# -- the dashboard's admission (New run, sweeps): the recipe checked in a short process ---------------------------
def test_the_check_stops_a_hung_build_at_the_runs_budget_and_names_the_line(tmp_path):
    request = RunRequest(ModelSource("recipe", str(HANG)), CompileOptions(device="cpu", timeout_s=2), only=["explain"])
    t0 = time.monotonic()
    with pytest.raises(jobs.RequestRefused) as refused:
        jobs.submit(RunStore(tmp_path / "runs"), request)
    assert time.monotonic() - t0 < 30  # torch's import (not counted), then the 2 s budget
    message = str(refused.value)
    assert "did not load within the run's 2 s timeout: stopped while build_model() ran" in message
    assert f"at hang_in_build.py line {HANG_LINE} in build_model" in message
    assert not list((tmp_path / "runs").glob("*/report.json"))


def test_the_check_names_the_line_a_build_raised_at():
    problems = recipe_checks.import_problems(str(RAISE), budget_s=60)
    assert problems == [f"recipe value_error_in_build.py: build_model() raised ValueError at line {RAISE_LINE} "
                        '(`raise ValueError("boom in build_model")`): boom in build_model']


# -- a worker stopped at its timeout by the dispatcher ------------------------------------------------------------
HUNG_WORKER = f"""
import runpy
from analyzers.models.recipe_check import answer_stack_requests
answer_stack_requests()
build_model = runpy.run_path({str(HANG)!r})["build_model"]  # imports torch: seconds
print("started", flush=True)
build_model()
"""


def test_a_worker_past_its_timeout_is_asked_where_it_is_before_it_is_killed(tmp_path):
    from analyzers.runs import dispatcher

    store = RunStore(tmp_path)
    rid = store.create_run(RunRequest(ModelSource("recipe", str(HANG)), CompileOptions(device="cpu", timeout_s=1),
                                      only=["explain"]))["run_id"]
    report = store.load_report(rid)
    report.update(status="running", stages=[{"name": "load", "status": "running"}])
    store.save_report(report)
    with open(store.run_dir(rid) / "worker.log", "ab") as log:
        worker = subprocess.Popen([sys.executable, "-c", HUNG_WORKER], stdout=log, stderr=subprocess.STDOUT, cwd=ROOT,
                                  start_new_session=True)
    deadline = time.monotonic() + 60
    while "started" not in (store.run_dir(rid) / "worker.log").read_text():
        assert time.monotonic() < deadline and worker.poll() is None
        time.sleep(0.05)
    time.sleep(0.3)  # in build_model's loop
    dispatcher._close(store, rid, jobs.LocalExecutor(), worker, time.monotonic() - 5)
    assert worker.poll() is not None
    report = store.load_report(rid)
    assert report["status"] == "failed" and report["error"]["stage"] == "load"
    where = f", stopped at hang_in_build.py line {HANG_LINE} in build_model (`time.sleep(0.1)`)"
    assert report["error"]["message"] == jobs.timeout_message(1, where)
    assert report["error"]["message"].startswith(f"timed out after 1 s (the worker was killed{where}): ")
    assert "most recent call first" in report["error"]["traceback"]


def test_the_recipes_innermost_frame_is_found_in_a_stack_dump(tmp_path):
    recipe = tmp_path / "r.py"
    recipe.write_text("import time\n\ndef helper():\n    time.sleep(9)\n\ndef build_model():\n    return helper()\n")
    dump = (f'Thread 0x00007f00000001 (most recent call first):\n  File "/usr/lib/python3.11/threading.py", line 1 '
            f'in wait\n\nCurrent thread 0x00007f00000002 (most recent call first):\n  File "{recipe}", line 4 in '
            f'helper\n  File "{recipe}", line 7 in build_model\n  File "/x/sources.py", line 115 in build_recipe\n')
    frame = recipe_checks.recipe_frame(dump, recipe)
    assert frame == {"file": "r.py", "line": 4, "function": "helper", "entry": "build_model", "code": "time.sleep(9)"}
    assert recipe_checks.stopped_during("build", frame) == \
        "while build_model() ran, at r.py line 4 in helper (`time.sleep(9)`)"
    assert recipe_checks.stopped_during("import", None) == "while the recipe was being imported"
    assert recipe_checks.recipe_frame(dump, tmp_path / "other.py") is None
