"""Graph breaks of one run: table by category and registry type, the source around each break, our fix beside
Dynamo's own explanation and hints, and the call chain that led there (``dashboard/views/breaks_blocks.py``;
its live-only parts, the fix experiments' button and the repro downloads: ``dashboard/live/remedy_panel.py``)."""

from dashboard.live import remedy_panel, view_page  # noqa: F401 - remedy_panel registers the view's live parts

view_page.show("breaks")
