"""Where a run's wall time goes: marks (name, epoch seconds) taken by the CLI and the worker.

The CLI marks its own process start and what it did before the worker took over, and hands its marks to the worker
in ``COMPILESCOPE_CLI_MARKS``; the worker adds its own (process start, imports, recipe check) and the time it
spent writing the report. ``Run.save`` stores them as ``report["own_time"]``; ``report/own_time_rows.py`` turns
them into phases, each the user's work or the tool's own. Stdlib only: the CLI imports it before torch.
"""

from __future__ import annotations

import json
import os
import time

MARKS_ENV = "COMPILESCOPE_CLI_MARKS"

_marks: list[list] = []


def mark(name: str, at: float | None = None) -> None:
    """Note that ``name`` happened now (or at ``at``, epoch seconds)."""
    _marks.append([name, round(time.time() if at is None else at, 4)])


def mark_process_start(name: str) -> None:
    """Note when this process started (from /proc: what the user waited for before Python ran a line)."""
    from .processes import process_start

    try:  # the process's age from /proc/uptime (10 ms ticks): /proc/stat's boot time is whole seconds
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        age = uptime - int(process_start(os.getpid()) or "") / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return
    mark(name, time.time() - max(0.0, age))


def marks() -> list[list]:
    return [list(m) for m in _marks]


def env_with_marks(env: dict) -> dict:
    """``env`` for a worker this process starts, carrying this process's marks."""
    return dict(env, **{MARKS_ENV: json.dumps(_marks)})


def inherit() -> None:
    """A worker: take the marks its CLI handed down (once; later processes it starts do not see them again)."""
    text = os.environ.pop(MARKS_ENV, "")
    try:
        adopt(json.loads(text) if text else [])
    except ValueError:
        return


def adopt(got: object) -> None:
    """Add marks another process took (the CLI's), in time order."""
    for m in got if isinstance(got, list) else []:
        if isinstance(m, list) and len(m) == 2 and isinstance(m[0], str) and isinstance(m[1], (int, float)):
            _marks.append([m[0], float(m[1])])
    _marks.sort(key=lambda m: m[1])


class SaveClock:
    """Seconds spent writing the report (and updating the index): the tool's own, between the stages."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.count = 0

    def add(self, seconds: float) -> None:
        self.seconds += seconds
        self.count += 1


def section(saves: SaveClock) -> dict:
    """``report["own_time"]``: the marks so far and the report writes."""
    return {"marks": sorted(marks(), key=lambda m: m[1]), "saves_s": round(saves.seconds, 4), "saves": saves.count}
