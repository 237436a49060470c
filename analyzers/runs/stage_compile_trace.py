"""The compile stage's one pass over its structured trace: the compile section and the cache lookups, read together.

``read_compile_trace`` reads each trace file once: ``collect_compile_trace`` feeds every record it reads to a
``LookupReader`` too (``analyses/trace/cache_lookups``), and to a ``TraceFactsReader``
(``analyses/gpu_layer/trace_facts``) kept as ``run.state["trace_facts"]``: the GPU layer's account after compile,
benchmark and profile reads only what torch appended to the trace since (``stage_gpu_layer``).
``explain_compile_lookups`` then holds each lookup against the earlier runs of the same model in the store
(``report/cache_lookup_match``) and saves the key components as the run's ``KEYS_ARTIFACT`` (what a later run diffs);
the result is the report's ``compile.cache_lookups``.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..analyses.gpu_layer.trace_facts import TraceFactsReader
from ..analyses.trace.cache_lookups import LookupReader, compact_keys
from ..analyses.trace.compile_trace import collect_compile_trace
from ..report.cache_lookup_match import KEYS_ARTIFACT, earlier_keys, explain_lookups, keys_meta
from .run_context import Run

log = logging.getLogger("compilescope.worker")


def read_compile_trace(run: Run, trace_dir: Path, portable: Callable[[str], str] | None = None,
                       notes: list[str] | None = None) -> tuple[dict, dict | None]:
    """The compile section of ``trace_dir`` (``collect_compile_trace``) and, gathered in the same pass, its cache
    lookups explained (``explain_compile_lookups``; None where they could not be). The GPU layer's trace facts, from
    the same pass, go to ``run.state["trace_facts"]``.

    Args:
        run: The run whose compile traced: its store and report (the earlier runs, the keys artifact).
        trace_dir: The compile's ``TORCH_TRACE`` folder.
        portable: Source paths as the report stores them (the run's rule, ``report/paths``).
        notes: The stage's notes: a lookup failure is one.

    Raises:
        TraceParseError: as ``collect_compile_trace`` (no file, or no record in it).
    """
    lookups, facts = LookupReader(portable), TraceFactsReader()
    section = collect_compile_trace(trace_dir, lookups=lookups, facts=facts)
    run.state["trace_facts"] = facts
    doc = lookups.doc(section.get("log_files") or [])
    return section, explain_compile_lookups(run.store, run.report, doc, notes)


def explain_compile_lookups(store: Any, report: dict, doc: dict, notes: list[str] | None = None) -> dict | None:
    """A run's lookups (``LookupReader.doc``), each miss explained against the earlier runs of the same model in the
    store (``report/cache_lookup_match.explain_lookups``); the key components saved as its ``KEYS_ARTIFACT``. Never
    raises: a failure is a note and None."""
    try:
        doc = compact_keys(doc)
        doc["meta"] = keys_meta(report)
        section = explain_lookups(doc, earlier_keys(store, report), here=str(report.get("run_id")))
        store.save_artifact(report["run_id"], KEYS_ARTIFACT, json.dumps(doc))
        section["artifact"] = KEYS_ARTIFACT
        return section
    except Exception as e:  # noqa: BLE001 - the compile section stands without it
        log.exception("cache lookups not explained")
        if notes is not None:
            notes.append(f"cache lookups not explained: {type(e).__name__}: {e}"[:300])
        return None
