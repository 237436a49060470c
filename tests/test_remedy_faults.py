"""The new actions under faults: the fix experiments and the numerics bisection stop at their budget, can
be cancelled, leave no process behind on cancel, kill -9 or timeout, and end as findings when a child fails.

Cheap by design. The fix experiments run through the real queue (``submit``, ``run_now``, ``wait_for``) against a
stand-in worker (a process that exits or hangs), and once through ``try-fixes`` with the real worker, stopped right
after the child starts. The bisection's child is the real ``bisect_target`` with torch stubbed out and its
``Target.load`` replaced by a hang that starts a "compile worker" (``sleep``) in its process group, as Inductor does.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from analyzers.analyses.numerics import bisection
from analyzers.cli_remedies import INTERRUPTED_LINE
from analyzers.report.store import RunStore
from analyzers.runs import queue as jobs
from analyzers.runs.admission import fix_problems, fixes_under_way
from analyzers.runs.child_process import kill_group
from analyzers.runs.processes import process_alive, process_start
from analyzers.workflows.fixes import run_fixes
from tests import report_factory as rf

from .conftest import ROOT

PARENT = "20260101-000000-parent-0029"


def _parent(tmp_path: Path) -> RunStore:
    """A finished run of demo:clean whose recompiles make one experiment (dynamic=True), which took 1 s."""
    report = rf.good_report(PARENT)
    report["request"]["source"] = {"kind": "demo", "name": "clean"}
    report["request"]["options"]["seq_len"] = 8
    report.update(started=rf.NOW, finished=rf.NOW + 1)
    root = tmp_path / "runs"
    rf.write_run(root, report)
    rf.write_machine(root)
    return RunStore(root)


def _gone(pids: list[tuple[int, str | None]], within_s: float = 10) -> bool:
    deadline = time.monotonic() + within_s
    while any(process_alive(pid, start) for pid, start in pids):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


class StandIn:
    """An executor whose worker is ``python -c CODE`` in a session of its own, killed as the real one is."""

    def __init__(self, code: str, interrupt_after_polls: int | None = None):
        self.code, self.interrupt_after, self.pids = code, interrupt_after_polls, []

    def launch(self, store, run_id):
        proc = subprocess.Popen([sys.executable, "-c", self.code], start_new_session=True)
        self.pids.append((proc.pid, process_start(proc.pid)))
        return _Handle(proc, self.interrupt_after)

    def kill(self, handle):
        kill_group(handle.proc)


class _Handle:
    """A worker's handle; ``interrupt_after`` polls it raises KeyboardInterrupt, as a Ctrl-C in the wait does."""

    def __init__(self, proc, interrupt_after):
        self.proc, self.left = proc, interrupt_after

    def poll(self):
        if self.left is not None:
            self.left -= 1
            if self.left < 0:
                self.left = None
                raise KeyboardInterrupt
        return self.proc.poll()


def _experiment(section: dict) -> dict:
    return next(e for e in section["experiments"] if e["change"] == "dynamic=True")


# -- fix experiments ---------------------------------------------------------------------------------------------
def test_a_child_run_that_fails_is_a_verdict_not_an_error(tmp_path):
    store = _parent(tmp_path)
    worker = StandIn("import sys; sys.exit(3)")
    section = run_fixes(store, PARENT, budget_s=600, executor=worker)
    exp = _experiment(section)
    assert section["status"] == "done" and store.load_report(PARENT)["fixes"]["status"] == "done"
    assert exp["verdict"].startswith("the run failed at ") and "exited with code 3" in exp["verdict"], exp
    child = store.load_report(exp["run_id"])
    assert (child["status"], child["fix_of"]) == ("failed", PARENT)
    assert _gone(worker.pids)


def test_fix_only_leaves_the_other_changes_out_untried(tmp_path):
    store = _parent(tmp_path)
    worker = StandIn("import sys; sys.exit(3)")
    section = run_fixes(store, PARENT, budget_s=600, executor=worker, only=["bfloat16"])
    exp = _experiment(section)
    assert exp["verdict"] == "not tried: left out by --fix-only bfloat16" and exp.get("run_id") is None, exp
    assert worker.pids == [] and section["status"] == "done"
    section = run_fixes(store, PARENT, budget_s=600, executor=worker, only=["dynamic"])
    assert _experiment(section)["verdict"].startswith("the run failed at ") and len(worker.pids) == 1


