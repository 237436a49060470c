#!/bin/bash
# H200 verification: the bert-base before/after sweep (eager, default, reduce-overhead, max-autotune;
# fp16, B8, S512) as one sweep, a graph-break demo run, then the reference method in the same session.
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_runs}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
log() { echo "== $* ($(date +%T))"; }
log sweep
timeout 420 $PY -m analyzers --runs-dir "$RUNS" sweep --model bert-base --device cuda --dtypes fp16 \
  --modes eager,default,reduce-overhead,max-autotune --dynamic false --batch-sizes 8 --seq-len 512 \
  --timeout 400 --label bert-base-b8-s512 --json > "$OUT/sweep.json" 2> "$OUT/sweep_stderr.txt"
echo "sweep rc $?"; tail -c 1500 "$OUT/sweep.json"; grep -v "^demo" "$OUT/sweep_stderr.txt" | tail -30
log "demo:item"
timeout 90 $PY -m analyzers --runs-dir "$RUNS" run --model demo:item --device cuda --label demo-item-cuda --json \
  2>/dev/null | cut -c1-400 | tee -a "$OUT/summaries.jsonl"
rm -rf "$RUNS"/sweeps/*/cache
tar -C "$RUNS" -czf "$OUT/runs.tgz" --exclude='*.lock' .
ls -la "$OUT"
log "reference method, same session"
timeout 100 $PY benchmarks/bench_reference_method.py --dtype fp16 --modes default reduce-overhead --grad inference 2>&1 \
  | grep -v Warn | tee "$OUT/reference_method.txt"
command -v ncu && ncu --version | tail -1
