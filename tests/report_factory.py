"""Report dicts shaped exactly like the engine's runs/<id>/report.json, for dashboard tests.

Each builder returns a plain dict; ``write_run`` puts it (and any artifacts) into a runs folder and
indexes it through the real RunStore, so the pages read it the way they read engine output.
"""

from __future__ import annotations

import copy
import json
import os
import time
from pathlib import Path

from analyzers.report.schema import SCHEMA_VERSION
from analyzers.report.store import RunStore
from analyzers.runs.admission import FACTS_VERSION

NOW = 1_780_000_000.0

# A few keys of torch._inductor.config as ``env --json`` describes them (analyses/options/inductor_config.py).
INDUCTOR_TYPES = {
    "coordinate_descent_tuning": {"type": "bool", "default": False},
    "max_autotune": {"type": "bool", "default": False},
    "compile_threads": {"type": "int", "optional": True, "default": 8},
    "cpp.threads": {"type": "int", "default": -1},
    "triton.multi_kernel": {"type": "choice", "choices": [0, 1, 2, 3], "default": 0},
    "max_autotune_gemm_backends": {"type": "str", "default": "ATEN,TRITON,CPP"},
    "cpp.cxx": {"type": "other"},
    "trace.enabled": {"type": "bool", "default": False},
}

CODE_MODULE = """# AOT ID: ['0_inference']
from torch._inductor.async_compile import AsyncCompile
async_compile = AsyncCompile()

cpp_fused_add_relu_0 = async_compile.cpp_pybinding(['float*', 'const float*'], r\'\'\'
extern "C" void kernel(float* out_ptr0, const float* in_ptr0)
{
    for (long x0 = 0; x0 < 64; x0 += 1)
    {
        auto tmp0 = in_ptr0[x0];
        out_ptr0[x0] = std::max(tmp0 + 1.0f, 0.0f);
    }
}
\'\'\')


def call(args):
    arg0_1, = args
    buf0 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
    cpp_fused_add_relu_0(buf0, arg0_1)
    return (buf0, )
"""


def request(name: str = "tiny-bert", kind: str = "zoo", **options) -> dict:
    opts = {
        "backend": "inductor",
        "mode": "default",
        "fullgraph": False,
        "dynamic": "auto",
        "dtype": "fp32",
        "device": "cpu",
        "batch_size": 1,
        "seq_len": 32,
        "inductor_config": {},
        "iterations": 50,
        "warmup": 5,
        "timeout_s": 1200,
    }
    opts.update(options)
    return {
        "source": {"kind": kind, "name": name},
        "options": opts,
        "only": ["explain", "compile", "code", "benchmark"],
        "label": "",
    }


def stages(status: dict[str, str] | None = None) -> list[dict]:
    status = status or {}
    out = []
    for name in ("load", "explain", "compile", "code", "benchmark"):
        s = status.get(name, "ok")
        out.append(
            {
                "name": name,
                "status": s,
                "seconds": 1.2 if s in ("ok", "failed") else None,
                "message": "",
                "traceback": "",
                "notes": [],
            }
        )
    return out


def environment() -> dict:
    return {
        "python": "3.11.7",
        "torch": "2.13.0+cpu",
        "triton": None,
        "transformers": "5.24.0",
        "platform": "Linux-x86_64",
        "cpu": "Intel(R) Xeon(R) Processor",
        "cpu_count": 2,
        "cuda": None,
        "gpu": None,
        "gpu_count": 0,
        "driver": None,
    }


def a_break(**over) -> dict:
    b = {
        "reason": "Unsupported: builtin print",
        "category": "print/logging",
        "hint": "Remove print() from forward or guard it with torch.compiler.is_compiling().",
        "file": "/work/main/analyzers/demos.py",
        "line": 42,
        "code": "print(x.shape)",
        "context": [
            "    def forward(self, x):",
            "        x = self.fc1(x)",
            "        print(x.shape)",
            "        return self.fc2(x)",
        ],
        "context_start": 40,
        "count": 1,
        "user_stack": ["demos.py:42 in forward"],
    }
    b.update(over)
    return b


