"""The pages of the app: one registry, so links, navigation and page switches agree on names."""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

_PAGES_KEY = "_cs_pages"
_CURRENT_KEY = "_cs_view"


@dataclass(frozen=True)
class PageSpec:
    view: str  # the ``view`` link parameter and the URL path
    title: str
    file: str  # relative to dashboard/app.py
    icon: str
    params: tuple[str, ...] = ()  # link parameters this page reads besides ``run``
    report: bool = True  # shows one run (gets the run picker)
    writes: bool = False  # launches or changes runs: hidden in viewer mode


PAGES = (
    PageSpec("overview", "Overview", "../pages/overview.py", ":material/dashboard:"),
    PageSpec("breaks", "Graph breaks", "../pages/breaks.py", ":material/call_split:", ("category", "gb")),
    PageSpec("graph", "Graph", "../pages/graph.py", ":material/account_tree:", ("graph", "expand", "node", "color", "find")),
    PageSpec("code", "Generated code", "../pages/code.py", ":material/code:", ("kernel", "module")),
    PageSpec("kernels", "Kernels", "../pages/kernels.py", ":material/memory:", ("kernel",)),
    PageSpec("timeline", "Timeline", "../pages/timeline.py", ":material/view_timeline:", ("kernel", "window")),
    PageSpec("compile", "Compile", "../pages/compile.py", ":material/timer:", ("compile_id",)),
    PageSpec("gpu_layer", "GPU layer", "../pages/gpu_layer.py", ":material/developer_board:", ("op",)),  # issue 27
    PageSpec("decode", "Decode", "../pages/decode.py", ":material/text_fields:"),
    PageSpec("numerics", "Numerics", "../pages/numerics.py", ":material/rule:"),  # issue 26
    PageSpec("cold_start", "Cold start", "../pages/cold_start.py", ":material/rocket_launch:", ("budget",)),  # issue 28
    PageSpec("runs", "Runs", "../pages/runs.py", ":material/table_rows:", ("q",), report=False),
    PageSpec("compare", "Compare runs", "../pages/compare.py", ":material/compare_arrows:", ("compare",), report=False),
    PageSpec("ranks", "Ranks", "../pages/ranks.py", ":material/lan:", ("ranks",), report=False),
    PageSpec("sweep", "Sweeps", "../pages/sweep.py", ":material/grid_on:", ("sweep",), report=False),
    PageSpec("shape_sweep", "Shape sweeps", "../pages/shape_sweep.py", ":material/straighten:", ("shape_sweep",), report=False),
    PageSpec("new_run", "New run", "../pages/new_run.py", ":material/play_arrow:", report=False, writes=True),
)
SPECS = {p.view: p for p in PAGES}
DEFAULT_VIEW = "overview"
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


def url_path(view: str) -> str:
    """Path of a view relative to the app root (the default page lives at the root)."""
    return "" if view == DEFAULT_VIEW else view
