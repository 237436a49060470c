"""Job queue and executors: runs are queued in the store and taken by an executor.

Stdlib only (the dashboard uses it). Two executors on this machine: ``LocalExecutor``, one fresh
worker subprocess per run (``python -m analyzers execute RUN_ID``; the CLI's default), and
``warm_worker.WarmExecutor``, which forks each run from a process that imported torch once (the
dispatcher's default). A cluster executor (Ray) would implement the same methods; everything a
worker needs is in the stored run request.

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
from .store import CLAIM_FILE, RunNotFound, RunStore
from .validate import request_problems

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
CANCEL_FILE = "cancel.request"
LOG_FILE = "worker.log"


class RequestRefused(ValueError):
    """An invalid request, refused before any work; the message says what to change."""


class Handle(Protocol):
    def poll(self) -> int | None: ...  # None while the worker runs, then its exit code


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
def submit(store: RunStore, request: RunRequest, machine: dict | None = None, claim: bool = False) -> dict:
    """Queue a run. ``claim=True``: this process will run it (``run_now``), the dispatcher must not."""
    problems = request_problems(request, machine)
    if problems:
        raise RequestRefused("; ".join(problems))
    return store.create_run(request, claimed_by=os.getpid() if claim else None)


def claim(store: RunStore, run_id: str) -> bool:
    """Take ``run_id`` for this process; False when another live process has it.

    One atomic file creation decides between a dispatcher and a direct ``run_now``. A claim left by
    a process that died before its worker started is taken over, once per dead owner.
    """
    path = store.run_dir(run_id) / CLAIM_FILE
    if _create_with_pid(path):
        return True
    try:
        owner = int(path.read_text().strip())
    except (OSError, ValueError):
        return False
    if owner == os.getpid():
        return True
    if _alive(owner) or not _create_with_pid(path.with_name(f"{CLAIM_FILE}.from-{owner}")):
        return False
    from .store import atomic_write_text

    atomic_write_text(path, str(os.getpid()))
    return True


def _create_with_pid(path: Path) -> bool:
    """Create ``path`` holding our pid, atomically (never seen empty); False if it exists."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(str(os.getpid()))
    try:
        os.link(tmp, path)
        return True
    except FileExistsError:
        return False
    finally:
        tmp.unlink(missing_ok=True)


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
        _finish(store, report, "failed", exit_message(handle, rc), None)
        report = store.load_report(run_id)
        report["error"]["traceback"] = tail
        store.save_report(report)
    return report


def exit_message(handle, rc: int | None) -> str:
    if getattr(handle, "exit_code_known", True):
        return f"the worker exited with code {rc} before finishing"
    return "the worker exited before finishing (exit code unknown: its warm worker was gone)"


def wait_final(store: RunStore, run_id: str, poll_s: float = 0.1, cancel_on_interrupt: bool = True) -> dict:
    """Wait until the dispatcher has finished ``run_id``; restart the dispatcher if it died.

    A Ctrl-C cancels the run (the dispatcher kills its worker) and waits for the cancelled report.
    """
    last_check = time.monotonic()  # the caller just ensured one
    while True:
        try:
            report = store.load_report(run_id)
            if report.get("status") in FINAL_STATUSES:
                return report
            if time.monotonic() - last_check > 2.0:  # cheap: one flock attempt
                ensure_dispatcher(store)
                last_check = time.monotonic()
            time.sleep(poll_s)
        except KeyboardInterrupt:
            if not cancel_on_interrupt:
                raise
            cancel(store, run_id)
            cancel_on_interrupt = False


def run_now(store: RunStore, run_id: str, executor: Executor | None = None) -> dict:
    """Run ``run_id`` in this process's worker and wait; if a dispatcher already took it, wait for that."""
    if not claim(store, run_id):
        return wait_final(store, run_id)
    executor = executor or LocalExecutor()
    return wait_for(store, run_id, executor, executor.launch(store, run_id))


# -- dispatcher --------------------------------------------------------------------------------
def default_executor() -> Executor:
    """The dispatcher's executor: a warm worker (fork) unless fork is missing or COMPILESCOPE_WARM_WORKER=0."""
    from .warm_worker import WarmExecutor, warm_worker_enabled

    return WarmExecutor() if warm_worker_enabled() else LocalExecutor()


