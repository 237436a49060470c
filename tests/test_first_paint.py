"""The Overview link's first paint (dashboard/static/prerender.py, dashboard/serve.py): the run's headline cards in the
page's HTML, escaped, and the middleware that serves them only for Overview links whose run it can read."""

from __future__ import annotations

import asyncio
import html
import re
import threading

import pytest
from streamlit import file_util

from dashboard import serve
from dashboard.live.nav import SPECS
from dashboard.static import prerender, prerender_views
from dashboard.views.overview import shown_cards
from tests import report_factory as rf

INDEX = (file_util.get_static_dir() + "/index.html")


def index_html() -> str:
    with open(INDEX, encoding="utf-8") as f:
        return f.read()


def test_first_paint_shows_the_live_cards_figures():
    r = rf.good_report()
    page = prerender.inject(index_html(), r, r["run_id"])
    cards = shown_cards(r)[0][:prerender.CARDS]  # what the live Overview draws (pages/overview.py)
    values = re.findall(r'<div class="cs-card-value">(.*?)</div>', page)
    labels = re.findall(r'<div class="cs-card-label">(.*?)</div>', page)
    assert labels == [html.escape(c.label) for c in cards] and values == [html.escape(c.value) for c in cards]
    assert "Speedup" in labels and page.count(f'id="{prerender.OVERLAY_ID}"') == 1
    # the page still loads Streamlit (its script and root), and the overlay removes itself once the live cards
    # (st.container(key=LIVE_KEY) in pages/overview.py) are drawn
    assert '<div id="root"></div>' in page and prerender.entry_scripts(index_html())[0] in page
    assert f".st-key-{prerender.LIVE_KEY} h3" in page
    title, desc = prerender.summary(r)
    assert f"<title>{html.escape(title)}</title>" in page and "Speedup" in desc


def test_live_overview_keys_its_cards_for_the_overlay():
    from dashboard.views import overview_blocks
    from dashboard.views.blocks import Cards

    keyed = [b for b in overview_blocks.blocks(rf.good_report(), None, {}) if isinstance(b, Cards) and b.key]
    assert [b.key for b in keyed] == [prerender.LIVE_KEY]


def test_hostile_report_text_is_escaped_in_the_first_paint():
    r = rf.hostile_report()
    page = prerender.inject(index_html(), r, r["run_id"])
    mine = page[page.index(f'<div id="{prerender.OVERLAY_ID}"'):page.index('<div id="root">')]
    mine += "".join(re.findall(r'<meta property="og:[^>]*>|<title>.*?</title>', page))
    for bad in ("<script>window.__pwned", "<img src=x", "</script><script>"):
        assert bad not in mine
    assert html.escape(rf.XSS[1]) in mine  # the text is there, as text


def test_streamlit_scripts_load_after_the_first_paint():
    """The first paint's page names every script of Streamlit's page, in order, in one loader that runs after the
    browser has drawn the overlay, and none as a tag the parser would load first."""
    original = index_html()
    scripts = prerender.entry_scripts(original)
    assert any(s.endswith(".js") and "/index." in s for s in scripts) and len(scripts) > 1
    page = prerender.inject(original, rf.good_report(), "x")
    assert prerender.entry_scripts(page) == []  # no script or preload tag left for the parser
    loader = page[page.index("requestAnimationFrame"):]
    assert [loader.index(f'"{s}"') for s in scripts] == sorted(loader.index(f'"{s}"') for s in scripts)
    assert page.index(f'id="{prerender.OVERLAY_ID}"') < page.index("requestAnimationFrame")
    # a page without the first paint keeps its scripts where they are
    assert prerender.with_base_url(original).count('type="module"') == original.count('type="module"')


def test_inject_leaves_an_unexpected_page_alone():
    assert prerender.inject("<html>no places</html>", rf.good_report(), "x") == "<html>no places</html>"


@pytest.fixture
def store_root(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(tmp_path))
    rf.write_run(tmp_path, rf.good_report("20260101-000000-good-0001"))
    return tmp_path


