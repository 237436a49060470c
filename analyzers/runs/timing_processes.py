"""The benchmark's timed rounds in fresh processes: nothing of the engine runs beside a timed call.

The worker's own process has explained, traced and compiled the model under ``TORCH_TRACE``, may hold three models
and a GPU-layer watch that keeps torch's loggers at DEBUG, and compiled CPU kernels with kernel profiling on when the
run profiles: a host-bound call pays for some of that on every launch. A *timing process* does what a plain script
does: import torch, build the model from the request, compile it with the run's options (the compile caches are warm
from the worker's compile), and time the rounds (``bench_rounds.run_rounds``); the fix experiment's parent
configuration is built beside it (``side_by_side``). It writes its series as JSON and exits.

The benchmark asks for at least ``options.bench_processes`` of them, one after another, and one more (up to
``MAX_EXTRA``) while the processes' own speedups disagree beyond their intervals (``measurement.processes_disagree``):
a process's layout moves a benchmark more than its noise within the process (pyperf's reason for worker
processes). Each gets ``budget / bench_processes`` seconds of timed calls per callable.

This module is the parent's side (``time_in_processes``, ``measure``, ``merge``); ``timing_process.py`` is the
process itself (``python -m analyzers.runs.timing_process SPEC.json OUT.json``).
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MAX_EXTRA = 2  # processes added while the first ones disagree
STARTUP_S = 600  # a timing process's import, build and warm compile, beyond its timed seconds


def series_to_json(series: dict) -> dict:
    return {name: {fig: dataclasses.asdict(s) for fig, s in per.items()} for name, per in series.items()}


def series_from_json(data: dict):
    from ..analyses.timing.bench_rounds import Series

    out = {}
    for name, per in data.items():
        out[name] = {}
        for fig, d in per.items():
            d = dict(d)
            d["blocks"] = [tuple(b) for b in d.get("blocks") or []]
            out[name][fig] = Series(**{k: v for k, v in d.items() if k in Series.__dataclass_fields__})
    return out


def merge(results: list[dict]) -> dict:
    """One ``run_rounds`` result from several processes' (each sample keeps its process index)."""
    from ..analyses.timing.bench_rounds import Series

    first = results[0]
    merged: dict = {}
    for p, res in enumerate(results):
        for name, per in res["series"].items():
            for fig, s in per.items():
                m = merged.setdefault(name, {}).setdefault(fig, Series())
                m.samples += s.samples
                m.rounds += s.rounds
                m.processes += [p] * len(s.samples)
                m.host_ms += s.host_ms
                m.launch_ms += s.launch_ms
                m.spent_s += s.spent_s
                m.untimed += s.untimed
                m.blocks += s.blocks
                m.behind += s.behind
    return {"series": merged, "rounds": sum(r["rounds"] for r in results), "figures": first["figures"],
            "host_ahead": first.get("host_ahead", False), "budget_s": sum(r["budget_s"] for r in results),
            "stopped": ",".join(sorted({r["stopped"] for r in results})),
            "host": first.get("host") or {},
            "processes": [{"rounds": r["rounds"], "stopped": r["stopped"], "wall_s": r.get("wall_s"),
                           "timed_s": r.get("timed_s"), "pid": r.get("pid")} for r in results]}


def _speedup_units(timed: dict) -> dict:
    from ..report.measurement import paired, round_values

    def units(name: str) -> dict:
        s = timed["series"][name]["latency"]
        return round_values(s.samples, s.rounds, s.processes or None)

    return paired(units("eager"), units("compiled"))


def measure(request_dict: dict, *, device: str, budget, warmup: int, processes: int,
            progress=None, timeout_s: float | None = None) -> dict:
    """Time the run's callables in ``processes`` fresh processes (more while they disagree); the merged result."""
    from ..report.measurement import processes_disagree

    per_budget = dataclasses.replace(budget, seconds=budget.resolved_seconds(device) / processes,
                                     fixed=-(-budget.fixed // processes) if budget.fixed > 0 else 0)
    results: list[dict] = []
    for i in range(processes + MAX_EXTRA):
        if i >= processes and not processes_disagree(_speedup_units(merge(results))):
            break
        if progress:
            progress(f"timing process {i + 1} of {max(processes, i + 1)}: starting (import, build, warm compile)")
        results.append(_one(request_dict, budget=per_budget, warmup=warmup, index=i, timeout_s=timeout_s))
        if progress:
            r = results[-1]
            progress(f"timing process {i + 1}: {r['rounds']} rounds in {r['wall_s']:.1f} s")
    out = merge(results)
    out["budget_s"] = budget.resolved_seconds(device)
    out["per_process_budget_s"] = per_budget.resolved_seconds(device)
    return out


def _one(request_dict: dict, *, budget, warmup: int, index: int, timeout_s: float | None) -> dict:
    spec = {"request": request_dict, "budget": dataclasses.asdict(budget), "warmup": warmup, "index": index}
    with tempfile.TemporaryDirectory(prefix="compilescope-timing-") as d:
        spec_path, out_path = Path(d) / "spec.json", Path(d) / "out.json"
        spec_path.write_text(json.dumps(spec))
        root = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p))
        env.pop("TORCH_TRACE", None)
        t0 = time.perf_counter()
        p = subprocess.run([sys.executable, "-m", "analyzers.runs.timing_process", str(spec_path), str(out_path)],
                           capture_output=True, text=True, env=env,
                           timeout=timeout_s or (STARTUP_S + 10 * (budget.seconds or 60)))
        if p.returncode != 0 or not out_path.exists():
            tail = (p.stderr or "").strip().splitlines()[-12:]
            raise RuntimeError(f"timing process {index + 1} failed (exit {p.returncode}): " + "\n".join(tail))
        res = json.loads(out_path.read_text())
    res["series"] = series_from_json(res["series"])
    res["wall_s"] = round(time.perf_counter() - t0, 2)
    return res


def time_in_processes(run, budget, progress) -> dict | None:
    """The benchmark stage's rounds in fresh processes (None where the request asks for the worker's own)."""
    from . import priority
    from .side_by_side import baseline_of

    opts = run.request.options
    if opts.bench_processes <= 0:
        return None
    try:
        with priority.timed_calls():
            timed = measure(run.report["request"], device=opts.device, budget=budget, warmup=opts.warmup,
                            processes=opts.bench_processes, progress=progress)
    except (RuntimeError, OSError, ValueError, subprocess.TimeoutExpired) as e:  # the worker's own process times
        run.state["timing_note"] = (f"timed in the worker's own process: the fresh timing processes failed "
                                    f"({type(e).__name__}: {str(e)[:300]})")
        return None
    if "baseline" not in timed["series"] and baseline_of(run).call:
        baseline_of(run).apart = "the parent's configuration could not be built in the timing processes"
    return timed


_STOPPED = {"tight": "stopped early: every interval within ±1 %", "budget": "time budget spent",
            "max_calls": "max calls reached", "fixed": "fixed number of calls"}


def stage_message(section: dict, fresh: bool) -> str:
    """The benchmark stage's line: calls, rounds, processes, why it stopped."""
    calls = sum(section[k]["samples"] for k in ("eager", "compiled"))
    where = f" in {section['processes']} fresh processes" if fresh else " in the worker's process"
    return (f"{calls} timed calls in {section['rounds']} rounds{where} "
            f"({', '.join(_STOPPED.get(x, x) for x in str(section['stopped']).split(','))})"
            + ("; unstable: see the Overview" if section.get("unstable") else ""))
