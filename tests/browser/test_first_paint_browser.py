"""An Overview link in a real browser through dashboard/serve.py (what `make start` runs): the server-drawn first
paint shows the run's figures, the live Overview replaces it with the same figures, and hostile report text
in it stays text."""

from __future__ import annotations

import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from analyzers.report.store import RunStore
from analyzers.workflows.examples import EXAMPLES_DIR, seed_examples
from tests import report_factory as rf
from tests.browser.conftest import served, wait_idle

pytestmark = pytest.mark.browser

PROFILED_RO = "20261130-142821-bert-base-fp16-counters-ef4b"
HOSTILE = "20260101-000000-hostile-0007"
CARD = "#cs-prerender .cs-card"


@pytest.fixture(scope="module")
def url():
    if not (EXAMPLES_DIR / PROFILED_RO).is_dir():
        pytest.skip("the example reports are not in this checkout")
    with tempfile.TemporaryDirectory(prefix="cs-first-paint-") as d:
        runs = Path(d) / "runs"
        seed_examples(RunStore(runs))
        rf.write_run(runs, rf.hostile_report(HOSTILE))
        with served(runs) as base:
            yield base


def _cards(page, selector: str, label: str, value: str) -> dict:
    return page.evaluate(f"""() => Object.fromEntries([...document.querySelectorAll('{selector}')].map(c => [
        (c.querySelector('{label}') || {{}}).textContent?.trim(), (c.querySelector('{value}') || {{}}).textContent?.trim()]))""")


def test_overview_link_paints_its_figures_first_then_the_live_page_takes_over(page, url):
    page.goto(f"{url}/?run={PROFILED_RO}", wait_until="commit")
    page.wait_for_selector(CARD, state="attached")
    first = _cards(page, CARD, ".cs-card-label", ".cs-card-value")
    assert first["Speedup"].endswith("×") and first["Median latency"].endswith("ms")
    wait_idle(page, timeout=60_000)
    expect(page.locator("#cs-prerender")).to_have_count(0)  # gone once the live cards are drawn
    live = _cards(page, '[data-testid="stMain"] [data-testid="stColumn"]', '[data-testid="stCaptionContainer"]', "h3")
    assert all(live[k] == first[k] for k in ("Speedup", "Median latency", "Compile time"))
    expect(page.get_by_test_id("stException")).to_have_count(0)


def test_root_paints_the_newest_finished_run(page, url):
    page.goto(f"{url}/", wait_until="commit")
    page.wait_for_selector(CARD, state="attached")
    sub = page.locator("#cs-prerender .cs-pre-sub").inner_text()
    assert "the newest finished run" in sub
    newest = sub.split(" · run ")[1].split(" · ")[0]
    wait_idle(page, timeout=60_000)
    expect(page.get_by_test_id("stMain").get_by_text(f"run {newest}", exact=False).first).to_be_visible()


def test_hostile_text_in_the_first_paint_stays_text(page, url):
    page.goto(f"{url}/?run={HOSTILE}", wait_until="commit")
    page.wait_for_selector(CARD, state="attached")
    assert '"><img src=x' in page.locator("#cs-prerender .cs-pre-sub").inner_text()  # read as text
    assert page.locator("#cs-prerender img").count() == 0
    wait_idle(page, timeout=60_000)
    assert page.evaluate("window.__pwned") is None


def _drawn(link: str, view: str) -> str:
    """``link``, once the server has its first paint: a drawing that takes the server longer than its budget
    (a busy machine) is left out of that answer and kept for the next one (``serve.FIRST_PAINT_BUDGET_S``)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with urllib.request.urlopen(link, timeout=30) as r:
            if f'data-view="{view}"'.encode() in r.read():
                return link
        time.sleep(0.2)
    raise AssertionError(f"no first paint of {view} for {link}")


def _overlay_text(page, view: str) -> str:
    page.wait_for_selector(f'#cs-prerender[data-view="{view}"]', state="attached")
    return page.evaluate("() => document.getElementById('cs-prerender').shadowRoot.textContent")


def test_a_views_link_paints_its_first_screen_then_the_live_view_takes_over(page, url):
    page.goto(_drawn(f"{url}/code?run={PROFILED_RO}", "code"), wait_until="commit")
    first = _overlay_text(page, "code")
    kernel = page.evaluate("() => document.getElementById('cs-prerender').shadowRoot.querySelector('h3').textContent")
    assert "Generated code" in first and kernel.startswith("triton_") and "def triton_" in first
    wait_idle(page, timeout=60_000)
    expect(page.locator("#cs-prerender")).to_have_count(0)  # gone once the live source is drawn
    # the live page selected the kernel the first paint showed, and draws its source
    expect(page.get_by_test_id("stMain").locator(".cs-source").first).to_contain_text(f"def {kernel}")
    expect(page.get_by_test_id("stException")).to_have_count(0)


def test_a_views_first_paint_names_the_base_url_so_the_page_probes_the_server_once(page, url):
    probes = []
    page.on("request", lambda r: probes.append(r.url) if "_stcore/health" in r.url else None)
    page.goto(_drawn(f"{url}/compile?run={PROFILED_RO}", "compile"), wait_until="commit")
    assert "Compile time by phase" in _overlay_text(page, "compile")
    wait_idle(page, timeout=60_000)
    expect(page.locator("#cs-prerender")).to_have_count(0)
    assert probes and all(p.startswith(f"{url}/_stcore/health") for p in probes), probes


def test_hostile_text_in_a_views_first_paint_stays_text(page, url):
    page.goto(_drawn(f"{url}/breaks?run={HOSTILE}", "breaks"), wait_until="commit")
    text = _overlay_text(page, "breaks")
    assert rf.XSS[0] in text and '"><img src=x' in text  # read as text
    assert page.evaluate("() => document.getElementById('cs-prerender').shadowRoot.querySelectorAll('img, script').length") == 0
    wait_idle(page, timeout=60_000)
    assert page.evaluate("window.__pwned") is None
