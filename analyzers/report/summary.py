"""The headline numbers of a report (``summary_of``): what the CLI's ``--json`` and ``show``, the SQLite index and
sweep cells read. Each figure comes from its one definition (``figures``, ``timing_figures``, ``remedies``); a field of
the wrong type reads as missing. Stdlib only.
"""

from __future__ import annotations

from typing import Any

from . import figures, timing_figures
from .cache_lookup_rows import cache_lookup_rows
from .cold_start_rows import cold_start_rows
from .compile_changes import change_rows
from .gpu_layer_summary import autotune_summary, cudagraphs_summary
from .layout_summary import layout_summary
from .remedies import remedy_summary
from .source_line_rows import source_line_summary


def summary_of(report: dict) -> dict:
    """Headline numbers of a report, as the CLI's --json and the SQLite index show them.

    A field of the wrong type (a hand-edited or foreign report) reads as missing, never as an error.
    """
    ex = _obj(report.get("explain"))
    bench = _obj(report.get("benchmark"))
    comp = _obj(report.get("compile"))
    unsteady = timing_figures.instability(report)
    compile_time = timing_figures.compile_time(report)
    breaks = [
        {**{k: b.get(k) for k in ("file", "line", "category", "reason", "hint", "count", "gb_id", "skipped_frame")},
         # one row per cause; the user lines and call chains that reached it, the graphs it split
         "call_sites": _list(b.get("call_sites")), "call_chains": _list(b.get("call_chains")),
         "graph_splits": _num(b.get("graph_splits"))}
        for b in _list(ex.get("breaks")) if isinstance(b, dict)
    ]
    model = _obj(_obj(report.get("request")).get("source")).get("name")
    recompiles = figures.recompile_costs(report)  # each with the compile seconds it cost
    return {
        "run_id": report.get("run_id"),
        "status": report.get("status") if isinstance(report.get("status"), str) else None,
        "model": model if isinstance(model, str) else None,
        "graph_count": _num(ex.get("graph_count")),
        "graph_break_count": _num(ex.get("graph_break_count")),
        "breaks": breaks if ex else None,
        "not_captured": not_captured_line(ex),
        "eager_ms": _num(_obj(bench.get("eager")).get("median_ms")),
        "compiled_ms": _num(_obj(bench.get("compiled")).get("median_ms")),
        "speedup": _num(bench.get("speedup")),
        # Method 2 benchmarks (latency, intervals, stability); None for older reports.
        "eager_ci_ms": _interval(_obj(bench.get("eager")).get("ci_ms")),
        "compiled_ci_ms": _interval(_obj(bench.get("compiled")).get("ci_ms")),
        "speedup_ci": _interval(bench.get("speedup_ci")),
        "pipelined_speedup": _num(_obj(bench.get("pipelined")).get("speedup")),
        "pipelined_speedup_ci": _interval(_obj(bench.get("pipelined")).get("speedup_ci")),
        # one rule (report/timing_figures.py): the engine's flags, and a p99 far from the median in any report
        "unstable": unsteady["unstable"],
        "unstable_reasons": unsteady["messages"] if unsteady["unstable"] is not None else None,
        "compile_s": compile_time["seconds"],  # the one compile time (timing_figures.compile_time)
        "compile_metrics_s": compile_time["traced_s"],  # torch's compile metrics summed, named apart
        "trace_logging_s": compile_time["logging_s"],  # of the compile, TORCH_TRACE's own logging (torch's count)
        "recompiles": recompiles if comp else None,
        "recompile_s": figures.recompile_seconds(recompiles),
        "kernel_count": figures.generated_kernels(report),  # generated kernels (in the code), not launches
        **figure_summary(report),
        **decode_summary(report),
        **numerics_summary(report),
        **remedy_summary(report, breaks),  # break costs and fix experiments (report/remedies.py)
        **gpu_layer_summary(report),  # CUDA graphs and autotuning (report/gpu_layer_summary.py)
        "cold_start": cold_start_rows(report),  # one entry per route (None: the run asked for none)
        "compile_changes": change_rows(report),  # compile-time changes ranked (report/compile_changes.py)
        **source_line_summary(report),  # time per source line (report/source_line_rows.py)
        "layout": layout_summary(report),  # memory formats, Inductor's layout conversions
        "own_time": own_time_summary(report),  # the wall time, the model's work and the tool's own
        "cache_lookups": cache_lookup_rows(report),  # every cache lookup, each miss with what changed
    }


def own_time_summary(report: dict) -> dict | None:
    from .own_time_rows import account

    acc = account(report)
    return {k: acc[k] for k in ("wall_s", "work_s", "tool_s", "tool_share", "since")} if acc else None


def gpu_layer_summary(report: dict) -> dict:
    return {"cudagraphs": cudagraphs_summary(report), "autotune": autotune_summary(report)}


def figure_summary(report: dict) -> dict:
    """The figures several views show, each from its one definition (``figures``, ``timing_figures``)."""
    launched = {m: figures.launched(report, m) for m in ("eager", "compiled")}
    cov = figures.coverage(report)
    return {
        "speedup_divided": timing_figures.speedup(report)["divided"] or None,
        "kernel_launches_per_forward": {m: f["launches"] for m, f in launched.items() if f} or None,
        "distinct_kernels_launched": {m: f["distinct"] for m, f in launched.items() if f} or None,
        "guards_checked": figures.guard_counts(report) or None,
        "graph_ops": figures.compile_id_ops(report) or None,
        "coverage": cov["value"],
        "coverage_text": cov["sentence"] if report.get("explain") else None,
    }


