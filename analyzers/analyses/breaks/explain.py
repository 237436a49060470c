"""The *explain* analysis: graphs, graph breaks (one row per place, with torch's registry text) and coverage.

One Dynamo pass over the model with a recording backend (what ``torch._dynamo.explain`` records: graphs,
ops, break reasons) while Dynamo's structured log is tapped (``dynamo_log``). The breaks explain records and
the ones only the log names (before any op of a frame, in a frame Dynamo skipped entirely) are merged into
rows (``break_records``); each row's category comes from torch's registry id (``break_categories``).

Only the model's first call counts. Graphs the second call compiles (the call that measures coverage) are
recompiles, listed with their guard failure; ``graph_break_count`` counts breaks, never ``graph_count - 1``.
Coverage is the share of the ATen ops of one forward that ran inside captured graphs (``op_count``); when it
cannot be measured the rest stays and ``coverage_error`` says why.

Runs ``torch._dynamo.reset()``: run it before compiling for the benchmark, never in between.
"""

from __future__ import annotations

import logging
import time

from ...report.paths import Portable
from . import dynamo_log
from .break_categories import categorize as _categorize
from .break_records import Sighting, frames_from_summaries, merge_sightings, parse_break_payload
from .break_registry import load_registry, parse_reason
from .op_count import OpCount, count_ops, counting_mode

log = logging.getLogger(__name__)


def categorize(reason: str, code: str = "") -> tuple[str, str]:
    """(category, our hint) of a break reason: by its registry id where it links one, else by rules (no torch)."""
    category, hint, _how = _categorize(reason, code)
    return category, hint


SNAPSHOT_LIMIT_BYTES = 2 << 30  # buffers larger than this are not copied (a second copy could not fit)


def first_call_copy(model) -> tuple[object | None, str]:
    """A copy of ``model`` in its current state, for explain to see what a user's first call sees.

    Taken before any other forward (the load stage's input check runs one, and a stateful model, e.g. a
    KV cache that grows, would otherwise show explain its second call). Parameters are shared with the
    model (through deepcopy's memo), buffers and Python attributes are copied. Returns (copy or None,
    the ``model_state`` sentence for the report).
    """
    import copy

    buffers = sum(b.numel() * b.element_size() for b in model.buffers())
    if buffers > SNAPSHOT_LIMIT_BYTES:
        return None, (f"the loaded model after the load check's forward (its buffers, {buffers / 2**30:.1f} GiB, "
                      "were not copied): a stateful model shows its second call")
    try:
        snapshot = copy.deepcopy(model, {id(p): p for p in model.parameters()})
    except Exception as e:  # noqa: BLE001 - a model that cannot be copied is explained as it is
        return None, (f"the loaded model after the load check's forward (it could not be copied: {type(e).__name__}): "
                      "a stateful model shows its second call")
    return snapshot, "a copy taken before the model's first forward (parameters shared): its first call"


def _current_compile_id() -> str | None:
    try:
        from torch._guards import CompileContext

        cid = CompileContext.current_compile_id()
    except Exception:  # noqa: BLE001 - an older torch: graphs without compile ids
        return None
    return None if cid is None else f"{cid.frame_id}/{cid.frame_compile_id}"


class _Recorder:
    """A Dynamo backend that records what ``torch._dynamo.explain`` records (graphs, ops, break reasons,
    each with its compile id), counts the ATen ops each captured graph runs while ``tally`` is set, and
    runs the graph as is."""

    def __init__(self, on_graph=None):
        from torch._dynamo.backends.debugging import _explain_graph_detail

        self._detail = _explain_graph_detail
        self.graphs: list = []
        self.op_count = 0
        self.ops_per_graph: list = []
        self.break_reasons: list = []
        self.reason_ids: list = []  # compile id of each break reason
        self.compile_ids: list = []  # compile id of each graph
        self.first_call_graphs: int | None = None  # set once the first call returned
        self.tally: OpCount | None = None
        self.on_graph = on_graph

    def __call__(self, gm, example_inputs):
        n_reasons = len(self.break_reasons)
        gm, self.graphs, self.op_count, self.ops_per_graph, self.break_reasons = self._detail(
            gm, self.graphs, self.op_count, self.ops_per_graph, self.break_reasons
        )
        cid = _current_compile_id()
        self.compile_ids.append(cid)
        self.reason_ids.extend([cid] * (len(self.break_reasons) - n_reasons))
        if self.on_graph is not None and self.first_call_graphs is None:
            self.on_graph(gm, len(self.graphs) - 1)
        forward = gm.forward

        def run(*a):
            if self.tally is None:
                return forward(*a)
            with counting_mode(self.tally):
                return forward(*a)

        return run


