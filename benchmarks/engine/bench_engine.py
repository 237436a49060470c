"""Engine speed: a full analysis of a tiny demo model, and the engine's own overhead.

Two ways a run reaches a worker, each measured ``--repeat`` times after a cold run that fills
Inductor's compile cache:
  * fresh: ``python -m analyzers run`` (the CLI's default), one new worker process per run, which
    imports Python, torch, Dynamo and Inductor itself; wall = the CLI command;
  * warm: the run is queued for the store's dispatcher, whose warm worker imported everything once
    and forks a child per run (the dashboard's path, and ``run --warm``); wall = from submit to the
    final report. The first warm run also starts the warm worker and is printed apart.
Each run's wall time is split into
  * compile work: Dynamo/Inductor (explain's tracing + the first compiled call + recompiles),
  * timed iterations: the benchmark's warm-up and measured calls,
  * engine overhead: everything else (process start, imports, model build, coverage counting,
    trace parsing, code splitting, saving, queue pickup).
Targets: full analysis < 60 s with a warm cache on 2 cores; overhead < 30 % of wall time.

    python benchmarks/engine/bench_engine.py [--model demo:print] [--device cpu] [--repeat 2] [--mode both]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def one_run(model: str, device: str, runs: Path, extra: list[str]) -> dict:
    """A fresh-process run through the CLI; wall = the whole command."""
    t0 = time.perf_counter()
    p = subprocess.run(
        [sys.executable, "-m", "analyzers", "--runs-dir", str(runs), "run", "--model", model, "--device", device,
         "--json", *extra],
        capture_output=True, text=True, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    wall = time.perf_counter() - t0
    if p.returncode not in (0, 1):
        sys.exit(f"run failed: {p.stderr[-2000:]}")
    report = json.loads(Path(json.loads(p.stdout)["report"]).read_text())
    return split_wall(report, wall)


def one_warm_run(model: str, device: str, runs: Path, extra: list[str]) -> dict:
    """A run queued for the store's dispatcher (warm worker); wall = submit to final report."""
    from analyzers import cli
    from analyzers.report.store import RunStore
    from analyzers.runs import queue as jobs

    store = RunStore(runs)
    args = cli.build_parser().parse_args(["run", "--model", model, "--device", device, *extra])
    request = cli.request_from_args(args, jobs.machine_info(store))
    t0 = time.perf_counter()
    run_id = jobs.submit(store, request, jobs.machine_info(store))["run_id"]
    jobs.ensure_dispatcher(store)
    report = jobs.wait_final(store, run_id, poll_s=0.02)
    return split_wall(report, time.perf_counter() - t0)


def split_wall(report: dict, wall: float) -> dict:
    """Compile work, timed iterations and engine overhead of one run's wall time."""
    st = {s["name"]: s for s in report["stages"]}
    comp = report.get("compile") or {}
    bench = report.get("benchmark") or {}
    # Dynamo tracing inside explain counts as compile work (it is torch's, not ours): graph capture
    # time is what explain's two passes cost minus the coverage counter's eager forward.
    compile_work = st.get("explain", {}).get("seconds", 0) or 0
    compile_work += comp.get("first_call_s", 0) + sum(c["seconds"] for c in comp.get("extra_calls", []))
    timed = 0.0
    if bench.get("method"):  # a time budget: the stage is its warm-up and timed calls (and seconds of statistics)
        timed = st.get("benchmark", {}).get("seconds") or 0.0
    elif bench:
        per_call = (bench["eager"]["mean_ms"] + bench["compiled"]["mean_ms"]) / 1e3
        timed = per_call * (bench["iterations"] + bench["warmup"])
    overhead = wall - compile_work - timed
    return {
        "status": report["status"], "wall_s": wall, "compile_work_s": compile_work, "timed_s": timed,
        "overhead_s": overhead, "overhead_pct": 100 * overhead / wall,
        "stages": {k: v.get("seconds") for k, v in st.items()}, "worker": report.get("worker") or {},
    }


def line(tag: str, r: dict, imp: float | None = None) -> str:
    without = f"({100 * (r['overhead_s'] - imp) / r['wall_s']:4.1f} % without the torch import)  " if imp else ""
    return (
        f"{tag:9} wall {r['wall_s']:5.1f} s  compile {r['compile_work_s']:5.1f} s  timed {r['timed_s']:5.2f} s  "
        f"overhead {r['overhead_s']:5.1f} s = {r['overhead_pct']:4.1f} % {without}"
        f"status {r['status']}  worker {r['worker'].get('kind')}  stages {r['stages']}"
    )


def import_seconds() -> float:
    """What starting Python and importing torch, Dynamo and Inductor costs a fresh process here."""
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import torch, torch._dynamo, torch._inductor.config"], check=True)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="demo:print")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--repeat", type=int, default=2, help="warm-cache runs to measure after the cold one")
    ap.add_argument("--mode", default="both", choices=("fresh", "warm", "both"))
    ap.add_argument("extra", nargs="*", help="more CLI options, after --")
    a = ap.parse_args()
    from analyzers.report.store import RunStore
    from analyzers.runs import queue as jobs

    imp = min(import_seconds() for _ in range(2))
    print(f"python + torch/dynamo/inductor import in a fresh process: {imp:.1f} s (part of the fresh overhead)")
    with tempfile.TemporaryDirectory() as d:
        runs = Path(d)
        cold = one_run(a.model, a.device, runs, a.extra)
        print(f"cold      wall {cold['wall_s']:5.1f} s  (fills the compile cache)  stages {cold['stages']}")
        fresh, warm = [], []
        if a.mode in ("fresh", "both"):
            for i in range(a.repeat):
                fresh.append(one_run(a.model, a.device, runs, a.extra))
                print(line(f"fresh {i + 1}", fresh[-1], imp))
        if a.mode in ("warm", "both"):
            try:
                first = one_warm_run(a.model, a.device, runs, a.extra)
                print(line("warm 0", first) + f"  (starts the warm worker: imports {first['worker'].get('preimport_s')} s)")
                for i in range(a.repeat):
                    warm.append(one_warm_run(a.model, a.device, runs, a.extra))
                    print(line(f"warm {i + 1}", warm[-1]))
            finally:
                jobs.stop_dispatcher(RunStore(runs))
        for name, rs in (("fresh", fresh), ("warm", warm)):
            if rs:
                print(f"{name:5} median: wall {median(r['wall_s'] for r in rs):5.2f} s  "
                      f"overhead {median(r['overhead_pct'] for r in rs):4.1f} %  ({len(rs)} runs)")
        print(f"targets: wall < 60 s with a warm cache; overhead < 30 % of wall time ({os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
