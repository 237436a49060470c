"""Plain torch, no CompileScope: each variant of one model timed in interleaved rounds, with its GPU time from a
plain profile — what the engine's verdicts and figures are held against (issue 50).

    python benchmarks/references/plain_pair.py --model resnet50 --batch 32 --variants eager,compiled,freezing,\\
        channels_last,tf32,bf16_autocast,reduce-overhead --json-out r.json
    python benchmarks/references/plain_pair.py --model bert-base --dtype fp16 --batch 8 --seq 512 \\
        --variants eager,compiled --json-out b.json
    python benchmarks/references/plain_pair.py --model tiny --cpu --rounds 2 --calls 3   # a CPU dry run

Per variant: *latency* (each call synchronized, CUDA events; ``perf_counter`` on CPU), a median per round and an
interval over the rounds (``analyzers/report/measurement.py``: the same model the engine uses, stdlib only); the
host's *launch* of one call with an idle queue (the host's time from the call to its return, before the sync);
*pipelined* GPU time per call in every round (``pipelined``: the host ahead of the GPU behind a spin kernel, the
engine's pipelined figure done plainly: kernels and the GPU's gaps between them); *GPU time* per call from
``torch.profiler``: the kernels' summed durations over ``--calls`` calls, three times, after every timed round (a
profile slows the process's later launches). Ratios are against ``compiled``
(compiled's figure over the variant's: > 1, the variant is faster), latency paired by round.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from analyzers.report import measurement as M  # noqa: E402 - stdlib only: the plain script stays plain

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


def build(name: str, dtype, device: str, batch: int, seq: int, res: int):
    torch.manual_seed(0)
    if name == "bert-base":
        from transformers import BertConfig, BertForSequenceClassification

        m = BertForSequenceClassification(BertConfig()).eval().to(device=device, dtype=dtype)
        ids = torch.randint(0, 30522, (batch, seq), device=device)
        return m, (ids,), {"attention_mask": torch.ones(batch, seq, device=device, dtype=torch.long)}
    spec = importlib.util.spec_from_file_location("layout_recipe", ROOT / "recipes" / "resnet50_layout.py")
    rec = importlib.util.module_from_spec(spec)
    sys.modules["layout_recipe"] = rec
    spec.loader.exec_module(rec)
    m = rec.PlainResNet((1, 1, 1, 1), width=16, classes=10).eval() if name == "tiny" else rec.build_model()
    m = m.to(device=device, dtype=dtype)
    return m, (torch.randn(batch, 3, res, res, device=device, dtype=dtype),), {}


@contextlib.contextmanager
def tf32(on: bool):
    saved = (torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32)
    torch.backends.cuda.matmul.allow_tf32 = torch.backends.cudnn.allow_tf32 = on
    try:
        yield
    finally:
        torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = saved


def variant(name: str, model, args, kwargs, device: str):
    """(call, context factory) of one variant, compiled and called once."""
    dev = "cuda" if device.startswith("cuda") else "cpu"
    ctx = contextlib.nullcontext
    if name == "eager":
        fn = model
    elif name == "channels_last":
        model = copy.deepcopy(model).to(memory_format=torch.channels_last)
        args = tuple(a.contiguous(memory_format=torch.channels_last) if a.dim() == 4 else a for a in args)
        fn = torch.compile(model)
    elif name == "tf32":
        ctx = lambda: tf32(True)  # noqa: E731
        fn = torch.compile(copy.deepcopy(model))
    elif name == "bf16_autocast":
        ctx = lambda: torch.autocast(dev, dtype=torch.bfloat16)  # noqa: E731
        fn = torch.compile(copy.deepcopy(model))
    elif name == "reduce-overhead":
        fn = torch.compile(copy.deepcopy(model), mode="reduce-overhead")
    else:  # compiled, freezing
        fn = torch.compile(copy.deepcopy(model))
    mark = getattr(torch.compiler, "cudagraph_mark_step_begin", None)

    def call():
        if name == "reduce-overhead" and mark is not None:
            mark()
        return fn(*args, **kwargs)

    patch = torch._inductor.config.patch(freezing=True) if name == "freezing" else contextlib.nullcontext()
    with torch.no_grad(), ctx(), patch:
        for _ in range(3):
            out = call()
    return call, ctx, out


def latency_round(call, ctx, n: int, cuda: bool) -> tuple[list[float], list[float]]:
    ms, launch = [], []
    with torch.no_grad(), ctx():
        call()  # the switch from the other variant lands here
        if cuda:
            torch.cuda.synchronize()
        for _ in range(n):
            if cuda:
                a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                t0 = time.perf_counter()
                a.record()
                call()
                launch.append((time.perf_counter() - t0) * 1e3)
                b.record()
                b.synchronize()
                ms.append(a.elapsed_time(b))
            else:
                t0 = time.perf_counter()
                call()
                ms.append((time.perf_counter() - t0) * 1e3)
    return ms, launch


def gpu_time(call, ctx, n: int) -> float | None:
    """Kernel time per call from a plain profile of ``n`` back-to-back calls."""
    from torch.profiler import ProfilerActivity, profile

    with torch.no_grad(), ctx():
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CUDA]) as p:
            for _ in range(n):
                call()
            torch.cuda.synchronize()
    kernels = [e for e in p.events() if e.device_type == torch.autograd.DeviceType.CUDA]
    return sum(e.device_time for e in kernels) / 1e3 / n if kernels else None


_CYCLES: list[float] = []


def _cycles_per_ms(spin) -> float:
    """The spin kernel's cycles per millisecond of GPU time, measured once per process."""
    if not _CYCLES:
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        spin(2_000_000)
        b.record()
        b.synchronize()
        _CYCLES.append(2_000_000 / max(a.elapsed_time(b), 1e-3))
    return _CYCLES[0]


