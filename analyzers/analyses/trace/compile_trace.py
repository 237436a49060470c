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
  ``compilation_metrics`` ``*_local_cache_{hit,miss}_count`` are the fallback. Each lookup's key, components,
  seconds and bypass reason: ``cache_lookups.LookupReader``, fed in the same pass (``collect_compile_trace``'s
  ``lookups``). What the GPU layer's account reads of CUDA graphs and autotuning: ``gpu_layer.trace_facts``'s
  ``TraceFactsReader``, fed in the same pass too (``facts``), which reads on later from where this pass ended.
* ``dynamo_guards`` (JSON list, when emitted) else ``dynamo_cpp_guards_str`` (guard tree text).
* ``inductor_output_code``: the generated module (payload) and its path.
* ``artifact`` ``inductor_provenance_tracking_node_mappings`` / ``..._kernel_stack_traces``.
* ``artifact`` ``torch_version``.
* ``graph_dump`` ``inductor_aot_{wrapper,kernel,header}_code``: AOTInductor's generated C++ (``output_code``
  items of kind ``aot_wrapper`` / ``aot_kernel`` / ``aot_header``).
* ``dynamo_output_graph`` (else ``aot_inference_graph`` / ``aot_forward_graph``): its ``has_payload`` md5 is the
  attempt's ``graph_hash`` (ranks that compiled the same graph have the same hash); ``artifact``
  ``inductor_collective_schedule``: the collectives of the graph, in order.
* the export records of ``export_records`` (guards added, data-dependent errors, fake kernels).
* ``rank`` (on every record of a distributed job): the file's rank is the first one seen; records of another
  rank are skipped and counted (tlparse does the same).

