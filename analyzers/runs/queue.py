"""The job queue: runs are queued in the store, claimed once, waited for, cancelled, closed.

Stdlib only (the dashboard uses it). ``submit`` admits a request (or refuses it with what to change);
``run_now`` runs a claimed run with an executor (``executor.py``) and waits; ``ensure_dispatcher``
starts the background dispatcher (``dispatcher.py``) that takes queued runs; how a run ends when its worker
cannot end it (killed, crashed, timed out, lost) is ``endings.py``, re-exported here.
"""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from ..report.schema import FINAL_STATUSES, RunRequest, StageResult
from ..report.store import CLAIM_FILE, RunNotFound, RunStore, atomic_write_text
from . import owners
from .admission import FACTS_VERSION, admit, request_problems
from .endings import (
    CANCELLED,
    INTERRUPTED,
    close_lost_run,
    exit_message,
    finish_run,
    log_tail,
    recover_orphans,
    timeout_message,
)
from .executor import Executor, LocalExecutor, engine_env, executor_name, gpus_per_run
from .processes import own_token, parse_token, process_alive

CANCEL_FILE = "cancel.request"
PLACEMENT_FILE = "placement.json"  # <run>/placement.json: where a cluster executor has the run (see where_of)


class RequestRefused(ValueError):
    """An invalid request, refused before any work; the message says what to change."""


# -- queue -------------------------------------------------------------------------------------
def submit(store: RunStore, request: RunRequest, machine: dict | None = None, claim: bool = False,
           admitted: bool = False) -> dict:
    """Admit and queue a run. ``claim=True``: this process will run it (``run_now``), the dispatcher must not.

    ``admitted=True``: the caller already ran ``admission.admit`` over this request (a sweep admits all its
    cells at once), so the recipe is not imported again; the quick checks still run.
    """
    store.require_writable("launch runs")  # a viewer's store: refused before the recipe is even imported
    problems = request_problems(request, machine) if admitted else admit(request, machine)
    if problems:
        raise RequestRefused("; ".join(problems))
    return store.create_run(request, claimed_by=claim_token() if claim else None)


def claim_token() -> str:
    """What a claim file holds: this process's pid and start time (a reused pid is not the claimant)."""
    return own_token()


def claim(store: RunStore, run_id: str) -> bool:
    """Take ``run_id`` for this process; False when another live process has it.

    One atomic file creation decides between a dispatcher and a direct ``run_now``. A claim left by
    a process that died before its worker started is taken over, once per dead owner.
    """
    store.require_writable("run runs")
    path = store.run_dir(run_id) / CLAIM_FILE
    if _create_with_pid(path):
        return True
    try:
        owner = parse_token(path.read_text())
    except OSError:
        return False
    if owner is None:
        return False
    pid, start = owner
    if pid == os.getpid():
        return True
    if process_alive(pid, start) or not _create_with_pid(path.with_name(f"{CLAIM_FILE}.from-{pid}-{start}")):
        return False
    atomic_write_text(path, claim_token())
    return True


