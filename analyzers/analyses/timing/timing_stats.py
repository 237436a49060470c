"""Statistics of timed calls: medians with 95 % bootstrap intervals, the speedup's interval, stability flags.

No torch. numpy does the resampling when it is there (it is wherever torch is); without it a smaller
pure-Python bootstrap runs. Every interval is a percentile bootstrap with a fixed seed, so the same
samples give the same interval.

A figure is *unstable* when (any of):

* ``wide``: its 95 % interval reaches further than ±5 % from the median;
* ``rounds``: the rounds' medians disagree by more than their intervals (the 99 % distribution-free
  intervals of two rounds' medians do not overlap: the machine changed during the run), and by more
  than 2 % of the median (a steady GPU gives intervals so tight that a 0.3 % drift would count).
  99 % and not 95 % because with five rounds, two of five 95 % intervals miss each other in about 5 %
  of runs of perfectly steady samples; at 99 % that is under 1 %, while a 10 % drift is caught;
* ``outliers``: the median is more than 3× the fastest call (a few calls ran at a speed the rest did not);
* ``tail``: the p99 is more than 3× the median (``report/timing_figures.py`` holds this rule: the report layer
  applies it to reports measured before it, so every view flags the same runs).
"""

from __future__ import annotations

import math
import random
import statistics

from ...report.timing_figures import tail_flag, tail_message

WIDE_REL = 0.05  # interval wider than ±5 % of the median
ROUNDS_REL = 0.02  # rounds' medians must also spread by more than 2 % of the median to count as disagreeing
MIN_RATIO = 3.0  # median / min beyond this
CONFIDENCE = 0.95
RESAMPLES = 2000
SEED = 12


def stats_ms(samples: list[float]) -> dict:
    """Median, p99, spread and count of samples in ms (rounded for the report)."""
    s = sorted(samples)
    p99 = s[min(len(s) - 1, math.ceil(0.99 * len(s)) - 1)]
    return {
        "median_ms": round(statistics.median(s), 4),
        "p99_ms": round(p99, 4),
        "std_ms": round(statistics.pstdev(s), 4),
        "mean_ms": round(statistics.fmean(s), 4),
        "min_ms": round(s[0], 4),
        "samples": len(s),
    }


