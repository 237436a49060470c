"""Import a ``TORCH_TRACE`` log (file, folder, or ``.gz``) as a run, without running any model.

The run looks like any run to the dashboard: a ``compile`` section (compile ids, phases, recompiles,
cache, guards and provenance as artifacts), a ``code`` section (Inductor output modules split into
kernels) and an ``explain``-like section derived from the trace (graph breaks with file/line and a
category). ``load`` and ``benchmark`` are stage entries with status ``skipped`` and the reason: a log
holds no timing or profile of a live model.

The run folder is built under a hidden staging name and renamed into place only when complete, so a
failed or interrupted import never leaves half a run in the store.

No torch import: parsing is stdlib only (``compile_trace``, ``codegen``, ``explain.categorize``).
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import shutil
import time
import zlib
from dataclasses import asdict
from pathlib import Path

from ..analyses.compile_trace import TraceParseError, collect_compile_trace
from ..report.schema import SCHEMA_VERSION, CompileOptions, ModelSource, RunRequest, StageResult, summary_of
from ..report.store import RunStore, new_run_id

log = logging.getLogger(__name__)

NOT_LIVE = "imported from a TORCH_TRACE log: timing and profiling need a live model"
_COPY_CHUNK = 1 << 20


class ImportRefused(ValueError):
    """The path holds no structured trace we can read; the message says what to change."""


def _input_files(path: Path) -> list[Path]:
    """The log files at ``path``: the file itself, or a folder's trace logs (plain or .gz)."""
    if path.is_file():
        return [path]
    if path.is_dir():
        pats = ("dedicated_log_torch_trace_*.log", "dedicated_log_torch_trace_*.log.gz", "*.log", "*.log.gz")
        for i in range(0, len(pats), 2):
            found = sorted(set(path.glob(pats[i])) | set(path.glob(pats[i + 1])))
            found = [f for f in found if f.is_file()]
            if found:
                return found
        raise ImportRefused(f"{path} holds no *.log or *.log.gz trace file: pass the TORCH_TRACE folder or a log file")
    raise ImportRefused(f"{path} does not exist: pass a TORCH_TRACE log file or folder")


def _is_gzip(path: Path) -> bool:
    with open(path, "rb") as f:
        return f.read(2) == b"\x1f\x8b"


