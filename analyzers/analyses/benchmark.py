"""The *benchmark* analysis: eager vs compiled latency, peak memory and a numerical check.

Method (see DESIGN.md, "Running and measuring"): warm both up, then time ``iterations`` calls of each,
interleaved call by call so machine drift hits both; each call is timed on its own (CUDA events on
GPU, ``perf_counter`` after a sync on CPU). Peak memory is ``max_memory_allocated`` after a reset,
measured on separate calls so it never perturbs the timed ones.
"""

from __future__ import annotations

import logging
import math
import statistics
import time

log = logging.getLogger(__name__)

# Relative-norm error ||y - y_eager|| / ||y_eager|| allowed per dtype
# (fp32 lands near 1e-6, fp16 near 3e-3 and bf16 near 1.5e-2 on bert-base: see shared/reference.)
TOLERANCES = {"fp32": 1e-3, "fp16": 1e-2, "bf16": 5e-2}


def flat_tensors(out) -> list:
    """Every tensor in a model output (tensors, tuples, dicts, HF ModelOutput), in a stable order."""
    import torch

    if isinstance(out, torch.Tensor):
        return [out]
    if isinstance(out, dict) or hasattr(out, "to_tuple"):
        items = out.items() if isinstance(out, dict) else zip(range(10**6), out.to_tuple())
        return [t for _, v in items for t in flat_tensors(v)]
    if isinstance(out, (list, tuple)):
        return [t for v in out for t in flat_tensors(v)]
    return []


def compare_outputs(expected, actual, dtype: str) -> dict:
    import torch

    exp, act = flat_tensors(expected), flat_tensors(actual)
    rel_tol = TOLERANCES[dtype]
    if len(exp) != len(act):
        return {"passed": False, "message": f"eager gave {len(exp)} tensors, compiled {len(act)}"}
    max_abs, num, den = 0.0, 0.0, 0.0
    for e, a in zip(exp, act):
        if e.shape != a.shape:
            return {"passed": False, "message": f"shape {tuple(a.shape)} != eager {tuple(e.shape)}"}
        if not e.is_floating_point():
            if not torch.equal(e, a):
                return {"passed": False, "message": "integer outputs differ"}
            continue
        e64, a64 = e.detach().double(), a.detach().double()
        diff = a64 - e64
        max_abs = max(max_abs, diff.abs().max().item() if diff.numel() else 0.0)
        num += diff.pow(2).sum().item()
        den += e64.pow(2).sum().item()
    rel = math.sqrt(num) / math.sqrt(den) if den > 0 else (0.0 if num == 0 else math.inf)
    finite = math.isfinite(rel) and math.isfinite(max_abs)
    return {
        "max_abs_err": max_abs,
        "rel_err": rel,
        "rel_tol": rel_tol,
        "passed": bool(finite and rel <= rel_tol),
        "tensors": len(exp),
    }


def stats_ms(samples: list[float]) -> dict:
    s = sorted(samples)
    p99 = s[min(len(s) - 1, math.ceil(0.99 * len(s)) - 1)]
    return {
        "median_ms": round(statistics.median(s), 4),
        "p99_ms": round(p99, 4),
        "std_ms": round(statistics.pstdev(s), 4),
        "mean_ms": round(statistics.fmean(s), 4),
        "min_ms": round(s[0], 4),
        "samples": len(s),
    }


class _Timer:
    """Times one call: CUDA events on GPU, perf_counter after a sync on CPU."""

    def __init__(self, device: str):
        import torch

        self.cuda = device.startswith("cuda")
        self.torch = torch
        self.pending: list = []

    def time_call(self, fn, bucket: list, host: list | None = None) -> None:
        if self.cuda:
            start = self.torch.cuda.Event(enable_timing=True)
            end = self.torch.cuda.Event(enable_timing=True)
            start.record()
            t0 = time.perf_counter()
            fn()
            if host is not None:  # host time to enqueue one forward (no sync): the launch cost
                host.append((time.perf_counter() - t0) * 1e3)
            end.record()
            self.pending.append((start, end, bucket))
        else:
            t0 = time.perf_counter()
            fn()
            bucket.append((time.perf_counter() - t0) * 1e3)

    def finish(self) -> None:
        if self.cuda:
            self.torch.cuda.synchronize()
            for start, end, bucket in self.pending:
                bucket.append(start.elapsed_time(end))
            self.pending.clear()


