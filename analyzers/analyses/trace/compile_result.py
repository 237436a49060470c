"""The compile section a structured trace gives, assembled from ``compile_trace``'s accumulator.

Compile ids with their attempts, attempts outside any Dynamo frame, totals, recompiles (artifacts, else the
metrics' reason, else a ``frame_compile_id > 0``), graph breaks (artifacts, else restart reasons), caches
(artifacts, else the metrics' counters) and the notes that say where each figure came from.
"""

from __future__ import annotations

from typing import Any

from .compile_attempts import PHASES, attempt_summary, compile_summary

_SHOWN_BAD_PAYLOADS = 5


def trace_result(acc: Any) -> dict:
    """The JSON-able summary of ``acc`` (a ``compile_trace._Acc`` that has read every record)."""
    compile_ids, totals = [], {p: 0.0 for p in PHASES}
    total_s, phase_src = 0.0, set()
    for e in acc.compiles.values():
        if e["frame_id"] is None and e["frame_compile_id"] is None and not any(a["fwd"] for a in e["attempts"]):
            continue  # compiled-autograd-only ids have no Dynamo frame of their own
        compile_ids.append(compile_summary(e))
    outside = [attempt_summary(a, outside=True) for a in acc.outside]
    for entry in [a for c in compile_ids for a in c["attempts"]] + outside:
        if entry["phases"]:
            phase_src.add(entry["phases_source"])
            for p in PHASES:
                totals[p] += entry["phases"][p]
        total_s += entry["seconds"] or 0.0
    metrics = [b for e in acc.compiles.values() for a in e["attempts"] for b in [a["fwd"], *a["bwd"]] if b]
    metrics += [b for a in acc.outside for b in [a["fwd"], *a["bwd"]] if b]
    guards = {}
    for cid in list(acc.guards_json) + [c for c in acc.guards_tree if c not in acc.guards_json]:
        guards[cid] = acc.guards_json.get(cid) or acc.guards_tree.get(cid, [])
    return {
        "compile_ids": compile_ids,
        "outside_frame": outside,
        "phases": {p: round(v, 6) for p, v in totals.items()},
        "total_s": round(total_s, 6),
        "trace_logging_s": trace_logging_s(metrics),
        "recompiles": _recompiles(acc.recompiles, compile_ids, acc.compiles),
        "graph_breaks": acc.graph_breaks or _restart_breaks(acc.compiles),
        "cache": _cache(acc.cache_events, metrics),
        "guards": guards,  # an artifact in a stored report; what the guard list shows
        "guards_checked": {cid: len(g) for cid, g in guards.items()},  # report/figures.py: guards checked per call
        "export": acc.export.result(),
        "output_code": acc.output_code,
        "provenance": acc.provenance,
        "compile_events": acc.events,
        "rank": acc.rank,
        "torch_version": (acc.torch_version or {}).get("pytorch_version")
        or next((b.get("pytorch_version") for b in metrics if b.get("pytorch_version")), None),
        "records": acc.stats["records"],
        "unparsed_lines": acc.stats["unparsed_lines"],
        "bad_payloads": acc.bad_payloads,
        "notes": _notes(acc, phase_src, outside),
    }


def trace_logging_s(metrics: list[dict]) -> float | None:
    """Seconds the structured trace's own logging took inside the compiles: torch's count
    (``compilation_metrics.structured_logging_overhead_s``, kept per compile id and growing over its attempts in one
    process, so the largest per id), summed over the ids. A lower bound: work torch does only because a trace is on,
    outside its logging calls, is not in it. None where this torch does not count it."""
    per_id: dict[str, float] = {}
    for i, b in enumerate(metrics):
        v = b.get("structured_logging_overhead_s")
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            cid = b.get("compile_id") or f"no id {i}"  # a count with no compile id stands alone
            per_id[str(cid)] = max(per_id.get(str(cid), 0.0), float(v))
    return round(sum(per_id.values()), 6) if per_id else None


