"""``show``'s first lines: the answers before the fields (stdlib only).

In this order, each only where the run has its data: how much faster or slower compiled is than eager (the 95 %
interval, the rounds and processes behind it, what limits the call); the costliest graph break at file:line with
its fix experiment's standing; the costliest line of source; what the compile time went to. Every figure is the
one ``summary_of`` (``show --json``) gives or the one its rule returns (``timing_figures``, ``remedy_rank``):
these lines word it, never compute it again.
"""

from __future__ import annotations

from typing import Any

from . import measurement as M
from . import timing_figures
from .capture_coverage import cost_words
from .remedy_rank import COMPILED, STANDINGS, ranked_remedies
from .source_line_rows import profiled_unit

# torch's compile phases (compile.phases), as a sentence names them
PHASE_WORDS = {"dynamo": "Dynamo's tracing", "aot_autograd": "AOTAutograd", "inductor": "Inductor's lowering",
               "codegen": "code generation"}
REGIME_WORDS = M.REGIME_WORDS


def _num(v: Any) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def _obj(v: Any) -> dict:
    return v if isinstance(v, dict) else {}


def headline_lines(report: dict, summary: dict) -> list[str]:
    """The answers, one after the other; empty when the run has none of them (``summary``: ``summary_of``'s)."""
    out = speed_lines(report, summary) + break_lines(report, summary)
    out += source_line_lines(report, summary) + compile_lines(report, summary) + compile_change_lines(summary)
    return out


def compile_change_lines(summary: dict) -> list[str]:
    """The cold start's compile-time change that cuts the first output most, with its verdict."""
    rows = [r for r in summary.get("compile_changes") or [] if r.get("first_standing") == "faster"]
    if not rows:
        return []
    best = rows[0]  # ranked: what cuts first output most first
    n = len(summary.get("compile_changes") or [])
    return [f"first output cut most by {best['label']}: {best['words']} (of {n} compile-time changes tried)"]


# -- 1. faster or slower --------------------------------------------------------------------------------------
def times_text(speedup: float) -> str:
    """``1.21× faster`` / ``1.78× slower`` (1 / speedup)."""
    if 0 < speedup < 1:
        return f"{1 / speedup:.2f}× slower"
    return f"{speedup:.2f}× faster"


def interval_text(speedup: float, ci: list | None, behind: str = "") -> str:
    """`` (95 % interval 1.16–1.32× over 5 rounds)`` in the speedup's direction (slower: 1 / the ends); an
    interval that holds 1 says so; `` (5 rounds)`` without an interval; '' without either."""
    if not (ci and ci[0] > 0):
        return f" ({behind})" if behind else ""
    lo, hi = (1 / ci[1], 1 / ci[0]) if speedup < 1 else (ci[0], ci[1])
    over = f" over {behind}" if behind else ""
    same = ": it holds 1, no measurable difference" if ci[0] <= 1 <= ci[1] else ""
    return f" (95 % interval {lo:.2f}–{hi:.2f}×{over}{same})"


def regime_text(regime: Any) -> str:
    """What limits the call, from ``benchmark.regime`` (``{eager, compiled}``: ``host`` or ``gpu``); '' without."""
    if isinstance(regime, str):
        return f"limited by {REGIME_WORDS[regime]}" if regime in REGIME_WORDS else ""
    sides = {k: REGIME_WORDS[v] for k, v in _obj(regime).items() if k in ("eager", "compiled") and v in REGIME_WORDS}
    if not sides:
        return ""
    if len(sides) == 2 and sides["eager"] == sides["compiled"]:
        return f"both limited by {sides['compiled']}"
    return ", ".join(f"{k} limited by {sides[k]}" for k in ("compiled", "eager") if k in sides)


def _behind(bench: dict) -> str:
    """``5 rounds`` / ``10 rounds, 2 processes``: what the interval was resampled over, where the report says."""
    rounds = _num(bench.get("rounds"))
    procs = bench.get("processes")
    procs = len(procs) if isinstance(procs, list) else _num(procs)
    bits = [f"{int(rounds)} round{'s' * (rounds != 1)}"] if rounds else []
    bits += [f"{int(procs)} process{'es' * (procs != 1)}"] if procs else []
    return ", ".join(bits)


