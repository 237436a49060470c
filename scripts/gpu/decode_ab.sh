#!/bin/bash
# H200: the engine's decode stage against the plain script (benchmarks/references/decode_reference.py),
# fresh processes alternated so that host drift hits both: per pair, reference eager, reference MODE,
# engine MODE (--only decode: it measures eager too). llama-1b bf16, batch 1, prompt 128, 128 new tokens.
#   CACHE=static|dynamic MODE=default|reduce-overhead PAIRS=2 scripts/gpu/decode_ab.sh
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
CACHE=${CACHE:-static}; MODE=${MODE:-default}; PAIRS=${PAIRS:-2}
C="--model llama-1b --dtype bf16 --batch-size 1 --prompt-len 128 --new-tokens 128 --cache $CACHE"
ref() {
  python3 benchmarks/references/decode_reference.py $C --mode "$1" --json 2>/dev/null | python3 -c "import json,sys
d = json.loads(sys.stdin.read())
print('ref', d['mode'], 'tok/s', d.get('tokens_per_s'), d.get('tokens_per_s_min_max'), 'step', d.get('step_ms_median'),
      'first', d.get('first_generation_s'), d.get('error', ''))"
}
eng() {
  python3 -m analyzers --runs-dir /tmp/cs_decode_ab run $C --device cuda --workload decode --mode "$1" --only decode \
    --iterations 5 --json > "$OUT/eng_$2.json" 2> "$OUT/eng_$2.err"
  python3 scripts/gpu/decode_report_line.py "$OUT/eng_$2.json"
}
for i in $(seq "$PAIRS"); do ref eager; ref "$MODE"; eng "$MODE" "$i"; done
