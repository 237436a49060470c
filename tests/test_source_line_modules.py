"""Time per line on models built the way users build them, on CPU: a line that calls torch's containers is broken
down by the modules it ran; nn.MultiheadAttention's fused eager fast path stays on its line; a model that is an
nn.Sequential gets rows by module and never a line of this package; a run on an Inductor cache that a process
without provenance filled still places its compiled kernels by provenance."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT, cli

pytestmark = pytest.mark.slow

DATA = Path(__file__).parent / "data"
CONTAINER = DATA / "source_lines_container.py"
SEQUENTIAL = DATA / "source_lines_sequential.py"
OLD_KEY = DATA / "source_lines_old_cache_key.py"
MARKS = {m: i for i, text in enumerate(CONTAINER.read_text().splitlines(), 1) for m in re.findall(r"# ([A-Z]+)$", text)}
ONLY = ("--device", "cpu", "--iterations", "3", "--warmup", "1", "--only", "explain,compile,code,benchmark,profile",
        "--json")

# What a user's own job does before the engine runs on its cache: compile the model, nothing else (with the one
# Inductor option the engine adds on CPU, so that the two keys differ in provenance alone).
PLAIN_JOB = """
import importlib.util, sys, torch
spec = importlib.util.spec_from_file_location("recipe", sys.argv[1])
recipe = importlib.util.module_from_spec(spec); spec.loader.exec_module(recipe)
torch._inductor.config.cpp.enable_kernel_profile = True
model = recipe.build_model().eval()
with torch.inference_mode():
    torch.compile(model)(*recipe.example_inputs())
print(json.dumps(dict(torch._dynamo.utils.counters["inductor"])))
""".replace("import importlib.util", "import json, importlib.util")


def _run(recipe, runs, env=None):
    p = cli("run", "--recipe", str(recipe), *ONLY, runs_dir=runs, env=env)
    assert p.returncode == 0, p.stderr
    summary = json.loads(p.stdout)
    return {"summary": summary, "report": json.loads(Path(summary["report"]).read_text())}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """The three runs, sharing one store; the warm-cache run on its own Inductor cache, filled by a plain job."""
    store = tmp_path_factory.mktemp("runs")
    cache = tmp_path_factory.mktemp("inductor_cache")
    env = {"TORCHINDUCTOR_CACHE_DIR": str(cache)}
    job = subprocess.run([sys.executable, "-c", PLAIN_JOB, str(OLD_KEY)], capture_output=True, text=True,
                         timeout=600, cwd=ROOT, env=dict(os.environ, **env))
    assert job.returncode == 0, job.stderr
    assert json.loads(job.stdout.strip().splitlines()[-1]).get("fxgraph_cache_miss") == 1, job.stdout
    return {"store": store, "container": _run(CONTAINER, store), "sequential": _run(SEQUENTIAL, store),
            "warm": _run(OLD_KEY, store, env)}


def _row(report, mark):
    rows = report["source_lines"]["rows"]
    return next(r for r in rows if r["file"].endswith(CONTAINER.name) and r["line"] == MARKS[mark])


def test_container_line_lists_its_leaves_and_they_add_up(runs):
    row = _row(runs["container"]["report"], "MLP")
    mods = {m["path"]: m for m in row["modules"]}
    assert {"mlp.0", "mlp.1", "mlp.2", ""} <= set(mods), mods
    assert mods["mlp.0"]["type"] == "Linear" and mods["mlp.1"]["type"] == "GELU", mods
    for mode in ("eager", "compiled"):
        total = sum(m[f"{mode}_ms"] for m in row["modules"])
        assert total == pytest.approx(row[f"{mode}_ms"], rel=0.01, abs=2e-3), (mode, total, row)
    for path in ("mlp.0", "mlp.2"):  # the Linears' own GEMMs, eager and compiled (their shares move on a busy box)
        assert mods[path]["eager_ms"] > 0 and mods[path]["compiled_ms"] > 0, mods[path]
        assert any(re.search(r"linear|addmm|mm", k) for k in mods[path]["kernels"]), mods[path]
    assert not any(re.search(r"linear|addmm", k) for k in mods[""]["kernels"]), mods[""]  # own ops: scale and add


def test_multihead_attention_fast_path_on_its_line(runs):
    report = runs["container"]["report"]
    assert report["source_lines"]["coverage"]["eager"] >= 0.99, report["source_lines"]["coverage"]
    row = _row(report, "ATTN")
    assert any("multi_head_attention" in k for k in row["eager_kernels"]), row  # the fused kernel the timed run ran
    assert [m["path"] for m in row["modules"]] == ["attn"], row["modules"]
    timed = [k["name"] for k in report["profile"]["eager"]["kernels"]]
    assert any("multi_head_attention" in n for n in timed)


def test_show_and_json_carry_the_modules(runs):
    summary = runs["container"]["summary"]
    row = next(r for r in summary["source_lines"] if r["line"] == MARKS["MLP"])
    assert {m["path"] for m in row["modules"]} >= {"mlp.0", "mlp.2"}
    assert set(row["modules"][0]) == {"path", "type", "eager_ms", "compiled_ms", "kernels"}
    p = cli("show", summary["run_id"], runs_dir=runs["store"])
    assert p.returncode == 0, p.stderr
    assert re.search(r"└ mlp\.0 \(Linear\): [\d.]+ ms compiled · [\d.]+ ms eager", p.stdout), p.stdout


def test_sequential_model_rows_by_module_never_this_package(runs):
    sec = runs["sequential"]["report"]["source_lines"]
    files = [r["file"] for r in sec["rows"]]
    assert files and not any("analyzers/" in f for f in files), files
    assert set(files) == {"<module 0 (Linear)>", "<module 1 (GELU)>", "<module 2 (Linear)>"}, files
    assert sec["coverage"]["eager"] >= 0.99 and sec["coverage"]["compiled"] >= 0.9, sec["coverage"]
    lin = next(r for r in sec["rows"] if r["file"] == "<module 0 (Linear)>")
    assert lin["eager_ms"] > 0 and lin["compiled_ms"] > 0 and lin["modules"][0]["path"] == "0", lin


def test_warm_cache_without_provenance_rederived(runs):
    report = runs["warm"]["report"]
    cache = report["compile"]["cache"]
    assert cache["by_kind"]["fx_graph"]["hit"] >= 1 and cache["misses"] == 0, cache  # the account is the run's
    sec = report["source_lines"]
    assert sec["coverage_by_rule"]["compiled"]["provenance"] >= 0.95, sec["coverage_by_rule"]
    assert sec["compiled_lines_from"] == "kernel_stack_traces"
    assert any("re-derived" in n for n in sec["notes"]), sec["notes"]
    assert report["compile"]["provenance_rederived"]["graphs"] >= 1
    row = next(r for r in sec["rows"] if r["line"] == MARKS["MLP"])
    assert {"mlp.0", "mlp.2"} <= {m["path"] for m in row["modules"]} and row["compiled_ms"] > 0, row
