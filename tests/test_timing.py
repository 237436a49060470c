"""Timing you can trust: intervals, stability flags, the time budget, and how the views show them.

No torch.compile here: the round loop times plain callables, the benchmark a tiny eager model against
itself, and the views read hand-made method-2 reports (and the shipped example reports, method 1).
"""

import json
import random
import time
from pathlib import Path

import pytest

from analyzers.analyses.timing import timing_stats as ts
from analyzers.analyses.timing.bench_rounds import Budget, run_rounds
from analyzers.report.schema import CompileOptions
from analyzers.report.summary import summary_of
from dashboard.views import compare as cv
from dashboard.views import overview, timing
from dashboard.views import sweep as sv

from . import report_factory as rf

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "runs"


def _samples(rounds=5, per=60, center=4.0, noise=0.02, drift=0.0, seed=1):
    rng = random.Random(seed)
    xs, rs = [], []
    for r in range(rounds):
        for _ in range(per):
            xs.append(center * (1 + drift * r / max(1, rounds - 1)) * (1 + rng.gauss(0, noise)))
            rs.append(r)
    return xs, rs


# -- statistics ------------------------------------------------------------------------------------
def test_steady_samples_give_a_tight_interval_and_no_flags():
    xs, rs = _samples()
    st = ts.series_summary(xs, rs)
    lo, hi = st["ci_ms"]
    assert lo < st["median_ms"] < hi and st["ci_rel"] < 0.01
    assert st["flags"] == [] and len(st["rounds_ms"]) == 5
    # the rounds are the units: the interval holds at least half of the rounds' medians
    assert sum(lo <= m <= hi for m in st["rounds_ms"]) >= 3


def test_drift_across_rounds_is_flagged_but_a_tiny_one_is_not():
    xs, rs = _samples(drift=0.3)
    assert "rounds" in ts.series_summary(xs, rs)["flags"]
    xs, rs = _samples(noise=0.0005, drift=0.003)  # intervals of 0.02 %: a 0.3 % drift is not worth a flag
    assert ts.series_summary(xs, rs)["flags"] == []


def test_wide_interval_and_outliers_are_flagged():
    rng = random.Random(3)
    wide = [rng.lognormvariate(0, 0.8) for _ in range(15)]
    assert "wide" in ts.series_summary(wide)["flags"]
    outliers = [10.0] * 30 + [0.1] * 3  # the false-speedup case: a median 100x the fastest call
    st = ts.series_summary(outliers)
    assert "outliers" in st["flags"]
    assert "100.0× the fastest call" in ts.flag_messages("eager latency", st)[-1]["message"]


def test_speedup_interval_comes_from_paired_rounds():
    from analyzers.report import measurement as M

    e, rs = _samples(center=4.0, seed=1, rounds=12)
    c, _ = _samples(center=2.0, seed=2, rounds=12)
    iv = M.ratio(M.round_values(e, rs), M.round_values(c, rs))
    lo, hi = iv["ci"]
    assert lo < 2.0 < hi and hi - lo < 0.05 and iv["rounds"] == 12


# -- the round loop ----------------------------------------------------------------------------------
def _sleeper(seconds):
    return lambda: time.sleep(seconds)


def test_budget_is_spent_in_rounds_and_every_series_gets_min_calls():
    lines = []
    t0 = time.perf_counter()
    out = run_rounds({"eager": _sleeper(0.002), "compiled": _sleeper(0.001)}, device="cpu",
                     budget=Budget(seconds=0.3, min_calls=10), progress=lines.append)
    took = time.perf_counter() - t0
    assert out["stopped"] in ("budget", "tight") and out["rounds"] >= 8 and len(lines) == out["rounds"]
    assert 0.25 < took < 1.5  # 0.3 s per callable (within 5 %), not a fixed count
    for per in out["series"].values():
        s = per["latency"]
        assert len(s.samples) >= 10 and set(s.rounds) == set(range(out["rounds"]))
    assert "timed calls; latency eager" in lines[-1]


