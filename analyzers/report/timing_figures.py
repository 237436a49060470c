"""One definition per timing figure a report shows in several places: the speedup beside the eager figure it
was divided by, whether the timings are stable, and whether a difference between two runs can be told.

Stdlib only. The Overview, Compare, the Sweeps page, the exported HTML and the CLI's ``show``/``--json`` read
these; the engine's benchmark uses the same tail rule (``analyses/timing_stats.py``), so what a new report
records and what an old one derives at read time agree.

Instability is one rule: a report is unstable when the engine flagged a figure (its interval wider than ±5 %,
rounds that disagree, a median far above the fastest call: ``timing_stats``) or when a latency's p99 is more
than ``TAIL_RATIO`` times its median. The tail rule needs only the median and the p99, so it is applied to
every report at read time, including reports measured before the engine knew it.
"""

from __future__ import annotations

from typing import Any

MISSING = "—"
TAIL_RATIO = 3.0  # p99 beyond this many medians: one call in a hundred ran far slower than the rest
NO_DIFFERENCE = "no measurable difference"
NO_INTERVAL = "no interval: cannot tell"
TAIL_ADVICE = ("time the run again on a quiet machine: a long tail means other work (another process, a "
               "frequency change, a garbage collection) interrupted some calls")


def _obj(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _num(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def ms_text(v: float | None) -> str:
    """A time in ms as every view shows it: ``101 µs``, ``5.47 ms``, ``152 ms``."""
    if v is None:
        return MISSING
    if v >= 100:
        return f"{v:.0f} ms"
    if v >= 1:
        return f"{v:.2f} ms"
    return f"{v * 1000:.0f} µs"


def ratio_text(v: float | None) -> str:
    return MISSING if v is None else f"{v:.2f}×"


def interval(value: Any) -> tuple[float, float] | None:
    """``[lo, hi]`` from report data, or None."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        lo, hi = _num(value[0]), _num(value[1])
        if lo is not None and hi is not None and lo <= hi:
            return lo, hi
    return None


# -- speedup ------------------------------------------------------------------------------------
def speedup(report: dict) -> dict:
    """``{speedup, eager_ms, compiled_ms, ci, text, divided}``: the speedup, the two medians it is the ratio of,
    and ``divided`` (``eager 5.47 ms ÷ compiled 3.15 ms``), which goes wherever the speedup is shown."""
    bench = _obj(report.get("benchmark"))
    e, c = _num(_obj(bench.get("eager")).get("median_ms")), _num(_obj(bench.get("compiled")).get("median_ms"))
    s = _num(bench.get("speedup"))
    divided = f"eager {ms_text(e)} ÷ compiled {ms_text(c)}" if e is not None and c is not None else ""
    return {"speedup": s, "eager_ms": e, "compiled_ms": c, "ci": interval(bench.get("speedup_ci")),
            "text": ratio_text(s), "divided": divided}


# -- instability ----------------------------------------------------------------------------------
def tail_flag(median_ms: Any, p99_ms: Any) -> bool:
    """Whether a p99 lies more than ``TAIL_RATIO`` medians out."""
    m, p = _num(median_ms), _num(p99_ms)
    return bool(m and p is not None and m > 0 and p > TAIL_RATIO * m)


def tail_message(label: str, median_ms: float, p99_ms: float) -> str:
    return (f"{label}: the p99 {ms_text(p99_ms)} is {p99_ms / median_ms:,.0f}× the median {ms_text(median_ms)} "
            f"(more than {TAIL_RATIO:g}×): some calls ran far slower than the rest")


def instability(report: dict) -> dict:
    """``{unstable, messages, host, advice}`` of a report's benchmark under the one rule above.

    ``unstable`` is True when a flag holds, False when the engine checked its rules and none (nor the tail)
    holds, None when nothing could be checked (no benchmark; a report from before the engine's flags whose
    tail is short says nothing about its intervals)."""
    bench = _obj(report.get("benchmark"))
    recorded = [i for i in bench.get("instability") or [] if isinstance(i, dict)]
    messages = [str(i.get("message")) for i in recorded]
    have_tail = {str(i.get("figure")) for i in recorded if i.get("flag") == "tail"}
    for name in ("eager", "compiled"):
        st = _obj(bench.get(name))
        label = f"{name} latency"
        if label not in have_tail and tail_flag(st.get("median_ms"), st.get("p99_ms")):
            messages.append(tail_message(label, float(st["median_ms"]), float(st["p99_ms"])))
    unstable = True if messages else (bool(bench.get("unstable")) if isinstance(bench.get("unstable"), bool) else None)
    advice = [str(a) for a in bench.get("advice") or []]
    if messages and not advice:
        advice = [TAIL_ADVICE]
    return {"unstable": unstable, "messages": messages,
            "host": [str(s) for s in bench.get("host_explanation") or []] if messages else [], "advice": advice}


# -- differences between two runs -------------------------------------------------------------
def overlaps(a: Any, b: Any) -> bool | None:
    """Whether two intervals overlap (None when either is missing)."""
    ia, ib = interval(a), interval(b)
    if ia is None or ib is None:
        return None
    return ia[0] <= ib[1] and ib[0] <= ia[1]


def difference(va: float | None, vb: float | None, better: str, ci_a: Any = None, ci_b: Any = None,
               timed: bool = False) -> str:
    """B against A: ``better`` / ``worse``; for a timed figure ``no measurable difference`` when the intervals
    overlap and ``no interval: cannot tell`` when either side has none (a timed figure without an interval may
    move that much between two runs of the same thing). Empty when there is nothing to compare."""
    if va is None or vb is None or va == vb:
        return ""
    if timed:
        o = overlaps(ci_a, ci_b)
        if o is None:
            return NO_INTERVAL
        if o:
            return NO_DIFFERENCE
    return "better" if (vb < va) == (better == "lower") else "worse"
