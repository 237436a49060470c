#!/bin/bash
# Both parts of scripts/gpu/regional.py in one device call (bert-base, then the 16-layer decoder), each with its own
# deadline, packed so that what comes back stays inside the device's file count: $OUT/regional_<part>.log and
# $OUT/regional.tgz (every part's JSON, plain-torch references, the engine's stderr and run folders).
#   BERT_S=270 DECODER_S=290 CHANGES=0 bash scripts/gpu/regional_both.sh
#   TINY=1 OUT=/tmp/rb bash scripts/gpu/regional_both.sh          # CPU dry run (tiny-bert, tiny-llama)
set -u
OUT=${OUT:-out}; mkdir -p "$OUT/regional"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
TINY_FLAG=${TINY:+--tiny}
$PY scripts/gpu/regional.py --part bert --deadline-s "${BERT_S:-270}" --changes "${CHANGES:-0}" $TINY_FLAG \
  --out "$OUT/regional"
echo "bert rc $?"
$PY scripts/gpu/regional.py --part decoder --deadline-s "${DECODER_S:-290}" $TINY_FLAG --out "$OUT/regional"
echo "decoder rc $?"
cp "$OUT"/regional/regional_*.log "$OUT"/ 2>/dev/null
tar czf "$OUT/regional.tgz" -C "$OUT/regional" . && rm -rf "$OUT/regional"
ls -la "$OUT"
