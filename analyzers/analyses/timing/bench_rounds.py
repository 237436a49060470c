"""Timed calls in interleaved rounds, under a time budget: the measuring half of the benchmark analysis.

Two figures per callable (see DESIGN.md, "Running and measuring"):

* *latency*: each call synchronized before and after. On GPU ``start.record(); call(); end.record();
  end.synchronize()``, the reference's method: the sample is the events' elapsed time, and the host's
  wall time around the same bracket is kept beside it. On CPU ``perf_counter`` around the call.
* *pipelined GPU time*: calls back to back with the host *ahead* of the GPU, one event pair per call:
  a spin kernel (``torch.cuda._sleep``) holds the GPU while the host enqueues the block, so the GPU
  then runs the calls without ever waiting for the host, and each event pair times GPU work alone
  (what the profiler's busy time counts, plus the GPU's own few-µs gaps between kernels). A call
  counts only if the GPU had not reached its start when the host finished enqueuing it
  (``start.query()`` still false); the block stops at the first call the host did not stay ahead of.
* *back to back* (throughput): calls back to back with no hold and no sync, what a busy server
  sees: calls per second of the block's wall, and each call's host enqueue time. When enqueuing
  takes as long as the GPU time, the GPU waits for the host (launch-bound).

GPU only: a CPU call finishes before it returns, so there the three figures are one.

Rounds alternate the order of the callables; a block of short calls starts with one untimed call, so a
switch never lands in a timed call (calls of 20 ms and more skip it: caches do not matter there, seconds do). Round sizes come from the measured call times so that the budget is
spread over ``TARGET_ROUNDS`` rounds; after each round the loop stops when the budget is spent (and
every series has ``min_calls``), at ``max_calls``, or early (``measurement.settled``) once every figure's interval over
its rounds is within ±1 % after ``MIN_ROUNDS`` rounds. The host's launch time of a call is read in the latency
figure, where each call starts with an idle launch queue (back to back, a full queue blocks the host).
"""

from __future__ import annotations

import logging
import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ...report.measurement import MIN_ROUNDS, round_values, settled
from ...report.schema import DEFAULT_BENCH_SECONDS

log = logging.getLogger(__name__)

DEFAULT_BUDGET_S = DEFAULT_BENCH_SECONDS  # seconds of timed calls per callable, both figures (the schema's)
TARGET_ROUNDS = 20  # rounds are the unit an interval resamples (measurement.py): many short ones, interleaved
MAX_ROUNDS = 60
HOLD_MAX_MS = 100.0  # the spin kernel that puts the host ahead holds the GPU at most this long
HOLD_MARGIN = 1.3  # hold for this many times the block's estimated enqueue time (+ HOLD_PAD_MS)
HOLD_PAD_MS = 0.3
AHEAD_TRIES = 3  # host-ahead blocks without one call the host stayed ahead of: the callable waits for the GPU
WARMUP_SHARE = 0.1  # warm-up stops after this share of the budget (a call of seconds needs few)
SWITCH_CALL_UNDER_S = 0.02  # an untimed call starts each block only for calls this short (caches matter there)


@dataclass
class Budget:
    """How long to time: ``seconds`` of timed calls per callable (0: the device's default), at least
    ``min_calls`` and at most ``max_calls`` calls per figure; ``fixed`` > 0 times exactly that many."""

    seconds: float = 0.0
    min_calls: int = 3
    max_calls: int = 1000
    fixed: int = 0

    def resolved_seconds(self, device: str) -> float:
        if self.seconds and self.seconds > 0:
            return float(self.seconds)
        return DEFAULT_BUDGET_S["cuda" if device.startswith("cuda") else "cpu"]


