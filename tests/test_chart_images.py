"""Charts a shared page's server draws once as images (``dashboard/server/chart_images.py``) and how a page places them
(``html_page.render_page`` with a frame's images): Plotly's own SVG, kept by content, the browser's drawing where the
server has none."""

from __future__ import annotations

import base64
import re
import sys
from pathlib import Path

import plotly.graph_objects as go
import pytest

from dashboard.server import chart_images
from dashboard.static import html_page as h

CHROMIUM = Path("/usr/bin/chromium")


def _figure_json(label: str = "print/logging") -> str:
    doc = h.Document("t")
    doc.figure(go.Figure(go.Bar(x=[3, 1], y=[label, "numpy"], orientation="h"), layout={"height": 240}))
    return doc.figures[0]


@pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is missing (scripts/system_deps.sh installs it)")
def test_a_figure_is_drawn_once_as_plotlys_own_svg_with_its_text_escaped():
    charts = chart_images.ChartImages()
    fig = _figure_json('a&c <script>alert(1)</script>')
    (svg,) = charts.draw([fig])
    assert charts.unavailable == "" and svg and svg.lstrip().startswith("<svg")
    # a label is text, never markup (Plotly escapes it as it does in the browser)
    assert "a&amp;c &#60;script&#62;alert(1)&#60;/script&#62;" in svg and "<script" not in svg and "numpy" in svg
    assert 'height="240"' in svg and f'width="{chart_images.WIDTH}"' in svg

    def no_second_drawing(_):
        raise AssertionError("drawn again")

    charts._browser.close()  # the browser stopped (it died, or was stuck): the next figure starts another one
    assert charts.draw([_figure_json("after a restart")])[0].count("after a restart") == 1 and charts._starts == 2
    charts._svg = no_second_drawing
    assert charts.draw([fig, fig]) == [svg, svg]  # kept by content: a page drawn again costs no drawing
    charts.close()


def test_without_kaleido_or_when_switched_off_the_browser_draws_the_charts(monkeypatch):
    monkeypatch.setitem(sys.modules, "kaleido", None)  # import kaleido raises ImportError
    charts = chart_images.ChartImages()
    assert charts.draw([_figure_json(), _figure_json("x")]) == [None, None]
    assert "kaleido is not installed" in charts.unavailable
    monkeypatch.setenv("COMPILESCOPE_STATIC_CHARTS", "0")
    off = chart_images.ChartImages()
    assert off.draw([_figure_json()]) == [None] and off.unavailable == "COMPILESCOPE_STATIC_CHARTS=0"


def test_a_page_places_the_servers_drawing_and_keeps_the_figure_for_a_click():
    doc = h.Document("t")
    doc.add("a", "A", doc.figure(go.Figure(go.Bar(x=[1], y=["one"]))) + doc.figure(go.Figure(go.Bar(x=[2], y=["two"]))))
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>one</text></svg>'
    frame = h.Frame(links=[], plotly_src="/share/assets/plotly-basic-x.min.js", images=[svg, None])
    page = h.render_page(doc, "", frame)
    slot = re.search(r'<div class="cs-fig cs-static" data-fig="0" data-h="(\d+)" title="([^"]*)">'
                     r'<img alt="chart" decoding="async" loading="lazy" width="10" height="10" '
                     r'src="data:image/svg\+xml;base64,([^"]+)"></div>', page)
    assert slot and base64.b64decode(slot.group(3)).decode() == svg and "click" in slot.group(2)
    assert '<div class="cs-fig" data-fig="1" style="height:' in page  # no drawing: the browser draws this one
    assert 'data-plotly="/share/assets/plotly-basic-x.min.js"' in page  # for the click, and for figure 1
    figures = re.search(r'id="cs-figures">(.*?)</script>', page, re.S).group(1)
    assert figures.count('"y":["one"]') == figures.count('"y":["two"]') == 1  # both figures stay in the page
    assert "img-src data:" in page  # the CSP allows the drawing and nothing more
    # with nothing drawn, the page is the one the browser draws, unchanged
    plain = h.render_page(doc, "", h.Frame(links=[], plotly_src="/p.js", images=[None, None]))
    assert 'class="cs-fig cs-static"' not in plain and plain == h.render_page(doc, "", h.Frame(links=[], plotly_src="/p.js"))


def _quiet_before(asks: list[float], drawn: float, quiet_s: float) -> bool:
    """Whether the asks before ``drawn`` left a gap of ``quiet_s`` (the quiet moment the drawing waited for). On a
    busy machine the test's own asks can pause that long (its thread not scheduled): the drawing may then start
    before the asks stop, and rightly so."""
    before = [a for a in asks if a <= drawn]
    return bool(before) and any(b - a >= quiet_s for a, b in zip(before, before[1:] + [drawn], strict=True))


def test_a_background_drawing_waits_for_a_quiet_moment_but_not_for_ever(monkeypatch):
    """A meeting's burst of opens goes first: the drawing starts once no page was asked for ``QUIET_S``, or at most
    ``QUIET_WAIT_S`` after it was handed over, however busy the pages stay. Each ask's time is the one the drawer
    saw (``_last_ask``), so this holds on a busy machine too."""
    import time

    quiet_s, wait_s, late_s = 0.3, 1.5, 2.0  # late_s: the drawer's thread waking late on a busy machine, at most
    monkeypatch.setattr(chart_images, "QUIET_S", quiet_s)
    monkeypatch.setattr(chart_images, "QUIET_WAIT_S", wait_s)
    charts = chart_images.ChartImages()
    charts.unavailable = ""
    drawn_at = []
    charts._svg = lambda fig_json: drawn_at.append(time.monotonic()) or "<svg/>"
    asks: list[float] = []

    def ask():
        charts.asked()
        asks.append(charts._last_ask)

    t0 = time.monotonic()
    ask()
    charts.draw_later([_figure_json("a")])
    while time.monotonic() - t0 < 0.6:  # viewers keep asking for 0.6 s
        ask()
        time.sleep(0.05)
    while not drawn_at and time.monotonic() - t0 < 5:
        time.sleep(0.05)
    assert drawn_at and _quiet_before(asks, drawn_at[0], quiet_s)  # after a quiet moment: the asks' end, or a pause
    assert drawn_at[0] < min(asks[-1] + quiet_s, t0 + wait_s) + late_s  # and not long after it
    t1 = time.monotonic()  # the asks so far stay in ``asks``: the quiet since the last one counts
    charts.draw_later([_figure_json("b")])
    while len(drawn_at) < 2 and time.monotonic() - t1 < 10:  # asks that never stop (for longer than any bound here)
        ask()
        time.sleep(0.05)
    assert len(drawn_at) == 2 and drawn_at[1] < t1 + wait_s + late_s  # not later than QUIET_WAIT_S
    assert drawn_at[1] >= t1 + wait_s or _quiet_before(asks, drawn_at[1], quiet_s)  # nor before, unless asks paused
    assert charts.kept([_figure_json("a"), _figure_json("b")]) == ["<svg/>", "<svg/>"]
