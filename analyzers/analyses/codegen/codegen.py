"""Split one Inductor output module (the ``inductor_output_code`` payload) into kernels.

Kernels come from two places in the module:

* Definitions ``name = async_compile.<fn>(..., '''source''' ...)``. ``fn`` is ``triton`` for GPU
  modules and ``cpp_pybinding`` (``cpp`` on older torch) for CPU modules; others (``cuda``,
  ``rocm``, ``halide``, ``mps``, ...) are kept with ``lang`` = ``fn`` and kind ``other``.
* Extern calls in the wrapper code (``call()`` and the functions it uses, outside the kernel
  sources and outside ``get_args``/``benchmark_compiled_module``/``__main__``):
  ``extern_kernels.X(``, ``aten.X(``, ``torch.ops.ns.X(``. They are grouped by callee, one Kernel
  per callee, kind ``extern``.

Kind: Triton kernels take it from the ``@triton_heuristics.<kind>(`` decorator (pointwise,
reduction, persistent_reduction, template, foreach; cooperative_reduction counts as reduction),
else from the name prefix (``triton_poi_``/``_red_``/``_per_``/``_tem_``/``_for_``). C++ kernels are
``template`` when they use a micro-GEMM, ``reduction`` when the source has an accumulator or
reduction (``tmp_acc``, ``welford``, ``reduce_all``, ``omp ... reduction``), else ``pointwise``.

Fused ops are bare op names (``aten.`` dropped); source nodes are user-level (pre-grad) FX nodes.
1. With a provenance mapping (``inductor_provenance_tracking_node_mappings``): kernel -> post-grad
   nodes (``cppCodeToPost``, keys ``name:debug_handle``, matched through the
   ``# [Provenance debug handles]`` comments or by name) -> op names (node name minus ``_N``),
   after the original ATen ops of the kernel's descriptive name (so a gelu kernel reads
   ``gelu, mul, erf, add``); source nodes from ``postToPre``.
2. Else the comment block Inductor writes above a Triton kernel or an extern call
   (``# Topologically Sorted Source Nodes: [...], Original ATen: [...]``).
3. Else the descriptive name (``cpp_fused_native_layer_norm_1`` -> native_layer_norm), split on
   known ATen op names (a static list, ``aten_op_names.txt``: this module never imports torch).
``provenance`` may also be the whole ``collect_compile_trace()['provenance']`` list: the entry whose
kernel keys match this module's debug handles / kernel names is used.

``calls_per_forward`` counts launches in the wrapper code: ``name.run(`` / ``name.name(`` and direct
``name(`` calls; a launch inside a loop counts once.
"""

from __future__ import annotations

import bisect
import functools
import logging
import re
from pathlib import Path
from typing import Any

from ...report.schema import Kernel

log = logging.getLogger(__name__)

_DEF_RE = re.compile(r"^(?P<name>[A-Za-z_]\w*)\s*=\s*async_compile\.(?P<fn>\w+)\(", re.MULTILINE)
_HEUR_RE = re.compile(r"@triton_heuristics\.(?P<kind>\w+)\(")
_SRC_NODES_RE = re.compile(r"Source Nodes: \[(?P<nodes>[^\]]*)\]")
_ATEN_RE = re.compile(r"Original ATen: \[(?P<ops>[^\]]*)\]")
_HANDLE_RE = re.compile(r"\[Provenance debug handles\]\s*(?P<handles>.+)$")
_EXTERN_RE = re.compile(
    r"(?<![\w.])(?P<callee>extern_kernels\.\w+|torch\.ops\.\w+\.\w+(?:\.\w+)?|aten\.\w+(?:\.\w+)?)\("
)
_LAUNCH_RE = re.compile(r"(?<![\w.])([A-Za-z_]\w*)(?:\.run\(|\.\1\(|\()")
_EXTERN_SKIP = ("_alloc_from_pool", "assert", "resize_storage_bytes_", "empty_strided", "_reinterpret")
_EXCLUDED_FUNCS = ("get_args", "benchmark_compiled_module")
_FUNC_RE = re.compile(r"^(?P<indent>\s*)def (?P<name>\w+)\(")
_TRAILING_NUM_RE = re.compile(r"_\d+$")

