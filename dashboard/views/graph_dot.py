"""The DOT source of a Graph view drawing: closed modules as boxes, open ones as clusters, ops, merged edges.

``graph_drawing`` works in named steps: which unit shows each op (``_units``), what each closed box holds
(``_box_contents``), the boxes, clusters and ops in module order (``_Writer``), the merged edges between units
(``_edge_lines``), and the graph-break marks (``graph_marks``). Every DOT id is built from indices (``m12``,
``n345``), never from names; every label goes through ``dot_label`` or ``html_text`` (``graph_style``).
Pure: no streamlit.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from .graph_marks import break_marks, drawn_breaks
from .graph_ops import op_name, shape_text
from .graph_style import COLOR_MODES, box_label, category_of, color_of, dot_label, shares_bar, short
from .graph_tree import ROOT, GraphTree, build_tree, default_expanded, expanded_groups, representatives, search

FAN_OUT = 6  # a box feeding more boxes than this gets faint edges (a mask or position code fed to every layer)
HEADER = [
    "digraph G {",
    # mclimit/nslimit/searchsize cap Graphviz's crossing and ranking passes: a whole Llama in 5 s, not minutes
    (
        '  graph [rankdir=TB, fontname="Helvetica", fontsize=11, nodesep=0.2, ranksep=0.3, '
        "newrank=true, mclimit=0.3, nslimit=2, nslimit1=2, remincross=false, searchsize=20];"
    ),
    (
        '  node [shape=box, style="rounded,filled", fontname="Helvetica", fontsize=10, height=0.3, '
        'margin="0.08,0.03", penwidth=0.8, color="#666666"];'
    ),
    '  edge [color="#8a8a8a", arrowsize=0.6, penwidth=0.8, fontname="Helvetica", fontsize=8];',
]


@dataclass
class Drawing:
    """DOT source and what it shows."""

    dot: str
    boxes: int  # collapsed groups drawn
    ops: int  # single ops drawn
    edges: int
    clusters: int
    matches: int = 0
    shown: list[str] = field(default_factory=list)  # keys of the ops drawn one by one
    breaks: int = 0  # graph breaks (or splits after one) marked between two graphs
    marked: list[dict] = field(default_factory=list)  # those ``figures.break_points``, in order


@dataclass
class _Boxes:
    """What each closed box holds, by unit (``-(g + 1)``): ops per colour category, kernels, search hits."""

    shares: dict[int, Counter] = field(default_factory=dict)
    matches: Counter = field(default_factory=Counter)
    kernels: dict[int, set] = field(default_factory=dict)
    colors: dict[str, str] = field(default_factory=dict)


def _units(tree: GraphTree, open_: set[int]) -> list[int]:
    """The unit that shows each op: the op itself (>= 0) or its closed box (-(g + 1))."""
    rep = representatives(tree, open_)
    return [li if rep[leaf.group] == -1 else -(rep[leaf.group] + 1) for li, leaf in enumerate(tree.leaves)]


def _box_contents(tree: GraphTree, unit: list[int], color_by: str, matches: set[str]) -> _Boxes:
    boxes = _Boxes()
    for li, leaf in enumerate(tree.leaves):
        u = unit[li]
        if u >= 0:
            continue
        cat = category_of(tree, leaf, color_by)
        boxes.shares.setdefault(u, Counter())[cat] += 1
        boxes.colors.setdefault(cat, color_of(tree, cat, color_by, leaf))
        if leaf.node.get("kernel"):
            boxes.kernels.setdefault(u, set()).update(leaf.node.get("kernels") or [leaf.node["kernel"]])
        if leaf.key in matches:
            boxes.matches[u] += 1
    return boxes


class _Writer:
    """The boxes, clusters and ops of one drawing, in module order (``emit``), as DOT lines."""

    def __init__(self, tree: GraphTree, open_: set[int], boxes: _Boxes, color_by: str, sel: int | None,
                 matches: set[str]):
        self.tree, self.open, self.boxes, self.color_by, self.sel, self.matches = (
            tree, open_, boxes, color_by, sel, matches)
        self.lines: list[str] = list(HEADER)
        self.counts = {"boxes": 0, "ops": 0, "clusters": 0}
        self.shown: list[str] = []

    def box(self, g: int, indent: str) -> None:
        grp, u, b = self.tree.groups[g], -(g + 1), self.boxes
        parts = shares_bar(b.shares.get(u, Counter()), b.colors)
        label = [short(grp.label)]
        if grp.type and grp.type != "chunk":
            label.append(short(grp.type, 32))
        info = f"{grp.count} ops"
        if b.kernels.get(u):
            k = len(b.kernels[u])
            info += f" · {k} kernel{'' if k == 1 else 's'}"
        label.append(info)
        extra = ""
        if b.matches.get(u):
            label.append(f"{b.matches[u]} match{'es' if b.matches[u] > 1 else ''}")
            extra = ', color="#d62728", penwidth=2.5'
        # one colour fills the box; a mix shows as a bar under the text
        fill = parts[0][0] if len(parts) == 1 else "#fafafa"
        shape = "folder" if grp.type == "chunk" else "box"
        self.lines.append(
            f'{indent}"m{g}" [shape={shape}, style="filled", fillcolor="{fill}", '
            f"label={box_label(label, parts if len(parts) > 1 else [])}, "
            f"tooltip={dot_label(grp.id or 'top level')}{extra}];"
        )
        self.counts["boxes"] += 1

    def op(self, li: int, indent: str) -> None:
        leaf = self.tree.leaves[li]
        n = leaf.node
        fill = color_of(self.tree, category_of(self.tree, leaf, self.color_by), self.color_by, leaf)
        label = [short(n.get("name", ""), 40)]
        tgt = op_name(str(n.get("target", ""))) if n.get("op") not in ("placeholder", "output") else str(n.get("op"))
        label.append(short(f"{tgt}  {shape_text(n)}".strip(), 44))
        extra = ""
        if li == self.sel:
            extra = ', color="#d62728", penwidth=3, peripheries=2'
        elif leaf.key in self.matches:
            extra = ', color="#d62728", penwidth=2'
        node_shape = "ellipse" if n.get("op") in ("placeholder", "output", "get_attr") else "box"
        self.lines.append(
            f'{indent}"n{li}" [shape={node_shape}, fillcolor="{fill}", label={dot_label(chr(10).join(label))}{extra}];'
        )
        self.counts["ops"] += 1
        self.shown.append(leaf.key)

    def emit(self, g: int, indent: str) -> None:
        for it in self.tree.groups[g].items:
            if it >= 0:
                self.op(it, indent)
            elif -it - 1 in self.open:
                self.cluster(-it - 1, indent)
            else:
                self.box(-it - 1, indent)

    def cluster(self, c: int, indent: str) -> None:
        grp = self.tree.groups[c]
        title = short(grp.label) + (f" · {short(grp.type, 32)}" if grp.type and grp.type != "chunk" else "")
        self.lines.append(f'{indent}subgraph "cluster_m{c}" {{')
        self.lines.append(
            f'{indent}  graph [label={dot_label(title)}, style="rounded,dashed", color="#9a9a9a", '
            f"fontsize=10, labeljust=l, tooltip={dot_label(grp.id)}];"
        )
        self.counts["clusters"] += 1
        self.emit(c, indent + "  ")
        self.lines.append(f"{indent}}}")


def _ref(u: int) -> str:
    return f'"n{u}"' if u >= 0 else f'"m{-u - 1}"'


def _edge_lines(tree: GraphTree, unit: list[int], edge_labels: bool) -> tuple[list[str], int]:
    """The edges between drawn units, merged and counted (DOT lines), and how many there are."""
    edges: Counter = Counter()
    for li, leaf in enumerate(tree.leaves):
        v = unit[li]
        for u in leaf.inputs:
            ru = unit[u]
            if ru != v:
                edges[(ru, v)] += 1
    fan_out = Counter(a for a, _ in edges)
    lines = []
    for (a, b), k in edges.items():
        attrs = []
        if k > 1:
            attrs.append(f"penwidth={min(0.8 + math.log2(k) * 0.5, 3.5):.1f}")
            if edge_labels:
                attrs.append(f"xlabel={dot_label(str(k))}")
            attrs.append(f'tooltip="{k} edges"')
        if fan_out[a] > FAN_OUT:  # masks, position embeddings: fed to every layer, drawn faint
            attrs.append('color="#c8c8c8"')
        lines.append(f"  {_ref(a)} -> {_ref(b)}" + (f" [{', '.join(attrs)}]" if attrs else "") + ";")
    return lines, len(edges)


def graph_drawing(
    tree: GraphTree,
    expanded=None,
    color_by: str = "op",
    selected: str | None = None,
    query: str | None = None,
    *,
    edge_labels: bool = True,
    breaks: list[dict] | None = None,
) -> Drawing:
    """The drawing of ``tree`` with the groups ``expanded`` open (None: ``default_expanded``).

    Args:
        tree: From ``build_tree``.
        expanded: Ids of open groups (their ancestors open too); None for the default.
        color_by: ``op`` (op kind), ``kernel`` (fused kernel) or ``graph`` (which captured graph).
        selected: Key of an op to outline (its modules are opened so it is visible).
        query: Search text: matching ops are outlined; a closed box says how many it holds.
        edge_labels: Print the number of merged edges on an edge between boxes.
        breaks: ``figures.break_points``: each drawn as a marker from the output of the graph before the break
            to the inputs of the graph Dynamo resumed in (when both graphs are drawn).
    """
    color_by = color_by if color_by in COLOR_MODES else "op"
    open_ = expanded_groups(tree, default_expanded(tree) if expanded is None else expanded, selected)
    matches = set(search(tree, query, limit=len(tree.leaves) + 1)) if query else set()
    unit = _units(tree, open_)
    sel = tree.by_key.get(selected) if selected else None
    writer = _Writer(tree, open_, _box_contents(tree, unit, color_by, matches), color_by, sel, matches)
    writer.emit(ROOT, "  ")
    edges, n_edges = _edge_lines(tree, unit, edge_labels)
    marks = break_marks(tree, breaks or [], [_ref(u) for u in unit], dot_label)
    marked = [bp for bp, _, _ in drawn_breaks(tree, breaks or [])]
    lines = writer.lines + edges + marks + ["}"]
    return Drawing(
        dot="\n".join(lines) + "\n",
        boxes=writer.counts["boxes"],
        ops=writer.counts["ops"],
        edges=n_edges,
        clusters=writer.counts["clusters"],
        matches=len(matches),
        shown=writer.shown,
        breaks=len(marks) // 2,
        marked=marked,
    )


def graph_dot(
    records_or_tree,
    expanded=None,
    color_by: str = "op",
    selected: str | None = None,
    search: str | None = None,
) -> str:
    """DOT source of graph records (or a built ``GraphTree``); see ``graph_drawing``."""
    tree = records_or_tree if isinstance(records_or_tree, GraphTree) else build_tree(list(records_or_tree))
    return graph_drawing(tree, expanded, color_by, selected, search).dot


def full_dot(tree: GraphTree, color_by: str = "op") -> str:
    """Every op drawn, inside the clusters of every module (for download: may be slow to lay out)."""
    return graph_drawing(tree, tree.containers(), color_by, edge_labels=False).dot
