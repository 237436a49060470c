"""Nothing is fetched from outside the server: the dashboard runs on air-gapped GPU clusters.

One browser context over the examples server (``examples_url``, as ``make start`` serves them) with the network cut
off: every request a page or one of its frames makes is recorded, and one to another host is refused (as on a
cluster without internet). Every live page is opened from its link (a run's views of the profiled example, the run,
sweep and comparison pages, New run), the Timeline's interactive chart is opened, and two shared pages are drawn. Every request must go to the server itself (``data:`` and ``blob:`` URLs are no requests), and no page
may name an outside address for anything it loads (the tab's icon was a Material Symbols SVG on fonts.gstatic.com).
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from dashboard.views.registry import VIEWS
from tests.browser.conftest import wait_idle

pytestmark = pytest.mark.browser

PROFILED = "20261130-142821-bert-base-fp16-counters-ef4b"
SWEEP = "sweep-20261202-003754-bert-base-b8-s512-da40"
EAGER_CELL = "20261202-003754-bert-base-b8-s512-eager-0c50"
DEFAULT_CELL = "20261202-003823-bert-base-b8-s512-defaul-f77d"
NOT_FETCHED = ("data:", "blob:", "about:")
# What a page loads from an address it names: stylesheets, icons, scripts, images, frames (a link one clicks is not).
LOADED = """() => [...document.querySelectorAll('link[href], script[src], img[src], iframe[src], source[src]')]
    .map(e => e.href || e.src)"""


def _link(base: str, spec) -> str:
    if spec.report:
        return f"{base}/{spec.view}?run={PROFILED}"
    return {"sweep": f"{base}/sweep?sweep={SWEEP}", "compare": f"{base}/compare?compare={EAGER_CELL},{DEFAULT_CELL}"
            }.get(spec.view, f"{base}/{spec.view}")


def _outside(base: str, urls) -> list[str]:
    own = urlsplit(base).netloc
    return sorted({u for u in urls if not u.startswith(NOT_FETCHED) and urlsplit(u).netloc != own})


def test_no_page_requests_anything_outside_the_server(browser, examples_url):
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    ctx.set_default_timeout(60_000)
    requested, named = [], []
    ctx.on("request", lambda r: requested.append(r.url))
    ctx.route("**/*", lambda route: route.continue_() if not _outside(examples_url, [route.request.url])
              else route.abort("internetdisconnected"))
    page = ctx.new_page()
    try:
        for url in [examples_url, *(_link(examples_url, spec) for spec in VIEWS)]:
            page.goto(url)
            wait_idle(page, timeout=120_000)
            expect(page.get_by_test_id("stException")).to_have_count(0)
            named += page.evaluate(LOADED)
            for frame in page.frames[1:]:  # the components' frames (Plotly's chart on the Kernels view)
                named += frame.evaluate(LOADED)
        page.goto(f"{examples_url}/timeline?run={PROFILED}&view=timeline")
        wait_idle(page, timeout=120_000)
        page.get_by_test_id("stMain").get_by_text("Interactive chart", exact=False).click()
        chart = page.get_by_test_id("stMain").frame_locator("iframe[src*='plotly_basic']").first
        expect(chart.locator(".js-plotly-plot").first).to_be_visible()
        for view in ("overview", "kernels"):  # shared pages, their charts drawn by Plotly (served by the server)
            page.goto(f"{examples_url}/share/{view}?run={PROFILED}")
            page.wait_for_function("() => document.body.hasAttribute('data-figures')")
            assert page.evaluate("() => document.body.getAttribute('data-figures')") in ("drawn", "none"), view
            named += page.evaluate(LOADED)
    finally:
        ctx.close()
    assert any("plotly" in u for u in requested), "the charts were not drawn: the pages were not all opened"
    assert len({urlsplit(u).path for u in requested}) > 50  # Streamlit's chunks, fonts, component files...
    assert not _outside(examples_url, requested), f"requests left the server: {_outside(examples_url, requested)}"
    assert not _outside(examples_url, named), f"pages name outside addresses: {_outside(examples_url, named)}"


def test_the_check_sees_an_outside_address():
    base = "http://127.0.0.1:8501"
    icon = "https://fonts.gstatic.com/s/i/short-term/release/materialsymbolsrounded/speed/default/24px.svg"
    assert _outside(base, [f"{base}/static/js/index.js", "data:image/svg+xml;base64,AA==", icon]) == [icon]
    assert _outside(base, ["http://127.0.0.1:9999/x"]) == ["http://127.0.0.1:9999/x"]  # another port is elsewhere
