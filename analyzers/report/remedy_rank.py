"""Every fix experiment of a run, ranked by measured gain (stdlib only).

The Overview's one sentence, the Graph breaks remedy panel and the Layout & precision view all read
``ranked_remedies``: breaks, recompiles, launch overhead, layout and precision experiments together, each with its
speed verdict and its numerics verdict side by side. An experiment is ranked once its child run finished (ok or
partial); "verified" is kept for a remedy, a fix that helps. Its gain, the speed change (``SPEED_CHANGE_DEF``), is
the parent's compiled median over the child's (``compiled_change``, > 1: faster) with that ratio's interval; a
record from before every kind was judged that way has only the ratio of the two speedups over eager
(``speed_change``), and says so in ``basis``.

A remedy is an experiment whose gain interval clears 1, whose gain is larger than the machine's drift, and whose
outputs match eager; one that is faster but whose outputs moved beyond the tolerance is ``faster_moved``, never a
remedy. The drift (``drift_of``) is the same run's (how far eager's round medians moved, for an experiment timed side
by side with its parent) or, for one timed apart whose change leaves eager alone, how far eager moved between the
two runs: a gain no larger is ``within_drift``, never verified.
"""

from __future__ import annotations

from . import measurement as M

KINDS = ("break", "recompile", "launch", "layout", "precision")
UNSTABLE = M.UNRELIABLE  # an interval whose ends differ by more than this factor says nothing about the change
COMPILED = "compiled vs compiled"
SPEEDUPS = "speedup over eager, after / before"
# A fix experiment's speed change, in words: every table, panel and note states this one definition
SPEED_CHANGE_DEF = ("Speed change: the parent's compiled median over the experiment's (compiled against compiled; "
                    "> 1: faster), with the ratio's 95 % interval")
STANDINGS = {  # standing -> what the tables say
    "remedy": "remedy",
    "faster_unchecked": "faster; outputs not compared",
    "faster_moved": "faster, but outputs moved: not a remedy",
    "no_change": "no measurable change",
    "within_drift": "within the machine's drift",
    "slower": "slower",
    "unstable": "timing unstable",
    "not_measured": "speed not measured",
}


def _num(v):
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def kind_of(f: dict) -> str:
    """The experiment's kind; a record from before kinds existed: recompile, launch-bound, else a break."""
    if f.get("kind") in KINDS:
        return f["kind"]
    target = str(f.get("target") or "")
    return "recompile" if target == "recompile" else "launch" if target == "launch-bound" else "break"


def _ci(v) -> list | None:
    return [float(v[0]), float(v[1])] if isinstance(v, list) and len(v) == 2 and all(
        _num(x) is not None for x in v) else None


def gain_of(f: dict) -> tuple[float | None, list | None, str | None]:
    """(gain, its interval, basis), > 1 faster: compiled against compiled where recorded, else the speedups' ratio."""
    if _num(f.get("compiled_change")) is not None:
        return _num(f["compiled_change"]), _ci(f.get("compiled_change_ci")), COMPILED
    if _num(f.get("speed_change")) is not None:
        return _num(f["speed_change"]), _ci(f.get("speed_change_ci")), SPEEDUPS
    before, after = _num(f.get("speedup_before")), _num(f.get("speedup_after"))
    if before and after:
        return round(after / before, 4), None, SPEEDUPS
    return None, None, None


def drift_of(f: dict) -> float | None:
    """How far the machine moved while the experiment was measured (a share), where known."""
    if f.get("timed") == "side_by_side":
        return _num(f.get("drift"))
    change = str(f.get("change") or "")
    eager = _num(f.get("eager_change"))
    if eager and eager > 0 and (kind_of(f) not in ("layout", "precision") or "freezing" in change):
        return round(max(eager, 1 / eager) - 1, 4)  # eager, which the change leaves alone, moved between the runs
    return None


def standing_of(gain: float | None, ci: list | None, numerics_passed: bool | None,
                drift: float | None = None) -> str:
    """One of ``STANDINGS``: ``measurement.standing`` (the one rule) with the numerics folded into "faster"."""
    s = M.standing(gain, ci, drift)
    if s == "faster":
        return {True: "remedy", False: "faster_moved"}.get(numerics_passed, "faster_unchecked")
    return {"no_change": "no_change", "within_drift": "within_drift", "slower": "slower", "unstable": "unstable",
            "not_measured": "not_measured"}[s]


def _experiments(report: dict) -> list[dict]:
    fixes = report.get("fixes") if isinstance(report.get("fixes"), dict) else {}
    rows = fixes.get("experiments") if isinstance(fixes.get("experiments"), list) else []
    return [f for f in rows if isinstance(f, dict) and f.get("run_id") and f.get("status") in ("ok", "partial")]


def ranked_remedies(report: dict) -> list[dict]:
    """Every finished experiment of the run, the best measured gain first (unmeasured last)."""
    out = []
    for f in _experiments(report):
        gain, ci, basis = gain_of(f)
        num = f.get("numerics_passed") if isinstance(f.get("numerics_passed"), bool) else None
        out.append({"change": f.get("change") or "(no setting)", "kind": kind_of(f), "target": f.get("target") or "",
                    "run_id": str(f["run_id"]), "gain": gain, "gain_ci": ci, "basis": basis,
                    "standing": standing_of(gain, ci, num, drift_of(f) if f.get("resampled") != "rounds" else None), "numerics_passed": num,
                    "timed": f.get("timed") or "apart", "drift": drift_of(f),
                    "max_abs_err": _num(f.get("numerics_max_abs_err")), "rel_err": _num(f.get("numerics_rel_err")),
                    "numerics_against": f.get("numerics_against"), "verdict": f.get("verdict") or ""})
    return sorted(out, key=lambda r: (r["gain"] is None, -(r["gain"] or 0.0)))


def top_remedy(report: dict) -> dict | None:
    """The verified remedy with the best gain, else None."""
    return next((r for r in ranked_remedies(report) if r["standing"] == "remedy"), None)
