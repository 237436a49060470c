"""The local worker's CPU priority: below the dashboard's, so that a compile never starves the people reading.

A run's worker process (``python -m analyzers execute``, or a warm worker's fork) lowers its priority by
``COMPILESCOPE_WORKER_NICE`` (default 10; 0 leaves it alone) as it starts (``lower``); the threads it starts later,
Inductor's compile workers and the C++ compiler inherit it. On a machine whose cores are all busy, the dashboard's
server (and anything else at the normal priority) then gets the CPU first, and the compile waits.

Timed calls are the exception (``timed_calls``): at a lower priority any other process on the machine preempts
them and moves the figures, so every thread of the worker goes back to the priority it started with for the
benchmark's and the decode loop's timed calls, where the OS allows a process to raise its priority again (root,
CAP_SYS_NICE, or an RLIMIT_NICE that permits it). Where it does not, the calls are timed at the lower priority and
the run says so (``priority`` in the timed section, a stage note).

Linux gives every thread its own nice value: both functions set it on each thread of this process.
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Iterator

log = logging.getLogger("compilescope.worker")

NICE_ENV = "COMPILESCOPE_WORKER_NICE"
DEFAULT_NICE = 10
_started_at: int | None = None  # the worker's priority before ``lower`` (None: never lowered)


def worker_nice() -> int:
    """How far a worker lowers its priority: ``$COMPILESCOPE_WORKER_NICE`` (0..19), default 10."""
    try:
        return min(19, max(0, int(os.environ.get(NICE_ENV, DEFAULT_NICE))))
    except ValueError:
        return DEFAULT_NICE


def current() -> int:
    return os.getpriority(os.PRIO_PROCESS, 0)


def _threads() -> list[int]:
    try:
        return [int(t) for t in os.listdir("/proc/self/task")]
    except OSError:  # not Linux: the nice value is the process's
        return [0]


def _set_every_thread(nice: int) -> None:
    """Set ``nice`` on every thread of this process; raises OSError (PermissionError) when not allowed."""
    for tid in _threads():
        try:
            os.setpriority(os.PRIO_PROCESS, tid, nice)
        except ProcessLookupError:  # a thread that ended meanwhile
            pass


def lower(by: int | None = None) -> int:
    """Lower this process's priority by ``by`` (default ``worker_nice()``); returns the nice value it runs at."""
    global _started_at
    by = worker_nice() if by is None else by
    now = current()
    if by <= 0:
        return now
    try:
        _set_every_thread(min(19, now + by))
    except OSError as e:  # a sandbox that forbids even this: the run goes on at its priority
        log.warning("could not lower the worker's priority: %s", e)
        return current()
    _started_at = now
    return current()


@contextlib.contextmanager
def timed_calls() -> Iterator[dict]:
    """For timed calls: every thread back at the priority the worker started with, where the OS allows it, and
    lowered again afterwards. Yields the account for the report: ``nice`` (the calls' priority),
    ``worker_nice`` (the rest of the run's), ``lowered`` (whether the worker lowered its priority), ``raised``
    (whether the calls ran at the priority it started with)."""
    lowered = current()
    info = {"nice": lowered, "worker_nice": lowered, "raised": False,
            "lowered": _started_at is not None and lowered > _started_at}
    if info["lowered"]:
        try:
            _set_every_thread(_started_at)
            info.update(nice=_started_at, raised=True)
        except OSError:  # not allowed: timed at the lower priority (the report says so)
            with contextlib.suppress(OSError):
                _set_every_thread(lowered)  # threads already raised go back, so every thread runs alike
    try:
        yield info
    finally:
        if info["raised"]:
            with contextlib.suppress(OSError):  # lowering is always allowed
                _set_every_thread(lowered)


def timed_note(info: dict) -> str | None:
    """A stage note when the calls were timed at a lower priority than the machine's other work, else None."""
    if not info.get("lowered") or info.get("raised"):
        return None
    return (f"timed at nice {info['nice']} (the worker's lower priority; the OS did not let it raise it back for the "
            f"timed calls): any other process on this machine, a dashboard's viewers too, preempts them; "
            f"{NICE_ENV}=0 times at the normal priority")
