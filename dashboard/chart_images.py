"""A shared link's charts as images drawn once by the server: Plotly's own SVG export (Kaleido), not a parse of
Plotly's bundle and a draw in every viewer's browser.

Twenty people opening a link with a chart each paid about 0.3-0.4 s of their browser's CPU for Plotly alone (a
third of a 2-core machine for a second, per viewer, when the browsers share it). ``ChartImages.draw`` turns the
page's figures (the same JSON the page would hand Plotly) into SVG with ``kaleido.calc_fig_sync``: the drawing of
plotly.js itself, in one headless Chromium that Kaleido keeps for this process, one figure at a time. A figure is
drawn once per content (kept by the hash of its JSON); the page is drawn once per report version
(``shared_serve.DrawnPages``), so a meeting pays one drawing per chart, not one per viewer.

Where Kaleido or a browser it can drive is missing (``BROWSER_PATH``, else Debian's ``/usr/bin/chromium``, else what
Kaleido finds), or a figure fails, that figure is ``None``: the page draws it in the browser as before. Set
``COMPILESCOPE_STATIC_CHARTS=0`` to always draw in the browser.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from collections import OrderedDict
from pathlib import Path

log = logging.getLogger("compilescope.serve")
WIDTH = 1200  # px: the SVG's own width; the page scales it to its column (at most this wide)
DEBIAN_CHROMIUM = Path("/usr/bin/chromium")
KEEP = 256  # figures kept, by content


def enabled() -> bool:
    return os.environ.get("COMPILESCOPE_STATIC_CHARTS", "1") != "0"


class ChartImages:
    """SVG drawings of Plotly figures, one Kaleido browser per process, drawn one at a time (see the module
    docstring). Thread-safe: the server draws pages in its thread pool."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._kept: OrderedDict[str, str | None] = OrderedDict()
        self._started = False
        self.unavailable = "" if enabled() else "COMPILESCOPE_STATIC_CHARTS=0"  # why nothing is drawn here

    def draw(self, figures: list[str]) -> list[str | None]:
        """An SVG per figure (Plotly JSON), or None where it is drawn in the browser."""
        return [self._one(f) for f in figures]

    def _one(self, fig_json: str) -> str | None:
        key = hashlib.sha256(fig_json.encode("utf-8")).hexdigest()
        with self._lock:
            if key in self._kept:
                self._kept.move_to_end(key)
                return self._kept[key]
            if self.unavailable:
                return None
            svg = self._svg(fig_json)
            self._kept[key] = svg
            while len(self._kept) > KEEP:
                self._kept.popitem(last=False)
            return svg

    def _svg(self, fig_json: str) -> str | None:
        try:
            import kaleido
        except ImportError:
            self._give_up("kaleido is not installed (pip install kaleido)")
            return None
        fig = json.loads(fig_json)
        layout = fig.setdefault("layout", {})
        width = int(layout.get("width") or WIDTH)
        height = int(layout.get("height") or 360)
        try:
            if not self._started:
                if not os.environ.get("BROWSER_PATH") and DEBIAN_CHROMIUM.exists():
                    os.environ["BROWSER_PATH"] = str(DEBIAN_CHROMIUM)
                kaleido.start_sync_server(silence_warnings=True)
                self._started = True
            out = kaleido.calc_fig_sync(fig, opts={"format": "svg", "width": width, "height": height})
        except Exception as e:  # noqa: BLE001 - no browser, a browser that died: the viewers' browsers draw it
            if not self._started:
                self._give_up(f"Kaleido could not start a browser: {type(e).__name__}: {e}")
            else:
                log.warning("a chart could not be drawn as an image (%s: %s); the page draws it in the browser",
                            type(e).__name__, e)
            return None
        return out.decode("utf-8") if isinstance(out, bytes) else str(out)

    def _give_up(self, why: str) -> None:
        self.unavailable = why
        log.warning("shared pages draw their charts in each viewer's browser: %s", why)
