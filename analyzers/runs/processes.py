"""Is the process that holds a run still the one that took it? (stdlib only)

A pid alone does not say: a worker that died but was not reaped is a zombie that still answers
``kill(pid, 0)``, and after a reboot or a long time the pid belongs to some other program. So a run records
its worker's pid *and* the process start time (``/proc/<pid>/stat`` field 22, clock ticks since boot), and a
process counts as alive only when it exists, is not a zombie, and started at that time. Without ``/proc``
(macOS) the start time is unknown and the pid check is all there is.
"""

from __future__ import annotations

import os


def _stat(pid: int) -> tuple[str, str] | None:
    """(state, start time) of ``pid`` from /proc, or None when /proc cannot tell."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            text = f.read().decode("ascii", "replace")
    except OSError:
        return None
    fields = text.rsplit(")", 1)[-1].split()  # the command name (field 2) may hold spaces and ')'
    if len(fields) < 20:
        return None
    return fields[0], fields[19]  # field 3 (state), field 22 (starttime)


def process_start(pid: int) -> str | None:
    """The start time of ``pid`` as /proc gives it (an opaque token), or None."""
    stat = _stat(pid)
    return stat[1] if stat else None


def process_started_at(pid: int) -> float | None:
    """When ``pid`` started, in epoch seconds (boot time + start ticks), or None without /proc."""
    start = process_start(pid)
    try:
        with open("/proc/stat") as f:
            boot = next(float(line.split()[1]) for line in f if line.startswith("btime "))
        return boot + int(start) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, TypeError, StopIteration):
        return None


def process_alive(pid: object, start: object = None) -> bool:
    """``pid`` exists, is not a zombie, and (when ``start`` is known) is the process that started then."""
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # another user's process: it exists
    except (OverflowError, OSError):
        return False
    stat = _stat(pid)
    if stat is None:
        return True  # no /proc here: the pid is all we know
    state, started = stat
    if state in ("Z", "X"):
        return False
    return start is None or str(start) == started


def own_token() -> str:
    """``"pid start"`` of this process: what a claim file holds."""
    pid = os.getpid()
    start = process_start(pid)
    return f"{pid} {start}" if start else str(pid)


def parse_token(text: str) -> tuple[int, str | None] | None:
    """``(pid, start)`` of a claim file's text (``"pid"`` from before start times: start None)."""
    parts = text.split()
    try:
        return int(parts[0]), (parts[1] if len(parts) > 1 else None)
    except (IndexError, ValueError):
        return None