def test_the_budget_stops_the_child_under_way(tmp_path):
    store = _parent(tmp_path)
    worker = StandIn("import time; time.sleep(300)")
    t0 = time.monotonic()
    section = run_fixes(store, PARENT, budget_s=3, executor=worker)
    took = time.monotonic() - t0
    exp = _experiment(section)
    child = store.load_report(exp["run_id"])
    left = child["request"]["options"]["timeout_s"]
    assert child["status"] == "failed" and left in (2, 3)  # what was left of the budget when it started
    assert exp["verdict"] == f"stopped: the fix budget of 3 s ran out during this experiment ({left} s were left)"
    assert section["status"] == "done" and took < 30, took  # 3 s and the stand-in's start, on a busy machine
    assert _gone(worker.pids)


def test_ctrl_c_cancels_the_child_and_closes_the_section(tmp_path):
    store = _parent(tmp_path)
    worker = StandIn("import time; time.sleep(300)", interrupt_after_polls=3)
    with pytest.raises(KeyboardInterrupt):
        run_fixes(store, PARENT, budget_s=600, executor=worker)
    section = store.load_report(PARENT)["fixes"]
    assert (section["status"], section["message"]) == ("cancelled", jobs.INTERRUPTED)
    child = store.load_report(_experiment(section)["run_id"])
    assert (child["status"], child["error"]["message"]) == ("cancelled", jobs.INTERRUPTED)
    assert _gone(worker.pids)
    assert fixes_under_way(section, time.time()) is None and fix_problems(store.load_report(PARENT)) == []


def _child_with_worker(store: RunStore, within_s: float = 60) -> dict:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        for row in store.list_runs():
            if row["run_id"] != PARENT:
                child = store.load_report(row["run_id"])
                if child.get("worker_pid"):
                    return child
        time.sleep(0.1)
    raise AssertionError("no child run started its worker")


def test_stop_ends_try_fixes_and_its_child_and_a_kill_9_is_not_taken_for_running(tmp_path):
    """The dashboard's Stop (SIGTERM to try-fixes): exit 130 with one line, the child cancelled, its worker gone.
    Then try-fixes killed -9: the section is not "running" for anyone (a new start is admitted; Stop closes it)."""
    store = _parent(tmp_path)
    cmd = [sys.executable, "-m", "analyzers", "--runs-dir", str(store.root), "try-fixes", PARENT]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    child = _child_with_worker(store)
    assert fix_problems(store.load_report(PARENT))[0].startswith(f"the fix experiments of run {PARENT} are already "
                                                                 f"running in pid {proc.pid}")
    assert jobs.stop_fix_experiments(store, PARENT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and out == "", err
    assert [line for line in err.splitlines() if line.startswith("error:")] == [f"error: {INTERRUPTED_LINE}"], err
    assert "Traceback" not in err
    section = store.load_report(PARENT)["fixes"]
    child = store.load_report(child["run_id"])
    assert section["status"] == "cancelled" and child["status"] == "cancelled"
    assert _gone([(child["worker_pid"], child["worker_start"])])

    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT, env=env)
    try:
        deadline = time.monotonic() + 60
        while (store.load_report(PARENT)["fixes"] or {}).get("status") != "running":
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.1)
        assert fix_problems(store.load_report(PARENT))  # running: a second start is refused
        proc.kill()
        proc.wait()
        assert fix_problems(store.load_report(PARENT)) == []  # its process is gone: it can start again
        assert jobs.stop_fix_experiments(store, PARENT)
        assert store.load_report(PARENT)["fixes"]["status"] == "cancelled"
    finally:  # a child whose try-fixes was killed -9 finishes on its own, as a run does after its CLI's kill -9
        for row in store.list_runs(status="running"):
            report = store.load_report(row["run_id"])
            if report.get("worker_pid"):
                os.killpg(report["worker_pid"], signal.SIGKILL)


