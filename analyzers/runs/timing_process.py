"""One timing process (``runs/timing_processes.py`` starts them): build, compile, time the rounds, write the series.

    python -m analyzers.runs.timing_process SPEC.json OUT.json
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from .timing_processes import series_to_json


def _main(spec_path: str, out_path: str) -> int:
    """In the fresh process: build, compile, time; write the series."""
    spec = json.loads(Path(spec_path).read_text())
    import torch

    from ..analyses.options.compile_setup import (
        compile_kwargs,
        dynamo_overrides,
        grad_context,
        inductor_overrides,
        uses_cudagraphs,
    )
    from ..analyses.timing.bench_rounds import Budget, run_rounds
    from ..analyses.timing.benchmark import make_call
    from ..analyses.timing.host_facts import HostWatch
    from ..report.schema import RunRequest, StageResult
    from ..report.store import RunStore
    from .run_context import Run
    from .side_by_side import baseline_of, compile_baseline
    from .stages import stage_load

    req = RunRequest.from_dict(spec["request"])
    req = dataclasses.replace(req, only=["benchmark"])
    with tempfile.TemporaryDirectory(prefix="compilescope-timing-store-") as d:
        store = RunStore(d)
        run = Run(store, store.create_run(req)["run_id"])
        opts = run.request.options
        with dynamo_overrides(opts.dynamo_config):
            stage_load(run, StageResult("load"))
            loaded = run.state["loaded"]
            if opts.mark_dynamic:
                from ..analyses.options.compile_setup import mark_dynamic_inputs

                mark_dynamic_inputs(loaded.model, [(loaded.args, loaded.kwargs)], opts.mark_dynamic)
            with grad_context(opts), inductor_overrides(dict(opts.inductor_config)):
                compiled = torch.compile(loaded.model, **compile_kwargs(opts))
                compiled(*loaded.args, **loaded.kwargs)
            compile_baseline(run, {})
            calls = {"eager": make_call(loaded.model, loaded.args, loaded.kwargs, False),
                     "compiled": make_call(compiled, loaded.args, loaded.kwargs, uses_cudagraphs(opts))}
            if baseline_of(run).call:
                calls["baseline"] = baseline_of(run).call
            watch = HostWatch(opts.device, threads=torch.get_num_threads())
            t0 = time.perf_counter()
            with grad_context(opts):
                watch.start()
                timed = run_rounds(calls, device=opts.device, budget=Budget(**spec["budget"]), warmup=spec["warmup"])
                watch.stop()
            timed["timed_s"] = round(time.perf_counter() - t0, 3)
            timed["host"] = watch.facts()
    timed["series"] = series_to_json(timed["series"])
    timed["pid"] = os.getpid()
    timed["baseline_apart"] = baseline_of(run).apart
    Path(out_path).write_text(json.dumps(timed))
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1], sys.argv[2]))
