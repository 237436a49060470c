"""Does a rerun contradict the speedup? One recipe run k times in fresh processes, one after another.

Each run is the engine as a user runs it (``python -m analyzers run ... --only benchmark --json``); the script then
prints every run's speedup with its 95 % interval (latency, and on a GPU the pipelined GPU time), the share of
ordered pairs (a, b) in which run a's speedup lies inside run b's interval, and each interval's width against the
issue's bound (twice the range of the k speedups plus 4 % of the speedup).

Target (issue 50): coverage >= 80 % and no interval wider than the bound.

    python benchmarks/engine/bench_repeatability.py --recipe benchmarks/engine/recipes/pointwise_mlp.py --device cpu
    python benchmarks/engine/bench_repeatability.py --recipe recipes/resnet50_layout.py --device cuda -k 5 --json $OUT/r.json
"""

from __future__ import annotations

import argparse
import itertools
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COVERAGE_TARGET = 0.8


def one_run(source: list[str], device: str, runs_dir: str, extra: list[str]) -> dict:
    cmd = [sys.executable, "-m", "analyzers", "--runs-dir", runs_dir, "run", *source, "--device", device,
           "--only", "benchmark", "--json", *extra]
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - t0
    if not p.stdout.strip():
        raise SystemExit(f"run failed ({p.returncode}):\n{p.stderr[-3000:]}")
    summary = json.loads(p.stdout.strip().splitlines()[-1])
    report = json.loads(Path(summary["report"]).read_text())
    b = report.get("benchmark") or {}
    pipe = b.get("pipelined") or {}
    return {"wall_s": round(wall, 1), "speedup": b.get("speedup"), "speedup_ci": b.get("speedup_ci"),
            "gpu_speedup": pipe.get("speedup") if not (pipe.get("eager") or {}).get("same_as_latency") else None,
            "gpu_speedup_ci": pipe.get("speedup_ci"), "processes": b.get("processes"), "rounds": b.get("rounds"),
            "eager_ms": (b.get("eager") or {}).get("median_ms"), "eager_ci": (b.get("eager") or {}).get("ci_ms"),
            "compiled_ms": (b.get("compiled") or {}).get("median_ms"),
            "compiled_ci": (b.get("compiled") or {}).get("ci_ms"), "checks": b.get("checks"),
            "flags": sorted({f for side in ("eager", "compiled") for f in (b.get(side) or {}).get("flags") or []}),
            "bench_stage_s": next((s.get("seconds") for s in report.get("stages", []) if s["name"] == "benchmark"),
                                  None),
            **unwidened(Path(summary["report"]).parent, b)}


def unwidened(run_dir: Path, bench: dict) -> dict:
    """The same run's speedup interval as it was before a ratio's interval held the middle half of its paired rounds
    (``measurement.interval(..., hold_middle=False)``), from its stored samples: both rules on the same runs; and the
    paired round ratios themselves (``paired_units``: [process, round, eager ÷ compiled]; ``eager_units`` and
    ``compiled_units``: [process, round, ms], so a process the host slowed shows), so
    ``interval_rules.py`` can try other interval rules on the same runs."""
    sys.path.insert(0, str(ROOT))
    from analyzers.report import measurement as M

    name = bench.get("samples_artifact")
    if not name or not (run_dir / name).is_file():
        return {}
    series = json.loads((run_dir / name).read_text()).get("series") or {}
    units = {}
    for side in ("eager", "compiled"):
        lat = (series.get(side) or {}).get("latency") or {}
        if not lat.get("ms"):
            return {}
        units[side] = M.round_values(lat["ms"], lat["round"], lat.get("process"))
    pairs = M.paired(units["eager"], units["compiled"])
    gpu = {}
    for side in ("eager", "compiled"):  # the pipelined GPU time (a GPU run), round by round
        pipe = (series.get(side) or {}).get("pipelined") or {}
        if pipe.get("ms"):
            gpu[side] = M.round_values(pipe["ms"], pipe["round"], pipe.get("process"))
    gpu_pairs = M.paired(gpu["eager"], gpu["compiled"]) if len(gpu) == 2 else {}
    iv = M.interval(pairs, hold_middle=False)
    return {"speedup_unwidened": round(iv["value"], 4), "speedup_unwidened_ci": [round(x, 4) for x in iv["ci"]],
            "paired_units": [[p, r, round(v, 6)] for (p, r), v in pairs.items()],
            **{f"{side}_units": [[p, r, round(v, 5)] for (p, r), v in units[side].items()] for side in units},
            "gpu_paired_units": [[p, r, round(v, 6)] for (p, r), v in gpu_pairs.items()]} \
        if iv else {}


