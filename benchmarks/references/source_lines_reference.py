"""Time per source line of a zoo transformer computed with plain torch (no CompileScope code), to check the
engine's ``source_lines``.

* Eager: ``sys.settrace`` line events in the model's files (transformers' package) open a ``record_function``
  range per executed line; one forward is profiled; each kernel's device time goes to the innermost line range
  above the op that launched it (the profiler's own event tree, ``prof.events()``).
* Compiled: ``TORCH_TRACE`` with Inductor provenance tracking; the trace's
  ``inductor_provenance_tracking_kernel_stack_traces`` (kernel:handle -> FX node stack traces) read by a parser
  of its own; Triton / C++ kernels by name, other kernels by their ATen op in handle order (kernels replayed
  from a CUDA graph with no op: not attributed here); a fused kernel split equally across its lines.

    python benchmarks/references/source_lines_reference.py --model bert-base --device cuda --dtype fp16 \\
        --batch 8 --seq 512 --modes default reduce-overhead --out ref.json

``--workload decode`` (a causal LM: llama-1b, tiny-llama) profiles one decode step instead of a forward, as the
engine's decode workload does: a StaticCache prefilled eagerly with a ``--prompt-len`` random prompt (seed 0), then
the step's keywords (the next token, the cache, ``use_cache``, ``logits_to_keep=1``); every call appends a token
(the cache has room for DECODE_SLACK of them).

    python benchmarks/references/source_lines_reference.py --workload decode --model llama-1b --device cuda \\
        --dtype fp16 --batch 1 --prompt-len 128 --modes default reduce-overhead --out ref.json
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import sys
import tempfile

TRACE_DIR = tempfile.mkdtemp(prefix="sl_ref_trace_")
os.environ.setdefault("TORCH_TRACE", TRACE_DIR)

import torch  # noqa: E402
import transformers as tf  # noqa: E402

MODELS = {"bert-base": lambda: tf.BertConfig(), "tiny-bert": lambda: tf.BertConfig(
    hidden_size=64, num_hidden_layers=2, num_attention_heads=2, intermediate_size=128, vocab_size=1000)}
LMS = {  # causal LMs for --workload decode: the same shapes as analyzers/models/zoo.py
    "llama-1b": lambda: tf.LlamaConfig(hidden_size=2048, intermediate_size=8192, num_hidden_layers=16,
                                       num_attention_heads=32, num_key_value_heads=8, vocab_size=32000,
                                       max_position_embeddings=2048, tie_word_embeddings=True),
    "tiny-llama": lambda: tf.LlamaConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
                                         vocab_size=1000),
}
DECODE_SLACK = 64  # decode steps the static cache has room for beyond the prompt (each call appends one)
DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
PKG = os.path.dirname(os.path.abspath(tf.__file__))
BASE = os.path.dirname(PKG)
FRAME = re.compile(r'File "([^"]+)", line (\d+)')


def label(file: str) -> str:
    return os.path.relpath(file, BASE) if file.startswith(PKG) else file


class LineTracer:
    """record_function ranges per executed line of the model's files (settrace)."""

    def __init__(self):
        self.open: dict = {}

    def __call__(self, frame, event, arg):
        if not frame.f_code.co_filename.startswith(PKG):
            return None
        return self.local

    def local(self, frame, event, arg):
        key = id(frame)
        if key in self.open:
            self.open.pop(key).__exit__(None, None, None)
        if event == "line":
            rf = torch.profiler.record_function(f"line:{label(frame.f_code.co_filename)}:{frame.f_lineno}")
            rf.__enter__()
            self.open[key] = rf
        return self.local


def device_us(evt) -> float:
    return float(getattr(evt, "device_time_total", None) or getattr(evt, "cuda_time_total", 0) or 0)