def test_a_call_that_slows_down_after_the_estimate_does_not_blow_the_budget():
    calls = {"n": 0}

    def slowing():
        calls["n"] += 1
        time.sleep(0.0005 if calls["n"] <= 3 else 0.02)  # estimated fast, then 40x slower

    t0 = time.perf_counter()
    run_rounds({"eager": slowing, "compiled": _sleeper(0.0005)}, device="cpu", budget=Budget(seconds=0.4, min_calls=5))
    assert time.perf_counter() - t0 < 2.0


def test_slow_calls_waste_no_time_on_warm_up_or_switch_calls():
    """A call of seconds (GPT-2 on a crowded CPU) must not pay ten warm-up calls and an untimed call per block."""
    count = {"eager": 0, "compiled": 0}

    def slow(name):
        def call():
            count[name] += 1
            time.sleep(0.03)
        return call

    out = run_rounds({n: slow(n) for n in count}, device="cpu", budget=Budget(seconds=0.3, min_calls=3), warmup=10)
    for name, per in out["series"].items():
        s = per["latency"]
        assert s.untimed == 0 and count[name] - len(s.samples) <= 2  # warm-up stopped after a tenth of the budget


def test_fixed_count_and_max_calls():
    out = run_rounds({"eager": _sleeper(0), "compiled": _sleeper(0)}, device="cpu", budget=Budget(fixed=7))
    assert out["stopped"] == "fixed" and [len(p["latency"].samples) for p in out["series"].values()] == [7, 7]
    out = run_rounds({"eager": _sleeper(0), "compiled": _sleeper(0)}, device="cpu",
                     budget=Budget(seconds=5, min_calls=20, max_calls=20))
    assert out["stopped"] == "max_calls" and all(len(p["latency"].samples) == 20 for p in out["series"].values())


def test_collect_benchmark_section_and_samples():
    torch = pytest.importorskip("torch")
    from analyzers.analyses.timing.benchmark import collect_benchmark

    m = torch.nn.Linear(64, 64).eval()
    section, samples = collect_benchmark(m, m, (torch.randn(4, 64),), {}, device="cpu", dtype="fp32",
                                         budget=Budget(seconds=0.2), warmup=2, batch_size=4)
    assert section["method"] == 3 and section["numerics"]["passed"]
    assert section["eager"]["ci_ms"][0] <= section["eager"]["median_ms"] <= section["eager"]["ci_ms"][1]
    assert section["speedup_ci"] and section["pipelined"]["compiled"]["same_as_latency"]
    assert section["pipelined"]["compiled"]["samples_per_s"] == pytest.approx(
        4 * section["pipelined"]["compiled"]["calls_per_s"], rel=1e-3)
    assert section["host"]["cpus"] >= 1 and "load_avg" in section["host"]
    assert len(samples["eager"]["latency"]["ms"]) == section["eager"]["samples"]
    s = summary_of({"benchmark": section})
    assert s["speedup_ci"] == section["speedup_ci"] and s["unstable"] == section["unstable"]
    assert s["eager_ms"] == section["eager"]["median_ms"]  # the headline is the latency


def test_options_refuse_a_bad_budget():
    assert any("bench_seconds" in p for p in CompileOptions(bench_seconds=-1).problems())
    assert any("max_calls" in p for p in CompileOptions(min_calls=50, max_calls=10).problems())
    assert CompileOptions().problems() == [] and CompileOptions().iterations == 0


# -- views -------------------------------------------------------------------------------------------
def _fig(median, lo, hi, **kw):
    return {**rf.timing(median), "ci_ms": [lo, hi], "ci_rel": round(max(median - lo, hi - median) / median, 4),
            "flags": [], **kw}