def speed_lines(report: dict, summary: dict) -> list[str]:
    s = _num(summary.get("speedup"))
    if s is None or s <= 0:
        per_token = _num(summary.get("per_token_speedup"))  # a decode run: its one speedup is per step
        if per_token is None or per_token <= 0:
            return []
        divided = summary.get("per_token_speedup_divided")
        return [f"compiled is {times_text(per_token)} than eager"
                + interval_text(per_token, summary.get("per_token_speedup_ci"))
                + (f", {divided}" if divided else " per decode step")]
    bench = _obj(report.get("benchmark"))
    line = f"compiled is {times_text(s)} than eager{interval_text(s, summary.get('speedup_ci'), _behind(bench))}"
    extra = [x for x in (summary.get("speedup_divided"), regime_text(bench.get("regime"))) if x]
    gpu = timing_figures.gpu_time_speedup(report)
    if gpu and gpu["host_bound"]:
        extra.append(f"{gpu['text']}: {timing_figures.HOST_BOUND_WORDS}")
    if summary.get("unstable"):
        extra.append("timing unstable (unstable_reasons below)")
    return [line + (": " + "; ".join(extra) if extra else "")]


# -- 2. the costliest break and its fix ----------------------------------------------------------------------
def costliest_break(summary: dict) -> dict | None:
    """The break whose eager fallback costs the most time (``cost_ms``), None where none was costed."""
    costed = [b for b in summary.get("breaks") or [] if isinstance(b, dict) and _num(b.get("cost_ms")) is not None]
    return max(costed, key=lambda b: b["cost_ms"]) if costed else None


def _where(b: dict) -> str:
    return f"{b.get('file')}:{b.get('line')}" if b.get("file") else "unknown location"


def gain_text(r: dict) -> str:
    """A ranked experiment's measured gain: ``compiled 1.79× faster [1.63–1.89]``."""
    g, ci = r.get("gain"), r.get("gain_ci")
    if g is None:
        return "speed not measured"
    value, band = M.band(g, ci)
    if r.get("basis") != COMPILED:
        return f"speedup over eager {value}× {'higher' if g >= 1 else 'lower'}{band}"
    if g < 1 and g > 0:
        band = f" [{(1 / ci[1] - 1) * 100:.0f}–{(1 / ci[0] - 1) * 100:.0f} %]" if ci else ""
        return f"compiled {(1 / g - 1) * 100:.0f} % slower{band}"
    return f"compiled {value}× faster{band}"


def numerics_text(r: dict) -> str:
    return {True: "outputs match eager", False: "outputs moved beyond the tolerance"}.get(
        r.get("numerics_passed"), "outputs not compared")


def fix_text(r: dict, row: dict | None) -> str:
    """``verified fix: CHANGE — breaks 1 → 0, compiled 1.79× faster [1.63–1.89], outputs match eager``; an
    experiment that is no remedy says what it stands as (``remedy_rank.standing_of``)."""
    head = "verified fix" if r["standing"] == "remedy" else f"fix tried ({STANDINGS[r['standing']]})"
    bits = []
    row = row or {}
    before, after = _num(row.get("graph_break_count_before")), _num(row.get("graph_break_count_after"))
    if before is not None and after is not None and before != after:
        bits.append(f"breaks {int(before)} → {int(after)}")
    bits += [gain_text(r), numerics_text(r)]
    return f"{head}: {r['change']} — {', '.join(bits)}  [{r['run_id']}]"


def _fix_of(ranked: list[dict], b: dict) -> dict | None:
    """The best-ranked experiment aimed at this break (its target is the break's file:line)."""
    where = _where(b)
    return next((r for r in ranked if r["kind"] == "break" and r["target"] == where), None)


def break_lines(report: dict, summary: dict) -> list[str]:
    """The costliest break with its fix (the verified one, else the one tried, else our hint), and the run's best
    verified fix where it is another change; without breaks, that fix alone, or that Dynamo found none."""
    rows = [b for b in summary.get("breaks") or [] if isinstance(b, dict)]
    b = costliest_break(summary) or (rows[0] if rows else None)  # uncosted (no profile): the first
    fixes = {r["run_id"]: r for r in summary.get("fixes") or [] if isinstance(r, dict)}
    ranked = ranked_remedies(report)
    best = next((r for r in ranked if r["standing"] == "remedy"), None)
    out = []
    if b:
        n = len(rows)
        reason = str(b.get("reason") or "").strip()
        head = reason.splitlines()[0] if reason else ""
        which = "graph break" if n == 1 else "costliest graph break" if costliest_break(summary) else \
            "first graph break"
        line = f"{which}: {_where(b)} [{b.get('category') or 'other'}] {head}".rstrip()
        if _num(b.get("cost_ms")) is not None and _num(b.get("cost_share")) is not None:
            line += f"; {cost_words(b['cost_share'])} ({b['cost_ms']:.3g} ms)"
        if n > 1:
            line += f" (of {n} breaks)"
        out.append(line)
        fix = _fix_of(ranked, b)
        if fix:
            out.append("  " + fix_text(fix, fixes.get(fix["run_id"])))
        elif b.get("hint"):
            out.append(f"  fix (not tried): {b['hint']}")
        if best and (fix is None or best["run_id"] != fix["run_id"]):
            out.append(f"best {fix_text(best, fixes.get(best['run_id']))}")
        return out
    if summary.get("not_captured"):
        out.append(summary["not_captured"])
    elif summary.get("graph_break_count") == 0:
        out.append("no graph breaks" + (f": {summary['coverage_text']}" if summary.get("coverage_text") else ""))
    if best:
        out.append(fix_text(best, fixes.get(best["run_id"])))
    return out


