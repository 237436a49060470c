"""Issue 52 on the GPU: regional compilation against whole-model compilation, the engine's cold start beside plain
torch in the same lease, one part per device call (each well under 10 minutes).

Part ``bert``: bert-base fp16 B8 S512 (12 × BertLayer in ``bert.encoder.layer``). Part ``decoder``: llama-1b fp16
B4 S512 (16 × LlamaDecoderLayer in ``model.layers``, the zoo's 16-layer decoder). Each part:

  1. plain torch (``benchmarks/references/regional_reference.py``, one pair of fresh processes, whole first):
     whole-model ``torch.compile`` vs each layer's ``.compile()``, empty caches, first output from process start;
  2. the engine: ``cold-start --cold-routes eager,jit-cold,jit-regional`` (jit-regional finds the block itself),
     ``--json``: first output, steady latency with its interval, peak RSS, numerics, the block and Dynamo's
     compiles for it;
  3. plain torch again (one pair, regional first): the lease's drift brackets the engine.

The summary line per part: the engine's jit-regional ÷ jit-cold first-output ratio against plain torch's ratios (the
issue's check: within ±0.2), steady latencies, the block and its compile count. Writes ``$OUT/regional_<part>.json``
(everything), ``.log`` and the engine's run folder as ``runs_<part>.tgz``.

    python scripts/gpu/regional.py --part bert --out $OUT
    python scripts/gpu/regional.py --part decoder --out $OUT
    python scripts/gpu/regional.py --part bert --tiny --out /tmp/rg     # CPU dry run: tiny-bert fp32 (tiny-llama for
                                                                         # decoder), small batch
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
REFERENCE = ROOT / "benchmarks" / "references" / "regional_reference.py"
# part -> (zoo model, block path, device, dtype, batch, seq) on the GPU, and the tiny CPU stand-in
PARTS = {
    "bert": (("bert-base", "bert.encoder.layer", "cuda", "fp16", 8, 512),
             ("tiny-bert", "bert.encoder.layer", "cpu", "fp32", 2, 32)),
    "decoder": (("llama-1b", "model.layers", "cuda", "fp16", 4, 512),
                ("tiny-llama", "model.layers", "cpu", "fp32", 2, 32)),
}


def log(out: Path, part: str, text: str) -> None:
    line = f"== {time.strftime('%H:%M:%S')} {text}"
    print(line, flush=True)
    with open(out / f"regional_{part}.log", "a") as f:
        f.write(line + "\n")


def reference(model, block, device, dtype, batch, seq, start_with: str, timeout_s: float, out: Path, tag: str) -> dict:
    path = out / f"regional_reference_{tag}.json"
    cmd = [PY, str(REFERENCE), "--hf", model, "--block", block, "--device", device, "--dtype", dtype, "--batch",
           str(batch), "--seq", str(seq), "--pairs", "1", "--start-with", start_with, "--steady-calls", "20",
           "--timeout-s", str(int(timeout_s)), "--json-out", str(path)]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s + 30)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout_s:.0f} s"}
    if not path.exists():
        return {"error": (p.stderr or p.stdout)[-2000:]}
    return json.loads(path.read_text())


def engine(model, device, dtype, batch, seq, timeout_s: int, runs: Path, out: Path, part: str,
           changes: int = 0) -> dict:
    cmd = [PY, "-m", "analyzers", "--runs-dir", str(runs), "cold-start", "--model", model, "--device", device,
           "--dtype", dtype, "--batch-size", str(batch), "--seq-len", str(seq), "--only", "cold_start",
           "--cold-routes", "eager,jit-cold,jit-regional", "--bench-seconds", "1", "--warmup", "3",
           "--timeout", str(timeout_s), "--label", f"regional-{part}", "--json",
           *(["--try-compile-changes", str(changes)] if changes else [])]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s + 60, cwd=ROOT,
                       env=dict(os.environ, PYTHONPATH=str(ROOT)))
    (out / f"regional_{part}_engine_stderr.txt").write_text(p.stderr)
    try:
        return json.loads(p.stdout)
    except ValueError:
        return {"error": f"rc {p.returncode}: {p.stderr[-2000:]}"}


def summary(engine_json: dict, refs: list[dict]) -> dict:
    rows = {r.get("route"): r for r in engine_json.get("cold_start") or []}
    cold, reg = rows.get("jit-cold") or {}, rows.get("jit-regional") or {}
    ratio = None
    if cold.get("first_output_s") and reg.get("first_output_s"):
        ratio = round(reg["first_output_s"] / cold["first_output_s"], 4)
    plain = [x for ref in refs for x in ref.get("first_output_ratios") or []]
    return {"engine_first_output_ratio": ratio, "plain_first_output_ratios": plain,
            "agrees_within_0.2": None if ratio is None or not plain else all(abs(ratio - p) <= 0.2 for p in plain),
            "engine": {k: {f: r.get(f) for f in ("first_output_s", "steady_ms", "steady_ci_ms", "peak_rss_mb",
                                                  "peak_gpu_mb", "numerics_passed", "error")}
                       for k, r in rows.items()},
            "block": reg.get("block"), "regional": reg.get("regional"), "regional_note": reg.get("regional_note"),
            "compile_changes": engine_json.get("compile_changes")}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--part", required=True, choices=sorted(PARTS))
    p.add_argument("--out", default=os.environ.get("OUT", "out"))
    p.add_argument("--tiny", action="store_true", help="CPU dry run with the part's tiny zoo model")
    p.add_argument("--deadline-s", type=float, default=560, help="the whole part, seconds (one device call)")
    p.add_argument("--changes", type=int, default=0, metavar="PAIRS",
                   help="also time the compile-time changes (--try-compile-changes PAIRS) in the engine's run")
    a = p.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    left = lambda: a.deadline_s - (time.time() - t0)  # noqa: E731
    model, block, device, dtype, batch, seq = PARTS[a.part][1 if a.tiny else 0]
    runs = Path(os.environ.get("RUNS", f"/tmp/cs_regional_{a.part}"))
    runs.mkdir(parents=True, exist_ok=True)
    log(out, a.part, f"{model} {dtype} B{batch} S{seq} on {device}: block {block}")
    if device == "cuda":
        subprocess.run(["nvidia-smi", "--query-gpu=name,memory.used,utilization.gpu", "--format=csv,noheader"])
    # a quarter of the time for each plain pair, half for the engine (three routes in fresh processes + the load)
    before = reference(model, block, device, dtype, batch, seq, "whole", left() * 0.25, out, f"{a.part}_before")
    log(out, a.part, f"plain before: {before.get('first_output_ratios')} {before.get('error', '')[-300:]}")
    eng = engine(model, device, dtype, batch, seq, int(left() * 0.62), runs, out, a.part, a.changes)
    log(out, a.part, f"engine: {eng.get('status')} {eng.get('error', '')[-300:]}")
    after = reference(model, block, device, dtype, batch, seq, "regional", max(left() - 15, 30), out,
                      f"{a.part}_after")
    log(out, a.part, f"plain after: {after.get('first_output_ratios')} {after.get('error', '')[-300:]}")
    s = summary(eng, [before, after])
    result = {"part": a.part, "model": model, "block": block, "device": device, "dtype": dtype, "batch": batch,
              "seq": seq, "summary": s, "engine": eng, "plain_before": before, "plain_after": after,
              "seconds": round(time.time() - t0, 1)}
    (out / f"regional_{a.part}.json").write_text(json.dumps(result, indent=1, default=str))
    with tarfile.open(out / f"runs_{a.part}.tgz", "w:gz") as tar:
        tar.add(runs, arcname=".", filter=lambda ti: None if "cold_start_work" in ti.name or ti.name.endswith(".lock")
                else ti)
    log(out, a.part, f"regional ÷ whole first output: engine {s['engine_first_output_ratio']}, plain "
                     f"{s['plain_first_output_ratios']} (within ±0.2: {s['agrees_within_0.2']}); "
                     f"{s['regional_note'] or (s['regional'] or {}).get('verdict')}")
    return 0 if s["agrees_within_0.2"] is not None else 1


if __name__ == "__main__":
    raise SystemExit(main())
