"""The measurement model (rounds and processes as units, paired ratios, checks, regime, one verdict rule) and the
benchmark timed in fresh processes."""

import json
import random
from pathlib import Path

import pytest

from analyzers.report import measurement as M

from .conftest import ROOT, cli

MLP = ROOT / "benchmarks" / "engine" / "recipes" / "pointwise_mlp.py"


def _units(levels, rounds=10, noise=0.01, seed=0):
    """{(process, round): value}: each process at its own level, rounds scattered around it."""
    rng = random.Random(seed)
    return {(p, r): lvl * (1 + rng.gauss(0, noise)) for p, lvl in enumerate(levels) for r in range(rounds)}


def test_interval_holds_the_middle_half_of_its_rounds_even_with_five():
    units = {(0, r): v for r, v in enumerate([5.242, 5.248, 6.742, 5.489, 5.247])}  # the first screen
    iv = M.interval(units)
    lo, hi = iv["ci"]
    assert sum(lo <= v <= hi for v in units.values()) >= 3 and iv["rounds"] == 5 and iv["processes"] == 1


def test_a_ratio_holds_the_middle_half_of_its_paired_rounds_like_a_figure():
    # one process, rounds evenly spread 1.00-1.99: the bootstrap alone would be far narrower than the middle half
    rounds = {(0, r): 1.0 + r / 100 for r in range(100)}
    for iv in (M.interval(rounds), M.ratio(rounds, {k: 1.0 for k in rounds})):
        assert iv["ci"][0] <= 1.2475 + 1e-9 and iv["ci"][1] >= 1.7425 - 1e-9  # the rounds' quartiles


def test_two_processes_that_disagree_widen_the_interval_to_both():
    one = M.interval(_units([1.0]))
    two = M.interval(_units([1.0, 1.1]))
    assert one["ci"][1] - one["ci"][0] < 0.03
    assert two["ci"][0] < 1.0 * 1.01 and two["ci"][1] > 1.1 * 0.99 and two["processes"] == 2
    assert M.processes_disagree(_units([1.0, 1.1])) and not M.processes_disagree(_units([1.0, 1.0], seed=3))


def test_processes_a_hair_apart_ask_for_no_further_process():
    # each process's rounds within ±0.05 %, their medians 0.3 % apart: the intervals miss, by less than 1 %
    tight = {(p, r): (1.0 if p == 0 else 1.003) * (1 + 0.0005 * ((r % 3) - 1)) for p in range(2) for r in range(20)}
    assert not M.processes_disagree(tight)
    apart = {(p, r): (1.0 if p == 0 else 1.03) * (1 + 0.0005 * ((r % 3) - 1)) for p in range(2) for r in range(20)}
    assert M.processes_disagree(apart)


def test_a_ratio_pairs_the_same_round_of_the_same_process():
    # the machine halves its speed in round 3: both figures move, their paired ratio does not
    num = {(0, r): 4.0 * (2 if r == 3 else 1) for r in range(8)}
    den = {(0, r): 2.0 * (2 if r == 3 else 1) for r in range(8)}
    iv = M.ratio(num, den)
    assert iv["value"] == 2.0 and iv["ci"] == [2.0, 2.0]
    assert M.drift(num) == 1.0


def test_many_call_units_use_order_statistics_not_the_middle_half():
    rng = random.Random(1)
    units = {(0, i): rng.gauss(1.0, 0.1) for i in range(1000)}
    iv = M.interval(units, hold_middle=False)
    assert iv["ci"][1] - iv["ci"][0] < 0.03  # the median of 1000 calls, not their spread


def test_physical_checks_catch_figures_that_cannot_all_be_true():
    # the first screen's call: a launch of 4.48 ms inside a synchronized call of 3.15 ms
    bad = {c["name"]: c["holds"] for c in M.checks("compiled", 3.15, 2.7, 4.52, 4.48)}
    assert bad == {"compiled: pipelined GPU time <= latency": True, "compiled: launch <= latency": False,
                   "compiled: back to back >= pipelined": True, "compiled: back to back <= latency": False}
    assert all(c["holds"] for c in M.checks("eager", 5.3, 5.2, 5.25, 1.0))


def test_regime_and_one_sentence_where_latency_and_gpu_time_disagree():
    assert M.regime(8.2, 5.66) == "host" and M.regime(1.0, 5.66) == "gpu" and M.regime(None, 1.0) is None
    s = M.regime_sentence((0.89, [0.87, 0.91]), (1.36, [1.35, 1.37]), "host")
    assert "latency 12 % slower" in s and "GPU time 1.36× faster" in s and "host's launches" in s
    assert "CUDA graphs" in s
    assert M.regime_sentence((1.2, [1.1, 1.3]), (1.3, [1.25, 1.35]), "gpu") is None  # both faster: one story


