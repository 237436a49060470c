"""The one-file HTML report opened in Chromium with the network off: every shipped example, a hostile run, anchors.

Each file is opened from disk in a fresh offline context; every request the page makes is recorded (the
only one allowed is the file itself), script errors and Content-Security-Policy violations are collected,
and the page must draw every figure it places.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from analyzers.report.store import RunStore
from analyzers.workflows.examples import EXAMPLES_DIR, seed_examples
from dashboard.static import export_html
from dashboard.static.sections import report_views
from tests import report_factory as rf
from tests.conftest import cli

pytestmark = pytest.mark.browser

EXAMPLES = sorted(p.name for p in EXAMPLES_DIR.iterdir() if (p / "report.json").is_file()) if EXAMPLES_DIR.is_dir() else []
PROFILED = "20261130-142821-bert-base-fp16-counters-ef4b"  # bert-base with profile and counters
SWEEP = "sweep-20261202-003754-bert-base-b8-s512-da40"
MAX_BYTES = 5 * 2**20
# Recorded before the page's scripts: a violation of the page's own policy is a bug (or an injection).
WATCH = "window.__violations = []; document.addEventListener('securitypolicyviolation', " \
        "e => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));"


@pytest.fixture(scope="module")
def exported():
    """The examples, a hostile run, a comparison and a sweep, exported to a temporary folder."""
    with tempfile.TemporaryDirectory(prefix="cs-export-") as d:
        store = RunStore(Path(d) / "runs")
        seed_examples(store)
        hostile = rf.write_run(store.root, rf.hostile_report(), {"artifacts/code/0_0.py": rf.CODE_MODULE,
                                                                 "artifacts/graphs.json": rf.hostile_graphs()})
        files = {}
        for run_id in [*EXAMPLES, hostile]:
            files[run_id] = Path(d) / f"{run_id}.html"
            if run_id != PROFILED:
                files[run_id].write_text(export_html.run_report_html(store, run_id), encoding="utf-8")
        if PROFILED in files:  # through the command line, as a user would
            p = cli("export", PROFILED, "-o", str(files[PROFILED]), runs_dir=store.root, timeout=300)
            assert p.returncode == 0, p.stderr
        if EXAMPLES:
            files["compare"] = Path(d) / "compare.html"
            files["compare"].write_text(export_html.compare_html(store, EXAMPLES[0], EXAMPLES[1]), encoding="utf-8")
            files["sweep"] = Path(d) / "sweep.html"
            files["sweep"].write_text(export_html.sweep_html(store, SWEEP), encoding="utf-8")
        yield {"files": files, "hostile": hostile}


def open_offline(browser, path: Path, fragment: str = ""):
    """(context, page, requests, errors) with the page opened and its figures drawn."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, offline=True)
    requests, errors = [], []
    ctx.on("request", lambda r: requests.append(r.url))
    ctx.add_init_script(WATCH)
    page = ctx.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(path.as_uri() + fragment)
    page.wait_for_function("() => document.body.getAttribute('data-figures')", timeout=60_000)
    return ctx, page, requests, errors


def assert_clean(page, path: Path, requests: list[str], errors: list[str]) -> None:
    assert requests == [path.as_uri()], f"requests left the page: {requests[1:]}"
    assert not errors, errors
    assert page.evaluate("() => window.__violations") == []
    placed = page.locator(".cs-fig").count()  # a run with no chart in any view (a fix experiment's child): "none"
    assert page.evaluate("() => document.body.getAttribute('data-figures')") == ("drawn" if placed else "none")
    assert page.locator(".cs-fig.js-plotly-plot").count() == placed  # every figure drawn by Plotly
    assert page.locator(".cs-fig .main-svg").count() >= placed


