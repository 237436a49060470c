"""What the Graph view says about one op and one graph: the op's details (module chain, source line, users,
kernels), the link to its kernel in Generated code, and the graph picker's values and labels.

Pure functions over plain data: no streamlit, no torch.
"""

from __future__ import annotations

from analyzers.report.figures import ops_text, record_key, record_ops

from .graph_ops import op_kind, op_name, shape_text
from .graph_tree import ROOT, GraphTree


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
