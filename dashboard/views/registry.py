"""The one registry of the dashboard's views: navigation, the shared-page router, the export's sections, the first
paint and the link builders all read it (no other list of views exists).

A view's link (its name, title, link parameters, whether it shows one run, and the parameters' longest values) is
``analyzers/report/view_links.py``'s, which the MCP tools build their links from too; this file adds what only the
dashboard needs: icons, page scripts, viewer mode, first paint.

A report view (``report=True``) shows one run; its ``build`` is the view's one definition
(``dashboard/views/*``: report + link parameters -> blocks), drawn by the live renderer (Streamlit) and by the
static one (HTML: shared page, first paint, one-file export). Pure: no streamlit.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from analyzers.report import view_links
from analyzers.report.view_links import (  # noqa: F401 - read through the registry
    DEFAULT_VIEW,
    LINK_KEYS,
    MAX_CHARS_OF,
    MAX_PARAM_CHARS,
    View,
    max_chars,
    url_path,
)


@dataclass(frozen=True, kw_only=True)
class ViewSpec(View):
    icon: str
    writes: bool = False  # launches or changes runs: hidden in viewer mode
    # link parameters that make the view draw something other than its default (no first paint for those links)
    changes_drawing: tuple[str, ...] = ()

    @property
    def file(self) -> str:
        """The page script, relative to dashboard/app.py."""
        return f"../pages/{self.view}.py"


# What only the dashboard knows of each view of view_links.VIEWS (a view missing here fails at import).
DRAWN = {
    "overview": {"icon": ":material/dashboard:", "changes_drawing": ("samples",)},
    "breaks": {"icon": ":material/call_split:"},
    "graph": {"icon": ":material/account_tree:",
              "changes_drawing": ("graph", "expand", "node", "color", "find", "numerics")},
    "source": {"icon": ":material/segment:"},
    "code": {"icon": ":material/code:", "changes_drawing": ("show_module",)},
    "kernels": {"icon": ":material/memory:", "changes_drawing": ("kernels_filter", "module_depth", "counters_top")},
    "layout": {"icon": ":material/grid_view:"},
    "timeline": {"icon": ":material/view_timeline:", "changes_drawing": ("window", "kernel", "interactive")},
    "compile": {"icon": ":material/timer:", "changes_drawing": ("guards_filter", "guards_page")},
    "gpu_layer": {"icon": ":material/developer_board:", "changes_drawing": ("op",)},
    "decode": {"icon": ":material/text_fields:"},
    "numerics": {"icon": ":material/rule:"},
    "cold_start": {"icon": ":material/rocket_launch:"},
    "runs": {"icon": ":material/table_rows:"},
    "compare": {"icon": ":material/compare_arrows:"},
    "ranks": {"icon": ":material/lan:"},
    "sweep": {"icon": ":material/grid_on:"},
    "shape_sweep": {"icon": ":material/straighten:"},
    "new_run": {"icon": ":material/play_arrow:", "writes": True},
}
VIEWS = tuple(ViewSpec(**{f.name: getattr(v, f.name) for f in fields(View)}, **DRAWN[v.view])
              for v in view_links.VIEWS)
SPECS = {v.view: v for v in VIEWS}
REPORT_VIEWS = tuple(v for v in VIEWS if v.report)
