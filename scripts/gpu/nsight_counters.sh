#!/bin/bash
# H200: bert-base fp16 B8 S512, default and reduce-overhead, every analysis plus Nsight Compute counters
# (the counters example reports). Prints stage seconds, kernel counts, kernel-time sums and the counters.
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_counters}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
for MODE in ${MODES:-default reduce-overhead}; do
  echo "== $MODE ($(date +%T))"
  timeout 560 $PY -m analyzers --runs-dir "$RUNS" run --model bert-base --device cuda --dtype fp16 --batch-size 8 \
    --seq-len 512 --mode "$MODE" --dynamic false --only explain,compile,code,benchmark,profile,counters \
    --label "bert-base-fp16-counters-$MODE" --json > "$OUT/summary_$MODE.json" 2> "$OUT/stderr_$MODE.txt"
  echo "rc $?"; grep "^\[compilescope\]" "$OUT/stderr_$MODE.txt" | tail -9
done
$PY - "$RUNS" <<'PY'
import json, sys
from pathlib import Path
for p in sorted(Path(sys.argv[1]).glob("*/report.json")):
    r = json.loads(p.read_text())
    print(r["run_id"], r["status"], {s["name"]: s.get("seconds") for s in r["stages"]})
    b = r.get("benchmark") or {}
    print("  median ms eager %.3f compiled %.3f" % ((b.get("eager") or {}).get("median_ms", 0), (b.get("compiled") or {}).get("median_ms", 0)))
    prof = r.get("profile") or {}
    for m in ("eager", "compiled"):
        d = prof.get(m) or {}
        print("  profile", m, "kernels/forward", d.get("kernels_per_forward"), "busy us", d.get("busy_us"), "wall us", d.get("wall_us"))
    rf = r.get("roofline") or {}
    print("  roofline", {k: rf.get(k) for k in ("available", "floor_ms", "flops", "peaks") if k in rf})
    c = r.get("counters") or {}
    print("  counters", c.get("available"), c.get("tool"), c.get("reason"))
    for m, v in (c.get("modes") or {}).items():
        print("   ", m, v)
PY
tar -C "$RUNS" -czf "$OUT/runs_counters.tgz" --exclude='*.lock' .
