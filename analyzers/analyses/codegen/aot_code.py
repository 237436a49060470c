"""Split AOTInductor output (the ``inductor_aot_wrapper_code`` / ``inductor_aot_kernel_code`` C++ files) into kernels.

AOTInductor writes C++, not the Python wrapper ``codegen.split_kernels`` reads:

* CPU kernels are ``extern "C" void cpp_fused_<ops>_<n>(...) { ... }`` definitions in the kernel file
  (older torch: in the wrapper); the wrapper calls them by name (``cpp_fused_..._0((float*)...)``).
* Triton kernels (CUDA) are embedded in the wrapper as comments,
  ``/* async_compile.triton('triton_poi_fused_..._0', ''' <source> ''', device_str='cuda') */``, and launched
  through a ``call_<name>(`` helper from ``run_impl``.
* Extern kernels are C shim calls ``aoti_torch_<device>_<op>_out(`` (``aoti_torch_cpu_addmm_out`` -> addmm).

Fused ops and source nodes come, as for Python modules, from the provenance mapping (``cppCodeToPost`` is keyed
by these names), then the ``// Topologically Sorted Source Nodes: [...], Original ATen: [...]`` comment before a
call, then the kernel name. No torch import.
"""

from __future__ import annotations

import bisect
import re

from ...report.schema import Kernel
from .codegen import (
    Provenance,
    cpp_kind,
    dedup,
    meta_from_comments,
    ops_from_name,
    select_provenance,
    triton_kind,
)

_CPP_DEF_RE = re.compile(r'^\s*extern "C"\s+void\s+(?P<name>cpp_\w+)\s*\(', re.MULTILINE)
_TRITON_DEF_RE = re.compile(r"async_compile\.triton\(\s*'(?P<name>\w+)'\s*,\s*'''")
_SHIM_RE = re.compile(r"(?<![\w.])(?P<callee>aoti_torch_(?P<dev>cpu|cuda|xpu|mps)_(?P<op>\w+?)(?:_out)?)\(")
_SHIM_SKIP = ("empty_strided", "_alloc", "_reinterpret", "get_", "set_", "device_guard", "stream_guard")
_MAX_LOOKBACK = 8


def _brace_end(lines: list[str], start: int) -> int:
    """Index of the line closing the first ``{`` block at or after ``start`` (a ``;`` first: a declaration)."""
    depth, opened = 0, False
    for i in range(start, len(lines)):
        ln = lines[i]
        if not opened and ";" in ln and "{" not in ln:
            return -1
        depth += ln.count("{") - ln.count("}")
        opened = opened or "{" in ln
        if opened and depth <= 0:
            return i
    return len(lines) - 1 if opened else -1


def _comments_before(lines: list[str], idx: int) -> list[str]:
    """The ``//`` comment lines just before a call, skipping the wrapper's ``static constexpr`` shape arrays."""
    out: list[str] = []
    i = idx - 1
    while i >= 0 and idx - i <= _MAX_LOOKBACK:
        s = lines[i].strip()
        if s.startswith("//"):
            out.append(s)
        elif not s.startswith("static constexpr") and s:
            break
        i -= 1
    return out[::-1]


def _defs(text: str, lines: list[str], lang: str) -> list[dict]:
    starts = [0]
    for ln in lines[:-1]:
        starts.append(starts[-1] + len(ln) + 1)

    def line_of(pos: int) -> int:  # 0-based
        return bisect.bisect_right(starts, pos) - 1

    out = []
    if lang == "cpp":
        for m in _CPP_DEF_RE.finditer(text):
            s = line_of(m.start())
            e = _brace_end(lines, s)
            if e >= 0:
                out.append({"name": m["name"], "lang": "cpp", "start": s, "end": e,
                            "body": "\n".join(lines[s : e + 1])})
    else:
        for m in _TRITON_DEF_RE.finditer(text):
            close = text.find("'''", m.end())
            end_pos = len(text) if close < 0 else close
            out.append({"name": m["name"], "lang": "triton", "start": line_of(m.start()),
                        "end": line_of(end_pos), "body": text[m.end() : end_pos]})
    return out


