#!/bin/bash
# H200: llama-1b bf16, batch 1, prompt 128, 128 new tokens — the engine's decode analysis for
# mode default and reduce-overhead x static and dynamic cache (each run also measures eager), then the
# plain reference script (benchmarks/references/decode_reference.py) for eager / default / reduce-overhead x both
# caches in the same session, then a side-by-side table. JSON under $OUT.
#
# One 10-minute device command does not hold it all; run the parts (each prints the table so far, and
# RUNS must persist between them, e.g. RUNS=/tmp/cs_decode on the same warm machine):
#   CACHES=static PART=engine scripts/gpu/decode.sh    # 2 engine runs (--only decode), default + reduce-overhead
#   CACHES=dynamic PART=engine scripts/gpu/decode.sh   # the same with a dynamic cache
#   PART=reference scripts/gpu/decode.sh               # 6 reference runs (eager/default/reduce-overhead x caches)
#   PART=full scripts/gpu/decode.sh                    # one run with every analysis (explain, compile, code and
#                                                      # profile of one decode step), reduce-overhead, static
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_decode}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
PART=${PART:-engine}
CACHES=${CACHES:-static dynamic}; MODES=${MODES:-default reduce-overhead}
P=${PROMPT:-128}; N=${NEW:-128}
MODEL=${MODEL:-llama-1b}; DEVICE=${DEVICE:-cuda}; DTYPE=${DTYPE:-bf16}  # a CPU smoke test: MODEL=tiny-llama DEVICE=cpu
COMMON=(--model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" --batch-size 1 --prompt-len "$P" --new-tokens "$N")
log() { echo "== $* ($(date +%T))"; }

engine() {  # mode cache [only]
  local only=${3:-decode}
  log "engine $1 $2 ($only)"
  timeout 300 $PY -m analyzers --runs-dir "$RUNS" run "${COMMON[@]}" --workload decode --mode "$1" --cache "$2" \
    --only "$only" --iterations 5 --timeout 290 --label "$MODEL-decode-$1-$2" --json \
    >> "$OUT/decode_engine.jsonl" 2> "$OUT/engine_$1_$2.stderr"
  echo "rc $?"; grep "^\[compilescope\]" "$OUT/engine_$1_$2.stderr" | tail -3
}

reference() {  # mode cache
  log "reference $1 $2"
  timeout 240 $PY benchmarks/references/decode_reference.py "${COMMON[@]}" --mode "$1" --cache "$2" --json \
    2> "$OUT/reference_$1_$2.stderr" | tee -a "$RUNS/decode_reference.jsonl" | cut -c1-300
}

if [[ $PART == engine ]]; then
  for cache in $CACHES; do for mode in $MODES; do engine "$mode" "$cache"; done; done
fi
if [[ $PART == full ]]; then
  engine reduce-overhead static explain,compile,code,profile,decode
fi
if [[ $PART == reference ]]; then
  for cache in $CACHES; do for mode in eager $MODES; do reference "$mode" "$cache"; done; done
fi

# Side by side: tokens/s and per-token latency of the engine (eager and compiled) and of the reference.
$PY - "$RUNS" "$RUNS/decode_reference.jsonl" <<'PY' | tee "$OUT/decode_compare.txt"
import json, sys
from pathlib import Path
rows, engine_tokens = [], {}
for p in sorted(Path(sys.argv[1]).glob("*/report.json")):
    r = json.loads(p.read_text())
    d, o = r.get("decode") or {}, r["request"]["options"]
    if o.get("workload") != "decode":
        continue
    stages = {s["name"]: s["status"] for s in r.get("stages", [])}
    engine_tokens.setdefault(o["cache"], (d.get("tokens") or {}).get("eager"))
    for side in ("eager", "compiled"):
        s = d.get(side) or {}
        step = s.get("step_ms") or {}
        late = [c for c in d.get("compiles") or [] if not c.get("fail_type")
                and ((c.get("step") or 0) >= 2 or (c.get("round") or 0) > 0)]
        mode = "eager" if side == "eager" else o["mode"]
        rows.append(("engine", o["cache"], mode, s.get("tokens_per_s"), step.get("median_ms"),
                     f"[{step.get('ci_low_ms')}, {step.get('ci_high_ms')}]",
                     "" if side == "eager" else f"prefill {s.get('prefill_compile_s')} s, step {s.get('step_compile_s')} s",
                     "" if side == "eager" else len(late), (d.get("tokens") or {}).get("match"),
                     (d.get("compiled") or {}).get("error", {}).get("message", "")[:80] if side == "compiled" else "",
                     r["run_id"] if side == "compiled" else stages.get("decode")))
ref = Path(sys.argv[2])
for line in ref.read_text().splitlines() if ref.is_file() else []:
    try:
        x = json.loads(line)
    except ValueError:
        continue
    rows.append(("reference", x["cache"], x["mode"], x.get("tokens_per_s"), x.get("step_ms_median"), "",
                 f"first generation {x.get('first_generation_s')} s", "",
                 # the same decode as the engine's: its tokens are the engine's eager tokens
                 "" if not x.get("tokens") or not engine_tokens.get(x["cache"]) else
                 f"= engine eager: {x['tokens'] == engine_tokens[x['cache']]}", x.get("error", "")[:80], ""))
head = ("who", "cache", "mode", "tokens/s", "step ms", "95% CI", "compile", "recompiles", "tokens match", "error", "run")
print("\t".join(head))
for row in sorted(rows, key=lambda r: (r[1], r[2], r[0])):
    print("\t".join("" if v is None else str(v) for v in row))
PY
cp "$RUNS/decode_reference.jsonl" "$OUT/" 2>/dev/null
tar -C "$RUNS" -czf "$OUT/decode_runs.tgz" --exclude='*.lock' .
ls -la "$OUT"
