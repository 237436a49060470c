"""Every demo model's break is found by the explain analysis at its `# BREAK` line, in its category."""

import inspect

import pytest
import torch

from analyzers.analyses.breaks.explain import categorize, collect_explain
from analyzers.models import demos
from analyzers.report.catalog import DEMOS
from analyzers.report.schema import BREAK_CATEGORIES, CompileOptions

BREAKING = [name for name, (_, cat) in DEMOS.items() if cat and name not in ("python-arg", "shapes")]


def _break_line(cls) -> int:
    lines, start = inspect.getsourcelines(cls.forward)
    (n,) = [start + i for i, line in enumerate(lines) if "# BREAK" in line]
    return n


@pytest.mark.parametrize("name", BREAKING)
def test_demo_break_location_and_category(name):
    loaded = demos.build_demo(name, CompileOptions())
    with torch.no_grad():
        ex = collect_explain(loaded.model, loaded.args, loaded.kwargs, loaded.user_files)
    assert ex["graph_break_count"] >= 1
    (b,) = ex["breaks"]
    assert b["file"] == "analyzers/models/demos.py" and b["line"] == _break_line(demos.DEMO_CLASSES[name])  # portable
    assert b["category"] == DEMOS[name][1]
    assert "# BREAK" in b["code"] and b["hint"]
    assert b["context"][b["line"] - b["context_start"]].strip() == b["code"]
    assert b["gb_id"].startswith("GB") and b["category_source"] == "registry" and b["dynamo_explanation"]


def test_clean_demo_has_full_coverage():
    loaded = demos.build_demo("clean", CompileOptions())
    with torch.no_grad():
        ex = collect_explain(loaded.model, loaded.args, loaded.kwargs, loaded.user_files)
    assert ex["graph_count"] == 1 and ex["graph_break_count"] == 0 and ex["breaks"] == []
    assert ex["coverage"] == 1.0


def test_categories_are_from_the_fixed_list():
    for reason in ("generic_jump TensorVariable()", "Failed to trace builtin operator print", "weird thing"):
        assert categorize(reason)[0] in BREAK_CATEGORIES
    assert categorize("weird thing")[0] == "other"


@pytest.mark.parametrize("name", list(DEMOS))
def test_agrees_with_torch_dynamo_explain(name):
    """Our one-pass explain gives torch._dynamo.explain's graphs, ops and break reasons."""
    loaded = demos.build_demo(name, CompileOptions())
    with torch.no_grad():
        ours = collect_explain(loaded.model, loaded.args, loaded.kwargs, loaded.user_files)
        theirs = torch._dynamo.explain(loaded.model)(*loaded.args, **loaded.kwargs)
    assert ours["graph_count"] == theirs.graph_count
    # breaks are counted from break reasons (a demo has no helper seen twice, so one row per reason)
    assert ours["graph_break_count"] == len(theirs.break_reasons) == max(theirs.graph_break_count, 0)
    assert ours["op_count"] == theirs.op_count
    assert {b["reason"] for b in ours["breaks"]} == {str(r.reason).strip() for r in theirs.break_reasons}