def dispatch_forever(store: RunStore, idle_exit_s: float = 600, poll_s: float = 0.1,
                     executor: Executor | None = None) -> None:
    """Take queued runs, one at a time per device. Only one dispatcher holds the lock.

    ``poll_s`` is the pickup latency of a queued run (one SQLite query per poll).
    """
    lock = open(store.root / "dispatcher.lock", "a")  # not "w": a losing dispatcher must not wipe the pid
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return  # another dispatcher is serving this store
    lock.truncate(0)
    lock.write(str(os.getpid()))
    lock.flush()
    _recover_orphans(store)
    executor = executor or default_executor()
    if hasattr(executor, "start"):
        executor.start(store.root)  # the warm worker imports while we look for work
    try:
        _dispatch_loop(store, executor, idle_exit_s, poll_s)
    finally:
        if hasattr(executor, "close"):
            executor.close()


def _dispatch_loop(store: RunStore, executor: Executor, idle_exit_s: float, poll_s: float) -> None:
    active: dict[str, tuple[str, object, float, float | None]] = {}  # device -> (run_id, handle, started, timeout)
    idle_since = time.monotonic()
    while True:
        for device, (run_id, handle, started, timeout) in list(active.items()):
            if handle.poll() is not None or _should_stop(store, run_id, started, timeout):
                _close(store, run_id, executor, handle, started)
                del active[device]
        for row in reversed(store.list_runs(status="queued")):  # oldest first
            device = row.get("device") or "cpu"
            if device in active or not claim(store, row["run_id"]):  # claimed: a CLI or sweep runs it
                continue
            timeout = _timeout_of(store, row["run_id"])  # read once: reports grow large while runs go on
            handle = executor.launch(store, row["run_id"])
            active[device] = (row["run_id"], handle, time.monotonic(), timeout)
        if active:
            idle_since = time.monotonic()
        elif time.monotonic() - idle_since > idle_exit_s:
            return
        time.sleep(poll_s)


def _timeout_of(store: RunStore, run_id: str) -> float | None:
    try:
        return RunRequest.from_dict(store.load_report(run_id)["request"]).options.timeout_s
    except Exception:
        return None


def _should_stop(store: RunStore, run_id: str, started: float, timeout: float | None) -> bool:
    if (store.run_dir(run_id) / CANCEL_FILE).exists():
        return True
    return timeout is not None and time.monotonic() - started > timeout


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
        _finish(store, report, "failed", exit_message(handle, handle.poll()))


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
    if lock_path.exists() and _lock_held(lock_path):
        return  # a dispatcher is alive
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PACKAGE_ROOT), env.get("PYTHONPATH")]))
    logf = open(store.root / "dispatcher.log", "ab")
    subprocess.Popen(
        [sys.executable, "-m", "analyzers", "--runs-dir", str(store.root.resolve()), "dispatch"],
        stdout=logf, stderr=subprocess.STDOUT, env=env, start_new_session=True,
    )
    logf.close()


def stop_dispatcher(store: RunStore, timeout_s: float = 15) -> bool:
    """Stop this store's dispatcher (SIGTERM) and, with it, its warm worker; running workers go on.

    Returns whether a dispatcher was running. Used by tests and benchmarks that start one in a
    temporary store.
    """
    lock_path = store.root / "dispatcher.lock"
    if not lock_path.exists() or not _lock_held(lock_path):
        return False
    try:
        pid = int(lock_path.read_text().strip())
        os.kill(pid, 15)
    except (ValueError, OSError):
        return False
    t0 = time.monotonic()
    while _lock_held(lock_path) and time.monotonic() - t0 < timeout_s:
        time.sleep(0.05)
    return True


def _lock_held(lock_path: Path) -> bool:
    with open(lock_path, "a") as f:
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.flock(f, fcntl.LOCK_UN)
            return False
        except BlockingIOError:
            return True


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
    "Executor", "LocalExecutor", "RequestRefused", "StageResult", "cancel", "claim", "default_executor", "dispatch_forever",
    "ensure_dispatcher", "exit_message", "log_tail", "machine_info", "queue_state", "run_now", "stop_dispatcher",
    "submit", "wait_final",
]
