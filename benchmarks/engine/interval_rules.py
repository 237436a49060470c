"""Interval rules tried on the same reruns: which one holds another run's speedup without being wider than the runs'
own spread?

Reads the JSON files ``bench_repeatability.py --json`` writes (every run's paired round ratios, eager ÷ compiled,
with their process and round) and prints, for each rule below, the issue's two figures over the k runs of each
file: the share of ordered pairs (a, b) in which run a's speedup lies inside run b's interval, and how many intervals
are wider than twice the range of the k speedups plus 4 % of the speedup.

    python benchmarks/engine/interval_rules.py benchmarks/results/repeatability_cpu_*_20261207_{p3,v,v2}.json
    python benchmarks/engine/interval_rules.py --gpu benchmarks/results/timing_check_rep2_h100_20261207.json

The rules (each gives the median of the paired rounds and an interval around it):

* ``engine``: what the engine reports today (``measurement.ratio``: the bootstrap widened to hold the middle half of
  the paired rounds);
* ``bootstrap``: the two-level bootstrap alone (processes, then their rounds), not widened;
* ``components``: the normal interval of variance components, half-width 1.96·sqrt(s_b²/P + s_w²), s_b the standard
  deviation of the processes' medians and s_w the standard error of the pooled median from the rounds' spread around
  their own process's median (1.2533·sd/√n);
* ``rounds``: every paired round as an independent unit (no processes), not widened;
* ``excess``: variance components by the method of moments (only the processes' spread beyond their own rounds'
  noise counts as a process effect);
* ``hold N %``: the two-level bootstrap widened to hold the middle N % of the paired rounds (``engine`` is
  ``hold 50 %``: over three batches it held the most pairs, and 40 %, best on the first batch, held 73 % of a later
  one);
* ``procs 50 %``, ``procs all``: the two-level bootstrap widened to hold the middle half, or all, of the processes'
  own medians;
* ``t procs``: the two-level bootstrap widened to Student's t interval of the processes' medians;
* ``if apart``: ``engine`` where two processes' own intervals miss each other, else ``bootstrap``.
"""

from __future__ import annotations

import json
import math
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_repeatability import agreement  # noqa: E402

from analyzers.report import measurement as M  # noqa: E402

KEY = "paired_units"  # the latency's paired rounds; --gpu: the pipelined GPU time's (``gpu_paired_units``)


def _units(run: dict) -> dict:
    return {(int(p), int(r)): float(v) for p, r, v in run.get(KEY) or []}


def _by_process(units: dict) -> list[list[float]]:
    by: dict[int, list[float]] = {}
    for (p, _), v in units.items():
        by.setdefault(p, []).append(v)
    return list(by.values())


def engine(units: dict) -> tuple[float, list[float]]:
    iv = M.ratio(units, {k: 1.0 for k in units})
    return iv["value"], iv["ci"]


def bootstrap(units: dict) -> tuple[float, list[float]]:
    iv = M.interval(units, hold_middle=False)
    return iv["value"], iv["ci"]


def components(units: dict) -> tuple[float, list[float]]:
    procs = _by_process(units)
    center = statistics.median(units.values())
    meds = [statistics.median(v) for v in procs]
    resid = [x - statistics.median(v) for v in procs for x in v]
    s_w = 1.2533 * statistics.pstdev(resid) / math.sqrt(len(resid)) if len(resid) > 1 else 0.0
    s_b2 = statistics.variance(meds) / len(meds) if len(meds) > 1 else 0.0
    half = 1.96 * math.sqrt(s_b2 + s_w ** 2)
    return center, [center - half, center + half]


def rounds_only(units: dict) -> tuple[float, list[float]]:
    iv = M.interval({(0, i): v for i, v in enumerate(units.values())}, hold_middle=False)
    return iv["value"], iv["ci"]


def _median_var(values: list[float], rng: random.Random, draws: int = 400) -> float:
    meds = [statistics.median(rng.choices(values, k=len(values))) for _ in range(draws)]
    return statistics.pvariance(meds)


