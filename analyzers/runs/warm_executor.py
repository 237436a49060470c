"""``WarmExecutor``: the dispatcher's default executor. Forks each run from the warm worker (``zygote.py``),
starting it lazily and restarting it if it died; falls back to ``LocalExecutor`` if it cannot start one.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from .executor import LOG_FILE, LocalExecutor, engine_env
from .processes import process_alive
from .zygote import EXIT_FILE, WarmWorkerError

READY_TIMEOUT_S = 600  # imports on a cold disk of a GPU box can take minutes
# <runs>/warm-worker.json: what the dispatcher's warm worker is doing, for the New run page (a queued run's wait):
# {"state": "importing" | "ready" | "off" | "stopped", "since", "updated" (epoch s), "expected_s", "preimport_s",
# "why"}; "updated" is refreshed every second while it imports, so a state its dispatcher left behind reads stale.
STATE_FILE = "warm-worker.json"
STATE_EVERY_S = 1.0


@dataclass
class WarmHandle:
    """A run forked by the warm worker; not our child, so ``poll`` asks the kernel and the exit file."""

    on_this_machine: ClassVar[bool] = True  # its process can be asked for its stack (endings.where_stuck_locally)
    pid: int
    exit_path: Path
    returncode: int | None = None
    exit_code_known: bool = True
    _gone_since: float | None = field(default=None, repr=False)

    def poll(self) -> int | None:
        if self.returncode is not None:
            return self.returncode
        code = _read_exit(self.exit_path)
        if code is not None:
            self.returncode = code
            return code
        if process_alive(self.pid):  # a zombie counts as gone (the zygote reaps it within moments)
            return None
        # Gone without an exit file: either the zygote is writing it right now, or the zygote
        # died and init reaped the child. Wait a moment for the first before calling it unknown.
        now = time.monotonic()
        if self._gone_since is None:
            self._gone_since = now
        if now - self._gone_since < 1.0:
            return None
        self.returncode, self.exit_code_known = 0, False
        return 0


def _read_exit(path: Path) -> int | None:
    try:
        return int(path.read_text().strip())
    except (OSError, ValueError):
        return None


class WarmExecutor:
    """Forks each run from one warm worker; falls back to ``LocalExecutor`` if it cannot start one."""

    def __init__(self, python: str | None = None, ready_timeout_s: float = READY_TIMEOUT_S):
        self.python = python or sys.executable
        self.ready_timeout_s = ready_timeout_s
        self.fallback = LocalExecutor(self.python)
        self.proc: subprocess.Popen | None = None
        self.ready: dict | None = None  # the zygote's ready line
        self.disabled: str | None = None  # why forking is off for this executor's life
        self._buf = b""
        self.root: Path | None = None  # the runs folder whose STATE_FILE says what this worker does
        self._state: dict = {}

    # -- the zygote process
    def start(self, log_dir: Path) -> None:
        """Start the warm worker (returns at once; ``launch`` waits for its ready line)."""
        if self.proc is not None and self.proc.poll() is None:
            return
        self.ready, self._buf, self.root = None, b"", Path(log_dir)
        env = engine_env()
        with open(Path(log_dir) / "warm-worker.log", "ab") as logf:
            self.proc = subprocess.Popen(
                [self.python, "-m", "analyzers", "warm-worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=logf, cwd=os.getcwd(), env=env, start_new_session=True,
            )
        last = read_state(self.root) or {}  # how long it took last time: what to expect now
        self._say("importing", expected_s=last.get("preimport_s") or last.get("expected_s"))

    def _ensure_ready(self, log_dir: Path) -> None:
        if self.proc is not None and self.proc.poll() is not None:
            self.proc = None  # it died: start another
        if self.proc is None:
            self.start(log_dir)
        if self.ready is None:
            line = self._read_line(self.ready_timeout_s)
            msg = json.loads(line)
            if not msg.get("ready"):
                self.close()
                self.disabled = msg.get("error") or f"unexpected first line from the warm worker: {line[:200]}"
                self._say("off", why=self.disabled)
                raise WarmWorkerError(self.disabled)
            self.ready = msg
            self._say("ready", preimport_s=msg.get("preimport_s"))

    def _read_line(self, timeout_s: float) -> str:
        """One line from the zygote's stdout, without threads and without hanging past ``timeout_s``."""
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + timeout_s
        while b"\n" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                self.close()
                raise WarmWorkerError(f"the warm worker did not answer within {timeout_s:.0f} s")
            if self.ready is None:
                self._say()  # still importing: the New run page sees a live state, not one left behind
            ready, _, _ = select.select([fd], [], [], min(left, STATE_EVERY_S))
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                self.close()
                raise WarmWorkerError("the warm worker exited (see warm-worker.log in the runs folder)")
            self._buf += chunk
        line, self._buf = self._buf.split(b"\n", 1)
        return line.decode("utf-8", "replace")

    def close(self) -> None:
        proc, self.proc, self.ready = self.proc, None, None
        if proc is None:
            return
        if self._state.get("state") in ("importing", "ready"):
            self._say("off" if self.disabled else "stopped", why=self.disabled,
                      preimport_s=self._state.get("preimport_s"))  # what the next start can expect
        try:
            proc.stdin.close()
        except OSError:
            pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()

    # -- the Executor protocol
    def launch(self, store, run_id: str):
        try:
            return self._fork(store, run_id)
        except (WarmWorkerError, OSError, ValueError) as e:
            note = f"[compilescope] warm worker unavailable ({e}); starting a fresh worker process\n"
            sys.stderr.write(note)
            with open(store.run_dir(run_id) / LOG_FILE, "a") as f:
                f.write(note)
            return self.fallback.launch(store, run_id)

    def _fork(self, store, run_id: str) -> WarmHandle:
        if self.disabled:
            raise WarmWorkerError(self.disabled)
        run_dir = store.run_dir(run_id)
        for attempt in (1, 2):  # one restart if the zygote died since the last run
            try:
                self._ensure_ready(store.root)
                req = {"runs_dir": str(store.root.resolve()), "run_id": run_id}
                self.proc.stdin.write((json.dumps(req) + "\n").encode())
                self.proc.stdin.flush()
                reply = json.loads(self._read_line(60))
                break
            except (BrokenPipeError, WarmWorkerError):
                self.close()
                if self.disabled:
                    raise
                if attempt == 2:
                    self.disabled = "the warm worker died twice in a row (see warm-worker.log in the runs folder)"
                    raise WarmWorkerError(self.disabled) from None
        if "pid" not in reply:
            raise WarmWorkerError(reply.get("error") or f"bad reply {reply}")
        return WarmHandle(int(reply["pid"]), run_dir / EXIT_FILE)

    def _say(self, state: str | None = None, **extra) -> None:
        """Write STATE_FILE: a new ``state`` (with ``extra``), or, with none, the same state refreshed."""
        if self.root is None:
            return
        now = time.time()
        if state is not None:
            self._state = {"state": state, "since": now, **{k: v for k, v in extra.items() if v is not None}}
        elif not self._state or now - self._state.get("updated", 0) < STATE_EVERY_S:
            return
        self._state["updated"] = now
        try:
            tmp = self.root / f".{STATE_FILE}.{os.getpid()}.tmp"
            tmp.write_text(json.dumps(self._state))
            os.replace(tmp, self.root / STATE_FILE)
        except OSError:
            pass  # a page that cannot say why a run waits is no reason to stop serving runs

    def kill(self, handle) -> None:
        if not isinstance(handle, WarmHandle):
            return self.fallback.kill(handle)
        try:
            os.killpg(handle.pid, signal.SIGKILL)  # the run and any compile workers it started
        except (ProcessLookupError, PermissionError):
            pass
        t0 = time.monotonic()
        while handle.poll() is None and time.monotonic() - t0 < 30:
            time.sleep(0.05)
        return None


def warm_worker_enabled() -> bool:
    """The dispatcher forks from a warm worker unless fork is missing or COMPILESCOPE_WARM_WORKER=0."""
    return hasattr(os, "fork") and os.environ.get("COMPILESCOPE_WARM_WORKER", "1") != "0"


def read_state(root: Path) -> dict | None:
    """The warm worker's state as a dispatcher of this runs folder last wrote it (``STATE_FILE``), or None. (The New
    run page reads the same file, and takes an import whose refresh stopped a few seconds ago for a dispatcher
    that is gone.)"""
    try:
        state = json.loads((Path(root) / STATE_FILE).read_text())
    except (OSError, ValueError):
        return None
    return state if isinstance(state, dict) else None