def timing(median: float) -> dict:
    return {
        "median_ms": median,
        "p99_ms": median * 1.2,
        "std_ms": median * 0.05,
        "mean_ms": median * 1.01,
        "min_ms": median * 0.95,
        "peak_mem_bytes": None,
    }


def good_report(run_id: str = "20260101-000000-good-0001", with_breaks: bool = True) -> dict:
    breaks = [a_break(), a_break(reason="Data-dependent branching", category="data-dependent branch", line=43)]
    if not with_breaks:
        breaks = []
    return {
        "schema_version": SCHEMA_VERSION,
        "run_id": run_id,
        "kind": "run",
        "created": NOW,
        "updated": NOW + 30,
        "started": NOW + 1,
        "finished": NOW + 30,
        "status": "ok",
        "request": request(),
        "stages": stages(),
        "environment": environment(),
        "explain": {
            "graph_count": len(breaks) + 1,
            "graph_break_count": len(breaks),
            "op_count": 40,
            "ops_per_graph": [20] * (len(breaks) + 1),
            "coverage": 0.95,
            "seconds": 1.0,
            "breaks": breaks,
        },
        "compile": {
            "total_s": 12.3,
            "phases": {"dynamo": 1.0, "aot_autograd": 2.0, "inductor": 8.0, "codegen": 1.0},
            "compile_ids": [
                {"id": "0/0", "status": "ok", "seconds": 10.1},
                {"id": "0/1", "status": "ok", "seconds": 2.2},
            ],
            "recompiles": [
                {"compile_id": "0/1", "reason": "tensor 'x' size mismatch at index 0. expected 1, actual 2"}
            ],
            "graph_breaks": [],
            "cache": {"hits": 0, "misses": 3, "bypasses": 0, "by_kind": {"fx_graph": {"hits": 0, "misses": 2}}},
            "guards": {"0/0": ["check_tensor(L['x'], torch.float32, size=[1, 64])"], "0/1": ["L['x'].size()[0] == 2"]},
            "trace_files": ["artifacts/trace/dedicated_log_torch_trace.log"],
            "notes": [],
        },
        "code": {
            "modules": [
                {"name": "artifacts/code/0_0.py", "lang": "cpp", "compile_id": "0/0", "kernel_count": 1, "lines": 22}
            ],
            "kernels": [
                {
                    "name": "cpp_fused_add_relu_0",
                    "kind": "pointwise",
                    "module": "artifacts/code/0_0.py",
                    "lang": "cpp",
                    "fused_ops": ["add", "relu"],
                    "source_nodes": [],
                    "start_line": 5,
                    "end_line": 13,
                    "calls_per_forward": 1,
                }
            ],
        },
        "benchmark": {
            "device": "cpu",
            "timer": "perf_counter",
            "iterations": 50,
            "warmup": 5,
            "eager": timing(1.3),
            "compiled": timing(1.0),
            "speedup": 1.3,
            "compile_s": 10.2,
            "numerics": {"max_abs_err": 1e-6, "max_rel_err": 1e-5, "atol": 1e-4, "rtol": 1e-4, "passed": True},
        },
        "notes": ["benchmark on CPU: peak memory is not measured"],
    }


def failed_report(run_id: str = "20260101-000000-failed-0002") -> dict:
    """Load worked, explain worked, compile failed; code and benchmark were skipped."""
    r = good_report(run_id)
    r["status"] = "partial"
    for key in ("compile", "code", "benchmark"):
        r.pop(key)
    tb = 'Traceback (most recent call last):\n  File "stages.py", line 80\nRuntimeError: InductorError: boom'
    r["stages"] = stages({"compile": "failed", "code": "skipped", "benchmark": "skipped"})
    r["stages"][2].update(message="RuntimeError: InductorError: boom", traceback=tb)
    r["stages"][3]["message"] = "needs a compiled model"
    r["stages"][4]["message"] = "needs a compiled model"
    r["error"] = {"stage": "compile", "message": "RuntimeError: InductorError: boom", "traceback": tb}
    return r


