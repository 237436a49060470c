"""CPU time of process trees and of the whole machine, sampled from ``/proc`` while a benchmark runs (Linux).

``CpuWatch(roots)`` samples every ``every_s`` in a thread: for each named root pid, the CPU seconds (user +
system) of it and every descendant alive at that moment, and the machine's busy CPU seconds (``/proc/stat``).
``used(name, t0, t1)`` is what a tree spent between two wall-clock times. A process that ends between two samples
loses its last fraction of a sample (``every_s``): figures for short-lived processes (browser tabs) are a floor.
``REST`` names every descendant of this process that is under no named root (here: Playwright's driver and the
browser), and ``OTHER`` the machine's busy time outside this process's tree (other users of the machine).
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

TICK = os.sysconf("SC_CLK_TCK")
REST, OTHER, MACHINE = "browsers", "other processes", "machine"


def _procs() -> dict[int, tuple[int, float]]:
    """pid -> (parent pid, CPU seconds so far) of every process readable now."""
    out = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()  # after the command name, which may hold spaces
        out[int(d.name)] = (int(fields[1]), (int(fields[11]) + int(fields[12])) / TICK)
    return out


def _machine_busy() -> float:
    """Busy CPU seconds of the whole machine since boot (every state but idle and iowait)."""
    cpu = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    ticks = [int(x) for x in cpu[:8]]
    return (sum(ticks) - ticks[3] - ticks[4]) / TICK


def _tree(children: dict[int, list[int]], root: int) -> set[int]:
    seen, todo = set(), [root]
    while todo:
        pid = todo.pop()
        if pid not in seen:
            seen.add(pid)
            todo += children.get(pid, [])
    return seen


class CpuWatch:
    """Samples the CPU time of named process trees (``roots``: name -> pid, changeable while it runs)."""

    def __init__(self, every_s: float = 0.5):
        self.roots: dict[str, int] = {}
        self.every_s = every_s
        self.samples: list[tuple[float, dict[str, float]]] = []  # (wall time, name -> CPU s so far)
        self._seen: dict[int, tuple[str, float, float]] = {}  # pid -> (tree, CPU s at first sight, last)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="cpu-watch", daemon=True)

    def __enter__(self) -> CpuWatch:
        self._sample()
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()
        self._sample()

    def _loop(self) -> None:
        while not self._stop.wait(self.every_s):
            self._sample()

    def _sample(self) -> None:
        procs = _procs()
        children: dict[int, list[int]] = {}
        for pid, (ppid, _) in procs.items():
            children.setdefault(ppid, []).append(pid)
        owner = {pid: REST for pid in _tree(children, os.getpid())}
        for name, root in list(self.roots.items()):
            owner.update(dict.fromkeys(_tree(children, root) & procs.keys(), name))  # an ended root is not there
        first = not self._seen
        for pid, name in owner.items():
            cpu = procs[pid][1]
            if pid not in self._seen:  # born since the last sample (or there at the start: counted from now)
                self._seen[pid] = (name, cpu if first else 0.0, cpu)
            else:
                self._seen[pid] = (name, self._seen[pid][1], cpu)  # a run's root may be named after its birth
        totals: dict[str, float] = {}
        for name, start, last in self._seen.values():
            totals[name] = totals.get(name, 0.0) + last - start
        totals[MACHINE] = _machine_busy()
        self.samples.append((time.time(), totals))

    def used(self, name: str, t0: float | None = None, t1: float | None = None) -> float:
        """CPU seconds the tree ``name`` (or MACHINE, or OTHER) used between wall times ``t0`` and ``t1``
        (the samples nearest inside them; the whole watch by default)."""
        inside = [s for t, s in self.samples if (t0 is None or t >= t0) and (t1 is None or t <= t1)]
        if len(inside) < 2:
            return 0.0
        a, b = inside[0], inside[-1]
        if name == OTHER:
            ours = sum(b[k] - a.get(k, 0.0) for k in b if k != MACHINE)
            return max(0.0, b[MACHINE] - a[MACHINE] - ours)
        return b.get(name, 0.0) - a.get(name, 0.0)

    def span(self, t0: float | None = None, t1: float | None = None) -> float:
        """Wall seconds between the first and last samples inside ``t0``..``t1``."""
        inside = [t for t, _ in self.samples if (t0 is None or t >= t0) and (t1 is None or t <= t1)]
        return inside[-1] - inside[0] if len(inside) >= 2 else 0.0