_HEURISTIC_KINDS = {
    "pointwise": "pointwise",
    "reduction": "reduction",
    "persistent_reduction": "persistent_reduction",
    "cooperative_reduction": "reduction",
    "split_scan": "reduction",
    "template": "template",
    "foreach": "foreach",
}
_PREFIX_KINDS = {"poi": "pointwise", "red": "reduction", "per": "persistent_reduction", "tem": "template",
                 "for": "foreach"}
_CPP_REDUCTION_MARKS = ("tmp_acc", "welford", "reduce_all", "omp declare reduction", "reduction(")


def language_of(source: str) -> str:
    """Which kind of Inductor module ``source`` is.

    Args:
        source: An Inductor output module.

    Returns:
        ``'triton'`` for GPU modules (Triton kernel definitions, or only CUDA buffers and extern
        calls), ``'cpp'`` for CPU modules (C++ kernel definitions or CPU buffers), else ``'unknown'``.
    """
    if re.search(r"async_compile\.triton\(|@triton\.jit", source):
        return "triton"
    if re.search(r"async_compile\.cpp(_pybinding)?\(|^cpp_fused_\w+\s*=", source, re.MULTILINE):
        return "cpp"
    if "empty_strided_cuda(" in source or "torch.cuda._DeviceGuard" in source:
        return "triton"
    if "empty_strided_cpu(" in source:
        return "cpp"
    return "unknown"


def dedup(items) -> list[str]:
    seen: dict[str, None] = {}
    for i in items:
        if i and i not in seen:
            seen[i] = None
    return list(seen)


