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


def when(epoch: float | None) -> str:
    if not as_float(epoch):
        return MISSING
    try:
        return _dt.datetime.fromtimestamp(epoch).strftime("%Y-%m-%d %H:%M")
    except (OverflowError, OSError, ValueError):  # a time no calendar holds: an odd report
        return MISSING


def as_float(v: object) -> float | None:
    """A number from report data, or None for anything else (reports may be partial or odd)."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    return float(v)
