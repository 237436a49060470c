"""Plain-torch reference for the layout and precision experiments: what channels_last, batch-norm
folding (Inductor ``freezing``), TF32 and bf16 autocast do to a conv net, measured without CompileScope.

    python benchmarks/references/layout_reference.py --model resnet50 --dtype fp32 --batch 32 --res 224 \\
        --json-out r.json

``--model`` resnet50 (timm's where timm imports, else torchvision's, else the plain ResNet of
recipes/resnet50_layout.py), or any torchvision classification model by name (``tv:mobilenet_v3_large``), or
``tiny`` (the recipe's tiny ResNet: a CPU dry run). Each variant is compiled once under ``torch.no_grad``; then
rounds interleave every variant's timed calls (drift hits all of them alike): latency per call with CUDA events
after a synchronize (``perf_counter`` on CPU), median and a 95 % order-statistic interval of the median.
Speed-ups are compiled over compiled NCHW (what the change does) with a conservative interval (low / high,
high / low); eager NCHW is the drift control. Numerics: each variant's output against eager NCHW at torch's
default precision settings (max abs error, norm-relative error). ``--deadline-s`` stops compiling further
variants when time runs out; whatever was measured is written.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import math
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = ("eager", "compiled", "channels_last", "freezing", "channels_last+freezing", "tf32", "bf16_autocast")
DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


def _recipe():
    spec = importlib.util.spec_from_file_location("layout_recipe", ROOT / "recipes" / "resnet50_layout.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["layout_recipe"] = mod  # Dynamo looks the module up by name when it traces the model
    spec.loader.exec_module(mod)
    return mod


def build(name: str):
    """(model in eval, its source in words)."""
    torch.manual_seed(0)
    if name.startswith("tv:"):
        import torchvision

        return torchvision.models.get_model(name[3:], weights=None).eval(), f"torchvision {name[3:]}"
    rec = _recipe()
    if name == "tiny":
        return rec.PlainResNet((1, 1, 1, 1), width=16, classes=10).eval(), "plain tiny ResNet"
    return rec.build_model(), f"resnet50 ({rec._source()})"


def ci_of_median(xs: list[float]) -> list[float]:
    s, n = sorted(xs), len(xs)
    half = 1.96 * math.sqrt(n) / 2
    lo, hi = max(0, int(math.floor(n / 2 - half))), min(n - 1, int(math.ceil(n / 2 + half)))
    return [round(s[lo], 4), round(s[hi], 4)]


def median(xs: list[float]) -> float:
    s = sorted(xs)
    return s[len(s) // 2] if len(s) % 2 else (s[len(s) // 2 - 1] + s[len(s) // 2]) / 2


@contextlib.contextmanager
def precision(tf32: bool, autocast: bool, device: str):
    old = torch.get_float32_matmul_precision()
    torch.set_float32_matmul_precision("high" if tf32 else "highest")
    try:
        with torch.autocast(device_type=device, dtype=torch.bfloat16) if autocast else contextlib.nullcontext():
            yield
    finally:
        torch.set_float32_matmul_precision(old)


def make_variant(kind: str, base, x, device: str):
    """(callable, its context factory) for one variant; compiles (the first call) here."""
    import copy

    import torch._inductor.config as icfg

    cl = kind.startswith("channels_last")
    model = copy.deepcopy(base)
    inp = x
    if cl:
        model, inp = model.to(memory_format=torch.channels_last), x.contiguous(memory_format=torch.channels_last)
    ctx = lambda: precision(kind == "tf32", kind == "bf16_autocast", device)  # noqa: E731
    if kind == "eager":
        fn = lambda: model(inp)  # noqa: E731
    else:
        # A code object of its own per variant: Dynamo caches compiled graphs per code object and shares them
        # between instances of one module class, so a frozen variant could otherwise run another's graph.
        ns: dict = {}
        exec(f"def forward_{kind.replace('+', '_')}(m, x):\n    return m(x)\n", ns)  # noqa: S102
        compiled = torch.compile(next(v for k, v in ns.items() if k.startswith("forward_")))
        with icfg.patch(freezing="freezing" in kind), torch.no_grad(), ctx():
            compiled(model, inp)  # compile now, with freezing as asked
        fn = lambda: compiled(model, inp)  # noqa: E731
    return fn, ctx


def timed(fn, ctx, device: str, n: int) -> list[float]:
    out = []
    with torch.no_grad(), ctx():
        for _ in range(n):
            if device == "cuda":
                torch.cuda.synchronize()
                a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                a.record()
                fn()
                b.record()
                b.synchronize()
                out.append(a.elapsed_time(b))
            else:
                t = time.perf_counter()
                fn()
                out.append((time.perf_counter() - t) * 1000)
    return out


def error(ref, got) -> dict:
    r, g = ref.double(), got.double()
    d = g - r
    return {"max_abs_err": float(d.abs().max()), "rel_err": float(d.norm() / r.norm()) if r.norm() > 0 else 0.0}


def ratio(a: dict, b: dict) -> dict:
    """a's latency over b's: > 1 means b is faster."""
    return {"x": round(a["median_ms"] / b["median_ms"], 4),
            "ci": [round(a["ci_ms"][0] / b["ci_ms"][1], 4), round(a["ci_ms"][1] / b["ci_ms"][0], 4)]}


def run(args) -> dict:
    t0 = time.monotonic()
    device = "cuda" if torch.cuda.is_available() and not args.cpu else "cpu"
    base, source = build(args.model)
    dtype = DTYPES[args.dtype]
    base = base.to(device=device, dtype=dtype)
    torch.manual_seed(1)
    x = torch.randn(args.batch, 3, args.res, args.res, device=device, dtype=dtype)
    wanted = [v for v in args.variants.split(",") if v]
    if args.dtype != "fp32":
        wanted = [v for v in wanted if v not in ("tf32", "bf16_autocast")]  # precision changes of fp32 models
    out = {"model": args.model, "source": source, "dtype": args.dtype, "batch": args.batch, "res": args.res,
           "device": torch.cuda.get_device_name() if device == "cuda" else "cpu", "torch": torch.__version__,
           "defaults": {"cudnn.allow_tf32": torch.backends.cudnn.allow_tf32,
                        "float32_matmul_precision": torch.get_float32_matmul_precision()},
           "variants": {}, "skipped": [], "notes": []}
    calls, ref = {}, None
    for kind in wanted:
        if time.monotonic() - t0 > args.deadline_s:
            out["skipped"].append(kind)
            continue
        t = time.monotonic()
        fn, ctx = make_variant(kind, base, x, device)
        with torch.no_grad(), ctx():
            y = fn().float()
        ref = y if kind == "eager" else ref
        out["variants"][kind] = {"setup_s": round(time.monotonic() - t, 1),
                                 **(error(ref, y) if ref is not None else {})}
        calls[kind] = (fn, ctx)
        print(f"{kind}: ready in {time.monotonic() - t:.1f} s", file=sys.stderr, flush=True)
    samples = {k: [] for k in calls}
    for fn, ctx in calls.values():  # warm-up
        timed(fn, ctx, device, args.warmup)
    for _ in range(args.rounds):  # interleaved rounds
        for k, (fn, ctx) in calls.items():
            samples[k] += timed(fn, ctx, device, args.calls)
    for k, xs in samples.items():
        out["variants"][k].update(median_ms=round(median(xs), 4), ci_ms=ci_of_median(xs), samples=len(xs))
    v = out["variants"]
    for k in v:
        if "compiled" in v and k not in ("eager", "compiled"):
            v[k]["vs_compiled"] = ratio(v["compiled"], v[k])
        if "eager" in v and k != "eager":
            v[k]["vs_eager"] = ratio(v["eager"], v[k])
    out["seconds"] = round(time.monotonic() - t0, 1)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--model", default="resnet50")
    p.add_argument("--dtype", default="fp32", choices=sorted(DTYPES))
    p.add_argument("--batch", type=int, default=32)
    p.add_argument("--res", type=int, default=224)
    p.add_argument("--variants", default=",".join(VARIANTS))
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--calls", type=int, default=10, help="timed calls per variant per round")
    p.add_argument("--warmup", type=int, default=5)
    p.add_argument("--deadline-s", type=float, default=1e9, help="compile no further variant after this")
    p.add_argument("--cpu", action="store_true")
    p.add_argument("--json-out")
    args = p.parse_args(argv)
    out = run(args)
    text = json.dumps(out, indent=1)
    if args.json_out:
        Path(args.json_out).write_text(text)
    for k, v in out["variants"].items():
        vs = v.get("vs_compiled") or {}
        print(f"{out['model']} {out['dtype']} {k:24} {v.get('median_ms', '?')} ms {v.get('ci_ms')} "
              f"vs compiled {vs.get('x', '-')} {vs.get('ci', '')} rel err {v.get('rel_err', 0):.2g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
