"""Every cache lookup a structured trace (``TORCH_TRACE``) records, per graph and layer, with its key's components.

torch logs one ``artifact`` record per lookup, with a JSON payload (torch 2.11 to 2.13 alike):

* ``fx_graph_cache_{hit,miss,bypass}`` (Inductor's FX graph cache; ``fx_graph_bundled_cache_hit`` when the graph came
  inside an AOTAutograd entry): ``key``, ``components`` (one ``"[hash] name: value"`` line per part of the key: the
  graph ``gm``, ``example_inputs[i]`` (TensorMetadata: dtype, shape, stride, device), ``fx_kwargs[...]``,
  ``inductor_config[...]``, ``torch_version``, ``system_info[hash]`` ...), ``cache_bypass_reason``,
  ``cache_status_detailed`` (``guard_miss``: an entry of the key exists, its shape guards,
  ``cache_status_guard_expr``, failed), ``time_taken_ns`` (a miss: what the compile cost) and ``time_saved_ns`` (a
  hit: what the entry's compile had cost);
* ``aotautograd_cache_{hit,miss,bypass}``: the same fields; its ``components`` only when torch logs at DEBUG, its
  hit's ``time_saved_ms``;
* ``dynamo_cache_*`` / ``precompile_cache_*`` (Dynamo's precompile cache, where a run uses it);
* ``recompile_reasons``: Dynamo's own lookup that missed: the guards of the frame's earlier graphs failed;
* ``dynamo_output_graph``: each graph's nodes, each under the ``# File: path:line in fn, code: ...`` comment of the
  source line it came from (what names the lines of a graph that changed); ``compilation_metrics``: the frame.

Every field is feature-detected: a payload trimmed to ``{}`` still gives its outcome. Stdlib only; the parse returns
plain data. The records come from ``trace_records.iter_records``: ``LookupReader`` takes them one by one, so the
compile stage gathers its lookups in the pass that reads its trace (``compile_trace.collect_compile_trace``'s
``lookups``), and ``collect_cache_lookups`` reads a trace for its lookups alone (a cold-start route's). Explaining the
misses against other runs is the run's (``runs/stage_compile_trace``, ``runs/cold_start_lookups``).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .compile_result import trace_logging_s
from .trace_records import CACHE_RE, fmt_compile_id, iter_records, loads_json, trace_files

log = logging.getLogger(__name__)

KEYS_VERSION = 1
# the artifact's cache kind -> the layer a report names
LAYERS = {"fx_graph": "fx_graph", "fx_graph_bundled": "fx_graph", "aotautograd": "aotautograd",
          "autograd": "aotautograd", "dynamo": "dynamo", "precompile": "dynamo"}
# payloads read here that ``iter_records`` collects only when asked: Dynamo's graph (what a diff names lines by)
LOOKUP_PAYLOADS = frozenset({"dynamo_output_graph"})
_COMPONENT_RE = re.compile(r"^\[(?P<hash>[^\]]*)\] (?P<name>[^:]+?): ?(?P<value>.*)$", re.S)
_FILE_RE = re.compile(r"^\s*# File: (?P<file>.+?):(?P<line>\d+) in (?P<fn>[^,]+), code: (?P<code>.*)$")
_NODE_RE = re.compile(r"^\s+(?P<name>[A-Za-z_]\w*)(?:\s*:\s*\"[^\"]*\")?\s*=\s*(?P<expr>.+)$")
_ARGS_RE = re.compile(r"^\s+def forward\(self,?\s*(?P<args>.*)\):\s*$")
_IDENT_RE = re.compile(r"(?<![\w.])[A-Za-z_]\w*\b")  # a name, not an attribute (``torch._C._nn.linear``)
_ANNOTATION_RE = re.compile(r'\s*:\s*"[^"]*"')
_SHORT = 300  # a component's value is kept when at most this long (the graph's text never: its hash and nodes are)


def collect_cache_lookups(log_path_or_dir: Path | str, portable: Callable[[str], str] | None = None) -> dict:
    """The lookups of a trace, in the order torch made them, and what a diff needs of each graph: a pass over the
    trace for its lookups alone (the compile stage gathers them in its own pass: ``LookupReader``).

    Args:
        log_path_or_dir: A ``TORCH_TRACE`` log file or a folder of them.
        portable: Maps a source file path as the trace wrote it to the path a report stores (default: unchanged).

    Returns:
        ``LookupReader.doc``.
    """
    reader = LookupReader(portable)
    files = trace_files(log_path_or_dir)
    for f in files:
        try:
            for meta, event, _line, lines in iter_records(f, {"unparsed_lines": 0}, LOOKUP_PAYLOADS):
                reader.read(meta, event, lines)
        except OSError as e:
            reader.unreadable(f, e)
    return reader.doc(files)


class LookupReader:
    """Gathers a trace's cache lookups record by record, in whichever pass reads the trace: ``read`` each record of
    ``iter_records`` (asked for ``payloads`` too), ``unreadable`` for a file that could not be read, then ``doc``. A
    record of an unexpected shape is skipped, never raised; records of a rank other than the first seen are skipped.

    Args:
        portable: Maps a source file path as the trace wrote it to the path a report stores (default: unchanged).
    """

    payloads = LOOKUP_PAYLOADS

    def __init__(self, portable: Callable[[str], str] | None = None) -> None:
        self.portable = portable or (lambda p: p)
        self.lookups: list[dict] = []
        self.graphs: dict[str, dict] = {}
        self.torch: str | None = None
        self.notes: list[str] = []
        self.rank: int | None = None
        self._count: dict[tuple[str, str], int] = {}
        self.metrics: list[dict] = []  # compilation_metrics bodies (the trace's own logging seconds)

    def read(self, meta: dict, event: str, lines: list[str] | None) -> None:
        try:
            self._add(meta, event, "\n".join(lines) if lines is not None else None)
        except Exception as e:  # noqa: BLE001 - a record of an unexpected shape must not stop the parse
            log.debug("cache lookups: skipping %s record: %s", event, e)

    def unreadable(self, path: Path | str, error: OSError) -> None:
        self.notes.append(f"could not read {Path(path).name}: {error}")

    def doc(self, files: Sequence[Path | str]) -> dict:
        """``{"version", "lookups": [{graph, layer, n, outcome, key, seconds, seconds_what, reason, detail, source,
        components: {name: [hash, value or None]}}], "graphs": {compile id: {frame, inputs, nodes: [[expr, loc]],
        lines: {loc: code}}}, "torch", "notes", "trace_logging_s"}`` of the records read from ``files``; ``n`` counts
        the lookups of one layer in one graph (a forward and a backward, or a compile id compiled again)."""
        notes = [*self.notes, *([] if files else ["no trace file: torch wrote no structured trace"])]
        return {"version": KEYS_VERSION, "lookups": self.lookups, "graphs": self.graphs, "torch": self.torch,
                "notes": notes, "trace_logging_s": trace_logging_s(self.metrics)}

    def _add(self, meta: dict, event: str, payload: str | None) -> None:
        rank = meta.get("rank")
        if isinstance(rank, int):
            if self.rank is None:
                self.rank = rank
            elif rank != self.rank:
                return
        body = meta.get(event)
        cid = _compile_id(meta)
        if event == "artifact" and isinstance(body, dict):
            name = str(body.get("name"))
            m = CACHE_RE.match(name)
            if m and m["kind"] in LAYERS:
                self._lookup(cid, LAYERS[m["kind"]], m["state"], name, loads_json(payload))
            elif name == "recompile_reasons":
                data = loads_json(payload)
                reason = "\n".join(map(str, data)) if isinstance(data, list) else (
                    data if isinstance(data, str) else (payload or "").strip())
                self._lookup(cid, "dynamo", "miss", name, {}, reason=reason)
            elif name == "torch_version":
                data = loads_json(payload)
                if isinstance(data, dict) and data.get("pytorch_version"):
                    self.torch = str(data["pytorch_version"])
        elif event == "dynamo_output_graph" and payload is not None and cid:
            self.graphs.setdefault(cid, {}).update(_graph_nodes(payload, self.portable))
        elif event == "compilation_metrics" and isinstance(body, dict) and cid:
            self.metrics.append({"compile_id": cid, **body})
            g = self.graphs.setdefault(cid, {})
            if body.get("co_name") and not g.get("frame"):
                file = self.portable(str(body.get("co_filename") or ""))
                g["frame"] = f"{body['co_name']} ({file.rsplit('/', 1)[-1]}:{body.get('co_firstlineno')})"
            if not self.torch and body.get("pytorch_version"):
                self.torch = str(body["pytorch_version"])

    def _lookup(self, cid: str | None, layer: str, state: str, source: str, data: Any, reason: str | None = None
                ) -> None:
        data = data if isinstance(data, dict) else {}
        graph = cid or str(data.get("compile_id") or "outside")
        n = self._count.get((graph, layer), 0)
        self._count[(graph, layer)] = n + 1
        seconds, what = _seconds(data, state)
        self.lookups.append({
            "graph": graph, "layer": layer, "n": n, "outcome": state,
            "key": data.get("key") if isinstance(data.get("key"), str) else None,
            "seconds": seconds, "seconds_what": what,
            "reason": str(data["cache_bypass_reason"]) if data.get("cache_bypass_reason") else reason,
            "detail": data.get("cache_status_detailed") if isinstance(data.get("cache_status_detailed"), str) else None,
            "guard": str(data["cache_status_guard_expr"]) if data.get("cache_status_guard_expr") else None,
            "source": source,
            "components": components(data.get("components")),
        })


def _seconds(data: dict, state: str) -> tuple[float | None, str | None]:
    """What the lookup cost or saved, from the payload's own time fields (None where torch logs none)."""
    if state == "hit":
        for key, scale in (("time_saved_ns", 1e-9), ("time_saved_ms", 1e-3)):
            if isinstance(data.get(key), (int, float)) and not isinstance(data.get(key), bool):
                return round(data[key] * scale, 4), "saved"
    elif state == "miss" and isinstance(data.get("time_taken_ns"), (int, float)):
        return round(data["time_taken_ns"] * 1e-9, 4), "compile"
    return None, None


