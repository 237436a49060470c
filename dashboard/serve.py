"""CompileScope's server: ``streamlit run dashboard/serve.py [-- --viewer]`` (what ``make start`` runs).

The app is ``dashboard/app.py``, served through Streamlit's ASGI ``App`` so that one middleware can answer a
link to an Overview (``/?run=ID``, ``/overview?run=ID``, or the root, which lands on the newest finished run)
with Streamlit's own page plus that run's headline figures drawn in (``dashboard/prerender.py``): they show
before Streamlit's front end has loaded. Every other request, and any link whose run cannot be read, goes to
Streamlit untouched.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from urllib.parse import parse_qs

_ROOT = str(Path(__file__).resolve().parents[1])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import streamlit as st  # noqa: E402
from starlette.concurrency import run_in_threadpool  # noqa: E402
from starlette.middleware import Middleware  # noqa: E402

from analyzers.report.store import RunNotFound, RunStore  # noqa: E402
from dashboard import prerender, settings  # noqa: E402

log = logging.getLogger("compilescope.serve")
OVERVIEW_PATHS = ("/", "/overview")
FINISHED = ("ok", "partial")  # as widgets.land_on_newest_run
MAX_REPORT_BYTES = 20_000_000  # a bigger report is not read to draw a first paint


class OverviewFirstPaint:
    """ASGI middleware: the Overview's HTML document gets the run's headline cards (see the module docstring)."""

    def __init__(self, app):
        self.app = app
        self._index: str | None = None
        self._cache: dict[tuple[str, str, int, bool], str] = {}

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope.get("method") != "GET" or scope.get("path") not in OVERVIEW_PATHS:
            await self.app(scope, receive, send)
            return
        try:
            page = await run_in_threadpool(self._page, scope.get("query_string", b"").decode("latin-1"))
        except Exception:  # noqa: BLE001 - a first paint is never worth a failed page
            log.exception("first paint failed")
            page = None
        if page is None:
            await self.app(scope, receive, send)
            return
        body = page.encode("utf-8")
        await send({"type": "http.response.start", "status": 200, "headers": [
            (b"content-type", b"text/html; charset=utf-8"), (b"content-length", str(len(body)).encode()),
            (b"cache-control", b"no-cache")]})
        await send({"type": "http.response.body", "body": body})

    def _page(self, query: str) -> str | None:
        q = parse_qs(query, max_num_fields=20)
        view = (q.get("view") or ["overview"])[0]
        if view != "overview":
            return None
        store = RunStore(str(settings.runs_dir().resolve()), read_only=True)
        run_id, newest = (q.get("run") or [None])[0], False
        if not run_id:
            run_id = next((r["run_id"] for r in store.list_runs() if r.get("status") in FINISHED), None)
            newest = True
        if not run_id:
            return None
        try:
            path = store.report_path(run_id)
            stat = path.stat()
        except (RunNotFound, OSError):
            return None
        if stat.st_size > MAX_REPORT_BYTES:
            return None
        key = (str(store.root), run_id, stat.st_mtime_ns, newest)
        if key not in self._cache:
            report = store.load_report(run_id)
            if len(self._cache) > 64:
                self._cache.clear()
            self._cache[key] = prerender.inject(self._index_html(), report, run_id, newest)
        return self._cache[key]

    def _index_html(self) -> str:
        if self._index is None:
            from streamlit import file_util

            self._index = (Path(file_util.get_static_dir()) / "index.html").read_text(encoding="utf-8")
        return self._index


app = st.App(str(Path(__file__).with_name("app.py")), middleware=[Middleware(OverviewFirstPaint)])
