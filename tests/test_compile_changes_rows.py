"""The compile-time changes' rows, intervals and verdicts (report/compile_changes.py) from process results."""

from __future__ import annotations

from analyzers.report import compile_changes as CC
from analyzers.report import measurement as M


def _res(first_s, rounds, eager_rounds=None, phases=None, error=None, numerics=True):
    return {"first_output_s": first_s, "steady": {"median_ms": sorted(rounds)[len(rounds) // 2], "rounds_ms": rounds,
                                                   "eager_rounds_ms": eager_rounds or [2.0] * len(rounds)},
            "compile_phases": phases or {}, "error": error, "numerics_passed": numerics}


def test_a_change_that_cuts_first_output_and_costs_steady_latency():
    pairs = [{"base": _res(10.0, [1.0, 1.01, 0.99, 1.0] * 3, phases={"dynamo_s": 10.0, "aot_autograd_s": 6.0, "inductor_s": 5.0}),
              "changed": _res(6.0, [1.1, 1.11, 1.09, 1.1] * 3, phases={"dynamo_s": 5.0, "aot_autograd_s": 4.0, "inductor_s": 3.0})},
             {"base": _res(10.4, [1.0, 1.02, 0.98, 1.0] * 3, phases={"dynamo_s": 10.0, "aot_autograd_s": 6.0, "inductor_s": 5.0}),
              "changed": _res(6.4, [1.1, 1.12, 1.08, 1.1] * 3, phases={"dynamo_s": 5.0, "aot_autograd_s": 4.0, "inductor_s": 3.0})}]
    row = CC.change_row("regional", CC.change_spec("regional", "cpu"), pairs)
    assert row["pairs"] == 2 and row["first_standing"] == "faster" and row["steady_standing"] == "slower"
    lo, hi = row["first_output_change_ci"]
    assert lo <= row["first_output_change"] <= hi and 1.5 < row["first_output_change"] < 1.7
    assert "cuts first output" in row["words"] and "steady latency" in row["words"] and "slower" in row["words"]
    assert "pod that scales from zero" in row["words"]
    # torch's cumulative phases made exclusive (Dynamo's holds AOTAutograd's, which holds Inductor's)
    assert row["phases_saved"] == {"dynamo_s": 3.0, "aot_autograd_s": 0.0, "inductor_s": 2.0}
    one = CC.change_row("regional", CC.change_spec("regional", "cpu"), pairs[:1])
    assert one["first_output_change_ci"] is None and "one pair of processes" in one["words"]


def test_a_change_that_moves_nothing_says_so_and_a_failed_side_drops_its_pair():
    same = [1.0, 1.02, 0.98, 1.01, 0.99] * 2
    pairs = [{"base": _res(10.0, same), "changed": _res(10.1, same)},
             {"base": _res(10.2, same), "changed": _res(9.9, same)},
             {"base": _res(10.0, same), "changed": {"error": {"stage": "compile", "message": "boom"}}}]
    row = CC.change_row("compile_threads=1", CC.change_spec("compile_threads=1", "cpu"), pairs)
    assert row["pairs"] == 2 and row["pairs_tried"] == 3 and row["error"]["message"] == "boom"
    assert row["first_standing"] == "no_change" and row["steady_standing"] == "no_change"
    assert row["words"].endswith("no gain measured")


def test_plan_takes_what_applies_and_says_why_not():
    take, skipped = CC.plan({"mode": "default", "backend": "inductor"}, {"path": "layers"}, 0, 2, "cpu")
    assert take == ["regional", "compile_threads=1", "mode=max-autotune"]
    assert [s["change"] for s in skipped] == ["dynamic=true"] and "recompile" in skipped[0]["why"]
    take, skipped = CC.plan({"mode": "max-autotune"}, None, 3, 1, "cuda")
    assert take == ["mode=default", "dynamic=true"]
    assert {s["change"] for s in skipped} == {"regional", "compile_threads=1"}
    assert CC.change_spec("mode=max-autotune", "cpu")["options"]["mode"] == "max-autotune-no-cudagraphs"
    assert CC.change_spec("mode=max-autotune", "cuda")["options"]["mode"] == "max-autotune"


def test_cache_routes_are_ranked_beside_changes_from_one_process_each():
    routes = [{"route": "jit-cold", "status": "ok", "first_output_s": 20.0, "steady_ms": 1.0, "steady_ci_ms": [0.98, 1.02]},
              {"route": "jit-warm-cache", "status": "ok", "first_output_s": 5.0, "steady_ms": 1.0,
               "steady_ci_ms": [0.97, 1.03]},
              {"route": "jit-mega-cache", "status": "failed", "first_output_s": None}]
    rows = CC.route_rows(routes)
    assert [r["change"] for r in rows] == ["jit-warm-cache"] and rows[0]["first_output_change"] == 4.0
    assert rows[0]["one_process"] and "one process each" in rows[0]["words"]
    slow = {"change": "x", "first_standing": "slower", "first_output_change": 0.8, "error": None, "pairs": 2}
    assert [r["change"] for r in CC.ranked([slow, *rows])] == ["jit-warm-cache", "x"]
    lines = CC.change_lines(rows)
    assert lines[0].startswith("compile-time change a warm cache volume (the jit-warm-cache route): first output 20 → 5 s")


def test_apart_ratio_is_never_narrower_than_the_two_sides_middle_halves():
    num = {(p, r): v for p in range(2) for r, v in enumerate([1.0, 1.1, 0.9, 1.05, 0.95])}
    den = {(p, r): v for p in range(2) for r, v in enumerate([2.0, 2.2, 1.8, 2.1, 1.9])}
    iv = M.apart_ratio(num, den)
    assert iv["value"] == 0.5 and iv["processes"] == 2
    assert iv["ci"][0] <= 0.95 / 2.1 + 1e-9 and iv["ci"][1] >= 1.05 / 1.9 - 1e-9
    assert M.apart_ratio({}, den) is None


def _report_with_changes():
    from tests.test_cold_start_regional import RUN, _regional_report

    report = _regional_report(RUN)
    same = [1.0, 1.02, 0.98, 1.01] * 3
    pairs = [{"base": _res(20.0, same, phases={"dynamo_s": 12.0, "aot_autograd_s": 8.0}),
              "changed": _res(13.0, [1.2] * 12, phases={"dynamo_s": 6.0, "aot_autograd_s": 4.0})},
             {"base": _res(21.0, same, phases={"dynamo_s": 12.5, "aot_autograd_s": 8.5}),
              "changed": _res(14.0, [1.21] * 12, phases={"dynamo_s": 6.5, "aot_autograd_s": 4.5})}]
    row = CC.change_row("regional", CC.change_spec("regional", "cpu"), pairs)
    report["cold_start"]["changes"] = {"pairs": 2, "rows": CC.ranked([row, *CC.route_rows(report["cold_start"]["routes"])]),
                                       "skipped": [{"change": "dynamic=true", "label": CC.CHANGES["dynamic=true"]["label"],
                                                    "why": "the run did not recompile"}], "baseline": "x"}
    return RUN, report


def test_the_cold_start_page_and_the_export_rank_the_changes(runs):  # noqa: F811
    from analyzers.report.store import RunStore
    from dashboard.static.export_html import run_report_html
    from tests import report_factory as rf
    from tests.test_app_pages import assert_ok, open_view

    run_id, report = _report_with_changes()
    rf.write_run(runs, report)
    text = assert_ok(open_view("cold_start", run_id))
    html = run_report_html(RunStore(runs), run_id)
    for shown in (text, html):
        assert "Compile-time changes, ranked" in shown and "compile on each copy of the repeated block" in shown
        assert "13.5 s vs 20.5 s: 34 % sooner" in shown  # the same cell in both renderers
        assert "worth it for a pod that scales from zero" in shown
        assert "dynamic=True (one graph for every size" in shown and "the run did not recompile" in shown
    assert "Dynamo tracing −2.00 s" in html  # the phases saved, in the detail row


from tests.test_app_pages import runs  # noqa: E402,F401


def test_the_agents_cold_start_answer_carries_the_ranked_changes(runs):  # noqa: F811
    from analyzers.agent import answers
    from analyzers.report.store import RunStore
    from tests import report_factory as rf

    run_id, report = _report_with_changes()
    rf.write_run(runs, report)
    out = answers.cold_start(RunStore(runs), report)
    assert out["note"] is None and [r["route"] for r in out["routes"]][:2] == ["eager", "jit-cold"]
    assert out["compile_changes"][0]["change"] == "regional" and "34 %" in out["compile_changes"][0]["words"]
    assert out["not_tried"][0]["change"] == "dynamic=true"


def test_show_answers_with_the_change_that_cuts_first_output_most():
    from analyzers.report.headline_lines import compile_change_lines

    _, report = _report_with_changes()
    line = compile_change_lines({"compile_changes": CC.change_rows(report)})[0]
    assert line.startswith("first output cut most by regional compilation") and "34 %" in line
    assert line.endswith("(of 1 compile-time changes tried)")
    assert compile_change_lines({"compile_changes": [{"first_standing": "slower", "label": "x", "words": "y"}]}) == []


def test_a_route_skipped_on_purpose_is_no_failure_on_the_cold_start_page():
    from dashboard.views import cold_start as cv

    _, report = _report_with_changes()
    report["cold_start"]["routes"].append({"route": "jit-mega-cache", "status": "skipped", "phases": [], "error": {
        "stage": "start", "message": "skipped: not among --cold-routes eager,jit-cold,jit-regional"}})
    assert [f["route"] for f in cv.failures(report)] == []
    report["cold_start"]["routes"][-1]["status"] = "failed"
    assert [f["route"] for f in cv.failures(report)] == ["jit-mega-cache"]
