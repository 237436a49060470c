"""A shared link's charts as images drawn once by the server: Plotly's own SVG export (Kaleido), not a parse of
Plotly's bundle and a draw in every viewer's browser.

Twenty people opening a link with a chart each paid about 0.3-0.4 s of their browser's CPU for Plotly alone (a
third of a 2-core machine for a second, per viewer, when the browsers share it). ``ChartImages.draw`` turns the
page's figures (the same JSON the page would hand Plotly) into SVG with Kaleido's ``calc_fig``: the drawing of
plotly.js itself, in one headless Chromium kept for this process (its own thread and event loop; no MathJax, no
network), one figure at a time, each waited on for at most ``FIGURE_S`` (after at most ``READY_S`` for the page
Kaleido draws in to have run its scripts: on a busy machine Kaleido can take the blank tab's load for its page's, and
call its script before it has loaded). A figure is
drawn once per content (kept by the hash of its JSON); the page is drawn once per report version
(``shared_serve.DrawnPages``), so a meeting pays one drawing per chart, not one per viewer. A viewer never waits
for it: a page asked for before its charts are drawn is served with the browser drawing them, the drawing goes on in
the background (``draw_later``), and the next viewer gets the page with the images.

Where Kaleido or a browser it can drive is missing (``BROWSER_PATH``, else Debian's ``/usr/bin/chromium``, else what
Kaleido finds), or a figure fails, that figure is ``None``: the page draws it in the browser as before. Set
``COMPILESCOPE_STATIC_CHARTS=0`` to always draw in the browser.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import hashlib
import json
import logging
import os
import threading
import time
from collections import OrderedDict
from pathlib import Path

log = logging.getLogger("compilescope.serve")
WIDTH = 1200  # px: the SVG's own width; the page scales it to its column (at most this wide)
DEBIAN_CHROMIUM = Path("/usr/bin/chromium")
KEEP = 256  # figures kept, by content
START_S = 30.0  # the browser's start, at most
FIGURE_S = 20.0  # one figure, at most: a page never waits on a stuck browser for longer
READY_S = 20.0  # Kaleido's page running its scripts (plotly.js, kaleido_scopes.js) before a figure, at most
READY_POLL_S = 0.05
# true once Kaleido's page has loaded and run its scripts; evaluated in the context Kaleido calls its script in
READY_JS = "function(){return document.readyState === 'complete' && typeof kaleido_scopes === 'object'}"
NICE = 10  # the drawing browser's priority, below the server's (as a run's worker: analyzers/runs/priority.py)
QUIET_S = 1.5  # background drawings wait for this long without a page asked for
QUIET_WAIT_S = 30.0  # ... at most
RESTARTS = 2  # a browser that died or stuck is started again this often, then the browsers draw the charts


def enabled() -> bool:
    return os.environ.get("COMPILESCOPE_STATIC_CHARTS", "1") != "0"


class ChartImages:
    """SVG drawings of Plotly figures, one Kaleido browser per process, drawn one at a time (see the module
    docstring). Thread-safe: the server draws pages in its thread pool."""

    def __init__(self) -> None:
        self._lock = threading.Lock()  # the kept drawings
        self._drawing = threading.Lock()  # the browser
        self._kept: OrderedDict[str, str | None] = OrderedDict()
        self._failed: set[str] = set()
        self._last_ask = 0.0
        self._browser: _Browser | None = None
        self._later = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="chart-images")
        self._starts = 0
        self.unavailable = "" if enabled() else "COMPILESCOPE_STATIC_CHARTS=0"  # why nothing is drawn here

    def draw(self, figures: list[str]) -> list[str | None]:
        """An SVG per figure (Plotly JSON), or None where it is drawn in the browser."""
        return [self._one(f) for f in figures]

    def kept(self, figures: list[str]) -> list[str | None]:
        """The drawings there are already, drawing nothing (None: not drawn, or drawn in the browser)."""
        with self._lock:
            return [self._kept.get(_key(f)) for f in figures]

    def missing(self, figures: list[str]) -> list[str]:
        """The figures a drawing would still give an image of (not kept, not failed, the drawing available)."""
        with self._lock:
            if self.unavailable:
                return []
            return [f for f in figures if _key(f) not in self._kept and _key(f) not in self._failed]

    def draw_later(self, figures: list[str]) -> None:
        """Draw ``figures`` in the background (one thread; nobody waits on it), each once the pages have had no ask
        for ``QUIET_S`` (``asked``), at most ``QUIET_WAIT_S`` later: a meeting's burst of opens goes first."""
        if figures:
            self._later.submit(self._draw_when_quiet, figures, time.monotonic())

    def asked(self) -> None:
        """A page was asked for (the server calls this on every shared link)."""
        self._last_ask = time.monotonic()

    def _draw_when_quiet(self, figures: list[str], handed_at: float) -> None:
        until = handed_at + QUIET_WAIT_S  # for the whole batch
        for fig in figures:
            while time.monotonic() - self._last_ask < QUIET_S and time.monotonic() < until:
                time.sleep(0.1)
            self._one(fig)

    def _one(self, fig_json: str) -> str | None:
        key = _key(fig_json)
        with self._drawing:  # one drawing at a time; what is kept stays readable meanwhile (self._lock)
            with self._lock:
                if key in self._kept:
                    self._kept.move_to_end(key)
                    return self._kept[key]
                if self.unavailable or key in self._failed:
                    return None
            svg = self._svg(fig_json)
            with self._lock:
                if svg is None:  # drawn in the browser from now on (tried once per process)
                    self._failed.add(key)
                    return None
                self._kept[key] = svg
                while len(self._kept) > KEEP:
                    self._kept.popitem(last=False)
                return svg

    def _svg(self, fig_json: str) -> str | None:
        fig = json.loads(fig_json)
        layout = fig.setdefault("layout", {})
        opts = {"format": "svg", "width": int(layout.get("width") or WIDTH), "height": int(layout.get("height") or 360)}
        if self._browser is not None and not self._browser.alive():  # it died since the last figure
            self._browser = None
        if self._browser is None:
            if self._starts > RESTARTS:
                self._give_up(f"its browser stopped {self._starts} times")
                return None
            self._starts += 1
            try:
                self._browser = _Browser()
            except ImportError:
                self._give_up("kaleido is not installed (pip install kaleido)")
                return None
            except Exception as e:  # noqa: BLE001 - no browser it can drive: the viewers' browsers draw the charts
                self._give_up(f"Kaleido could not start a browser: {type(e).__name__}: {e}")
                return None
        try:
            out = self._browser.calc(fig, opts)
        except Exception as e:  # noqa: BLE001 - a figure it cannot draw, a browser that died or stuck
            log.warning("a chart could not be drawn as an image (%s: %s); the page draws it in the browser",
                        type(e).__name__, e)
            if not self._browser.alive():
                self._browser = None
            return None
        return out.decode("utf-8") if isinstance(out, bytes) else str(out)

    def _give_up(self, why: str) -> None:
        self.unavailable = why
        log.warning("shared pages draw their charts in each viewer's browser: %s", why)

    def close(self) -> None:
        with self._drawing:
            if self._browser is not None:
                self._browser.close()
                self._browser = None


