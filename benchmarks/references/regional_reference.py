"""Plain-torch reference for the cold start's jit-regional route: whole-model ``torch.compile`` against each repeated
block's ``nn.Module.compile()``, each in a fresh process with empty caches, timed from the process's start.

    python benchmarks/references/regional_reference.py --recipe benchmarks/engine/recipes/block_stack.py \\
        --block layers --pairs 2 --json-out r.json
    python benchmarks/references/regional_reference.py --hf bert-base --block bert.encoder.layer --device cuda \\
        --dtype fp16 --batch 8 --seq 512

No CompileScope code runs: the model is the recipe file's ``build_model()`` / ``example_inputs()``, or a
transformers model built from the same config as the engine's zoo entry (``--hf bert-base | llama-1b | tiny-bert``).
Each process gets fresh ``TORCHINDUCTOR_CACHE_DIR`` and ``TRITON_CACHE_DIR`` folders (what the engine's jit-cold and
jit-regional routes do; nothing else is changed), imports torch, builds the model, compiles (the whole model, or
``.compile()`` on each child of ``--block``) and makes the first call under ``torch.no_grad``: its end, in seconds
from the moment the parent spawned the process, is the *first output* (the engine's ``first_output_s``). Then a few
steady calls (median), the compile count (``torch._dynamo.utils.counters['stats']['unique_graphs']``) and the
output against the same model run eagerly (max abs error). Pairs alternate their order (whole first, then regional
first) so the machine's drift hits both; the ratio regional ÷ whole is taken per pair and its median printed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HF = {  # the engine zoo's configs (analyzers/models/zoo.py), rebuilt here with transformers alone
    "bert-base": ("BertForSequenceClassification", lambda tf: tf.BertConfig(), False),
    "tiny-bert": ("BertForSequenceClassification", lambda tf: tf.BertConfig(
        hidden_size=64, num_hidden_layers=2, num_attention_heads=2, intermediate_size=128, vocab_size=1000,
        max_position_embeddings=512), True),
    "tiny-llama": ("LlamaForCausalLM", lambda tf: tf.LlamaConfig(
        hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
        max_position_embeddings=512, vocab_size=1000), True),
    "llama-1b": ("LlamaForCausalLM", lambda tf: tf.LlamaConfig(
        hidden_size=2048, intermediate_size=8192, num_hidden_layers=16, num_attention_heads=32, num_key_value_heads=8,
        vocab_size=32000, max_position_embeddings=2048, tie_word_embeddings=True), True),
}
DTYPES = ("fp32", "fp16", "bf16")


# -- the child: one fresh process, one variant ---------------------------------------------------------------------
def _build(a):
    import torch

    if a.recipe:
        import importlib.util

        spec = importlib.util.spec_from_file_location("regional_recipe", a.recipe)
        mod = importlib.util.module_from_spec(spec)
        sys.modules["regional_recipe"] = mod  # Dynamo looks the module up by name when it traces
        spec.loader.exec_module(mod)
        model, args, kwargs = mod.build_model(), tuple(mod.example_inputs()), {}
    else:
        import transformers as tf

        cls_name, make, plain_inference = HF[a.hf]
        config = make(tf)
        if plain_inference:  # as the zoo does for every model but bert-base: one forward, no KV cache, SDPA
            config.use_cache = False
            config._attn_implementation = "sdpa"
        torch.manual_seed(0)
        with torch.device(a.device):
            model = getattr(tf, cls_name)(config)
        gen = torch.Generator().manual_seed(0)
        args = ()
        kwargs = {"input_ids": torch.randint(0, config.vocab_size, (a.batch, a.seq), generator=gen),
                  "attention_mask": torch.ones(a.batch, a.seq, dtype=torch.long)}
    dtype = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[a.dtype]
    model = model.to(device=a.device, dtype=dtype).eval()
    cast = lambda t: t.to(a.device, dtype) if t.is_floating_point() else t.to(a.device)  # noqa: E731
    return model, tuple(cast(t) for t in args), {k: cast(v) for k, v in kwargs.items()}


def _first_tensor(out):
    import torch

    if isinstance(out, torch.Tensor):
        return out
    if isinstance(out, dict) or hasattr(out, "values"):
        return next(v for v in out.values() if isinstance(v, torch.Tensor))
    return next(v for v in out if isinstance(v, torch.Tensor))


def child(a) -> None:
    import torch

    t_import = time.time() - a.spawned
    sync = torch.cuda.synchronize if a.device.startswith("cuda") else (lambda: None)
    model, args, kwargs = _build(a)
    t_built = time.time() - a.spawned
    blocks = [m for m in a.block.split(",") if m] if a.variant == "regional" else []
    with torch.no_grad():
        t0 = time.time()
        if a.variant == "whole":
            fn = torch.compile(model)
        else:
            fn = model
            for path in blocks:  # each child of the container compiled in place
                for child_mod in model.get_submodule(path).children():
                    child_mod.compile()
        out = fn(*args, **kwargs)
        sync()
        first_s = time.time() - a.spawned
        compile_call_s = time.time() - t0
        from torch._dynamo.utils import counters

        graphs = int(counters["stats"].get("unique_graphs", 0))
        times = []
        for _ in range(a.steady_calls):
            sync()
            t = time.perf_counter()
            fn(*args, **kwargs)
            sync()
            times.append((time.perf_counter() - t) * 1e3)
        for path in blocks:  # the same model uncompiled: the eager output
            for child_mod in model.get_submodule(path).children():
                child_mod._compiled_call_impl = None
        ref = model(*args, **kwargs)
        err = (_first_tensor(out).float() - _first_tensor(ref).float()).abs().max().item()
    print(json.dumps({"variant": a.variant, "import_s": round(t_import, 3), "built_s": round(t_built, 3),
                      "first_output_s": round(first_s, 3), "compile_and_first_call_s": round(compile_call_s, 3),
                      "steady_ms": round(statistics.median(times), 4) if times else None, "graphs": graphs,
                      "max_abs_err": err, "torch": torch.__version__}))


# -- the parent: fresh processes, alternating --------------------------------------------------------------------
def run_one(a, variant: str) -> dict:
    with tempfile.TemporaryDirectory(prefix=f"regional_ref_{variant}_") as tmp:
        env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(Path(tmp) / "inductor"),
                   TRITON_CACHE_DIR=str(Path(tmp) / "triton"), PYTHONUNBUFFERED="1")
        src = ["--recipe", a.recipe] if a.recipe else ["--hf", a.hf]
        cmd = [sys.executable, __file__, "--child", variant, *src, "--block", a.block, "--device", a.device,
               "--dtype", a.dtype, "--batch", str(a.batch), "--seq", str(a.seq), "--steady-calls", str(a.steady_calls)]
        spawned = time.time()
        p = subprocess.run([*cmd, "--spawned", repr(spawned)], env=env, capture_output=True, text=True,
                           timeout=a.timeout_s)
    if p.returncode != 0:
        return {"variant": variant, "error": p.stderr[-2000:]}
    return json.loads(p.stdout.strip().splitlines()[-1])


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    src = p.add_mutually_exclusive_group()
    src.add_argument("--recipe", help="a recipe file (build_model, example_inputs)")
    src.add_argument("--hf", choices=sorted(HF), help="a transformers model with the engine zoo's config")
    p.add_argument("--block", required=True, help="module path of the container whose children are compiled "
                   "(comma list for several)")
    p.add_argument("--device", default="cpu")
    p.add_argument("--dtype", default="fp32", choices=DTYPES)
    p.add_argument("--batch", type=int, default=1)
    p.add_argument("--seq", type=int, default=32)
    p.add_argument("--pairs", type=int, default=2)
    p.add_argument("--start-with", default="whole", choices=("whole", "regional"),
                   help="the variant the first pair starts with (the next pair starts with the other)")
    p.add_argument("--steady-calls", type=int, default=20)
    p.add_argument("--timeout-s", type=float, default=1200)
    p.add_argument("--json-out")
    p.add_argument("--child", choices=("whole", "regional"), help=argparse.SUPPRESS)
    p.add_argument("--spawned", type=float, help=argparse.SUPPRESS)
    a = p.parse_args()
    if not (a.recipe or a.hf):
        p.error("give --recipe FILE or --hf NAME")
    if a.child:
        a.variant = a.child
        child(a)
        return 0
    pairs = []
    for i in range(a.pairs):
        order = ("whole", "regional") if (i + (a.start_with == "regional")) % 2 == 0 else ("regional", "whole")
        got = {v: run_one(a, v) for v in order}
        ratio = None
        if all("first_output_s" in got[v] for v in got):
            ratio = round(got["regional"]["first_output_s"] / got["whole"]["first_output_s"], 4)
        pairs.append({"order": list(order), **got, "first_output_ratio": ratio})
        w, r = got["whole"], got["regional"]
        print(f"pair {i + 1} ({order[0]} first): whole {w.get('first_output_s')} s "
              f"(compile+call {w.get('compile_and_first_call_s')} s, {w.get('graphs')} graphs), regional "
              f"{r.get('first_output_s')} s (compile+call {r.get('compile_and_first_call_s')} s, {r.get('graphs')} "
              f"graphs): regional/whole {ratio}; steady {w.get('steady_ms')} vs {r.get('steady_ms')} ms; "
              f"max abs err {w.get('max_abs_err')} / {r.get('max_abs_err')}"
              + "".join(f"\n  {v} failed: {got[v]['error'][-600:]}" for v in got if "error" in got[v]), flush=True)
    ratios = [q["first_output_ratio"] for q in pairs if q["first_output_ratio"] is not None]
    summary = {"source": a.recipe or a.hf, "block": a.block, "device": a.device, "dtype": a.dtype, "pairs": pairs,
               "first_output_ratio_median": round(statistics.median(ratios), 4) if ratios else None,
               "first_output_ratios": ratios}
    print(f"regional/whole first output: median {summary['first_output_ratio_median']} over {len(ratios)} pairs "
          f"{ratios}")
    if a.json_out:
        Path(a.json_out).write_text(json.dumps(summary, indent=1))
    return 0 if ratios else 1


if __name__ == "__main__":
    raise SystemExit(main())
