"""Graph breaks that are right on real code: one recipe per pattern in tests/data/break_recipes,
each explained once (shared by the module's tests), checked for file:line, category and count against what
``torch._dynamo.explain`` and Dynamo's log say. The line a break must be filed under ends with a ``# BREAK``
marker, a caller line with ``# CALL``."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest
import torch

from analyzers.analyses.breaks.break_registry import load_registry
from analyzers.analyses.breaks.explain import collect_explain
from analyzers.models.sources import load_model
from analyzers.report.schema import BREAK_CATEGORIES, CompileOptions, ModelSource
from tests.conftest import cli

pytestmark = pytest.mark.slow

RECIPES = Path(__file__).parent / "data" / "break_recipes"


def line_of(file: str, marker: str) -> int:
    """The line of ``file`` (in RECIPES) that carries ``marker``; exactly one must."""
    lines = (RECIPES / file).read_text().splitlines()
    (n,) = [i + 1 for i, text in enumerate(lines) if text.rstrip().endswith(marker)]
    return n


@functools.lru_cache(maxsize=None)
def loaded(name: str):
    return load_model(ModelSource("recipe", str(RECIPES / f"{name}.py")), CompileOptions())


@functools.lru_cache(maxsize=None)
def explained(name: str) -> dict:
    lm = loaded(name)
    with torch.no_grad():
        return collect_explain(lm.model, lm.args, lm.kwargs, lm.user_files)


@functools.lru_cache(maxsize=None)
def torch_explain(name: str):
    lm = load_model(ModelSource("recipe", str(RECIPES / f"{name}.py")), CompileOptions())  # a fresh model
    with torch.no_grad():
        return torch._dynamo.explain(lm.model)(*lm.args, **lm.kwargs)


def rows_at(ex: dict, file: str) -> list[dict]:
    return [b for b in ex["breaks"] if b["file"] == str(RECIPES / file)]


def assert_row(b: dict, file: str, marker: str, category: str, count: int = 1, gb_id: str | None = None) -> None:
    assert (b["file"], b["line"]) == (str(RECIPES / file), line_of(file, marker))
    assert b["category"] == category and b["category"] in BREAK_CATEGORIES
    assert b["count"] == count
    assert b["hint"] and b["reason"]
    if gb_id and gb_id in load_registry().types:  # ids newer than the installed torch are not asserted
        assert b["gb_id"] == gb_id and b["doc_url"].endswith(f"gb{gb_id[2:]}.html")
        assert b["dynamo_explanation"] and b["category_source"] == "registry"


def test_helper_in_a_second_file_is_one_row_at_the_helper_with_its_call_chains():
    ex = explained("helper_second_file")
    (b,) = ex["breaks"]
    assert_row(b, "break_helpers.py", "# BREAK helper", "print/logging", gb_id="GB0059")
    call = f"{RECIPES / 'helper_second_file.py'}:{line_of('helper_second_file.py', '# CALL')} in forward"
    assert b["call_chain"] == [f"{call}: h = scale_and_log(h)  # CALL"]
    assert ex["graph_break_count"] == 1 and not rows_at(ex, "helper_second_file.py")
    # torch's explain reports it twice (while inlining from the caller, then in the helper's own frame)
    theirs = torch_explain("helper_second_file")
    assert [r.user_stack[-1].lineno for r in theirs.break_reasons] == [line_of("break_helpers.py", "# BREAK helper")] * 2
    assert theirs.graph_break_count == 3  # graph_count - 1


def test_a_growing_cache_recompiles_and_is_no_graph_break():
    ex = explained("kv_cache")
    assert ex["graph_count"] == 1 and ex["graph_break_count"] == 0 and ex["breaks"] == []
    assert ex["recompiles"] and "cache" in ex["recompiles"][0]["reason"]
    assert torch_explain("kv_cache").graph_count == 1


def test_higher_order_ops_are_counted_for_coverage():
    ex = explained("cond")
    assert ex["graph_count"] == 1 and ex["graph_break_count"] == 0
    assert ex["coverage"] == 1.0 and "coverage_error" not in ex
    assert {"cond", "while_loop", "map_impl"} <= set(ex["hops"])
    assert ex["aten_ops_total"] == ex["aten_ops_captured"] > 10


def test_a_skipped_c_builtin_is_an_unsupported_builtin_each_time():
    ex = explained("perf_counter")
    first, second = sorted(ex["breaks"], key=lambda b: b["line"])
    assert_row(first, "perf_counter.py", "# BREAK first", "unsupported builtin", gb_id="GB0007")
    assert_row(second, "perf_counter.py", "# BREAK second", "unsupported builtin", gb_id="GB0007")
    theirs = torch_explain("perf_counter")
    assert ex["graph_break_count"] == len(theirs.break_reasons) == 2
    assert theirs.graph_break_count == 1  # graph_count - 1 undercounts: the second break ends no new graph


def test_nonzero_is_a_dynamic_shape():
    ex = explained("nonzero")
    (b,) = ex["breaks"]
    assert_row(b, "nonzero.py", "# BREAK", "dynamic shape", gb_id="GB0036")
    assert ex["graph_break_count"] == len(torch_explain("nonzero").break_reasons) == 1


def test_a_print_in_a_hook_is_found_in_dynamos_log():
    ex = explained("hook_print")
    (b,) = ex["breaks"]
    assert_row(b, "hook_print.py", "# BREAK", "print/logging", gb_id="GB0059")
    assert b["sources"] == ["trace"] and b["call_chain"][0].split(" in ")[0].endswith(
        f"hook_print.py:{line_of('hook_print.py', '# CALL')}")
    theirs = torch_explain("hook_print")
    assert theirs.break_reasons == [] and theirs.graph_count == 2 == ex["graph_count"]


@pytest.mark.parametrize("name,category,gb_id", [
    ("generator", "print/logging", "GB0059"),
    ("expert_loop", "data-dependent branch", "GB0170"),
])
def test_a_frame_skipped_entirely_is_the_headline(name, category, gb_id):
    ex = explained(name)
    nc = ex["not_captured"]
    assert nc and nc["frame"] == "forward" and nc["gb_id"] == gb_id
    assert nc["break_line"] == line_of(f"{name}.py", "# BREAK")
    (b,) = ex["breaks"]
    assert_row(b, f"{name}.py", "# BREAK", category, gb_id=gb_id)
    assert b["skipped_frame"] and ex["graph_count"] == 0 == torch_explain(name).graph_count
    assert ex["graph_break_count"] == 1


def test_deepcopy_inside_the_standard_library_is_filed_at_the_users_line():
    ex = explained("deepcopy_tensor")
    (b,) = ex["breaks"]
    assert_row(b, "deepcopy_tensor.py", "# BREAK", "unsupported builtin", gb_id="GB4198")
    assert b["library_file"].endswith("copy.py") and b["library_line"]


def test_repr_of_a_tensor_is_tensor_to_python():
    (b,) = explained("repr_tensor")["breaks"]
    assert_row(b, "repr_tensor.py", "# BREAK", "tensor to python (.item/.tolist)", gb_id="GB0569")


def test_a_coverage_failure_keeps_graphs_and_breaks(monkeypatch):
    from analyzers.analyses.breaks import explain as explain_mod

    def no_hop_rule(*a, **k):  # what a torch whose dispatch modes cannot see higher-order ops raises
        raise NotImplementedError("There was no rule registered for HigherOrderOperator cond")

    monkeypatch.setattr(explain_mod, "count_ops", no_hop_rule)
    lm = loaded("nonzero")
    with torch.no_grad():
        ex = collect_explain(lm.model, lm.args, lm.kwargs, lm.user_files)
    assert ex["coverage"] is None and ex["coverage_error"].startswith("NotImplementedError: There was no rule")
    assert ex["graph_count"] == 2 and ex["graph_break_count"] == 1 and ex["breaks"][0]["category"] == "dynamic shape"
    assert any("coverage not measured" in n for n in ex["notes"])


def test_cli_explains_the_first_call_and_fails_on_a_skipped_forward(tmp_path):
    """The load stage's forward must not advance the cache explain sees; a skipped forward fails --fail-on-breaks."""
    p = cli("run", "--recipe", str(RECIPES / "kv_cache.py"), "--device", "cpu", "--only", "explain", "--json",
            runs_dir=tmp_path)
    assert p.returncode == 0, p.stderr
    s = json.loads(p.stdout)
    ex = json.loads(Path(s["report"]).read_text())["explain"]
    assert s["graph_break_count"] == 0 and "first call" in ex["model_state"]
    assert "expected 1," in ex["recompiles"][0]["reason"]  # the cache had its initial size at explain's first call
    p = cli("run", "--recipe", str(RECIPES / "generator.py"), "--device", "cpu", "--only", "explain", "--json",
            "--fail-on-breaks", runs_dir=tmp_path)
    assert p.returncode == 3 and "forward was not captured at all" in p.stderr, p.stderr
    shown = cli("show", json.loads(p.stdout)["run_id"], runs_dir=tmp_path).stdout
    line = line_of("generator.py", "# BREAK")
    # locations from the recipe's folder (what the report stores), not this machine's folders
    assert f" generator.py:{line} x1 [print/logging] GB0059" in shown and f"{RECIPES}/generator.py:" not in shown, shown
    assert "fix:         Remove the print/log from forward" in shown and "explained:   https://" in shown
    assert f"called from: generator.py:{line_of('generator.py', '# CALL')} in forward" in shown
