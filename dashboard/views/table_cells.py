"""Long table cells and wide tables, folded the same way by both renderers (a kernel's C++ signature or a list of
60 module paths made one row of a table 25 lines tall, and a 10-column table ran past the column).

A table's secondary columns (``Table.detail``: a kernel's mean time, fused ops, module list) leave the table
(``fold_columns``), so the columns that name a row and its headline figures fit a 1280 px page: the live page lists
them in a fold under the table, each row named by its ``keys`` (the static page: in a detail row under each row,
``html_page.table``). A column that tells apart rows whose first cell repeats (a kernel name in two generated
modules) is a key and stays in the table.

A cell longer than ``CELL_CHARS`` shows its first characters and an ellipsis; the whole text stays one step away:
the live page lists the cut cells, numbered, in a fold under the table (``dashboard/live/tables.py``); the static
page opens the cell in place (``html_page.table``: a ``<details>`` in the cell). Link cells (a view link) are never
cut. Pure: no streamlit.
"""

from __future__ import annotations

from dataclasses import dataclass

CELL_CHARS = 200  # about five lines of a table cell at its widest (24em): a C++ kernel signature's usual length


def shorten(text: str, limit: int = CELL_CHARS) -> str | None:
    """The start of ``text`` cut at a space (or a name boundary) near ``limit``; None when it fits."""
    text = str(text)
    if len(text) <= limit:
        return None
    head = text[:limit]
    cut = max(head.rfind(" "), head.rfind(","), head.rfind("_"), head.rfind("."))
    return (head[: cut + 1] if cut >= limit * 0.6 else head).rstrip()


@dataclass(frozen=True)
class Cut:
    number: int  # 1-based, in reading order (the mark the cell ends with)
    row: str  # the row's first cell (what the row is; cut when long), "" when the cut cell is that one
    column: str
    text: str  # the whole cell


def cut_long_cells(frame, keep: tuple[str, ...] = (), limit: int = CELL_CHARS, first: int = 1):
    """``frame`` with every text cell longer than ``limit`` shortened to ``start … [n]``, and the cut cells
    (``Cut``) in reading order, numbered from ``first``; ``keep``: columns left whole (view links). Returns the
    frame itself when nothing is cut."""
    cuts: list[Cut] = []
    out = None
    columns = [str(c) for c in frame.columns]
    for i, record in enumerate(frame.itertuples(index=False, name=None)):
        for j, value in enumerate(record):
            if not isinstance(value, str) or columns[j] in keep:
                continue
            short = shorten(value, limit)
            if short is None:
                continue
            if out is None:
                out = frame.copy()
            if str(out.dtypes.iloc[j]) != "object":  # a categorical or string column takes no new text
                out[out.columns[j]] = out[out.columns[j]].astype(object)
            row = "" if j == 0 else str(record[0])  # a cut first cell is the row itself
            number = first + len(cuts)
            cuts.append(Cut(number, f"{shorten(row, 60)} …" if len(row) > 60 else row, columns[j], value))
            out.iat[i, j] = f"{short} … [{number}]"
    return (frame if out is None else out), cuts


def _filled(value) -> bool:
    """Whether a cell holds something (not None, NaN, pandas' NA or blank text)."""
    try:
        if value is None or value != value:
            return False
    except (TypeError, ValueError):  # pandas' NA has no truth value
        return False
    return str(value).strip() != ""


def split_columns(columns, detail) -> tuple[list, list]:
    """``columns`` as (those the table shows, the secondary ones of ``detail`` it folds away), in their order."""
    folded = {str(c) for c in detail or ()}
    return [c for c in columns if str(c) not in folded], [c for c in columns if str(c) in folded]


def fold_columns(frame, detail=(), keys=()):
    """``frame`` without its ``detail`` columns, and those columns beside the row's ``keys`` (default: the first
    column) for the rows that fill any of them; None for the second when nothing is folded or every folded cell is
    blank."""
    shown, folded = split_columns(frame.columns, detail)
    if not folded:
        return frame, None
    named = [c for c in shown if str(c) in {str(k) for k in keys}] or shown[:1]
    rest = frame[named + folded]
    filled = rest[folded].apply(lambda col: col.map(_filled)).any(axis=1)
    rest = rest[filled]
    # a folded column no row fills is left out (an eager kernel has no generated code to link)
    rest = rest.drop(columns=[c for c in folded if not rest[c].map(_filled).any()])
    return frame[shown], (rest if len(rest) else None)


def detail_cells(record: dict, folded) -> list[tuple[str, object]]:
    """A row's filled folded cells as (column, value): what its detail row holds."""
    return [(c, record.get(c)) for c in folded if _filled(record.get(c))]