def split_aot_kernels(
    wrapper: str, wrapper_name: str, kernel_code: str = "", kernel_name: str = "", provenance=None
) -> list[Kernel]:
    """Kernels of one AOTInductor compile.

    Args:
        wrapper: The ``inductor_aot_wrapper_code`` payload (C++).
        wrapper_name: Stored as ``Kernel.module`` of the kernels defined in the wrapper and of extern calls.
        kernel_code: The ``inductor_aot_kernel_code`` payload (C++ kernel definitions), if any.
        kernel_name: ``Kernel.module`` of the kernels defined there.
        provenance: As for ``codegen.split_kernels`` (a mapping, an entry or the whole list).

    Returns:
        Defined kernels (kernel file first, then the wrapper's), then extern shim calls by first call. Never
        raises on odd input.
    """
    if not isinstance(wrapper, str):
        wrapper = ""
    if not isinstance(kernel_code, str):
        kernel_code = ""
    w_lines = wrapper.split("\n")
    k_lines = kernel_code.split("\n")
    prov = Provenance(select_provenance(provenance, wrapper + "\n" + kernel_code))
    defs = [(d, kernel_name) for d in _defs(kernel_code, k_lines, "cpp")]
    seen = {d["name"] for d, _ in defs}
    for lang in ("cpp", "triton"):
        defs += [(d, wrapper_name) for d in _defs(wrapper, w_lines, lang) if d["name"] not in seen]
    in_def = [False] * len(w_lines)
    for d, mod in defs:
        if mod == wrapper_name:
            for i in range(d["start"], min(d["end"] + 1, len(w_lines))):
                in_def[i] = True
    code_lines = [
        (i, ln) for i, ln in enumerate(w_lines)
        if not in_def[i] and not ln.lstrip().startswith(("//", "extern", "static", "*", "/*"))
    ]
    kernels: list[Kernel] = []
    for d, mod in defs:
        name = d["name"]
        call = re.compile(rf"(?<![\w.>])(?:call_)?{re.escape(name)}\(")
        calls = [i for i, ln in code_lines if call.search(ln)]
        comments = [c for i in calls for c in _comments_before(w_lines, i)]
        ops, nodes, handles = meta_from_comments(comments)
        found = prov.lookup(name, handles) if prov else None
        if found:
            ops, nodes = dedup(ops_from_name(name) + found[0]), found[1] or nodes
        elif not ops:
            ops = ops_from_name(name)
        kind = cpp_kind(d["body"]) if d["lang"] == "cpp" else triton_kind(name, d["body"])
        kernels.append(Kernel(
            name=name, kind=kind, module=mod, lang=d["lang"], fused_ops=ops, source_nodes=nodes,
            start_line=d["start"] + 1, end_line=d["end"] + 1, calls_per_forward=len(calls),
        ))
    externs: dict[str, Kernel] = {}
    for i, ln in code_lines:
        for m in _SHIM_RE.finditer(ln):
            callee, op = m["callee"], m["op"]
            if any(s in callee for s in _SHIM_SKIP):
                continue
            ops, nodes, handles = meta_from_comments(_comments_before(w_lines, i))
            found = prov.lookup(callee, [h for h in handles if h.split(":")[0] == callee]) if prov else None
            if found:
                ops, nodes = dedup([op] + found[0]), found[1] or nodes
            k = externs.get(callee)
            if k is None:
                k = externs[callee] = Kernel(
                    name=callee, kind="extern", module=wrapper_name, lang="extern", fused_ops=[], source_nodes=[],
                    start_line=i + 1, end_line=i + 1, calls_per_forward=0,
                )
                ops = ops or [op]
            k.calls_per_forward = (k.calls_per_forward or 0) + 1
            k.fused_ops = dedup(k.fused_ops + ops)
            k.source_nodes = dedup(k.source_nodes + nodes)
    return kernels + list(externs.values())