def timed_report(unstable=False, **over) -> dict:
    r = rf.good_report()
    b = r["benchmark"]
    b.update(method=2, device="cuda", timer="cuda_events", batch_size=8,
             eager=_fig(4.3, 4.28, 4.33), compiled=_fig(2.5, 2.49, 2.52), speedup=1.72, speedup_ci=[1.70, 1.74],
             pipelined={"eager": _fig(4.2, 4.18, 4.22, host_launch_ms=4.15, calls_per_s=238.1, samples_per_s=1904.8,
                                      kernels_per_call=182, kernel_launches_per_s=43334),
                        "compiled": _fig(2.1, 2.09, 2.11, host_launch_ms=0.3, calls_per_s=476.2,
                                         samples_per_s=3809.5, kernels_per_call=152, kernel_launches_per_s=72381),
                        "speedup": 2.0, "speedup_ci": [1.98, 2.02]},
             host={"cpus": 16, "threads": 16, "wall_s": 4.1, "load_avg": [0.5, 0.6], "other_cpu_s": 0.04,
                   "other_cores": 0.01, "gpu": {"available": True, "other_processes": [], "sm_clock_mhz": [1980, 1980],
                                                "max_sm_clock_mhz": 1980, "temperature_c": [40, 50]}},
             unstable=unstable, samples_artifact="artifacts/benchmark_samples.json",
             instability=[{"figure": "eager latency", "flag": "rounds", "message": "eager latency: rounds disagree"}]
             if unstable else [], host_explanation=["nothing visible"] if unstable else [],
             advice=["re-run"] if unstable else [])
    b.update(over)
    return r


def test_overview_cards_show_both_figures_with_intervals():
    cards = {c.label: c for c in overview.headline_cards(timed_report())}
    assert "95 % interval 2.49 ms – 2.52 ms" in cards["Median latency"].help
    assert cards["Median latency"].delta == "eager 4.30 ms · compiled ±0.8 %"
    assert cards["Pipelined GPU time"].value == "2.10 ms" and cards["Throughput"].value == "476 calls/s"
    assert "72,381 kernel and copy launches/s (152 kernels and copies a call)" in cards["Throughput"].help
    # the speedup beside the two medians it divides, then its interval
    assert cards["Speedup"].delta == "eager 4.30 ms ÷ compiled 2.50 ms · 95 % 1.70–1.74×"
    assert "pipelined GPU time 2.00×" in cards["Speedup"].help
    sentence = timing.figures_sentence(timed_report())
    assert "eager: the host takes 4.15 ms to launch one forward" in sentence  # launch-bound eager
    assert "compiled: back to back the host's launches (300 µs) hide" in sentence


def test_host_ahead_reports_separate_gpu_time_from_back_to_back():
    r = timed_report()
    b = r["benchmark"]
    b["method"] = 3
    # eager: the GPU needs 2.05 ms, but launching takes 4.15 ms, so back to back a call takes 4.2 ms
    b["pipelined"]["eager"].update(_fig(2.05, 2.04, 2.06), method="host_ahead", calls_per_s=238.1, back_to_back=_fig(
        4.2, 4.18, 4.22, host_launch_ms=4.15))
    b["pipelined"]["compiled"].update(_fig(2.02, 2.01, 2.03), method="host_ahead", back_to_back=_fig(
        2.1, 2.09, 2.11, host_launch_ms=0.3))
    b["pipelined"]["throughput_speedup"] = 2.0
    cards = {c.label: c for c in overview.headline_cards(r)}
    assert cards["Pipelined GPU time"].value == "2.02 ms" and "host ahead" in cards["Pipelined GPU time"].help
    assert "host launch included" in cards["Throughput"].help and "back to back 2.00×" in cards["Speedup"].help
    sentence = timing.figures_sentence(r)
    assert "eager: the GPU needs 2.05 ms a call, but the host takes 4.15 ms to launch one" in sentence
    assert "the call is limited by the host's launches: a synchronized call takes 4.30 ms, and back to back 4.20 ms" \
        in sentence
    assert "compiled: the GPU needs 2.02 ms a call and the host's launches (300 µs) hide under it" in sentence
    r["profile"] = {"eager": {"busy_us": 2000.0}, "compiled": {"busy_us": 1900.0}}
    sentence = timing.figures_sentence(r)
    assert "busy (kernels, copies and memsets) compiled 1.90 ms of 2.02 ms (94 %)" in sentence
    assert "gap between one kernel and the next (compiled 120 µs, 0.79 µs a kernel" in sentence


