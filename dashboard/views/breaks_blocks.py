"""Graph breaks: the table by category and registry type, the source around each break, our fix beside Dynamo's own
explanation, hints and registry page, the call chain that led there, each break's cost, its fix experiments and
its repro script."""

from __future__ import annotations

from analyzers.report.repro_script import ReproRefused, repro_script

from . import breaks as bv
from . import remedies as rv
from . import remedy_rank as rr
from .blocks import (
    Bullets,
    Chart,
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
from .compile import recompiles_caption
from .fmt import display_path
from .sections import section

NO_COST = "not measured (the profile analysis did not run, or no compiled graph was profiled)."


def _picked(params: dict, param: str, options) -> list[str]:
    """The link's comma-separated choices that are options (none: all)."""
    return [v for v in str(params.get(param) or "").split(",") if v in options]


def _fixes(report: dict) -> list:
    """The fix experiments: their verdicts (live: with progress and the button that starts them)."""
    return ([Heading("Fix experiments"), LiveOnly("fix_panel", rv.fixes_note(report), {"report": report})]
            + rr.ranked_blocks(report, level=4))  # every verified experiment ranked by gain


def _recompiles(report: dict) -> list:
    """The real compile's recompiles, each with the compile seconds it cost."""
    lines = rv.recompile_lines(report)
    if not lines:
        return []
    return [Heading("Recompiles"),
            Text(recompiles_caption(report) + " · the Compile page has their guards.", "muted"), Bullets(lines)]


def _head(report: dict, explain: dict) -> list:
    out: list = []
    headline = bv.not_captured_message(report)
    if headline:
        out.append(Text(headline + ".", bv.not_captured_level(report)))
    recompiled = bv.explain_recompiles(report)
    if recompiled:
        out += [Text(f"Not graph breaks: explain's second call recompiled {len(recompiled)} graph(s) because a guard "
                     "failed (the model's state or inputs changed between calls). The Compile page lists the real "
                     "compile's recompiles.", "info"),
                Code("\n".join(recompiled), wrap=True)]
    out.append(Text(bv.coverage_line(report), "muted"))
    return out


def _none_recorded(report: dict, explain: dict) -> list:
    """No break recorded: the count without details, or the whole model captured; the recompiles and fixes."""
    out: list = []
    total = explain.get("graph_break_count")
    if total:
        out.append(Text(f"The report counts {total} graph break(s) but records no details about them.", "warning"))
    elif not bv.not_captured_message(report):
        out.append(Text(f"No graph breaks: Dynamo captured the whole model ({explain.get('graph_count', '?')} graph).",
                        "success"))
    recompiles = _recompiles(report)
    if recompiles or rv.experiments(report):
        out += recompiles + _fixes(report)
    return out


def _filters(report: dict, params: dict) -> tuple[list, list[str], list[str]]:
    """The category and registry-type pickers (link parameters ``category`` and ``gb``) and what they hold."""
    categories, types = bv.break_categories(report), bv.break_types(report)
    chosen, chosen_ids = _picked(params, "category", categories), _picked(params, "gb", types)
    left = [Control("category", "Categories", categories, ",".join(chosen) or None, kind="multiselect",
                    help="Show only breaks of these categories (none: all).")]
    right = [Control("gb", "Registry types", list(types), ",".join(chosen_ids) or None, kind="multiselect",
                     labels={gid: f"{gid} {t}".strip() for gid, t in types.items()},
                     help="Show only breaks of these torch graph-break registry ids (none: all).")] if types else []
    return [Columns([left, right])], chosen, chosen_ids


def _dynamo(b: dict) -> list:
    """What Dynamo says about the break: its explanation, its hints and the registry's page for its id."""
    explanation, hints = bv.dynamo_says(b)
    link = bv.doc_link(b)
    out: list = []
    if link:
        out.append(Text(explanation or b.get("gb_type") or "", lead=f"Dynamo ({link[0]}):"))
    elif explanation:
        out.append(Text(explanation, lead="Dynamo:"))
    if hints:
        out.append(Bullets(hints))
    if link:
        out.append(Link("breaks", f"{link[0]} in torch's graph-break registry", url=link[1]))
    return out


def _remedies(report: dict, b: dict, total_ms: float | None) -> list:
    """The break's cost and its fix experiments' verdicts."""
    line = rv.cost_line(b, total_ms)
    out: list = [Text(line or NO_COST, lead="Cost:")]
    return out + [Text(f.get("verdict") or f.get("status") or "",
                       lead=f"Fix experiment {f.get('change') or 'no setting'}:") for f in rv.for_break(report, b)]


def _repro(report: dict, n: int | None) -> tuple[list, list]:
    """Break ``n``'s repro script (1-based, explain's order): its download (live) and its folded text."""
    if n is None:
        return [], []
    try:
        script = repro_script(report, n, portable=True)
    except (ReproRefused, OSError, ValueError):
        return [], []
    return ([LiveOnly("repro_download", "", {"report": report, "n": n})],
            [Details("Repro script (plain torch)", [Code(script, "python")])])


def _where(b: dict, base: str | None) -> list:
    """The source around the break, its file, the library line, the call chain, Dynamo's reason, the stack."""
    out: list = []
    if b.get("skipped_frame"):
        out.append(Text("Dynamo skipped the whole frame here: it runs in eager.", "warning"))
    source = bv.break_source(b)
    out.append(Code(source, "python") if source else Text("The report holds no source lines for this break.", "muted"))
    if b.get("file"):  # from the recipe's folder or the package: not the recording machine's folders
        out.append(Text(f"File: {display_path(b['file'], base)}", "muted"))
    lib = bv.library_location(b)
    if lib:
        out.append(Text(f"Inside an installed library at {lib}: {b.get('library_code') or ''}", "muted"))
    if b.get("call_chain"):
        out += [Text("Called from", "muted"), Code("\n".join(display_path(str(s), base) for s in b["call_chain"]))]
    out += [Text("Dynamo's reason", "muted"), Code(b.get("reason") or "not recorded", wrap=True)]
    if b.get("user_stack"):
        out += [Text("Full stack", "muted"), Code("\n".join(display_path(str(s), base) for s in b["user_stack"]))]
    return out


def _each_break(report: dict, shown: list[dict]) -> list:
    """One foldable block per break (the first open); the first of each category is the link's ``category=``."""
    total_ms, base = rv.forward_ms(report), bv.source_base(report)
    rows = bv.breaks_of(report)
    out: list = [Heading("Where they happen" + (", costliest first" if total_ms else ""))]
    seen: set[str] = set()
    for i, b in enumerate(shown):
        category = b.get("category") or "other"
        n = next((k for k, r in enumerate(rows, 1) if r is b), None)
        download, script = _repro(report, n)
        inner = _remedies(report, b, total_ms) + download
        inner.append(Columns([[Text(b.get("hint") or "no hint recorded", lead="What to do:")], _dynamo(b)]))
        inner += _where(b, base) + script  # the script's fold last, under the break's source
        anchor = f"category={category}" if category not in seen else f"break={i}"
        seen.add(category)
        out.append(Details(bv.break_title(b), inner, open=i == 0, anchor=anchor))
    return out


def blocks(report: dict, files, params: dict) -> list:
    missing = bv.absence(report)
    if missing:
        return absence_blocks(missing)
    explain = section(report, "explain")
    out = _head(report, explain)
    every = bv.breaks_of(report)
    if not every:
        return out + _none_recorded(report, explain)
    total = explain.get("graph_break_count")
    out.append(Text(f"{total if total is not None else len(every)} graph break(s) in {len(every)} place(s), "
                    f"{explain.get('graph_count', '?')} graph(s)."))
    if explain.get("model_state"):
        out.append(Text(f"Explained on {explain['model_state']}.", "muted"))
    filters, chosen, chosen_ids = _filters(report, params)
    shown = rv.ranked_breaks(bv.breaks_of(report, chosen, chosen_ids))  # costliest first, where a profile ran
    # the chart with Plotly's basic bundle, the table as Markdown and the code as highlighted HTML (live): no
    # Plotly, data-grid or highlighter chunk to load before the breaks show
    out += filters + [Chart(bv.breaks_by_category_figure(shown), key="breaks_chart"),
                      Table(bv.breaks_table(shown), style="light", key="w_breaks_all", what="breaks")]
    return out + _fixes(report) + _recompiles(report) + _each_break(report, shown)