def _create_with_pid(path: Path) -> bool:
    """Create ``path`` holding our claim token, atomically (never seen empty); False if it exists."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(claim_token())
    try:
        os.link(tmp, path)
        return True
    except FileExistsError:
        return False
    finally:
        tmp.unlink(missing_ok=True)


def cancel(store: RunStore, run_id: str, reason: str = CANCELLED) -> None:
    """Ask for ``run_id`` to stop; whoever waits for its worker kills it and closes the run with ``reason``."""
    store.require_writable("cancel runs")
    report = store.load_report(run_id)
    # Also for a queued run: an executor may hold it already (a cluster task waiting for a GPU).
    atomic_write_text(store.run_dir(run_id) / CANCEL_FILE, json.dumps({"at": time.time(), "reason": reason}))
    if report.get("status") == "queued":
        finish_run(store, report, "cancelled", f"{reason} before it started")


def cancel_reason(store: RunStore, run_id: str) -> str:
    """Why ``run_id`` was cancelled, as its cancel request says (a bare one: by the user)."""
    try:
        reason = json.loads((store.run_dir(run_id) / CANCEL_FILE).read_text()).get("reason")
    except (OSError, ValueError, AttributeError, RunNotFound):
        reason = None
    return reason if isinstance(reason, str) and reason else CANCELLED


def queue_state(store: RunStore) -> list[dict]:
    """Queued and running runs, oldest first, each with ``where`` it is (``where_of``)."""
    rows = [r for r in store.list_runs() if r["status"] in ("queued", "running")]
    for r in rows:
        r["where"] = where_of(r, placement_of(store, r["run_id"]))
    return sorted(rows, key=lambda r: r["created"] or 0)


def placement_of(store: RunStore, run_id: str) -> dict | None:
    """What a cluster executor wrote about where the run is (``<run>/placement.json``), or None."""
    try:
        placement = json.loads((store.run_dir(run_id) / PLACEMENT_FILE).read_text())
    except (OSError, ValueError, RunNotFound):
        return None
    return placement if isinstance(placement, dict) else None


def where_of(row: dict, placement: dict | None) -> str:
    """Where a queued or running run is, in words: waiting for a GPU, or running on node X GPU n."""
    device = row.get("device") or "cpu"
    if not placement and executor_name() != "ray":  # this machine: one run at a time per device
        if row.get("status") == "running":
            return "running on this machine"
        return f"waiting for the {'GPU' if device == 'cuda' else 'CPU'} of this machine"
    slot = "a GPU" if gpus_per_run(device) > 0 or (placement or {}).get("gpus") else "a CPU slot"
    if not placement or placement.get("state") == "waiting":
        return f"waiting for {slot}" + (" on the Ray cluster" if placement else "")
    node = placement.get("node") or "?"
    if placement.get("node_ip") and placement.get("node_ip") != node:
        node += f" ({placement['node_ip']})"
    gpus = placement.get("gpu_index") or []
    where = f"on node {node}" + (f" GPU {','.join(map(str, gpus))}" if gpus else " (CPU)")
    if placement.get("gpu_name"):
        where += f" · {placement['gpu_name']}"
    state = placement.get("state")
    return {"running": f"running {where}", "finished": f"ran {where}", "refused": f"refused {where}"}.get(
        state, f"{state} {where}")


def wait_for(store: RunStore, run_id: str, executor: Executor, handle, poll_s: float = 0.2) -> dict:
    """Wait for one worker: timeout, cancel and crash all end with a final report."""
    store.require_writable("run runs")  # it kills the worker and closes the run
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
            finish_run(store, store.load_report(run_id), "cancelled", cancel_reason(store, run_id))
            return store.load_report(run_id)
        started = getattr(handle, "running_since", t0)  # a cluster task's clock starts when it has a GPU
        if started is not None and time.monotonic() - started > timeout:
            # asked before it is killed: where it hung (imported here: the queue's public names are its ways in)
            from .endings import where_stuck_locally

            where, stack = where_stuck_locally(store, run_id, handle)
            executor.kill(handle)
            finish_run(store, store.load_report(run_id), "failed", timeout_message(timeout, where), traceback=stack)
            return store.load_report(run_id)
        if isinstance(handle, subprocess.Popen):  # wakes when the worker exits, not up to poll_s later
            try:
                handle.wait(timeout=poll_s)
            except subprocess.TimeoutExpired:
                pass
        else:
            time.sleep(poll_s)
    return close_lost_run(store, run_id, handle, rc)


def wait_final(store: RunStore, run_id: str, poll_s: float = 0.1, cancel_on_interrupt: bool = True) -> dict:
    """Wait until the dispatcher has finished ``run_id``; restart the dispatcher if it died.

    A Ctrl-C cancels the run (the dispatcher kills its worker) and waits for the cancelled report.
    """
    store.require_writable("run runs")  # it restarts the dispatcher, and cancels on Ctrl-C
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
            cancel(store, run_id, INTERRUPTED)
            cancel_on_interrupt = False


def run_now(store: RunStore, run_id: str, executor: Executor | None = None) -> dict:
    """Run ``run_id`` in this process's worker and wait; if a dispatcher already took it, wait for that."""
    store.require_writable("run runs")
    if not claim(store, run_id):
        return wait_final(store, run_id)
    executor = executor or LocalExecutor()
    handle = executor.launch(store, run_id)
    try:
        return wait_for(store, run_id, executor, handle)
    except KeyboardInterrupt:  # Ctrl-C, or SIGTERM (the CLI makes it one): the run stops with the command
        executor.kill(handle)
        report = store.load_report(run_id)
        if report.get("status") not in FINAL_STATUSES:
            finish_run(store, report, "cancelled", INTERRUPTED)
        return store.load_report(run_id)


def ensure_dispatcher(store: RunStore, linger: bool | None = None) -> None:
    """Start the background dispatcher for this store unless one is already running; this process becomes one of
    its owners (``owners.py``: it ends once they are all gone, after its runs in progress; ``linger``, by default
    the command line's ``run --warm``: it may wait idle for the next run)."""
    store.require_writable("start runs")
    lock_path = store.root / "dispatcher.lock"
    with owners.locked(store.root):  # a dispatcher deciding to leave sees this owner, or leaves its lock free
        owners.register(store.root, linger)
        if lock_path.exists() and _lock_held(lock_path):
            return  # a dispatcher is alive
        owners.scan(store.root)  # owners gone before it started are none of the new dispatcher's
        env = engine_env()
        with open(store.root / "dispatcher.log", "ab") as logf:
            subprocess.Popen(
                [sys.executable, "-m", "analyzers", "--runs-dir", str(store.root.resolve()), "dispatch"],
                stdout=logf, stderr=subprocess.STDOUT, env=env, start_new_session=True,
            )


