"""Fault campaign: N random ``kill -9``s of the CLI, its worker, or both, at random moments of real runs, then
recovery; checks that every stored report parses and that no run is left ``running`` (or ``queued``) afterwards.

Each trial starts ``python -m analyzers run --model demo:clean --only explain`` (a fresh worker; with
``--warm`` in the mix, the dispatcher's forked warm worker, and the dispatcher itself as a target), waits a random
time, and SIGKILLs its target: the CLI, the worker (found when it appears), or the CLI and then the worker (the
run is then nobody's: only recovery closes it). The ``cold`` path starts ``cold-start`` instead and kills
the worker (or the CLI and the worker) once a route's process is running, or a route's process itself; no route
process may be left behind. After the last trial one recovery command runs (``list``,
``reindex`` or ``dispatch``: ``--recover``), then a dispatcher takes any run still queued, then one normal run
must succeed. Prints the counts; exit code 0 only when everything held.

    python benchmarks/engine/fault_campaign.py [--n 50] [--paths fresh,warm] [--recover list] [--seed 0] \\
        [--runs-dir DIR]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analyzers.report.schema import FINAL_STATUSES, SchemaError  # noqa: E402
from analyzers.report.store import RunStore  # noqa: E402
from analyzers.runs import queue as jobs  # noqa: E402
from analyzers.runs.processes import process_alive  # noqa: E402

RUN = ("run", "--model", "demo:clean", "--device", "cpu", "--only", "explain", "--json")
# a cold start whose routes stop within a minute (--timeout), so a worker left alone by a killed CLI ends in time
COLD_RUN = ("cold-start", "--model", "demo:clean", "--device", "cpu", "--only", "cold_start", "--iterations", "3",
            "--warmup", "1", "--timeout", "60", "--json")
TARGETS = {"fresh": ("cli", "worker", "cli+worker"), "warm": ("cli", "worker", "cli+worker", "dispatcher"),
           "cold": ("worker", "cli+worker", "route")}


def _procs() -> list[tuple[int, int, str]]:
    """(pid, ppid, command line) of every process we can see."""
    out = []
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace")
            ppid = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        out.append((int(d.name), ppid, cmd))
    return out


def workers(runs: Path) -> list[int]:
    """Live worker processes of this store: ``execute`` processes, and the children of its dispatcher's zygote."""
    procs = _procs()
    fresh = [p for p, _, cmd in procs if " execute " in cmd and str(runs) in cmd]
    dispatchers = {p for p, _, cmd in procs if cmd.rstrip().endswith(" dispatch") and str(runs) in cmd}
    zygotes = {p for p, pp, cmd in procs if pp in dispatchers and "warm-worker" in cmd}
    return fresh + [p for p, pp, _ in procs if pp in zygotes]


def route_processes(runs: Path) -> list[int]:
    """Live processes of a cold start's routes in this store (``analyzers.runs.cold_start_route``)."""
    return [p for p, _, cmd in _procs() if "cold_start_route" in cmd and str(runs) in cmd]


def _wait_for(find, within_s: float) -> list[int]:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        found = find()
        if found:
            return found
        time.sleep(0.05)
    return []


def dispatcher_pid(runs: Path) -> int | None:
    return next((p for p, _, cmd in _procs() if cmd.rstrip().endswith(" dispatch") and str(runs) in cmd), None)


