"""Layout & precision: the memory formats of the inputs, of each convolution's weight and output, the layout
conversions Inductor generated (count, GPU time per forward, FX nodes), non-contiguous inputs, the finding; the
precision units; the layout and precision experiments with their speed and numerics verdicts side by side, and
every experiment of the run ranked by measured gain."""

from __future__ import annotations

from . import layout as lv
from . import remedy_rank as rr
from .blocks import Bullets, Cards, Heading, Table, Text, absence_blocks
from .sections import why_missing

NOT_APPLIES = ("This model has no convolutions and no 4-D activations: it has no memory layout to report (NCHW "
               "against channels_last is a question for convolutions and image-shaped tensors).")


def _formats(lay: dict) -> list:
    out: list = [Heading("Memory formats")]
    inputs = lv.inputs_table(lay)
    out += [Text("Inputs", "muted"), Table(inputs) if len(inputs) else Text("No tensor inputs recorded.", "muted")]
    convs = lv.convs_table(lay)
    if len(convs):
        line = lv.formats_line(lay)
        out += [Text(f"Convolutions ({len(convs)})." + (f" {line}" if line else ""), "muted"),
                Table(convs, style="light", rows=12, key="w_layout_convs", what="convolutions")]
    return out


def _conversions(lay: dict) -> list:
    conv = lv.conversions_of(lay)
    out: list = [Heading("Layout conversions Inductor generated")]
    if not conv:
        return out + [Text("Not counted: the run has no generated code to read.", "muted")]
    table = lv.conversions_table(lay)
    if not len(table):
        return out + [Text("None: Inductor added no copy or permute to change a tensor's layout.", "success")]
    return out + [Text("Copies and permutes that only move data into another layout, with the FX nodes they came "
                       "from and their GPU time per forward (from the profile).", "muted"), Table(table)]


def _precision(lay: dict) -> list:
    lines = lv.precision_lines(lay)
    return [Heading("Precision units"), Bullets(lines)] if lines else []


def _experiments(report: dict) -> list:
    out: list = [Heading("Layout and precision experiments")]
    table = lv.experiments_table(report)
    if not len(table):
        return out + [Text("No layout or precision experiment has run for this run: Try the fixes on the Graph "
                           "breaks page (or python -m analyzers try-fixes RUN) runs channels_last, freezing, TF32 "
                           "and bf16 where they apply.", "info")]
    out += [Text("Each is a child run with one change (its target and full verdict below). Speed change (defined "
                 "under the ranked table below): the parent and the child timed side by side in the child's process, "
                 "interleaved round by round (else timed apart, in two runs); drift: how far eager's round medians "
                 "moved in that same run — a gain no larger is within the machine's drift, never verified; eager, "
                 "between runs: the parent's eager over the child's (what the change does uncompiled, or the machine "
                 "moving between the two runs where the change leaves eager alone). Numerics: the child's compiled "
                 "outputs against eager at the run's dtype tolerance.", "muted"),
            Table(table, links={"compare": "Compare"})]
    against = lv.compared_with(report)
    if against:
        out.append(Text("Numerics compared with: " + "; ".join(against) + ".", "muted"))
    verdicts = lv.verdicts(report)
    return out + ([Bullets(verdicts, "muted", lead="Verdicts:")] if verdicts else [])


def blocks(report: dict, files, params: dict) -> list:
    lay = lv.layout_of(report)
    if not lay:
        return absence_blocks(why_missing(report, "layout")) + _precision(lay) + rr.ranked_blocks(report)
    if not lay.get("applies"):
        return [Text(NOT_APPLIES, "info"), *_precision(lay), *rr.ranked_blocks(report)]
    out: list = [Cards(lv.cards(lay))]
    if lay.get("finding"):
        out.append(Text(str(lay["finding"]), "warning" if lay.get("matters") else "info", lead="Finding:"))
    out += _formats(lay) + _conversions(lay) + _precision(lay) + _experiments(report) + rr.ranked_blocks(report)
    notes = [str(n) for n in lay.get("notes") or [] if n]
    return out + ([Heading("Notes"), Bullets(notes)] if notes else [])
