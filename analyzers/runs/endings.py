"""How a run ends when its worker cannot end it: killed, crashed, timed out, cancelled, or lost with the
command that ran it. Stdlib only.

``finish_run`` closes a run keeping every finished stage, naming the stage that was running and why;
``fail_before_start`` closes one whose worker was stopped before it took the run (still loading its recipe);
``exit_message`` says in words how a worker ended (the signal by name); ``close_lost_run`` is what whoever
waited for a worker does when it exited without a final report; ``recover_orphans`` closes runs left
``running`` by a worker that is gone (``list``, ``reindex`` and the dispatcher call it).
"""

from __future__ import annotations

import signal
import socket
import time
from collections.abc import Collection

from ..report.schema import FINAL_STATUSES
from ..report.store import RunNotFound, RunStore
from .executor import LOG_FILE
from .processes import process_alive, process_started_at

CANCELLED = "cancelled by the user"
INTERRUPTED = "cancelled: the command that ran it was interrupted (Ctrl-C or SIGTERM)"


def log_tail(store: RunStore, run_id: str, n: int = 50) -> str:
    try:
        p = store.run_dir(run_id) / LOG_FILE
        with open(p, "rb") as f:
            f.seek(0, 2)
            f.seek(max(0, f.tell() - 64 * 1024))
            lines = f.read().decode("utf-8", "replace").splitlines()
        return "\n".join(lines[-n:])
    except (OSError, RunNotFound):
        return ""


def finish_run(store: RunStore, report: dict, status: str, message: str, stage: str | None = None,
               traceback: str = "") -> None:
    """Close a run whose worker cannot (killed, timed out, died): keep every finished stage.

    The stage is the one that was running (``worker`` when none was); ``report["error"]`` says what ended the run.
    """
    stages = report.get("stages") or []
    for st in stages:
        if st.get("status") in ("running", "pending"):
            if stage is None and st.get("status") == "running":
                stage = st["name"]
            was_running = st.get("status") == "running"
            st["status"] = "failed" if was_running and status == "failed" else "skipped"
            st["message"] = message if was_running else st.get("message") or status
    report["status"] = status
    earlier = report.get("error")
    if isinstance(earlier, dict) and earlier.get("message") and earlier["message"] != message:
        # an earlier stage's failure is kept in that stage's result; the run's error is what ended it
        report.setdefault("notes", []).append(f"before it ended: stage {earlier.get('stage')}: {earlier['message']}")
    report["error"] = {"stage": stage or "worker", "message": message, "traceback": traceback}
    report["finished"] = time.time()
    store.save_report(report)


def fail_before_start(store: RunStore, run_id: str, message: str, traceback: str = "", stage: str = "load",
                      started: float | None = None) -> dict:
    """Close a run whose worker was stopped before it took the run: the CLI's worker, still loading the recipe for
    it when the time budget ran out. ``stage`` failed (the load, which the worker was doing early), the analyses it
    asked for are skipped, as when a run's own load fails."""
    from dataclasses import asdict

    from ..report.schema import ANALYSES, StageResult

    report = store.load_report(run_id)
    wanted = set((report.get("request") or {}).get("only") or [])
    now = time.time()
    began = started if started is not None else now
    stages = [StageResult(stage, "running", started=began, seconds=round(now - began, 3), traceback=traceback)]
    stages += [StageResult(n, "pending", message="the model did not load") for n in ANALYSES if n in wanted]
    report.update(stages=[asdict(st) for st in stages], started=began)
    finish_run(store, report, "failed", message, stage=stage, traceback=traceback)
    return store.load_report(run_id)


def close_lost_run(store: RunStore, run_id: str, handle, rc: int | None) -> dict:
    """A worker that exited without a final report (killed, crashed): failed, with why and its log's tail."""
    report = store.load_report(run_id)
    if report.get("status") not in FINAL_STATUSES:
        finish_run(store, report, "failed", exit_message(handle, rc), traceback=crash_log(store, run_id))
        report = store.load_report(run_id)
    return report


def crash_log(store: RunStore, run_id: str, n: int = 20, most: int = 80) -> str:
    """The end of the worker's log: from a crash's stack dump (faulthandler's "Fatal Python error", most recent
    call first) when there is one, else its last ``n`` lines."""
    tail = log_tail(store, run_id, 400)
    at = tail.rfind("Fatal Python error")
    lines = tail[at:].splitlines()[:most] if at >= 0 else tail.splitlines()[-n:]
    return "\n".join(lines)


def timeout_message(timeout: float, where: str = "") -> str:
    """``where``: where the worker was when it was stopped (``where_stuck``), e.g. ", at hang.py line 8 in ..."."""
    return f"timed out after {timeout} s (the worker was killed{where}): raise --timeout or pick a smaller model/size"


