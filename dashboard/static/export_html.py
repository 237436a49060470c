"""One-file HTML reports: a run, a comparison of two runs, or a sweep — for when the dashboard is not reachable.

The file opens offline months later: styles and scripts inline (Plotly's basic bundle once, when there
are figures), the graph as an SVG image, no request leaves the page (its Content-Security-Policy forbids
them). Sections have anchors like the dashboard's link parameters: ``report.html#breaks``,
``#kernel=NAME``, ``#category=NAME``, ``#compile_id=0/0``. Built from the dashboard's views; no streamlit.

    python -m dashboard.static.export_html RUN_ID -o report.html [--runs-dir DIR]
    python -m dashboard.static.export_html --compare A,B -o compare.html
    python -m dashboard.static.export_html --sweep SWEEP_ID -o sweep.html

``python -m analyzers export ...`` runs this module in a subprocess (the engine never imports the dashboard).
"""

from __future__ import annotations

import argparse
import datetime as dt
import logging
import sys
from pathlib import Path

from analyzers.report.store import RunNotFound, RunStore, default_runs_dir
from analyzers.report.sweep_cells import read_sweep
from dashboard.views import cache_lookups as clv
from dashboard.views import compare as cmpv
from dashboard.views import numerics as nv
from dashboard.views import sweep as sv
from dashboard.views.sections import run_title

from . import html_page as h
from . import sections
from .run_files import RunFiles

log = logging.getLogger(__name__)


def _stamp(what: str) -> str:
    return f"{what} · exported {dt.datetime.now().strftime('%Y-%m-%d %H:%M')} by CompileScope"


def run_report_html(store: RunStore, run_id: str) -> str:
    """The report of ``run_id`` as one HTML file. Raises RunNotFound / SchemaError for a bad run."""
    report = store.load_report(run_id)
    files = RunFiles(store, run_id)
    created = report.get("created")
    when = dt.datetime.fromtimestamp(created).strftime("%Y-%m-%d %H:%M") if isinstance(created, (int, float)) else "?"
    doc = h.Document(f"CompileScope · {run_title(report)}",
                     f"run {run_id} · status {report.get('status')} · created {when}")
    for anchor, title in sections.report_views():
        try:
            body = sections.view_html(anchor, doc, report, files)
        except Exception as e:  # noqa: BLE001 - one odd section must not cost the whole file
            log.exception("export: section %s of run %s failed", anchor, run_id)
            body = h.paragraph(f"This section could not be drawn: {type(e).__name__}: {e}", "muted")
        doc.add(anchor, title, body)
    return doc.render(_stamp(f"run {run_id}"))


def compare_html(store: RunStore, a_id: str, b_id: str) -> str:
    """Two runs side by side (A = before, B = after), as the Compare page shows them."""
    a, b = store.load_report(a_id), store.load_report(b_id)
    doc = h.Document("CompileScope · compare runs", f"A {a_id} ({run_title(a)}) · B {b_id} ({run_title(b)})")
    doc.add("headline", "Headline", h.table(cmpv.headline_table(a, b))
            + doc.figure(cmpv.latency_figure(a, b, f"A {a_id}", f"B {b_id}")))
    opts = cmpv.option_diff_table(a, b)
    doc.add("options", "Options and environment that differ",
            h.table(opts.drop(columns=["differs"]), detail=cmpv.OPTION_DIFF_DETAIL) if not opts.empty
            else h.paragraph("Same model, options and environment."))
    reuse = clv.reuse_table(a, b, clv.keys_of(a, RunFiles(store, a_id).json), clv.keys_of(b, RunFiles(store, b_id).json))
    doc.add("cache_reuse", "Cache reuse: why B did not reuse A's compiles",
            h.paragraph(clv.reuse_sentence(reuse)) + h.table(reuse, scroll=True) if not reuse.empty
            else h.paragraph(clv.NO_REUSE))
    breaks = cmpv.break_diff_table(a, b)
    doc.add("breaks", "Graph breaks", h.table(breaks) if not breaks.empty else h.paragraph("Neither run has graph breaks."))
    kernels = cmpv.kernel_diff_table(a, b)
    if kernels.empty:
        body = h.paragraph("Neither run records generated kernels.")
    else:
        c = cmpv.kernel_change_counts(kernels)
        body = h.paragraph(f"{c['added']} added, {c['removed']} removed, {c['changed']} changed, {c['same']} the same "
                           "(matched by name without index, then by fused ops).")
        body += h.table(kernels[kernels["change"] != "same"], scroll=True)
        fig = cmpv.kernel_delta_figure(kernels)
        if fig is not None:
            body += doc.figure(fig)
    doc.add("kernels", "Generated kernels", body)
    doc.add("numerics", "Numerics", h.table(nv.compare_table(a, b)))
    return doc.render(_stamp(f"compare {a_id},{b_id}"))


