"""The *explain* analysis: graphs, graph breaks (deduplicated by source location) and capture coverage.

Runs ``torch._dynamo.explain`` (which resets Dynamo: run it before compiling for the benchmark, never
in between), files each break under a category from ``schema.BREAK_CATEGORIES`` with a fix hint, and
measures capture coverage: the share of the ATen ops of one forward that ran inside captured graphs.
"""

from __future__ import annotations

import linecache
import logging
import os
import re
import time

from ..report.schema import GraphBreak

log = logging.getLogger(__name__)

# (category, patterns on the break reason / code line, hint). First match wins.
_RULES: list[tuple[str, tuple[str, ...], str]] = [
    (
        "print/logging",
        (r"\bprint\b", r"logging", r"logger", r"\bwarn"),
        "Remove the print/log from forward, guard it with `if not torch.compiler.is_compiling():`, "
        "or add the function to torch._dynamo.config.reorderable_logging_functions.",
    ),
    (
        "tensor to python (.item/.tolist)",
        (r"\.item\(", r"\bitem\b", r"tolist", r"Tensor\.item", r"capture_scalar_outputs", r"_local_scalar_dense"),
        "Keep the value a tensor (torch.where / masking instead of a Python number); or set "
        "torch._dynamo.config.capture_scalar_outputs = True so .item() is traced.",
    ),
    (
        "numpy",
        (r"numpy", r"\bnp\.", r"__array__"),
        "Replace the NumPy round-trip with torch ops on the tensor (Dynamo traces torch ops; "
        "`.numpy()` on a tensor forces a break).",
    ),
    (
        "data-dependent branch",
        (r"data.dependent", r"generic_jump", r"jump", r"branch", r"__bool__", r"Dynamic control flow"),
        "Replace the Python `if` on a tensor value with torch.where / torch.cond, or move the decision "
        "out of forward so it is a Python constant.",
    ),
    (
        "disabled/third-party function",
        (r"disable", r"skip", r"skipfiles", r"marked as skipped", r"not allowed", r"third.party", r"C extension"),
        "Wrap the helper as a custom op (torch.library.custom_op) so it stays one node in the graph, "
        "or rewrite it in torch ops; torch._dynamo.disable always splits the graph there.",
    ),
    (
        "unsupported builtin",
        (r"builtin", r"unsupported", r"call_function"),
        "Rewrite the unsupported Python construct with torch ops or plain Python Dynamo can trace.",
    ),
]
_OTHER_HINT = "Read the reason and the source line; TORCH_LOGS=graph_breaks shows the full context."


def categorize(reason: str, code: str = "") -> tuple[str, str]:
    """File a break reason under a category and return (category, hint)."""
    text = f"{reason}\n{code}"
    for category, patterns, hint in _RULES:
        if any(re.search(p, text, re.IGNORECASE) for p in patterns):
            return category, hint
    return "other", _OTHER_HINT


def _is_internal(filename: str) -> bool:
    import torch

    tdir = os.path.dirname(torch.__file__)
    return filename.startswith(tdir) or "/torch/_dynamo/" in filename


def user_frame(stack, user_files: list[str] | None = None):
    """The frame to blame: the innermost one in the user's files, else the innermost outside torch."""
    frames = list(stack or [])
    if user_files:
        wanted = {os.path.realpath(f) for f in user_files}
        for fr in reversed(frames):
            if os.path.realpath(fr.filename) in wanted:
                return fr
    for fr in reversed(frames):
        if not _is_internal(fr.filename):
            return fr
    return frames[-1] if frames else None


def source_context(filename: str, line: int, around: int = 3) -> tuple[list[str], int]:
    start = max(1, line - around)
    lines = [linecache.getline(filename, n).rstrip("\n") for n in range(start, line + around + 1)]
    while lines and not lines[-1]:
        lines.pop()
    return lines, start


def break_from(reason: str, stack, user_files: list[str] | None = None) -> GraphBreak:
    fr = user_frame(stack, user_files)
    file, line, code, ctx, ctx_start = "", None, "", [], None
    if fr is not None:
        file, line = fr.filename, fr.lineno
        code = (fr.line or linecache.getline(file, line or 0)).strip()
        if line:
            ctx, ctx_start = source_context(file, line)
    category, hint = categorize(reason, code)
    return GraphBreak(
        reason=reason.strip(),
        category=category,
        hint=hint,
        file=file,
        line=line,
        code=code,
        context=ctx,
        context_start=ctx_start,
        user_stack=[f"{f.filename}:{f.lineno} in {f.name}" for f in (stack or [])],
    )


