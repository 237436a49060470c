"""``bench_meeting.py --clients http``: what the host pays when a meeting opens a link, without the browsers.

In a meeting the twenty browsers run on twenty laptops; the host serves their requests. Here each viewer is a
plain HTTP client (a thread, stdlib ``http.client``, keep-alive) that does on each open what a browser's network
side does, and nothing of its rendering: it GETs the link's page, then every same-origin file the page itself
makes a browser fetch on open (``<script src>``, ``<link rel=stylesheet|modulepreload|preload|icon href>``,
``<img src>``, the Streamlit scripts a first paint's loader lists, and Plotly's bundle named by ``data-plotly``
when the page has a chart), up to ``PARALLEL`` at once over its own keep-alive connections as a browser does. It
keeps a browser's cache: ``Accept-Encoding: gzip``; a file still fresh by its ``Cache-Control: max-age`` is not
asked for again; one with an ``ETag`` or ``Last-Modified`` is asked for again with ``If-None-Match`` /
``If-Modified-Since`` (a 304 answers it from the cache). An open's *first byte* is the page's status line and
headers received; *complete* is the page and all its files read.

What it leaves out: a live link's browser then loads the scripts' own imports and CSS, opens Streamlit's
websocket and has the page's script run on the server; none of that is here (``bench_meeting`` says so in its
output). Plotly is fetched when a page has any chart, although a browser fetches it once a chart comes into view.
"""

from __future__ import annotations

import gzip
import html
import http.client
import queue
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

PARALLEL = 6  # connections a browser opens to one host (Chromium's HTTP/1.1 limit)
_TAG = re.compile(r"<(script|link|img|body)\b([^>]*)>", re.I)
_ATTR = re.compile(r'([\w:-]+)\s*=\s*"([^"]*)"')
_LOADED_RELS = {"stylesheet", "modulepreload", "preload", "icon", "shortcut icon"}
# the server's first paint loads Streamlit's scripts from a script of its own (prerender.after_first_paint)
_LOADER_PATHS = re.compile(r'"(\./static/[^"\s]+\.(?:js|css))"')
_MAX_AGE = re.compile(r"max-age=(\d+)")
PAGE_PROBLEMS = ("Traceback (most recent call last)", "could not be drawn", "No such run", "being drawn",
                 "This page cannot")


def assets_of(page: str, page_url: str) -> list[str]:
    """Paths (with query) of the same-origin files a browser fetches on opening ``page``, in page order."""
    found: list[str] = []
    charts = 'class="cs-fig"' in page
    for tag, attrs in _TAG.findall(page):
        a = {k.lower(): html.unescape(v) for k, v in _ATTR.findall(attrs)}
        tag = tag.lower()
        if tag == "link" and a.get("rel", "").lower() in _LOADED_RELS:
            found.append(a.get("href", ""))
        elif tag in ("script", "img"):
            found.append(a.get("src", ""))
        elif tag == "body" and charts:
            found.append(a.get("data-plotly", ""))
    found += _LOADER_PATHS.findall(page)
    origin = urlsplit(page_url)
    out: list[str] = []
    for ref in filter(None, found):
        url = urlsplit(urljoin(page_url, ref))
        path = url.path + (f"?{url.query}" if url.query else "")
        if (url.scheme, url.netloc) == (origin.scheme, origin.netloc) and path not in out:
            out.append(path)
    return out


@dataclass
class Cached:
    etag: str
    modified: str
    fresh_until: float  # monotonic seconds; 0: asked again every time (no-cache, or no max-age)
    body: bytes  # a page as received (its files are read from it: compressed, it is small), empty for a file
    gzipped: bool = False


@dataclass
class Fetch:
    status: int = 0  # 0: answered from the cache without a request
    first_byte_s: float = 0.0
    body: bytes = b""
    gzipped: bool = False
    wire_bytes: int = 0
    failed: str = ""


