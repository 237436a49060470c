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


def iter_records(path: Path, stats: dict, payloads: Collection[str] = ()
                 ) -> Iterator[tuple[dict, str, int, list[str] | None]]:
    """Yield (metadata, event name, line number, payload lines or None) for each record.

    Payload lines are only collected for events whose payload ``compile_trace`` reads, and for the events named in
    ``payloads`` (``cache_lookups.LOOKUP_PAYLOADS``: Dynamo's graph, read by a pass that gathers the cache lookups
    too); bad lines are counted in ``stats['unparsed_lines']``. A ``\r\n`` line end counts as ``\n`` (as tlparse reads
    lines), so payloads of a log that went through a CRLF tool still match their md5; such lines are
    counted in ``stats['crlf_lines']``.
    """
    cur: tuple[dict, str, int, list[str] | None] | None = None
    with open(path, encoding="utf-8", errors="replace", newline="\n") as fh:
        for lineno, line in enumerate(fh, 1):
            if line.endswith("\r\n"):
                line = line[:-2] + "\n"
                stats["crlf_lines"] = stats.get("crlf_lines", 0) + 1
            if line.startswith("\t"):
                if cur is None:
                    stats["unparsed_lines"] += 1
                elif cur[3] is not None:
                    cur[3].append(line[1:].rstrip("\n"))
                continue
            if not line.strip():  # a stutter of the log shipper: never a record, and it does not end a payload
                continue
            if cur is not None:
                yield cur
                cur = None
            m = GLOG_RE.match(line)
            if not m:
                stats["unparsed_lines"] += 1
                continue
            try:
                meta = json.loads(line[m.end():])
            except ValueError:
                stats["unparsed_lines"] += 1
                continue
            if not isinstance(meta, dict) or not meta:
                stats["unparsed_lines"] += 1
                continue
            event = next(iter(meta))
            if event == "artifact":
                art = meta.get("artifact")
                name = art.get("name") if isinstance(art, dict) else None
                keep = isinstance(name, str) and (name in _PAYLOAD_ARTIFACTS or CACHE_RE.match(name) is not None)
            elif event == "graph_dump":
                dump = meta.get("graph_dump")
                keep = isinstance(dump, dict) and dump.get("name") in AOT_CODE_DUMPS
            else:
                keep = event in PAYLOAD_EVENTS or event in payloads
            cur = (meta, event, lineno, [] if keep and "has_payload" in meta else None)
        if cur is not None:
            yield cur


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