@pytest.mark.parametrize("owner", ["alive", "killed"])
def test_the_breaks_page_stops_running_experiments_and_knows_a_killed_one(tmp_path, monkeypatch, owner):
    """While they run: a Stop button (none for a viewer). Their process killed -9: the page says so and offers them
    again instead of "running" forever."""
    from analyzers.runs.processes import own_token
    from tests.test_app_pages import assert_ok, open_view, plain

    store = _parent(tmp_path)
    dead = subprocess.Popen(["true"])
    dead.wait()
    report = store.load_report(PARENT)
    report["fixes"] = {"status": "running", "started": time.time(), "budget_s": 900, "experiments": [],
                       "owner": own_token() if owner == "alive" else f"{dead.pid} 1"}
    store.save_report(report)
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(store.root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    stopped = []
    monkeypatch.setattr(jobs, "stop_fix_experiments", lambda s, run_id: stopped.append(run_id))
    at = open_view("breaks", PARENT)
    text = plain(assert_ok(at))
    keys = {b.key for b in at.button}
    if owner == "alive":
        assert "Fix experiments running" in text and "w_try_fixes" not in keys
        at.button(key="w_stop_fixes").click().run()
        assert_ok(at)
        assert stopped == [PARENT]
        monkeypatch.setenv("COMPILESCOPE_VIEWER", "1")
        assert not {b.key for b in open_view("breaks", PARENT).button} & {"w_stop_fixes", "w_try_fixes"}
    else:
        assert "stopped before they finished: their process is gone" in text and "Fix experiments running" not in text
        assert "w_try_fixes" in keys and "w_stop_fixes" not in keys


# -- numerics bisection ------------------------------------------------------------------------------------------
FAKE_TARGET = """
import json, os, subprocess, sys, time, types
for name in ("torch", "torch._inductor", "torch._inductor.compiler_bisector"):
    sys.modules[name] = types.ModuleType(name)
class CompilerBisector:
    @staticmethod
    def do_bisect(fn):
        return None
sys.modules["torch._inductor.compiler_bisector"].CompilerBisector = CompilerBisector
from analyzers.analyses.numerics import bisect_target as t
def hang(runs_dir, run_id):
    compile_worker = subprocess.Popen(["sleep", "300"])  # in this process's group, as Inductor's are
    with open(os.environ["PIDS_FILE"] + ".tmp", "w") as f:
        json.dump([[os.getpid(), None], [compile_worker.pid, None]], f)
    os.replace(os.environ["PIDS_FILE"] + ".tmp", os.environ["PIDS_FILE"])
    time.sleep(300)
t.Target.load = staticmethod(hang)
sys.exit(t.main(sys.argv[1:]))
"""
WORKER = """
import sys
from pathlib import Path
from analyzers.analyses.numerics import bisection
from analyzers.report.store import RunStore
bisection.target_command = lambda root, run_id, out: [sys.executable, "-c", sys.argv[1], "--runs-dir", str(root),
                                                      run_id, str(out)]
bisection.run_bisection(RunStore(sys.argv[2]), sys.argv[3], Path(sys.argv[4]), budget_s=300)
"""


def _pids(path: Path, within_s: float = 60) -> list[tuple[int, str | None]]:
    deadline = time.monotonic() + within_s
    while not path.exists():
        assert time.monotonic() < deadline, "the bisection's child never started its compile worker"
        time.sleep(0.05)
    return [(pid, process_start(pid)) for pid, _ in json.loads(path.read_text())]


@pytest.fixture
def bisect_env(tmp_path, monkeypatch):
    store = _parent(tmp_path)
    pids_file = tmp_path / "pids.json"
    monkeypatch.setenv("PIDS_FILE", str(pids_file))
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    yield store, pids_file, store.run_dir(PARENT) / "artifacts" / "numerics_bisection.json"
    if pids_file.exists():  # whatever the test left: ours to end
        for pid, _ in json.loads(pids_file.read_text()):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass


def test_a_bisection_past_its_budget_is_a_finding_and_its_processes_are_gone(bisect_env, monkeypatch):
    store, pids_file, out = bisect_env
    monkeypatch.setattr(bisection, "target_command", lambda root, run_id, o: [
        sys.executable, "-c", FAKE_TARGET, "--runs-dir", str(root), run_id, str(o)])
    section = bisection.run_bisection(store, PARENT, out, budget_s=4)
    assert section["status"] == "over budget" and section["culprit"] is None
    assert section["message"].startswith("the bisection ran out of its 4 s budget"), section["message"]
    assert _gone(_pids(pids_file))


def test_a_bisection_whose_child_crashes_is_a_finding(bisect_env, monkeypatch):
    store, _, out = bisect_env
    monkeypatch.setattr(bisection, "target_command", lambda root, run_id, o: [
        sys.executable, "-c", "print('boom in the child'); raise SystemExit(1)"])
    section = bisection.run_bisection(store, PARENT, out, budget_s=60)
    assert (section["status"], section["returncode"]) == ("crashed", 1)
    assert section["message"].startswith("the bisection's process ended with code 1 before an answer")
    assert "boom in the child" in section["output_tail"]


@pytest.mark.parametrize("how", ["kill -9 of the worker", "the worker's group killed (cancel, timeout)"])
def test_a_bisection_does_not_outlive_its_worker(bisect_env, how):
    store, pids_file, out = bisect_env
    worker = subprocess.Popen([sys.executable, "-c", WORKER, FAKE_TARGET, str(store.root), PARENT, str(out)],
                              cwd=ROOT, start_new_session=True)
    try:
        pids = _pids(pids_file)
        assert all(process_alive(*p) for p in pids)
        (os.kill if how.startswith("kill") else os.killpg)(worker.pid, signal.SIGKILL)
        worker.wait(timeout=10)
        assert _gone(pids, within_s=10), how  # the child and its compile worker
    finally:
        kill_group(worker)