def load_failed_report(run_id: str = "20260101-000000-nomodel-0003") -> dict:
    """The model did not load: status failed, nothing but the request and stages."""
    tb = "Traceback (most recent call last):\nSourceError: recipe x.py defines no build_model()"
    msg = "recipe x.py defines no build_model(): define build_model() -> nn.Module and example_inputs() -> tuple"
    return {
        "schema_version": SCHEMA_VERSION,
        "run_id": run_id,
        "kind": "run",
        "created": NOW,
        "updated": NOW + 2,
        "status": "failed",
        "request": request("recipes/x.py", kind="recipe"),
        "stages": [
            {"name": "load", "status": "failed", "seconds": 0.1, "message": msg, "traceback": tb, "notes": []},
        ]
        + [
            {
                "name": n,
                "status": "skipped",
                "seconds": None,
                "message": "the model did not load",
                "traceback": "",
                "notes": [],
            }
            for n in ("explain", "compile", "code", "benchmark")
        ],
        "error": {"stage": "load", "message": msg, "traceback": tb},
        "notes": [],
    }


def running_report(run_id: str = "20260101-000000-running-0004") -> dict:
    r = good_report(run_id)
    r["status"] = "running"
    for key in ("compile", "code", "benchmark"):
        r.pop(key)
    r["stages"] = stages({"compile": "running", "code": "pending", "benchmark": "pending"})
    r.pop("finished")
    return r


def newer_schema_report(run_id: str = "20260101-000000-future-0005") -> dict:
    r = good_report(run_id)
    r["schema_version"] = SCHEMA_VERSION + 1
    return r


def write_run(root: Path, report: dict, artifacts: dict[str, str] | None = None, index: bool = True) -> str:
    """Write a report (and artifacts) into ``root`` like the engine does; returns the run id."""
    report = copy.deepcopy(report)
    run_dir = Path(root) / report["run_id"]
    run_dir.mkdir(parents=True, exist_ok=True)
    if index and report["schema_version"] <= SCHEMA_VERSION:
        RunStore(root).save_report(report)  # atomic write + index row, as the engine saves
    else:
        (run_dir / "report.json").write_text(json.dumps(report, indent=1))
    for name, text in (artifacts or {}).items():
        p = run_dir / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return report["run_id"]


def write_machine(root: Path, cuda: bool = False) -> None:
    """The engine's cached machine facts (jobs.machine_info reads them instead of starting torch)."""
    info = {
        "facts_version": FACTS_VERSION,
        "python": "3.11.7",
        "torch": "2.11.0+cu130" if cuda else "2.13.0+cpu",
        "cuda_available": cuda,
        "gpus": ["NVIDIA H200"] if cuda else [],
        "gpu_count": 1 if cuda else 0,
        "cpu_count": 8,
        "inductor_config_keys": sorted(INDUCTOR_TYPES),
        "inductor_config_types": INDUCTOR_TYPES,
    }
    Path(root).mkdir(parents=True, exist_ok=True)
    (Path(root) / "machine.json").write_text(json.dumps(info))
    now = time.time()
    os.utime(Path(root) / "machine.json", (now, now))


# -- hostile text: what a user or a model may put in a report -----------------------------------------------
# Each payload would run a script, fetch something or break the DOT source if it reached the page unescaped.
XSS = (
    '<script>window.__pwned = 1</script>',
    '"><img src=x onerror="window.__pwned = 2">',
    '</script><script>window.__pwned = 3</script><!--',
    '"]; n0 -> n1 [label="\\N"}; subgraph { a [label=<<b>x</b>>',
)
# Markdown that would bold, link (javascript:), fetch an image or colour text, and DOT that would end a string
# or a graph, open a subgraph or set a label, if it reached the page or the graph source as markup.
MARKUP = (
    "**bold** __under__ [x](javascript:alert(1)) ![i](https://example.invalid/i.png) `tick` :red[red]",
    'digraph G { a -> b } subgraph cluster_x { n [label="\\N"] } \\ "',
)
HOSTILE = " ".join(XSS + MARKUP)


