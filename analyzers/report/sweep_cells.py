"""The numbers of one config-sweep cell, from its run's report: one definition for the sweep that records them
(``workflows/sweep.py``) and for reading a record written before them (``derive_cells``).

Each cell is one run that times plain eager and the cell's compiled callable against each other, interleaved.
A cell's row is its compiled callable: ``latency_ms`` is the compiled median, ``speedup`` is ``eager_ms`` (the
plain eager median measured *in that cell*) divided by it, and the row shows ``eager_ms`` beside the speedup,
since every cell has its own eager figure. Mode ``eager`` is backend ``eager``: torch.compile with Dynamo's
graphs run as they are, no optimizer (``EAGER_ROW``); its speedup is what capture alone does.

Cells are compared compiled against compiled: a cell's own eager moves between cells on a shared GPU
(4.68 to 8.62 ms in one bert-base sweep), so each cell's speedup over its own eager ranks the machine, not the
configuration. ``with_baseline`` gives the sweep one eager baseline per dtype x batch size (what changes eager
itself), the median of those cells' own plain-eager measurements (every cell times plain eager, the backend=eager
cell included), and each cell ``speedup_vs_baseline``
(that baseline over its compiled latency, the interval from the latency's) and ``eager_drift`` (its own eager over
the baseline: the drift control, 1.00x where the machine held still). ``speedup`` over the cell's own eager is kept
in the record for reading, not shown as the comparison.

Records written before this (cells without ``measures``) showed plain eager as the backend=eager row's
latency, at 1.00×: ``derive_cells`` recomputes such cells from their run's report at read time.

Stdlib only.
"""

from __future__ import annotations

from typing import Any, Callable

from .store import RecordFolder, RunStore
from .summary import summary_of
from .timing_figures import instability

MEASURES = "compiled"  # what a cell's latency_ms is (absent in records written before)
EAGER_ROW = "backend=eager (torch.compile, no optimizer)"


def row_name(cell: dict) -> str:
    """What a cell's row measures: ``EAGER_ROW`` for mode eager, ``inductor <mode>`` otherwise."""
    mode = str(cell.get("mode") or "?")
    return EAGER_ROW if mode == "eager" else f"inductor {mode}"


def cell_metrics(report: dict, mode: str) -> dict:
    """The matrix's numbers for one cell, from its run's report."""
    s = summary_of(report)
    if report.get("decode") or ((report.get("request") or {}).get("options") or {}).get("workload") == "decode":
        return decode_cell_metrics(report, mode)
    bench = report.get("benchmark") or {}
    comp = report.get("compile") or {}
    compiled = bench.get("compiled") or {}
    pipelined = (bench.get("pipelined") or {}).get("compiled") or {}
    unsteady = instability(report)
    return {
        "measures": MEASURES,
        "latency_ms": s["compiled_ms"],
        "latency_ci_ms": compiled.get("ci_ms"),  # intervals and stability: None for older reports
        "speedup_ci": s["speedup_ci"],
        "pipelined_ms": pipelined.get("median_ms"),
        "pipelined_ci_ms": pipelined.get("ci_ms"),
        "unstable": unsteady["unstable"],
        "unstable_reasons": unsteady["messages"] if unsteady["unstable"] is not None else None,
        "p99_ms": compiled.get("p99_ms"),
        "eager_ms": s["eager_ms"],
        "eager_ci_ms": (bench.get("eager") or {}).get("ci_ms"),
        "speedup": s["speedup"],
        # backend eager compiles no code: its compile time is Dynamo's capture, not ranked against Inductor's
        "compile_cold_s": None if mode == "eager" else s["compile_s"],
        "peak_mem_bytes": compiled.get("peak_mem_bytes"),
        "graphs": s["graph_count"],
        "breaks": s["graph_break_count"],
        "recompiles": len(comp.get("recompiles") or []) if comp else None,
        "kernels": s["kernel_count"],
        **gpu_layer_cell(s),
    }


def gpu_layer_cell(s: dict) -> dict:
    """Tuned ops Triton / ATen won, autotuning seconds, whether CUDA graphs replayed."""
    at, cg = s.get("autotune") or {}, s.get("cudagraphs") or {}
    return {"tuned_ops": at.get("ops") if at.get("asked") else None,
            "triton_won": at.get("triton_won") if at.get("asked") else None,
            "aten_won": at.get("aten_won") if at.get("asked") else None,
            "autotune_s": at.get("seconds") if at.get("asked") else None,
            "cudagraphs_replayed": cg.get("replayed") if cg.get("asked") else None}


def decode_cell_metrics(report: dict, mode: str) -> dict:
    """A decode cell: latency is the compiled side's median per-token step latency, speedup the per-token
    speedup against the eager steps of the same run, compile time the decode step's (the warm run compiles
    the step again)."""
    s = summary_of(report)
    dec = report.get("decode") or {}
    compiled = dec.get("compiled") or {}
    step = compiled.get("step_ms") or {}
    e_step = (dec.get("eager") or {}).get("step_ms") or {}
    return {
        "measures": MEASURES,
        "latency_ms": step.get("median_ms"),
        "p99_ms": step.get("p99_ms"),
        "eager_ms": e_step.get("median_ms"),
        "speedup": dec.get("per_token_speedup"),
        "tokens_per_s": compiled.get("tokens_per_s"),
        # the compile stage's compile of the decode step, as the warm run measures it (else prefill + step)
        "compile_cold_s": None if mode == "eager" else s["compile_s"] if s["compile_s"] is not None else _sum(
            compiled.get("prefill_compile_s"), compiled.get("step_compile_s")),
        "peak_mem_bytes": compiled.get("peak_mem_bytes"),
        "graphs": s["graph_count"],
        "breaks": s["graph_break_count"],
        "recompiles": None if not dec else s["decode_recompiles"],
        "kernels": s["kernel_count"],
        "tokens_match": (dec.get("tokens") or {}).get("match"),
        "unstable": s["decode_unstable"],
        "unstable_reasons": s["decode_unstable_reasons"],
    }


