"""Compile: time by phase, compile ids, recompiles with their reasons, cache counters, guards."""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

from analyzers.report.figures import GRAPH_OPS, GUARDS, guard_counts, recompile_costs, recompile_seconds
from analyzers.report.paths import portable_text
from analyzers.report.timing_figures import compile_time

from .chart_layout import readable
from .fmt import as_float, md_escape, text_bar
from .sections import Absence, items, section, why_missing

PHASE_COLORS = {"dynamo": "#4c78a8", "aot_autograd": "#f58518", "inductor": "#54a24b", "codegen": "#b279a2"}
PHASE_TEXT_COLORS = {"dynamo": "blue", "aot_autograd": "orange", "inductor": "green", "codegen": "violet"}


def absence(report: dict) -> Absence | None:
    """Why the Compile view has no compile account for this run (no compile section; the view still says where the
    run's own time went); None where it has."""
    return None if section(report, "compile") else why_missing(report, "compile")


def phases_of(report: dict) -> dict[str, float]:
    phases = section(report, "compile").get("phases")
    if not isinstance(phases, dict):
        return {}
    return {str(k): v for k, v in ((k, as_float(v)) for k, v in phases.items()) if v is not None}


def phases_figure(report: dict) -> go.Figure:
    """Horizontal bar: seconds spent in each compile phase."""
    phases = phases_of(report)
    names = list(phases)[::-1]
    fig = go.Figure(
        go.Bar(
            x=[phases[n] for n in names],
            y=names,
            orientation="h",
            marker_color=[PHASE_COLORS.get(n, "#9d9d9d") for n in names],
            text=[f"{phases[n]:.2f} s" for n in names],
            textposition="auto",
        )
    )
    total = as_float(section(report, "compile").get("total_s"))
    title = "Compile time by phase" + (f" (total {total:.2f} s)" if total is not None else "")
    fig.update_layout(
        title=title,
        height=max(200, 45 * len(names) + 80),
        margin={"l": 10, "r": 10, "t": 40, "b": 10},
        xaxis_title="seconds",
    )
    return readable(fig)


def phase_bars(report: dict) -> list[tuple[str, float, float]]:
    """(phase, seconds, bar length 0..1 of the longest phase) per phase, in the trace's order."""
    phases = phases_of(report)
    top = max(max(phases.values(), default=0.0), 1e-9)
    return [(name, secs, max(secs, 0.0) / top) for name, secs in phases.items()]


def phases_markdown(report: dict) -> str:
    """The phases as a Markdown table with text bars (``fmt.text_bar``): the page's first drawing, shown with
    the page's own Markdown in the first paint (HTML bars waited for the raw-HTML chunk, about half a second
    on a busy machine). Empty when the trace recorded no phase."""
    bars = phase_bars(report)
    if not bars:
        return ""
    total = as_float(section(report, "compile").get("total_s"))
    title = "**Compile time by phase**" + (f" (total {total:.2f} s)" if total is not None else "")
    rows = [f"| {md_escape(name)} | {secs:.2f} s | {text_bar(share, PHASE_TEXT_COLORS.get(name, 'gray'))} |"
            for name, secs, share in bars]
    return "\n".join([title, "", "| phase | time | |", "|--:|--:|:--|", *rows])


COMPILE_ID_COLUMNS = ["compile id", "attempt", "frame", "status", "seconds", GRAPH_OPS, GUARDS, "cache", "why"]
COMPILE_ID_DETAIL = ("cache", "why")  # folded at 1280 px (``Table.detail``): a failure's reason is paragraphs long
OUTSIDE_FRAME = "outside any Dynamo frame"


def _attempts(c: dict) -> list[dict]:
    """The attempts of a compile id; a report from before attempts were kept has the id's own fields only."""
    atts = [a for a in items(c.get("attempts")) if isinstance(a, dict)]
    return atts or [c]


def _cache_text(a: dict) -> str:
    cache = a.get("cache") if isinstance(a.get("cache"), dict) else {}
    bits = [f"{cache[k]} {k}" for k in ("hit", "miss", "bypass") if cache.get(k)]
    return ", ".join(bits)


