"""FX graphs as data: one compact record per captured graph, for the Graph view.

``graph_record(gm, i)`` turns a Dynamo GraphModule into plain JSON-able data (no torch objects).
``graph_kernels.attach_kernels`` adds the kernel each node ended up in (Inductor provenance) and
``post_grad.post_grad_records`` reads the post-grad graphs of a structured trace; ``graphs_artifact``
does both for a worker and returns what to save as ``artifacts/graphs.json`` plus the report's
``graphs`` section.

A record (tables keep 10,000 nodes at about 1.5 MB of JSON)::

    {"index": 0, "kind": "dynamo" | "post_grad", "name": "graph 0", "compile_id": "0/0" | None,
     "node_count": 687, "edge_count": 901,
     "modules": [{"path": "transformer.h.0", "type": "GPT2Block", "parent": 0 | -1}, ...],
     "sources": [{"file": ".../modeling_gpt2.py", "line": 312, "fn": "forward", "code": "..."}, ...],
     "kernel_modules": {"cpp_fused_add_0": "artifacts/code/0_0_0.py", ...},
     "nodes": [{"name": "linear", "op": "call_function", "target": "torch._C._nn.linear",
                "shape": [1, 32, 768], "dtype": "float32",      # or "shapes"/"dtypes" for tuples
                "mod": 3, "src": 5, "in": ["l_x_", "..."],         # indices into modules/sources
                "msrc": 6,                                        # the model file's frame, where src is torch's
                "param": 1,                                       # only on parameter/buffer inputs
                "kernel": "cpp_fused_...", "kernels": [...]},     # after attach_kernels
               ...],
     "notes": [...]}

Keys that would be empty are left out. ``mod`` is the innermost module that called the op; ``parent``
links a module to the module that called it (-1: called from the top level), so the list is the
call tree. Users of a node are the nodes that list it in ``in``.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .graph_kernels import attach_kernels
from .graph_tables import GraphTables, graph_dict
from .post_grad import post_grad_records

log = logging.getLogger(__name__)

ARTIFACT = "artifacts/graphs.json"
MAX_SHAPES = 8

_ROOT_EXPR_RE = re.compile(r"""^(?:[A-Za-z_]\w*)?(?:\[(?:'[^']*'|"[^"]*"|\d+)\])+""")
_SUBSCRIPT_RE = re.compile(r"""\[(?:'([^']*)'|"([^"]*)"|(\d+))\]""")


# -- Dynamo graphs ---------------------------------------------------------------------------------


def module_path(expr: str) -> str:
    """``L['self'].transformer.h[0]`` / ``L['args'][0].model.layers.0`` -> ``transformer.h.0`` / ``model.layers.0``."""
    expr = str(expr or "").strip()
    m = _ROOT_EXPR_RE.match(expr)
    if m:
        expr = expr[m.end() :]
    expr = _SUBSCRIPT_RE.sub(lambda s: "." + next(g for g in s.groups() if g is not None), expr)
    parts = [p for p in expr.split(".") if p and p != "_modules"]
    return ".".join(parts)


def _type_name(cls: Any) -> str:
    if isinstance(cls, type):
        return cls.__name__
    text = str(cls or "")
    text = text.removeprefix("<class '").removesuffix("'>")
    return text.rsplit(".", 1)[-1]


def _target_text(node: Any) -> str:
    op, target = node.op, node.target
    if op != "call_function":
        return str(target)
    try:
        from torch._ops import OpOverload, OpOverloadPacket

        if isinstance(target, (OpOverload, OpOverloadPacket)):
            return str(target)
    except Exception as e:  # noqa: BLE001 - a torch without these classes: name it below
        log.debug("no OpOverload check: %s", e)
    try:
        from torch.fx.node import _get_qualified_name

        name = _get_qualified_name(target)
    except Exception:  # noqa: BLE001 - lambdas, local functions
        name = getattr(target, "__qualname__", None) or getattr(target, "__name__", None) or repr(target)
    return name.replace("_operator.", "operator.")


def _dims(shape: Iterable) -> list:
    out = []
    for d in shape:
        try:
            out.append(int(d))
        except Exception:  # noqa: BLE001 - a symbolic size that has no value here
            out.append(str(d))
    return out


def _tensor_info(v: Any) -> tuple[list, str] | None:
    """(shape, dtype) of a tensor, FakeTensor or TensorMetadata; None for anything else."""
    shape, dtype = getattr(v, "shape", None), getattr(v, "dtype", None)
    if shape is None or dtype is None:
        return None
    try:
        return _dims(shape), str(dtype).removeprefix("torch.")
    except TypeError:
        return None


def _value_info(node: Any) -> dict:
    meta = node.meta
    for key in ("example_value", "val", "tensor_meta"):
        if key in meta and meta[key] is not None:
            v = meta[key]
            break
    else:
        return {}
    info = _tensor_info(v)
    if info:
        return {"shape": info[0], "dtype": info[1]}
    if isinstance(v, (list, tuple)):
        shapes, dtypes = [], []
        for item in list(v)[:MAX_SHAPES]:
            it = _tensor_info(item)
            shapes.append(it[0] if it else None)
            dtypes.append(it[1] if it else None)
        if any(s is not None for s in shapes):
            return {"shapes": shapes, "dtypes": dtypes}
        return {}
    if isinstance(v, (bool, int, float)) or type(v).__name__ in ("SymInt", "SymFloat", "SymBool"):
        return {"value": str(v)[:40]}
    return {}


def _is_param(node: Any) -> bool:
    if node.op == "get_attr":
        return True
    if node.op != "placeholder":
        return False
    v = node.meta.get("example_value")
    if v is not None:
        import torch

        if isinstance(v, torch.nn.Parameter):
            return True
    name = str(node.target)
    return "_parameters_" in name or "_buffers_" in name


def graph_record(gm: Any, index: int, kind: str = "dynamo", name: str | None = None) -> dict:
    """One FX GraphModule as a compact, JSON-able record (see the module docstring for its shape).

    Args:
        gm: A ``torch.fx.GraphModule`` (what Dynamo hands a backend, or ``explain``'s ``graphs``).
        index: Position of the graph in capture order (graph i of the run).
        kind: ``dynamo`` for Dynamo output graphs; other graph kinds say so here.
        name: Label for the graph; ``graph <index>`` when not given.

    Returns:
        The record. Never raises on odd node metadata: what cannot be read is left out.
    """
    tables = GraphTables()
    nodes: list[dict] = []
    edges = 0
    for node in gm.graph.nodes:
        rec: dict[str, Any] = {"name": node.name, "op": node.op, "target": _target_text(node)}
        try:
            rec.update(_value_info(node))
        except Exception as e:  # noqa: BLE001
            log.debug("no value info for %s: %s", node.name, e)
        stack = node.meta.get("nn_module_stack")
        if isinstance(stack, dict) and stack:
            chain = []
            for v in stack.values():
                if isinstance(v, (tuple, list)) and v:
                    chain.append((module_path(v[0]), _type_name(v[1] if len(v) > 1 else "")))
            mod = tables.module(chain)
            if mod is not None:
                rec["mod"] = mod
        st = node.meta.get("stack_trace")
        if isinstance(st, str) and st:
            src = tables.source(st)
            if src is not None:
                rec["src"] = src
            msrc = tables.model_source(st, src)
            if msrc is not None:
                rec["msrc"] = msrc  # the model's line, where the innermost frame is torch's
        elif (sfs := node.meta.get("source_fn_stack")) and isinstance(sfs, list):
            rec["fn"] = str(sfs[-1][0]) if isinstance(sfs[-1], (tuple, list)) else str(sfs[-1])
        ins = list(dict.fromkeys(n.name for n in node.all_input_nodes))
        if ins:
            rec["in"] = ins
            edges += len(ins)
        try:
            if _is_param(node):
                rec["param"] = 1
        except Exception as e:  # noqa: BLE001
            log.debug("cannot tell whether %s is a parameter: %s", node.name, e)
        nodes.append(rec)
    return graph_dict(index, kind, name or f"graph {index}", None, nodes, edges, tables)


# -- the artifact the worker saves -------------------------------------------------------------------


def graphs_artifact(
    records: list[dict],
    trace: dict | None = None,
    code: dict | None = None,
    trace_dir: Path | str | None = None,
) -> tuple[dict, dict]:
    """Kernels and post-grad graphs added to the Dynamo records: (artifact, report section).

    Args:
        records: ``graph_record`` of each Dynamo graph, in capture order.
        trace: ``collect_compile_trace()`` output (its ``provenance``), or None.
        code: The report's ``code`` section (``kernels``, ``modules``), or None.
        trace_dir: The TORCH_TRACE folder, for the post-grad graphs; None skips them.

    Returns:
        ``({"graphs": [...]}, {"artifact": ARTIFACT, "count", "nodes", "post_grad", "notes"})``;
        the caller saves the first as JSON under ``ARTIFACT`` and puts the second in the report.
        Safe to call again with more known (after explain, then after the code stage): the records
        are changed in place and each compile id's kernels are attached once.
    """
    notes: list[str] = []
    code = code or {}
    provenance = (trace or {}).get("provenance")
    graphs = list(records)
    attach_kernels(graphs, provenance, code.get("kernels") or [], code.get("modules") or [])
    post: list[dict] = []
    if trace_dir is not None:
        try:
            # after attach_kernels: module paths come from the Dynamo graph matched to each compile id
            post = post_grad_records(trace_dir, graphs, start_index=len(graphs))
            attach_kernels(post, provenance, code.get("kernels") or [], code.get("modules") or [])
        except Exception as e:  # noqa: BLE001 - the Dynamo graphs are still worth saving
            notes.append(f"post-grad graphs not read: {type(e).__name__}: {e}")
        if not post:
            notes.append("the trace holds no post-grad graph (Inductor did not run, or a cache hit skipped it)")
    if code.get("kernels") and not provenance:
        notes.append("no provenance mapping in the trace: kernels come from code comments where there are any")
    graphs += post
    section = {
        "artifact": ARTIFACT,
        "count": len(records),
        "nodes": sum(r.get("node_count", 0) for r in records),
        "post_grad": len(post),
        "notes": notes,
    }
    return {"graphs": graphs}, section


def dumps(artifact: dict) -> str:
    """Compact JSON for the artifact (no indentation: 10,000 nodes stay about 1.5 MB)."""
    return json.dumps(artifact, separators=(",", ":"), default=str)


def synthetic_record(nodes: int = 10_000, layers: int = 100, index: int = 0, seed: int = 0) -> dict:
    """A made-up graph record of ``nodes`` ops in ``layers`` transformer-like layers (0: no modules).

    For benchmarks and tests of the Graph view: each layer has ``attn`` (with ``q_proj``/``k_proj``/
    ``v_proj``/``o_proj``) and ``mlp`` submodules, a chain of ops with a residual edge per layer and a
    few longer edges; with ``layers=0`` it is one flat function, like a recipe of plain functions.
    """
    import random

    rnd = random.Random(seed)
    modules: list[dict] = []
    kinds = ["linear", "view", "transpose", "add", "mul", "softmax", "layer_norm", "gelu", "getitem", "matmul"]
    per_layer = max(1, -(-(nodes - 2) // layers)) if layers else nodes - 2
    out: list[dict] = [{"name": "x", "op": "placeholder", "target": "x", "shape": [1, 32, 768], "dtype": "float32"}]
    prev = "x"
    for i in range(nodes - 2):
        layer = i // per_layer if layers else -1
        rec: dict[str, Any] = {
            "name": f"op_{i}",
            "op": "call_function",
            "target": f"torch.{rnd.choice(kinds)}",
            "shape": [1, 32, 768],
            "dtype": "float32",
            "in": [prev],
            "src": 0,
        }
        if layers and layer < layers:
            base = len(modules)
            if i % per_layer == 0:
                modules.append({"path": f"model.layers.{layer}", "type": "Layer", "parent": -1})
                modules.append({"path": f"model.layers.{layer}.attn", "type": "Attention", "parent": base})
                for p in ("q_proj", "k_proj", "v_proj", "o_proj"):
                    modules.append({"path": f"model.layers.{layer}.attn.{p}", "type": "Linear", "parent": base + 1})
                modules.append({"path": f"model.layers.{layer}.mlp", "type": "MLP", "parent": base})
            first = layer * 7
            pos = (i % per_layer) / per_layer
            rec["mod"] = first + (
                1 if pos < 0.1 else 2 + int((pos - 0.1) * 10) if pos < 0.5 else 6 if pos < 0.95 else 0
            )
            if i % per_layer == per_layer - 1 and i >= per_layer:
                rec["in"].append(f"op_{i - per_layer}")  # residual
        if i > 50 and rnd.random() < 0.05:
            rec["in"].append(f"op_{i - rnd.randint(2, 50)}")
        out.append(rec)
        prev = rec["name"]
    out.append({"name": "output", "op": "output", "target": "output", "in": [prev]})
    for m in modules:  # the layers hang under one "model" module
        if m["parent"] == -1:
            m["parent"] = len(modules)
    if modules:
        modules.append({"path": "model", "type": "Model", "parent": -1})
    return {
        "index": index,
        "kind": "dynamo",
        "name": f"graph {index}",
        "compile_id": None,
        "node_count": len(out),
        "edge_count": sum(len(n.get("in", [])) for n in out),
        "modules": modules,
        "sources": [{"file": "synthetic.py", "line": 1, "fn": "forward", "code": "x = f(x)"}],
        "kernel_modules": {},
        "nodes": out,
        "notes": ["synthetic"],
    }
