"""Listen where torch speaks about CUDA graphs and autotuning, while a run compiles and calls its model.

``GpuLayerWatch`` (a context manager, or ``start``/``stop``) collects records ``{phase, channel, level, msg}``:

* channel ``cudagraphs`` / ``autotuning`` / ``perf_hints``: torch's artifact loggers of those names (every
  module's ``<module>.__<name>`` logger), at DEBUG while the watch runs (what ``TORCH_LOGS=cudagraphs,autotuning,
  perf_hints`` prints), kept off the process's stderr;
* channel ``select_algorithm``: that module's warnings and errors (a candidate that failed: "out of resource");
* channel ``autotune_table``: each ``AUTOTUNE op(sizes)`` block Inductor writes to stderr (strides, dtypes, one
  line per candidate, the benchmarking time), whole; ``choices_stats``: the JSON that
  ``max_autotune_report_choices_stats`` writes after "Autotune Choices Stats:";
* channel ``counters``: ``counters["inductor"]`` entries about CUDA graphs, autotuning
  (``select_algorithm_autotune``: ops benchmarked) and the FX graph cache, as the change since ``start``;
* channel ``autotune_cache``: at ``start``, where Inductor keeps its autotuning choices (the local autotune cache
  file, ``PersistentCache``, and how many op/shape entries it held) and which caches are on.

``phase`` labels each record with what the run was doing ("first call", "benchmark", "call 3" ...). For the
whole of the block the Inductor config asks for every candidate in the table (``autotune_num_choices_displayed
= None``), for the choice statistics, and (``trace.log_autotuning_results``) for the table of an op whose
choice came from the autotune cache (torch prints it only when it benchmarked, otherwise), where this torch has
those keys (else a note). ``trace.*`` is outside the FX graph cache's key. ``save`` writes the
records as JSON lines (``artifacts/gpu_layer.jsonl``) and ``load_records`` reads them back.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sys
from pathlib import Path
from typing import Any

CHANNELS = ("cudagraphs", "autotuning", "perf_hints")
_MODULES = ("torch._inductor.cudagraph_trees", "torch._inductor.cudagraph_utils", "torch._inductor.select_algorithm",
            "torch._inductor.autotune_process", "torch._inductor.scheduler", "torch._inductor.compile_fx",
            "torch._inductor.output_code", "torch._inductor.codecache", "torch._inductor.utils")
MAX_RECORDS = 20000
MAX_MSG = 4000
_TABLE_END = ("AUTOTUNE benchmarking takes", "SubProcess AUTOTUNE", "SingleProcess AUTOTUNE")


class _Listener(logging.Handler):
    def __init__(self, watch: GpuLayerWatch, channel: str, level: int = logging.DEBUG):
        super().__init__(level)
        self.watch, self.channel = watch, channel

    def emit(self, record: logging.LogRecord) -> None:
        try:
            msg = record.getMessage()
        except Exception:  # noqa: BLE001 - a bad format string is torch's, never the run's failure
            msg = str(record.msg)
        self.watch.add(self.channel, msg, record.levelname)


class _StderrTee:
    """Passes everything through to the real stderr; keeps Inductor's AUTOTUNE blocks and choice statistics."""

    def __init__(self, watch: GpuLayerWatch, real: Any):
        self.watch, self.real = watch, real
        self.partial = ""
        self.block: list[str] | None = None
        self.stats_next = False

    def write(self, s: str) -> int:
        n = self.real.write(s)
        try:
            self._lines(s)
        except Exception:  # noqa: BLE001 - never break the run's stderr
            pass
        return n

    def _lines(self, s: str) -> None:
        text = self.partial + s
        *lines, self.partial = text.split("\n")
        for line in lines:
            self._line(line)

    def _line(self, line: str) -> None:
        if self.stats_next:
            self.stats_next = False
            self.watch.add("choices_stats", line.strip())
            return
        if line.startswith("Autotune Choices Stats:"):
            self.stats_next = True
            return
        if line.startswith("AUTOTUNE ") and "(" in line:
            self.flush_block()
            self.block = [line]
            return
        if self.block is not None:
            self.block.append(line)
            if any(m in line for m in _TABLE_END) or len(self.block) > 2000:
                self.flush_block()

    def flush_block(self) -> None:
        if self.block:
            self.watch.add("autotune_table", "\n".join(self.block))
        self.block = None

    def flush(self) -> None:
        self.real.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


