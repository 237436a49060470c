"""The one registry of the dashboard's views: navigation, the shared-page router, the export's sections, the first
paint and the link builders all read it (no other list of views exists).

A report view (``report=True``) shows one run; its ``build`` is the view's one definition
(``dashboard/views/*``: report + link parameters -> blocks), drawn by the live renderer (Streamlit) and by the
static one (HTML: shared page, first paint, one-file export). Pure: no streamlit.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_VIEW = "overview"


@dataclass(frozen=True)
class ViewSpec:
    view: str  # the ``view`` link parameter and the URL path
    title: str
    icon: str
    params: tuple[str, ...] = ()  # link parameters this view reads besides ``run``
    report: bool = True  # shows one run (gets the run picker, a shared page and an export section)
    writes: bool = False  # launches or changes runs: hidden in viewer mode
    # link parameters that make the view draw something other than its default (no first paint for those links)
    changes_drawing: tuple[str, ...] = ()

    @property
    def file(self) -> str:
        """The page script, relative to dashboard/app.py."""
        return f"../pages/{self.view}.py"


VIEWS = (
    ViewSpec("overview", "Overview", ":material/dashboard:", ("samples",), changes_drawing=("samples",)),
    ViewSpec("breaks", "Graph breaks", ":material/call_split:", ("category", "gb")),
    ViewSpec("graph", "Graph", ":material/account_tree:", ("graph", "expand", "node", "color", "find", "numerics"),
             changes_drawing=("graph", "expand", "node", "color", "find", "numerics")),
    ViewSpec("source", "Source", ":material/segment:"),
    ViewSpec("code", "Generated code", ":material/code:", ("kernel", "module", "show_module"),
             changes_drawing=("show_module",)),
    ViewSpec("kernels", "Kernels", ":material/memory:", ("kernel", "kernels_filter", "module_depth", "counters_top"),
             changes_drawing=("kernels_filter", "module_depth", "counters_top")),
    ViewSpec("layout", "Layout & precision", ":material/grid_view:"),
    ViewSpec("timeline", "Timeline", ":material/view_timeline:", ("kernel", "window", "interactive"),
             changes_drawing=("window", "kernel", "interactive")),
    ViewSpec("compile", "Compile", ":material/timer:", ("compile_id", "guards_filter", "guards_page"),
             changes_drawing=("guards_filter", "guards_page")),
    ViewSpec("gpu_layer", "GPU layer", ":material/developer_board:", ("op",), changes_drawing=("op",)),
    ViewSpec("decode", "Decode", ":material/text_fields:"),
    ViewSpec("numerics", "Numerics", ":material/rule:"),
    ViewSpec("cold_start", "Cold start", ":material/rocket_launch:", ("budget",)),
    ViewSpec("runs", "Runs", ":material/table_rows:", ("q",), report=False),
    ViewSpec("compare", "Compare runs", ":material/compare_arrows:", ("compare",), report=False),
    ViewSpec("ranks", "Ranks", ":material/lan:", ("ranks",), report=False),
    ViewSpec("sweep", "Sweeps", ":material/grid_on:", ("sweep",), report=False),
    ViewSpec("shape_sweep", "Shape sweeps", ":material/straighten:", ("shape_sweep",), report=False),
    ViewSpec("new_run", "New run", ":material/play_arrow:", ("queued",), report=False, writes=True),
)
SPECS = {v.view: v for v in VIEWS}
REPORT_VIEWS = tuple(v for v in VIEWS if v.report)

# The longest value a link parameter may carry. Ids are short tokens; lists of ids (the ranks of a job, the
# graph modules a view opens) can be long. A longer value is refused, with one message, and never reaches a page.
MAX_PARAM_CHARS = 1000
MAX_CHARS_OF = {"run": 200, "view": 200, "sweep": 200, "shape_sweep": 200, "compare": 500,
                "ranks": 20_000, "expand": 20_000}
# Every view's link parameters: a view declares a parameter in one place.
LINK_KEYS = tuple(dict.fromkeys(("run", "view", "category", "kernel", "module", "compile_id", "q",
                                 *(p for s in VIEWS for p in s.params))))


def max_chars(param: str) -> int:
    return MAX_CHARS_OF.get(param, MAX_PARAM_CHARS)


def url_path(view: str) -> str:
    """Path of a view relative to the app root (the default view lives at the root)."""
    return "" if view == DEFAULT_VIEW else view
