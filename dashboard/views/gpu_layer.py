"""GPU layer: what torch decided below the generated code — CUDA graphs and autotuning (report sections
``cudagraphs`` and ``autotune``, ``analyzers/analyses/gpu_layer``). Pure: report -> cards, tables, figure."""

from __future__ import annotations

import math
from urllib.parse import urlencode

import pandas as pd
import plotly.graph_objects as go

from . import fmt
from .blocks import Card
from .kernels import code_link
from .sections import Absence, items, section

SKIP_COLUMNS = ["reason", "where", "code", "seen in", "phase"]
PARTITION_COLUMNS = ["graph", "partition", "nodes", "capturable", "why not", "where", "code"]
RECORDING_COLUMNS = ["phase", "graphs recorded", "warm-ups"]
OP_COLUMNS = ["#", "op M×N×K", "winner", "kind", "bench ms", "margin %", "tuning s", "measured µs", "code", "kernels"]
CAND_COLUMNS = ["rank", "candidate", "kind", "ms", "% of best", "block M×N×K", "warps / stages", "error"]
NO_ACCOUNT_NOTE = ("This report has no CUDA graphs or autotuning account: it was made before they were recorded, or "
                   "its compile stage did not run. Re-run it to see what torch decided.")


def cudagraphs_of(report: dict) -> dict:
    return section(report, "cudagraphs")


def autotune_of(report: dict) -> dict:
    return section(report, "autotune")


def overview_headline(report: dict) -> str | None:
    """The Overview's warning when CUDA graphs were asked for and the timed calls replayed none."""
    h = cudagraphs_of(report).get("headline")
    return h if isinstance(h, str) and h else None


def _where(file: object, line: object) -> str:
    return f"{str(file).rsplit('/', 1)[-1]}:{line}" if file else ""


def _partitions_delta(cg: dict) -> str:
    """``1 capturable, 0 not``: what Inductor's partitioner found, and, when nothing was recorded because torch
    skipped CUDA graphs later (an input mutated ...), that too: "capturable" beside "Replayed: NO" read as a
    contradiction when it said "captured"."""
    parts = section(cg, "partitions")
    text = f"{parts.get('cudagraphable')} capturable, {parts.get('non_cudagraphable')} not"
    if items(cg.get("skips")) and not cg.get("recordings"):
        text += " · then skipped (reasons below)"
    return text


def cudagraphs_cards(report: dict) -> list[Card]:
    cg = cudagraphs_of(report)
    parts = section(cg, "partitions")
    launches = cg.get("graph_launches_per_forward")
    replay = {True: "yes", False: "NO", None: fmt.MISSING}.get(cg.get("replayed"), fmt.MISSING)
    sizes = items(cg.get("sizes_recorded"))
    return [
        Card("CUDA graphs asked", "yes" if cg.get("asked") else "no",
             "mode reduce-overhead / max-autotune, backend cudagraphs", cg.get("why") or None),
        Card("Replayed in the timed forward", replay,
             "cudaGraphLaunch calls in the profiled compiled forward" if launches is not None else
             "no profile: whether the timed calls replayed is unknown",
             f"{launches} graph launch(es) per forward" if launches is not None else (
                 f"{cg['replays']} replays in the token loop" if isinstance(cg.get("replays"), int) else None)),
        Card("Partitions", fmt.count(parts.get("count")) if parts else fmt.MISSING,
             "graph partitions Inductor made (the cudagraphs log channel)" if parts else "none logged",
             _partitions_delta(cg) if parts else None),
        Card("Skips", fmt.count(len(items(cg.get("skips")))), "each reason torch gave for not using CUDA graphs"),
        Card("Graphs recorded", fmt.count(cg.get("recordings")), "CUDA graphs captured in this run, all phases",
             f"{cg.get('rerecords') or 0} re-recorded" + (f" · sizes {', '.join(map(str, sizes))}" if sizes else "")),
        Card("Graph pool", fmt.nbytes(fmt.as_float(cg.get("pool_bytes"))),
             "memory reserved in the CUDA graph trees' private pool after the timed calls"),
    ]


def skips_table(report: dict) -> pd.DataFrame:
    rows = [{"reason": s.get("reason"), "where": _where(s.get("file"), s.get("line")), "code": s.get("code") or "",
             "seen in": ", ".join(items(s.get("sources"))), "phase": s.get("phase") or ""}
            for s in items(cudagraphs_of(report).get("skips")) if isinstance(s, dict)]
    return pd.DataFrame(rows, columns=SKIP_COLUMNS)


