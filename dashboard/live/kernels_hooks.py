"""The Kernels view's live-only action (a ``LiveOnly`` block of ``dashboard/views/kernels_blocks.py``):
downloading the profiled forwards' Chrome traces. The static pages draw the block's note. ``pages/kernels.py``
imports this module so the hook registers."""

from __future__ import annotations

from dashboard.views.fmt import md_escape

from . import data
from .render import hook


@hook("kernels_traces")
def chrome_traces(box, *, run_id: str, traces: dict[str, str]) -> None:
    """One download button per trace (read when clicked), side by side."""
    cols = box.columns(max(1, len(traces)))
    for col, (label, rel) in zip(cols, traces.items()):
        path = data.artifact_file(run_id, rel)
        if path is None:
            col.warning(f"The {md_escape(label)} trace is missing from the run folder.")
            continue
        col.download_button(f"{label} trace", path.read_bytes, file_name=path.name, key=f"trace_{label}",
                            icon=":material/download:", on_click="ignore")
