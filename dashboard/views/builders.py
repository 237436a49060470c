"""Each report view's blocks: ``BUILDERS`` maps a report view of the registry (``dashboard/views/registry.py``) to
its ``blocks(report, files, params) -> list of blocks`` (``dashboard/views/blocks.py``) in ``<view>_blocks.py``.

The live page (``pages/<view>.py`` through ``dashboard/live/view_page.py``), the shared page, the link's first
paint and the one-file export (``dashboard/static/``) all draw these lists; no view is written twice.
"""

from __future__ import annotations

from . import (
    breaks_blocks,
    code_blocks,
    cold_start_blocks,
    compile_blocks,
    decode_blocks,
    gpu_layer_blocks,
    graph_blocks,
    kernels_blocks,
    layout_blocks,
    numerics_blocks,
    overview_blocks,
    source_blocks,
    timeline_blocks,
)
from .blocks import Build

BUILDERS: dict[str, Build] = {
    "overview": overview_blocks.blocks,
    "numerics": numerics_blocks.blocks,
    "cold_start": cold_start_blocks.blocks,
    "source": source_blocks.blocks,
    "breaks": breaks_blocks.blocks,
    "compile": compile_blocks.blocks,
    "graph": graph_blocks.blocks,
    "timeline": timeline_blocks.blocks,
    "gpu_layer": gpu_layer_blocks.blocks,
    "decode": decode_blocks.blocks,
    "code": code_blocks.blocks,
    "kernels": kernels_blocks.blocks,
    "layout": layout_blocks.blocks,
}
