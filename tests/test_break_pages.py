"""The Graph breaks page and Overview with torch's registry fields: Dynamo's explanation and hints
beside our fix, the GBxxxx link, the call chain, the filter by registry type, the "not captured" headline;
and the shipped example reports (written before those fields existed) still render."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from dashboard.views import breaks as bv
from dashboard.views.fmt import md_escape
from tests import report_factory as rf
from tests.test_app_pages import assert_ok, open_view, plain

ROOT = Path(__file__).resolve().parents[1]
REG = "20260101-000000-registry-0011"
SKIPPED = "20260101-000000-skipped-0012"
URL = "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0059.html"


def registry_break(**over) -> dict:
    return rf.a_break(
        reason="Failed to trace builtin operator\n  Explanation: Dynamo does not know how to trace builtin `print`",
        file="/home/me/helpers.py", gb_id="GB0059", gb_type="Failed to trace builtin operator", doc_url=URL,
        dynamo_explanation="Dynamo does not know how to trace builtin operator `print`",
        dynamo_hints=["Avoid calling builtin `print`.", "Add it to reorderable_logging_functions."],
        category_source="registry", call_chain=["/home/me/recipe.py:15 in forward: h = scale_and_log(h)"],
        sources=["explain", "trace"], **over,
    )


def registry_report(run_id: str, not_captured: dict | None = None) -> dict:
    r = rf.good_report(run_id)
    r["explain"]["breaks"] = [
        registry_break(),
        rf.a_break(reason="Dynamic shape operator", category="dynamic shape", line=50, gb_id="GB0036",
                   gb_type="Dynamic shape operator", doc_url="javascript:alert(1)"),
    ]
    r["explain"]["not_captured"] = not_captured
    return r


@pytest.fixture
def runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    rf.write_run(root, registry_report(REG))
    nc = {"frame": "forward", "gb_id": "GB0170", "gb_type": "Data-dependent branching", "break_file": "/m.py",
          "break_line": 14, "compile_id": "0/0"}
    skipped = registry_report(SKIPPED, nc)
    skipped["explain"]["breaks"] = [registry_break(skipped_frame=True, category="data-dependent branch")]
    skipped["explain"]["graph_count"] = 0  # nothing was captured: the forward ran eagerly
    rf.write_run(root, skipped)
    for example in sorted((ROOT / "examples" / "runs").iterdir()):
        shutil.copytree(example, root / example.name)
    rf.write_machine(root)
    return root


def test_views_validate_links_and_list_registry_types():
    r = registry_report(REG)
    assert bv.break_types(r) == {"GB0059": "Failed to trace builtin operator", "GB0036": "Dynamic shape operator"}
    good, bad = bv.breaks_of(r)
    assert bv.doc_link(good) == ("GB0059", URL) and bv.doc_link(bad) is None  # not an https link: no link
    assert [b["gb_id"] for b in bv.breaks_of(r, gb_ids=["GB0036"])] == ["GB0036"]
    table = bv.breaks_table(bv.breaks_of(r))
    assert list(table["id"]) == ["GB0059", "GB0036"] and table.loc[0, "reason"] == "Failed to trace builtin operator"
    assert bv.not_captured_message(r) is None
    assert bv.dynamo_says(rf.a_break()) == ("", [])  # a report from before the registry fields
    r["explain"]["recompiles"] = [{"compile_id": "0/1", "reason": "0/0: tensor 'cache' size mismatch\nmore"}]
    assert bv.explain_recompiles(r) == ["0/1: 0/0: tensor 'cache' size mismatch"]


def test_breaks_page_shows_dynamo_beside_our_fix_with_link_chain_and_type_filter(runs):
    at = open_view("breaks", REG)
    text = assert_ok(at)
    assert "Avoid calling builtin `print`." in text and "What to do:" in text
    registry = md_escape("GB0059 in torch's graph-break registry")  # the link to the id's registry page
    assert any(f"[{registry}]({URL})" in m.value for m in at.markdown)
    assert not any("javascript:" in m.value for m in at.markdown)
    assert any("/home/me/recipe.py:15 in forward" in c for c in rf.source_texts(at))
    at.multiselect(key="w_gb").set_value(["GB0036"]).run()
    assert_ok(at)
    assert rf.md_column(at, "id") == ["GB0036"] and at.query_params["gb"] == "GB0036"
    assert not at.dataframe and not at.get("plotly_chart")  # Markdown table, basic-bundle chart: no heavy chunk


def test_a_forward_not_captured_is_the_headline_of_breaks_and_overview(runs):
    for view in ("breaks", "overview"):
        at = open_view(view, SKIPPED)
        assert_ok(at)
        assert any("forward was not captured at all: Data-dependent branching" in plain(e.value) for e in at.error)


@pytest.mark.parametrize("example", sorted(p.name for p in (ROOT / "examples" / "runs").iterdir()))
def test_example_reports_still_render(runs, example):
    report = json.loads((runs / example / "report.json").read_text())
    for view in ("overview", "breaks"):
        at = open_view(view, report["run_id"])
        assert_ok(at)
        # a model whose own frame fell back while its callees compiled (the GCN) says so, never "not captured at all"
        assert not any("not captured at all" in plain(e.value) for e in at.error)


def test_a_run_without_explain_says_so_on_the_breaks_page(runs):
    # the shipped "warm" examples asked for compile only: the page ends on a note that says why it is empty
    warm = "20261202-003902-bert-base-b8-s512-defaul-abe2"
    at = open_view("breaks", warm)
    assert_ok(at)
    assert [plain(e.value) for e in at.info] == ["This run did not ask for the explain analysis (it asked only for compile)."]
    assert not at.expander and not at.success
