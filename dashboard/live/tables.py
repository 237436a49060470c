"""The live page's tables (``render._table`` draws a ``Table`` block with these): Markdown tables for the first
paint (no data-grid chunk), the sortable data grid on demand.

What keeps a table readable at 1280 px: its secondary columns (``Table.detail``) are in a fold under it, each row
named by its key columns (``table_cells.fold_columns``); a cell longer than ``table_cells.CELL_CHARS`` is cut with a
numbered mark, and the whole text of each cut cell is in a fold right under the table; the page's style sheet
(``page_style.py``) gives each Markdown table its own box that scrolls sideways with its first column kept in view;
the data grid keeps its first column pinned while it scrolls.
"""

from __future__ import annotations

import streamlit as st

from dashboard.views.fmt import MISSING, md_escape, md_table
from dashboard.views.table_cells import cut_long_cells, fold_columns

LIGHT_ROWS = 25


def cut_note(cuts) -> str:
    """The fold's Markdown: each cut cell whole, by its mark, column and row."""
    lines = []
    for c in cuts:
        where = md_escape(c.column) + (f" of {md_escape(c.row)}" if c.row else "")
        lines.append(f"- **\\[{c.number}\\]** {where}: {md_escape(c.text)}")
    return "\n".join(lines)


def _whole_text(cuts, box) -> None:
    if cuts:
        first, last = cuts[0].number, cuts[-1].number
        marks = f"\\[{first}\\]" if first == last else f"\\[{first}\\]–\\[{last}\\]"
        box.expander(f"Whole text of {marks}, cut short in the table above").markdown(cut_note(cuts))


def fold_title(columns) -> str:
    """The fold of a table's secondary columns: ``More columns: mean µs, fused ops, module``."""
    return "More columns: " + ", ".join(str(c) for c in columns)


def markdown_table(frame, links: dict[str, str] | None = None, box=None, detail=(), keys=()) -> None:
    """``frame`` as a Markdown table, its long cells cut (``[n]``) and shown whole in a fold under it; its ``detail``
    columns in a fold of their own, beside the ``keys`` that name each row."""
    box = st if box is None else box
    if not len(frame):
        box.markdown("_(none)_")
        return
    frame, rest = fold_columns(frame, detail, keys)
    keep = tuple(links or ())
    shown, cuts = cut_long_cells(frame, keep=keep)
    box.markdown(md_table(shown, links=links))
    _whole_text(cuts, box)
    if rest is not None:
        named = [c for c in rest.columns if c in frame.columns]
        inner = box.expander(fold_title(c for c in rest.columns if c not in named))
        rest = rest.copy()
        for c in named:  # a row's name as the table above shows it (its cut mark, if any: whole in that fold)
            rest[c] = shown.loc[rest.index, c].tolist()
        rest, more = cut_long_cells(rest, keep=keep + tuple(named), first=len(cuts) + 1)
        inner.markdown(md_table(rest, links=links))
        _whole_text(more, inner)


def grid(frame, column_config: dict | None = None, box=None, placeholder: str = MISSING) -> None:
    """The sortable data grid, its first column pinned (it stays in view while the others scroll sideways)."""
    config = dict(column_config or {})
    if len(frame.columns):
        first = str(frame.columns[0])
        own = config.get(first)
        if own is None or isinstance(own, dict):
            config[first] = {**(own or {}), "pinned": True}
    (st if box is None else box).dataframe(frame, hide_index=True, placeholder=placeholder, width="stretch",
                                           column_config=config)


def light_table(table, key: str, *, rows: int = LIGHT_ROWS, links: dict[str, str] | None = None,
                what: str = "rows", column_config: dict | None = None, container=None, detail=(), keys=()) -> None:
    """The first ``rows`` rows of a DataFrame as a Markdown table (no data-grid chunk on opening the page);
    a longer table offers all of them in the sortable data grid behind a toggle (every column: it scrolls sideways
    in its box). ``links``: column -> text of a link column (``md_table``; in the grid give ``column_config`` a
    LinkColumn); ``detail``, ``keys``: ``markdown_table``'s."""
    box = st if container is None else container
    if len(table) <= rows:
        markdown_table(table, links=links, box=box, detail=detail, keys=keys)
        return
    if box.toggle(f"All {len(table):,} {what} (sortable)", key=key):
        grid(table, column_config, box)
        return
    markdown_table(table.head(rows), links=links, box=box, detail=detail, keys=keys)
    box.caption(f"The first {rows} of {len(table):,} {what}.")
