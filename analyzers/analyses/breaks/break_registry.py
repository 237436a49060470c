"""torch's graph-break registry, and the parts of a Dynamo break reason: type, id, explanation, hints.

torch ships ``torch/_dynamo/graph_break_registry.json`` (torch 2.13: 517 ids, 2.11: 421): ``{"GB0059":
[{"Gb_type", "Context", "Explanation", "Hints"}, ...older wordings]}``. Its Explanation and Hints are the
source templates (``{fn.__name__}``, hints split in pieces); the rendered text is in the reason itself::

    Failed to trace builtin operator
      Explanation: Dynamo does not know how to trace builtin operator `print` ...
      Hint: Avoid calling builtin `print` ...

      Developer debug context: builtin print [...]

     For more details about this graph break, please visit: https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0059.html

So the id comes from the link (else from the first line, the ``Gb_type``, through the registry), and the
explanation and hints are read from the reason. Found without importing torch (``importlib`` locates the
installed torch), so trace imports can use it too. A torch without the file gives an empty registry: ids
then come from links only, and callers fall back to their own rules.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import logging
import os
import re
from dataclasses import dataclass, field

log = logging.getLogger(__name__)

SITE_URL = "https://meta-pytorch.github.io/compile-graph-break-site/gb/"
_URL_RE = re.compile(r"https?://\S+?/gb/gb(?P<num>\d{4})\.html")
_SECTION_RE = re.compile(r"^\s*(Explanation|Hint|Developer debug context):\s?", re.M)
_NESTED = "*** While handling this graph break, another graph break occurred: ***"
# Wrappers Dynamo puts before the registry text of the break that caused them.
_SKIP_PREFIX = "Failed to handle graph break gracefully. Skipping the function and falling back to eager."
_TRACE_PREFIX = "Encountered graph break when attempting to trace"
SKIPPED_FRAME_MARKERS = ("Skipping the function and falling back to eager", "Skipping frame", "frame skipped:")


def doc_url(gb_id: str) -> str:
    """The public explanation page of a registry id (``GB0059`` -> ``.../gb/gb0059.html``)."""
    return f"{SITE_URL}gb{gb_id[2:]}.html"


def registry_path() -> str | None:
    """The installed torch's ``graph_break_registry.json``, or None (no torch, or a torch without one)."""
    try:
        spec = importlib.util.find_spec("torch")
    except (ImportError, ValueError):
        return None
    for root in (spec.submodule_search_locations or []) if spec else []:
        path = os.path.join(root, "_dynamo", "graph_break_registry.json")
        if os.path.isfile(path):
            return path
    return None


@dataclass(frozen=True)
class Registry:
    path: str | None = None
    types: dict = field(default_factory=dict)  # id -> current Gb_type
    ids_by_type: dict = field(default_factory=dict)  # every Gb_type wording -> id

    def __len__(self) -> int:
        return len(self.types)


@functools.lru_cache(maxsize=4)
def load_registry(path: str | None = None) -> Registry:
    """The installed torch's registry (``path`` overrides where to read it); empty where there is none."""
    path = path or registry_path()
    if not path:
        return Registry()
    try:
        with open(path, encoding="utf-8") as f:
            raw = json.load(f)
    except (OSError, ValueError) as e:
        log.warning("cannot read the graph-break registry %s: %s", path, e)
        return Registry(path)
    types, by_type = {}, {}
    for gb_id, versions in raw.items() if isinstance(raw, dict) else ():
        wordings = [v for v in versions if isinstance(v, dict)] if isinstance(versions, list) else []
        if wordings:
            types[gb_id] = str(wordings[0].get("Gb_type", ""))
        for v in wordings:
            by_type.setdefault(str(v.get("Gb_type", "")), gb_id)
    return Registry(path, types, by_type)


def _strip_wrappers(text: str) -> str:
    text = text.strip()
    if text.startswith(_SKIP_PREFIX):
        text = text[len(_SKIP_PREFIX):].strip()
        text = text.removeprefix("Graph break encountered:").strip()
    if text.startswith(_TRACE_PREFIX) and "\n\n" in text:  # "...trace CALL: a function call, e.g. f(x, y):"
        text = text.split("\n\n", 1)[1]
    return text.strip()


def gb_type_of(reason: str) -> str:
    """The first line of the registry text in a reason (Dynamo's wrappers stripped)."""
    lines = [ln.strip() for ln in _strip_wrappers(reason).splitlines() if ln.strip()]
    return lines[0] if lines else ""


def gb_ids_in(reason: str) -> list[str]:
    """Every ``GBxxxx`` a reason links to, in order (the cause first, then the breaks it caused)."""
    return [f"GB{m['num']}" for m in _URL_RE.finditer(reason)]


def skipped_frame(reason: str) -> bool:
    """Dynamo gave up on the whole frame (it runs in eager) rather than splitting it."""
    return any(m in reason for m in SKIPPED_FRAME_MARKERS)


@dataclass
class ParsedReason:
    gb_type: str = ""
    gb_id: str = ""
    url: str = ""
    explanation: str = ""
    hints: list[str] = field(default_factory=list)
    context: str = ""  # Dynamo's "Developer debug context"
    skipped_frame: bool = False
    caused: list[str] = field(default_factory=list)  # ids of breaks this one caused (e.g. GB7000 graph break in loop)


def parse_reason(reason: str) -> ParsedReason:
    """Split a Dynamo break reason into its registry parts (see the module docstring)."""
    text = _strip_wrappers(reason)
    first, _, rest = text.partition(_NESTED)
    out = ParsedReason(gb_type=gb_type_of(first), skipped_frame=skipped_frame(reason), caused=gb_ids_in(rest))
    links = list(_URL_RE.finditer(first))
    if links:
        out.gb_id, out.url = f"GB{links[0]['num']}", links[0].group(0)
    else:
        out.gb_id = load_registry().ids_by_type.get(out.gb_type, "")
        out.url = doc_url(out.gb_id) if out.gb_id else ""
    body = first.split("For more details about this graph break", 1)[0]
    parts = _SECTION_RE.split(body)  # [head, name, text, name, text, ...]
    for name, chunk in zip(parts[1::2], parts[2::2]):
        chunk = "\n".join(ln.strip() for ln in chunk.splitlines() if ln.strip())
        if name == "Explanation":
            out.explanation = chunk
        elif name == "Hint":
            out.hints.append(chunk)
        else:
            out.context = chunk
    return out