def compile_ids_table(report: dict) -> pd.DataFrame:
    """One row per compile attempt: a compile id compiled again (after ``torch._dynamo.reset()``) has a row per
    attempt, Dynamo restarts show in ``attempt`` (``1 (restarts 0,1)``); compiles with no compile id (AOTInductor)
    are rows "outside any Dynamo frame"."""
    comp = section(report, "compile")
    guards = guard_counts(report)
    rows = []
    for c in items(comp.get("compile_ids")):
        if not isinstance(c, dict):
            continue
        atts = _attempts(c)
        for i, a in enumerate(atts):
            row = _attempt_row(str(c.get("id")), _frame(a) or _frame(c), a, len(atts))
            # the guards a compile id keeps are its last attempt's (the one whose graph runs)
            row[GUARDS] = guards.get(str(c.get("id"))) if i == len(atts) - 1 else None
            rows.append(row)
    for a in items(comp.get("outside_frame")):
        if isinstance(a, dict):
            rows.append(_attempt_row(OUTSIDE_FRAME, "", a, 0))
    df = pd.DataFrame(rows, columns=COMPILE_ID_COLUMNS)
    for col in (GRAPH_OPS, GUARDS):  # counts stay whole numbers beside blanks (a float column reads "23.0")
        df[col] = pd.to_numeric(df[col], errors="coerce").astype("Int64")
    return df


def _frame(c: dict) -> str:
    if not c.get("name"):
        return ""
    return f"{c['name']} ({str(c.get('file') or '').rsplit('/', 1)[-1]}:{c.get('line', '?')})"


def _attempt_row(cid: str, where: str, a: dict, of: int) -> dict:
    n = a.get("n")
    attempt = f"{n + 1} of {of}" if isinstance(n, int) and of > 1 else ""
    restarts = [r for r in items(a.get("dynamo_attempts")) if isinstance(r, int)]
    if len(restarts) > 1:
        attempt = (attempt + " " if attempt else "") + f"(restarts {','.join(map(str, restarts))})"
    why = a.get("fail_reason") or "; ".join(first_line(r) for r in items(a.get("restart_reasons")))
    return {
        "compile id": cid,
        "attempt": attempt,
        "frame": where,
        "status": a.get("status"),
        "seconds": as_float(a.get("seconds")),
        GRAPH_OPS: a.get("graph_ops"),
        GUARDS: None,
        "cache": _cache_text(a),
        "why": portable_text(why) if why else "",  # torch's message names files where the recording machine kept them
    }


def repeated_ids(report: dict) -> list[str]:
    """Compile ids compiled more than once (their time is the sum of every attempt)."""
    return [str(c.get("id")) for c in items(section(report, "compile").get("compile_ids"))
            if isinstance(c, dict) and len(_attempts(c)) > 1]


def export_issues_table(report: dict) -> pd.DataFrame:
    """Issues ``torch.export`` logged: data-dependent errors, evaluated guards, missing or wrong fake kernels."""
    export = section(report, "compile").get("export")
    rows = []
    for i in items(export.get("issues") if isinstance(export, dict) else None):
        if isinstance(i, dict):
            what = i.get("expr") or i.get("op") or ""
            if i.get("result") is not None:
                what += f" (specialised to {i['result']})"
            if i.get("reason"):
                what += f": {i['reason']}"
            rows.append({"issue": i.get("type"), "expression / op": what, "where": i.get("user_frame") or ""})
    return pd.DataFrame(rows, columns=["issue", "expression / op", "where"])


def export_guards_table(report: dict) -> pd.DataFrame:
    export = section(report, "compile").get("export")
    rows = [{"guard": g.get("expr"), "kind": g.get("prefix") or "", "where": g.get("user_frame") or ""}
            for g in items(export.get("guards") if isinstance(export, dict) else None) if isinstance(g, dict)]
    return pd.DataFrame(rows, columns=["guard", "kind", "where"])


def bad_payloads_table(report: dict) -> pd.DataFrame:
    """Payloads whose md5 did not match (edited or truncated): the record, its line and compile id."""
    rows = [{"line": b.get("line"), "record": " ".join(x for x in (b.get("event"), b.get("name")) if x),
             "compile id": b.get("compile_id") or ""}
            for b in items(section(report, "compile").get("bad_payloads")) if isinstance(b, dict)]
    return pd.DataFrame(rows, columns=["line", "record", "compile id"])


