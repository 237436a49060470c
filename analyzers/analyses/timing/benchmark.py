"""The *benchmark* analysis: eager vs compiled latency and pipelined GPU time, their intervals, peak memory,
a numerical check, and whether the machine was steady enough to trust them.

Method (see DESIGN.md, "Running and measuring", and ``bench_rounds``): warm both up, then time both
figures of both callables in interleaved rounds under a time budget (``Budget``): *latency*, each call
synchronized (the headline, what speedup is computed from), and *pipelined GPU time*, calls back to back
(what a busy server sees: throughput, kernel launches per second). Every figure gets a median with a
95 % bootstrap interval, the speedup a resampled interval of the ratio of medians (``timing_stats``);
unsteady figures are flagged, with the host facts that explain them (``host_facts``). Peak memory is
``max_memory_allocated`` after a reset, measured on separate calls so it never perturbs the timed ones.
"""

from __future__ import annotations

import logging
import statistics
from collections.abc import Callable

from ...report import measurement as M
from ..numerics.compare import compare_outputs, flat_tensors
from .bench_rounds import Budget, run_rounds
from .host_facts import HostWatch, host_sentences
from .timing_stats import WIDE_REL, flag_messages, series_summary

log = logging.getLogger(__name__)

# 1 (no "method"): calls back to back only, labelled latency. 2: latency + pipelined = plain back to back.
# 3: latency + pipelined = GPU time with the host ahead (``pipelined.<callable>.method``) + back to back.
METHOD = 3

FIGURES = {
    "latency": "each call synchronized before and after (CUDA events, host wall clock beside; perf_counter on "
               "CPU): what one request sees",
    "pipelined": "GPU time per call: calls back to back with the host ahead of the GPU (queued behind a spin "
                 "kernel, CUDA events per call), so the GPU never waits for the host: what the GPU needs",
    "back_to_back": "calls back to back with no sync between (CUDA events per call, the block's wall clock): the "
                    "throughput a busy server sees, host launch time included",
}


def sync(device: str) -> None:
    import torch

    if device.startswith("cuda"):
        torch.cuda.synchronize()


def peak_memory(fn, device: str) -> int | None:
    import torch

    if not device.startswith("cuda"):
        return None
    sync(device)
    torch.cuda.reset_peak_memory_stats()
    fn()
    sync(device)
    return int(torch.cuda.max_memory_allocated())


def make_call(model, args, kwargs, cudagraphs: bool):
    import torch

    mark = getattr(getattr(torch, "compiler", None), "cudagraph_mark_step_begin", None)

    def call():
        if cudagraphs and mark is not None:
            mark()  # each call is a new step: CUDA-graph outputs of the last one may be overwritten
        return model(*args, **kwargs)

    return call


def kernels_per_call(fn: Callable, device: str) -> int | None:
    """CUDA kernels (and copies) one call runs, counted by ``torch.profiler`` (None on CPU or on failure)."""
    import torch

    if not device.startswith("cuda"):
        return None
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    return sum(1 for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA)


