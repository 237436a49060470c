"""The measurement model: timed calls grouped into rounds and processes, and the intervals, ratios, drift, stop
rule, physical checks and verdict every figure of a benchmark comes from. Standard library only (the report layer:
the dashboard, ``show``, the export and the MCP tools word what these functions return).

Why rounds and processes, not calls. Calls of one round share the host's state (its other work, its clocks, the
caches); rounds of one process share that process's memory layout and allocator state. Calls are not independent
samples, and an interval that resamples calls is far narrower than the spread of another run of the same recipe
(a ±0.4 % interval held none of 30 reruns of a small recipe on this project's CPU). So:

* a *unit* is one round of one process: the median of the calls of that round (``round_values``);
* a figure is the median of its units; its 95 % interval is a two-level bootstrap (processes with replacement, then
  each drawn process's rounds with replacement: the median of the pooled draw), widened to hold the middle half of
  its own units, so no interval is narrower than the spread of its own rounds (``interval``);
* a ratio (eager over compiled, a parent over a child) pairs the two figures' units of the same round and process
  (both timed within seconds of each other, interleaved) and is the median of those paired ratios, with the same
  two-level bootstrap (``paired``), widened like every figure to hold the middle half of its paired rounds. Two
  processes that happen to agree say little about a third: unwidened, six reruns of a small conv net on this
  2-core CPU (two processes each) held another rerun's speedup in 14 of 30 ordered pairs, one interval ±0.6 %
  wide while the six speedups spread over ±3 %. The middle half, not less: on 20 reruns of each of two recipes
  (three batches, three processes each, ``benchmarks/engine/interval_rules.py`` on their stored paired rounds) it
  held another rerun's speedup in 96 % and 94 % of the pairs, every batch at 90 % or more; the middle 40 % looked
  better on the first batch and held 73 % of one later batch. Its intervals too wide for the reruns' range all came
  from runs whose own processes disagreed (five processes): such a run says it cannot tell;
* drift is how far a figure's units moved (``drift``: largest over smallest, less one);
* the stop rule: enough rounds, and every interval within ±``STOP_REL`` (``settled``); a further process is asked for
  while the processes' own medians disagree beyond their intervals (``processes_disagree``).
"""

from __future__ import annotations

import math
import random
import statistics

CONFIDENCE = 0.95
RESAMPLES = 2000
STOP_RESAMPLES = 300
SEED = 12
STOP_REL = 0.01  # a process may stop early once every interval is within ±1 % (after MIN_ROUNDS)
MIN_ROUNDS = 8
WIDE_REL = 0.05  # an interval reaching further than ±5 % is flagged
UNRELIABLE = 2.0  # an interval whose ends differ by more than this factor says nothing about a change
# The smallest change a verdict calls faster or slower: on an H100 lease (ResNet-50 fp32 B32, freezing) the engine's
# paired interval said 1.012× [1.010–1.015] while plain torch timed in the same lease said 1.0005× and 1.0018×; a
# change under 2 % is real inside one process and still not one a rerun elsewhere repeats.
MIN_EFFECT = 0.02
HOST_BOUND = 0.8  # the host's launch of one call takes at least this share of the GPU's time for it: host-bound
CHECK_SLACK = 0.03  # a physical check allows this much (relative) for the figures' own noise


Unit = tuple[int, int]  # (process, round)


def round_values(samples: list[float], rounds: list[int], processes: list[int] | None = None) -> dict[Unit, float]:
    """The median of each (process, round)'s calls."""
    by: dict[Unit, list[float]] = {}
    procs = processes if processes is not None else [0] * len(samples)
    for v, r, p in zip(samples, rounds, procs):
        by.setdefault((p, r), []).append(v)
    return {k: statistics.median(v) for k, v in sorted(by.items())}


def _quantile(s: list[float], q: float) -> float:
    """The ``q`` quantile of sorted ``s`` (linear between order statistics)."""
    if len(s) == 1:
        return s[0]
    x = q * (len(s) - 1)
    i = int(math.floor(x))
    j = min(i + 1, len(s) - 1)
    return s[i] + (s[j] - s[i]) * (x - i)


