"""Faults are data: a worker that is killed, crashes, runs out of memory, hangs or raises, or is stopped from
outside, ends as a ``failed`` run (``cancelled`` for a cancel) with the stage and a reason in report.json; the next
run works; the dashboard shows the store afterwards without an exception.

One table of faults (recipes in ``tests/data/fault_recipes``, each firing in the model's forward, so in the load
stage's input check, or once Dynamo traces it in explain), played once through a fresh worker process per run
(``run``) and once through the dispatcher's warm worker (``run --warm``: a fork of the zygote).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from analyzers.report.store import RunStore
from analyzers.runs import queue as jobs

from .conftest import ROOT, cli

RECIPES = Path(__file__).parent / "data" / "fault_recipes"
TIMEOUT_S = 20  # the hang's --timeout: long enough for a fresh worker to reach the load stage on a busy 2-core machine

pytestmark = pytest.mark.slow  # each fault is seconds, the table with its follow-up runs is minutes


@dataclass(frozen=True)
class Fault:
    name: str
    recipe: str
    stage: str  # the stage the report names as failing
    reason: str  # in report["error"]["message"]
    traceback: str = ""  # in report["error"]["traceback"], where there is one
    outside: str | None = None  # what another process does: SIGKILL or SIGTERM the worker, cancel, cli:SIG... the CLI
    extra: tuple[str, ...] = ()
    status: str = "failed"


FAULTS = (
    Fault("sigkill-in-forward", "sigkill_in_forward.py", "load", "worker killed by SIGKILL (signal 9)"),
    Fault("segfault-in-forward", "segfault_in_forward.py", "load", "worker crashed with SIGSEGV (signal 11)",
          traceback="segfault_in_forward.py"),
    Fault("segfault-under-dynamo", "segfault_under_dynamo.py", "explain", "worker crashed with SIGSEGV (signal 11)",
          traceback="Fatal Python error: Segmentation fault"),
    Fault("memory-error", "memory_error_in_forward.py", "load", "MemoryError: the worker ran out of host memory",
          traceback="raise MemoryError"),
    Fault("value-error", "value_error_in_forward.py", "load", "ValueError: boom in forward",
          traceback="raise ValueError"),
    Fault("hang-past-timeout", "hang_in_forward.py", "load", f"timed out after {TIMEOUT_S} s (the worker was killed, "
          "stopped at hang_in_forward.py line 9 in forward (`time.sleep(600)`))",
          extra=("--timeout", str(TIMEOUT_S))),
    Fault("sigkill-from-outside", "hang_in_forward.py", "load", "worker killed by SIGKILL (signal 9)",
          outside="SIGKILL"),
    Fault("sigterm-from-outside", "hang_in_forward.py", "load", "worker killed by SIGTERM (signal 15)",
          outside="SIGTERM"),
    Fault("cancelled", "hang_in_forward.py", "load", "cancelled by the user", outside="cancel", status="cancelled"),
    Fault("ctrl-c-of-the-cli", "hang_in_forward.py", "load", jobs.INTERRUPTED, outside="cli:SIGINT",
          status="cancelled"),
    Fault("sigterm-to-the-cli", "hang_in_forward.py", "load", jobs.INTERRUPTED, outside="cli:SIGTERM",
          status="cancelled"),
)
PATHS = ("fresh", "warm")


@dataclass
class Outcome:
    rc: int
    stderr: str
    summary: dict
    report: dict
    report_parses: bool
    next_rc: int
    next_status: str | None


def _env(path: str) -> dict:
    return {"COMPILESCOPE_WARM_WORKER": "1"} if path == "warm" else {}


def _warm(path: str) -> tuple[str, ...]:
    return ("--warm",) if path == "warm" else ()


def _stop_from_outside(runs: Path, fault: Fault, proc: subprocess.Popen) -> None:
    """Wait for the worker to be in its stage, then signal it (as another process would) or cancel the run."""
    store = RunStore(runs)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        for row in store.list_runs(status="running"):
            report = store.load_report(row["run_id"])
            stages = {s["name"]: s["status"] for s in report.get("stages", [])}
            if stages.get(fault.stage) == "running" and report.get("worker_pid"):
                if fault.outside == "cancel":
                    jobs.cancel(store, row["run_id"])
                elif fault.outside.startswith("cli:"):
                    proc.send_signal(getattr(signal, fault.outside[4:]))
                else:
                    os.kill(report["worker_pid"], getattr(signal, fault.outside))
                return
        time.sleep(0.1)
    raise AssertionError(f"{fault.name}: the worker never reached the {fault.stage} stage")


def _play(runs: Path, path: str, fault: Fault) -> Outcome:
    args = [sys.executable, "-m", "analyzers", "--runs-dir", str(runs), "run", "--recipe", str(RECIPES / fault.recipe),
            "--device", "cpu", "--only", "explain", "--json", *fault.extra, *_warm(path)]
    env = dict(os.environ, PYTHONPATH=str(ROOT), **_env(path))
    # SIGINT as a terminal's foreground command has it: a test run started in the background of a script inherits
    # it ignored (POSIX shells ignore SIGINT for `cmd &` without job control), and Ctrl-C would then do nothing
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    if fault.outside:
        _stop_from_outside(runs, fault, proc)
    out, err = proc.communicate(timeout=300)
    summary = json.loads(out) if out.strip() else {}
    try:
        report = json.loads(Path(summary["report"]).read_text())
        parses = True
    except (KeyError, OSError, ValueError):
        report, parses = {}, False
    nxt = cli("run", "--model", "demo:clean", "--device", "cpu", "--only", "explain", "--json", *_warm(path),
              runs_dir=runs, env=_env(path), timeout=300)
    next_status = json.loads(nxt.stdout).get("status") if nxt.stdout.strip() else None
    return Outcome(proc.returncode, err, summary, report, parses, nxt.returncode, next_status)


@pytest.fixture(scope="module", params=PATHS)
def played(request, tmp_path_factory):
    """Every fault of the table, each followed by a normal run, in one store per worker path."""
    path = request.param
    runs = tmp_path_factory.mktemp(f"faults-{path}")
    try:
        yield path, runs, {f.name: _play(runs, path, f) for f in FAULTS}
    finally:
        jobs.stop_dispatcher(RunStore(runs))


@pytest.mark.parametrize("fault", FAULTS, ids=lambda f: f.name)
def test_a_fault_is_a_failed_run_with_stage_and_reason(played, fault):
    path, runs, outcomes = played
    o = outcomes[fault.name]
    assert o.rc == 1, o.stderr
    assert o.report_parses and o.summary["status"] == o.report["status"] == fault.status, o.stderr
    err = o.report["error"]
    assert err["stage"] == fault.stage and fault.reason in err["message"], err
    assert fault.traceback in err["traceback"], err["traceback"][-2000:]
    stages = {s["name"]: s for s in o.report["stages"]}
    assert stages[fault.stage]["status"] == ("failed" if fault.status == "failed" else "skipped")
    assert not any(s["status"] in ("running", "pending") for s in stages.values())  # nothing left half-way
    last = [line for line in o.stderr.splitlines() if line.startswith(("error:", "warning:"))][-1]
    assert f"stage {fault.stage}" in last and fault.reason in last, o.stderr  # the CLI's one line says it too
    if path == "warm":
        assert o.report["worker"]["kind"] == "warm"


@pytest.mark.parametrize("fault", FAULTS, ids=lambda f: f.name)
def test_the_run_after_a_fault_succeeds(played, fault):
    o = played[2][fault.name]
    assert (o.next_rc, o.next_status) == (0, "ok")


def test_after_the_faults_no_run_is_left_running_and_every_report_parses(played):
    _, runs, _ = played
    reports = [json.loads(p.read_text()) for p in runs.glob("*/report.json")]
    assert len(reports) == 2 * len(FAULTS)
    assert not [r["run_id"] for r in reports if r["status"] in ("queued", "running")]
    listed = cli("list", "--json", runs_dir=runs)
    assert listed.returncode == 0 and {r["status"] for r in json.loads(listed.stdout)} == {"ok", "failed", "cancelled"}


def test_the_dashboard_shows_the_faulted_runs(played, monkeypatch):
    from .test_app_pages import open_view, text_of

    _, runs, outcomes = played
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(runs))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    at = open_view("runs")
    assert not at.exception, at.exception
    for fault in FAULTS:
        report = outcomes[fault.name].report
        at = open_view("overview", report["run_id"])
        assert not at.exception, (fault.name, at.exception)
        assert fault.reason in text_of(at), fault.name  # the page says why the run ended
