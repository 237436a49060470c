"""Pages the server draws once and serves to every link that asks (``dashboard/serve.py``'s first paints, and the
shared links' static pages of ``dashboard/server/shared_serve.py``).

A page is drawn once per key (the server keys first paints by run, report version, view and link parameters), by
one thread, however many viewers ask for it at the same moment (a meeting opening one link); it is kept, encoded,
for the next viewer (the least recently used goes past ``size``). ``get`` waits a budget for a drawing and answers
None past it, leaving the drawing to finish for the next viewer; ``ahead`` draws a page nobody has asked for yet
(the other views of a run someone opened) on a thread of its own, so it never delays a page somebody is waiting
for; a drawing ahead that answers None is not kept. A drawing that raises is logged and not kept (the next ask
draws again).

Pure: no Streamlit.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

log = logging.getLogger("compilescope.serve")

Draw = Callable[[], "str | bytes | None"]


def _encoded(draw: Draw) -> bytes | None:
    page = draw()
    return page.encode("utf-8") if isinstance(page, str) else page  # bytes: encoded already (compressed, perhaps)


class DrawnPages:
    """Pages drawn once per key and kept (see the module docstring)."""

    def __init__(self, size: int = 128, threads: int = 2):
        self.size = size
        self._kept: OrderedDict[tuple, bytes | None] = OrderedDict()
        self._pending: dict[tuple, Future] = {}
        self._lock = threading.RLock()  # cancel() below calls _keep in this thread, under the lock
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="first-paint")
        self._ahead_pool = ThreadPoolExecutor(1, thread_name_prefix="first-paint-ahead")

    def get(self, key: tuple, draw: Draw, budget_s: float) -> bytes | None:
        """The page of ``key``: kept, else drawn by ``draw``; None when it is not drawn within ``budget_s`` (the
        drawing goes on and is kept for the next ask). Raises what the drawing raised."""
        kept, pending = self._start(key, draw, ahead=False)
        if pending is None:
            return kept
        try:
            return pending.result(timeout=budget_s)
        except FutureTimeout:
            return None

    def ahead(self, key: tuple, draw: Draw) -> None:
        """Draw the page of ``key`` in the background, unless it is kept or being drawn."""
        self._start(key, draw, ahead=True)

    def forget(self, key: tuple) -> None:
        """Drop the kept page of ``key`` (the next ask draws it again)."""
        with self._lock:
            self._kept.pop(key, None)

    def kept(self, key: tuple) -> bool:
        with self._lock:
            return key in self._kept

    def keys(self) -> list[tuple]:
        with self._lock:
            return list(self._kept)

    def _start(self, key: tuple, draw: Draw, ahead: bool) -> tuple[bytes | None, Future | None]:
        """(the kept page, None), or (None, the drawing of it: under way, or started now)."""
        with self._lock:
            if key in self._kept:
                self._kept.move_to_end(key)
                return self._kept[key], None
            pending = self._pending.get(key)
            # someone waits for a page queued behind drawings ahead: it is drawn now, by the pool that answers asks
            if pending is not None and not ahead and getattr(pending, "ahead", False) and pending.cancel():
                pending = None
            new = pending is None
            if new:
                pending = (self._ahead_pool if ahead else self._pool).submit(_encoded, draw)
                pending.ahead = ahead
                self._pending[key] = pending
        if new:  # outside the lock: a drawing already done calls _keep here, in this thread
            pending.add_done_callback(lambda f, key=key: self._keep(key, f))
        return None, pending

    def _keep(self, key: tuple, future: Future) -> None:
        with self._lock:
            if self._pending.get(key) is future:
                del self._pending[key]
            if future.cancelled():
                return
            if future.exception() is not None:
                log.error("drawing %s failed", key[1:], exc_info=future.exception())
                return
            if future.result() is None and future.ahead:  # nothing to draw ahead (yet): an ask draws it again
                return
            self._kept[key] = future.result()
            self._kept.move_to_end(key)
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
