"""The read-only answers an agent gets: each is the report's own figures, as ``show --json`` gives them
(``summary_of``) or as the report stores them, picked and put side by side, never computed again. Stdlib only.

Every function takes the store and the agent's arguments and returns plain data; a bad argument raises
``checks.Refused``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..cli_reports import numerics_line
from ..report.headline_lines import costliest_break, costliest_source_line
from ..report.layout_summary import layout_line
from ..report.remedy_rank import top_remedy
from ..report.repro_script import ReproRefused, repro_script
from ..report.schema import FINAL_STATUSES
from ..report.source_line_rows import profiled_unit
from ..report.store import RunStore
from ..report.summary import summary_of
from ..workflows.run_list import list_rows
from . import checks

STATUSES = ("queued", "running", *FINAL_STATUSES)
ROW_KEYS = ("run_id", "created", "status", "stage", "model", "source_kind", "label", "device", "speedup",
            "eager_ms", "compiled_ms", "compile_s", "graph_count", "graph_break_count", "kernel_count", "kind", "sweep")
# The figures Compare puts side by side, as ``show --json`` names them.
COMPARED = ("status", "model", "eager_ms", "eager_ci_ms", "compiled_ms", "compiled_ci_ms", "speedup", "speedup_ci",
            "unstable", "compile_s", "recompile_s", "graph_count", "graph_break_count", "kernel_count",
            "kernel_launches_per_forward", "coverage", "numerics_passed", "numerics_rel_err")
KERNEL_CODE_MAX = 200_000  # characters of one kernel's code answered (a template kernel can run long)


def summary(store: RunStore, report: dict) -> dict:
    """``show RUN --json``'s object for a stored run (``report``: the path of report.json), the one source of every
    figure below."""
    s = summary_of(report)
    s["report"] = str(store.report_path(report["run_id"]))
    return s


def find_runs(store: RunStore, model=None, recipe=None, label=None, status=None, limit=None) -> dict:
    """Stored runs, newest first (the index's order, as ``list`` gives them), filtered: ``model`` and ``label`` are
    parts of the name (any case), ``recipe`` a part of a recipe file's name, ``status`` one status."""
    model, recipe, label = (checks.optional_text(n, v) for n, v in (("model", model), ("recipe", recipe),
                                                                     ("label", label)))
    status = checks.optional_text("status", status)
    if status and status not in STATUSES:
        raise checks.Refused(f"status {status!r} is unknown: use one of {', '.join(STATUSES)}")
    limit = checks.top("limit", limit, 20)
    rows = list_rows(store)
    if model:
        rows = [r for r in rows if model.lower() in str(r.get("model") or "").lower()]
    if recipe:
        rows = [r for r in rows if r.get("source_kind") == "recipe"
                and recipe.lower() in Path(str(r.get("model") or "")).name.lower()]
    if label:
        rows = [r for r in rows if label.lower() in str(r.get("label") or "").lower()]
    if status:
        rows = [r for r in rows if r.get("status") == status]
    out = {"runs": [{k: r.get(k) for k in ROW_KEYS} for r in rows[:limit]], "matched": len(rows)}
    if store.index_problem:
        out["note"] = f"{store.index_problem}: listed from the report files"
    return out


def run_summary(store: RunStore, report: dict) -> dict:
    """The Overview's story of one run in figures: the findings, the speedup with its interval, the breaks and the
    costliest one, the verified fix, the costliest line of source, numerics."""
    s = summary(store, report)
    findings = [x for x in (s.get("not_captured"), layout_line(s)) if x]
    if s.get("numerics_passed") is False:
        findings.append(f"numerics: {numerics_line(s)}")
    err = report.get("error") if isinstance(report.get("error"), dict) else None
    if err and s.get("status") in ("failed", "partial", "cancelled"):
        findings.append(f"run {s['status']} at stage {err.get('stage')}: {err.get('message')}")
    line = costliest_line(s)
    keys = ("run_id", "status", "model", "eager_ms", "eager_ci_ms", "compiled_ms", "compiled_ci_ms", "speedup",
            "speedup_ci", "speedup_divided", "pipelined_speedup", "pipelined_speedup_ci", "unstable", "unstable_reasons", "compile_s",
            "graph_count", "graph_break_count", "coverage_text", "kernel_count", "numerics_passed", "report")
    return {
        **{k: s.get(k) for k in keys},
        "label": (report.get("request") or {}).get("label") or "",
        "findings": findings,
        "costliest_break": costliest_break(s),
        "verified_fix": verified_fix(report, s),
        "costliest_line": line,
        "costliest_line_note": None if line else not_recorded(s.get("source_lines"), "time per source line",
                                                                "source_lines"),
    }


def verified_fix(report: dict, s: dict) -> dict | None:
    """The best verified fix experiment (``remedy_rank.top_remedy``, the Overview's sentence): its row of
    ``show --json``'s ``fixes`` and how it stands (gain, interval, numerics); None when no experiment was one."""
    best = top_remedy(report)
    if not best:
        return None
    row = next((f for f in s.get("fixes") or [] if f.get("run_id") == best["run_id"]), None)
    return {"fix": row, **{k: best[k] for k in ("change", "kind", "run_id", "gain", "gain_ci", "basis", "standing")}}


def costliest_line(s: dict) -> dict | None:
    """The line of source with the most compiled kernel time (the Overview's and Source view's pick; ``show``'s
    first lines name the same), as its row of ``show --json``'s ``source_lines``."""
    return costliest_source_line(s)


def not_recorded(value: Any, what: str, analysis: str) -> str | None:
    return None if value else f"this run recorded no {what} (its {analysis} analysis did not run or found none)"


def breaks(store: RunStore, report: dict) -> dict:
    """Each graph break as ``show --json`` gives it (place, category, reason, our hint, count, call chains, cost),
    with what the report keeps beside it: the source line, the call chain, torch's registry id, explanation, hints
    and public page, and the command that writes its repro script."""
    s = summary(store, report)
    rows = (report.get("explain") or {}).get("breaks") or []
    extra = ("code", "call_chain", "gb_type", "doc_url", "dynamo_explanation", "dynamo_hints", "library_file",
             "library_line", "first_call_only")
    out = []
    for n, (b, raw) in enumerate(zip(s.get("breaks") or [], [r for r in rows if isinstance(r, dict)]), 1):
        out.append({"n": n, **b, **{k: raw.get(k) for k in extra},
                    "repro": f"python -m analyzers repro {report['run_id']} --break {n}"})
    return {"run_id": report["run_id"], "graph_count": s.get("graph_count"),
            "graph_break_count": s.get("graph_break_count"), "not_captured": s.get("not_captured"),
            "recompiles": s.get("recompiles"), "breaks": out, "fixes": s.get("fixes")}


def break_repro(store: RunStore, report: dict, n: Any) -> dict:
    """The standalone script that stops at break ``n`` (``repro RUN --break N``)."""
    n = checks.top("break_n", n, 1)
    try:
        return {"run_id": report["run_id"], "break_n": n, "script": repro_script(report, n)}
    except ReproRefused as e:
        raise checks.Refused(str(e)) from None


def source_lines(store: RunStore, report: dict, top=None) -> dict:
    """The ``top`` lines of source by compiled kernel time (``show --json``'s ``source_lines`` rows, in its
    order) and the share of kernel time placed on a line."""
    s = summary(store, report)
    rows = s.get("source_lines")
    n = checks.top("top", top, 10)
    return {"run_id": report["run_id"], "per": profiled_unit(report), "lines": (rows or [])[:n],
            "line_count": len(rows or []), "coverage": s.get("source_lines_coverage"),
            "note": not_recorded(rows, "time per source line", "source_lines")}


def kernels(store: RunStore, report: dict, top=None) -> dict:
    """The generated kernels (the code section's rows) and the profiled kernels of each side by time (the
    profile's kernel tables), with ``show --json``'s counts."""
    s = summary(store, report)
    n = checks.top("top", top, 20)
    code = (report.get("code") or {}).get("kernels") or []
    profile = report.get("profile") or {}
    timed = {m: ((profile.get(m) or {}).get("kernel_table") or [])[:n] for m in ("eager", "compiled")}
    return {"run_id": report["run_id"], "kernel_count": s.get("kernel_count"),
            "kernel_launches_per_forward": s.get("kernel_launches_per_forward"),
            "distinct_kernels_launched": s.get("distinct_kernels_launched"), "generated": code[:n],
            "generated_total": len(code), "timed": timed if any(timed.values()) else None,
            "note": None if code else "this run recorded no generated code (its code analysis did not run)"}


def kernel_code(store: RunStore, report: dict, kernel: Any) -> dict:
    """One generated kernel's source, its lines cut from its output module as the Generated code view cuts them."""
    name = checks.text("kernel", kernel, checks.NAME_MAX)
    rows = [k for k in (report.get("code") or {}).get("kernels") or [] if isinstance(k, dict)]
    k = next((k for k in rows if k.get("name") == name), None)
    if k is None:
        known = ", ".join(str(k.get("name")) for k in rows[:5]) or "none: its code analysis did not run"
        raise checks.Refused(f"run {report['run_id']} has no generated kernel {name!r}: its kernels are {known}"
                             + (f" and {len(rows) - 5} more (the kernels tool lists them)" if len(rows) > 5 else ""))
    try:
        text = store.artifact_path(report["run_id"], str(k.get("module"))).read_text(encoding="utf-8",
                                                                                      errors="replace")
    except (OSError, LookupError) as e:
        raise checks.Refused(f"the output module of {name} cannot be read: {e}") from None
    s, e = k.get("start_line"), k.get("end_line")
    lines = text.splitlines()
    code = "\n".join(lines[s - 1:e]) if isinstance(s, int) and isinstance(e, int) and 1 <= s <= e else text
    return {"run_id": report["run_id"], **{x: k.get(x) for x in ("name", "kind", "lang", "module", "start_line",
                                                                  "end_line", "fused_ops", "source_nodes")},
            "code": code[:KERNEL_CODE_MAX], "cut": len(code) > KERNEL_CODE_MAX}


def numerics(store: RunStore, report: dict) -> dict:
    """Compiled against eager: ``show --json``'s verdict, worst error, first module and culprit, ``show``'s line,
    and the stage's tolerance, bisection and budget as the report keeps them."""
    s = summary(store, report)
    num = report.get("numerics") if isinstance(report.get("numerics"), dict) else {}
    keys = ("numerics_passed", "numerics_rel_err", "numerics_culprit", "numerics_first_module")
    return {"run_id": report["run_id"], **{k: s.get(k) for k in keys},
            "verdict": numerics_line(s) if s.get("numerics_passed") is not None else None,
            **{k: num.get(k) for k in ("max_abs_err", "tolerance", "first_module", "bisection", "budget_s")},
            "note": None if s.get("numerics_passed") is not None else
            "this run compared no outputs (its numerics and benchmark analyses did not run)"}


def cache_lookups(store: RunStore, report: dict) -> dict:
    """Each compile cache lookup and why it missed (``show --json``'s ``cache_lookups``), where the run recorded
    them; the compile stage's hit and miss counts beside."""
    s = summary(store, report)
    rows = s.get("cache_lookups")
    cache = (report.get("compile") or {}).get("cache")
    return {"run_id": report["run_id"], "cache_lookups": rows, "counts": cache if isinstance(cache, dict) else None,
            "note": None if rows else "this run recorded no cache lookups (recorded by runs of a CompileScope that "
                                      "keeps them; run it again to have them)"}


def cold_start(store: RunStore, report: dict) -> dict:
    """Each cold-start route (first output, steady latency, numerics) and the compile-time changes tried, ranked
    with their verdicts (``show --json``'s ``cold_start`` and ``compile_changes``)."""
    s = summary(store, report)
    skipped = ((report.get("cold_start") or {}).get("changes") or {}).get("skipped")
    return {"run_id": report["run_id"], "routes": s.get("cold_start"), "compile_changes": s.get("compile_changes"),
            "not_tried": skipped,
            "note": None if s.get("cold_start") else "this run timed no cold start: run it with the cold-start command "
                                                     "(--try-compile-changes adds the compile-time changes)"}


def compare(store: RunStore, a: dict, b: dict) -> dict:
    """Two runs side by side: ``show --json``'s headline figures of each, and the compile options that differ."""
    sa, sb = summary(store, a), summary(store, b)
    oa = (a.get("request") or {}).get("options") or {}
    ob = (b.get("request") or {}).get("options") or {}
    return {"runs": [a["run_id"], b["run_id"]], "figures": {k: [sa.get(k), sb.get(k)] for k in COMPARED},
            "options_differ": {k: [oa.get(k), ob.get(k)] for k in sorted(set(oa) | set(ob)) if oa.get(k) != ob.get(k)},
            "source_differ": [(a.get("request") or {}).get("source"), (b.get("request") or {}).get("source")]
            if (a.get("request") or {}).get("source") != (b.get("request") or {}).get("source") else None,
            "verified_fix": [verified_fix(a, sa), verified_fix(b, sb)]}
