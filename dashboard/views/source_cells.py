"""The Source view's table cells: a cut text, a share in per cent, a line's graph break and its link, a line's
kernels and the lines fused with it, and a frame without its empty columns. Pure: pandas, no streamlit."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pandas as pd

from .sections import items, section


def cut(text: str, chars: int) -> str:
    return text if len(text) <= chars else text[: chars - 1] + "…"


def pct(share: float) -> str:
    """A share as a percentage with the digits it needs: ``96 %``, ``3.1 %``, ``0.042 %``."""
    p = share * 100
    return f"{p:.0f} %" if p >= 10 else f"{p:.1f} %" if p >= 1 or p == 0 else f"{p:.2g} %"


def breaks_by_line(report: dict) -> dict[tuple[str, int], dict]:
    """(file, line) -> the graph break recorded there (the explain's rows; the user's frame or the library's)."""
    out: dict = {}
    for b in items(section(report, "explain").get("breaks")):
        if not isinstance(b, dict):
            continue
        for f, ln in ((b.get("file"), b.get("line")), (b.get("library_file"), b.get("library_line"))):
            if f and isinstance(ln, int):
                out.setdefault((str(f), ln), b)
    return out


def break_of(row: dict, found: dict) -> dict | None:
    f, ln = str(row.get("file")), row.get("line")
    hit = found.get((f, ln))
    if hit is None:  # a break's file may be stored longer or shorter than the line's
        hit = next((b for (bf, bl), b in found.items() if bl == ln and (bf.endswith("/" + f) or f.endswith("/" + bf))),
                   None)
    return hit


def break_link(run_id: str, b: dict) -> str:
    return "breaks?" + urlencode({"run": run_id, "view": "breaks", "category": b.get("category") or "other"})


def kernels_text(row: dict) -> str:
    e = ", ".join(str(k) for k in items(row.get("eager_kernels"))) or "–"
    c = ", ".join(str(k) for k in items(row.get("compiled_kernels"))) or "–"
    return f"{e} → {c}"


def fused_text(row: dict, shown: int = 4) -> str:
    """The other lines of the row's fused kernels: ``line 16`` in the same file, ``activations.py:89`` elsewhere."""
    same = f"{row.get('file')}:"
    other = [f"line {x[len(same):]}" if str(x).startswith(same) else str(x).rsplit("/", 1)[-1]
             for x in map(str, items(row.get("fused_with")))]
    more = f" and {len(other) - shown} more" if len(other) > shown else ""
    return ", ".join(other[:shown]) + more


def drop_empty(frame: pd.DataFrame, columns: tuple[str, ...]) -> pd.DataFrame:
    """Without those of ``columns`` that no row fills (fewer columns to fit 1280 px)."""
    empty = [c for c in columns if c in frame.columns and not frame[c].map(lambda v: bool(v)).any()]
    return frame.drop(columns=empty)


_LEAD = re.compile(r"^(?:void|[\w:]+\s+)\s*(?=[\w:]+[<(])")  # a C++ kernel's return type


def kernel_brief(name: str, chars: int = 60) -> str:
    """A kernel's name as a list shows it: a C++ kernel by its own name without namespaces, template arguments and
    parameters (``void at::native::vectorized_elementwise_kernel<4, …>(int, …)`` → ``vectorized_elementwise_kernel``);
    others cut to ``chars``. The Kernels view shows the whole name."""
    text = str(name).strip()
    if "::" in text and ("<" in text or "(" in text):
        head = _LEAD.sub("", text)
        head = re.split(r"[<(]", head, maxsplit=1)[0]
        head = head.rsplit("::", 1)[-1].strip()
        if head:
            text = head
    return cut(text, chars)
