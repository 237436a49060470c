"""A config sweep's matrix (pure): record -> table, best configurations, Plotly charts.

The record is ``<runs>/sweeps/<sweep_id>.json`` as ``analyzers.workflows.sweep`` writes it (an older record's cells
derived at read time: ``analyzers.report.sweep_cells.read_sweep``); each cell holds its run ids and the numbers
the matrix needs, so this view reads no reports.
"""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

from analyzers.report.figures import GENERATED
from analyzers.report.sweep_cells import EAGER_ROW, baseline_sentence, row_name, with_baseline  # noqa: F401

from . import timing
from .chart_layout import readable
from .fmt import as_float, plotly_text

# A row is its cell's compiled callable; cells compare compiled against compiled: the speedup is the sweep's one
# eager baseline (per dtype x batch size, ``baseline_sentence`` says which) over the row's latency, and the row's
# own eager ms, measured in its own run, is the drift control beside it (``eager drift``: it over the baseline).
COLUMNS = ["cell", "compiled with", "dtype", "dynamic", "batch", "status", "latency ms", "latency 95 %", "p99 ms",
           "speedup", "speedup 95 %", "eager ms", "eager drift", "pipelined ms", "timing", "compile cold s",
           "compile warm s", "peak MiB", "graphs", "breaks", "recompiles", GENERATED, "Triton / ATen won",
           "autotune s", "CUDA graphs", "run", "reason"]
SPEEDUP_HELP = "the sweep's eager baseline ÷ this row's latency ms: every row divides the same eager figure"
EAGER_HELP = "plain eager median measured in this cell's own run: the drift control, not the speedup's divisor"
DRIFT_HELP = "this cell's eager ms ÷ the sweep's eager baseline: 1.00× where the machine held still"


def matrix_table(record: dict) -> pd.DataFrame:
    if "baselines" not in record:
        record = with_baseline(record)
    rows = []
    for c in record.get("cells") or []:
        if not isinstance(c, dict):
            continue
        mem = as_float(c.get("peak_mem_bytes"))
        rows.append({
            "cell": c.get("key"), "compiled with": row_name(c), "dtype": c.get("dtype"), "dynamic": c.get("dynamic"),
            "batch": c.get("batch_size"), "status": c.get("status"),
            "latency ms": as_float(c.get("latency_ms")), "p99 ms": as_float(c.get("p99_ms")),
            "latency 95 %": timing.ci_text(c.get("latency_ci_ms"), ""), "eager ms": as_float(c.get("eager_ms")),
            "speedup": as_float(c.get("speedup_vs_baseline")),
            "speedup 95 %": timing.ci_text(c.get("speedup_vs_baseline_ci"), "×"),
            "eager drift": as_float(c.get("eager_drift")),
            "pipelined ms": as_float(c.get("pipelined_ms")),
            "timing": "unstable" if c.get("unstable") else ("steady" if c.get("unstable") is False else ""),
            "_ci": timing.interval(c.get("latency_ci_ms")),
            "compile cold s": as_float(c.get("compile_cold_s")), "compile warm s": as_float(c.get("compile_warm_s")),
            "peak MiB": mem / 2**20 if mem is not None else None,
            "graphs": c.get("graphs"), "breaks": c.get("breaks"), "recompiles": c.get("recompiles"),
            GENERATED: c.get("kernels"), "run": c.get("run_id") or "", "reason": c.get("reason") or "",
            **_gpu_layer(c),
        })
    table = pd.DataFrame(rows, columns=COLUMNS + ["_ci"])
    decode = [c for c in record.get("cells") or [] if isinstance(c, dict) and c.get("cache")]
    if decode:  # a decode sweep: latency is per token; its cache axis and tokens/s beside it
        table.insert(5, "cache", [c.get("cache") for c in record["cells"] if isinstance(c, dict)])
        table.insert(table.columns.get_loc("speedup") + 1, "tokens/s",
                     [as_float(c.get("tokens_per_s")) for c in record["cells"] if isinstance(c, dict)])
    return table


def _gpu_layer(c: dict) -> dict:
    """What the GPU layer decided in the cell: tuned ops Triton against ATen won, autotuning cost,
    whether the timed calls replayed CUDA graphs."""
    won = (f"{c['triton_won']} / {c.get('aten_won') or 0}" if isinstance(c.get("triton_won"), int) else "")
    graphs = {True: "replayed", False: "NOT replayed"}.get(c.get("cudagraphs_replayed"), "")
    return {"Triton / ATen won": won, "autotune s": as_float(c.get("autotune_s")), "CUDA graphs": graphs}