def excess(units: dict) -> tuple[float, list[float]]:
    """Variance components by the method of moments: the processes' medians vary by their own rounds' noise plus a
    process effect; only the excess over the rounds' noise is the process effect."""
    procs = _by_process(units)
    rng = random.Random(M.SEED)
    center = statistics.median(units.values())
    pooled = [statistics.median([x for v in procs for x in rng.choices(v, k=len(v))]) for _ in range(400)]
    s_w2 = statistics.pvariance(pooled)
    s_b2 = 0.0
    if len(procs) > 1:
        within = statistics.fmean(_median_var(v, rng) for v in procs)
        s_b2 = max(0.0, statistics.variance([statistics.median(v) for v in procs]) - within)
    half = 1.96 * math.sqrt(s_w2 + s_b2 / len(procs))
    return center, [center - half, center + half]


def holding(share: float):
    """The two-level bootstrap, widened to hold the middle ``share`` of the paired rounds."""
    def rule(units: dict) -> tuple[float, list[float]]:
        iv = M.interval(units, hold_middle=False)
        v = sorted(units.values())
        lo, hi = M._quantile(v, 0.5 - share / 2), M._quantile(v, 0.5 + share / 2)
        return iv["value"], [min(iv["ci"][0], lo), max(iv["ci"][1], hi)]
    return rule


T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262}


def processes_held(share: float):
    """The two-level bootstrap, widened to hold the middle ``share`` of the processes' own medians (the rounds'
    noise averages out in each process's median; what moves one process against another does not)."""
    def rule(units: dict) -> tuple[float, list[float]]:
        iv = M.interval(units, hold_middle=False)
        meds = sorted(statistics.median(v) for v in _by_process(units))
        lo, hi = M._quantile(meds, 0.5 - share / 2), M._quantile(meds, 0.5 + share / 2)
        return iv["value"], [min(iv["ci"][0], lo), max(iv["ci"][1], hi)]
    return rule


def student_processes(units: dict) -> tuple[float, list[float]]:
    """The two-level bootstrap, widened to Student's t interval of the processes' medians (P - 1 degrees of
    freedom: three processes say little about a fourth)."""
    iv = M.interval(units, hold_middle=False)
    meds = [statistics.median(v) for v in _by_process(units)]
    if len(meds) < 2:
        return iv["value"], iv["ci"]
    half = T975[min(len(meds) - 1, 9)] * statistics.stdev(meds) / math.sqrt(len(meds))
    return iv["value"], [min(iv["ci"][0], iv["value"] - half), max(iv["ci"][1], iv["value"] + half)]


def held_if_apart(units: dict) -> tuple[float, list[float]]:
    """``engine`` where two processes disagree (``measurement.processes_disagree``), else the bootstrap alone."""
    return engine(units) if M.processes_disagree(units) else bootstrap(units)


RULES = {"engine": engine, "bootstrap": bootstrap, "components": components, "rounds": rounds_only,
         "excess": excess, **{f"hold {int(100 * f)} %": holding(f) for f in (0.2, 0.3, 0.4)},
         "procs 50 %": processes_held(0.5), "procs all": processes_held(1.0), "t procs": student_processes,
         "if apart": held_if_apart}


def main(paths: list[str]) -> int:
    global KEY
    if "--gpu" in paths:
        KEY = "gpu_paired_units"
        paths = [p for p in paths if p != "--gpu"]
    for path in paths:
        data = json.loads(Path(path).read_text())
        data = data.get("repeatability", data)  # scripts/gpu/timing_check.py --part rep wraps the file
        runs = [r for r in data.get("runs") or [] if r.get(KEY)]
        procs = sorted({len({p for p, _, _ in r[KEY]}) for r in runs})
        print(f"-- {Path(path).name}: {len(runs)} runs, {procs} processes each")
        for name, rule in RULES.items():
            rows = []
            for r in runs:
                v, ci = rule(_units(r))
                rows.append({"s": round(v, 4), "s_ci": [round(ci[0], 4), round(ci[1], 4)]})
            g = agreement(rows, "s")
            if g:
                print(f"{name:>11}: {g['inside']}/{g['pairs']} pairs inside ({100 * g['coverage']:.0f} %), "
                      f"widths {g['widths']}, wider than the bound: {g['too_wide']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
