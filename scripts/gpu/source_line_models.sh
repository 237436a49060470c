#!/bin/bash
# H200: time per source line on models nobody here wrote, the way users run them.
#   PART=warm    GAT (torch_geometric), RetinaNet and Faster R-CNN (torchvision): a plain torch process compiles
#                each first (its own Inductor cache, as a user's job fills it), then the engine runs on that cache;
#                GAT also on an empty cache (the share placed by provenance to match)
#   PART=models  ConvNeXt-Tiny fp32 B32 (a block line that calls an nn.Sequential), ViT-B/16 fp16 B16 (the
#                self-attention line against a plain per-module profile) and an nn.Sequential recipe in fp16;
#                COLD_TOO="retinanet_tv ..." also runs those recipes on an empty cache
# Compact JSON summaries into $OUT. Every step gets what is left of DEADLINE seconds (default 540).
# CPU dry run: DEVICE=cpu MODELS_CPU=1 OUT=/tmp/o PART=models bash scripts/gpu/source_line_models.sh
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_slm_runs}; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
PART=${PART:-warm}
DEVICE=${DEVICE:-cuda}
DEADLINE=${DEADLINE:-540}
START=$(date +%s)
R=scripts/gpu/recipes
left() { echo $(( DEADLINE - ($(date +%s) - START) )); }
log() { echo "== $* ($(date +%T), $(left) s left)" | tee -a "$OUT/slm_log_$PART.txt"; }
ONLY=explain,compile,code,benchmark,profile

engine() {  # name recipe dtype cache_dir [cap]
  local name=$1 recipe=$2 dtype=$3 cache=$4 cap=${5:-$(( $(left) - 20 ))}
  if (( cap < 30 )); then log "engine $name skipped"; return; fi
  log "engine $name ($dtype, cache $cache, cap $cap s)"
  TORCHINDUCTOR_CACHE_DIR=$cache timeout "$cap" $PY -m analyzers --runs-dir "$RUNS" run --recipe "$recipe" \
    --device "$DEVICE" --dtype "$dtype" --only $ONLY --bench-seconds 1 --timeout $(( cap - 5 )) \
    --label "slm-$name" --json > "$RUNS/$name.json" 2> "$RUNS/$name.err"
  echo "rc $?" | tee -a "$OUT/slm_log_$PART.txt"
  grep -E "compile ok|profile ok|run .* (ok|partial|failed)|Error" "$RUNS/$name.err" | cut -c1-300 \
    >> "$OUT/slm_log_$PART.txt"
}

plain() {  # recipe dtype cache_dir
  log "plain compile $1 ($2)"
  TORCHINDUCTOR_CACHE_DIR=$3 timeout $(( $(left) - 30 )) $PY $R/plain_compile.py "$1" --device "$DEVICE" \
    --dtype "$2" 2>> "$RUNS/plain.err" | tail -1 | tee -a "$OUT/slm_log_$PART.txt"
}

if [[ $PART == warm ]]; then
  for m in gat_pyg:fp32 retinanet_tv:fp32 frcnn:fp32; do
    name=${m%%:*}; dtype=${m##*:}
    recipe=$R/$name.py; [[ $name == frcnn ]] && recipe=recipes/frcnn_torchvision.py
    cache=/tmp/cs_slm_cache_$name; rm -rf "$cache"
    plain "$recipe" "$dtype" "$cache"
    engine "${name}_warm" "$recipe" "$dtype" "$cache"
  done
  engine gat_pyg_cold $R/gat_pyg.py fp32 /tmp/cs_slm_cache_cold_gat
else
  if [[ ${MODELS_CPU:-0} == 1 ]]; then  # a CPU dry run: the tests' recipes stand in for the vision models
    engine convnext tests/data/source_lines_container.py fp32 /tmp/cs_slm_cache
    engine vit tests/data/source_lines_container.py fp32 /tmp/cs_slm_cache
    engine sequential tests/data/source_lines_sequential.py fp32 /tmp/cs_slm_cache
    VIT=tests/data/source_lines_container.py; VDT=fp32
  else
    engine convnext $R/convnext_tiny_tv.py fp32 /tmp/cs_slm_cache 200
    engine vit $R/vit_b16_tv.py fp16 /tmp/cs_slm_cache 150
    engine sequential $R/sequential_mlp.py fp16 /tmp/cs_slm_cache 90
    VIT=$R/vit_b16_tv.py; VDT=fp16
  fi
  for name in ${COLD_TOO:-}; do  # vision models of the warm part on an empty cache: the share by provenance to match
    engine "${name}_cold" $R/$name.py fp32 "/tmp/cs_slm_cache_cold_$name"
  done
  log "reference: $VIT's MultiheadAttention modules, plain per-module profile"
  timeout $(( $(left) - 10 )) $PY benchmarks/references/module_time_reference.py "$VIT" --type MultiheadAttention \
    --device "$DEVICE" --dtype "$VDT" --kwargs '{"need_weights": false}' 2>> "$RUNS/ref.err" | tail -1 \
    > "$OUT/slm_mha_reference.json"
  cat "$OUT/slm_mha_reference.json" | cut -c1-400 | tee -a "$OUT/slm_log_$PART.txt"
fi
$PY scripts/gpu/source_line_models_summary.py "$RUNS" > "$OUT/slm_summary_$PART.json"
head -c 6000 "$OUT/slm_summary_$PART.json"
log done