def interval(units: dict[Unit, float], confidence: float = CONFIDENCE, hold_middle: bool = True,
             resamples: int = RESAMPLES) -> dict | None:
    """``{value, ci, rounds, processes}``: the median of the units with its two-level bootstrap interval, never
    narrower than the middle half of the units themselves (``hold_middle``; off only where each unit is one call,
    a series timed without rounds)."""
    if not units:
        return None
    by_proc: dict[int, list[float]] = {}
    for (p, _), v in units.items():
        by_proc.setdefault(p, []).append(v)
    procs = list(by_proc.values())
    values = sorted(units.values())
    center = statistics.median(values)
    fast = len(procs) == 1 and len(values) > 200
    rng = random.Random(SEED)
    meds: list[float] = []
    for _ in range(resamples if len(values) > 1 and not fast else 0):
        pool: list[float] = []
        for _ in procs:
            rounds = procs[rng.randrange(len(procs))]
            pool.extend(rounds[rng.randrange(len(rounds))] for _ in rounds)
        meds.append(statistics.median(pool))
    meds.sort()
    a = (1 - confidence) / 2
    lo, hi = (_quantile(meds, a), _quantile(meds, 1 - a)) if meds else \
        order_statistics(values, confidence) if fast else (center, center)
    if hold_middle:
        lo, hi = min(lo, _quantile(values, 0.25)), max(hi, _quantile(values, 0.75))
    lo, hi = min(lo, center), max(hi, center)
    return {"value": center, "ci": [lo, hi], "rounds": len(values), "processes": len(procs)}


def order_statistics(values: list[float], confidence: float) -> list[float]:
    """The distribution-free interval of the median from order statistics: many units of one process (a series
    timed without rounds, each call a unit), where resampling thousands of units costs seconds in pure Python."""
    s = sorted(values)
    n = len(s)
    z = 1.96 if confidence == 0.95 else 2.576
    k = z * math.sqrt(n) / 2
    return [s[max(0, int(math.floor(n / 2 - k)))], s[min(n - 1, int(math.ceil(n / 2 + k)))]]


def paired(num: dict[Unit, float], den: dict[Unit, float]) -> dict[Unit, float]:
    """``num / den`` of every unit both have (the same round of the same process)."""
    return {k: num[k] / den[k] for k in num if k in den and den[k] > 0}


def ratio(num: dict[Unit, float], den: dict[Unit, float]) -> dict | None:
    """The paired ratio ``num / den``: the median of the units' ratios with its two-level interval."""
    return interval(paired(num, den))


def _draw(by_proc: list[list[float]], rng: random.Random) -> float:
    """One two-level bootstrap draw's median: processes with replacement, then each drawn process's units."""
    pool: list[float] = []
    for _ in by_proc:
        rounds = by_proc[rng.randrange(len(by_proc))]
        pool.extend(rounds[rng.randrange(len(rounds))] for _ in rounds)
    return statistics.median(pool)


def apart_ratio(num: dict[Unit, float], den: dict[Unit, float], resamples: int = RESAMPLES) -> dict | None:
    """``median(num) / median(den)`` of two figures timed in different processes (no round of one is paired with a
    round of the other): each side drawn by its own two-level bootstrap, the interval from the ratio of the draws,
    never narrower than the ratio of the two figures' own middle halves."""
    if not num or not den:
        return None
    sides = []
    for units in (num, den):
        by: dict[int, list[float]] = {}
        for (p, _), v in units.items():
            by.setdefault(p, []).append(v)
        sides.append(list(by.values()))
    a, b = statistics.median(num.values()), statistics.median(den.values())
    if b <= 0:
        return None
    rng = random.Random(SEED)
    draws = sorted(_draw(sides[0], rng) / max(_draw(sides[1], rng), 1e-300) for _ in range(resamples))
    q = (1 - CONFIDENCE) / 2
    lo, hi = _quantile(draws, q), _quantile(draws, 1 - q)
    vn, vd = sorted(num.values()), sorted(den.values())
    lo = min(lo, _quantile(vn, 0.25) / _quantile(vd, 0.75), a / b)
    hi = max(hi, _quantile(vn, 0.75) / _quantile(vd, 0.25), a / b)
    return {"value": a / b, "ci": [lo, hi], "rounds": min(len(vn), len(vd)),
            "processes": min(len(sides[0]), len(sides[1]))}


def drift(units: dict[Unit, float]) -> float | None:
    """How far a figure's units moved: the largest over the smallest, less one (a share)."""
    v = [x for x in units.values() if x > 0]
    return round(max(v) / min(v) - 1, 4) if len(v) > 1 else None


