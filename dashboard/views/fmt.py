"""Number and text formatting shared by the views."""

from __future__ import annotations

import datetime as _dt
import string

MISSING = "—"

_MD_SPECIAL = set(string.punctuation)


def md_escape(text: object) -> str:
    """Escape text that came from a user or a model so Markdown shows it literally.

    CommonMark lets a backslash escape any ASCII punctuation, so this neutralises links, emphasis,
    HTML tags and Streamlit's ``:color[...]`` directives alike.
    """
    s = str(text)
    return "".join("\\" + c if c in _MD_SPECIAL else c for c in s).replace("\n", " ")


def ms(v: float | None) -> str:
    if v is None:
        return MISSING
    if v >= 100:
        return f"{v:.0f} ms"
    if v >= 1:
        return f"{v:.2f} ms"
    return f"{v * 1000:.0f} µs"


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
