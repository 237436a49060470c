"""The two links of one report view: the live dashboard's, and the shared link's static page.

A meeting opens one link twenty times at once. The live page runs Streamlit's front end in every browser (about
2 s of CPU each on a 2-core machine) and a script run on the server per viewer; the shared link,
``/share/<view>?run=<id>&...``, is the same view as the HTML export draws it, served as one cached page
(``dashboard/server/shared_serve.py``), with the live view one click away. Both carry the same parameters:

    /breaks?run=ID&view=breaks&category=numpy        the live view (nav.url_path: the Overview lives at the root)
    /share/breaks?run=ID&category=numpy              its static page; /share alone: the newest run's Overview

Pure: no Streamlit.
"""

from __future__ import annotations

from collections.abc import Mapping
from urllib.parse import urlencode

from .registry import DEFAULT_VIEW

SHARE_PATH = "/share"


def _ordered(params: Mapping[str, str]) -> dict[str, str]:
    """``run`` first, then the others in their order; blanks left out."""
    out = {"run": params["run"]} if params.get("run") else {}
    out.update((k, v) for k, v in params.items() if k not in ("run", "view") and v)
    return out


def share_path(view: str, params: Mapping[str, str]) -> str:
    """The static page's path and query: ``/share/<view>?run=...&<the view's parameters>``."""
    query = urlencode(_ordered(params))
    return f"{SHARE_PATH}/{view}" + (f"?{query}" if query else "")


def live_path(view: str, params: Mapping[str, str]) -> str:
    """The live view's path and query, as the app's "Link to this view" gives it (``linkstate.link_url``)."""
    ordered = _ordered(params)
    query = {"run": ordered.pop("run")} if "run" in ordered else {}
    query["view"] = view
    query.update(ordered)
    return f"/{'' if view == DEFAULT_VIEW else view}?{urlencode(query)}"


def view_of(path: str) -> str | None:
    """The view a shared link's path names (``/share`` and ``/share/``: the Overview), or None when the path is not
    a shared link at all. A path deeper than one name answers its whole rest (no such view)."""
    if path in (SHARE_PATH, SHARE_PATH + "/"):
        return DEFAULT_VIEW
    if path.startswith(SHARE_PATH + "/"):
        return path[len(SHARE_PATH) + 1:]
    return None