def where_stuck(store: RunStore, run_id: str, pid: int | None) -> tuple[str, str]:
    """Before a worker past its timeout is killed: its Python stacks (it answers ``recipe_check.STACK_SIGNAL`` into
    its log) and, for a recipe's run, where in the recipe it was. Returns (``", stopped at hang.py line 8 in forward
    (`...`)"`` or ``""``, the stack dump or ``""``)."""
    from .recipe_checks import recipe_frame, stopped_at, take_stack

    if not isinstance(pid, int) or pid <= 0:
        return "", ""
    path = store.run_dir(run_id) / LOG_FILE
    try:
        start = path.stat().st_size  # only what it writes from now on: a long run's log can be large
    except OSError:
        start = 0

    def read() -> str:
        try:
            with open(path, "rb") as f:
                f.seek(start)
                return f.read().decode("utf-8", "replace")
        except OSError:
            return ""

    stack = take_stack(pid, read)
    try:
        source = store.load_report(run_id)["request"]["source"]
    except (LookupError, TypeError, OSError, ValueError, RunNotFound):
        source = {}
    frame = recipe_frame(stack, source["name"]) if source.get("kind") == "recipe" and source.get("name") else None
    return (f", stopped at {stopped_at(frame)}" if frame else ""), stack.strip()


def where_stuck_locally(store: RunStore, run_id: str, handle) -> tuple[str, str]:
    """``where_stuck`` for a worker on this machine (a process or a warm worker's child); ``("", "")`` for one
    elsewhere: a cluster task's process is not ours to ask."""
    import subprocess

    if isinstance(handle, subprocess.Popen) or getattr(handle, "on_this_machine", False):  # a WarmHandle
        return where_stuck(store, run_id, handle.pid)
    return "", ""


# What a signal that ended a worker most likely means, where it says more than its name.
SIGNAL_HINTS = {
    signal.SIGKILL: "killed from outside, or by the kernel when the machine ran out of memory",
    signal.SIGSEGV: "a segmentation fault in native code (torch, a generated kernel or an extension)",
    signal.SIGBUS: "a bad memory access in native code",
    signal.SIGABRT: "native code aborted (see the log tail)",
    signal.SIGTERM: "asked to stop from outside",
}


def exit_message(handle, rc: int | None) -> str:
    """Why a worker ended before its report was final, in words: the signal that killed it, or its exit code."""
    reason = getattr(handle, "failure_reason", None)  # a cluster executor knows why (node died, task lost, ...)
    if reason:
        return reason
    if not getattr(handle, "exit_code_known", True):
        return "the worker exited before finishing (exit code unknown: its warm worker was gone)"
    if isinstance(rc, int) and rc < 0:
        try:
            sig = signal.Signals(-rc)
        except ValueError:
            return f"worker killed by signal {-rc} before finishing"
        verb = "crashed with" if sig in (signal.SIGSEGV, signal.SIGBUS, signal.SIGABRT) else "killed by"
        hint = SIGNAL_HINTS.get(sig)
        return f"worker {verb} {sig.name} (signal {-rc}) before finishing" + (f": {hint}" if hint else "")
    return f"the worker exited with code {rc} before finishing"


def _worker_alive(report: dict) -> bool:
    host = report.get("worker_host")
    if isinstance(host, str) and host and host != socket.gethostname():
        return True  # a worker on another machine sharing this store: its pid means nothing here
    pid, start = report.get("worker_pid"), report.get("worker_start")
    if not process_alive(pid, start):
        return False
    if start is None and isinstance(report.get("started"), (int, float)):  # a report from before start times
        began = process_started_at(pid)
        return began is None or began <= report["started"] + 5  # a process younger than the run is not its worker
    return True


def lost_message(report: dict) -> str:
    pid = report.get("worker_pid")
    who = f"pid {pid} no longer running" if isinstance(pid, int) and not isinstance(pid, bool) else "no worker pid"
    return (f"worker gone ({who}): the worker was lost (killed, or the machine restarted) before it finished, "
            "and the run cannot go on")


def recover_orphans(store: RunStore, skip: Collection[str] = ()) -> list[str]:
    """Runs left ``running`` whose worker is gone (dead, a zombie, or its pid now another process's): failed.

    The dispatcher calls this when it starts and every few seconds, ``reindex`` after rebuilding, ``list`` before
    listing. An index row that says ``running`` for a report that is final (a process killed between writing the
    report and its index row) is brought up to date. Returns the run ids it closed. ``skip``: runs the caller waits
    on itself (a dispatcher's own), which it closes with their worker's real ending (its signal or exit code): a
    sweep that saw the worker gone first would have put "worker gone" in its place.
    """
    store.require_writable("close runs")
    closed = []
    for row in store.list_runs(status="running"):
        if row["run_id"] in skip:
            continue
        try:
            report = store.load_report(row["run_id"])
            if report.get("status") != "running":
                store.reindex_one(report)
                continue
            if _worker_alive(report):
                continue
            finish_run(store, report, "failed", lost_message(report))
            closed.append(row["run_id"])
        except Exception:  # noqa: BLE001 - one unreadable report must not stop the others
            continue
    return closed
