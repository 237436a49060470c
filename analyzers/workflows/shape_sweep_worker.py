"""The shape-sweep worker (``python -m analyzers shape-sweep-worker``): one dynamic setting of a shape sweep,
in its own process. Builds the model once, compiles it with ``torch.compile(model, dynamic=...)``, calls it
with every shape of the spec in order and rewrites its result file after every call (see ``shape_sweep``
for what each call records and how inputs are resized).
"""

from __future__ import annotations

import contextlib
import json
import statistics
import sys
import time
from pathlib import Path

from ..analyses.options.compile_setup import DYNAMIC
from ..report.store import atomic_write_text
from .shape_sweep_spec import ShapeSweepSpec, totals_of


def resize_inputs(obj, b0: int, s0: int | None, b: int, s: int):
    """``obj`` (tensors in tuples / lists / dicts) with dim 0 == b0 resized to b and dim 1 == s0 to s."""
    import torch

    if isinstance(obj, torch.Tensor):
        t = obj
        if t.dim() >= 1 and t.shape[0] == b0 and b != b0:
            t = _fit(t, 0, b)
        if s0 is not None and t.dim() >= 2 and t.shape[1] == s0 and s != s0:
            t = _fit(t, 1, s)
        if t is obj:
            return t
        # a fresh tensor with standard strides (``.contiguous()`` keeps odd strides on size-1 dims,
        # which Dynamo would guard on)
        return torch.empty(t.shape, dtype=t.dtype, device=t.device).copy_(t)
    if isinstance(obj, tuple):
        return tuple(resize_inputs(x, b0, s0, b, s) for x in obj)
    if isinstance(obj, list):
        return [resize_inputs(x, b0, s0, b, s) for x in obj]
    if isinstance(obj, dict):
        return {k: resize_inputs(v, b0, s0, b, s) for k, v in obj.items()}
    return obj