def decode_summary(report: dict) -> dict:
    """A decode run's headline: tokens/s eager and compiled, the per-token speedup (None elsewhere)."""
    dec = _obj(report.get("decode"))
    tokens = _obj(dec.get("tokens")).get("match")
    speed = timing_figures.decode_speedups(report)  # each speedup with what it divides
    return {
        "eager_tokens_per_s": _num(_obj(dec.get("eager")).get("tokens_per_s")),
        "tokens_per_s": _num(_obj(dec.get("compiled")).get("tokens_per_s")),
        "per_token_speedup": _num(dec.get("per_token_speedup")),
        "per_token_speedup_ci": speed["step"]["ci"] if speed else None,
        "per_token_speedup_divided": speed["step"]["divided"] if speed else None,
        "tokens_per_s_speedup": speed["generation"]["speedup"] if speed else None,
        "tokens_per_s_speedup_divided": speed["generation"]["divided"] if speed else None,
        "tokens_match": tokens if isinstance(tokens, bool) else None,
        "decode_recompiles": len(late_compiles(dec)) if dec else None,
        "decode_unstable": dec.get("unstable") if isinstance(dec.get("unstable"), bool) else None,
        "decode_unstable_reasons": [str(i.get("message")) for i in _list(dec.get("instability"))
                                    if isinstance(i, dict)] if isinstance(dec.get("unstable"), bool) else None,
    }


def late_compiles(decode: dict) -> list[dict]:
    """A decode section's recompiles: compiles after the prefill's and the first decode step's graphs (round 0,
    steps 0 and 1), leaving out attempts Dynamo gave up on (e.g. at its recompile limit)."""
    return [c for c in _list(_obj(decode).get("compiles")) if isinstance(c, dict) and not c.get("fail_type")
            and ((_num(c.get("step")) or 0) >= 2 or (_num(c.get("round")) or 0) > 0)]


def _obj(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []


def _num(value: Any) -> int | float | None:
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def not_captured_line(explain: dict) -> str | None:
    """"forward was not captured at all: <reason> — the model ran in eager, nothing was compiled for it" when
    Dynamo skipped the model's own frame and compiled nothing; "Dynamo skipped the model's forward frame itself
    (<reason>); N graphs of the functions it calls were compiled" when its callees were compiled; else None."""
    nc = explain.get("not_captured") if isinstance(explain, dict) else None
    if not isinstance(nc, dict):
        return None
    reason = str(nc.get("gb_type") or nc.get("reason") or nc.get("fail_type") or "unknown reason").strip()
    reason = reason.splitlines()[0] if reason else "unknown reason"
    where = f" ({nc['break_file']}:{nc.get('break_line')})" if nc.get("break_file") else ""
    frame = nc.get("frame") or "forward"
    graphs = _num(explain.get("graph_count"))
    if graphs:  # the frame itself fell back to eager, but the functions it calls were compiled as frames of their own
        n = int(graphs)
        return (f"Dynamo skipped the model's {frame} frame itself ({reason}{where}); {n} graph{'s' * (n != 1)} of "
                f"the functions it calls {'were' if n != 1 else 'was'} compiled, and the skipped frame calls them "
                "from eager")
    return f"{frame} was not captured at all: {reason}{where}"


def nothing_compiled(explain: dict) -> bool:
    """Dynamo skipped the model's own frame and compiled no graph at all: the model ran in eager."""
    return bool(not_captured_line(explain)) and not _num(explain.get("graph_count"))


def _interval(value: Any) -> list | None:
    """``[lo, hi]`` of two numbers, else None."""
    return list(value) if isinstance(value, list) and len(value) == 2 and all(_num(v) is not None for v in value) else None


# -- numerics --------------------------------------------------------------------------------------------------
OUTPUTS_VS_EAGER = "Outputs vs eager"  # the headline's name of ``outputs_check`` (the Overview's card, show's line)
# which comparison ``outputs_check`` found, as the card's help and show's line name it
OUTPUTS_BY = {"numerics": "the numerics analysis", "benchmark": "the benchmark's check"}


def outputs_check(report: dict) -> dict:
    """The one comparison of the compiled model's outputs with eager's that a run's headline shows: the numerics
    analysis's (every output of every input) where it ran, else the benchmark's check (the outputs of the inputs it
    timed). ``{by: "numerics" | "benchmark" | "", passed: bool | None, check: that section's fields}``."""
    num = _obj(report.get("numerics"))
    bench = _obj(_obj(report.get("benchmark")).get("numerics"))
    check, by = (num, "numerics") if num else (bench, "benchmark") if bench else ({}, "")
    return {"by": by, "passed": check.get("passed") if isinstance(check.get("passed"), bool) else None,
            "check": check}


def numerics_summary(report: dict) -> dict:
    """Whether compiled matches eager (``outputs_check``: the numerics stage, else the benchmark's check), the worst
    relative error, the culprit the bisection named (``{backend, subsystem, detail}`` or None) and the first module
    that differs (its qualified name, ``""`` for the model itself; None when the numbers match or no search ran)."""
    num = _obj(report.get("numerics"))
    out = outputs_check(report)
    src, passed = out["check"], out["passed"]
    culprit = _obj(num.get("culprit"))
    first = _obj(num.get("first_module")).get("name")
    return {
        "numerics_passed": passed,
        "numerics_rel_err": _num(src.get("rel_err")),
        "numerics_culprit": {k: culprit.get(k) for k in ("backend", "subsystem", "detail")} if culprit else None,
        "numerics_first_module": first if isinstance(first, str) and passed is False else None,
    }
