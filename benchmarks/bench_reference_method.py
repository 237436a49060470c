"""Re-measure bert-base the way shared/reference/ did, in this process, to check the engine's timings.

Reference method: BertForSequenceClassification(BertConfig()), B=8, S=512, .cuda().eval() in the dtype,
under torch.inference_mode(); 10 warm-up calls, then 50 calls each timed with its own CUDA events;
median and p99. Eager first, then torch.compile(mode=...). Prints one line per configuration.

    python benchmarks/bench_reference_method.py --dtype fp16 --modes default reduce-overhead
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch


def timed(fn, warmup=10, iters=50):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    pairs = []
    for _ in range(iters):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        pairs.append((s, e))
    torch.cuda.synchronize()
    ms = sorted(s.elapsed_time(e) for s, e in pairs)
    return statistics.median(ms), ms[int(0.99 * len(ms)) - 1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dtype", default="fp16", choices=["fp32", "fp16", "bf16"])
    ap.add_argument("--modes", nargs="+", default=["default", "reduce-overhead"])
    ap.add_argument("--grad", default="inference", choices=["inference", "no_grad"])
    a = ap.parse_args()
    from transformers import BertConfig, BertForSequenceClassification

    dtype = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[a.dtype]
    torch.manual_seed(0)
    model = BertForSequenceClassification(BertConfig()).cuda().eval().to(dtype)
    ids = torch.randint(0, 30522, (8, 512), device="cuda")
    mask = torch.ones(8, 512, dtype=torch.long, device="cuda")
    grad = torch.inference_mode if a.grad == "inference" else torch.no_grad
    with grad():
        med, p99 = timed(lambda: model(input_ids=ids, attention_mask=mask))
        print(f"{a.dtype} eager ({a.grad}): median {med:.3f} ms p99 {p99:.3f} ms")
        for mode in a.modes:
            torch._dynamo.reset()
            c = torch.compile(model, mode=None if mode == "default" else mode)
            t0 = time.perf_counter()
            c(input_ids=ids, attention_mask=mask)
            torch.cuda.synchronize()
            cs = time.perf_counter() - t0
            med, p99 = timed(lambda: c(input_ids=ids, attention_mask=mask))
            print(f"{a.dtype} {mode} ({a.grad}): median {med:.3f} ms p99 {p99:.3f} ms compile {cs:.1f} s")


if __name__ == "__main__":
    main()