# -- 3. the costliest source line ----------------------------------------------------------------------------
def costliest_source_line(summary: dict) -> dict | None:
    """The ``source_lines`` row with the most compiled kernel time (the Overview's and Source view's pick); by
    eager time where the run timed no compiled kernel on a line."""
    rows = [r for r in summary.get("source_lines") or [] if isinstance(r, dict)]
    for side in ("compiled_ms", "eager_ms"):
        timed = [r for r in rows if (_num(r.get(side)) or 0) > 0]
        if timed:
            return max(timed, key=lambda r: r[side])
    return None


def source_line_lines(report: dict, summary: dict) -> list[str]:
    r = costliest_source_line(summary)
    if not r:
        return []
    times = ", ".join(f"{r[k]:.3g} ms {k[:-3]}" for k in ("compiled_ms", "eager_ms") if _num(r.get(k)) is not None)
    code = f": {r['code']}" if r.get("code") else ""
    return [f"costliest source line: {r.get('file')}:{r.get('line')} ({times} per {profiled_unit(report)}){code}"]


# -- 4. the compile time ----------------------------------------------------------------------------------------
def _cache_text(report: dict, summary: dict) -> str:
    """``4 cache lookups, all hit`` / ``12 cache lookups, all missed`` / ``6 cache lookups: 4 hit, 2 miss``: the
    compile stage's lookups (``cache_lookups``), else the compile stage's counts."""
    rows = [r for r in summary.get("cache_lookups") or [] if (r.get("where") or "compile") == "compile"]
    counts: dict[str, int] = {}
    if rows:
        for r in rows:
            counts[str(r.get("outcome"))] = counts.get(str(r.get("outcome")), 0) + 1
    else:
        cache = _obj(_obj(report.get("compile")).get("cache"))
        counts = {o: int(_num(cache.get(k)) or 0) for o, k in (("hit", "hits"), ("miss", "misses"),
                                                                ("bypass", "bypasses"))}
        counts = {o: n for o, n in counts.items() if n}
    n = sum(counts.values())
    if not n:
        return ""
    lookups = f"{n} cache lookup{'s' * (n != 1)}"
    if len(counts) == 1:
        outcome = next(iter(counts))
        every = "all" if n > 1 else "it"
        return f"{lookups}, {every} {({'hit': 'hit', 'miss': 'missed', 'bypass': 'bypassed'}).get(outcome, outcome)}"
    return f"{lookups}: " + ", ".join(f"{v} {k}" for k, v in counts.items())


def compile_lines(report: dict, summary: dict) -> list[str]:
    ct = timing_figures.compile_time(report)
    if ct["seconds"] is None:
        return []
    bits = []
    phases = {k: v for k, v in _obj(_obj(report.get("compile")).get("phases")).items() if (_num(v) or 0) > 0}
    traced = _num(ct.get("traced_s")) or sum(phases.values())
    if phases and traced:
        top = max(phases, key=lambda k: phases[k])
        how = "most" if phases[top] > traced / 2 else "the largest part"
        bits.append(f"of torch's {timing_figures.seconds_text(traced)}, {how} in {PHASE_WORDS.get(top, top)} "
                    f"({timing_figures.seconds_text(phases[top])})")
    cache = _cache_text(report, summary)
    if cache:
        bits.append(cache)
    recompiles = summary.get("recompiles") or []
    if recompiles and _num(summary.get("recompile_s")) is not None:
        n = len(recompiles)
        bits.append(f"{n} recompile{'s' * (n != 1)} took {timing_figures.seconds_text(summary['recompile_s'])}")
    if _num(ct.get("logging_s")):
        bits.append(f"{timing_figures.seconds_text(ct['logging_s'])} of TORCH_TRACE's own logging")
    return [f"compile {timing_figures.seconds_text(ct['seconds'])}" + (": " + "; ".join(bits) if bits else "")]
