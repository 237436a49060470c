"""Graph breaks: the deduplicated table, counts by category, and the source around each break."""

from __future__ import annotations

import os

import pandas as pd
import plotly.graph_objects as go

from .sections import items, section

BREAK_COLUMNS = ["category", "reason", "location", "count", "hint"]


def breaks_of(report: dict, categories: list[str] | None = None) -> list[dict]:
    """Break records, optionally only those in ``categories``."""
    out = [b for b in items(section(report, "explain").get("breaks")) if isinstance(b, dict)]
    if categories:
        out = [b for b in out if (b.get("category") or "other") in categories]
    return out


def break_location(b: dict) -> str:
    f = b.get("file") or ""
    if not f:
        return "unknown location"
    short = os.path.basename(f)
    return f"{short}:{b['line']}" if b.get("line") is not None else short


def source_base(report: dict) -> str | None:
    """The folder a recipe's paths are shown relative to (``fmt.display_path``); None for other sources."""
    src = (report.get("request") or {}).get("source") or {}
    name = str(src.get("name") or "")
    return name.rsplit("/", 1)[0] if src.get("kind") == "recipe" and "/" in name else None


def first_line(text: str) -> str:
    lines = [ln.strip() for ln in str(text).splitlines() if ln.strip()]
    return lines[0] if lines else ""


def break_categories(report: dict) -> list[str]:
    seen: dict[str, None] = {}
    for b in breaks_of(report):
        seen.setdefault(b.get("category") or "other", None)
    return list(seen)


def breaks_table(breaks: list[dict]) -> pd.DataFrame:
    rows = [
        {
            "category": b.get("category") or "other",
            "reason": first_line(b.get("reason") or ""),
            "location": break_location(b),
            "count": b.get("count") if isinstance(b.get("count"), int) else 1,
            "hint": b.get("hint") or "",
        }
        for b in breaks
    ]
    return pd.DataFrame(rows, columns=BREAK_COLUMNS)


def breaks_by_category_figure(breaks: list[dict]) -> go.Figure:
    counts: dict[str, int] = {}
    for b in breaks:
        c = b.get("category") or "other"
        counts[c] = counts.get(c, 0) + (b.get("count") if isinstance(b.get("count"), int) else 1)
    cats = sorted(counts, key=counts.get)
    fig = go.Figure(go.Bar(x=[counts[c] for c in cats], y=cats, orientation="h", marker_color="#d9534f"))
    fig.update_layout(
        height=max(160, 40 * len(cats) + 60),
        margin={"l": 10, "r": 10, "t": 30, "b": 10},
        title="Graph breaks by category",
        xaxis_title="breaks (counting repeats)",
    )
    return fig


def break_source(b: dict) -> str:
    """The source lines around a break, numbered, with the breaking line marked by '>'."""
    context = [str(x) for x in items(b.get("context"))]
    start = b.get("context_start")
    line = b.get("line")
    if context and isinstance(start, int):
        width = len(str(start + len(context)))
        out = []
        for i, text in enumerate(context):
            n = start + i
            out.append(f"{'>' if n == line else ' '} {n:>{width}} | {text}")
        return "\n".join(out)
    if b.get("code"):
        return f"> {line if line is not None else '?'} | {b['code']}"
    return ""
