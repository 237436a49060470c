"""The engine's decode loop against the plain script's, in one process, interleaved.

Across processes the lent GPU's host drifts (bert-base eager moved 4.4 -> 9.2 ms between two processes
minutes apart), so comparing the engine's decode run with ``decode_reference.py`` run by run mixes the
method with the machine. Here both drive the same model and the same compiled callable in one process,
alternating whole generations: the plain script's ``Decoder.generate`` (``benchmarks/references/decode_reference.py``)
and the engine's ``DecodeLoop.run(per_step=False)`` (``analyzers/analyses/decode/decode_loop.py``), each with its
own cache. Prints tokens/s per round and the garbage collector's share of each generation.

    python benchmarks/engine/bench_decode_method_check.py --model llama-1b --dtype bf16 --cache static \
        --modes eager,default --rounds 4
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "references"))
import decode_reference as ref  # noqa: E402

from analyzers.analyses.decode.decode_inputs import decode_api  # noqa: E402
from analyzers.analyses.decode.decode_loop import DecodeLoop, GCMeter  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", default="llama-1b", choices=list(ref.CONFIGS))
    p.add_argument("--dtype", default="bf16", choices=list(ref.DTYPES))
    p.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    p.add_argument("--cache", default="static", choices=("static", "dynamic"))
    p.add_argument("--modes", default="eager,default")
    p.add_argument("--prompt-len", type=int, default=128)
    p.add_argument("--new-tokens", type=int, default=128)
    p.add_argument("--rounds", type=int, default=4)
    a = p.parse_args()
    model = ref.build(a.model, a.device, ref.DTYPES[a.dtype])
    api = decode_api(model)
    gen = torch.Generator().manual_seed(0)
    prompt = torch.randint(0, model.config.vocab_size, (1, a.prompt_len), generator=gen).to(a.device)
    rows = []
    for mode in a.modes.split(","):
        torch._dynamo.reset()
        fn = model if mode == "eager" else torch.compile(model, **({} if mode == "default" else {"mode": mode}))
        cg = mode == "reduce-overhead"
        with torch.no_grad():
            plain = ref.Decoder(model, fn, a.cache, prompt, a.new_tokens, cg)
            ours = DecodeLoop(fn, model, api, prompt_len=a.prompt_len, new_tokens=a.new_tokens, batch_size=1,
                              cache=a.cache, device=a.device, cudagraphs=cg)

            def plain_gen():
                ref.sync(a.device)
                with GCMeter() as m:
                    t0 = time.perf_counter()
                    toks = plain.generate()
                    ref.sync(a.device)
                    return time.perf_counter() - t0, m.seconds, toks

            def ours_gen():
                r = ours.run(per_step=False)
                if r.error:
                    raise RuntimeError(r.error)
                return r.total_s, r.gc_s, r.tokens[0]

            t0 = time.perf_counter()
            for _ in range(2):  # compile and warm both
                plain_gen()
                ours_gen()
            warm_s = time.perf_counter() - t0
            res = {"plain": [], "engine": []}
            gcs = {"plain": [], "engine": []}
            same = None
            for r in range(a.rounds):
                for who in (("plain", "engine") if r % 2 == 0 else ("engine", "plain")):
                    total, gc_s, toks = (plain_gen if who == "plain" else ours_gen)()
                    res[who].append(a.new_tokens / total)
                    gcs[who].append(gc_s * 1e3)
                    if who == "plain":
                        p_toks = toks
                    else:
                        e_toks = toks
                same = p_toks == e_toks
        row = {"mode": mode, "cache": a.cache, "warm_s": round(warm_s, 1),
               "plain_tokens_per_s": [round(v, 2) for v in res["plain"]],
               "engine_tokens_per_s": [round(v, 2) for v in res["engine"]],
               "engine_vs_plain": round(statistics.median(res["engine"]) / statistics.median(res["plain"]) - 1, 4),
               "gc_ms_per_generation": {k: round(statistics.median(v), 3) for k, v in gcs.items()},
               "same_tokens": same}
        rows.append(row)
        print(json.dumps(row), flush=True)
    dest = Path(os.environ.get("OUT", "/tmp/out"))
    dest.mkdir(parents=True, exist_ok=True)
    (dest / f"decode_method_check_{a.cache}.json").write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
