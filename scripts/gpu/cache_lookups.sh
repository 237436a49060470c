#!/bin/bash
# H200: every cache lookup of bert-base fp16 B8 S512, explained, in one device call of at most ~6 min.
#   1. the cold-start routes (python -m analyzers cold-start --only cold_start): eager, jit-cold, aot-package,
#      jit-warm-cache, jit-mega-cache, each jit route in a fresh process under TORCH_TRACE; printed: each route's
#      lookups (graph, layer, outcome, seconds, reason, what changed, compared with). jit-cold's misses are cold (empty
#      cache folders); a warm or mega-cache route's miss is held against jit-cold's entry of the same graph.
#   2. the compile stage three times in one store and one Inductor cache folder (--only compile): cold, the same again
#      (every layer should hit), then one Inductor option changed (OPTION, default epilogue_fusion=False: the report
#      should name it for each missed graph).
# Into $OUT: cold_start.json, compile_{cold,again,option}.json (each run's --json), *_stderr.txt, lookups.txt (what
# this script printed) and runs.tgz (the store: reports, key artifacts, the routes' traces).
#
#   bash scripts/gpu/cache_lookups.sh                     # on the H200
#   MODEL=tiny-bert DEVICE=cpu DTYPE=fp32 B=1 S=16 PY=.venv/bin/python OUT=/tmp/o bash scripts/gpu/cache_lookups.sh
#                                                         # a CPU dry run
#   PART=compile ... / PART=cold ...                      # one part only
set -u
cd "$(dirname "$0")/../.." || exit 1
OUT=${OUT:-out}; mkdir -p "$OUT"
W=${W:-/tmp/cs_cache_lookups}; rm -rf "$W"; mkdir -p "$W"
export PYTHONUNBUFFERED=1
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
PY=${PY:-python3}
PART=${PART:-all}
MODEL=${MODEL:-bert-base}; DEVICE=${DEVICE:-cuda}; DTYPE=${DTYPE:-fp16}; B=${B:-8}; S=${S:-512}
OPTION=${OPTION:-epilogue_fusion=False}
RUNS="$W/runs"
T0=$(date +%s)
log() { echo "== $* ($(date +%T), $(( $(date +%s) - T0 )) s)" | tee -a "$OUT/lookups.txt"; }
SIZE=(--model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" --batch-size "$B" --seq-len "$S" --dynamic false)

lookups() {  # a run's --json file: its cache lookups, one line each, grouped by where they were made
  $PY - "$1" <<'EOF' | tee -a "$OUT/lookups.txt"
import json, sys
s = json.load(open(sys.argv[1]))
print(f"run {s.get('run_id')} status {s.get('status')} compile_s {s.get('compile_s')}")
for r in s.get("cold_start") or []:
    print(f"  route {str(r.get('route')):15} {str(r.get('status')):7} first output {r.get('first_output_s')} s")
rows = s.get("cache_lookups") or []
if not rows:
    print("  no cache lookups in this run")
for where in dict.fromkeys(r["where"] for r in rows):
    mine = [r for r in rows if r["where"] == where]
    outcomes = {o: sum(r["outcome"] == o for r in mine) for o in ("hit", "miss", "bypass")}
    print(f"  [{where}] {len(mine)} lookups: " + ", ".join(f"{n} {o}" for o, n in outcomes.items() if n))
    for r in mine:
        secs = f"{r['seconds']:.3g} s {r.get('seconds_what') or ''}" if isinstance(r.get("seconds"), (int, float)) else ""
        vs = f" [vs {r['compared_with']}{' ' + r['compared_part'] if r.get('compared_part') else ''}]" \
            if r.get("compared_with") else ""
        print(f"    {r['graph']:5} {r['layer']:11} {r['outcome']:6} {secs:16} {r.get('reason') or ''}{vs}")
        for c in r.get("changed") or []:
            print(f"          changed: {c['component']}: {str(c['before'])[:120]} -> {str(c['after'])[:120]}")
EOF
}

log "environment"
nvidia-smi --query-gpu=name,memory.used,utilization.gpu --format=csv,noheader 2>&1 | tee -a "$OUT/lookups.txt"
$PY -c "import torch; print('torch', torch.__version__)" | tee -a "$OUT/lookups.txt"

if [ "$PART" = all ] || [ "$PART" = cold ]; then
  log "cold start: $MODEL $DTYPE B$B S$S, every route in a fresh process"
  timeout 200 $PY -m analyzers --runs-dir "$RUNS" cold-start "${SIZE[@]}" --only cold_start --bench-seconds 1 \
    --warmup 3 --timeout 195 --label cache-lookups-cold-start --json > "$OUT/cold_start.json" \
    2> "$OUT/cold_start_stderr.txt"
  echo "cold-start rc $?" | tee -a "$OUT/lookups.txt"
  grep -E "error|warning" "$OUT/cold_start_stderr.txt" | tail -5
  lookups "$OUT/cold_start.json"
fi

if [ "$PART" = all ] || [ "$PART" = compile ]; then
  export TORCHINDUCTOR_CACHE_DIR="$W/inductor" TRITON_CACHE_DIR="$W/triton"  # one empty cache folder, shared
  for name in cold again option; do
    extra=(); [ "$name" = option ] && extra=(--inductor-config "$OPTION")
    log "compile stage: $name ${extra[*]:-}"
    timeout 150 $PY -m analyzers --runs-dir "$RUNS" run "${SIZE[@]}" --only compile --timeout 145 \
      --label "cache-lookups-$name" "${extra[@]}" --json > "$OUT/compile_$name.json" 2> "$OUT/compile_${name}_stderr.txt"
    echo "run rc $?" | tee -a "$OUT/lookups.txt"
    lookups "$OUT/compile_$name.json"
  done
fi

tar -C "$RUNS" -czf "$OUT/runs.tgz" --exclude='*.lock' --exclude='cold_start_work' .
ls -la "$OUT"; log done
