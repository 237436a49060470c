"""The layout section of a report as the Layout & precision view shows it: the memory formats of the
inputs, of each convolution's weight and output, Inductor's layout conversions, the precision units, and the
layout and precision experiments with their speed and numerics verdicts side by side (pure functions)."""

from __future__ import annotations

import pandas as pd

from analyzers.report.remedy_rank import ranked_remedies

from . import fmt
from .blocks import Card
from .remedies import compare_link, experiments
from .remedy_rank import LAYOUT_KINDS, SPEED, numerics_words, speed_words
from .sections import Absence, items, section, why_missing

INPUT_COLUMNS = ["input", "shape", "dtype", "format", "stride", "forces a copy"]
CONV_COLUMNS = ["module", "class", "weight", "input", "output", "dtype", "output shape"]
CONVERSION_COLUMNS = ["kernel", "fused ops", "FX nodes", "calls / forward", "GPU time / forward", "for a convolution"]
EXPERIMENT_COLUMNS = ["change", "compiled", SPEED, "drift", "eager, between runs", "numerics",
                      "compare"]


def layout_of(report: dict) -> dict:
    return section(report, "layout")


def absence(report: dict) -> Absence | None:
    """Why the Layout & precision view has nothing for this run, None where it has: its layout section (with the
    precision units) or a fix experiment (the view ranks every experiment of the run, whatever its kind)."""
    if layout_of(report) or shows_fixes(report):
        return None
    return why_missing(report, "layout")


def shows_fixes(report: dict) -> bool:
    """Whether the view draws fix experiments: every finished one, ranked (``remedy_rank.ranked_blocks``)."""
    return bool(ranked_remedies(report))


def overview_line(report: dict) -> str | None:
    """The layout finding in the Overview's words, where it matters (the Overview adds where to see it)."""
    lay = layout_of(report)
    if not lay.get("applies") or not lay.get("matters") or not lay.get("finding"):
        return None
    return f"Layout: {lay['finding']}"


def conversions_of(lay: dict) -> dict:
    return section(lay, "conversions")


def _shape(v) -> str:
    return "×".join(str(x) for x in v) if isinstance(v, list) else ""


def _counts(per: dict | None) -> str:
    """{"NCHW": 53} -> "NCHW 53"."""
    return ", ".join(f"{k} {v}" for k, v in (per or {}).items() if isinstance(per, dict)) or fmt.MISSING


def cards(lay: dict) -> list[Card]:
    conv = conversions_of(lay)
    share = conv.get("share")
    strided = [r for r in items(lay.get("inputs")) if isinstance(r, dict) and r.get("forces_copy")]
    cf = section(lay, "conv_formats")
    return [
        Card("Formats found", str(len(items(lay.get("formats")))),
             "memory formats of the inputs, the convolutions' weights and outputs, the 4-D activations, and the "
             "outputs Inductor chose", ", ".join(str(f) for f in items(lay.get("formats"))) or None),
        Card("Convolutions", fmt.count(lay.get("conv_count")), "convolution modules the forward ran (eager)",
             f"weights {_counts(cf.get('weight'))}" if cf.get("weight") else None),
        Card("Layout conversions", fmt.count(conv.get("launches_per_forward")) if conv else fmt.MISSING,
             "copies and permutes Inductor generated to move tensors into another layout: launches per forward",
             f"{fmt.ms(conv.get('ms_per_forward'))} per forward" + (f" · {fmt.percent(share)} of kernel time"
                                                                    if share is not None else "")
             if conv.get("ms_per_forward") is not None else None),
        Card("Non-contiguous inputs", str(len(strided)), "inputs whose strides fit no dense format: every forward "
             "copies them first"),
    ]


def inputs_table(lay: dict) -> pd.DataFrame:
    rows = [{"input": r.get("name") or "", "shape": _shape(r.get("shape")), "dtype": r.get("dtype") or "",
             "format": r.get("format") or "", "stride": _shape(r.get("stride")),
             "forces a copy": "yes" if r.get("forces_copy") else "no"}
            for r in items(lay.get("inputs")) if isinstance(r, dict)]
    return pd.DataFrame(rows, columns=INPUT_COLUMNS)


def convs_table(lay: dict) -> pd.DataFrame:
    rows = [{"module": c.get("module") or "", "class": c.get("class") or "", "weight": c.get("weight") or "",
             "input": c.get("input") or "", "output": c.get("output") or "", "dtype": c.get("dtype") or "",
             "output shape": _shape(c.get("shape"))}
            for c in items(lay.get("convs")) if isinstance(c, dict)]
    return pd.DataFrame(rows, columns=CONV_COLUMNS)


