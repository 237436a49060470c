"""Break costs from a hand-made profiled forward, fix candidates and verdict words: no torch, no compile."""

from __future__ import annotations

from analyzers.analyses.breaks.break_cost import collect_break_cost
from analyzers.workflows.fix_candidates import candidates_for
from analyzers.workflows.fix_verdicts import speed_change, verdict


def _x(name, ts, dur, cat="cpu_op"):
    return {"ph": "X", "name": name, "ts": ts, "dur": dur, "cat": cat, "pid": 1, "tid": 1}


def _trace():
    # forward 0..100 us: frame 0/0 runs graph A (10-30), then calls a helper whose frame 1/0 runs graph B (40-50)
    # and breaks; its resume frame 2/0 runs graph C (60-70) and returns; the caller's resume frame 3/0 runs
    # graph D (85-95). Gaps: after A 10 (the call-site break), after B 10 (the helper's break), after C 15 (the
    # helper's frame hands it to the caller's break, the same row), after D 5 (the return path: overhead).
    return {"traceEvents": [
        _x("compilescope_forward_0", 0, 100, "user_annotation"),
        _x("Torch-Compiled Region: 0/0", 5, 95), _x("## Call CompiledFxGraph a ##", 10, 20),
        _x("Torch-Compiled Region: 1/0", 35, 40), _x("## Call CompiledFxGraph b ##", 40, 10),
        _x("Torch-Compiled Region: 2/0", 55, 20), _x("## Call CompiledFxGraph c ##", 60, 10),
        _x("Torch-Compiled Region: 3/0", 80, 18), _x("## Call CompiledFxGraph d ##", 85, 10),
    ]}


ROWS = [{"file": "m.py", "line": 9, "call_chain": ["m.py:3 in forward: helper(x)"]}, {"file": "m.py", "line": 20}]
GRAPH_BREAKS = [{"compile_id": "0/0", "file": "m.py", "line": 9}, {"compile_id": "1/0", "file": "m.py", "line": 9}]


def test_each_gap_is_charged_to_the_break_that_ended_the_graph_before_it():
    rows = [dict(r) for r in ROWS]
    section = collect_break_cost(_trace(), rows, GRAPH_BREAKS)
    assert section["available"] and section["forward_ms"] == 0.1 and section["in_graphs_ms"] == 0.05
    assert rows[0]["cost_ms"] == 0.035 and rows[0]["cost_share"] == 0.35  # call site + inside + hand-over: one row
    assert rows[1]["cost_ms"] == 0.0  # a break the profiled forward never reached costs nothing there
    assert section["overhead_ms"] == 0.015  # before graph A and after graph D


def test_a_trace_without_compiled_graphs_has_no_cost():
    rows = [dict(r) for r in ROWS]
    trace = {"traceEvents": [_x("compilescope_forward_0", 0, 100, "user_annotation"), _x("aten::mm", 5, 10)]}
    section = collect_break_cost(trace, rows, GRAPH_BREAKS)
    assert not section["available"] and "ran eagerly" in section["reason"] and rows[0]["cost_ms"] is None


def _report(**options):
    return {
        "request": {"options": {"device": "cpu", "dynamic": "auto", **options}},
        "explain": {"breaks": [
            {"file": "m.py", "line": 4, "dynamo_hints": [
                "Set `torch._dynamo.config.capture_scalar_outputs = True` or `export X=1` to include it."]},
            {"file": "m.py", "line": 7, "hint": "use torch.where", "dynamo_hints": [
                "This graph break is fundamental - it is unlikely that Dynamo will ever be able to trace it.",
                "Use `torch.cond` to express dynamic control flow."]},
        ]},
        "compile": {"recompiles": [{"reason": "size mismatch"}]},
    }


def test_candidates_come_from_torch_hints_and_failed_guards():
    cands, unfixable = candidates_for(_report())
    assert [c.change for c in cands] == ["torch._dynamo.config.capture_scalar_outputs=True", "dynamic=True"]
    assert cands[0].target == "m.py:4" and cands[1].target == "recompile"
    (u,) = unfixable
    assert u["verdict"] == "no setting removes it: change line 7 — Use `torch.cond` to express dynamic control flow."


def test_a_setting_already_on_is_not_tried_again():
    cands, _ = candidates_for(_report(dynamo_config={"capture_scalar_outputs": True}, dynamic="true"))
    assert cands == []


def test_verdict_words():
    rows = [{"file": "m.py", "line": 4}]
    child = {"status": "ok", "explain": {"breaks": []}}
    rec = {"change": "x", "graph_break_count_before": 1, "graph_break_count_after": 0, "recompiles_before": 0,
           "recompiles_after": 0, "numerics_passed": True}
    # compiled against compiled: the parent's compiled median over the child's
    ratio, ci = speed_change({"compiled_ms": 1.31, "compiled_ci_ms": [1.3, 1.32]},
                             {"compiled_ms": 1.0, "compiled_ci_ms": [0.98, 1.02]})
    assert verdict({**rec, "speed_change": ratio, "speed_change_ci": ci}, {}, child, rows) == \
        "removes the break, compiled 1.31× faster [1.27–1.35]"
    assert verdict({**rec, "numerics_passed": False}, {}, child, rows).startswith(
        "removes the break, but outputs now differ")
    same = {**rec, "graph_break_count_after": 1, "speed_change": 1.0, "speed_change_ci": [0.9, 1.1]}
    assert verdict(same, {}, {"status": "ok", "explain": {"breaks": rows}}, rows) == \
        "does not help: no measurable change in compiled speed: the interval 0.90–1.10× holds 1 (median 1.00×)"
    slower = {**same, "speed_change": 0.74, "speed_change_ci": [0.7, 0.78]}  # 1.94 -> 2.61 ms
    assert verdict(slower, {}, {"status": "ok", "explain": {"breaks": rows}}, rows) == \
        "does not help: compiled 35 % slower [28 %–43 %]"
