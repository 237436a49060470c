"""CompileScope's server: ``streamlit run dashboard/serve.py [-- --viewer]`` (what ``make start`` runs).

The app is ``dashboard/app.py``, served through Streamlit's ASGI ``App`` so that one middleware can answer the
page of a link itself:
  * a link to an Overview (``/?run=ID``, ``/overview?run=ID``, or the root, which lands on the newest finished
    run that is not a fix experiment or a sweep's warm re-run: ``analyzers/report/landing.py``) gets Streamlit's own page plus that run's headline figures drawn in (``dashboard/static/prerender.py``), and a
    link to another report view its first screen (``dashboard/static/prerender_views.py``): they show before
    Streamlit's front end has loaded. One not drawn within ``FIRST_PAINT_BUDGET_S`` is left out of that answer
    (the page comes without it) and kept for the next;
  * a link to any page but the root (``/code?run=...``) gets Streamlit's page with the server's base URL named
    (``prerender.BASE_URL_SCRIPT``): the front end then probes ``/_stcore/health`` once, instead of first
    ``/code/_stcore/health`` (a 404 here) and then, after a back-off, the root — about 0.15 s of every link.
A shared link, ``/share/<view>?run=ID&...`` (what "Link to this view" offers for a meeting), is answered as a
static page of that view, drawn once per report version, with no Streamlit script run (``dashboard/server/shared_serve.py``).
The script files of the dashboard's own component are served from memory, compressed once
(``dashboard/server/component_files.py``). Every other request (assets, the websocket, any other path) goes to Streamlit
untouched.
"""

from __future__ import annotations

import logging
import sys
from functools import partial
from pathlib import Path
from urllib.parse import parse_qs

_ROOT = str(Path(__file__).resolve().parents[1])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import streamlit as st  # noqa: E402
from starlette.concurrency import run_in_threadpool  # noqa: E402
from starlette.middleware import Middleware  # noqa: E402

from analyzers.report.store import RunNotFound, RunStore  # noqa: E402
from dashboard.server import settings  # noqa: E402
from dashboard.server.component_files import ComponentFiles  # noqa: E402
from dashboard.server.drawn_pages import DrawnPages  # noqa: E402
from dashboard.server.shared_serve import SharedPages  # noqa: E402
from dashboard.static import prerender, prerender_views  # noqa: E402
from dashboard.static.run_files import RunFiles  # noqa: E402
from dashboard.views.registry import DEFAULT_VIEW, SPECS  # noqa: E402

log = logging.getLogger("compilescope.serve")
PAGE_PATHS = frozenset(f"/{view}" for view in SPECS)  # every page's own path; the default page is also the root
MAX_REPORT_BYTES = 20_000_000  # a bigger report is not read to draw a first paint
FIRST_PAINT_BUDGET_S = 0.4  # a link's page waits this long for its first paint (a graph's drawing can take more)
DRAWN_VIEWS = (DEFAULT_VIEW, *prerender_views.DRAWN)  # the views with a first paint


class FirstPaint:
    """ASGI middleware: a page link's HTML document, with the run's headline cards on an Overview and the base
    URL on any page but the root (see the module docstring)."""

    def __init__(self, app):
        self.app = app
        self._index: str | None = None
        self._plain: bytes | None = None  # Streamlit's page with the base URL named, for a link without a first paint
        self.pages = DrawnPages()  # per run, report version, view and link parameters

    async def __call__(self, scope, receive, send):
        path = scope.get("path")
        if scope["type"] != "http" or scope.get("method") != "GET" or (path != "/" and path not in PAGE_PATHS):
            await self.app(scope, receive, send)
            return
        try:
            body = await run_in_threadpool(self._page, path, scope.get("query_string", b"").decode("latin-1"))
        except Exception:  # noqa: BLE001 - a first paint is never worth a failed page
            log.exception("first paint failed")
            body = None
        if body is None:
            await self.app(scope, receive, send)
            return
        await send({"type": "http.response.start", "status": 200, "headers": [
            (b"content-type", b"text/html; charset=utf-8"), (b"content-length", str(len(body)).encode()),
            (b"cache-control", b"no-cache")]})
        await send({"type": "http.response.body", "body": body})

    def _page(self, path: str, query: str) -> bytes | None:
        """The page for ``path`` (``/`` or a page's own path), or None to let Streamlit answer it."""
        q = parse_qs(query, max_num_fields=20)
        params = {k: v[0] for k, v in q.items() if v}
        if path == "/":  # the default page; a ?view= names another one, which the app switches to
            view = params.get("view") or DEFAULT_VIEW
            return self._first_paint(view, params, at_root=True) if view == DEFAULT_VIEW else None
        view = path.strip("/")
        page = self._first_paint(view, params, at_root=False) if SPECS[view].report else None
        if page is None and self._plain is None:
            self._plain = prerender.with_base_url(self._index_html()).encode("utf-8")
        return page or self._plain

    def _first_paint(self, view: str, params: dict[str, str], at_root: bool) -> bytes | None:
        """Streamlit's page with the first paint of ``view`` for the link's run (its ``run``, else the newest
        finished run, as the app lands), or None when there is none to draw. A first paint not drawn within
        FIRST_PAINT_BUDGET_S is left out of this answer and kept for the next link."""
        store = settings.link_store()
        run_id, newest = settings.link_run(store, params)
        if not run_id:
            return None
        try:
            stat = store.report_path(run_id).stat()
        except (RunNotFound, OSError):
            return None
        if stat.st_size > MAX_REPORT_BYTES:
            return None
        shown = tuple(sorted((k, v) for k, v in params.items() if k not in ("run", "view")))
        version = (str(store.root), run_id, stat.st_mtime_ns, newest)
        key = (*version, view, shown, at_root)
        page = self.pages.get(key, partial(self._draw, store, view, run_id, params, newest, at_root),
                              FIRST_PAINT_BUDGET_S)
        for other in DRAWN_VIEWS:  # the views a viewer of this run may click on next (the Overview at the root)
            rooted = other == DEFAULT_VIEW
            if (*version, other, (), rooted) != key:
                self.pages.ahead((*version, other, (), rooted),
                                 partial(self._draw, store, other, run_id, {}, newest, rooted))
        return page

    def _draw(self, store: RunStore, view: str, run_id: str, params: dict[str, str], newest: bool,
              at_root: bool) -> str | None:
        """The page of a link to ``view`` of ``run_id`` with its first paint (the base URL named on any path but
        the root), or None when the view has none for this link."""
        report = store.load_report(run_id)
        if view == DEFAULT_VIEW:
            page = prerender.inject(self._index_html(), report, run_id, newest)
        else:
            body = prerender_views.body(view, report, RunFiles(store, run_id), params)
            if body is None:
                return None
            page = prerender.inject_view(self._index_html(), view, SPECS[view].title, body, prerender_views.CSS,
                                         report, run_id, newest)
        return page if at_root else prerender.with_base_url(page)

    def _index_html(self) -> str:
        if self._index is None:
            from streamlit import file_util

            self._index = (Path(file_util.get_static_dir()) / "index.html").read_text(encoding="utf-8")
        return self._index


app = st.App(str(Path(__file__).with_name("app.py")),
             middleware=[Middleware(SharedPages), Middleware(FirstPaint), Middleware(ComponentFiles)])
