"""ASGI middleware (``dashboard/serve.py``): a shared link, ``/share/<view>?run=<id>&...``, answered as a static page.

Twenty people opening one link at once each run Streamlit's front end (about 2 s of CPU per open on a 2-core
machine) and a script run on the server. A shared link needs neither: its page (``dashboard/static/shared_page.py``: the
view as the HTML export draws it, from the same report by the same view code, with the live view one click away) is
drawn once per report version and view by ``DrawnPages``, kept gzip-compressed, and sent as is to every viewer
(``ETag``, of its content: a browser that has it gets a 304). Its charts are images the server drew once
(``chart_images``; a page asked for before they are drawn has the browser draw them, and is drawn again with them);
Plotly's basic bundle, for a chart a viewer clicks (or every chart where the server cannot draw them), is served
from memory under a name that carries its hash, cached by the browser for good. A link to one view of a finished run
draws the run's other views ahead, for the viewer's next click; so does a live link to a finished run (whoever opens
a run live, the presenter before sharing it, has its shared pages drawn by the time the meeting opens them). A link that cannot be answered (no such view, an
invalid or unknown run id, a report that cannot be read) gets a page that says what to open instead, with an
HTTP status to match; never Streamlit's "Page not found". GET and HEAD only: nothing here changes a run.
"""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import logging
from functools import partial
from typing import NamedTuple
from urllib.parse import parse_qs

from starlette.concurrency import run_in_threadpool

from analyzers.report.schema import valid_run_id
from analyzers.report.store import RunNotFound, RunStore
from dashboard.static import shared_page
from dashboard.static.run_files import RunFiles
from dashboard.views.registry import SPECS, max_chars
from dashboard.views.share_urls import SHARE_PATH, live_path, share_path, view_of

from . import settings
from .chart_images import ChartImages
from .drawn_pages import DrawnPages

log = logging.getLogger("compilescope.serve")
DRAW_BUDGET_S = 60.0  # a page not drawn by then answers "being drawn, reload" (the drawing goes on, and is kept)
PLOTLY = shared_page.h.PLOTLY_JS
ASSETS = SHARE_PATH + "/assets/"
TEXT = b"text/plain; charset=utf-8"


class Answer(NamedTuple):
    status: int
    body: bytes
    etag: str = ""
    packed: bool = False  # body is gzip-compressed
    kind: bytes = b"text/html; charset=utf-8"