def eager_lines(model, inputs, cuda: bool) -> dict:
    from torch.profiler import ProfilerActivity, profile

    acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])
    tracer = LineTracer()
    with profile(activities=acts) as prof:
        sys.settrace(tracer)
        try:
            model(**inputs)
        finally:
            sys.settrace(None)
        if cuda:
            torch.cuda.synchronize()
    lines: dict = {}
    total = hit = 0.0
    for e in prof.events():
        if e.name.startswith("line:") or e.device_type != torch.autograd.DeviceType.CPU:
            continue
        p = e.cpu_parent
        while p is not None and not (p.name.startswith("line:") or p.kernels):
            p = p.cpu_parent
        if p is not None and p.kernels:  # kernels are counted once, at their outermost op
            continue
        us = sum(k.duration for k in e.kernels) if cuda else (e.cpu_time_total if _outermost(e) else 0.0)
        if not us:
            continue
        total += us
        p = e.cpu_parent
        while p is not None and not p.name.startswith("line:"):
            p = p.cpu_parent
        if p is not None:
            hit += us
            lines[p.name[5:]] = lines.get(p.name[5:], 0.0) + us
    return {"coverage": hit / total if total else None, "kernel_ms": total / 1e3, "lines_ms": _ms(lines)}


def _outermost(e) -> bool:
    p = e.cpu_parent
    while p is not None:
        if not p.name.startswith("line:"):
            return False
        p = p.cpu_parent
    return True


def _ms(lines: dict) -> dict:
    return {k: round(v / 1e3, 4) for k, v in sorted(lines.items(), key=lambda kv: -kv[1])}


def provenance_stacks() -> list[dict]:
    """Every ``inductor_provenance_tracking_kernel_stack_traces`` payload in the trace, in order."""
    out = []
    for path in sorted(glob.glob(os.path.join(os.environ["TORCH_TRACE"], "*.log")), key=os.path.getmtime):
        want, buf = False, []
        for line in open(path, encoding="utf-8", errors="replace"):
            if line.startswith("\t"):
                if want:
                    buf.append(line[1:])
                continue
            if want and buf:
                out.append(json.loads("".join(buf)))
            want = "inductor_provenance_tracking_kernel_stack_traces" in line
            buf = []
        if want and buf:
            out.append(json.loads("".join(buf)))
    return out


def key_lines(traces: list[str]) -> list[str]:
    got = []
    for t in traces:
        frames = [(f, int(n)) for f, n in FRAME.findall(t) if f.startswith(PKG)]
        if frames and (w := f"{label(frames[-1][0])}:{frames[-1][1]}") not in got:
            got.append(w)
    return got


def compiled_lines(compiled, inputs, cuda: bool, entries: list[dict], graphs: bool) -> dict:
    from torch.profiler import ProfilerActivity, profile

    keys = [(k.rsplit(":", 1)[0], int(k.rsplit(":", 1)[1]), key_lines(v)) for e in entries for k, v in e.items()]
    by_name = {n: ls for n, _, ls in keys}
    externs = sorted([(h, n, ls) for n, h, ls in keys if not n.startswith(("triton_", "cpp_"))])
    acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])
    with profile(activities=acts) as prof:
        if graphs:
            torch.compiler.cudagraph_mark_step_begin()
        compiled(**inputs)
        if cuda:
            torch.cuda.synchronize()
    lines: dict = {}
    total = hit = 0.0
    used: dict = {}
    for e in prof.events():
        if cuda and e.device_type == torch.autograd.DeviceType.CPU:
            continue
        if not cuda and not re.match(r"^(graph_\d+_)?cpp_|^aten::", e.name):
            continue
        if not cuda and e.cpu_parent is not None and e.cpu_parent.name.startswith(("aten::", "graph_")):
            continue
        us = e.device_time_total if cuda else e.cpu_time_total
        name = re.sub(r"^graph_\d+_", "", e.name)
        total += us
        ls = by_name.get(name)
        if ls is None:  # extern: the next key of its op, in handle order
            op = (e.name.split("::")[-1] if "::" in e.name else "").split(".")[0]
            cands = [x for x in externs if op and x[1].split(".")[-1] in (op, "default") or op in x[1]]
            i = used.get(op, 0)
            ls = cands[i % len(cands)][2] if cands else None
            used[op] = i + 1
        if ls:
            hit += us
            for w in ls:
                lines[w] = lines.get(w, 0.0) + us / len(ls)
    return {"coverage": hit / total if total else None, "kernel_ms": total / 1e3, "lines_ms": _ms(lines)}


