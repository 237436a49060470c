"""``benchmarks/links/bench_meeting.py --clients http``: plain HTTP clients open a served examples folder's
shared links, each fetching the page and the files it makes a browser fetch, with a browser's cache."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

_path = list(sys.path)
sys.path.insert(0, str(ROOT / "benchmarks" / "links"))
try:
    import bench_meeting
    import meeting_http
finally:
    sys.path[:] = _path

from analyzers.workflows.examples import EXAMPLES_DIR  # noqa: E402
from dashboard.static import prerender  # noqa: E402

BERT = bench_meeting.RICH[0]


def test_two_http_clients_open_shared_links_with_a_browsers_cache(capsys):
    """A few seconds of two clients over two views of the bert-base example, on the benchmark's own server."""
    if not (EXAMPLES_DIR / BERT / "report.json").is_file():
        pytest.skip("the example reports are not in this checkout")
    results = bench_meeting.main(["--clients", "http", "--open", "shared", "--phases", "viewers", "--viewers", "2",
                                  "--duration", "3", "--think", "0.05", "--views", "overview,kernels",
                                  "--runs", BERT, "--page-timeout", "30"])
    opens = results["viewers"][0]
    assert {o["viewer"] for o in opens} == {0, 1} and {o["view"] for o in opens} == {"overview", "kernels"}
    assert not [o["failed"] for o in opens if o["failed"]]
    assert all(0 < o["first"] <= o["live"] for o in opens)
    for viewer in (0, 1):
        for view in ("overview", "kernels"):
            mine = sorted((o for o in opens if (o["viewer"], o["view"]) == (viewer, view)), key=lambda o: o["open"])
            assert len(mine) >= 2, (viewer, view)
            first, later = mine[0], mine[1:]
            # the first open gets the page in full, compressed; the Kernels charts are in it as the server's drawings
            # (chart_images), so no Plotly bundle is fetched, except where the server has no Chromium to draw them
            assert first["not_modified"] == 0 and first["wire_bytes"] > 1000
            if view == "kernels" and Path("/usr/bin/chromium").exists():
                assert first["requests"] == 1 and first["wire_bytes"] > 20_000  # the page, its three charts in it
            elif view == "kernels":
                assert first["requests"] == 2 and first["wire_bytes"] > 100_000  # the page + Plotly's bundle
            # later opens: the page asked again with its ETag (304), Plotly not asked again (cached for good)
            assert all(o["requests"] == o["not_modified"] == 1 and o["wire_bytes"] == 0 for o in later)
    out = capsys.readouterr().out
    assert "2 HTTP clients, no browser" in out and "byte p50" in out and "Kernels" in out
    assert "requests" in out and "server CPU per open" in out and "clients (this process)" in out


def test_the_files_a_page_makes_a_browser_fetch():
    page = ('<html><head><link rel="stylesheet" href="./static/css/a.css"><link rel="service-desc" href="/api">'
            '<script src="/static/js/b.js?v=1&amp;x=2"></script><script src="https://cdn.example/c.js"></script>'
            '<link rel="icon" href="data:image/png;base64,AA"></head>'
            '<body data-plotly="/share/assets/plotly-basic-1.min.js"><a href="/code?run=R">code</a>'
            '<div class="cs-fig" data-fig="0"></div><img src="logo.png"></body></html>')
    assert meeting_http.assets_of(page, "http://127.0.0.1:8/share/kernels?run=R") == [
        "/share/static/css/a.css", "/static/js/b.js?v=1&x=2", "/share/assets/plotly-basic-1.min.js", "/share/logo.png"]
    # no chart on the page: Plotly is not fetched
    assert "/share/assets/plotly-basic-1.min.js" not in meeting_http.assets_of(
        page.replace('class="cs-fig"', ""), "http://127.0.0.1:8/share/kernels")
    # a live link's page with the server's first paint: Streamlit's scripts are listed by the loader, not as tags
    import streamlit

    index = (Path(streamlit.__file__).parent / "static" / "index.html").read_text(encoding="utf-8")
    painted = prerender.after_first_paint(index)
    assert "<script type=\"module\"" not in painted
    plain, loaded = (meeting_http.assets_of(p, "http://127.0.0.1:8/code?run=R") for p in (index, painted))
    scripts = [p for p in plain if p.startswith("/static/js/")]
    assert len(scripts) > 3 and set(plain) == set(loaded)
