"""The engine's latency timer against the reference script's timing loop, in one process, interleaved.

Across processes the lent GPU's host drifts (an eager forward moved 4.4 -> 9.2 ms between two processes
minutes apart), so comparing the engine with ``seed_bert.py`` run by run mixes the method with the
machine. Here both time the same callable in the same process, alternating blocks: the reference's
``timeit`` (copied from ``benchmarks/references/seed_bert.py``: record, call, record, wait; 50 calls) and the
engine's ``bench_rounds.Timer.latency`` (50 calls), and its ``Timer.pipelined`` beside them.
bert-base fp16 B8 S512 under inference_mode, modes eager, default, reduce-overhead.

    DT=fp16 python benchmarks/engine/bench_method_check.py [rounds]
"""

from __future__ import annotations

import json
import os
import statistics
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from analyzers.analyses.timing.bench_rounds import Series, Timer  # noqa: E402
from analyzers.analyses.timing.benchmark import make_call  # noqa: E402

DTYPE = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[os.environ.get("DT", "fp16")]


def seed_timeit(fn, n=50):
    """The reference's timing loop (seed_bert.py ``timeit`` without its warm-up)."""
    ts = []
    for _ in range(n):
        a, b = torch.cuda.Event(True), torch.cuda.Event(True)
        a.record()
        fn()
        b.record()
        b.synchronize()
        ts.append(a.elapsed_time(b))
    return statistics.median(ts)


def main() -> None:
    from transformers import BertConfig, BertForSequenceClassification

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    ids = torch.randint(0, 30522, (8, 512), device="cuda")
    mask = torch.ones(8, 512, device="cuda", dtype=torch.long)
    timer = Timer("cuda")
    out = {}
    for mode in ("eager", "default", "reduce-overhead"):
        torch._dynamo.reset()
        torch.manual_seed(0)
        m = BertForSequenceClassification(BertConfig()).cuda().eval().to(DTYPE)
        with torch.inference_mode():
            f = m if mode == "eager" else torch.compile(m, mode=mode)
            call = make_call(f, (ids,), {"attention_mask": mask}, mode == "reduce-overhead")
            for _ in range(10):
                call()
            torch.cuda.synchronize()
            ref, eng, lat, pipe = [], [], Series(), Series()
            for r in range(rounds):
                order = ("ref", "engine") if r % 2 == 0 else ("engine", "ref")
                for who in order:
                    if who == "ref":
                        ref.append(seed_timeit(call))
                    else:
                        n0 = len(lat.samples)
                        timer.latency(call, 50, lat, r)
                        eng.append(statistics.median(lat.samples[n0:]))  # this block's median
                timer.pipelined(call, 50, pipe, r)
        row = {"mode": mode, "reference_ms_per_round": [round(v, 4) for v in ref],
               "engine_latency_ms_per_round": [round(v, 4) for v in eng],
               "engine_vs_reference_per_round": [round(e / r - 1, 4) for e, r in zip(eng, ref)],
               "engine_vs_reference": round(statistics.median(eng) / statistics.median(ref) - 1, 4),
               "engine_pipelined_ms": round(statistics.median(pipe.samples), 4)}
        out[mode] = row
        print(json.dumps(row), flush=True)
    dest = Path(os.environ.get("OUT", "/tmp/out"))
    dest.mkdir(parents=True, exist_ok=True)
    (dest / "method_check.json").write_text(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