def test_pipelined_time_is_checked_against_busy_time_plus_the_gpus_launch_gaps():
    """H200 figures (benchmarks/results/h200_session5_20261201.md): default compiled 151 kernels, busy 2.0899 ms,
    pipelined 2.2284 ms (+6.6 % over busy), gap 1.088 µs on a stream, 0.288 µs in a graph: busy + gaps 2.2542 ms."""
    r = timed_report()
    b = r["benchmark"]
    b["method"] = 3
    b["pipelined"]["compiled"].update(_fig(2.2284, 2.228, 2.229), method="host_ahead", kernels_per_call=151,
                                      back_to_back=_fig(4.49, 4.4, 4.5, host_launch_ms=4.45))
    r["profile"] = {"compiled": {"busy_us": 2089.9}, "eager": {"busy_us": 2072.5},
                    "launch_gap": {"stream_us": 1.088, "graph_us": 0.288}}
    (acc,) = timing.gap_accounting(r)  # eager was not timed with the host ahead: left out
    assert acc["name"] == "compiled" and acc["expected_ms"] == 2.2542 and acc["off_pct"] == -1.14
    assert acc["graph_saves_us"] == 120.8  # 151 kernels × (1.088 − 0.288) µs
    sentence = timing.figures_sentence(r)
    assert "measured on this GPU at 1.1 µs a kernel launched one by one, 0.29 µs in a CUDA graph" in sentence
    assert "compiled 2.25 ms against 2.23 ms measured (-1.1 %)" in sentence
    assert "CUDA graphs would save the compiled GPU about 121 µs of gaps a call" in sentence
    assert "more than" not in sentence
    b["cudagraphs"] = True  # reduce-overhead: the compiled call replays a graph, so its gap is the graph's
    (acc,) = timing.gap_accounting(r)
    assert acc["gap_us"] == 0.288 and acc["graph_saves_us"] is None and acc["off_pct"] > 3
    r["profile"]["compiled"]["busy_us"] = 1500.0  # far more than the gaps explain
    assert "compiled: more than ±5 % off, so the gaps do not explain it" in timing.figures_sentence(r)
    del r["profile"]["launch_gap"]  # not measured (CPU, or a torch without a spin kernel): the plain sentence
    assert timing.gap_accounting(r) == [] and "a kernel" in timing.figures_sentence(r)


def test_old_reports_say_their_figure_is_pipelined():
    r = rf.good_report()  # no "method": measured back to back only
    cards = {c.label: c for c in overview.headline_cards(r)}
    assert "predates latency" in cards["Median latency"].help and cards["Pipelined GPU time"].value == "—"
    assert "before latency was recorded" in timing.figures_sentence(r)
    assert timing.instability(r) is None and timing.host_rows(r) == []


def test_instability_box_and_host_rows():
    box = timing.instability(timed_report(unstable=True))
    assert box == {"unstable": True, "messages": ["eager latency: rounds disagree"], "host": ["nothing visible"],
                   "advice": ["re-run"]}
    rows = dict(timing.host_rows(timed_report()))
    assert rows["other processes on the GPU"] == "none seen" and rows["CPU cores"] == "16"


def test_compare_calls_overlapping_intervals_no_measurable_difference():
    a = timed_report()
    b = timed_report(compiled=_fig(2.51, 2.49, 2.53))  # inside A's interval
    rows = {r["metric"]: r for r in cv.headline_rows(a, b)}
    assert rows["compiled median ms"]["B is"] == timing.NO_DIFFERENCE
    b = timed_report(compiled=_fig(2.2, 2.19, 2.21))
    rows = {r["metric"]: r for r in cv.headline_rows(a, b)}
    assert rows["compiled median ms"]["B is"] == "better" and rows["compiled median ms"]["B 95 %"] == "2.19–2.21"
    assert cv.unstable_runs(a, timed_report(unstable=True)) == ["run B: eager latency: rounds disagree"]