def sync(device: str) -> None:
    import torch

    if device.startswith("cuda"):
        torch.cuda.synchronize()


def peak_memory(fn, device: str) -> int | None:
    import torch

    if not device.startswith("cuda"):
        return None
    sync(device)
    torch.cuda.reset_peak_memory_stats()
    fn()
    sync(device)
    return int(torch.cuda.max_memory_allocated())


def make_call(model, args, kwargs, cudagraphs: bool):
    import torch

    mark = getattr(getattr(torch, "compiler", None), "cudagraph_mark_step_begin", None)

    def call():
        if cudagraphs and mark is not None:
            mark()  # each call is a new step: CUDA-graph outputs of the last one may be overwritten
        return model(*args, **kwargs)

    return call


def _blocks(iterations: int, block: int) -> list[int]:
    sizes = [block] * (iterations // block)
    if iterations % block:
        sizes.append(iterations % block)
    return sizes


def collect_benchmark(
    eager_model, compiled_model, args, kwargs, *, device: str, dtype: str, iterations: int, warmup: int,
    cudagraphs: bool = False, compile_s: float | None = None, grad=None, block: int = 10,
) -> dict:
    """Time eager against compiled. ``compiled_model`` must already be compiled (first call done).

    Calls run back to back in blocks of ``block`` (each call timed with its own pair of CUDA events,
    so the launch queue stays fed as in a serving loop), and eager and compiled blocks alternate so
    that drift (clocks, temperature, other tenants) hits both. Each block starts with one untimed
    call, so switching between the two never lands in a timed call.
    """
    import torch

    grad = grad or torch.no_grad
    eager = make_call(eager_model, args, kwargs, False)
    compiled = make_call(compiled_model, args, kwargs, cudagraphs)
    e_ms: list[float] = []
    c_ms: list[float] = []
    hosts: dict[int, list[float]] = {id(e_ms): [], id(c_ms): []}
    with grad():
        for _ in range(warmup):
            eager()
            compiled()
        sync(device)
        timer = _Timer(device)
        for i, n in enumerate(_blocks(iterations, block)):
            order = [(eager, e_ms), (compiled, c_ms)]
            for fn, bucket in order if i % 2 == 0 else order[::-1]:
                fn()
                for _ in range(n):
                    timer.time_call(fn, bucket, hosts[id(bucket)])
                timer.finish()
        peak_e = peak_memory(eager, device)
        peak_c = peak_memory(compiled, device)
        ref = [t.clone() for t in flat_tensors(eager())]
        got = [t.clone() for t in flat_tensors(compiled())]
        sync(device)
    numerics = compare_outputs(ref, got, dtype)
    e, c = stats_ms(e_ms), stats_ms(c_ms)
    e["peak_mem_bytes"], c["peak_mem_bytes"] = peak_e, peak_c
    notes = []
    for label, st, host in (("eager", e, hosts[id(e_ms)]), ("compiled", c, hosts[id(c_ms)])):
        if host:
            st["host_launch_ms"] = round(statistics.median(host), 4)
            if st["host_launch_ms"] >= 0.8 * st["median_ms"]:
                notes.append(
                    f"{label} is launch-bound on this host: enqueuing one forward takes {st['host_launch_ms']:.2f} ms "
                    f"of CPU against {st['median_ms']:.2f} ms measured on the GPU, so the GPU waits for the CPU "
                    "(CUDA graphs, mode reduce-overhead, remove most of that cost)"
                )
    return {
        "device": device,
        "timer": "cuda_events" if device.startswith("cuda") else "perf_counter",
        "iterations": iterations,
        "warmup": warmup,
        "block": block,
        "interleaved": "blocks",
        "eager": e,
        "compiled": c,
        "speedup": round(e["median_ms"] / c["median_ms"], 4) if c["median_ms"] > 0 else None,
        "compile_s": compile_s,
        "numerics": numerics,
        "notes": notes,
    }
