"""GPU time of one forward as the profiler sees it with the host ahead of the GPU.

The profile's *busy time* is the union of a forward's kernel intervals: it leaves out the GPU's own gap
between one kernel and the next (about 0.4 µs inside a CUDA graph, 0.85 µs for kernels launched one by
one on an H200). The benchmark's pipelined GPU time includes those gaps, by construction. To hold the two
against each other, this pass profiles ``forwards`` calls queued behind a spin kernel
(``torch.cuda._sleep``, as the benchmark does), so the GPU runs them back to back without waiting for the
host, and reports each forward's *span*: first kernel start to last kernel end.

Forwards are told apart by count: an isolated profiled call gives the GPU activities (kernels, copies,
memsets) of one forward. The pass is valid only if the host stayed ahead: an event recorded right after
the spin must still be pending when the host has enqueued every forward (a model that synchronizes inside
its forward never gets ahead; then there is no span, with the reason).
"""

from __future__ import annotations

import logging
import statistics
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

HOLD_MAX_MS = 200.0


def _device_events(prof) -> list[tuple[float, float, str]]:
    import torch

    out = []
    for e in prof.events():
        if e.device_type == torch.autograd.DeviceType.CUDA:
            tr = e.time_range
            out.append((float(tr.start), float(tr.end), e.name))
    return sorted(out)


def host_ahead_spans(call: Callable[[], Any], *, enqueue_ms: float | None, forwards: int = 3) -> dict:
    """``{available, span_us (median), spans_us, activities_per_forward}`` or ``{available: False, reason}``."""
    import torch
    from torch.profiler import ProfilerActivity, profile

    spin = getattr(torch.cuda, "_sleep", None)
    if spin is None:
        return {"available": False, "reason": "this torch has no torch.cuda._sleep to put the host ahead"}
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as one:
        call()
        torch.cuda.synchronize()
    per_forward = len(_device_events(one))
    if per_forward == 0:
        return {"available": False, "reason": "the profiler saw no GPU activity in one forward"}
    # calibrate the spin: cycles per ms
    a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    a.record()
    spin(1_000_000)
    b.record()
    b.synchronize()
    cycles_per_ms = 1_000_000 / max(a.elapsed_time(b), 1e-3)
    hold_ms = min(HOLD_MAX_MS, 1.5 * forwards * (enqueue_ms or 5.0) + 1.0)
    after_hold = torch.cuda.Event()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        spin(int(hold_ms * cycles_per_ms))
        after_hold.record()
        for _ in range(forwards):
            call()
        ahead = not after_hold.query()
        torch.cuda.synchronize()
    if not ahead:
        return {"available": False, "reason": (
            f"the host did not stay ahead of the GPU ({hold_ms:.0f} ms of spin for {forwards} forwards): the "
            "forward waits for the GPU inside (a sync, .item(), a data-dependent if), so the GPU idles between "
            "its kernels whatever is measured")}
    spans = spans_of(_device_events(prof), per_forward, forwards)
    if spans is None:
        return {"available": False, "reason": f"fewer GPU activities than {forwards} forwards of {per_forward}: "
                                              "cannot tell the forwards apart"}
    return {"available": True, "span_us": round(statistics.median(spans), 2), "spans_us": [round(s, 2) for s in spans],
            "activities_per_forward": per_forward, "hold_ms": round(hold_ms, 2)}


def spans_of(events: list[tuple[float, float, str]], per_forward: int, forwards: int) -> list[float] | None:
    """First start to last end of each forward's ``per_forward`` GPU activities, the spin kernel left out
    (the last ``per_forward * forwards`` activities are the forwards'); None when there are too few."""
    events = sorted(e for e in events if "sleep" not in e[2].lower() and "spin" not in e[2].lower())
    if per_forward <= 0 or len(events) < per_forward * forwards:
        return None
    events = events[-per_forward * forwards:]
    out = []
    for i in range(forwards):
        chunk = events[i * per_forward:(i + 1) * per_forward]
        out.append(max(e[1] for e in chunk) - chunk[0][0])
    return out
