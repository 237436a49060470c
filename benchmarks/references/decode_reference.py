"""LLM decode with transformers and torch.compile directly (no CompileScope code), to check the engine's
decode figures: tokens/s of whole generations and the median per-token step latency.

The same decode as the engine's decode analysis: the zoo's model shape with random weights (seed 0), a
random prompt (seed 0), greedy, the prefill's token and ``new_tokens - 1`` decode steps with a
StaticCache or DynamicCache, no attention mask; ``torch.compile(model, mode=...)`` compiles prefill and
step; under reduce-overhead every call starts with ``torch.compiler.cudagraph_mark_step_begin()``.
``--via generate`` times ``model.generate`` instead (``disable_compile=True``, so transformers does not
compile behind our back; compiled modes wrap the forward themselves).

    python benchmarks/references/decode_reference.py --model llama-1b --dtype bf16 --cache static --mode reduce-overhead
"""

from __future__ import annotations

import argparse
import inspect
import json
import statistics
import sys
import time

import torch
import transformers as tf

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
CONFIGS = {  # the same shapes as analyzers/models/zoo.py
    "llama-1b": lambda: tf.LlamaConfig(hidden_size=2048, intermediate_size=8192, num_hidden_layers=16,
                                       num_attention_heads=32, num_key_value_heads=8, vocab_size=32000,
                                       max_position_embeddings=2048, tie_word_embeddings=True),
    "gpt2": lambda: tf.GPT2Config(),
    "tiny-llama": lambda: tf.LlamaConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
                                         vocab_size=1000),
}
CLASSES = {"llama-1b": tf.LlamaForCausalLM, "gpt2": tf.GPT2LMHeadModel, "tiny-llama": tf.LlamaForCausalLM}


def build(name: str, device: str, dtype):
    config = CONFIGS[name]()
    config._attn_implementation = "sdpa"
    with torch.random.fork_rng(devices=[]), torch.device(device):
        torch.manual_seed(0)
        model = CLASSES[name](config).eval()
    return model.to(dtype=dtype)


def sync(device: str) -> None:
    if device.startswith("cuda"):
        torch.cuda.synchronize()


class Decoder:
    def __init__(self, model, fn, cache_kind: str, prompt, new_tokens: int, cudagraphs: bool):
        params = inspect.signature(model.forward).parameters
        self.kwarg = "cache" if "cache" in params else "past_key_values"
        self.keep = {"logits_to_keep": 1} if "logits_to_keep" in params else {}
        self.model, self.fn, self.kind, self.prompt, self.n = model, fn, cache_kind, prompt, new_tokens
        self.mark = torch.compiler.cudagraph_mark_step_begin if cudagraphs else None
        self.cache = None

    def _cache(self):
        if self.kind == "static" and self.cache is not None:
            self.cache.reset()  # same tensors, same addresses: CUDA graphs replay on them
            return self.cache
        if self.kind == "dynamic":
            return tf.DynamicCache(config=self.model.config)
        self.cache = tf.StaticCache(config=self.model.config, max_cache_len=self.prompt.shape[1] + self.n)
        self.model(input_ids=self.prompt, use_cache=True, **{self.kwarg: self.cache}, **self.keep)  # allocate eagerly
        self.cache.reset()
        return self.cache

    def _call(self, ids, cache):
        if self.mark:
            self.mark()
        return self.fn(input_ids=ids, use_cache=True, **{self.kwarg: cache}, **self.keep).logits[:, -1].argmax(-1)

    def generate(self, per_step: list | None = None) -> list[int]:
        cache = self._cache()
        tok = self._call(self.prompt, cache)
        toks = [tok]
        for _ in range(1, self.n):
            t0 = time.perf_counter()
            tok = self._call(tok[:, None], cache)
            toks.append(tok)
            if per_step is not None:
                sync(str(self.prompt.device))
                per_step.append(time.perf_counter() - t0)
        return torch.stack(toks, 1)[0].tolist()


def via_generate(model, fn, cache_kind: str, prompt, n: int):
    kw = dict(max_new_tokens=n, min_new_tokens=n, do_sample=False, disable_compile=True,
              attention_mask=torch.ones_like(prompt))
    if cache_kind == "static":
        kw["cache_implementation"] = "static"
    if fn is not model:
        model.forward = fn  # compiled forward; generate's own compile is off (disable_compile)
    return lambda per_step=None: model.generate(prompt, **kw)[0, prompt.shape[1]:].tolist()


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", default="llama-1b", choices=list(CONFIGS))
    p.add_argument("--dtype", default="bf16", choices=list(DTYPES))
    p.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    p.add_argument("--batch-size", type=int, default=1)
    p.add_argument("--prompt-len", type=int, default=128)
    p.add_argument("--new-tokens", type=int, default=128)
    p.add_argument("--cache", default="static", choices=("static", "dynamic"))
    p.add_argument("--mode", default="eager", choices=("eager", "default", "reduce-overhead"))
    p.add_argument("--dynamic", default="auto", choices=("auto", "true", "false"))
    p.add_argument("--rounds", type=int, default=5, help="timed whole generations (after two warm-up ones)")
    p.add_argument("--via", default="loop", choices=("loop", "generate"))
    p.add_argument("--json", action="store_true", help="print one JSON object")
    a = p.parse_args()

    model = build(a.model, a.device, DTYPES[a.dtype])
    gen = torch.Generator().manual_seed(0)
    prompt = torch.randint(0, model.config.vocab_size, (a.batch_size, a.prompt_len), generator=gen).to(a.device)
    fn = model
    if a.mode != "eager":
        kw = {"dynamic": {"auto": None, "true": True, "false": False}[a.dynamic]}
        if a.mode != "default":
            kw["mode"] = a.mode
        fn = torch.compile(model, **kw)
    out = {k: getattr(a, k) for k in ("model", "dtype", "cache", "mode", "dynamic", "batch_size", "prompt_len",
                                      "new_tokens", "via")}
    out.update(torch=torch.__version__, transformers=tf.__version__)
    try:
        with torch.no_grad():
            dec = Decoder(model, fn, a.cache, prompt, a.new_tokens, a.mode == "reduce-overhead")
            run = dec.generate if a.via == "loop" else via_generate(model, fn, a.cache, prompt, a.new_tokens)
            sync(a.device)
            t0 = time.perf_counter()
            out["tokens"] = run()
            sync(a.device)
            out["first_generation_s"] = round(time.perf_counter() - t0, 3)
            run()
            times = []
            for _ in range(a.rounds):
                sync(a.device)
                t0 = time.perf_counter()
                run()
                sync(a.device)
                times.append(time.perf_counter() - t0)
            steps: list[float] = []
            if a.via == "loop":
                dec.generate(per_step=steps)
    except Exception as e:  # noqa: BLE001 - the failure is the answer for this configuration
        out["error"] = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"[:400]
        print(json.dumps(out) if a.json else f"{out}", flush=True)
        return 1
    tps = [a.batch_size * a.new_tokens / t for t in times]
    out["tokens_per_s"] = round(statistics.median(tps), 2)
    out["tokens_per_s_min_max"] = [round(min(tps), 2), round(max(tps), 2)]
    if steps:
        out["step_ms_median"] = round(statistics.median(steps) * 1e3, 4)
    if a.json:
        print(json.dumps(out), flush=True)
    else:
        print(f"{a.model} {a.dtype} {a.cache} {a.mode} via {a.via}: {out['tokens_per_s']} tokens/s "
              f"(min/max {out['tokens_per_s_min_max']}), step {out.get('step_ms_median')} ms, first generation "
              f"{out['first_generation_s']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
