"""Fix experiments judged compiled against compiled (every kind of experiment; stdlib only).

``compiled_figures``, ``speed_words`` and ``drift_words`` serve every fix verdict (``fix_verdicts``: breaks,
recompiles, launch overhead); ``compiled_verdict`` is the whole verdict of a layout or precision experiment.

Speed: the parent's compiled latency over the child's (``compiled_change`` > 1: faster). Timed side by side (``timed``
= ``side_by_side``): the child's worker compiled the parent's configuration too and timed both in the same
interleaved rounds (``runs/side_by_side.py``, the child's ``benchmark.side_by_side``); the interval is the ratio's
bootstrap interval, and the same run's drift (how far eager's round medians moved) is the size a change must exceed
to be verified: a smaller one is "within the machine's drift". Timed apart (``apart``, with why: the parent's
configuration could not be built beside the child, or a run from before side-by-side timing): the two runs'
medians, with the interval from the two medians' intervals (parent low / child high, parent high / child low:
conservative). Eager is
the drift control: where the change leaves eager alone (freezing is an Inductor setting) the two runs' eager
latencies should agree, and a ratio whose interval misses 1 says the machine moved between the runs; where the
change reaches eager too (channels_last, TF32, bf16) the eager ratio is what the change does without compiling.
Numerics: the child's compiled outputs against the unchanged model in eager (``report["fix_numerics"]``, else the
child's own eager) at the run's dtype tolerance, with how far they moved (max abs, norm-relative error).

Why not each run's speedup over its own eager: eager moves between runs on a shared GPU (the GCN example: eager
2.36 -> 2.69 ms while compiled went 1.94 -> 1.96 ms), so a ratio of speedups reports the machine, not the change.
"""

from __future__ import annotations

from ..report import measurement as M
from ..report.summary import summary_of

UNRELIABLE = M.UNRELIABLE  # an interval whose ends differ by more than this factor: the timings say nothing
EAGER_UNCHANGED = ("inductor_config",)  # options whose change leaves the eager model as it was


def ratio_ci(before_ms, before_ci, after_ms, after_ci) -> tuple[float | None, list[float] | None]:
    """(before / after, its interval): > 1 means the change made it faster."""
    if not isinstance(before_ms, (int, float)) or not isinstance(after_ms, (int, float)) or after_ms <= 0:
        return None, None
    ratio = round(before_ms / after_ms, 4)
    if before_ci and after_ci and after_ci[0] > 0 and after_ci[1] > 0:
        return ratio, [round(before_ci[0] / after_ci[1], 4), round(before_ci[1] / after_ci[0], 4)]
    return ratio, None


def _pct(x: float) -> str:
    return f"{x * 100:.0f} %"


def speed_words(ratio: float | None, ci: list[float] | None, drift: float | None = None) -> tuple[str, int | None]:
    """What the compiled-vs-compiled ratio (before / after, > 1: faster) says, and its sign: 1 faster, -1 slower,
    0 no measurable change (the interval holds 1, or within the drift of runs timed apart), None not measured.
    The standing is ``measurement.standing`` (one rule for every renderer); slower is said as a percentage of the
    parent's latency (1.94 -> 2.61 ms: "35 % slower"), never as a ratio below 1."""
    s = M.standing(ratio, ci, drift)
    if s == "not_measured":
        return "speed not measured (no benchmark in one of the runs)", None
    if s == "unstable":
        return f"speed not measured reliably ({ratio:.2f}×, interval {ci[0]:.2f}–{ci[1]:.2f}×: unstable timing)", None
    if s == "within_drift":
        band = f" [{ci[0]:.2f}–{ci[1]:.2f}]" if ci else ""
        return (f"within the machine's drift: compiled {ratio:.2f}×{band}, while eager moved {_pct(drift)} between "
                "the runs"), 0
    if s == "faster":
        return "compiled " + M.change_words("latency", ratio, ci).replace("latency ", "", 1), 1
    if s == "slower":
        return "compiled " + M.change_words("latency", ratio, ci).replace("latency ", "", 1), -1
    if M.below_effect(ratio, ci):
        return (f"no change in compiled speed of {_pct(M.MIN_EFFECT)} or more: {ratio:.3f}× [{ci[0]:.3f}–{ci[1]:.3f}], "
                "too small for a rerun to repeat"), 0
    if ci:
        return f"no measurable change in compiled speed: the interval {ci[0]:.2f}–{ci[1]:.2f}× holds 1 (median {ratio:.2f}×)", 0
    return f"no measurable change in compiled speed ({ratio:.2f}×, within ±5 %)", 0


