"""Job queue and executors: runs are queued in the store and taken by an executor.

Stdlib only (the dashboard uses it). The embedded default is ``LocalExecutor``: one worker
subprocess per run (``python -m analyzers execute RUN_ID``). A cluster executor (Ray) would
implement the same three methods; everything a worker needs is in the stored run request.

The dispatcher (``python -m analyzers dispatch``) takes queued runs oldest first, one at a time per
device, enforces each run's timeout, honours cancel requests, and marks a run whose worker died
``failed`` with the log tail, so no run is ever left ``running`` forever.
"""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Protocol

from .schema import FINAL_STATUSES, RunRequest, StageResult
from .store import RunNotFound, RunStore
from .validate import request_problems

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
CANCEL_FILE = "cancel.request"
LOG_FILE = "worker.log"


class RequestRefused(ValueError):
    """An invalid request, refused before any work; the message says what to change."""


class Handle(Protocol):
    def poll(self) -> int | None: ...


class Executor(Protocol):
    def launch(self, store: RunStore, run_id: str) -> Handle: ...
    def kill(self, handle: Handle) -> None: ...


class LocalExecutor:
    """Runs each run in a fresh ``python -m analyzers execute`` subprocess on this machine."""

    def __init__(self, python: str | None = None, echo: bool = False):
        self.python = python or sys.executable
        self.echo = echo  # also copy the worker's progress to our stderr (the CLI)

    def launch(self, store: RunStore, run_id: str) -> subprocess.Popen:
        log_path = store.run_dir(run_id) / LOG_FILE
        logf = open(log_path, "ab")
        cmd = [self.python, "-m", "analyzers", "--runs-dir", str(store.root.resolve()), "execute", run_id]
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PACKAGE_ROOT), env.get("PYTHONPATH")]))
        proc = subprocess.Popen(
            cmd, stdout=logf, stderr=subprocess.STDOUT, cwd=os.getcwd(), env=env, start_new_session=True
        )
        logf.close()
        return proc

    def kill(self, handle: subprocess.Popen) -> None:
        try:
            os.killpg(handle.pid, 9)  # the worker and any compile subprocesses it started
        except (ProcessLookupError, PermissionError):
            pass
        try:
            handle.wait(timeout=30)
        except subprocess.TimeoutExpired:
            pass


# -- queue -------------------------------------------------------------------------------------
def submit(store: RunStore, request: RunRequest, machine: dict | None = None) -> dict:
    problems = request_problems(request, machine)
    if problems:
        raise RequestRefused("; ".join(problems))
    return store.create_run(request)


def cancel(store: RunStore, run_id: str) -> None:
    report = store.load_report(run_id)
    if report.get("status") == "queued":
        _finish(store, report, "cancelled", "cancelled before it started")
        return
    (store.run_dir(run_id) / CANCEL_FILE).write_text(str(time.time()))


def queue_state(store: RunStore) -> list[dict]:
    rows = [r for r in store.list_runs() if r["status"] in ("queued", "running")]
    return sorted(rows, key=lambda r: r["created"] or 0)


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


def _finish(store: RunStore, report: dict, status: str, message: str, stage: str | None = None) -> None:
    """Close a run whose worker cannot (killed, timed out, died): keep every finished stage."""
    stages = report.get("stages") or []
    for st in stages:
        if st.get("status") in ("running", "pending"):
            if stage is None and st.get("status") == "running":
                stage = st["name"]
            st["status"] = "failed" if st.get("status") == "running" and status == "failed" else "skipped"
            st["message"] = message if st["status"] == "failed" else st.get("message") or status
    report["status"] = status
    report.setdefault("error", {"stage": stage or "worker", "message": message, "traceback": ""})
    report["finished"] = time.time()
    store.save_report(report)


def wait_for(store: RunStore, run_id: str, executor: Executor, handle, poll_s: float = 0.2) -> dict:
    """Wait for one worker: timeout, cancel and crash all end with a final report."""
    report = store.load_report(run_id)
    timeout = RunRequest.from_dict(report["request"]).options.timeout_s
    t0 = time.monotonic()
    cancel_path = store.run_dir(run_id) / CANCEL_FILE
    while True:
        rc = handle.poll()
        if rc is not None:
            break
        if cancel_path.exists():
            executor.kill(handle)
            _finish(store, store.load_report(run_id), "cancelled", "cancelled by the user")
            return store.load_report(run_id)
        if time.monotonic() - t0 > timeout:
            executor.kill(handle)
            _finish(store, store.load_report(run_id), "failed",
                    f"timed out after {timeout} s: raise --timeout or pick a smaller model/size")
            return store.load_report(run_id)
        time.sleep(poll_s)
    report = store.load_report(run_id)
    if report.get("status") not in FINAL_STATUSES:
        tail = log_tail(store, run_id, 20)
        _finish(store, report, "failed", f"the worker exited with code {rc} before finishing", None)
        report = store.load_report(run_id)
        report["error"]["traceback"] = tail
        store.save_report(report)
    return report


