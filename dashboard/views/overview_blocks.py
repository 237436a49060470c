"""The Overview: what happened, the headline figures, the stages, options and environment of one run."""

from __future__ import annotations

import json
import time

from analyzers.report import timing_figures
from analyzers.report.cold_start_rows import cold_start_headline

from . import breaks as breaks_view
from . import decode as dv
from . import gpu_layer as gpu_layer_view
from . import layout as lv
from . import numerics as numerics_view
from . import overview as ov
from . import remedies as rv
from . import remedy_rank as rr
from . import source as slv
from . import timing
from . import view_content as vc
from .blocks import Bullets, Cards, Chart, Code, Columns, Control, Details, Heading, Link, Table, Text
from .sections import failure_of, stages_table

LIVE_KEY = "cs_headline"  # the live headline cards' container (the link's first paint waits for it)


def _findings(report: dict) -> list:
    out: list = []
    not_captured = breaks_view.not_captured_message(report)
    if not_captured:  # the headline finding: Dynamo skipped the model's own frame (red only if nothing compiled)
        out.append(Text(not_captured + vc.see(report, "breaks"), breaks_view.not_captured_level(report)))
    wrong = numerics_view.verdict_lines(report)  # a failed numerics check is a finding, not a tile among fourteen
    if wrong:
        out.append(Bullets(wrong[:3], "error", lead="Compiled gives other numbers than eager"
                                                    + vc.see(report, "numerics")))
    cold = cold_start_headline(report)  # a cold-start run's story is on its own page
    if cold:
        out.append(Text(cold, "info"))
        if vc.has_content(report, "cold_start"):
            out.append(Link("cold_start", "Open Cold start: the timeline per route and a start-up budget",
                            icon=":material/rocket_launch:"))
    cudagraphs = gpu_layer_view.overview_headline(report)  # CUDA graphs asked for, none replayed
    if cudagraphs:
        out.append(Text(cudagraphs + vc.see(report, "gpu_layer"), "warning"))
    fail = failure_of(report)
    if fail and fail["traceback"]:
        out.append(Details(f"Traceback of the {fail['stage']} stage", [Code(fail["traceback"])]))
    return out


def _decision(report: dict) -> list:
    """What a meeting decides from, before the figures: the verified remedy, the layout finding, the break to fix
    first and the costliest line of source; each names the view that shows it for this run (``view_content``)."""
    out: list = []
    # the best verified fix experiment, numerics beside its speed, and the view that draws the experiments
    remedy = rr.top_sentence(report, see=lambda kind: vc.see_fixes(report, kind))
    if remedy:
        out.append(Text(*remedy))
    layout = lv.overview_line(report)  # the layout finding, where it matters
    if layout:
        out.append(Text(layout + vc.see(report, "layout"), "warning"))
    costliest = rv.costliest_line(report)  # the break to fix first
    if costliest:
        out.append(Text(costliest + vc.see(report, "breaks")))
    hot_line = slv.overview_sentence(report)  # the line of source that costs the most compiled
    if hot_line:
        out.append(Text(hot_line + vc.see(report, "source")))
    return out


def _headline(report: dict) -> list:
    out: list = []
    if dv.decode_of(report):
        out.append(Cards(dv.overview_cards(report)))
    cards, left_out = ov.shown_cards(report)
    out.append(Cards(cards, key=LIVE_KEY))
    if left_out:
        out.append(Text(left_out, "muted"))
    bars, said = timing.call_time_bars(report)  # a picture of the call where there is GPU time to draw
    if bars is not None:
        out += [bars, Text(said, "muted")] if said else [bars]
    else:
        sentence = timing.figures_sentence(report)
        if sentence:
            out.append(Text(sentence, "muted"))
    unstable = timing.instability(report)
    if unstable:  # one line; what moved and what to do behind a fold
        out.append(Text("Unstable timings: the figures above may not repeat.", "warning"))
        inner: list = [Bullets(unstable["messages"] + unstable["host"])]
        if unstable["advice"]:
            inner.append(Bullets(unstable["advice"], lead="What to do:"))
        out.append(Details("Why the timings are unstable, and what to do", inner))
    return out


def _samples(report: dict, files, params: dict) -> list:
    bench, host = timing.bench_of(report), timing.host_rows(report)
    if not bench.get("samples_artifact") and not host:
        return []
    inner: list = []
    if host:
        import pandas as pd

        inner.append(Table(pd.DataFrame(host, columns=["fact", "value"]), style="grid"))
    if bench.get("samples_artifact"):
        # gated: the samples are an artifact of up to 4,000 points, read and drawn only when asked for
        shown = params.get("samples") or ""
        inner.append(Control("samples", "Per-call samples", ["distribution", "in call order"], shown or None,
                             kind="segmented", help="Read and draw the timed calls' samples"))
        if shown:
            text = files.text(bench["samples_artifact"])
            try:
                samples = json.loads(text) if text is not None else None
            except ValueError:
                samples = None
            if samples is None:
                inner.append(Text("The per-call samples cannot be shown: the artifact is missing or unreadable.",
                                  "info"))
            else:
                inner.append(Chart(timing.samples_figure(samples, order=shown == "in call order"),
                                   key="overview_samples", height=360))
    return [Details("Timing: per-call samples and the machine while they were timed", inner)]


def _run_tables(report: dict, files) -> list:
    out: list = [Heading("Stages")]
    stages = stages_table(report, now=time.time())
    if stages.empty:
        out.append(Text("The run has not started any stage yet.", "info"))
    else:
        out.append(Table(stages))
        for caption in (timing_figures.stage_note(report), ov.worker_caption(report)):
            if caption:  # what the compile stage's time holds besides the compile time; the worker's imports
                out.append(Text(caption, "muted"))
    env = ov.environment_table(report)
    env_blocks = ([Text("The report records no environment (the run did not get that far).", "info")]
                  if env.empty else [Table(env)])
    out.append(Columns([[Heading("Options"), Table(ov.options_table(report, files))],
                        [Heading("Environment"), *env_blocks]]))
    notes = ov.notes_of(report)
    if notes:
        out += [Heading("Notes"), Bullets(notes)]
    return out


def blocks(report: dict, files, params: dict) -> list:
    return _findings(report) + _decision(report) + _headline(report) + _samples(report, files, params) + _run_tables(report, files)