@dataclass
class Series:
    """One callable's samples of one figure (ms), with each sample's round and host-side times."""

    samples: list[float] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)
    host_ms: list[float] = field(default_factory=list)  # latency: wall around the bracket; pipelined: enqueue
    launch_ms: list[float] = field(default_factory=list)  # latency on GPU: the host's launch with an idle queue
    processes: list[int] = field(default_factory=list)  # each sample's timing process (merged series only)
    spent_s: float = 0.0  # wall time of this series' blocks, untimed first calls included
    untimed: int = 0  # untimed first calls of its blocks
    blocks: list[tuple[int, float]] = field(default_factory=list)  # (calls, wall s) of each pipelined block
    behind: int = 0  # host-ahead blocks: calls the host fell behind on (not counted: the GPU waited)
    ahead_cap: int = 0  # host-ahead blocks: calls per block since the host last fell behind (0: no cap)

    def per_call_s(self) -> float | None:
        return self.spent_s / (len(self.samples) + self.untimed) if self.samples else None


class Timer:
    """Times blocks of calls of one callable on ``device``."""

    def __init__(self, device: str):
        self.cuda = device.startswith("cuda")
        self.spin = None  # torch.cuda._sleep where this torch has it (host-ahead blocks need it)
        self._cycles_per_ms: float | None = None
        if self.cuda:
            import torch

            self.torch = torch
            self.spin = getattr(torch.cuda, "_sleep", None)

    def cycles_per_ms(self) -> float:
        """The spin kernel's cycles per millisecond of GPU time (calibrated on first use)."""
        if self._cycles_per_ms is None:
            torch = self.torch
            self.spin(1000)
            a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            a.record()
            self.spin(2_000_000)
            b.record()
            b.synchronize()
            self._cycles_per_ms = 2_000_000 / max(a.elapsed_time(b), 1e-3)
        return self._cycles_per_ms

    def hold(self, ms: float) -> None:
        """Enqueue a kernel that keeps the GPU busy about ``ms``."""
        self.spin(max(1, int(ms * self.cycles_per_ms())))

    def sync(self) -> None:
        if self.cuda:
            self.torch.cuda.synchronize()

    def latency(self, fn: Callable, n: int, out: Series, round_index: int, n_min: int = 0,
                allot_s: float = math.inf, switch: bool = True, call_s: float = 0.0) -> None:
        """Up to ``n`` synchronized calls; once ``n_min`` are done, none starts that would end more than half a
        call (``call_s``, estimated) past ``allot_s`` seconds."""
        allot_s -= call_s / 2
        t_block = time.perf_counter()
        self.sync()
        if switch:
            fn()  # untimed: the switch from the other callable lands here
            self.sync()
            out.untimed += 1
        if self.cuda:
            start = self.torch.cuda.Event(enable_timing=True)
            end = self.torch.cuda.Event(enable_timing=True)
            for i in range(n):
                if i >= n_min and time.perf_counter() - t_block >= allot_s:
                    break
                t0 = time.perf_counter()
                start.record()
                fn()
                t_launched = time.perf_counter()  # the queue was empty at the start: this is the host's own launch
                end.record()
                end.synchronize()
                t1 = time.perf_counter()
                out.samples.append(start.elapsed_time(end))
                out.host_ms.append((t1 - t0) * 1e3)
                out.launch_ms.append((t_launched - t0) * 1e3)
                out.rounds.append(round_index)
        else:
            for i in range(n):
                if i >= n_min and time.perf_counter() - t_block >= allot_s:
                    break
                t0 = time.perf_counter()
                fn()
                out.samples.append((time.perf_counter() - t0) * 1e3)
                out.rounds.append(round_index)
        out.spent_s += time.perf_counter() - t_block

    def pipelined(self, fn: Callable, n: int, out: Series, round_index: int, n_min: int = 0,
                  allot_s: float = math.inf, switch: bool = True, call_s: float = 0.0,
                  host_ahead: bool = False, enqueue_ms: float | None = None) -> None:
        """Up to ``n`` calls back to back; stops enqueuing after ``allot_s`` (host time, less half a call) once
        ``n_min`` are done. ``host_ahead``: behind a spin kernel long enough for the host to enqueue the block,
        keeping only the calls whose start the GPU had not reached when the host finished enqueuing them;
        ``enqueue_ms`` (the host's time to enqueue one call, from back-to-back blocks) sizes the hold."""
        allot_s -= call_s / 2
        torch = self.torch
        t_block = time.perf_counter()
        if switch:
            fn()
            out.untimed += 1
        torch.cuda.synchronize()
        if host_ahead:
            enqueue_ms = enqueue_ms if enqueue_ms else call_s * 1e3
            fit = max(1, int((HOLD_MAX_MS - HOLD_PAD_MS) / (HOLD_MARGIN * max(enqueue_ms, 1e-3))))
            if out.ahead_cap:  # the host fell behind after this many calls before (a full launch queue)
                fit = min(fit, out.ahead_cap)
            n = max(1, min(n, fit))
            n_min = min(n_min, n)
            self.hold(HOLD_MARGIN * n * enqueue_ms + HOLD_PAD_MS)
        pool = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(n)]
        pairs, launch, keep = [], [], []
        t0 = time.perf_counter()
        for i, (start, end) in enumerate(pool):
            if i >= n_min and time.perf_counter() - t_block >= allot_s:
                break
            pairs.append((start, end))
            start.record()
            h0 = time.perf_counter()
            fn()
            launch.append((time.perf_counter() - h0) * 1e3)
            end.record()
            if host_ahead:
                keep.append(not start.query())  # the GPU was still busy before it: it never waited for this call
                if not keep[-1]:
                    break
        torch.cuda.synchronize()
        wall = time.perf_counter() - t0
        if host_ahead:
            good = [p for p, k in zip(pairs, keep) if k]
            if len(good) < len(pairs):
                out.behind += len(pairs) - len(good)
                out.ahead_cap = max(1, len(good))
            pairs = good
        out.samples.extend(s.elapsed_time(e) for s, e in pairs)
        out.host_ms.extend(launch[:len(pairs)] if host_ahead else launch)
        out.rounds.extend([round_index] * len(pairs))
        out.blocks.append((len(pairs), wall))
        out.spent_s += time.perf_counter() - t_block


