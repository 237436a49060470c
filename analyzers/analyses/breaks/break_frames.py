"""Which frame of a graph break's stack to blame, and the call chain that led there.

A frame is *torch* (inside the installed torch), *engine* (CompileScope's own code, which calls the
model), *library* (an installed package: site-packages / dist-packages, or the standard library), or
*user* (everything else: the recipe, a helper module next to it, the user's own source tree). Files the
model source names as the user's (``LoadedModel.user_files``, e.g. the demo models inside the engine)
are always user code.

A list comprehension's frame is its function's frame at the comprehension's line: Python 3.11's ``<listcomp>``
frame, and the frame Dynamo makes of a comprehension it cannot trace through on Python 3.12+
(``__comprehension_<function>_at_<line>_<n>``, below its function's frame at the function's first line), so one
break inside a helper called from a comprehension has one call chain however Dynamo reached it (torchvision's
``poolers.py:104``, a ``float()`` in ``_infer_scale`` called from ``_setup_scales``'s comprehension, was counted
twice on the H200 before).

The break's location is the innermost user frame; when the break happened inside a library, the
innermost library frame is kept beside it (``library_file``/``library_line``). A model with no user
frame at all (a zoo model) is blamed at the innermost library frame. The break's *cause* is the innermost
model frame (the library line, where there is one): one cause reached through several user lines is one
break (``break_records``).
"""

from __future__ import annotations

import functools
import os
import re
import sysconfig
from dataclasses import dataclass

ENGINE_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__))))  # analyzers/


@dataclass(frozen=True)
class Frame:
    file: str
    line: int | None
    name: str = ""
    code: str = ""

    def label(self) -> str:
        text = f"{self.file}:{self.line} in {self.name}" if self.name else f"{self.file}:{self.line}"
        return f"{text}: {self.code}" if self.code else text


@functools.lru_cache(maxsize=1)
def _roots() -> tuple[str, tuple[str, ...]]:
    try:
        import torch

        torch_dir = os.path.realpath(os.path.dirname(torch.__file__)) + os.sep
    except Exception:  # noqa: BLE001
        torch_dir = os.sep + "nonexistent-torch" + os.sep
    paths = sysconfig.get_paths()
    stdlib = {os.path.realpath(paths[k]) + os.sep for k in ("stdlib", "platstdlib") if paths.get(k)}
    return torch_dir, tuple(sorted(stdlib))


def frame_kind(filename: str, user_files: frozenset[str] = frozenset()) -> str:
    """torch | engine | library | user | internal (generated code: ``<string>``, ``<eval_with_key>``)."""
    if not filename or filename.startswith("<"):
        return "internal"
    path = os.path.realpath(filename)
    if path in user_files:
        return "user"
    torch_dir, stdlib = _roots()
    if path.startswith(torch_dir) or "/torch/_dynamo/" in path:
        return "torch"
    parts = path.split(os.sep)
    if "site-packages" in parts or "dist-packages" in parts:
        return "library"
    if path.startswith(ENGINE_DIR + os.sep):
        return "engine"
    if any(path.startswith(s) for s in stdlib):
        return "library"
    return "user"


_COMPREHENSION_RE = re.compile(r"^(?:<(?:listcomp|setcomp|dictcomp)>|__comprehension_(?P<fn>.+)_at_\d+(?:_\d+)?)$")


def collapse_comprehensions(frames: list[Frame]) -> list[Frame]:
    """Each comprehension frame merged into its function's frame just above it (see the module docstring)."""
    out: list[Frame] = []
    for f in frames:
        m = _COMPREHENSION_RE.match(f.name or "")
        parent = out[-1] if out else None
        if m and parent is not None and parent.file == f.file and (not m["fn"] or m["fn"] == parent.name):
            out[-1] = Frame(f.file, f.line, parent.name, f.code or parent.code)
        else:
            out.append(f)
    return out


@dataclass(frozen=True)
class Blame:
    frame: Frame | None  # where the break is filed
    library: Frame | None  # the innermost library frame, when the break is inside a library
    chain: tuple[Frame, ...]  # the frames that led to ``frame`` (outermost first), model code only
    model: tuple[Frame, ...] = ()  # every model frame of the stack (user and library), outermost first
    in_library: bool = False  # the break happens in library code (the innermost model frame is a library's)

    @property
    def cause(self) -> Frame | None:
        """Where the break happens: the innermost library frame when it is inside a library, else ``frame``."""
        return self.library or self.frame


def blame(frames: list[Frame], user_files: list[str] | None = None) -> Blame:
    """The frame to file a break under (see the module docstring)."""
    wanted = frozenset(os.path.realpath(f) for f in user_files or ())
    frames = collapse_comprehensions(list(frames))
    kinds = [frame_kind(f.file, wanted) for f in frames]
    # The model's code starts below the engine's last call into it.
    last_engine = max((i for i, k in enumerate(kinds) if k == "engine"), default=-1)
    model = [(f, k) for f, k in zip(frames[last_engine + 1:], kinds[last_engine + 1:]) if k in ("user", "library")]
    if not model:
        inner = next((f for f, k in zip(reversed(frames), reversed(kinds)) if k != "internal"), None)
        return Blame(inner, None, ())
    idx = max((i for i, (_, k) in enumerate(model) if k == "user"), default=None)
    library = model[-1][0] if model[-1][1] == "library" else None
    if idx is None:  # only library frames: blame the innermost one
        return Blame(model[-1][0], None, tuple(f for f, _ in model[:-1]), tuple(f for f, _ in model), True)
    return Blame(model[idx][0], library if idx < len(model) - 1 else None, tuple(f for f, _ in model[:idx]),
                 tuple(f for f, _ in model), library is not None)
