"""FX graphs drawn by module: DOT that stays small, colours, and SVG from the ``dot`` binary.

Drawing one box per FX node does not scale (Graphviz needs minutes for GPT-2's 700 nodes), so the
drawing follows the module tree of ``graph_tree``: a collapsed module is one box (its op count, and a
bar of its ops by colour), an expanded module is a cluster holding its submodules and ops, and edges
between boxes are merged and counted (``graph_dot``).

The parts: op names and kinds (``graph_ops``), the module tree (``graph_tree``), one op's details and the graph
picker (``graph_details``), colours and escaping (``graph_style``), the DOT source (``graph_dot``), graph-break
marks (``graph_marks``); here the SVG laid out by ``dot``, the stats line and the legend. Everything is
re-exported here, so a view needs one import. Pure functions: no streamlit, no torch (``graph_svg`` runs ``dot``).
"""

from __future__ import annotations

import functools
import html
import re
import subprocess

from analyzers.report.figures import graph_ops_text, marks_text

from .graph_details import (  # noqa: F401 - re-exported for the views
    code_link_params,
    graph_choices,
    graph_label,
    module_chain,
    node_details,
    op_option_label,
    pick_records,
    source_text,
)
from .graph_dot import FAN_OUT, Drawing, full_dot, graph_dot, graph_drawing  # noqa: F401
from .graph_ops import op_kind, op_name, shape_text  # noqa: F401
from .graph_style import (  # noqa: F401
    COLOR_MODES,
    MAX_LABEL,
    NO_KERNEL,
    OP_KIND_COLORS,
    PALETTE,
    color_for,
    dot_label,
    html_text,
    legend,
    short,
)
from .graph_tree import (  # noqa: F401
    BUDGET,
    CHUNK,
    NO_IDS,
    ROOT,
    GraphTree,
    Leaf,
    build_tree,
    decode_ids,
    default_expanded,
    encode_ids,
    expanded_groups,
    normalize_expanded,
    representatives,
    search,
)


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


SVG_TIMEOUT_S = 30.0


@functools.lru_cache(maxsize=64)
def drawn_svg(dot: str, timeout: float = SVG_TIMEOUT_S) -> tuple[str | None, str]:
    """``(svg, "")`` of DOT laid out by ``dot``, or ``(None, why)``: once per DOT source in this process (the live
    page, the link's first paint, the shared page and the export share it; a layout takes up to seconds)."""
    try:
        return graph_svg(dot, timeout=timeout).decode("utf-8"), ""
    except GraphRenderError as e:
        return None, str(e)


def stats_line(tree: GraphTree, drawing: Drawing, counts: dict[int, dict], report: dict) -> str:
    """What the graphs hold (``figures.graph_ops_text`` with ``counts``, ``figures.graph_op_counts`` of the run's
    records: the count Compile shows) and what the drawing shows."""
    drawn = [f"{drawing.clusters} open module{'' if drawing.clusters == 1 else 's'}",
             f"{drawing.boxes} closed module box{'' if drawing.boxes == 1 else 'es'}",
             f"{drawing.ops} single node{'' if drawing.ops == 1 else 's'}", f"{drawing.edges} edges"]
    text = f"{graph_ops_text(tree.records, counts, report)} · drawn as {', '.join(drawn)}"
    marks = marks_text(report, drawing.marked)  # breaks, or splits named apart from the Overview's breaks
    if marks:
        text += f" · {marks}"
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
        text = f"{short(label, 48)} ({n:,})"
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
