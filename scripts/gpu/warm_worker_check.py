"""On a CUDA machine: one run forked from the warm worker against one fresh-process run of the same request.

Checks that a forked child can use the GPU (the warm worker never touched CUDA) and that both give the
same report content, then prints for each: wall time, stage seconds, and the split of wall time into
compile work / timed iterations / engine overhead (the definitions of benchmarks/engine/bench_engine.py).

    python scripts/gpu/warm_worker_check.py [--runs-dir DIR] [--repeat 1] [--skip-cold] [-- more run options]

Order: a cold fresh run fills Inductor's compile cache (skip with --skip-cold if it is warm already);
the warm worker is started (timed apart, with a tiny demo run); then fresh and warm runs alternate.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "engine"))

from bench_engine import one_run, one_warm_run  # noqa: E402

REQUEST = ["--dtype", "fp16", "--batch-size", "8", "--seq-len", "512"]


def show(tag: str, r: dict, report: dict | None = None) -> None:
    w = r["worker"]
    print(f"{tag:12} wall {r['wall_s']:6.1f} s  compile {r['compile_work_s']:5.1f} s  timed {r['timed_s']:5.2f} s  "
          f"overhead {r['overhead_s']:5.1f} s = {r['overhead_pct']:4.1f} %  status {r['status']}")
    print(f"{'':12} stages {r['stages']}")
    print(f"{'':12} worker {json.dumps(w)}")


def last_report(runs: Path) -> dict:
    from analyzers.report.store import RunStore

    store = RunStore(runs)
    row = max(store.list_runs(), key=lambda x: x["created"] or 0)
    return store.load_report(row["run_id"])


def facts(report: dict) -> dict:
    env = report.get("environment") or {}
    return {
        "status": report.get("status"),
        "gpu": env.get("gpu"),
        "cuda_available": env.get("cuda_available"),
        "graphs": (report.get("explain") or {}).get("graph_count"),
        "breaks": (report.get("explain") or {}).get("graph_break_count"),
        "kernels": len((report.get("code") or {}).get("kernels") or []),
        "compiled_ms": ((report.get("benchmark") or {}).get("compiled") or {}).get("median_ms"),
        "eager_ms": ((report.get("benchmark") or {}).get("eager") or {}).get("median_ms"),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="bert-base")
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--runs-dir", default=None, help="default: a temporary folder")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--skip-cold", action="store_true")
    ap.add_argument("extra", nargs="*", help="more run options (after --); default " + " ".join(REQUEST))
    a = ap.parse_args()
    extra = a.extra or REQUEST
    from analyzers.report.store import RunStore
    from analyzers.runs import queue as jobs

    tmp = None if a.runs_dir else tempfile.TemporaryDirectory()
    runs = Path(a.runs_dir or tmp.name)
    store = RunStore(runs)
    print(f"runs in {runs}; request --model {a.model} --device {a.device} {' '.join(extra)}")
    jobs.machine_info(store)  # cache the machine facts outside the timings
    ok = True
    try:
        if not a.skip_cold:
            r = one_run(a.model, a.device, runs, extra)
            show("cold fresh", r)
        t0 = time.perf_counter()
        start = one_warm_run("demo:clean", a.device, runs, ["--only", "explain"])
        print(f"warm worker started and served a tiny run in {time.perf_counter() - t0:.1f} s "
              f"(imports {start['worker'].get('preimport_s')} s, fork hazards {start['worker'].get('fork_hazards')})")
        for i in range(a.repeat):
            fresh = one_run(a.model, a.device, runs, extra)
            fresh_facts = facts(last_report(runs))
            show(f"fresh {i + 1}", fresh)
            warm = one_warm_run(a.model, a.device, runs, extra)
            warm_facts = facts(last_report(runs))
            show(f"warm {i + 1}", warm)
            print(f"{'':12} fresh {fresh_facts}\n{'':12} warm  {warm_facts}")
            same = all(fresh_facts[k] == warm_facts[k] for k in ("status", "gpu", "cuda_available", "graphs", "breaks", "kernels"))
            checks = {
                "warm run ok": warm["status"] == "ok",
                "forked from the warm worker": warm["worker"].get("kind") == "warm",
                "child saw the GPU": bool(warm_facts["cuda_available"]) or a.device == "cpu",
                "same report content (status, gpu, graphs, breaks, kernels)": same,
                "warm overhead < 30 % of wall": warm["overhead_pct"] < 30,
            }
            for name, passed in checks.items():
                print(f"{'':12} {'PASS' if passed else 'FAIL'} {name}")
            ok = ok and all(list(checks.values())[:4])
            print(f"{'':12} wall fresh {fresh['wall_s']:.1f} s -> warm {warm['wall_s']:.1f} s; overhead "
                  f"{fresh['overhead_s']:.1f} s ({fresh['overhead_pct']:.0f} %) -> {warm['overhead_s']:.1f} s "
                  f"({warm['overhead_pct']:.0f} %)")
    finally:
        jobs.stop_dispatcher(store)
        if tmp:
            tmp.cleanup()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
