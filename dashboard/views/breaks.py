"""Graph breaks: the deduplicated table, counts by category, the source around each break, and what
torch's graph-break registry says about it (its id, explanation page, Dynamo's own hints)."""

from __future__ import annotations

import os
import re

import pandas as pd
import plotly.graph_objects as go

from analyzers.report.figures import coverage
from analyzers.report.summary import not_captured_line, nothing_compiled

from .chart_layout import readable
from .fmt import plotly_text
from .remedies import experiments
from .sections import Absence, items, section, why_missing

BREAK_COLUMNS = ["category", "id", "reason", "location", "count", "hint"]
_GB_ID_RE = re.compile(r"^GB\d{4}$")
_SAFE_URL_RE = re.compile(r"^https://[A-Za-z0-9.-]+(/[A-Za-z0-9._~/-]*)?$")


def absence(report: dict) -> Absence | None:
    """Why the Graph breaks view has nothing for this run (explain's section is missing); None where it has."""
    return None if section(report, "explain") else why_missing(report, "explain")


def shows_fixes(report: dict) -> bool:
    """Whether the view draws the fix experiments (``breaks_blocks._fixes``): where explain ran and one exists."""
    return absence(report) is None and bool(experiments(report))


def breaks_of(report: dict, categories: list[str] | None = None, gb_ids: list[str] | None = None) -> list[dict]:
    """Break records, optionally only those in ``categories`` and of the registry ids ``gb_ids``."""
    out = [b for b in items(section(report, "explain").get("breaks")) if isinstance(b, dict)]
    if categories:
        out = [b for b in out if (b.get("category") or "other") in categories]
    if gb_ids:
        out = [b for b in out if b.get("gb_id") in gb_ids]
    return out


def coverage_line(report: dict) -> str:
    """``Capture coverage 100.0 %: all tensor ops captured, in 2 graphs (why)`` (``figures.coverage``: the
    Overview's card), or '' without an explain section."""
    if not section(report, "explain"):
        return ""
    cov = coverage(report)
    return f"Capture coverage {cov['text']}: {cov['sentence']}" + (f". Why both hold: {cov['why']}." if cov["why"]
                                                                   else ".")


NOTHING_COMPILED = " — the model ran in eager, nothing was compiled for it"


def not_captured_message(report: dict) -> str | None:
    """The headline when Dynamo skipped the model's own frame: "forward was not captured at all: ... — the model
    ran in eager, nothing was compiled for it" only when no graph was compiled; when the functions it calls were
    compiled, "Dynamo skipped the model's forward frame itself (...); N graphs of the functions it calls were
    compiled ..." (the GCN example: 6 graphs, 18 kernels, a real speedup)."""
    explain = section(report, "explain")
    line = not_captured_line(explain)
    if line and nothing_compiled(explain):
        return line + NOTHING_COMPILED
    return line


def not_captured_level(report: dict) -> str:
    """"error" when the model ran entirely in eager, "warning" when only its own frame was skipped."""
    return "error" if nothing_compiled(section(report, "explain")) else "warning"


def break_types(report: dict) -> dict[str, str]:
    """Registry id -> its type, for the breaks that have one, in table order."""
    out: dict[str, str] = {}
    for b in breaks_of(report):
        gid = str(b.get("gb_id") or "")
        if _GB_ID_RE.match(gid):
            out.setdefault(gid, str(b.get("gb_type") or ""))
    return out


def doc_link(b: dict) -> tuple[str, str] | None:
    """(label, url) of the break's registry explanation page, or None (no id, or a URL that is not plain https)."""
    gid, url = str(b.get("gb_id") or ""), str(b.get("doc_url") or "")
    if _GB_ID_RE.match(gid) and _SAFE_URL_RE.match(url):
        return gid, url
    return None


def library_location(b: dict) -> str:
    """The installed-library line the break happened in (beside the user line it is filed under), or ''."""
    f = b.get("library_file") or ""
    if not f:
        return ""
    return f"{f}:{b['library_line']}" if b.get("library_line") is not None else f


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
            "id": str(b.get("gb_id") or ""),
            "reason": b.get("gb_type") or first_line(b.get("reason") or ""),
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
    fig = go.Figure(go.Bar(x=[counts[c] for c in cats], y=[plotly_text(c) for c in cats], orientation="h", marker_color="#d9534f"))
    fig.update_layout(
        height=max(160, 40 * len(cats) + 60),
        margin={"l": 10, "r": 10, "t": 30, "b": 10},
        title="Graph breaks by category",
        xaxis_title="breaks (counting repeats)",
    )
    return readable(fig, counts=("xaxis",))


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


def dynamo_says(b: dict) -> tuple[str, list[str]]:
    """Dynamo's explanation and hints for a break (from its registry text), empty in older reports."""
    hints = [str(h) for h in items(b.get("dynamo_hints")) if str(h).strip()]
    return str(b.get("dynamo_explanation") or ""), hints


def break_title(b: dict) -> str:
    loc = break_location(b)
    lib = b.get("library_file")
    if lib:
        loc += f" (in {os.path.basename(lib)}:{b.get('library_line')})"
    ident = f" · {b['gb_id']}" if b.get("gb_id") else ""
    skipped = " · frame skipped" if b.get("skipped_frame") else ""
    return f"{loc} · {b.get('category') or 'other'}{ident} · ×{b.get('count', 1)}{skipped}"


def explain_recompiles(report: dict) -> list[str]:
    """Graphs explain's second call recompiled (not graph breaks), each with its guard failure."""
    out = []
    for r in items(section(report, "explain").get("recompiles")):
        if isinstance(r, dict):
            reason = first_line(r.get("reason") or "") or "unknown guard failure"
            out.append(f"{r.get('compile_id') or '?'}: {reason}")
    return out
