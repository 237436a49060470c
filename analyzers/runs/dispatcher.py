"""The dispatcher (``python -m analyzers dispatch``): takes queued runs oldest first, one at a time per
device (or as many as the executor's ``capacity``: one per GPU of a Ray cluster), enforces each run's
timeout, honours cancel requests, and marks a run whose worker died ``failed`` with the log tail, so no
run is ever left ``running`` forever. Only one dispatcher holds a store's lock; ``queue.ensure_dispatcher``
starts it. It ends with its owners (``owners.py``): once every process that needed it (the dashboard server, a
waiting ``run --warm``) is gone, it starts no new run, lets the runs in progress finish, and exits with its warm
worker; otherwise after ``idle_exit_s`` without a run.
"""

from __future__ import annotations

import fcntl
import logging
import os
import time

from ..report.schema import RunRequest
from ..report.store import RunStore
from .endings import close_lost_run, finish_run, recover_orphans, timeout_message, where_stuck_locally
from .executor import Executor, LocalExecutor, executor_name
from .owners import OwnerWatch
from .queue import CANCEL_FILE, cancel_reason, claim
from .warm_executor import WarmExecutor, warm_worker_enabled

log = logging.getLogger("compilescope.dispatcher")

RECOVER_EVERY_S = 10.0  # how often a running dispatcher closes runs whose worker is gone


def default_executor() -> Executor:
    """The dispatcher's executor: ``COMPILESCOPE_EXECUTOR=ray`` sends runs to a Ray cluster; locally a warm
    worker (fork) unless fork is missing or COMPILESCOPE_WARM_WORKER=0."""
    if executor_name() == "ray":
        from .ray_executor import RayExecutor  # Ray itself is imported when the first run is launched

        return RayExecutor()
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
    _repair_index(store)
    recover_orphans(store)
    executor = executor or default_executor()
    if hasattr(executor, "start"):
        executor.start(store.root)  # the warm worker imports while we look for work
    try:
        _dispatch_loop(store, executor, idle_exit_s, poll_s, lock)
    finally:
        if hasattr(executor, "close"):
            executor.close()


def _dispatch_loop(store: RunStore, executor: Executor, idle_exit_s: float, poll_s: float, lock) -> None:
    owners = OwnerWatch(store.root)
    active: dict[str, tuple[str, object, float, float | None]] = {}  # run_id -> (device, handle, started, timeout)
    capacity = getattr(executor, "capacity", lambda device: 1)  # runs in flight per device
    repaired_at = recovered_at = time.monotonic()
    idle_since = time.monotonic()
    while True:
        if time.monotonic() - recovered_at > RECOVER_EVERY_S:  # a run whose CLI and worker were both killed
            recover_orphans(store, skip=active)  # our own runs end below, with their worker's real ending
            recovered_at = time.monotonic()
        for run_id, (_device, handle, started, timeout) in list(active.items()):
            # a cluster task's clock starts when it has its GPU (None while it waits for one)
            since = getattr(handle, "running_since", started)
            if handle.poll() is not None or _should_stop(store, run_id, since, timeout):
                _close(store, run_id, executor, handle, started)
                del active[run_id]
        serving = owners.serving()  # no owner left: no new run, the runs in progress finish
        queued = store.list_runs(status="queued") if serving else []
        if store.index_problem:  # every poll would read every report: rebuild it (now and then, not each poll)
            repaired_at = _repair_index(store, repaired_at)
        for row in reversed(queued):  # oldest first
            device = row.get("device") or "cpu"
            if row["run_id"] in active or sum(a[0] == device for a in active.values()) >= capacity(device):
                continue
            if not owners.serving(fresh=True):  # asked again before each new run: none starts after the last owner
                serving = False
                break
            if not claim(store, row["run_id"]):  # claimed: a CLI or sweep runs it
                continue
            timeout = _timeout_of(store, row["run_id"])  # read once: reports grow large while runs go on
            handle = executor.launch(store, row["run_id"])
            active[row["run_id"]] = (device, handle, time.monotonic(), timeout)
        if active:
            idle_since = time.monotonic()
        elif not serving and owners.leave(lock):
            return
        elif time.monotonic() - idle_since > idle_exit_s:
            return
        time.sleep(poll_s)


def _timeout_of(store: RunStore, run_id: str) -> float | None:
    try:
        return RunRequest.from_dict(store.load_report(run_id)["request"]).options.timeout_s
    except Exception:
        return None


def _should_stop(store: RunStore, run_id: str, started: float | None, timeout: float | None) -> bool:
    if (store.run_dir(run_id) / CANCEL_FILE).exists():
        return True
    return timeout is not None and started is not None and time.monotonic() - started > timeout


def _close(store: RunStore, run_id: str, executor: Executor, handle, started: float) -> None:
    if handle.poll() is None:
        cancelled = (store.run_dir(run_id) / CANCEL_FILE).exists()
        # asked before it is killed: where it hung
        where, stack = ("", "") if cancelled else where_stuck_locally(store, run_id, handle)
        executor.kill(handle)
        report = store.load_report(run_id)
        if cancelled:
            finish_run(store, report, "cancelled", cancel_reason(store, run_id))
        else:
            timeout = RunRequest.from_dict(report["request"]).options.timeout_s
            finish_run(store, report, "failed", timeout_message(timeout, where), traceback=stack)
        return
    close_lost_run(store, run_id, handle, handle.poll())


def _repair_index(store: RunStore, last: float | None = None, every_s: float = 60.0) -> float:
    """Rebuild a broken index from the report files (as ``reindex`` does), at most once every ``every_s``."""
    now = time.monotonic()
    if last is not None and now - last < every_s:
        return last
    store.list_runs()
    if store.index_problem:
        log.warning("%s: rebuilding it from the report files", store.index_problem)
        try:
            store.reindex()
        except Exception:  # noqa: BLE001 - a store we cannot write: go on listing from the reports
            log.exception("could not rebuild the index")
    return now
