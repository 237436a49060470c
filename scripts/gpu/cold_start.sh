#!/bin/bash
# H200: bert-base fp16 B8 S512 cold start, every route in a fresh process (eager, jit-cold, jit-warm-cache,
# jit-mega-cache, aot-package), in one device call of at most 150 s (estimate from the shipped bert-base examples:
# worker load ~10 s, eager ~10 s, jit-cold ~25 s, AOT export + package ~45 s, its load ~8 s, each warm route ~12 s).
# The run stops its routes 20 s before its --timeout (a route that would run past is killed, later ones are skipped
# with the reason) and the report is kept.
# Then: scripts/examples/make_examples.py turns the fetched run into a shipped example:
#   tar -xzf runs.tgz -C /tmp/gpuruns
#   python scripts/examples/make_examples.py /tmp/gpuruns $(jq -r .run_id cold_start.json)
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_cold_start}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
T0=$(date +%s)
log() { echo "== $* ($(date +%T), $(( $(date +%s) - T0 )) s)"; }

log "environment"  # the report's notes say which routes this torch does not offer (feature-detected in the worker)
nvidia-smi --query-gpu=name,memory.used,utilization.gpu --format=csv,noheader
log "cold start: bert-base fp16 B8 S512"
# --only cold_start: no explain (its 6-8 s go to the routes); --bench-seconds 1: each route's steady state is timed
# for about a second, as a run's benchmark times it (rounds, median, 95 % interval). The routes run eager, jit-cold,
# aot-package, jit-warm-cache, jit-mega-cache: what does not fit before --timeout minus 20 s is skipped and says so.
timeout 142 $PY -m analyzers --runs-dir "$RUNS" cold-start --model bert-base --device cuda --dtype fp16 \
  --batch-size 8 --seq-len 512 --dynamic false --only cold_start --bench-seconds 1 --warmup 3 --timeout 138 \
  --label bert-base-fp16-b8-s512-cold-start --json > "$OUT/cold_start.json" 2> "$OUT/cold_start_stderr.txt"
echo "cold-start rc $?"; grep -E "cold start|error|warning" "$OUT/cold_start_stderr.txt" | tail -12
tar -C "$RUNS" -czf "$OUT/runs.tgz" --exclude='*.lock' --exclude='cold_start_work' .
ls -la "$OUT"; log done
