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
plain data (``collect_cache_lookups``); ``run_cache_lookups`` explains a run's misses against the run store.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from .compile_result import trace_logging_s
from .trace_records import CACHE_RE, GLOG_RE, fmt_compile_id, loads_json, trace_files

log = logging.getLogger(__name__)

KEYS_VERSION = 1
# the artifact's cache kind -> the layer a report names
LAYERS = {"fx_graph": "fx_graph", "fx_graph_bundled": "fx_graph", "aotautograd": "aotautograd",
          "autograd": "aotautograd", "dynamo": "dynamo", "precompile": "dynamo"}
_COMPONENT_RE = re.compile(r"^\[(?P<hash>[^\]]*)\] (?P<name>[^:]+?): ?(?P<value>.*)$", re.S)
_FILE_RE = re.compile(r"^\s*# File: (?P<file>.+?):(?P<line>\d+) in (?P<fn>[^,]+), code: (?P<code>.*)$")
_NODE_RE = re.compile(r"^\s+(?P<name>[A-Za-z_]\w*)(?:\s*:\s*\"[^\"]*\")?\s*=\s*(?P<expr>.+)$")
_ARGS_RE = re.compile(r"^\s+def forward\(self,?\s*(?P<args>.*)\):\s*$")
_IDENT_RE = re.compile(r"(?<![\w.])[A-Za-z_]\w*\b")  # a name, not an attribute (``torch._C._nn.linear``)
_ANNOTATION_RE = re.compile(r'\s*:\s*"[^"]*"')
_SHORT = 300  # a component's value is kept when at most this long (the graph's text never: its hash and nodes are)


def collect_cache_lookups(log_path_or_dir: Path | str, portable: Callable[[str], str] | None = None) -> dict:
    """The lookups of a trace, in the order torch made them, and what a diff needs of each graph.

    Args:
        log_path_or_dir: A ``TORCH_TRACE`` log file or a folder of them.
        portable: Maps a source file path as the trace wrote it to the path a report stores (default: unchanged).

    Returns:
        ``{"version", "lookups": [{graph, layer, n, outcome, key, seconds, seconds_what, reason, detail, source,
        components: {name: [hash, value or None]}}], "graphs": {compile id: {frame, inputs, nodes: [[expr, loc]],
        lines: {loc: code}}}, "torch", "notes"}``; ``n`` counts the lookups of one layer in one graph (a forward and a
        backward, or a compile id compiled again).
    """
    portable = portable or (lambda p: p)
    acc = _Lookups(portable)
    files = trace_files(log_path_or_dir)
    for f in files:
        try:
            for meta, event, payload in _records(f):
                try:
                    acc.add(meta, event, payload)
                except Exception as e:  # noqa: BLE001 - a record of an unexpected shape must not stop the parse
                    log.debug("cache lookups: skipping %s record of %s: %s", event, f, e)
        except OSError as e:
            acc.notes.append(f"could not read {Path(f).name}: {e}")
    if not files:
        acc.notes.append("no trace file: torch wrote no structured trace")
    return {"version": KEYS_VERSION, "lookups": acc.lookups, "graphs": acc.graphs, "torch": acc.torch,
            "notes": acc.notes, "trace_logging_s": trace_logging_s(acc.metrics)}


class _Lookups:
    def __init__(self, portable: Callable[[str], str]) -> None:
        self.portable = portable
        self.lookups: list[dict] = []
        self.graphs: dict[str, dict] = {}
        self.torch: str | None = None
        self.notes: list[str] = []
        self.rank: int | None = None
        self._count: dict[tuple[str, str], int] = {}
        self.metrics: list[dict] = []  # compilation_metrics bodies (the trace's own logging seconds)

    def add(self, meta: dict, event: str, payload: str | None) -> None:
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
    (``report/cache_lookup_rows.lookup_components`` puts them together again)."""
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


_WANTED = ("dynamo_output_graph", "compilation_metrics")


def _records(path: Path) -> Iterator[tuple[dict, str, str | None]]:
    """(metadata, event, payload text or None) of the records this module reads; payload lines are kept only for
    cache artifacts, ``recompile_reasons``, ``torch_version`` and Dynamo's graph."""
    cur: tuple[dict, str, list[str] | None] | None = None
    with open(path, encoding="utf-8", errors="replace", newline="\n") as fh:
        for line in fh:
            if line.endswith("\r\n"):
                line = line[:-2] + "\n"
            if line.startswith("\t"):
                if cur is not None and cur[2] is not None:
                    cur[2].append(line[1:].rstrip("\n"))
                continue
            if not line.strip():
                continue
            if cur is not None:
                yield cur[0], cur[1], "\n".join(cur[2]) if cur[2] is not None else None
                cur = None
            m = GLOG_RE.match(line)
            if not m:
                continue
            rest = line[m.end():]
            if not rest.startswith('{"artifact"') and not rest.startswith(tuple(f'{{"{e}"' for e in _WANTED)):
                continue  # most records: never parsed here
            try:
                meta = json.loads(rest)
            except ValueError:
                continue
            if not isinstance(meta, dict) or not meta:
                continue
            event = next(iter(meta))
            keep = event == "dynamo_output_graph"
            if event == "artifact":
                name = (meta.get("artifact") or {}).get("name") if isinstance(meta.get("artifact"), dict) else None
                keep = isinstance(name, str) and (CACHE_RE.match(name) is not None
                                                  or name in ("recompile_reasons", "torch_version"))
                if not keep:
                    continue
            cur = (meta, event, [] if keep and "has_payload" in meta else None)
        if cur is not None:
            yield cur[0], cur[1], "\n".join(cur[2]) if cur[2] is not None else None


def run_cache_lookups(store: Any, report: dict, trace_dir: Path, portable: Callable[[str], str] | None = None,
                      notes: list[str] | None = None) -> dict | None:
    """A run's lookups from its compile trace, each miss explained against the earlier runs of the same model in
    the store (``report/cache_lookup_rows.explain_lookups``); the key components saved as its ``KEYS_ARTIFACT``.
    Never raises: a failure is a note and None."""
    from ...report.cache_lookup_rows import KEYS_ARTIFACT, earlier_keys, explain_lookups, keys_meta

    try:
        doc = compact_keys(collect_cache_lookups(trace_dir, portable))
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
    """``cache_lookups`` on each jit route of ``report["cold_start"]`` that left a trace in ``logs``: jit-cold's misses
    are cold (its cache folders start empty), jit-warm-cache's and jit-mega-cache's are held against jit-cold's
    entries; the mega-cache route's first row is its load of jit-cold's artifacts. ``portable``: source paths as the
    report stores them (default: the run's own rule, ``report/paths``). Never raises: a failure is a note."""
    from ...report.cache_lookup_rows import explain_lookups
    from ...report.paths import Portable, import_roots

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
    return {"graph": "all", "layer": "mega_cache", "n": 0, "outcome": "hit" if counts else "miss",
            "key": f"jit-cold's {saved_mb} MB of artifacts" if saved_mb else None,
            "seconds": seconds, "seconds_what": "lookup" if seconds is not None else None,
            "reason": f"loaded jit-cold's artifacts: {what}" if counts else
            "torch.compiler.load_cache_artifacts loaded no artifact from what jit-cold saved",
            "detail": None, "changed": [], "compared_with": None, "compared_part": "jit-cold", "frame": None}
