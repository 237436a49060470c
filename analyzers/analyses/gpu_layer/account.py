"""Both accounts of a run at once: ``report["cudagraphs"]`` and ``report["autotune"]``.

``collect_gpu_layer`` is called by the worker after compile, benchmark and profile (each adds to what is known;
the trace's facts come from the compile stage's own pass over it, then from what was appended to it since), by
``rederive_gpu_layer`` for a stored run folder (its ``artifacts/gpu_layer.jsonl``, trace and code), and by the trace
import (a TORCH_TRACE log alone: whatever of both it holds).
"""

from __future__ import annotations

import json
from pathlib import Path

from .autotune import collect_autotune, tuning_asked
from .cudagraphs import collect_cudagraphs
from .trace_facts import TraceFactsReader, collect_trace_facts
from .watch import load_records

RECORDS_ARTIFACT = "artifacts/gpu_layer.jsonl"


def cudagraphs_asked(options: dict) -> str | None:
    """Why the run uses CUDA graphs (``mode reduce-overhead``, ``backend cudagraphs`` ...), else None."""
    if options.get("backend") == "cudagraphs":
        return "backend cudagraphs"
    if options.get("backend", "inductor") == "inductor" and options.get("mode") in ("reduce-overhead", "max-autotune"):
        return f"mode {options['mode']}"
    cfg = options.get("inductor_config") or {}
    if cfg.get("triton.cudagraphs"):
        return "Inductor config triton.cudagraphs"
    return None


def last_counters(records: list[dict]) -> dict:
    for r in reversed(records):
        if r.get("channel") == "counters":
            try:
                got = json.loads(r.get("msg") or "{}")
            except ValueError:
                continue
            return got if isinstance(got, dict) else {}
    return {}


def _code(report: dict, run_dir: Path | None) -> list[tuple[str, str]]:
    out = []
    for m in ((report.get("code") or {}).get("modules") or []):
        name = m.get("name") if isinstance(m, dict) else None
        if not name or run_dir is None:
            continue
        path = (run_dir / name).resolve()
        if run_dir.resolve() not in path.parents:  # a report names files inside its own folder only
            continue
        try:
            out.append((name, path.read_text(encoding="utf-8", errors="replace")))
        except OSError:
            continue
    return out


def collect_gpu_layer(report: dict, records: list[dict], *, run_dir: Path | None, trace_dir: Path | None = None,
                      pool_bytes: int | None = None, notes=(), records_artifact: str | None = None,
                      imported: bool = False, facts_reader: TraceFactsReader | None = None) -> tuple[dict, dict]:
    """``(cudagraphs, autotune)`` sections of ``report``, from the watch's records, the trace and the profile.
    ``imported``: a TORCH_TRACE log alone, whose options are unknown: what it holds says what was asked.
    ``facts_reader``: the trace's facts as far as a pass read it (the compile stage's): only what was appended since
    is read; without it the whole trace is."""
    options = ((report.get("request") or {}).get("options")) or {}
    trace_dir = trace_dir if trace_dir is not None else (run_dir / "artifacts" / "trace" if run_dir else None)
    facts = facts_reader.read_new(trace_dir) if facts_reader is not None else collect_trace_facts(trace_dir)
    profile = report.get("profile") if isinstance(report.get("profile"), dict) else None
    counters = last_counters(records)
    cg_why = cudagraphs_asked(options)
    cg = collect_cudagraphs(asked=bool(cg_why), why=cg_why, records=records, facts=facts,
                            counters={k: v for k, v in counters.items() if "cudagraph" in k},
                            profile=profile, pool_bytes=pool_bytes)
    cache = ((report.get("compile") or {}).get("cache") or {})
    cache = cache if isinstance(cache, dict) else {}
    fx = ((cache.get("by_kind") or {}).get("fx_graph") or {}).get("hit") if isinstance(cache.get("by_kind"), dict) else None
    watched = any(r.get("channel") == "counters" for r in records)
    at = collect_autotune(why=tuning_asked(options), records=records, facts=facts, code=_code(report, run_dir),
                          profile=profile, cache_hits=cache.get("hits"), counters=counters if watched else None,
                          fx_hits=fx or (counters.get("fxgraph_cache_hit") if watched else None) or None)
    if imported and at["ops"]:  # an imported trace: its events say it tuned
        at.update(asked=True, why="the trace holds autotuning events")
    if imported and (cg["skips"] or cg["partitions"]):
        cg.update(asked=True, why="the trace holds CUDA graph decisions")
    if imported:
        note = ("imported from a TORCH_TRACE log: autotuning winners and choice counts, CUDA graph skip reasons and "
                "autotuning time are what its compilation metrics and chromium events hold; every candidate's time, "
                "partitions and recordings are logged elsewhere (the watch of a live run)")
        at["notes"].append(note)
    source = {"records": len(records), "records_artifact": records_artifact, "trace_files": facts.get("files"),
              "notes": list(notes)}
    cg["source"] = source
    at["source"] = source
    return cg, at


def rederive_gpu_layer(run_dir: Path | str) -> dict:
    """Recompute both sections of a stored run from its own files; returns the updated report (not saved)."""
    run_dir = Path(run_dir)
    report = json.loads((run_dir / "report.json").read_text(encoding="utf-8"))
    records = load_records(run_dir / RECORDS_ARTIFACT)
    prev = report.get("cudagraphs") or {}
    cg, at = collect_gpu_layer(report, records, run_dir=run_dir, pool_bytes=prev.get("pool_bytes"),
                               notes=((prev.get("source") or {}).get("notes") or []),
                               records_artifact=RECORDS_ARTIFACT if records else None)
    report["cudagraphs"], report["autotune"] = cg, at
    return report
