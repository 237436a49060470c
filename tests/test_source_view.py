"""The Source view: time per line of the model's source, on a real CPU run of the recipe with one hot
line and two cheap ones — the live page (AppTest), the shared page and the export carry the same figures — and on
reports built by hand (a graph break on a line, a fused kernel, a run without the section)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from analyzers.report.store import RunStore
from dashboard.static import export_html, shared_page
from dashboard.static.run_files import RunFiles
from dashboard.views import fmt, overview_blocks, source_blocks
from dashboard.views import source as sl
from dashboard.views.blocks import Bullets, Details, Table, Text, walk
from tests import report_factory as rf

from .conftest import cli

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "dashboard" / "app.py"
RECIPE = ROOT / "tests" / "data" / "source_lines_recipe.py"
MARKS = {m: i for i, text in enumerate(RECIPE.read_text().splitlines(), 1)
         for m in re.findall(r"# (HOT|CHEAP_\d)", text)}
FILE = "source_lines_recipe.py"
PLAIN, BROKEN = "20260101-000000-good-0001", "20260101-000000-srcbreak-0009"


def hand_report(run_id: str = BROKEN) -> dict:
    """A report with a source_lines section as the engine writes it: a hot line, two lines of one fused kernel
    (one slower compiled), a graph break on a line."""
    r = rf.good_report(run_id)
    r["explain"]["breaks"] = [rf.a_break(file="model.py", line=20, category="print/logging")]
    rows = [
        {"file": "model.py", "line": 14, "code": "h = x @ self.w", "eager_ms": 80.0, "compiled_ms": 74.2,
         "eager_kernels": ["aten::mm"], "compiled_kernels": ["extern_kernels.mm"], "fused_with": [],
         "bound": "compute"},
        {"file": "model.py", "line": 20, "code": "print(h.shape); a = h.relu()", "eager_ms": 0.1,
         "compiled_ms": 0.2, "eager_kernels": ["aten::relu"], "compiled_kernels": ["triton_poi_fused_add_relu_0"],
         "fused_with": ["model.py:21"], "bound": "memory"},
        {"file": "model.py", "line": 21, "code": "b = a + 1", "eager_ms": 0.3, "compiled_ms": 0.1,
         "eager_kernels": ["aten::add"], "compiled_kernels": ["triton_poi_fused_add_relu_0"],
         "fused_with": ["model.py:20"], "bound": "memory"},
    ]
    r["source_lines"] = {"available": True, "rows": rows, "coverage": {"eager": 0.99, "compiled": 1.0},
                         "kernel_ms": {"eager": 81.21, "compiled": 74.5},
                         "attributed_ms": {"eager": 80.4, "compiled": 74.5},
                         "unattributed": {"eager": ["aten::copy_"], "compiled": []},
                         "split_rule": "split by eager time", "notes": ["split by eager time"]}
    r["profile"] = {"available": True, "compiled": {"available": True, "kernel_table": [
        {"name": "triton_poi_fused_add_relu_0", "code_kernel": "triton_poi_fused_add_relu_0",
         "module": "artifacts/code/0.py", "total_us": 300.0, "kind": "pointwise"}]}}
    return r


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """One real CPU run of the recipe (explain, compile, code, benchmark, profile) beside two reports made by hand."""
    root = tmp_path_factory.mktemp("runs")
    p = cli("run", "--recipe", str(RECIPE), "--device", "cpu", "--iterations", "3", "--warmup", "1",
            "--only", "explain,compile,code,benchmark,profile", "--json", runs_dir=root)
    assert p.returncode == 0, p.stderr
    rf.write_run(root, rf.good_report(PLAIN))
    rf.write_run(root, hand_report())
    rf.write_machine(root)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("COMPILESCOPE_RUNS", str(root))
        mp.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
        mp.delenv("COMPILESCOPE_VIEWER", raising=False)
        yield {"root": root, "id": json.loads(p.stdout)["run_id"]}


def _open(run: str) -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=60)
    at.query_params.update({"view": "source", "run": run})
    at = at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _text(at: AppTest) -> str:
    parts = []
    for kind in ("subheader", "markdown", "caption", "info", "warning", "error"):
        parts += [str(e.value) for e in getattr(at.main, kind)]
    return "\n".join(parts).replace("\\", "")


def test_live_view_puts_the_hot_line_first_and_lists_the_cheap_ones(runs):
    at = _open(runs["id"])
    text = _text(at)
    costliest = rf.md_column(at, "where")  # the first table with a "where" column: costliest lines compiled
    assert costliest[0] == f"{FILE}:{MARKS['HOT']}"
    assert {f"{FILE}:{MARKS['CHEAP_1']}", f"{FILE}:{MARKS['CHEAP_2']}"} <= set(costliest)
    lines = rf.md_column(at, "line")  # the file's lines in source order
    assert [int(x.lstrip("⋮ ")) for x in lines] == sorted(MARKS.values())
    assert "Coverage, eager · compiled" in text and "Split rule:" in text
    report = RunStore(runs["root"]).load_report(runs["id"])
    cov = report["source_lines"]["coverage"]
    assert cov["eager"] >= 0.9 and cov["compiled"] >= 0.9
    assert f"{fmt.percent(cov['eager'])} · {fmt.percent(cov['compiled'])}" in text
    hot = next(r for r in report["source_lines"]["rows"] if r["line"] == MARKS["HOT"])
    assert fmt.ms(hot["compiled_ms"]) in text  # the costliest-line card
    # the compiled kernels link to their generated code and their launches
    assert re.search(r"\[Generated code\]\(code\?run=[^)]*kernel=", text)
    assert re.search(r"\[Kernels\]\(kernels\?run=[^)]*kernel=", text)


def test_shared_page_and_export_carry_the_same_figures(runs):
    store, rid = RunStore(runs["root"]), runs["id"]
    report = store.load_report(rid)
    cards = next(b for b in source_blocks.blocks(report, None, {}) if hasattr(b, "cards")).cards
    shared = shared_page.view_page("source", report, rid, RunFiles(store, rid), {})
    export = export_html.run_report_html(store, rid)
    at_text = _text(_open(rid))
    for page in (shared.replace("<wbr>", ""), export.replace("<wbr>", "")):
        for card in cards:
            assert card.value.replace("·", "&middot;") in page or card.value in page, card
            assert card.value in at_text
        for mark in MARKS.values():
            assert f"{FILE}:{mark}" in page
    assert 'href="/share/code?' in shared and "Split rule:" in shared
    assert 'id="source"' in export


def test_a_run_without_the_section_says_why(runs):
    text = _text(_open(PLAIN))
    assert "This run did not ask for the profile analysis" in text  # good_report asked for explain..benchmark
    store = RunStore(runs["root"])
    page = shared_page.view_page("source", store.load_report(PLAIN), PLAIN, RunFiles(store, PLAIN), {})
    assert "did not ask for the profile analysis" in page
    r = rf.good_report()
    r["profile"] = {"available": True}
    assert [b.text for b in source_blocks.blocks(r, None, {})] == [sl.NO_SECTION_NOTE]  # a run from before the view
    r["source_lines"] = {"available": False, "reason": "ValueError: no stacks", "rows": []}
    assert "ValueError: no stacks" in source_blocks.blocks(r, None, {})[0].text


def test_hand_built_report_links_break_and_kernels_and_ranks_slower_lines():
    r = hand_report()
    out = source_blocks.blocks(r, None, {})
    files = [b for b in out if isinstance(b, Details)]
    assert [f.title for f in files] == ["model.py — 3 lines: 74.50 ms compiled (100.0 %), 80.40 ms eager"]
    lines = files[0].blocks[0].frame
    assert list(lines["line"]) == ["14", "⋮ 20", "21"]
    row20 = lines.set_index("line").loc["⋮ 20"]
    assert row20["graph break"] == "print/logging ×1"
    assert row20["break"] == f"breaks?run={BROKEN}&view=breaks&category=print%2Flogging"
    assert row20["fused with"] == "line 21" and row20["kernels, eager → compiled"].startswith("aten::relu → triton")
    kernels = files[0].blocks[1].frame.set_index("compiled kernel")
    assert kernels.loc["triton_poi_fused_add_relu_0", "lines"] == "20, 21"
    assert kernels.loc["triton_poi_fused_add_relu_0", "code"].startswith(f"code?run={BROKEN}&view=code&kernel=triton")
    assert list(sl.slower_table(r)["where"]) == ["model.py:20"]
    assert list(sl.savings_table(r)["where"]) == ["model.py:14", "model.py:21"]
    lost = next(b for b in out if isinstance(b, Bullets) and b.lead == "Kernels on no line:")
    assert list(lost.items) == ["eager: aten::copy_"]
    tables = [b for b in walk(out) if isinstance(b, Table)]
    assert all(not t.frame.empty for t in tables)


def test_overview_names_the_costliest_line():
    sentence = sl.overview_sentence(hand_report())
    assert sentence == "Costliest line compiled: model.py:14 `h = x @ self.w` — 74.20 ms of 74.50 ms kernel time (99.6 %)"
    texts = [b.text for b in walk(overview_blocks.blocks(hand_report(), None, {})) if isinstance(b, Text)]
    assert sentence + " — see Source." in texts
    plain = copy.deepcopy(hand_report())
    del plain["source_lines"]
    assert sl.overview_sentence(plain) is None


MODULES = "20260101-000000-srcmods-0043"


def module_report() -> dict:
    """A block line that called an nn.Sequential, broken down by its leaves, and a model-less module row."""
    r = hand_report(MODULES)
    r["source_lines"]["rows"][0] = {
        "file": "convnext.py", "line": 64, "code": "result = self.layer_scale * self.block(input)", "eager_ms": 10.72,
        "compiled_ms": 6.5, "eager_kernels": ["aten::conv2d"], "compiled_kernels": ["triton_poi_fused_add_relu_0"],
        "fused_with": [], "bound": "compute",
        "modules": [
            {"path": "block.3", "type": "Linear", "eager_ms": 4.1, "compiled_ms": 2.9, "kernels": ["sm90_gemm"]},
            {"path": "block.5", "type": "Linear", "eager_ms": 4.0, "compiled_ms": 2.8, "kernels": ["sm90_gemm"]},
            {"path": "block.0", "type": "Conv2d", "eager_ms": 1.5, "compiled_ms": 0.5, "kernels": ["conv_depthwise"]},
            {"path": "", "type": "", "eager_ms": 1.12, "compiled_ms": 0.3, "kernels": ["aten::mul"]}]}
    r["source_lines"]["rows"].append({
        "file": "<module 0 (Linear)>", "line": 0, "code": "(torch's own module code: no line of a model file runs it)",
        "eager_ms": 0.5, "compiled_ms": 0.4, "eager_kernels": [], "compiled_kernels": [], "fused_with": [],
        "bound": None, "modules": [{"path": "0", "type": "Linear", "eager_ms": 0.5, "compiled_ms": 0.4,
                                    "kernels": []}]})
    return r


def test_a_line_broken_down_by_its_modules_on_every_rendering(tmp_path):
    report = module_report()
    rf.write_run(tmp_path, report)
    store = RunStore(tmp_path)
    table = sl.modules_table(report, run_id=MODULES)
    assert list(table["module"][:4]) == ["block.3 (Linear)", "block.5 (Linear)", "block.0 (Conv2d)",
                                         "(the line's own ops)"]
    assert sum(table["eager ms"][:4]) == pytest.approx(10.72) and table["where"][0] == "convnext.py:64"
    assert table["graph"][0] == f"graph?run={MODULES}&view=graph&find=block.3"
    assert sl.where(report["source_lines"]["rows"][-1]) == "module 0 (Linear)"
    files = dict(sl.files_of(report))
    assert sl.MODULE_FILES in files and "convnext.py" in files
    shared = shared_page.view_page("source", report, MODULES, RunFiles(store, MODULES), {})
    export = export_html.run_report_html(store, MODULES)
    for page in (shared, export):
        page = page.replace("<wbr>", "")
        assert "What the costliest lines called" in page and "block.3 (Linear)" in page and "4.1" in page
        assert "module 0 (Linear)" in page
    assert 'href="/share/graph?' in shared
