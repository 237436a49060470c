"""Generated code of one run: kernels, and the output modules Inductor wrote, one per compiled graph
(``dashboard/views/code_blocks.py``)."""

from dashboard.live import code_hooks, view_page  # noqa: F401 - code_hooks registers the module's download

view_page.show("code")
