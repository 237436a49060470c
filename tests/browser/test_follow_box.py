"""At 1280×800, "Queue run" shows the queued run's progress where the user clicked.

The button is at the bottom of the window (the compile options open above it); right after the click, the run's box
(``dashboard/live/follow.py``) is inside the window, names the run, changes by itself as the worker goes through the
stages (no click, no reload), and is still there after a reload. The run is the tiniest the form allows (demo:print,
one timed call, no warm-up), cancelled once checked.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

from tests.browser.conftest import wait_idle

pytestmark = pytest.mark.browser

IN_VIEW = """() => { const el = document.querySelector(".st-key-cs_follow"); if (!el) return false;
  const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }"""


def test_the_queued_runs_progress_is_in_view_and_follows_the_run(page, app_url):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{app_url}/new_run")
    wait_idle(page, timeout=90_000)  # the first visit asks the engine what this machine offers
    m = page.get_by_test_id("stMain")
    m.get_by_test_id("stRadio").get_by_text("Demo model", exact=True).click()
    wait_idle(page)
    m.get_by_text("Compile options").click()
    m.get_by_test_id("stRadio").get_by_text("A fixed number of calls", exact=True).click()
    wait_idle(page)
    for label, value in (("Timed calls per figure", "1"), ("Warm-up calls", "0")):
        box = m.get_by_role("spinbutton", name=label, exact=True)
        box.fill(value)
        box.press("Enter")
        wait_idle(page)
    button = m.get_by_role("button", name="Queue run")
    button.scroll_into_view_if_needed()
    where = button.bounding_box()  # the button's bottom at the window's bottom: nothing below it is in view
    page.evaluate("d => document.querySelector('[data-testid=stMain]').scrollBy(0, d)",
                  where["y"] + where["height"] - 796)
    assert button.bounding_box()["y"] > 700
    button.click()

    follow = page.locator(".st-key-cs_follow")
    expect(follow).to_be_visible(timeout=30_000)
    page.wait_for_function(IN_VIEW, timeout=20_000)  # brought into view, under the button
    run_id = re.search(r"queued=([\w-]+)", page.url).group(1)
    expect(follow).to_contain_text(run_id)
    # it follows the run by itself: the worker's progress shows without a click or a reload (the wait message
    # ticks every second before that, so "the text changed" is not yet the worker's progress)
    expect(follow).to_contain_text(re.compile(r"Stage \d+ of \d+|Done: "), timeout=180_000)

    page.reload()
    wait_idle(page)
    expect(page.locator(".st-key-cs_follow")).to_contain_text(run_id)  # the link names it
    # Tidying up only: the box redraws itself every second, so the button may be replaced under the click (or the
    # run may have ended and the button gone); a run this small ends by itself anyway.
    cancel = m.get_by_role("button", name="Cancel run")
    for _ in range(3):
        try:
            if cancel.count() and cancel.is_visible():
                cancel.click(timeout=5_000)
                wait_idle(page)
            break
        except PlaywrightTimeoutError:
            continue
