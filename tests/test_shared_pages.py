"""Shared links as static pages: ``/share/<view>?run=ID`` from a served app (``make viewer``), the same
sections as the HTML export, nothing that launches a run, and a plain message for a link that cannot be answered."""

from __future__ import annotations

import base64
import gzip
import html
import json
import re
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from analyzers.report.store import RunStore
from dashboard.live import nav
from dashboard.static import export_html, shared_page
from dashboard.static.run_files import RunFiles
from dashboard.views import share_urls
from tests import report_factory as rf
from tests.browser.conftest import free_port, start_server, stop_server
from tests.conftest import ROOT

GOOD = "20260101-000000-good-0001"
HOSTILE = rf.hostile_report()["run_id"]
BROKEN = "20260101-000000-broken-0009"


@pytest.fixture(scope="module")
def viewer_url():
    """``make viewer``'s server (read-only) over a store with a good and a hostile run; real HTTP on 127.0.0.1."""
    with tempfile.TemporaryDirectory(prefix="cs-shared-") as d:
        runs = Path(d) / "runs"
        rf.write_run(runs, rf.good_report(GOOD), {"artifacts/code/0_0.py": rf.CODE_MODULE})
        rf.write_run(runs, rf.hostile_report(), {"artifacts/code/0_0.py": rf.CODE_MODULE,
                                                 "artifacts/graphs.json": rf.hostile_graphs()})
        (runs / BROKEN).mkdir()
        (runs / BROKEN / "report.json").write_text("{not json")
        port = free_port()
        proc = start_server(runs, port, Path(d) / "server.log", viewer=True, static_charts=True)
        try:
            yield f"http://127.0.0.1:{port}", RunStore(runs)
        finally:
            stop_server(proc)


def get(url: str, headers: dict | None = None, method: str = "GET") -> tuple[int, object, bytes]:
    req = urllib.request.Request(url, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=120) as r:
            return r.status, r.headers, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers, e.read()


STATIC_SLOT = re.compile(r'<div class="cs-fig cs-static" data-fig="(\d+)" data-h="(\d+)" title="[^"]*">'
                         r'<img alt="chart"[^>]* src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"></div>')


VIEW_LINK = re.compile(r'href="(?:/share/[^"]*|#[^"]*)"')


def section(page: str, anchor: str) -> str:
    """A section's HTML, figure slots numbered from 0 (a file numbers them across its sections), a chart the server
    drew as an image back to the file's placeholder."""
    body = re.search(rf'<section id="{anchor}">.*?</section>', page, flags=re.S).group(0)
    body = STATIC_SLOT.sub(lambda m: f'<div class="cs-fig" data-fig="{m.group(1)}" style="height:{m.group(2)}px"></div>',
                           body)
    numbers = iter(range(1000))
    return re.sub(r'data-fig="\d+"', lambda m: f'data-fig="{next(numbers)}"', body)


