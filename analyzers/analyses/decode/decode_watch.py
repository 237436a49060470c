"""What Dynamo and CUDA graphs did during one call: the compiles it caused (with guard-failure reasons)
and the CUDA graphs it recorded. The decode loop asks after every step.

Sources, feature-detected: ``torch._dynamo.utils.get_compilation_metrics()`` (one record per compiled
frame: compile id, seconds, ``recompile_reason``, ``fail_type``, ``cudagraph_skip_reason``), else
Dynamo's ``counters["stats"]["unique_graphs"]``; CUDA-graph recordings from the start callbacks of
``torch._dynamo.callback.callback_handler`` (trigger ``CUDAGRAPH_RECORDING``), and CUDA-graph skips
from ``counters["inductor"]["cudagraph_skips"]``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

log = logging.getLogger(__name__)


@dataclass
class StepEvents:
    compiles: list[dict] = field(default_factory=list)
    cudagraph_recordings: int = 0
    cudagraph_skips: int = 0


class CompileWatch:
    """Use as a context manager; ``take()`` returns what happened since the last ``take()``."""

    def __init__(self) -> None:
        import torch._dynamo.utils as du

        self._du = du
        self._metrics = getattr(du, "get_compilation_metrics", None)
        self.source = "compilation_metrics" if callable(self._metrics) else "counters"
        self._seen = {self._key(m) for m in self._all()}
        self._graphs = self._unique_graphs()
        self._skips = self._cudagraph_skips()
        self._recordings = 0
        self._handler = None
        self.records_cudagraphs = False

    def __enter__(self) -> CompileWatch:
        try:
            from torch._dynamo.callback import CallbackTrigger, callback_handler

            trigger = CallbackTrigger.CUDAGRAPH_RECORDING

            def on_start(args) -> None:
                if args.callback_trigger == trigger:
                    self._recordings += 1

            callback_handler.register_start_callback(on_start)
            self._handler = (callback_handler, on_start)
            self.records_cudagraphs = True
        except Exception as e:  # noqa: BLE001 - older torch: no recording counts, the rest works
            log.debug("no CUDA-graph recording callbacks: %s", e)
        return self

    def __exit__(self, *exc) -> None:
        if self._handler is not None:
            handler, cb = self._handler
            try:
                handler.remove_start_callback(cb)
            except ValueError:
                pass
            self._handler = None

    # -- sources ---------------------------------------------------------------------------------------
    def _all(self) -> list:
        if not callable(self._metrics):
            return []
        try:
            return list(self._metrics())
        except Exception:  # noqa: BLE001
            return []

    @staticmethod
    def _key(m) -> tuple:
        return (str(getattr(m, "compile_id", None)), getattr(m, "start_time_us", None) or getattr(m, "start_time", None))

    def _unique_graphs(self) -> int:
        try:
            return int(self._du.counters["stats"]["unique_graphs"])
        except Exception:  # noqa: BLE001
            return 0

    def _cudagraph_skips(self) -> int:
        try:
            return int(self._du.counters["inductor"]["cudagraph_skips"])
        except Exception:  # noqa: BLE001
            return 0

    # -- the answer ------------------------------------------------------------------------------------
    def take(self) -> StepEvents:
        ev = StepEvents()
        for m in self._all():
            key = self._key(m)
            if key in self._seen:
                continue
            self._seen.add(key)
            ev.compiles.append(compile_record(m))
        graphs = self._unique_graphs()
        if self.source == "counters" and graphs > self._graphs:
            ev.compiles += [{"compile_id": None, "reason": None, "seconds": None}] * (graphs - self._graphs)
        self._graphs = graphs
        skips = self._cudagraph_skips()
        ev.cudagraph_skips, self._skips = max(0, skips - self._skips), skips
        ev.cudagraph_recordings, self._recordings = self._recordings, 0
        return ev


def compile_record(m) -> dict:
    """The fields of one CompilationMetrics the decode view shows."""

    def get(name):
        return getattr(m, name, None)

    seconds = get("entire_frame_compile_time_s")
    return {
        "compile_id": str(get("compile_id")) if get("compile_id") is not None else None,
        "frame": get("co_name"),
        "seconds": round(seconds, 4) if isinstance(seconds, (int, float)) else None,
        "reason": get("recompile_reason"),
        "fail_type": get("fail_type"),
        "fail_reason": get("fail_reason"),
        "graph_ops": get("graph_op_count"),
        "graph_breaks": get("num_graph_breaks"),
        "cudagraph_skip_reason": get("cudagraph_skip_reason"),
    }
