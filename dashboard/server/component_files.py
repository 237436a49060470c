"""ASGI middleware (``dashboard/serve.py``): the script files of the dashboard's own component, compressed once.

Streamlit serves a component's files from disk and its gzip middleware compresses every answer again: the Kernels
view's link fetches ``plotly-basic.min.js`` (1.2 MB; ``dashboard/live/plotly_basic.py``), about 40 ms of the server's CPU
each time, for every viewer of a meeting. This answers those files from memory, gzip-compressed once (as is, to a
client that does not accept gzip), with Streamlit's own cache header for them. Only plain files directly in the
component's folder, and not its ``index.html`` (small, and Streamlit keeps it ``no-cache``); every other request
goes to Streamlit untouched.
"""

from __future__ import annotations

import gzip
import mimetypes
import threading
from pathlib import Path

from starlette.concurrency import run_in_threadpool

# dashboard/live/plotly_basic.py's component: its folder, and its name as declare_component makes it (module + name).
# Not imported from there: Streamlit registers a component only when its module is first imported by a script run,
# and a module imported here, by the server, would never be imported again.
FOLDER = Path(__file__).parents[1] / "components" / "plotly_basic"
PREFIX = "/component/dashboard.live.plotly_basic.plotly_basic/"


class ComponentFiles:
    """Serves the plotly_basic component's script files from memory (see the module docstring)."""

    def __init__(self, app, folder: Path = FOLDER, prefix: str = PREFIX):
        self.app = app
        self.prefix = prefix
        self.names = {p.name: p for p in folder.iterdir() if p.is_file() and p.suffix != ".html"} \
            if folder.is_dir() else {}
        self._files: dict[str, tuple[bytes, bytes]] = {}  # name -> (as is, gzip)
        self._lock = threading.Lock()

    async def __call__(self, scope, receive, send):
        path = scope.get("path") or ""
        name = path[len(self.prefix):] if path.startswith(self.prefix) else None
        if scope["type"] != "http" or scope.get("method") != "GET" or name not in self.names:
            await self.app(scope, receive, send)
            return
        raw, packed = self._files.get(name) or await run_in_threadpool(self._file, name)
        accepts = b"gzip" in dict(scope.get("headers") or []).get(b"accept-encoding", b"")
        body = packed if accepts else raw
        headers = [(b"content-type", (mimetypes.guess_type(name)[0] or "application/octet-stream").encode()),
                   (b"content-length", str(len(body)).encode()), (b"cache-control", b"public"),
                   (b"vary", b"Accept-Encoding")]
        if accepts:
            headers.append((b"content-encoding", b"gzip"))
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    def _file(self, name: str) -> tuple[bytes, bytes]:
        with self._lock:
            if name not in self._files:
                raw = self.names[name].read_bytes()
                self._files[name] = (raw, gzip.compress(raw, compresslevel=6, mtime=0))
            return self._files[name]
