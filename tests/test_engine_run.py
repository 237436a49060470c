"""A real CPU run of a recipe, end to end through the CLI, checked against torch's own answers."""

import json
from pathlib import Path

from analyzers.report.schema import SCHEMA_VERSION

from .conftest import RECIPE, cli

BREAK_LINE = next(i for i, line in enumerate(RECIPE.read_text().splitlines(), 1) if "scale = h.abs().mean().item()" in line)


def test_summary_contract(cpu_run):
    s = cpu_run["summary"]
    for key in ("run_id", "status", "report", "graph_count", "graph_break_count", "breaks", "eager_ms",
                "compiled_ms", "speedup", "compile_s", "kernel_count"):
        assert key in s
    assert s["status"] == "ok"
    assert s["graph_count"] == 2 and s["graph_break_count"] == 1
    (b,) = s["breaks"]
    assert b["file"] == RECIPE.name and b["line"] == BREAK_LINE  # relative to the recipe's folder
    assert b["category"] == "tensor to python (.item/.tolist)" and "capture_scalar_outputs" in b["hint"]
    assert s["eager_ms"] > 0 and s["compiled_ms"] > 0 and s["speedup"] > 0
    assert s["compile_s"] > 0 and s["kernel_count"] >= 1


def test_progress_on_stderr(cpu_run):
    for stage in ("load", "explain", "compile", "code", "benchmark", "profile"):
        assert f"[compilescope] {stage} ok" in cpu_run["stderr"]


def test_report_sections(cpu_run):
    r = cpu_run["report"]
    assert r["schema_version"] == SCHEMA_VERSION and r["status"] == "ok"
    assert [s["name"] for s in r["stages"]] == ["load", "explain", "compile", "code", "benchmark", "profile", "layout",
                                                  "numerics"]
    assert r["environment"]["torch"] and r["environment"]["cpu_count"] >= 1
    ex = r["explain"]
    assert ex["ops_per_graph"] and sum(ex["ops_per_graph"]) == ex["op_count"]
    assert 0.5 < ex["coverage"] < 1.0  # the .item() runs outside the graphs
    b = r["benchmark"]
    assert b["timer"] == "perf_counter" and b["eager"]["samples"] == 20 and b["numerics"]["passed"]
    assert b["eager"]["p99_ms"] >= b["eager"]["median_ms"]


def test_compile_trace_and_code_agree(cpu_run):
    r, run_dir = cpu_run["report"], cpu_run["runs"] / cpu_run["summary"]["run_id"]
    comp = r["compile"]
    # two graphs -> two frames compiled (the forward and its resume function after the break)
    assert len(comp["compile_ids"]) >= 2
    assert comp["trace_files"] and all((run_dir / f).is_file() for f in comp["trace_files"])
    mods = r["code"]["modules"]
    assert len(mods) == 2 and all(m["lang"] == "cpp" for m in mods)
    for k in r["code"]["kernels"]:
        text = (run_dir / k["module"]).read_text()
        assert k["name"] in text  # every kernel named is in the generated module we stored
    assert any("gelu" in " ".join(k["fused_ops"]) for k in r["code"]["kernels"])


def test_list_and_show(cpu_run):
    p = cli("list", "--json", runs_dir=cpu_run["runs"])
    rows = json.loads(p.stdout)
    assert cpu_run["summary"]["run_id"] in [r["run_id"] for r in rows]
    p = cli("show", cpu_run["summary"]["run_id"], "--json", runs_dir=cpu_run["runs"])
    assert p.returncode == 0 and json.loads(p.stdout)["graph_break_count"] == 1


def test_fail_on_breaks(cpu_run, tmp_path):
    p = cli("run", "--recipe", str(RECIPE), "--device", "cpu", "--only", "explain", "--fail-on-breaks", runs_dir=tmp_path)
    assert p.returncode == 3 and "graph break" in p.stderr
    p = cli("run", "--model", "demo:clean", "--device", "cpu", "--only", "explain", "--fail-on-breaks", runs_dir=tmp_path)
    assert p.returncode == 0, p.stderr


def test_fullgraph_break_is_partial(tmp_path):
    """fullgraph=True on a model with a break: compile fails as data, explain still stands."""
    # (.item() no longer breaks under fullgraph=True in torch 2.13: it is captured; print still breaks)
    p = cli("run", "--model", "demo:print", "--device", "cpu", "--fullgraph", "--only", "explain,compile", "--json",
            runs_dir=tmp_path)
    assert p.returncode == 1
    s = json.loads(p.stdout)
    assert s["status"] == "partial" and s["graph_break_count"] == 1
    report = json.loads(Path(s["report"]).read_text())
    st = {x["name"]: x for x in report["stages"]}
    assert st["explain"]["status"] == "ok" and st["compile"]["status"] == "failed"
    assert st["compile"]["traceback"] and report["error"]["stage"] == "compile"


def test_local_checkpoint_end_to_end(tmp_path):
    """--model hf:/dir loads a save_pretrained() folder offline and analyses it."""
    from analyzers.models.zoo import build_zoo_model
    from analyzers.report.schema import CompileOptions

    ckpt = tmp_path / "ckpt"
    build_zoo_model("tiny-gpt2", CompileOptions()).model.save_pretrained(ckpt)
    p = cli("run", "--model", f"hf:{ckpt}", "--device", "cpu", "--seq-len", "16", "--only", "explain", "--json",
            runs_dir=tmp_path / "runs", env={"HF_HUB_OFFLINE": "1"})
    assert p.returncode == 0, p.stderr
    s = json.loads(p.stdout)
    assert s["status"] == "ok" and s["graph_count"] >= 1
    p = cli("run", "--model", f"hf:{tmp_path / 'nope'}", "--device", "cpu", runs_dir=tmp_path / "runs")
    assert p.returncode == 2 and "has no config.json" in p.stderr


