#!/bin/bash
# Runs the engine on a GPU box: bert-base fp16 B8 S512 (default, reduce-overhead, max-autotune), a
# graph-break demo, and the engine-overhead benchmark. Leaves runs/ as a tarball under $OUT (or ./out).
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_runs}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
log() { echo "== $* ($(date +%T))"; }
log env; $PY -m analyzers env | head -20
for mode in default reduce-overhead max-autotune; do
  log "bert-base fp16 $mode"
  $PY -m analyzers --runs-dir "$RUNS" run --model bert-base --device cuda --dtype fp16 --batch-size 8 --seq-len 512 \
    --mode "$mode" --label "bert-base-fp16-$mode" --json 2>"$OUT/stderr_$mode.txt" | tee -a "$OUT/summaries.jsonl"
  tail -3 "$OUT/stderr_$mode.txt"
done
log "demo:item cuda"
$PY -m analyzers --runs-dir "$RUNS" run --model demo:item --device cuda --label demo-item-cuda --json 2>/dev/null | tee -a "$OUT/summaries.jsonl"
log "reference method, same machine"
$PY benchmarks/bench_reference_method.py --dtype fp16 --modes default reduce-overhead --grad inference 2>&1 | grep -v Warn | tee "$OUT/reference_method.txt"
$PY benchmarks/bench_reference_method.py --dtype fp16 --modes default --grad no_grad 2>&1 | grep -v Warn | tee -a "$OUT/reference_method.txt"
log "engine overhead"
$PY benchmarks/bench_engine.py --model demo:print --device cuda --repeat 2 2>&1 | tee "$OUT/bench_engine_cuda.txt"
tar -C "$RUNS" -czf "$OUT/runs.tgz" --exclude='*.lock' .
ls -la "$OUT"
