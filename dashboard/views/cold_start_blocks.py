"""Cold start: each route's process from its start to steady state, against a start-up budget."""

from __future__ import annotations

from . import cache_lookups as clv
from . import cold_start as cv
from . import compile_changes as ccv
from .blocks import Bullets, Chart, Code, Control, Details, Heading, Link, Table, Text, absence_blocks

BUDGET_HELP = ("The seconds a fresh serving process may take to its first correct output: a liveness or startup "
               "probe's failure window, say. The link keeps it.")


def _failure(report: dict, f: dict) -> Details:
    inner: list = [Text(f["message"][:600], "error")]
    if f["where"]:
        inner.append(Text(f["where"], lead="At your line"))
    link = f["break_link"]
    if link:
        inner += [Text(f"The same line is a graph break of this run, with its row on Graph breaks "
                       f"({link['reason'][:200]})."),
                  Link("breaks", "Open its row on Graph breaks", dict(link["params"]))]
    if f["traceback"]:
        inner.append(Code(f["traceback"][-6000:], limit=6000))
    return Details(f"{f['route']} failed at {f['stage']}", inner, open=True)


def _regional(report: dict) -> list:
    """jit-regional: the block it compiled, Dynamo's compiles for the copies, and the guard that failed between them."""
    table = cv.regional_table(report)
    if table.empty:
        return []
    out: list = [Heading("Regional compilation (jit-regional)"), Table(table)]
    sentence = cv.regional_sentence(report)
    if sentence:
        out.append(Text(sentence))
    g = cv.regional_guard(report)
    if g:
        inner: list = [Code(g.get("guard") or "?", wrap=True)]
        if g.get("code"):
            inner.append(Text(f"{g['code']} ({g.get('where') or '?'})", lead="From"))
        if g.get("hint"):
            inner.append(Text(g["hint"], "muted", lead="torch's hint"))
        inner.append(Text(g.get("fix") or "", lead="Fix"))
        if g.get("failed"):
            inner.append(Bullets([str(x) for x in g["failed"]], lead="The guard that failed at each recompile"))
        if g.get("past_limit"):
            inner.append(Text(f"The copies past torch._dynamo.config.recompile_limit ({g.get('limit')}) run "
                              "uncompiled.", "warning"))
        out.append(Details("The guard that failed between copies", inner, open=True))
    return out


def blocks(report: dict, files, params: dict) -> list:
    missing = cv.absence(report)
    if missing:
        return absence_blocks(missing)
    budget = cv.parse_budget(params.get("budget"))
    out: list = [
        Control("budget", "Start-up budget (s)", (), cv.format_budget(budget), kind="number",
                bounds=(0.1, cv.MAX_BUDGET_S, 1.0), help=BUDGET_HELP),
        Text(cv.budget_sentence(report, budget)),
        Chart(cv.timeline_figure(report, budget), key="cold_start_timeline",
              caption="Each route runs in a fresh process; seconds count from the moment the process was started. "
                      "◆ marks the first output."),
        Table(cv.routes_table(report, budget)),
        Heading("Steady state and memory"),
        Text("Latency of each call, synchronized, timed in rounds in the route's own process, as a run's benchmark "
             "times it.", "muted"),
        Table(cv.steady_table(report)),
    ]
    out += _regional(report)
    out += ccv.blocks(report)  # the compile-time changes tried, ranked
    aot = cv.aot_table(report)
    if not aot.empty:
        out += [Heading("The AOT package's build (ahead of time)"), Table(aot)]
    out += [_failure(report, f) for f in cv.failures(report)]
    out += clv.route_blocks(report)  # each jit route's cache lookups, its misses and why
    out.append(Details("What each route is", [Bullets(cv.route_help())]))
    notes = cv.notes_of(report)
    if notes:
        out += [Heading("Notes"), Bullets(notes)]
    return out
