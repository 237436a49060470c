"""The program Nsight Compute measures: one forward of a stored run's model, eager or compiled.

    python -m analyzers.analyses.hardware.ncu_target --runs-dir RUNS RUN_ID {eager,compiled}

Rebuilds the model exactly as the run did (request, seed 0, dtype, device; the compile comes from
Inductor's warm cache), runs three warm-up forwards (CUDA-graph recording included), then
brackets one forward with ``cudaProfilerStart``/``cudaProfilerStop``: under
``ncu --profile-from-start off`` only that forward's kernels are profiled. Prints nothing on
stdout (ncu writes its CSV there); exits 0 on success.
"""

from __future__ import annotations

import argparse
import os
import sys

WARMUP = 3


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs-dir", required=True)
    ap.add_argument("run_id")
    ap.add_argument("mode", choices=("eager", "compiled"))
    a = ap.parse_args(argv)
    sys.stdout = sys.stderr  # keep stdout for ncu's CSV

    import torch

    from ...models.sources import load_model
    from ...report.schema import RunRequest
    from ...report.store import RunStore
    from ..options.compile_setup import (
        compile_kwargs,
        dynamo_overrides,
        grad_context,
        inductor_overrides,
        uses_cudagraphs,
    )
    from ..timing.benchmark import make_call

    store = RunStore(a.runs_dir)
    request = RunRequest.from_dict(store.load_report(a.run_id)["request"])
    opts = request.options
    torch.manual_seed(0)
    loaded = load_model(request.source, opts)
    with grad_context(opts), inductor_overrides(opts.inductor_config), dynamo_overrides(opts.dynamo_config):
        if a.mode == "eager":
            call = make_call(loaded.model, loaded.args, loaded.kwargs, False)
        else:
            compiled = torch.compile(loaded.model, **compile_kwargs(opts))
            call = make_call(compiled, loaded.args, loaded.kwargs, uses_cudagraphs(opts))
        for _ in range(WARMUP):
            call()
        torch.cuda.synchronize()
        torch.cuda.cudart().cudaProfilerStart()
        call()
        torch.cuda.synchronize()
        torch.cuda.cudart().cudaProfilerStop()
    sys.stderr.flush()
    os._exit(0)  # skip interpreter teardown (compile workers, atexit hooks)


if __name__ == "__main__":
    sys.exit(main())
