"""Every fix experiment run, ranked by measured gain, in words (pure): the Overview's sentence, the ranked table of
the Graph breaks remedy panel and of the Layout & precision view (``analyzers/report/remedy_rank.py`` ranks them).
"Verified" names a remedy only (a fix that helps); the list holds every experiment, slower ones too."""

from __future__ import annotations

import re
from collections.abc import Callable

import pandas as pd

from analyzers.report import measurement as M
from analyzers.report.headline_lines import gain_text
from analyzers.report.remedy_rank import COMPILED, SPEED_CHANGE_DEF, STANDINGS, ranked_remedies

from .blocks import Heading, Table, Text
from .remedies import compare_link

SPEED = "speed change"  # the column of ``SPEED_CHANGE_DEF``'s figure, in every table of fix experiments
RANK_COLUMNS = ["change", "kind", SPEED, "numerics", "standing", "compare"]  # best first: the order is the rank
RANKED_HEADING = "Every experiment run, ranked by measured gain"
LAYOUT_KINDS = ("layout", "precision")


def err(v: float | None) -> str:
    """4.7e-4 (no padded exponent), '' for none."""
    return "" if v is None else re.sub(r"e([+-])0*(\d)", r"e\1\2", f"{v:.1e}")


def _band(ci: list | None) -> str:
    return M.band(ci[0], ci)[1] if ci else ""


def speed_words(r: dict) -> str:
    """The gain as the tables say it: 1.08× faster [1.06–1.10], 17 % slower [2–24 %], no change: 1.02× [..]."""
    g, ci, standing = r["gain"], r["gain_ci"], r["standing"]
    if g is None:
        return "not measured"
    if standing == "unstable":
        return f"unstable timing: {g:.2f}×{_band(ci)}"
    if standing == "slower":
        band = f" [{(1 / ci[1] - 1) * 100:.0f}–{(1 / ci[0] - 1) * 100:.0f} %]" if ci else ""
        return f"{(1 / g - 1) * 100:.0f} % slower{band}"
    if standing.startswith("faster") or standing == "remedy":
        value, band = M.band(g, ci)
        return f"{value}× faster{band}{_timed(r)}"
    if standing == "within_drift":
        return f"{g:.2f}×{_band(ci)}, within the machine's drift (±{r['drift'] * 100:.0f} %){_timed(r)}"
    if M.below_effect(g, ci):
        value, band = M.band(g, ci)
        return f"no change of {M.pct(M.MIN_EFFECT)} or more: {value}×{band}{_timed(r)}"
    if ci:
        return f"no measurable change: the interval {ci[0]:.2f}–{ci[1]:.2f}× holds 1{_timed(r)}"
    return f"no measurable change: {g:.2f}×{_timed(r)}"


def _timed(r: dict) -> str:
    """How the pair was timed: side by side in one process, or apart (two runs, minutes between them)."""
    return " · side by side" if r.get("timed") == "side_by_side" else " · timed apart"


def numerics_words(r: dict) -> str:
    """match eager · max abs 1.4e-4 · rel 4.7e-4 (one cell: the table stays narrow enough for 1280 px)."""
    words = {True: "match eager", False: "moved beyond the tolerance"}.get(r["numerics_passed"], "not compared")
    errs = [f"{k} {err(r[f])}" for k, f in (("max abs", "max_abs_err"), ("rel", "rel_err")) if r.get(f) is not None]
    return " · ".join([words, *errs])


def _numerics_clause(r: dict) -> str:
    rel = f" (rel err {err(r['rel_err'])})" if r["rel_err"] is not None else ""
    if r["numerics_passed"] is True:
        return f"outputs match eager{rel}"
    if r["numerics_passed"] is False:
        return f"but its outputs moved beyond the tolerance{rel}"
    return "outputs not compared with eager"


def _gain_clause(r: dict) -> str:
    """``compiled 1.052× faster [1.048–1.054]``: the words ``show``'s first lines use (``headline_lines``)."""
    return gain_text(r)


