"""Comparing two runs: the pure view (dashboard/views/compare.py) on two known reports, and the page
(pages/compare.py) with AppTest, opened both from pickers and from a ``?compare=A,B`` link.
"""

from __future__ import annotations

import copy
import json
import re

import pytest

from analyzers.report.store import RunStore
from dashboard.live import linkstate
from dashboard.static import export_html
from dashboard.views import compare as cv
from tests import report_factory as rf
from tests.test_app_pages import ROOT, assert_ok, open_view

A = "20260101-000000-before-0001"
B = "20260101-000000-after-0002"
EXAMPLES = ROOT / "examples" / "runs"
RESNET = "20261207-054614-resnet50-layout-fp32-c241"  # a recipe under /work/main/recipes/, on an H100
FREEZING = "20261207-054822-fix-torch-inductor-confi-36cc"  # its fix: inductor freezing=True, a shorter timeout
BLOCKS = "20261207-061234-block-stack-compile-time-7a02"  # another recipe folder, on a CPU machine


def before() -> dict:
    r = rf.good_report(A)
    r["code"]["kernels"].append({"name": "cpp_fused_mul_sum_1", "kind": "reduction", "fused_ops": ["mul", "sum"],
                                 "calls_per_forward": 1, "module": "artifacts/code/0_0.py", "lang": "cpp"})
    r["code"]["kernels"].append({"name": "cpp_fused_gelu_2", "kind": "pointwise", "fused_ops": ["gelu"],
                                 "calls_per_forward": 1})
    r["profile"] = {"kernels": [{"name": "cpp_fused_add_relu_0", "device_time_us": 100.0},
                                {"name": "cpp_fused_mul_sum_1", "device_time_us": 50.0}]}
    return r


def after() -> dict:
    r = copy.deepcopy(before())
    r["run_id"] = B
    r["request"]["options"]["mode"] = "max-autotune-no-cudagraphs"
    r["environment"]["torch"] = "2.14.0+cpu"
    r["explain"]["breaks"] = r["explain"]["breaks"][:1]  # the data-dependent break is fixed
    r["explain"]["graph_break_count"] = 1
    r["explain"]["graph_count"] = 2
    k = r["code"]["kernels"]
    k[0]["name"] = "cpp_fused_add_relu_3"  # renumbered: same kernel
    k[1]["name"] = "cpp_fused_sum_mul_0"  # renamed, same fused ops
    k[1]["calls_per_forward"] = 2  # changed
    del k[2]  # gelu kernel removed
    k.append({"name": "cpp_fused_tanh_4", "kind": "pointwise", "fused_ops": ["tanh"], "calls_per_forward": 1})
    r["benchmark"]["compiled"] = rf.timing(0.8)
    r["benchmark"]["speedup"] = 1.3 / 0.8
    r["profile"] = {"compiled": {"kernels": [{"name": "cpp_fused_add_relu_3", "dur_us": 40.0},
                                             {"name": "cpp_fused_add_relu_3", "dur_us": 30.0},
                                             {"name": "cpp_fused_sum_mul_0", "dur_us": 60.0},
                                             {"name": "cpp_fused_tanh_4", "dur_us": 5.0}]}}
    r["profile_flat_unused"] = {"kernels": [{"name": "cpp_fused_add_relu_3", "device_time_us": 70.0},
                                {"name": "cpp_fused_sum_mul_0", "device_time_us": 60.0},
                                {"name": "cpp_fused_tanh_4", "device_time_us": 5.0}]}
    return r


def test_option_and_environment_differences():
    t = cv.option_diff_table(before(), after())
    got = {(r["what"], r["setting"]): (r["A"], r["B"], r["report key"]) for _, r in t.iterrows()}
    assert got == {("option", "Mode"): ("default", "max-autotune-no-cudagraphs", "request.options.mode"),
                   ("environment", "torch"): ("2.13.0+cpu", "2.14.0+cpu", "environment.torch")}


def _example(run_id: str) -> dict:
    return json.loads((EXAMPLES / run_id / "report.json").read_text(encoding="utf-8"))


