"""Compile: time by phase, recompiles and their cost, caches and every cache lookup, compile ids, torch.export's
issues, guards, notes and the raw trace files."""

from __future__ import annotations

import json

from analyzers.report.own_time_rows import WORK, account, sentence
from analyzers.report.timing_figures import compile_time

from . import cache_lookups as clv
from . import compile as cv
from .blocks import (
    Bars,
    Bullets,
    Code,
    Columns,
    Control,
    Details,
    Heading,
    Link,
    LiveOnly,
    Table,
    Text,
    absence_blocks,
)
from .sections import items, section


def _rank_group(report: dict) -> list:
    group = cv.rank_group(report)
    if not group:
        return []
    peers = [str(r.get("run_id")) for r in group["runs"] if r.get("run_id")]
    return [Text(f"Rank {group.get('rank')} of a job imported with {len(peers) - 1} other rank log(s).", "info"),
            Link("ranks", "Compare the ranks", {"ranks": ",".join(peers)}, icon=":material/lan:")]


def _phases(report: dict) -> list:
    """Text bars, on every rendering (the first paint too): no chart bundle for four bars."""
    bars = cv.phase_bars(report)
    if not bars:
        return [Text("The trace recorded no compile phases (see the notes below).", "info")]
    rows = [(name, f"{secs:.2f} s", share, cv.PHASE_TEXT_COLORS.get(name, "gray")) for name, secs, share in bars]
    # the phases sum to torch's compile metrics, named beside the compile time the Overview shows (timing_figures)
    return [Bars("Compile time by phase", rows, note=compile_time(report)["phases"], columns=("phase", "time"))]


def _own_time(report: dict) -> list:
    """Where the whole run's wall time went: the model's work and the tool's own, phase by phase."""
    acc = account(report)
    if not acc:
        return []
    longest = max(r["seconds"] for r in acc["phases"]) or 1.0
    rows = [(r["name"], f"{r['seconds']:.2f} s", r["seconds"] / longest, "blue" if r["kind"] == WORK else "orange")
            for r in acc["phases"]]
    return [Heading("Where the run's time went"), Text(sentence(acc), "muted"),
            Bars("Phases, in order", rows, note="(blue: the model's work, a plain script pays it too; orange: the "
                 "tool's own)", columns=("phase", "time"))]


def _recompiles_and_caches(report: dict) -> list:
    recompiles, cache = cv.recompiles_table(report), cv.cache_table(report)
    left: list = [Heading("Recompiles")]
    if recompiles.empty:
        left.append(Text("No recompiles: the first graphs' guards held for every call.", "success"))
    else:
        left += [Text(cv.recompiles_caption(report), "muted"), Table(recompiles)]
    right: list = [Heading("Caches")]
    right.append(Text("The trace recorded no cache events.", "info") if cache.empty else Table(cache))
    return [Columns([left, right])]


def _compile_ids(report: dict) -> list:
    ids = cv.compile_ids_table(report)
    if ids.empty:
        return []
    out: list = [Heading("Compile ids")]
    repeated = cv.repeated_ids(report)
    if repeated:
        out.append(Text("Compiled more than once (one row per attempt, every attempt counted in compile time): "
                        f"{', '.join(repeated)}.", "muted"))
    return out + [Table(ids, detail=cv.COMPILE_ID_DETAIL)]


def _export_and_payloads(report: dict) -> list:
    """torch.export's issues and added guards; trace records whose payload failed its checksum."""
    out: list = []
    issues, export_guards = cv.export_issues_table(report), cv.export_guards_table(report)
    if not issues.empty or not export_guards.empty:
        out.append(Heading("Export"))
        if issues.empty:
            out.append(Text("torch.export reported no issue.", "success"))
        else:
            out += [Text(f"{len(issues)} issue(s) found during export: the exported program may not be sound."),
                    Table(issues, style="grid")]
        if not export_guards.empty:
            out.append(Details(f"{len(export_guards)} guard(s) added during export",
                               [Table(export_guards, style="grid")]))
    bad = cv.bad_payloads_table(report)
    if not bad.empty:
        out += [Heading("Payloads that failed their checksum"),
                Text("These records' payloads do not match the md5 the program wrote (edited or truncated log); "
                     "every other payload is intact.", "muted"),
                Table(bad, style="grid")]
    return out


def _read_guards(report: dict, comp: dict, files) -> tuple[dict[str, list[str]], list]:
    """Guards per compile id (the artifact, else the report's own), and a warning when the artifact is unreadable."""
    name = comp.get("guards_artifact")
    if not name:
        return cv.guards_of(report), []
    text = files.text(name)
    try:
        artifact = json.loads(text) if text is not None else None
    except ValueError as e:
        return cv.guards_of(report, None), [Text(f"The guards could not be read: {e}", "warning")]
    if artifact is None:
        return cv.guards_of(report, None), [Text(f"The guards could not be read: {name} is missing.", "warning")]
    return cv.guards_of(report, artifact), []


