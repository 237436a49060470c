"""The GPU's own gap between queued kernels: how long the GPU idles from one kernel's end to the next one's start
when every launch is already queued (the host ahead). The profiler's busy time (a union of kernel intervals)
leaves it out by definition; pipelined GPU time, what the GPU needs per call with the host ahead, includes it.
So a forward of N kernels should take ``busy + N * gap`` pipelined: the profile stage checks that.

Measured by the profiler itself, on a block of ``K`` small elementwise kernels queued behind a spin kernel
(``torch.cuda._sleep``) so that the GPU never waits for the host: the median of the gaps between consecutive
kernels in the trace. Once launched one by one on a stream, once replayed from a CUDA graph (what
``mode="reduce-overhead"`` runs).

Measured on the H200 (``benchmarks/engine/bench_launch_gap.py``): 1.12 µs a kernel on a stream, 0.26 µs in a graph,
for elementwise kernels and for spins alike; 1.25 and 0.42 µs between matmuls.
"""

from __future__ import annotations

import statistics

from .idle_launch import gap_lengths, union_intervals

K = 64  # kernels per block
HOLD_MS = 2.0  # the spin queued first: the host enqueues the block while the GPU spins
NUMEL = 1 << 16  # elements of the tensor each kernel adds to (a kernel of a few µs)
METHOD = (f"torch.profiler over {K} elementwise kernels queued behind a spin kernel (the GPU never waits for the "
          "host): the median gap between consecutive kernels, launched one by one and replayed from a CUDA graph")


def measure_launch_gap(timer, k: int = K) -> dict:
    """``{"stream_us", "graph_us", "k", "method"}`` (``graph_us`` None where capture fails, with a ``note``).
    ``timer`` is a ``bench_rounds.Timer`` on CUDA whose ``spin`` exists."""
    torch = timer.torch
    x = torch.zeros(NUMEL, device="cuda", dtype=torch.float32)

    def block():
        for _ in range(k):
            x.add_(1.0)

    out = {"k": k, "method": METHOD, "stream_us": _profiled_gap_us(timer, block, k)}
    try:
        replay = graph_replay(torch, block)
    except Exception as e:  # noqa: BLE001 - the stream figure stands without it
        out["graph_us"] = None
        out["note"] = f"no CUDA-graph figure: capture failed ({type(e).__name__}: {e})"[:300]
        return out
    out["graph_us"] = _profiled_gap_us(timer, replay, k)
    return out


def graph_replay(torch, fn):
    """``fn`` captured into a CUDA graph; returns the graph's ``replay``."""
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        fn()  # warm on a side stream, as torch's capture recipe does
    torch.cuda.current_stream().wait_stream(stream)
    torch.cuda.synchronize()
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        fn()
    torch.cuda.synchronize()
    return g.replay


def _profiled_gap_us(timer, fn, k: int) -> float | None:
    """Median gap (µs) between consecutive kernels of ``fn`` queued behind a hold, as the profiler sees them."""
    torch = timer.torch
    from torch.profiler import ProfilerActivity, profile

    fn()  # warm: the first launch of a kernel loads it
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        timer.hold(HOLD_MS)
        fn()
        torch.cuda.synchronize()
    iv = sorted((e.time_range.start, e.time_range.start + e.time_range.elapsed_us()) for e in prof.events()
                if e.device_type == torch.autograd.DeviceType.CUDA)
    gaps = gap_lengths(union_intervals(iv[1:]))  # the hold, the first kernel, left out
    return round(statistics.median(gaps), 3) if len(gaps) >= k // 2 else None


def expected_gpu_ms(busy_us: float, kernels: int, gap_us: float) -> float:
    """Pipelined GPU time a forward should take: its kernels' busy time plus one launch gap a kernel."""
    return (busy_us + kernels * gap_us) / 1e3
