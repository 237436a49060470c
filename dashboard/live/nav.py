"""The app's navigation: Streamlit pages made from the one registry of views (``dashboard/views/registry.py``)."""

from __future__ import annotations

import streamlit as st

from dashboard.views.registry import DEFAULT_VIEW, SPECS, VIEWS, url_path  # noqa: F401 - read through nav

_PAGES_KEY = "_cs_pages"
_CURRENT_KEY = "_cs_view"


PAGES = VIEWS  # the registry's views, in the sidebar's order
# The default page lives at the root; its own path (/overview) is a hidden second entry to the same script, so a
# link to /overview?run=... opens the Overview (Streamlit answers a default page's own path "Page not found").
# The default page's registered name is another (Streamlit tells pages apart by it).
ROOT_NAME = "home"


def navigation(viewer: bool):
    """Register the pages (New run left out in viewer mode) and return the page to run."""
    pages = {}
    for spec in PAGES:
        if viewer and spec.writes:
            continue
        default = spec.view == DEFAULT_VIEW
        pages[spec.view] = st.Page(
            spec.file, title=spec.title, icon=spec.icon, url_path=ROOT_NAME if default else spec.view, default=default
        )
    spec = SPECS[DEFAULT_VIEW]
    alias = st.Page(spec.file, title=spec.title, icon=spec.icon, url_path=DEFAULT_VIEW, visibility="hidden")
    st.session_state[_PAGES_KEY] = pages
    report_pages = [p for v, p in pages.items() if SPECS[v].report] + [alias]
    run_pages = [p for v, p in pages.items() if not SPECS[v].report]
    # expanded: every page listed (Streamlit shows ten of more than twelve and hides the rest, New run among
    # them, under "View more")
    current = st.navigation({"Report": report_pages, "Runs": run_pages}, expanded=True)
    st.session_state[_CURRENT_KEY] = next(
        (v for v, p in pages.items() if p._script_hash == current._script_hash), DEFAULT_VIEW
    )  # the hidden /overview entry is the default view too
    return current


def page(view: str):
    """The registered st.Page of ``view`` (for st.switch_page / st.page_link)."""
    return st.session_state[_PAGES_KEY][view]


def has_page(view: str) -> bool:
    return view in st.session_state.get(_PAGES_KEY, {})


def current_view() -> str:
    return st.session_state.get(_CURRENT_KEY, DEFAULT_VIEW)
