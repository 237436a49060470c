"""FX graphs drawn by module: DOT that stays small, colours, and SVG from the ``dot`` binary.

Drawing one box per FX node does not scale (Graphviz needs minutes for GPT-2's 700 nodes), so the
drawing follows the module tree of ``graph_tree``: a collapsed module is one box (its op count, and a
bar of its ops by colour), an expanded module is a cluster holding its submodules and ops, and edges
between boxes are merged and counted.

Every DOT id is built from indices (``m12``, ``n345``), never from names; every label goes through
``dot_label`` or ``html_text``. Pure functions: no streamlit, no torch (``graph_svg`` runs ``dot``).
The tree functions are re-exported here, so a page needs one import.
"""

from __future__ import annotations

import html
import math
import re
import subprocess
import zlib
from collections import Counter
from dataclasses import dataclass, field

from analyzers.report.figures import graph_ops_text

from .graph_marks import break_marks
from .graph_tree import (  # noqa: F401 - re-exported for the page
    BUDGET,
    CHUNK,
    NO_IDS,
    ROOT,
    GraphTree,
    Leaf,
    build_tree,
    code_link_params,
    decode_ids,
    default_expanded,
    encode_ids,
    expanded_groups,
    graph_choices,
    graph_label,
    module_chain,
    node_details,
    normalize_expanded,
    op_kind,
    op_name,
    op_option_label,
    pick_records,
    representatives,
    search,
    shape_text,
    source_text,
)

FAN_OUT = 6  # a box feeding more boxes than this gets faint edges (a mask or position code fed to every layer)
MAX_LABEL = 48
COLOR_MODES = ("op", "kernel", "graph")


# -- op kinds and colours ------------------------------------------------------------------------

OP_KIND_COLORS = {
    "matmul": "#fdb863",
    "attention": "#f4a3a3",
    "norm/softmax": "#a6dba0",
    "activation": "#c2a5cf",
    "elementwise": "#b3cde3",
    "reduction": "#fbb4ae",
    "view/shape": "#e8e8e8",
    "index/cat": "#decbe4",
    "creation": "#fed9a6",
    "input": "#ffffcc",
    "parameter": "#f5f5f5",
    "output": "#ffffcc",
    "other": "#d9d9d9",
}
# Light colours (black text stays readable); kernels and graphs cycle through them.
PALETTE = ("#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462", "#b3de69", "#fccde5", "#bc80bd",
           "#ccebc5", "#ffed6f", "#a6cee3", "#b2df8a", "#fdbf6f", "#cab2d6", "#f4cae4", "#e6f5c9", "#fff2ae",
           "#cbd5e8", "#fdcdac")
NO_KERNEL = "#ffffff"


def color_for(i: int) -> str:
    return PALETTE[i % len(PALETTE)]


def _hash_color(text: str) -> str:
    return PALETTE[zlib.crc32(text.encode("utf-8", "replace")) % len(PALETTE)]


# -- escaping ---------------------------------------------------------------------------------------

_CONTROLS = {c: " " for c in range(32)} | {127: " "}
_CONTROLS_BUT_NEWLINE = {c: r for c, r in _CONTROLS.items() if c != 10}


def dot_label(text: object) -> str:
    """A quoted DOT string that shows ``text`` literally.

    Backslashes and quotes are escaped (so nothing ends the string or starts an escape like ``\\N``),
    ``&`` becomes ``&amp;`` (Graphviz passes entities through to SVG, so ``&lt;`` would show as ``<``),
    control characters are dropped and line breaks become DOT's ``\\n``.
    """
    s = str(text).translate(_CONTROLS_BUT_NEWLINE)
    s = s.replace("\\", "\\\\").replace('"', '\\"').replace("&", "&amp;")
    return '"' + s.replace("\n", "\\n") + '"'


