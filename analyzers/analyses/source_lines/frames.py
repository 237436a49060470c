"""Which frame of a Python stack is "the model's line": the innermost one outside torch, CompileScope (every part of
``analyzers/`` but the demo models' own file) and the standard library (a recipe, a zoo model, transformers'
modeling files, torch_geometric). Pure, no torch import."""

from __future__ import annotations

import linecache
import os
import re
import sysconfig
from functools import lru_cache

from ..profile.profile_events import LINE_PREFIX  # the profiler range the eager pass puts around a torch call

MAX_CODE = 160

_FRAME_RE = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<fn>[^\n]+)')


_PACKAGE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # analyzers/
# The demo models are defined inside the package, and their forward is the model's code of a demo run.
_DEMO_MODELS = os.path.join(_PACKAGE, "models", "demos.py")


@lru_cache(maxsize=1)
def _roots() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(folders never model code: torch, CompileScope; the standard library's folders)."""
    never = [_PACKAGE]
    try:
        import torch  # noqa: PLC0415 - only its folder is wanted (the caller has torch loaded already)

        never.append(os.path.dirname(os.path.abspath(torch.__file__)))
    except Exception:  # noqa: BLE001 - without torch no frame is torch's
        pass
    std = [os.path.abspath(p) for p in {sysconfig.get_paths().get(k) for k in ("stdlib", "platstdlib")} if p]
    return tuple(r.rstrip(os.sep) + os.sep for r in never), tuple(r.rstrip(os.sep) + os.sep for r in std)


@lru_cache(maxsize=4096)
def is_model_file(path: str) -> bool:
    """Not torch, not CompileScope (the demo models' file aside), not the standard library (installed packages count: transformers,
    torch_geometric, ...)."""
    if not path or path.startswith("<"):
        return False
    p = os.path.abspath(path)
    if p == _DEMO_MODELS:
        return True
    never, std = _roots()
    if p.startswith(never):
        return False
    for d in ("site-packages", "dist-packages"):
        if f"{os.sep}{d}{os.sep}" in p:  # an installed package: model code unless torch's (another machine's too)
            return p.rsplit(f"{os.sep}{d}{os.sep}", 1)[1].split(os.sep, 1)[0] not in ("torch", "functorch")
    return not p.startswith(std)


def innermost_model_frame(frames: list[tuple[str, int]]) -> tuple[str, int] | None:
    """The innermost (last) (file, line) of ``frames`` (outermost first) that is model code."""
    for file, line in reversed(frames):
        if is_model_file(file):
            return file, line
    return None


def frames_of_stack_trace(stack_trace: str) -> list[tuple[str, int]]:
    """(file, line) of each frame of an FX ``stack_trace`` string, outermost first."""
    return [(m["file"], int(m["line"])) for m in _FRAME_RE.finditer(stack_trace or "")]


def line_of_stack_trace(stack_trace: str) -> tuple[str, int] | None:
    """The model's line an FX node's ``stack_trace`` points at; the innermost frame when none is model code."""
    frames = frames_of_stack_trace(stack_trace)
    return innermost_model_frame(frames) or (frames[-1] if frames else None)


def range_name(file: str, line: int) -> str:
    return f"{LINE_PREFIX}{file}:{line}"


def parse_range_name(name: str) -> tuple[str, int] | None:
    """``compilescope_line: /a/b.py:12`` -> ("/a/b.py", 12)."""
    if not name.startswith(LINE_PREFIX):
        return None
    file, _, line = name[len(LINE_PREFIX):].rpartition(":")
    return (file, int(line)) if file and line.isdigit() else None


def code_of(file: str, line: int) -> str:
    """The source text of ``file:line`` (stripped, at most MAX_CODE characters), "" when unreadable."""
    try:
        return linecache.getline(file, line).strip()[:MAX_CODE]
    except Exception:  # noqa: BLE001 - a file gone or unreadable
        return ""
