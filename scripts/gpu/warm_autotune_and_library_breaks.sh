#!/bin/bash
# H200: the GPU layer's last wrong answers, shown through the engine. Compact JSON under $OUT (<= 6 files).
#
# (a) autotune with a warm cache: the fp16 two-linear MLP (recipes/fp16_mlp_autotune.py, 4096x1024 -> 4096 -> 1024)
#     under max-autotune-no-cudagraphs in three fresh processes on one Inductor cache folder: "cold" tunes both GEMMs;
#     "warm-fx" runs again (the FX graph cache gives the whole graph); "warm-autotune" runs again with the FX graph
#     cache off, so Inductor lowers again and takes each GEMM's choice from its local autotune cache (the case
#     this checks: shapes tuned by an earlier process). Each run's autotune account -> autotune_<name>.json.
# (b) one graph-break row per cause: torch_geometric's two-layer GCN (recipes/pyg_gcn.py: self.c1, self.c2) and
#     torchvision's Faster R-CNN (recipes/frcnn_torchvision.py): number of break rows, each row's place, count,
#     call sites and chains, graph splits and cost, whether only the first call met it and the breaks a folded
#     one-time setup holds (the pooler's _setup_scales: poolers.py:104/125/126 as one row at its call, poolers.py:310)
#     -> breaks_gcn.json, breaks_frcnn.json.
# The whole thing stays under DEADLINE seconds (default 340): each step gets what is left.
#
#   scripts/gpu/warm_autotune_and_library_breaks.sh            # on the H200
#   TINY=1 DEVICE=cpu scripts/gpu/warm_autotune_and_library_breaks.sh
#       a CPU dry run: tiny MLP (fp32, freezing: Inductor's C++ GEMM template), the simulated library GCN when
#       torch_geometric is absent, the simulated library detector when torchvision is absent
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
RUNS=${RUNS:-/tmp/cs_autotune_breaks}; rm -rf "$RUNS"; mkdir -p "$RUNS"
export PYTHONUNBUFFERED=1
PY=${PY:-python3}
DEVICE=${DEVICE:-cuda}
DEADLINE=${DEADLINE:-340}
START=$(date +%s)
left() { echo $(( DEADLINE - ($(date +%s) - START) )); }
log() { echo "== $* ($(date +%T), $(left) s left)" | tee -a "$OUT/log.txt"; }

if [[ ${TINY:-0} == 1 ]]; then
  export MLP_TINY=1 GCN_TINY=1 FRCNN_TINY=1
  DTYPE=fp32; EXTRA=(--inductor-config freezing=True); BENCH=(--iterations 5 --warmup 1)
else
  DTYPE=fp16; EXTRA=(); BENCH=(--bench-seconds 1 --warmup 5)
fi
GCN=recipes/pyg_gcn.py
$PY -c "import torch_geometric" 2>/dev/null || { GCN=tests/data/break_recipes/library_two_layers.py; log "no torch_geometric: the simulated library GCN"; }
FRCNN=recipes/frcnn_torchvision.py
$PY -c "import torchvision" 2>/dev/null || { FRCNN=tests/data/break_recipes/library_pooler.py; log "no torchvision: the simulated library detector"; }
$PY -c "import torch; print('torch', torch.__version__, 'cuda', torch.cuda.is_available())" | tee -a "$OUT/log.txt"