def collect_benchmark(
    eager_model, compiled_model, args, kwargs, *, device: str, dtype: str, budget: Budget | None = None,
    warmup: int = 10, cudagraphs: bool = False, compile_s: float | None = None, grad=None, batch_size: int = 1,
    progress: Callable[[str], None] | None = None, beside: dict[str, Callable] | None = None,
    timed: dict | None = None,
) -> tuple[dict, dict]:
    """Time eager against compiled. ``compiled_model`` must already be compiled (first call done).

    ``timed``: the rounds already timed in fresh processes (``runs/timing_process.py``); this process then only
    counts kernels, peak memory and compares outputs (untimed). ``beside``: ``{"baseline": call}``, a fix
    experiment's parent configuration (``runs/side_by_side.py``), timed
    in the same rounds; the section's ``side_by_side`` compares it with the compiled model (``side_by_side_of``).

    Returns the report's ``benchmark`` section and the per-call samples (``{callable: {figure: {ms,
    round}}}``, stored apart as an artifact: the report stays small). ``progress`` gets one line per
    round (calls done, current medians).
    """
    import torch

    grad = grad or torch.no_grad
    budget = budget or Budget()
    calls = {"eager": make_call(eager_model, args, kwargs, False),
             "compiled": make_call(compiled_model, args, kwargs, cudagraphs)}
    watch = HostWatch(device, threads=torch.get_num_threads())
    notes: list[str] = []
    with grad():
        if timed is None:
            watch.start()
            timed = run_rounds({**calls, **(beside or {})}, device=device, budget=budget, warmup=warmup,
                               progress=progress)
            watch.stop()
        kernels = {}
        for name, fn in calls.items():
            try:
                kernels[name] = kernels_per_call(fn, device)
            except Exception as e:  # noqa: BLE001 - the timings stand without it
                kernels[name] = None
                notes.append(f"kernels per call of {name} not counted: {type(e).__name__}: {e}"[:300])
        peaks = {name: peak_memory(fn, device) for name, fn in calls.items()}
        ref = [t.clone() for t in flat_tensors(calls["eager"]())]
        got = [t.clone() for t in flat_tensors(calls["compiled"]())]
        sync(device)
    host = watch.facts() if watch.t1 is not None else (timed.get("host") or {})
    section = _section(timed, kernels, peaks, host, device=device, budget=budget, batch_size=batch_size,
                       cudagraphs=cudagraphs)
    section.update(warmup=warmup, compile_s=compile_s, numerics=compare_outputs(ref, got, dtype))
    if "baseline" in timed["series"]:
        section["side_by_side"] = side_by_side_of(timed["series"])
    section["notes"] = notes + section["notes"]
    samples = {name: {fig: {"ms": [round(v, 5) for v in s.samples], "round": s.rounds,
                            **({"process": s.processes} if s.processes else {}),
                            **({"launch_ms": [round(v, 5) for v in s.launch_ms]} if s.launch_ms else {})}
                      for fig, s in per.items()}
               for name, per in timed["series"].items()}
    return section, samples


def _units(s) -> dict:
    """A series' rounds as units of the measurement model: {(process, round): median ms}."""
    return M.round_values(s.samples, s.rounds, s.processes or None)


def figure_stats(s) -> dict:
    """One series' figure: the call-level description (p99, spread, count) and the flags of ``series_summary``,
    with the median and interval of the measurement model (over its rounds and processes, never its calls)."""
    keyed = [p * 10_000 + r for p, r in zip(s.processes or [0] * len(s.rounds), s.rounds)]
    st = series_summary(s.samples, keyed)
    units = _units(s)
    iv = M.interval(units)
    st["median_ms"] = round(iv["value"], 4)
    st["ci_ms"] = [round(iv["ci"][0], 4), round(iv["ci"][1], 4)]
    st["ci_rel"] = round(M.rel_halfwidth(iv["value"], iv["ci"]) or 0.0, 4)
    st["rounds_ms"] = [round(v, 4) for v in units.values()]
    st["rounds"], st["processes"] = iv["rounds"], iv["processes"]
    st["flags"] = [f for f in st["flags"] if f != "wide"] + (["wide"] if st["ci_rel"] > M.WIDE_REL else [])
    return st


def ratio_of(num, den) -> tuple[float | None, list[float] | None]:
    """The median of the paired round ratios ``num / den`` (same round, same process) with its interval; one
    paired round gives the ratio and no interval (never a zero-width one)."""
    iv = M.ratio(_units(num), _units(den))
    if iv is None:
        return None, None
    if iv["rounds"] < 2:
        return round(iv["value"], 4), None
    return round(iv["value"], 4), [round(iv["ci"][0], 4), round(iv["ci"][1], 4)]