def _page_of(params: dict, count: int) -> int:
    """The link's guards page (1-based in the link), 0-based here; the first for a missing or stale one."""
    try:
        page = int(str(params.get("guards_page") or "1")) - 1
    except ValueError:
        return 0
    return page if 0 <= page < len(cv.guard_pages(count)) else 0


def _picked_guards(report: dict, cid: str, lines: list[str], params: dict) -> list:
    """The picked compile id's guards: filtered by the link's text and drawn a page at a time, as plain text."""
    query = str(params.get("guards_filter") or "").strip()
    matching = cv.filter_guards(lines, query)
    pages = cv.guard_pages(len(matching))
    page = _page_of(params, len(matching))
    shown = matching[page * cv.GUARDS_PER_PAGE: (page + 1) * cv.GUARDS_PER_PAGE]
    caption = cv.guards_caption(report, cid, len(lines), len(matching), query)
    return [Text(caption + (f" · page {page + 1} of {len(pages)}" if len(pages) > 1 else ""), "muted"),
            Code("\n".join(shown) or "(no guards)", plain=True),
            LiveOnly("guards_download", "", {"lines": lines, "cid": cid})]


def _guard_controls(guards: dict[str, list[str]], cid: str, params: dict) -> Columns:
    """The compile id to open, the filter and the page (link parameters ``compile_id``, ``guards_filter``,
    ``guards_page``)."""
    query = str(params.get("guards_filter") or "").strip()
    count = len(cv.filter_guards(guards[cid], query))
    pages = cv.guard_pages(count)
    page = [Control("guards_page", "Guards", [str(i + 1) for i in range(len(pages))], str(_page_of(params, count) + 1),
                    labels={str(i + 1): label for i, label in enumerate(pages)})] if len(pages) > 1 else []
    return Columns([
        [Control("compile_id", "Compile id", list(guards), cid, help="Guards of the graph compiled under this id.")],
        [Control("guards_filter", "Filter guards", (), query or None, kind="text",
                 help="Only the guards that contain this text (any case): L['x'], size, id")],
        page,
    ])


def _guards(report: dict, comp: dict, files, params: dict) -> list:
    """Every compile id's guards, the picked one (``compile_id``) open, filtered and paged; the others' first page.
    A big model has thousands of guards: drawn a page at a time, as plain text (no highlighter)."""
    guards, out = _read_guards(report, comp, files)
    out = [Heading("Guards"), *out]
    if not guards:
        return out + [Text("The trace recorded no guards.", "info")]
    cid = str(params.get("compile_id")) if params.get("compile_id") in guards else next(iter(guards))
    out.append(_guard_controls(guards, cid, params))
    for other, lines in guards.items():
        if other == cid:
            inner = _picked_guards(report, cid, lines, params)
        else:
            inner = [Code("\n".join(lines[: cv.GUARDS_PER_PAGE]) or "(no guards)", plain=True)]
            if len(lines) > cv.GUARDS_PER_PAGE:
                inner.append(Text(f"The first {cv.GUARDS_PER_PAGE} of {len(lines):,}: pick compile id {other} "
                                  "above to page through and filter them.", "muted"))
        title = f"compile id {other} · {cv.guards_caption(report, other, len(lines))}"
        out.append(Details(title, inner, open=other == cid, anchor=f"compile_id={other}"))
    return out


def _notes_and_traces(report: dict, comp: dict) -> list:
    out: list = []
    notes = [str(n) for n in items(comp.get("notes"))]
    if notes:
        out += [Heading("Notes"), Bullets(notes)]
    traces = [str(t) for t in items(comp.get("trace_files"))]
    if traces:
        names = ", ".join(t.rsplit("/", 1)[-1] for t in traces)
        out += [Heading("Trace files"), Text("Raw TORCH_TRACE logs of this run (tlparse reads them).", "muted"),
                LiveOnly("trace_downloads", f"In the run folder: {names}.",
                         {"run_id": str(report.get("run_id")), "names": traces})]
    return out


def blocks(report: dict, files, params: dict) -> list:
    missing = cv.absence(report)
    if missing:
        return absence_blocks(missing) + _own_time(report)
    comp = section(report, "compile")
    return (_rank_group(report) + _phases(report) + _own_time(report) + _recompiles_and_caches(report)
            + clv.compile_blocks(report) + _compile_ids(report)
            + _export_and_payloads(report) + _guards(report, comp, files, params) + _notes_and_traces(report, comp))