def rank_group(report: dict) -> dict | None:
    """The ranks imported with this run (``rank_group``): {id, rank, runs: [{rank, run_id}]}, or None."""
    group = report.get("rank_group")
    if not isinstance(group, dict) or not [r for r in items(group.get("runs")) if isinstance(r, dict)]:
        return None
    return group


def first_line(text: object) -> str:
    lines = [ln.strip() for ln in str(text).splitlines() if ln.strip()]
    return lines[0] if lines else ""


def recompiles_table(report: dict) -> pd.DataFrame:
    """One row per recompile: its compile id, the compile seconds it cost (``figures.recompile_costs``) and the
    guards that failed."""
    rows = [{"compile id": c["compile_id"], "cost": "" if c["compile_s"] is None else f"{c['compile_s']:.3g} s",
             "reason": c["reason"]} for c in recompile_costs(report)]
    return pd.DataFrame(rows, columns=["compile id", "cost", "reason"])


def recompiles_caption(report: dict) -> str:
    """``3 recompiles cost 8.41 s of compile (19% of the 43.50 s in torch's compile metrics)``: a share of the trace's
    sum (``timing_figures.compile_time``'s ``share_of``), named apart from the compile time; empty without
    recompiles."""
    costs = recompile_costs(report)
    ct = compile_time(report)
    spent, total = recompile_seconds(costs), ct["traced_s"]
    if not costs:
        return ""
    head = f"{len(costs)} recompile{'s' * (len(costs) != 1)}"
    if spent is None:
        return f"{head}: the trace timed none of them"
    share = f" ({spent / total:.0%} of {ct['share_of']})" if total else ""
    return f"{head} cost {spent:.3g} s of compile{share}"


def cache_table(report: dict) -> pd.DataFrame:
    """Cache counters: an 'all' row, then one row per cache kind when the report splits them."""
    cache = section(report, "compile").get("cache")
    if not isinstance(cache, dict):
        return pd.DataFrame(columns=["cache", "hits", "misses", "bypasses"])
    rows = [{"cache": "all", **_counters(cache)}]
    by_kind = cache.get("by_kind")
    if isinstance(by_kind, dict):
        rows += [{"cache": kind, **_counters(c)} for kind, c in by_kind.items() if isinstance(c, dict)]
    return pd.DataFrame(rows, columns=["cache", "hits", "misses", "bypasses"])


_COUNTERS = {"hits": "hit", "misses": "miss", "bypasses": "bypass"}


def _counters(c: dict) -> dict:
    """hits/misses/bypasses, whether the report spells them plural or singular."""
    return {plural: c.get(plural, c.get(singular)) for plural, singular in _COUNTERS.items()}


def guards_of(report: dict, artifact: dict | None = None) -> dict[str, list[str]]:
    """Guards per compile id: from the guards artifact (``compile.guards_artifact``) when given, else
    from the report itself (older reports kept them inline); a quoted absolute path in a guard is shown the portable
    way (``report/paths.py``)."""
    guards = artifact if artifact is not None else section(report, "compile").get("guards")
    if not isinstance(guards, dict):
        return {}
    # a guard may name a file the recording machine generated (torch_geometric's propagate in /tmp): portable
    return {str(k): [portable_text(g) for g in items(v)] for k, v in guards.items()}


GUARDS_PER_PAGE = 100  # a page of guards: bert-base checks 1,601 for one compile id (312 k characters)


def guards_caption(report: dict, cid: str, total: int, matching: int | None = None, query: str = "") -> str:
    """``1,601 guards checked per call`` of a compile id (``figures.guard_counts``; ``total``: the list's length
    when the report has no count), or how many of them contain ``query``."""
    n = guard_counts(report).get(cid, total)
    return f"{matching:,} of the {n:,} {GUARDS} contain {query}" if query else f"{n:,} {GUARDS}"


def filter_guards(lines: list[str], query: str | None) -> list[str]:
    """Guards that contain ``query`` (any case); all of them without one."""
    q = (query or "").strip().lower()
    return [g for g in lines if q in g.lower()] if q else list(lines)


def guard_pages(count: int, per_page: int = GUARDS_PER_PAGE) -> list[str]:
    """Labels of the pages of ``count`` guards: ``1–100``, ``101–200``, ..."""
    return [f"{a + 1}–{min(a + per_page, count)}" for a in range(0, count, per_page)] or ["0"]