def decode_setup(name: str, device: str, dtype, batch: int, prompt_len: int):
    """(the causal LM, one decode step's keywords): built as the zoo builds it (seed 0, on the device), a StaticCache
    prefilled with a random prompt (seed 0) in eager, the next token."""
    import inspect

    config = LMS[name]()
    config._attn_implementation = "sdpa"
    with torch.random.fork_rng(devices=[]), torch.device(device):
        torch.manual_seed(0)
        model = tf.LlamaForCausalLM(config).eval()
    model = model.to(dtype=dtype)
    params = inspect.signature(model.forward).parameters
    kwarg = "cache" if "cache" in params else "past_key_values"
    keep = {"logits_to_keep": 1} if "logits_to_keep" in params else {}
    cache = tf.StaticCache(config=model.config, max_cache_len=prompt_len + DECODE_SLACK)
    prompt = torch.randint(0, config.vocab_size, (batch, prompt_len), generator=torch.Generator().manual_seed(0))
    with torch.no_grad():
        out = model(input_ids=prompt.to(device), use_cache=True, **{kwarg: cache}, **keep)
    token = out.logits[:, -1:].argmax(-1)
    return model, {"input_ids": token, kwarg: cache, "use_cache": True, **keep}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workload", default="forward", choices=("forward", "decode"))
    ap.add_argument("--model", default="bert-base", choices=sorted(MODELS) + sorted(LMS))
    ap.add_argument("--prompt-len", type=int, default=128, help="decode: prompt tokens prefilled before the step")
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--dtype", default="fp16", choices=sorted(DTYPES))
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--seq", type=int, default=512)
    ap.add_argument("--modes", nargs="+", default=["default", "reduce-overhead"])
    ap.add_argument("--out", default="-")
    a = ap.parse_args()
    cuda = a.device.startswith("cuda")
    torch.manual_seed(0)
    if a.workload == "decode":
        if a.model not in LMS:
            ap.error(f"--workload decode needs a causal LM: {', '.join(sorted(LMS))}")
        model, inputs = decode_setup(a.model, a.device, DTYPES[a.dtype], a.batch, a.prompt_len)
    else:
        config = MODELS[a.model]()
        model = tf.BertForSequenceClassification(config).to(a.device, DTYPES[a.dtype]).eval()
        inputs = {"input_ids": torch.randint(0, config.vocab_size, (a.batch, a.seq), device=a.device)}
    torch._inductor.config.trace.provenance_tracking_level = 1
    if not cuda:  # the C++ kernels as ranges of their own, as the engine compiles them on CPU
        torch._inductor.config.cpp.enable_kernel_profile = True
    out = {"model": a.model, "workload": a.workload, "device": a.device, "dtype": a.dtype, "batch": a.batch,
           "torch": torch.__version__, "transformers": tf.__version__,
           "split_rule": "equal across a fused kernel's lines"}
    out.update({"prompt_len": a.prompt_len, "what": "one decode step, static cache"} if a.workload == "decode"
               else {"seq": a.seq})
    with torch.no_grad():
        for _ in range(3):
            model(**inputs)
        out["eager"] = eager_lines(model, inputs, cuda)
        for mode in a.modes:
            torch._dynamo.reset()
            before = len(provenance_stacks())
            compiled = torch.compile(model, **({} if mode == "default" else {"mode": mode}))
            for _ in range(3):
                if mode == "reduce-overhead":
                    torch.compiler.cudagraph_mark_step_begin()
                compiled(**inputs)
            out[mode] = compiled_lines(compiled, inputs, cuda, provenance_stacks()[before:], mode == "reduce-overhead")
    text = json.dumps(out)
    if a.out == "-":
        print(text)
    else:
        with open(a.out, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