def _call(mw, path: str, query: str = "", method: str = "GET", timeout: float = 60) -> tuple[int | None, bytes, bool]:
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
    # in a thread of its own (pytest-playwright keeps an event loop running in the tests' thread), a daemon one:
    # a middleware that hangs fails the test after ``timeout`` instead of holding up the whole run
    done = threading.Thread(target=asyncio.run, args=(mw(scope, receive, send),), daemon=True)
    done.start()
    done.join(timeout)
    assert not done.is_alive(), f"{path}?{query}: no answer within {timeout} s"
    status = next((m["status"] for m in sent if m["type"] == "http.response.start"), None)
    return status, b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body"), bool(passed)


def test_middleware_serves_page_links_and_passes_everything_else(store_root, monkeypatch):
    # what each link answers, not how fast: a busy machine (two test workers on two cores) can take longer than the
    # budget for a first drawing, which is left out then (test_a_slow_first_paint_is_left_out_… below)
    monkeypatch.setattr(serve, "FIRST_PAINT_BUDGET_S", 30.0)
    mw = serve.FirstPaint(None)
    good = "run=20260101-000000-good-0001"
    status, body, passed = _call(mw, "/", good)
    assert status == 200 and not passed and b'id="cs-prerender"' in body and b"20260101-000000-good-0001" in body
    assert prerender.BASE_URL_SCRIPT.encode() not in body  # the root's front end probes only the root already
    _, body, passed = _call(mw, "/")  # the root: the newest finished run, and it says so
    assert not passed and b"the newest finished run" in body
    # a page's own path: Streamlit's page with the base URL named (one health probe, not two), and the view's
    # first screen where it has one for this link
    for path, query, overlay in (("/overview", good + "&view=overview", b'id="cs-prerender"'),
                                 ("/breaks", good, b'data-view="breaks"'), ("/code", good, b'data-view="code"'),
                                 ("/compile", good + "&compile_id=0/0", b'data-view="compile"'),
                                 ("/breaks", "", b'data-view="breaks"'),  # lands on the newest run, as the app does
                                 ("/graph", good + "&expand=abc", None),  # a drawing other than the default
                                 ("/decode", good, b'data-view="decode"'), ("/runs", "", None), ("/code", "run=no-such-run", None),
                                 ("/code", "run=../../etc", None)):
        status, body, passed = _call(mw, path, query)
        assert status == 200 and not passed, (path, query)
        assert body.count(prerender.BASE_URL_SCRIPT.encode()) == 1 and b'<div id="root"></div>' in body, path
        assert (overlay in body) if overlay else (b'id="cs-prerender"' not in body), (path, query)
    for path, query in (("/", "run=no-such-run"), ("/", "run=../../etc&view=overview"), ("/", good + "&view=breaks"),
                        ("/static/js/index.js", ""), ("/_stcore/health", ""), ("/no-such-page", "")):
        status, _, passed = _call(mw, path, query)
        assert passed and status is None, (path, query)
    assert _call(mw, "/", good, method="POST")[2]


def test_a_slow_first_paint_is_left_out_of_that_answer_and_kept_for_the_next(store_root, monkeypatch):
    release = threading.Event()
    draw = serve.FirstPaint._draw

    def slow(self, *a):
        release.wait(10)
        return draw(self, *a)

    monkeypatch.setattr(serve.FirstPaint, "_draw", slow)
    monkeypatch.setattr(serve, "FIRST_PAINT_BUDGET_S", 0.05)
    mw = serve.FirstPaint(None)
    _, body, passed = _call(mw, "/code", "run=20260101-000000-good-0001")
    assert not passed and b'id="cs-prerender"' not in body and prerender.BASE_URL_SCRIPT.encode() in body
    release.set()
    for _ in range(100):  # the drawing finishes in the background and is kept
        if any(k[4] == "code" for k in mw.pages.keys()):
            break
        threading.Event().wait(0.05)
    _, body, _ = _call(mw, "/code", "run=20260101-000000-good-0001")
    assert b'data-view="code"' in body


