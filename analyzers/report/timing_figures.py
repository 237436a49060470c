"""One definition per timing figure a report shows in several places: the speedup beside the eager figure it
was divided by, whether the timings are stable, whether a difference between two runs can be told, the compile
time (and torch's compile metrics, named apart from it), and a decode run's compile times and its two speedups
(per decode step, and whole generations), each with what it divides.

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

from . import measurement as M

MISSING = "—"
TAIL_RATIO = 3.0  # p99 beyond this many medians: one call in a hundred ran far slower than the rest
NO_DIFFERENCE = "no measurable difference"
NO_INTERVAL = "no interval: cannot tell"
TAIL_ADVICE = ("time the run again on a quiet machine: a long tail means other work (another process, a "
               "frequency change, a garbage collection) interrupted some calls")


def _obj(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []


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
    units = [_obj(bench.get(k)).get("rounds") for k in ("eager", "compiled")]
    if divided and bench.get("resampled") and all(isinstance(u, int) for u in units):  # paired rounds' median
        n = min(units)
        divided = (f"median of {n} paired rounds ({divided})" if n > 1 else
                   f"one paired round, so no interval ({divided})")
    return {"speedup": s, "eager_ms": e, "compiled_ms": c, "ci": interval(bench.get("speedup_ci")),
            "text": ratio_text(s), "divided": divided}


def gpu_time_speedup(report: dict) -> dict | None:
    """``{speedup, ci, host_bound, text}``: the pipelined GPU time's speedup (eager over compiled, paired rounds) with
    its interval, and whether the host's launches limit either side of the call (``benchmark.regime``). Where they
    do, the synchronized latency measures the host as much as the model: on an H100 lease, seven fresh-process runs
    of ResNet-50 fp32 B32 (compiled host-bound) gave latency speedups 1.57-1.74x while their GPU-time speedups held
    to 1.906-1.911x. None without a GPU-time figure on both sides: a CPU run, an older report, or a side whose host
    never stayed ahead of the GPU (``method`` back_to_back: each call waits for the GPU inside, as bert-base's eager
    forward does, so its figure is the back-to-back time, not the GPU's)."""
    bench = _obj(report.get("benchmark"))
    pipe = _obj(bench.get("pipelined"))
    s = _num(pipe.get("speedup"))
    if s is None or s <= 0 or _obj(pipe.get("compiled")).get("same_as_latency"):
        return None
    if any(_obj(pipe.get(side)).get("method") != "host_ahead" for side in ("eager", "compiled")):
        return None
    regime = bench.get("regime")
    sides = list(regime.values()) if isinstance(regime, dict) else [regime]
    ci = interval(pipe.get("speedup_ci"))
    faster = s >= 1  # a slowdown reads as its reciprocal, "1.25× slower", never a ratio below 1
    ends = (ci if faster else (1 / ci[1], 1 / ci[0])) if ci else None
    value, band = M.band(s if faster else 1 / s, list(ends) if ends else None)
    text = f"GPU time {value}× {'faster' if faster else 'slower'}{band}"
    return {"speedup": s, "ci": ci, "host_bound": "host" in sides, "text": text}


HOST_BOUND_WORDS = ("the host's launches set the latency, which moves with the host's load while the GPU time does "
                    "not; a busy server, or a forward replayed with CUDA graphs, sees the GPU time")


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
    recorded = [i for i in _list(bench.get("instability")) if isinstance(i, dict)]
    messages = [str(i.get("message")) for i in recorded]
    have_tail = {str(i.get("figure")) for i in recorded if i.get("flag") == "tail"}
    for name in ("eager", "compiled"):
        st = _obj(bench.get(name))
        label = f"{name} latency"
        if label not in have_tail and tail_flag(st.get("median_ms"), st.get("p99_ms")):
            messages.append(tail_message(label, float(st["median_ms"]), float(st["p99_ms"])))
    unstable = True if messages else (bool(bench.get("unstable")) if isinstance(bench.get("unstable"), bool) else None)
    advice = [str(a) for a in _list(bench.get("advice"))]
    if messages and not advice:
        advice = [TAIL_ADVICE]
    return {"unstable": unstable, "messages": messages,
            "host": [str(s) for s in _list(bench.get("host_explanation"))] if messages else [], "advice": advice}


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


# -- compile time ---------------------------------------------------------------------------------
COMPILE_HOW = "wall time of the first compiled call minus a warm eager call"
TRACED = "torch's compile metrics"  # the Dynamo, AOT Autograd and Inductor phases of the compile trace, summed
TRACED_WHAT = "Dynamo, AOT Autograd and Inductor phases"
# The compile stage runs under TORCH_TRACE (the trace is where its figures come from); torch counts the seconds its
# own logging calls took per compile (compile_result.trace_logging_s).
TRACE_LOGGING = "TORCH_TRACE's own logging (torch's count)"


def seconds_text(v: float | None) -> str:
    """Seconds as every view shows a compile time: ``6.1 s``, ``1 min 5 s``."""
    if v is None:
        return MISSING
    return f"{int(v // 60)} min {v % 60:.0f} s" if v >= 60 else f"{v:.1f} s"


def compile_time(report: dict) -> dict:
    """The compile time of the compile stage, ``{seconds, text, how, traced_s, traced_text, delta, help, phases,
    share_of}``: ``seconds`` is ``COMPILE_HOW`` (``compile.compile_s``, else the benchmark's copy of it); a report
    without it (an imported trace, an older report) shows ``TRACED``'s sum as its compile time, and says so.
    An imported trace's report copies the sum into ``compile.compile_s``: without ``first_call_s`` it is the sum.
    ``traced_s`` is always the trace's sum (the Compile view's phases add up to it, a recompile's seconds are a
    share of it): every view that shows it names it (``delta`` under the card, ``phases`` beside the bars,
    ``share_of`` after a share)."""
    comp, bench = _obj(report.get("compile")), _obj(report.get("benchmark"))
    # an imported trace copies its sum into compile_s; only a run that timed its first call measured one
    measured = _num(comp.get("compile_s")) if _num(comp.get("first_call_s")) is not None else None
    measured = _num(bench.get("compile_s")) if measured is None else measured
    traced = _num(comp.get("total_s"))
    traced_text = MISSING if traced is None else f"{traced:.2f} s"
    logging_s = _num(comp.get("trace_logging_s"))
    out = {"traced_s": traced, "traced_text": traced_text, "delta": None,
           "share_of": f"the {traced_text} in {TRACED}", "logging_s": logging_s,
           "logging": "" if not logging_s else (f"at least {logging_s:.2f} s of the compile was {TRACE_LOGGING}, "
                                                "which a compile outside this tool does not pay")}
    if measured is not None:
        out.update(seconds=measured, text=seconds_text(measured), how=COMPILE_HOW)
        logged = f"; {out['logging']}" if out["logging"] else ""
        if traced is not None:
            out["delta"] = f"{TRACED} {traced_text}"
            of = "of it" if traced <= measured else "(more than the call: they time work outside it too)"
            out["help"] = f"{COMPILE_HOW}; {TRACED} ({TRACED_WHAT}) sum to {traced_text} {of}{logged}"
            out["phases"] = (f"(total {traced_text}: {TRACED}; the compile time, {COMPILE_HOW}, is "
                             f"{out['text']}{logged})")
        else:
            out["help"], out["phases"] = COMPILE_HOW + logged, ""
    elif traced is not None:
        how = f"{TRACED}: the {TRACED_WHAT} summed (this report has no first-call time)"
        out.update(seconds=traced, text=traced_text, how=how, help=how,
                   phases=f"(total {traced_text}: {TRACED}, this report's compile time)")
    else:
        out.update(seconds=None, text=MISSING, how="", help="compile did not run", phases="")
    return out


def stage_note(report: dict) -> str:
    """What the Stages table's compile (and decode) stage times hold beside the compile time: each stage's time is
    its wall time, more than the compile it holds. Empty without a timed compile stage."""
    stages = {str(s.get("name")): _num(s.get("seconds")) for s in _list(report.get("stages")) if isinstance(s, dict)}
    ct = compile_time(report)
    if stages.get("compile") is None or ct["seconds"] is None:
        return ""
    text = (f"Stage times are wall time: the compile stage's {seconds_text(stages['compile'])} holds the compile time "
            f"{ct['text']} ({ct['how']}), and the calls and trace reading around it.")
    dec = decode_compile(report)
    if stages.get("decode") is not None and dec:
        firsts = " and ".join(f"{d['text']} for its {d['what']}" for d in dec)
        text += (f" The decode stage ({seconds_text(stages['decode'])}) compiles the model again for generation: "
                 f"compile time {firsts} (the Decode view).")
    return text


def decode_compile(report: dict) -> list[dict]:
    """The decode stage's own compiles, prefill then step: ``{what, seconds, text, first_ms, traced_s, traced_text,
    help}``. ``seconds`` is the compile time as ``compile_time`` defines it (the first compiled call minus the eager
    one: ``decode.compiled.<what>_compile_s``), ``traced_s`` what torch's compile metrics give the compile ids of
    that call (the Decode view's table of compiles lists them one by one). Empty for a run without decode."""
    dec = _obj(report.get("decode"))
    c = _obj(dec.get("compiled"))
    traced: dict[int, float] = {}
    for x in _list(dec.get("compiles")):
        if isinstance(x, dict) and x.get("round") == 0 and x.get("step") in (0, 1) and _num(x.get("seconds")):
            traced[x["step"]] = traced.get(x["step"], 0.0) + float(x["seconds"])
    out = []
    for step, what, key, first in ((0, "prefill", "prefill_compile_s", "first_prefill_ms"),
                                   (1, "step", "step_compile_s", "first_step_ms")):
        s, first_ms, t = _num(c.get(key)), _num(c.get(first)), traced.get(step)
        if s is None and first_ms is None:
            continue
        t_text = MISSING if t is None else f"{t:.2f} s"
        call = "first compiled prefill" if what == "prefill" else "first compiled decode step"
        first_text = seconds_text(first_ms / 1000) if first_ms is not None and first_ms >= 1000 else ms_text(first_ms)
        help_ = (f"wall time of the decode stage's {call} ({first_text}) minus the eager one"
                 + (f"; {TRACED} give its compile ids {t_text}" if t is not None else ""))
        out.append({"what": what, "seconds": s, "text": seconds_text(s), "first_ms": first_ms, "traced_s": t,
                    "traced_text": t_text, "help": help_, "delta": f"{TRACED} {t_text}" if t is not None else None})
    return out


# -- decode speedups ------------------------------------------------------------------------------
def decode_speedups(report: dict) -> dict:
    """A decode run's two speedups, each with what it divides: ``step`` (the per-token speedup: eager ÷ compiled
    median decode step) and ``generation`` (compiled ÷ eager tokens/s of whole generations, the prefill
    included). Each ``{speedup, text, divided}``; ``{}`` without decode."""
    dec = _obj(report.get("decode"))
    if not dec:
        return {}
    e, c = _obj(dec.get("eager")), _obj(dec.get("compiled"))
    es, cs = _num(_obj(e.get("step_ms")).get("median_ms")), _num(_obj(c.get("step_ms")).get("median_ms"))
    et, ct = _num(e.get("tokens_per_s")), _num(c.get("tokens_per_s"))
    step, gen = _num(dec.get("per_token_speedup")), _num(dec.get("tokens_per_s_speedup"))
    step_ci, gen_ci = interval(dec.get("per_token_speedup_ci")), interval(dec.get("tokens_per_s_speedup_ci"))
    if gen is None and et and ct is not None:
        gen = ct / et
    n = _num(dec.get("per_token_speedup_rounds"))
    step_div = (f"per decode step: the median of {int(n)} paired rounds' ratios (eager {ms_text(es)}, compiled "
                f"{ms_text(cs)}, medians)" if n else f"per decode step: eager {ms_text(es)} ÷ compiled {ms_text(cs)}") \
        if es is not None and cs is not None else "per decode step (median step latencies)"
    return {
        "step": {"speedup": step, "ci": list(step_ci) if step_ci else None, "text": ratio_text(step),
                 "interval": _ci_text(step_ci),
                 "divided": step_div},
        "generation": {"speedup": gen, "ci": list(gen_ci) if gen_ci else None, "text": ratio_text(gen),
                       "interval": _ci_text(gen_ci),
                       "divided": f"whole generations, prefill included: compiled {ct:,.1f} ÷ eager {et:,.1f} tok/s"
                       if et is not None and ct is not None else "whole generations, prefill included"},
    }


def _ci_text(ci: tuple[float, float] | None) -> str:
    """``95 % interval 1.21–1.34×``, or '' without one."""
    return f"95 % interval {ci[0]:.2f}–{ci[1]:.2f}×" if ci else ""