class GpuLayerWatch:
    """Records what torch logs about CUDA graphs and autotuning between ``start`` and ``stop``."""

    def __init__(self, phase: str = "compile"):
        self.phase = phase
        self.records: list[dict] = []
        self.notes: list[str] = []
        self.dropped = 0
        self._undo = contextlib.ExitStack()
        self._counters0: dict[str, int] = {}
        self._tee: _StderrTee | None = None
        self.running = False

    # -- records --------------------------------------------------------------------------------------
    def add(self, channel: str, msg: str, level: str = "INFO") -> None:
        if len(self.records) >= MAX_RECORDS:
            self.dropped += 1
            return
        self.records.append({"phase": self.phase, "channel": channel, "level": level, "msg": str(msg)[:MAX_MSG]})

    def set_phase(self, phase: str) -> None:
        if self._tee is not None:
            self._tee.flush_block()
        self.phase = phase

    # -- start / stop ---------------------------------------------------------------------------------
    def start(self) -> GpuLayerWatch:
        if self.running:
            return self
        self.running = True
        try:
            import torch  # noqa: F401
        except Exception as e:  # noqa: BLE001
            self.notes.append(f"torch unavailable ({e}): nothing watched")
            return self
        self._config()
        self._loggers()
        self.add("autotune_cache", json.dumps(autotune_cache_state(), sort_keys=True))
        self._counters0 = inductor_gpu_layer_counters()
        self._tee = _StderrTee(self, sys.stderr)
        real = sys.stderr
        sys.stderr = self._tee
        self._undo.callback(setattr, sys, "stderr", real)
        return self

    def stop(self) -> None:
        if not self.running:
            return
        self.snapshot_counters()
        if self._tee is not None:
            self._tee.flush_block()
        self._undo.close()
        self._tee = None
        self.running = False
        if self.dropped:
            self.notes.append(f"{self.dropped} log records past the first {MAX_RECORDS} were not kept")

    def __enter__(self) -> GpuLayerWatch:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    def snapshot_counters(self) -> dict:
        now = inductor_gpu_layer_counters()
        delta = {k: v - self._counters0.get(k, 0) for k, v in now.items() if v - self._counters0.get(k, 0)}
        self.add("counters", json.dumps(delta, sort_keys=True))
        return delta

    def _config(self) -> None:
        try:
            from torch._inductor import config as icfg
        except Exception as e:  # noqa: BLE001
            self.notes.append(f"Inductor config unavailable ({e}): autotuning candidates not asked for")
            return
        missing = {"max_autotune_report_choices_stats": "no choice statistics",
                   "autotune_num_choices_displayed": "the AUTOTUNE table lists only the fastest candidates torch "
                                                     "prints by default",
                   "trace.log_autotuning_results": "an op whose choice came from the autotune cache prints no "
                                                   "AUTOTUNE table (its winner is read from the generated code)"}
        for name, value in (("max_autotune_report_choices_stats", True), ("autotune_num_choices_displayed", None),
                            ("trace.log_autotuning_results", True)):
            owner, _, attr = name.rpartition(".")
            obj = getattr(icfg, owner, None) if owner else icfg
            if obj is None or not hasattr(obj, attr):
                self.notes.append(f"this torch has no Inductor config {name}: {missing[name]}")
                continue
            old = getattr(obj, attr)
            setattr(obj, attr, value)
            self._undo.callback(setattr, obj, attr, old)

    def _loggers(self) -> None:
        import importlib

        for mod in _MODULES:
            with contextlib.suppress(Exception):
                importlib.import_module(mod)
        found = set()
        for name in list(logging.Logger.manager.loggerDict):
            channel = name.rpartition(".__")[2] if ".__" in name else ""
            if channel in CHANNELS:
                self._listen(logging.getLogger(name), channel, set_level=True)
                found.add(channel)
        self._listen(logging.getLogger("torch._inductor.select_algorithm"), "select_algorithm", set_level=False,
                     level=logging.WARNING)
        for channel in CHANNELS:
            if channel not in found:
                self.notes.append(f"this torch has no '{channel}' log channel: its records are missing")

    def _listen(self, logger: logging.Logger, channel: str, set_level: bool, level: int = logging.DEBUG) -> None:
        handler = _Listener(self, channel, level)
        logger.addHandler(handler)
        self._undo.callback(logger.removeHandler, handler)
        if set_level:
            old_level, old_prop, old_disabled = logger.level, logger.propagate, logger.disabled
            logger.setLevel(logging.DEBUG)
            logger.propagate = False  # DEBUG records stay out of the worker's stderr
            logger.disabled = False
            self._undo.callback(_restore, logger, old_level, old_prop, old_disabled)

    # -- what else the process knows ------------------------------------------------------------------
    def pool_bytes(self, device: str) -> int | None:
        """Bytes reserved in the CUDA graph trees' memory pool of ``device`` (None where unknown)."""
        return graph_pool_bytes(device, self.notes)

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", encoding="utf-8") as fh:
            for r in self.records:
                fh.write(json.dumps(r) + "\n")


