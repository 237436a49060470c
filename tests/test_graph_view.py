"""The Graph view: graph records from FX graphs, kernels from Inductor provenance, the module-grouped DOT
(sizes, chunking, escaping checked by Graphviz itself), and the Graph page over a stored run."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from analyzers.analyses.graphs.fx_graphs import (
    ARTIFACT,
    dumps,
    graph_record,
    graphs_artifact,
    module_path,
    synthetic_record,
)
from analyzers.analyses.graphs.graph_kernels import attach_kernels
from analyzers.analyses.graphs.post_grad import parse_post_grad_graph
from dashboard.views import graph as gv
from dashboard.views import graph_tree as gt
from tests import report_factory as rf

ROOT = Path(__file__).resolve().parents[1]
CPU_LOG = ROOT / "tests" / "data" / "trace_cpu_mlp_break_recompile.log"
needs_dot = pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot is not installed")
SVG_TAGS = {
    "?xml",
    "!DOCTYPE",
    "!--",
    "svg",
    "/svg",
    "g",
    "/g",
    "title",
    "/title",
    "text",
    "/text",
    "polygon",
    "path",
    "ellipse",
    "polyline",
    "a",
    "/a",
}
NASTY = [
    'a"];evil[label="x',
    "<script>alert(1)</script>",
    "&lt;b&gt; & &amp; {curly} }",
    "graph",
    "node",
    "subgraph",
    "digraph { x -> y }",
    "back\\slash\\N\\",
    "new\nline",
    "edge -> [",
]


# -- helpers --------------------------------------------------------------------------------------
def svg_of(dot: str) -> str:
    p = subprocess.run(["dot", "-Tsvg"], input=dot.encode(), capture_output=True, timeout=60, check=False)
    assert p.returncode == 0, p.stderr.decode()
    return p.stdout.decode()


def svg_ids(svg: str) -> tuple[list[str], list[str], list[str]]:
    """(node titles, cluster titles, edge titles) of an SVG Graphviz wrote."""
    nodes = re.findall(r'<g id="node\d+" class="node">\s*<title>([^<]*)</title>', svg)
    clusters = re.findall(r'<g id="clust\d+" class="cluster">\s*<title>([^<]*)</title>', svg)
    edges = re.findall(r'<g id="edge\d+" class="edge">\s*<title>([^<]*)</title>', svg)
    return nodes, clusters, edges


def record(nodes: list[dict], modules: list[dict] | None = None, index: int = 0, **extra) -> dict:
    return {
        "index": index,
        "kind": "dynamo",
        "name": f"graph {index}",
        "compile_id": None,
        "node_count": len(nodes),
        "modules": modules or [],
        "sources": [],
        "kernel_modules": {},
        "nodes": nodes,
        "notes": [],
        **extra,
    }


def layered_record(layers: int = 12, index: int = 0) -> dict:
    """A GPT-like graph: model > layers.i > (ln1, attn, ln2, mlp), 8 ops a layer, plus input and output."""
    modules = [{"path": "model", "type": "Model", "parent": -1}]
    nodes = [{"name": "x", "op": "placeholder", "target": "x", "shape": [1, 8], "dtype": "float32"}]
    prev = "x"
    for i in range(layers):
        b = len(modules)
        modules += [{"path": f"model.layers.{i}", "type": "Block", "parent": 0}]
        modules += [
            {"path": f"model.layers.{i}.{m}", "type": t, "parent": b}
            for m, t in (("ln1", "LN"), ("attn", "Attn"), ("ln2", "LN"), ("mlp", "MLP"))
        ]
        ops = [
            (b + 1, "torch.nn.functional.layer_norm"),
            (b + 2, "torch._C._nn.linear"),
            (b + 2, "softmax"),
            (b, "operator.add"),
            (b + 3, "torch.nn.functional.layer_norm"),
            (b + 4, "torch._C._nn.linear"),
            (b + 4, "torch.nn.functional.gelu"),
            (b, "operator.add"),
        ]
        for j, (mod, tgt) in enumerate(ops):
            name = f"op_{i}_{j}"
            nodes.append(
                {
                    "name": name,
                    "op": "call_function",
                    "target": tgt,
                    "mod": mod,
                    "in": [prev],
                    "shape": [1, 8],
                    "dtype": "float32",
                }
            )
            prev = name
    nodes.append({"name": "output", "op": "output", "target": "output", "in": [prev]})
    return record(nodes, modules, index)


# -- graph records from real FX graphs --------------------------------------------------------------
def _tiny_model():
    import torch

    class Block(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = torch.nn.Linear(8, 8)
            self.ln = torch.nn.LayerNorm(8)

        def forward(self, x):
            return torch.relu(self.ln(self.fc(x))) + 1

    class Model(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.blocks = torch.nn.ModuleList([Block(), Block()])
            self.head = torch.nn.Linear(8, 4)

        def forward(self, x):
            for b in self.blocks:
                x = b(x)
            return self.head(x).softmax(-1)

    return Model().eval()


def test_module_path_of_dynamo_expressions():
    assert module_path("L['self'].transformer.h[0].attn") == "transformer.h.0.attn"
    assert module_path("L['args'][0].model.layers.3") == "model.layers.3"
    assert module_path("L['self']._modules['blocks']['0']") == "blocks.0"
    assert module_path("L['self']") == ""


def test_graph_record_of_a_traced_model():
    import torch

    records = []
    torch._dynamo.reset()
    with torch.no_grad():
        compiled = torch.compile(
            _tiny_model(), backend=lambda gm, ex: (records.append(graph_record(gm, len(records))), gm.forward)[1]
        )
        compiled(torch.randn(2, 8))
    torch._dynamo.reset()
    assert len(records) == 1
    rec = json.loads(dumps({"graphs": records}))["graphs"][0]  # JSON round trip: plain data only
    paths = {m["path"]: m for m in rec["modules"]}
    assert {"blocks.0", "blocks.0.fc", "blocks.0.ln", "blocks.1.fc", "head"} <= set(paths)
    assert paths["blocks.0.fc"]["type"] == "Linear"
    assert rec["modules"][paths["blocks.0.fc"]["parent"]]["path"] == "blocks.0"
    nodes = {n["name"]: n for n in rec["nodes"]}
    lin = nodes["linear"]
    assert rec["modules"][lin["mod"]]["path"] == "blocks.0.fc"
    assert lin["shape"] == [2, 8] and lin["dtype"] == "float32"
    assert "linear" in lin["target"]
    assert "l_x_" in lin["in"]
    src = rec["sources"][lin["src"]]
    assert src["file"] == __file__ and src["fn"] == "forward" and "self.fc(x)" in src["code"]
    assert nodes["softmax"]["shape"] == [2, 4] and "mod" not in nodes["softmax"]  # called at the top level
    assert sum(1 for n in rec["nodes"] if n.get("param")) == 10  # 5 layers: weights and biases flagged
    assert rec["node_count"] == len(rec["nodes"])


# -- kernels from provenance --------------------------------------------------------------------------
def test_attach_kernels_matches_graphs_by_node_names_and_compile_order():
    from analyzers.analyses.trace.compile_trace import collect_compile_trace

    trace = collect_compile_trace(CPU_LOG)  # compile ids 0/0, 1/0, 2/0, 3/0 and its recompile 3/1
    names = [
        ["x", "linear", "relu", "linear_1", "output"],
        ["x", "sin", "output"],
        ["x", "cos", "mul", "output"],
        ["x", "mul", "sum_1", "output"],
    ]
    records = [
        record([{"name": n, "op": "call_function", "target": n} for n in ns], index=i) for i, ns in enumerate(names)
    ]
    kernels = [
        {"name": "cpp_fused_relu_0", "module": "artifacts/code/0_0_0.py"},
        {"name": "extern_kernels.addmm", "module": "artifacts/code/0_0_0.py"},
        {"name": "cpp_fused_mul_sum_0", "module": "artifacts/code/3_0_3.py"},
        {"name": "cpp_fused_mul_sum_0", "module": "artifacts/code/3_1_4.py"},
    ]
    modules = [
        {"name": "artifacts/code/3_0_3.py", "compile_id": "3/0"},
        {"name": "artifacts/code/3_1_4.py", "compile_id": "3/1"},
    ]
    attach_kernels(records, trace["provenance"], kernels, modules)
    assert [r["compile_id"] for r in records] == ["0/0", "1/0", "2/0", "3/0"]
    assert records[3]["compile_ids"] == ["3/0", "3/1"]  # the recompile of the same graph
    n0 = {n["name"]: n for n in records[0]["nodes"]}
    assert n0["relu"]["kernel"] == "cpp_fused_relu_0"
    assert n0["linear"]["kernel"] == "extern_kernels.addmm"
    assert "kernel" not in n0["x"]
    assert records[0]["kernel_modules"]["cpp_fused_relu_0"] == "artifacts/code/0_0_0.py"
    assert records[3]["kernel_modules"]["cpp_fused_mul_sum_0"] == "artifacts/code/3_0_3.py"
    assert {n["kernel"] for n in records[1]["nodes"] if "kernel" in n} == {"cpp_fused_add_sin_0"}


def test_attach_kernels_without_provenance_uses_source_nodes():
    rec = record([{"name": n, "op": "call_function", "target": n} for n in ("x", "gelu", "add")])
    attach_kernels(
        [rec], None, [{"name": "triton_poi_fused_add_gelu_0", "module": "m.py", "source_nodes": ["gelu", "add"]}]
    )
    assert [n.get("kernel") for n in rec["nodes"]] == [
        None,
        "triton_poi_fused_add_gelu_0",
        "triton_poi_fused_add_gelu_0",
    ]
    assert rec["kernel_modules"] == {"triton_poi_fused_add_gelu_0": "m.py"}


@pytest.mark.slow
def test_kernels_and_post_grad_graph_of_a_real_cpu_compile(tmp_path):
    """Dynamo graph -> provenance -> kernels of the generated module, and the post-grad graph, on CPU."""
    import torch
    import torch._inductor.config as inductor_config

    from analyzers.analyses.codegen.codegen import split_kernels
    from analyzers.analyses.trace.compile_trace import collect_compile_trace
    from analyzers.analyses.trace.trace_capture import capture_trace

    model = _tiny_model()
    records = []
    torch._dynamo.reset()
    with torch.no_grad():
        torch.compile(model, backend=lambda gm, ex: (records.append(graph_record(gm, len(records))), gm.forward)[1])(
            torch.randn(2, 8)
        )
    torch._dynamo.reset()
    with torch.no_grad(), inductor_config.patch(force_disable_caches=True), capture_trace(tmp_path / "trace") as cap:
        torch.compile(model)(torch.randn(2, 8))
    torch._dynamo.reset()
    if not cap.provenance:
        pytest.skip("this torch has no Inductor provenance tracking")
    trace = collect_compile_trace(tmp_path / "trace")
    kernels, modules = [], []
    for i, oc in enumerate(trace["output_code"]):
        name = f"artifacts/code/{oc['compile_id'].replace('/', '_')}_{i}.py"
        pi = oc["provenance_index"]
        kernels += [
            k.__dict__ for k in split_kernels(oc["text"], name, trace["provenance"][pi] if pi is not None else None)
        ]
        modules.append({"name": name, "compile_id": oc["compile_id"]})
    artifact, section = graphs_artifact(records, trace, {"kernels": kernels, "modules": modules}, tmp_path / "trace")
    graphs = artifact["graphs"]
    dyn = graphs[0]
    assert dyn["compile_id"] == "0/0"
    nodes = {n["name"]: n for n in dyn["nodes"]}
    names = {k["name"] for k in kernels}
    assert nodes["layer_norm"]["kernel"] in names and "layer_norm" in nodes["layer_norm"]["kernel"]
    assert nodes["relu"]["kernel"] == nodes["layer_norm"]["kernel"]  # fused together
    assert nodes["linear"]["kernel"] == "extern_kernels.addmm"
    assert dyn["kernel_modules"][nodes["relu"]["kernel"]] == modules[0]["name"]
    assert section == {"artifact": ARTIFACT, "count": 1, "nodes": dyn["node_count"], "post_grad": 1, "notes": []}
    post = graphs[1]
    assert post["kind"] == "post_grad" and post["compile_id"] == "0/0"
    pnodes = {n["name"]: n for n in post["nodes"]}
    assert pnodes["addmm"]["target"] == "aten.addmm.default" and pnodes["addmm"]["kernel"] == "extern_kernels.addmm"
    assert pnodes["relu"]["kernel"] == nodes["relu"]["kernel"] and pnodes["relu"]["pre"] == ["relu"]
    assert post["modules"][pnodes["addmm"]["mod"]]["path"] == "blocks.0.fc"  # borrowed from the Dynamo node
    assert post["sources"] and post["sources"][pnodes["addmm"]["src"]]["file"] == __file__
    # both draw
    tree = gv.build_tree(graphs)
    assert gv.graph_dot(tree, None, "kernel")


def test_parse_post_grad_graph_text():
    text = """class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 8][8, 1]cpu", arg1_1: "bf16[s0, 8][8, 1]cuda:0"):
        # File: /m.py:13 in forward, code: return x @ w
        mm: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(arg0_1, arg0_1);  arg0_1 = None
        var_mean = torch.ops.aten.var_mean.correction(mm, [1], correction = 0, keepdim = True)
        getitem: "f32[8, 1][1, 1]cpu" = var_mean[0]

        # No stacktrace found for following nodes
        add: "f32[8, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(mm, getitem);  mm = getitem = None
        return (add,)
