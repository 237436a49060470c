"""The GPU's own gap between queued kernels, measured two ways on one GPU (run it on the GPU box).

1. The engine's way (``analyzers/analyses/profile/launch_gap.py``, the profile stage): the profiler's median gap between
   ``K`` small elementwise kernels queued behind a spin kernel, on a stream and replayed from a CUDA graph.
2. The same for ``K`` spins, elementwise adds and matmuls, each on a stream and from a graph.
3. The same blocks without the profiler: their CUDA-event time against the profiler's busy time (union of their
   intervals); ``(events - busy) / K`` is the gap per kernel a pipelined figure holds.

If 1 to 3 agree, "pipelined GPU time = busy time + one launch gap a kernel" is a property of the GPU, not of
the timer; the engine then checks its own pipelined figures against it.

    python benchmarks/engine/bench_launch_gap.py [--k 64] [--repeats 7]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from analyzers.analyses.profile.idle_launch import gap_lengths, union_intervals  # noqa: E402
from analyzers.analyses.profile.launch_gap import HOLD_MS, graph_replay, measure_launch_gap  # noqa: E402
from analyzers.analyses.timing.bench_rounds import Timer  # noqa: E402


def events_ms(timer: Timer, fn, repeats: int) -> float:
    t = []
    for _ in range(repeats):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        torch.cuda.synchronize()
        timer.hold(HOLD_MS)
        a.record()
        fn()
        ahead = not a.query()
        b.record()
        b.synchronize()
        if ahead:
            t.append(a.elapsed_time(b))
    return statistics.median(t) if t else float("nan")


def profiled(timer: Timer, fn) -> dict:
    """Busy time and gaps of one block's kernels queued behind a hold (the hold, the first kernel, left out)."""
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA, ProfilerActivity.CPU]) as prof:
        timer.hold(HOLD_MS)
        fn()
        torch.cuda.synchronize()
    iv = sorted((e.time_range.start, e.time_range.start + e.time_range.elapsed_us()) for e in prof.events()
                if e.device_type == torch.autograd.DeviceType.CUDA)[1:]
    merged = union_intervals(iv)
    gaps = gap_lengths(merged)
    return {"kernels": len(iv), "busy_us": round(sum(e - s for s, e in merged), 2),
            "gap_median_us": round(statistics.median(gaps), 3) if gaps else None,
            "gap_mean_us": round(statistics.fmean(gaps), 3) if gaps else None}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--k", type=int, default=64)
    ap.add_argument("--repeats", type=int, default=7)
    a = ap.parse_args()
    timer = Timer("cuda")
    out = {"device": torch.cuda.get_device_name(), "torch": torch.__version__}
    out["engine"] = measure_launch_gap(timer, k=a.k)
    print("engine (profiled adds behind a hold):", out["engine"], flush=True)
    cycles = int(timer.cycles_per_ms() * 8e-3)
    x = torch.randn(1 << 20, device="cuda", dtype=torch.float16)
    m = torch.randn(1024, 1024, device="cuda", dtype=torch.float16)
    kinds = {
        "spin": lambda: [torch.cuda._sleep(cycles) for _ in range(a.k)],
        "add": lambda: [x.add_(1e-3) for _ in range(a.k)],
        "matmul": lambda: [torch.mm(m, m) for _ in range(a.k)],
    }
    rows = {}
    for kind, fn in kinds.items():
        for how, call in (("stream", fn), ("graph", graph_replay(torch, fn))):
            events = events_ms(timer, call, a.repeats)
            prof = profiled(timer, call)
            per = (1e3 * events - prof["busy_us"]) / a.k if prof["kernels"] else None
            rows[f"{kind} {how}"] = {"events_ms": round(events, 4), **prof,
                                     "events_minus_busy_per_kernel_us": round(per, 3) if per is not None else None}
            print(f"{kind:7s} {how:6s}", rows[f"{kind} {how}"], flush=True)
    out["kernels"] = rows
    print(json.dumps(out))


if __name__ == "__main__":
    main()
