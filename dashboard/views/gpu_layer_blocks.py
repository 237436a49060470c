"""GPU layer: what torch decided below the generated code — CUDA graphs (skips, partitions, recordings) and
autotuning (the tuned ops, and one op's candidates, picked by the link's ``op``), for the forward and the token
loop of a decode run."""

from __future__ import annotations

from . import gpu_layer as gv
from .blocks import Bullets, Cards, Control, Heading, LiveOnly, Table, Text, absence_blocks

NOT_ASKED_CUDAGRAPHS = "This run did not ask for CUDA graphs (mode reduce-overhead or max-autotune, backend cudagraphs)."
NOT_ASKED_AUTOTUNE = ("This run did not autotune (mode max-autotune / max-autotune-no-cudagraphs, Inductor config "
                      "coordinate_descent_tuning).")
OPS_LINKS = {"code": "open", "kernels": "row"}


def _cuda_graphs(report: dict) -> list:
    cg = gv.cudagraphs_of(report)
    out: list = [Heading("CUDA graphs")]
    headline = gv.overview_headline(report)
    if headline:
        out.append(Text(headline, "error"))
    if not (cg.get("asked") or cg.get("skips") or cg.get("partitions")):
        return out + [Text(NOT_ASKED_CUDAGRAPHS, "muted")]
    out.append(Cards(gv.cudagraphs_cards(report), per_row=3))
    skips = gv.skips_table(report)
    if len(skips):
        out += [Text("(its own words, and your line where it names one)", lead="Why torch did not use CUDA graphs"),
                Table(skips)]
    parts = gv.partitions_table(report)
    if len(parts):
        out += [Text("(a partition that cannot be captured runs outside the graphs)", lead="Graph partitions"),
                Table(parts, style="light", key="w_gpu_partitions", what="partitions")]
    rec = gv.recordings_table(report)
    if len(rec):
        out += [Text("(a new input size records a new graph)", lead="Recordings per phase"), Table(rec)]
    return out


def _candidates(report: dict, ops, params: dict) -> list:
    """The picker of one tuned op (the link's ``op``), what it is, its candidates' chart (live, on demand) and
    table."""
    labels = {str(r["#"]): f"#{r['#']} {r['op M×N×K']} → {r['winner']}" for r in ops.to_dict("records")}
    chosen = params.get("op") if params.get("op") in labels else next(iter(labels))
    op = gv.op_of(report, chosen)
    out: list = [Control("op", "Candidates of", list(labels), chosen, labels=labels), Text(gv.op_caption(op), "muted")]
    fig = gv.candidates_figure(op)
    out.append(LiveOnly("chart_on_demand", "",
                        {"label": "Chart of the candidates' times", "key": "w_gpu_chart", "figure": fig,
                         "chart_key": "gpu_candidates"}))
    cands = gv.candidates_table(op)
    if len(cands):
        out.append(Table(cands, style="light", key="w_gpu_cands", rows=25, what="candidates"))
    else:
        out.append(Text("Only the winner is known for this op: the log holds torch's choice statistics, not every "
                        "candidate's time.", "muted"))
    return out


def _autotuning(report: dict, params: dict) -> list:
    at = gv.autotune_of(report)
    out: list = [Heading("Autotuning")]
    if not (at.get("asked") or at.get("ops")):
        return out + [Text(NOT_ASKED_AUTOTUNE, "muted")]
    out.append(Cards(gv.autotune_cards(report), per_row=4))
    ops = gv.ops_table(report, report.get("run_id") or "")
    if not len(ops):
        return out
    out += [Text("the winner, its margin over the runner-up, and what it measured in the profiled forward (the "
                 "Kernels view's row of that kernel)", lead="Tuned ops:"),
            Table(ops, style="light", key="w_gpu_ops", rows=12, links=OPS_LINKS, what="tuned ops")]
    return out + _candidates(report, ops, params)


def _decode_loop(decode: dict) -> list:
    out: list = [Heading("Decode loop"),
                 Text("The same account over the prefill and every decode step of the token loop.", "muted")]
    headline = gv.overview_headline(decode)
    if headline:
        out.append(Text(headline, "error"))
    out.append(Cards(gv.cudagraphs_cards(decode), per_row=3))
    out += [Table(t) for t in (gv.skips_table(decode), gv.recordings_table(decode)) if len(t)]
    if gv.autotune_of(decode).get("ops"):
        out.append(Table(gv.ops_table(decode), style="light", key="w_gpu_decode_ops", what="tuned ops"))
    return out


def blocks(report: dict, files, params: dict) -> list:
    missing = gv.absence(report)
    if missing:
        return absence_blocks(missing)
    cg, at = gv.cudagraphs_of(report), gv.autotune_of(report)
    decode = gv.decode_accounts(report)
    out: list = []
    if cg or at:
        out += _cuda_graphs(report) + _autotuning(report, params)
    if decode and (gv.cudagraphs_of(decode).get("asked") or gv.autotune_of(decode).get("asked")):
        out += _decode_loop(decode)
    notes = gv.notes_of(report)
    if notes:
        out += [Heading("Notes"), Bullets(notes)]
    return out
