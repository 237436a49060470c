"""Capture torch's structured compile trace (what ``TORCH_TRACE=dir`` writes) inside a running process.

``capture_trace(log_dir)`` attaches a ``LazyTraceHandler`` with the trace formatter to
``torch._logging._internal.trace_log`` for the duration of a ``with`` block, so the file it writes
is the same ``dedicated_log_torch_trace_*.log`` that ``tlparse`` reads. It also turns on Inductor
provenance tracking (kernel <-> FX node mapping artifacts) where the installed torch has it.

Everything is feature-detected: on a torch without some piece the capture degrades and says so
in ``TraceCapture.notes``. Previous handlers, levels and config are restored on exit.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

LOG_GLOB = "dedicated_log_torch_trace_*.log"


@dataclass
class TraceCapture:
    """What a capture produced: the trace file(s) written into ``log_dir`` and notes."""

    log_dir: Path
    notes: list[str] = field(default_factory=list)
    provenance: bool = False  # provenance tracking was switched on for the block
    _known: set[str] = field(default_factory=set, repr=False)

    @property
    def log_files(self) -> list[Path]:
        """Trace files created in ``log_dir`` by this capture (oldest first)."""
        if not self.log_dir.is_dir():
            return []
        files = [p for p in self.log_dir.iterdir() if p.is_file() and p.suffix == ".log" and p.name not in self._known]
        return sorted(files, key=lambda p: (p.stat().st_mtime, p.name))

    @property
    def log_path(self) -> Path | None:
        """The (first) trace file, or None when nothing was traced."""
        files = self.log_files
        return files[0] if files else None


def _enable_provenance(cap: TraceCapture, stack: contextlib.ExitStack) -> None:
    """Switch on Inductor provenance tracking if this torch has it; undo via ``stack``."""
    try:
        from torch._inductor import config as inductor_config
    except Exception as e:  # noqa: BLE001 - pragma: no cover - torch without inductor
        cap.notes.append(f"Inductor config unavailable ({e}); no provenance tracking")
        return
    trace_cfg = getattr(inductor_config, "trace", None)
    for name, value in (("provenance_tracking_level", 1), ("provenance_tracking", True)):
        if trace_cfg is not None and hasattr(trace_cfg, name):
            old = getattr(trace_cfg, name)
            if not old:
                setattr(trace_cfg, name, value)
                stack.callback(setattr, trace_cfg, name, old)
            cap.provenance = True
            return
    cap.notes.append(
        "Inductor provenance tracking is not available in this torch "
        "(no config.trace.provenance_tracking_level / provenance_tracking): "
        "kernel -> node mapping falls back to code comments"
    )


def _replay_interned_strings(internal: Any, handler: logging.Handler, cap: TraceCapture) -> None:
    """Write already interned file names into the new log so its stack frames resolve.

    ``torch._logging.structured`` interns file names once per process and logs a ``str`` record
    only the first time; a trace started later would otherwise lack those records.
    """
    try:
        from torch._logging import structured
    except Exception:  # noqa: BLE001
        return
    table = dict(getattr(structured, "INTERN_TABLE", {}) or {})
    if not table:
        return
    trace_log = internal.trace_log
    saved = list(trace_log.handlers)
    trace_log.handlers[:] = [handler]  # send the replay to our handler only
    try:
        for s, idx in sorted(table.items(), key=lambda kv: kv[1]):
            internal.trace_structured("str", lambda s=s, idx=idx: (s, idx), suppress_context=True)
    except Exception as e:  # noqa: BLE001 - never break the user's run over a missing file name
        cap.notes.append(f"could not replay interned file names into the trace ({e})")
    finally:
        trace_log.handlers[:] = saved  # same handlers, same order


@contextlib.contextmanager
def capture_trace(log_dir: Path | str) -> Iterator[TraceCapture]:
    """Write torch's structured trace into ``log_dir`` while the block runs.

    Works in a process where ``TORCH_TRACE`` was not set at start; if it was, the existing
    trace handler keeps writing too. The file is named like torch's own
    (``dedicated_log_torch_trace_*.log``) and can be read by ``tlparse`` or
    :func:`analyzers.compile_trace.collect_compile_trace`.

    Args:
        log_dir: Folder for the trace file; created if missing.

    Yields:
        A :class:`TraceCapture`; ``log_path``/``log_files`` are valid during and after the block,
        ``notes`` lists anything that was unavailable.
    """
    log_dir = Path(log_dir)
    log_dir.mkdir(parents=True, exist_ok=True)
    cap = TraceCapture(log_dir=log_dir, _known={p.name for p in log_dir.iterdir()})
    try:
        import torch  # noqa: F401  (registers torch logging)
        from torch._logging import _internal as internal
    except Exception as e:  # noqa: BLE001
        cap.notes.append(f"torch structured logging unavailable ({e}); no trace captured")
        yield cap
        return

    needed = ("trace_log", "LazyTraceHandler", "TorchLogsFormatter", "trace_structured")
    missing = [n for n in needed if not hasattr(internal, n)]
    if missing:
        cap.notes.append(f"torch._logging._internal lacks {', '.join(missing)}; no trace captured")
        yield cap
        return

    trace_log = internal.trace_log
    saved_handlers = list(trace_log.handlers)
    saved_level = trace_log.level
    saved_propagate = trace_log.propagate
    had_is_enabled = "isEnabledFor" in trace_log.__dict__
    saved_is_enabled = trace_log.__dict__.get("isEnabledFor")

    handler = internal.LazyTraceHandler(str(log_dir))
    try:
        handler.setFormatter(internal.TorchLogsFormatter(trace=True))
    except TypeError:  # very old formatter signature
        cap.notes.append("TorchLogsFormatter(trace=True) unsupported; trace format may differ")
        handler.setFormatter(internal.TorchLogsFormatter())

    with contextlib.ExitStack() as stack:
        trace_log.setLevel(logging.DEBUG)
        trace_log.propagate = False
        # Like _init_logs: logging.disable() must not suppress trace events.
        trace_log.isEnabledFor = lambda level: level >= trace_log.level  # type: ignore[method-assign]
        # Not registered with torch's handler WeakSet, so torch._logging.set_logs() won't drop it.
        trace_log.addHandler(handler)
        _replay_interned_strings(internal, handler, cap)
        # torch counts its logging seconds per compile id for the whole process ("0/0" of an earlier traced compile
        # adds to this one's): a count from zero, so this trace's compilation_metrics count this capture only
        overhead = getattr(internal, "structured_logging_overhead", None)
        if hasattr(overhead, "clear"):
            overhead.clear()
        _enable_provenance(cap, stack)
        try:
            yield cap
        finally:
            # torch's default LazyTraceHandler(None) removes itself on its first record; put back
            # whatever was there before, in its order, so the process looks as it did (handlers
            # others added meanwhile are kept, after those).
            added = [h for h in trace_log.handlers if h is not handler and h not in saved_handlers]
            trace_log.handlers[:] = saved_handlers + added
            try:
                handler.close()
            except Exception as e:  # noqa: BLE001 - pragma: no cover
                cap.notes.append(f"closing the trace file failed ({e})")
            trace_log.setLevel(saved_level)
            trace_log.propagate = saved_propagate
            if had_is_enabled:
                trace_log.isEnabledFor = saved_is_enabled  # type: ignore[method-assign]
            else:
                trace_log.__dict__.pop("isEnabledFor", None)
            if not cap.log_files:
                cap.notes.append("torch wrote no trace records during the block (nothing compiled?)")
            log.debug("trace capture into %s: %s", log_dir, [str(p) for p in cap.log_files])
