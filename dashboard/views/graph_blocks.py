"""Graph: the FX graphs Dynamo captured, drawn by module; colour by op kind, fused kernel or graph.

Link parameters: ``graph`` (a graph index or ``all``), ``expand`` (open modules, ``blocks.join_values``; ``-`` for
none; absent: the default level), ``node`` (the selected op, ``<graph>:<name>``), ``color``, ``find`` and
``numerics`` (``1``: modules coloured by their numerics error). The drawing is DOT laid out by ``dot`` on the server
(``graph.drawn_svg``: once per DOT source), an image on every rendering; where ``dot`` fails, a note and the DOT
source (the live page lays it out in the browser). Parsing the artifact and building the module tree are kept per
artifact text (``functools.lru_cache``): a rerun of the live page redraws only what changed.
"""

from __future__ import annotations

import functools
import json

import pandas as pd

from analyzers.report.figures import break_points, graph_op_counts

from . import graph as gv
from . import numerics as nv
from .blocks import Code, Columns, Control, Details, Drawing, Link, LiveOnly, Table, Text, absence_blocks
from .sections import section, stage_of, why_missing

COLOR_LABELS = {"op": "op kind", "kernel": "fused kernel", "graph": "graph"}
OPS_LISTED = 300  # search hits the op picker lists


@functools.lru_cache(maxsize=8)
def records_of(text: str) -> tuple[dict, ...]:
    """Graph records of an artifact's text (shared between sessions: never change them). Raises ValueError."""
    doc = json.loads(text)
    graphs = doc.get("graphs") if isinstance(doc, dict) else None
    return tuple(g for g in graphs if isinstance(g, dict)) if isinstance(graphs, list) else ()


@functools.lru_cache(maxsize=16)
def tree_of(text: str, choice: str) -> gv.GraphTree:
    return gv.build_tree(gv.pick_records(list(records_of(text)), choice))


def _no_graphs(report: dict) -> list:
    """Why this run has no graphs to draw (no artifact named in the report)."""
    if stage_of(report, "graphs") or not section(report, "explain"):
        return absence_blocks(why_missing(report, "graphs" if stage_of(report, "graphs") else "explain"))
    if report.get("status") in ("queued", "running"):
        return [Text("The graphs are stored with the explain stage: this view fills in when they are.", "info")]
    return [Text("This run stored no graphs (runs made before the Graph view existed do not have them): run it again.",
                 "info")]


def _records(report: dict, files) -> tuple[str, tuple[dict, ...]] | list:
    """(artifact text, graph records), or the blocks that say why there are none."""
    meta = section(report, "graphs")
    if not meta.get("artifact"):
        return _no_graphs(report)
    text = files.text(str(meta["artifact"]))
    if text is None:
        return [Text(f"The graphs artifact {meta['artifact']} is missing from the folder of this run.", "warning")]
    try:
        records = records_of(text)
    except ValueError as e:
        return [Text(f"The graphs artifact could not be read: {e}", "error")]
    if not records:
        return [Text("Dynamo captured no graph in this run (the whole model ran eagerly).", "info")]
    return text, records


def _pickers(records: list[dict], counts: dict, choice: str, color: str, query: str) -> Columns:
    choices = gv.graph_choices(records)
    graph = Control("graph", "Graph", choices, choice, labels={c: gv.graph_label(records, c, counts) for c in choices},
                    clears=("expand", "node"),
                    help="Graph breaks split a model into several graphs: draw them together, coloured by graph, "
                    "to see the splits.")
    colour = Control("color", "Colour by", list(gv.COLOR_MODES), color, labels=COLOR_LABELS)
    find = Control("find", "Find", (), query or None, kind="text", placeholder="op, node name, module or kernel")
    return Columns([[graph], [colour], [find]], widths=(3, 1, 2))


def _modules(tree: gv.GraphTree, current: list[str], default: list[str]) -> list:
    parents = {}
    for gid in tree.containers():
        parent = tree.groups[tree.groups[tree.by_id[gid]].parent]
        if parent.id:
            parents[gid] = parent.id
    return [Control("expand", "Open modules", tree.containers(), gv.encode_ids(current), kind="multiselect",
                    default=gv.encode_ids(default), parents=parents,
                    help="A closed module is one box; an open one shows its submodules and ops. Removing a module "
                    "closes everything inside it. Ids with # are chunks of a crowded module."),
            LiveOnly("graph_default_view", "")]


