"""Nothing of a store outlives its server: the dispatcher and its warm worker end with their owners.

A stand-in for the dashboard server (a process that calls ``queue.ensure_dispatcher``, as the New run page does)
starts a real dispatcher, which starts its warm worker; the stand-in is then killed with SIGKILL, as ``kill -9`` of
``make start``'s process group does. The dispatcher (its own session: the kill does not reach it) must see that its
owner is gone and exit, its warm worker with it; a run in progress finishes first, a queued run is not started.
The rules themselves (``owners.py``) are checked without processes below.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from analyzers.report.schema import CompileOptions, ModelSource, RunRequest
from analyzers.report.store import RunStore
from analyzers.runs import owners
from analyzers.runs import queue as jobs
from analyzers.runs.processes import own_token, process_alive, process_start

ROOT = Path(__file__).resolve().parents[1]
BOUND_S = 60  # generous: the dispatcher looks at its owners every second and gives its worker 5 s to leave
STAND_IN = """
import sys, time
from analyzers.report.store import RunStore
from analyzers.runs import queue
queue.ensure_dispatcher(RunStore(sys.argv[1]))
print("started", flush=True)
time.sleep(3600)
"""


def _request() -> RunRequest:
    return RunRequest(ModelSource("demo", "clean"), CompileOptions(device="cpu"), only=["explain"])


def _poll(what, timeout: float, message: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = what()
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError(message)


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def _children(pid: int) -> list[int]:
    out = []
    for p in Path("/proc").iterdir():
        if p.name.isdigit():
            try:
                if int((p / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    out.append(int(p.name))
            except (OSError, IndexError, ValueError):
                continue
    return out


def _dispatcher(runs: Path) -> tuple[int, str] | None:
    """(pid, start) of the store's dispatcher once it holds its lock."""
    try:
        pid = int((runs / "dispatcher.lock").read_text().strip())
    except (OSError, ValueError):
        return None
    return (pid, process_start(pid)) if "dispatch" in _cmdline(pid) else None


def _warm_worker(dispatcher_pid: int) -> tuple[int, str] | None:
    """(pid, start) of the dispatcher's warm worker once it has loaded torch (the 400 MB that outlived its server)."""
    for pid in _children(dispatcher_pid):
        if "warm-worker" in _cmdline(pid):
            try:
                if "libtorch" in Path(f"/proc/{pid}/maps").read_text():
                    return pid, process_start(pid)
            except OSError:
                return None
    return None


