"""Decode: tokens/s eager vs compiled, the latency per step, the prefill/decode split, the compiles per step (a
recompile with the guard that failed), the tokens and notes — or why a run has none."""

from __future__ import annotations

from . import decode as dv
from .blocks import Bullets, Cards, Chart, Heading, LiveOnly, Table, Text, absence_blocks

UNSTEADY_ADVICE = ("Re-run (more --iterations rounds); the same disagreement again points at the machine, not the "
                   "model. CUDA graphs (mode reduce-overhead, static cache) take the host out of each step.")
COMPILES_NOTE = ("Round 0 is the first compiled generation: its step 0 compiles the prefill, its step 1 the decode "
                 "step; any later row is a recompile, with the guard that failed. Compile metrics s: what torch's "
                 "compile metrics give each compile id; the compile times above are wall time (the first compiled "
                 "call minus the eager one), as the Overview's.")


def _findings(report: dict) -> list:
    out: list = [Cards(dv.headline_cards(report))]
    unsteady = dv.instability_of(report)
    if unsteady:
        out += [Bullets(unsteady, "warning", lead="Unstable timing: read these figures with care."),
                Text(UNSTEADY_ADVICE, "warning", lead="What to do:")]
    findings = dv.findings_table(report)
    if not findings.empty:
        out += [Heading("Findings"), Table(findings)]
    return out


def _charts(report: dict) -> list:
    # Plotly's basic bundle and Markdown tables live (every step in the data grid only when asked for): no 4.7 MB
    # Plotly chunk or 1.2 MB grid to load before the figures of a shared link show. The split chart spans the
    # column (beside the table, the shared page's image of it was scaled to half and its labels unreadable).
    return [Chart(dv.latency_figure(report), key="decode_latency_chart"),
            Chart(dv.split_figure(report), key="decode_split_chart"),
            Table(dv.summary_table(report))]


def _steps(report: dict) -> list:
    out: list = [Heading("Compiles per step")]
    compiles = dv.compiles_table(report)
    if compiles.empty:
        out.append(Text("No compile was recorded during the compiled rounds.", "info"))
    else:
        out += [Text(COMPILES_NOTE, "muted"),
                Table(compiles, style="light", key="w_decode_compiles_all", what="compiles")]
    tokens = dv.tokens_caption(report)
    if tokens:
        out += [Heading("Tokens"), Text(tokens)]
    out.append(LiveOnly("grid_on_demand", "",
                        {"label": "Every step (sortable table)", "key": "w_decode_steps",
                         "frame": dv.steps_table(report)}))
    return out


def blocks(report: dict, files, params: dict) -> list:
    missing = dv.absence(report)
    if missing:
        return absence_blocks(missing)
    out = _findings(report) + _charts(report) + _steps(report)
    notes = dv.notes_of(report)
    if notes:
        out += [Heading("Notes"), Bullets(notes)]
    return out