def test_sweep_matrix_intervals_and_ties():
    cells = [
        {"key": "default", "status": "ok", "latency_ms": 2.50, "latency_ci_ms": [2.48, 2.52], "speedup": 1.7,
         "speedup_ci": [1.68, 1.72], "unstable": False, "compile_cold_s": 10.0},
        {"key": "max-autotune", "status": "ok", "latency_ms": 2.51, "latency_ci_ms": [2.50, 2.53], "speedup": 1.69,
         "unstable": True, "compile_cold_s": 40.0},
        {"key": "eager", "status": "ok", "latency_ms": 4.3, "latency_ci_ms": [4.2, 4.4], "unstable": False},
    ]
    table = sv.matrix_table({"cells": cells})
    assert list(table["timing"]) == ["steady", "unstable", "steady"] and table["latency 95 %"][0] == "2.48–2.52"
    best = sv.best_cells(table)["latency"]
    assert best["cell"] == "default" and best["ties"] == ["max-autotune"]
    assert sv.latency_figure(table).data[0].error_y.array is not None


def test_samples_figure_uses_basic_traces_only():
    samples = {"series": {n: {f: {"ms": [1.0, 1.1, 0.9], "round": [0, 0, 1]} for f in ("latency", "pipelined")}
                          for n in ("eager", "compiled")}}
    for order in (False, True):
        fig = timing.samples_figure(samples, order=order)
        assert len(fig.data) == 4 and {t.type for t in fig.data} == {"scatter"}


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*/report.json")), ids=lambda p: p.parent.name[-12:])
def test_stored_example_reports_still_render(path):
    r = json.loads(path.read_text())
    cards = overview.headline_cards(r)
    assert len(cards) == 14 and cards[0].label == "Median latency"
    timing.figures_sentence(r)
    # one verdict: the Overview's warning and summary_of's flag agree (the H200 examples of 2026-12-02 are noisy)
    assert (timing.instability(r) is not None) == bool(summary_of(r)["unstable"])


def test_overview_page_warns_and_draws_the_samples_only_when_asked(tmp_path, monkeypatch):
    from streamlit.testing.v1 import AppTest

    from .test_app_pages import APP, ROOT, assert_ok, cards_of

    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    report = timed_report(unstable=True)
    report["run_id"] = "20260101-000000-timed-0007"
    report["request"]["options"]["device"] = "cuda"  # a CPU run has no Pipelined GPU time card
    samples = {"unit": "ms", "series": {n: {f: {"ms": [2.0, 2.1, 2.2], "round": [0, 1, 2]}
                                            for f in ("latency", "pipelined")} for n in ("eager", "compiled")}}
    rf.write_run(root, report, {"artifacts/benchmark_samples.json": json.dumps(samples)})
    rf.write_machine(root)
    at = AppTest.from_file(str(APP), default_timeout=30)
    at.query_params.update({"view": "overview", "run": report["run_id"]})
    text = assert_ok(at.run())
    assert cards_of(at)["Pipelined GPU time"] == "2.10 ms"
    assert "Unstable timings" in text and "eager latency: rounds disagree" in text and "re-run" in text
    assert "Latency is what one request sees" in text
    picker = at.button_group(key="w_samples")  # the per-call samples: nothing read or drawn until one is picked
    assert not picker.value and not at.get("component_instance") and not at.get("plotly_chart")
    at = picker.set_value("distribution").run()
    assert_ok(at)
    assert at.get("component_instance") or at.get("plotly_chart")  # drawn once asked for


