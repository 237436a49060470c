"""Listen to Dynamo's structured log (what ``TORCH_TRACE`` writes) in memory while explain runs.

Keeps only what explain needs: ``dynamo_graph_break_reason`` artifacts (every graph break Dynamo
logs, with file, line and user stack, also those before any op of a frame that explain never records),
``recompile_reasons`` artifacts and ``compilation_metrics`` of frames that failed (a frame Dynamo
skipped entirely). Feature-detected: a torch without ``torch._logging._internal.trace_log`` yields an
empty tap and a note.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass
class DynamoRecord:
    kind: str  # graph_break | recompile | failed_frame
    compile_id: str | None
    payload: str = ""
    metrics: dict = field(default_factory=dict)
    seq: int = 0  # order of arrival


def _compile_id(md: dict) -> str | None:
    f, c = md.get("frame_id"), md.get("frame_compile_id")
    if f is None and c is None:
        return None
    return f"{'-' if f is None else f}/{'-' if c is None else c}"


class _Tap(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[DynamoRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        md = getattr(record, "metadata", None)
        if not isinstance(md, dict) or not md:
            return
        try:
            event = next(iter(md))
            body = md.get(event)
            if event == "artifact" and isinstance(body, dict):
                name = body.get("name")
                kind = {"dynamo_graph_break_reason": "graph_break", "recompile_reasons": "recompile"}.get(name)
                if kind:
                    payload = getattr(record, "payload", "") or ""
                    self.records.append(DynamoRecord(kind, _compile_id(md), str(payload), seq=len(self.records)))
            elif event == "compilation_metrics" and isinstance(body, dict) and body.get("fail_type"):
                keep = ("compile_id", "co_name", "co_filename", "co_firstlineno", "fail_type", "fail_reason",
                        "fail_user_frame_filename", "fail_user_frame_lineno")
                cid = body.get("compile_id")
                self.records.append(DynamoRecord("failed_frame", str(cid) if cid else _compile_id(md),
                                                 metrics={k: body.get(k) for k in keep}, seq=len(self.records)))
        except Exception:  # noqa: BLE001 - never disturb Dynamo over a record of an unexpected shape
            return


@dataclass
class DynamoLog:
    records: list[DynamoRecord] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def since(self, seq: int) -> list[DynamoRecord]:
        return [r for r in self.records if r.seq >= seq]

    def before(self, seq: int) -> list[DynamoRecord]:
        return [r for r in self.records if r.seq < seq]


@contextlib.contextmanager
def listen() -> Iterator[DynamoLog]:
    """Collect Dynamo's structured records while the block runs (previous logging state restored)."""
    out = DynamoLog()
    try:
        from torch._logging import _internal as internal

        trace_log = internal.trace_log
    except Exception as e:  # noqa: BLE001
        out.notes.append(f"Dynamo's structured log is not available in this torch ({e}): breaks only from explain")
        yield out
        return
    tap = _Tap()
    saved_handlers = list(trace_log.handlers)
    saved_level, saved_propagate = trace_log.level, trace_log.propagate
    had = "isEnabledFor" in trace_log.__dict__
    saved_enabled = trace_log.__dict__.get("isEnabledFor")
    trace_log.setLevel(logging.DEBUG)
    trace_log.propagate = False
    trace_log.isEnabledFor = lambda level: level >= trace_log.level  # type: ignore[method-assign]
    trace_log.addHandler(tap)
    out.records = tap.records
    try:
        yield out
    finally:
        # torch's default LazyTraceHandler(None) removes itself on its first record: put back what was
        # there, in its order (handlers others added meanwhile are kept, after those).
        added = [h for h in trace_log.handlers if h is not tap and h not in saved_handlers]
        trace_log.handlers[:] = saved_handlers + added
        trace_log.setLevel(saved_level)
        trace_log.propagate = saved_propagate
        if had:
            trace_log.isEnabledFor = saved_enabled  # type: ignore[method-assign]
        else:
            trace_log.__dict__.pop("isEnabledFor", None)
