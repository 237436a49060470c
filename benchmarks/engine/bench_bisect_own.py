"""The numerics bisection's own seconds: the engine's bisection (the ``numerics.bisection.seconds`` of a run
whose outputs differ from eager: the child's start to its answer) against plain ``CompilerBisector.do_bisect`` in
a fresh process on the same model (the whole process: Python's start, import torch, the model, eager's outputs,
the bisection), in interleaved rounds after a warm-up round (Inductor's cache). Target: ≤ 1.5×.

    python benchmarks/engine/bench_bisect_own.py [--recipe recipes/fp16_rmsnorm.py --device cuda --dtype fp16] \\
        [--rounds 3]

Without ``--recipe``: a CPU model whose eval forward calls dropout with training=True (the rng-in-eval demo's
cause), in fp32.
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

RECIPE = '''"""Dropout left on in eval: compiled (decomposed dropout) and eager draw different random masks."""
import torch
from torch import nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a, self.b = nn.Linear(64, 64), nn.Linear(64, 64)

    def forward(self, x):
        return self.b(nn.functional.dropout(torch.relu(self.a(x)), p=0.5, training=True))


def build_model():
    return M()


def example_inputs():
    return (torch.randn(4, 16, 64, generator=torch.Generator().manual_seed(0)),)
'''

# What a user would write: build, eager's output, then bisect with a fresh compile per step (seeded like eager).
PLAIN = '''import importlib.util, sys, time, torch
from torch._inductor.compiler_bisector import CompilerBisector
path, device, dtype = sys.argv[1], sys.argv[2], {"fp32": torch.float32, "fp16": torch.float16,
                                                  "bf16": torch.bfloat16}[sys.argv[3]]
spec = importlib.util.spec_from_file_location("recipe", path)
m = importlib.util.module_from_spec(spec); sys.modules["recipe"] = m; spec.loader.exec_module(m)
torch.manual_seed(0)
model = m.build_model().to(device=device, dtype=dtype).eval()
args = [a.to(device=device, dtype=dtype) for a in m.example_inputs()]
tol = {torch.float32: 1e-4, torch.float16: 1e-2, torch.bfloat16: 2e-2}[dtype]
with torch.no_grad():
    torch.manual_seed(0); ref = model(*args).float()

    def fn():
        torch._dynamo.reset()
        torch.manual_seed(0)
        out = torch.compile(model, backend=CompilerBisector.get_backend() or "inductor")(*args).float()
        return bool(torch.allclose(out, ref, rtol=tol, atol=tol) and torch.isfinite(out).all() == torch.isfinite(ref).all())

    t = time.perf_counter(); r = CompilerBisector.do_bisect(fn)
    print("result", r and (r.backend, r.subsystem, r.bisect_number), round(time.perf_counter() - t, 2), flush=True)
'''


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--recipe")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--dtype", default="fp32")
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bisect-own-"))
    recipe = Path(a.recipe).resolve() if a.recipe else work / "dropout_in_eval.py"
    if not a.recipe:
        recipe.write_text(RECIPE)
    plain = work / "plain_bisect.py"
    plain.write_text(PLAIN)
    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def engine() -> tuple[float, dict]:
        p = subprocess.run([sys.executable, "-m", "analyzers", "--runs-dir", str(work / "runs"), "run", "--recipe",
                            str(recipe), "--device", a.device, "--dtype", a.dtype, "--only", "numerics", "--json"],
                           capture_output=True, text=True, cwd=ROOT, env=env)
        report = json.loads(Path(json.loads(p.stdout)["report"]).read_text())
        bis = (report.get("numerics") or {}).get("bisection") or {}
        if not bis:
            sys.exit(f"the engine did not bisect (outputs match?): {p.stderr[-1500:]}")
        result = bis.get("result") or {}
        return bis["seconds"], {"status": bis.get("status"), "steps": len(bis.get("steps") or []),
                                "ready_at_s": next((s.get("at_s") for s in bis.get("steps") or []
                                                    if s.get("kind") == "ready"), None),
                                "answer": (result.get("backend"), result.get("subsystem"), result.get("bisect_number"))}

    def plain_run() -> tuple[float, str]:
        t0 = time.perf_counter()
        p = subprocess.run([sys.executable, str(plain), str(recipe), a.device, a.dtype], capture_output=True,
                           text=True, cwd=work, env=env)
        wall = time.perf_counter() - t0
        if p.returncode:
            sys.exit(f"plain bisection failed: {p.stderr[-2000:]}")
        return wall, next((ln for ln in p.stdout.splitlines() if ln.startswith("result")), "")

    print(f"recipe {recipe} on {a.device} {a.dtype}; load {os.getloadavg()[0]:.1f}", flush=True)
    engine(), plain_run()  # warm-up: Inductor's cache for both
    got: dict[str, list[float]] = {"engine": [], "plain": []}
    for r in range(a.rounds):
        for who in (("engine", "plain") if r % 2 == 0 else ("plain", "engine")):
            if who == "engine":
                secs, info = engine()
                got["engine"].append(secs)
                print(f"round {r + 1} engine bisection {secs:.2f} s {info}", flush=True)
            else:
                secs, line = plain_run()
                got["plain"].append(secs)
                print(f"round {r + 1} plain fresh process {secs:.2f} s ({line})", flush=True)
    e, p = median(got["engine"]), median(got["plain"])
    print(f"\nmedian engine {e:.2f} s, plain {p:.2f} s: {e / p:.2f}x (target <= 1.5x); "
          f"every round: {[round(x / y, 2) for x, y in zip(got['engine'], got['plain'])]}")


if __name__ == "__main__":
    main()
