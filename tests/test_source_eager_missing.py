"""A run whose eager forward was profiled but is on no line (its kernels carry no source line: an older torch, or a
run recorded before the attribution pass — the shipped GCN example, re-derived from its stored files): the eager
figures are unknown, not zero, and no view sets a line's compiled time against an eager time it does not have."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from analyzers.analyses.source_lines.attribute import EAGER_MISSING, collect_source_lines
from analyzers.report.source_line_rows import source_line_lines, source_line_summary
from dashboard.views import source as sl
from dashboard.views import source_blocks
from dashboard.views.blocks import Bullets, Cards, Details, Heading, Table, Text

GCN = Path(__file__).resolve().parents[1] / "examples" / "runs" / "20261202-004551-gcn-torch-geometric-fixe-7aae"
PROV = [{"compile_id": "0/0", "kernel_stack_traces": {
    "triton_poi_fused_add_0:1": ['  File "/m/model.py", line 11, in forward\n    y\n']}}]


def test_an_eager_profile_without_lines_leaves_eager_unknown():
    prof = {"eager": {"available": True, "kernels": [{"name": "aten::add", "dur_us": 300.0},
                                                     {"name": "aten::mm", "dur_us": 50.0}]},
            "compiled": {"available": True, "kernels": [{"name": "triton_poi_fused_add_0", "dur_us": 40.0,
                                                         "start_us": 1.0}]}}
    sec = collect_source_lines(prof, None, PROV)
    assert sec["eager_missing"] == EAGER_MISSING
    assert sec["coverage"] == {"eager": None, "compiled": 1.0} and sec["attributed_ms"]["eager"] is None
    assert "eager" not in sec["unattributed"] and sec["kernel_ms"]["eager"] == 0.35
    row = sec["rows"][0]
    assert (row["line"], row["eager_ms"], row["compiled_ms"]) == (11, None, 0.04)
    first = source_line_lines(source_line_summary({"source_lines": sec}))
    assert "eager not measured" in first[0] and "- ms eager" in first[1]
    prof["eager"]["kernels"][0]["source_line"] = "/m/model.py:11"  # one kernel on a line: eager is measured
    assert collect_source_lines(prof, None, PROV)["eager_missing"] is None


def _frames(blocks) -> list:
    out = []
    for b in blocks:
        if isinstance(b, Table):
            out.append(b.frame)
        elif isinstance(b, Details):
            out += _frames(b.blocks)
    return out


def _check_no_eager_comparison(report: dict) -> None:
    assert sl.eager_missing(report)
    blocks = source_blocks.blocks(report, None, {})
    cards = next(b for b in blocks if isinstance(b, Cards)).cards
    assert cards[0].value == "not on lines" and cards[2].value.startswith("—")
    assert not any(c.label in ("Largest saving", "Lines slower compiled") for c in cards)
    for frame in _frames(blocks):
        assert not [c for c in frame.columns if "eager" in str(c)], list(frame.columns)
    heads = [b.text for b in blocks if isinstance(b, Heading)]
    assert "Lines that got slower compiled" not in heads and "Savings and slower lines" in heads
    assert any(isinstance(b, Text) and b.text.startswith("Not told for this run") for b in blocks)
    assert all("eager" not in d.title for d in blocks if isinstance(d, Details))
    lost = [b for b in blocks if isinstance(b, Bullets) and b.lead == "Kernels on no line:"]
    assert all(not i.startswith("eager") and len(i) < 400 for b in lost for i in b.items)


def test_the_gcn_example_draws_compiled_lines_only():
    report = json.loads((GCN / "report.json").read_text())
    rows = sl.rows_of(report)
    assert len(rows) >= 10 and all(r["eager_ms"] is None for r in rows)
    assert sl.costliest(report)["file"].endswith("linear.py")
    _check_no_eager_comparison(report)


def test_a_report_written_before_the_rule_is_read_the_same_way():
    report = json.loads((GCN / "report.json").read_text())
    old = copy.deepcopy(report)
    sec = old["source_lines"]
    sec.pop("eager_missing")  # as the attribution wrote it before: zeros and a note
    sec["coverage"]["eager"], sec["attributed_ms"]["eager"] = 0.0, 0.0
    sec["unattributed"]["eager"] = [{"name": "void at::native::vectorized_gather_kernel<16, long>(char*, char*)",
                                     "ms": 0.4}]
    for r in sec["rows"]:
        r["eager_ms"] = 0.0
    _check_no_eager_comparison(old)
    assert "carries a source line" in sl.eager_missing(old)
