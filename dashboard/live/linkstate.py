"""Link state: the URL's query parameters, kept in session_state so they survive page switches.

Streamlit clears query parameters when the user moves between pages. So the parameters are copied
into ``st.session_state`` whenever the URL brings new ones (a fresh link, a page switch that sets
them) and written back on every run: the address bar always names the run, the view and the
selected item, and a copied link opens exactly that view.
"""

from __future__ import annotations

from urllib.parse import urlencode, urlsplit

import streamlit as st

from dashboard.server import settings
from dashboard.views.registry import LINK_KEYS, max_chars
from dashboard.views.share_urls import share_path

from . import nav

_STATE = "_cs_link"
_SEEN = "_cs_link_seen"
_SLOT = "_cs_link_slot"
_REFUSED = "_cs_link_refused"


def widget_key(param: str) -> str:
    return f"w_{param}"


def state() -> dict[str, str]:
    return st.session_state.setdefault(_STATE, {})


def get(param: str) -> str | None:
    return state().get(param)


def _url_params() -> dict[str, str]:
    return {k: v for k, v in st.query_params.to_dict().items() if k in LINK_KEYS}


def sync_from_url() -> dict[str, str]:
    """Copy link parameters from the URL when it changed since our last write; returns what came in.

    A parameter longer than ``max_chars`` is left out (``refused`` names it for the page's one message)."""
    st.session_state[_REFUSED] = {}
    raw = _url_params()
    if raw == st.session_state.get(_SEEN):
        return {}
    url = {k: v for k, v in raw.items() if len(v) <= max_chars(k)}
    st.session_state[_REFUSED] = {k: len(v) for k, v in raw.items() if k not in url}
    link = state()
    for k, v in url.items():
        if link.get(k) != v:
            link[k] = v
            # the widget bound to this parameter must start again from the link's value
            st.session_state.pop(widget_key(k), None)
    st.session_state[_SEEN] = url
    return url


def refused() -> dict[str, int]:
    """Parameters of the link that came with this run that were too long to take: name -> length."""
    return st.session_state.get(_REFUSED) or {}


def refusal_message(too_long: dict[str, int]) -> str:
    parts = [f"{k} parameter is {n:,} characters long (at most {max_chars(k):,})" for k, n in too_long.items()]
    return ("This link cannot be opened: its " + "; its ".join(parts) + ". Open the view from the sidebar, "
            "or ask for the link again.")


def params_for(view: str) -> dict[str, str]:
    link = state()
    spec = nav.SPECS.get(view)
    out = {}
    if link.get("run"):
        out["run"] = link["run"]
    out["view"] = view
    for k in spec.params if spec else ():
        if link.get(k):
            out[k] = link[k]
    return out


def publish(view: str) -> None:
    """Write the view's link parameters to the address bar (and the copy-link box)."""
    params = params_for(view)
    if st.query_params.to_dict() != params:  # parameters no page reads are dropped too (a copied link is clean)
        st.query_params.from_dict(params)
    st.session_state[_SEEN] = params
    slot = st.session_state.get(_SLOT)
    if slot is not None:
        _render_link(slot, view)


def set_param(param: str, value: str | None) -> None:
    link = state()
    if value in (None, ""):
        link.pop(param, None)
    else:
        link[param] = str(value)
    publish(nav.current_view())


def select_run(run_id: str | None) -> None:
    """Point the app at another run; the item parameters of the old run no longer apply."""
    link = state()
    if run_id != link.get("run"):
        for k in ("kernel", "module", "compile_id", "guards_filter", "guards_page", "category", "gb", "window"):
            link.pop(k, None)
            st.session_state.pop(widget_key(k), None)
    set_param("run", run_id)


def app_root() -> str:
    """The app's base URL as the browser sees it, or "" when unknown (then links are relative)."""
    url = st.context.url
    if url:
        parts = urlsplit(url)
        path = parts.path.rstrip("/")
        here = nav.url_path(nav.current_view())
        if here and path.endswith("/" + here):
            path = path[: -len(here) - 1]
        return f"{parts.scheme}://{parts.netloc}{path}"
    host = st.context.headers.get("Host")
    if host:
        base = (st.get_option("server.baseUrlPath") or "").strip("/")
        return f"http://{host}/{base}".rstrip("/")
    return ""


def link_url(view: str, params: dict[str, str] | None = None) -> str:
    params = params_for(view) if params is None else params
    return f"{app_root()}/{nav.url_path(view)}?{urlencode(params)}"


def share_url(view: str) -> str:
    """The view's shared link: its static page (``dashboard/views/share_urls.py``), light for a meeting's many viewers."""
    return f"{app_root()}{share_path(view, params_for(view))}"


def link_slot() -> None:
    """Reserve the sidebar box that shows this view's link; it follows every change of link state."""
    # In a popover: its code block (and the 1.5 MB syntax highlighter it needs) loads only when the
    # user opens it, not on every page open.
    box = st.sidebar.popover("Link to this view", icon=":material/link:", width="stretch",
                             help="A URL that opens this view with its selections; copy it with the icon.")
    box.caption("Copy with the icon; it opens this view with its selections.")
    st.session_state[_SLOT] = box.empty()


def _render_link(slot, view: str) -> None:
    """The live link; for a report view also its static page, first in the read-only viewer (what a meeting opens)."""
    box = slot.container()
    links = [("This live view:", link_url(view))]
    spec = nav.SPECS.get(view)
    if spec is not None and spec.report:
        shared = ("For a meeting, the same view as a static page (light for many viewers; the live view is one click "
                  "away):", share_url(view))
        links = [shared, *links] if settings.viewer_mode() else [*links, shared]
    for label, url in links:
        if len(links) > 1:
            box.caption(label)
        box.code(url, language=None, wrap_lines=True)