def side_by_side_of(series: dict) -> dict:
    """The parent's compiled model (``baseline``) against this run's, timed in the same rounds: both latencies with
    their intervals, the change (baseline / compiled, > 1: this run's configuration is faster) from the paired
    round ratios, the same for the pipelined GPU time (``gpu_time_change``) where measured, what limits this run's
    compiled call (``regime``), and the drift of the same run (how far eager's rounds moved: a fact, not a
    threshold: the paired interval already holds the rounds' movement)."""
    out: dict = {"timed": "side_by_side", "figure": "latency", "resampled": "rounds"}
    for name in ("baseline", "compiled", "eager"):
        st = figure_stats(series[name]["latency"])
        out[f"{name}_ms"], out[f"{name}_ci_ms"] = st["median_ms"], st["ci_ms"]
        if name == "eager":
            out["eager_rounds_ms"] = st["rounds_ms"]
            out["drift"] = M.drift(_units(series[name]["latency"]))
    out["change"], out["change_ci"] = ratio_of(series["baseline"]["latency"], series["compiled"]["latency"])
    pipe = {n: series[n].get("pipelined") for n in ("baseline", "compiled")}
    if all(p is not None and len(p.samples) >= 3 for p in pipe.values()):
        out["gpu_time_change"], out["gpu_time_change_ci"] = ratio_of(pipe["baseline"], pipe["compiled"])
        out["baseline_gpu_ms"] = figure_stats(pipe["baseline"])["median_ms"]
        out["compiled_gpu_ms"] = figure_stats(pipe["compiled"])["median_ms"]
        launch = series["compiled"]["latency"].launch_ms
        out["regime"] = M.regime(statistics.median(launch) if launch else None, out["compiled_gpu_ms"])
    else:
        out["gpu_time_change"] = out["gpu_time_change_ci"] = out["regime"] = None
    out["rounds"] = len(out["eager_rounds_ms"]) or None
    out["processes"] = len(set(series["eager"]["latency"].processes)) or 1
    return out


