#!/bin/bash
# H200 (decode): time per source line of one llama-1b fp16 decode step (batch 1, a 128-token prompt, static
# cache: the request of examples/runs/*-llama-1b-decode-reduce-o-*), mode default and reduce-overhead (CUDA graphs),
# by the engine (--workload decode: explain, compile, code and profile of one decode step; the profile stage writes
# the source_lines section) and by the plain-torch reference
# (benchmarks/references/source_lines_reference.py --workload decode) in the same lease. Into $OUT (7 files):
#   decode_source_lines_summary.json  per mode: the engine's coverage and top five lines beside the reference's
#   decode_source_lines_log.txt       what ran, when, exit codes, the engine's stage lines
#   decode_source_lines_reference.json, engine_<mode>.json (the runs' --json summaries)
#   runs_<mode>.tgz                   each run's folder (report.json, artifacts; the raw trace logs dropped if the
#                                     archive would pass 15 MiB); open with: tar -xzf runs_default.tgz -C runs/
# The whole thing stays under DEADLINE seconds (default 240): each step gets what is left, a step with too little
# left is skipped (the log says so).
#
#   bash scripts/gpu/decode_source_lines.sh                                  # on the H200
#   ONLY=explain,compile,code,profile,decode DEADLINE=330 bash scripts/...   # the token loop too (tokens/s)
#   MODEL=tiny-llama DEVICE=cpu DTYPE=fp32 MODES=default PROMPT=16 OUT=/tmp/o bash scripts/gpu/decode_source_lines.sh
#                                                                            # a CPU dry run
set -u
cd "$(dirname "$0")/../.." || exit 1
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_decode_sl}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
PY=${PY:-python3}
MODEL=${MODEL:-llama-1b}; DEVICE=${DEVICE:-cuda}; DTYPE=${DTYPE:-fp16}
B=${BATCH:-1}; P=${PROMPT:-128}; N=${NEW:-64}; CACHE=${CACHE:-static}
MODES=${MODES:-"default reduce-overhead"}
ONLY=${ONLY:-explain,compile,code,profile}
DEADLINE=${DEADLINE:-240}
START=$(date +%s)
LOG="$OUT/decode_source_lines_log.txt"
left() { echo $(( DEADLINE - ($(date +%s) - START) )); }
log() { echo "== $* ($(date +%T), $(left) s left)" | tee -a "$LOG"; }
log "start: $MODEL $DEVICE $DTYPE batch $B prompt $P cache $CACHE modes [$MODES] only $ONLY"
$PY -c "import torch, transformers; print('torch', torch.__version__, 'transformers', transformers.__version__, \
'cuda', torch.cuda.is_available() and torch.cuda.get_device_name())" 2>&1 | tee -a "$LOG"

read -ra MODE_LIST <<< "$MODES"
engine() {  # mode, seconds it may take
  local mode=$1 cap=$2
  if (( cap < 45 )); then log "engine $mode skipped: cap $cap s"; return; fi
  log "engine $mode (cap $cap s)"
  timeout "$cap" $PY -m analyzers --runs-dir "$RUNS" run --model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" \
    --workload decode --batch-size "$B" --prompt-len "$P" --new-tokens "$N" --cache "$CACHE" --mode "$mode" \
    --only "$ONLY" --timeout $(( cap - 10 )) --label "dsl-$MODEL-$mode" --json \
    > "$RUNS/engine_$mode.json" 2> "$RUNS/engine_$mode.err"
  echo "engine $mode rc $?" | tee -a "$LOG"
  grep "^\[compilescope\]" "$RUNS/engine_$mode.err" | tail -12 >> "$LOG"
  grep -v "^\[compilescope\]" "$RUNS/engine_$mode.err" | grep -i "error\|traceback" | tail -5 >> "$LOG"
  cp "$RUNS/engine_$mode.json" "$OUT/engine_$mode.json"
}

# The engine's runs first (the figures under test), then the reference with what is left (at least 50 s).
n=${#MODE_LIST[@]}
for i in "${!MODE_LIST[@]}"; do
  mode=${MODE_LIST[$i]}
  runs_left=$(( n - i ))
  engine "$mode" $(( ($(left) - 60) / runs_left ))
done
cap=$(( $(left) - 10 ))
if (( cap < 50 )); then
  log "reference skipped: $(left) s left"
else
  log "reference (cap $cap s)"
  # shellcheck disable=SC2086 # MODES is a list
  timeout "$cap" $PY benchmarks/references/source_lines_reference.py --workload decode --model "$MODEL" \
    --device "$DEVICE" --dtype "$DTYPE" --batch "$B" --prompt-len "$P" --modes $MODES --out "$RUNS/reference.json" \
    2> "$RUNS/reference.err"
  echo "reference rc $?" | tee -a "$LOG"
  grep -v -i "warn\|USDT" "$RUNS/reference.err" | tail -8 >> "$LOG"
  cp "$RUNS/reference.json" "$OUT/decode_source_lines_reference.json" 2>/dev/null
fi

# shellcheck disable=SC2086
$PY scripts/gpu/source_lines_compare.py "$RUNS" $MODES > "$OUT/decode_source_lines_summary.json"
for mode in "${MODE_LIST[@]}"; do  # each run's folder, under 16 MiB (what comes back from $OUT)
  id=$($PY -c "import json,sys; print(json.load(open(sys.argv[1])).get('run_id') or '')" "$RUNS/engine_$mode.json" \
       2>/dev/null)
  [[ -n $id && -d $RUNS/$id ]] || continue
  tar -C "$RUNS" -czf "$OUT/runs_$mode.tgz" --exclude='*.lock' "$id"
  if (( $(stat -c %s "$OUT/runs_$mode.tgz") > 15 * 1024 * 1024 )); then
    tar -C "$RUNS" -czf "$OUT/runs_$mode.tgz" --exclude='*.lock' --exclude="$id/artifacts/trace" \
      --exclude="$id/artifacts/trace_decode" "$id"
    echo "runs_$mode.tgz: the raw trace logs left out (over 15 MiB)" | tee -a "$LOG"
  fi
done
log done
head -c 2500 "$OUT/decode_source_lines_summary.json"; echo
ls -la "$OUT"
