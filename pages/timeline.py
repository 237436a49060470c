"""Timeline of one forward: eager above compiled, CPU ops, launches and GPU kernels on one time axis
(``dashboard/views/timeline_blocks.py``)."""

from dashboard.live import view_page

view_page.show("timeline")
