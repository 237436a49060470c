"""Marks on a graph drawing: where a graph break splits the forward between two captured graphs (one break inside
a called function splits each calling frame too: those marks say "split", after which break).

``figures.break_points`` says which compile ids a break lies between; the mark is a red octagon naming the break,
with dashed edges from the output of the graph before it to the first input of the graph Dynamo resumed in, drawn
only when both graphs are in the drawing (the Graph view's "All Dynamo graphs"). Pure: DOT lines, no Graphviz.
"""

from __future__ import annotations

from typing import Callable

from analyzers.report.figures import record_key

from .graph_tree import GraphTree


def _short(text: object, limit: int = 48) -> str:
    s = " ".join(str(text).split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


def graph_leaf(tree: GraphTree, compile_id: object, op: str, key: int | None = None) -> int | None:
    """The first leaf of the drawn graph of ``compile_id`` (or of record ``key``, when given: ``figures.break_points``
    with counts) whose FX op is ``op`` (its output, or its first input that is not a parameter), else its first
    leaf; None when that graph is not drawn."""
    pos = [i for i, r in enumerate(tree.records) if isinstance(r, dict)
           and (record_key(r, i) == key if key is not None else r.get("compile_id") == compile_id)]
    leaves = [li for li, leaf in enumerate(tree.leaves) if pos and leaf.graph == pos[0]]
    return next((li for li in leaves if tree.leaves[li].node.get("op") == op), leaves[0] if leaves else None)


def drawn_breaks(tree: GraphTree, breaks: list[dict]) -> list[tuple[dict, int, int]]:
    """The breaks both of whose graphs are drawn: ``(break, leaf before it, leaf after it)``."""
    out = []
    for bp in breaks:
        a = graph_leaf(tree, bp.get("after"), "output", bp.get("after_graph"))
        b = graph_leaf(tree, bp.get("before"), "placeholder", bp.get("before_graph"))
        if a is not None and b is not None:
            out.append((bp, a, b))
    return out


def break_marks(tree: GraphTree, breaks: list[dict], refs: list[str], label: Callable[[str], str]) -> list[str]:
    """Two DOT lines per break both of whose graphs are drawn: the mark (``figures.break_points``' ``mark``: a break,
    or a split after a break inside a called function), and its edges. ``refs[leaf]`` is the DOT id of what shows
    the leaf (itself or its closed box); ``label`` quotes a label for DOT."""
    out: list[str] = []
    for bp, a, b in drawn_breaks(tree, breaks):
        mark = f'"b{len(out) // 2}"'
        lines = bp.get("mark") or [f"graph break at {bp.get('where') or '?'}", bp.get("what")]
        text = "\n".join(_short(t) for t in lines if t)
        out.append(f'  {mark} [shape=octagon, style="filled", fillcolor="#fde0dd", color="#d62728", '
                   f'fontcolor="#a50f15", label={label(text)}];')
        out.append(f'  {refs[a]} -> {mark} -> {refs[b]} [color="#d62728", style=dashed];')
    return out