def test_option_differences_are_in_the_options_views_words():
    """Each row by the Options view's label, its value as that view says it; the raw key only in the folded column;
    no place of the machine that recorded the run, no measurement setting (the fix's capped timeout)."""
    t = cv.option_diff_table(_example(RESNET), _example(FREEZING))
    assert list(t.columns) == cv.OPTION_DIFF_COLUMNS and cv.OPTION_DIFF_DETAIL == ("report key",)
    rows = t.set_index("setting")
    assert rows.loc["Inductor config overrides", ["A", "B"]].tolist() == ["none", "freezing=True"]
    assert rows.loc["Inductor config overrides", "report key"] == "request.options.inductor_config"
    assert "Timeout" not in rows.index and "Inputs" not in rows.index  # the fix did not record its inputs
    far = cv.option_diff_table(_example(RESNET), _example(BLOCKS))
    model = far[far["what"] == "model"].set_index("setting")
    assert model.loc["Model", ["A", "B"]].tolist() == ["resnet50_layout.py", "block_stack.py"]
    assert "Recipe folder" not in model.index  # recipes/ on both, wherever the machines kept them
    assert far.set_index("setting").loc["Python executable", "A"] == ".venv/bin/python3"
    assert {"Device", "Analyses", "CPU cores"} <= set(far["setting"])
    for table in (t, far):
        assert not [s for s in table["setting"] if re.search(r"[_.]", s)], list(table["setting"])  # words, no keys
        cells = " ".join([*table["A"], *table["B"]])
        assert "/work/" not in cells and not re.search(r"(?<![\w.])/\w+/", cells), cells
        assert list(table["what"]) == sorted(table["what"], key=("model", "option", "environment").index)


def test_exported_comparison_names_options_in_words():
    page = export_html.compare_html(RunStore(EXAMPLES), RESNET, FREEZING)
    options = page.split('id="options"', 1)[1].split("</table>", 1)[0]
    head = re.findall(r"<th(?: [^>]*)?>(.*?)</th>", options)
    assert head == ["what", "setting", "A", "B"]  # the report key is a detail row under each row, not a column
    assert "Inductor config overrides" in options and "cs-detail" in options
    main = " ".join(re.findall(r'<tr class=cs-main>(.*?)</tr>', options))
    assert "freezing=True" in main and "inductor_config" not in main and "request." not in main


def test_breaks_added_and_removed():
    t = cv.break_diff_table(before(), after())
    assert dict(zip(t["category"], t["change"])) == {"print/logging": "same", "data-dependent branch": "removed"}
    flipped = cv.break_diff_table(after(), before())
    assert (flipped["change"] == "added").sum() == 1


def test_kernels_matched_by_name_then_fused_ops():
    t = cv.kernel_diff_table(before(), after())
    rows = {r["kernel"]: r for _, r in t.iterrows()}
    assert rows["cpp_fused_add_relu"]["change"] == "same" and rows["cpp_fused_add_relu"]["matched by"] == "name"
    mul = rows["cpp_fused_mul_sum"]
    assert mul["matched by"] == "fused ops" and mul["change"] == "changed" and mul["B calls"] == 2
    assert rows["cpp_fused_gelu"]["change"] == "removed"
    assert rows["cpp_fused_tanh"]["change"] == "added"
    assert rows["cpp_fused_add_relu"]["Δ µs"] == pytest.approx(-30.0)
    assert rows["cpp_fused_mul_sum"]["Δ µs"] == pytest.approx(10.0)
    assert cv.kernel_change_counts(t) == {"added": 1, "removed": 1, "changed": 1, "same": 1}


def test_headline_deltas():
    rows = {r["metric"]: r for r in cv.headline_rows(before(), after())}
    lat = rows["compiled median ms"]
    # timings without intervals (an older report's) cannot be told apart; counts can
    assert lat["Δ (B-A)"] == pytest.approx(-0.2) and lat["B is"] == "no interval: cannot tell"
    assert rows["profiled kernel µs"]["B is"] == "no interval: cannot tell"
    assert rows["graph breaks"]["Δ (B-A)"] == -1 and rows["graph breaks"]["B is"] == "better"
    assert rows["profiled kernel µs"]["A"] == 150 and rows["profiled kernel µs"]["B"] == 135
    assert rows["peak memory MiB"]["Δ (B-A)"] is None  # not measured on CPU: no delta, no crash
    assert cv.kernel_delta_figure(cv.kernel_diff_table(before(), after())) is not None


