"""Every shipped GPU example's timing reads true against its own rounds: the speedup interval holds the median of
the rounds' paired ratios and is never zero-width, each latency interval holds at least half of its round medians,
and a physical impossibility (pipelined GPU time above latency, back to back above latency) is named by a failing
check of the report itself, never left unsaid. Also the rule the engine computes a speedup interval with: one
paired round gives the ratio and no interval."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest

from analyzers.analyses.timing.bench_rounds import Series
from analyzers.analyses.timing.benchmark import ratio_of
from analyzers.report.measurement import CHECK_SLACK

RUNS = Path(__file__).resolve().parents[1] / "examples" / "runs"


def gpu_benchmarks() -> list[tuple[str, dict]]:
    out = []
    for path in sorted(RUNS.glob("*/report.json")):
        b = json.loads(path.read_text()).get("benchmark")
        if isinstance(b, dict) and b.get("device") == "cuda" and isinstance(b.get("eager"), dict):
            out.append((path.parent.name, b))
    return out


BENCHES = gpu_benchmarks()


def test_the_examples_hold_gpu_benchmarks_with_rounds():
    with_rounds = [rid for rid, b in BENCHES if (b.get("eager") or {}).get("rounds_ms")]
    assert len(with_rounds) >= 20, with_rounds


@pytest.mark.parametrize("run_id,b", BENCHES, ids=[rid for rid, _ in BENCHES])
def test_speedup_interval_holds_its_paired_rounds_median_and_has_width(run_id, b):
    ci = b.get("speedup_ci")
    eager, compiled = (b.get("eager") or {}).get("rounds_ms") or [], (b.get("compiled") or {}).get("rounds_ms") or []
    if ci is None:
        assert min(len(eager), len(compiled)) < 2 or not b.get("speedup"), (run_id, "an interval was measurable")
        return
    lo, hi = ci
    assert hi > lo, (run_id, "zero-width speedup interval", ci)
    assert lo <= b["speedup"] <= hi
    if eager and len(eager) == len(compiled):
        paired = statistics.median(e / c for e, c in zip(eager, compiled))
        assert lo - 5e-4 <= paired <= hi + 5e-4, (run_id, paired, ci)


@pytest.mark.parametrize("run_id,b", BENCHES, ids=[rid for rid, _ in BENCHES])
def test_each_latency_interval_holds_half_of_its_rounds(run_id, b):
    for name in ("eager", "compiled"):
        s = b.get(name) or {}
        rounds, ci = s.get("rounds_ms") or [], s.get("ci_ms")
        if len(rounds) < 2 or not ci:
            continue
        inside = sum(ci[0] - 5e-5 <= r <= ci[1] + 5e-5 for r in rounds)
        assert 2 * inside >= len(rounds), (run_id, name, inside, len(rounds), ci)


def _check(b: dict, name: str, what: str) -> dict | None:
    return next((c for c in b.get("checks") or [] if c.get("name") == f"{name}: {what}"), None)


@pytest.mark.parametrize("run_id,b", BENCHES, ids=[rid for rid, _ in BENCHES])
def test_an_impossible_figure_is_named_by_a_failing_check(run_id, b):
    pipe = b.get("pipelined") or {}
    for name in ("eager", "compiled"):
        latency = (b.get(name) or {}).get("median_ms")
        p = pipe.get(name) or {}
        if not latency or not p:
            continue
        gpu = p.get("median_ms")
        # a series that never got the host ahead of the GPU is its back-to-back time, and its check says so
        what = "back to back <= latency" if p.get("method") == "back_to_back" else "pipelined GPU time <= latency"
        if gpu and gpu > latency * (1 + CHECK_SLACK):
            check = _check(b, name, what)
            assert check and check["holds"] is False, (run_id, name, gpu, latency)
        calls_per_s = (p.get("back_to_back") or {}).get("calls_per_s")
        if calls_per_s and 1000 / calls_per_s > latency * (1 + CHECK_SLACK):
            check = _check(b, name, "back to back <= latency")
            assert check and check["holds"] is False, (run_id, name, 1000 / calls_per_s, latency)


def _series(values: list[float], rounds: list[int]) -> Series:
    return Series(samples=list(values), rounds=list(rounds), processes=[0] * len(values))


def test_one_paired_round_gives_the_ratio_and_no_interval():
    eager, compiled = _series([2.0, 2.1, 2.0], [0, 0, 0]), _series([1.0, 1.0, 1.1], [0, 0, 0])
    value, ci = ratio_of(eager, compiled)
    assert value == 2.0 and ci is None
    eager, compiled = _series([2.0, 2.2, 4.0, 4.1], [0, 0, 1, 1]), _series([1.0, 1.0, 1.0, 1.0], [0, 0, 1, 1])
    value, ci = ratio_of(eager, compiled)
    assert ci is not None and ci[0] < ci[1] and ci[0] <= value <= ci[1]


def test_a_speedup_of_one_paired_round_says_it_has_no_interval():
    from analyzers.report.timing_figures import speedup

    report = json.loads((RUNS / "20261202-004300-cudagraphs-skipped-input-7395" / "report.json").read_text())
    s = speedup(report)
    assert s["ci"] is None and s["divided"].startswith("one paired round, so no interval (eager 66"), s
    report = json.loads((RUNS / "20261207-054614-resnet50-layout-fp32-c241" / "report.json").read_text())
    assert speedup(report)["divided"].startswith("median of 76 paired rounds (eager 5.98 ms")
