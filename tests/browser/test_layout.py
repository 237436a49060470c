"""Every view of the shipped examples at 1280 and 1920 px (every example's Overview; an experiment's other views
where it is its parent's first, or first with a numerics check: see ``ALL_VIEWS``): no two content blocks overlap,
and no block runs past the main column unless it scrolls inside its own box (``layout_check.js`` measures where
each block draws).

One server over the seeded examples (as ``make start``), one browser, one page per example: the first view is
opened from its link, the others from the sidebar (no reload: Streamlit reruns the script), each measured at
1280 px and again at 1920 px. ``COMPILESCOPE_LAYOUT_SHOTS=DIR`` also saves a screenshot of each.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from analyzers.workflows.examples import EXAMPLES_DIR
from dashboard.live.nav import PAGES, SPECS
from dashboard.views.sections import page_title, run_title
from tests.browser.conftest import wait_idle

pytestmark = pytest.mark.browser

CHECK = (Path(__file__).with_name("layout_check.js")).read_text(encoding="utf-8")
WIDTHS = (1280, 1920)
REPORT_VIEWS = [p.view for p in PAGES if p.report]
EXAMPLE_RUNS = sorted(p.name for p in EXAMPLES_DIR.iterdir() if (p / "report.json").is_file()) \
    if EXAMPLES_DIR.is_dir() else []
SWEEPS = sorted(p.stem for p in (EXAMPLES_DIR.parent / "sweeps").glob("*.json"))


REPORTS = {r: json.loads((EXAMPLES_DIR / r / "report.json").read_text(encoding="utf-8")) for r in EXAMPLE_RUNS}


def _fix_of(run_id: str) -> str | None:
    return REPORTS[run_id].get("fix_of")


# An experiment's run (one change to its parent's options) differs from its parent in what its Overview says (the
# change, its verdict, its timing beside the parent) and, for a change of numerics, in its numerics; its other views
# draw the same kinds of tables and charts as its parent's, which are measured with every other example. So every
# experiment's Overview is measured, and every view of the first experiment of each parent, and of the first with a
# numerics check (about two minutes of the suite on 2 cores for the rest).
FIRST_CHILD: dict[tuple[str, bool], str] = {}
for _run in EXAMPLE_RUNS:
    if _fix_of(_run):
        FIRST_CHILD.setdefault((_fix_of(_run), bool(REPORTS[_run].get("fix_numerics"))), _run)
ALL_VIEWS = {r for r in EXAMPLE_RUNS if not _fix_of(r) or r in FIRST_CHILD.values()}
# Drawn once its chunks are in: no skeleton left in the main column, no first-paint overlay.
SETTLED = "() => !document.querySelector('[data-testid=stMain] [data-testid=stSkeleton], #cs-prerender')"
SHOTS = os.environ.get("COMPILESCOPE_LAYOUT_SHOTS")


def _settle(page) -> None:
    wait_idle(page, timeout=60_000)
    page.wait_for_function(SETTLED, timeout=30_000, polling=100)


def _measure(page, name: str) -> list[str]:
    """The layout problems of the page at each width, the current one first (one resize per view). A problem must
    hold for a second: chart frames follow a resize a moment later."""
    problems = []
    current = page.viewport_size["width"]
    for width in sorted(WIDTHS, key=lambda w: w != current):
        if width != current:
            page.set_viewport_size({"width": width, "height": 1000})
            page.wait_for_timeout(150)
        for _ in range(5):
            found = page.evaluate(CHECK)
            assert "error" not in found, f"{name}: {found}"
            if not found["problems"]:
                break
            page.wait_for_timeout(250)
        problems += [f"{name} at {width} px: {p}" for p in found["problems"]]
        if SHOTS:  # the main column scrolls inside the page: as tall a window as its content, for the picture
            tall = page.evaluate("document.querySelector('[data-testid=stMain]').scrollHeight")
            page.set_viewport_size({"width": width, "height": min(int(tall), 12_000)})
            page.wait_for_timeout(250)
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(Path(SHOTS) / f"{name.replace('/', '_')}-{width}.png"))
            page.set_viewport_size({"width": width, "height": 1000})
    return problems


def _go_to_view(page, view: str) -> None:
    """Another page of the app from the sidebar: the link state (the run) goes along, nothing reloads."""
    page.locator(f'[data-testid="stSidebarNav"] a[href$="/{view}"]').click()
    page.wait_for_url(f"**/{view}?**", timeout=30_000)
    _settle(page)


@pytest.mark.parametrize("run_id", EXAMPLE_RUNS)
def test_every_view_of_an_example_holds_its_layout(page, examples_url, run_id):
    """... and its browser title names the view and the run (a link pasted in a chat reads as what it opens)."""
    shows = run_title(REPORTS[run_id])
    page.set_viewport_size({"width": WIDTHS[0], "height": 1000})
    page.goto(f"{examples_url}/?run={run_id}")
    _settle(page)
    problems = _measure(page, f"{run_id[-4:]}/overview")
    titles = {"overview": page.title()}
    views = REPORT_VIEWS if run_id in ALL_VIEWS else REPORT_VIEWS[:1]
    for view in views[1:]:
        _go_to_view(page, view)
        assert "Traceback (most recent call last)" not in page.get_by_test_id("stMain").inner_text(), view
        problems += _measure(page, f"{run_id[-4:]}/{view}")
        titles[view] = page.title()
    assert not problems, "\n".join(problems)
    assert titles == {v: page_title(SPECS[v].title, shows) for v in views}


def test_every_view_is_measured_on_most_examples_and_every_overview_on_all():
    assert len(ALL_VIEWS) >= 20 and set(FIRST_CHILD.values()) <= ALL_VIEWS
    assert all(_fix_of(r) for r in EXAMPLE_RUNS if r not in ALL_VIEWS)


def test_the_pages_around_the_runs_hold_their_layout(page, examples_url):
    a, b = EXAMPLE_RUNS[:2]
    links = {"runs": "runs", "compare": f"compare?compare={a},{b}", "ranks": "ranks",
             "sweep": f"sweep?sweep={SWEEPS[0]}" if SWEEPS else "sweep", "shape_sweep": "shape_sweep",
             "new_run": "new_run"}
    assert set(links) == {p.view for p in PAGES if not p.report}  # a new page gets a link here
    problems = []
    for view, link in links.items():
        page.goto(f"{examples_url}/{link}")
        _settle(page)
        problems += _measure(page, view)
        # every page is in the sidebar's list, New run too (not behind "View more")
        assert page.locator('[data-testid="stSidebarNav"] a[href$="/new_run"]').is_visible(), view
        assert page.title().startswith(SPECS[view].title) and page.title().endswith(" · CompileScope"), page.title()
    assert not problems, "\n".join(problems)


# A shared link's static page (/share/<view>): the page itself scrolls, no block is wider than the window unless it
# scrolls in its own box, the section's blocks do not overlap, and every chart image fits the column.
SHARED_CHECK = """() => {
  const problems = [];
  const doc = document.scrollingElement;
  if (doc.scrollWidth > window.innerWidth + 1) problems.push(`the page scrolls sideways: ${doc.scrollWidth} px`);
  const main = document.querySelector("main").getBoundingClientRect();
  for (const sec of document.querySelectorAll("main section")) {
    const kids = [...sec.children].filter(k => k.getBoundingClientRect().height > 0);
    for (let i = 1; i < kids.length; i++) {
      const a = kids[i - 1].getBoundingClientRect(), b = kids[i].getBoundingClientRect();
      if (a.bottom > b.top + 1) problems.push(`${kids[i - 1].tagName} overlaps the ${kids[i].tagName} below it`);
    }
  }
  for (const img of document.querySelectorAll(".cs-static img")) {
    const r = img.getBoundingClientRect();
    if (r.right > main.right + 1 || r.width < 100) problems.push(`a chart image at ${r.left}-${r.right} px`);
  }
  return problems;
}"""


@pytest.fixture(scope="module")
def charts_url():
    """A server over the rich example whose shared pages get their charts drawn by the server."""
    import shutil
    import tempfile

    from tests.browser.conftest import served

    run_id = "20261130-142525-bert-base-fp16-counters-3866"
    if run_id not in EXAMPLE_RUNS:
        pytest.skip(f"{run_id} is not shipped")
    with tempfile.TemporaryDirectory(prefix="cs-charts-") as d:
        runs = Path(d) / "runs"
        shutil.copytree(EXAMPLES_DIR / run_id, runs / run_id)
        with served(runs, static_charts=True) as base:
            yield base, run_id


def test_every_shared_page_of_an_example_holds_its_layout_with_its_charts_drawn_by_the_server(page, charts_url):
    """The rich example's shared pages at 1280 and 1920 px: readable, complete without Plotly (the server drew the
    charts), and a click on a chart gives the interactive chart."""
    examples_url, run_id = charts_url
    # the presenter opened the run before the meeting: every page drawn, its charts too (they are drawn in the
    # background after a page's first ask)
    import time
    import urllib.request

    deadline = time.monotonic() + 120
    for view in REPORT_VIEWS:
        while True:
            with urllib.request.urlopen(f"{examples_url}/share/{view}?run={run_id}", timeout=60) as r:
                if 'class="cs-fig"' not in r.read().decode() or time.monotonic() > deadline:
                    break
            time.sleep(2)  # the drawing waits for 1.5 s without an ask (at most 30 s)
    fetched = []
    page.on("request", lambda r: fetched.append(r.url))
    problems, images = [], 0
    for view in REPORT_VIEWS:
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 1000})
            page.goto(f"{examples_url}/share/{view}?run={run_id}")
            page.wait_for_function("() => document.body.hasAttribute('data-figures')", timeout=60_000)
            assert page.evaluate("() => document.body.getAttribute('data-figures')") in ("drawn", "none"), view
            problems += [f"{view} at {width} px: {p}" for p in page.evaluate(SHARED_CHECK)]
            if SHOTS:
                Path(SHOTS).mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(Path(SHOTS) / f"share-{view}-{width}.png"), full_page=True)
        images += page.locator(".cs-static img").count()
        assert page.locator(".cs-fig:not(.cs-static)").count() == 0, f"{view}: a chart left to the browser"
    assert not problems, "\n".join(problems)
    assert images >= 2  # by module, roofline (Kernels; its launch overhead is a drawing)
    assert not [u for u in fetched if "plotly-basic" in u]  # no viewer's browser parsed Plotly for them
    # a click turns the server's drawing into Plotly's interactive chart (hover values, zoom)
    page.goto(f"{examples_url}/share/kernels?run={run_id}")
    first = page.locator(".cs-static").first
    first.click()
    page.wait_for_function("() => document.querySelector('.cs-fig[data-live] .main-svg')", timeout=60_000)
    assert [u for u in fetched if "plotly-basic" in u]
    assert page.locator(".cs-fig[data-live] img").count() == 0
