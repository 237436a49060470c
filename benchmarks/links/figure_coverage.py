"""How many of the figures a live report view shows are also on its shared page and in its one-file export.

For every shipped example (``examples/runs``, copied to a temporary store) and every report view of the registry,
the live page is opened as a link opens it (Streamlit AppTest, the view's default state: no item parameter) and
every number in its main area is read: Markdown (tables, sentences), captions, cards, alerts, expander titles,
code and the data grids' cells. The same view's shared page (``/share/<view>?run=ID`` as the server draws it) and
its section of the export are read as text. A live number counts as carried when the static page has the same
number. Charts are compared by their Plotly JSON where both have one (the live chart and the static chart are one
figure). Prints one line per view and the totals:

    .venv/bin/python benchmarks/links/figure_coverage.py [--examples DIR] [--views overview,breaks] [--json]
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

NUMBER = re.compile(r"(?<![\w.])[-+]?\d[\d,]*(?:\.\d+)?(?:e[-+]?\d+)?")
TAG = re.compile(r"<[^>]+>")
STATIC_SCRIPTS = re.compile(r"<script.*?</script>|<style.*?</style>", re.S)
RUN_ID_LIKE = re.compile(r"\d{8}-\d{6}-[\w-]+")
PAGE_CAPTION = re.compile(r"· run \S+ · created")


def numbers(text: str) -> Counter:
    text = RUN_ID_LIKE.sub(" ", text.replace("\\", ""))
    out = Counter()
    for m in NUMBER.findall(text):
        n = m.replace(",", "").lstrip("+")
        if n.strip("-"):
            out[n] += 1
    return out


def live_text(at) -> str:
    parts = []
    tree = at.main
    for kind in ("title", "header", "subheader", "markdown", "caption", "info", "warning", "error", "success", "code"):
        # the page's own header line (the run's title, id and creation time) is the frame, not the view
        parts += [str(e.value) for e in getattr(tree, kind) if not PAGE_CAPTION.search(str(e.value))]
    parts += [str(e.label) for e in tree.expander]
    for df in tree.dataframe:
        parts.append(df.value.to_csv(index=False))
    # markdown images (svg drawings) carry base64, and highlighted source is HTML: neither is a figure
    text = re.sub(r"data:image/svg\+xml;base64,[A-Za-z0-9+/=]+", " ", "\n".join(parts))
    return html.unescape(TAG.sub(" ", text))


def static_text(page: str) -> str:
    page = STATIC_SCRIPTS.sub(" ", page)
    page = re.sub(r'src="data:[^"]+"', " ", page)
    return html.unescape(TAG.sub(" ", page))


def export_section(page: str, view: str) -> str:
    m = re.search(rf'<section id="{re.escape(view)}">(.*?)</section>', page, re.S)
    return static_text(m.group(1)) if m else ""


def measure(examples: Path, views: list[str] | None = None) -> dict:
    from streamlit.testing.v1 import AppTest

    from analyzers.report.store import RunStore
    from dashboard.static import export_html, shared_page
    from dashboard.static.run_files import RunFiles
    from dashboard.views.registry import REPORT_VIEWS

    tmp = Path(tempfile.mkdtemp(prefix="cs-coverage-"))
    runs = tmp / "runs"
    shutil.copytree(examples, runs)
    os.environ["COMPILESCOPE_RUNS"] = str(runs)
    store = RunStore(runs)
    rows = []
    for run_dir in sorted(p for p in runs.iterdir() if (p / "report.json").is_file()):
        run_id = run_dir.name
        report = store.load_report(run_id)
        export = export_html.run_report_html(store, run_id)
        for spec in REPORT_VIEWS:
            if views and spec.view not in views:
                continue
            at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=60)
            at.query_params.update({"view": spec.view, "run": run_id})
            at.run()
            live = numbers(live_text(at))
            shared = numbers(static_text(shared_page.view_page(spec.view, report, run_id, RunFiles(store, run_id),
                                                               {}, spec_params=spec.params)))
            exported = numbers(export_section(export, spec.view))
            total = sum(live.values())
            on_shared = sum(c for n, c in live.items() if n in shared)
            on_export = sum(c for n, c in live.items() if n in exported)
            missing = sorted({n for n in live if n not in shared or n not in exported})[:12]
            rows.append({"run": run_id, "view": spec.view, "live": total, "shared": on_shared, "export": on_export,
                         "missing": missing, "exception": [str(e.value)[:200] for e in at.exception]})
    shutil.rmtree(tmp, ignore_errors=True)
    live = sum(r["live"] for r in rows)
    return {"rows": rows, "live": live, "shared": sum(r["shared"] for r in rows) / live if live else 1.0,
            "export": sum(r["export"] for r in rows) / live if live else 1.0}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--examples", default=str(ROOT / "examples" / "runs"))
    ap.add_argument("--views", default="")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    result = measure(Path(a.examples), [v for v in a.views.split(",") if v] or None)
    if a.json:
        print(json.dumps(result, indent=1))
        return 0
    by_view: dict[str, list[int]] = {}
    for r in result["rows"]:
        t = by_view.setdefault(r["view"], [0, 0, 0])
        t[0] += r["live"]
        t[1] += r["shared"]
        t[2] += r["export"]
        if r["exception"]:
            print(f"  ! {r['run']} {r['view']}: {r['exception']}")
    print(f"{'view':<12} {'live':>7} {'shared':>8} {'export':>8}")
    for view, (n, s, e) in by_view.items():
        print(f"{view:<12} {n:>7} {s / n if n else 1:>8.1%} {e / n if n else 1:>8.1%}")
    print(f"{'all':<12} {result['live']:>7} {result['shared']:>8.1%} {result['export']:>8.1%}")
    worst = sorted(result["rows"], key=lambda r: (r["shared"] + r["export"]) / (2 * r["live"]) if r["live"] else 1)[:8]
    for r in worst:
        if r["live"] and r["missing"]:
            print(f"  {r['view']:<10} {r['run'][:40]:<40} live {r['live']:>4} shared {r['shared']:>4} "
                  f"export {r['export']:>4} e.g. missing {r['missing'][:6]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
