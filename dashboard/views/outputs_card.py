"""The Overview's card of the compiled model's outputs against eager's (``summary.outputs_check``: the numerics
analysis where it ran, else the benchmark's check), named apart from the Numerics view, which is the numerics
analysis: the card's help says whether this run has it, or how to get it (``view_content``)."""

from __future__ import annotations

from analyzers.report.summary import OUTPUTS_BY, OUTPUTS_VS_EAGER, outputs_check

from . import fmt
from . import view_content as vc
from .blocks import Card

# The output check's fields as the engine may name them, with how to show them.
_NUMERIC_FIELDS = (
    ("max_abs_err", "max abs err"),
    ("max_rel_err", "max rel err"),
    ("rel_err", "rel err"),
    ("atol", "atol"),
    ("rtol", "rtol"),
    ("rel_tol", "rel tol"),
    ("abs_tol_hint", "abs tol"),
)


def numerics_summary(numerics: dict) -> str:
    """Compiled vs eager output difference and the tolerances, from whatever fields the report has."""
    parts = [f"{label} {fmt.sci(fmt.as_float(numerics[k]))}" for k, label in _NUMERIC_FIELDS if k in numerics]
    return ", ".join(parts)


NUMERICS_VIEW_DEF = "every output of every input; where one differs, the module and compiler step to blame"


def outputs_card(report: dict, no_bench: str = "") -> Card:
    """``OUTPUTS_VS_EAGER``: the compiled model's outputs against eager's (``summary.outputs_check``: the numerics
    analysis where it ran, else the benchmark's check), named apart from the Numerics view (the numerics analysis),
    which the help says this run has, or how to get (``no_bench``: why no benchmark ran, where none did)."""
    out = outputs_check(report)
    passed, errs = out["passed"], numerics_summary(out["check"])
    value = fmt.MISSING if passed is None else ("passed" if passed else "FAILED")
    errs = f" ({errs})" if errs else ""
    if out["by"] == "numerics":
        view = vc.named(report, "numerics", "the Numerics view " + ("says where and why they differ" if passed is False
                                                                   else "has each output"))
        return Card(OUTPUTS_VS_EAGER, value, f"{_by('numerics')}: {NUMERICS_VIEW_DEF}{errs}; {view}")
    if out["by"] != "benchmark":
        return Card(OUTPUTS_VS_EAGER, value, no_bench or "not checked")
    view = vc.named(report, "numerics", "this run has it, on the Numerics view")
    return Card(OUTPUTS_VS_EAGER, value, f"{_by('benchmark')}: the outputs of the inputs it timed, compiled against "
                                         f"eager{errs}. The Numerics view is another analysis, numerics "
                                         f"({NUMERICS_VIEW_DEF}): {view}.")


def _by(check: str) -> str:
    return OUTPUTS_BY[check][0].upper() + OUTPUTS_BY[check][1:]
