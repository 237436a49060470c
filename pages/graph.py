"""Graph: the FX graphs Dynamo captured, drawn by module (``dashboard/views/graph_blocks.py``); the live-only
parts (the default-view button, the browser's layout when ``dot`` fails, the downloads) are
``dashboard/live/graph_hooks.py``."""

from dashboard.live import graph_hooks, view_page  # noqa: F401 - graph_hooks registers the page's live-only hooks

view_page.show("graph")
