"""A child process that lives and dies with the worker that started it (stdlib only).

The cold start's route processes (``stage_cold_start``) are started in a process group of their own
(``spawn_in_group``), so the worker can kill one with everything it started (Inductor's compile workers, a
C++ compiler) when its time is up. The worker itself can die without a word (kill -9, a cancel or a timeout
that kills the worker's own group): ``die_with_parent`` makes the child notice that its parent is gone and
kill its own group, so nothing is left behind.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from pathlib import Path

WATCH_S = 0.2  # how often a child checks that its parent is alive


def spawn_in_group(cmd: list[str], env: dict, log_path: Path, cwd: str | None = None) -> subprocess.Popen:
    """Start ``cmd`` in a new session (its own process group), stdout and stderr to ``log_path``."""
    with open(log_path, "ab") as logf:
        return subprocess.Popen(cmd, stdout=logf, stderr=subprocess.STDOUT, env=env, cwd=cwd or os.getcwd(),
                                start_new_session=True)


def kill_group(proc: subprocess.Popen, wait_s: float = 30) -> None:
    """SIGKILL a process started in a session of its own (``spawn_in_group``, ``start_new_session``) and everything
    in its group (compile workers, a compiler), then reap it."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.wait(timeout=wait_s)
    except subprocess.TimeoutExpired:
        pass


def wait_or_kill(proc: subprocess.Popen, timeout_s: float, poll_s: float = 0.1,
                 on_poll=None) -> tuple[int | None, bool]:
    """Wait up to ``timeout_s``; past it kill the group. Returns (exit code, timed out). A KeyboardInterrupt
    (the worker's cancel) kills the group and goes on up. ``on_poll`` is called at every poll (a memory sampler)."""
    deadline = time.monotonic() + max(0.0, timeout_s)
    try:
        while True:
            if on_poll is not None:
                on_poll()
            rc = proc.poll()
            if rc is not None:
                return rc, False
            if time.monotonic() >= deadline:
                kill_group(proc, wait_s=10)
                return proc.returncode, True
            time.sleep(poll_s)
    except BaseException:
        kill_group(proc, wait_s=10)
        raise


def die_with_parent(parent_pid: int) -> None:
    """In the child: once ``parent_pid`` is no longer our parent (it died; we were re-parented), SIGKILL our whole
    process group. A daemon thread polls ``os.getppid`` (no Linux-only prctl needed)."""
    if os.getppid() != parent_pid:
        _kill_own_group()

    def watch() -> None:
        while True:
            time.sleep(WATCH_S)
            if os.getppid() != parent_pid:
                _kill_own_group()

    threading.Thread(target=watch, name="die-with-parent", daemon=True).start()


def _kill_own_group() -> None:
    try:
        os.killpg(os.getpgid(0), signal.SIGKILL)
    finally:
        os._exit(137)


class SessionMemory:
    """The resident memory of every process of one session (a child started by ``spawn_in_group`` and all it
    started: Inductor's compile workers, a C++ compiler), sampled from /proc at most every ``every_s`` seconds.
    ``samples`` holds (seconds since ``t0`` epoch, MB); empty where there is no /proc."""

    def __init__(self, sid: int, t0: float, every_s: float = 0.25):
        self.sid, self.t0, self.every_s = sid, t0, every_s
        self.samples: list[tuple[float, float]] = []
        self._last = 0.0
        self._page = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096

    def poll(self) -> None:
        now = time.monotonic()
        if now - self._last < self.every_s:
            return
        self._last = now
        total, seen = 0, False
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
                if int(fields[3]) == self.sid:  # field 6: session id
                    total += int(fields[21]) * self._page  # field 24: resident pages
                    seen = True
            except (OSError, ValueError, IndexError):
                continue
        if seen:
            self.samples.append((round(time.time() - self.t0, 3), round(total / 2**20, 1)))

    def peak(self, start_s: float = 0.0, end_s: float = float("inf")) -> float | None:
        inside = [mb for t, mb in self.samples if start_s <= t <= end_s]
        return max(inside) if inside else None


def output_to(log_path: Path, keep_earlier: bool = False) -> None:
    """From now on this process's stdout and stderr append to ``log_path`` and its stdin is /dev/null (a worker taking
    its run). ``keep_earlier``: first copy what stdout (a file) already holds, printed before the run existed."""
    fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    if keep_earlier:
        try:
            size = os.lseek(1, 0, os.SEEK_END)
            if size > 0:
                os.write(fd, os.pread(1, size, 0))
        except OSError:
            pass
    null_fd = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null_fd, 0)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    os.close(null_fd)