@pytest.mark.parametrize("run_id", EXAMPLES)
def test_every_example_opens_offline_with_every_section(browser, exported, run_id):
    path = exported["files"][run_id]
    assert path.stat().st_size <= MAX_BYTES
    ctx, page, requests, errors = open_offline(browser, path)
    try:
        assert_clean(page, path, requests, errors)
        for anchor, title in report_views():
            sec = page.locator(f"section#{anchor}")
            assert sec.locator("h2").inner_text() == title
            assert len(sec.inner_text()) > len(title) + 20, f"section {anchor} is empty"
            assert "could not be drawn" not in sec.inner_text()
        assert page.locator("main > section").count() == len(report_views())  # every view, none twice
    finally:
        ctx.close()


def test_profiled_example_has_its_gpu_story_and_deep_anchors(browser, exported):
    if PROFILED not in exported["files"]:
        pytest.skip("the example reports are not in this checkout")
    path = exported["files"][PROFILED]
    kernel = "triton_poi_fused_gelu_view_3"
    ctx, page, requests, errors = open_offline(browser, path, f"#kernel={kernel}")
    try:
        assert_clean(page, path, requests, errors)
        assert page.locator(".cs-fig").count() >= 2  # by module, roofline (the launch overhead is a drawing)
        # the timeline: the server's SVG of the whole forward, as the live page opens on it
        assert page.locator("section#timeline img.drawing").first.evaluate("i => i.naturalWidth") > 100
        # the launch overhead: the drawing the live page shows first (no Plotly)
        assert page.locator("section#kernels img.drawing").first.evaluate("i => i.naturalWidth") > 100
        kernels = page.locator("section#kernels").inner_text()
        assert "157 kernel launches per forward" in kernels and "128 kernel launches per forward" in kernels
        assert "SM throughput %" in kernels  # Nsight Compute's counters
        assert page.locator("section#graph img.drawing").first.evaluate("i => i.naturalWidth") > 100
        # #kernel=NAME (like the dashboard's ?kernel=NAME) scrolls to the kernel's row of the Generated code listing;
        # the section shows the source of the kernel the live view selects first, as the live page does
        row = page.locator(f'tr[id="kernel={kernel}"]')
        assert kernel in row.inner_text() and "artifacts/code/" in row.inner_text()
        assert row.evaluate("d => { const r = d.getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0 }")
        assert "def triton_" in page.locator("section#code .cs-source").first.inner_text()
    finally:
        ctx.close()


def test_hostile_text_reads_as_text_and_runs_nothing(browser, exported):
    path = exported["files"][exported["hostile"]]
    ctx, page, requests, errors = open_offline(browser, path, "#category=" + rf.XSS[0])
    try:
        assert_clean(page, path, requests, errors)
        assert page.evaluate("() => window.__pwned") is None
        assert page.locator("img:not(.drawing)").count() == 0
        assert page.locator("script").count() == 3  # the figures' data, Plotly, ours
        text = page.locator("main").inner_text()
        for payload in rf.XSS + rf.MARKUP:
            assert payload.split(" ")[0] in text  # shown literally
        assert rf.MARKUP[0] in text and "digraph G { a -> b }" in text  # Markdown and DOT specials, as text
        assert page.locator("a[href^='javascript' i], a[href^='http']").count() == 0
        assert page.locator("main strong, main em").filter(has_text="bold").count() == 0
        assert rf.XSS[1] in page.locator("section#breaks details[open]").first.inner_text()
        assert page.locator("section#graph img.drawing").first.evaluate("i => i.naturalWidth") > 50  # valid DOT
    finally:
        ctx.close()


@pytest.mark.parametrize("which", ["compare", "sweep"])
def test_compare_and_sweep_open_offline(browser, exported, which):
    if which not in exported["files"]:
        pytest.skip("the example reports are not in this checkout")
    path = exported["files"][which]
    ctx, page, requests, errors = open_offline(browser, path)
    try:
        assert_clean(page, path, requests, errors)
        assert page.locator(".cs-fig").count() >= (1 if which == "compare" else 3)
    finally:
        ctx.close()