def _sightings(rec: _Recorder, n_reasons: int, records: list) -> list[Sighting]:
    out = [
        Sighting(str(r.reason), frames_from_summaries(r.user_stack), "explain", cid)
        for r, cid in zip(rec.break_reasons[:n_reasons], rec.reason_ids[:n_reasons])
    ]
    for r in records:
        if r.kind == "graph_break" and r.payload:
            reason, frames = parse_break_payload(r.payload)
            out.append(Sighting(reason, frames, "trace", r.compile_id))
    return out


def _frame_record(r, paths: Portable) -> dict:
    m = r.metrics
    reason = str(m.get("fail_reason") or m.get("fail_type") or "").strip()
    p = parse_reason(reason)
    return {
        "compile_id": r.compile_id,
        "frame": m.get("co_name") or "",
        "file": paths.path(m.get("co_filename")),
        "line": m.get("co_firstlineno"),
        "break_file": paths.path(m.get("fail_user_frame_filename")),
        "break_line": m.get("fail_user_frame_lineno"),
        "fail_type": m.get("fail_type") or "",
        "reason": reason,
        "gb_id": p.gb_id,
        "gb_type": p.gb_type,
    }


def _not_captured(skipped: list[dict], graph_count: int) -> dict | None:
    """The model's own frame (the first Dynamo traced) when Dynamo skipped it entirely: it ran in eager."""
    top = next((s for s in skipped if str(s["compile_id"]).startswith("0/")), None)
    if top is None and graph_count == 0 and skipped:
        top = skipped[0]
    return top


def _recompiles(rec: _Recorder, records: list) -> list[dict]:
    """Graphs the second call compiled, with their guard failure where Dynamo logged one."""
    reasons = {r.compile_id: r.payload.strip() for r in records if r.kind == "recompile"}
    start = rec.first_call_graphs or 0
    return [
        {"graph": i, "compile_id": cid, "reason": reasons.get(cid) or "unknown (Dynamo logged no recompile reason)",
         "during": "explain's second call (coverage)"}
        for i, cid in enumerate(rec.compile_ids[start:], start=start)
    ]