def agreement(runs: list[dict], key: str) -> dict | None:
    vals = [(r[key], r[key + "_ci"]) for r in runs if r.get(key) and r.get(key + "_ci")]
    if len(vals) < 2:
        return None
    pairs = [(a, b) for a, b in itertools.permutations(range(len(vals)), 2)]
    inside = sum(1 for a, b in pairs if vals[b][1][0] <= vals[a][0] <= vals[b][1][1])
    spread = max(v for v, _ in vals) - min(v for v, _ in vals)
    widths = [ci[1] - ci[0] for _, ci in vals]
    bounds = [2 * spread + 0.04 * v for v, _ in vals]
    return {"pairs": len(pairs), "inside": inside, "coverage": round(inside / len(pairs), 3),
            "range": [min(v for v, _ in vals), max(v for v, _ in vals)], "widths": [round(w, 4) for w in widths],
            "too_wide": sum(1 for w, b in zip(widths, bounds) if w > b)}


def main() -> int:
    ap = argparse.ArgumentParser()
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--recipe")
    src.add_argument("--model")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("-k", type=int, default=6, help="fresh-process runs (>= 6 on CPU)")
    ap.add_argument("--json", help="write every run's figures here (after each run: a stopped script keeps them)")
    ap.add_argument("--deadline-s", type=float, default=None,
                    help="start no further run when the slowest run so far would end after this many seconds")
    ap.add_argument("extra", nargs="*", help="more options for `run` (after --)")
    a = ap.parse_args()
    source = ["--recipe", a.recipe] if a.recipe else ["--model", a.model]
    runs = []
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as d:
        for i in range(a.k):
            longest = max((r["wall_s"] for r in runs), default=0.0)
            if a.deadline_s and runs and time.perf_counter() - t0 + 1.1 * longest > a.deadline_s:
                print(f"stopped after {len(runs)} runs: another would end after --deadline-s {a.deadline_s:g}")
                break
            r = one_run(source, a.device, d, a.extra)
            runs.append(r)
            if a.json:
                Path(a.json).write_text(json.dumps({"source": source, "device": a.device, "runs": runs}, indent=1))
            gpu = (f"; GPU time {r['gpu_speedup']}x {r['gpu_speedup_ci']}" if r.get("gpu_speedup") else "")
            failed = [c["name"] for c in r.get("checks") or [] if not c.get("holds")]
            print(f"run {i + 1}: speedup {r['speedup']}x {r['speedup_ci']}{gpu}; {r['processes']} processes, "
                  f"{r['rounds']} rounds; benchmark stage {r['bench_stage_s']} s, whole run {r['wall_s']} s"
                  + (f"; checks failed: {failed}" if failed else "")
                  + (f"; flagged: {', '.join(r['flags'])}" if r.get("flags") else ""), flush=True)
    ok = True
    out = {"source": source, "device": a.device, "runs": runs}
    for key, label in (("speedup", "latency speedup"), ("gpu_speedup", "GPU-time speedup"),
                       ("speedup_unwidened", "for comparison, the same runs with unwidened ratio intervals")):
        g = agreement(runs, key)
        if not g:
            continue
        out[key + "_agreement"] = g
        if key != "speedup_unwidened":
            ok = ok and g["coverage"] >= COVERAGE_TARGET and not g["too_wide"]
        print(f"{label}: {g['inside']} of {g['pairs']} ordered pairs inside the other's interval "
              f"({100 * g['coverage']:.0f} %, target >= {100 * COVERAGE_TARGET:.0f} %); speedups "
              f"{g['range'][0]}-{g['range'][1]}x; interval widths {g['widths']}; wider than the bound: {g['too_wide']}")
    if a.json:
        Path(a.json).write_text(json.dumps(out, indent=1))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