def test_headline_adds_counters_when_a_run_has_them():
    assert "compiled L2 hit rate %" not in {r["metric"] for r in cv.headline_rows(before(), after())}
    a, b = before(), after()
    a["counters"] = {"available": True, "modes": {"compiled": {"available": True, "sm_throughput_pct": 50.0,
                                                               "l2_hit_rate_pct": 60.0}}}
    b["counters"] = {"available": True, "modes": {"compiled": {"available": True, "sm_throughput_pct": 55.0,
                                                               "l2_hit_rate_pct": 58.0}}}
    rows = {r["metric"]: r for r in cv.headline_rows(a, b)}
    assert rows["compiled SM throughput %"]["B is"] == "better" and rows["compiled L2 hit rate %"]["B is"] == "worse"
    del b["counters"]
    rows = {r["metric"]: r for r in cv.headline_rows(a, b)}
    assert rows["compiled SM throughput %"]["A"] == 50.0 and rows["compiled SM throughput %"]["B"] is None


def test_compare_survives_empty_reports():
    bare = {"run_id": A, "schema_version": 1}
    out = cv.compare(bare, bare)
    assert out["kernels"].empty and out["breaks"].empty and out["kernel_changes"]["added"] == 0


def test_parse_pair():
    assert cv.parse_pair("a,b") == ("a", "b")
    assert cv.parse_pair("a") is None and cv.parse_pair("a,b,c") is None and cv.parse_pair(None) is None


# -- the page ----------------------------------------------------------------------------------
@pytest.fixture
def runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    if "compare" not in linkstate.LINK_KEYS:  # until linkstate carries the page's parameter itself
        monkeypatch.setattr(linkstate, "LINK_KEYS", linkstate.LINK_KEYS + ("compare", "sweep"))
    rf.write_run(root, before())
    rf.write_run(root, after())
    rf.write_machine(root)
    return root


def test_page_without_a_pair_asks_for_two_runs(runs):
    text = assert_ok(open_view("compare"))
    assert "Choose two runs" in text


def test_link_reopens_the_comparison(runs):
    at = open_view("compare", compare=f"{A},{B}")
    text = assert_ok(at)
    assert not at.error
    assert at.query_params["compare"] == f"{A},{B}"
    assert "1 break place(s) added" not in text and "0 break place(s) added, 1 removed" in text.replace("*", "")
    assert "1 added, 1 removed, 1 changed, 1 the same" in text.replace("*", "")
    assert len(at.dataframe) >= 3
    (options,) = [m.value for m in at.markdown if m.value.startswith("| what | setting | A | B |")]
    assert "| option | Mode | default |" in options and "request" not in options  # words; the key folded away
    assert "More columns: report key" in text


def test_pickers_choose_the_pair(runs):
    at = open_view("compare")
    at.selectbox(key="w_compare_a").set_value(A).run()
    at.selectbox(key="w_compare_b").set_value(B).run()
    assert_ok(at)
    assert at.query_params["compare"] == f"{A},{B}"


def test_pickers_name_a_recipe_by_its_file(runs):
    rid = "20260101-000000-recipe-0007"
    report = rf.good_report(rid)
    report["request"] = rf.request("/home/someone/checkout/recipes/gcn.py", kind="recipe")
    rf.write_run(runs, report)
    at = open_view("compare")
    options = at.selectbox(key="w_compare_a").options
    assert any(o.startswith("recipe:gcn.py · ok · ") for o in options), options
    assert not any("/home/someone" in o for o in options)


def test_unknown_run_in_link_is_a_message(runs):
    at = open_view("compare", compare=f"{A},nope-run")
    assert_ok(at)
    assert any("Cannot open run B" in e.value for e in at.error)
    at = open_view("compare", compare="../etc")
    text = assert_ok(at)
    assert "two run ids" in text