def partitions_table(report: dict) -> pd.DataFrame:
    rows = []
    for gi, g in enumerate(items(section(cudagraphs_of(report), "partitions").get("by_graph"))):
        for p in items(g.get("partitions") if isinstance(g, dict) else None):
            reasons = [r for r in items(p.get("reasons")) if isinstance(r, dict)]
            first = next((r for r in reasons if r.get("file")), reasons[0] if reasons else {})
            why = "; ".join(f"{r.get('node')}: {r.get('reason')}" + (f" ({r['fx']})" if r.get("fx") else "")
                            for r in reasons)
            rows.append({"graph": gi, "partition": p.get("index"), "nodes": p.get("nodes"),
                         "capturable": "yes" if p.get("cudagraphable") else "no", "why not": why,
                         "where": _where(first.get("file"), first.get("line")), "code": first.get("code") or ""})
    return pd.DataFrame(rows, columns=PARTITION_COLUMNS)


def recordings_table(report: dict) -> pd.DataFrame:
    rows = [{"phase": p.get("phase"), "graphs recorded": p.get("recordings"), "warm-ups": p.get("warmups")}
            for p in items(cudagraphs_of(report).get("recordings_by_phase")) if isinstance(p, dict)]
    return pd.DataFrame(rows, columns=RECORDING_COLUMNS)


def autotune_cards(report: dict) -> list[Card]:
    at = autotune_of(report)
    return [
        Card("Ops tuned", fmt.count(at.get("op_count")), "matmul / template ops Inductor benchmarked candidates for "
             "(mode max-autotune*, Inductor config coordinate_descent_tuning)", at.get("why") or "tuning not asked"),
        Card("Triton won", fmt.count(at.get("triton_won")), "ops whose fastest candidate was a Triton template",
             f"ATen / cuBLAS won {at.get('aten_won') or 0}" + (f", other {at['other_won']}" if at.get("other_won") else "")),
        Card("Autotuning time", fmt.seconds(fmt.as_float(at.get("seconds"))),
             "compile_time_autotune_time_us of the compile (precompiling and benchmarking candidates)"),
        Card("Candidates", fmt.count(at.get("candidates")), "candidates benchmarked, every op",
             f"{at.get('failed') or 0} failed"),
    ]


def _mnk(dims: dict) -> str:
    return "×".join(str(dims[k]) for k in ("M", "N", "K") if k in dims) if dims else ""


def kernels_link(run_id: str, kernel: str) -> str:
    """The winner's row in the Kernels view (its measured time per call, the roofline point it highlights)."""
    return "kernels?" + urlencode({"run": run_id, "view": "kernels", "kernel": kernel})


def ops_table(report: dict, run_id: str = "") -> pd.DataFrame:
    rows = []
    for op in items(autotune_of(report).get("ops")):
        if not isinstance(op, dict):
            continue
        w, m = section(op, "winner"), section(op, "measured")
        kernels = [k for k in items(op.get("kernels")) if isinstance(k, str)]
        margin = fmt.as_float(op.get("margin"))
        rows.append({
            "#": op.get("index"), "op M×N×K": f"{op.get('op')} {_mnk(section(op, 'dims')) or op.get('shape')}",
            "winner": w.get("name"), "kind": w.get("kind"), "bench ms": fmt.as_float(w.get("ms")),
            "margin %": round(margin * 100, 1) if margin is not None else None,
            "tuning s": _round(op.get("seconds"), 2), "measured µs": fmt.as_float(m.get("mean_us")),
            "code": code_link(run_id, kernels[0], op.get("module")) if run_id and kernels else None,
            "kernels": kernels_link(run_id, kernels[0]) if run_id and kernels else None,
        })
    return pd.DataFrame(rows, columns=OP_COLUMNS)


def _dtypes(text: object) -> str:
    parts = sorted({p.strip().replace("torch.", "") for p in str(text or "").split(",") if p.strip()})
    return ", ".join(parts)


def op_caption(op: dict) -> str:
    """What the candidates table is about: the op, its shapes, strides and dtypes, its kernel and what it measured."""
    if not op:
        return ""
    w, r, m = section(op, "winner"), section(op, "runner_up"), section(op, "measured")
    bits = [f"{op.get('op')}({op.get('shape')})", f"dtypes {_dtypes(op.get('dtypes'))}",
            f"{op.get('choices') or 0} candidates, {op.get('failed') or 0} failed"]
    if w:
        bits.append(f"winner {w.get('name')} [{w.get('kind')}]" + (f", runner-up {r.get('name')}" if r else ""))
    kernels = [k for k in items(op.get("kernels")) if isinstance(k, str)]
    if kernels:
        ratio = fmt.as_float(op.get("measured_vs_benchmark"))
        bits.append(f"runs as {', '.join(kernels)}" + (f": {m.get('mean_us')} µs a call in the profiled forward"
                                                       if m.get("mean_us") is not None else "")
                    + (f" ({ratio:.2f}× its benchmark)" if ratio is not None else ""))
    return " · ".join(bits)


