"""Sweep overhead: one ``python -m analyzers sweep`` against running its cells one by one with the CLI.

Both sides do the same work per cell: a fresh Inductor/Triton cache folder (cold compile) and one
``python -m analyzers run`` worth of analyses. The sweep is run with ``--no-warm`` (its warm-cache
re-compiles are extra work a plain CLI run does not do; their time is printed separately from a
second sweep when ``--with-warm`` is given). Target: sweep <= 1.10 x the one-by-one total.

    python benchmarks/engine/bench_sweep_overhead.py [--model demo:clean] [--modes default,max-autotune-no-cudagraphs]
        [--dynamic false,true] [--iterations 5] [--device cpu] [--with-warm]
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

ROOT = Path(__file__).resolve().parents[2]


def _cli(args: list[str], runs: Path, env_extra: dict | None = None) -> tuple[float, subprocess.CompletedProcess]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), **(env_extra or {}))
    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "analyzers", "--runs-dir", str(runs), *args], capture_output=True,
                       text=True, env=env, cwd=ROOT)
    return time.perf_counter() - t0, p


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="demo:clean")
    ap.add_argument("--modes", default="default,max-autotune-no-cudagraphs")
    ap.add_argument("--dynamic", default="false,true")
    ap.add_argument("--dtypes", default="fp32")
    ap.add_argument("--batch-sizes", default="1")
    ap.add_argument("--iterations", type=int, default=5)
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--with-warm", action="store_true")
    a = ap.parse_args()
    common = ["--iterations", str(a.iterations), "--warmup", str(a.warmup), "--device", a.device]
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        # prime the machine-facts cache on both stores so neither side pays for it in the timing
        for side in ("sweep", "cli"):
            _cli(["env", "--json"], tmp / side)
            _cli(["list"], tmp / side)
        sweep_s, p = _cli(["sweep", "--model", a.model, "--modes", a.modes, "--dynamic", a.dynamic, "--dtypes",
                           a.dtypes, "--batch-sizes", a.batch_sizes, "--no-warm", "--json", *common], tmp / "sweep")
        if p.returncode not in (0, 1):
            print(p.stderr[-3000:])
            return 1
        record = json.loads(p.stdout)
        cells = record["cells"]
        print(f"sweep {record['sweep_id']}: {len(cells)} cells, {sweep_s:.1f} s wall ({record['status']})")
        one_by_one = 0.0
        for c in cells:
            if c["status"] == "refused":
                continue
            if c["mode"] == "eager":
                opts = ["--backend", "eager", "--only", "explain,compile,benchmark"]
            else:
                opts = ["--mode", c["mode"], "--dynamic", c["dynamic"]]
            cache = tmp / "cli-cache" / c["key"]
            s, p = _cli(["run", "--model", a.model, "--dtype", c["dtype"], "--batch-size", str(c["batch_size"]),
                         *opts, *common, "--json"], tmp / "cli",
                        {"TORCHINDUCTOR_CACHE_DIR": str(cache / "inductor"), "TRITON_CACHE_DIR": str(cache / "triton")})
            one_by_one += s
            print(f"  cli {c['key']:45} {s:6.1f} s (sweep cell {c.get('seconds') or 0:6.1f} s) rc={p.returncode}")
        ratio = sweep_s / one_by_one if one_by_one else float("nan")
        print(f"one by one: {one_by_one:.1f} s; sweep: {sweep_s:.1f} s; overhead {100 * (ratio - 1):+.1f} % "
              f"[target <= +10 %: {'met' if ratio <= 1.10 else 'MISSED'}]")
        if a.with_warm:
            warm_s, p = _cli(["sweep", "--model", a.model, "--modes", a.modes, "--dynamic", a.dynamic, "--dtypes",
                              a.dtypes, "--batch-sizes", a.batch_sizes, "--json", *common], tmp / "sweep")
            rec = json.loads(p.stdout)
            print(f"sweep with warm re-compiles: {warm_s:.1f} s (warm compile s per cell: "
                  + ", ".join(f"{c['key']}={c.get('compile_warm_s')}" for c in rec["cells"]) + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
