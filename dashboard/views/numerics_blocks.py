"""Numerics: every output compiled against eager, and where they differ, which compiler step, which module (down
to the aten op) and which setting."""

from __future__ import annotations

from analyzers.report.figures import MODULE_ALONE, numerics_errors
from analyzers.report.tolerances import tolerance_why

from . import numerics as nv
from .blocks import Bullets, Cards, Chart, Heading, Table, Text, absence_blocks


def _verdict(report: dict, num: dict) -> list:
    out: list = []
    lines = nv.verdict_lines(report)
    if lines:
        out.append(Bullets(lines, "error", lead="Compiled gives other numbers than eager."))
    elif num.get("passed"):
        out.append(Text("Every output of every input is within the tolerance: no bisection was needed.", "success"))
    tol = num.get("tolerance") if isinstance(num.get("tolerance"), dict) else {}
    if tolerance_why(tol):
        out.append(Text(f"Tolerance {tol.get('rel_tol')} for {tol.get('dtype')}: {tolerance_why(tol)}. "
                        f"Method: {num.get('method') or ''}.", "muted"))
    return out


def _searches(report: dict, num: dict) -> list:
    out: list = []
    modules = nv.modules_table(report)
    if not modules.empty:
        outputs = numerics_errors(report)["outputs"]["errs"]
        out += [Heading("Modules compiled alone"),
                Text("Each child of the model, in the order the forward ran them, compiled alone on the inputs it "
                     "saw; the first that differs is opened one level down (indented). Their errors are each "
                     f"{MODULE_ALONE}, not the model's outputs' ({outputs}).",
                     "muted"),
                Table(modules, style="light", key="w_numerics_modules", what="modules")]
    ops = nv.ops_table(report)
    if not ops.empty:
        out += [Heading("Aten ops of the first module, each compiled alone"), Table(ops)]
    steps = nv.steps_table(report)
    if not steps.empty:
        bis = num.get("bisection") if isinstance(num.get("bisection"), dict) else {}
        out += [Heading("Bisection steps"),
                Text(f"torch's CompilerBisector in a child process: {bis.get('status')} after {bis.get('seconds')} s "
                     f"of a {bis.get('budget_s')} s budget. Each row is a fresh compile with one backend (eager → "
                     "aot_eager → decompositions → inductor), then with one part of it switched off, then a binary "
                     "search over that part's applications.", "muted"),
                Table(steps)]
    return out


def blocks(report: dict, files, params: dict) -> list:
    missing = nv.absence(report)
    if missing:
        return absence_blocks(missing)
    num = nv.numerics_of(report)
    cards = nv.headline_cards(report)
    out: list = [Cards(cards, per_row=max(len(cards), 2)), *_verdict(report, num), Heading("Error per output")]
    fig = nv.errors_figure(report)
    if fig is not None:
        out.append(Chart(fig, key="numerics_errors_chart"))
    # the data grid live: a box of its own that scrolls sideways (eleven columns do not fit 1280 px as Markdown)
    out.append(Table(nv.outputs_table(report), style="grid"))
    return out + _searches(report, num)
