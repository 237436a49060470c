"""Statistics of decode timings: a median with its 95 % bootstrap interval and stability flags (the
benchmark analysis's ``timing_stats``, so a decode step is judged like a forward), and per-step medians.
"""

from __future__ import annotations

import statistics

from ..timing.timing_stats import series_summary


def summary_ms(samples_s: list[float], rounds: list[int] | None = None) -> dict:
    """Seconds in, milliseconds out: median, 95 % interval (``ci_ms`` and, for older readers,
    ``ci_low_ms`` / ``ci_high_ms``), p99, mean, min, count, the rounds' medians and the flags."""
    ms = [s * 1e3 for s in samples_s]
    if not ms:
        return {"samples": 0}
    st = series_summary(ms, rounds if rounds and len(rounds) == len(ms) else None)
    st.pop("std_ms", None)
    st["ci_low_ms"], st["ci_high_ms"] = st["ci_ms"]
    return st


def per_step_medians_ms(rounds: list[list[float]]) -> list[float | None]:
    """Median over rounds of each step index (seconds in, ms out); None where no round has that step."""
    width = max((len(r) for r in rounds), default=0)
    out: list[float | None] = []
    for i in range(width):
        vals = [r[i] for r in rounds if i < len(r)]
        out.append(round(statistics.median(vals) * 1e3, 4) if vals else None)
    return out


def spread(values: list[float], digits: int = 2) -> dict:
    """Median, min and max of a few figures (tokens/s of each round)."""
    if not values:
        return {"median": None, "min": None, "max": None, "rounds": 0}
    return {"median": round(statistics.median(values), digits), "min": round(min(values), digits),
            "max": round(max(values), digits), "rounds": len(values)}


def paired_speedup(num_rounds: list[float | None], den_rounds: list[float | None]) -> dict | None:
    """``num / den`` of rounds timed side by side (round i of one with round i of the other, alternating order):
    the median of the paired ratios with its interval (``measurement.ratio``, the benchmark's one method);
    None where fewer than two rounds pair (one round has no interval: the caller keeps the ratio of the medians)."""
    from ...report import measurement

    num = {(0, i): float(v) for i, v in enumerate(num_rounds) if isinstance(v, (int, float)) and v > 0}
    den = {(0, i): float(v) for i, v in enumerate(den_rounds) if isinstance(v, (int, float)) and v > 0}
    iv = measurement.ratio(num, den)
    if iv is None or iv["rounds"] < 2:
        return None
    return {"value": round(iv["value"], 4), "ci": [round(x, 4) for x in iv["ci"]], "rounds": iv["rounds"]}
