"""Whether a report view has anything for a run, and the words that point a reader at it (pure).

A view is empty for a run when it would draw only its absence message. Each view's data module says why
(``<view>.absence(report)``: a ``sections.Absence``, None where the view has content) and the view's blocks draw
that same answer, so the check here is the view's own. The Overview names another view only through ``see``:
the view where it has content for this run, else how to get it (the analysis to add), or why there is none.
"""

from __future__ import annotations

from analyzers.report.schema import ANALYSES
from analyzers.report.view_links import BY_NAME

from . import breaks, cold_start, compile, decode, gpu_layer, kernels, layout, numerics, source
from .remedy_rank import LAYOUT_KINDS
from .sections import Absence, items, requested

# each view's own absence check (the views the Overview, its cards and its sentences name)
ABSENCE = {
    "breaks": breaks.absence, "source": source.absence, "kernels": kernels.absence, "layout": layout.absence,
    "compile": compile.absence, "gpu_layer": gpu_layer.absence, "decode": decode.absence,
    "numerics": numerics.absence, "cold_start": cold_start.absence,
}
ADD_HOW = "New run's Analyses, or --only"  # where a person adds an analysis


def absence(report: dict, view: str) -> Absence | None:
    """Why ``view`` has nothing for this run (the view's own check); None where it has content."""
    return ABSENCE[view](report)


def has_content(report: dict, view: str) -> bool:
    return absence(report, view) is None


def title(view: str) -> str:
    return BY_NAME[view].title


def only_with(report: dict, analysis: str) -> str:
    """The run's analyses with ``analysis`` added, as ``--only`` takes them (``compile,benchmark,explain``)."""
    asked = [str(a) for a in items((report.get("request") or {}).get("only"))]
    wanted = set(asked) | {analysis}
    return ",".join([a for a in ANALYSES if a in wanted] + [a for a in asked if a not in ANALYSES])


def missing_analysis(report: dict, view: str) -> str:
    """The analysis this run did not ask for that would fill ``view`` ("" where it has content, or where adding an
    analysis would not fill it: the stage failed, the run predates the view ...)."""
    why = absence(report, view)
    if why is None or not why.analysis or requested(report, why.analysis):
        return ""
    return why.analysis


def how_to_get(report: dict, view: str, what: str = "it") -> str:
    """What brings ``view``'s content for this run: ``run it again with the explain analysis (New run's Analyses,
    or --only compile,explain) to see it on Graph breaks`` (``what``: what the reader would see there); where no
    analysis would, why the view has none (``Graph breaks has nothing for this run: <the view's message>``). ""
    where the view has content."""
    why = absence(report, view)
    if why is None:
        return ""
    analysis = missing_analysis(report, view)
    if analysis:
        return (f"run it again with the {analysis} analysis ({ADD_HOW} {only_with(report, analysis)}) to see {what} "
                f"on {title(view)}")
    message = why.message.rstrip(".")
    return f"{title(view)} has nothing for this run: {message[:1].lower()}{message[1:]}"


def see(report: dict, view: str, tail: str = "") -> str:
    """The Overview's pointer at the end of a sentence: `` — see Graph breaks.`` (``tail`` after the view's name)
    where the view has content for this run, else `` — <how_to_get>.``"""
    if has_content(report, view):
        return f" — see {title(view)}{tail}."
    return f" — {how_to_get(report, view)}."


def named(report: dict, view: str, words: str, what: str = "it") -> str:
    """``words`` (a clause that names ``view``) where the view has content, else how to get ``what`` it would show:
    for card help and notes, which name a view inside a sentence rather than at its end."""
    return words if has_content(report, view) else how_to_get(report, view, what)


def see_fixes(report: dict, kind: str) -> str:
    """Where the fix experiment of ``kind`` is drawn for this run: a layout or precision experiment on Layout &
    precision; another on Graph breaks, beside the breaks, where that view shows the experiments (explain ran),
    else on Layout & precision, which ranks every experiment of the run whatever its kind."""
    if kind not in LAYOUT_KINDS and breaks.shows_fixes(report):
        return see(report, "breaks")
    if layout.shows_fixes(report):
        return see(report, "layout", "" if kind in LAYOUT_KINDS else ", which ranks every experiment")
    return see(report, "layout" if kind in LAYOUT_KINDS else "breaks")
