"""The module tree of FX graph records: groups, chunks, expansion, search and op details.

A graph record (``analyzers.fx_graphs``) lists ops with the module that called them; the tree puts
every op under its module, and every module under the module that called it. A module (or the top
level of a plain function) with more than ``CHUNK`` children gets its children grouped: runs of
consecutive ops between submodules first, then balanced chunks of consecutive children (nested when
one level would still be too wide), so no group ever shows more than ``CHUNK`` children. The default
expansion opens whole levels while the drawing keeps at most ``BUDGET`` boxes: about one box per
transformer layer. Pure functions over plain data: no streamlit, no torch.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

from analyzers.report.figures import ops_text, record_key, record_ops

BUDGET = 60  # visible boxes + ops in a default drawing
CHUNK = 40  # most children one module shows before they are grouped in chunks
RUN = 3  # shortest run of consecutive ops (between submodules) that becomes one box in a crowded module
NO_IDS = "-"  # the link value for "nothing expanded" (an absent value means "default expansion")
ROOT = 0


# -- op kinds ------------------------------------------------------------------------------------------

# fmt: off
_KIND_NAMES = {
    "matmul": {"linear", "matmul", "mm", "bmm", "addmm", "baddbmm", "addbmm", "conv1d", "conv2d", "conv3d",
               "convolution", "einsum", "_convolution", "conv_transpose2d", "addmv", "mv", "dot"},
    "view/shape": {"view", "reshape", "permute", "transpose", "contiguous", "expand", "expand_as", "unsqueeze",
                   "squeeze", "flatten", "unflatten", "split", "chunk", "getitem", "size", "t", "narrow", "slice",
                   "select", "unbind", "as_strided", "clone", "to", "type_as", "float", "half", "bfloat16",
                   "_unsafe_view", "alias", "detach", "dim", "numel", "split_with_sizes", "view_as", "movedim",
                   "repeat", "repeat_interleave", "_to_copy", "copy_", "copy", "lift_fresh_copy", "type", "long",
                   "int", "bool", "sym_size", "stride", "getattr", "setitem", "clone_"},
    "index/cat": {"embedding", "gather", "scatter", "index", "index_select", "masked_fill", "masked_fill_",
                  "where", "cat", "stack", "pad", "constant_pad_nd", "roll", "tril", "triu", "index_put",
                  "scatter_add", "masked_select", "take", "flip", "one_hot"},
    "creation": {"arange", "zeros", "ones", "full", "empty", "rand", "randn", "tensor", "new_zeros", "new_ones",
                 "new_full", "new_empty", "zeros_like", "ones_like", "full_like", "empty_like", "scalar_tensor",
                 "lift_fresh", "empty_strided", "iota", "linspace"},
    "attention": {"scaled_dot_product_attention", "_scaled_dot_product_flash_attention",
                  "_scaled_dot_product_efficient_attention", "_scaled_dot_product_cudnn_attention",
                  "_flash_attention_forward", "flex_attention", "multi_head_attention_forward",
                  "_scaled_dot_product_flash_attention_for_cpu"},
    "norm/softmax": {"layer_norm", "native_layer_norm", "rms_norm", "_fused_rms_norm", "group_norm",
                     "batch_norm", "native_batch_norm", "_native_batch_norm_legit_no_training", "instance_norm",
                     "softmax", "_softmax", "log_softmax", "_log_softmax", "normalize", "var_mean", "rsqrt"},
    "activation": {"relu", "gelu", "silu", "sigmoid", "tanh", "hardswish", "hardsigmoid", "mish", "elu", "selu",
                   "softplus", "leaky_relu", "hardtanh", "relu6", "glu", "erf", "relu_", "gelu_", "silu_"},
    "reduction": {"sum", "mean", "amax", "amin", "max", "min", "argmax", "argmin", "prod", "cumsum", "logsumexp",
                  "std", "var", "norm", "all", "any", "count_nonzero", "topk", "sort", "argsort"},
}
# fmt: on
_KIND_OF_NAME = {n: k for k, names in _KIND_NAMES.items() for n in names}
_DTYPES = {
    "float32": "f32",
    "float16": "f16",
    "bfloat16": "bf16",
    "float64": "f64",
    "int64": "i64",
    "int32": "i32",
    "int8": "i8",
    "uint8": "u8",
    "bool": "b8",
}


@functools.lru_cache(maxsize=8192)
def op_name(target: str) -> str:
    """The bare op of a target: ``aten.addmm.default`` -> addmm, ``torch._C._nn.linear`` -> linear."""
    t = str(target)
    if t.startswith(("aten.", "prims.")):
        parts = t.split(".")
        return parts[1] if len(parts) > 1 else t
    return t.rsplit(".", 1)[-1]


def op_kind(node: dict) -> str:
    """The kind of op a node is, for colouring (keys of ``OP_KIND_COLORS``)."""
    op = node.get("op")
    if op == "placeholder":
        return "parameter" if node.get("param") else "input"
    if op == "get_attr":
        return "parameter"
    if op == "output":
        return "output"
    return _kind_of_target(str(node.get("target", "")))


@functools.lru_cache(maxsize=8192)
def _kind_of_target(target: str) -> str:
    name = op_name(target).lower()
    if name in _KIND_OF_NAME:
        return _KIND_OF_NAME[name]
    base = name.rstrip("_")
    if base in _KIND_OF_NAME:
        return _KIND_OF_NAME[base]
    if "attention" in name:
        return "attention"
    if "norm" in name or "softmax" in name:
        return "norm/softmax"
    if name in {
        "add",
        "sub",
        "mul",
        "div",
        "pow",
        "exp",
        "log",
        "sqrt",
        "neg",
        "abs",
        "cos",
        "sin",
        "clamp",
        "floor",
        "ceil",
        "eq",
        "ne",
        "lt",
        "gt",
        "le",
        "ge",
        "and_",
        "or_",
        "not_",
        "invert",
        "truediv",
        "floordiv",
        "mod",
        "iadd",
        "imul",
        "maximum",
        "minimum",
        "reciprocal",
        "lerp",
        "dropout",
        "floor_divide",
        "remainder",
        "bitwise_and",
        "bitwise_or",
        "bitwise_not",
        "logical_and",
        "logical_or",
        "logical_not",
        "addcmul",
        "addcdiv",
        "rsub",
        "sign",
        "round",
        "isnan",
        "exp2",
        "log1p",
        "expm1",
        "square",
        "clamp_min",
        "clamp_max",
        "fill_",
        "mul_",
        "add_",
        "div_",
        "sub_",
        "fill",
        "sgn",
        "tan",
        "atan",
        "sinh",
        "cosh",
        "trunc",
        "frac",
        "gt_",
        "contiguous_format",
        "sym_not",
        "sym_float",
        "sym_int",
    }:
        return "elementwise"
    return "other"


# -- link values ------------------------------------------------------------------------------------


def encode_ids(ids) -> str:
    """Expanded ids as one link value (commas inside an id are %-escaped); empty gives ``NO_IDS``."""
    ids = list(ids)
    if not ids:
        return NO_IDS
    return ",".join(i.replace("%", "%25").replace(",", "%2C") for i in ids)


def decode_ids(value: str | None) -> list[str] | None:
    """The ids of a link value; None when there is none (then the default expansion applies)."""
    if value is None or value == "":
        return None
    if value == NO_IDS:
        return []
    return [p.replace("%2C", ",").replace("%25", "%") for p in value.split(",") if p]


# -- the tree ---------------------------------------------------------------------------------------


@dataclass
class Group:
    """A module (or a chunk of a module's consecutive children) of the drawing."""

    id: str  # module path ("" for the top level) or ``path#a-b`` for a chunk
    label: str
    type: str  # module class, "chunk" or ""
    parent: int  # index of the parent group (-1 for the top level)
    items: list[int] = field(default_factory=list)  # >= 0: leaf index, < 0: group -(i + 1)
    count: int = 0  # ops under it
    depth: int = 0


@dataclass
class Leaf:
    key: str  # "<graph index>:<node name>"
    graph: int  # position of its record in ``GraphTree.records``
    node: dict
    group: int
    inputs: list[int] = field(default_factory=list)


class GraphTree:
    """Groups, leaves and edges of one or more graph records. Built once, then read only."""

    def __init__(self, records: list[dict]):
        self.records = records
        self.groups: list[Group] = [Group("", "", "", -1)]
        self.by_id: dict[str, int] = {"": ROOT}
        self.leaves: list[Leaf] = []
        self.by_key: dict[str, int] = {}
        self.order: list[int] = []  # groups, parents before children
        self.kernel_index: dict[str, int] = {}  # kernels in order of first use (they get colours in this order)

    def add_group(self, gid: str, label: str, typ: str, parent: int) -> int:
        i = len(self.groups)
        self.groups.append(Group(gid, label, typ, parent, depth=self.groups[parent].depth + 1))
        self.by_id[gid] = i
        self.groups[parent].items.append(-(i + 1))
        return i

    def ancestors(self, g: int) -> list[int]:
        """Groups above ``g`` (its parent first, the top level last)."""
        out = []
        while g > 0 and len(out) < 256:
            g = self.groups[g].parent
            out.append(g)
        return out

    def containers(self) -> list[str]:
        """Ids of every group that can be expanded, in drawing order."""
        return [self.groups[g].id for g in self.order if g != ROOT]

    def graph_of(self, leaf: Leaf) -> dict:
        return self.records[leaf.graph]


def group_label(path: str) -> str:
    """Short name of a module: its last attribute, with the list name for numbered layers (``h.3``)."""
    parts = path.split(".")
    return ".".join(parts[-2:]) if len(parts) > 1 and parts[-1].isdigit() else parts[-1]


def build_tree(records: list[dict], show_params: bool = False, chunk: int = CHUNK) -> GraphTree:
    """The module tree of ``records`` (one graph, or several drawn together).

    Args:
        records: Graph records (``analyzers.fx_graphs.graph_record``).
        show_params: Keep parameter and buffer inputs as ops (hidden by default: they are noise).
        chunk: Most children a group shows before they are put into chunks.
    """
    tree = GraphTree(records)
    for pos, rec in enumerate(records):
        if not isinstance(rec, dict):
            continue
        modules = _ModuleGroups(tree, rec.get("modules") if isinstance(rec.get("modules"), list) else [])
        names: dict[str, int] = {}
        first = len(tree.leaves)
        gkey = record_key(rec, pos)
        for node in rec.get("nodes") or []:
            if not isinstance(node, dict) or "name" not in node:
                continue
            if node.get("param") and not show_params:
                continue
            mi = node.get("mod")
            g = modules.group_of(mi) if isinstance(mi, int) else ROOT
            li = len(tree.leaves)
            key = f"{gkey}:{node['name']}"
            tree.leaves.append(Leaf(key, pos, node, g))
            tree.by_key[key] = li
            tree.groups[g].items.append(li)
            names[str(node["name"])] = li
            for k in [node.get("kernel"), *(node.get("kernels") or [])]:
                if k and str(k) not in tree.kernel_index:
                    tree.kernel_index[str(k)] = len(tree.kernel_index)
        for leaf in tree.leaves[first:]:
            ins = leaf.node.get("in")
            if isinstance(ins, list):
                leaf.inputs = [names[x] for x in ins if isinstance(x, str) and x in names]
    _count(tree)
    for g in range(len(tree.groups)):  # chunking appends groups: only the original ones are walked
        if len(tree.groups[g].items) > chunk:
            _chunk(tree, g, chunk)
    tree.order = _preorder(tree)
    return tree


class _ModuleGroups:
    """The groups of one record's module table (created on first use, shared between records by path)."""

    def __init__(self, tree: GraphTree, mods: list):
        self.tree, self.mods = tree, mods
        self.groups: dict[int, int] = {}

    def group_of(self, mi: int) -> int:
        mods, chain, j = self.mods, [], mi
        while isinstance(j, int) and 0 <= j < len(mods) and j not in self.groups and len(chain) < 64:
            chain.append(j)
            parent = mods[j].get("parent", -1) if isinstance(mods[j], dict) else -1
            j = parent if isinstance(parent, int) and parent != j else -1
        g = self.groups.get(j, ROOT)
        for j in reversed(chain):
            m = mods[j] if isinstance(mods[j], dict) else {}
            path = str(m.get("path") or "")
            if path:
                gi = self.tree.by_id.get(path)
                if gi is None:
                    gi = self.tree.add_group(path, group_label(path), str(m.get("type") or ""), g)
                g = gi
            self.groups[j] = g
        return g


def _count(tree: GraphTree) -> None:
    for g in range(len(tree.groups) - 1, -1, -1):  # children were created after their parents
        grp = tree.groups[g]
        grp.count = sum(1 for i in grp.items if i >= 0) + sum(tree.groups[-i - 1].count for i in grp.items if i < 0)


def _item_label(tree: GraphTree, item: int) -> str:
    return tree.groups[-item - 1].label if item < 0 else str(tree.leaves[item].node.get("name"))


def _chunk(tree: GraphTree, g: int, chunk: int) -> None:
    """Group the children of group ``g`` so it shows at most ``chunk`` of them.

    First runs of consecutive ops between submodules become one box each (a model's mask or
    position code between its layers); if that is not enough, all children are split into balanced
    chunks of consecutive children, nested where one level of chunks would still be too wide.
    """
    module = tree.groups[g]

    def new_chunk(part: list[int], parent: int, a: int, b: int) -> int:
        cid = f"{module.id}#{a}-{b}"
        while cid in tree.by_id:
            cid += "'"
        label = f"{_item_label(tree, part[0])} … {_item_label(tree, part[-1])}"
        ci = len(tree.groups)
        tree.groups.append(Group(cid, label, "chunk", parent))
        tree.by_id[cid] = ci
        tree.groups[ci].count = sum(1 if it >= 0 else tree.groups[-it - 1].count for it in part)
        return ci

    def adopt(ci: int, items: list[int]) -> None:
        tree.groups[ci].items = items
        for it in items:
            if it < 0:
                tree.groups[-it - 1].parent = ci
            else:
                tree.leaves[it].group = ci

    def split(items: list[int], parent: int, offset: int) -> list[int]:
        n = len(items)
        if n <= chunk:
            return items
        levels = math.ceil(math.log(n) / math.log(chunk))
        size = math.ceil(n / math.ceil(n ** (1 / levels)))
        out = []
        for s in range(0, n, size):
            part = items[s : s + size]
            if len(part) == 1:
                out.append(part[0])
                continue
            ci = new_chunk(part, parent, offset + s + 1, offset + s + len(part))
            adopt(ci, split(part, ci, offset + s))
            out.append(-(ci + 1))
        return out

    items = module.items
    # runs of >= RUN consecutive ops, as (start, end) positions
    runs, s = [], 0
    while s < len(items):
        e = s
        while e < len(items) and items[e] >= 0:
            e += 1
        if e - s >= RUN:
            runs.append((s, e))
        s = e + 1 if e == s else e
    if runs and any(it < 0 for it in items):
        merged, pos = [], 0
        for s, e in runs:
            merged.extend(items[pos:s])
            ci = new_chunk(items[s:e], g, s + 1, e)
            adopt(ci, split(items[s:e], ci, s))
            merged.append(-(ci + 1))
            pos = e
        merged.extend(items[pos:])
        items = merged
    top = split(items, g, 0)
    adopt(g, top)
    _fix_depths(tree, g)


def _fix_depths(tree: GraphTree, g: int) -> None:
    stack = [g]
    while stack:
        p = stack.pop()
        for it in tree.groups[p].items:
            if it < 0:
                c = -it - 1
                tree.groups[c].depth = tree.groups[p].depth + 1
                stack.append(c)


def _preorder(tree: GraphTree) -> list[int]:
    out, stack = [], [ROOT]
    while stack:
        g = stack.pop()
        out.append(g)
        stack.extend(-it - 1 for it in reversed(tree.groups[g].items) if it < 0)
    return out


# -- expansion ----------------------------------------------------------------------------------------


def default_expanded(tree: GraphTree, budget: int = BUDGET) -> list[str]:
    """Ids to expand so the drawing shows whole levels of the tree with at most ``budget`` boxes."""
    visible = len(tree.groups[ROOT].items)
    frontier = [-it - 1 for it in tree.groups[ROOT].items if it < 0]
    out: list[str] = []
    while frontier:
        cost = sum(len(tree.groups[g].items) - 1 for g in frontier)
        if visible + cost > budget:
            break
        visible += cost
        out.extend(tree.groups[g].id for g in frontier)
        frontier = [-it - 1 for g in frontier for it in tree.groups[g].items if it < 0]
    return out


def expanded_groups(tree: GraphTree, ids, selected: str | None = None) -> set[int]:
    """Group indices drawn open: the named ones with all their ancestors, and the selected op's."""
    out = {ROOT}
    for gid in ids or ():
        g = tree.by_id.get(gid)
        if g is not None:
            out.add(g)
            out.update(tree.ancestors(g))
    if selected and selected in tree.by_key:
        g = tree.leaves[tree.by_key[selected]].group
        out.add(g)
        out.update(tree.ancestors(g))
    return out


def normalize_expanded(tree: GraphTree, new: list[str], old: list[str]) -> list[str]:
    """After a user edit: a module taken out of the list also closes everything inside it."""
    removed = {tree.by_id[i] for i in set(old) - set(new) if i in tree.by_id}
    out = []
    for gid in new:
        g = tree.by_id.get(gid)
        if g is None:
            continue
        if removed and any(a in removed for a in tree.ancestors(g)):
            continue
        out.append(gid)
    return out


def representatives(tree: GraphTree, expanded: set[int]) -> list[int]:
    """For each group: the outermost closed group at or above it, or -1 when it and all above are open."""
    rep = [-1] * len(tree.groups)
    for g in tree.order:
        p = tree.groups[g].parent
        up = rep[p] if p >= 0 else -1
        rep[g] = up if up != -1 else (-1 if g in expanded else g)
    return rep


# -- searching and details ------------------------------------------------------------------------------


def search(tree: GraphTree, query: str | None, limit: int = 500) -> list[str]:
    """Keys of ops whose name, target, op kind or module path contains ``query`` (case-insensitive)."""
    q = (query or "").strip().lower()
    if not q:
        return []
    hit_groups = {g for g, grp in enumerate(tree.groups) if g != ROOT and q in grp.id.lower()}
    out = []
    for leaf in tree.leaves:
        n = leaf.node
        if (
            q in str(n.get("name", "")).lower()
            or q in str(n.get("target", "")).lower()
            or q == op_kind(n)
            or q in str(n.get("kernel", "")).lower()
            or (hit_groups and (leaf.group in hit_groups or any(a in hit_groups for a in tree.ancestors(leaf.group))))
        ):
            out.append(leaf.key)
            if len(out) >= limit:
                break
    return out


def shape_text(node: dict) -> str:
    def one(shape, dtype) -> str:
        if not isinstance(shape, list):
            return ""
        dims = "×".join(str(d) for d in shape) or "scalar"
        return f"{dims} {_DTYPES.get(str(dtype), str(dtype or ''))}".strip()

    if "shape" in node:
        return one(node.get("shape"), node.get("dtype"))
    if isinstance(node.get("shapes"), list):
        dts = node.get("dtypes") if isinstance(node.get("dtypes"), list) else []
        parts = [one(s, dts[i] if i < len(dts) else "") for i, s in enumerate(node["shapes"])]
        return "(" + ", ".join(p or "·" for p in parts) + ")"
    if "value" in node:
        return f"= {node['value']}"
    return ""


def module_chain(tree: GraphTree, g: int) -> list[str]:
    """Module paths from the top level down to group ``g`` (chunks left out)."""
    chain = [g, *tree.ancestors(g)]
    return [tree.groups[x].id for x in reversed(chain) if x != ROOT and tree.groups[x].type != "chunk"]


def node_details(tree: GraphTree, key: str) -> dict | None:
    """What the page shows about one op; None for an unknown key."""
    li = tree.by_key.get(key)
    if li is None:
        return None
    leaf = tree.leaves[li]
    n, rec = leaf.node, tree.graph_of(leaf)
    mods = module_chain(tree, leaf.group)
    g = tree.by_id.get(mods[-1]) if mods else None
    src: dict = {}
    sources = rec.get("sources") if isinstance(rec.get("sources"), list) else []
    if isinstance(n.get("src"), int) and 0 <= n["src"] < len(sources) and isinstance(sources[n["src"]], dict):
        src = sources[n["src"]]
    name = str(n.get("name"))
    users = [str(m.get("name")) for m in rec.get("nodes") or [] if isinstance(m, dict) and name in (m.get("in") or [])]
    kernels = [str(k) for k in (n.get("kernels") or ([n["kernel"]] if n.get("kernel") else []))]
    kmods = rec.get("kernel_modules") if isinstance(rec.get("kernel_modules"), dict) else {}
    return {
        "key": key,
        "graph": str(rec.get("name") or f"graph {leaf.graph}"),
        "compile_id": rec.get("compile_id"),
        "name": name,
        "op": str(n.get("op", "")),
        "target": str(n.get("target", "")),
        "kind": op_kind(n),
        "shape": shape_text(n),
        "dtype": str(n.get("dtype") or ", ".join(str(d) for d in n.get("dtypes") or [] if d) or ""),
        "module": mods[-1] if mods else "",
        "module_type": tree.groups[g].type if g is not None else "",
        "modules": mods,
        "file": str(src.get("file") or ""),
        "line": src.get("line"),
        "function": str(src.get("fn") or n.get("fn") or ""),
        "code": str(src.get("code") or ""),
        "inputs": [str(x) for x in n.get("in") or []],
        "users": users,
        "kernels": kernels,
        "kernel_modules": {k: str(kmods[k]) for k in kernels if k in kmods},
    }


def source_text(details: dict) -> str:
    if not details.get("file"):
        return ""
    line = f":{details['line']}" if details.get("line") is not None else ""
    fn = f" in {details['function']}" if details.get("function") else ""
    return f"{details['file']}{line}{fn}"


def code_link_params(run_id: str, details: dict, kernel: str | None = None) -> dict | None:
    """Link parameters of the Generated code view showing the op's kernel, or None without one."""
    kernels = details.get("kernels") or []
    kernel = kernel or (kernels[0] if kernels else None)
    if not kernel:
        return None
    out = {"run": run_id, "view": "code", "kernel": kernel}
    module = (details.get("kernel_modules") or {}).get(kernel)
    if module:
        out["module"] = module
    return out


def graph_choices(records: list[dict]) -> list[str]:
    """Values of the ``graph`` link parameter: ``all`` (when there are several) and each record's index."""
    out = [str(record_key(r, i)) for i, r in enumerate(records) if isinstance(r, dict)]
    return (["all"] if len(out) > 1 else []) + out


def pick_records(records: list[dict], choice: str | None) -> list[dict]:
    """The records one ``graph`` value names: ``all`` gives the Dynamo graphs (not the post-grad ones)."""
    recs = [r for r in records if isinstance(r, dict)]
    if choice in (None, "", "all"):
        dyn = [r for r in recs if r.get("kind", "dynamo") == "dynamo"]
        return dyn or recs
    return [r for i, r in enumerate(recs) if str(record_key(r, i)) == choice]


def graph_label(records: list[dict], choice: str, counts: dict[int, dict]) -> str:
    """The picker's label of a ``graph`` value: its name, compile id and ops as every view counts them
    (``counts``: ``figures.graph_op_counts`` of the run's records)."""
    if choice == "all":
        dyn = [(i, r) for i, r in enumerate(records) if isinstance(r, dict) and r.get("kind", "dynamo") == "dynamo"]
        ops = sum((counts.get(record_key(r, i)) or {"ops": record_ops(r)})["ops"] for i, r in dyn)
        return f"All Dynamo graphs ({len(dyn)}) · {ops_text(ops)}"
    for i, r in enumerate(records):
        if isinstance(r, dict) and str(record_key(r, i)) == choice:
            fig = counts.get(record_key(r, i)) or {"ops": record_ops(r), "compile_id": r.get("compile_id"),
                                                    "post_grad": r.get("kind") == "post_grad"}
            bits = [str(r.get("name") or f"graph {choice}")]
            if fig["compile_id"]:
                bits.append(f"compile id {fig['compile_id']}")
            bits.append(ops_text(fig["ops"], fig["post_grad"]))  # as Compile counts them
            return " · ".join(bits)
    return choice


def op_option_label(tree: GraphTree, key: str) -> str:
    li = tree.by_key.get(key)
    if li is None:
        return key
    leaf = tree.leaves[li]
    n = leaf.node
    mods = module_chain(tree, leaf.group)
    where = mods[-1] if mods else "top level"
    graph = f"graph {key.split(':', 1)[0]} · " if len(tree.records) > 1 else ""
    return f"{n.get('name')} · {op_name(str(n.get('target', '')))} · {graph}{where}"
