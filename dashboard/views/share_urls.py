"""The two links of one report view: the live dashboard's, and the shared link's static page (``/share/<view>``).

One definition, ``analyzers/report/view_links.py`` (its docstring says why a meeting gets the shared link), which
the MCP tools build their links from too. Pure: no Streamlit.
"""

from __future__ import annotations

from analyzers.report.view_links import (  # noqa: F401 - read through share_urls
    DEFAULT_VIEW,
    SHARE_PATH,
    live_path,
    share_path,
    view_of,
)