def gpu_words(rec: dict) -> str:
    """Where the GPU time and the latency disagree (a host-bound call): one clause that says both, which one limits
    the call, and which one a server with CUDA graphs sees (``measurement.regime_sentence``)."""
    g = rec.get("gpu_time_change")
    if g is None:
        return ""
    sentence = M.regime_sentence((rec.get("compiled_change"), rec.get("compiled_change_ci")),
                                 (g, rec.get("gpu_time_change_ci")), rec.get("regime"), with_latency=False)
    return f"; {sentence}" if sentence else ""


def verdict_drift(rec: dict) -> float | None:
    """The drift a change must exceed. Timed side by side with the paired rounds as the interval's unit, that interval
    already holds how far the machine moved: no drift rule. Reports timed before (an interval over calls), and runs
    timed apart, keep it."""
    return None if rec.get("timed") == "side_by_side" and rec.get("resampled") == "rounds" else rec.get("drift")


def numerics_of(child: dict) -> dict:
    """The child's outputs against the unchanged eager model where it checked them, else against its own eager."""
    fn = child.get("fix_numerics")
    if isinstance(fn, dict) and isinstance(fn.get("passed"), bool):
        return dict(fn, against=fn.get("against") or "the unchanged model in eager")
    num = (child.get("benchmark") or {}).get("numerics")
    if isinstance(num, dict) and isinstance(num.get("passed"), bool):
        return dict(num, against="the experiment's own eager model")
    return {}


def numerics_words(num: dict, dtype: str) -> str:
    if not num:
        return "outputs not compared"
    moved = f"max abs err {num.get('max_abs_err', 0):.2g}, rel err {num.get('rel_err', 0):.2g}"
    if num["passed"]:
        return f"outputs match eager at the {dtype} tolerance ({moved})"
    # the tolerance is relative: named so, beside the figure it is held against (a max abs err below it still fails)
    return (f"outputs moved beyond the {dtype} relative tolerance {num.get('rel_tol', 0):g} (rel err "
            f"{num.get('rel_err', 0):.2g}, max abs err {num.get('max_abs_err', 0):.2g})")


def eager_moved(ratio, ci) -> bool:
    """Whether eager, measured in both runs, moved between them: its interval misses 1 (without one, by > 5 %)."""
    if ratio is None:
        return False
    return bool((ci and (ci[0] > 1.0 or ci[1] < 1.0)) or (not ci and abs(ratio - 1) > 0.05))


def drift_words(rec: dict, eager_unchanged: bool) -> str:
    """Eager as the control: where the change leaves eager alone, a move of eager between the runs is the machine
    ("eager moved 14 % between the runs (2.36 -> 2.69 ms): the machine drifted"); where it reaches eager, what
    the change does without compiling."""
    ratio, ci = rec.get("eager_change"), rec.get("eager_change_ci")
    side = ""
    if rec.get("timed") == "side_by_side":
        d = rec.get("drift")
        side = "; timed side by side in one process" + (f" (eager moved {_pct(d)} between its rounds)"
                                                        if isinstance(d, (int, float)) else "")
    if ratio is None:
        return side
    band = f" [{ci[0]:.2f}–{ci[1]:.2f}]" if ci else ""
    if not eager_unchanged:
        return f"{side}; eager with the change alone: {ratio:.2f}×{band} (the two runs' eager, timed apart)"
    if not eager_moved(ratio, ci):
        return side
    if side:
        return side
    a, b = rec.get("eager_ms_before"), rec.get("eager_ms_after")
    ms = f" ({a:.2f} → {b:.2f} ms)" if isinstance(a, (int, float)) and isinstance(b, (int, float)) else ""
    way = "slower" if ratio < 1 else "faster"
    return f"; eager, which the change leaves alone, moved {_pct(abs(1 / ratio - 1))} {way}{ms} between the runs: " \
           "the machine drifted"


def leaves_eager_alone(rec: dict) -> bool:
    """A compile option (break, recompile, launch kinds) or Inductor's freezing: eager runs as it did."""
    return rec.get("kind") not in ("layout", "precision") or "freezing" in str(rec.get("change"))