def _sum(*vals):
    nums = [v for v in vals if isinstance(v, (int, float))]
    return round(sum(nums), 4) if nums else None


BASELINE_HOW = "median of the cells' own eager measurements"


def _ms(v) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0 else None


def sweep_baseline(cells: list) -> dict | None:
    """The sweep's one eager baseline: ``{eager_ms, how, cells, low_ms, high_ms}`` (the median of the finished
    cells' own plain-eager medians, how many, their range), or None where no cell measured eager."""
    eager = sorted(e for c in cells if isinstance(c, dict) and c.get("status") in ("ok", "partial")
                   for e in [_ms(c.get("eager_ms"))] if e is not None)
    if not eager:
        return None
    n = len(eager)
    median = eager[n // 2] if n % 2 else (eager[n // 2 - 1] + eager[n // 2]) / 2
    return {"eager_ms": round(median, 4), "how": BASELINE_HOW, "cells": n, "low_ms": eager[0], "high_ms": eager[-1]}


GROUP = ("dtype", "batch_size", "cache")  # what changes eager itself: one baseline per combination


def _group(c: dict) -> tuple:
    return tuple(c.get(k) for k in GROUP)


def baseline_sentence(record: dict) -> str:
    """What the matrix's speedups divide: "Speedups divide one eager baseline, 7.00 ms: the median of the 4 cells'
    own eager measurements (4.68–8.62 ms) ..." (one per dtype and batch size where the sweep has several)."""
    bases = [b for b in record.get("baselines") or [] if isinstance(b, dict)]
    if not bases:
        return "No cell measured eager: the cells compare by latency alone."

    def one(b: dict) -> str:
        spread = f" ({b['low_ms']:.2f}–{b['high_ms']:.2f} ms)" if b["cells"] > 1 else ""
        return (f"{b['eager_ms']:.2f} ms, the median of the {b['cells']} cell{'s' * (b['cells'] != 1)}' own eager "
                f"measurements{spread}")

    if len(bases) == 1:
        head = f"Speedups divide one eager baseline for the whole sweep: {one(bases[0])}"
    else:
        head = "Speedups divide one eager baseline per dtype and batch size: " + "; ".join(
            f"{b.get('dtype')} b{b.get('batch_size')}{' ' + str(b['cache']) if b.get('cache') else ''}: {one(b)}"
            for b in bases)
    return (head + ". So the cells compare compiled against compiled; each cell's own eager (eager ms) is the "
            "drift control, and eager drift is it over the baseline (1.00× where the machine held still).")


def with_baseline(record: dict) -> dict:
    """``record`` with ``baselines`` (``sweep_baseline`` per dtype x batch size x cache, each with those keys) and
    each finished cell's ``baseline_ms``, ``speedup_vs_baseline``, ``speedup_vs_baseline_ci`` and ``eager_drift``;
    a new record, the one given is not changed."""
    cells = [c for c in record.get("cells") or []]
    groups: dict[tuple, list] = {}
    for c in cells:
        if isinstance(c, dict):
            groups.setdefault(_group(c), []).append(c)
    bases = {}
    for key, members in groups.items():
        base = sweep_baseline(members)
        if base:
            bases[key] = dict(zip(GROUP, key), **base)
    out = dict(record, baselines=list(bases.values()), cells=[])
    for c in cells:
        if isinstance(c, dict):
            base = bases.get(_group(c))
            c = dict(c, baseline_ms=base["eager_ms"] if base else None, speedup_vs_baseline=None,
                     speedup_vs_baseline_ci=None, eager_drift=None)
            lat, ci = _ms(c.get("latency_ms")), c.get("latency_ci_ms")
            if base and lat is not None and c.get("status") in ("ok", "partial"):
                b = base["eager_ms"]
                c["speedup_vs_baseline"] = round(b / lat, 4)
                if isinstance(ci, list) and len(ci) == 2 and _ms(ci[0]) and _ms(ci[1]):
                    c["speedup_vs_baseline_ci"] = [round(b / ci[1], 4), round(b / ci[0], 4)]
                if _ms(c.get("eager_ms")) is not None:
                    c["eager_drift"] = round(c["eager_ms"] / b, 4)
        out["cells"].append(c)
    return out


def derive_cells(record: dict, load_report: Callable[[str], Any]) -> dict:
    """``record`` with each cell written before ``measures`` recomputed from its run's report
    (``load_report(run_id)``, which may raise LookupError/ValueError/OSError: the cell is then kept as it was),
    and the sweep's eager baseline recomputed from the cells (``with_baseline``). Returns a new record; the one
    given is not changed."""
    out = dict(record, cells=[])
    for cell in record.get("cells") or []:
        if isinstance(cell, dict) and cell.get("measures") != MEASURES and cell.get("run_id") \
                and cell.get("status") in ("ok", "partial"):
            try:
                cell = dict(cell, **cell_metrics(load_report(str(cell["run_id"])), str(cell.get("mode"))))
            except (LookupError, ValueError, OSError):
                pass
        out["cells"].append(cell)
    return with_baseline(out)


def read_sweep(store: RunStore, sweep_id: str) -> dict:
    """The record of ``sweep_id`` with its older cells derived (``derive_cells``); raises LookupError."""
    return derive_cells(RecordFolder(store, "sweeps", "sweep").load(sweep_id), store.load_report)
