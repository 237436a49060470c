"""Every view of every shipped example at 1280 and 1920 px: no two content blocks overlap, and no block runs past
the main column unless it scrolls inside its own box (``layout_check.js`` measures where each block draws).

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
from dashboard.nav import PAGES, SPECS
from dashboard.views.sections import page_title, run_title
from tests.browser.conftest import wait_idle

pytestmark = pytest.mark.browser

CHECK = (Path(__file__).with_name("layout_check.js")).read_text(encoding="utf-8")
WIDTHS = (1280, 1920)
REPORT_VIEWS = [p.view for p in PAGES if p.report]
EXAMPLE_RUNS = sorted(p.name for p in EXAMPLES_DIR.iterdir() if (p / "report.json").is_file()) \
    if EXAMPLES_DIR.is_dir() else []
SWEEPS = sorted(p.stem for p in (EXAMPLES_DIR.parent / "sweeps").glob("*.json"))
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
    shows = run_title(json.loads((EXAMPLES_DIR / run_id / "report.json").read_text(encoding="utf-8")))
    page.set_viewport_size({"width": WIDTHS[0], "height": 1000})
    page.goto(f"{examples_url}/?run={run_id}")
    _settle(page)
    problems = _measure(page, f"{run_id[-4:]}/overview")
    titles = {"overview": page.title()}
    for view in REPORT_VIEWS[1:]:
        _go_to_view(page, view)
        assert "Traceback (most recent call last)" not in page.get_by_test_id("stMain").inner_text(), view
        problems += _measure(page, f"{run_id[-4:]}/{view}")
        titles[view] = page.title()
    assert not problems, "\n".join(problems)
    assert titles == {v: page_title(SPECS[v].title, shows) for v in REPORT_VIEWS}


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