def collect_explain(model, args: tuple, kwargs: dict, user_files: list[str] | None = None, on_graph=None,
                    paths: Portable | None = None) -> dict:
    """Graphs, graph breaks and capture coverage of the model's first call. The report's ``explain`` section.

    Args:
        model: in the state a user's first call would see (the caller records which in ``model_state``).
        args, kwargs: the example inputs.
        user_files: files whose lines are the user's code even inside the engine (the demo models).
        on_graph: called as ``on_graph(gm, i)`` for each FX graph of the first call (to store it).
        paths: how files are stored (``report/paths.py``: the recipe's folder, this machine's import roots);
            default: from the package on, as the paths themselves show.

    Returns:
        ``graph_count``, ``graph_break_count`` (sum of the rows' counts), ``break_locations``, ``breaks``
        (``schema.GraphBreak`` fields), ``recompiles``, ``not_captured`` (None, or the model's frame that
        Dynamo skipped), ``skipped_frames``, ``op_count``, ``ops_per_graph``, ``coverage`` (None with
        ``coverage_error`` when unmeasured), ``registry``, ``notes``, ``seconds``.
    """
    import torch

    t0 = time.perf_counter()
    paths = paths or Portable()
    torch._dynamo.reset()
    try:
        rec = _Recorder(on_graph)
    except ImportError:
        return _collect_explain_fallback(model, args, kwargs, user_files, t0, paths)
    with dynamo_log.listen() as dlog:
        compiled = torch.compile(model, backend=rec)
        compiled(*args, **kwargs)
        rec.first_call_graphs, n_reasons, mark = len(rec.graphs), len(rec.break_reasons), len(dlog.records)
        coverage = _coverage(rec, compiled, model, args, kwargs)
    torch._dynamo.reset()
    first = dlog.records[:mark]
    breaks = merge_sightings(_sightings(rec, n_reasons, first), user_files, paths=paths)
    graphs = rec.first_call_graphs
    skipped = [_frame_record(r, paths) for r in first if r.kind == "failed_frame"]
    registry = load_registry()
    out = {
        "graph_count": graphs,
        "graph_break_count": sum(b["count"] for b in breaks),
        "break_locations": len(breaks),
        "op_count": sum(len(ops) for ops in rec.ops_per_graph[:graphs]),
        "ops_per_graph": [len(ops) for ops in rec.ops_per_graph[:graphs]],
        "breaks": breaks,
        "recompiles": _recompiles(rec, dlog.records),
        "not_captured": _not_captured(skipped, graphs),
        "skipped_frames": skipped,
        "registry": {"entries": len(registry), "path": paths.path(registry.path) if registry.path else registry.path},
        **coverage,
        "seconds": round(time.perf_counter() - t0, 3),
    }
    notes = list(dlog.notes)
    if not len(registry):
        notes.append("this torch has no graph-break registry (torch/_dynamo/graph_break_registry.json): break ids "
                     "only from the reasons' links, categories by CompileScope's rules where a reason has none")
    if coverage.get("coverage_error"):
        notes.append(f"coverage not measured: {coverage['coverage_error']}")
    if coverage.get("hops_uncounted"):
        hops = ", ".join(f"{k} (x{v})" for k, v in coverage["hops_uncounted"].items())
        notes.append(f"ops inside {hops} not counted (no eager kernel to run under the op counter): one op each")
    if out["recompiles"]:
        notes.append(f"explain's second call recompiled {len(out['recompiles'])} graph(s) (the model's state or "
                     "inputs changed between calls): recompiles, not graph breaks")
    out["notes"] = notes
    return out


def _coverage(rec: _Recorder, compiled, model, args, kwargs) -> dict:
    """A counted second call of the captured model and a counted eager call. Never raises."""
    try:
        rec.tally = OpCount()
        compiled(*args, **kwargs)
        captured, rec.tally = rec.tally, None
        total, _ = count_ops(model, *args, **kwargs)
    except Exception as e:  # noqa: BLE001 - coverage is optional: the graphs and breaks stay
        rec.tally = None
        text = str(e).strip().splitlines()[0] if str(e).strip() else ""
        log.warning("coverage not measured: %s: %s", type(e).__name__, text)
        return {"coverage": None, "coverage_error": f"{type(e).__name__}: {text}"[:400],
                "aten_ops_total": None, "aten_ops_captured": None}
    out = {
        "coverage": min(1.0, captured.ops / total.ops) if total.ops else None,
        "aten_ops_total": total.ops,
        "aten_ops_captured": captured.ops,
    }
    if total.hops or captured.hops:
        out["hops"] = dict(total.hops + captured.hops)
    if total.uncounted or captured.uncounted:
        out["hops_uncounted"] = dict(total.uncounted + captured.uncounted)
    return out


def _collect_explain_fallback(model, args, kwargs, user_files, t0, paths: Portable) -> dict:
    import torch

    out = torch._dynamo.explain(model)(*args, **kwargs)
    sightings = [Sighting(str(br.reason), frames_from_summaries(br.user_stack), "explain") for br in out.break_reasons]
    breaks = merge_sightings(sightings, user_files, paths=paths)
    return {
        "graph_count": out.graph_count,
        "graph_break_count": sum(b["count"] for b in breaks),
        "break_locations": len(breaks),
        "op_count": out.op_count,
        "ops_per_graph": [len(ops) for ops in (out.ops_per_graph or [])],
        "coverage": None,
        "breaks": breaks,
        "seconds": round(time.perf_counter() - t0, 3),
        "notes": ["this torch lacks _explain_graph_detail: coverage not measured"],
    }
