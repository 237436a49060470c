"""Issue 35: time per source line, eager and compiled, on CPU (one compile, shared by the module's tests)."""

import json
import re
from pathlib import Path

import pytest

from analyzers.analyses.source_lines.attribute import collect_source_lines
from analyzers.analyses.source_lines.compiled_keys import KeyWalk, provenance_keys
from analyzers.analyses.source_lines.frames import is_model_file, line_of_stack_trace
from analyzers.report.source_line_rows import source_line_lines, source_line_summary

from .conftest import cli

RECIPE = Path(__file__).parent / "data" / "source_lines_recipe.py"
MARKS = {m: i for i, text in enumerate(RECIPE.read_text().splitlines(), 1)
         for m in re.findall(r"# (HOT|CHEAP_\d)", text)}


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    runs = tmp_path_factory.mktemp("runs")
    p = cli("run", "--recipe", str(RECIPE), "--device", "cpu", "--iterations", "3", "--warmup", "1",
            "--only", "explain,compile,code,benchmark,profile", "--json", runs_dir=runs)
    assert p.returncode == 0, p.stderr
    summary = json.loads(p.stdout)
    return {"runs": runs, "summary": summary, "report": json.loads(Path(summary["report"]).read_text())}


def _rows(summary):
    return [r for r in summary["source_lines"] if r["file"].endswith("source_lines_recipe.py")]


def test_hot_line_first_eager_and_compiled(run):
    rows = _rows(run["summary"])
    assert rows and rows[0]["line"] == MARKS["HOT"], rows
    assert "x @ self.w" in rows[0]["code"]
    by_eager = sorted(rows, key=lambda r: -r["eager_ms"])
    assert by_eager[0]["line"] == MARKS["HOT"], by_eager
    hot = rows[0]
    for r in rows[1:]:
        assert hot["compiled_ms"] > 5 * r["compiled_ms"] and hot["eager_ms"] > 5 * r["eager_ms"], rows
    assert hot["eager_kernels"] and hot["compiled_kernels"]
    assert hot["bound"] in ("compute", "memory", None)


def test_cheap_lines_listed(run):
    lines = {r["line"]: r for r in _rows(run["summary"])}
    for mark in ("CHEAP_1", "CHEAP_2"):
        row = lines.get(MARKS[mark])
        assert row is not None, (mark, sorted(lines))
        assert row["eager_ms"] > 0 and row["compiled_ms"] > 0, row
        assert row["eager_kernels"] and row["compiled_kernels"], row


def test_coverage_and_lines_add_up(run):
    cov = run["summary"]["source_lines_coverage"]
    assert cov["eager"] >= 0.90 and cov["compiled"] >= 0.90, cov
    sec = run["report"]["source_lines"]
    for mode in ("eager", "compiled"):
        total = sum(r[f"{mode}_ms"] for r in sec["rows"])
        assert total == pytest.approx(sec["attributed_ms"][mode], rel=1e-3, abs=1e-3), (mode, total, sec)
    assert any("split" in n for n in sec["notes"])


def test_show_prints_top_lines(run):
    p = cli("show", run["summary"]["run_id"], runs_dir=run["runs"])
    assert p.returncode == 0, p.stderr
    text = p.stdout
    assert "source lines:" in text and f"source_lines_recipe.py:{MARKS['HOT']}" in text, text
    shown = [ln for ln in text.splitlines() if "source_lines_recipe.py:" in ln and " ms compiled" in ln]
    assert 1 <= len(shown) <= 5 and f":{MARKS['HOT']} " in shown[0], shown


# -- pure parts ------------------------------------------------------------------------------------------------
def test_frames_skip_torch_and_stdlib():
    import os

    import torch

    assert not is_model_file(torch.__file__) and not is_model_file(os.__file__)
    assert is_model_file(str(RECIPE))
    trace = (f'  File "{RECIPE}", line 14, in forward\n    h = x @ self.w\n'
             f'  File "{torch.nn.modules.linear.__file__}", line 134, in forward\n    return F.linear(x)\n')
    assert line_of_stack_trace(trace) == (str(RECIPE), 14)


def _prov():
    st = lambda n: [f'  File "/m/model.py", line {n}, in forward\n    y\n']  # noqa: E731
    return [{"compile_id": "0/0", "kernel_stack_traces": {
        "extern_kernels.mm:1": st(10), "triton_poi_fused_add_0:2": st(11) + st(12), "extern_kernels.mm:3": st(13)}}]


def test_cuda_graph_replay_and_externs_found_by_place():
    keys, how = provenance_keys(_prov())
    assert how == "kernel_stack_traces"
    walk = KeyWalk(keys)  # a replayed graph: no launching op, cuBLAS names
    found = [walk.find({"name": n, "graph_launch": True, "correlation": 7})
             for n in ("sm90_gemm", "triton_poi_fused_add_0", "sm90_gemm")]
    assert [k.handle for k in found] == [1, 2, 3]


def test_fused_kernel_split_by_eager_time():
    prof = {"eager": {"available": True, "kernels": [
        {"name": "aten::add", "dur_us": 300.0, "source_line": "/m/model.py:11"},
        {"name": "aten::mul", "dur_us": 100.0, "source_line": "/m/model.py:12"},
        {"name": "aten::mm", "dur_us": 50.0}]},
        "compiled": {"available": True, "kernels": [
            {"name": "triton_poi_fused_add_0", "dur_us": 40.0, "start_us": 1.0},
            {"name": "cuda_memcpy", "kind": "memcpy", "dur_us": 99.0, "start_us": 2.0}]}}
    sec = collect_source_lines(prof, None, _prov())
    rows = {r["line"]: r for r in sec["rows"]}
    assert rows[11]["compiled_ms"] == pytest.approx(0.03) and rows[12]["compiled_ms"] == pytest.approx(0.01)
    assert rows[11]["fused_with"] == ["/m/model.py:12"]
    assert sec["coverage"] == {"eager": pytest.approx(400 / 450, abs=1e-4), "compiled": 1.0}
    assert sec["unattributed"]["eager"] == [{"name": "aten::mm", "ms": 0.05}]
    summary = source_line_summary({"source_lines": sec})
    assert summary["source_lines"][0]["line"] == 11
    assert source_line_lines(summary)[0].startswith("source lines: 2 lines")
    assert source_line_summary({}) == {"source_lines": None, "source_lines_coverage": None}