def _kill(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(pid, signal.SIGKILL)
        return True
    except ProcessLookupError:
        return False


def _moment(store: RunStore, before: set[str]) -> str:
    """Where the newest run of this trial was when the kill landed: no run yet, queued, a stage, or final."""
    new = sorted(p.name for p in store.root.iterdir() if p.is_dir() and p.name not in before)
    if not new:
        return "no run yet"
    try:
        report = store.load_report(new[-1])
    except Exception:  # noqa: BLE001 - a folder whose report is not written yet
        return "creating the run"
    running = [s["name"] for s in report.get("stages", []) if s.get("status") == "running"]
    if running:
        return f"stage {running[0]}"
    return "between stages" if report.get("status") == "running" else str(report.get("status"))


def trial(runs: Path, path: str, target: str, delay: float, rng: random.Random) -> tuple[list[tuple[str, str]], int]:
    """One run and its kill(s); returns (what was killed, where the run was) per kill that hit a live process, and
    the route processes of a cold start still alive 10 s after the trial."""
    store = RunStore(runs)
    before = {p.name for p in runs.iterdir()}
    env = dict(os.environ, PYTHONPATH=str(ROOT), COMPILESCOPE_WARM_WORKER="1")
    command = COLD_RUN if path == "cold" else RUN
    args = [sys.executable, "-m", "analyzers", "--runs-dir", str(runs), *command] + (["--warm"] if path == "warm" else [])
    cli = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT, env=env)
    kills = []
    t0 = time.monotonic()
    while time.monotonic() - t0 < delay and cli.poll() is None:
        time.sleep(0.01)
    if path == "cold":  # a route's process must be running: the kill lands mid-route
        routes = _wait_for(lambda: route_processes(runs), 120)
        if target == "route" and _kill(routes[0] if routes else None):
            kills.append(("route", _moment(store, before)))
    if target == "dispatcher":
        if _kill(dispatcher_pid(runs)):
            kills.append(("dispatcher", _moment(store, before)))
    if target in ("cli", "cli+worker") and _kill(cli.pid if cli.poll() is None else None):
        kills.append(("cli", _moment(store, before)))
        if target == "cli+worker":
            time.sleep(rng.uniform(0, 3))
    if target in ("worker", "cli+worker"):
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            pids = workers(runs)
            if pids:
                if _kill(pids[0]):
                    kills.append(("worker", _moment(store, before)))
                break
            if target == "worker" and cli.poll() is not None:
                break  # the run ended before its worker could be caught
            time.sleep(0.01)
    try:
        cli.wait(timeout=180)
    except subprocess.TimeoutExpired:
        _kill(cli.pid)
        cli.wait()
    deadline = time.monotonic() + 120  # a worker whose CLI was killed finishes alone: let it, trials must not pile up
    while workers(runs) and time.monotonic() < deadline:
        time.sleep(0.1)
    deadline = time.monotonic() + 10  # a route's process notices its worker is gone within a fraction of a second
    while route_processes(runs) and time.monotonic() < deadline:
        time.sleep(0.1)
    return kills, len(route_processes(runs))


def check_store(runs: Path) -> dict:
    """Every report.json parses (JSON and schema); the runs by status."""
    store = RunStore(runs)
    parsed, broken, statuses, lost, reasons = 0, [], collections.Counter(), 0, collections.Counter()
    for p in sorted(runs.glob("*/report.json")):
        try:
            report = store.load_report(p.parent.name)
            parsed += 1
        except (SchemaError, ValueError, OSError) as e:
            broken.append(f"{p.parent.name}: {e}")
            continue
        statuses[report["status"]] += 1
        lost += report["status"] == "running" and not process_alive(report.get("worker_pid"), report.get("worker_start"))
        message = str((report.get("error") or {}).get("message") or "")
        reasons[message.split(":")[0].split(" (")[0] if report["status"] == "failed" else report["status"]] += 1
    return {"reasons": dict(reasons), "reports": parsed + len(broken), "parsed": parsed, "broken": broken, "statuses": dict(statuses),
            "lost": lost, "temp_files_left": len(list(runs.glob("*/.report.json.*.tmp")))}


def recover(runs: Path, how: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), COMPILESCOPE_WARM_WORKER="1")
    if how == "dispatch":  # a dispatcher that starts closes lost runs first; it then runs what is queued
        jobs.stop_dispatcher(RunStore(runs))
        jobs.ensure_dispatcher(RunStore(runs))
        time.sleep(3)
        return subprocess.run(["true"], capture_output=True, text=True)
    return subprocess.run([sys.executable, "-m", "analyzers", "--runs-dir", str(runs), how], capture_output=True,
                          text=True, cwd=ROOT, env=env)