class SharedPages:
    """Answers ``/share...`` (see the module docstring); passes every other request on."""

    def __init__(self, app):
        self.app = app
        self.pages = DrawnPages(size=64)
        self._plotly: tuple[str, bytes, bytes] | None = None  # (its URL, as is, gzip)
        self._finished: dict[tuple, bool] = {}  # report version -> the run had finished (its other views drawn ahead)
        self.charts = ChartImages()  # the pages' charts drawn once, here, as images
        self._unfinished: dict[tuple, list[str]] = {}  # page key -> its figures, drawn before their images were

    async def __call__(self, scope, receive, send):
        path = scope.get("path") or ""
        if scope["type"] != "http" or view_of(path) is None:
            if scope["type"] == "http" and scope.get("method") == "GET" and (path == "/" or path[1:] in shared_page.VIEWS):
                # someone opens a run live (the presenter, before sharing it): its shared pages are drawn ahead
                asyncio.get_running_loop().run_in_executor(None, self._live_link, scope.get("query_string", b""))
            await self.app(scope, receive, send)
            return
        method = scope.get("method")
        self.charts.asked()  # the chart images drawn in the background wait for a quiet moment
        headers = dict(scope.get("headers") or [])
        gzip_ok = b"gzip" in headers.get(b"accept-encoding", b"")
        if method not in ("GET", "HEAD"):
            answer = Answer(405, b"A shared link is read-only: GET it.\n", kind=TEXT)
        elif path.startswith(ASSETS):
            answer = await run_in_threadpool(self._asset, path[len(ASSETS):])
        else:
            query = scope.get("query_string", b"").decode("latin-1")
            try:
                answer = await run_in_threadpool(self._answer, view_of(path), query)
            except Exception as e:  # noqa: BLE001 - a shared link answers a message, never a server error page
                log.exception("shared link %s?%s failed", path, query)
                answer = self._message(500, "This page cannot be drawn", f"{type(e).__name__}: {e}", [])
        status, body, etag, packed, kind = answer
        if etag and headers.get(b"if-none-match", b"").decode("latin-1") == etag:
            status, body = 304, b""
        elif packed and not gzip_ok:
            body, packed = gzip.decompress(body), False
        out = [(b"content-type", kind), (b"content-length", str(len(body)).encode()),
               (b"x-content-type-options", b"nosniff"), (b"vary", b"Accept-Encoding")]
        if etag:
            out.append((b"etag", etag.encode("latin-1")))
        out.append((b"cache-control", b"public, max-age=31536000, immutable" if path.startswith(ASSETS)
                    else b"no-cache"))
        if packed:
            out.append((b"content-encoding", b"gzip"))
        await send({"type": "http.response.start", "status": status, "headers": out})
        await send({"type": "http.response.body", "body": b"" if method == "HEAD" else body})

    # -- the pages ---------------------------------------------------------------------------------------------
    def _answer(self, view: str, query: str) -> Answer:
        if view not in shared_page.VIEWS:
            return self._no_view(view)
        try:
            fields = parse_qs(query, max_num_fields=20)
        except ValueError:
            return self._message(400, "This link has too many parameters",
                                 "A shared link names a run and the view's own parameters only.", [])
        params = {k: v[0] for k, v in fields.items() if v}
        too_long = [k for k, v in params.items() if len(v) > max_chars(k)]
        if too_long:
            return self._message(400, "This link cannot be opened",
                                 f"Its {', '.join(too_long)} parameter is too long. Ask for the link again.", [])
        store = settings.link_store()
        run_id, newest = settings.link_run(store, params)
        if not run_id:  # no run in the link and none finished
            return self._message(404, "No finished run yet", "This dashboard has no finished run to show. "
                                 "Open the live dashboard to start one or to follow the runs in progress.",
                                 [(live_path("runs", {}), "The runs (live dashboard)")])
        if not valid_run_id(run_id):
            return self._message(400, "This link's run id is not valid",
                                 f"{run_id!r} is not a run id: run ids are letters, digits, '-' and '_' (at most 64). "
                                 "The link may have been cut short or changed; ask for it again.",
                                 [(live_path("runs", {}), "The runs (live dashboard)")])
        try:
            stat = store.report_path(run_id).stat()
        except (RunNotFound, OSError):
            return self._message(404, "No such run", f"There is no run {run_id} in this dashboard's store: it may "
                                 "have been deleted, or the link belongs to another dashboard.",
                                 [(live_path("runs", {}), "The runs (live dashboard)"),
                                  (share_path(view, {}), f"The newest finished run's {shared_page.VIEWS[view]}")])
        spec_params = SPECS[view].params
        shown = tuple(sorted((k, v) for k, v in params.items() if k in spec_params))
        version = (str(store.root), run_id, stat.st_mtime_ns, stat.st_size, newest)
        key = (*version, view, shown)
        figures = self._unfinished.get(key)
        if figures is not None and not self.charts.missing(figures):  # its images are drawn now: the page again
            self._unfinished.pop(key, None)
            self.pages.forget(key)
        try:
            page = self.pages.get(key, partial(self._draw, store, version, view, dict(shown)), DRAW_BUDGET_S)
        except RunNotFound:
            return self._message(404, "No such run", f"There is no run {run_id} in this dashboard's store.", [])
        except ValueError as e:  # SchemaError and the like: the report itself
            return self._message(500, "This report cannot be read", f"Run {run_id}: {e}",
                                 [(live_path("runs", {}), "The runs (live dashboard)")])
        if page is None:
            return self._message(503, "This page is being drawn", "It will be here in a few seconds: this page "
                                 "reloads itself.", [], refresh_s=5)
        if self._finished.get(version):
            self._ahead(store, version, key)
        return Answer(200, page, f'"{hashlib.sha256(page).hexdigest()[:24]}"', True)

    def _live_link(self, query: bytes) -> None:
        """A live link to a run was opened: draw the run's shared pages ahead, if it has finished."""
        try:
            run_id = (parse_qs(query.decode("latin-1"), max_num_fields=20).get("run") or [""])[0]
            if not valid_run_id(run_id):
                return
            store = settings.link_store()
            stat = store.report_path(run_id).stat()
            version = (str(store.root), run_id, stat.st_mtime_ns, stat.st_size, False)
            if version not in self._finished:
                self._note_finished(version, store.load_report(run_id))
        except (ValueError, RunNotFound, OSError):
            return
        if self._finished.get(version):
            self._ahead(store, version, None)

    def _ahead(self, store: RunStore, version: tuple, key: tuple | None) -> None:
        """Draw the run's other views in the background, for the viewer's next click (a finished run only: a
        running one's report changes with every stage)."""
        for other in shared_page.VIEWS:
            if (*version, other, ()) != key:
                self.pages.ahead((*version, other, ()), partial(self._draw, store, version, other, {}, True))

    def _draw(self, store: RunStore, version: tuple, view: str, params: dict[str, str],
              ahead: bool = False) -> bytes | None:
        """The page, gzip-compressed (kept so, sent so to every browser that accepts it); drawn ahead, None for a
        run that has not finished (its report changes with every stage; DrawnPages keeps no None drawn ahead)."""
        run_id, newest = version[1], version[-1]
        report = store.load_report(run_id)
        if not self._note_finished(version, report) and ahead:
            return None
        key = (*version, view, tuple(sorted(params.items())))
        page = shared_page.view_page(view, report, run_id, RunFiles(store, run_id), params,
                                     spec_params=SPECS[view].params, newest=newest, plotly_src=self._plotly_url(),
                                     draw_charts=partial(self._charts_now, key))
        return gzip.compress(page.encode("utf-8"), compresslevel=6, mtime=0)

    def _charts_now(self, key: tuple, figures: list[str]) -> list[str | None]:
        """A page's chart images drawn so far; the others are drawn in the background and the page drawn again with
        them for the next viewer. No page waits on the browser drawing charts: not one somebody asked for, and not
        one drawn ahead (a viewer may ask for it while it is being drawn, and wait for it)."""
        todo = self.charts.missing(figures)
        if todo:
            if len(self._unfinished) > 1000:
                self._unfinished.clear()
            self._unfinished[key] = figures
            self.charts.draw_later(todo)
        return self.charts.kept(figures)

    def _note_finished(self, version: tuple, report: dict) -> bool:
        """Whether the run of this report version has finished (noted: its other views are drawn ahead)."""
        if len(self._finished) > 1000:
            self._finished.clear()
        self._finished[version] = report.get("status") in shared_page.FINISHED
        return self._finished[version]

    def _no_view(self, view: str) -> Answer:
        spec = SPECS.get(view)
        views = ", ".join(shared_page.VIEWS.values())
        if spec is not None and not spec.writes:
            return self._message(404, f"{spec.title} has no static page",
                                 f"Shared links show one run's report views ({views}). {spec.title} is on the live "
                                 "dashboard.", [(live_path(view, {}), f"{spec.title} (live dashboard)")])
        return self._message(404, "No such view", f"A shared link names one of the report views: {views}; "
                             f"{view[:200]!r} is not one of them.", [(share_path("overview", {}), "The newest run's "
                                                                      "Overview")])

    def _message(self, status: int, title: str, text: str, links: list[tuple[str, str]],
                 refresh_s: int = 0) -> Answer:
        page = shared_page.message_page(title, text, links)
        if refresh_s:
            page = page.replace("</head>", f'<meta http-equiv="refresh" content="{refresh_s}"></head>', 1)
        return Answer(status, page.encode("utf-8"))

    # -- Plotly ------------------------------------------------------------------------------------------------
    def _plotly_url(self) -> str:
        return self._load_plotly()[0] if PLOTLY.exists() else ""

    def _load_plotly(self) -> tuple[str, bytes, bytes]:
        if self._plotly is None:
            raw = PLOTLY.read_bytes()
            name = f"plotly-basic-{hashlib.sha256(raw).hexdigest()[:12]}.min.js"
            self._plotly = (ASSETS + name, raw, gzip.compress(raw, compresslevel=6, mtime=0))
        return self._plotly

    def _asset(self, name: str) -> Answer:
        if not PLOTLY.exists() or ASSETS + name != self._load_plotly()[0]:
            return Answer(404, b"No such file.\n", kind=TEXT)
        url, _, packed = self._load_plotly()
        return Answer(200, packed, f'"{url.rsplit("-", 1)[-1]}"', True, b"text/javascript; charset=utf-8")
