#!/bin/bash
# H200: re-record the shipped examples with the current engine, in one device call (about 8 minutes):
#   1. the bert-base fp16 B8 S512 sweep over eager / default / reduce-overhead / max-autotune (cold + warm compile)
#   2. the graph-break demo (demo:item) with its breaks' costs and its fix experiments (--try-fixes)
#   3. CUDA graphs skipped: a forward that mutates its input, under reduce-overhead (recipes/cudagraph_input_mutation.py)
#   4. a real divergence: an fp16 RMSNorm without the fp32 upcast (recipes/fp16_rmsnorm.py), numerics only
#   5. a decode run: llama-1b bf16, batch 1, prompt 128, 64 new tokens, reduce-overhead, static cache
#   6. torch_geometric's GCN with its data-dependent break, costs and fix experiments, when time is left
#   7. bert-base fp16 with Nsight Compute counters (default mode), when time is left
# Then: scripts/examples/make_examples.py turns the fetched runs into examples/runs/ (see its docstring).
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_examples}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
T0=$(date +%s)
left() { echo $(( ${BUDGET:-560} - ($(date +%s) - T0) )); }
log() { echo "== $* ($(date +%T), $(left) s left)"; }
BERT=(--model bert-base --device cuda --dtype fp16 --batch-size 8 --seq-len 512 --dynamic false)

log sweep
timeout 330 $PY -m analyzers --runs-dir "$RUNS" sweep --model bert-base --device cuda --dtypes fp16 --batch-sizes 8 --seq-len 512 \
  --modes eager,default,reduce-overhead,max-autotune --dynamic false --timeout 300 --label bert-base-b8-s512 \
  --json > "$OUT/sweep.json" 2> "$OUT/sweep_stderr.txt"
echo "sweep rc $?"; grep -v "^demo" "$OUT/sweep_stderr.txt" | tail -12

log "demo:item with fix experiments"
timeout 150 $PY -m analyzers --runs-dir "$RUNS" run --model demo:item --device cuda --label demo-item-cuda --try-fixes \
  --fix-budget 90 --json > "$OUT/demo_item.json" 2> "$OUT/demo_item_stderr.txt"
echo "demo:item rc $?"; tail -c 600 "$OUT/demo_item.json"; echo

log "cudagraph skip: input mutation"
timeout 120 $PY -m analyzers --runs-dir "$RUNS" run --recipe recipes/cudagraph_input_mutation.py --device cuda \
  --mode reduce-overhead --label cudagraphs-skipped-input-mutation --json > "$OUT/mutation.json" 2> "$OUT/mutation_stderr.txt"
echo "mutation rc $?"
log "numerics: fp16 RMSNorm"
timeout 150 $PY -m analyzers --runs-dir "$RUNS" run --recipe recipes/fp16_rmsnorm.py --device cuda --dtype fp16 \
  --numerics-budget 120 --label fp16-rmsnorm-numerics --json > "$OUT/rmsnorm.json" 2> "$OUT/rmsnorm_stderr.txt"
echo "rmsnorm rc $?"

if [ "$(left)" -gt 100 ]; then
  log "decode llama-1b"
  timeout $(( $(left) - 60 )) $PY -m analyzers --runs-dir "$RUNS" run --model llama-1b --device cuda --dtype bf16 \
    --batch-size 1 --workload decode --prompt-len 128 --new-tokens 64 --mode reduce-overhead --cache static \
    --only explain,compile,code,decode --iterations 3 --label llama-1b-decode-reduce-overhead-static --json \
    > "$OUT/decode.json" 2> "$OUT/decode_stderr.txt"
  echo "decode rc $?"; tail -5 "$OUT/decode_stderr.txt"
fi
if [ "$(left)" -gt 130 ]; then
  log "GCN (torch_geometric) with fix experiments"
  timeout $(( $(left) - 20 )) $PY -m analyzers --runs-dir "$RUNS" run --recipe recipes/gcn_torch_geometric.py \
    --device cuda --bench-seconds 1 --warmup 5 --try-fixes --fix-budget 95 --label gcn-torch-geometric-fixes --json \
    > "$OUT/gcn.json" 2> "$OUT/gcn_stderr.txt"
  echo "gcn rc $?"
fi
if [ "$(left)" -gt 200 ] && command -v ncu >/dev/null; then
  log counters
  timeout $(( $(left) - 30 )) $PY -m analyzers --runs-dir "$RUNS" run "${BERT[@]}" --mode default \
    --only explain,compile,code,benchmark,profile,numerics,counters --label bert-base-fp16-counters-default --json \
    > "$OUT/counters.json" 2> "$OUT/counters_stderr.txt"
  echo "counters rc $?"; tail -3 "$OUT/counters_stderr.txt"
fi
rm -rf "$RUNS"/sweeps/*/cache
tar -C "$RUNS" -czf "$OUT/runs.tgz" --exclude='*.lock' .
ls -la "$OUT"; log done
