"""The numerics bisection's process, forked from the worker before the worker touches CUDA.

A fresh ``python -m ...bisect_target`` paid Python's start and torch's import (4 s on the H200) before its first
step, and torch's teardown (5 s) after its answer. The worker forks this child right after importing torch, while
no CUDA context exists (a fork of a process with one cannot use the GPU); the child waits on a pipe. When a run's
outputs differ from eager, the numerics stage hands it the bisection's arguments and it runs ``bisect_target.main``
itself: same isolation as before (its own session, killed with its compile workers when the budget is spent, dies
with the worker, a crash is a finding), without the import. On a GPU run it imports Dynamo and Inductor while it
waits (``warm``); a run that asks no numerics closes it at once. Where there is no fork, or CUDA was already
initialised, ``take()`` answers None and the bisection starts a fresh process as before.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

_ready: "ForkedBisector | None" = None


class ForkedBisector:
    """The parent's handle: ``stdout``, ``pid``, ``poll``/``wait``/``returncode`` as a ``subprocess.Popen``."""

    def __init__(self, pid: int, cmd_fd: int, out_fd: int):
        self.pid, self.cmd_fd, self.returncode = pid, cmd_fd, None
        self.stdout = os.fdopen(out_fd, "r", encoding="utf-8", errors="replace")

    def send(self, message: dict) -> bool:
        try:
            os.write(self.cmd_fd, (json.dumps(message) + "\n").encode())
            return True
        except OSError:
            return False

    def begin(self, argv: list[str], env: dict) -> bool:
        """Start the bisection with these ``bisect_target`` arguments; no more commands after it."""
        ok = self.send({"argv": argv, "env": env})
        self.close_input()
        return ok

    def close_input(self) -> None:
        if self.cmd_fd >= 0:
            os.close(self.cmd_fd)
            self.cmd_fd = -1

    def poll(self) -> int | None:
        if self.returncode is None:
            try:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
            except ChildProcessError:
                self.returncode = -signal.SIGKILL
                return self.returncode
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.poll() is None:
            if deadline is not None and time.monotonic() >= deadline:
                raise subprocess.TimeoutExpired("bisect_target (forked)", timeout)
            time.sleep(0.02)
        return self.returncode

    def kill(self) -> None:
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def prestart() -> None:
    """Fork the waiting child now, unless one waits already, this system has no fork or CUDA is initialised."""
    global _ready
    if _ready is not None or not hasattr(os, "fork"):
        return
    import torch

    if torch.cuda.is_initialized():
        return
    cmd_r, cmd_w = os.pipe()
    out_r, out_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(cmd_w)
            os.close(out_r)
            _serve(cmd_r, out_w)
        finally:
            os._exit(1)
    os.close(cmd_r)
    os.close(out_w)
    _ready = ForkedBisector(pid, cmd_w, out_r)


def warm() -> None:
    """Let the waiting child import Dynamo, Inductor and the bisector while the run goes on (GPU runs)."""
    if _ready is not None:
        _ready.send({"warm": True})


def take() -> "ForkedBisector | None":
    """The waiting child, for the bisection (once); None when there is none or it is gone."""
    global _ready
    child, _ready = _ready, None
    if child is not None and child.poll() is not None:
        return None
    return child


def close() -> None:
    """No bisection in this run: the waiting child reads the end of its input and exits."""
    global _ready
    child, _ready = _ready, None
    if child is not None:
        child.close_input()
        child.stdout.close()
        try:
            child.wait(timeout=5)
        except subprocess.TimeoutExpired:
            child.kill()


def _serve(cmd_fd: int, out_fd: int) -> None:
    """In the child: wait for commands; run the bisection it is handed, then exit without torch's teardown."""
    os.setsid()  # its own group: the budget's kill takes its compile workers too
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(out_fd, 1)
    os.dup2(out_fd, 2)
    for fd in (null, out_fd):
        os.close(fd)
    # Nothing else of the worker's stays open here: a pipe the CLI waits on must see its end when the worker's does.
    os.closerange(3, cmd_fd)
    os.closerange(cmd_fd + 1, 65536)
    sys.stdout = sys.stderr = open(1, "w", buffering=1, encoding="utf-8", closefd=False)
    commands = os.fdopen(cmd_fd, "r", encoding="utf-8")
    code = 0
    for line in commands:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if message.get("warm"):
            try:
                import torch._dynamo  # noqa: F401
                import torch._inductor.compiler_bisector  # noqa: F401
            except ImportError:
                pass
        elif message.get("argv"):
            os.environ.update({str(k): str(v) for k, v in (message.get("env") or {}).items()})
            from .bisect_target import main

            try:
                code = main(list(message["argv"]))
            except BaseException:  # noqa: BLE001 - the parent reads the tail as a crash
                import traceback

                traceback.print_exc()
                code = 1
            break
    sys.stdout.flush()
    os._exit(code)
