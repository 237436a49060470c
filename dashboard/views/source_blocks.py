"""Source: time per line of the model's source, eager and compiled — the lines that cost time, file by
file in source order, each with its kernels (linking to Generated code and Kernels), roofline class and graph
break; the modules the costliest lines called; then the ranked lists: costliest lines compiled, largest savings, lines that got slower."""

from __future__ import annotations

from . import source as sl
from .blocks import Bullets, Cards, Details, Heading, Table, Text, absence_blocks

LINE_LINKS = {"break": "open"}
KERNEL_LINKS = {"code": "Generated code", "kernel": "Kernels"}
OPEN_FILES = 2  # the files with the most compiled time are drawn open


def _missing(report: dict, absence) -> list:
    """Why the run has no lines (``source.absence``); where the profile did not run, what brings them."""
    lead = ([Text(f"The time per source line comes with the profile (one profiled {sl.unit(report)}, eager and "
                  "compiled).", "muted")] if absence.analysis == "profile" else [])
    return lead + absence_blocks(absence)


def _files(report: dict, run_id: str) -> list:
    limit = sl.limit_note(report)  # the share of measured peak in the bound column and the kernel tables
    out: list = [Heading("The source, folded to the lines that cost time"),
                 Text("Each file's lines with kernel time, in source order (⋮: lines without kernel time folded "
                      "away); the compiled kernels of those lines link to their generated code and their launches."
                      + (f" {limit}" if limit else ""), "muted")]
    for i, (file, rows) in enumerate(sl.files_of(report)):
        inner = [Table(sl.line_table(report, rows, run_id), links=LINE_LINKS, what="lines", detail=sl.LINE_DETAIL,
                       keys=sl.LINE_KEYS)]
        kernels = sl.kernel_table(report, rows, run_id)
        if not kernels.empty:
            inner.append(Table(kernels, links=KERNEL_LINKS, what="kernels", detail=sl.KERNEL_DETAIL))
        out.append(Details(sl.file_title(report, file, rows), inner, open=i < OPEN_FILES))
    return out


def _ranked(report: dict) -> list:
    missing = sl.eager_missing(report)
    if missing:
        return [Heading("Savings and slower lines"),
                Text(f"Not told for this run: the eager {sl.unit(report)} is on no line — {missing}. No line's "
                     "compiled time can be set against its eager time; a run with the profile analysis on this "
                     "CompileScope puts both on lines.", "muted")]
    out: list = [Heading("Largest savings (eager − compiled)")]
    savings = sl.savings_table(report)
    out.append(Table(savings) if not savings.empty else Text("No line is faster compiled than eager.", "muted"))
    out.append(Heading("Lines that got slower compiled"))
    slower = sl.slower_table(report)
    out.append(Table(slower) if not slower.empty else Text("No line got slower compiled.", "muted"))
    return out


def blocks(report: dict, files, params: dict) -> list:
    missing = sl.absence(report)
    if missing:
        return _missing(report, missing)
    run_id = str(report.get("run_id") or "")
    out: list = [Cards(sl.headline_cards(report), per_row=3)]
    note = sl.coverage_note(report)
    if note:
        out.append(Text(note, "muted"))
    lost = sl.unattributed(report)
    if lost:
        out.append(Bullets(lost, "warning", lead="Kernels on no line:"))
    out += [Heading("Costliest lines, compiled"), Table(sl.costliest_table(report))]
    mods = sl.modules_table(report, run_id=run_id)
    if not mods.empty:
        out += [Heading("What the costliest lines called"),
                Text("Each line's time by the modules it ran (a container such as nn.Sequential by its leaves; "
                     "the path is relative to the module whose code holds the line), "
                     + ("" if sl.eager_missing(report) else "eager from the attribution forward, ")
                     + "compiled from the modules of the FX nodes each kernel fused; they add up to the line.",
                     "muted"),
                Table(mods, links={"graph": "ops"}, what="modules")]
    out += _files(report, run_id) + _ranked(report)
    notes = sl.other_notes(report)
    if notes:
        out += [Heading("Notes"), Bullets(notes)]
    return out