def compiled_figures(rec: dict, parent: dict, child: dict) -> None:
    """Add to ``rec`` both runs' compiled and eager medians with their intervals, the compiled change (parent's
    compiled over the child's, > 1: faster) and the eager change (the drift control), each with its interval; how
    the compiled pair was timed (``timed``: side_by_side or apart, ``timed_why``) and the same run's ``drift``."""
    before, after = summary_of(parent), summary_of(child)
    sbs = ((child.get("benchmark") or {}).get("side_by_side")) if isinstance(child.get("benchmark"), dict) else None
    rec["compiled_ms_before"], rec["compiled_ms_after"] = before.get("compiled_ms"), after.get("compiled_ms")
    rec["compiled_ci_ms_before"], rec["compiled_ci_ms_after"] = before.get("compiled_ci_ms"), after.get("compiled_ci_ms")
    rec["eager_ms_before"], rec["eager_ms_after"] = before.get("eager_ms"), after.get("eager_ms")
    rec["eager_ci_ms_before"], rec["eager_ci_ms_after"] = before.get("eager_ci_ms"), after.get("eager_ci_ms")
    rec["compiled_change"], rec["compiled_change_ci"] = ratio_ci(
        before.get("compiled_ms"), before.get("compiled_ci_ms"), after.get("compiled_ms"), after.get("compiled_ci_ms"))
    rec["eager_change"], rec["eager_change_ci"] = ratio_ci(
        before.get("eager_ms"), before.get("eager_ci_ms"), after.get("eager_ms"), after.get("eager_ci_ms"))
    if isinstance(sbs, dict) and sbs.get("timed") == "side_by_side" and sbs.get("change") is not None:
        rec.update(timed="side_by_side", timed_why=None, drift=sbs.get("drift"),
                   compiled_ms_before=sbs.get("baseline_ms"), compiled_ci_ms_before=sbs.get("baseline_ci_ms"),
                   compiled_ms_after=sbs.get("compiled_ms"), compiled_ci_ms_after=sbs.get("compiled_ci_ms"),
                   compiled_change=sbs.get("change"), compiled_change_ci=sbs.get("change_ci"),
                   gpu_time_change=sbs.get("gpu_time_change"), gpu_time_change_ci=sbs.get("gpu_time_change_ci"),
                   regime=sbs.get("regime"), resampled=sbs.get("resampled"))
    else:
        why = (sbs or {}).get("why") if isinstance(sbs, dict) else None
        rec.update(gpu_time_change=None, gpu_time_change_ci=None, regime=None)
        rec.update(timed="apart", drift=None, timed_why=why or "the experiment ran before side-by-side timing, or "
                   "without a benchmark beside its parent: the two runs' medians, in two processes")


def compiled_verdict(rec: dict, parent: dict, child: dict) -> None:
    """Add the compiled-vs-compiled figures to ``rec`` and, for a run that finished, its verdict."""
    opts = (parent.get("request") or {}).get("options") or {}
    dtype = opts.get("dtype", "fp32")
    compiled_figures(rec, parent, child)
    num = numerics_of(child)
    rec["numerics_passed"] = num.get("passed") if num else None
    rec["numerics_max_abs_err"], rec["numerics_rel_err"] = num.get("max_abs_err"), num.get("rel_err")
    rec["numerics_against"] = num.get("against")
    if child.get("status") not in ("ok", "partial"):
        return  # the generic verdict already says how the run ended
    speed, sign = speed_words(rec["compiled_change"], rec["compiled_change_ci"], verdict_drift(rec))
    drift = drift_words(rec, leaves_eager_alone(rec))
    gpu_sign = {"faster": 1, "slower": -1}.get(M.standing(rec.get("gpu_time_change"), rec.get("gpu_time_change_ci")))
    if sign != 1 and gpu_sign == 1 and rec.get("regime") == "host":
        head = "helps the GPU, not this host's latency: "  # a server with CUDA graphs sees the GPU time
    else:
        head = {1: "helps: ", -1: "does not help: ", 0: "", None: ""}[sign]
    if num.get("passed") is False:
        head = "faster but changes the outputs: " if sign == 1 else "does not help: "
    rec["verdict"] = f"{head}{speed}{gpu_words(rec)}; {numerics_words(num, dtype)}{drift}"
