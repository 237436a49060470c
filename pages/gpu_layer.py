"""GPU layer of one run: what torch decided below the generated code — CUDA graphs and autotuning
(``dashboard/views/gpu_layer_blocks.py``)."""

from dashboard.live import on_demand, view_page  # noqa: F401 - on_demand registers the candidates chart's toggle

view_page.show("gpu_layer")