def run_now(store: RunStore, run_id: str, executor: Executor | None = None) -> dict:
    executor = executor or LocalExecutor()
    return wait_for(store, run_id, executor, executor.launch(store, run_id))


# -- dispatcher --------------------------------------------------------------------------------
def dispatch_forever(store: RunStore, idle_exit_s: float = 600, poll_s: float = 0.5) -> None:
    """Take queued runs, one at a time per device. Only one dispatcher holds the lock."""
    lock = open(store.root / "dispatcher.lock", "w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return  # another dispatcher is serving this store
    lock.write(str(os.getpid()))
    lock.flush()
    _recover_orphans(store)
    executor = LocalExecutor()
    active: dict[str, tuple[str, object, float]] = {}  # device -> (run_id, handle, started)
    idle_since = time.monotonic()
    while True:
        for device, (run_id, handle, started) in list(active.items()):
            if handle.poll() is not None or _should_stop(store, run_id, started):
                _close(store, run_id, executor, handle, started)
                del active[device]
        for row in reversed(store.list_runs(status="queued")):  # oldest first
            device = row.get("device") or "cpu"
            if device in active:
                continue
            handle = executor.launch(store, row["run_id"])
            active[device] = (row["run_id"], handle, time.monotonic())
        if active:
            idle_since = time.monotonic()
        elif time.monotonic() - idle_since > idle_exit_s:
            return
        time.sleep(poll_s)


def _should_stop(store: RunStore, run_id: str, started: float) -> bool:
    if (store.run_dir(run_id) / CANCEL_FILE).exists():
        return True
    try:
        timeout = RunRequest.from_dict(store.load_report(run_id)["request"]).options.timeout_s
    except Exception:
        return False
    return time.monotonic() - started > timeout


def _close(store: RunStore, run_id: str, executor: Executor, handle, started: float) -> None:
    if handle.poll() is None:
        cancelled = (store.run_dir(run_id) / CANCEL_FILE).exists()
        executor.kill(handle)
        report = store.load_report(run_id)
        if cancelled:
            _finish(store, report, "cancelled", "cancelled by the user")
        else:
            timeout = RunRequest.from_dict(report["request"]).options.timeout_s
            _finish(store, report, "failed", f"timed out after {timeout} s")
        return
    report = store.load_report(run_id)
    if report.get("status") not in FINAL_STATUSES:
        _finish(store, report, "failed", f"the worker exited with code {handle.poll()} before finishing")


def _recover_orphans(store: RunStore) -> None:
    """Runs left 'running' by a dispatcher that died: their worker is gone, so they failed."""
    for row in store.list_runs(status="running"):
        pid = row.get("pid")
        if pid and _alive(pid):
            continue
        try:
            _finish(store, store.load_report(row["run_id"]), "failed", "the worker was lost (dispatcher restarted)")
        except Exception:
            continue


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


def ensure_dispatcher(store: RunStore) -> None:
    """Start the background dispatcher for this store unless one is already running."""
    lock_path = store.root / "dispatcher.lock"
    if lock_path.exists():
        with open(lock_path, "a") as f:
            try:
                fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
                fcntl.flock(f, fcntl.LOCK_UN)
            except BlockingIOError:
                return  # held: a dispatcher is alive
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PACKAGE_ROOT), env.get("PYTHONPATH")]))
    logf = open(store.root / "dispatcher.log", "ab")
    subprocess.Popen(
        [sys.executable, "-m", "analyzers", "--runs-dir", str(store.root.resolve()), "dispatch"],
        stdout=logf, stderr=subprocess.STDOUT, env=env, start_new_session=True,
    )
    logf.close()


# -- machine facts (cached: the dashboard never imports torch) ----------------------------------
def machine_info(store: RunStore, max_age_s: float = 3600) -> dict:
    cache = store.root / "machine.json"
    try:
        if time.time() - cache.stat().st_mtime < max_age_s:
            return json.loads(cache.read_text())
    except (OSError, ValueError):
        pass
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PACKAGE_ROOT), env.get("PYTHONPATH")]))
    try:
        out = subprocess.run(
            [sys.executable, "-m", "analyzers", "env", "--json"], capture_output=True, text=True, timeout=120, env=env
        )
        info = json.loads(out.stdout)
    except (subprocess.TimeoutExpired, ValueError, OSError) as e:
        return {"error": f"could not ask the engine about this machine: {e}", "cuda_available": False}
    from .store import atomic_write_text

    atomic_write_text(cache, json.dumps(info))
    return info


__all__ = [
    "Executor", "LocalExecutor", "RequestRefused", "StageResult", "cancel", "ensure_dispatcher", "log_tail",
    "machine_info", "queue_state", "run_now", "submit", "dispatch_forever",
]
