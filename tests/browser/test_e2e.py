"""End-to-end in headless chromium: launch a run from New run, follow it, share a view, open bad links.

One `streamlit run` server for the session (see conftest.py) over a temporary runs folder. The launch
test runs a real tiny CPU analysis (demo:print, one timed iteration) through the dispatcher and a
worker subprocess, exactly as a user would; the other tests read a report written by the test factory.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from playwright.sync_api import Page, expect

from tests import report_factory as rf
from tests.browser.conftest import ROOT, wait_idle

pytestmark = pytest.mark.browser

STORED = "20260101-000000-good-0001"  # a factory report, for the tests that need no real run
LABEL = "browser-e2e"
RUN_TIMEOUT_MS = 150_000  # queue + worker start + a tiny CPU run on 2 busy cores


def print_break_line() -> int:
    """Line of the print() that breaks demo:print's graph (read from the source, so edits don't break us)."""
    lines = (ROOT / "analyzers" / "models" / "demos.py").read_text().splitlines()
    return next(i for i, ln in enumerate(lines, 1) if re.search(r"\bprint\(\s*[\"']demo:print", ln))


def main(page: Page):
    return page.get_by_test_id("stMain")


def sidebar(page: Page):
    return page.get_by_test_id("stSidebar")


def stage_rows(page: Page) -> list[tuple[str, str]]:
    """(stage, status) rows of the stages tables on the page. Dataframes are drawn on a canvas; the text
    is in their accessibility table."""
    rows = page.evaluate(
        """() => [...document.querySelectorAll('[data-testid="stMain"] [data-testid="stDataFrame"] table')]
            .filter(t => [...t.querySelectorAll('th')].map(h => h.textContent).slice(0, 2).join() === 'stage,status')
            .flatMap(t => [...t.querySelectorAll('tbody tr')]
                .map(r => [...r.querySelectorAll('td')].slice(0, 2).map(c => c.textContent)))"""
    )
    return [(stage, status) for stage, status in rows]


def break_panel(main_area, where: str):
    """The folded panel of one graph break, titled "file:line · category · ×count"."""
    return main_area.get_by_test_id("stExpander").filter(has_text=where).first


def wait_for_cell(page: Page, text: str, timeout: float = 15_000) -> None:
    page.wait_for_function(
        't => [...document.querySelectorAll(\'[data-testid="stDataFrame"] [role="gridcell"]\')]'
        ".some(c => c.textContent === t)",
        arg=text,
        timeout=timeout,
    )


def copied_link(page: Page) -> str:
    """Press the copy icon of the sidebar's link box and read what landed on the clipboard."""
    sidebar(page).get_by_role("button", name="Link to this view").click()  # the link box is in a popover
    box = page.get_by_test_id("stPopoverBody").get_by_test_id("stCode").first  # the live link (its static page next)
    shown = box.inner_text().strip()
    box.hover()
    box.get_by_role("button", name="Copy to clipboard").click()
    link = page.evaluate("() => navigator.clipboard.readText()").strip()
    assert link == shown, (link, shown)
    page.keyboard.press("Escape")  # close the popover
    return link


def assert_no_traceback(page: Page) -> None:
    expect(page.get_by_test_id("stException")).to_have_count(0)
    assert "Traceback (most recent call last)" not in main(page).inner_text()


@pytest.fixture(scope="session", autouse=True)
def stored_run(browser_runs_dir):
    """A finished factory report in the server's runs folder (read on every script run)."""
    rf.write_run(browser_runs_dir, rf.good_report(STORED), {"artifacts/code/0_0.py": rf.CODE_MODULE})
    return STORED


