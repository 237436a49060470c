"""Parse torch's structured compile trace (``TORCH_TRACE`` / ``tlparse`` input) into plain data.

The log is a sequence of records. Each record is one glog-prefixed line ending in a JSON object
(``V1130 11:24:36.219000 5308 torch/_dynamo/convert_frame.py:303] {"dynamo_start": {...},
"frame_id": 0, "frame_compile_id": 0, "attempt": 0}``), followed by optional payload lines that
start with a tab. The first key of the JSON object is the event name; ``artifact`` events carry
their real name in ``{"artifact": {"name": ...}}``. File names in stacks are interned: a ``str``
record ``{"str": [path, index]}`` appears before the first use of ``index``.

Events used (as torch 2.13 emits them):

* ``compilation_metrics`` / ``bwd_compilation_metrics``: per compile id status, frame, times,
  graph op count, restart reasons, fail type, recompile reason, cache hit/miss counts.
  Phase seconds come from its ``entire_frame_compile_time_s`` (E), ``backend_compile_time_s``
  (B), ``inductor_compile_time_s`` (I) and ``code_gen_time_s`` (C), falling back to the
  ``*_cumulative_compile_time_us`` fields: dynamo = E - B, aot_autograd = B - I,
  inductor = I - C, codegen = C (exclusive, so they sum to E). When a compile id has no metrics
  (crash, truncated log) the same four spans are taken from ``chromium_event`` B/E pairs named
  ``entire_frame_compile``, ``backend_compile``, ``inductor_compile`` and ``code_gen``.
* ``dynamo_start``: frame stack (frame name/file/line fallback).
* ``artifact`` ``dynamo_graph_break_reason``: graph breaks; ``compilation_metrics.restart_reasons``
  is the fallback on logs without that artifact.
* ``artifact`` ``recompile_reasons``: recompiles; ``compilation_metrics.recompile_reason`` is the
  fallback, then "frame_compile_id > 0" with an unknown reason.
* ``artifact`` ``*_cache_hit|miss|bypass`` (``fx_graph``, ``aotautograd``, ...): cache counts;
  ``compilation_metrics`` ``*_local_cache_{hit,miss}_count`` are the fallback.
* ``dynamo_guards`` (JSON list, when emitted) else ``dynamo_cpp_guards_str`` (guard tree text).
* ``inductor_output_code``: the generated module (payload) and its path.
* ``artifact`` ``inductor_provenance_tracking_node_mappings`` / ``..._kernel_stack_traces``.
* ``artifact`` ``torch_version``.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from pathlib import Path
from typing import Any

from .trace_fields import guards_from_tree, num, parse_graph_break, phases_from_spans, span_seconds
from .trace_records import (
    CACHE_RE,
    TraceParseError,
    fmt_compile_id,
    iter_records,
    loads_json,
    payload_text,
    trace_files,
)

log = logging.getLogger(__name__)

PHASES = ("dynamo", "aot_autograd", "inductor", "codegen")


_CHROMIUM_SPANS = {
    "entire_frame_compile": "E",
    "backend_compile": "B",
    "inductor_compile": "I",
    "code_gen": "C",
}


class _Acc:
    """Accumulates records of one or more trace files."""

    def __init__(self) -> None:
        self.stats = {"unparsed_lines": 0, "bad_payloads": 0, "records": 0}
        self.compiles: dict[str, dict] = {}
        self.metrics: dict[str, list[tuple[str, dict]]] = defaultdict(list)
        self.chromium: dict[str, dict[str, float]] = defaultdict(dict)
        self.open_spans: dict[tuple[str, str], list[float]] = defaultdict(list)
        self.recompiles: list[dict] = []
        self.graph_breaks: list[dict] = []
        self.cache_events: list[tuple[str, str]] = []
        self.guards_json: dict[str, list[str]] = {}
        self.guards_tree: dict[str, list[str]] = {}
        self.output_code: list[dict] = []
        self.provenance: list[dict] = []
        self.torch_version: dict | None = None
        self.strings: dict[int, str] = {}
        self.notes: list[str] = []
        self.runtime_metrics = 0

    @staticmethod
    def _new_entry(cid: str, frame: Any = None, fcid: Any = None, ca: Any = None) -> dict:
        return {"id": cid, "frame_id": frame, "frame_compile_id": fcid, "compiled_autograd_id": ca,
                "attempts": [], "has_graph": False}

    def compile_entry(self, meta: dict) -> str | None:
        frame, fcid, ca = meta.get("frame_id"), meta.get("frame_compile_id"), meta.get("compiled_autograd_id")
        if frame is None and fcid is None and ca is None:
            return None
        cid = fmt_compile_id(ca, frame, fcid)
        e = self.compiles.get(cid)
        if e is None:
            e = self.compiles[cid] = self._new_entry(cid, frame, fcid, ca)
        att = meta.get("attempt")
        if isinstance(att, int) and att not in e["attempts"]:
            e["attempts"].append(att)
        return cid

    def add(self, meta: dict, event: str, lineno: int, lines: list[str] | None) -> None:
        self.stats["records"] += 1
        cid = self.compile_entry(meta)
        payload, payload_ok = payload_text(meta, lines)
        if not payload_ok:
            self.stats["bad_payloads"] += 1
        body = meta.get(event)
        if event == "str":
            if isinstance(body, list) and len(body) == 2 and isinstance(body[1], int):
                self.strings[body[1]] = str(body[0])
        elif event == "dynamo_start" and cid and isinstance(body, dict):
            stack = body.get("stack") or []
            if stack and isinstance(stack[-1], dict):
                top = stack[-1]
                e = self.compiles[cid]
                fn = top.get("filename")
                e.setdefault("_start", (top.get("name"), self.strings.get(fn, fn) if isinstance(fn, int) else fn, top.get("line")))
        elif event.endswith(("compilation_metrics", "compilation_metrics_runtime")):
            if event.endswith("_runtime"):
                self.runtime_metrics += 1
            elif isinstance(body, dict):
                key = cid or str(body.get("compile_id") or "-/-")
                if key not in self.compiles:
                    self.compiles[key] = self._new_entry(key)
                self.metrics[key].append((event, body))
        elif event == "dynamo_output_graph" and cid:
            self.compiles[cid]["has_graph"] = True
        elif event == "chromium_event" and cid:
            ev = loads_json(payload)
            if isinstance(ev, dict) and ev.get("name") in _CHROMIUM_SPANS and isinstance(ev.get("ts"), (int, float)):
                k = (cid, ev["name"])
                if ev.get("ph") == "B":
                    self.open_spans[k].append(ev["ts"])
                elif ev.get("ph") == "E" and self.open_spans[k]:
                    dur = (ev["ts"] - self.open_spans[k].pop()) / 1e6
                    span = self.chromium[cid]
                    letter = _CHROMIUM_SPANS[ev["name"]]
                    span[letter] = span.get(letter, 0.0) + max(dur, 0.0)
        elif event == "dynamo_guards" and cid:
            data = loads_json(payload)
            if isinstance(data, list):
                gl = self.guards_json.setdefault(cid, [])
                gl.extend(str(g.get("code", g)) if isinstance(g, dict) else str(g) for g in data)
        elif event == "dynamo_cpp_guards_str" and cid and payload is not None:
            self.guards_tree[cid] = guards_from_tree(payload)
        elif event == "inductor_output_code":
            md = body if isinstance(body, dict) else {}
            self.output_code.append({
                "compile_id": cid,
                "path_hint": md.get("filename") or md.get("file_path") or "",
                "text": payload or "",
                "truncated": payload is None or not payload_ok,
                "provenance_index": None,
            })
        elif event == "artifact" and isinstance(body, dict):
            self.add_artifact(str(body.get("name")), cid, meta, payload)
        elif isinstance(event, str) and (m := CACHE_RE.match(event)):  # older torch: top-level events
            self.cache_events.append((m["kind"], m["state"]))

    def add_artifact(self, name: str, cid: str | None, meta: dict, payload: str | None) -> None:
        if name == "dynamo_graph_break_reason":
            gb = parse_graph_break(payload or "")
            gb["compile_id"] = cid
            gb["attempt"] = meta.get("attempt")
            gb["source"] = "dynamo_graph_break_reason"
            self.graph_breaks.append(gb)
        elif name == "recompile_reasons":
            data = loads_json(payload)
            if isinstance(data, list):
                reason = "\n".join(str(x) for x in data)
            elif isinstance(data, str):
                reason = data
            else:  # torch 2.13 labels it json but writes plain text
                reason = (payload or "").strip()
            self.recompiles.append({"compile_id": cid, "reason": reason, "source": "recompile_reasons"})
        elif name in ("inductor_provenance_tracking_node_mappings", "inductor_provenance_tracking_kernel_stack_traces"):
            data = loads_json(payload)
            key = "node_mappings" if name.endswith("node_mappings") else "kernel_stack_traces"
            last = self.provenance[-1] if self.provenance else None
            if last is None or last["compile_id"] != cid or key in last:
                last = {"compile_id": cid}
                self.provenance.append(last)
                for oc in reversed(self.output_code):  # the output code logged just before it
                    if oc["compile_id"] == cid and oc["provenance_index"] is None:
                        oc["provenance_index"] = len(self.provenance) - 1
                        break
            last[key] = data if isinstance(data, dict) else {}
        elif name == "torch_version":
            data = loads_json(payload)
            self.torch_version = data if isinstance(data, dict) else None
        elif (m := CACHE_RE.match(name)):
            self.cache_events.append((m["kind"], m["state"]))

    def result(self) -> dict:
        compile_ids, totals = [], {p: 0.0 for p in PHASES}
        total_s, phase_src = 0.0, set()
        for cid, e in self.compiles.items():
            if e["frame_id"] is None and e["frame_compile_id"] is None and not self.metrics.get(cid):
                continue  # compiled-autograd-only ids have no Dynamo frame of their own
            entry = self._compile_summary(cid, e)
            compile_ids.append(entry)
            if entry["phases"]:
                phase_src.add(entry["phases_source"])
                for p in PHASES:
                    totals[p] += entry["phases"][p]
            total_s += entry["seconds"] or 0.0
        recompiles = self._recompiles(compile_ids)
        graph_breaks = self.graph_breaks or self._restart_breaks()
        guards = {}
        for cid in list(self.guards_json) + [c for c in self.guards_tree if c not in self.guards_json]:
            guards[cid] = self.guards_json.get(cid) or self.guards_tree.get(cid, [])
        notes = list(self.notes)
        if self.stats["bad_payloads"]:
            notes.append(f"{self.stats['bad_payloads']} payload(s) did not match their md5 (truncated or edited log)")
        if self.runtime_metrics:
            notes.append(f"{self.runtime_metrics} runtime compilation_metrics record(s) not counted in compile time")
        if not self.provenance:
            notes.append("no inductor provenance artifacts in the trace (provenance tracking off or unsupported)")
        if phase_src:
            notes.append("phase seconds from " + " and ".join(sorted(phase_src)))
        return {
            "compile_ids": compile_ids,
            "phases": {p: round(v, 6) for p, v in totals.items()},
            "total_s": round(total_s, 6),
            "recompiles": recompiles,
            "graph_breaks": graph_breaks,
            "cache": self._cache(),
            "guards": guards,
            "output_code": self.output_code,
            "provenance": self.provenance,
            "torch_version": (self.torch_version or {}).get("pytorch_version") or next(
                (b.get("pytorch_version") for ms in self.metrics.values() for _, b in ms if b.get("pytorch_version")),
                None,
            ),
            "records": self.stats["records"],
            "unparsed_lines": self.stats["unparsed_lines"],
            "notes": notes,
        }

    def _compile_summary(self, cid: str, e: dict) -> dict:
        mets = self.metrics.get(cid, [])
        fwd = next((b for ev, b in mets if not ev.startswith("bwd_")), None)
        bwd = [b for ev, b in mets if ev.startswith("bwd_")]
        start = e.get("_start") or (None, None, None)
        entry: dict[str, Any] = {
            "id": cid,
            "frame_id": e["frame_id"],
            "frame_compile_id": e["frame_compile_id"],
            "attempts": sorted(e["attempts"]),
            "name": (fwd or {}).get("co_name") or start[0],
            "file": (fwd or {}).get("co_filename") or start[1],
            "line": (fwd or {}).get("co_firstlineno") or start[2],
            "status": "missing_metrics",
            "seconds": None,
            "graph_ops": (fwd or {}).get("graph_op_count"),
            "guard_count": (fwd or {}).get("guard_count"),
            "fail_type": (fwd or {}).get("fail_type"),
            "fail_reason": (fwd or {}).get("fail_reason"),
            "restart_reasons": list((fwd or {}).get("restart_reasons") or []),
            "phases": None,
            "phases_source": None,
        }
        if e["compiled_autograd_id"] is not None:
            entry["compiled_autograd_id"] = e["compiled_autograd_id"]
        phases = None
        if fwd is not None or bwd:
            spans = span_seconds(fwd) if fwd is not None else {}
            phases = phases_from_spans(spans) if fwd is not None else {p: 0.0 for p in PHASES}
            seconds = spans.get("E") or 0.0
            for b in bwd:
                bs = span_seconds(b)
                if not bs.get("E") and num(b.get("duration_us")) is not None:
                    bs["E"] = b["duration_us"] / 1e6
                bp = phases_from_spans(bs, backward=True)
                for p in PHASES:
                    phases[p] += bp[p]
                seconds += sum(bp.values())
            entry["seconds"] = round(seconds, 6)
            entry["phases_source"] = "compilation_metrics"
        elif cid in self.chromium:
            spans = self.chromium[cid]
            phases = phases_from_spans(spans)
            entry["seconds"] = round(spans.get("E") or sum(phases.values()), 6)
            entry["phases_source"] = "chromium_event"
        if phases is not None:
            entry["phases"] = {p: round(v, 6) for p, v in phases.items()}
        if fwd is not None:
            if entry["fail_type"]:
                entry["status"] = "failed"
            elif not e["has_graph"] and not entry["graph_ops"]:
                entry["status"] = "empty_graph"
            elif entry["restart_reasons"] or len(entry["attempts"]) > 1:
                entry["status"] = "ok_after_restart"
            else:
                entry["status"] = "ok"
        return entry

    def _recompiles(self, compile_ids: list[dict]) -> list[dict]:
        out = list(self.recompiles)
        seen = {r["compile_id"] for r in out}
        for c in compile_ids:
            if c["id"] in seen or not isinstance(c["frame_compile_id"], int) or c["frame_compile_id"] == 0:
                continue
            fwd = next((b for ev, b in self.metrics.get(c["id"], []) if not ev.startswith("bwd_")), {})
            reason = fwd.get("recompile_reason")
            out.append({
                "compile_id": c["id"],
                "reason": reason or "unknown (no recompile_reasons artifact)",
                "source": "compilation_metrics" if reason else "frame_compile_id",
            })
        return out

    def _restart_breaks(self) -> list[dict]:
        out = []
        for cid, mets in self.metrics.items():
            for _ev, b in mets:
                for r in b.get("restart_reasons") or []:
                    out.append({"compile_id": cid, "attempt": None, "reason": str(r), "gb_type": "",
                                "file": b.get("fail_user_frame_filename") or "",
                                "line": b.get("fail_user_frame_lineno"), "user_stack": [],
                                "source": "compilation_metrics.restart_reasons"})
        return out

    def _cache(self) -> dict:
        by_kind: dict[str, dict[str, int]] = {}
        events = self.cache_events
        src = "artifacts"
        if not events:
            src = "compilation_metrics"
            events = []
            for mets in self.metrics.values():
                for _, b in mets:
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
            "source": src if by_kind else None,
        }


def collect_compile_trace(log_path_or_dir: Path | str) -> dict:
    """Parse a structured compile trace into a JSON-able summary.

    Streams the file line by line; malformed, truncated or foreign lines are counted in
    ``unparsed_lines`` and skipped. Payloads that fail their md5 are still used and noted.

    Args:
        log_path_or_dir: A ``TORCH_TRACE`` log file, or a folder of them (all are merged).

    Returns:
        A dict with ``compile_ids``, ``phases``, ``total_s``, ``recompiles``, ``graph_breaks``,
        ``cache``, ``guards``, ``output_code``, ``provenance``, ``torch_version``, ``records``,
        ``unparsed_lines``, ``notes`` and ``log_files`` (see the module docstring for sources).

    Raises:
        TraceParseError: when there is no file, or no line of it is a parseable record.
    """
    files = trace_files(log_path_or_dir)
    if not files:
        raise TraceParseError(f"no trace file at {log_path_or_dir}")
    acc = _Acc()
    for f in files:
        acc.strings = {}
        try:
            for meta, event, lineno, lines in iter_records(f, acc.stats):
                try:
                    acc.add(meta, event, lineno, lines)
                except Exception as e:  # noqa: BLE001 - a record of an unexpected shape must not stop the parse
                    acc.stats["unparsed_lines"] += 1
                    log.debug("skipping record at %s:%d (%s): %s", f, lineno, event, e)
        except OSError as e:
            acc.notes.append(f"could not read {f}: {e}")
    if acc.stats["records"] == 0:
        raise TraceParseError(
            f"no structured-trace record in {', '.join(str(f) for f in files)} "
            f"({acc.stats['unparsed_lines']} unparseable line(s))"
        )
    out = acc.result()
    out["log_files"] = [str(f) for f in files]
    if len(files) > 1:
        out["notes"].append(f"{len(files)} trace files merged; compile ids may repeat across processes")
    return out