def dedupe_breaks(breaks: list[GraphBreak]) -> list[GraphBreak]:
    """One entry per source location (file, line, category); count says how often it happened."""
    out: dict[tuple, GraphBreak] = {}
    for b in breaks:
        key = (b.file, b.line, b.category) if b.file else (b.reason,)
        if key in out:
            out[key].count += b.count
        else:
            out[key] = b
    return list(out.values())


def _count_ops(fn, *args, **kwargs) -> tuple[int, object]:
    """Run ``fn`` once, counting the ATen ops it dispatches. Returns (count, result)."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class _Count(TorchDispatchMode):
        n = 0

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            _Count.n += 1
            return func(*args, **(kwargs or {}))

    with _Count():
        out = fn(*args, **kwargs)
    return _Count.n, out


class _Recorder:
    """A Dynamo backend that records what ``torch._dynamo.explain`` records (graphs, ops, break
    reasons), optionally counts the ATen ops each captured graph runs, and runs the graph as is.

    One Dynamo pass gives both explain's answer and capture coverage.
    """

    def __init__(self, on_graph=None):
        from torch._dynamo.backends.debugging import _explain_graph_detail

        self._detail = _explain_graph_detail
        self.graphs: list = []
        self.op_count = 0
        self.ops_per_graph: list = []
        self.break_reasons: list = []
        self.counting = False
        self.captured_ops = 0
        self.on_graph = on_graph

    def __call__(self, gm, example_inputs):
        gm, self.graphs, self.op_count, self.ops_per_graph, self.break_reasons = self._detail(
            gm, self.graphs, self.op_count, self.ops_per_graph, self.break_reasons
        )
        if self.on_graph is not None:
            self.on_graph(gm, len(self.graphs) - 1)
        forward = gm.forward

        def run(*a):
            if not self.counting:
                return forward(*a)
            n, out = _count_ops(forward, *a)
            self.captured_ops += n
            return out

        return run


def collect_explain(model, args: tuple, kwargs: dict, user_files: list[str] | None = None, on_graph=None) -> dict:
    """Graphs, graph breaks and capture coverage, in one Dynamo pass. The report's ``explain`` section.

    Records what ``torch._dynamo.explain`` records (the same ``_explain_graph_detail`` bookkeeping;
    falls back to ``torch._dynamo.explain`` itself where the installed torch lacks it). Coverage: the
    eager forward's ATen ops under a dispatch counter give the total; a second call of the captured
    model, with each graph run under the same counter, gives the captured part. ``on_graph(gm, i)``
    is called for each captured FX graph (to store it).
    """
    import torch

    t0 = time.perf_counter()
    torch._dynamo.reset()
    try:
        rec = _Recorder(on_graph)
    except ImportError:
        return _collect_explain_fallback(model, args, kwargs, user_files, t0)
    compiled = torch.compile(model, backend=rec)
    compiled(*args, **kwargs)
    rec.counting = True
    compiled(*args, **kwargs)
    total, _ = _count_ops(model, *args, **kwargs)
    torch._dynamo.reset()
    graph_count = len(rec.graphs)
    breaks = dedupe_breaks([break_from(str(br.reason), br.user_stack, user_files) for br in rec.break_reasons])
    return {
        "graph_count": graph_count,
        "graph_break_count": max(0, graph_count - 1),
        "break_locations": len(breaks),
        "op_count": rec.op_count,
        "ops_per_graph": [len(ops) for ops in rec.ops_per_graph],
        "coverage": min(1.0, rec.captured_ops / total) if total else None,
        "aten_ops_total": total,
        "aten_ops_captured": rec.captured_ops,
        "breaks": [b.__dict__ for b in breaks],
        "seconds": round(time.perf_counter() - t0, 3),
    }


def _collect_explain_fallback(model, args, kwargs, user_files, t0) -> dict:
    import torch

    out = torch._dynamo.explain(model)(*args, **kwargs)
    breaks = dedupe_breaks([break_from(str(br.reason), br.user_stack, user_files) for br in out.break_reasons])
    return {
        "graph_count": out.graph_count,
        "graph_break_count": out.graph_break_count,
        "break_locations": len(breaks),
        "op_count": out.op_count,
        "ops_per_graph": [len(ops) for ops in (out.ops_per_graph or [])],
        "coverage": None,
        "breaks": [b.__dict__ for b in breaks],
        "seconds": round(time.perf_counter() - t0, 3),
        "notes": ["this torch lacks _explain_graph_detail: coverage not measured"],
    }
