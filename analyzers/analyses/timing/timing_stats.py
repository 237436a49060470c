"""Statistics of one series of timed calls: the call-level description (p99, spread), the median and interval of
the measurement model (``report/measurement.py``: rounds and processes are the units, never calls), and the
stability flags.

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
import statistics

from ...report import measurement as M
from ...report.timing_figures import tail_flag, tail_message

WIDE_REL = M.WIDE_REL  # interval wider than ±5 % of the median
ROUNDS_REL = 0.02  # rounds' medians must also spread by more than 2 % of the median to count as disagreeing
MIN_RATIO = 3.0  # median / min beyond this


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


def rel_halfwidth(center: float, interval: list[float] | None) -> float | None:
    """How far the interval reaches from ``center``, as a share of it (the larger side)."""
    return M.rel_halfwidth(center, interval)


def order_stat_interval(samples: list[float], z: float = 1.96) -> list[float]:
    """Distribution-free interval of the median from order statistics (``measurement``'s, at 95 % or 99 %)."""
    return M.order_statistics(samples, 0.95 if z < 2 else 0.99)


def series_summary(samples: list[float], rounds: list[int] | None = None) -> dict:
    """``stats_ms`` plus the median and 95 % interval of the measurement model (``report/measurement.py``: over
    the rounds, never the calls; without rounds each call is its own unit), the rounds' medians and the stability
    flags. ``rounds`` gives each sample's round index (same length as ``samples``)."""
    st = stats_ms(samples)
    by_round = rounds is not None and len(rounds) == len(samples)
    units = M.round_values(samples, rounds if by_round else list(range(len(samples))))
    iv = M.interval(units, hold_middle=by_round)
    med = iv["value"]
    st["median_ms"] = round(med, 4)
    st["ci_ms"] = [round(iv["ci"][0], 4), round(iv["ci"][1], 4)]
    st["ci_rel"] = round(rel_halfwidth(med, iv["ci"]) or 0.0, 4)
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
    return st


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