def op_of(report: dict, index: str | int | None) -> dict:
    ops = [op for op in items(autotune_of(report).get("ops")) if isinstance(op, dict)]
    try:
        i = int(index) if index is not None else 0
    except ValueError:
        i = 0
    return next((op for op in ops if op.get("index") == i), ops[0] if ops else {})


def candidates_table(op: dict) -> pd.DataFrame:
    cands = [c for c in items(op.get("candidates")) if isinstance(c, dict)]
    best = next((fmt.as_float(c.get("ms")) for c in cands if fmt.as_float(c.get("ms"))), None)
    rows = []
    for i, c in enumerate(cands, 1):
        ms = fmt.as_float(c.get("ms"))
        block = "×".join(str(c[k]) for k in ("BLOCK_M", "BLOCK_N", "BLOCK_K") if c.get(k) is not None)
        ws = " / ".join(str(c[k]) for k in ("num_warps", "num_stages") if c.get(k) is not None)
        rows.append({"rank": str(i) if ms is not None else "", "candidate": c.get("name"), "kind": c.get("kind"),
                     "ms": ms, "% of best": round(100 * best / ms, 1) if ms and best else None,
                     "block M×N×K": block, "warps / stages": ws, "error": c.get("error") or ""})
    return pd.DataFrame(rows, columns=CAND_COLUMNS)


KIND_COLORS = {"triton": "#6e9ecf", "aten": "#e3a857", "cutlass": "#8fbf7f", "decompose_k": "#b48ead", "other": "#999999"}


def candidates_figure(op: dict) -> go.Figure:
    """Every candidate's benchmarked time, fastest on top, coloured by kind; failures as a mark at the right."""
    cands = [c for c in items(op.get("candidates")) if isinstance(c, dict)]
    ok = [c for c in cands if fmt.as_float(c.get("ms"))]
    worst = max((c["ms"] for c in ok), default=1.0)
    names = [str(c.get("name")) for c in cands][::-1]
    xs = [(c["ms"] if fmt.as_float(c.get("ms")) else worst * 1.05) for c in cands][::-1]
    colors = [KIND_COLORS.get(c.get("kind"), "#999") if fmt.as_float(c.get("ms")) else "#d9534f" for c in cands][::-1]
    hover = [f"{c.get('name')} [{c.get('kind')}]<br>" + (f"{c['ms']:.4f} ms" if fmt.as_float(c.get("ms")) else
             f"failed: {str(c.get('error') or '')[:160]}") + (f"<br>{c.get('desc')}" if c.get("desc") else "")
             for c in cands][::-1]
    fig = go.Figure(go.Bar(x=xs, y=names, orientation="h", marker_color=colors, hovertext=hover,
                           hoverinfo="text"))
    height = max(240, 22 * len(cands) + 90)
    title = f"{op.get('op')}({op.get('shape')}): benchmarked candidates" if op else "no tuned op"
    fig.update_layout(height=height, title=title, margin=dict(l=10, r=10, t=40, b=40), showlegend=False,
                      xaxis_title="ms (autotuning benchmark; red: failed)")
    fig.update_yaxes(automargin=True, type="category")
    if ok and not math.isinf(worst):
        fig.update_xaxes(range=[0, worst * 1.1])
    return fig


def notes_of(report: dict) -> list[str]:
    cg, at = cudagraphs_of(report), autotune_of(report)
    out = [str(n) for n in items(at.get("notes"))]
    warn = cg.get("dynamic_shape_warning")
    if warn:
        out.append(str(warn))
    out += [str(n) for n in items(section(cg, "source").get("notes"))]
    return out


def _round(v: object, nd: int) -> float | None:
    f = fmt.as_float(v)
    return round(f, nd) if f is not None else None


def decode_accounts(report: dict) -> dict:
    """The token loop's own accounts (``decode.gpu_layer``) as a report-shaped dict the functions above read;
    {} for a forward run."""
    acc = section(section(report, "decode"), "gpu_layer")
    return {"cudagraphs": section(acc, "cudagraphs"), "autotune": section(acc, "autotune")} if acc else {}


def absence(report: dict) -> Absence | None:
    """Why the GPU layer view has nothing for this run (no CUDA graphs or autotuning account, of the forward or of
    the token loop: the compile stage writes them); None where it has."""
    if cudagraphs_of(report) or autotune_of(report) or decode_accounts(report):
        return None
    return Absence("info", NO_ACCOUNT_NOTE, analysis="compile")