Every compilation of a compile id is kept as an attempt (``compile_attempts``): ``compile_ids[i]['attempts']``,
summed in ``total_s`` and ``phases``; metrics without a compile id go to ``outside_frame``.
"""


from __future__ import annotations

import logging
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

from ..gpu_layer.trace_facts import TraceFactsReader
from .cache_lookups import LookupReader
from .compile_attempts import PHASES, is_empty, new_attempt
from .export_records import EXPORT_EVENTS, ExportRecords
from .trace_fields import guards_from_tree, parse_graph_break
from .trace_records import (
    AOT_CODE_DUMPS,
    CACHE_RE,
    PAYLOAD_EVENTS,
    TraceParseError,
    fmt_compile_id,
    iter_records,
    loads_json,
    payload_text,
    trace_files,
)

log = logging.getLogger(__name__)

__all__ = ["PHASES", "TraceParseError", "collect_compile_trace"]

_CHROMIUM_SPANS = {
    "entire_frame_compile": "E",
    "backend_compile": "B",
    "inductor_compile": "I",
    "code_gen": "C",
}
_AOT_GRAPHS = ("aot_inference_graph", "aot_forward_graph")
_BODY_ID_RE = re.compile(r"^(?:!(?P<ca>\d+)/)?(?P<frame>\d+)/(?P<fcid>\d+)(?:_\d+)?$")


class _Acc:
    """Accumulates records of one or more trace files."""

    def __init__(self, keep_events: bool = False) -> None:
        self.stats = {"unparsed_lines": 0, "bad_payloads": 0, "records": 0, "crlf_lines": 0, "other_rank": 0}
        self.compiles: dict[str, dict] = {}
        self.outside: list[dict] = []  # attempts outside any Dynamo frame (metrics without a compile id)
        self.pending_outside: dict | None = None
        self.open_spans: dict[tuple[str, str], list[float]] = defaultdict(list)
        self.recompiles: list[dict] = []
        self.graph_breaks: list[dict] = []
        self.cache_events: list[tuple[str, str]] = []
        self.guards_json: dict[str, list[str]] = {}
        self.guards_tree: dict[str, list[str]] = {}
        self.output_code: list[dict] = []
        self.provenance: list[dict] = []
        self.export = ExportRecords()
        self.events: list[dict] | None = [] if keep_events else None
        self.bad_payloads: list[dict] = []
        self.rank: int | None = None
        self.torch_version: dict | None = None
        self.strings: dict[int, str] = {}
        self.notes: list[str] = []
        self.runtime_metrics = 0

    def _entry(self, cid: str, frame: Any = None, fcid: Any = None, ca: Any = None) -> dict:
        e = self.compiles.get(cid)
        if e is None:
            e = self.compiles[cid] = {"id": cid, "frame_id": frame, "frame_compile_id": fcid,
                                      "compiled_autograd_id": ca, "attempts": []}
        return e

    def _open(self, e: dict) -> dict:
        """A new attempt of ``e``; guards are kept per compile id and hold the last attempt's."""
        a = new_attempt(len(e["attempts"]))
        e["attempts"].append(a)
        if a["n"]:
            self.guards_json.pop(e["id"], None)
            self.guards_tree.pop(e["id"], None)
        return a

    def compile_entry(self, meta: dict, event: str) -> tuple[str | None, dict | None]:
        """The compile id of a record and its current attempt (a ``dynamo_start`` after a started or finished
        attempt opens the next one: the same id compiled again)."""
        frame, fcid, ca = meta.get("frame_id"), meta.get("frame_compile_id"), meta.get("compiled_autograd_id")
        if frame is None and fcid is None and ca is None:
            return None, None
        cid = fmt_compile_id(ca, frame, fcid)
        e = self._entry(cid, frame, fcid, ca)
        a = e["attempts"][-1] if e["attempts"] else None
        if a is None or (event == "dynamo_start" and (a["started"] or a["fwd"] is not None)):
            a = self._open(e)
        att = meta.get("attempt")
        if isinstance(att, int) and att not in a["dynamo_attempts"]:
            a["dynamo_attempts"].append(att)
        return cid, a

    def _outside(self) -> dict:
        if self.pending_outside is None:
            self.pending_outside = new_attempt(len(self.outside))
        return self.pending_outside

    def add(self, meta: dict, event: str, lineno: int, lines: list[str] | None) -> None:
        rank = meta.get("rank")
        if isinstance(rank, int):
            if self.rank is None:
                self.rank = rank
            elif rank != self.rank:
                self.stats["other_rank"] += 1
                return
        self.stats["records"] += 1
        cid, att = self.compile_entry(meta, event)
        payload, payload_ok = payload_text(meta, lines)
        body = meta.get(event)
        if not payload_ok:
            self.stats["bad_payloads"] += 1
            name = body.get("name") if isinstance(body, dict) else None
            self.bad_payloads.append({"line": lineno, "event": event, "name": name, "compile_id": cid})
        if event == "str":
            if isinstance(body, list) and len(body) == 2 and isinstance(body[1], int):
                self.strings[body[1]] = str(body[0])
        elif event == "dynamo_start" and att is not None and isinstance(body, dict):
            att["started"] = True
            stack = body.get("stack") or []
            if stack and isinstance(stack[-1], dict):
                top = stack[-1]
                fn = top.get("filename")
                att["start"] = (top.get("name"), self.strings.get(fn, fn) if isinstance(fn, int) else fn, top.get("line"))
        elif event.endswith(("compilation_metrics", "compilation_metrics_runtime")):
            if event.endswith("_runtime"):
                self.runtime_metrics += 1
            elif isinstance(body, dict):
                self._add_metrics(event, body, att)
        elif event == "dynamo_output_graph" and att is not None:
            att["has_graph"] = True
            att["graph_hash"] = meta.get("has_payload")
        elif event in _AOT_GRAPHS:
            target = att if att is not None else self._outside()
            target["aot_hash"] = target["aot_hash"] or meta.get("has_payload")
        elif event == "chromium_event":
            if cid is not None or self.events is not None:
                self._add_chromium(cid, att, loads_json(payload))
        elif event == "dynamo_guards" and cid:
            data = loads_json(payload)
            if isinstance(data, list):
                gl = self.guards_json.setdefault(cid, [])
                gl.extend(str(g.get("code", g)) if isinstance(g, dict) else str(g) for g in data)
        elif event == "dynamo_cpp_guards_str" and cid and payload is not None:
            self.guards_tree[cid] = guards_from_tree(payload)
        elif event == "inductor_output_code":
            md = body if isinstance(body, dict) else {}
            self._add_code("output_code", cid, att, md.get("filename") or md.get("file_path") or "", payload, payload_ok)
        elif event == "graph_dump" and isinstance(body, dict) and body.get("name") in AOT_CODE_DUMPS:
            self._add_code(AOT_CODE_DUMPS[body["name"]], cid, att, body.get("filename") or "", payload, payload_ok)
        elif event == "artifact" and isinstance(body, dict):
            self.add_artifact(str(body.get("name")), cid, meta, payload, att)
        elif event in EXPORT_EVENTS:
            self.export.add(event, body, payload, self.strings)
        elif isinstance(event, str) and (m := CACHE_RE.match(event)):  # older torch: top-level events
            self._add_cache(m["kind"], m["state"], att)

    def _add_metrics(self, event: str, body: dict, att: dict | None) -> None:
        bwd = event.startswith("bwd_")
        if att is None:  # no compile id on the record: the body's, else outside any Dynamo frame
            m = _BODY_ID_RE.match(str(body.get("compile_id") or ""))
            if m is not None:
                frame, fcid, ca = int(m["frame"]), int(m["fcid"]), (int(m["ca"]) if m["ca"] else None)
                e = self._entry(fmt_compile_id(ca, frame, fcid), frame, fcid, ca)
                last = e["attempts"][-1] if e["attempts"] else None
                att = last if last is not None and (bwd or last["fwd"] is None) else self._open(e)
            elif bwd and self.outside and self.pending_outside is None:
                att = self.outside[-1]
            else:
                att = self._outside()
                if not bwd:
                    self.outside.append(att)
                    self.pending_outside = None
        if bwd:
            att["bwd"].append(body)
        elif att["fwd"] is None:
            att["fwd"] = body
        else:  # a second forward record without a new dynamo_start: a compile of its own
            e = next(en for en in self.compiles.values() if en["attempts"] and en["attempts"][-1] is att)
            self._open(e)["fwd"] = body

    def _add_chromium(self, cid: str | None, att: dict | None, ev: Any) -> None:
        if not isinstance(ev, dict) or not isinstance(ev.get("ts"), (int, float)):
            return
        if self.events is not None and ev.get("ph") in ("B", "E", "X", "i"):
            args = ev.get("args") if isinstance(ev.get("args"), dict) else {}
            small = {"name": ev.get("name"), "ph": ev["ph"], "ts": ev["ts"], "tid": ev.get("tid", 0),
                     "cat": ev.get("cat", ""), "args": {"compile_id": args.get("compile_id", cid)}}
            if ev["ph"] == "X" and isinstance(ev.get("dur"), (int, float)):
                small["dur"] = ev["dur"]
            self.events.append(small)
        if att is None or ev.get("name") not in _CHROMIUM_SPANS:
            return
        k = (cid, ev["name"])
        if ev.get("ph") == "B":
            self.open_spans[k].append(ev["ts"])
        elif ev.get("ph") == "E" and self.open_spans[k]:
            dur = (ev["ts"] - self.open_spans[k].pop()) / 1e6
            letter = _CHROMIUM_SPANS[ev["name"]]
            att["chromium"][letter] = att["chromium"].get(letter, 0.0) + max(dur, 0.0)

    def _add_code(self, kind: str, cid: str | None, att: dict | None, path: str, payload: str | None, ok: bool) -> None:
        (att if att is not None else self._outside())["code"].append(len(self.output_code))
        self.output_code.append({
            "compile_id": cid,
            "kind": kind,
            "attempt": att["n"] if att is not None else None,
            "path_hint": path,
            "text": payload or "",
            "truncated": payload is None,
            "md5_mismatch": not ok,
            "provenance_index": None,
        })

    def _add_cache(self, kind: str, state: str, att: dict | None) -> None:
        self.cache_events.append((kind, state))
        if att is not None:
            att["cache"][state] += 1

    def add_artifact(self, name: str, cid: str | None, meta: dict, payload: str | None, att: dict | None) -> None:
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
        elif name == "inductor_collective_schedule":
            data = loads_json(payload)
            if isinstance(data, list) and att is not None:
                att["collectives"].extend(str(x) for x in data)
        elif name == "torch_version":
            data = loads_json(payload)
            self.torch_version = data if isinstance(data, dict) else None
        elif (m := CACHE_RE.match(name)):
            self._add_cache(m["kind"], m["state"], att)


