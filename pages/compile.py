"""Compile of one run: time by phase, recompiles and their reasons, caches, guards
(``dashboard/views/compile_blocks.py``; its downloads: ``dashboard/live/compile_hooks.py``)."""

from dashboard.live import compile_hooks, view_page  # noqa: F401 - compile_hooks registers the view's downloads

view_page.show("compile")
