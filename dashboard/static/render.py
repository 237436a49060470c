"""The static renderer: a view's blocks (``dashboard/views/blocks.py``) drawn as HTML for the shared page, the
link's first paint and the one-file export — the same blocks the live renderer (``dashboard/live/render.py``)
draws with Streamlit, so every figure of the live page is on the other two.

Its switches: charts go to ``doc.figure`` (the export and the shared page place them; the first paint's document
leaves them out), and ``link_href`` turns a link to another view into this rendering's kind of link (a shared
page's ``/share/<view>?...``, an export's ``#<view>``). Every string is escaped (``html_page``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from urllib.parse import parse_qsl

from dashboard.views import blocks as b
from dashboard.views.registry import SPECS
from dashboard.views.source_html import source_html

from . import html_page as h

_BOX = {"info": "cs-info", "success": "cs-success", "warning": "cs-warning", "error": "cs-error"}
# ``Bars`` colours (Streamlit's names, which the live text bars use) as CSS colours
_BAR_COLOURS = {"blue": "#4c78a8", "orange": "#f58518", "green": "#54a24b", "violet": "#b279a2", "red": "#d9534f",
                "gray": "#9d9d9d"}


@dataclass
class Rendering:
    """What differs between the static renderings of one block list."""

    doc: h.Document
    link_href: Callable[[str, dict], str]  # (view, params) -> href


def export_href(view: str, params: dict) -> str:
    """In the one-file export: the section of that view (an item parameter: its element, where the page has it)."""
    for key, value in params.items():
        if key not in ("run", "view") and value:
            return f"#{key}={value}"
    return f"#{view}"


def _lead(block) -> str:
    return f"<b>{h.esc(block.lead)}</b> " if block.lead else ""


def _text(block: b.Text | b.Bullets) -> str:
    if isinstance(block, b.Bullets):
        inner = (f"<p>{_lead(block)}</p>" if block.lead else "") + h.bullets(list(block.items))
    else:
        inner = f"<p{' class=muted' if block.tone == 'muted' else ''}>{_lead(block)}{h.esc(block.text)}</p>"
    box = _BOX.get(block.tone)
    return f'<div class="{box}">{inner}</div>' if box else inner


def _view_link(cell: str, text: str, r: Rendering) -> str:
    """A table cell holding a view link (``code?run=..&kernel=..``) as this rendering's link."""
    path, _, query = cell.partition("?")
    view = path.strip("/") or "overview"
    if view not in SPECS:
        return h.esc(cell)
    return f'<a href="{h.esc(r.link_href(view, dict(parse_qsl(query))))}">{h.esc(text)}</a>'


def _as_live(frame):
    """Float cells as the live page writes them (``md_table``, the data grid: ``12.736``, not ``12.74``), so
    the static page shows the same figures."""
    floats = [c for c in frame.columns if frame[c].dtype.kind == "f"]
    if not floats:
        return frame
    frame = frame.copy()
    for c in floats:
        frame[c] = [("" if v != v else str(v)) if isinstance(v, float) else v for v in frame[c].tolist()]
    return frame


def _table(block: b.Table, r: Rendering) -> str:
    frame = block.frame
    if frame is None or frame.empty:
        return '<p class="muted">(none)</p>'
    frame = _as_live(frame)
    if not block.links:
        return h.table(frame, row_ids=list(block.row_ids) if block.row_ids else None, links=block.anchors,
                       scroll=True, detail=block.detail)
    marks = {}
    frame = frame.copy()
    for col, text in block.links.items():
        if col in frame.columns:
            for i, v in enumerate(frame[col]):
                if isinstance(v, str) and "?" in v:
                    mark = f"\x00{len(marks)}\x00"
                    marks[mark] = _view_link(v, text, r)
                    frame.iat[i, frame.columns.get_loc(col)] = mark
    html = h.table(frame, row_ids=list(block.row_ids) if block.row_ids else None, links=block.anchors, scroll=True,
                   detail=block.detail)
    for mark, link in marks.items():
        html = html.replace(h.breakable(mark), link).replace(h.esc(mark), link)
    return html