def bootstrap_medians(samples: list[float], resamples: int = RESAMPLES, seed: int = SEED) -> list[float]:
    """Medians of ``resamples`` resamples (with replacement, same size) of ``samples``."""
    try:
        import numpy as np
    except ImportError:  # pragma: no cover - numpy comes with torch
        rng = random.Random(seed)
        n = len(samples)
        return [statistics.median(rng.choices(samples, k=n)) for _ in range(min(resamples, 300))]
    x = np.asarray(samples, dtype=float)
    rng = np.random.default_rng(seed)
    out = np.empty(resamples)
    step = max(1, 2_000_000 // max(1, len(x)))  # keep each block of resamples under ~16 MB
    for i in range(0, resamples, step):
        k = min(step, resamples - i)
        out[i:i + k] = np.median(x[rng.integers(0, len(x), size=(k, len(x)))], axis=1)
    return out.tolist()


def percentile_interval(values: list[float], confidence: float = CONFIDENCE) -> list[float]:
    s = sorted(values)
    a = (1 - confidence) / 2
    lo = s[max(0, int(math.floor(a * (len(s) - 1))))]
    hi = s[min(len(s) - 1, int(math.ceil((1 - a) * (len(s) - 1))))]
    return [lo, hi]


def rel_halfwidth(center: float, interval: list[float] | None) -> float | None:
    """How far the interval reaches from ``center``, as a share of it (the larger side)."""
    if not interval or not center:
        return None
    return max(center - interval[0], interval[1] - center) / abs(center)


def order_stat_interval(samples: list[float], z: float = 1.96) -> list[float]:
    """Distribution-free interval of the median from order statistics (cheap; no resampling).

    The ranks n/2 ± z·√n/2 bound the median with about the confidence of ``z`` (1.96: 95 %, 2.576: 99 %).
    """
    s = sorted(samples)
    n = len(s)
    k = z * math.sqrt(n) / 2
    return [s[max(0, int(math.floor(n / 2 - k)))], s[min(n - 1, int(math.ceil(n / 2 + k)))]]


def series_summary(samples: list[float], rounds: list[int] | None = None) -> tuple[dict, list[float]]:
    """``stats_ms`` plus the bootstrap interval, the rounds' medians and the stability flags.

    Returns the summary and the bootstrap medians (for a ratio's interval). ``rounds`` gives each
    sample's round index (same length as ``samples``).
    """
    st = stats_ms(samples)
    boot = bootstrap_medians(samples)
    ci = percentile_interval(boot)
    med = statistics.median(samples)
    st["ci_ms"] = [round(ci[0], 4), round(ci[1], 4)]
    st["ci_rel"] = round(rel_halfwidth(med, ci) or 0.0, 4)
    flags = []
    if st["ci_rel"] > WIDE_REL:
        flags.append("wide")
    if rounds is not None and len(set(rounds)) > 1:
        by_round: dict[int, list[float]] = {}
        for r, v in zip(rounds, samples):
            by_round.setdefault(r, []).append(v)
        st["rounds_ms"] = [round(statistics.median(v), 4) for _, v in sorted(by_round.items())]
        ivs = [order_stat_interval(v, 2.576) for _, v in sorted(by_round.items()) if len(v) >= 3]
        spread = max(st["rounds_ms"]) - min(st["rounds_ms"])
        if len(ivs) > 1 and max(i[0] for i in ivs) > min(i[1] for i in ivs) and spread > ROUNDS_REL * med:
            flags.append("rounds")
    if min(samples) > 0 and med / min(samples) > MIN_RATIO:
        flags.append("outliers")
    if tail_flag(med, st["p99_ms"]):
        flags.append("tail")
    st["flags"] = flags
    return st, boot


def ratio_interval(num_boot: list[float], den_boot: list[float]) -> list[float] | None:
    """Interval of a ratio of medians from the two sets of bootstrap medians (resampled independently)."""
    ratios = [a / b for a, b in zip(num_boot, den_boot) if b > 0]
    if not ratios:
        return None
    lo, hi = percentile_interval(ratios)
    return [round(lo, 4), round(hi, 4)]


def tight(samples: list[float], rel: float) -> bool:
    """Whether the median's 95 % interval (order statistics) lies within ±``rel`` of it: enough calls."""
    if len(samples) < 5:
        return False
    med = statistics.median(samples)
    return (rel_halfwidth(med, order_stat_interval(samples)) or math.inf) <= rel


def flag_messages(label: str, st: dict) -> list[dict]:
    """One record per flag of a series: ``{figure, flag, message}``."""
    out = []
    med = st.get("median_ms")
    for flag in st.get("flags") or []:
        if flag == "wide":
            lo, hi = st["ci_ms"]
            msg = (f"{label}: the 95 % interval {lo:.4g}–{hi:.4g} ms reaches ±{100 * st['ci_rel']:.1f} % "
                   f"of the median {med:.4g} ms (more than ±{100 * WIDE_REL:.0f} %)")
        elif flag == "rounds":
            rs = st.get("rounds_ms") or []
            msg = (f"{label}: the rounds' medians disagree ({min(rs):.4g} to {max(rs):.4g} ms across "
                   f"{len(rs)} rounds, beyond their intervals): the machine changed during the run")
        elif flag == "tail":
            msg = tail_message(label, med, st["p99_ms"])
        else:
            msg = (f"{label}: the median {med:.4g} ms is {med / st['min_ms']:.1f}× the fastest call "
                   f"({st['min_ms']:.4g} ms): some calls ran at a speed the rest did not")
        out.append({"figure": label, "flag": flag, "message": msg})
    return out
