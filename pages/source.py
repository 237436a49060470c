"""Source of one run: time per line of the model's source, eager and compiled
(``dashboard/views/source_blocks.py``)."""

from dashboard.live import view_page

view_page.show("source")
