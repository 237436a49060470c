"""Graph breaks ranked by cost, the fix experiments with their verdicts and Compare links, the "Try the fixes"
button (refused in the viewer), the repro download, and the Overview's costliest break."""

from __future__ import annotations

import pytest

from analyzers.runs import queue as jobs
from dashboard.views import remedies as rv
from tests import report_factory as rf
from tests.test_app_pages import assert_ok, open_view, plain

RUN = "20260101-000000-remedies-0025"
CHILD = "20260101-000001-fix-0025"
COST_14 = ("line 14 — 38 % of the forward's time runs outside the compiled graphs after it, 1.9 ms of a profiled "
           "forward's 5 ms")


def remedies_report() -> dict:
    r = rf.good_report(RUN)
    r["request"]["source"] = {"kind": "demo", "name": "item"}
    cheap, costly = r["explain"]["breaks"]
    cheap.update(cost_ms=0.2, cost_share=0.04, file="analyzers/models/demos.py", line=42)
    costly.update(cost_ms=1.9, cost_share=0.38, file="analyzers/models/demos.py", line=14)
    r["break_cost"] = {"available": True, "forward_ms": 5.0}
    r["fixes"] = {"status": "done", "experiments": [
        {"change": "torch._dynamo.config.capture_scalar_outputs=True", "target": "analyzers/models/demos.py:14",
         "graph_break_count_before": 2, "graph_break_count_after": 1, "recompiles_before": 0, "recompiles_after": 0,
         "speedup_before": 1.0, "speedup_after": 1.31, "speedup_ci_after": [1.27, 1.35], "numerics_passed": True,
         "compiled_ms_before": 1.31, "compiled_ms_after": 1.0, "eager_ms_before": 1.31, "eager_ms_after": 1.31,
         "compiled_change": 1.31, "compiled_change_ci": [1.27, 1.35], "eager_change": 1.0,
         "eager_change_ci": [0.98, 1.02], "speed_change": 1.31, "speed_change_ci": [1.27, 1.35],
         "verdict": "removes the break, compiled 1.31× faster [1.27–1.35]", "run_id": CHILD, "status": "ok"},
        {"change": None, "target": "analyzers/models/demos.py:42", "verdict": "no setting removes it: change line 42",
         "run_id": None, "status": "no experiment"},
    ]}
    return r


@pytest.fixture
def runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    rf.write_run(root, remedies_report())
    rf.write_machine(root)
    return root


def test_views_rank_by_cost_and_say_it_in_a_sentence():
    r = remedies_report()
    ranked = rv.ranked_breaks(r["explain"]["breaks"])
    assert [b["line"] for b in ranked] == [14, 42]
    assert rv.cost_line(ranked[0], 5.0) == COST_14
    assert rv.costliest_line(r).startswith("Costliest graph break: demos.py:14")
    table = rv.fixes_table(r)
    assert list(table["compare"]) == [f"compare?compare={RUN}%2C{CHILD}", ""]
    assert table.loc[0, "breaks"] == "2 → 1" and table.loc[0, "compiled ms"] == "1.31 → 1.00"
    assert table.loc[0, "eager ms (control)"] == "1.31 → 1.31"
    no_cost = rf.a_break()
    assert rv.cost_line(no_cost, None) is None and rv.ranked_breaks([no_cost]) == [no_cost]


def test_breaks_page_ranks_by_cost_lists_the_fixes_and_starts_them(runs, monkeypatch):
    started = []
    monkeypatch.setattr(jobs, "start_fix_experiments", lambda store, run_id, budget: started.append(run_id))
    at = open_view("breaks", RUN)
    text = assert_ok(at)
    assert plain(at.expander[0].label).startswith("demos.py:14")  # the costliest first
    assert COST_14 in plain(text)
    assert "removes the break, compiled 1.31× faster [1.27–1.35]" in plain(text)
    assert any(f"(compare?compare={RUN}%2C{CHILD})" in m.value for m in at.markdown)
    assert len([d for d in at.get("download_button") if d.label == "Repro script"]) == 2  # one per break
    at.button(key="w_try_fixes").click().run()
    assert_ok(at)
    assert started == [RUN]


def test_the_viewer_offers_no_button(runs, monkeypatch):
    monkeypatch.setenv("COMPILESCOPE_VIEWER", "1")
    at = open_view("breaks", RUN)
    assert_ok(at)
    assert not [b for b in at.button if b.key == "w_try_fixes"]


def test_overview_names_the_costliest_break(runs):
    at = open_view("overview", RUN)
    text = plain(assert_ok(at))
    assert ("Costliest graph break: demos.py:14 (data-dependent branch) — 38 % of the forward's time runs outside "
            "the compiled graphs") in text
