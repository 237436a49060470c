"""Layout & precision of one run: memory formats, Inductor's layout conversions, precision units, the layout and
precision experiments and every verified experiment ranked by gain (``dashboard/views/layout_blocks.py``)."""

from dashboard.live import view_page

view_page.show("layout")