def test_launch_follow_open_and_share(context, browser, app_url, browser_runs_dir):
    """New run → live stages → Open report → Graph breaks → copied link opens the same view elsewhere."""
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=app_url)
    page = context.new_page()
    page.goto(f"{app_url}/new_run")
    wait_idle(page, timeout=90_000)  # first visit asks the engine (a torch import) what this machine offers
    m = main(page)
    expect(m.get_by_role("heading", name="New run")).to_be_visible()

    # the tiniest run the form allows: a demo model, one timed iteration, no warm-up
    m.get_by_test_id("stRadio").get_by_text("Demo model", exact=True).click()
    wait_idle(page)
    expect(m.get_by_role("combobox", name="Demo model")).to_have_value(re.compile(r"^print\b"))
    label_box = m.get_by_role("textbox", name="Label", exact=True)
    label_box.fill(LABEL)
    label_box.press("Enter")
    wait_idle(page)
    m.get_by_text("Compile options").click()
    m.get_by_test_id("stRadio").get_by_text("A fixed number of calls", exact=True).click()
    wait_idle(page)
    for label, value in (("Timed calls per figure", "1"), ("Warm-up calls", "0")):
        box = m.get_by_role("spinbutton", name=label, exact=True)
        box.fill(value)
        box.press("Enter")
        wait_idle(page)
        expect(box).to_have_value(value)
    m.get_by_role("button", name="Queue run").click()

    # live progress: the run's panel with its stages, fed every second until it is final
    expect(m.get_by_role("heading", name="Progress")).to_be_visible(timeout=30_000)
    run_id = parse_qs(urlsplit(page.url).query)["run"][0]
    assert run_id, page.url
    expect(m.get_by_text(f"run {run_id}")).to_be_visible()
    expect(m.get_by_text(re.compile(r"(queued · waiting|running · elapsed)"))).to_be_visible()
    running: set[str] = set()  # stages seen "running" before the run finished
    finished = m.get_by_role("heading", name="Finished")
    for _ in range(RUN_TIMEOUT_MS // 300):
        if finished.is_visible():
            break
        running.update(stage for stage, status in stage_rows(page) if status == "running")
        page.wait_for_timeout(300)
    expect(finished).to_be_visible(timeout=5_000)
    assert running, "the live panel never showed a running stage"
    wait_idle(page)
    stages = ("load", "explain", "compile", "code", "benchmark")
    final: dict[str, str] = {}
    for _ in range(50):  # the table's accessibility rows appear a moment after it is drawn
        final = dict(stage_rows(page))
        if set(stages) <= final.keys():
            break
        page.wait_for_timeout(100)
    assert {s: final.get(s) for s in stages} == dict.fromkeys(stages, "ok"), final
    expect(m.get_by_text(re.compile(r"ok · elapsed"))).to_be_visible()

    # a finished run opens its report
    m.get_by_role("button", name="Open report").click()
    wait_idle(page)
    expect(m.get_by_role("heading", name="Overview")).to_be_visible()
    expect(m.get_by_text(f"run {run_id}", exact=False).first).to_be_visible()
    expect(m.get_by_text("Speedup", exact=True)).to_be_visible()

    # Graph breaks of this run: the print() line of demo:print
    where = f"demos.py:{print_break_line()}"
    sidebar(page).get_by_role("link", name="Graph breaks").click()
    wait_idle(page)
    expect(m.get_by_role("heading", name="Graph breaks")).to_be_visible()
    expect(break_panel(m, where)).to_be_visible()
    link = copied_link(page)
    parts = urlsplit(link)
    assert parts.path.rstrip("/").endswith("/breaks"), link
    assert parse_qs(parts.query)["run"] == [run_id], link

    # the link in a fresh context (no cookies, no session): the same view of the same run
    other = browser.new_context(viewport={"width": 1400, "height": 1000})
    try:
        fresh = other.new_page()
        fresh.goto(link)
        wait_idle(fresh)
        fm = main(fresh)
        expect(fm.get_by_role("heading", name="Graph breaks")).to_be_visible()
        expect(fm.get_by_text(f"run {run_id}", exact=False).first).to_be_visible()
        expect(break_panel(fm, where)).to_be_visible()
        expect(break_panel(fm, where)).to_contain_text("print/logging")
        assert parse_qs(urlsplit(fresh.url).query)["run"] == [run_id], fresh.url
        assert_no_traceback(fresh)
    finally:
        other.close()

    # and the Runs page lists it
    sidebar(page).get_by_role("link", name="Runs", exact=True).click()
    wait_idle(page)
    expect(m.get_by_role("heading", name="Runs")).to_be_visible()
    wait_for_cell(page, run_id)
    assert (browser_runs_dir / run_id / "report.json").is_file()


@pytest.mark.parametrize(
    ("bad", "view", "heading"),
    [
        ("no-such-run", "overview", "Overview"),
        ("..%2F..%2Fetc", "breaks", "Graph breaks"),  # a malformed id: a path out of the runs folder
        ("20260101-000000-gone-9999", "code", "Generated code"),  # well-formed, not stored
    ],
)
def test_bad_run_id_says_so(page, app_url, bad, view, heading):
    page.goto(f"{app_url}/?run={bad}&view={view}")
    wait_idle(page)
    m = main(page)
    expect(m.get_by_role("heading", name=heading, exact=True)).to_be_visible()
    expect(m.get_by_test_id("stAlertContentError")).to_contain_text("Cannot open this run")
    expect(m.get_by_role("link", name="Pick a run on the Runs page")).to_be_visible()
    assert_no_traceback(page)
    # the rest of the app keeps working: the Runs page opens from the sidebar
    sidebar(page).get_by_role("link", name="Runs", exact=True).click()
    wait_idle(page)
    expect(m.get_by_role("heading", name="Runs")).to_be_visible()
    assert_no_traceback(page)


@pytest.mark.parametrize(("path", "param", "n"), [("/", "run", 10_000), ("/code", "kernel", 10_000),
                                                 ("/graph", "find", 30_000)])
def test_an_oversized_link_is_one_plain_message(page, app_url, stored_run, path, param, n):
    page.goto(f"{app_url}{path}?" + urlencode({"run": stored_run, param: "x" * n}))
    wait_idle(page)
    m = main(page)
    alerts = m.get_by_test_id("stAlertContentError")
    expect(alerts).to_have_count(1)
    expect(alerts).to_contain_text(f"{param} parameter is {n:,} characters long")
    assert_no_traceback(page)
    assert len(page.url) < 1000  # the address bar no longer carries it
    page.reload()  # what is left of the link opens the page
    wait_idle(page)
    expect(m.get_by_test_id("stAlertContentError").filter(has_text="cannot be opened")).to_have_count(0)
    assert_no_traceback(page)


def test_runs_page_lists_and_opens_a_run(page, app_url, stored_run):
    page.goto(f"{app_url}/runs")
    wait_idle(page)
    m = main(page)
    expect(m.get_by_role("heading", name="Runs")).to_be_visible()
    wait_for_cell(page, stored_run)
    # filter by its id: the link names the filter, one run left
    search = m.get_by_role("textbox", name="Filter", exact=True)
    search.fill(stored_run)
    search.press("Enter")
    wait_idle(page)
    expect(m.get_by_text(re.compile(r"^1 of \d+ runs$"))).to_be_visible()
    assert parse_qs(urlsplit(page.url).query).get("q") == [stored_run], page.url
    m.get_by_role("button", name="Open report").click()
    wait_idle(page)
    expect(m.get_by_role("heading", name="Overview")).to_be_visible()
    expect(m.get_by_text(f"run {stored_run}", exact=False).first).to_be_visible()
    assert parse_qs(urlsplit(page.url).query).get("run") == [stored_run], page.url
    assert_no_traceback(page)


def test_every_report_view_of_a_stored_run_opens_from_its_link(page, app_url, stored_run):
    for view, heading in (("breaks", "Graph breaks"), ("code", "Generated code"), ("compile", "Compile")):
        page.goto(f"{app_url}/{view}?run={stored_run}&view={view}")
        wait_idle(page)
        expect(main(page).get_by_role("heading", name=heading, exact=True)).to_be_visible()
        expect(main(page).get_by_text(f"run {stored_run}", exact=False).first).to_be_visible()
        assert_no_traceback(page)