def drain(runs: Path, timeout_s: float = 600) -> bool:
    """Let a dispatcher take every run still queued (a claim left by a killed CLI is taken over)."""
    store = RunStore(runs)
    jobs.ensure_dispatcher(store)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if not [r for r in store.list_runs() if r["status"] in ("queued", "running")]:
            return True
        time.sleep(0.5)
    return False


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=50, help="kill -9s to deliver (default 50)")
    ap.add_argument("--paths", default="fresh,warm",
                    help="comma list of fresh (run), warm (run --warm), cold (cold-start: kills mid-route)")
    ap.add_argument("--recover", default="list", choices=("list", "reindex", "dispatch"))
    ap.add_argument("--max-delay", type=float, default=6.0, help="latest kill moment after the start, seconds")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--runs-dir", type=Path, default=None, help="store to use (default: a new temporary folder)")
    a = ap.parse_args(argv)
    rng = random.Random(a.seed)
    runs = (a.runs_dir or Path(tempfile.mkdtemp(prefix="fault-campaign-"))).resolve()
    runs.mkdir(parents=True, exist_ok=True)
    paths = [p.strip() for p in a.paths.split(",") if p.strip() in TARGETS]
    kills: list[tuple[str, str, str]] = []
    trials, left_behind = 0, 0
    t0 = time.monotonic()
    try:
        while len(kills) < a.n and trials < 4 * a.n:
            path = rng.choice(paths)
            target = rng.choice(TARGETS[path])
            delay = rng.uniform(0, a.max_delay)
            got, left = trial(runs, path, target, delay, rng)
            left_behind += left
            kills += [(path, who, where) for who, where in got]
            trials += 1
            print(f"trial {trials}: {path} {target} at {delay:.1f} s: "
                  + (", ".join(f"killed {who} ({where})" for who, where in got) or "nothing left to kill"),
                  file=sys.stderr, flush=True)
        during = check_store(runs)
        rec = recover(runs, a.recover)
        after = check_store(runs)
        drained = drain(runs)
        final = check_store(runs)
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        last = subprocess.run([sys.executable, "-m", "analyzers", "--runs-dir", str(runs), *RUN], capture_output=True,
                              text=True, cwd=ROOT, env=env)
        last_ok = last.returncode == 0 and json.loads(last.stdout or "{}").get("status") == "ok"
    finally:
        jobs.stop_dispatcher(RunStore(runs))
    held = (not during["broken"] and not after["broken"] and not final["broken"]
            and after["lost"] == 0 and drained
            and set(final["statuses"]) <= set(FINAL_STATUSES) and last_ok and len(kills) >= a.n and not left_behind)
    print(f"fault campaign: {len(kills)} kill -9s in {trials} trials ({time.monotonic() - t0:.0f} s), store {runs}")
    print("  killed:   " + ", ".join(f"{k} x{v}" for k, v in collections.Counter(f"{p}/{w}" for p, w, _ in kills)
                                      .most_common()))
    print("  moments:  " + ", ".join(f"{k} x{v}" for k, v in collections.Counter(m for *_, m in kills).most_common()))
    print(f"  before recovery: {during['parsed']}/{during['reports']} reports parse, by status {during['statuses']}, "
          f"{during['lost']} running with their worker gone")
    print(f"  after `{a.recover}`: {after['parsed']}/{after['reports']} parse, by status {after['statuses']}, "
          f"{after['lost']} running with their worker gone"
          f" ({rec.stderr.strip().splitlines()[0] if rec.stderr.strip() else 'nothing to say'})")
    print(f"  after the dispatcher took the queue: {final['parsed']}/{final['reports']} parse, by status "
          f"{final['statuses']}, {final['temp_files_left']} temporary file(s) left by killed writers")
    print("  how the runs ended: " + ", ".join(f"{k} x{v}" for k, v in sorted(final["reasons"].items())))
    if "cold" in paths:
        print(f"  cold-start route processes left behind: {left_behind}")
    print(f"  a normal run afterwards: {'ok' if last_ok else 'FAILED: ' + last.stderr.strip()[-300:]}")
    for line in during["broken"] + after["broken"] + final["broken"]:
        print(f"  BROKEN REPORT {line}")
    print("held" if held else "DID NOT HOLD")
    return 0 if held else 1


if __name__ == "__main__":
    sys.exit(main())
