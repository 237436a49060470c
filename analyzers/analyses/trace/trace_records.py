"""Reading a structured compile trace (``TORCH_TRACE``) record by record, before any meaning is given to it.

A record is one glog-prefixed line ending in a JSON object, followed by optional payload lines that start
with a tab (see ``compile_trace`` for the events). ``iter_records`` streams (metadata, event, line, payload);
``payload_text`` checks a payload against its md5; ``trace_files`` finds the log files of a folder.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Collection, Iterator
from pathlib import Path
from typing import Any

# V1130 11:24:36.219000 5308 path/to/file.py:303] {...}
GLOG_RE = re.compile(r"[VIWEC]\d{4} \d{2}:\d{2}:\d{2}\.\d{6} +\d+ +[^\]]*?:\d+\] ")
CACHE_RE = re.compile(r"^(?P<kind>\w+?)_cache_(?P<state>hit|miss|bypass)$")

_PAYLOAD_ARTIFACTS = {
    "dynamo_graph_break_reason",
    "recompile_reasons",
    "inductor_provenance_tracking_node_mappings",
    "inductor_provenance_tracking_kernel_stack_traces",
    "torch_version",
    "inductor_collective_schedule",
}
# events whose payload compile_trace reads (besides the artifacts above and AOT_CODE_DUMPS)
PAYLOAD_EVENTS = frozenset({"chromium_event", "dynamo_guards", "dynamo_cpp_guards_str", "inductor_output_code",
                            "exported_program"})
# graph_dump records whose payload is read: AOTInductor's generated C++ (wrapper, kernels, header)
AOT_CODE_DUMPS = {"inductor_aot_wrapper_code": "aot_wrapper", "inductor_aot_kernel_code": "aot_kernel",
                  "inductor_aot_header_code": "aot_header"}

class TraceParseError(ValueError):
    """The input holds no parseable structured-trace record at all."""


def fmt_compile_id(ca: Any, frame: Any, fcid: Any) -> str:
    core = f"{'-' if frame is None else frame}/{'-' if fcid is None else fcid}"
    return f"!{ca}/{core}" if ca is not None else core


def iter_records(path: Path, stats: dict, payloads: Collection[str] = (), start: int = 0, ends: dict | None = None
                 ) -> Iterator[tuple[dict, str, int, list[str] | None]]:
    """Yield (metadata, event name, line number, payload lines or None) for each record.

    Payload lines are only collected for events whose payload ``compile_trace`` reads, and for the events named in
    ``payloads`` (``cache_lookups.LOOKUP_PAYLOADS``: Dynamo's graph, read by a pass that gathers the cache lookups
    too); bad lines are counted in ``stats['unparsed_lines']``. A ``\r\n`` line end counts as ``\n`` (as tlparse reads
    lines), so payloads of a log that went through a CRLF tool still match their md5; such lines are
    counted in ``stats['crlf_lines']``.

    ``start`` is the byte offset to read from (a line's start: an earlier read's ``ends``); line numbers count from
    it. ``ends``, given by a reader that comes back for what torch appends later (``gpu_layer/trace_facts``), gets
    ``ends["offset"]``: the byte offset this read ended at, always a line boundary. A last line with no line end yet
    (a record being written) is then left for the next read, whole, and with it the record it is a payload line of;
    without ``ends`` it is read as it is (a cut header counts as unparsed).
    """
    cur: tuple[dict, str, int] | None = None
    kept: list[bytes] | None = None  # the current record's payload lines, where they are collected
    cur_at = pos = start  # byte offsets: the current record's first line, the end of what was read
    held = ends is not None
    with open(path, "rb") as fh:  # bytes: a line's offset is known; text is decoded where it is read
        if start:
            fh.seek(start)
        for lineno, raw in enumerate(fh, start=1):
            if held and not raw.endswith(b"\n"):  # still being written: the next read takes it
                if raw.startswith(b"\t") and cur is not None:
                    pos, cur = cur_at, None
                break
            at, pos = pos, pos + len(raw)
            if raw.endswith(b"\r\n"):
                raw = raw[:-2] + b"\n"
                stats["crlf_lines"] = stats.get("crlf_lines", 0) + 1
            if raw.startswith(b"\t"):
                if cur is None:
                    stats["unparsed_lines"] += 1
                elif kept is not None:
                    kept.append(raw[1:-1] if raw.endswith(b"\n") else raw[1:])
                continue
            if raw.isspace() or (line := raw.decode("utf-8", "replace")).isspace():  # a stutter of the log shipper:
                continue  # never a record, and it does not end a payload
            if cur is not None:
                yield _record(cur, kept)
                cur = None
            m = GLOG_RE.match(line)
            meta = _header(line, m.end()) if m else None
            if meta is None:
                stats["unparsed_lines"] += 1
                continue
            event = next(iter(meta))
            cur_at, cur, kept = at, (meta, event, lineno), [] if _keeps_payload(meta, event, payloads) else None
    if ends is not None:
        ends["offset"] = pos
    if cur is not None:
        yield _record(cur, kept)


def _record(cur: tuple[dict, str, int], kept: list[bytes] | None) -> tuple[dict, str, int, list[str] | None]:
    """A record as ``iter_records`` yields it: its payload lines decoded in one go (a line end is never part of a
    character, so the lines are those of the text)."""
    if kept is None:
        return (*cur, None)
    return (*cur, b"\n".join(kept).decode("utf-8", "replace").split("\n") if kept else [])


def _header(line: str, at: int) -> dict | None:
    """The JSON object a record's first line holds after its glog prefix; None when it holds none."""
    try:
        meta = json.loads(line[at:])
    except ValueError:
        return None
    return meta if isinstance(meta, dict) and meta else None


def _keeps_payload(meta: dict, event: str, payloads: Collection[str]) -> bool:
    """Whether a record's payload lines are collected (see ``iter_records``)."""
    if "has_payload" not in meta:
        return False
    if event == "artifact":
        art = meta.get("artifact")
        name = art.get("name") if isinstance(art, dict) else None
        return isinstance(name, str) and (name in _PAYLOAD_ARTIFACTS or CACHE_RE.match(name) is not None)
    if event == "graph_dump":
        dump = meta.get("graph_dump")
        return isinstance(dump, dict) and dump.get("name") in AOT_CODE_DUMPS
    return event in PAYLOAD_EVENTS or event in payloads


def payload_text(meta: dict, lines: list[str] | None) -> tuple[str | None, bool]:
    """The payload of a record and whether it matches the md5 in ``has_payload``."""
    if lines is None:
        return None, True
    text = "\n".join(lines)
    want = meta.get("has_payload")
    ok = not isinstance(want, str) or hashlib.md5(text.encode("utf-8", "replace"), usedforsecurity=False).hexdigest() == want
    return text, ok


def loads_json(text: str | None) -> Any:
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def trace_files(log_path_or_dir: Path | str) -> list[Path]:
    """The trace file(s) at a path: the file itself, or the ``*.log`` files of a folder.

    Args:
        log_path_or_dir: A trace file, or a folder holding ``dedicated_log_torch_trace_*.log``.

    Returns:
        Paths sorted by name; empty if there are none.
    """
    p = Path(log_path_or_dir)
    if p.is_dir():
        files = sorted(p.glob("dedicated_log_torch_trace_*.log")) or sorted(p.glob("*.log"))
        return [f for f in files if f.is_file()]
    return [p] if p.is_file() else []