def _split_list(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


def _bare_op(op: str) -> str:
    op = op.strip()
    op = op.removeprefix("aten.")
    for suffix in (".default", ".Tensor", ".Scalar"):
        op = op.removesuffix(suffix)
    return op


def _extern_op(callee: str) -> str:
    """``extern_kernels.addmm`` / ``torch.ops.aten.mm.default`` -> ``addmm`` / ``mm``."""
    for prefix in ("extern_kernels.", "torch.ops."):
        callee = callee.removeprefix(prefix)
    return _bare_op(callee)


_ATEN_NAMES_FILE = Path(__file__).with_name("aten_op_names.txt")


@functools.lru_cache(maxsize=1)
def _aten_names() -> frozenset[str]:
    """ATen op names with an underscore, from a static list (importing torch here cost 3-8 s per import-trace)."""
    try:
        text = _ATEN_NAMES_FILE.read_text(encoding="utf-8")
    except OSError as e:
        log.warning("cannot read %s (%s): kernel names are split on every underscore", _ATEN_NAMES_FILE, e)
        return frozenset()
    return frozenset(ln.strip() for ln in text.splitlines() if ln.strip() and not ln.startswith("#"))


def _is_aten_op(name: str) -> bool:
    return name in _aten_names()


def ops_from_name(name: str) -> list[str]:
    """Op names from a descriptive kernel name (``..._fused_add_native_layer_norm_3``)."""
    name = _TRAILING_NUM_RE.sub("", name)
    if "_fused_" not in name:
        return []
    body = name.split("_fused_", 1)[1]
    tokens = body.split("_")
    out, i = [], 0
    while i < len(tokens):
        for j in range(len(tokens), i, -1):  # longest known op first
            cand = "_".join(tokens[i:j])
            if j - i > 1 and _is_aten_op(cand):
                out.append(cand)
                i = j
                break
        else:
            if tokens[i]:
                out.append(tokens[i])
            i += 1
    return dedup(out)


class Provenance:
    """Kernel -> post-grad nodes -> pre-grad nodes, from a provenance node-mapping artifact."""

    def __init__(self, provenance: dict | None):
        mapping: Any = provenance or {}
        if isinstance(mapping.get("node_mappings"), dict):  # collect_compile_trace's wrapper
            mapping = mapping["node_mappings"]
        self.kernel_to_post: dict[str, list[str]] = {}
        for key, val in mapping.items():
            if key.endswith("ToPost") and key != "preToPost" and isinstance(val, dict):
                for k, nodes in val.items():
                    if isinstance(nodes, list):
                        self.kernel_to_post.setdefault(str(k), []).extend(str(n) for n in nodes)
        self.post_to_pre = mapping.get("postToPre") if isinstance(mapping.get("postToPre"), dict) else {}
        self.by_name: dict[str, list[str]] = {}
        for k in self.kernel_to_post:
            self.by_name.setdefault(k.rsplit(":", 1)[0] if re.search(r":\d+$", k) else k, []).append(k)

    def __bool__(self) -> bool:
        return bool(self.kernel_to_post)

    def lookup(self, name: str, handles: list[str]) -> tuple[list[str], list[str]] | None:
        keys = [h for h in handles if h in self.kernel_to_post] or self.by_name.get(name, [])
        if not keys:
            return None
        post = dedup(n for k in keys for n in self.kernel_to_post[k])
        pre = dedup(p for n in post for p in (self.post_to_pre.get(n) or []))
        ops = dedup(_TRAILING_NUM_RE.sub("", n) for n in post if n not in ("getitem",))
        return ops, pre


def select_provenance(provenance: Any, source: str) -> dict | None:
    """The provenance mapping for this module: a dict as is, or the best entry of a list."""
    if isinstance(provenance, dict) or provenance is None:
        return provenance
    if not isinstance(provenance, list):
        return None
    handles = {h for m in _HANDLE_RE.finditer(source) for h in _split_list(m["handles"])}
    names = {m["name"] for m in _DEF_RE.finditer(source)} | {m["callee"] for m in _EXTERN_RE.finditer(source)}
    best, best_score = None, 0
    for entry in provenance:
        if not isinstance(entry, dict):
            continue
        p = Provenance(entry)
        keys = set(p.kernel_to_post)
        bases = set(p.by_name)
        score = 3 * len(keys & handles) + len(bases & names) - len(bases - names)
        if score > best_score:
            best, best_score = entry, score
    return best


def _comment_block_above(lines: list[str], idx: int) -> list[str]:
    out = []
    i = idx - 1
    while i >= 0 and lines[i].lstrip().startswith("#"):
        out.append(lines[i].strip())
        i -= 1
    return out[::-1]


def meta_from_comments(comments: list[str]) -> tuple[list[str], list[str], list[str]]:
    """(fused ops, source nodes, provenance handles) from a comment block."""
    ops, nodes, handles = [], [], []
    for c in comments:
        if (m := _ATEN_RE.search(c)):
            ops += [_bare_op(o) for o in _split_list(m["ops"])]
        if (m := _SRC_NODES_RE.search(c)):
            nodes += _split_list(m["nodes"])
        if (m := _HANDLE_RE.search(c)):
            handles += _split_list(m["handles"])
    return dedup(ops), dedup(nodes), dedup(handles)


def _wrapper_mask(lines: list[str], spans: list[tuple[int, int]]) -> list[bool]:
    """True for lines of wrapper code that can launch kernels."""
    mask = [True] * len(lines)
    for s, e in spans:
        for i in range(s, min(e + 1, len(lines))):
            mask[i] = False
    i = 0
    while i < len(lines):
        ln = lines[i]
        fm = _FUNC_RE.match(ln)
        main = ln.startswith("if __name__ ==")
        if (fm and fm["name"] in _EXCLUDED_FUNCS) or main:
            indent = len(fm["indent"]) if fm else 0
            mask[i] = False
            i += 1
            while i < len(lines) and (not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip()) > indent):
                mask[i] = False
                i += 1
            continue
        if ln.lstrip().startswith("#"):
            mask[i] = False
        i += 1
    return mask


def triton_kind(name: str, body: str) -> str:
    if (m := _HEUR_RE.search(body)) and m["kind"] in _HEURISTIC_KINDS:
        return _HEURISTIC_KINDS[m["kind"]]
    if (m := re.match(r"triton_([a-z]{3})_", name)) and m[1] in _PREFIX_KINDS:
        return _PREFIX_KINDS[m[1]]
    return "other"


def cpp_kind(body: str) -> str:
    if "micro_gemm" in body or "MicroGemm" in body:
        return "template"
    if any(mark in body for mark in _CPP_REDUCTION_MARKS):
        return "reduction"
    return "pointwise"


