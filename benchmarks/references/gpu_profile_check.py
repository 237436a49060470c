"""Profile + roofline on a GPU, outside the worker: the figures to verify on the H200.

For each compile mode: a fresh ``torch.compile`` (after ``torch._dynamo.reset()``), warm-up, the code
section's kernels (``run_and_get_code`` + ``codegen.split_kernels``), then ``collect_profile`` and
``collect_roofline`` exactly as the worker calls them, and a table: kernels per forward, wall / busy /
idle, launch CPU time, kernels matched to generated code, FLOPs attributed, floor vs measured.
Reference (shared/reference, bert-base b8 s512 fp16): eager 182 kernels 4.3 ms, default 151 3.46 ms,
reduce-overhead 152 2.39 ms, ~773 GFLOP, floor ~0.98 ms at ~790 TFLOP/s.

    python benchmarks/references/gpu_profile_check.py [--model bert|mlp] [--modes default reduce-overhead] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def build(model: str, dtype):
    import torch

    if model == "bert":
        from transformers import BertConfig, BertForSequenceClassification

        m = BertForSequenceClassification(BertConfig()).cuda().eval().to(dtype)
        ids = torch.randint(0, 30522, (8, 512), device="cuda")
        return m, (), {"input_ids": ids, "attention_mask": torch.ones(8, 512, device="cuda", dtype=torch.long)}
    m = torch.nn.Sequential(torch.nn.Linear(1024, 4096), torch.nn.GELU(), torch.nn.Linear(4096, 1024),
                            torch.nn.LayerNorm(1024)).cuda().eval().to(dtype)
    return m, (torch.randn(256, 1024, device="cuda", dtype=dtype),), {}


def main() -> int:
    import torch
    from torch._inductor.utils import run_and_get_code

    from analyzers.analyses.codegen.codegen import split_kernels
    from analyzers.analyses.hardware.roofline import collect_roofline
    from analyzers.analyses.profile.kernel_records import inductor_kernel_meta
    from analyzers.analyses.profile.profiling import collect_profile
    from analyzers.analyses.timing.benchmark import make_call

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="bert", choices=["bert", "mlp"])
    ap.add_argument("--dtype", default="fp16", choices=["fp16", "bf16", "fp32"])
    ap.add_argument("--modes", nargs="+", default=["default", "reduce-overhead"])
    ap.add_argument("--out", type=Path, default=Path("gpu_profile_check"))
    args = ap.parse_args()
    dtype = {"fp16": torch.float16, "bf16": torch.bfloat16, "fp32": torch.float32}[args.dtype]
    model, a, kw = build(args.model, dtype)
    rows = []
    with torch.inference_mode():
        for mode in args.modes:
            torch._dynamo.reset()
            compiled = torch.compile(model, **({} if mode == "default" else {"mode": mode}))
            graphs = mode in ("reduce-overhead", "max-autotune")
            _, codes = run_and_get_code(make_call(compiled, a, kw, graphs))
            kernels = [k.__dict__ for i, t in enumerate(codes) for k in split_kernels(t, f"artifacts/code/{i}.py")]
            eager, comp = make_call(model, a, kw, False), make_call(compiled, a, kw, graphs)
            for _ in range(10):
                eager()
                comp()
            torch.cuda.synchronize()
            out = args.out / mode
            t0 = time.perf_counter()
            prof = collect_profile(eager, comp, device="cuda", out_dir=out, code_kernels=kernels,
                                   kernel_meta=inductor_kernel_meta(codes), artifact_prefix="")
            t_prof = time.perf_counter() - t0
            t0 = time.perf_counter()
            roof = collect_roofline(eager, device="cuda", dtype=args.dtype, profile=prof,
                                    peaks_cache=args.out / "peaks.json")
            t_roof = time.perf_counter() - t0
            (out / "profile.json").write_text(json.dumps(prof, indent=1))
            (out / "roofline.json").write_text(json.dumps(roof, indent=1))
            for label in ("eager", "compiled"):
                m = prof.get(label) or {}
                if not m.get("available"):
                    print(f"{mode}/{label}: not available: {m.get('reason')}")
                    continue
                matched = sum(1 for k in m["kernels"] if k.get("code_kernel"))
                rows.append((mode if label == "compiled" else "eager", m["kernels_per_forward"], m["wall_us"] / 1e3,
                             m["busy_us"] / 1e3, m["kernel_time_us"] / 1e3, m["idle"]["total_us"] / 1e3,
                             m["idle"]["count"], m["first_kernel_us"], m["launch"]["count"], m["launch"]["total_us"] / 1e3,
                             m["graph_launches"], f"{matched}/{len(m['kernels'])}", m.get("attributed"),
                             roof.get("attributed_flops", {}).get(label)))
            print(f"{mode}: profile {t_prof:.1f} s, roofline {t_roof:.1f} s; notes: {prof['notes']} "
                  f"{prof['compiled'].get('notes')} {roof.get('notes')}")
            print(f"  peaks {roof.get('peaks')}")
            w = roof.get("work") or {}
            print(f"  work {w.get('flops', 0) / 1e9:.1f} GFLOP, min {w.get('min_bytes', 0) / 2**20:.1f} MiB, "
                  f"unfused {w.get('unfused_bytes', 0) / 2**20:.1f} MiB; floor {roof.get('floor_ms')} ms "
                  f"({roof.get('bound')}); measured {roof.get('measured_ms')}; floor share {roof.get('floor_share')}")
    head = ("mode", "kernels", "wall ms", "busy ms", "kern ms", "idle ms", "gaps", "1st kernel us", "launches",
            "launch ms", "graph launches", "matched", "attributed", "FLOP share")
    print("\n" + " | ".join(head))
    for r in rows:
        print(" | ".join(f"{v:.3f}" if isinstance(v, float) else str(v) for v in r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
