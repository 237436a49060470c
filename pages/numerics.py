"""Numerics of one run: every output compiled against eager, and where they differ, which compiler step, which
module and which setting (``dashboard/views/numerics_blocks.py``)."""

from dashboard.live import view_page

view_page.show("numerics")
