"""The CUDA graphs account (filled in below)."""

from __future__ import annotations

import re

RECORDING_RE = re.compile(r"Recording function=(?P<func>\S+?), mode=(?P<mode>\w+), cuda_graph_id=(?P<id>\d+)")


def recordings_of(records: list[dict], phase: str | None = None) -> list[dict]:
    """The CUDA graphs recorded (one ``Recording function=`` line each), in ``phase`` when given."""
    out = []
    for r in records:
        if r.get("channel") != "cudagraphs" or (phase is not None and r.get("phase") != phase):
            continue
        m = RECORDING_RE.search(r.get("msg") or "")
        if m:
            out.append({"phase": r.get("phase"), "function": m["func"], "graph_id": int(m["id"])})
    return out