def _bars(block: b.Bars) -> str:
    """The bars as a table of label, value and an HTML bar (inline style: no style sheet needed)."""
    rows = "".join(
        f'<tr><td>{h.esc(label)}</td><td class="num" style="white-space:nowrap">{h.esc(value)}</td>'
        f'<td style="width:17em;min-width:17em"><span style="display:inline-block;height:0.8em;border-radius:2px;'
        f'width:{max(0.0, min(1.0, share)) * 16:.2f}em;background:{_BAR_COLOURS.get(color, "#9d9d9d")}"></span></td></tr>'
        for label, value, share, color in block.rows)
    note = f" {h.esc(block.note)}" if block.note else ""
    head = f"<tr><th>{h.esc(block.columns[0])}</th><th class=num>{h.esc(block.columns[1])}</th><th></th></tr>"
    return f"<p><b>{h.esc(block.title)}</b>{note}</p><table><thead>{head}</thead><tbody>{rows}</tbody></table>"


def _code(block: b.Code) -> str:
    """Preformatted text; numbered lines as the live page numbers them (not highlighted: Pygments would cost the
    first paint tens of milliseconds per block)."""
    if not block.line_numbers:
        return h.code(block.text, limit=block.limit)
    text, note = str(block.text), ""
    if block.limit is not None and len(text) > block.limit:
        note = h.paragraph(f"First {block.limit:,} of {len(text):,} characters.", "muted")
        text = text[: block.limit]
    return note + source_html(text, None, line_numbers=True, first_line=block.first_line)


def _link(block: b.Link, r: Rendering) -> str:
    if block.url:  # an outside page: the view passed only a plain https address
        if not block.url.startswith("https://"):
            return h.paragraph(block.label)
        return f'<p><a href="{h.esc(block.url)}" rel="noopener noreferrer">{h.esc(block.label)}</a></p>'
    return f'<p><a href="{h.esc(r.link_href(block.view, block.params))}">{h.esc(block.label)}</a></p>'


def shown_choice(block: b.Control) -> str | None:
    """What a control picked, as a static page states it; None where it picked nothing (no value, a toggle off, the
    "(none)" option)."""
    if block.kind == "toggle":
        return "on" if block.value == "1" else None
    if not block.value or block.value in (b.NO_PICK, b.NONE_PICKED):
        return None
    if block.kind == "range" and block.bounds:
        low, high = b.split_range(block.value, block.bounds)
        return f"{low:,.2f} – {high:,.2f}"
    if block.kind == "multiselect":
        picks = b.split_values(block.value) or []
        return ", ".join((block.labels or {}).get(v, v) for v in picks) or None
    return (block.labels or {}).get(block.value, block.value)


def _control(block: b.Control) -> str:
    """A picker on a static page (shared page, first paint, export): the choice the drawing was made with, as a
    caption; nothing where it picked nothing. A control is the live page's: no static page draws one."""
    shown = shown_choice(block)
    return f'<p class="cs-control">{h.esc(block.label)}: <b>{h.esc(shown)}</b></p>' if shown else ""


def html(blocks: Sequence[b.Block], r: Rendering) -> str:
    """The blocks as one HTML fragment."""
    return "".join(_one(block, r) for block in blocks)


def _one(block: b.Block, r: Rendering) -> str:  # noqa: C901 - one branch per block type, nothing else
    if isinstance(block, b.Cards):
        return h.cards([(c.label, c.value, c.help or "", c.delta) for c in block.cards])
    if isinstance(block, b.Heading):
        return f"<h{max(3, block.level)}>{h.esc(block.text)}</h{max(3, block.level)}>"
    if isinstance(block, (b.Text, b.Bullets)):
        return _text(block)
    if isinstance(block, b.Table):
        return _table(block, r)
    if isinstance(block, b.Chart):
        return r.doc.figure(block.figure, block.caption)
    if isinstance(block, b.Bars):
        return _bars(block)
    if isinstance(block, b.Drawing):
        return h.svg_image(block.svg, block.alt)
    if isinstance(block, b.Code):
        return _code(block)
    if isinstance(block, b.Link):
        return _link(block, r)
    if isinstance(block, b.Details):
        return h.details(block.title, html(block.blocks, r), open_=block.open, anchor=block.anchor)
    if isinstance(block, b.Columns):
        return '<div class="cols">' + "".join(f"<div>{html(col, r)}</div>" for col in block.columns) + "</div>"
    if isinstance(block, b.Control):
        return _control(block)
    if isinstance(block, b.LiveOnly):
        return h.paragraph(block.note, "muted") if block.note else ""
    raise TypeError(f"not a block: {type(block).__name__}")
