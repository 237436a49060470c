"""Post-grad graphs from a structured trace (``inductor_post_grad_graph`` artifacts) as graph records.

Inductor logs the graph it lowers as readable Python (``GraphModule.print_readable``): one line per
node with its shape annotation (``"f32[2, 8][8, 1]cpu"``), ``# File: path:line in fn, code: ...``
comments above the nodes of each source line, and ``return (...)`` for the output. Older torch (or an
FX-graph cache hit) logs none; then there are no post-grad records.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from pathlib import Path

from ..trace.trace_records import GLOG_RE, fmt_compile_id, trace_files
from .graph_tables import MAX_CODE_CHARS, GraphTables, graph_dict

log = logging.getLogger(__name__)

# fmt: off
_DTYPE_CODES = {
    "f32": "float32", "f16": "float16", "bf16": "bfloat16", "f64": "float64", "i64": "int64", "i32": "int32",
    "i16": "int16", "i8": "int8", "u8": "uint8", "b8": "bool", "c64": "complex64", "c128": "complex128",
    "f8e4m3fn": "float8_e4m3fn", "f8e5m2": "float8_e5m2",
}
# fmt: on

_SIG_RE = re.compile(r"^(?P<indent>\s*)def forward\(self(?P<args>.*)\):\s*$")
_ARG_RE = re.compile(r'(?P<name>[A-Za-z_]\w*)\s*(?::\s*"(?P<ann>[^"]*)")?')
_ASSIGN_RE = re.compile(r'^(?P<name>[A-Za-z_]\w*)(?::\s*"(?P<ann>[^"]*)")?\s*=\s*(?P<rhs>.+)$')
_FILE_RE = re.compile(r"^# File: (?P<file>.+?):(?P<line>\d+) in (?P<fn>[^,]+?)(?:, code: (?P<code>.*))?$")
_ANN_RE = re.compile(r"^(?P<dt>[a-z]+\d*[a-z0-9]*)\[(?P<shape>[^\]]*)\]")
_IDENT_RE = re.compile(r"\b[A-Za-z_]\w*\b")


def _parse_annotation(ann: str | None) -> dict:
    if not ann:
        return {}
    m = _ANN_RE.match(ann.strip())
    if not m:
        return {"value": ann[:40]} if ann.startswith("Sym(") else {}
    dims: list = []
    for d in (x.strip() for x in m["shape"].split(",")):
        if d:
            dims.append(int(d) if d.lstrip("-").isdigit() else d)
    return {"shape": dims, "dtype": _DTYPE_CODES.get(m["dt"], m["dt"])}


def parse_post_grad_graph(text: str, index: int, compile_id: str | None, name: str | None = None) -> dict:
    """A record from the readable post-grad graph Inductor logs (``inductor_post_grad_graph``)."""
    tables = GraphTables()
    nodes: list[dict] = []
    known: set[str] = set()
    body_indent: int | None = None
    src: int | None = None
    edges = 0
    for raw in text.split("\n"):
        if body_indent is None:
            if m := _SIG_RE.match(raw):
                body_indent = len(m["indent"]) + 4
                for a in _ARG_RE.finditer(m["args"]):
                    rec = {"name": a["name"], "op": "placeholder", "target": a["name"], **_parse_annotation(a["ann"])}
                    nodes.append(rec)
                    known.add(a["name"])
            continue
        if not raw.strip():
            src = None
            continue
        indent = len(raw) - len(raw.lstrip())
        if indent < body_indent:
            break  # the end of forward
        if indent > body_indent:
            continue  # inside a nested submodule
        line = raw.strip()
        if line.startswith("#"):
            if m := _FILE_RE.match(line):
                frame = (m["file"], int(m["line"]), m["fn"].strip(), (m["code"] or "").strip()[:MAX_CODE_CHARS])
                key = "\x00".join(map(str, frame))
                tables.frames.setdefault(key, frame)
                src = tables.source(key)
            elif "No stacktrace" in line:
                src = None
            continue
        if line.startswith("return"):
            ins = [t for t in _IDENT_RE.findall(line[6:]) if t in known]
            rec = {"name": "output", "op": "output", "target": "output"}
            if ins:
                rec["in"] = list(dict.fromkeys(ins))
                edges += len(rec["in"])
            nodes.append(rec)
            continue
        m = _ASSIGN_RE.match(line.split(";  ", 1)[0])
        if not m:
            continue
        rhs = m["rhs"].strip()
        call = re.match(r"^(?P<fn>[\w.]+)\((?P<args>.*)\)$", rhs)
        if call:
            target, args = call["fn"].removeprefix("torch.ops."), call["args"]
        elif sub := re.match(r"^(?P<base>[A-Za-z_]\w*)\[(?P<i>[^\]]*)\]$", rhs):
            target, args = "operator.getitem", sub["base"]
        else:
            target, args = rhs[:60], rhs
        rec = {"name": m["name"], "op": "call_function", "target": target, **_parse_annotation(m["ann"])}
        if src is not None:
            rec["src"] = src
        ins = list(dict.fromkeys(t for t in _IDENT_RE.findall(args) if t in known))
        if ins:
            rec["in"] = ins
            edges += len(ins)
        nodes.append(rec)
        known.add(m["name"])
    return graph_dict(index, "post_grad", name or f"post-grad {compile_id or index}", compile_id, nodes, edges, tables)


def _trace_records(path: Path) -> Iterator[tuple[dict, list[str]]]:
    """(metadata, payload lines) of the post-grad graph and provenance records of one trace file."""
    wanted = ("inductor_post_grad_graph", "inductor_provenance_tracking_node_mappings")
    cur: tuple[dict, list[str]] | None = None
    with open(path, encoding="utf-8", errors="replace", newline="\n") as fh:
        for line in fh:
            if line.startswith("\t"):
                if cur is not None:
                    cur[1].append(line[1:].rstrip("\n"))
                continue
            if cur is not None:
                yield cur
                cur = None
            if '"artifact"' not in line or not any(w in line for w in wanted):
                continue
            m = GLOG_RE.match(line)
            if not m:
                continue
            try:
                meta = json.loads(line[m.end() :])
            except ValueError:
                continue
            art = meta.get("artifact") if isinstance(meta, dict) else None
            if isinstance(art, dict) and art.get("name") in wanted:
                cur = (meta, [])
        if cur is not None:
            yield cur


def post_grad_records(
    trace_path: Path | str, dynamo_records: list[dict] | None = None, start_index: int = 0
) -> list[dict]:
    """Post-grad graphs of a structured trace, one record each, with their kernels and modules.

    Kernels come from the provenance mapping logged with the same compile id; module paths are
    borrowed from the Dynamo record of that compile id (``postToPre`` names its nodes), when given
    and already matched by ``attach_kernels``. A torch that logs no post-grad graph gives [].

    Args:
        trace_path: A ``TORCH_TRACE`` file or folder.
        dynamo_records: Dynamo graph records (after ``attach_kernels``), to copy module paths from.
        start_index: ``index`` of the first record (after the Dynamo graphs in one artifact).
    """

    out: list[dict] = []
    prov: dict[str, dict] = {}
    for f in trace_files(trace_path):
        try:
            for meta, lines in _trace_records(f):
                cid = fmt_compile_id(meta.get("compiled_autograd_id"), meta.get("frame_id"), meta.get("frame_compile_id"))
                text = "\n".join(lines)
                if meta["artifact"]["name"] == "inductor_post_grad_graph":
                    seen = sum(1 for r in out if r["compile_id"] == cid)
                    name = f"post-grad {cid}" + (" (backward)" if seen else "")
                    out.append(parse_post_grad_graph(text, start_index + len(out), cid, name))
                else:
                    try:
                        data = json.loads(text)
                    except ValueError:
                        continue
                    if isinstance(data, dict) and cid not in prov and data.get("preToPost"):
                        prov[cid] = data
        except OSError as e:
            log.warning("cannot read %s: %s", f, e)
    by_cid = {}
    for r in dynamo_records or []:
        for cid in r.get("compile_ids") or ([r["compile_id"]] if r.get("compile_id") else []):
            by_cid.setdefault(cid, r)
    for rec in out:
        nm = prov.get(rec["compile_id"])
        if nm is None:
            continue
        rec["provenance"] = True
        src = by_cid.get(rec["compile_id"])
        if src is not None:
            _borrow_modules(rec, src, nm.get("postToPre") or {})
    return out


def _borrow_modules(rec: dict, src: dict, post_to_pre: dict) -> None:
    """Give post-grad nodes the module of the Dynamo node they came from."""
    pre_mod = {n["name"]: n.get("mod") for n in src.get("nodes", []) if n.get("mod") is not None}
    smods = src.get("modules") or []
    tables = GraphTables()
    cache: dict[int, int | None] = {}

    def chain(i: int) -> list[tuple[str, str]]:
        out = []
        while 0 <= i < len(smods) and len(out) < 64:
            out.append((smods[i]["path"], smods[i].get("type", "")))
            i = smods[i].get("parent", -1)
        return out[::-1]

    for node in rec["nodes"]:
        pres = post_to_pre.get(node["name"])
        if not isinstance(pres, list):
            continue
        node["pre"] = [str(p) for p in pres[:4]]
        mi = next((pre_mod[p] for p in pres if p in pre_mod), None)
        if mi is None:
            continue
        if mi not in cache:
            cache[mi] = tables.module(chain(mi))
        if cache[mi] is not None:
            node["mod"] = cache[mi]
    rec["modules"] = tables.modules