def components(lines: Any) -> dict[str, list]:
    """``"[hash] name: value"`` lines as {name: [hash, value]}: a value longer than ``_SHORT`` (the graph's text) is
    kept as its hash alone; an input's TensorMetadata becomes ``dtype [shape] stride (..) device``."""
    out: dict[str, list] = {}
    if not isinstance(lines, list):
        return out
    for line in lines:
        m = _COMPONENT_RE.match(str(line))
        if not m:
            continue
        name, value = m["name"].strip(), m["value"]
        if name.startswith("example_inputs[") or "TensorMetadata(" in value:
            value = tensor_text(value)
        elif name == "torch_version" or "\ufffd" in value:  # torch writes its version key as raw bytes
            value = None
        out[name] = [m["hash"], value if value is None or len(value) <= _SHORT else None]
    return out


_META_FIELDS = {"dtype": re.compile(r"dtype=torch\.(\w+)"), "shape": re.compile(r"shape=torch\.Size\((\[[^\]]*\])\)"),
                "stride": re.compile(r"stride=(\([^)]*\))"), "device": re.compile(r"device=device\(type='(\w+)'"
                                                                                 r"(?:, index=(\d+))?\)")}


def tensor_text(value: str) -> str:
    """``TensorMetadata(dtype=torch.float32, shape=torch.Size([8, 512]), stride=(512, 1), device=...)`` as
    ``float32 [8, 512] stride (512, 1) cpu``; a value of another form is returned as it is."""
    parts = []
    for field, rx in _META_FIELDS.items():
        m = rx.search(value)
        if not m:
            continue
        if field == "device":
            parts.append(m.group(1) + (f":{m.group(2)}" if m.group(2) else ""))
        else:
            parts.append(("stride " if field == "stride" else "") + m.group(1))
    return " ".join(parts) if parts else value