def test_profile_section_from_a_real_run(cpu_run):
    """The worker's profile stage: per-forward kernel records on CPU, traces stored for Perfetto."""
    r, run_dir = cpu_run["report"], cpu_run["runs"] / cpu_run["summary"]["run_id"]
    prof = r["profile"]
    assert prof["available"] and prof["device"] == "cpu"
    for mode in ("eager", "compiled"):
        m = prof[mode]
        assert m["kernels_per_forward"] > 0 and m["kernel_table"]
        assert (run_dir / prof["traces"][mode]).is_file()
    assert r["roofline"]["work"]["flops"] > 0  # two Linear layers: known matmul FLOPs
    assert r["roofline"]["work"]["flops"] == 2 * 8 * 64 * 256 * 2


def _absolute_paths(doc, where: str = "") -> list[str]:
    """Every string of ``doc`` that names a file by an absolute path (alone or as a stack line's file)."""
    if isinstance(doc, dict):
        return [p for k, v in doc.items() for p in _absolute_paths(v, f"{where}.{k}")]
    if isinstance(doc, list):
        return [p for v in doc for p in _absolute_paths(v, f"{where}[]")]
    return [f"{where} = {doc}"] if isinstance(doc, str) and doc.startswith("/") else []


def test_reports_store_source_paths_relative_to_the_recipe_and_the_package(tmp_path):
    """A break inside a helper module next to the recipe: the report names the helper from the recipe's folder,
    torch's frames from the package on, and the trace logs from the run folder; no field of the breaks, the
    compiled frames or the graphs' sources holds this machine's folders (only the request's recipe path does:
    a re-run opens it)."""
    proj = tmp_path / "proj"
    (proj / "helpers").mkdir(parents=True)
    (proj / "helpers" / "__init__.py").write_text("")
    (proj / "helpers" / "scale.py").write_text(
        "def scaled(h):\n    s = h.abs().mean().item()  # the break\n    return h / (1.0 + s)\n")
    (proj / "model.py").write_text(
        "import torch\nfrom torch import nn\nfrom helpers.scale import scaled\n\n\n"
        "class M(nn.Module):\n    def __init__(self):\n        super().__init__()\n        self.lin = nn.Linear(8, 8)\n\n"
        "    def forward(self, x):\n        return scaled(torch.relu(self.lin(x)))\n\n\n"
        "def build_model():\n    return M()\n\n\ndef example_inputs():\n    return (torch.randn(2, 8),)\n")
    p = cli("run", "--recipe", str(proj / "model.py"), "--device", "cpu", "--only", "explain,compile", "--json",
            runs_dir=tmp_path / "runs")
    assert p.returncode == 0, p.stderr
    s = json.loads(p.stdout)
    run_dir = tmp_path / "runs" / s["run_id"]
    report = json.loads((run_dir / "report.json").read_text())
    (b,) = report["explain"]["breaks"]
    assert (b["file"], b["line"]) == ("helpers/scale.py", 2)
    assert b["context"] and "item()" in b["code"]  # the source was read from the file before it was re-pathed
    assert any(c.startswith("model.py:12 in forward") for c in b["call_chain"]), b["call_chain"]
    assert s["breaks"][0]["file"] == "helpers/scale.py"
    stacks = [line for gb in report["compile"]["graph_breaks"] for line in gb["user_stack"]]
    assert any(line.startswith("torch/nn/modules/module.py:") for line in stacks), stacks
    assert any(line.startswith("helpers/scale.py:2 in scaled") for line in stacks), stacks
    assert report["compile"]["log_files"] and all(f.startswith("artifacts/trace/") for f in report["compile"]["log_files"])
    assert report["explain"]["registry"]["path"] in (None, "torch/_dynamo/graph_break_registry.json")
    checked = {k: report[k] for k in ("explain", "compile")}
    graphs = json.loads((run_dir / "artifacts" / "graphs.json").read_text())
    assert {src["file"] for g in graphs["graphs"] for src in g.get("sources") or []} >= {"model.py", "helpers/scale.py"}
    assert not _absolute_paths(checked) and not _absolute_paths(graphs), _absolute_paths(checked)[:5]
    home = str(Path.home())
    assert str(tmp_path) not in json.dumps(checked) and (home == "/" or home not in json.dumps(checked))
    assert report["request"]["source"]["name"] == str((proj / "model.py").resolve())  # a re-run opens it


def test_worker_runs_below_the_dashboard_and_times_at_its_start_priority(cpu_run):
    """The worker lowered its priority for the run (analyzers/runs/priority.py); the benchmark says at which
    priority its calls were timed, and a run timed at the lower one says so in a note."""
    from analyzers.runs import priority

    r = cpu_run["report"]
    prio = r["benchmark"]["priority"]
    assert r["worker"]["nice"] == prio["worker_nice"] >= priority.worker_nice()
    assert prio["lowered"] == (priority.worker_nice() > 0)
    notes = next(s for s in r["stages"] if s["name"] == "benchmark")["notes"]
    assert prio["nice"] == (prio["worker_nice"] - priority.worker_nice() if prio["raised"] else prio["worker_nice"])
    assert any("timed at nice" in n for n in notes) == (prio["lowered"] and not prio["raised"])