def test_a_first_paint_drawn_at_once_answers_and_the_next_link_too(store_root):
    """A drawing done before its callback is added runs the callback in the asking thread: it must not wait for
    the lock that thread holds (it did, and one link then hung the server's every page)."""
    from concurrent.futures import Future

    class AtOnce:
        def submit(self, fn, *a):
            f = Future()
            f.set_result(fn(*a))
            return f

    mw = serve.FirstPaint(None)
    mw.pages._pool = AtOnce()
    for _ in range(2):
        _, body, passed = _call(mw, "/code", "run=20260101-000000-good-0001", timeout=20)
        assert not passed and b'data-view="code"' in body


@pytest.mark.parametrize("view", sorted(prerender_views.DRAWN))
def test_every_views_first_paint_escapes_hostile_report_text(tmp_path, view):
    from analyzers.report.store import RunStore
    from dashboard.static.run_files import RunFiles

    r = rf.hostile_report()
    rf.write_run(tmp_path, r, {"artifacts/graphs.json": rf.hostile_graphs()})
    store = RunStore(str(tmp_path), read_only=True)
    body = prerender_views.body(view, store.load_report(r["run_id"]), RunFiles(store, r["run_id"]), {})
    page = prerender.inject_view(index_html(), view, SPECS[view].title, body, prerender_views.CSS,
                                 store.load_report(r["run_id"]), r["run_id"])
    mine = page[page.index(f'<div id="{prerender.OVERLAY_ID}"'):page.index('<div id="root">')]
    for bad in ("<script>window.__pwned", "<img src=x", "</script><script>"):
        assert bad not in mine, view
    assert mine.count("</template>") == 1 and html.escape(rf.XSS[1]) in mine  # the text is there, as text
    # the overlay goes once the live view has drawn its own content (prerender.LIVE)
    assert prerender.LIVE[view] in html.unescape(page[page.rindex("<script>"):]).replace('\\"', '"')


def test_a_views_first_paint_is_what_its_live_page_draws_first():
    """The Generated code first paint shows the kernel the live page selects first: the link's kernel, else the
    first kernel of the first module."""
    from dashboard.static.run_files import RunFiles

    class Files(RunFiles):
        def __init__(self):
            pass

        def text(self, name):
            return "\n".join(f"line {i}" for i in range(1, 200))

    r = rf.good_report()
    kernels = [k["name"] for k in r["code"]["kernels"]]
    first = prerender_views.body("code", r, Files(), {})
    assert f"<h3>{html.escape(kernels[0])}</h3>" in first
    other = prerender_views.body("code", r, Files(), {"kernel": kernels[-1]})
    assert f"<h3>{html.escape(kernels[-1])}</h3>" in other
    assert prerender_views.body("graph", r, Files(), {"node": "x"}) is None
    assert "workload decode" in prerender_views.body("decode", r, Files(), {})  # a forward run: the live page's note


def test_middleware_passes_an_empty_store_to_the_app(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(tmp_path))
    assert _call(serve.FirstPaint(None), "/")[2]  # no finished run: Streamlit's home page


def test_a_decode_runs_first_paint_has_its_cards_and_tables():
    from dashboard.views import decode as dv
    from tests import decode_factory

    r = decode_factory.decode_report()
    page = prerender_views.body("decode", r, None, {})

    for card in dv.headline_cards(r):
        assert f'<div class="cs-label">{html.escape(card.label)}</div>' in page
    assert "<h3>Compiles per step</h3>" in page and "<table>" in page


def test_a_link_to_one_view_draws_the_runs_other_views_ahead(store_root):
    """The viewers of a meeting click on from the linked view: those first paints are drawn before they ask."""
    mw = serve.FirstPaint(None)
    _call(mw, "/code", "run=20260101-000000-good-0001")
    wanted = {(v, v == "overview") for v in serve.DRAWN_VIEWS}
    for _ in range(200):
        if wanted <= {(k[4], k[6]) for k in mw.pages.keys()}:
            break
        threading.Event().wait(0.05)
    assert wanted <= {(k[4], k[6]) for k in mw.pages.keys()}
    _, body, _ = _call(mw, "/", "run=20260101-000000-good-0001")  # the Overview at the root: drawn ahead, served
    assert b'id="cs-prerender"' in body and prerender.BASE_URL_SCRIPT.encode() not in body
