"""The Compile page's live-only parts (``render.hook``s of ``dashboard/views/compile_blocks.py``): the picked
compile id's guards and the run's raw trace logs as downloads."""

from __future__ import annotations

from dashboard.views.fmt import md_escape

from . import data
from .render import hook


@hook("guards_download")
def guards_download(box, lines: list[str], cid: str) -> None:
    box.download_button("Download these guards", lambda: "\n".join(lines), file_name=f"guards-{cid.replace('/', '_')}.txt",
                        mime="text/plain", on_click="ignore", icon=":material/download:", key="w_guards_download")


@hook("trace_downloads")
def trace_downloads(box, run_id: str, names: list[str]) -> None:
    for i, name in enumerate(names):
        path = data.artifact_file(run_id, name)
        if path is None:
            box.warning(f"Trace file {md_escape(name)} is missing from the run folder.")
            continue
        box.download_button(md_escape(name), path.read_bytes, file_name=name.rsplit("/", 1)[-1], key=f"trace_{i}",
                            icon=":material/download:", on_click="ignore")