def top_sentence(report: dict, see: Callable[[str], str] | None = None) -> tuple[str, str] | None:
    """(the one sentence about the best verified fix, its tone), None where no experiment ran. ``see``: the words
    that end it, given the experiment's kind (the Overview's pointer, ``view_content.see_fixes``: the view that
    draws the experiments for this run); without it the sentence ends with its full stop."""
    rows = ranked_remedies(report)
    if not rows:
        return None

    def _see(r: dict) -> str:
        return see(r["kind"]) if see else "."

    best = next((r for r in rows if r["standing"] == "remedy"), None)
    if best:
        return f"Verified fix: {best['change']} — {_gain_clause(best)}, {_numerics_clause(best)}{_see(best)}", "success"
    moved = next((r for r in rows if r["standing"] == "faster_moved"), None)
    if moved:
        return (f"No verified fix: {moved['change']} is {_gain_clause(moved)} {_numerics_clause(moved)}: not a "
                f"remedy{_see(moved)}", "warning")
    unchecked = next((r for r in rows if r["standing"] == "faster_unchecked"), None)
    if unchecked:
        return (f"Unverified fix: {unchecked['change']} — {_gain_clause(unchecked)}, "
                f"{_numerics_clause(unchecked)}{_see(unchecked)}", "info")
    drift = next((r for r in rows if r["standing"] == "within_drift" and (r["gain"] or 0) > 1), None)
    if drift:
        return (f"No verified fix: {drift['change']} is {_gain_clause(drift)}, within the machine's drift "
                f"(±{drift['drift'] * 100:.0f} % while it was measured){_see(drift)}", "muted")
    n = len(rows)
    return (f"No fix experiment made the compiled model measurably faster ({n} tried){_see(rows[0])}", "muted")


def _standing(r: dict) -> str:
    """What the experiment stands as; outputs that moved are said even where the speed did not change."""
    words = STANDINGS[r["standing"]]
    return words + ("; outputs moved" if r["numerics_passed"] is False and r["standing"] != "faster_moved" else "")


def ranked_table(report: dict, kinds: tuple[str, ...] | None = None) -> pd.DataFrame:
    """One row per finished experiment (of ``kinds``; all when None), best measured gain first: speed change and
    numerics side by side, what it stands as, the Compare link."""
    parent = str(report.get("run_id") or "")
    out = []
    for r in ranked_remedies(report):
        if kinds is not None and r["kind"] not in kinds:
            continue
        out.append({"change": r["change"], "kind": r["kind"], SPEED: speed_words(r),
                    "numerics": numerics_words(r),
                    "standing": _standing(r), "compare": compare_link(parent, r["run_id"])})
    return pd.DataFrame(out, columns=RANK_COLUMNS)


def basis_note(report: dict) -> str:
    """How the speed change column was measured (``SPEED_CHANGE_DEF``, stated once under the table)."""
    old = [r["change"] for r in ranked_remedies(report) if r["gain"] is not None and r["basis"] != COMPILED]
    note = (f"{SPEED_CHANGE_DEF}; a remedy's interval clears 1 and its outputs match eager at the run's dtype "
            "tolerance.")
    if old:  # an older record's figure is another ratio: said as what it is, never as the speed change
        note += (f" Recorded before that rule, {', '.join(old)} "
                 f"{'has' if len(old) == 1 else 'have'} only the ratio of its speedups over eager instead.")
    return note


def ranked_blocks(report: dict, level: int = 3) -> list:
    """Every experiment run, ranked by measured gain (the Layout & precision view's, the Graph breaks remedy
    panel's): the best one in a sentence, the table, how speed was measured."""
    table = ranked_table(report)
    if not len(table):
        return []
    out: list = [Heading(RANKED_HEADING, level)]
    top = top_sentence(report)
    if top:
        out.append(Text(*top))
    return out + [Table(table, links={"compare": "Compare"}), Text(basis_note(report), "muted")]
