"""Long table cells, cut the same way by both renderers (a kernel's C++ signature or a list of 60 module
paths made one row of a table 25 lines tall, and a 10-column table ran past the column).

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


def cut_long_cells(frame, keep: tuple[str, ...] = (), limit: int = CELL_CHARS):
    """``frame`` with every text cell longer than ``limit`` shortened to ``start … [n]``, and the cut cells
    (``Cut``) in reading order; ``keep``: columns left whole (view links). Returns the frame itself when nothing is
    cut."""
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
            first = "" if j == 0 else str(record[0])  # a cut first cell is the row itself
            cuts.append(Cut(len(cuts) + 1, f"{shorten(first, 60)} …" if len(first) > 60 else first, columns[j], value))
            out.iat[i, j] = f"{short} … [{len(cuts)}]"
    return (frame if out is None else out), cuts
