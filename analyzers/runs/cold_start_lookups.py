"""Each cold-start jit route's cache lookups, after the routes ran: read from the trace the route's process wrote
(``analyses/trace/cache_lookups``) and held against jit-cold's entries (``report/cache_lookup_match``).

The cold_start stage (``stage_cold_start``) runs every jit route under ``TORCH_TRACE`` into ``route_trace_dir``;
``run_route_lookups`` then sets each such route's ``cache_lookups`` and ``trace_logging_s`` and the section's note
that the routes were traced. jit-cold's misses are cold (its cache folders start empty), jit-warm-cache's and
jit-mega-cache's are held against jit-cold's entries; the mega-cache route's first row is its load of jit-cold's
artifacts (``mega_cache_row``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from ..analyses.trace.cache_lookups import collect_cache_lookups
from ..analyses.trace.trace_records import trace_files
from ..report.cache_lookup_match import explain_lookups
from ..report.cache_lookup_rows import lookup_row

log = logging.getLogger("compilescope.worker")

JIT_ROUTES = ("jit-cold", "jit-warm-cache", "jit-mega-cache")
ROUTE_COLD = "cold miss: this route starts with empty cache folders"
ROUTE_NONE = "cold miss: jit-cold compiled no such graph, so it left no entry to find"
TRACED_NOTE = ("the jit routes ran under TORCH_TRACE, for their cache lookups (the Cold start view's tables): its "
               "logging is part of their first output")


def traced_note(routes: list) -> str:
    """``TRACED_NOTE`` with torch's own count of the logging seconds in each traced route, where it counted."""
    counted = [f"{r['route']} {r['trace_logging_s']:.2f} s" for r in routes
               if isinstance(r, dict) and isinstance(r.get("trace_logging_s"), (int, float))]
    return TRACED_NOTE + (f" (torch's count of its own logging: {', '.join(counted)})" if counted else "")


def route_trace_dir(logs: Path, role: str) -> Path:
    """Where a cold-start route's process writes its structured trace."""
    return Path(logs) / f"{role}_trace"


def run_route_lookups(report: dict, logs: Path, portable: Callable[[str], str] | None = None) -> None:
    """``cache_lookups`` on each jit route of ``report["cold_start"]`` that left a trace in ``logs``, each route's trace
    read once. ``portable``: source paths as the report stores them (default: the run's own rule, ``report/paths``).
    Never raises: a failure is a note."""
    from ..report.paths import Portable, import_roots

    if portable is None:  # the run's source files as its report stores them
        portable = Portable.for_run((report.get("request") or {}).get("source"), import_roots()).path
    section = report.get("cold_start") if isinstance(report.get("cold_start"), dict) else {}
    here = str(report.get("run_id"))
    docs: dict[str, dict] = {}
    traced = False
    for row in section.get("routes") or []:
        role = row.get("route") if isinstance(row, dict) else None
        if role not in JIT_ROUTES or not trace_files(route_trace_dir(logs, role)):
            continue
        traced = True
        try:
            doc = docs[role] = collect_cache_lookups(route_trace_dir(logs, role), portable)
            cold = docs.get("jit-cold")
            found = explain_lookups(doc, [(here, cold, "jit-cold")] if role != "jit-cold" and cold else [], here=here,
                                    cold=ROUTE_COLD if role == "jit-cold" else ROUTE_NONE)
            if role == "jit-mega-cache":
                saved = next((r.get("mega_cache_mb") for r in section.get("routes") or []
                              if isinstance(r, dict) and r.get("route") == "jit-cold"), None)
                found["lookups"].insert(0, mega_cache_row(row, saved))
            row["cache_lookups"] = found
            if doc.get("trace_logging_s") is not None:
                row["trace_logging_s"] = doc["trace_logging_s"]
        except Exception as e:  # noqa: BLE001 - the route's figures stand without it
            log.exception("cold-start cache lookups not read")
            section.setdefault("notes", []).append(f"{role}: cache lookups not read: {type(e).__name__}: {e}"[:300])
    if traced:
        notes = [n for n in section.get("notes") or [] if not str(n).startswith(TRACED_NOTE)]
        section["notes"] = [*notes, traced_note(section.get("routes") or [])]


def mega_cache_row(route: dict, saved_mb: float | None = None) -> dict:
    """The mega-cache route's load of jit-cold's artifacts as a lookup: a hit when torch loaded any artifact (the
    FX graph, AOTAutograd, autotune and Triton entries it put in the empty cache folders), with the load's seconds."""
    loaded = route.get("mega_cache_loaded") if isinstance(route.get("mega_cache_loaded"), dict) else {}
    counts = {k: v for k, v in loaded.items() if isinstance(v, int) and v}
    phase = next((p for p in route.get("phases") or [] if isinstance(p, dict)
                  and p.get("name") == "load cache artifacts"), None)
    seconds = None
    if phase and isinstance(phase.get("start_s"), (int, float)) and isinstance(phase.get("end_s"), (int, float)):
        seconds = round(phase["end_s"] - phase["start_s"], 4)
    what = ", ".join(f"{k.removesuffix('_artifacts')} {v}" for k, v in counts.items())
    return lookup_row("all", "mega_cache", "hit" if counts else "miss",
                      key=f"jit-cold's {saved_mb} MB of artifacts" if saved_mb else None,
                      seconds=seconds, seconds_what="lookup" if seconds is not None else None,
                      reason=f"loaded jit-cold's artifacts: {what}" if counts else
                      "torch.compiler.load_cache_artifacts loaded no artifact from what jit-cold saved",
                      compared_part="jit-cold")