def split_kernels(source: str, module_name: str = "", provenance: dict | None = None) -> list[Kernel]:
    """Split one Inductor output module into its kernels.

    Args:
        source: The module text (``inductor_output_code`` payload or the cached ``.py`` file).
        module_name: Stored as ``Kernel.module`` (the artifact path of the module).
        provenance: Optional ``inductor_provenance_tracking_node_mappings`` dict, an entry of
            ``collect_compile_trace()['provenance']``, or that whole list (best match is used).

    Returns:
        Defined kernels in module order, then extern callees in first-call order. Never raises
        on odd input: unknown shapes give fewer kernels.
    """
    if not isinstance(source, str) or not source:
        return []
    lines = source.split("\n")
    starts = [0]
    for ln in lines[:-1]:
        starts.append(starts[-1] + len(ln) + 1)

    def line_of(pos: int) -> int:  # 0-based
        return bisect.bisect_right(starts, pos) - 1

    prov = Provenance(select_provenance(provenance, source))
    defs: list[dict] = []
    spans: list[tuple[int, int]] = []
    for m in _DEF_RE.finditer(source):
        open_q = source.find("'''", m.end())
        nxt = _DEF_RE.search(source, m.end())
        if open_q < 0 or (nxt and open_q > nxt.start()):
            continue  # e.g. a kernel loaded from a file, no inline source
        close_q = source.find("'''", open_q + 3)
        end_pos = len(source) if close_q < 0 else close_q
        s, e = line_of(m.start()), line_of(end_pos)
        spans.append((s, e))
        defs.append({"name": m["name"], "fn": m["fn"], "body": source[open_q + 3 : end_pos], "start": s, "end": e})

    mask = _wrapper_mask(lines, spans)
    code = [(i, ln) for i, ln in enumerate(lines) if mask[i]]
    launches: dict[str, list[int]] = {}  # name -> wrapper lines launching it (name.run( / name.name( / name()
    for i, ln in code:
        for name in dedup(m[1] for m in _LAUNCH_RE.finditer(ln)):
            launches.setdefault(name, []).append(i)
    kernels: list[Kernel] = []
    for d in defs:
        name, fn, body = d["name"], d["fn"], d["body"]
        if fn == "triton":
            lang, kind = "triton", triton_kind(name, body)
        elif fn in ("cpp", "cpp_pybinding"):
            lang, kind = "cpp", cpp_kind(body)
        else:
            lang, kind = fn, "other"
        call_lines = launches.get(d["name"], [])
        handles = []
        for i in call_lines:
            handles += meta_from_comments(_comment_block_above(lines, i))[2]
        ops, nodes, _ = meta_from_comments(_comment_block_above(lines, d["start"]))
        found = prov.lookup(d["name"], handles) if prov else None
        if found:
            ops, nodes = dedup(ops_from_name(name) + found[0]), found[1] or nodes
        elif not ops:
            ops = ops_from_name(name)
        kernels.append(Kernel(
            name=name, kind=kind, module=module_name, lang=lang, fused_ops=ops, source_nodes=nodes,
            start_line=d["start"] + 1, end_line=d["end"] + 1, calls_per_forward=len(call_lines),
        ))

    externs: dict[str, Kernel] = {}
    for i, ln in code:
        for m in _EXTERN_RE.finditer(ln):
            callee = m["callee"]
            if any(s in callee for s in _EXTERN_SKIP):
                continue
            ops, nodes, handles = meta_from_comments(_comment_block_above(lines, i))
            found = prov.lookup(callee, [h for h in handles if h.split(":")[0] == callee]) if prov else None
            if found:
                ops, nodes = dedup([_extern_op(callee)] + found[0]), found[1] or nodes
            k = externs.get(callee)
            if k is None:
                k = externs[callee] = Kernel(
                    name=callee, kind="extern", module=module_name, lang="extern", fused_ops=[], source_nodes=[],
                    start_line=i + 1, end_line=i + 1, calls_per_forward=0,
                )
                if not ops:
                    ops = [_extern_op(callee)]
            k.calls_per_forward = (k.calls_per_forward or 0) + 1
            k.fused_ops = dedup(k.fused_ops + ops)
            k.source_nodes = dedup(k.source_nodes + nodes)
    kernels.extend(externs.values())
    log.debug("split %s: %d kernels", module_name or "<module>", len(kernels))
    return kernels
