"""The H200 example reports (examples/) in a real browser: the views that need GPU data show it.

The server over a runs folder seeded with the shipped examples, as `make start` does (``examples_url`` in
conftest.py, shared with test_layout.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import wait_idle

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "runs"

pytestmark = pytest.mark.browser

PROFILED_RO = "20261130-142821-bert-base-fp16-counters-ef4b"  # bert-base fp16 B8 S512 reduce-overhead, ncu counters
BREAK_DEMO = "20261202-004205-demo-item-cuda-73bb"
SWEEP = "sweep-20261202-003754-bert-base-b8-s512-da40"
EAGER_CELL = "20261202-003754-bert-base-b8-s512-eager-0c50"
DEFAULT_CELL = "20261202-003823-bert-base-b8-s512-defaul-f77d"


def _open(page: Page, url: str) -> None:
    page.goto(url)
    wait_idle(page, timeout=60_000)
    expect(page.get_by_test_id("stException")).to_have_count(0)
    assert "Traceback (most recent call last)" not in page.get_by_test_id("stMain").inner_text()


def test_kernels_view_shows_the_h200_launch_story(page, examples_url):
    _open(page, f"{examples_url}/kernels?run={PROFILED_RO}&view=kernels")
    m = page.get_by_test_id("stMain")
    expect(m.get_by_text("157 kernel launches per forward", exact=False).first).to_be_visible()
    expect(m.get_by_text("128 kernel launches per forward · 12 distinct kernels", exact=False).first).to_be_visible()
    # Plotly's basic bundle in a component frame (st.plotly_chart's 4.7 MB chunk is not loaded)
    frame = m.frame_locator("iframe[src*='plotly_basic']").first
    expect(frame.locator(".js-plotly-plot .main-svg").first).to_be_visible(timeout=30_000)
    expect(page.get_by_test_id("stPlotlyChart")).to_have_count(0)
    # Nsight Compute's before/after line: eager 157 launches, compiled (CUDA graphs) 128
    counters = m.get_by_text("Hardware counters", exact=True)
    counters.scroll_into_view_if_needed()
    expect(counters).to_be_visible()
    expect(m.get_by_text("No hardware counters", exact=False)).to_have_count(0)
    expect(m.get_by_text("clocks locked to base", exact=False).first).to_be_attached()


def test_timeline_view_draws_bars(page, examples_url):
    _open(page, f"{examples_url}/timeline?run={PROFILED_RO}&view=timeline")
    # first the SVG drawn on the server, as an image in the page's Markdown (no image chunk); no Plotly loaded yet
    img = page.get_by_test_id("stMain").get_by_test_id("stMarkdownContainer").locator("img").first
    expect(img).to_be_visible(timeout=30_000)
    assert img.evaluate("i => i.complete && i.naturalWidth > 0")
    expect(page.locator("iframe[src*='plotly_basic']")).to_have_count(0)
    # the interactive chart: the Plotly "basic" component, in its own frame: at least two bar traces
    page.get_by_test_id("stMain").get_by_text("Interactive chart", exact=False).click()
    frame = page.get_by_test_id("stMain").frame_locator("iframe[src*='plotly_basic']").first
    expect(frame.locator(".js-plotly-plot").first).to_be_visible(timeout=30_000)
    expect(frame.locator(".barlayer .trace.bars").nth(1)).to_be_attached(timeout=30_000)
    expect(page.get_by_test_id("stPlotlyChart")).to_have_count(0)


def test_graph_view_draws_both_graphs_of_the_break_demo(page, examples_url):
    _open(page, f"{examples_url}/graph?run={BREAK_DEMO}&view=graph&color=graph")
    m = page.get_by_test_id("stMain")
    expect(m.get_by_text("8 graph ops in 2 graphs", exact=False).first).to_be_visible()
    expect(m.get_by_text("1 graph break is marked between graphs", exact=False).first).to_be_visible()
    expect(m.locator("img, [data-testid='stGraphVizChart'] svg").first).to_be_visible()  # the drawing


def test_code_and_breaks_views_show_source_without_the_highlighter(page, examples_url):
    """Kernel and break source drawn as highlighted HTML by the page's Markdown: no st.code block (and its
    1.5 MB highlighter chunk) on opening the link; the break demo's file reads from the package on."""
    scripts: list[str] = []
    page.on("request", lambda r: scripts.append(r.url) if r.resource_type == "script" else None)
    _open(page, f"{examples_url}/code?run={PROFILED_RO}&view=code")
    block = page.get_by_test_id("stMain").locator(".cs-source").first
    expect(block).to_contain_text("@triton.jit")
    expect(block.locator("span[style*='color']").first).to_be_attached()  # highlighted
    _open(page, f"{examples_url}/breaks?run={BREAK_DEMO}&view=breaks")
    m = page.get_by_test_id("stMain")
    expect(m.locator(".cs-source").first).to_be_visible()
    expect(m.get_by_text("File: analyzers/models/demos.py", exact=False).first).to_be_visible()
    assert not [u for u in scripts if "SyntaxHighlighter" in u or "PlotlyChart" in u or "DataFrame" in u], scripts


