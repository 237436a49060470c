"""What a structured trace (``TORCH_TRACE``) holds about CUDA graphs and autotuning.

* ``compilation_metrics`` (and ``bwd_``, and ``compilation_metrics_runtime``: a CUDA graph recorded at run time
  for a new input size, under its graph's compile id): ``cudagraph_skip_reason``, ``compile_time_autotune_time_us`` (time
  spent precompiling and benchmarking candidates), ``runtime_cudagraphify_time_us``;
* ``chromium_event`` ``<op>_template_autotuning`` (B/E pair): its ``args`` carry ``autotune_shape``,
  ``autotune_strides``, ``autotune_dtypes`` and, where ``max_autotune_report_choices_stats`` was on,
  ``autotune_choices_stats`` (JSON: ``num_choices``, ``num_triton_choices``, ``best_kernel``,
  ``best_kernel_desc``, ``best_time``, ``best_triton_*``); the pair's span is the seconds that op's tuning took;
* ``chromium_event`` ``<op>_template_precompiling`` E: ``metadata.exceptions`` lists candidates that failed to
  compile ("out of resource: ... Required: 262144 Hardware limit: 232448"). Every op Inductor tunes is
  precompiled, whether its choice then comes from a benchmark (an ``_autotuning`` event follows) or from the
  autotune cache (none follows): ``precompile_events`` lists them;
* ``inductor_fx_local_cache_hit_count`` / ``inductor_fx_remote_cache_hit_count``: the compiled graph came from the
  FX graph cache (local or remote), with every choice an earlier autotune made.

Both torch 2.11 and 2.13 write these; on a torch that writes none the lists are empty and the account says so.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from ..trace.trace_records import iter_records, loads_json, payload_text, trace_files

_METRIC_EVENTS = ("compilation_metrics", "bwd_compilation_metrics", "compilation_metrics_runtime")
_METRIC_KEYS = ("cudagraph_skip_reason", "compile_time_autotune_time_us", "runtime_cudagraphify_time_us", "is_runtime",
                "inductor_fx_local_cache_hit_count", "inductor_fx_remote_cache_hit_count")
_LISTS = ("metrics", "autotune_events", "precompile_failures", "precompile_events")


def collect_trace_facts(trace: Path | str | None) -> dict:
    """``{metrics: [...], autotune_events: [...], precompile_failures: [...], autotune_us, cudagraphify_s}``: every
    file of ``trace`` read whole, in one call (``TraceFactsReader``, for a reader that comes back for more)."""
    if trace is None or not Path(trace).exists():
        return {**{k: [] for k in _LISTS}, "files": 0}
    try:
        files = trace_files(trace)
    except Exception:  # noqa: BLE001 - no trace: an empty account
        return {**{k: [] for k in _LISTS}, "files": 0}
    reader = TraceFactsReader()
    for path in files:
        reader.begin(path, 0)
        for meta, event, _line, payload in iter_records(path, {"unparsed_lines": 0}):
            reader.read(meta, event, payload)
    return reader.facts()


class TraceFactsReader:
    """The facts of a trace gathered record by record, and read on later from where each file's read ended.

    The compile stage feeds it in the pass that reads its trace (``trace.compile_trace.collect_compile_trace``'s
    ``facts``: ``begin``, ``read`` each record, ``end``); after benchmark and profile, ``read_new`` reads only what
    torch appended since (``compilation_metrics_runtime`` of a CUDA graph recorded for a new input size), each file
    from the byte offset where its last read ended; a file that is new, or shorter than that offset (written anew),
    whole. ``facts`` is what ``collect_trace_facts`` gives for the same bytes; an autotuning E appended later closes
    the B an earlier read left open.
    """

    def __init__(self) -> None:
        self._rows: dict[str, dict[str, list]] = {}  # per file, in the order its records were read
        self._offsets: dict[str, int] = {}  # per file: the byte offset its last whole read ended at
        self._open_events: dict[str, list[dict]] = {}  # autotuning B events waiting for their E
        self._out: dict[str, list] = {}
        self.records = 0  # records read, over all reads

    def begin(self, path: Path | str, start: int) -> dict:
        """The records of ``path`` from byte ``start`` come next (0: what was read of it before is dropped). Returns
        the ``ends`` to hand ``iter_records``, then to ``end``."""
        key = str(path)
        if not start or key not in self._rows:
            self._rows[key] = {k: [] for k in _LISTS}
        self._offsets.pop(key, None)  # known again once this read ends
        self._out = self._rows[key]
        return {}

    def read(self, meta: dict, event: str, payload: list[str] | None) -> None:
        """One record of ``iter_records``, of the file ``begin`` named."""
        self.records += 1
        body = meta.get(event)
        if event in _METRIC_EVENTS and isinstance(body, dict):
            row = {k: body.get(k) for k in _METRIC_KEYS}
            row["is_runtime"] = bool(body.get("is_runtime") or event.endswith("_runtime"))
            row["compile_id"] = body.get("compile_id")
            row["backward"] = event.startswith("bwd_")
            self._out["metrics"].append(row)
        elif event == "chromium_event":
            text, _ok = payload_text(meta, payload)
            ev = loads_json(text)
            if isinstance(ev, dict):
                _chromium(ev, self._open_events, self._out)

    def end(self, path: Path | str, ends: dict) -> None:
        """``path`` was read to ``ends["offset"]`` (a line boundary, ``iter_records``): the next read starts there."""
        if isinstance(ends.get("offset"), int):
            self._offsets[str(path)] = ends["offset"]

    def read_new(self, trace: Path | str | None) -> dict:
        """``facts`` after reading what was appended to ``trace``'s files since their last read."""
        for path in trace_files(trace) if trace is not None and Path(trace).exists() else []:
            try:
                size = path.stat().st_size
            except OSError:
                continue
            offset = self._offsets.get(str(path))
            if offset != size:  # else nothing was appended
                self._read_file(path, offset if offset is not None and offset < size else 0)
        return self.facts()

    def _read_file(self, path: Path, start: int) -> None:
        ends = self.begin(path, start)
        for meta, event, _line, payload in iter_records(path, {"unparsed_lines": 0}, start=start, ends=ends):
            self.read(meta, event, payload)
        self.end(path, ends)

    def facts(self) -> dict:
        """``{metrics, autotune_events, precompile_failures, precompile_events, files, autotune_us, cudagraphify_s,
        fx_local_hits, fx_remote_hits}`` of every record read, file by file in name order; the caller's own copy."""
        out: dict[str, Any] = {k: [] for k in _LISTS}
        for key in sorted(self._rows, key=Path):
            for k in _LISTS:
                out[k].extend(copy.deepcopy(self._rows[key][k]))
        out["files"] = len(self._rows)
        return _summed(out)