def formats_line(lay: dict) -> str:
    """The convolutions' formats in one line: eager's weights, inputs and outputs, and Inductor's outputs."""
    cf = section(lay, "conv_formats")
    parts = [f"{what} {_counts(cf.get(what))}" for what in ("weight", "input", "output") if cf.get(what)]
    chosen = conversions_of(lay).get("compiled_conv_outputs")
    line = ("In eager: " + "; ".join(parts) + ".") if parts else ""
    if isinstance(chosen, dict) and chosen:
        line += " Compiled, Inductor chose " + ", ".join(f"{f} for {n}" for f, n in chosen.items()) + " of their outputs."
    return line.strip()


def conversions_table(lay: dict) -> pd.DataFrame:
    rows = [{"kernel": k.get("kernel") or "", "fused ops": ", ".join(str(o) for o in items(k.get("fused_ops"))),
             "FX nodes": ", ".join(str(n) for n in items(k.get("source_nodes"))),
             "calls / forward": k.get("calls_per_forward"), "GPU time / forward": fmt.ms(k.get("ms_per_forward")),
             "for a convolution": "yes" if k.get("for_convolution") else "no"}
            for k in items(conversions_of(lay).get("kernels")) if isinstance(k, dict)]
    return pd.DataFrame(rows, columns=CONVERSION_COLUMNS)


def precision_lines(lay: dict) -> list[str]:
    """TF32 and bf16: offered or why not; the fp32 ops they would speed up."""
    pu = section(lay, "precision_units")
    out = []
    for unit, label in (("tf32", "TF32"), ("bf16", "bf16")):
        if unit in pu:
            out.append(f"{label}: {'offered' if pu.get(unit) else 'not offered'} — {pu.get(unit + '_why') or ''}")
    if lay.get("fp32_matmuls") is not None:
        dtypes = ", ".join(str(d) for d in items(lay.get("param_dtypes"))) or "unknown"
        out.append(f"{lay['fp32_matmuls']} convolution/matmul op(s) run in fp32 (parameters: {dtypes}).")
    return out


def _arrow(a, b) -> str:
    a, b = fmt.as_float(a), fmt.as_float(b)
    return "" if a is None and b is None else f"{fmt.ms(a)} → {fmt.ms(b)}"


def _eager(f: dict) -> str:
    g, ci = fmt.as_float(f.get("eager_change")), f.get("eager_change_ci")
    if g is None:
        return ""
    band = f" [{ci[0]:.2f}–{ci[1]:.2f}]" if isinstance(ci, list) and len(ci) == 2 else ""
    return f"{g:.2f}×{band}"


def _drift(f: dict) -> str:
    """How far the machine moved while the pair was timed: eager's round medians in the child's run (side by
    side), else eager between the two runs where the change leaves eager alone."""
    d = fmt.as_float(f.get("drift"))
    if f.get("timed") == "side_by_side":
        return f"±{d * 100:.0f} % (same run)" if d is not None else "same run"
    return "timed apart"


def experiments_table(report: dict) -> pd.DataFrame:
    """The layout and precision experiments in the run's order: speed and numerics side by side."""
    parent = str(report.get("run_id") or "")
    ranked = {r["run_id"]: r for r in ranked_remedies(report)}
    rows = []
    for f in experiments(report):
        r = ranked.get(str(f.get("run_id")))
        if (r["kind"] if r else f.get("kind")) not in LAYOUT_KINDS:
            continue
        rows.append({"change": f.get("change") or "",
                     "compiled": _arrow(f.get("compiled_ms_before"), f.get("compiled_ms_after")),
                     SPEED: speed_words(r) if r else (f.get("status") or ""),
                     "drift": _drift(f), "eager, between runs": _eager(f),
                     "numerics": numerics_words(r) if r else "",
                     "compare": compare_link(parent, f.get("run_id"))})
    return pd.DataFrame(rows, columns=EXPERIMENT_COLUMNS)


def compared_with(report: dict) -> list[str]:
    """What the layout and precision experiments' outputs were compared with (one line per distinct reference)."""
    seen = [f.get("numerics_against") for f in experiments(report) if f.get("kind") in LAYOUT_KINDS]
    return [str(a) for a in dict.fromkeys(seen) if a]


def verdicts(report: dict) -> list[str]:
    """Each layout or precision experiment's verdict as the engine wrote it."""
    return [f"{f.get('change')} on {f.get('target') or 'the run'}: {f.get('verdict') or f.get('status') or ''}"
            for f in experiments(report)
            if f.get("kind") in LAYOUT_KINDS]
