"""The blocks a view is made of: what a view's ``dashboard/views/<view>_blocks.py`` returns, in order, and what
the two renderers draw — the live one (``dashboard/live/render.py``, Streamlit) and the static one
(``dashboard/static/render.py``, HTML: shared page, first paint, one-file export).

A block holds data, never drawing code: every text is plain (each renderer escapes it), a table is a DataFrame, a
chart a Plotly figure, a drawing an SVG. What only a live page can do is a block too: a ``Control`` (a picker bound
to a link parameter: a static page draws only the choice it holds, as a caption, and nothing where it holds none) and
a ``LiveOnly`` (an action such as "Try the fixes": the static page draws its note). Pure: no streamlit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, Union


@dataclass
class Card:
    """One headline figure: label, value, hover help, and a small line under the value."""

    label: str
    value: str
    help: str = ""
    delta: str | None = None


@dataclass(frozen=True)
class Cards:
    cards: Sequence[Card]
    per_row: int = 4
    key: str | None = None  # the live container's key (the first paint waits for it)


@dataclass(frozen=True)
class Heading:
    text: str
    level: int = 3


TONES = ("plain", "muted", "info", "success", "warning", "error")


@dataclass(frozen=True)
class Text:
    """A paragraph. ``lead`` is drawn bold before it; ``tone`` picks a banner (info, success, warning, error), a
    caption (muted) or plain text."""

    text: str
    tone: str = "plain"
    lead: str = ""


@dataclass(frozen=True)
class Bullets:
    items: Sequence[str]
    tone: str = "plain"
    lead: str = ""


@dataclass(frozen=True)
class Table:
    """A table. Live: ``style`` "markdown" (light), "grid" (the sortable data grid) or "light" (the first
    ``rows`` as Markdown, all behind a toggle). Static: every row, in a box that scrolls sideways.
    ``row_ids``: each row's element id (a link's item parameter scrolls to it). ``detail``: secondary columns folded
    out of the table so the ones that name the row fit a 1280 px page (``table_cells.fold_columns``; live: a fold under
    the table, each row named by its ``keys``, default its first column; static: a detail row under each row)."""

    frame: Any  # pandas.DataFrame
    style: str = "markdown"
    rows: int = 25
    key: str | None = None
    what: str = "rows"
    links: dict[str, str] | None = None  # column -> link text; the cell holds a view link (``code?run=..``)
    row_ids: Sequence[str | None] | None = None
    anchors: dict[str, str] | None = None  # static: column -> in-page anchor prefix (``{"name": "kernel="}``)
    detail: Sequence[str] = ()
    keys: Sequence[str] = ()  # the columns that name a row in the fold of ``detail`` (default: the first)


@dataclass(frozen=True)
class Chart:
    figure: Any  # plotly.graph_objects.Figure
    key: str
    height: int | None = None
    caption: str = ""


@dataclass(frozen=True)
class Bars:
    """A few values as bars drawn without a chart library (live: text bars in the page's Markdown; static: HTML
    bars), so every rendering draws them, the first paint included (it leaves ``Chart`` out). ``rows``: (label,
    value as text, bar length 0..1, colour: blue, orange, green, violet, red or gray)."""

    title: str
    rows: Sequence[tuple[str, str, float, str]]
    note: str = ""  # after the bold title
    columns: tuple[str, str] = ("", "")  # headers of the label and value columns


@dataclass(frozen=True)
class Drawing:
    """An SVG drawing (graphviz, the timeline's SVG): an image on both renderers."""

    svg: str
    alt: str
    width: int | None = None


@dataclass(frozen=True)
class Code:
    text: str
    language: str | None = None
    line_numbers: bool = False
    first_line: int = 1
    limit: int | None = None  # characters the static page shows (the live page shows all)
    wrap: bool = False  # long lines wrap (a reason, a guard failure) rather than scroll
    plain: bool = False  # live: plain text (``st.text``), no highlighting and no HTML (thousands of guards)


@dataclass(frozen=True)
class Link:
    """A link to a view of the same run (the live page: its page link; the static page: its shared page)."""

    view: str
    label: str
    params: dict[str, str] = field(default_factory=dict)
    icon: str | None = None
    url: str | None = None  # an outside page (plain https, the view checked it) instead of a view: its label links it


@dataclass(frozen=True)
class Details:
    """A titled, foldable group (live: an expander; static: ``<details>``). ``anchor``: the element id a link's
    item parameter scrolls to (``category=NAME``)."""

    title: str
    blocks: Sequence[Block]
    open: bool = False
    anchor: str | None = None


@dataclass(frozen=True)
class Columns:
    columns: Sequence[Sequence[Block]]
    widths: Sequence[float] | None = None  # live: relative widths of the columns (equal when None)


NO_PICK = "(none)"  # a select's option for "nothing picked" (a static page without a live one leaves it out)


@dataclass(frozen=True)
class Control:
    """A picker bound to the link parameter ``param`` (live: a widget; static: the choice it holds, as a caption, or
    nothing where it holds none: no static page shows a control). ``value`` is what the view drew its blocks with."""

    param: str
    label: str
    options: Sequence[str]
    value: str | None
    kind: str = "select"  # select, segmented, toggle, number, text, multiselect (``join_values``), range (``a-b``)
    labels: dict[str, str] | None = None  # option -> shown text
    help: str | None = None
    bounds: tuple[float, float, float] | None = None  # number, range: (min, max, step)
    key: str | None = None  # live: the widget's key (default ``w_<param>``)
    placeholder: str | None = None  # select: shown while nothing is picked (``value`` None); text: the empty box's hint
    default: str | None = None  # the value a link without ``param`` draws: picking it drops the parameter
    parents: dict[str, str] | None = None  # multiselect: option -> the option it sits in (closing one closes those)
    clears: tuple[str, ...] = ()  # link parameters a change empties (they belong to the old choice)


@dataclass(frozen=True)
class LiveOnly:
    """Something only the live page can do (launch an experiment, follow a run): the live renderer calls the live
    room's hook ``name`` with ``args``; the static renderer draws ``note``."""

    name: str
    note: str
    args: dict[str, Any] = field(default_factory=dict)


Block = Union[Cards, Heading, Text, Bullets, Table, Chart, Bars, Drawing, Code, Link, Details, Columns, Control, LiveOnly]


class Files(Protocol):
    """A run's artifacts as the view reads them (the store on the static side, the cached reader live)."""

    def text(self, name: str | None) -> str | None: ...

    def json(self, name: str | None) -> Any: ...


Build = Callable[[dict, Files, dict], list]  # (report, files, link params) -> blocks


def absence_blocks(absence) -> list:
    """``sections.why_missing``'s answer as blocks: its message (in its level's tone) and the traceback."""
    out: list = [Text(absence.message, absence.level)]
    if absence.traceback:
        out.append(Details("Traceback", [Code(absence.traceback)]))
    return out


NONE_PICKED = "-"  # a multiselect's link value for "nothing picked" where no parameter means its default


def join_values(values: Sequence[str]) -> str:
    """A multiselect's picks as one link value (commas inside a value %-escaped); none: ``NONE_PICKED``."""
    return ",".join(v.replace("%", "%25").replace(",", "%2C") for v in values) if values else NONE_PICKED


def split_values(text: str | None) -> list[str] | None:
    """The picks of a ``join_values`` link value; None when there is none (the view's default applies)."""
    if text is None or text == "":
        return None
    if text == NONE_PICKED:
        return []
    return [p.replace("%2C", ",").replace("%25", "%") for p in text.split(",") if p]


def split_range(text: str | None, bounds: tuple[float, float, float]) -> tuple[float, float]:
    """A range's link value (``a-b``) clamped to ``bounds``; the whole of them for none or a bad one."""
    low, high = float(bounds[0]), float(bounds[1])
    try:
        a, b = (float(x) for x in str(text).split("-", 1))
    except (TypeError, ValueError):
        return low, high
    a, b = max(low, min(a, b, high)), min(high, max(a, b, low))
    return (a, b) if b > a else (low, high)


def join_range(pair: Sequence[float], bounds: tuple[float, float, float]) -> str | None:
    """A range as a link value (``a-b``, one decimal), or None for the whole of ``bounds`` (the default)."""
    a, b = pair
    if a <= bounds[0] and b >= bounds[1]:
        return None
    return f"{a:.1f}-{b:.1f}"


def walk(blocks: Sequence[Block]):
    """Every block, nested ones included, in drawing order."""
    for b in blocks:
        yield b
        if isinstance(b, Details):
            yield from walk(b.blocks)
        elif isinstance(b, Columns):
            for col in b.columns:
                yield from walk(col)