class Client:
    """One viewer's network side: keep-alive connections to one host and a browser's cache."""

    def __init__(self, base: str, timeout_s: float):
        url = urlsplit(base)
        self.host, self.port, self.timeout_s = url.hostname, url.port, timeout_s
        self.base = base
        self.cache: dict[str, Cached] = {}
        self._conns: queue.LifoQueue = queue.LifoQueue()
        self._pool = ThreadPoolExecutor(PARALLEL)

    def close(self) -> None:
        self._pool.shutdown(wait=True)
        while not self._conns.empty():
            self._conns.get_nowait().close()

    def fetch(self, path: str, page: bool = False) -> Fetch:
        cached = self.cache.get(path)
        if cached and cached.fresh_until > time.monotonic():
            return Fetch(body=cached.body, gzipped=cached.gzipped)
        headers = {"Accept-Encoding": "gzip", "Accept": "text/html,*/*" if page else "*/*"}
        if cached and cached.etag:
            headers["If-None-Match"] = cached.etag
        if cached and cached.modified:
            headers["If-Modified-Since"] = cached.modified
        for attempt in range(2):  # a kept-alive connection the server closed meanwhile is retried on a new one
            try:
                conn = self._conns.get_nowait()
                reused = True
            except queue.Empty:
                conn, reused = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout_s), False
            t0 = time.monotonic()
            try:
                conn.request("GET", path, headers=headers)
                r = conn.getresponse()
                first = time.monotonic() - t0
                body = r.read()
            except (OSError, http.client.HTTPException) as e:
                conn.close()
                if reused and attempt == 0:
                    continue
                return Fetch(failed=f"{path[:80]}: {type(e).__name__}: {e}"[:200])
            if r.will_close:
                conn.close()
            else:
                self._conns.put(conn)
            break
        out = Fetch(status=r.status, first_byte_s=first, wire_bytes=len(body))
        if r.status == 304 and cached:
            out.body, out.gzipped = cached.body, cached.gzipped
        elif r.status == 200:
            out.body, out.gzipped = body, r.getheader("Content-Encoding", "") == "gzip"
            control = r.getheader("Cache-Control", "") or ""
            age = _MAX_AGE.search(control)
            fresh = time.monotonic() + int(age.group(1)) if age and "no-cache" not in control else 0.0
            etag, modified = r.getheader("ETag", ""), r.getheader("Last-Modified", "")
            if "no-store" not in control and (etag or modified or fresh):
                self.cache[path] = Cached(etag, modified, fresh, body if page else b"", out.gzipped)
        else:
            out.failed = f"{path[:80]}: HTTP {r.status}"
        return out

    def open(self, path: str, shared: bool) -> dict:
        """One open of a link: its page, then the page's files. Times from the request, in seconds."""
        t0 = time.monotonic()
        page = self.fetch(path, page=True)
        rec = {"first": page.first_byte_s if page.status else None, "live": None, "failed": page.failed, "overlay": False,
               "requests": 1, "not_modified": int(page.status == 304), "wire_bytes": page.wire_bytes}
        if page.failed:
            return rec
        text = (gzip.decompress(page.body) if page.gzipped else page.body).decode("utf-8", errors="replace")
        rec["overlay"] = shared or "cs-prerender" in text  # the page came with the server's first paint
        wrong = [p for p in PAGE_PROBLEMS if p in text] if shared else \
            ([] if '<div id="root">' in text else ["not Streamlit's page"])
        files = list(self._pool.map(self.fetch, assets_of(text, self.base + path)))
        rec["live"] = time.monotonic() - t0
        rec["requests"] += sum(f.status != 0 for f in files)
        rec["not_modified"] += sum(f.status == 304 for f in files)
        rec["wire_bytes"] += sum(f.wire_bytes for f in files)
        rec["failed"] = "; ".join(wrong + [f.failed for f in files if f.failed])
        return rec


def open_links(base: str, n: int, links: list[tuple[str, str]], until, think_s: float, timeout_s: float,
               link_of, shared: bool = False) -> list[dict]:
    """``n`` clients, started together, each opening ``links`` in turn (the ``i``-th first) until ``until()``,
    ``think_s`` between opens; ``link_of(base, view, run_id, shared)`` is a link's URL. One record per open (the
    browser mode's keys, plus requests, 304s and bytes received)."""
    out: list[dict] = []
    start = threading.Barrier(n)
    t_start = time.time()

    def client(i: int) -> None:
        c = Client(base, timeout_s)
        start.wait()
        k = 0
        try:
            while not until():
                view, run_id = links[(i + k) % len(links)]
                url = urlsplit(link_of(base, view, run_id, shared))
                at = time.time() - t_start
                rec = c.open(url.path + (f"?{url.query}" if url.query else ""), shared)
                out.append(dict(rec, viewer=i, open=k, view=view, run=run_id, at=at))
                k += 1
                time.sleep(think_s)
        finally:
            c.close()

    threads = [threading.Thread(target=client, args=(i,), name=f"client-{i}", daemon=True) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def print_traffic(opens: list[dict]) -> None:
    """Requests, 304s and bytes received per open (what the clients' cache saved the server)."""
    if not opens:
        return
    n = len(opens)
    req = sum(o.get("requests", 0) for o in opens)
    print(f"  per open: {req / n:.1f} requests ({sum(o.get('not_modified', 0) for o in opens) / n:.1f} answered 304), "
          f"{sum(o.get('wire_bytes', 0) for o in opens) / n / 1024:.1f} KB received")
