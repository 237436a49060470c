"""Statistics of decode timings: a median with its 95 % bootstrap interval, and per-step medians.

Pure Python (no numpy), fixed seed: the same samples always give the same interval.
"""

from __future__ import annotations

import random
import statistics

RESAMPLES = 1000
SEED = 0


def median_interval(samples: list[float], resamples: int = RESAMPLES, seed: int = SEED) -> tuple[float, float]:
    """Percentile-bootstrap 95 % interval of the median."""
    if len(samples) < 2:
        v = samples[0] if samples else float("nan")
        return v, v
    rng = random.Random(seed)
    n = len(samples)
    meds = sorted(statistics.median(rng.choices(samples, k=n)) for _ in range(resamples))
    return meds[int(0.025 * (resamples - 1))], meds[int(round(0.975 * (resamples - 1)))]


def summary_ms(samples_s: list[float]) -> dict:
    """Seconds in, milliseconds out: median, 95 % interval, p99, mean, min, count."""
    ms = sorted(s * 1e3 for s in samples_s)
    if not ms:
        return {"samples": 0}
    lo, hi = median_interval(ms)
    p99 = ms[min(len(ms) - 1, max(0, round(0.99 * len(ms)) - 1))]
    return {
        "median_ms": round(statistics.median(ms), 4),
        "ci_low_ms": round(lo, 4),
        "ci_high_ms": round(hi, 4),
        "p99_ms": round(p99, 4),
        "mean_ms": round(statistics.fmean(ms), 4),
        "min_ms": round(ms[0], 4),
        "samples": len(ms),
    }


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
