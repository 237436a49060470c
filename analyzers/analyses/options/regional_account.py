"""How many compiles Dynamo really made for a regionally compiled block, and the guard that made it compile again.

Regional compilation pays off only when the copies share one compile: Dynamo compiles the first copy's forward and
the others reuse it while its guards hold. A block that reads a per-copy Python value in its forward (the layer's
index as an int attribute, say) fails a guard on every copy and compiles once per copy; past
``torch._dynamo.config.recompile_limit`` the remaining copies run uncompiled.

``dynamo_counts`` reads torch's own account in the route's process (``torch._dynamo.utils.counters``: graphs and
frames; ``guard_failures``: each recompile's failed guards), feature-detected. ``regional_account`` turns it, with
the compile ids and recompile reasons of the route's structured trace where there is one
(``compile_trace.collect_compile_trace``: the same text), into the report's ``regional``: the compiles, whether the
block recompiled per copy, the guard that failed with its source line and torch's hint, and the fix that applies.
"""

from __future__ import annotations

import re

# one line of a recompile reason as torch writes it (guard_failures, the trace's recompile_reasons):
# "0/0: self.idx == 0   # h = h * (self.idx + 1)  # rg/exp.py:11 in forward (HINT: ...)"
_REASON = re.compile(r"^\s*(?P<cid>\d+/\d+):\s*(?P<guard>.*?)\s*(?:#\s*(?P<code>.*?)\s*#\s*(?P<where>\S+:\d+ in \S+))?"
                     r"\s*(?:\(HINT:\s*(?P<hint>.*)\))?\s*$")
_USER_FRAME = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+)')
_SELF_NUMBER = re.compile(r"^(?:self|L\['self'\])(?P<attr>(?:\.\w+|\[[^\]]+\])+)\s*==\s*-?[\d.]+(?:e-?\d+)?$")
_SELF_VALUE = re.compile(r"^(?:self|L\['self'\])(?P<attr>(?:\.\w+|\[[^\]]+\])+)\s*(?:==|is)\s*")


def dynamo_counts() -> dict:
    """torch's own account of this process's compiles: graphs Dynamo made (``counters['stats']['unique_graphs']``),
    frames it converted, the failed guards of each recompile (``torch._dynamo.utils.guard_failures``) and the
    recompile limit. Keys torch does not offer are left out."""
    import torch._dynamo.config as dcfg
    import torch._dynamo.utils as dutils

    out: dict = {}
    counters = getattr(dutils, "counters", None)
    if counters is not None:
        out["unique_graphs"] = int(counters["stats"].get("unique_graphs", 0))
        out["frames_ok"] = int(counters["frames"].get("ok", 0))
        out["frames_total"] = int(counters["frames"].get("total", 0))
    failures = getattr(dutils, "guard_failures", None)
    if isinstance(failures, dict):
        out["guard_failures"] = [str(r)[:4000] for reasons in failures.values() for r in reasons][:200]
    limit = getattr(dcfg, "recompile_limit", None) or getattr(dcfg, "cache_size_limit", None)
    if isinstance(limit, int):
        out["recompile_limit"] = limit
    return out


def parse_reason(text: str) -> dict:
    """The first failed guard of one recompile reason: ``compile_id`` it failed against, ``guard`` (the check),
    ``code`` (the source line that made it) and ``where`` (file:line in function), torch's ``hint``, the user's
    ``file`` and ``line`` from its stack; keys it lacks are None."""
    first = next((ln for ln in str(text).splitlines() if _REASON.match(ln) and ln.strip()), "")
    m = _REASON.match(first)
    d = m.groupdict() if m else {"cid": None, "guard": str(text).strip().splitlines()[0] if str(text).strip() else None,
                                 "code": None, "where": None, "hint": None}
    frame = _USER_FRAME.search(str(text))
    return {"compile_id": d["cid"], "guard": (d["guard"] or "").strip() or None, "code": d["code"],
            "where": d["where"], "hint": d["hint"], "file": frame["file"] if frame else None,
            "line": int(frame["line"]) if frame else None}


def guard_fix(guard: str | None, hint: str | None = None) -> str:
    """What makes one compile serve every copy, for the guard that failed between copies."""
    g = (guard or "").strip()
    m = _SELF_NUMBER.match(g)
    if m or "integer attributes of the nn.Module" in (hint or ""):
        attr = f"self{m['attr']}" if m else "the attribute"
        return (f"each copy holds a different Python number in {attr} and Dynamo specializes on it: keep it as a "
                f"tensor (a buffer: register_buffer(name, torch.tensor(value), persistent=False)) so one graph serves "
                f"every copy, or run with --dynamo-config allow_unspec_int_on_nn_module=True (ints only: one more "
                f"compile, then the value is a symbolic input)")
    if "___check_obj_id" in g or "ID_MATCH" in g:
        return ("Dynamo guards on each copy's object identity: with "
                "torch._dynamo.config.inline_inbuilt_nn_modules=True (the default from torch 2.5, always on in newer "
                "versions) the copies' parameters are inputs of one graph")
    if "___check_type_id" in g or "TYPE_MATCH" in g or g.startswith("type("):
        return ("the copies hold objects of different types (a submodule only the first copy has, a None in the "
                "others): give every copy the same structure, or compile the odd copy apart (one extra compile)")
    if re.search(r"size|stride|shape|tensor .* mismatch|check_tensor|TENSOR_MATCH", g, re.I):
        return ("the copies see tensors of different shapes, dtypes or strides (their inputs, or weights of another "
                "size: then they are not one block; name another with --regional-block): mark the changing "
                "dimension dynamic (--dynamic true, or torch._dynamo.mark_dynamic)")
    if _SELF_VALUE.match(g) or g.startswith("len("):
        return ("a Python value the forward reads differs between copies and Dynamo specializes on it: make it the "
                "same for every copy, or pass it as a tensor")
    return (f"torch's hint: {hint}" if hint else
            "make the value this guard checks the same for every copy, or pass it to the forward as a tensor")


def regional_account(block: dict, counts: dict | None, trace: dict | None = None) -> dict:
    """The report's ``regional``: Dynamo's compiles for ``block`` (``copies``) and why it compiled again.

    ``counts``: ``dynamo_counts()`` of the route's process; ``trace``: ``collect_compile_trace`` of its structured
    trace, or None. The compiles are torch's counter of graphs (else the trace's compile ids); the recompiles are
    the trace's reasons (else ``guard_failures``), each with its first failed guard."""
    counts = counts or {}
    copies = int(block.get("copies") or 0)
    trace_ids = len(trace.get("compile_ids") or []) if isinstance(trace, dict) else None
    reasons = [r.get("reason") for r in (trace or {}).get("recompiles") or []
               if isinstance(r, dict) and r.get("reason")]
    source = "the route's structured trace (recompile_reasons)"
    if not any(_first_cid(r) for r in reasons) and counts.get("guard_failures"):  # no trace, or no reason text
        # guard_failures lists every failed cache entry of each recompile: the newest entry's line leads each one
        reasons = [r for r in counts["guard_failures"] if _first_cid(r) is not None]
        reasons = _newest_per_recompile(reasons)
        source = "torch._dynamo.utils.guard_failures"
    graphs = counts.get("unique_graphs")
    compiles = graphs if isinstance(graphs, int) else trace_ids
    out = {"copies": copies, "compiles": compiles, "graphs": graphs, "frames": counts.get("frames_ok"),
           "trace_compile_ids": trace_ids, "counted_by": "torch._dynamo.utils.counters['stats']['unique_graphs']"
           if isinstance(graphs, int) else "the structured trace's compile ids" if trace_ids is not None else None,
           "recompiles": len(reasons), "recompile_limit": counts.get("recompile_limit"), "guard": None, "fix": None,
           "per_copy": bool(reasons) and copies > 1}
    if reasons:
        first = parse_reason(reasons[0])
        out["guard"] = dict(first, source=source, failed=[parse_reason(r)["guard"] for r in reasons][:16])
        out["fix"] = guard_fix(first["guard"], first["hint"])
    limit = out["recompile_limit"]
    out["past_limit"] = bool(reasons) and isinstance(limit, int) and copies > limit
    out["verdict"] = regional_verdict(out)
    return out


def _first_cid(text: str) -> str | None:
    m = _REASON.match(str(text).splitlines()[0]) if str(text).strip() else None
    return m["cid"] if m else None


def _newest_per_recompile(failures: list[str]) -> list[str]:
    """One entry per recompile from ``guard_failures``' flat list (a recompile against n cache entries lists n
    failures, newest first: ``0/1``, ``0/0``): the lines whose compile id is the newest seen so far."""
    out, seen = [], -1
    for r in failures:
        cid = _first_cid(r)
        n = int(cid.split("/")[1]) if cid else -1
        if n > seen:
            out.append(r)
            seen = n
    return out


def regional_verdict(acc: dict) -> str:
    """One sentence: compiled once for the copies, or recompiled per copy on a named guard."""
    copies, compiles, n = acc.get("copies") or 0, acc.get("compiles"), acc.get("recompiles") or 0
    counted = f"{compiles} graph{'s' * (compiles != 1)}" if isinstance(compiles, int) else "an unknown number of graphs"
    if not n:
        more = ("" if compiles in (None, 1) else
                f" (the block's forward splits into {compiles} graphs: graph breaks inside it)")
        return f"Dynamo compiled {counted} for the {copies} copies: one compile, reused by every copy{more}."
    g = acc.get("guard") or {}
    text = (f"Dynamo compiled {counted} for the {copies} copies: it recompiled {n} time{'s' * (n != 1)} because the "
            f"guard {g.get('guard') or '?'} failed" + (f" (from `{g['code']}`, {g['where']})" if g.get("code") else "")
            + f". Fix: {acc.get('fix')}.")
    if acc.get("past_limit"):
        text += (f" The copies past torch._dynamo.config.recompile_limit ({acc['recompile_limit']}) run uncompiled.")
    return text