@pytest.mark.parametrize("ratio,ci,drift,want", [
    (1.2, [1.1, 1.3], None, "faster"), (0.8, [0.7, 0.9], None, "slower"), (1.0, [0.9, 1.1], None, "no_change"),
    (1.1, [1.05, 1.15], 0.2, "within_drift"), (1.0, [0.4, 1.9], None, "unstable"), (None, None, None, "not_measured"),
])
def test_one_standing_rule(ratio, ci, drift, want):
    from analyzers.report.remedy_rank import standing_of
    from analyzers.workflows.fix_compiled_verdict import speed_words

    assert M.standing(ratio, ci, drift) == want
    assert standing_of(ratio, ci, True, drift) == {"faster": "remedy"}.get(want, want)
    sign = speed_words(ratio, ci, drift)[1]
    assert sign == {"faster": 1, "slower": -1, "no_change": 0, "within_drift": 0}.get(want)


@pytest.mark.slow
def test_benchmark_times_in_fresh_processes(tmp_path):
    p = cli("run", "--recipe", str(MLP), "--device", "cpu", "--only", "benchmark", "--bench-seconds", "1",
            "--bench-processes", "2", "--json", runs_dir=tmp_path, timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    summary = json.loads(p.stdout.strip().splitlines()[-1])
    report = json.loads(Path(summary["report"]).read_text())
    b = report["benchmark"]
    procs = b["timing_processes"]
    assert b["timed_in"] == "fresh processes" and b["processes"] == len(procs) >= 2
    assert len({x["pid"] for x in procs}) == len(procs) and report["worker_pid"] not in {x["pid"] for x in procs}
    # every process's rounds are units of the figure (a round where a series had spent its budget has none)
    assert b["eager"]["processes"] == len(procs) and len(procs) <= b["eager"]["rounds"] <= sum(x["rounds"] for x in procs)
    lo, hi = b["speedup_ci"]
    assert lo <= b["speedup"] <= hi
    samples = json.loads((Path(summary["report"]).parent / b["samples_artifact"]).read_text())["series"]
    assert set(samples["eager"]["latency"]["process"]) == set(range(len(procs)))
    assert "fresh processes" in next(s for s in report["stages"] if s["name"] == "benchmark")["message"]


@pytest.mark.slow
def test_a_parent_configuration_is_timed_beside_the_child_in_the_timing_process():
    from analyzers.analyses.timing.bench_rounds import Budget
    from analyzers.report.schema import CompileOptions, ModelSource, RunRequest
    from analyzers.runs.timing_processes import measure

    opts = CompileOptions(device="cpu", inductor_config={"epilogue_fusion": False},
                          side_by_side={"inductor_config": {}})
    req = RunRequest(source=ModelSource(kind="recipe", name=str(MLP)), options=opts, only=["benchmark"])
    timed = measure(req.to_dict(), device="cpu", budget=Budget(seconds=0.6, max_calls=200), warmup=2, processes=1)
    assert set(timed["series"]) == {"eager", "compiled", "baseline"}
    from analyzers.analyses.timing.benchmark import side_by_side_of

    sbs = side_by_side_of(timed["series"])
    assert sbs["timed"] == "side_by_side" and sbs["resampled"] == "rounds" and sbs["change_ci"]


def test_overview_draws_where_a_call_goes_and_names_what_limits_it():
    from dashboard.views import timing

    bench = {"method": 3, "eager": {"median_ms": 5.26, "launch_ms": 8.2},
             "compiled": {"median_ms": 3.15, "launch_ms": 4.48},
             "pipelined": {"eager": {"method": "host_ahead", "median_ms": 5.66, "back_to_back": {"median_ms": 8.3}},
                           "compiled": {"method": "host_ahead", "median_ms": 2.7, "back_to_back": {"median_ms": 4.52}}},
             "regime": {"eager": "host", "compiled": "host"},
             "checks": M.checks("compiled", 3.15, 2.7, 4.52, 4.48)}
    bars, said = timing.call_time_bars({"benchmark": bench})
    labels = [r[0] for r in bars.rows]
    assert labels[:3] == ["eager · call, synchronized (latency)", "eager · GPU work (pipelined GPU time)",
                          "eager · host launch of the call"] and len(labels) == 6
    assert "compiled is limited by the host's launches" in said and "CUDA graphs" in said
    assert "Figures that cannot all be true" in said and "4.48 ms" in said
    assert timing.call_time_bars({"benchmark": {"eager": {"median_ms": 1.0}, "pipelined": {
        "eager": {"same_as_latency": True}}}}) == (None, "")


def test_failed_timing_processes_fall_back_to_the_worker_with_a_note(monkeypatch):
    from types import SimpleNamespace

    from analyzers.analyses.timing.bench_rounds import Budget
    from analyzers.runs import timing_processes as tp

    def boom(*a, **k):
        raise RuntimeError("timing process 1 failed (exit 1): ImportError: no module named x")

    monkeypatch.setattr(tp, "measure", boom)
    run = SimpleNamespace(request=SimpleNamespace(options=SimpleNamespace(bench_processes=2, device="cpu", warmup=1)),
                          report={"request": {}}, state={})
    assert tp.time_in_processes(run, Budget(), None) is None
    assert run.state["timing_note"].startswith("timed in the worker's own process: the fresh timing processes failed")
    run.request.options.bench_processes = 0
    assert tp.time_in_processes(run, Budget(), None) is None and len(run.state) == 1