def _section(timed: dict, kernels: dict, peaks: dict, host: dict, *, device: str, budget: Budget,
             batch_size: int, cudagraphs: bool) -> dict:
    series = timed["series"]
    cuda = device.startswith("cuda")
    out: dict = {
        "method": METHOD, "device": device, "timer": "cuda_events" if cuda else "perf_counter",
        "figures": {f: FIGURES[f] for f in FIGURES if f != "back_to_back" or "back_to_back" in timed["figures"]},
        "interleaved": "rounds", "resampled": "rounds and processes",
        "budget_s": timed["budget_s"], "min_calls": budget.min_calls, "max_calls": budget.max_calls,
        "fixed_calls": budget.fixed or None, "rounds": timed["rounds"], "stopped": timed["stopped"],
        "batch_size": batch_size, "cudagraphs": cudagraphs,
        "processes": len(timed.get("processes") or []) or 1,
        "timing_processes": timed.get("processes") or [],
        "timed_in": "fresh processes" if timed.get("processes") else "the worker's process",
    }
    instability = []
    for name in ("eager", "compiled"):
        lat = series[name]["latency"]
        st = figure_stats(lat)
        st["iterations"] = st["samples"]
        if lat.host_ms:
            st["host_wall_ms"] = round(statistics.median(lat.host_ms), 4)
        if lat.launch_ms:
            st["launch_ms"] = round(statistics.median(lat.launch_ms), 4)
        st["peak_mem_bytes"] = peaks.get(name)
        out[name] = st
        instability += flag_messages(f"{name} latency", st)
    out["iterations"] = out["eager"]["samples"]
    out["speedup"], out["speedup_ci"] = ratio_of(series["eager"]["latency"], series["compiled"]["latency"])
    pipe: dict = {}
    for name in ("eager", "compiled"):
        if "pipelined" in series[name]:
            st = _gpu_time(name, series[name], timed.get("host_ahead", False))
            instability += flag_messages(f"{name} pipelined GPU time", st)
            if st.get("back_to_back") and st["method"] == "host_ahead":
                instability += flag_messages(f"{name} back-to-back time", st["back_to_back"])
        else:  # CPU: a call has finished when it returns, so back-to-back calls take the latency
            st = {k: out[name][k] for k in ("median_ms", "ci_ms", "samples") if k in out[name]}
            st["same_as_latency"] = True
        med = (st.get("back_to_back") or st)["median_ms"]  # throughput: what back-to-back calls sustain
        ci = (st.get("back_to_back") or st).get("ci_ms")
        st["calls_per_s"] = round(1000 / med, 3) if med else None
        st["calls_per_s_ci"] = [round(1000 / ci[1], 3), round(1000 / ci[0], 3)] if ci and min(ci) > 0 else None
        st["gpu_calls_per_s"] = round(1000 / st["median_ms"], 3) if st.get("median_ms") else None
        st["samples_per_s"] = round(st["calls_per_s"] * batch_size, 3) if st["calls_per_s"] else None
        st["kernels_per_call"] = kernels.get(name)
        st["kernel_launches_per_s"] = round(st["kernels_per_call"] * st["calls_per_s"]) \
            if st["kernels_per_call"] and st["calls_per_s"] else None
        pipe[name] = st
    if "pipelined" in series["eager"]:
        key = {n: ("pipelined" if pipe[n].get("method") == "host_ahead" else "back_to_back")
               for n in ("eager", "compiled")}
        key = {n: k if k in series[n] else "pipelined" for n, k in key.items()}
        pipe["speedup"], pipe["speedup_ci"] = ratio_of(series["eager"][key["eager"]],
                                                       series["compiled"][key["compiled"]])
    else:
        pipe["speedup"], pipe["speedup_ci"] = out["speedup"], out["speedup_ci"]
    if "back_to_back" in series["eager"]:
        pipe["throughput_speedup"], pipe["throughput_speedup_ci"] = ratio_of(series["eager"]["back_to_back"],
                                                                             series["compiled"]["back_to_back"])
    else:
        pipe["throughput_speedup"], pipe["throughput_speedup_ci"] = pipe["speedup"], pipe["speedup_ci"]
    out["pipelined"] = pipe
    out["checks"], out["regime"] = [], {}
    for name in ("eager", "compiled"):
        p, lat = pipe[name], out[name]
        if p.get("same_as_latency"):
            continue
        gpu = p.get("median_ms") if p.get("method") == "host_ahead" else None
        out["checks"] += M.checks(name, lat.get("median_ms"), gpu, (p.get("back_to_back") or {}).get("median_ms"),
                                  lat.get("launch_ms"))
        out["regime"][name] = M.regime(lat.get("launch_ms"), gpu)
    if out["speedup_ci"] and (M.rel_halfwidth(out["speedup"], out["speedup_ci"]) or 0) > WIDE_REL:
        lo, hi = out["speedup_ci"]
        instability.append({"figure": "speedup", "flag": "wide",
                            "message": f"speedup: the 95 % interval {lo:.3g}–{hi:.3g}× reaches more than "
                                       f"±{100 * WIDE_REL:.0f} % of {out['speedup']:.3g}×"})
    out["host"] = host
    out["unstable"] = bool(instability)
    out["instability"] = instability
    out["host_explanation"] = host_sentences(host) if instability else []
    out["advice"] = _advice(out, cuda, cudagraphs) if instability else []
    out["notes"] = (launch_notes(out) if cuda else []) + [
        f"check failed: {c['detail']}" for c in out["checks"] if not c["holds"]]
    return out


