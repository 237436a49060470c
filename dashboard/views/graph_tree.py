"""The module tree of FX graph records: groups, chunks, expansion and search (op kinds: ``graph_ops``; one op's
details and the graph picker: ``graph_details``).

A graph record (``analyzers.fx_graphs``) lists ops with the module that called them; the tree puts
every op under its module, and every module under the module that called it. A module (or the top
level of a plain function) with more than ``CHUNK`` children gets its children grouped: runs of
consecutive ops between submodules first, then balanced chunks of consecutive children (nested when
one level would still be too wide), so no group ever shows more than ``CHUNK`` children. The default
expansion opens whole levels while the drawing keeps at most ``BUDGET`` boxes: about one box per
transformer layer. Pure functions over plain data: no streamlit, no torch.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from analyzers.report.figures import record_key

from .blocks import NONE_PICKED, join_values, split_values
from .graph_ops import op_kind

BUDGET = 60  # visible boxes + ops in a default drawing
CHUNK = 40  # most children one module shows before they are grouped in chunks
RUN = 3  # shortest run of consecutive ops (between submodules) that becomes one box in a crowded module
NO_IDS = NONE_PICKED  # the link value for "nothing expanded" (an absent value means "default expansion")
ROOT = 0


# -- link values ------------------------------------------------------------------------------------


def encode_ids(ids) -> str:
    """Expanded ids as one link value (commas inside an id are %-escaped); empty gives ``NO_IDS``."""
    return join_values(list(ids))


def decode_ids(value: str | None) -> list[str] | None:
    """The ids of a link value; None when there is none (then the default expansion applies)."""
    return split_values(value)


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


# -- searching ------------------------------------------------------------------------------


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
