"""GPT-2 (zoo ``gpt2``, B1 S32) on CPU: the benchmark stage's time with the default budget, and its intervals.

Target: the benchmark stage takes at most 30 s (it took 243 s with the old fixed count on a busy
machine) and reports an interval for every figure. Runs the engine as a user would, in a fresh
worker, ``--only compile,benchmark``, and prints one line per figure and the stage's seconds.

    python benchmarks/engine/bench_cpu_timing.py [--model gpt2] [--bench-seconds 0]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET_S = 30.0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="gpt2")
    ap.add_argument("--bench-seconds", default="0", help="0: the default budget (10 s per callable on CPU)")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as runs:
        cmd = [sys.executable, "-m", "analyzers", "--runs-dir", runs, "run", "--model", a.model, "--device", "cpu",
               "--batch-size", "1", "--seq-len", "32", "--only", "compile,benchmark", "--bench-seconds",
               a.bench_seconds, "--json"]
        t0 = time.perf_counter()
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
        wall = time.perf_counter() - t0
        if not p.stdout.strip():
            print(p.stderr[-3000:], file=sys.stderr)
            return 1
        summary = json.loads(p.stdout.strip().splitlines()[-1])
        report = json.loads(Path(summary["report"]).read_text())
    stage = next(s for s in report["stages"] if s["name"] == "benchmark")
    b = report.get("benchmark") or {}
    print(f"{a.model} B1 S32 on CPU, budget {b.get('budget_s')} s per callable: benchmark stage {stage['seconds']:.1f} s "
          f"(target <= {TARGET_S:.0f} s), {b.get('rounds')} rounds, stopped: {b.get('stopped')}; whole run {wall:.0f} s")
    for name in ("eager", "compiled"):
        st = b.get(name) or {}
        ci = st.get("ci_ms") or [None, None]
        print(f"  {name:8} latency {st.get('median_ms')} ms, 95 % [{ci[0]}, {ci[1]}] (±{100 * (st.get('ci_rel') or 0):.1f} %),"
              f" {st.get('samples')} calls, flags {st.get('flags')}")
    ci = b.get("speedup_ci") or [None, None]
    print(f"  speedup {b.get('speedup')}x, 95 % [{ci[0]}, {ci[1]}]; unstable: {b.get('unstable')}")
    for m in b.get("host_explanation") or []:
        print(f"  host: {m}")
    host = b.get("host") or {}
    print(f"  host facts: load average {host.get('load_avg')}, other processes {host.get('other_cores')} of "
          f"{host.get('cpus')} cores, torch threads {host.get('threads')}")
    return 0 if stage["seconds"] <= TARGET_S and b.get("speedup_ci") else 1


if __name__ == "__main__":
    sys.exit(main())