def _copy_log(src: Path, dst: Path) -> None:
    """Copy (and gunzip) one log into the run's artifacts; a truncated .gz keeps what was readable."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    if not _is_gzip(src):
        shutil.copyfile(src, dst)
        return
    # zlib rather than gzip.open: a cut-off .gz still yields everything before the cut
    dec = zlib.decompressobj(wbits=31)
    with open(src, "rb") as fin, open(dst, "wb") as fout:
        try:
            while chunk := fin.read(_COPY_CHUNK):
                fout.write(dec.decompress(chunk))
                while dec.eof and dec.unused_data:  # concatenated gzip members
                    rest = dec.unused_data
                    dec = zlib.decompressobj(wbits=31)
                    fout.write(dec.decompress(rest))
            fout.write(dec.flush())
        except zlib.error as e:
            fout.write(b"\n")
            raise _Truncated(f"corrupt data: {e}") from None
        if not dec.eof:
            fout.write(b"\n")  # the parser counts the cut line as unparsed
            raise _Truncated("the compressed stream ends early")


class _Truncated(Exception):
    pass


def _explain_from_trace(section: dict) -> dict:
    """The ``explain`` fields a trace can answer: graphs, breaks (with category and hint)."""
    from ..analyses.explain import categorize

    breaks: dict[tuple, dict] = {}
    for gb in section.get("graph_breaks") or []:
        reason = str(gb.get("reason") or "")
        code = ""
        stack = gb.get("user_stack") or []
        if stack and ": " in stack[-1]:
            code = stack[-1].split(": ", 1)[1]
        key = (gb.get("file") or "", gb.get("line"), reason.split("\n", 1)[0])
        if key in breaks:
            breaks[key]["count"] += 1
            continue
        category, hint = categorize(reason, code)
        breaks[key] = {
            "reason": reason, "category": category, "hint": hint, "file": gb.get("file") or "",
            "line": gb.get("line"), "code": code, "context": [], "context_start": None, "count": 1,
            "user_stack": list(stack), "compile_id": gb.get("compile_id"),
        }
    ids = section.get("compile_ids") or []
    graphs = [c for c in ids if c.get("frame_compile_id") in (0, None) and c.get("status") in ("ok", "ok_after_restart")]
    n_breaks = sum(b["count"] for b in breaks.values())
    return {
        "graph_count": len(graphs),
        "graph_break_count": n_breaks,
        "break_locations": len(breaks),
        "op_count": sum(c.get("graph_ops") or 0 for c in graphs),
        "ops_per_graph": [c.get("graph_ops") or 0 for c in graphs],
        "coverage": None,
        "breaks": list(breaks.values()),
        "seconds": None,
        "source": "trace",
        "notes": [
            ("derived from the trace: graph_count counts first compiles (frame_compile_id 0) that produced a "
             "graph; graph_break_count counts the trace's graph-break records; coverage needs a live model"),
        ],
    }


def _code_section(section: dict, staging: Path) -> dict:
    from ..analyses.codegen import language_of, split_kernels

    provenance = section.get("provenance") or []
    modules, kernels = [], []
    for i, item in enumerate(section.get("output_code") or []):
        cid = str(item.get("compile_id") or i).replace("/", "_").replace("!", "ca")
        name = f"artifacts/code/{cid}_{i}.py"
        text = item.get("text", "")
        _write(staging / name, text)
        pi = item.get("provenance_index")
        prov = provenance[pi] if pi is not None and pi < len(provenance) else None
        ks = split_kernels(text, name, prov)
        kernels.extend(asdict(k) if hasattr(k, "__dataclass_fields__") else k for k in ks)
        modules.append({"name": name, "lang": language_of(text), "compile_id": item.get("compile_id"),
                        "kernel_count": len(ks), "lines": text.count("\n") + 1,
                        "truncated": bool(item.get("truncated"))})
    return {"modules": modules, "kernels": kernels}


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _stage(name: str, status: str, seconds: float | None = None, message: str = "", notes=()) -> dict:
    st = StageResult(name, status=status, started=time.time(), seconds=seconds, message=message, notes=list(notes))
    return asdict(st)


def build_trace_report(path: Path, staging: Path, run_id: str, label: str = "") -> dict:
    """Parse the log(s) at ``path`` into a report; artifacts go under ``staging`` (the future run folder)."""
    files = _input_files(path)
    t0 = time.perf_counter()
    notes = []
    trace_dir = staging / "artifacts" / "trace"
    copied = []
    for i, f in enumerate(files):
        stem = f.name.removesuffix(".gz")
        dst = trace_dir / (stem if len(files) == 1 else f"{i:03d}_{stem}")
        try:
            _copy_log(f, dst)
        except _Truncated as e:
            notes.append(f"{f.name}: compressed file is truncated or corrupt ({e}); imported the readable part")
        except OSError as e:
            raise ImportRefused(f"cannot read {f}: {e}") from None
        copied.append(dst)
    try:
        section = collect_compile_trace(copied[0] if len(copied) == 1 else trace_dir)
    except TraceParseError as e:
        what = "no structured-trace record" if "no structured-trace record" in str(e) else str(e)
        raise ImportRefused(f"{path} is not a TORCH_TRACE log ({what}; {'; '.join(notes) or 'nothing readable'})") from None
    parse_s = time.perf_counter() - t0
    if not section.get("compile_ids") and not section.get("output_code"):
        raise ImportRefused(
            f"{path} has {section.get('records')} structured record(s) but no compile: "
            "is it a TORCH_TRACE log of a torch.compile'd program?")
    for key in ("guards", "provenance"):
        if section.get(key):
            name = f"artifacts/{key}.json"
            _write(staging / name, json.dumps(section[key]))
            section[f"{key}_artifact"] = name
    t1 = time.perf_counter()
    code = _code_section(section, staging)
    code_s = time.perf_counter() - t1
    for key in ("guards", "provenance", "output_code"):
        section.pop(key, None)
    section["trace_files"] = sorted(str(p.relative_to(staging)) for p in copied)
    section["imported_from"] = [str(f) for f in files]
    section["compile_s"] = section.get("total_s")
    unparsed = section.get("unparsed_lines") or 0
    explain = _explain_from_trace(section)
    degraded = bool(notes) or unparsed > 0 or any("md5" in n for n in section.get("notes", []))
    if unparsed:
        notes.append(f"{unparsed} line(s) of the log could not be parsed and were skipped (truncated or foreign lines)")
    backend = "inductor" if code["modules"] else "unknown"
    lang = {m["lang"] for m in code["modules"]}
    device = "cuda" if "triton" in lang else ("cpu" if lang else None)
    request = RunRequest(ModelSource("trace", str(path)), CompileOptions(), only=["explain", "compile", "code"],
                         label=label).to_dict()
    # Only what the log tells: the options of a live run (batch, iterations, ...) do not apply.
    request["options"] = {"backend": backend, "device": device}
    skipped_model = "imported from a TORCH_TRACE log: no model was loaded"
    stages = [
        _stage("load", "skipped", message=skipped_model),
        _stage("explain", "ok", 0.0, notes=explain["notes"]),
        _stage("compile", "ok", round(parse_s, 3), notes=section.get("notes", [])),
        _stage("code", "ok" if code["modules"] else "skipped", round(code_s, 3),
               message="" if code["modules"] else "the trace holds no Inductor output code"),
        _stage("benchmark", "skipped", message=NOT_LIVE),
    ]
    now = time.time()
    return {
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


def import_trace(store: RunStore, path: str | os.PathLike, label: str = "") -> dict:
    """Create a run from a trace log; returns its report. Raises ImportRefused on unusable input.

    Everything is built in ``<runs>/.import-*`` and renamed to ``<runs>/<run_id>`` at the end.
    """
    path = Path(path).expanduser().resolve()
    stem = path.name.split(".")[0] if path.is_file() else path.name
    run_id = new_run_id(label or (stem if stem.lower().startswith("trace") else f"trace-{stem}"))
    staging = store.root / f".import-{run_id}-{secrets.token_hex(2)}"
    staging.mkdir(parents=True)
    try:
        report = build_trace_report(path, staging, run_id, label)
        _write(staging / "report.json", json.dumps(report, indent=1, default=str))
        os.replace(staging, store.run_dir(run_id))
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    store.save_report(report)  # index it (and rewrite the report atomically)
    return report


def import_summary(store: RunStore, report: dict) -> dict:
    """The CLI's --json object: the run summary plus what the trace held."""
    out = summary_of(report)
    comp = report.get("compile") or {}
    out.update(
        report=str(store.report_path(report["run_id"])),
        compile_ids=len(comp.get("compile_ids") or []),
        recompiles=len(comp.get("recompiles") or []),
        trace_graph_breaks=len(comp.get("graph_breaks") or []),
        cache=comp.get("cache"),
        unparsed_lines=comp.get("unparsed_lines"),
        records=comp.get("records"),
        torch_version=comp.get("torch_version"),
    )
    return out
