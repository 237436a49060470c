#!/bin/bash
# H200: time per source line of bert-base fp16 B8 S512, default and reduce-overhead, by the engine and by
# the plain-torch reference (benchmarks/references/source_lines_reference.py) in the same lease; compact JSON into $OUT.
# Dry run on CPU: SL_DEVICE=cpu SL_MODEL=tiny-bert SL_DTYPE=fp32 SL_BATCH=2 SL_SEQ=32 SL_MODES=default OUT=/tmp/o \
#   bash scripts/gpu/source_lines.sh
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_sl_runs}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
MODEL=${SL_MODEL:-bert-base}; DEVICE=${SL_DEVICE:-cuda}; DTYPE=${SL_DTYPE:-fp16}
B=${SL_BATCH:-8}; S=${SL_SEQ:-512}; MODES=${SL_MODES:-"default reduce-overhead"}
LOG="$OUT/source_lines_log.txt"
log() { echo "== $* ($(date +%T))" | tee -a "$LOG"; }
for mode in $MODES; do
  log "engine $MODEL $mode"
  timeout 120 $PY -m analyzers --runs-dir "$RUNS" run --model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" \
    --batch-size "$B" --seq-len "$S" --mode "$mode" --dynamic false --only compile,code,benchmark,profile \
    --bench-seconds 1 --timeout 110 --label "sl-$MODEL-$mode" --json \
    > "$RUNS/engine_$mode.json" 2> "$RUNS/engine_$mode.err"
  echo "engine $mode rc $?" | tee -a "$LOG"
  grep -v "^\[compilescope\] benchmark: round" "$RUNS/engine_$mode.err" | tail -12 >> "$LOG"
done
log "reference"
# shellcheck disable=SC2086 # MODES is a list
timeout 110 $PY benchmarks/references/source_lines_reference.py --model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" \
  --batch "$B" --seq "$S" --modes $MODES --out "$RUNS/reference.json" 2> "$RUNS/reference.err"
echo "reference rc $?" | tee -a "$LOG"
grep -v -i "warn\|USDT" "$RUNS/reference.err" | tail -8 >> "$LOG"
# shellcheck disable=SC2086
$PY scripts/gpu/source_lines_compare.py "$RUNS" $MODES > "$OUT/source_lines_summary.json"
log done
head -c 3000 "$OUT/source_lines_summary.json"
