"""Each profiled compiled kernel -> the Inductor provenance key it ran (``kernel:handle``), and each key -> the
model's lines its FX nodes came from.

Inductor's provenance (``compile.provenance``: one entry per compiled graph) names every kernel call of the
generated wrapper ``kernel_name:debug_handle``, in call order, with the FX nodes it fused
(``node_mappings``) and, on torch with ``kernel_stack_traces``, the stack traces of those nodes. The profile
names Triton / C++ kernels as the code does, so those are found by name; extern calls (cuBLAS / oneDNN GEMMs,
fallback ops) are found by their ATen op and their place between the named kernels, and kernels replayed from a
CUDA graph (no launching op) by that place alone: a walk through the keys in handle order, the cursor moved by
every kernel found.

An extern's ATen op in the profile is the op that launched its kernel, not always the op the code calls:
``torch.ops.aten._scaled_dot_product_cudnn_attention`` launches its cuDNN kernel from
``aten::_cudnn_attention_forward`` (``same_op``). Inside a CUDA graph replay the profile's "op" is the range around
the replay (``## Call CompiledFxGraph ... ##``), no ATen op at all, so it is not used. Where no extern key of the
kernel's op is found, the kernel takes the next extern key before the next generated kernel (its place).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..profile.profile_events import CPP_KERNEL_RE
from .frames import frames_of_stack_trace, innermost_model_frame, line_of_stack_trace

_HANDLE_RE = re.compile(r"^(?P<name>.+):(?P<handle>\d+)$")
_GENERATED_RE = re.compile(r"^(triton_|cpp_|cuda_)")


@dataclass
class Key:
    entry: int  # index of the provenance entry (compiled graph)
    name: str  # kernel name without the handle
    handle: int
    lines: list[tuple[str, int]] = field(default_factory=list)  # distinct model lines of its nodes
    # (line, module path, module type) of each of its nodes where the stored graphs know them: the modules the
    # kernel's time on a line is shared among (the path is the model's full path, as Dynamo names it)
    parts: list[tuple[tuple[str, int], str, str]] = field(default_factory=list)

    @property
    def generated(self) -> bool:
        return bool(_GENERATED_RE.match(self.name))

    @property
    def op(self) -> str:
        """``extern_kernels.addmm`` / ``torch.ops.aten.mm.default`` / ``aten.bmm`` -> ``addmm`` / ``mm`` / ``bmm``."""
        parts = [p for p in self.name.split(".") if p not in ("default", "out", "Tensor")]
        return parts[-1] if parts else self.name


def bare_op(op: str | None) -> str:
    """``aten::addmm`` -> ``addmm``."""
    return (op or "").split("::")[-1].split(".")[0]


def aten_op(rec: dict) -> str:
    """The bare ATen op that launched a profiled kernel; "" when the record names none (a CUDA graph replay's
    range, a profiler annotation)."""
    op = str(rec.get("op") or "")
    if op.startswith("aten::") and not rec.get("graph_launch"):
        return bare_op(op)
    name = str(rec.get("code_kernel") or "")
    return name.split(".")[-1] if name.startswith("extern_kernels.") else ""


def same_op(key_op: str, op: str) -> bool:
    """Whether a kernel launched under ATen ``op`` can be the extern call ``key_op``: the same op, or the
    ``_<x>_forward`` op it dispatches to (``_cudnn_attention_forward`` under ``_scaled_dot_product_cudnn_attention``,
    likewise flash and efficient attention)."""
    if key_op == op:
        return True
    stem = op.strip("_").removesuffix("_forward")
    return op.endswith("_forward") and len(stem) > 3 and stem in key_op


def provenance_keys(provenance: list | None, node_info: dict | None = None) -> tuple[list[list[Key]], str]:
    """Keys of each provenance entry in handle order, with their lines; and how the lines were found.

    ``node_info`` ({compile_id: {pre-grad node name: {"line", "module"}}}, from the stored graphs: ``node_info_of``)
    gives each key's nodes' modules, and their lines where an entry has no ``kernel_stack_traces`` (an older torch).
    A node with no frame in a model file (a model that is torch's own ``nn.Sequential``) is on its module's row.
    """
    out, how = [], set()
    for ei, entry in enumerate(e for e in provenance or [] if isinstance(e, dict)):
        stacks = entry.get("kernel_stack_traces") if isinstance(entry.get("kernel_stack_traces"), dict) else {}
        nm = entry.get("node_mappings") if isinstance(entry.get("node_mappings"), dict) else {}
        to_post = _kernel_to_post(nm)
        post_to_pre = nm.get("postToPre") if isinstance(nm.get("postToPre"), dict) else {}
        info = (node_info or {}).get(str(entry.get("compile_id"))) or {}
        names = dict.fromkeys(list(stacks) + list(to_post))
        keys = []
        for raw in names:
            m = _HANDLE_RE.match(str(raw))
            if not m:
                continue
            key = Key(ei, m["name"], int(m["handle"]))
            pre = [p for post in to_post.get(raw, []) for p in post_to_pre.get(post, []) or []]
            key.parts = [(i["line"], *i["module"]) for i in (info.get(p) for p in dict.fromkeys(pre))
                         if i and i.get("line") and i.get("module")]
            node_rows = [i["line"] for i in (info.get(p) for p in pre) if i and i.get("line")]
            if stacks.get(raw):
                traces = stacks[raw] if isinstance(stacks[raw], list) else [stacks[raw]]
                frames = [frames_of_stack_trace(str(t)) for t in traces]
                model = [innermost_model_frame(f) for f in frames]
                rows = [r for r in node_rows if r[0].startswith("<module ")]  # nodes of no model file
                key.lines = list(dict.fromkeys([f for f in model if f] + rows))
                if not key.lines:  # no model frame and no stored graph: the innermost frame, as before
                    key.lines = list(dict.fromkeys(filter(None, (line_of_stack_trace(str(t)) for t in traces))))
                how.add("kernel_stack_traces")
            elif info:
                key.lines = list(dict.fromkeys(node_rows))
                how.add("node_mappings")
            keys.append(key)
        keys.sort(key=lambda k: k.handle)
        out.append(keys)
    return out, "+".join(sorted(how)) or "none"


def _kernel_to_post(nm: dict) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for k, table in nm.items():
        if k.endswith("ToPost") and k != "preToPost" and isinstance(table, dict):
            for key, posts in table.items():
                out.setdefault(str(key), []).extend(str(p) for p in posts if isinstance(posts, list))
    return out


class KeyWalk:
    """Finds the key of each compiled kernel of a forward, taken in launch order."""

    def __init__(self, entries: list[list[Key]]):
        self.entries = [e for e in entries if e]
        self.entry, self.pos = 0, 0
        self.last: tuple | None = None  # (correlation, key): several kernels of one extern launch share it

    def find(self, rec: dict) -> Key | None:
        if not self.entries or rec.get("kind") == "aten":  # eager code between compiled graphs: no provenance
            return None
        corr = rec.get("correlation")
        if corr is not None and self.last and self.last[0] == corr and not rec.get("graph_launch"):
            return self.last[1]
        name = str(rec.get("code_kernel") or rec.get("name") or "")
        m = CPP_KERNEL_RE.match(name)
        name = m.group(1) if m else name
        if _GENERATED_RE.match(name):
            key = self._seek(lambda k: k.name == name)
        else:
            op = aten_op(rec)
            key = self._seek(lambda k: not k.generated and same_op(k.op, op), near=True) if op else None
            if key is None:  # no op (a replay), or one no extern key names: the kernel's place alone
                key = self._seek(lambda k: not k.generated, near=True, only_near=True)
        self.last = (corr, key) if key is not None else None
        return key

    def _seek(self, want, near: bool = False, only_near: bool = False) -> Key | None:
        """The next key wanted from the cursor in the current graph, then from the start of each graph (for an
        extern, ``near``: only up to the next generated kernel of the current graph, then anywhere; with
        ``only_near`` not anywhere)."""
        keys = self.entries[self.entry]
        for i in range(self.pos, len(keys)):
            if want(keys[i]):
                return self._take(self.entry, i)
            if near and keys[i].generated:
                break
        if only_near:
            return None
        order = list(range(self.entry + 1, len(self.entries))) + list(range(0, self.entry + 1))
        for e in order:
            for i, k in enumerate(self.entries[e]):
                if want(k):
                    return self._take(e, i)
        return None

    def _take(self, e: int, i: int) -> Key:
        self.entry, self.pos = e, i + 1
        if self.pos >= len(self.entries[e]) and len(self.entries) > 1:  # the graph ran through: the next graph
            self.entry, self.pos = (e + 1) % len(self.entries), 0
        return self.entries[e][i]
