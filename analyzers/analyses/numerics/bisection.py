"""The numerics bisection from the worker's side: ``bisect_target`` in a child process under a time budget.

The child prints one ``@@step`` line per compile it tries; each becomes a progress line and a row of the
bisection's steps. When the budget is spent the child (and its compile workers) are killed and the bisection
ends as a finding that says how far it got; a child that crashes is a finding with the tail of what it printed.
Neither fails the run. The child watches its parent: when the worker is cancelled, times out or is killed -9, the
child kills itself and its compile workers (``bisect_target.die_with_parent``), so no search outlives its run.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

from ...report.store import RunStore
from .bisect_target import PARENT_ENV, STEP
from .culprit import culprit_record, explain

PACKAGE_ROOT = Path(__file__).resolve().parents[3]


def target_command(runs_root: Path, run_id: str, out: Path) -> list[str]:
    return [sys.executable, "-m", "analyzers.analyses.numerics.bisect_target", "--runs-dir",
            str(Path(runs_root).resolve()), run_id, str(out)]


def step_line(step: dict) -> str:
    """One step as a progress line: ``inductor / inductor_emulate_precision_casts: rel err 0 (good)``."""
    if step.get("kind") == "ready":
        return f"model rebuilt, eager's outputs on {step.get('inputs')} input(s) taken"
    if step.get("kind") == "verify":
        s = step.get("setting") or {}
        if step.get("error"):
            return f"re-run with {s.get('key')}={s.get('value')} failed: {step['error']}"
        return (f"re-run with {s.get('key')}={s.get('value')}: rel err {_num(step.get('rel_err'))} "
                f"({'eager restored' if step.get('restored') else 'still differs'})")
    if step.get("kind") == "result":
        return "bisection done: " + explain(step.get("result"))["sentence"]
    where = step.get("backend") or "?"
    if step.get("subsystem"):
        where += f" / {step['subsystem']}"
    if step.get("error"):
        return f"{where}: compile failed: {step['error']}"
    return f"{where}: rel err {_num(step.get('rel_err'))} ({'matches eager' if step.get('passed') else 'differs'})"


def _num(v) -> str:
    return f"{v:.3g}" if isinstance(v, (int, float)) else "n/a"


def reached(steps: list[dict]) -> str:
    """Where a bisection that did not finish had got to, in words."""
    tried = [s for s in steps if s.get("kind") == "step"]
    if not tried:
        return "it had not finished rebuilding the model and taking eager's outputs"
    last = tried[-1]
    where = last.get("backend") or "?"
    where += f" / {last['subsystem']}" if last.get("subsystem") else ""
    bad = [s.get("backend") for s in tried if s.get("passed") is False and not s.get("subsystem")]
    found = f"; the first backend that differs is {bad[0]}" if bad else ""
    return f"{len(tried)} compile(s) tried, the last at {where}{found}"


def run_bisection(store: RunStore, run_id: str, out: Path, *, budget_s: float,
                  progress: Callable[[str], None] = lambda line: None) -> dict:
    """Bisect in a child process within ``budget_s`` seconds; the report's ``numerics.bisection`` section."""
    store.require_writable("bisect a run's numerics")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.unlink(missing_ok=True)
    env = dict(os.environ, PYTHONUNBUFFERED="1", **{PARENT_ENV: str(os.getpid())},
               PYTHONPATH=os.pathsep.join(filter(None, [str(PACKAGE_ROOT), os.environ.get("PYTHONPATH")])))
    steps: list[dict] = []
    tail: list[str] = []
    t0 = time.monotonic()
    proc = _start(store, run_id, out, env)

    def pump() -> None:
        for line in proc.stdout:
            line = line.rstrip()
            if line.startswith(STEP):
                try:
                    step = json.loads(line[len(STEP):])
                except ValueError:
                    continue
                step["at_s"] = round(time.monotonic() - t0, 2)
                steps.append(step)
                progress(step_line(step))
            elif line:
                tail.append(line)
                del tail[:-40]

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    over = False
    try:
        proc.wait(timeout=max(0.1, budget_s))
    except subprocess.TimeoutExpired:
        over = True
        _kill(proc)
    reader.join(timeout=5)
    section = {"budget_s": budget_s, "seconds": round(time.monotonic() - t0, 2), "steps": steps,
               "tool": "torch._inductor.compiler_bisector.CompilerBisector.do_bisect"}
    done = _read(out)
    if over:
        return dict(section, status="over budget", result=None, culprit=None,
                    message=f"the bisection ran out of its {budget_s:g} s budget: {reached(steps)} "
                            "(raise --numerics-budget to let it finish)")
    if done is None:
        return dict(section, status="crashed", result=None, culprit=None, returncode=proc.returncode,
                    message=f"the bisection's process ended with code {proc.returncode} before an answer: "
                            f"{reached(steps)}", output_tail=tail[-15:])
    if done.get("unavailable"):
        return dict(section, status="unavailable", result=None, culprit=None, message=done["unavailable"])
    result = done.get("result")
    words = explain(result)
    return dict(section, status="found" if result else "no culprit", result=result, culprit=culprit_record(result),
                sentence=words["sentence"], setting=words["setting"], verify=done.get("verify"),
                bisect_seconds=done.get("seconds"), message=words["sentence"])


def _start(store: RunStore, run_id: str, out: Path, env: dict):
    """The child: the one the worker forked before it touched CUDA (torch imported already), else a fresh one."""
    from . import bisect_fork

    child = bisect_fork.take()
    argv = target_command(store.root, run_id, out)[3:]
    if child is not None and child.begin(argv, {PARENT_ENV: env[PARENT_ENV], "PYTHONUNBUFFERED": "1"}):
        return child
    return subprocess.Popen(target_command(store.root, run_id, out), stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=env, start_new_session=True)


def spent_before(budget_s: float, spent_s: float) -> dict:
    """The bisection section when the module search left no time for it: a finding, as a search past its budget."""
    return {"budget_s": 0, "seconds": 0, "steps": [], "status": "over budget", "result": None, "culprit": None,
            "tool": "torch._inductor.compiler_bisector.CompilerBisector.do_bisect",
            "message": f"the bisection was not started: the module search used {spent_s:.0f} s of the {budget_s:g} s "
                       "budget (raise --numerics-budget to let it run)"}


def _read(path: Path) -> dict | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _kill(proc) -> None:
    """The child and everything it started (Inductor's compile workers): its own process group."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass
