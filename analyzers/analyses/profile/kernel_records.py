"""One record per kernel (GPU) or outermost op (CPU) of a forward, matched to the generated code; the
kernel table, attribution merged from a second profile, and Inductor's per-kernel metadata."""

from __future__ import annotations

import re

from ..hardware.work_estimate import bare_op, estimate_work, shapes_text
from .profile_events import CPP_KERNEL_RE, GRAPH_LAUNCH_RE, LINE_PREFIX, MODULE_PREFIX, Range, rounded

GENERATED_CODE = "(inductor generated code)"


TRITON_KINDS = {
    "poi": "pointwise",
    "red": "reduction",
    "per": "persistent_reduction",
    "tem": "template",
    "for": "foreach",
}


class CodeIndex:
    """Kernels of the code section by name, and extern kernels by ATen op."""

    def __init__(self, code_kernels: list | None, kernel_meta: dict | None = None):
        self.by_name: dict[str, list[dict]] = {}
        self.by_op: dict[str, list[dict]] = {}
        self.meta = kernel_meta or {}
        for k in code_kernels or []:
            if not isinstance(k, dict) or not k.get("name"):
                continue
            name = str(k["name"])
            if k.get("kind") == "extern" or k.get("lang") == "extern":
                self.by_op.setdefault(bare_op(name), []).append(k)
            else:
                self.by_name.setdefault(name, []).append(k)

    def match(self, kernel_name: str, op_name: str | None, in_graph: bool) -> tuple[dict | None, int]:
        m = CPP_KERNEL_RE.match(kernel_name)
        base = m.group(1) if m else kernel_name
        hits = self.by_name.get(kernel_name) or self.by_name.get(base)
        if hits:
            return hits[0], len({h.get("module") for h in hits})
        if op_name and in_graph:
            hits = self.by_op.get(bare_op(op_name))
            if hits:
                return hits[0], len({h.get("module") for h in hits})
        return None, 0


def code_fields(rec: dict, code_kernel: dict | None, candidates: int) -> None:
    if code_kernel is None:
        return
    rec["code_kernel"] = code_kernel.get("name")
    rec["kind"] = code_kernel.get("kind") or rec.get("kind")
    rec["fused_ops"] = [str(o) for o in code_kernel.get("fused_ops") or []]
    rec["module"] = code_kernel.get("module") or ""
    if code_kernel.get("source_nodes"):
        rec["source_nodes"] = [str(o) for o in code_kernel["source_nodes"]]
    if candidates > 1:
        rec["module_candidates"] = candidates


def work_fields(rec: dict, op_name: str | None, args: dict | None, code: CodeIndex, inductor: bool) -> None:
    meta = code.meta.get(rec["name"]) or {}
    merged = dict(args or {})
    for k in ("kernel_flop", "kernel_num_gb"):
        if merged.get(k) is None and meta.get(k) is not None:
            merged[k] = meta[k]
    work = estimate_work(op_name, merged, inductor=inductor, fused_ops=len(rec.get("fused_ops") or []) or 1)
    if work["source"] != "none":
        rec["flops"], rec["bytes"], rec["work_source"] = work["flops"], work["bytes"], work["source"]
    if args and args.get("Input Dims") is not None:
        rec["shapes"] = shapes_text(args)


def gpu_records(items: list, fs: float, code: CodeIndex, compiled: bool) -> list[dict]:
    out = []
    for g, ln in items:
        ts, dur, name, stream, corr, kind, _ = g
        op = ln.op if ln is not None else None
        tk = re.match(r"triton_([a-z]{3})_", name)
        rec = {
            "name": name,
            "kind": kind
            if kind != "kernel"
            else (TRITON_KINDS.get(tk.group(1), "other") if tk and compiled else "other" if compiled else "aten"),
            "stream": stream,
            "start_us": rounded(ts - fs),
            "dur_us": rounded(dur),
            "correlation": corr,
        }
        if ln is not None:
            rec.update(launch_api=ln.name, launch_start_us=rounded(ln.ts - fs), launch_us=rounded(ln.dur))
            if GRAPH_LAUNCH_RE.search(ln.name):
                rec["graph_launch"] = True
            if ln.module:
                rec["nn_module"] = ln.module
            if ln.line:
                _line_fields(rec, ln.line)
        if op is not None:
            rec["op"] = op.name
        if kind == "kernel":
            if compiled:
                ck, cands = code.match(name, op.name if op is not None else None, bool(ln and ln.in_graph))
                code_fields(rec, ck, cands)
                if ck is None and ln is not None and not ln.in_graph and not rec.get("graph_launch"):
                    rec["kind"] = "aten"  # eager code outside the compiled graphs (graph breaks)
            elif op is not None:
                rec["fused_ops"] = [bare_op(op.name)]
            inductor = bool(op is not None and (op.name == name or rec.get("code_kernel") == op.name))
            work_fields(rec, op.name if op is not None else None, op.args if op is not None else None, code, inductor)
        out.append(rec)
    return out


def cpu_records(items: list, fs: float, code: CodeIndex, compiled: bool) -> list[dict]:
    out = []
    for r, _ in items:
        rec = {
            "name": r.name,
            "kind": "aten",
            "stream": None,
            "start_us": rounded(r.ts - fs),
            "dur_us": rounded(r.end - r.ts),
            "op": r.name,
        }
        mod = module_of(r)
        if mod:
            rec["nn_module"] = mod
        line = line_of(r)
        if line:
            _line_fields(rec, line)
        inductor = False
        if compiled:
            ck, cands = code.match(r.name, r.name, r.in_graph)
            code_fields(rec, ck, cands)
            inductor = ck is not None and ck.get("kind") != "extern"
            if ck is None and CPP_KERNEL_RE.match(r.name):
                rec["kind"] = "other"
        else:
            rec["fused_ops"] = [bare_op(r.name)]
        work_fields(rec, r.name, r.args, code, inductor)
        out.append(rec)
    return out


def _line_fields(rec: dict, name: str) -> None:
    """``source_line`` (``file:line``) and, where the op ran in a module the line called, ``line_module``
    (``path|Type``, the path relative to the module whose code holds the line) from a line range's name."""
    line, part = name.partition("|")[0], name.partition("|")[2]
    rec["source_line"] = line
    if part:
        rec["line_module"] = part


def module_of(r: Range) -> str | None:
    p = r.parent
    while p is not None:
        if p.is_module:
            return p.name[len(MODULE_PREFIX) :]
        p = p.parent
    return None


def line_of(r: Range) -> str | None:
    """``file:line`` of the innermost source-line range around ``r`` (the eager attribution pass), else None."""
    p = r.parent
    while p is not None:
        if p.is_line:
            return p.name[len(LINE_PREFIX) :]
        p = p.parent
    return r.inner_line


def kernel_table(kernels: list[dict]) -> list[dict]:
    """Kernel records of one forward aggregated by name, most GPU time first."""
    total = sum(k.get("dur_us") or 0.0 for k in kernels) or 0.0
    rows: dict[str, dict] = {}
    for k in kernels:
        row = rows.get(k["name"])
        if row is None:
            row = rows[k["name"]] = {
                "name": k["name"],
                "calls": 0,
                "total_us": 0.0,
                "kind": k.get("kind"),
                "fused_ops": k.get("fused_ops") or [],
                "module": k.get("module") or "",
                "code_kernel": k.get("code_kernel"),
                "op": k.get("op"),
                "nn_modules": [],
                "flops": None,
                "bytes": None,
                "work_source": k.get("work_source"),
            }
            if k.get("synthetic"):
                row["synthetic"] = True
        row["calls"] += 1
        row["total_us"] += k.get("dur_us") or 0.0
        if k.get("nn_module") and k["nn_module"] not in row["nn_modules"]:
            row["nn_modules"].append(k["nn_module"])
        for key in ("flops", "bytes"):
            if k.get(key) is not None:
                row[key] = (row[key] or 0) + k[key]
    out = []
    for row in rows.values():
        row["mean_us"] = rounded(row["total_us"] / row["calls"])
        row["share"] = rounded(row["total_us"] / total, 4) if total > 0 else None
        row["total_us"] = rounded(row["total_us"])
        out.append(row)
    out.sort(key=lambda r: -r["total_us"])
    return out


_ATTRIBUTED = ("flops", "bytes", "work_source", "shapes", "nn_module", "source_line", "line_module")


def merge_attribution(mode: dict, attributed: dict) -> int:
    """Copy shapes, work and module paths from the attribution pass, kernel by (name, occurrence).

    Returns the number of kernels that got something.
    """
    if not mode.get("available") or not attributed.get("available"):
        return 0
    by_name: dict[str, list[dict]] = {}
    for k in attributed.get("kernels") or []:
        by_name.setdefault(k["name"], []).append(k)
    seen: dict[str, int] = {}
    hit = 0
    for k in mode.get("kernels") or []:
        i = seen.get(k["name"], 0)
        seen[k["name"]] = i + 1
        cands = by_name.get(k["name"]) or []
        src = cands[i] if i < len(cands) else (cands[0] if cands else None)
        if src is None:
            continue
        got = False
        for key in _ATTRIBUTED:
            if src.get(key) is not None and k.get(key) is None:
                k[key] = src[key]
                got = True
        hit += got
    mode["kernel_table"] = kernel_table(mode.get("kernels") or [])
    return hit


_META_NAME_RE = re.compile(r"'kernel_name':\s*'(\w+)'")


_META_NUM_RE = {
    "kernel_num_gb": re.compile(r"'kernel_num_gb':\s*([0-9.eE+-]+)"),
    "kernel_flop": re.compile(r"'kernel_flop':\s*([0-9.eE+-]+)"),
}


def inductor_kernel_meta(module_texts: list[str]) -> dict[str, dict]:
    """``{kernel: {kernel_num_gb, kernel_flop}}`` from the ``inductor_meta`` of Triton kernels.

    Inductor writes these keys only when compiled with ``benchmark_kernel`` (or ``profile_bandwidth``);
    without them the result is empty and bytes come from the profiler's shapes.
    """
    out: dict[str, dict] = {}
    for text in module_texts or []:
        if not isinstance(text, str):
            continue
        matches = list(_META_NAME_RE.finditer(text))
        for m, nxt in zip(matches, matches[1:] + [None]):
            block = text[m.start() : nxt.start() if nxt else m.start() + 20000]
            found = {}
            for key, rx in _META_NUM_RE.items():
                v = rx.search(block)
                if v:
                    try:
                        found[key] = float(v.group(1))
                    except ValueError:
                        pass
            if found:
                out[m.group(1)] = found
    return out