def test_a_shared_link_is_the_exported_view_with_its_figures(viewer_url):
    base, store = viewer_url
    exported = export_html.run_report_html(store, GOOD)
    for view in ("overview", "breaks", "code", "kernels", "compile"):
        status, headers, body = get(f"{base}/share/{view}?run={GOOD}")
        page = body.decode()
        assert status == 200 and headers["Content-Type"].startswith("text/html"), view
        # the same section, drawn by the same code from the same report, as the exported file's; a link to another
        # view is each rendering's own kind (/share/<view>?... on the shared page, #<item> in the file)
        mine = VIEW_LINK.sub('href=""', section(page, view))
        assert mine == VIEW_LINK.sub('href=""', section(exported, view)) and "could not be drawn" not in mine, view
        assert '<div id="root">' not in page and "_stcore" not in page  # no Streamlit front end
    # the Overview's cards are the live Overview's (views.overview.shown_cards)
    page = get(f"{base}/share/overview?run={GOOD}")[2].decode()
    from dashboard.views.overview import shown_cards

    values = re.findall(r'<div class="cs-value">(.*?)</div>', page)
    assert values == [html.escape(c.value) for c in shown_cards(store.load_report(GOOD))[0]]
    # a view's chart (the breaks by category): its data in the page, Plotly by URL, cached for good and compressed
    page = get(f"{base}/share/breaks?run={GOOD}")[2].decode()
    figures = re.search(r'<script type="application/json" id="cs-figures">(.*?)</script>', page, flags=re.S).group(1)
    figures = json.loads(figures)
    assert page.count('class="cs-fig') == len(figures) == 1 and figures[0]["data"][0]["y"] == [
        "print/logging", "data-dependent branch"]
    # drawn by the server, once, as Plotly's own SVG (chart_images), the bars' labels in it; a click draws it live.
    # The drawing goes on in the background after the first ask: the page has it a moment later.
    if Path("/usr/bin/chromium").exists():  # scripts/system_deps.sh installs it (CI does)
        deadline = time.monotonic() + 90
        while not STATIC_SLOT.search(page) and time.monotonic() < deadline:
            time.sleep(2)  # the drawing waits for 1.5 s without an ask (at most 30 s)
            page = get(f"{base}/share/breaks?run={GOOD}")[2].decode()
        slot = STATIC_SLOT.search(page)
        assert slot, "the chart is drawn as an image by the server"
        svg = base64.b64decode(slot.group(3)).decode()
        assert svg.startswith("<svg") and "print/logging" in svg and "data-dependent branch" in svg
    src = re.search(r'data-plotly="([^"]+)"', page).group(1)
    assert "plotly.js" not in page  # not inline: one download per browser, not per page
    status, headers, body = get(base + src, {"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip" and "immutable" in headers["Cache-Control"]
    assert gzip.decompress(body) == shared_page.h.PLOTLY_JS.read_bytes()


def test_a_page_is_sent_compressed_and_a_browser_that_has_it_gets_304(viewer_url):
    base, _ = viewer_url
    url = f"{base}/share/breaks?run={GOOD}&category=data-dependent%20branch"
    status, headers, body = get(url, {"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    page = gzip.decompress(body).decode()
    # the link's category is opened and scrolled to, as ?category= does live; the live view has the same parameters
    assert 'data-target="category=data-dependent branch"' in page
    assert f'href="/breaks?run={GOOD}&amp;view=breaks&amp;category=data-dependent+branch"' in page
    assert get(url, {"If-None-Match": headers["ETag"]})[0] == 304


def test_the_viewer_cannot_launch_anything_from_a_shared_link(viewer_url):
    base, _ = viewer_url
    for view in shared_page.VIEWS:
        page = get(f"{base}/share/{view}?run={GOOD}")[2].decode()
        assert "<form" not in page and "<button" not in page and "form-action 'none'" in page, view
        hrefs = re.findall(r'href="([^"#]*)"', page)
        assert hrefs and all(h.startswith(("/share/", "/?", f"/{view}?")) for h in hrefs), (view, hrefs)
        assert not any("new_run" in h for h in hrefs)
    status, _, body = get(f"{base}/share/breaks?run={GOOD}", method="POST")
    assert status == 405
    status, _, body = get(f"{base}/share/new_run")
    assert status == 404 and b'href="/new_run' not in body


@pytest.mark.parametrize("query, status, says", [
    ("run=20991231-000000-gone-0001", 404, "There is no run 20991231-000000-gone-0001"),
    ("run=../../etc/passwd", 400, "is not a run id"),
    ("run=" + "x" * 5000, 400, "too long"),
    (f"run={BROKEN}", 500, f"Run {BROKEN}: report of {BROKEN} is not valid JSON"),
])
def test_a_link_to_a_missing_or_invalid_run_says_so(viewer_url, query, status, says):
    base, _ = viewer_url
    got, _, body = get(f"{base}/share/code?{query}")
    text = html.unescape(body.decode())
    assert got == status and says in text and "Page not found" not in text and "Traceback" not in text
    assert 'href="/runs?view=runs"' in text or status == 400  # somewhere to go instead
    assert "This page cannot be drawn" not in text  # each answered as what it is, not as a drawing that raised


def test_an_unknown_view_and_a_live_only_page_say_what_to_open(viewer_url):
    base, _ = viewer_url
    status, _, body = get(f"{base}/share/nonsense?run={GOOD}")
    assert status == 404 and b"is not one of them" in body and b"Graph breaks" in body
    status, _, body = get(f"{base}/share/compare")
    assert status == 404 and b'href="/compare?view=compare"' in body


def test_the_live_links_stay_live_and_the_bare_share_link_is_the_newest_runs_overview(viewer_url):
    base, _ = viewer_url
    for path in (f"/breaks?run={GOOD}&view=breaks", f"/?run={GOOD}"):
        status, _, body = get(base + path)
        assert status == 200 and b'<div id="root">' in body, path  # Streamlit's page, as before
    status, _, body = get(f"{base}/share")
    assert status == 200 and b"the newest finished run" in body and b'<section id="overview">' in body


def test_hostile_report_text_reaches_the_shared_page_escaped(viewer_url):
    base, _ = viewer_url
    for view in ("overview", "breaks", "code", "graph"):
        page = get(f"{base}/share/{view}?run={HOSTILE}")[2].decode()
        markup = re.sub(r'<script type="application/json" id="cs-figures">.*?</script>', "", page, flags=re.S)
        for payload in rf.XSS[:3]:
            assert payload not in markup, view
        assert "<img src=x" not in markup


# -- pure parts ---------------------------------------------------------------------------------------------------
def test_every_report_view_has_a_shared_page_with_its_title():
    report_views = {s.view: s.title for s in nav.PAGES if s.report}
    assert dict(shared_page.VIEWS) == report_views
    assert share_urls.DEFAULT_VIEW == nav.DEFAULT_VIEW


def test_shared_and_live_paths_carry_the_same_parameters():
    params = {"view": "code", "kernel": "k 1", "run": "R"}
    assert share_urls.share_path("code", params) == "/share/code?run=R&kernel=k+1"
    assert share_urls.live_path("code", params) == "/code?run=R&view=code&kernel=k+1"
    assert share_urls.live_path("overview", {"run": "R"}) == "/?run=R&view=overview"
    assert [share_urls.view_of(p) for p in ("/share", "/share/", "/share/graph", "/shared", "/code")] == \
        ["overview", "overview", "graph", None, None]


def test_a_selection_the_static_page_cannot_draw_is_named_with_the_live_link(tmp_path):
    store = RunStore(tmp_path)
    rf.write_run(tmp_path, rf.good_report(GOOD))
    page = shared_page.view_page("timeline", store.load_report(GOOD), GOOD, RunFiles(store, GOOD),
                                 {"window": "120-480"}, spec_params=nav.SPECS["timeline"].params)
    assert "the link&#x27;s selection (window=120-480) is drawn by the live dashboard" in page
    assert f'href="/timeline?run={GOOD}&amp;view=timeline&amp;window=120-480"' in page


def test_the_readme_shared_link_examples_are_the_served_paths():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    part = text[text.index("## Share a link"):text.index("## Share a file")]
    examples = re.findall(r"`http://host:8501(/share[^`]*)`", part)
    assert examples, "README's Share a link section names the shared link"
    for ex in examples:
        path, _, query = ex.partition("?")
        assert share_urls.view_of(path) in shared_page.VIEWS or path == "/share/<view>", ex
        assert query.startswith("run=<run_id>"), ex


def test_opening_a_run_live_draws_its_shared_pages_ahead(tmp_path, monkeypatch):
    """The presenter opens the run live before sharing it: by the time the meeting opens the shared links, their
    pages are drawn. A run still executing is not drawn ahead (its report changes with every stage)."""
    import asyncio
    import threading
    import time

    from dashboard.server import shared_serve

    monkeypatch.setenv("COMPILESCOPE_RUNS", str(tmp_path))
    rf.write_run(tmp_path, rf.good_report(GOOD))
    running = dict(rf.good_report("20260101-000000-running-0002"), status="running")
    rf.write_run(tmp_path, running)
    mw = shared_serve.SharedPages(None)
    passed = []

    async def app(scope, receive, send):
        passed.append(scope["path"])

    async def open_live(path, query):
        mw.app = app
        await mw({"type": "http", "method": "GET", "path": path, "query_string": query.encode()}, None, None)
        await asyncio.sleep(0.5)  # the executor's thread gets going

    # each in a thread of its own: a browser test that ran earlier in this pytest worker (pytest-playwright's sync
    # API) leaves an event loop running in this thread, and asyncio.run refuses to start inside it
    for path, query in (("/breaks", f"run={GOOD}&view=breaks"), ("/", "run=20260101-000000-running-0002")):
        t = threading.Thread(target=asyncio.run, args=(open_live(path, query),))
        t.start()
        t.join(timeout=60)
    assert passed == ["/breaks", "/"]  # the live page itself goes to Streamlit, as before
    for _ in range(300):
        if len([k for k in mw.pages.keys() if k[1] == GOOD]) == len(shared_page.VIEWS):
            break
        time.sleep(0.1)
    assert sorted(k[5] for k in mw.pages.keys() if k[1] == GOOD) == sorted(shared_page.VIEWS)
    assert not [k for k in mw.pages.keys() if k[1] != GOOD]


def test_a_viewer_never_waits_for_the_chart_images_and_the_next_one_gets_them(tmp_path, monkeypatch):
    """A page asked for before its charts are drawn comes at once with the browser drawing them; the server draws
    them in the background, and the next ask gets the page with the images (a new ETag: a 304 would keep the old)."""
    import threading
    import time

    from dashboard.server import shared_serve

    monkeypatch.setenv("COMPILESCOPE_RUNS", str(tmp_path))
    rf.write_run(tmp_path, rf.good_report(GOOD))
    mw = shared_serve.SharedPages(None)
    release = threading.Event()

    def slow_drawing(fig_json):  # Kaleido's browser, busy for a while
        release.wait(30)
        return '<svg xmlns="http://www.w3.org/2000/svg"><text>drawn by the server</text></svg>'

    monkeypatch.setattr(mw.charts, "_svg", slow_drawing)
    monkeypatch.setattr(mw.charts, "unavailable", "")
    t0 = time.monotonic()
    first = mw._answer("breaks", f"run={GOOD}")
    page = gzip.decompress(first.body).decode()
    assert first.status == 200 and time.monotonic() - t0 < 10
    assert '<div class="cs-fig" data-fig="0" style="height:' in page and not STATIC_SLOT.search(page)
    assert mw._answer("breaks", f"run={GOOD}").etag == first.etag  # still being drawn: the same page
    release.set()
    for _ in range(100):
        later = mw._answer("breaks", f"run={GOOD}")
        if later.etag != first.etag:
            break
        time.sleep(0.1)
    slot = STATIC_SLOT.search(gzip.decompress(later.body).decode())
    assert slot and b"drawn by the server" in base64.b64decode(slot.group(3))
    assert mw._answer("breaks", f"run={GOOD}").etag == later.etag  # drawn once: kept from now on
