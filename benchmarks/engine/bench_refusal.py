"""How long a refused ``run`` takes to say why: the user's typo answered in a blink, not after torch imports.

``python -m analyzers run`` starts its worker first (torch imports there while the options are checked); a refused
request stops that worker at once instead of waiting for it to finish importing. Times each refusal below
``--repeat`` times, alternating the cases, and prints the median and the range, with a plain ``python -c pass`` and
``python -c "import torch"`` beside them for scale. Target: a refusal that needs no machine facts well under one
torch import (on this 2-core machine, 2026-12-08: medians 0.16 and 0.20 s, against 1.57 and 1.67 s before the
change, a torch import 1.7-1.9 s).

    python benchmarks/engine/bench_refusal.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CASES = {
    "python -c pass": [sys.executable, "-c", "pass"],
    "python -c 'import torch'": [sys.executable, "-c", "import torch"],
    "run --iterations -1": [sys.executable, "-m", "analyzers", "--runs-dir", "{runs}", "run", "--model", "demo:clean",
                            "--device", "cpu", "--iterations", "-1"],
    "run --seq-len 0": [sys.executable, "-m", "analyzers", "--runs-dir", "{runs}", "run", "--model", "demo:clean",
                        "--device", "cpu", "--seq-len", "0"],
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    seconds: dict[str, list[float]] = {k: [] for k in CASES}
    with tempfile.TemporaryDirectory() as runs:
        for _ in range(a.repeat):
            for name, cmd in CASES.items():  # interleaved: the host's speed moves between rounds
                cmd = [c.replace("{runs}", runs) for c in cmd]
                t0 = time.perf_counter()
                p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
                seconds[name].append(time.perf_counter() - t0)
                if name.startswith("run") and (p.returncode != 2 or not p.stderr.startswith("error:")):
                    print(f"{name}: not refused (exit {p.returncode}): {p.stderr[-500:]}", file=sys.stderr)
                    return 1
        left = sorted(p.name for p in Path(runs).iterdir() if (p / "report.json").exists())
    for name, s in seconds.items():
        print(f"{name:>26}: median {statistics.median(s):.3f} s, range {min(s):.3f}-{max(s):.3f} s over {len(s)}")
    print(f"runs in the store after the refusals: {left or 'none'} (a refusal creates no run)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
