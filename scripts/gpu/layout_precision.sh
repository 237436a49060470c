#!/bin/bash
# H200: layout and precision, verified. ResNet-50 (timm; B32, 224²) through the engine's --try-fixes
# (layout section; freezing, channels_last, TF32, bf16 experiments, each against the parent's compiled), then
# plain torch doing the same in the same lease (benchmarks/references/layout_reference.py): ResNet-50 fp32 and fp16
# and a torchvision model (TV, default mobilenet_v3_large) in fp32. Compact JSON and one table under $OUT (6 files).
# The whole thing stays under DEADLINE seconds (default 470): each step gets what is left, the reference stops
# compiling further variants at its deadline and writes what it measured.
#
#   scripts/gpu/layout_precision.sh                    # the main part (engine fp32 + the three references)
#   PART=more scripts/gpu/layout_precision.sh          # the engine in fp16 (freezing, channels_last), the fp16 and
#                                                      # torchvision references again (what main had no time for)
#   TINY=1 DEVICE=cpu scripts/gpu/layout_precision.sh  # a CPU dry run: a tiny ResNet on 2x3x32x32
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_layout}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
PART=${PART:-main}
DEVICE=${DEVICE:-cuda}
TV=${TV:-mobilenet_v3_large}
DEADLINE=${DEADLINE:-470}
START=$(date +%s)
left() { echo $(( DEADLINE - ($(date +%s) - START) )); }
log() { echo "== $* ($(date +%T), $(left) s left)" | tee -a "$OUT/layout_log.txt"; }

if [[ ${TINY:-0} == 1 ]]; then
  export LAYOUT_TINY=1
  REFMODEL=tiny; TVMODEL=tiny; SIZE=(--batch 2 --res 32); REFRUNS=(--rounds 2 --calls 3 --warmup 1); CPU=(--cpu)
  BENCH=(--iterations 5 --warmup 1)
else
  REFMODEL=resnet50; TVMODEL="tv:$TV"; SIZE=(--batch 32 --res 224); REFRUNS=(--rounds 5 --calls 10 --warmup 5); CPU=()
  BENCH=(--bench-seconds 1 --warmup 5)
fi
[[ $DEVICE == cpu ]] && CPU=(--cpu)

engine() {  # dtype, seconds it may take
  local dtype=$1 cap=$2
  log "engine $dtype --try-fixes (cap ${cap} s)"
  timeout "$cap" $PY -m analyzers --runs-dir "$RUNS" run --recipe recipes/resnet50_layout.py --device "$DEVICE" \
    --dtype "$dtype" --only compile,code,benchmark,profile,layout "${BENCH[@]}" --timeout $(( cap - 10 )) \
    --try-fixes --fix-budget $(( cap * 3 / 4 )) --label "resnet50-layout-$dtype" --json \
    > "$RUNS/engine_$dtype.json" 2> "$RUNS/engine_$dtype.stderr"
  echo "rc $?" | tee -a "$OUT/layout_log.txt"
  grep -E "^\[fixes\]|layout ok|run .* (ok|partial|failed)" "$RUNS/engine_$dtype.stderr" | cut -c1-400 >> "$OUT/layout_log.txt"
  $PY - "$RUNS/engine_$dtype.json" "$OUT/engine_resnet50_$dtype.json" <<'PY'
import json, sys
try:
    s = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
except Exception as e:  # noqa: BLE001 - the log says why
    s = {"error": f"no engine summary: {e}"}
keep = ("run_id", "status", "eager_ms", "compiled_ms", "compiled_ci_ms", "speedup", "speedup_ci", "compile_s",
        "numerics_passed", "layout", "fixes", "error")
json.dump({k: s.get(k) for k in keep if k in s}, open(sys.argv[2], "w"), indent=1)
PY
}

reference() {  # model, dtype, variants, name
  local cap=$(( $(left) - 15 ))
  if (( cap < 40 )); then log "reference $4 skipped: $(left) s left"; return; fi
  log "reference $4 (cap ${cap} s)"
  timeout "$cap" $PY benchmarks/references/layout_reference.py --model "$1" --dtype "$2" --variants "$3" "${SIZE[@]}" \
    "${REFRUNS[@]}" "${CPU[@]}" --deadline-s $(( cap * 2 / 3 )) --json-out "$OUT/ref_$4.json" 2>> "$RUNS/ref.stderr" \
    | tee -a "$OUT/layout_log.txt"
}

if [[ $PART == main ]]; then
  engine fp32 $(( DEADLINE * 62 / 100 ))
  reference "$REFMODEL" fp32 eager,compiled,channels_last,freezing,tf32,bf16_autocast resnet50_fp32
  reference "$REFMODEL" fp16 eager,compiled,channels_last,freezing resnet50_fp16
  reference "$TVMODEL" fp32 eager,compiled,channels_last,freezing,tf32 "tv_fp32"
elif [[ $PART == more ]]; then
  engine fp16 $(( DEADLINE * 55 / 100 ))
  reference "$REFMODEL" fp16 eager,compiled,channels_last,freezing,channels_last+freezing resnet50_fp16_b
  reference "$TVMODEL" fp32 eager,compiled,channels_last,freezing,tf32 "tv_fp32_b"
fi

# One table: the engine's verdicts beside the reference's figures.
$PY - "$OUT" <<'PY' | tee "$OUT/layout_table.txt"
import json, sys
from pathlib import Path
out = Path(sys.argv[1])
for p in sorted(out.glob("engine_*.json")):
    s = json.loads(p.read_text())
    lay = s.get("layout") or {}
    print(f"{p.stem}: {s.get('status')} compiled {s.get('compiled_ms')} ms {s.get('compiled_ci_ms')}, "
          f"formats {lay.get('formats')}, conversions {lay.get('conversion_kernels')} "
          f"({lay.get('conversion_ms_per_forward')} ms)")
    for f in s.get("fixes") or []:
        print(f"  [{f.get('kind')}] {f.get('change')}: {f.get('compiled_change')} {f.get('compiled_change_ci')} "
              f"numerics {f.get('numerics_passed')} rel {f.get('numerics_rel_err')} — {str(f.get('verdict'))[:160]}")
for p in sorted(out.glob("ref_*.json")):
    r = json.loads(p.read_text())
    print(f"{p.stem}: {r['source']} {r['dtype']} on {r['device']} (torch {r['torch']}); skipped {r['skipped']}")
    for k, v in r["variants"].items():
        vs = v.get("vs_compiled") or {}
        print(f"  {k:24} {v.get('median_ms')} ms {v.get('ci_ms')} vs compiled {vs.get('x', '-')} {vs.get('ci', '')} "
              f"max abs {v.get('max_abs_err', 0):.2g} rel {v.get('rel_err', 0):.2g}")
PY
log "done"