# -- (a) autotuning: cold, warm (FX graph cache), warm (autotune cache only) ----------------------------------
export TORCHINDUCTOR_CACHE_DIR="$RUNS/inductor_cache" TRITON_CACHE_DIR="$RUNS/triton_cache"
mlp() {  # name, cap seconds, extra args...
  local name=$1 cap=$2; shift 2
  log "mlp $name (cap ${cap} s)"
  timeout "$cap" $PY -m analyzers --runs-dir "$RUNS" run --recipe recipes/fp16_mlp_autotune.py --device "$DEVICE" \
    --dtype "$DTYPE" --mode max-autotune-no-cudagraphs "${EXTRA[@]}" "$@" --only compile,code,benchmark,profile \
    "${BENCH[@]}" --timeout $(( cap - 5 )) --label "autotune-mlp-$name" --json > "$RUNS/mlp_$name.json" \
    2> "$RUNS/mlp_$name.stderr"
  echo "rc $?" | tee -a "$OUT/log.txt"
  $PY - "$RUNS/mlp_$name.json" "$OUT/autotune_$name.json" <<'PY' | tee -a "$OUT/log.txt"
import json, sys
try:
    s = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
    r = json.load(open(s["report"]))
except Exception as e:  # noqa: BLE001 - the log says why
    json.dump({"error": f"no engine report: {e}"}, open(sys.argv[2], "w"), indent=1); raise SystemExit
at = r.get("autotune") or {}
ops = [{k: op.get(k) for k in ("op", "shape", "choice_from", "source", "listed", "failed", "kernels", "seconds")}
       | {"winner": {k: (op.get("winner") or {}).get(k) for k in ("name", "kind", "ms", "BLOCK_M", "BLOCK_N",
                                                                  "BLOCK_K", "num_warps", "num_stages")},
          "measured_us": (op.get("measured") or {}).get("mean_us")} for op in at.get("ops") or []]
cache = (r.get("compile") or {}).get("cache") or {}
json.dump({"run_id": s.get("run_id"), "status": s.get("status"), "compiled_ms": s.get("compiled_ms"),
           "speedup": s.get("speedup"), "compile_s": s.get("compile_s"),
           "fx_cache": {k: cache.get(k) for k in ("hits", "misses", "by_kind")},
           "autotune": {k: at.get(k) for k in ("why", "op_count", "tuned_here", "from_cache", "triton_won", "aten_won",
                                               "seconds", "candidates", "failed", "cache", "notes")} | {"ops": ops},
           "watch_notes": (at.get("source") or {}).get("notes")}, open(sys.argv[2], "w"), indent=1, default=str)
print(json.dumps({"op_count": at.get("op_count"), "tuned_here": at.get("tuned_here"),
                  "from_cache": at.get("from_cache"), "notes": [n[:300] for n in at.get("notes") or []]}))
PY
}
mlp cold $(( DEADLINE * 28 / 100 ))
mlp warm-fx $(( DEADLINE * 10 / 100 ))
mlp warm-autotune $(( DEADLINE * 16 / 100 )) --inductor-config fx_graph_cache=False
unset TORCHINDUCTOR_CACHE_DIR TRITON_CACHE_DIR

# -- (b) graph breaks: one row per cause ----------------------------------------------------------------------
breaks() {  # name, recipe, cap seconds
  local name=$1 recipe=$2 cap=$3
  if [[ -z $recipe ]]; then log "$name skipped: its library is not installed"; return; fi
  if (( cap > $(left) - 5 )); then cap=$(( $(left) - 5 )); fi
  if (( cap < 30 )); then log "$name skipped: $(left) s left"; return; fi
  log "breaks $name (cap ${cap} s)"
  timeout "$cap" $PY -m analyzers --runs-dir "$RUNS" run --recipe "$recipe" --device "$DEVICE" \
    --only explain,compile,profile "${BENCH[@]}" --timeout $(( cap - 5 )) --label "breaks-$name" --json \
    > "$RUNS/breaks_$name.json" 2> "$RUNS/breaks_$name.stderr"
  echo "rc $?" | tee -a "$OUT/log.txt"
  $PY - "$RUNS/breaks_$name.json" "$OUT/breaks_$name.json" <<'PY' | tee -a "$OUT/log.txt"
import json, sys
try:
    s = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
    r = json.load(open(s["report"]))
except Exception as e:  # noqa: BLE001 - the log says why
    json.dump({"error": f"no engine report: {e}"}, open(sys.argv[2], "w"), indent=1); raise SystemExit
rows = (r.get("explain") or {}).get("breaks") or []
keep = ("file", "line", "library_file", "library_line", "code", "gb_type", "count", "call_sites", "call_chains",
        "graph_splits", "cost_ms", "cost_share", "sources", "first_call_only", "breaks_inside")
out = {"run_id": s.get("run_id"), "status": s.get("status"), "graph_count": s.get("graph_count"),
       "graph_break_count": s.get("graph_break_count"), "rows": len(rows), "json_breaks": len(s.get("breaks") or []),
       "breaks": [{k: b.get(k) for k in keep} for b in rows],
       "break_cost": {k: (r.get("break_cost") or {}).get(k) for k in ("available", "forward_ms", "between_graphs_ms",
                                                                      "overhead_ms", "reason")}}
json.dump(out, open(sys.argv[2], "w"), indent=1, default=str)
print(json.dumps({"rows": out["rows"], "graph_break_count": out["graph_break_count"],
                  "places": [f"{b['file']}:{b['line']} x{b['count']} sites={len(b.get('call_sites') or [])} "
                             f"splits={b.get('graph_splits')} cost={b.get('cost_ms')}"
                             + (" first-call-only" if b.get("first_call_only") else "")
                             + (" inside=" + ",".join(str(x).split(" in ")[0].rsplit("/", 1)[-1]
                                                      for x in b["breaks_inside"]) if b.get("breaks_inside") else "")
                             for b in rows]}))
PY
}
breaks gcn "$GCN" $(( DEADLINE * 22 / 100 ))
breaks frcnn "$FRCNN" $(( $(left) - 10 ))
log "done"
ls -la "$OUT"