"""
    rec = parse_post_grad_graph(text, 3, "0/0")
    nodes = {n["name"]: n for n in rec["nodes"]}
    assert list(nodes) == ["arg0_1", "arg1_1", "mm", "var_mean", "getitem", "add", "output"]
    assert nodes["arg1_1"]["shape"] == ["s0", 8] and nodes["arg1_1"]["dtype"] == "bfloat16"
    assert nodes["mm"]["in"] == ["arg0_1"] and nodes["mm"]["target"] == "aten.mm.default"
    assert nodes["getitem"]["in"] == ["var_mean"] and nodes["getitem"]["target"] == "operator.getitem"
    assert nodes["add"]["in"] == ["mm", "getitem"] and "src" not in nodes["add"]
    assert rec["sources"][nodes["mm"]["src"]] == {"file": "/m.py", "line": 13, "fn": "forward", "code": "return x @ w"}
    assert nodes["output"]["in"] == ["add"]


# -- the tree, expansion and chunking ---------------------------------------------------------------------
def test_default_expansion_is_one_box_per_layer_and_expanding_adds_its_parts():
    tree = gv.build_tree([layered_record(12)])
    assert gv.default_expanded(tree) == ["model"]
    d = gv.graph_drawing(tree)
    assert d.boxes == 12 and d.ops == 2 and d.clusters == 1
    assert d.boxes + d.ops <= gv.BUDGET
    assert d.dot.count("8 ops") == 12  # each layer box says what it holds
    d2 = gv.graph_drawing(tree, ["model", "model.layers.3"])
    assert d2.boxes == 11 + 4 and d2.ops == 2 + 2 and d2.clusters == 2
    # opening a module deep down opens its parents; closing a parent closes it again
    assert gv.expanded_groups(tree, ["model.layers.3.attn"]) >= {tree.by_id["model"], tree.by_id["model.layers.3"]}
    assert gv.normalize_expanded(tree, ["model.layers.3"], ["model", "model.layers.3"]) == []
    # merged edges between boxes carry their count; an edge is never drawn twice
    assert len(re.findall(r'^\s*"m\d+" -> "m\d+"', d.dot, re.MULTILINE)) == d.edges - 2


def test_collapsed_counts_add_up_to_every_op():
    tree = gv.build_tree([layered_record(5), layered_record(3, index=1)])
    assert tree.groups[gv.ROOT].count == len(tree.leaves) == 5 * 8 + 3 * 8 + 4
    counts = [int(m) for m in re.findall(r"(\d+) ops", gv.graph_drawing(tree, []).dot)]
    assert sum(counts) + gv.graph_drawing(tree, []).ops == len(tree.leaves)


def test_flat_function_is_chunked_and_every_op_is_reachable():
    tree = gv.build_tree([synthetic_record(10_000, layers=0)])
    assert all(len(g.items) <= gv.CHUNK for g in tree.groups)
    seen = []
    stack = [gv.ROOT]
    while stack:
        g = stack.pop()
        for it in tree.groups[g].items:
            (seen.append(it) if it >= 0 else stack.append(-it - 1))
    assert sorted(seen) == list(range(len(tree.leaves)))
    d = gv.graph_drawing(tree)
    assert 0 < d.boxes + d.ops <= gv.BUDGET
    chunk = next(g.id for g in tree.groups if g.type == "chunk")
    assert "#" in chunk
    d2 = gv.graph_drawing(tree, [chunk])
    assert d2.clusters == 1 and d2.boxes + d2.ops > d.boxes + d.ops - 1


def test_big_flat_module_between_submodules_keeps_the_submodules_visible():
    modules = [{"path": f"layer{i}", "type": "L", "parent": -1} for i in range(5)]
    nodes = [{"name": f"n{i}", "op": "call_function", "target": "torch.add"} for i in range(300)]
    nodes += [{"name": f"l{i}", "op": "call_function", "target": "torch.mul", "mod": i} for i in range(5)]
    tree = gv.build_tree([record(nodes, modules)])
    labels = [gt._item_label(tree, it) for it in tree.groups[gv.ROOT].items]
    assert [lb for lb in labels if lb.startswith("layer")] == [f"layer{i}" for i in range(5)]
    assert len(labels) <= gv.CHUNK


@needs_dot
def test_10k_synthetic_graph_is_drawn_quickly():
    rec = json.loads(dumps({"graphs": [synthetic_record(10_000, layers=100)]}))["graphs"]
    t0 = time.perf_counter()
    tree = gv.build_tree(rec)
    d = gv.graph_drawing(tree)
    built = time.perf_counter() - t0
    t0 = time.perf_counter()
    svg_of(d.dot)
    laid_out = time.perf_counter() - t0
    assert built < 2.0, built
    assert laid_out < 3.0, laid_out
    assert len(d.dot) < 30_000 and d.boxes + d.ops <= gv.BUDGET


def test_records_of_10k_nodes_stay_small():
    assert len(dumps({"graphs": [synthetic_record(10_000, layers=100)]})) < 3_000_000


def test_artifact_of_dynamo_graphs_alone():
    artifact, section = graphs_artifact([layered_record(2)])
    assert section == {"artifact": ARTIFACT, "count": 1, "nodes": 2 * 8 + 2, "post_grad": 0, "notes": []}
    assert json.loads(dumps(artifact))["graphs"][0]["nodes"][1]["name"] == "op_0_0"


# -- escaping ---------------------------------------------------------------------------------------------
def nasty_records() -> list[dict]:
    modules, nodes = [], []
    for i, bad in enumerate(NASTY):
        modules.append({"path": f"m{i}.{bad}", "type": bad, "parent": -1})
        nodes.append(
            {
                "name": bad,
                "op": "call_function",
                "target": bad,
                "mod": i,
                "in": [NASTY[i - 1]] if i else [],
                "shape": [1, bad],
                "dtype": bad,
                "kernel": bad,
            }
        )
    nodes.append({"name": "output", "op": "output", "target": "output", "in": [NASTY[-1]]})
    return [
        record(nodes, modules, kernel_modules={NASTY[0]: "x.py"}),
        record([{"name": b, "op": "placeholder", "target": b} for b in NASTY[:3]], [], index=1, name=NASTY[1]),
    ]


@needs_dot
@pytest.mark.parametrize("color_by", gv.COLOR_MODES)
def test_names_cannot_inject_dot_or_markup(color_by):
    records = nasty_records()
    tree = gv.build_tree(records)
    key = next(iter(tree.by_key))
    views = [None, [], tree.containers(), [tree.containers()[0]]]
    for expanded in views:
        for query in (None, "<script>", 'a"]'):
            d = gv.graph_drawing(tree, expanded, color_by, selected=key, query=query)
            svg = svg_of(d.dot)
            nodes, clusters, edges = svg_ids(svg)
            assert all(re.fullmatch(r"[mn]\d+", t) for t in nodes), nodes
            assert len(nodes) == d.boxes + d.ops
            assert all(re.fullmatch(r"cluster_m\d+", t) for t in clusters) and len(clusters) == d.clusters
            assert all(re.fullmatch(r"[mn]\d+&#45;&gt;[mn]\d+", t) for t in edges) and len(edges) == d.edges
            assert "<script" not in svg and "evil" not in "".join(nodes)
            tags = set(re.findall(r"<([/!?]?[\w-]*)", svg))
            assert tags <= SVG_TAGS, tags - SVG_TAGS
    # opened all the way, the names are there, escaped
    svg = svg_of(gv.graph_drawing(tree, tree.containers(), color_by).dot)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in svg
    assert "&amp;lt;b&amp;gt; &amp; &amp;amp; {curly} }" in svg  # shown literally, entities and all
    assert "back\\slash\\N\\" in svg
    assert "a&quot;];evil[label=&quot;x" in svg


def test_dot_label_and_link_ids_escape_everything():
    assert gv.dot_label('a"b\\c\nd&e\x00') == '"a\\"b\\\\c\\nd&amp;e "'
    assert gv.html_text('<a href="x">&') == "&lt;a href=&quot;x&quot;&gt;&amp;"
    ids = ["a,b", "100%", "x#1-5", "plain"]
    assert gv.decode_ids(gv.encode_ids(ids)) == ids
    assert gv.decode_ids(gv.encode_ids([])) == [] and gv.decode_ids(None) is None
    svg = gv.legend_svg([("<b>&", "#ffffff", 3), ("x", "red;evil", 1)])
    assert "&lt;b&gt;&amp;" in svg and "evil" not in svg


def test_node_details_and_code_link():
    rec = layered_record(2)
    add = rec["nodes"][4]
    add.update(kernel="cpp_fused_add_0", kernels=["cpp_fused_add_0", "extern_kernels.mm"], src=0)
    rec["kernel_modules"] = {"cpp_fused_add_0": "artifacts/code/0_0_0.py"}
    rec["sources"] = [{"file": "/m.py", "line": 7, "fn": "forward", "code": "x = x + y"}]
    tree = gv.build_tree([rec])
    d = gv.node_details(tree, "0:op_0_3")
    assert d["module"] == "model.layers.0" and d["modules"] == ["model", "model.layers.0"]
    assert d["inputs"] == ["op_0_2"] and d["users"] == ["op_0_4"]
    assert gv.source_text(d) == "/m.py:7 in forward" and d["shape"] == "1×8 f32" and d["kind"] == "elementwise"
    assert gv.code_link_params("r1", d) == {
        "run": "r1",
        "view": "code",
        "kernel": "cpp_fused_add_0",
        "module": "artifacts/code/0_0_0.py",
    }
    assert gv.code_link_params("r1", d, "extern_kernels.mm") == {
        "run": "r1",
        "view": "code",
        "kernel": "extern_kernels.mm",
    }
    assert gv.node_details(tree, "9:nope") is None
    assert gv.search(tree, "mlp")[:1] == ["0:op_0_5"]


# -- the page ---------------------------------------------------------------------------------------------
RUN = "20260101-000000-graph-0001"
NASTY_RUN = "20260101-000000-graph-0002"
OLD_RUN = "20260101-000000-graph-0003"


@pytest.fixture
def graph_runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    for run_id, records in ((RUN, [layered_record(12), layered_record(3, index=1)]), (NASTY_RUN, nasty_records())):
        report = rf.good_report(run_id)
        report["graphs"] = {"artifact": ARTIFACT, "count": len(records), "nodes": sum(r["node_count"] for r in records)}
        rf.write_run(root, report, {ARTIFACT: dumps({"graphs": records})})
    rf.write_run(root, rf.good_report(OLD_RUN))
    rf.write_machine(root)
    return root


def open_graph(run: str, **params):
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=60)
    at.query_params.update({"view": "graph", "run": run, **params})
    return at.run()


def test_graph_page_default_view(graph_runs):
    at = open_graph(RUN)
    assert not at.exception, [e.value for e in at.exception]
    assert at.header[0].value == "Graph"
    # both graphs together: their layers share module paths, so one box per layer
    assert any("120 graph ops in 2 graphs (2 inputs, 2 outputs) · drawn as 1 open module, 12 closed module boxes"
               in c.value.replace("\\", "") for c in at.caption)
    assert at.selectbox(key="w_graph").value == "all"
    assert at.multiselect(key="w_expand").value == ["model"]  # the default level
    # the drawing and its legend as Markdown images (st.image's front-end chunks held the first paint back), when
    # this machine has Graphviz's dot; else the browser lays the DOT out
    images = [m.value for m in at.markdown if m.value.startswith("![")]
    assert not at.get("image")
    if shutil.which("dot"):
        assert [i.split("](")[0] for i in images] == ["![Graph drawing", "![Legend"]
        assert all(i.startswith("![Graph drawing](data:image/svg+xml;base64,") for i in images[:1])


def test_graph_page_link_opens_graph_modules_node_and_colour(graph_runs):
    at = open_graph(RUN, graph="0", expand="model,model.layers.4", node="0:op_4_6", color="kernel")
    assert not at.exception, [e.value for e in at.exception]
    assert at.multiselect(key="w_expand").value == ["model", "model.layers.4"]
    assert at.selectbox(key="w_node").value == "0:op_4_6"
    assert at.selectbox(key="w_color").value == "kernel"
    table = at.dataframe[0].value
    values = dict(zip(table["field"], table["value"]))
    assert values["module"] == "model.layers.4.mlp (MLP)" and values["shape"] == "1×8 f32"
    assert at.query_params["expand"] == "model,model.layers.4" and at.query_params["node"] == "0:op_4_6"
    # closing the layer in the widget goes into the link
    at.multiselect(key="w_expand").set_value(["model"]).run()
    assert not at.exception
    assert "expand" not in at.query_params  # back at the default: the link does not name it


def test_graph_page_with_hostile_names(graph_runs):
    for params in (
        {},
        {"graph": "0", "expand": gv.encode_ids(gv.build_tree(nasty_records()[:1]).containers())},
        {"find": "<script>"},
        {"node": "0:" + NASTY[0], "color": "kernel"},
    ):
        at = open_graph(NASTY_RUN, **params)
        assert not at.exception, (params, [e.value for e in at.exception])
        assert not at.error


def test_graph_page_without_graphs_says_so(graph_runs):
    at = open_graph(OLD_RUN)
    assert not at.exception
    assert any("stored no graphs" in i.value for i in at.info)


def test_graph_page_with_a_missing_artifact(graph_runs):
    (graph_runs / RUN / ARTIFACT).unlink()
    at = open_graph(RUN)
    assert not at.exception
    assert any("missing" in w.value for w in at.warning)


def test_graph_page_search_select_and_switch_graph(graph_runs):
    at = open_graph(RUN, graph="0", find="op_2_1", expand="model")
    assert not at.exception, [e.value for e in at.exception]
    assert any("1 match" in c.value for c in at.caption)
    at.selectbox(key="w_node").set_value("0:op_2_1").run()
    assert not at.exception
    assert at.query_params["node"] == "0:op_2_1" and at.query_params["find"] == "op_2_1"
    assert dict(zip(at.dataframe[0].value["field"], at.dataframe[0].value["value"]))["module"].startswith(
        "model.layers.2.attn"
    )
    at.selectbox(key="w_graph").set_value("1").run()  # another graph: its own default view
    assert not at.exception
    assert "node" not in at.query_params and "expand" not in at.query_params
    assert at.multiselect(key="w_expand").value == gv.default_expanded(gv.build_tree([layered_record(3, index=1)]))