def hostile_report(run_id: str = "20260101-000000-hostile-0007") -> dict:
    """``good_report`` whose user-supplied strings (label, model name, recipe path, break reasons and code,
    kernel names, notes, guards) all carry ``XSS``. Its graph artifact: ``hostile_graphs()``."""
    r = good_report(run_id)
    r["request"]["label"] = HOSTILE
    r["request"]["source"] = {"kind": "recipe", "name": f"/tmp/{XSS[1]}/{XSS[1]}.py"}
    r["request"]["options"]["inductor_config"] = {XSS[0]: XSS[1]}
    for b in r["explain"]["breaks"]:
        b.update(reason=HOSTILE, hint=XSS[1], code=XSS[0], file=f"/tmp/{XSS[2]}.py", context=[HOSTILE] * 4,
                 user_stack=[HOSTILE])
    r["explain"]["breaks"][0]["category"] = XSS[0]
    k = r["code"]["kernels"][0]
    k.update(fused_ops=[XSS[0], XSS[1]])
    r["compile"]["recompiles"][0]["reason"] = HOSTILE
    r["compile"]["guards"] = {"0/0": [HOSTILE], "0/1": [XSS[3]]}
    r["compile"]["notes"] = [HOSTILE]
    r["environment"]["gpu"] = HOSTILE
    r["notes"] = [HOSTILE]
    r["graphs"] = {"artifact": "artifacts/graphs.json", "count": 1}
    r["cudagraphs"] = {"asked": True, "why": "mode reduce-overhead", "replayed": False, "graph_launches_per_forward": 0,
                       "skips": [{"reason": HOSTILE, "file": f"/tmp/{XSS[2]}.py", "line": 3, "code": XSS[1]}],
                       "headline": f"mode reduce-overhead asked for CUDA graphs, but none replayed: {HOSTILE}"}
    r["autotune"] = {"asked": True, "why": "mode max-autotune", "op_count": 1, "triton_won": 0, "aten_won": 1,
                     "ops": [{"index": 0, "op": XSS[1], "shape": XSS[0], "winner": {"name": XSS[3], "kind": "aten",
                              "ms": 0.01}, "candidates": [{"name": XSS[3], "kind": "aten", "ms": 0.01}],
                              "kernels": [XSS[2]]}]}
    return r


def hostile_graphs() -> str:
    """A graphs artifact whose op names, targets and module types carry ``XSS`` (JSON text)."""
    nodes = [{"name": "x", "op": "placeholder", "target": XSS[3], "shape": [1, 8], "dtype": "float32"}]
    for i, p in enumerate(XSS + MARKUP):
        nodes.append({"name": f"op{i}{p}", "op": "call_function", "target": f"torch.relu{p}", "mod": 0,
                      "in": [nodes[-1]["name"]], "shape": [1, 8], "dtype": "float32"})
    nodes.append({"name": "output", "op": "output", "target": "output", "in": [nodes[-1]["name"]]})
    rec = {"index": 0, "kind": "dynamo", "name": HOSTILE, "compile_id": "0/0", "node_count": len(nodes),
           "modules": [{"path": f"layer{XSS[3]}", "type": XSS[1], "parent": -1}], "sources": [],
           "kernel_modules": {}, "nodes": nodes, "notes": []}
    return json.dumps({"graphs": [rec]})


def source_texts(at) -> list[str]:
    """The text of each source block a page drew as HTML (``dashboard/views/source_html.py``), tags dropped and
    entities read back, beside any ``st.code`` block's text."""
    import html
    import re

    blocks = [m.value for m in at.markdown if 'class="cs-source"' in m.value]
    return [html.unescape(re.sub(r"<[^>]+>", "", b)) for b in blocks] + [c.value for c in at.code]


def md_tables(at) -> list[list[dict]]:
    """Every Markdown table a page drew (``fmt.md_table``), as rows of {column: cell text, escapes read back}."""
    import re

    def cells(line: str) -> list[str]:
        parts = re.split(r"(?<!\\)\|", line.strip())[1:-1]
        return [re.sub(r"\\(.)", r"\1", c.strip()) for c in parts]

    out = []
    for m in at.markdown:
        lines = str(m.value).split("\n")
        if len(lines) < 2 or not lines[0].startswith("| ") or not lines[1].startswith("|:--"):
            continue
        head = cells(lines[0])
        out.append([dict(zip(head, cells(ln))) for ln in lines[2:]])
    return out


def md_column(at, column: str, index: int = 0) -> list[str]:
    """The cells of ``column`` in the ``index``-th Markdown table that has that column."""
    tables = [t for t in md_tables(at) if t and column in t[0]]
    return [r[column] for r in tables[index]]