class _FakeCuda:
    """A stand-in for torch.cuda with a GPU that reaches a call's start event only once the host is
    ``behind_after`` calls into a block (as when the launch queue drains faster than the host fills it)."""

    def __init__(self, behind_after: int, gpu_ms: float = 2.0):
        self.behind_after, self.gpu_ms = behind_after, gpu_ms
        self.recorded = 0  # start events recorded in the current block
        self.holds: list[int] = []
        cuda = self

        class Event:
            def __init__(self, enable_timing=True):
                self.index = None

            def record(self):
                cuda.recorded += 1
                self.index = cuda.recorded

            def query(self):
                return (self.index or 0) > 2 * cuda.behind_after  # two events (start, end) per call

            def synchronize(self):
                pass

            def elapsed_time(self, other):
                return cuda.gpu_ms

        self.Event = Event

    def synchronize(self):
        self.recorded = 0

    def _sleep(self, cycles):
        self.holds.append(cycles)


def _fake_timer(fake):
    import types

    from analyzers.analyses.timing.bench_rounds import Timer

    t = Timer("cpu")
    t.cuda, t.torch, t.spin, t._cycles_per_ms = True, types.SimpleNamespace(cuda=fake), fake._sleep, 1000.0
    return t


def test_host_ahead_keeps_only_calls_the_host_stayed_ahead_of():
    from analyzers.analyses.timing.bench_rounds import Series

    fake = _FakeCuda(behind_after=4)
    timer, s = _fake_timer(fake), Series()
    timer.pipelined(lambda: None, 10, s, 0, switch=False, host_ahead=True, enqueue_ms=1.0)
    # the 5th call's start was already reached: it and the rest of the block are not GPU-only time
    assert len(s.samples) == 4 and s.behind == 1 and s.ahead_cap == 4
    assert fake.holds and fake.holds[0] >= 1000 * 1.3 * 10  # the hold covers ten calls' enqueue time
    timer.pipelined(lambda: None, 10, s, 1, switch=False, host_ahead=True, enqueue_ms=1.0)
    assert len(s.samples) == 8 and s.behind == 1  # the next block asks only as many as stayed ahead
    plain = Series()
    timer.pipelined(lambda: None, 10, plain, 0, switch=False)
    assert len(plain.samples) == 10 and plain.behind == 0 and len(fake.holds) == 2  # back to back: no hold


def test_host_never_ahead_falls_back_to_back_to_back_with_a_note():
    from analyzers.analyses.timing.bench_rounds import Series
    from analyzers.analyses.timing.benchmark import _gpu_time, launch_notes

    fake = _FakeCuda(behind_after=0)
    timer = _fake_timer(fake)
    per = {"back_to_back": Series(), "pipelined": Series()}
    for r in range(3):
        timer.pipelined(lambda: None, 5, per["back_to_back"], r, switch=False)
        timer.pipelined(lambda: None, 5, per["pipelined"], r, switch=False, host_ahead=True, enqueue_ms=1.0)
    assert per["pipelined"].samples == [] and per["pipelined"].behind == 3
    st = _gpu_time("compiled", per, ahead=True)
    assert st["method"] == "back_to_back" and st["median_ms"] == 2.0 and "never stayed ahead" in st["note"]
    assert any("never stayed ahead" in n for n in launch_notes({"pipelined": {"compiled": st}}))


def test_roofline_holds_the_floor_against_gpu_time_when_measured_host_ahead():
    from analyzers.runs.stages import _roofline_measure

    bench = timed_report()["benchmark"]
    assert _roofline_measure(bench) == ({"eager": 4.3, "compiled": 2.5}, "latency")  # method 2: latency
    for name, ms in (("eager", 2.05), ("compiled", 2.02)):
        bench["pipelined"][name].update(median_ms=ms, method="host_ahead")
    assert _roofline_measure(bench) == ({"eager": 2.05, "compiled": 2.02}, "pipelined GPU time (host ahead)")
    bench["pipelined"]["eager"]["method"] = "back_to_back"  # eager synced inside: no GPU time for it
    assert _roofline_measure(bench)[1] == "latency"