def _start_stand_in(runs: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("COMPILESCOPE_WARM_WORKER", None)
    server = subprocess.Popen([sys.executable, "-c", STAND_IN, str(runs)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              text=True, start_new_session=True)
    assert server.stdout.readline().strip() == "started"
    return server


def _kill(server: subprocess.Popen) -> None:
    os.killpg(server.pid, signal.SIGKILL)
    server.wait(timeout=30)


def _gone(*procs: tuple[int, str]) -> bool:
    return not any(process_alive(pid, start) for pid, start in procs)


def _clean_up(*procs) -> None:
    for proc in procs:
        if proc and process_alive(*proc) and ("dispatch" in _cmdline(proc[0]) or "warm-worker" in _cmdline(proc[0])):
            os.kill(proc[0], signal.SIGKILL)


def test_an_idle_dispatcher_and_its_warm_worker_end_when_their_server_is_killed(tmp_path):
    runs = tmp_path / "runs"
    RunStore(runs)
    server = _start_stand_in(runs)
    dispatcher = worker = None
    try:
        dispatcher = _poll(lambda: _dispatcher(runs), 60, "no dispatcher started")
        worker = _poll(lambda: _warm_worker(dispatcher[0]), 180, "the dispatcher started no warm worker")
        _kill(server)  # both are up: the server goes as kill -9 of make start's process group takes it
        t0 = time.monotonic()
        _poll(lambda: _gone(dispatcher, worker), BOUND_S, f"still running {BOUND_S} s after the server was killed: "
              f"dispatcher {process_alive(*dispatcher)}, warm worker {process_alive(*worker)}")
        assert time.monotonic() - t0 < BOUND_S
        assert not jobs.stop_dispatcher(RunStore(runs))  # its lock is free: the next owner starts another
        assert not [p for p in (runs / owners.OWNERS_DIR).iterdir() if not p.name.startswith(".")]  # forgotten
    finally:
        if server.poll() is None:
            _kill(server)
        _clean_up(dispatcher, worker)


def test_a_run_in_progress_finishes_then_the_dispatcher_ends_and_a_queued_run_waits(tmp_path):
    runs = tmp_path / "runs"
    store = RunStore(runs)
    first = jobs.submit(store, _request())["run_id"]
    second = jobs.submit(store, _request())["run_id"]
    server = _start_stand_in(runs)
    dispatcher = worker = None
    try:
        dispatcher = _poll(lambda: _dispatcher(runs), 60, "no dispatcher started")
        _poll(lambda: store.load_report(first)["status"] != "queued", 300, "the first run never started")
        worker = _warm_worker(dispatcher[0])
        _kill(server)
        report = _poll(lambda: (r := store.load_report(first))["status"] in ("ok", "failed") and r, 300,
                       "the run in progress did not finish")
        assert report["status"] == "ok", report.get("error")
        _poll(lambda: _gone(dispatcher, *([worker] if worker else [])), BOUND_S,
              f"the dispatcher still runs {BOUND_S} s after its last run ended")
        assert store.load_report(second)["status"] == "queued"  # no owner: no new run started
        assert not (store.run_dir(second) / "claimed").exists()
    finally:
        if server.poll() is None:
            _kill(server)
        _clean_up(dispatcher, worker)
        jobs.stop_dispatcher(store)


# -- the rules, without processes ------------------------------------------------------------------------------------
def _owner_file(root: Path, token: str, kind: str) -> None:
    (root / owners.OWNERS_DIR).mkdir(parents=True, exist_ok=True)
    (root / owners.OWNERS_DIR / token.replace(" ", "-")).write_text(kind)


GONE = f"{os.getpid()} not-its-start"  # this pid with another start time: a process that is gone


def test_a_dispatcher_whose_server_is_gone_stops_serving_and_forgets_it(tmp_path):
    _owner_file(tmp_path, GONE, owners.STAY)
    watch = owners.OwnerWatch(tmp_path)
    assert watch.serving() is False
    assert not list((tmp_path / owners.OWNERS_DIR).iterdir())
    assert watch.serving() is False  # it was seen: the dispatcher ends with its last owner


def test_a_live_owner_keeps_it_serving_and_a_command_line_lets_it_linger(tmp_path):
    _owner_file(tmp_path, own_token(), owners.STAY)
    _owner_file(tmp_path, GONE, owners.LINGER)
    assert owners.OwnerWatch(tmp_path).serving() is True  # the live one
    (tmp_path / owners.OWNERS_DIR / own_token().replace(" ", "-")).unlink()
    _owner_file(tmp_path, GONE, owners.LINGER)
    assert owners.OwnerWatch(tmp_path).serving() is True  # only `run --warm` had it: it waits idle for the next
    assert owners.OwnerWatch(tmp_path).serving() is True  # a manual `dispatch` (no owner at all) serves too


def test_registering_is_sticky_for_a_lingering_process(tmp_path):
    with owners.locked(tmp_path):
        owners.register(tmp_path, linger=True)
        owners.register(tmp_path, linger=False)  # run --warm's later waits do not turn it into a server
    assert (tmp_path / owners.OWNERS_DIR / own_token().replace(" ", "-")).read_text() == owners.LINGER
    assert owners.is_command_line() is False  # pytest is not `python -m analyzers`: it would stay


def test_leaving_is_decided_under_the_lock_a_new_owner_takes(tmp_path):
    _owner_file(tmp_path, GONE, owners.STAY)
    watch = owners.OwnerWatch(tmp_path)
    assert watch.serving() is False
    lock = open(tmp_path / "dispatcher.lock", "a")
    with owners.locked(tmp_path):  # what ensure_dispatcher does, just before the dispatcher decides
        owners.register(tmp_path)
    assert watch.leave(lock) is False and not lock.closed  # it saw the new owner: it stays
    (tmp_path / owners.OWNERS_DIR / own_token().replace(" ", "-")).unlink()
    assert watch.leave(lock) is True and lock.closed  # no one: it leaves, its lock free for the next one