def _summed(out: dict) -> dict:
    us = [m["compile_time_autotune_time_us"] for m in out["metrics"]
          if isinstance(m.get("compile_time_autotune_time_us"), (int, float))]
    out["autotune_us"] = sum(us) if us else None
    cg = [m["runtime_cudagraphify_time_us"] for m in out["metrics"]
          if isinstance(m.get("runtime_cudagraphify_time_us"), (int, float))]
    out["cudagraphify_s"] = round(sum(cg) / 1e6, 6) if cg else None
    for where in ("local", "remote"):
        n = [m.get(f"inductor_fx_{where}_cache_hit_count") for m in out["metrics"]]
        out[f"fx_{where}_hits"] = sum(x for x in n if isinstance(x, int)) if any(isinstance(x, int) for x in n) else None
    return out


def _chromium(ev: dict, open_events: dict[str, list[dict]], out: dict) -> None:
    name = str(ev.get("name") or "")
    args = ev.get("args") if isinstance(ev.get("args"), dict) else {}
    if name.endswith("_template_autotuning"):
        if ev.get("ph") == "B":
            open_events.setdefault(name, []).append({"ts": ev.get("ts"), "args": args})
            return
        if ev.get("ph") != "E":
            return
        start = (open_events.get(name) or [None]).pop() if open_events.get(name) else None
        merged = {**((start or {}).get("args") or {}), **args}
        dur = None
        if start and isinstance(start.get("ts"), (int, float)) and isinstance(ev.get("ts"), (int, float)):
            dur = round((ev["ts"] - start["ts"]) / 1e6, 6)
        stats = parsed_json_field(merged.get("autotune_choices_stats"))
        out["autotune_events"].append({
            "op": name[: -len("_template_autotuning")], "compile_id": merged.get("compile_id"),
            "shape": merged.get("autotune_shape_hinted") or merged.get("autotune_shape"),
            "strides": merged.get("autotune_strides"), "dtypes": merged.get("autotune_dtypes"),
            "seconds": dur, "stats": stats if isinstance(stats, dict) else None,
        })
    elif name.endswith("_template_precompiling") and ev.get("ph") == "E":
        out["precompile_events"].append({"op": name[: -len("_template_precompiling")],
                                         "compile_id": args.get("compile_id")})
        meta = parsed_json_field(args.get("metadata"))
        for exc in (meta or {}).get("exceptions") or [] if isinstance(meta, dict) else []:
            if isinstance(exc, dict):
                out["precompile_failures"].append({
                    "op": name[: -len("_template_precompiling")], "compile_id": args.get("compile_id"),
                    "choice_type": exc.get("choice_type"), "choice": exc.get("choice"),
                    "error": exc.get("exception_message") or exc.get("exception"),
                })


def runtime_only_ids(facts: dict) -> set[str]:
    """Compile ids whose every metrics record is a runtime one (``is_runtime``: a CUDA graph recorded for a new
    input size at run time, under its graph's compile id): no Dynamo compile happened for them."""
    rows: dict[str, list[bool]] = {}
    for m in facts.get("metrics") or []:
        if m.get("compile_id"):
            rows.setdefault(str(m["compile_id"]), []).append(bool(m.get("is_runtime")))
    return {cid for cid, flags in rows.items() if all(flags)}


def parsed_json_field(value):
    """A trace field that may hold JSON text: the parsed value; the value itself when it is not text; None when the
    text does not parse."""
    if not isinstance(value, str):
        return value
    try:
        return json.loads(value)
    except ValueError:
        return None



