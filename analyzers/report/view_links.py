"""The dashboard's views as links: each view's name, title and link parameters, the longest value a parameter may
carry, and the two paths of one view. The dashboard's registry (``dashboard/views/registry.py``) adds what only it
needs (icons, the page scripts, first paint); the MCP tools build the links an agent hands to a person from here.
Both import this one definition, so a link the engine builds is a page the dashboard serves. Stdlib only.

A meeting opens one link twenty times at once. The live page runs Streamlit's front end in every browser (about
2 s of CPU each on a 2-core machine) and a script run on the server per viewer; the shared link,
``/share/<view>?run=<id>&...``, is the same view as the HTML export draws it, served as one cached page
(``dashboard/server/shared_serve.py``), with the live view one click away. Both carry the same parameters:

    /breaks?run=ID&view=breaks&category=numpy        the live view (url_path: the Overview lives at the root)
    /share/breaks?run=ID&category=numpy              its static page; /share alone: the newest run's Overview
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlencode

DEFAULT_VIEW = "overview"
SHARE_PATH = "/share"


@dataclass(frozen=True)
class View:
    view: str  # the ``view`` link parameter and the URL path
    title: str
    params: tuple[str, ...] = ()  # link parameters this view reads besides ``run``
    report: bool = True  # shows one run (gets the run picker, a shared page and an export section)


# The one list of views, in the navigation's order.
VIEWS = (
    View("overview", "Overview", ("samples",)),
    View("breaks", "Graph breaks", ("category", "gb")),
    View("graph", "Graph", ("graph", "expand", "node", "color", "find", "numerics")),
    View("source", "Source"),
    View("code", "Generated code", ("kernel", "module", "show_module")),
    View("kernels", "Kernels", ("kernel", "kernels_filter", "module_depth", "counters_top")),
    View("layout", "Layout & precision"),
    View("timeline", "Timeline", ("kernel", "window", "interactive")),
    View("compile", "Compile", ("compile_id", "guards_filter", "guards_page")),
    View("gpu_layer", "GPU layer", ("op",)),
    View("decode", "Decode"),
    View("numerics", "Numerics"),
    View("cold_start", "Cold start", ("budget",)),
    View("runs", "Runs", ("q",), report=False),
    View("compare", "Compare runs", ("compare",), report=False),
    View("ranks", "Ranks", ("ranks",), report=False),
    View("sweep", "Sweeps", ("sweep",), report=False),
    View("shape_sweep", "Shape sweeps", ("shape_sweep",), report=False),
    View("new_run", "New run", ("queued",), report=False),
)
BY_NAME = {v.view: v for v in VIEWS}

# The longest value a link parameter may carry. Ids are short tokens; lists of ids (the ranks of a job, the
# graph modules a view opens) can be long. A longer value is refused, with one message, and never reaches a page.
MAX_PARAM_CHARS = 1000
MAX_CHARS_OF = {"run": 200, "view": 200, "sweep": 200, "shape_sweep": 200, "compare": 500,
                "ranks": 20_000, "expand": 20_000}
# Every view's link parameters: a view declares a parameter in one place.
LINK_KEYS = tuple(dict.fromkeys(("run", "view", "category", "kernel", "module", "compile_id", "q",
                                 *(p for v in VIEWS for p in v.params))))


class LinkRefused(ValueError):
    """A link that is not built; the message says what to change."""


def max_chars(param: str) -> int:
    return MAX_CHARS_OF.get(param, MAX_PARAM_CHARS)


def url_path(view: str) -> str:
    """Path of a view relative to the app root (the default view lives at the root)."""
    return "" if view == DEFAULT_VIEW else view


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
    return f"/{url_path(view)}?{urlencode(query)}"


def view_of(path: str) -> str | None:
    """The view a shared link's path names (``/share`` and ``/share/``: the Overview), or None when the path is not
    a shared link at all. A path deeper than one name answers its whole rest (no such view)."""
    if path in (SHARE_PATH, SHARE_PATH + "/"):
        return DEFAULT_VIEW
    if path.startswith(SHARE_PATH + "/"):
        return path[len(SHARE_PATH) + 1:]
    return None


def checked(view: str, params: Mapping[str, str]) -> View:
    """The view a link names, with its parameters checked against it. Refused (``LinkRefused``): an unknown view,
    a parameter the view does not take (``run`` aside), a value longer than a link may carry."""
    spec = BY_NAME.get(view)
    if spec is None:
        raise LinkRefused(f"unknown view {view!r}: use one of {', '.join(BY_NAME)}")
    extra = sorted(k for k in params if k != "run" and k not in spec.params)
    if extra:
        takes = ", ".join(("run",) * spec.report + spec.params) or "no parameters"
        raise LinkRefused(f"the {view} view takes {takes}, not {', '.join(extra)}")
    long = [k for k, v in params.items() if len(v) > max_chars(k)]
    if long:
        raise LinkRefused(f"{long[0]} is {len(params[long[0]])} characters long: use at most {max_chars(long[0])}")
    return spec


def view_paths(view: str, params: Mapping[str, str]) -> dict:
    """``{view, title, report_view, params, live, shared}`` of a checked link: ``live`` and ``shared`` are paths
    from the app's root; ``shared`` is None for a page that is not one run's report (its live link is the one to
    hand out)."""
    spec = checked(view, params)
    return {"view": view, "title": spec.title, "report_view": spec.report, "params": list(spec.params),
            "live": live_path(view, params), "shared": share_path(view, params) if spec.report else None}
