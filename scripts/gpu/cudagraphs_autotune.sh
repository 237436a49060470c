#!/bin/bash
# H200: what the GPU layer decided. One call: an input mutation and a nonzero model under
# reduce-overhead (CUDA graphs skipped / partitioned), bert-base fp16 B8 S512 max-autotune (every tuned GEMM),
# and a reduce-overhead dynamic=true shape sweep over sequence lengths (one CUDA graph recorded per size).
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_runs}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
STEPS=${STEPS:-"mutation nonzero bert sweep"}  # a subset re-checks the engine in less device time
log() { echo "== $* ($(date +%T))"; }
want() { [[ " $STEPS " == *" $1 "* ]]; }
run() {  # label, timeout, args...
  local label=$1 t=$2; shift 2
  log "$label"
  timeout "$t" $PY -m analyzers --runs-dir "$RUNS" run --device cuda --label "$label" --json "$@" \
    > "$OUT/$label.json" 2> "$OUT/$label.stderr"
  echo "rc $?"; cut -c1-600 "$OUT/$label.json"; grep -i "cudagraph\|autotun\|error\|Traceback" "$OUT/$label.stderr" | head -8
}
want mutation && run mutation-reduce-overhead 100 --recipe recipes/cudagraph_input_mutation.py --mode reduce-overhead \
  --only explain,compile,code,benchmark,profile --bench-seconds 1
want nonzero && run nonzero-reduce-overhead 100 --recipe recipes/cudagraph_nonzero_partition.py --mode reduce-overhead \
  --only explain,compile,code,benchmark,profile --bench-seconds 1
want bert && run bert-base-fp16-b8-s512-max-autotune 230 --model bert-base --dtype fp16 --batch-size 8 --seq-len 512 \
  --mode max-autotune --only explain,compile,code,benchmark,profile --bench-seconds 1
sweep() {
  log shape-sweep
  timeout 150 $PY -m analyzers --runs-dir "$RUNS" shape-sweep --model bert-base --device cuda --dtype fp16 \
    --batch-sizes 8 --shapes 128,256,384,512 --dynamic true --mode reduce-overhead --repeats 3 --warmup 2 \
    --timeout 140 --label bert-reduce-overhead-dynamic --json > "$OUT/shape_sweep.json" 2> "$OUT/shape_sweep.stderr"
  echo "rc $?"; cut -c1-800 "$OUT/shape_sweep.json"; tail -8 "$OUT/shape_sweep.stderr"
}
want sweep && sweep
want decode && run tiny-llama-decode-reduce-overhead 150 --model tiny-llama --dtype bf16 --batch-size 1 \
  --workload decode --mode reduce-overhead --cache static --prompt-len 32 --new-tokens 16 --only decode --iterations 2
find "$RUNS" -name cache -type d -prune -exec rm -rf {} +
tar -C "$RUNS" -czf "$OUT/runs.tgz" --exclude='*.lock' .
ls -la "$OUT"
