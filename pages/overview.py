"""Overview of one run: the finding, headline figures, stages, options and environment
(``dashboard/views/overview_blocks.py``)."""

from dashboard.live import view_page

view_page.show("overview")
