"""The tool's own seconds: ``python -m analyzers run --recipe R --only explain`` (and ``explain,compile``)
against the plain script a user would write for the same (import torch, import the recipe, build, explain; compile
and call), each in a fresh process, in interleaved rounds (the order alternates per round), after one warm-up round
that is not counted (it fills Inductor's on-disk cache for both). Prints each round, the medians and the ratio
tool / plain per task, and the tool's own share from the report's phases. Target: ratio ≤ 1.2 (the median of 3).

    python benchmarks/engine/bench_own_seconds.py [--rounds 3] [--recipe FILE] [--fresh-store]

``--fresh-store``: every tool run in a new empty store (the machine's facts are asked each time, as on a first run).
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

RECIPE = '''"""A small residual MLP (the kind of recipe the check uses)."""
import torch
from torch import nn


class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.norm, self.fc1, self.fc2 = nn.LayerNorm(d), nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x):
        return x + self.fc2(torch.relu(self.fc1(self.norm(x))))


def build_model():
    return nn.Sequential(*[Block(64) for _ in range(3)], nn.Linear(64, 10))


def example_inputs():
    return (torch.randn(8, 64),)
'''

PLAIN = '''import importlib.util, sys, torch
spec = importlib.util.spec_from_file_location("recipe", sys.argv[1])
m = importlib.util.module_from_spec(spec); sys.modules["recipe"] = m; spec.loader.exec_module(m)
torch.manual_seed(0)
model, args = m.build_model().eval(), m.example_inputs()
with torch.no_grad():
    e = torch._dynamo.explain(model)(*args)
    print(e.graph_count, e.graph_break_count)
    if "compile" in sys.argv[2]:
        torch._dynamo.reset()
        torch.compile(model)(*args)
'''

TASKS = {"explain": "explain", "explain,compile": "explain,compile"}


def timed(cmd: list[str], env: dict) -> tuple[float, subprocess.CompletedProcess]:
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env)
    wall = time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}):\n{p.stderr[-3000:]}")
    return wall, p


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--recipe", help="a recipe file (default: a small residual MLP written here)")
    ap.add_argument("--fresh-store", action="store_true")
    a = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="own-seconds-"))
    recipe = Path(a.recipe).resolve() if a.recipe else work / "resmlp.py"
    if not a.recipe:
        recipe.write_text(RECIPE)
    plain = work / "plain.py"
    plain.write_text(PLAIN)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    store = [work / "runs"]

    def tool(only: str) -> tuple[float, dict]:
        runs = work / f"runs-{time.time_ns()}" if a.fresh_store else store[0]
        wall, p = timed([sys.executable, "-m", "analyzers", "--runs-dir", str(runs), "run", "--recipe", str(recipe),
                         "--device", "cpu", "--only", only, "--json"], env)
        report = json.loads(Path(json.loads(p.stdout)["report"]).read_text())
        from analyzers.report.own_time_rows import account

        return wall, account(report) or {}

    def plain_run(only: str) -> float:
        return timed([sys.executable, str(plain), str(recipe), only], env)[0]

    print(f"recipe {recipe}; {os.cpu_count()} cores; load {os.getloadavg()[0]:.1f}", flush=True)
    for only in TASKS:  # warm-up: Inductor's cache, the store's machine facts
        plain_run(only), tool(only)
    results = {only: {"plain": [], "tool": [], "tool_own": []} for only in TASKS}
    for r in range(a.rounds):
        for only in TASKS:
            order = ("plain", "tool") if r % 2 == 0 else ("tool", "plain")
            for who in order:
                if who == "plain":
                    results[only]["plain"].append(plain_run(only))
                else:
                    wall, acc = tool(only)
                    results[only]["tool"].append(wall)
                    results[only]["tool_own"].append(acc.get("tool_s"))
            res = results[only]
            print(f"round {r + 1} {only:16} plain {res['plain'][-1]:.2f} s  tool {res['tool'][-1]:.2f} s  "
                  f"(tool's own {res['tool_own'][-1]} s)  load {os.getloadavg()[0]:.1f}", flush=True)
    print()
    for only, res in results.items():
        p, t = median(res["plain"]), median(res["tool"])
        print(f"{only:16} median plain {p:.2f} s, tool {t:.2f} s: {t / p:.2f}x  (target <= 1.2x)  "
              f"tool's own median {median(x for x in res['tool_own'] if x is not None):.2f} s")


if __name__ == "__main__":
    main()
