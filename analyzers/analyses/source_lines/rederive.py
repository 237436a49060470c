"""The ``source_lines`` section again from a stored run, without torch or a GPU: the report's profile (its kernel
records: names, times, launching op, eager ``source_line``), its roofline (bounds) and the compile's provenance
artifact (``artifacts/provenance.json``: kernel keys and their nodes' stack traces); the stored graphs
(``artifacts/graphs.json``) give node lines where the provenance has no stack traces (an older torch).

A line's source text comes from the file where it is readable here, else from the stored section's row.
"""

from __future__ import annotations

import json
from pathlib import Path

from ...report.paths import Portable
from .attribute import collect_source_lines
from .frames import code_of, is_model_file
from .line_ranges import module_row


def node_info_of(records: list | None) -> dict:
    """{compile id: {Dynamo node name: {"line": (file, line), "module": (path, type) | None}}} from graph records
    (``graph_record``): each node's model line (``msrc``, else ``src`` when that frame is a model file's; a node
    with neither is on its outermost module's row, ``<module 0 (Linear)>``) and its innermost module."""
    out: dict = {}
    for rec in records or []:
        if not isinstance(rec, dict):
            continue
        sources, modules = rec.get("sources") or [], rec.get("modules") or []

        def at(table, i):
            return table[i] if isinstance(i, int) and 0 <= i < len(table) and isinstance(table[i], dict) else None

        table: dict = {}
        for node in rec.get("nodes") or []:
            if not isinstance(node, dict):
                continue
            mod = at(modules, node.get("mod"))
            src = at(sources, node.get("msrc")) or at(sources, node.get("src"))
            line = None
            if src and isinstance(src.get("line"), int) and (node.get("msrc") is not None
                                                               or is_model_file(str(src.get("file") or ""))):
                line = (src.get("file"), src["line"])
            elif mod:
                anchor, seen = mod, 0
                while isinstance(anchor.get("parent"), int) and anchor["parent"] >= 0 and seen < 1000:
                    anchor, seen = at(modules, anchor["parent"]) or {}, seen + 1
                line = (module_row(str(anchor.get("path") or ""), str(anchor.get("type") or "")), 0)
            table[node.get("name")] = {"line": line,
                                       "module": (str(mod.get("path") or ""), str(mod.get("type") or ""))
                                       if mod else None}
        for cid in rec.get("compile_ids") or [rec.get("compile_id")]:
            if cid is not None:
                out.setdefault(str(cid), table)
    return out


def _artifact(run_dir: Path, name: str | None) -> object | None:
    path = run_dir / name if name else None
    if path is None or not path.is_file():
        return None
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def rederive_source_lines(run_dir: str | Path, report: dict | None = None) -> dict:
    """The ``source_lines`` section recomputed from the run folder ``run_dir`` (``report.json`` unless
    ``report`` is given). Never raises on a run that lacks a part: the section says what is missing."""
    run_dir = Path(run_dir)
    if report is None:
        report = json.loads((run_dir / "report.json").read_text())
    compile_sec = report.get("compile") or {}
    provenance = _artifact(run_dir, compile_sec.get("provenance_artifact") or "artifacts/provenance.json")
    graphs_sec = report.get("graphs") or {}
    graphs = _artifact(run_dir, graphs_sec.get("artifact")) if graphs_sec.get("artifact") else None
    records = (graphs or {}).get("graphs") if isinstance(graphs, dict) else None
    if records and isinstance(graphs_sec.get("count"), int):
        records = records[: graphs_sec["count"]]  # the Dynamo graphs; post-grad ones follow
    paths = Portable.for_run((report.get("request") or {}).get("source"))
    old = {(r.get("file"), r.get("line")): r.get("code") or ""
           for r in (report.get("source_lines") or {}).get("rows") or [] if isinstance(r, dict)}

    def code(file: str, line: int) -> str:
        return code_of(file, line) or old.get((paths.path(file), line), "")

    section = collect_source_lines(report.get("profile"), report.get("roofline"),
                                   provenance if isinstance(provenance, list) else None,
                                   node_info=node_info_of(records), label=paths.path, code=code)
    if provenance is None:
        section["notes"].append("the run stores no provenance artifact: no compiled kernel reaches a line")
    return section