def pipelined(call, ctx, n: int, launch_ms: float | None) -> float | None:
    """The GPU's time per call with the host ahead of it (kernels and the GPU's own gaps between them, what a busy
    server sees), like for like with the engine's pipelined time: a spin kernel (``torch.cuda._sleep``) holds the GPU
    while the host enqueues the calls, each between two events; a call counts only if the GPU had not reached it
    when the host finished enqueuing it. None where this torch has no spin kernel or no call stayed ahead."""
    spin = getattr(torch.cuda, "_sleep", None)
    if spin is None or not launch_ms:
        return None
    try:
        with torch.no_grad(), ctx():
            torch.cuda.synchronize()
            cycles_per_ms = _cycles_per_ms(spin)
            n = max(2, min(n, int(75 / launch_ms)))  # a hold of at most ~100 ms covers the enqueue
            events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(n)]
            spin(int(1.3 * n * launch_ms * cycles_per_ms))
            kept = []
            for start, end in events:
                start.record()
                call()
                end.record()
                kept.append(not start.query())  # the GPU had not reached this call: it never waited for the host
            torch.cuda.synchronize()
        ms = [s.elapsed_time(e) for (s, e), k in zip(events, kept) if k]
        return statistics.median(ms) if ms else None
    except Exception as e:  # noqa: BLE001 - the other figures stand without this one
        print(f"pipelined: {type(e).__name__}: {e}", flush=True)
        return None


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="resnet50", help="resnet50, bert-base or tiny")
    ap.add_argument("--dtype", default="fp32", choices=DTYPES)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--seq", type=int, default=512)
    ap.add_argument("--res", type=int, default=224)
    ap.add_argument("--variants", default="eager,compiled")
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--calls", type=int, default=20)
    ap.add_argument("--cpu", action="store_true")
    ap.add_argument("--json-out")
    ap.add_argument("--deadline-s", type=float, default=0, help="stop compiling further variants after this long")
    a = ap.parse_args()
    device = "cpu" if a.cpu or not torch.cuda.is_available() else "cuda"
    cuda = device == "cuda"
    model, args, kwargs = build(a.model, DTYPES[a.dtype], device, a.batch, a.seq, a.res)
    names = a.variants.split(",")
    t0 = time.perf_counter()
    built = {}
    for n in names:  # in the order asked: eager and compiled first, the experiments while time is left
        if a.deadline_s and time.perf_counter() - t0 > a.deadline_s and len(built) >= 2:
            print(f"skipped {n}: past the deadline", flush=True)
            continue
        built[n] = variant(n, model, args, kwargs, device)
    names = list(built)
    compile_s = time.perf_counter() - t0
    lat = {n: {} for n in names}
    launch = {n: [] for n in names}
    gpu = {n: [] for n in names}
    pipe = {n: {} for n in names}
    for r in range(a.rounds):
        order = names if r % 2 == 0 else names[::-1]
        for n in order:
            call, ctx, _ = built[n]
            ms, ln = latency_round(call, ctx, a.calls, cuda)
            lat[n][(0, r)] = statistics.median(ms)
            launch[n] += ln
            if cuda:
                g = pipelined(call, ctx, a.calls, statistics.median(ln))
                if g:
                    pipe[n][(0, r)] = g
    # the profiles after every timed round: a profiler session leaves CUPTI's callbacks on in the process
    # (pytorch/pytorch#144455), and every later launch pays for them (an H100, 2026-12-07: ResNet-50's launch
    # 4.3-4.5 ms eager and 2.7 ms compiled with the profiles between the rounds, 3.6-3.7 and 2.3-2.4 ms in the
    # engine's timing processes, which never profile)
    for r in range(3 if cuda else 0):
        for n in (names if r % 2 == 0 else names[::-1]):
            call, ctx, _ = built[n]
            gpu[n].append(gpu_time(call, ctx, a.calls))
    out = {"model": a.model, "dtype": a.dtype, "batch": a.batch, "device": device, "torch": torch.__version__,
           "gpu": torch.cuda.get_device_name() if cuda else None, "rounds": a.rounds, "calls": a.calls,
           "compile_s": round(compile_s, 1), "variants": {}}
    ref = built["compiled"][2] if "compiled" in built else None
    for n in names:
        iv = M.rounded(M.interval(lat[n]))
        g = [x for x in gpu[n] if x]
        row = {"latency_ms": iv["value"], "latency_ci_ms": iv["ci"], "rounds_ms": [round(v, 4) for v in lat[n].values()],
               "launch_ms": round(statistics.median(launch[n]), 4) if launch[n] else None,
               "gpu_ms": round(statistics.median(g), 4) if g else None, "gpu_ms_each": [round(x, 4) for x in g]}
        row["regime"] = M.regime(row["launch_ms"], row["gpu_ms"])
        p_iv = M.rounded(M.interval(pipe[n])) if pipe[n] else None
        row["pipelined_ms"], row["pipelined_ci_ms"] = (p_iv["value"], p_iv["ci"]) if p_iv else (None, None)
        if "compiled" in lat and n != "compiled":
            r_iv = M.rounded(M.ratio(lat["compiled"], lat[n]))
            row["vs_compiled"] = {"latency": r_iv["value"], "latency_ci": r_iv["ci"]}
            pr = M.rounded(M.ratio(pipe["compiled"], pipe[n])) if pipe["compiled"] and pipe[n] else None
            row["vs_compiled"]["pipelined"] = pr["value"] if pr else None
            row["vs_compiled"]["pipelined_ci"] = pr["ci"] if pr else None
            cg = out["variants"].get("compiled", {}).get("gpu_ms") or (
                statistics.median([x for x in gpu["compiled"] if x]) if any(gpu["compiled"]) else None)
            row["vs_compiled"]["gpu_time"] = round(cg / row["gpu_ms"], 4) if cg and row["gpu_ms"] else None
        y = built[n][2]
        y = getattr(y, "logits", y)
        if ref is not None:
            r0 = getattr(ref, "logits", ref).float()
            row["rel_err_vs_compiled"] = float((y.float() - r0).norm() / r0.norm())
        out["variants"][n] = row
        print(f"{n:16} latency {row['latency_ms']} ms {row['latency_ci_ms']}  launch {row['launch_ms']}  "
              f"GPU {row['gpu_ms']} {row['gpu_ms_each']}  pipelined {row['pipelined_ms']}  "
              f"{row.get('vs_compiled', '')}", flush=True)
    if a.json_out:
        Path(a.json_out).write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