def _restore(logger: logging.Logger, level: int, propagate: bool, disabled: bool) -> None:
    logger.setLevel(level)
    logger.propagate = propagate
    logger.disabled = disabled


_COUNTER_WORDS = ("cudagraph", "select_algorithm", "fxgraph_cache", "autotune")


def inductor_gpu_layer_counters() -> dict[str, int]:
    """``counters["inductor"]`` entries about CUDA graphs (skips, partitions, recorded inputs), autotuning
    (``select_algorithm_autotune``: ops benchmarked, ``select_algorithm_precompile``) and the FX graph cache."""
    try:
        from torch._dynamo.utils import counters
    except Exception:  # noqa: BLE001
        return {}
    return {k: int(v) for k, v in dict(counters.get("inductor", {})).items()
            if any(w in k for w in _COUNTER_WORDS) and isinstance(v, (int, float))}


_CACHE_FLAGS = ("autotune_local_cache", "autotune_remote_cache", "bundled_autotune_remote_cache", "fx_graph_cache",
                "fx_graph_remote_cache", "force_disable_caches")


def autotune_cache_state() -> dict:
    """Where this process's Inductor keeps its autotuning choices, before the run adds to them: the local autotune
    cache (``codecache.PersistentCache``: ``<cache_dir>/cache/<system hash>``, op -> shapes -> choice timings), how
    many op/shape entries it holds, and which caches the config turns on. {} keys where this torch lacks them."""
    out: dict[str, Any] = {}
    try:
        from torch._inductor import config as icfg
    except Exception:  # noqa: BLE001
        return out
    out["flags"] = {k: getattr(icfg, k) for k in _CACHE_FLAGS if isinstance(getattr(icfg, k, None), (bool, type(None)))
                    and hasattr(icfg, k)}
    with contextlib.suppress(Exception):
        from torch._inductor.runtime.runtime_utils import cache_dir

        out["cache_dir"] = str(cache_dir())
    try:
        from torch._inductor.codecache import CacheBase

        path = Path(CacheBase.get_local_cache_path())
        out["local_path"] = str(path)
        entries: dict[str, int] = {}
        if path.is_file():
            cache = json.loads(path.read_text(encoding="utf-8")).get("cache") or {}
            entries = {str(op): len(v) for op, v in cache.items() if isinstance(v, dict)}
        out["local_exists"] = path.is_file()
        out["local_entries"] = entries
    except Exception as e:  # noqa: BLE001 - a private API that may move
        out["error"] = f"{type(e).__name__}: {e}"[:300]
    return out


def graph_pool_bytes(device: str, notes: list[str]) -> int | None:
    """The CUDA graph trees' private pool: the caching allocator's segments of that pool, summed."""
    if not device.startswith("cuda"):
        return None
    try:
        import torch
        from torch._inductor import cudagraph_trees

        index = torch.cuda.current_device() if ":" not in device else int(device.split(":")[1])
        manager = cudagraph_trees.get_container(index).tree_manager
        if manager is None:
            return None
        pool = tuple(manager.cuda_graphs_thread_pool)
        return sum(int(s.get("total_size") or 0) for s in torch.cuda.memory_snapshot()
                   if tuple(s.get("segment_pool_id") or ()) == pool)
    except Exception as e:  # noqa: BLE001 - a private API that may move
        notes.append(f"CUDA graph pool memory not read: {type(e).__name__}: {e}"[:300])
        return None


def load_records(path: Path) -> list[dict]:
    """The records ``GpuLayerWatch.save`` wrote; bad lines skipped."""
    out = []
    try:
        lines = Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    for line in lines:
        with contextlib.suppress(ValueError):
            r = json.loads(line)
            if isinstance(r, dict) and isinstance(r.get("msg"), str):
                out.append(r)
    return out
