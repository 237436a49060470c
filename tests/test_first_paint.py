"""The Overview link's first paint (dashboard/prerender.py, dashboard/serve.py): the run's headline cards in the
page's HTML, escaped, and the middleware that serves them only for Overview links whose run it can read."""

from __future__ import annotations

import asyncio
import html
import re
from concurrent.futures import ThreadPoolExecutor

import pytest
from streamlit import file_util

from dashboard import prerender, serve
from dashboard.views.overview import headline_cards
from tests import report_factory as rf

INDEX = (file_util.get_static_dir() + "/index.html")


def index_html() -> str:
    with open(INDEX, encoding="utf-8") as f:
        return f.read()


def test_first_paint_shows_the_live_cards_figures():
    r = rf.good_report()
    page = prerender.inject(index_html(), r, r["run_id"])
    cards = headline_cards(r)[:prerender.CARDS]
    values = re.findall(r'<div class="cs-card-value">(.*?)</div>', page)
    labels = re.findall(r'<div class="cs-card-label">(.*?)</div>', page)
    assert labels == [html.escape(c.label) for c in cards] and values == [html.escape(c.value) for c in cards]
    assert "Speedup" in labels and page.count(f'id="{prerender.OVERLAY_ID}"') == 1
    # the page still loads Streamlit (its script and root), and the overlay removes itself once the live cards
    # (st.container(key=LIVE_KEY) in pages/overview.py) are drawn
    assert '<div id="root"></div>' in page and 'type="module"' in page
    assert f".st-key-{prerender.LIVE_KEY} h3" in page
    title, desc = prerender.summary(r)
    assert f"<title>{html.escape(title)}</title>" in page and "Speedup" in desc


def test_live_overview_keys_its_cards_for_the_overlay():
    src = open("pages/overview.py", encoding="utf-8").read()
    assert "st.container(key=prerender.LIVE_KEY)" in src


def test_hostile_report_text_is_escaped_in_the_first_paint():
    r = rf.hostile_report()
    page = prerender.inject(index_html(), r, r["run_id"])
    mine = page[page.index(f'<div id="{prerender.OVERLAY_ID}"'):page.index('<div id="root">')]
    mine += "".join(re.findall(r'<meta property="og:[^>]*>|<title>.*?</title>', page))
    for bad in ("<script>window.__pwned", "<img src=x", "</script><script>"):
        assert bad not in mine
    assert html.escape(rf.XSS[1]) in mine  # the text is there, as text


def test_inject_leaves_an_unexpected_page_alone():
    assert prerender.inject("<html>no places</html>", rf.good_report(), "x") == "<html>no places</html>"


@pytest.fixture
def store_root(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(tmp_path))
    rf.write_run(tmp_path, rf.good_report("20260101-000000-good-0001"))
    return tmp_path


def _call(mw, path: str, query: str = "", method: str = "GET") -> tuple[int | None, bytes, bool]:
    """(status, body, passed to the app) of one request through the middleware."""
    passed, sent = [], []

    async def app(scope, receive, send):
        passed.append(scope["path"])

    async def receive():
        return {"type": "http.request", "body": b""}

    async def send(msg):
        sent.append(msg)

    mw.app = app
    scope = {"type": "http", "method": method, "path": path, "query_string": query.encode()}
    # in a thread of its own: pytest-playwright keeps an event loop running in the tests' thread
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, mw(scope, receive, send)).result()
    status = next((m["status"] for m in sent if m["type"] == "http.response.start"), None)
    return status, b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body"), bool(passed)


def test_middleware_serves_overview_links_and_passes_everything_else(store_root):
    mw = serve.OverviewFirstPaint(None)
    status, body, passed = _call(mw, "/", "run=20260101-000000-good-0001")
    assert status == 200 and not passed and b'id="cs-prerender"' in body and b"20260101-000000-good-0001" in body
    _, body, passed = _call(mw, "/")  # the root: the newest finished run, and it says so
    assert not passed and b"the newest finished run" in body
    _, body, passed = _call(mw, "/overview", "run=20260101-000000-good-0001&view=overview")
    assert not passed
    for path, query in (("/breaks", "run=20260101-000000-good-0001"), ("/", "run=no-such-run"),
                        ("/", "run=../../etc&view=overview"), ("/", "run=20260101-000000-good-0001&view=breaks"),
                        ("/static/js/index.js", "")):
        status, _, passed = _call(mw, path, query)
        assert passed and status is None, (path, query)
    assert _call(mw, "/", "run=20260101-000000-good-0001", method="POST")[2]


def test_middleware_passes_an_empty_store_to_the_app(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(tmp_path))
    assert _call(serve.OverviewFirstPaint(None), "/")[2]  # no finished run: Streamlit's home page
