"""The Graph view's colours and escaping: op kinds, fused kernels and graphs as colours, the legend, and the
labels of the DOT source (every label goes through ``dot_label`` or ``html_text``). Pure: no streamlit.
"""

from __future__ import annotations

import html
import zlib
from collections import Counter

from .graph_ops import op_kind
from .graph_tree import GraphTree, Leaf

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


def short(text: object, limit: int = MAX_LABEL) -> str:
    s = " ".join(str(text).split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


# -- drawing ------------------------------------------------------------------------------------------


def category_of(tree: GraphTree, leaf: Leaf, color_by: str) -> str:
    if color_by == "kernel":
        return str(leaf.node.get("kernel") or "")
    if color_by == "graph":
        return str(tree.records[leaf.graph].get("name") or leaf.graph)
    return op_kind(leaf.node)


def color_of(tree: GraphTree, cat: str, color_by: str, leaf: Leaf | None = None) -> str:
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
        cat = category_of(tree, leaf, color_by)
        counts[cat] += 1
        colors.setdefault(cat, color_of(tree, cat, color_by, leaf))
    out = [(c or "no kernel", colors[c], n) for c, n in counts.most_common(limit)]
    return out


def shares_bar(shares: Counter, colors: dict[str, str], top: int = 6) -> list[tuple[str, float]]:
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


def box_label(lines: list[str], parts: list[tuple[str, float]], width: int = 110) -> str:
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