def rel_halfwidth(center: float | None, ci: list[float] | None) -> float | None:
    """How far the interval reaches from ``center``, as a share of it (the larger side)."""
    if not ci or not center:
        return None
    return max(center - ci[0], ci[1] - center) / abs(center)


def settled(units_list: list[dict[Unit, float]], rel: float = STOP_REL, min_rounds: int = MIN_ROUNDS) -> bool:
    """The stop rule of one process: every figure has ``min_rounds`` rounds and its interval is within ±``rel``."""
    for units in units_list:
        if len(units) < min_rounds:
            return False
        iv = interval(units, resamples=STOP_RESAMPLES)  # between rounds: a cheaper bootstrap
        if iv is None or (rel_halfwidth(iv["value"], iv["ci"]) or math.inf) > rel:
            return False
    return True


def per_process(units: dict[Unit, float]) -> dict[int, dict]:
    """Each process's own figure and interval (its rounds alone)."""
    by: dict[int, dict[Unit, float]] = {}
    for k, v in units.items():
        by.setdefault(k[0], {})[k] = v
    return {p: interval(u) for p, u in sorted(by.items())}


def processes_disagree(units: dict[Unit, float], min_rel: float = MIN_EFFECT / 2) -> bool:
    """Whether two processes' own intervals miss each other by more than ``min_rel`` of the figure: a further
    process is needed to tell the machine's process-to-process spread from the figure. Within ``min_rel`` a further
    process changes no verdict (``MIN_EFFECT``) and costs a process's start: on an H100, ResNet-50 fp32 B32's
    processes held the speedup to ±0.1 % each while their medians sat 0.3 % apart, and two more processes added 45 s."""
    ivs = [iv for iv in per_process(units).values() if iv]
    return any(a["ci"][1] < b["ci"][0] and b["ci"][0] - a["ci"][1] > min_rel * abs(b["value"])
               for a in ivs for b in ivs if a is not b)


def rounded(iv: dict | None, digits: int = 4) -> dict | None:
    if iv is None:
        return None
    return dict(iv, value=round(iv["value"], digits), ci=[round(iv["ci"][0], digits), round(iv["ci"][1], digits)])


# -- what limits a call, and whether one call's figures can all be true --------------------------------------------

def regime(launch_ms: float | None, gpu_ms: float | None) -> str | None:
    """``host`` when the host's launch of one call (idle launch queue) takes at least ``HOST_BOUND`` of the GPU's
    time for it (back to back the GPU then waits for the host, and a synchronized call measures the host), else
    ``gpu``; None where either is unknown (CPU runs: the host is the device)."""
    if not launch_ms or not gpu_ms:
        return None
    return "host" if launch_ms >= HOST_BOUND * gpu_ms else "gpu"


REGIME_WORDS = {"host": "the host's launches", "gpu": "the GPU"}  # every renderer words a regime with these


def checks(name: str, latency: float | None, pipelined: float | None, back_to_back: float | None,
           launch: float | None) -> list[dict]:
    """The physical checks of one callable's figures: ``[{name, holds, detail}]``."""
    out = []
    slack = 1 + CHECK_SLACK

    def add(check: str, holds: bool, detail: str) -> None:
        out.append({"name": f"{name}: {check}", "holds": bool(holds), "detail": detail})

    if latency and pipelined:
        add("pipelined GPU time <= latency", pipelined <= latency * slack,
            f"pipelined {pipelined:.4g} ms against latency {latency:.4g} ms: the GPU's work of a call cannot take "
            "longer than the synchronized call that contains it")
    if latency and launch:
        add("launch <= latency", launch <= latency * slack,
            f"the host's launch of one call {launch:.4g} ms (idle launch queue) against latency {latency:.4g} ms: a "
            "synchronized call cannot be shorter than its own launch")
    if back_to_back and pipelined:
        add("back to back >= pipelined", back_to_back * slack >= pipelined,
            f"back to back {back_to_back:.4g} ms a call against pipelined {pipelined:.4g} ms: calls back to back "
            "cannot run faster than the GPU's own work")
    if back_to_back and latency:
        add("back to back <= latency", back_to_back <= latency * slack,
            f"back to back {back_to_back:.4g} ms a call against latency {latency:.4g} ms: without a sync between "
            "calls, a call should not take longer than a synchronized one; above it, something inside the loop "
            "waits (a full launch queue, the allocator, a garbage collection)")
    return out


