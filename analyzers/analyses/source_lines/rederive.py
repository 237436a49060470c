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
from .frames import code_of


def node_lines_of(records: list | None) -> dict:
    """{compile id: {Dynamo node name: (file, line)}} from graph records (``graph_record``): the fallback for a
    torch whose provenance has no kernel stack traces."""
    out: dict = {}
    for rec in records or []:
        if not isinstance(rec, dict):
            continue
        sources = rec.get("sources") or []
        table: dict = {}
        for node in rec.get("nodes") or []:
            i = node.get("source") if isinstance(node, dict) else None
            if isinstance(i, int) and 0 <= i < len(sources) and isinstance(sources[i], dict):
                table[node.get("name")] = (sources[i].get("file"), sources[i].get("line"))
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
                                   node_lines=node_lines_of(records), label=paths.path, code=code)
    if provenance is None:
        section["notes"].append("the run stores no provenance artifact: no compiled kernel reaches a line")
    return section
