"""Cold start of one run: each route's process from its start to steady state, against a start-up budget
(``dashboard/views/cold_start_blocks.py``)."""

from dashboard.live import view_page

view_page.show("cold_start")