def _short(text: object, limit: int = MAX_LABEL) -> str:
    s = " ".join(str(text).split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


# -- drawing ------------------------------------------------------------------------------------------


def _category(tree: GraphTree, leaf: Leaf, color_by: str) -> str:
    if color_by == "kernel":
        return str(leaf.node.get("kernel") or "")
    if color_by == "graph":
        return str(tree.records[leaf.graph].get("name") or leaf.graph)
    return op_kind(leaf.node)


def _color(tree: GraphTree, cat: str, color_by: str, leaf: Leaf | None = None) -> str:
    if color_by == "kernel":
        i = tree.kernel_index.get(cat)
        return NO_KERNEL if i is None else color_for(i)
    if color_by == "graph":
        return color_for(leaf.graph) if leaf is not None else _hash_color(cat)
    return OP_KIND_COLORS.get(cat, OP_KIND_COLORS["other"])


def legend(tree: GraphTree, color_by: str, limit: int = 24) -> list[tuple[str, str, int]]:
    """(label, colour, ops) of the colours in use, most ops first."""
    counts: Counter = Counter()
    colors: dict[str, str] = {}
    for leaf in tree.leaves:
        cat = _category(tree, leaf, color_by)
        counts[cat] += 1
        colors.setdefault(cat, _color(tree, cat, color_by, leaf))
    out = [(c or "no kernel", colors[c], n) for c, n in counts.most_common(limit)]
    return out


def _shares(shares: Counter, colors: dict[str, str], top: int = 6) -> list[tuple[str, float]]:
    """(colour, fraction) of a box's ops by category: the ``top`` largest, the rest grey."""
    total = sum(shares.values())
    if not total:
        return []
    parts = [(colors[cat], n / total) for cat, n in shares.most_common(top)]
    rest = 1 - sum(f for _, f in parts)
    if rest > 1e-9:
        parts.append(("#bbbbbb", rest))
    return parts


def html_text(text: object) -> str:
    """Text for a Graphviz HTML-like label: every markup character becomes an entity."""
    return html.escape(str(text).translate(_CONTROLS), quote=True)


def _box_label(lines: list[str], parts: list[tuple[str, float]], width: int = 110) -> str:
    """An HTML-like label: the text, and under it a bar of the box's ops by colour (its make-up)."""
    text = "<BR/>".join(html_text(ln) for ln in lines)
    if not parts:
        return f"<{text}>"
    cells = "".join(
        f'<TD BGCOLOR="{c}" WIDTH="{max(1, round(f * width))}" HEIGHT="7" FIXEDSIZE="TRUE"></TD>' for c, f in parts
    )
    return (
        f'<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD COLSPAN="{len(parts)}">{text}'
        f"</TD></TR><TR>{cells}</TR></TABLE>>"
    )


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
    breaks: int = 0  # graph breaks marked between two graphs


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
    if expanded is None:
        expanded = default_expanded(tree)
    open_ = expanded_groups(tree, expanded, selected)
    rep = representatives(tree, open_)
    matches = set(search(tree, query, limit=len(tree.leaves) + 1)) if query else set()

    # the unit that shows each op: the op itself (>= 0) or its closed box (-(g + 1))
    unit = [li if rep[leaf.group] == -1 else -(rep[leaf.group] + 1) for li, leaf in enumerate(tree.leaves)]
    box_shares: dict[int, Counter] = {}
    box_matches: Counter = Counter()
    box_kernels: dict[int, set] = {}
    box_colors: dict[str, str] = {}
    for li, leaf in enumerate(tree.leaves):
        u = unit[li]
        if u < 0:
            cat = _category(tree, leaf, color_by)
            box_shares.setdefault(u, Counter())[cat] += 1
            box_colors.setdefault(cat, _color(tree, cat, color_by, leaf))
            if leaf.node.get("kernel"):
                box_kernels.setdefault(u, set()).update(leaf.node.get("kernels") or [leaf.node["kernel"]])
            if leaf.key in matches:
                box_matches[u] += 1

    lines = [
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
    counts = {"boxes": 0, "ops": 0, "clusters": 0}
    shown: list[str] = []
    sel = tree.by_key.get(selected) if selected else None

    def box(g: int, indent: str) -> None:
        grp = tree.groups[g]
        u = -(g + 1)
        parts = _shares(box_shares.get(u, Counter()), box_colors)
        label = [_short(grp.label)]
        if grp.type and grp.type != "chunk":
            label.append(_short(grp.type, 32))
        info = f"{grp.count} ops"
        if box_kernels.get(u):
            k = len(box_kernels[u])
            info += f" · {k} kernel{'' if k == 1 else 's'}"
        label.append(info)
        extra = ""
        if box_matches.get(u):
            label.append(f"{box_matches[u]} match{'es' if box_matches[u] > 1 else ''}")
            extra = ', color="#d62728", penwidth=2.5'
        # one colour fills the box; a mix shows as a bar under the text
        fill = parts[0][0] if len(parts) == 1 else "#fafafa"
        shape = "folder" if grp.type == "chunk" else "box"
        lines.append(
            f'{indent}"m{g}" [shape={shape}, style="filled", fillcolor="{fill}", '
            f"label={_box_label(label, parts if len(parts) > 1 else [])}, tooltip={dot_label(grp.id or 'top level')}{extra}];"
        )
        counts["boxes"] += 1

    def op(li: int, indent: str) -> None:
        leaf = tree.leaves[li]
        n = leaf.node
        cat = _category(tree, leaf, color_by)
        fill = _color(tree, cat, color_by, leaf)
        label = [_short(n.get("name", ""), 40)]
        tgt = op_name(str(n.get("target", ""))) if n.get("op") not in ("placeholder", "output") else str(n.get("op"))
        shape = shape_text(n)
        label.append(_short(f"{tgt}  {shape}".strip(), 44))
        extra = ""
        if li == sel:
            extra = ', color="#d62728", penwidth=3, peripheries=2'
        elif leaf.key in matches:
            extra = ', color="#d62728", penwidth=2'
        node_shape = "ellipse" if n.get("op") in ("placeholder", "output", "get_attr") else "box"
        lines.append(
            f'{indent}"n{li}" [shape={node_shape}, fillcolor="{fill}", label={dot_label(chr(10).join(label))}{extra}];'
        )
        counts["ops"] += 1
        shown.append(leaf.key)

    def emit(g: int, indent: str) -> None:
        for it in tree.groups[g].items:
            if it >= 0:
                op(it, indent)
                continue
            c = -it - 1
            if c in open_:
                grp = tree.groups[c]
                title = _short(grp.label) + (f" · {_short(grp.type, 32)}" if grp.type and grp.type != "chunk" else "")
                lines.append(f'{indent}subgraph "cluster_m{c}" {{')
                lines.append(
                    f'{indent}  graph [label={dot_label(title)}, style="rounded,dashed", color="#9a9a9a", '
                    f"fontsize=10, labeljust=l, tooltip={dot_label(grp.id)}];"
                )
                counts["clusters"] += 1
                emit(c, indent + "  ")
                lines.append(f"{indent}}}")
            else:
                box(c, indent)

    emit(ROOT, "  ")

    edges: Counter = Counter()
    for li, leaf in enumerate(tree.leaves):
        v = unit[li]
        for u in leaf.inputs:
            ru = unit[u]
            if ru != v:
                edges[(ru, v)] += 1

    def ref(u: int) -> str:
        return f'"n{u}"' if u >= 0 else f'"m{-u - 1}"'

    fan_out = Counter(a for a, _ in edges)
    for (a, b), k in edges.items():
        attrs = []
        if k > 1:
            attrs.append(f"penwidth={min(0.8 + math.log2(k) * 0.5, 3.5):.1f}")
            if edge_labels:
                attrs.append(f"xlabel={dot_label(str(k))}")
            attrs.append(f'tooltip="{k} edges"')
        if fan_out[a] > FAN_OUT:  # masks, position embeddings: fed to every layer, drawn faint
            attrs.append('color="#c8c8c8"')
        lines.append(f"  {ref(a)} -> {ref(b)}" + (f" [{', '.join(attrs)}]" if attrs else "") + ";")
    marks = break_marks(tree, breaks or [], [ref(u) for u in unit], dot_label)
    lines += marks
    lines.append("}")
    return Drawing(
        dot="\n".join(lines) + "\n",
        boxes=counts["boxes"],
        ops=counts["ops"],
        edges=len(edges),
        clusters=counts["clusters"],
        matches=len(matches),
        shown=shown,
        breaks=len(marks) // 2,
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


class GraphRenderError(RuntimeError):
    """``dot`` failed, timed out or is not installed."""


def graph_svg(dot: str, timeout: float = 60.0) -> bytes:
    """SVG of DOT source, laid out by the ``dot`` binary.

    Raises:
        GraphRenderError: with a message for the page.
    """
    try:
        p = subprocess.run(
            ["dot", "-Tsvg"], input=dot.encode("utf-8"), capture_output=True, timeout=timeout, check=False
        )
    except FileNotFoundError:
        raise GraphRenderError("Graphviz `dot` is not installed on the dashboard machine") from None
    except subprocess.TimeoutExpired:
        raise GraphRenderError(
            f"Graphviz needed more than {timeout:.0f} s: download the DOT and render it locally"
        ) from None
    if p.returncode != 0:
        err = p.stderr.decode("utf-8", "replace").strip().splitlines()
        raise GraphRenderError(f"Graphviz failed: {err[-1] if err else 'exit ' + str(p.returncode)}")
    return p.stdout


def stats_line(tree: GraphTree, drawing: Drawing, counts: dict[int, dict], report: dict) -> str:
    """What the graphs hold (``figures.graph_ops_text`` with ``counts``, ``figures.graph_op_counts`` of the run's
    records: the count Compile shows) and what the drawing shows."""
    drawn = [f"{drawing.clusters} open module{'' if drawing.clusters == 1 else 's'}",
             f"{drawing.boxes} closed module box{'' if drawing.boxes == 1 else 'es'}",
             f"{drawing.ops} single node{'' if drawing.ops == 1 else 's'}", f"{drawing.edges} edges"]
    text = f"{graph_ops_text(tree.records, counts, report)} · drawn as {', '.join(drawn)}"
    if drawing.breaks:
        text += f" · {drawing.breaks} graph break{' is' if drawing.breaks == 1 else 's are'} marked between graphs"
    return text


_SAFE_FILE = re.compile(r"[^A-Za-z0-9_.-]+")


def file_stem(run_id: str, choice: str) -> str:
    return _SAFE_FILE.sub("-", f"{run_id}-graph-{choice}")[:80]


def legend_svg(entries: list[tuple[str, str, int]], width: int = 900) -> str:
    """The legend as a small SVG (swatch, label, op count per entry), wrapped into rows of ``width`` px.

    Labels are XML-escaped; colours are checked to be ``#rrggbb``. An image, not HTML: the page needs no
    raw-HTML Markdown for it.
    """
    x, y, row_h, items = 0, 0, 18, []
    for label, color, n in entries:
        if not re.fullmatch(r"#[0-9a-fA-F]{6}", color):
            continue
        text = f"{_short(label, 48)} ({n:,})"
        w = 22 + int(len(text) * 6.2) + 14
        if x and x + w > width:
            x, y = 0, y + row_h
        items.append(
            f'<rect x="{x}" y="{y + 3}" width="12" height="12" fill="{color}" stroke="#888"/>'
            f'<text x="{x + 17}" y="{y + 13}">{html.escape(text)}</text>'
        )
        x += w
    height = y + row_h
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="Helvetica, Arial, sans-serif" font-size="11" fill="#333">'
        + "".join(items)
        + "</svg>"
    )
