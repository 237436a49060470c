"""Trace processing speed: a synthetic 50,000-event ``torch.profiler`` Chrome trace through the engine.

Builds a Kineto-shaped GPU trace (``tests/trace_factory.py``: ``aten::linear`` > ``aten::addmm`` >
``cudaLaunchKernel`` > kernel, with flow events and a forward range per forward), writes it as JSON,
then times what the profile stage does with it: ``json.load`` + ``process_trace`` (cut out one
forward, match launches, kernel table, idle gaps). It also times what the Timeline view computes for
the densest case (one forward with every kernel) before Plotly draws it.
Target: 50,000 events processed within 10 s.

    python benchmarks/engine/bench_trace_processing.py [--events 50000] [--forwards 10]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analyzers.analyses.profile.profile_events import load_trace
from analyzers.analyses.profile.profile_trace import process_trace
from tests import trace_factory as tf

EVENTS_PER_KERNEL = 6  # linear, addmm, launch, kernel, two flow events


def timed(fn):
    t0 = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=50_000)
    ap.add_argument("--forwards", type=int, default=10)
    args = ap.parse_args()
    kernels = -(-args.events // (EVENTS_PER_KERNEL * args.forwards))
    trace = tf.gpu_trace("eager", forwards=args.forwards, kernels=kernels, shapes=True)
    n = tf.count_events(trace)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "eager.trace.json"
        path.write_text(json.dumps(trace))
        size = path.stat().st_size
        loaded, t_load = timed(lambda: load_trace(path))
        section, t_proc = timed(lambda: process_trace(loaded))
    print(f"trace: {n:,} events, {size / 2**20:.1f} MiB, {args.forwards} forwards x {kernels} kernels")
    print(f"  json.load       {t_load:6.2f} s")
    print(f"  process_trace   {t_proc:6.2f} s   ({n / t_proc / 1e3:,.0f} k events/s)")
    print(f"  total           {t_load + t_proc:6.2f} s   (target < 10 s: {'ok' if t_load + t_proc < 10 else 'MISSED'})")
    print(f"  one forward: {section['kernels_per_forward']} kernels, {len(section['cpu_ops'])} CPU ops, "
          f"wall {section['wall_us']:.0f} us, busy {section['busy_share']:.0%}")

    # The Timeline view's own work on one dense forward (every kernel in one): bars, windowing, merging.
    try:
        from dashboard.views import timeline as tv
    except ImportError as e:  # the GPU machine may have no plotly
        print(f"timeline view: skipped ({e})")
        return 0 if t_load + t_proc < 10 else 1
    dense = tf.gpu_trace("eager", forwards=1, kernels=args.events // EVENTS_PER_KERNEL)
    mode = process_trace(dense)
    report = {"profile": {"available": True, "eager": mode, "compiled": mode}, "request": {}}
    data, t_data = timed(lambda: tv.timeline_data(report))
    fig, t_fig = timed(lambda: tv.timeline_figure(report, data=data))
    fig_json, t_json = timed(fig.to_json)
    print(f"timeline (one forward of {mode['kernels_per_forward']:,} kernels, eager + compiled rows): "
          f"{data['total']:,} bars -> {data['drawn']:,} drawn ({data['merged']:,} merged)")
    print(f"  timeline_data {t_data:.2f} s, timeline_figure {t_fig:.2f} s, to_json {t_json:.2f} s "
          f"({len(fig_json) / 2**20:.1f} MiB sent to the browser)")
    return 0 if t_load + t_proc < 10 else 1


if __name__ == "__main__":
    sys.exit(main())
