"""What running under ``TORCH_TRACE`` adds to a compile, against torch's own count of its logging.

The compile stage (and each cold-start jit route) compiles under ``TORCH_TRACE``; the report says how much of the
compile torch counted as the trace's own logging (``compilation_metrics.structured_logging_overhead_s``, the
``trace_logging_s`` figure). This checks that figure against the plain difference: the same model compiled in a
fresh process with empty Inductor caches, with and without ``TORCH_TRACE``, in interleaved rounds (the order
alternates per round). Prints each round, the medians, the difference and torch's count.

    python benchmarks/engine/bench_trace_logging.py [--rounds 4] [--model mlp|tiny-bert]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

CHILD = r'''
import json, sys, time
import torch
from torch import nn

kind = sys.argv[1]
torch.manual_seed(0)
if kind == "tiny-bert":
    from transformers import BertConfig, BertModel
    model = BertModel(BertConfig(hidden_size=128, num_hidden_layers=4, num_attention_heads=4,
                                 intermediate_size=512)).eval()
    x = (torch.randint(0, 1000, (2, 64)),)
else:
    model = nn.Sequential(*[m for _ in range(8) for m in (nn.Linear(256, 256), nn.LayerNorm(256), nn.GELU())]).eval()
    x = (torch.randn(16, 256),)
with torch.no_grad():
    model(*x)
    compiled = torch.compile(model)
    t = time.perf_counter()
    compiled(*x)
    first = time.perf_counter() - t
print(json.dumps({"first_call_s": first}))
'''


def one(kind: str, traced: bool, tmp: Path, i: int) -> dict:
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(tmp / f"cache_{i}_{int(traced)}"),
               TRITON_CACHE_DIR=str(tmp / f"triton_{i}_{int(traced)}"))
    env.pop("TORCH_TRACE", None)
    trace = tmp / f"trace_{i}"
    if traced:
        env["TORCH_TRACE"] = str(trace)
    p = subprocess.run([sys.executable, "-c", CHILD, kind], env=env, capture_output=True, text=True, timeout=900)
    if p.returncode:
        raise SystemExit(p.stderr[-2000:])
    out = json.loads(p.stdout.strip().splitlines()[-1])
    if traced:
        from analyzers.analyses.trace.compile_trace import collect_compile_trace

        r = collect_compile_trace(trace)
        out.update(trace_logging_s=r["trace_logging_s"], compile_metrics_s=r["total_s"])
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--model", choices=("mlp", "tiny-bert"), default="mlp")
    a = ap.parse_args(argv)
    plain, traced, counted = [], [], []
    with tempfile.TemporaryDirectory() as t:
        tmp = Path(t)
        for i in range(a.rounds):
            order = (False, True) if i % 2 == 0 else (True, False)
            got = {flag: one(a.model, flag, tmp, i) for flag in order}
            plain.append(got[False]["first_call_s"])
            traced.append(got[True]["first_call_s"])
            counted.append(got[True]["trace_logging_s"] or 0.0)
            print(f"round {i + 1}: plain {plain[-1]:.2f} s, traced {traced[-1]:.2f} s "
                  f"(torch's count of its logging {counted[-1]:.3f} s)", flush=True)
    p, q, c = median(plain), median(traced), median(counted)
    diffs = [b - a_ for a_, b in zip(plain, traced)]
    print(f"{a.model}: first compiled call plain {p:.2f} s, under TORCH_TRACE {q:.2f} s; difference per round "
          f"median {median(diffs):+.2f} s (min {min(diffs):+.2f}, max {max(diffs):+.2f}); "
          f"torch's count of the trace's logging {c:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