def collect_compile_trace(log_path_or_dir: Path | str, keep_events: bool = False,
                          lookups: LookupReader | None = None, facts: TraceFactsReader | None = None) -> dict:
    """Parse a structured compile trace into a JSON-able summary.

    Streams the file line by line; malformed, truncated or foreign lines are counted in
    ``unparsed_lines`` and skipped. Payloads that fail their md5 are still used and named in a note.

    Args:
        log_path_or_dir: A ``TORCH_TRACE`` log file, or a folder of them (all are merged).
        keep_events: Also return ``compile_events``, the log's ``chromium_event`` records (B/E/X/i, name,
            ts, tid, category and compile id only), for a compile-time trace Perfetto opens.
        lookups: Also gathers the trace's cache lookups, in this same pass (``lookups.doc(files)`` after).
        facts: A new reader that also gathers the GPU layer's facts in this pass, and where each file's read ended
            (``facts.read_new`` reads on from there); a last line still being written is then left to it.

    Returns:
        A dict with ``compile_ids`` (each with its ``attempts``), ``outside_frame``, ``phases``, ``total_s``,
        ``recompiles``, ``graph_breaks``, ``cache``, ``guards``, ``export``, ``output_code``, ``provenance``,
        ``rank``, ``torch_version``, ``records``, ``unparsed_lines``, ``bad_payloads``, ``notes`` and
        ``log_files`` (see the module docstring for sources).

    Raises:
        TraceParseError: when there is no file, or no line of it is a parseable record.
    """
    from .compile_result import trace_result

    files = trace_files(log_path_or_dir)
    if not files:
        raise TraceParseError(f"no trace file at {log_path_or_dir}")
    acc = _Acc(keep_events)
    extra = lookups.payloads - PAYLOAD_EVENTS if lookups is not None else frozenset()  # read by the lookups alone
    for f in files:
        acc.strings = {}
        ends = None if facts is None else facts.begin(f, 0)
        try:
            for meta, event, lineno, lines in iter_records(f, acc.stats, extra, ends=ends):
                try:
                    acc.add(meta, event, lineno, None if event in extra else lines)
                except Exception as e:  # noqa: BLE001 - a record of an unexpected shape must not stop the parse
                    acc.stats["unparsed_lines"] += 1
                    log.debug("skipping record at %s:%d (%s): %s", f, lineno, event, e)
                if lookups is not None:
                    lookups.read(meta, event, lines)
                if facts is not None:
                    facts.read(meta, event, lines)
            if facts is not None:
                facts.end(f, ends)
        except OSError as e:
            acc.notes.append(f"could not read {f}: {e}")
            if lookups is not None:
                lookups.unreadable(f, e)
    if acc.stats["records"] == 0:
        raise TraceParseError(
            f"no structured-trace record in {', '.join(str(f) for f in files)} "
            f"({acc.stats['unparsed_lines']} unparseable line(s))"
        )
    if acc.pending_outside is not None and not is_empty(acc.pending_outside):
        acc.outside.append(acc.pending_outside)  # AOT code or graphs whose metrics never came
    out = trace_result(acc)
    out["log_files"] = [str(f) for f in files]
    if len(files) > 1:
        out["notes"].append(f"{len(files)} trace files merged; compile ids may repeat across processes")
    return out