def _notes(acc: Any, phase_src: set, outside: list[dict]) -> list[str]:
    notes = list(acc.notes)
    bad = acc.bad_payloads
    if bad:
        named = "; ".join(
            f"line {b['line']} ({b['event']}{' ' + b['name'] if b['name'] else ''}"
            f"{', ' + b['compile_id'] if b['compile_id'] else ''})" for b in bad[:_SHOWN_BAD_PAYLOADS]
        )
        more = f" and {len(bad) - _SHOWN_BAD_PAYLOADS} more" if len(bad) > _SHOWN_BAD_PAYLOADS else ""
        notes.append(f"{len(bad)} payload(s) did not match their md5 (edited or truncated): {named}{more}")
    if acc.stats["crlf_lines"]:
        notes.append(f"{acc.stats['crlf_lines']} CRLF line end(s) read as LF (the log went through a CRLF tool)")
    if acc.stats["other_rank"]:
        notes.append(f"{acc.stats['other_rank']} record(s) of ranks other than rank {acc.rank} skipped")
    if acc.runtime_metrics:
        notes.append(f"{acc.runtime_metrics} runtime compilation_metrics record(s) not counted in compile time")
    if not acc.provenance:
        notes.append("no inductor provenance artifacts in the trace (provenance tracking off or unsupported)")
    repeated = sum(1 for e in acc.compiles.values() if len(e["attempts"]) > 1)
    if repeated:
        notes.append(f"{repeated} compile id(s) compiled more than once (torch._dynamo.reset() or a new process "
                     "in the same log): every attempt is kept and counted in compile time")
    if outside:
        unsplit = [a for a in outside if a["seconds"] is not None and not a["phases"]]
        notes.append(f"{len(outside)} compile(s) outside any Dynamo frame (AOTInductor / export: metrics with no "
                     "compile id), counted in compile time"
                     + (f"; {len(unsplit)} with start and end times only, not split by phase" if unsplit else ""))
    if phase_src:
        notes.append("phase seconds from " + " and ".join(sorted(phase_src)))
    return notes


def _recompiles(recorded: list[dict], compile_ids: list[dict], compiles: dict) -> list[dict]:
    out = list(recorded)
    seen = {r["compile_id"] for r in out}
    for c in compile_ids:
        if c["id"] in seen or not isinstance(c["frame_compile_id"], int) or c["frame_compile_id"] == 0:
            continue
        fwd = next((a["fwd"] for a in compiles[c["id"]]["attempts"] if a["fwd"]), None) or {}
        reason = fwd.get("recompile_reason")
        out.append({
            "compile_id": c["id"],
            "reason": reason or "unknown (no recompile_reasons artifact)",
            "source": "compilation_metrics" if reason else "frame_compile_id",
        })
    return out


def _restart_breaks(compiles: dict) -> list[dict]:
    out = []
    for cid, e in compiles.items():
        for a in e["attempts"]:
            b = a["fwd"] or {}
            for r in b.get("restart_reasons") or []:
                out.append({"compile_id": cid, "attempt": None, "reason": str(r), "gb_type": "",
                            "file": b.get("fail_user_frame_filename") or "",
                            "line": b.get("fail_user_frame_lineno"), "user_stack": [],
                            "source": "compilation_metrics.restart_reasons"})
    return out


def _cache(events: list[tuple[str, str]], metrics: list[dict]) -> dict:
    by_kind: dict[str, dict[str, int]] = {}
    src = "artifacts"
    if not events:
        src = "compilation_metrics"
        events = []
        for b in metrics:
            for kind, prefix in (("fx_graph", "inductor_fx"), ("aotautograd", "aotautograd")):
                for state in ("hit", "miss"):
                    for where in ("local", "remote"):
                        n = b.get(f"{prefix}_{where}_cache_{state}_count")
                        if isinstance(n, int):
                            events.extend([(kind, state)] * n)
    for kind, state in events:
        d = by_kind.setdefault(kind, {"hit": 0, "miss": 0, "bypass": 0})
        d[state] += 1
    return {
        "hits": sum(d["hit"] for d in by_kind.values()),
        "misses": sum(d["miss"] for d in by_kind.values()),
        "bypasses": sum(d["bypass"] for d in by_kind.values()),
        "by_kind": by_kind,
        "sequence": "".join(state[0] for _, state in events) if src == "artifacts" else "",
        "source": src if by_kind else None,
    }
