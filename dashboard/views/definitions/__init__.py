"""One definition per report view: ``blocks(report, files, params) -> list of blocks`` (``dashboard/views/blocks.py``).

The live page (``pages/<view>.py`` through ``dashboard/live/view_page.py``), the shared page, the link's first
paint and the one-file export (``dashboard/static/``) all draw these lists; no view is written twice.
``BUILDERS`` maps each report view of the registry (``dashboard/views/registry.py``) to its definition.
"""

from __future__ import annotations

from ..blocks import Build
from . import (
    breaks,
    code,
    cold_start,
    compile,
    decode,
    gpu_layer,
    graph,
    kernels,
    layout,
    numerics,
    overview,
    source,
    timeline,
)

BUILDERS: dict[str, Build] = {
    "overview": overview.blocks,
    "numerics": numerics.blocks,
    "cold_start": cold_start.blocks,
    "source": source.blocks,
    "breaks": breaks.blocks,
    "compile": compile.blocks,
    "graph": graph.blocks,
    "timeline": timeline.blocks,
    "gpu_layer": gpu_layer.blocks,
    "decode": decode.blocks,
    "code": code.blocks,
    "kernels": kernels.blocks,
    "layout": layout.blocks,
}
