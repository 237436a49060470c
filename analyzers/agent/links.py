"""The links of a dashboard view that an agent hands to a person: the shared page (``/share/<view>?run=...``, the
static page a meeting opens) and the live view, with the same parameters.

Built by ``analyzers/report/view_links.py``, the views' one definition the dashboard's registry reads too: the same
views, the same parameter limits, the same paths the server answers.
"""

from __future__ import annotations

from ..report.view_links import LinkRefused, view_paths
from .checks import Refused

DEFAULT_BASE_URL = "http://localhost:8501"  # make start's address and port


def view_links(view: str, params: dict[str, str], base_url: str = DEFAULT_BASE_URL) -> dict:
    """``{view, title, report_view, params, shared, live}``: ``shared`` is the static page's URL (None for a page
    that is not one run's report, e.g. Compare: its live link is the one to hand out). Refused: an unknown view, a
    parameter the view does not take, a value longer than a link may carry."""
    try:
        answer = view_paths(view, params)
    except LinkRefused as e:
        raise Refused(str(e)) from None
    base = base_url.rstrip("/")
    answer["live"] = base + answer["live"]
    answer["shared"] = base + answer["shared"] if answer["shared"] else None
    return answer
