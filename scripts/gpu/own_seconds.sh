#!/bin/bash
# H200: the tool's own seconds against the scripts a user would write, in one lease, fresh processes.
#   PART=run   the whole run (python -m analyzers run, default analyses; bert-base fp16 B8 S512, MODE) against the
#              reference script doing the same work (benchmarks/references/seed_bert.py explain,eager,MODE:
#              explain, eager timing, compile, compiled timing, a profile), a warm-up pair then ROUNDS rounds, order
#              alternating; each tool run in a fresh store (its first run: the machine's facts asked too). Then the
#              numerics bisection against plain CompilerBisector.do_bisect (benchmarks/engine/bench_bisect_own.py, fp16
#              RMSNorm).
#   PART=cold  the same pair from empty Inductor and Triton caches (a fresh machine's first report), COLD_ROUNDS.
# Into $OUT: own_seconds_<part>.jsonl (one JSON line per process: who, round, wall, the report's phases and stages),
# own_seconds_<part>_log.txt, and for PART=run bisect_own.txt and run_example.tgz (the last tool run's folder).
#
#   bash scripts/gpu/own_seconds.sh                       # on the H200 (PART=run)
#   PART=cold bash scripts/gpu/own_seconds.sh
#   MODEL=tiny-bert DEVICE=cpu DTYPE=fp32 B=1 S=16 ROUNDS=1 PY=.venv/bin/python OUT=/tmp/o \
#     bash scripts/gpu/own_seconds.sh                      # a CPU dry run (the reference needs CUDA: skipped)
set -u
cd "$(dirname "$0")/../.." || exit 1
OUT=${OUT:-out}; mkdir -p "$OUT"
W=${W:-/tmp/cs_own}; mkdir -p "$W"
export PYTHONUNBUFFERED=1
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
PY=${PY:-python3}
PART=${PART:-run}; MODE=${MODE:-default}; ROUNDS=${ROUNDS:-2}; COLD_ROUNDS=${COLD_ROUNDS:-2}
MODEL=${MODEL:-bert-base}; DEVICE=${DEVICE:-cuda}; DTYPE=${DTYPE:-fp16}; B=${B:-8}; S=${S:-512}
DEADLINE=${DEADLINE:-560}
START=$(date +%s)
LOG="$OUT/own_seconds_${PART}_log.txt"; RES="$OUT/own_seconds_${PART}.jsonl"
left() { echo $(( DEADLINE - ($(date +%s) - START) )); }
log() { echo "== $* ($(date +%T), $(left) s left)" | tee -a "$LOG"; }
log "part $PART: $MODEL $DEVICE $DTYPE B$B S$S mode $MODE rounds $ROUNDS"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | tee -a "$LOG"

caches() {  # round tag: empty compile caches for PART=cold, the machine's own otherwise
  if [ "$PART" = cold ]; then
    export TORCHINDUCTOR_CACHE_DIR="$W/cache-$1/inductor" TRITON_CACHE_DIR="$W/cache-$1/triton"
  fi
}

tool() {  # round tag
  local store="$W/store-$PART-$1" t0 t1 rc
  caches "tool-$1"
  t0=$(date +%s.%N)
  timeout 240 $PY -m analyzers --runs-dir "$store" run --model "$MODEL" --device "$DEVICE" --dtype "$DTYPE" \
    --batch-size "$B" --seq-len "$S" --mode "$MODE" --label "own-$PART-$1" --json > "$W/tool-$1.json" 2> "$W/tool-$1.err"
  rc=$?; t1=$(date +%s.%N)
  $PY - "$W/tool-$1.json" "$rc" "$t0" "$t1" "$1" >> "$RES" <<'EOF'
import json, sys
from pathlib import Path
from analyzers.report.own_time_rows import account
path, rc, t0, t1, tag = sys.argv[1:]
row = {"who": "tool", "round": tag, "rc": int(rc), "wall_s": round(float(t1) - float(t0), 2)}
try:
    report = json.loads(Path(json.loads(Path(path).read_text())["report"]).read_text())
    acc = account(report) or {}
    row.update(status=report.get("status"), run_id=report.get("run_id"), own=acc,
               stages={s["name"]: s.get("seconds") for s in report.get("stages", [])}, worker=report.get("worker"))
except Exception as e:  # noqa: BLE001
    row["error"] = repr(e)
print(json.dumps(row))
EOF
  tail -1 "$RES" | cut -c1-300 | tee -a "$LOG"
  grep -i "error\|traceback" "$W/tool-$1.err" | tail -3 >> "$LOG"
}

ref() {  # round tag
  if [ "$DEVICE" != cuda ]; then log "reference skipped (needs CUDA)"; return; fi
  local t0 t1 rc
  caches "ref-$1"
  t0=$(date +%s.%N)
  DT=$DTYPE B=$B S=$S OUT="$W/ref-$1" timeout 240 $PY benchmarks/references/seed_bert.py "explain,eager,$MODE" \
    > "$W/ref-$1.txt" 2>&1
  rc=$?; t1=$(date +%s.%N)
  $PY - "$W/ref-$1.txt" "$rc" "$t0" "$t1" "$1" >> "$RES" <<'EOF'
import ast, json, sys
path, rc, t0, t1, tag = sys.argv[1:]
rows = []
for line in open(path):
    if line.startswith("{"):
        try:
            rows.append(ast.literal_eval(line.strip()))
        except (ValueError, SyntaxError):
            pass
print(json.dumps({"who": "reference", "round": tag, "rc": int(rc), "wall_s": round(float(t1) - float(t0), 2),
                  "rows": rows}))
EOF
  tail -1 "$RES" | cut -c1-300 | tee -a "$LOG"
}

if [ "$PART" = run ]; then
  log "warm-up pair (not counted)"; tool w; ref w
  for r in $(seq 1 "$ROUNDS"); do
    log "round $r"
    if (( r % 2 )); then tool "$r"; ref "$r"; else ref "$r"; tool "$r"; fi
  done
  last=$(ls -d "$W/store-run-$ROUNDS"/2* 2>/dev/null | head -1)
  [ -n "$last" ] && tar -C "$(dirname "$last")" -czf "$OUT/run_example.tgz" --exclude='*.lock' "$(basename "$last")"
  if (( $(left) > 70 )); then
    log "bisection: engine vs plain do_bisect (fp16 RMSNorm)"
    ROUNDS_B=$(( $(left) > 150 ? 2 : 1 ))
    timeout $(( $(left) - 5 )) $PY benchmarks/engine/bench_bisect_own.py --recipe recipes/fp16_rmsnorm.py \
      --device "$DEVICE" --dtype "$DTYPE" --rounds $ROUNDS_B > "$OUT/bisect_own.txt" 2>&1
    echo "bisect rc $?" | tee -a "$LOG"; cat "$OUT/bisect_own.txt" | tail -8 | tee -a "$LOG"
  else
    log "bisection skipped: too little time left"
  fi
else
  for r in $(seq 1 "$COLD_ROUNDS"); do
    log "cold round $r"
    if (( r % 2 )); then tool "$r"; ref "$r"; else ref "$r"; tool "$r"; fi
  done
fi
log done
ls -la "$OUT"