def warm_up(timer: Timer, calls: dict[str, Callable], warmup: int, limit_s: float) -> dict[str, float]:
    """Up to ``warmup`` untimed calls of each (at least one), stopping after ``limit_s`` seconds of one
    callable's calls; returns the seconds of each one's last (synchronized) call, to size the first round."""
    est = {}
    for name, fn in calls.items():
        t_start = time.perf_counter()
        for _ in range(max(1, warmup)):
            t0 = time.perf_counter()
            fn()
            timer.sync()
            est[name] = max(time.perf_counter() - t0, 1e-6)
            if time.perf_counter() - t_start >= limit_s:
                break
    return est


def run_rounds(calls: dict[str, Callable], *, device: str, budget: Budget, warmup: int = 10,
               progress: Callable[[str], None] | None = None) -> dict:
    """Warm up every callable in ``calls`` (``warm_up``: at most a tenth of the budget each), then time
    both figures in rounds.

    Returns ``{"series": {name: {figure: Series}}, "rounds": n, "stopped": why, "budget_s": s,
    "figures": [...]}``; ``stopped`` is ``tight``, ``budget``, ``max_calls`` or ``fixed``.
    """
    timer = Timer(device)
    # back_to_back before pipelined: its enqueue times size the host-ahead hold
    figures = (["latency", "back_to_back", "pipelined"] if timer.spin else ["latency", "pipelined"]) \
        if timer.cuda else ["latency"]
    ahead = timer.spin is not None
    series = {name: {f: Series() for f in figures} for name in calls}
    budget_s = budget.resolved_seconds(device)
    share_s = budget_s / len(figures)  # of one callable's budget, per figure
    est = warm_up(timer, calls, warmup, WARMUP_SHARE * budget_s)
    target = budget.fixed if budget.fixed > 0 else None
    stopped, r = "budget", 0
    while r < MAX_ROUNDS:
        rounds_left = max(1, TARGET_ROUNDS - r)
        names = list(calls) if r % 2 == 0 else list(calls)[::-1]
        for name in names:
            for fig in figures:
                s = series[name][fig]
                done = len(s.samples)
                if target is not None:  # a fixed number of calls: no clock
                    n = n_min = min(target - done, math.ceil(target / TARGET_ROUNDS))
                    allot = math.inf
                else:
                    per_call = s.per_call_s() or est[name]
                    allot = max(0.0, share_s - s.spent_s) / rounds_left
                    n_min = min(math.ceil(max(0, budget.min_calls - done) / rounds_left), budget.max_calls - done)
                    # the clock stops a block (estimates can be far off on a busy machine); n only caps it
                    # and no round takes more than its share of max_calls: the rounds are the unit of the interval
                    n = min(max(2 * math.ceil(allot / per_call), n_min, 1), budget.max_calls - done,
                            max(n_min, 1, math.ceil((budget.max_calls - done) / rounds_left)))
                call_s = s.per_call_s() or est[name]
                if n <= 0 or (n_min <= 0 and _spent(s, share_s, call_s)) or _never_ahead(fig, s, ahead):
                    continue
                args = (calls[name], n, s, r, n_min, allot, call_s < SWITCH_CALL_UNDER_S, 0.0 if target else call_s)
                if fig == "latency":
                    timer.latency(*args)
                elif fig == "back_to_back" or not ahead:
                    timer.pipelined(*args)
                else:
                    b2b = series[name]["back_to_back"].host_ms
                    timer.pipelined(*args, host_ahead=True,
                                    enqueue_ms=statistics.median(b2b[-50:]) if b2b else None)
        r += 1
        all_s = [s for per in series.values() for f, s in per.items() if not _never_ahead(f, s, ahead)]
        if target is not None:
            if all(len(s.samples) >= target for s in all_s):
                stopped = "fixed"
                break
            continue
        if progress:
            progress(_progress_line(r, series))
        enough = all(len(s.samples) >= budget.min_calls for s in all_s)
        if all(len(s.samples) >= budget.max_calls for s in all_s):
            stopped = "max_calls"
            break
        if enough and r >= MIN_ROUNDS and settled([round_values(s.samples, s.rounds) for s in all_s]):
            stopped = "tight"
            break
        # the first series to spend its share ends the rounds: a round that times one series without the others
        # pairs nothing (the paired ratio's unit is a round both sides ran in)
        if enough and r >= MIN_ROUNDS and any(_spent(s, share_s, s.per_call_s() or 0.0) for s in all_s):
            stopped = "budget"
            break
    if target is not None and progress:
        progress(_progress_line(r, series))
    return {"series": series, "rounds": r, "stopped": stopped, "budget_s": budget_s, "figures": figures,
            "host_ahead": ahead}


def _never_ahead(fig: str, s: Series, ahead: bool) -> bool:
    """A host-ahead series whose blocks never kept a call: the callable syncs with the GPU; stop trying."""
    return ahead and fig == "pipelined" and not s.samples and s.behind >= AHEAD_TRIES


def _spent(s: Series, share_s: float, call_s: float) -> bool:
    """Whether a series has used its share of the budget (to within 5 %, or half a call)."""
    return share_s - s.spent_s <= max(0.05 * share_s, call_s / 2)


def _progress_line(r: int, series: dict) -> str:
    calls = sum(len(s.samples) for per in series.values() for s in per.values())
    meds = ", ".join(f"{name} {statistics.median(per['latency'].samples):.3f} ms"
                     for name, per in series.items() if per["latency"].samples)
    return f"round {r}: {calls} timed calls; latency {meds}"