def stop_dispatcher(store: RunStore, timeout_s: float = 15) -> bool:
    """Stop this store's dispatcher (SIGTERM) and, with it, its warm worker; running workers go on.

    Returns whether a dispatcher was running. Used by tests and benchmarks that start one in a
    temporary store.
    """
    store.require_writable("stop the dispatcher")
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
def machine_info(store: RunStore, max_age_s: float = 3600, ask=None) -> dict:
    """What this machine and its torch offer: the store's cache when fresh, else asked of the engine (``ask``: a
    worker already started, which imported torch anyway; without one ``python -m analyzers env --json``)."""
    name = executor_name()  # a Ray executor's facts are its cluster's, not this machine's
    cache = store.root / ("machine.json" if name == "local" else f"machine-{name}.json")
    try:
        if time.time() - cache.stat().st_mtime < max_age_s:
            info = json.loads(cache.read_text())
            if isinstance(info, dict) and info.get("facts_version") == FACTS_VERSION:
                return info
    except (OSError, ValueError):
        pass
    try:
        if ask is not None:
            info = ask()
        else:
            out = subprocess.run([sys.executable, "-m", "analyzers", "env", "--json"], capture_output=True,
                                 text=True, timeout=120, env=engine_env())
            info = json.loads(out.stdout)
    except (subprocess.TimeoutExpired, TimeoutError, RuntimeError, ValueError, OSError) as e:
        return {"error": f"could not ask the engine about this machine: {e}", "cuda_available": False}
    if not isinstance(info, dict):
        return {"error": "the engine's answer about this machine is not an object", "cuda_available": False}
    if not store.read_only:  # a viewer asks, but keeps no cache in a store it only reads
        atomic_write_text(cache, json.dumps(info))
    return info


__all__ = [
    "CANCELLED", "Executor", "INTERRUPTED", "LocalExecutor", "RequestRefused", "StageResult", "cancel", "cancel_reason",
    "claim", "claim_token", "close_lost_run", "ensure_dispatcher", "executor_name", "exit_message", "finish_run",
    "log_tail", "machine_info", "placement_of", "queue_state", "recover_orphans", "run_now", "stop_dispatcher",
    "submit", "timeout_message", "wait_final", "wait_for", "where_of",
]


# -- the dashboard's "Try the fixes" -----------------------------------------------------------------------------
FIXES_LOG = "fixes.log"
FIXES_TICKET_ENV = "COMPILESCOPE_FIXES_TICKET"


def start_fix_experiments(store: RunStore, run_id: str, budget_s: float | None = None) -> None:
    """Run ``python -m analyzers try-fixes RUN_ID`` in the background: its child runs go through ``run_now`` and
    this machine's executor (Ray where ``COMPILESCOPE_EXECUTOR=ray``), as a sweep's cells do. Refused in a
    viewer's (read-only) store, and (``RequestRefused``, before anything is written) when ``admission.fix_problems``
    says why: they are running, the run is not finished, its recipe is not one of the recipe folder's. Its
    progress is the run's ``fixes`` section; its log ``fixes.log`` beside it."""
    import secrets

    from .admission import fix_problems

    store.require_writable("launch runs")
    report = store.load_report(run_id)  # RunNotFound for an unknown id, before anything starts
    problems = fix_problems(report, machine_info(store), recipe_folder=True)
    if problems:
        raise RequestRefused("; ".join(problems))
    ticket = secrets.token_hex(8)  # the process started below takes this queued section over; no one else does
    report["fixes"] = {"status": "queued", "experiments": [], "budget_s": budget_s, "queued_at": time.time(),
                       "ticket": ticket}
    store.save_report(report)
    cmd = [sys.executable, "-m", "analyzers", "--runs-dir", str(store.root.resolve()), "try-fixes", run_id]
    if budget_s:
        cmd += ["--fix-budget", str(budget_s)]
    with open(store.run_dir(run_id) / FIXES_LOG, "ab") as logf:
        subprocess.Popen(cmd, stdout=logf, stderr=subprocess.STDOUT, env=engine_env(**{FIXES_TICKET_ENV: ticket}),
                         start_new_session=True)


def stop_fix_experiments(store: RunStore, run_id: str) -> bool:
    """Stop the fix experiments of ``run_id``: SIGTERM to their process, which cancels its child run and closes the
    section as cancelled; a section whose process is gone is closed here. False when none were under way."""
    import signal

    from .admission import fixes_under_way

    store.require_writable("stop fix experiments")
    report = store.load_report(run_id)
    section = report.get("fixes")
    if not isinstance(section, dict) or section.get("status") not in ("queued", "running"):
        return False
    owner = parse_token(str(section.get("owner") or ""))
    if owner and fixes_under_way(section, time.time()):
        try:
            os.kill(owner[0], signal.SIGTERM)
            return True
        except OSError:
            pass
    section.update(status="cancelled", message=CANCELLED)
    store.save_report(report)
    return True
