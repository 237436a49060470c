"""Timeline of one forward: eager above compiled, CPU ops, launches and GPU kernels on one time axis
(``dashboard/views/definitions/timeline.py``)."""

from dashboard.live import view_page

view_page.show("timeline")