def _gpu_time(name: str, per: dict, ahead: bool) -> dict:
    """The pipelined GPU time of one callable (host-ahead series), with its back-to-back figures beside."""
    b2b = per.get("back_to_back") or per["pipelined"]
    bst = figure_stats(b2b)
    bst["host_launch_ms"] = round(statistics.median(b2b.host_ms), 4) if b2b.host_ms else None
    calls, wall = sum(n for n, _ in b2b.blocks), sum(w for _, w in b2b.blocks)
    bst["wall_calls_per_s"] = round(calls / wall, 2) if wall > 0 else None
    s = per["pipelined"]
    if ahead and len(s.samples) >= 3:
        st = figure_stats(s)
        st.update(method="host_ahead", behind_calls=s.behind)
    else:
        st = {k: v for k, v in bst.items() if k not in ("host_launch_ms", "wall_calls_per_s")}
        st["method"] = "back_to_back"
        if ahead:
            st["behind_calls"] = s.behind
            st["note"] = (f"the host never stayed ahead of the GPU ({s.behind} calls tried): each call waits for the "
                          "GPU somewhere inside (a .item(), a torch.all(...) in an if, a .cpu(), a synchronize), so "
                          "launches never queue up and the GPU idles while the host runs Python; this is the "
                          "back-to-back time. The profile's timeline shows where (cudaStreamSynchronize / "
                          "cudaMemcpy calls inside the forward)")
    # the host's own launch of one call: read where the queue was idle (latency); back to back it can be the queue
    lat = per.get("latency")
    st["host_launch_ms"] = round(statistics.median(lat.launch_ms), 4) if lat is not None and lat.launch_ms \
        else bst["host_launch_ms"]
    st["queued_launch_ms"] = bst["host_launch_ms"]
    st["wall_calls_per_s"] = bst["wall_calls_per_s"]
    st["back_to_back"] = bst
    return st


def _launch_bound(st: dict) -> bool:
    return bool(st.get("host_launch_ms") and st.get("median_ms") and st["host_launch_ms"] >= 0.8 * st["median_ms"])


def launch_notes(out: dict) -> list[str]:
    notes = []
    for name in ("eager", "compiled"):
        st = out["pipelined"].get(name) or {}
        if _launch_bound(st):
            b2b = (st.get("back_to_back") or {}).get("median_ms")
            gpu = "of GPU work per call" if st.get("method") == "host_ahead" else "per call on the GPU back to back"
            notes.append(
                f"{name} is launch-bound on this host: enqueuing one forward takes {st['host_launch_ms']:.2f} ms "
                f"of CPU against {st['median_ms']:.2f} ms {gpu}, so back to back the GPU waits for the CPU"
                + (f" ({b2b:.2f} ms a call)" if b2b and st.get("method") == "host_ahead" else "")
                + _launch_remedy(name, bool(out.get("cudagraphs"))) + "; its latency measures this "
                "host's CPU as much as the GPU, and can move between processes on a shared machine even when this "
                "run's rounds agree, so compare runs on pipelined GPU time")
        if st.get("note"):
            notes.append(f"{name}: {st['note']}")
    return notes


def _launch_remedy(name: str, cudagraphs: bool) -> str:
    """What removes the launch cost; never "use reduce-overhead" to a compiled forward that already asked for
    CUDA graphs: then the forward still launched its kernels one by one, and the GPU layer's account says why."""
    if name == "compiled" and cudagraphs:
        return (" although this run asked for CUDA graphs: torch skipped or split them, so the forward still "
                "launches its kernels from the host (the CUDA graphs account on the GPU layer page says why)")
    return " (CUDA graphs, mode reduce-overhead, remove most of that cost)"


def _advice(out: dict, cuda: bool, cudagraphs: bool) -> list[str]:
    advice = ["re-run: a longer --bench-seconds narrows the intervals, and the same disagreement again points "
              "at the machine, not the model"]
    host = out.get("host") or {}
    if not cuda or (host.get("other_cores") or 0) >= 0.25:
        advice.append("pin the threads: torch.set_num_threads(N) with N at most the idle cores, or taskset -c to "
                      "give the run cores of its own; stop other work on the machine while timing")
    if cuda and any(_launch_bound(out["pipelined"].get(n) or {}) for n in ("eager", "compiled")) and not cudagraphs:
        advice.append("take the host out with CUDA graphs (--mode reduce-overhead): a replay launches the whole "
                      "forward at once, so the host's speed stops mattering")
    if ((host.get("gpu") or {}).get("other_processes")):
        advice.append("other processes share this GPU: wait for them or use another GPU (CUDA_VISIBLE_DEVICES)")
    return advice
