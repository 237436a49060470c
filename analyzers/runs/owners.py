"""Who needs a store's dispatcher (stdlib only): its owners, so that nothing of the store outlives them.

Whoever starts or uses the dispatcher (``queue.ensure_dispatcher``: the dashboard server on "Queue run", a CLI
``run --warm`` and its wait) registers its own process as an owner: a file ``<runs>/dispatcher.owners/<pid>-<start>``
(pid and process start time: a reused pid is not the owner; ``processes.py``). The dispatcher looks every
``CHECK_EVERY_S``; an owner whose process is gone is forgotten (its file removed).

* A ``stay`` owner (the dashboard server, a script that calls ``ensure_dispatcher``) needs the dispatcher only
  while it lives: once every owner is gone, the dispatcher starts no new run, lets the runs in progress finish,
  and exits (its warm worker with it). A run still queued waits for the next dispatcher.
* A ``linger`` owner (the command line, ``python -m analyzers``: ``run --warm``) leaves it behind on purpose: a
  script that runs ``run --warm`` many times pays the torch import once, so a dispatcher that only lingering
  owners ever had keeps its idle rule (it exits after its idle minutes). Once a ``stay`` owner was seen, the
  dispatcher ends with its last owner.

Deciding to leave and registering are done under one lock (``flock`` on the owners folder): either the
dispatcher sees the new owner, or the new owner finds the dispatcher's lock free and starts another.
"""

from __future__ import annotations

import fcntl
import os
import sys
import time
from contextlib import contextmanager
from pathlib import Path

from .processes import own_token, parse_token, process_alive

OWNERS_DIR = "dispatcher.owners"
STAY, LINGER = "stay", "linger"
CHECK_EVERY_S = 1.0  # how often a dispatcher asks whether its owners live


def _folder(root: Path) -> Path:
    folder = Path(root) / OWNERS_DIR
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@contextmanager
def locked(root: Path):
    """The owners' lock (registering, and a dispatcher deciding to leave)."""
    fd = os.open(_folder(root), os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # releases the lock


def is_command_line() -> bool:
    """Whether this process is the engine's command line (``python -m analyzers ...``)."""
    spec = getattr(sys.modules.get("__main__"), "__spec__", None)
    return getattr(spec, "name", None) == "analyzers.__main__"


def register(root: Path, linger: bool | None = None) -> None:
    """Make this process an owner of the store's dispatcher (call under ``locked``); ``linger`` None: the command
    line lingers, any other process (the dashboard server) stays. A process that once lingered stays lingering."""
    path = _folder(root) / own_token().replace(" ", "-")
    kind = LINGER if (is_command_line() if linger is None else linger) else STAY
    try:
        if path.read_text() in (kind, LINGER):
            return
    except OSError:
        pass
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(kind)
    os.replace(tmp, path)


def scan(root: Path) -> tuple[set[str], set[str]]:
    """(kinds of the owners alive, kinds of the owners found gone); the files of the gone ones are removed."""
    alive, gone = set(), set()
    try:
        entries = list(_folder(root).iterdir())
    except OSError:
        return alive, gone
    for path in entries:
        owner = parse_token(path.name.replace("-", " "))
        if path.name.startswith(".") or owner is None:
            continue
        try:
            kind = path.read_text().strip() or STAY
        except OSError:
            continue
        if process_alive(*owner):
            alive.add(kind)
        else:
            gone.add(kind)
            path.unlink(missing_ok=True)
    return alive, gone


class OwnerWatch:
    """The dispatcher's view of its owners: ``serving()`` (take new runs?) and ``leave()`` (exit now?)."""

    def __init__(self, root: Path, check_every_s: float = CHECK_EVERY_S):
        self.root = Path(root)
        self.check_every_s = check_every_s
        self.stay_seen = False  # a stay owner was seen: the dispatcher ends with its last owner
        self._serving = True
        self._checked = float("-inf")

    def _look(self) -> bool:
        alive, gone = scan(self.root)
        self.stay_seen = self.stay_seen or STAY in alive or STAY in gone
        self._serving = bool(alive) or not self.stay_seen
        self._checked = time.monotonic()
        return self._serving

    def serving(self, fresh: bool = False) -> bool:
        """Whether someone still needs the dispatcher (looked at most every ``check_every_s``, unless ``fresh``)."""
        if fresh or time.monotonic() - self._checked >= self.check_every_s:
            self._look()
        return self._serving

    def leave(self, dispatcher_lock) -> bool:
        """Exit now? Under the owners' lock: when still no one needs the dispatcher, release its lock
        (``dispatcher_lock``, the open lock file) so that the next owner starts another, and say yes."""
        with locked(self.root):
            if self._look():
                return False
            dispatcher_lock.close()
            return True
