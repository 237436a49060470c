#!/bin/bash
# H200 (issue 28): bert-base fp16 B8 S512 cold start, every route in a fresh process (eager, jit-cold, jit-warm-cache,
# jit-mega-cache, aot-package), in one device call of at most 150 s. The run stops its routes 20 s before its
# --timeout (a route that would run past is killed, later ones are skipped with the reason) and the report is kept.
# Then: scripts/make_examples.py turns the fetched run into a shipped example:
#   tar -xzf runs.tgz -C /tmp/gpuruns && python scripts/make_examples.py /tmp/gpuruns $(jq -r .run_id cold_start.json)
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_cold_start}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
T0=$(date +%s)
log() { echo "== $* ($(date +%T), $(( $(date +%s) - T0 )) s)"; }

log "environment"
nvidia-smi --query-gpu=name,memory.used,utilization.gpu --format=csv,noheader
$PY -c "import torch, torch._inductor as i, torch.compiler as c; print('torch', torch.__version__, 'aoti',
  hasattr(i, 'aoti_compile_and_package') and hasattr(i, 'aoti_load_package'), 'mega-cache',
  hasattr(c, 'save_cache_artifacts') and hasattr(c, 'load_cache_artifacts'))"
log "cold start: bert-base fp16 B8 S512"
# --only cold_start: no explain (its 6-8 s go to the routes); --bench-seconds 1: each route's steady state is timed
# for about a second, as a run's benchmark times it (rounds, median, 95 % interval)
timeout 140 $PY -m analyzers --runs-dir "$RUNS" cold-start --model bert-base --device cuda --dtype fp16 \
  --batch-size 8 --seq-len 512 --dynamic false --only cold_start --bench-seconds 1 --warmup 3 --timeout 130 \
  --label bert-base-fp16-b8-s512-cold-start --json > "$OUT/cold_start.json" 2> "$OUT/cold_start_stderr.txt"
echo "cold-start rc $?"; grep -E "cold start|error|warning" "$OUT/cold_start_stderr.txt" | tail -12
tar -C "$RUNS" -czf "$OUT/runs.tgz" --exclude='*.lock' --exclude='cold_start_work' .
ls -la "$OUT"; log done
