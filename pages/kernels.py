"""Kernels of one run: what the device executed in one forward, eager beside compiled, and the limits
(``dashboard/views/kernels_blocks.py``)."""

from dashboard.live import kernels_hooks, view_page  # noqa: F401 - kernels_hooks registers the traces' downloads

view_page.show("kernels")