def best_cells(table: pd.DataFrame) -> dict[str, dict | None]:
    """Best for latency (lowest) and for latency per compile second (lowest latency x cold compile s).

    Latency per compile second ranks what a configuration buys for its compile time: a cell is better
    the lower ``latency_ms * compile_cold_s``; eager cells (no compile) are left out of that ranking.
    """
    ok = table[table["status"].isin(["ok", "partial"]) & table["latency ms"].notna()]
    best_lat = ok.sort_values("latency ms").head(1)
    comp = ok[ok["compile cold s"].notna() & (ok["compile cold s"] > 0)].copy()
    comp["score"] = comp["latency ms"] * comp["compile cold s"]
    best_cost = comp.sort_values("score").head(1)
    best = best_lat.iloc[0].to_dict() if not best_lat.empty else None
    if best is not None:
        # cells whose latency interval overlaps the best one's: no measurable difference from it
        best["ties"] = [r["cell"] for _, r in ok.iterrows()
                        if r["cell"] != best["cell"] and timing.overlaps(best.get("_ci"), r["_ci"])]
    return {
        "latency": best,
        "latency_per_compile_s": best_cost.iloc[0].to_dict() if not best_cost.empty else None,
    }


def _bar(table: pd.DataFrame, columns: list[str], title: str, yaxis: str) -> go.Figure:
    fig = go.Figure()
    t = table[table["status"].isin(["ok", "partial"])]
    for col in columns:
        fig.add_bar(name=col, x=[plotly_text(c) for c in t["cell"]], y=t[col])
    fig.update_layout(title=dict(text=title, x=0, xanchor="left"), barmode="group", yaxis_title=yaxis, height=340,
                      margin=dict(t=60, b=30), xaxis_tickangle=-30,
                      legend=dict(orientation="h", x=1, xanchor="right", y=1.02, yanchor="bottom"))
    return readable(fig)


def latency_figure(table: pd.DataFrame) -> go.Figure:
    fig = _bar(table, ["latency ms", "p99 ms"], "Latency (median with its 95 % interval, p99)", "ms")
    t = table[table["status"].isin(["ok", "partial"])]
    bars = timing.error_bars(list(t["latency ms"]), list(t["_ci"]))
    if bars and fig.data:
        fig.data[0].error_y = bars
    cells = [plotly_text(c) for c in t["cell"]]
    fig.add_scatter(name="speedup vs the sweep's eager baseline", x=cells, y=t["speedup"], mode="markers",
                    yaxis="y2", customdata=t["eager ms"], marker=dict(size=10, symbol="diamond"),
                    hovertemplate="%{y:.2f}× the sweep's eager baseline (this cell's own eager: "
                                  "%{customdata:.3f} ms)<extra></extra>")
    fig.update_layout(yaxis2=dict(title="speedup ×", overlaying="y", side="right", rangemode="tozero",
                                  automargin=True, tickmode="auto", nticks=5, ticksuffix="×"))  # the legend is above the plot (_bar), not over this axis
    # each cell's speedup under its name, not beside its marker (a label there lands on a neighbouring bar)
    speedups = [f"<br>{v:.2f}× baseline" if v == v and v is not None else "" for v in t["speedup"]]
    fig.update_xaxes(tickmode="array", tickvals=cells, ticktext=[c + v for c, v in zip(cells, speedups)],
                     automargin=True)
    return fig


def compile_figure(table: pd.DataFrame) -> go.Figure:
    return _bar(table, ["compile cold s", "compile warm s"], "Compile time (cold and warm cache)", "s")


def memory_figure(table: pd.DataFrame) -> go.Figure:
    return _bar(table, ["peak MiB"], "Peak memory", "MiB")


def capture_figure(table: pd.DataFrame) -> go.Figure:
    return readable(_bar(table, ["graphs", "breaks", "recompiles"], "Graphs, breaks, recompiles", "count"),
                    counts=("yaxis",))


def has_values(table: pd.DataFrame, column: str) -> bool:
    return not table.empty and table[column].notna().any()


def status_counts(record: dict) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in record.get("cells") or []:
        out[c.get("status", "?")] = out.get(c.get("status", "?"), 0) + 1
    return out
