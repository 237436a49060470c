"""The GPU layer's part of the worker's stages: the watch that listens to torch while the model is
compiled and called, and the CUDA graphs and autotuning accounts made from it after compile, benchmark, profile
and decode (``analyses/gpu_layer``)."""

from __future__ import annotations

import contextlib
import logging

from ..report.schema import StageResult
from .run_context import Run

log = logging.getLogger("compilescope.worker")


def gpu_watch(run: Run, phase: str):
    """The run's ``GpuLayerWatch`` (started by the compile stage), now labelling records with ``phase``; None for
    a run that asks neither for CUDA graphs nor for tuning (its account comes from the trace alone)."""
    from ..analyses.gpu_layer.account import cudagraphs_asked
    from ..analyses.gpu_layer.autotune import tuning_asked
    from ..analyses.gpu_layer.watch import GpuLayerWatch

    options = run.request.to_dict()["options"]
    if not (cudagraphs_asked(options) or tuning_asked(options)):
        return None
    watch = run.state.get("gpu_watch")
    if watch is None:
        watch = run.state["gpu_watch"] = GpuLayerWatch(phase).start()
    watch.set_phase(phase)
    return watch


@contextlib.contextmanager
def gpu_watch_stopped_on_error(run: Run):
    """A compile that fails leaves no later stage to stop the watch: stop it here."""
    try:
        yield
    except BaseException:
        watch = run.state.get("gpu_watch")
        if watch is not None:
            watch.stop()
        raise


def gpu_layer_account(run: Run, st: StageResult, stage: str) -> None:
    """``report["cudagraphs"]`` and ``report["autotune"]`` from what the watch heard, the trace and the profile;
    re-done after compile, benchmark and profile (each adds to it); the watch stops after the last of them. The trace's
    facts: ``run.state["trace_facts"]``, gathered in the compile stage's pass, then read on from where it ended."""
    from ..analyses.gpu_layer.account import collect_gpu_layer

    watch = run.state.get("gpu_watch")
    order = ("compile", "benchmark", "profile")
    last = not [n for n in order[order.index(stage) + 1:] if n in run.request.only]
    try:
        name = None
        pool = None
        if watch is not None:
            pool = watch.pool_bytes(run.request.options.device) if stage != "compile" else None
            if last:
                watch.stop()
            else:
                watch.snapshot_counters()
            name = "artifacts/gpu_layer.jsonl"
            watch.save(run.dir / name)
        cg, at = collect_gpu_layer(run.report, watch.records if watch else [], run_dir=run.dir, pool_bytes=pool,
                                   notes=watch.notes if watch else (), records_artifact=name,
                                   facts_reader=run.state.get("trace_facts"))
        run.report["cudagraphs"], run.report["autotune"] = cg, at
    except Exception as e:  # noqa: BLE001 - the stage's own result stands
        log.exception("GPU layer account failed")
        st.notes.append(f"CUDA graphs / autotuning account not made: {type(e).__name__}: {e}"[:300])


def decode_gpu_layer(run: Run, section: dict, watch, trace_dir) -> None:
    """``decode["gpu_layer"]``: CUDA graphs and autotuning of the token loop, from its watch and its trace."""
    from ..analyses.gpu_layer.account import collect_gpu_layer
    from ..analyses.gpu_layer.cudagraphs import headline

    try:
        records = watch.records if watch is not None else []
        if watch is not None:
            watch.save(run.dir / "artifacts" / "gpu_layer_decode.jsonl")
        cg, at = collect_gpu_layer({"request": run.request.to_dict()}, records, run_dir=run.dir, trace_dir=trace_dir,
                                   notes=watch.notes if watch is not None else ())
        replays = (section.get("cudagraphs") or {}).get("replays")  # the token loop's own count (decode.py)
        if cg.get("asked") and isinstance(replays, int):
            cg.update(replayed=replays > 0, replays=replays)
            cg["headline"] = headline(cg)
        section["gpu_layer"] = {"cudagraphs": cg, "autotune": at}
    except Exception as e:  # noqa: BLE001 - the decode figures stand
        section.setdefault("notes", []).append(f"CUDA graphs / autotuning account not made: {type(e).__name__}: {e}"[:300])