def _descendants(root: int, marker: bytes) -> list[int]:
    """The processes below ``root``'s children whose command line holds ``marker``, those children included."""
    children: dict[int, list[int]] = {}
    with contextlib.suppress(OSError):
        for name in os.listdir("/proc"):
            if name.isdigit():
                with contextlib.suppress(OSError, ValueError, IndexError):
                    with open(f"/proc/{name}/stat", "rb") as f:
                        ppid = int(f.read().rsplit(b")", 1)[1].split()[1])
                    children.setdefault(ppid, []).append(int(name))
    out = []
    for pid in children.get(root, []):
        with contextlib.suppress(OSError):
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if marker not in f.read():
                    continue
        todo = [pid]
        while todo:
            p = todo.pop()
            out.append(p)
            todo += children.get(p, [])
    return out


def _key(fig_json: str) -> str:
    return hashlib.sha256(fig_json.encode("utf-8")).hexdigest()


class _Browser:
    """Kaleido's browser in a thread of its own with its own event loop; every wait on it is bounded."""

    def __init__(self) -> None:
        import kaleido  # ImportError: not installed

        if not os.environ.get("BROWSER_PATH") and DEBIAN_CHROMIUM.exists():
            os.environ["BROWSER_PATH"] = str(DEBIAN_CHROMIUM)
        self._kaleido = kaleido
        self._loop = asyncio.new_event_loop()
        self._ready: concurrent.futures.Future = concurrent.futures.Future()
        self._thread = threading.Thread(target=self._main, daemon=True, name="chart-images")
        self._thread.start()
        self._k, self._stop = self._ready.result(timeout=START_S)
        self._calls = 0
        self.renice()

    def renice(self) -> None:
        """Every thread of the browser's processes at ``NICE``: Chromium sets its own processes' priorities as it
        starts (its browser and GPU processes above the normal one where it may), past what it inherited; it keeps
        what is set after."""
        for pid in _descendants(os.getpid(), b"choreographer"):
            with contextlib.suppress(OSError):
                for tid in os.listdir(f"/proc/{pid}/task"):
                    with contextlib.suppress(OSError):
                        os.setpriority(os.PRIO_PROCESS, int(tid), NICE)

    def _main(self) -> None:
        # Below the server and the viewers' browsers: this thread's priority is lowered before it starts the browser,
        # which inherits it (every process and thread of it), so a drawing in the background never delays a page.
        with contextlib.suppress(OSError, AttributeError):
            tid = threading.get_native_id()
            os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + NICE))
        self._loop.run_until_complete(self._serve())

    async def _serve(self) -> None:
        try:
            async with self._kaleido.Kaleido(n=1, timeout=FIGURE_S, mathjax=False) as k:
                stop = asyncio.Event()
                self._ready.set_result((k, stop))
                await stop.wait()
        except BaseException as e:  # noqa: BLE001 - handed to the caller waiting for the start
            if not self._ready.done():
                self._ready.set_exception(e)

    def calc(self, fig: dict, opts: dict) -> bytes:
        future = asyncio.run_coroutine_threadsafe(self._draw(fig, opts), self._loop)
        try:
            out = future.result(timeout=READY_S + FIGURE_S + 5)
        except concurrent.futures.TimeoutError:
            future.cancel()
            self.close()
            raise
        self._calls += 1
        if self._calls % 5 == 0:  # a process or thread Chromium started meanwhile
            self.renice()
        return out

    async def _draw(self, fig: dict, opts: dict) -> bytes:
        deadline = self._loop.time() + READY_S
        await self._page_ready(deadline)
        try:
            return await self._k.calc_fig(fig, opts=opts)
        except Exception as e:
            # the page was not ready after all (a Kaleido whose tab this cannot look at): once more, when it is
            if "kaleido_scopes is not defined" not in str(e):
                raise
            log.info("Kaleido's page had not loaded its script yet; drawing the figure again once it has")
            await self._page_ready(deadline, settle_s=0.5)
            return await self._k.calc_fig(fig, opts=opts)

    async def _page_ready(self, deadline: float, settle_s: float = 0.0) -> None:
        """Wait until Kaleido's page has run its scripts, at most until ``deadline`` (TimeoutError after it).

        Kaleido waits for its page's ``load`` event before it hands a tab out, but the one it catches can be the
        blank tab's it navigated from (Chromium's first tab still loading ``about:blank``): under load it then calls
        ``kaleido_scopes`` while plotly.js is still being parsed (``ReferenceError: kaleido_scopes is not
        defined``). So every figure first asks the page itself, in the JavaScript context Kaleido will call in; a
        context that is gone (a navigation Kaleido missed) is reloaded once, which gives Kaleido the new one."""
        queue = getattr(self._k, "tabs_ready", None)
        if not isinstance(queue, asyncio.Queue):  # a Kaleido whose tabs this cannot reach: its own wait only
            await asyncio.sleep(settle_s)
            return
        tab = await asyncio.wait_for(queue.get(), max(0.1, deadline - self._loop.time()))  # one tab: ours now
        try:
            reloaded = False
            while True:
                state = await self._page_state(tab)
                if state is True:
                    return
                if state is None and not reloaded:  # its JavaScript context is gone: a fresh page and context
                    reloaded = True
                    await asyncio.wait_for(tab.reload(), max(0.1, deadline - self._loop.time()))
                    continue
                if self._loop.time() >= deadline:
                    raise TimeoutError(f"Kaleido's page did not load its scripts in {READY_S:.0f} s")
                await asyncio.sleep(READY_POLL_S)
        finally:
            queue.put_nowait(tab)

    @staticmethod
    async def _page_state(tab) -> bool | None:
        """True: the page has run its scripts; False: not yet; None: its JavaScript context is gone."""
        js_id = getattr(tab, "_current_js_id", None)
        if js_id is None:  # no context named: the page's own (the top frame's)
            params = {"expression": f"({READY_JS})()", "returnByValue": True}
            reply = await tab.tab.send_command("Runtime.evaluate", params=params)
        else:
            params = {"functionDeclaration": READY_JS, "executionContextId": js_id, "returnByValue": True}
            reply = await tab.tab.send_command("Runtime.callFunctionOn", params=params)
        if "error" in reply:  # "Cannot find context with specified id"
            return None
        return reply.get("result", {}).get("result", {}).get("value") is True

    def alive(self) -> bool:
        return self._thread.is_alive()

    def close(self) -> None:
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(timeout=10)
