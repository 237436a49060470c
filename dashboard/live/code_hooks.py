"""The Generated code view's live-only action (a ``LiveOnly`` block of ``dashboard/views/code_blocks.py``):
downloading the output module. The static pages draw the block's note. ``pages/code.py`` imports this module so
the hook registers."""

from __future__ import annotations

from dashboard.views.fmt import md_escape

from . import data
from .render import hook


@hook("code_download_module")
def download_module(box, *, run_id: str, module: str) -> None:
    """"Download module": deferred (a callable), so the module is sent when clicked, not with every open."""
    try:
        text = data.artifact_text(run_id, module)
    except data.ArtifactMissing as e:
        box.warning(f"Cannot download this module: {md_escape(e)}")
        return
    box.download_button("Download module", lambda: text, file_name=module.rsplit("/", 1)[-1], mime="text/x-python",
                        icon=":material/download:", on_click="ignore")
