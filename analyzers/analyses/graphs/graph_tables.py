"""The shape every stored graph record shares (Dynamo and post-grad graphs alike).

``GraphTables`` keeps a record's module and source tables (each distinct entry once, nodes hold indices);
``graph_dict`` assembles the record. ``fx_graphs`` (Dynamo graphs) and ``post_grad`` (Inductor's post-grad
graphs from the trace) both build on this file and never on each other.
"""

from __future__ import annotations

import re

MAX_CODE_CHARS = 160

_FRAME_RE = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<fn>[^\n]+)')


def _last_frame(stack_trace: str) -> tuple[str, int, str, str] | None:
    """(file, line, function, code) of the innermost frame of an FX ``stack_trace``."""
    frames = list(_FRAME_RE.finditer(stack_trace or ""))
    if not frames:
        return None
    m = frames[-1]
    code = ""
    for ln in stack_trace[m.end() :].split("\n")[1:]:
        s = ln.strip()
        if s and not set(s) <= set("^~ "):
            code = s
            break
    return m["file"], int(m["line"]), m["fn"].strip(), code[:MAX_CODE_CHARS]


class GraphTables:
    """Module and source tables of one record: each distinct entry stored once, nodes hold indices."""

    def __init__(self) -> None:
        self.modules: list[dict] = []
        self.module_index: dict[str, int] = {}
        self.sources: list[dict] = []
        self.source_index: dict[tuple, int] = {}
        self.frames: dict[str, tuple | None] = {}

    def module(self, chain: list[tuple[str, str]]) -> int | None:
        """Index of the innermost module of a call chain [(path, type), ...] (outer first)."""
        parent, idx = -1, None
        for path, typ in chain:
            if not path:
                continue
            idx = self.module_index.get(path)
            if idx is None:
                idx = self.module_index[path] = len(self.modules)
                self.modules.append({"path": path, "type": typ, "parent": parent})
            parent = idx
        return idx

    def source(self, stack_trace: str) -> int | None:
        if stack_trace not in self.frames:
            self.frames[stack_trace] = _last_frame(stack_trace)
        fr = self.frames[stack_trace]
        if fr is None:
            return None
        idx = self.source_index.get(fr)
        if idx is None:
            idx = self.source_index[fr] = len(self.sources)
            self.sources.append({"file": fr[0], "line": fr[1], "fn": fr[2], "code": fr[3]})
        return idx

    def model_source(self, stack_trace: str, src: int | None) -> int | None:
        """Index of the innermost frame of a model file in ``stack_trace`` when it is not the innermost frame
        ``src`` (a node inside torch's ``nn.Linear`` called from the model's line); None otherwise."""
        from ..source_lines.frames import frames_of_stack_trace, innermost_model_frame

        frames = frames_of_stack_trace(stack_trace)
        fr = innermost_model_frame(frames)
        if fr is None or not frames or fr == frames[-1]:
            return None
        key = (fr[0], fr[1], "", "")
        idx = self.source_index.get(key)
        if idx is None:
            idx = self.source_index[key] = len(self.sources)
            self.sources.append({"file": fr[0], "line": fr[1], "fn": "", "code": ""})
        return idx if idx != src else None


def graph_dict(index: int, kind: str, name: str, compile_id, nodes: list[dict], edges: int, tables: GraphTables) -> dict:
    """One stored graph record (``artifacts/graphs.json``): the shape both Dynamo and post-grad graphs share."""
    return {
        "index": index,
        "kind": kind,
        "name": name,
        "compile_id": compile_id,
        "node_count": len(nodes),
        "edge_count": edges,
        "modules": tables.modules,
        "sources": tables.sources,
        "kernel_modules": {},
        "nodes": nodes,
        "notes": [],
    }