def _fit(t, dim: int, n: int):
    """Tile ``t`` along ``dim`` until it has at least ``n`` entries, then keep the first ``n``."""
    reps = -(-n // t.shape[dim])
    if reps > 1:
        shape = [1] * t.dim()
        shape[dim] = reps
        t = t.repeat(*shape)
    return t.narrow(dim, 0, n)


def _first_tensor(obj):
    import torch

    if isinstance(obj, torch.Tensor):
        return obj
    items = obj.values() if isinstance(obj, dict) else obj if isinstance(obj, (tuple, list)) else ()
    for x in items:
        t = _first_tensor(x)
        if t is not None:
            return t
    return None


def _short(e: BaseException) -> str:
    text = str(e).strip().splitlines()[0] if str(e).strip() else ""
    return f"{type(e).__name__}: {text}"[:500]


def worker_main(spec_file: str, dynamic: str, out_path: str) -> int:
    """Run one dynamic setting; writes ``out_path`` after every call. Exit 0 when it ran to the end."""
    spec = ShapeSweepSpec.from_dict(json.loads(Path(spec_file).read_text()))
    out = Path(out_path)
    folder = out.parent
    result: dict = {"dynamic": dynamic, "status": "running", "calls": [], "started": time.time()}

    def save():
        atomic_write_text(out, json.dumps(result, indent=1, default=str))

    def say(msg):
        print(f"[shape-sweep] {msg}", file=sys.stderr, flush=True)

    save()
    try:
        import torch
        import torch._dynamo

        from ..analyses.trace.compile_trace import collect_compile_trace
        from ..analyses.trace.trace_capture import capture_trace
        from ..models.sources import load_model
        from ..report.schema import CompileOptions

        cfg = torch._dynamo.config
        if spec.recompile_limit is not None:
            for name in ("recompile_limit", "cache_size_limit"):  # the new name, then the old one
                if hasattr(cfg, name):
                    setattr(cfg, name, spec.recompile_limit)
                    break
            for name in ("fail_on_recompile_limit_hit", "fail_on_cache_limit_hit"):
                if hasattr(cfg, name):
                    setattr(cfg, name, True)
                    break
        result["recompile_limit"] = getattr(cfg, "recompile_limit", getattr(cfg, "cache_size_limit", None))
        result["torch"] = torch.__version__
        opts = CompileOptions(backend="inductor", dynamic=dynamic, dtype=spec.dtype, device=spec.device,
                              batch_size=spec.batch_sizes[0], seq_len=spec.shapes[0], grad_mode=spec.grad_mode)
        torch.manual_seed(0)
        t0 = time.perf_counter()
        loaded = load_model(spec.source, opts)
        result["load_s"] = round(time.perf_counter() - t0, 3)
        result["model"] = {"class": type(loaded.model).__name__, "description": loaded.description}
        first = _first_tensor((loaded.args, loaded.kwargs))
        if first is None:
            raise ValueError("the model's example inputs hold no tensor: nothing to resize")
        b0 = int(first.shape[0])
        s0 = int(first.shape[1]) if first.dim() >= 2 else None
        result["base_shape"] = list(first.shape)
        compiled = torch.compile(loaded.model, dynamic=DYNAMIC[dynamic],
                                 **({"mode": spec.mode} if spec.mode != "default" else {}))
        from ..analyses.gpu_layer.cudagraphs import recordings_of
        from ..analyses.gpu_layer.trace_facts import TraceFactsReader, runtime_only_ids
        from ..analyses.gpu_layer.watch import GpuLayerWatch

        watch = GpuLayerWatch("call 0")  # CUDA graphs recorded per call (mode reduce-overhead)
        if spec.mode != "default":
            watch.start()
        result["mode"] = spec.mode
        from torch._dynamo.utils import counters

        grad = torch.inference_mode if spec.grad_mode == "inference" else torch.no_grad

        def sync():
            if spec.device.startswith("cuda"):
                torch.cuda.synchronize()

        frame = None  # the user's frame whose guards are checked, from the first compile
        for i, shape in enumerate(spec.calls()):
            call = {"index": i, "batch": shape["batch"], "seq": shape["seq"], "status": "ok"}
            result["calls"].append(call)
            args = resize_inputs(loaded.args, b0, s0, shape["batch"], shape["seq"])
            kwargs = resize_inputs(loaded.kwargs, b0, s0, shape["batch"], shape["seq"])
            t = _first_tensor((args, kwargs))
            call["input_shape"] = list(t.shape) if t is not None else None
            graphs_before = counters["stats"]["unique_graphs"]
            watch.set_phase(f"call {i}")
            err = None
            with capture_trace(folder / "trace" / f"call-{i}") as cap:
                sync()
                t0 = time.perf_counter()
                try:
                    with grad():
                        compiled(*args, **kwargs)
                    sync()
                except Exception as e:  # noqa: BLE001 - a failed call is data
                    err = e
                first_ms = (time.perf_counter() - t0) * 1e3
            call["graphs_added"] = counters["stats"]["unique_graphs"] - graphs_before
            trace, facts = {}, TraceFactsReader()
            if cap.log_files:  # one pass: the compile ids and the GPU layer's facts
                with contextlib.suppress(Exception):
                    trace = collect_compile_trace(cap.log_dir, facts=facts)
            # a CUDA graph recorded for a new size logs runtime metrics under its graph's compile id: no compile
            runtime = runtime_only_ids(facts.read_new(cap.log_dir)) if cap.log_files else set()
            cids = [c for c in trace.get("compile_ids") or [] if c.get("id") not in runtime]
            call["compile_ids"] = [c["id"] for c in cids]
            call["compiles"] = sum(1 for c in cids if c.get("status") != "failed")
            call["compile_s"] = round(sum(c.get("seconds") or 0.0 for c in cids), 6)
            for c in cids:
                if frame is None and c.get("file"):
                    frame = {"file": c["file"], "line": c.get("line"), "name": c.get("name")}
            reasons = [r["reason"] for r in trace.get("recompiles") or [] if r.get("reason")]
            call["recompiled"] = bool(reasons) or (i > 0 and (call["compiles"] > 0 or call["graphs_added"] > 0))
            if reasons:
                call["reasons"] = reasons
                call["guard"] = _guard_of(reasons[0])
            if (reasons or call["compiles"]) and frame:
                call["source"] = f"{frame['file']}:{frame['line']} ({frame['name']})"
            if err is not None:
                call.update(status="failed", error=_short(err))
                fail = next((c for c in cids if c.get("fail_type")), None)
                if fail or "limit" in call["error"].lower():
                    call["limit_hit"] = True
                say(f"call {i} b={shape['batch']} seq={shape['seq']} failed: {call['error']}")
                save()
                continue
            call["first_call_ms"] = round(first_ms, 4)
            for _ in range(spec.warmup):  # untimed: lets lazy first-call work settle
                with grad():
                    compiled(*args, **kwargs)
            times = []
            for _ in range(spec.repeats):
                t0 = time.perf_counter()
                with grad():
                    compiled(*args, **kwargs)
                sync()
                times.append((time.perf_counter() - t0) * 1e3)
            call["median_ms"] = round(statistics.median(times), 4)
            if watch.running:
                call["cudagraph_recordings"] = len(recordings_of(watch.records, f"call {i}"))
            call["repeats_ms"] = [round(x, 4) for x in times]
            say(f"call {i} b={shape['batch']} seq={shape['seq']}: "
                f"{'recompiled' if call['recompiled'] else ('compiled' if call['compiles'] else 'cached')}"
                f", first {first_ms:.1f} ms, median {call['median_ms']:.3f} ms"
                + (f"; guard: {call['guard']}" if call.get("guard") else ""))
            save()
        result["frame"] = frame
        if watch.running:
            watch.stop()
            watch.save(folder / "gpu_layer.jsonl")
        result["status"] = "ok"
    except Exception as e:  # noqa: BLE001 - the parent reads the reason from the result
        import traceback

        result["status"] = "failed"
        result["error"] = _short(e)
        result["traceback"] = traceback.format_exc()
        say(f"failed: {result['error']}")
    result["totals"] = totals_of(result["calls"])
    result["finished"] = time.time()
    save()
    return 0 if result["status"] == "ok" else 1


def _guard_of(reason: str) -> str:
    """The first (most recent cache entry's) failed guard, without its ``0/1: `` compile id prefix."""
    line = reason.strip().splitlines()[0] if reason.strip() else ""
    head, sep, rest = line.partition(": ")
    return rest if sep and "/" in head and head.replace("/", "").isdigit() else line
