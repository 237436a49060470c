"""The tables of the example reports at 1280 px, live and on the shared page: no row taller than a few
lines (a long cell is cut, its whole text one click away), a table wider than its box scrolls sideways in it with
its first column kept in view, and the sidebar names the run readably.

ResNet-50's Kernels view is the worst case the examples ship: C++ kernel signatures and lists of 50 module paths
in a 9-column table (rows 25 lines tall before).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import wait_idle

pytestmark = pytest.mark.browser

RESNET = "20261204-152437-resnet50-layout-fp32-4b7f"
GCN = "20261202-004551-gcn-torch-geometric-fixe-7aae"
TALLEST_ROW = 220  # px: a cut cell (200 characters) is about 5 lines in a wide box, 9 in a column of the page
# Every table of the page: (its columns, its tallest row, how far it scrolls sideways in its box).
TABLES = """() => [...document.querySelectorAll('main table, [data-testid=stMain] table')].map(t => {
  const box = t.closest('.scroll, .wide, [data-testid=stMarkdownContainer]');
  const scroller = [t, box].find(e => e && e.scrollWidth > e.clientWidth + 2);
  return {head: [...t.querySelectorAll('th')].map(h => h.innerText.trim()).join('|').slice(0, 60),
          tallest: Math.max(0, ...[...t.querySelectorAll('tbody tr')].map(r => r.getBoundingClientRect().height)),
          scrolls: scroller ? scroller.scrollWidth - scroller.clientWidth : 0};
})"""
# Scroll each table that scrolls sideways to its end: its first column must stay where it was, in view.
FIRST_COLUMN_STAYS = """() => [...document.querySelectorAll('[data-testid=stMain] table, main table')].flatMap(t => {
  const box = [t, t.closest('.scroll, .wide, [data-testid=stMarkdownContainer]')]
    .find(e => e && e.scrollWidth > e.clientWidth + 2);
  if (!box) return [];
  const cell = t.querySelector('tbody td');
  const before = cell.getBoundingClientRect().left;
  box.scrollLeft = box.scrollWidth;
  const after = cell.getBoundingClientRect().left;
  box.scrollLeft = 0;
  return [Math.abs(after - before)];
})"""


def _tables(page, name: str) -> list[dict]:
    tables = page.evaluate(TABLES)
    assert tables, f"{name}: no table"
    tall = [t for t in tables if t["tallest"] > TALLEST_ROW]
    assert not tall, f"{name}: rows taller than {TALLEST_ROW} px: {tall}"
    return tables


@pytest.mark.parametrize("view", ["kernels", "code", "compile"])
def test_live_tables_keep_short_rows_and_their_first_column_in_view(page, examples_url, view):
    page.set_viewport_size({"width": 1280, "height": 800})
    run = RESNET if view == "kernels" else GCN
    page.goto(f"{examples_url}/{view}?run={run}")
    wait_idle(page, timeout=60_000)
    tables = _tables(page, view)
    assert any(t["scrolls"] > 0 for t in tables)  # a wide one scrolls in its box (the page itself does not)
    assert page.evaluate("(m => m.scrollWidth <= m.clientWidth)(document.querySelector('[data-testid=stMain]'))")
    moved = page.evaluate(FIRST_COLUMN_STAYS)
    assert moved and max(moved) < 1, moved
    if view == "kernels":  # a cut cell's whole text is in the fold under its table
        fold = page.get_by_test_id("stExpander").filter(has_text="cut short in the table above").first
        fold.click()
        expect(fold).to_contain_text("layer4.2.bn3")  # the end of a 50-module list the table cuts


def test_shared_kernels_page_opens_a_cut_cell_in_place(page, examples_url):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{examples_url}/share/kernels?run={RESNET}")
    _tables(page, "share/kernels")
    cut = page.locator("td details.cs-cut").first
    height = cut.bounding_box()["height"]
    cut.locator("summary").click()
    assert cut.bounding_box()["height"] > height  # it opened in place, whole
    expect(cut).to_have_attribute("open", "")


def test_the_sidebar_names_the_run_readably(page, examples_url):
    page.set_viewport_size({"width": 1280, "height": 800})
    run = "20261202-004614-fix-torch-dynamo-config-ab74"
    page.goto(f"{examples_url}/breaks?run={run}")
    wait_idle(page, timeout=60_000)
    side = page.get_by_test_id("stSidebar")
    # the box starts with what tells this run from its siblings (the fix it tried), not with the recipe they share
    expect(side.get_by_role("combobox", name="Run")).to_have_value(
        re.compile(r"^fix: torch\._dynamo\.config\.capture_dynamic_output_shape_ops=True · \d\d-\d\d \d\d:\d\d$"))
    expect(side.locator("p", has_text="capture_dynamic_output_shape_ops=True")  # whole, wrapped, under the box
           .locator("code", has_text=run)).to_be_visible()
