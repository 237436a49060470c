"""The Decode page in a real browser: a decode run's link opens the per-step chart and the recompile table.

A server of its own over a runs folder holding the factory decode report (tests/decode_factory.py).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests import decode_factory as df
from tests import report_factory as rf
from tests.browser.conftest import served, wait_idle

pytestmark = pytest.mark.browser

RUN = "20260101-000000-decode-0007"


@pytest.fixture(scope="module")
def decode_url():
    with tempfile.TemporaryDirectory(prefix="cs-decode-") as d:
        runs = Path(d) / "runs"
        rf.write_run(runs, df.decode_report(RUN))
        rf.write_machine(runs)
        with served(runs) as base:
            yield base


def test_decode_link_shows_steps_and_recompiles(page, decode_url):
    page.goto(f"{decode_url}/decode?run={RUN}&view=decode")
    wait_idle(page, timeout=60_000)
    expect(page.get_by_test_id("stException")).to_have_count(0)
    m = page.get_by_test_id("stMain")
    expect(m.get_by_text("700.0 tok/s", exact=True).first).to_be_visible()
    expect(m.get_by_text("differ from token 3", exact=True).first).to_be_visible()
    # Plotly's basic bundle in the component's frame (no 4.7 MB st.plotly_chart chunk)
    chart = m.frame_locator("iframe[src*='plotly_basic']").first.locator(".js-plotly-plot").first
    expect(chart).to_be_visible(timeout=30_000)
    expect(chart.locator(".scatterlayer .trace").nth(3)).to_be_attached()  # 3 lines + the "compiled here" marks
    heading = m.get_by_text("Compiles per step", exact=True)
    heading.scroll_into_view_if_needed()
    expect(heading).to_be_visible()