def _drawing(report: dict, tree: gv.GraphTree, drawing: gv.Drawing, params: dict, stats: str) -> list:
    """The numerics switch (where the run has module errors), the drawing's stats, the drawing and its legend."""
    out: list = []
    if nv.module_errors(report):
        on = "1" if params.get("numerics") == "1" else None
        out.append(Control("numerics", "Colour modules by numerics error", ["1"], on, kind="toggle",
                           key="w_graph_numerics",
                           help="Modules the Numerics view compiled alone: red differs, green matches"))
        if on:
            drawing.dot, _ = nv.dot_by_error(drawing.dot, [grp.id for grp in tree.groups], report)
    out.append(Text(stats, "muted"))
    svg, why = gv.drawn_svg(drawing.dot)
    if svg is not None:
        out.append(Drawing(svg, "Graph drawing"))
    else:
        out += [Text(f"No drawing: {why}. The DOT source follows.", "muted"),
                LiveOnly("graph_browser_layout", "", {"dot": drawing.dot}),
                Details("DOT source", [Code(drawing.dot)])]
    out.append(Drawing(gv.legend_svg(gv.legend(tree, params.get("color") or "op")), "Legend"))
    return out


def _op(tree: gv.GraphTree, drawing: gv.Drawing, selected: str | None, query: str, run_id: str) -> list:
    """The op picker (the search hits, else the ops drawn one by one) and the picked op's details."""
    options = gv.search(tree, query, limit=OPS_LISTED) if query else list(drawing.shown)
    if selected and selected not in options:
        options.insert(0, selected)
    out: list = [Control("node", "Op", options, selected, labels={k: gv.op_option_label(tree, k) for k in options},
                         placeholder="Pick an op to see its details" if options else
                         "Open a module or search to pick an op")]
    details = gv.node_details(tree, selected) if selected else None
    if details:
        out.append(Columns([[_details_table(details)], _details_side(details, run_id)]))
    return out


def _details_table(d: dict) -> Table:
    rows = {
        "graph": d["graph"] + (f" (compile id {d['compile_id']})" if d["compile_id"] else ""),
        "op": f"{d['op']} · {d['target']}",
        "kind": d["kind"],
        "shape": d["shape"] or "not recorded",
        "dtype": d["dtype"] or "not recorded",
        "module": (f"{d['module']} ({d['module_type']})" if d["module"] else "top level"),
        "source": gv.source_text(d) or "not recorded",
        "inputs": ", ".join(d["inputs"]) or "none",
        "users": ", ".join(d["users"]) or "none",
        "kernels": ", ".join(d["kernels"]) or "none recorded",
    }
    return Table(pd.DataFrame([{"field": k, "value": v} for k, v in rows.items()]), style="grid")


def _details_side(d: dict, run_id: str) -> list:
    out: list = [Code(d["code"], "python")] if d["code"] else []
    for k in d["kernels"][:6]:
        params = gv.code_link_params(run_id, d, k)
        if params:
            params.pop("view", None)
            out.append(Link("code", f"Kernel {k} in Generated code", params, icon=":material/code:"))
    return out


def blocks(report: dict, files, params: dict) -> list:
    found = _records(report, files)
    if isinstance(found, list):
        return found
    text, records = found
    records = list(records)
    counts = graph_op_counts(report, records)  # each graph's ops as Compile counts them (figures.py)
    choices = gv.graph_choices(records)
    choice = params.get("graph") if params.get("graph") in choices else choices[0]
    color = params.get("color") if params.get("color") in gv.COLOR_MODES else "op"
    query = (params.get("find") or "").strip()
    out: list = [_pickers(records, counts, choice, color, query)]
    tree = tree_of(text, choice)
    if not tree.leaves:
        return out + [Text("This graph has no ops to draw.", "info")]
    linked, default = gv.decode_ids(params.get("expand")), gv.default_expanded(tree)
    current = [i for i in (default if linked is None else linked) if i in tree.by_id]
    out += _modules(tree, current, default)
    selected = params.get("node") if params.get("node") in tree.by_key else None
    drawing = gv.graph_drawing(tree, current, color, selected, query, breaks=break_points(report, counts))
    stats = gv.stats_line(tree, drawing, counts, report) + (f" · {drawing.matches} match(es)" if query else "")
    out += _drawing(report, tree, drawing, {**params, "color": color}, stats)
    out += _op(tree, drawing, selected, query, str(report.get("run_id") or ""))
    svg = next((b.svg for b in out if isinstance(b, Drawing) and b.alt == "Graph drawing"), None)
    out.append(LiveOnly("graph_downloads", "", {"dot": drawing.dot, "svg": svg, "tree": tree, "color": color,
                                                "stem": gv.file_stem(str(report.get("run_id") or ""), choice)}))
    return out