def _graph_nodes(text: str, portable: Callable[[str], str]) -> dict:
    """A Dynamo graph's inputs, and its nodes as [expr, source location]: the expr with the graph's own variable
    names blanked to ``%`` (a renumbered name is no change), each location's source line in ``lines``."""
    defined: set[str] = set()
    inputs: list[str] = []
    raw: list[tuple[str, str | None]] = []
    lines: dict[str, str] = {}
    loc: str | None = None
    for line in text.splitlines():
        if (a := _ARGS_RE.match(line)) and not inputs:
            inputs = [p.strip() for p in _ANNOTATION_RE.sub("", a["args"]).split(",") if p.strip()]
            defined.update(inputs)
            continue
        if (f := _FILE_RE.match(line)):
            loc = f"{portable(f['file'])}:{f['line']}"
            lines[loc] = f["code"].strip()
            continue
        if line.strip().startswith("# No stacktrace found"):
            loc = None
            continue
        if (n := _NODE_RE.match(line)) and not line.strip().startswith("#"):
            expr = n["expr"].split(";  ")[0].strip()
            defined.add(n["name"])
            if expr not in defined:  # ``l_x_ = L_x_``: an input renamed, not a node
                raw.append((expr, loc))
    nodes = [[_IDENT_RE.sub(lambda m: "%" if m.group(0) in defined else m.group(0), e), where] for e, where in raw]
    return {"inputs": inputs, "nodes": nodes, "lines": lines}


def compact_keys(doc: dict) -> dict:
    """``doc`` with the components every lookup of a layer shares (Inductor's config: hundreds of lines) kept once,
    in ``doc["common"][layer]``; each such lookup keeps the rest and ``shared: True``
    (``report/cache_lookup_match.lookup_components`` puts them together again)."""
    by_layer: dict[str, list[dict]] = {}
    for lk in doc.get("lookups") or []:
        if lk.get("components") and not lk.get("shared"):
            by_layer.setdefault(lk["layer"], []).append(lk)
    common = doc.setdefault("common", {})
    for layer, lks in by_layer.items():
        shared = {n: e for n, e in lks[0]["components"].items() if all(o["components"].get(n) == e for o in lks[1:])}
        common[layer] = shared
        for lk in lks:
            lk["components"] = {n: e for n, e in lk["components"].items() if n not in shared}
            lk["shared"] = True
    return doc


def _compile_id(meta: dict) -> str | None:
    frame, fcid, ca = meta.get("frame_id"), meta.get("frame_compile_id"), meta.get("compiled_autograd_id")
    if frame is None and fcid is None and ca is None:
        return None
    return fmt_compile_id(ca, frame, fcid)
