"""The summary fields of a report's remedies (stdlib only): each break's cost and the fix experiments.

``remedy_summary`` adds ``cost_ms`` / ``cost_share`` to each break of the CLI's ``--json`` (None where no profile
ran) and ``fixes``: one entry per fix experiment (``workflows/fixes.py``), None where none was tried.
"""

from __future__ import annotations

FIX_FIELDS = ("change", "target", "graph_break_count_before", "graph_break_count_after", "recompiles_before",
              "recompiles_after", "speedup_before", "speedup_after", "speedup_ci_after", "numerics_passed", "verdict",
              "run_id", "status",
              # the kind of change, and compiled vs the parent's compiled
              "kind", "compiled_ms_before", "compiled_ms_after", "compiled_change", "compiled_change_ci",
              "eager_change", "eager_change_ci", "numerics_max_abs_err", "numerics_rel_err",
              # both intervals, eager between the runs, and how the compiled pair was timed: side_by_side (the
              # child's process timed the parent's configuration too, with the same run's drift) or apart (why)
              "compiled_ci_ms_before", "compiled_ci_ms_after", "eager_ms_before", "eager_ms_after",
              "eager_ci_ms_before", "eager_ci_ms_after", "timed", "timed_why", "drift",
              # the pipelined GPU time's change beside the latency's, and what limits the child's call (host | gpu)
              "gpu_time_change", "gpu_time_change_ci", "regime")


def _num(v):
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def remedy_summary(report: dict, breaks: list[dict] | None) -> dict:
    ex = report.get("explain") if isinstance(report.get("explain"), dict) else {}
    rows = [b for b in ex.get("breaks") or [] if isinstance(b, dict)] if isinstance(ex.get("breaks"), list) else []
    for out, row in zip(breaks or [], rows):
        out["cost_ms"], out["cost_share"] = _num(row.get("cost_ms")), _num(row.get("cost_share"))
    fixes = report.get("fixes") if isinstance(report.get("fixes"), dict) else None
    experiments = fixes.get("experiments") if fixes else None
    return {"fixes": [{k: f.get(k) for k in FIX_FIELDS} for f in experiments if isinstance(f, dict)]
            if isinstance(experiments, list) else None}
