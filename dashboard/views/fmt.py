"""Number and text formatting shared by the views."""

from __future__ import annotations

import base64
import datetime as _dt
import re
import string

from analyzers.report.paths import portable_label
from analyzers.report.timing_figures import ms_text

MISSING = "—"

_MD_SPECIAL = set(string.punctuation)


def md_escape(text: object) -> str:
    """Escape text that came from a user or a model so Markdown shows it literally.

    CommonMark lets a backslash escape any ASCII punctuation, so this neutralises links, emphasis,
    HTML tags and Streamlit's ``:color[...]`` directives alike.
    """
    s = str(text)
    return "".join("\\" + c if c in _MD_SPECIAL else c for c in s).replace("\n", " ")


def plotly_text(text: object) -> str:
    """Text for a Plotly label, tick or hover: Plotly reads a few HTML tags there (``<b>``, ``<a href>``, ``<br>``)
    and entities, so markup characters become entities and the text shows as it is."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def ms(v: float | None) -> str:
    """A time as every view and the CLI show it (``timing_figures.ms_text``): ``101 µs``, ``5.47 ms``."""
    return ms_text(v)


def seconds(v: float | None) -> str:
    if v is None:
        return MISSING
    if v >= 60:
        return f"{int(v // 60)} min {v % 60:.0f} s"
    return f"{v:.1f} s"


def nbytes(v: float | None) -> str:
    if v is None:
        return MISSING
    for unit, size in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if v >= size:
            return f"{v / size:.2f} {unit}"
    return f"{v:.0f} B"


def ratio(v: float | None) -> str:
    return MISSING if v is None else f"{v:.2f}×"


def percent(v: float | None) -> str:
    return MISSING if v is None else f"{v * 100:.1f} %"


def count(v: int | None) -> str:
    return MISSING if as_float(v) is None else f"{v:,}"


def sci(v: float | None) -> str:
    return MISSING if v is None else f"{v:.1e}"


def datetime_of(epoch: object) -> _dt.datetime | None:
    """The local time of an epoch from report data; None for anything odd (text, year 10^22, before 1970)."""
    v = as_float(epoch)
    if v is None or not 0 < v < 9e9:  # 9e9 s: the year 2255, inside what pandas and Streamlit can show
        return None
    return _dt.datetime.fromtimestamp(v)


def when(epoch: float | None) -> str:
    t = datetime_of(epoch)
    return t.strftime("%Y-%m-%d %H:%M") if t else MISSING


def as_float(v: object) -> float | None:
    """A number from report data, or None for anything else (reports may be partial or odd)."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    return float(v)


def display_path(path: object, base: str | None = None) -> str:
    """A recorded file path (or a ``path:line in fn`` stack line) as a reader should see it: new reports store
    paths that way already (``analyzers/report/paths.py``); an older report's absolute paths are shown the
    same way: relative to ``base`` (a recipe's folder) when inside it, from the package on for installed
    packages (``torch/nn/modules/module.py``) and for CompileScope's own files (``analyzers/models/demos.py``),
    otherwise unchanged."""
    return portable_label(path, base)


# A link cell of md_table: a relative link to another view of the app (``code?run=...``), nothing else.
_VIEW_LINK = re.compile(r"[a-z_]+\?[A-Za-z0-9_.~%&=+\-]*")


def md_table(rows, columns: list[str] | None = None, links: dict[str, str] | None = None) -> str:
    """A small table as Markdown (every cell escaped): drawn with the page's Markdown, so opening the page
    loads no table front-end chunk (st.table and st.dataframe both need the 0.8 MB Arrow one first).
    ``rows``: a DataFrame or a list of dicts. ``links``: column -> text of a link whose target is the cell
    (a relative view link such as ``code?run=..``; any other value is shown as text)."""
    if hasattr(rows, "to_dict"):
        columns = columns or [str(c) for c in rows.columns]
        rows = rows.to_dict("records")
    columns = columns or (list(rows[0]) if rows else [])
    if not columns:
        return ""
    links = links or {}

    def cell(c: str, v: object) -> str:
        if v is None or (isinstance(v, float) and v != v):
            return ""
        if c in links and isinstance(v, str) and _VIEW_LINK.fullmatch(v):
            return f"[{md_escape(links[c])}]({v})"
        return md_escape(v)

    head = "| " + " | ".join(md_escape(c) or " " for c in columns) + " |"
    rule = "|" + "|".join(":--" for _ in columns) + "|"
    body = ["| " + " | ".join(cell(c, r.get(c)) for c in columns) + " |" for r in rows]
    return "\n".join([head, rule, *body])


# Streamlit's named Markdown colours (``:blue[...]``) for the views' hex colours: a bar drawn with them is text
# in the page's Markdown, so it shows in the first paint with no front-end chunk (raw HTML needs rehype-raw).
_EIGHTHS = "▏▎▍▌▋▊▉"
BAR_GLYPHS = "█" + _EIGHTHS


def text_bar(fraction: float, color: str, cells: int = 30) -> str:
    """A bar ``fraction`` of ``cells`` characters long, in eighths of a character, in a Streamlit colour
    (``blue``, ``green``, ``orange``, ``violet``, ``gray``, ``red``); empty for nothing."""
    eighths = round(max(0.0, min(1.0, fraction)) * cells * 8)
    full, rest = divmod(eighths, 8)
    glyphs = "█" * full + (_EIGHTHS[rest - 1] if rest else "")
    return f":{color}[{glyphs}]" if glyphs else ""


def svg_image_markdown(svg: str, alt: str) -> str:
    """An SVG drawing as a Markdown image (a base64 data URI, which carries no markup into the page): the page's
    Markdown shows it in the first paint, where ``st.image`` waits for its front-end chunks. The SVG needs a
    width and height of its own (an image gets no size from a percentage); Markdown scales it down to fit."""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f"![{md_escape(alt)}](data:image/svg+xml;base64,{data})"
