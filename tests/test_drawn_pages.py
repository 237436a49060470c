"""First paints drawn once per key and kept (dashboard/server/drawn_pages.py), as a meeting opening one link needs."""

from __future__ import annotations

import threading
import time

import pytest

from dashboard.server.drawn_pages import DrawnPages


def _counting(page: str = "<p>page</p>", wait: threading.Event | None = None):
    calls = []

    def draw():
        calls.append(1)
        if wait is not None:
            wait.wait(10)
        return page

    return draw, calls


def test_twenty_viewers_asking_at_once_get_one_drawing():
    pages, release = DrawnPages(), threading.Event()
    draw, calls = _counting(wait=release)
    got = []
    askers = [threading.Thread(target=lambda: got.append(pages.get(("k",), draw, budget_s=10))) for _ in range(20)]
    for t in askers:
        t.start()
    time.sleep(0.2)
    release.set()
    for t in askers:
        t.join(10)
    assert got == [b"<p>page</p>"] * 20 and len(calls) == 1
    assert pages.get(("k",), draw, budget_s=0) == b"<p>page</p>" and len(calls) == 1  # kept: no drawing at all


def test_past_its_budget_a_drawing_answers_none_and_is_kept_for_the_next():
    pages, release = DrawnPages(), threading.Event()
    draw, calls = _counting(wait=release)
    assert pages.get(("k",), draw, budget_s=0.05) is None
    release.set()
    for _ in range(200):
        if pages.kept(("k",)):
            break
        time.sleep(0.01)
    assert pages.get(("k",), draw, budget_s=0) == b"<p>page</p>" and len(calls) == 1


def test_the_least_recently_used_page_goes_first():
    pages = DrawnPages(size=2)
    for key in ("a", "b"):
        pages.get((key,), lambda: key, budget_s=5)
    pages.get(("a",), lambda: "again", budget_s=5)  # a is used again: b is the oldest now
    pages.get(("c",), lambda: "c", budget_s=5)
    assert pages.keys() == [("a",), ("c",)]


def test_a_page_queued_behind_drawings_ahead_is_drawn_at_once_when_asked():
    pages, busy = DrawnPages(), threading.Event()
    slow, _ = _counting(wait=busy)
    pages.ahead(("slow",), slow)  # holds the one thread that draws ahead
    wanted, calls = _counting("<p>wanted</p>")
    pages.ahead(("wanted",), wanted)  # queued behind it
    try:
        assert pages.get(("wanted",), wanted, budget_s=5) == b"<p>wanted</p>" and len(calls) == 1
    finally:
        busy.set()


def test_a_drawing_that_raises_is_not_kept():
    pages = DrawnPages()

    def broken():
        raise ValueError("odd report")

    with pytest.raises(ValueError):
        pages.get(("k",), broken, budget_s=5)
    assert not pages.kept(("k",))
    assert pages.get(("k",), lambda: "fixed", budget_s=5) == b"fixed"