# -- one verdict for every change: fix experiments, layout and precision rows, compile-time routes ----------------

STANDINGS = ("faster", "slower", "no_change", "within_drift", "unstable", "not_measured")


def standing(ratio: float | None, ci: list[float] | None, drift_share: float | None = None) -> str:
    """One of ``STANDINGS`` for a ratio before / after (> 1: after is faster) with its interval. ``drift_share``
    (only for figures timed apart, in two processes minutes apart): a change no larger than the machine's drift is
    ``within_drift``."""
    if ratio is None:
        return "not_measured"
    if ci and (ci[0] <= 0 or ci[1] / ci[0] > UNRELIABLE):
        return "unstable"
    moved = (ci and (ci[0] > 1.0 or ci[1] < 1.0)) or (not ci and abs(ratio - 1) > 0.05)
    if moved and drift_share is not None and ratio > 0 and max(ratio, 1 / ratio) - 1 <= drift_share:
        return "within_drift"
    if (ci and ci[0] > 1.0 and ratio >= 1 + MIN_EFFECT) or (not ci and ratio > 1.05):
        return "faster"
    if (ci and ci[1] < 1.0 and ratio <= 1 / (1 + MIN_EFFECT)) or (not ci and ratio < 0.95):
        return "slower"
    return "no_change"


def below_effect(ratio: float | None, ci: list[float] | None) -> bool:
    """A change the interval tells from 1 that is still under ``MIN_EFFECT`` (a no_change that moved)."""
    return bool(ratio and ci and (ci[0] > 1.0 or ci[1] < 1.0) and abs(math.log(ratio)) < math.log(1 + MIN_EFFECT))


def band(ratio: float, ci: list[float] | None) -> tuple[str, str]:
    """``("1.05", " [1.048–1.054]")``: a ratio and its interval with as many decimals as the interval needs to
    read as a range (two, three where two would print one value twice)."""
    d = 2 if ci is None or round(ci[0], 2) != round(ci[1], 2) else 3
    return f"{ratio:.{d}f}", (f" [{ci[0]:.{d}f}–{ci[1]:.{d}f}]" if ci else "")


def pct(share: float) -> str:
    return f"{100 * share:.0f} %"


def change_words(what: str, ratio: float | None, ci: list[float] | None, drift_share: float | None = None) -> str:
    """``what`` (e.g. "latency") and how it changed, in the words of ``standing``."""
    s = standing(ratio, ci, drift_share)
    if s == "not_measured":
        return f"{what} not measured"
    if s == "unstable":
        return f"{what} not measured reliably ({ratio:.2f}×, interval {ci[0]:.2f}–{ci[1]:.2f}×)"
    if s == "within_drift":
        return f"{what} within the machine's drift ({ratio:.2f}×; the machine moved {pct(drift_share)})"
    if s == "faster":
        value, rng = band(ratio, ci)
        return f"{what} {value}× faster{rng}"
    if s == "slower":
        slow = f" [{pct(1 / ci[1] - 1)}–{pct(1 / ci[0] - 1)}]" if ci else ""
        return f"{what} {pct(1 / ratio - 1)} slower{slow}"
    if below_effect(ratio, ci):
        return f"no change in {what} of {pct(MIN_EFFECT)} or more ({ratio:.3f}× [{ci[0]:.3f}–{ci[1]:.3f}])"
    holds = f" (interval {ci[0]:.2f}–{ci[1]:.2f}× holds 1)" if ci else ""
    return f"no measurable change in {what}{holds}"


def regime_sentence(latency: tuple, gpu_time: tuple, regime_name: str | None, with_latency: bool = True) -> str | None:
    """Where the latency and the GPU time disagree (one moved, the other did not or moved the other way), one
    sentence that says both and which a server sees. ``latency`` / ``gpu_time``: (ratio, ci); ``with_latency``
    False where the latency's words were said just before."""
    sl, sg = standing(*latency), standing(*gpu_time)
    if sg in ("not_measured", "unstable") or sl == sg:
        return None
    limit = f"the call is limited by {REGIME_WORDS[regime_name]}" if regime_name else ""
    lead = f"{change_words('latency', *latency)} while " if with_latency else ""
    return (f"{lead}{change_words('GPU time', *gpu_time)}"
            + (f": {limit}" if limit else "")
            + "; a busy server, or a forward replayed with CUDA graphs, sees the GPU time")