def test_sweep_view_marks_the_best_configuration(page, examples_url):
    _open(page, f"{examples_url}/sweep?view=sweep&sweep={SWEEP}")
    m = page.get_by_test_id("stMain")
    expect(m.get_by_text("Best latency", exact=True).first).to_be_visible()
    expect(m.get_by_text("reduce-overhead-fp16-dynfalse-b8").first).to_be_visible()


def test_compare_link_reopens_the_comparison(page, examples_url):
    _open(page, f"{examples_url}/compare?view=compare&compare={EAGER_CELL},{DEFAULT_CELL}")
    m = page.get_by_test_id("stMain")
    expect(m.get_by_role("heading", name="Compare runs")).to_be_visible()
    expect(m.get_by_text(DEFAULT_CELL, exact=False).first).to_be_visible()


def test_first_screen_after_make_start_is_the_gpu_example(page, examples_url):
    """No ?run= (what `make start` opens): the newest finished example someone launched (not a fix experiment's
    child, not a sweep's warm re-run: both are newer than their run and half empty), not an empty page."""
    _open(page, examples_url)
    m = page.get_by_test_id("stMain")
    expect(m.get_by_role("heading", name="Overview")).to_be_visible()
    expect(m.get_by_text("Showing the newest finished run", exact=False)).to_be_visible()
    expect(m.get_by_text("NVIDIA H", exact=False).first).to_be_attached()  # the H100 first screen
    reports = [json.loads((p / "report.json").read_text()) for p in EXAMPLES.iterdir()]
    launched = [r for r in reports if r.get("status") == "ok" and not r.get("fix_of")
                and not (r.get("cold_start") and not r.get("compile"))]  # nor a cold-start-only run
    newest = max(launched, key=lambda r: r["created"])
    assert max(r["created"] for r in reports) > newest["created"]  # the examples hold a newer child: passed over
    speedup = f"{newest['benchmark']['speedup']:.2f}×"
    expect(m.get_by_text(speedup, exact=True).first).to_be_visible()  # its speedup card
    assert f"run={newest['run_id']}" in page.url  # the address bar names it: the link can be shared as it is


def test_the_overviews_own_path_opens_the_overview_with_or_without_a_run(page, examples_url):
    """/overview?run= (empty) lands as the root does; a run that is not stored says so beside the run picker; never
    Streamlit's "Page not found" (the default page's own path is registered too: dashboard/live/nav.py)."""
    _open(page, f"{examples_url}/overview?run=")
    m = page.get_by_test_id("stMain")
    expect(m.get_by_text("Showing the newest finished run", exact=False)).to_be_visible()
    assert "/overview?run=20" in page.url
    _open(page, f"{examples_url}/overview?run=no-such-run")
    expect(m.get_by_test_id("stAlertContentError")).to_contain_text("there is no run 'no-such-run'")
    expect(m.get_by_test_id("stAlertContentError")).to_contain_text("Choose a run in the sidebar")
    expect(page.get_by_text("Page not found")).to_have_count(0)
    expect(page.get_by_test_id("stSidebar").get_by_test_id("stSelectbox")).to_be_visible()  # the run picker
