"""One TORCH_TRACE log -> one run's report (built in a staging folder; ``import_trace`` puts it in the store).

The run looks like any run to the dashboard: a ``compile`` section (compile ids with every attempt, compiles
outside any Dynamo frame, phases, recompiles, cache, guards, export issues; guards, provenance, export
programs and the compile-time events as artifacts), a ``code`` section (Inductor output modules and
AOTInductor's C++ split into kernels) and an ``explain``-like section derived from the trace (graph breaks
with file/line and a category). ``load`` and ``benchmark`` are stage entries with status ``skipped`` and the
reason: a log holds no timing or profile of a live model.

No torch import: parsing is stdlib only (``compile_trace``, ``codegen``, ``aot_code``, ``explain.categorize``).
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import asdict
from pathlib import Path

from ..analyses.trace.compile_trace import TraceParseError, collect_compile_trace
from ..report.paths import Portable, portable_compile_paths
from ..report.schema import SCHEMA_VERSION, CompileOptions, ModelSource, RunRequest, StageResult

log = logging.getLogger(__name__)

NOT_LIVE = "imported from a TORCH_TRACE log: timing and profiling need a live model"
NO_COMPILE = ("the log holds {n} structured record(s) but no compile (no Dynamo frame, no Inductor or AOTInductor "
              "output): imported with what it has")
_AOT_SUFFIX = {"aot_wrapper": "wrapper.cpp", "aot_kernel": "kernel.cpp", "aot_header": "header.h"}
_KEPT_BAD_PAYLOADS = 100


class ImportRefused(ValueError):
    """The path holds no structured trace we can read; the message says what to change."""


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _explain_from_trace(section: dict) -> dict:
    """The ``explain`` fields a trace can answer: graphs, breaks (as a live run files them: torch's registry
    id, category, Dynamo's explanation and hints, the frame to blame with the library line beside it, one row
    per place with its count of distinct call chains)."""
    from ..analyses.breaks.break_records import merge_sightings, trace_sightings

    rows = merge_sightings(trace_sightings(section.get("graph_breaks") or [], source="compile"))
    for row in rows:
        _keep_context_only_if_it_matches(row)
    n_breaks = sum(int(b.get("count") or 1) for b in rows)
    ids = section.get("compile_ids") or []
    graphs = [c for c in ids if c.get("frame_compile_id") in (0, None) and c.get("status") in ("ok", "ok_after_restart")]
    return {
        "graph_count": len(graphs),
        "graph_break_count": n_breaks,
        "break_locations": len(rows),
        "op_count": sum(c.get("graph_ops") or 0 for c in graphs),
        "ops_per_graph": [c.get("graph_ops") or 0 for c in graphs],
        "coverage": None,
        "breaks": rows,
        "seconds": None,
        "source": "trace",
        "notes": [
            ("derived from the trace: graph_count counts first compiles (frame_compile_id 0) that produced a "
             "graph; graph_break_count counts the distinct call chains of the trace's graph-break records (the "
             "Compile page lists every record); coverage needs a live model"),
        ],
    }


def _keep_context_only_if_it_matches(row: dict) -> None:
    """The lines around a break come from this machine's copy of the file: keep them only where its line is
    the one the recording machine logged (another version of the file would show the wrong code)."""
    ctx, start, line, code = row.get("context") or [], row.get("context_start"), row.get("line"), row.get("code")
    if not ctx or not isinstance(start, int) or not isinstance(line, int):
        return
    here = ctx[line - start].strip() if 0 <= line - start < len(ctx) else None
    if not code or here != str(code).strip():
        row["context"], row["context_start"] = [], None


def _module_name(item: dict, i: int) -> str:
    kind = item.get("kind") or "output_code"
    if kind in _AOT_SUFFIX:
        group = item.get("group", i)
        return f"artifacts/code/aot_{group}_{_AOT_SUFFIX[kind]}"
    cid = item.get("compile_id")
    cid = "nocid" if cid is None else str(cid).replace("/", "_").replace("!", "ca")
    return f"artifacts/code/{cid}_{i}.py"


def _aot_groups(code: list[dict]) -> None:
    """Number the AOTInductor dumps of one compile alike (a wrapper, then its kernel file and header)."""
    group = -1
    for i, item in enumerate(code):
        if item.get("kind") == "aot_wrapper":
            group = i
        if item.get("kind") in _AOT_SUFFIX:
            item["group"] = group if group >= 0 else i


def _code_section(section: dict, staging: Path) -> dict:
    from ..analyses.codegen.aot_code import split_aot_kernels
    from ..analyses.codegen.codegen import language_of, split_kernels

    provenance = section.get("provenance") or []
    code = section.get("output_code") or []
    _aot_groups(code)
    names = [_module_name(item, i) for i, item in enumerate(code)]
    modules, kernels = [], []
    for i, item in enumerate(code):
        text, kind = item.get("text", ""), item.get("kind") or "output_code"
        _write(staging / names[i], text)
        if kind == "output_code":
            pi = item.get("provenance_index")
            prov = provenance[pi] if pi is not None and pi < len(provenance) else None
            ks = split_kernels(text, names[i], prov)
            lang = language_of(text)
        elif kind == "aot_wrapper":
            kfile = next((j for j, o in enumerate(code) if o.get("kind") == "aot_kernel"
                          and o.get("group") == item.get("group")), None)
            ks = split_aot_kernels(text, names[i], code[kfile]["text"] if kfile is not None else "",
                                   names[kfile] if kfile is not None else "", provenance)
            lang = "cpp"
        else:  # the kernel file's kernels are listed with its wrapper; a header has none
            ks, lang = [], "cpp"
        kernels.extend(asdict(k) for k in ks)
        modules.append({"name": names[i], "lang": lang, "kind": kind, "compile_id": item.get("compile_id"),
                        "attempt": item.get("attempt"), "kernel_count": len(ks), "lines": text.count("\n") + 1,
                        "truncated": bool(item.get("truncated")), "md5_mismatch": bool(item.get("md5_mismatch"))})
    for m in modules:  # kernels defined in an AOT kernel file count there
        if m["kind"] == "aot_kernel":
            m["kernel_count"] = sum(1 for k in kernels if k["module"] == m["name"])
    return {"modules": modules, "kernels": kernels}


def _stage(name: str, status: str, seconds: float | None = None, message: str = "", notes=()) -> dict:
    st = StageResult(name, status=status, started=time.time(), seconds=seconds, message=message, notes=list(notes))
    return asdict(st)


def _artifacts(section: dict, staging: Path) -> None:
    """Large or raw parts of the section become artifacts: guards, provenance, export programs, events."""
    for key in ("guards", "provenance"):
        if section.get(key):
            name = f"artifacts/{key}.json"
            _write(staging / name, json.dumps(section[key]))
            section[f"{key}_artifact"] = name
    export = section.get("export")
    if export and export.get("programs"):
        names = []
        for i, text in enumerate(export["programs"]):
            names.append(f"artifacts/export/program_{i}.txt")
            _write(staging / names[-1], text)
        export["programs"] = names
    events = section.pop("compile_events", None)
    if events:
        section["events_artifact"] = "artifacts/compile_events.json"
        _write(staging / section["events_artifact"], json.dumps(events))


def build_trace_report(log_file: Path, staging: Path, run_id: str, label: str = "", notes=(),
                       source: str | None = None) -> dict:
    """Parse one log (already copied under ``staging``) into a report whose artifacts are under ``staging``.

    Args:
        log_file: The readable copy of the log (plain text) inside ``staging``.
        staging: The future run folder.
        run_id: The run's id.
        label: The run's label.
        notes: Notes of the copy (a truncated .gz, ...); any makes the run ``partial``.
        source: What the user named (shown as the run's source); default ``log_file``.

    Raises:
        ImportRefused: when the file has no structured-trace record at all.
    """
    t0 = time.perf_counter()
    notes = list(notes)
    try:
        section = collect_compile_trace(log_file, keep_events=True)
    except TraceParseError as e:
        what = "no structured-trace record" if "no structured-trace record" in str(e) else str(e)
        raise ImportRefused(f"{source or log_file} is not a TORCH_TRACE log ({what}; "
                            f"{'; '.join(notes) or 'nothing readable'})") from None
    parse_s = time.perf_counter() - t0
    if not section.get("compile_ids") and not section.get("output_code") and not section.get("outside_frame"):
        section["notes"].append(NO_COMPILE.format(n=section.get("records")))
    _artifacts(section, staging)
    t1 = time.perf_counter()
    code = _code_section(section, staging)
    code_s = time.perf_counter() - t1
    for key in ("guards", "provenance", "output_code"):
        section.pop(key, None)
    section["bad_payloads"] = (section.get("bad_payloads") or [])[:_KEPT_BAD_PAYLOADS]
    section["trace_files"] = [str(log_file.relative_to(staging))]
    section["imported_from"] = [source or str(log_file)]
    section["compile_s"] = section.get("total_s")
    unparsed = section.get("unparsed_lines") or 0
    # A production job's log names its machine's folders: stored from the package on (``report/paths.py``).
    portable_compile_paths(section, Portable(), str(staging))
    explain = _explain_from_trace(section)
    if unparsed:
        notes.append(f"{unparsed} line(s) of the log could not be parsed and were skipped (truncated or foreign lines)")
    if section["bad_payloads"]:
        notes.append(next(n for n in section["notes"] if "md5" in n))
    degraded = bool(notes)
    backend = "inductor" if code["modules"] else "unknown"
    lang = {m["lang"] for m in code["modules"]} | {k["lang"] for k in code["kernels"]}
    device = "cuda" if "triton" in lang else ("cpu" if lang else None)
    request = RunRequest(ModelSource("trace", source or str(log_file)), CompileOptions(),
                         only=["explain", "compile", "code"], label=label).to_dict()
    # Only what the log tells: the options of a live run (batch, iterations, ...) do not apply.
    request["options"] = {"backend": backend, "device": device}
    stages = [
        _stage("load", "skipped", message="imported from a TORCH_TRACE log: no model was loaded"),
        _stage("explain", "ok", 0.0, notes=explain["notes"]),
        _stage("compile", "ok", round(parse_s, 3), notes=section.get("notes", [])),
        _stage("code", "ok" if code["modules"] else "skipped", round(code_s, 3),
               message="" if code["modules"] else "the trace holds no Inductor or AOTInductor output code"),
        _stage("benchmark", "skipped", message=NOT_LIVE),
    ]
    now = time.time()
    report = {
        "schema_version": SCHEMA_VERSION,
        "run_id": run_id,
        "kind": "trace",
        "created": now,
        "started": now,
        "finished": now,
        "status": "partial" if degraded else "ok",
        "request": request,
        "stages": stages,
        "environment": {"torch": section.get("torch_version"), "source": "trace log (machine unknown)"},
        "explain": explain,
        "compile": section,
        "code": code,
        "not_available": {"benchmark": NOT_LIVE, "profile": NOT_LIVE},
        "notes": notes + [NOT_LIVE],
    }
    _gpu_layer(report, log_file, staging)
    if degraded:  # a partial import says what is missing where the dashboard looks for a run's failure
        report["error"] = {"stage": "compile", "message": "; ".join(notes), "traceback": ""}
    return report


def _gpu_layer(report: dict, log_file: Path, staging: Path) -> None:
    """What the log holds of CUDA graphs and autotuning; a failure here is a note, not a failed import."""
    from ..analyses.gpu_layer.account import collect_gpu_layer

    try:
        report["cudagraphs"], report["autotune"] = collect_gpu_layer(report, [], run_dir=staging, trace_dir=log_file,
                                                                     imported=True)
    except Exception as e:  # noqa: BLE001
        report["notes"].append(f"CUDA graphs / autotuning account not made: {type(e).__name__}: {e}"[:300])