def sweep_html(store: RunStore, sweep_id: str) -> str:
    """A sweep's matrix, best cells and charts, as the Sweeps page shows them. Raises LookupError."""
    record = read_sweep(store, sweep_id)
    spec = record.get("spec") or {}
    table = sv.matrix_table(record)
    counts = ", ".join(f"{n} {s}" for s, n in sv.status_counts(record).items())
    doc = h.Document(f"CompileScope · sweep {(spec.get('source') or {}).get('name', '?')}",
                     f"{sweep_id} · on {spec.get('device', '?')} · status {record.get('status')} · {counts}")
    best = sv.best_cells(table)
    cards = []
    for key, title in (("latency", "Best latency"), ("latency_per_compile_s", "Best latency per compile second")):
        b = best[key]
        cards.append((title, b["cell"] if b else "", "", f"{b['latency ms']:.3f} ms" if b else None))
    doc.add("matrix", "Matrix", h.cards(cards) + h.paragraph(sv.baseline_sentence(record)) + h.table(table, scroll=True))
    charts = doc.figure(sv.latency_figure(table)) + doc.figure(sv.compile_figure(table))
    if sv.has_values(table, "peak MiB"):
        charts += doc.figure(sv.memory_figure(table))
    charts += doc.figure(sv.capture_figure(table))
    doc.add("charts", "Charts", charts)
    return doc.render(_stamp(f"sweep {sweep_id}"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m analyzers export", description="Write one self-contained HTML report.")
    ap.add_argument("run_id", nargs="?", help="the run to export")
    ap.add_argument("--compare", metavar="A,B", help="export the comparison of two runs instead")
    ap.add_argument("--sweep", metavar="SWEEP_ID", help="export a sweep instead")
    ap.add_argument("-o", "--output", help="file to write (default: <id>.html in this folder; - for stdout)")
    ap.add_argument("--runs-dir", default=None, help="run store folder (env COMPILESCOPE_RUNS, default ./runs)")
    a = ap.parse_args(argv)
    if sum(bool(x) for x in (a.run_id, a.compare, a.sweep)) != 1:
        ap.error("name one thing to export: RUN_ID, --compare A,B or --sweep SWEEP_ID")
    root = Path(a.runs_dir) if a.runs_dir else default_runs_dir()
    if not (root / "index.sqlite").exists() and not root.is_dir():
        return _fail(f"there is no run store at {root} (set --runs-dir or COMPILESCOPE_RUNS)")
    store = RunStore(root)
    try:
        if a.compare:
            pair = cmpv.parse_pair(a.compare)
            if pair is None:
                return _fail("--compare takes two run ids separated by a comma: A,B")
            text, name = compare_html(store, *pair), f"compare-{pair[0]}-{pair[1]}"
        elif a.sweep:
            text, name = sweep_html(store, a.sweep), a.sweep
        else:
            text, name = run_report_html(store, a.run_id), a.run_id
    except (RunNotFound, LookupError, ValueError) as e:
        return _fail(str(e))
    if a.output == "-":
        sys.stdout.write(text)
        return 0
    out = Path(a.output or f"{name}.html")
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out} ({len(text.encode('utf-8')) / 2**20:.1f} MiB)")
    return 0


def _fail(msg: str) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
