"""The stages a worker runs, one function each: ``stage_<name>(run, stage_result)``.

Stages hand objects to later ones through ``run.state`` (the loaded model, the compiled model). Torch is imported
here, never by the stdlib-only modules.
"""

from __future__ import annotations

import json
import logging
import time

import torch

from ..analyses.options.compile_setup import compile_kwargs, grad_context, inductor_overrides, uses_cudagraphs
from ..report.schema import StageResult
from . import own_time, priority
from .fix_changes import apply_changes, check_reference
from .run_context import Run, StagePartial, StageSkipped
from .side_by_side import baseline_of, compile_baseline
from .stage_compile_trace import read_compile_trace
from .stage_gpu_layer import decode_gpu_layer, gpu_layer_account, gpu_watch, gpu_watch_stopped_on_error
from .stage_layout import run_layout_stage
from .stage_source_lines import compile_config, line_ranges, source_lines_section
from .timing_processes import stage_message, time_in_processes

log = logging.getLogger("compilescope.worker")

def _sync(device: str) -> None:
    if device.startswith("cuda"):
        torch.cuda.synchronize()


def stage_load(run: Run, st: StageResult) -> None:
    from ..analyses.environment import collect_environment
    from ..models.contract import SourceError
    from ..models.sources import load_model
    from .admission import worker_problems

    env = collect_environment()
    run.report["environment"] = env
    problems = worker_problems(run.request, env)
    if problems:
        raise SourceError("; ".join(problems))
    own_time.mark("environment_recorded")  # the tool's own share of load: versions, the GPU, the checks
    opts = run.request.options
    torch.manual_seed(0)
    loaded = load_model(run.request.source, opts)
    if opts.workload == "decode":  # explain, compile and profile look at one decode step
        from ..analyses.decode.decode_inputs import decode_step_probe

        loaded = decode_step_probe(loaded, opts, grad=lambda: grad_context(opts))
    apply_changes(run, loaded)  # a layout or precision fix experiment: nothing unless the request asks
    run.state["loaded"] = loaded
    if "explain" in run.request.only:  # explain must see the state of a user's first call
        from ..analyses.breaks.explain import first_call_copy

        run.state["explain_model"], run.state["model_state"] = first_call_copy(loaded.model)
    n_params = sum(p.numel() for p in loaded.model.parameters())
    # Check that the inputs fit the model before any analysis (a clear message, not a compile error).
    with grad_context(opts):
        try:
            out = loaded.model(*loaded.args, **loaded.kwargs)
        except (torch.cuda.OutOfMemoryError, MemoryError):
            raise  # out of memory, not a mismatch: friendly_error says what to lower
        except Exception as e:
            raise SourceError(f"the example inputs do not fit the model: {type(e).__name__}: {e}") from e
        _sync(opts.device)
    del out
    run.report["model"] = {
        "description": loaded.description,
        "parameters": n_params,
        "class": type(loaded.model).__name__,
        "extra_calls": len(loaded.extra_calls),
    }


def _loaded(run: Run):
    loaded = run.state.get("loaded")
    if loaded is None:
        raise StageSkipped("the model did not load")
    return loaded


def _paths(run: Run):
    """How this run stores source files: relative to its recipe's folder, from the package on
    (``report/paths.py``)."""
    from ..report.paths import Portable, import_roots

    if "paths" not in run.state:
        source = run.request.source
        run.state["paths"] = Portable.for_run({"kind": source.kind, "name": source.name}, import_roots())
    return run.state["paths"]


def stage_explain(run: Run, st: StageResult) -> None:
    from ..analyses.breaks.explain import collect_explain
    from ..analyses.graphs.fx_graphs import graph_record

    loaded = _loaded(run)
    model = run.state.pop("explain_model", None)
    model = loaded.model if model is None else model
    records: list[dict] = []
    with grad_context(run.request.options):
        ex = collect_explain(
            model, loaded.args, loaded.kwargs, loaded.user_files,
            on_graph=lambda gm, i: records.append(graph_record(gm, i)), paths=_paths(run),
        )
    del model
    ex["model_state"] = run.state.get("model_state") or "the loaded model, after the load check's forward"
    run.report["explain"] = ex
    run.state["graph_records"] = records
    _save_graphs(run, st)  # Dynamo graphs now; the code stage adds the kernels each node became
    if ex.get("coverage_error"):
        raise StagePartial(f"coverage not measured ({ex['coverage_error']}); graphs and breaks kept")


def _save_graphs(run: Run, st: StageResult) -> None:
    """Store the captured FX graphs (``artifacts/graphs.json``) with what is known of their kernels."""
    from ..analyses.graphs.fx_graphs import dumps, graphs_artifact
    from ..report.paths import portable_graph_sources

    records = run.state.get("graph_records")
    if not records:
        return
    try:
        artifact, section = graphs_artifact(
            records, {"provenance": run.state.get("provenance")}, run.report.get("code"),
            run.dir / "artifacts" / "trace" if "output_code" in run.state else None,
        )
        portable_graph_sources(artifact, _paths(run))
        run.store.save_artifact(run.run_id, section["artifact"], dumps(artifact))
        run.report["graphs"] = section
    except Exception as e:  # noqa: BLE001 - the graph view is lost, the analysis is not
        st.notes.append(f"graphs not stored: {type(e).__name__}: {e}")


def stage_compile(run: Run, st: StageResult) -> None:
    """Compile for real under the structured trace; time the first call; run the extra calls."""
    from ..analyses.trace.trace_capture import capture_trace

    loaded = _loaded(run)
    opts = run.request.options
    model, args, kwargs = loaded.model, loaded.args, loaded.kwargs
    torch._dynamo.reset()  # explain left its own compiled frames behind
    if opts.mark_dynamic:  # a fix experiment: the inputs marked for the compiled calls, files untouched
        from ..analyses.options.compile_setup import mark_dynamic_inputs

        mark_dynamic_inputs(model, [(args, kwargs), *loaded.extra_calls], opts.mark_dynamic)
    trace_dir = run.dir / "artifacts" / "trace"
    calls = []
    with grad_context(opts), capture_trace(trace_dir) as cap, \
            inductor_overrides({**compile_config(run, st.notes), **opts.inductor_config}), \
            gpu_watch_stopped_on_error(run):
        compiled = torch.compile(model, **compile_kwargs(opts))
        run.state["compiled"] = compiled
        watch = gpu_watch(run, "first call")
        model(*args, **kwargs)  # warm eager call: compile time = first compiled call - this
        _sync(opts.device)
        t0 = time.perf_counter()
        model(*args, **kwargs)
        _sync(opts.device)
        eager_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        compiled(*args, **kwargs)
        _sync(opts.device)
        first_s = time.perf_counter() - t0
        compile_s = max(0.0, first_s - eager_s)
        run.state["compile_s"] = compile_s
        for i, (a, k) in enumerate(loaded.extra_calls):
            if watch is not None:
                watch.set_phase(f"extra call {i + 1}")
            t0 = time.perf_counter()
            compiled(*a, **k)
            _sync(opts.device)
            calls.append({"call": i + 1, "seconds": round(time.perf_counter() - t0, 4)})
        check_reference(run, compiled, st)  # a fix experiment's outputs against the unchanged model
    compile_baseline(run, compile_config(run, []))  # a fix experiment's parent, to time beside it
    st.notes.extend(cap.notes)
    section, lookups = read_compile_trace(run, trace_dir, _paths(run).path, st.notes)  # one pass: both from the trace
    if isinstance(run.report.get("explain"), dict):  # breaks only the real compile names join explain's rows
        from ..analyses.breaks.break_records import merge_trace_breaks

        merge_trace_breaks(run.report["explain"], section.get("graph_breaks") or [], loaded.user_files,
                           compile_ids=section.get("compile_ids"), paths=_paths(run))
    from ..report.paths import portable_compile_paths

    portable_compile_paths(section, _paths(run), str(run.dir))  # after the merge: it judges absolute frames
    run.state["provenance"] = section.get("provenance")
    code = section.pop("output_code", [])
    run.state["output_code"] = code
    # Guards and the provenance mapping are large (MBs on bert-base): artifacts, not report fields (fast to open).
    for key in ("guards", "provenance"):
        if section.get(key):
            name = f"artifacts/{key}.json"
            run.store.save_artifact(run.run_id, name, json.dumps(section[key]))
            section[f"{key}_artifact"] = name
        section.pop(key, None)
    section["first_call_s"] = round(first_s, 4)
    section["compile_s"] = round(compile_s, 4)
    section["extra_calls"] = calls
    section["trace_files"] = sorted(
        str(p.relative_to(run.dir)) for p in trace_dir.rglob("*") if p.is_file()
    )
    section["options"] = compile_kwargs(opts)
    section["cache_lookups"] = lookups
    run.report["compile"] = section
    gpu_layer_account(run, st, "compile")
    if "code" not in run.request.only:  # the code stage would; the graphs get their compile ids from the trace here
        _save_graphs(run, st)


def stage_code(run: Run, st: StageResult) -> None:
    """Store every Inductor output module as an artifact and split it into kernels."""
    from ..analyses.codegen.codegen import language_of, split_kernels

    if "compiled" not in run.state:
        raise StageSkipped("nothing was compiled")
    if run.request.options.backend != "inductor":
        raise StageSkipped(f"backend {run.request.options.backend} generates no code (only inductor does)")
    code = run.state.get("output_code") or []
    provenance = run.state.get("provenance")
    modules, kernels = [], []
    for i, item in enumerate(code):
        cid = str(item.get("compile_id") or i).replace("/", "_")
        name = f"artifacts/code/{cid}_{i}.py"
        text = item.get("text", "")
        run.store.save_artifact(run.run_id, name, text)
        pi = item.get("provenance_index")
        ks = split_kernels(text, name, provenance[pi] if provenance and pi is not None else None)
        kernels.extend(k.__dict__ if hasattr(k, "__dict__") else k for k in ks)
        modules.append(
            {"name": name, "lang": language_of(text), "compile_id": item.get("compile_id"),
             "kernel_count": len(ks), "lines": text.count("\n") + 1}
        )
    if not code:
        st.notes.append("the structured trace held no Inductor output code (the whole model may have fallen back to eager)")
    run.report["code"] = {"modules": modules, "kernels": kernels}
    _save_graphs(run, st)


def _compiled(run: Run):
    compiled = run.state.get("compiled")
    if compiled is None or run.stages.get("compile", StageResult("compile")).status == "failed":
        raise StageSkipped("the compile stage failed, so there is no compiled model")
    return compiled


def stage_benchmark(run: Run, st: StageResult) -> None:
    """Latency and pipelined GPU time of eager and compiled, in rounds under the time budget (``benchmark.py``)."""
    from ..analyses.timing.bench_rounds import Budget
    from ..analyses.timing.benchmark import collect_benchmark
    from .run_context import progress as run_progress

    loaded, compiled = _loaded(run), _compiled(run)
    opts = run.request.options
    cudagraphs = uses_cudagraphs(opts)
    budget = Budget(seconds=opts.bench_seconds, min_calls=opts.min_calls, max_calls=opts.max_calls,
                    fixed=opts.iterations)
    gpu_watch(run, "benchmark")
    last_save = [0.0]

    def progress(line: str) -> None:  # the stage table (New run page) and the CLI's stderr show it moving
        st.message = line
        run_progress(f"benchmark: {line}")
        if time.monotonic() - last_save[0] >= 1.0:
            last_save[0] = time.monotonic()
            run.save()

    timed = time_in_processes(run, budget, progress)  # fresh processes: nothing of this one beside a timed call
    if run.state.get("timing_note"):
        st.notes.append(run.state["timing_note"])
    with priority.timed_calls() as prio:  # at the priority the worker started with, where the OS allows it
        section, samples = collect_benchmark(
            loaded.model, compiled, loaded.args, loaded.kwargs, device=opts.device, dtype=opts.dtype, budget=budget,
            warmup=opts.warmup, cudagraphs=cudagraphs, grad=lambda: grad_context(opts),
            compile_s=round(run.state.get("compile_s", 0.0), 4), batch_size=opts.batch_size, progress=progress,
            beside={"baseline": baseline_of(run).call} if baseline_of(run).call else None,
            timed=timed,
        )
    if opts.side_by_side and "side_by_side" not in section:
        section["side_by_side"] = {"timed": "apart", "why": baseline_of(run).apart
                                   or "the parent's configuration was not built in this process"}
    section["priority"] = prio
    if priority.timed_note(prio):
        st.notes.append(priority.timed_note(prio))
    name = "artifacts/benchmark_samples.json"
    run.store.save_artifact(run.run_id, name, json.dumps({"unit": "ms", "series": samples}))
    section["samples_artifact"] = name
    section["grad_mode"] = opts.grad_mode
    run.report["benchmark"] = section
    st.message = stage_message(section, fresh=timed is not None)
    if not opts.device.startswith("cuda"):
        st.notes.append("peak memory is measured on CUDA devices only")
    gpu_layer_account(run, st, "benchmark")


def stage_profile(run: Run, st: StageResult) -> None:
    """torch.profiler over a few eager and compiled forwards (never the timed ones), and the roofline."""
    from ..analyses.hardware.roofline import collect_roofline
    from ..analyses.profile.kernel_records import inductor_kernel_meta
    from ..analyses.profile.profiling import collect_profile
    from ..analyses.timing.benchmark import make_call

    loaded, compiled = _loaded(run), _compiled(run)
    opts = run.request.options
    cudagraphs = uses_cudagraphs(opts)
    eager_call = make_call(loaded.model, loaded.args, loaded.kwargs, False)
    compiled_call = make_call(compiled, loaded.args, loaded.kwargs, cudagraphs)
    meta = inductor_kernel_meta([c.get("text", "") for c in run.state.get("output_code") or []])
    gpu_watch(run, "profile")
    with grad_context(opts):
        for _ in range(3 if "decode" in run.report else 0):  # decode ran first and reset Dynamo: recompile
            compiled_call()  # (warm cache) and record any CUDA graphs outside the profiled calls
        section = collect_profile(
            eager_call, compiled_call, device=opts.device, out_dir=run.dir / "artifacts" / "profile", iterations=3,
            code_kernels=(run.report.get("code") or {}).get("kernels"), kernel_meta=meta,
            artifact_prefix="artifacts/profile/", eager_ranges=line_ranges,
        )
        if opts.device.startswith("cuda"):
            section["launch_gap"] = _launch_gap(opts.device, section.setdefault("notes", []))
        run.report["profile"] = section
        measured, what = _roofline_measure(run.report.get("benchmark") or {})
        run.report["roofline"] = collect_roofline(
            eager_call, device=opts.device, dtype=opts.dtype, profile=section,
            peaks_cache=run.store.root / "peaks.json", measured_ms=measured,
        )
        run.report["roofline"]["measured_what"] = what
    run.report["source_lines"] = source_lines_section(run)  # time per source line
    st.notes.extend(section.get("notes") or [])
    gpu_layer_account(run, st, "profile")
    _break_costs(run, st)


def _launch_gap(device: str, notes: list[str]) -> dict | None:
    """The GPU's own gap between queued kernels (``launch_gap.measure_launch_gap``); None, with a note, where
    this torch has no spin kernel to queue them behind or the measurement fails."""
    from ..analyses.profile.launch_gap import measure_launch_gap
    from ..analyses.timing.bench_rounds import Timer

    timer = Timer(device)
    if timer.spin is None:
        notes.append("the GPU's gap between queued kernels not measured: this torch has no torch.cuda._sleep")
        return None
    try:
        return measure_launch_gap(timer)
    except Exception as e:  # noqa: BLE001 - the profile stands without it
        notes.append(f"the GPU's gap between queued kernels not measured: {type(e).__name__}: {e}"[:300])
        return None


def _roofline_measure(bench: dict) -> tuple[dict, str]:
    """What the roofline's floor is held against: the GPU time per call where the benchmark measured it with
    the host ahead (the floor is GPU work), else the latency (host time included)."""
    pipe = bench.get("pipelined") or {}
    if all((pipe.get(k) or {}).get("method") == "host_ahead" for k in ("eager", "compiled")):
        return {k: pipe[k].get("median_ms") for k in ("eager", "compiled")}, "pipelined GPU time (host ahead)"
    return {k: (bench.get(k) or {}).get("median_ms") for k in ("eager", "compiled")}, "latency"


def stage_counters(run: Run, st: StageResult) -> None:
    """Nsight Compute counters of one eager and one compiled forward (``counters.py``)."""
    from ..analyses.hardware.counters import collect_counters

    opts = run.request.options
    # What is left of the run's timeout, split between the two modes: a slow ncu must not get the
    # whole run killed (and its finished stages marked failed) by the dispatcher.
    left = opts.timeout_s - (time.time() - float(run.report.get("started") or time.time())) - 30
    if left < 120:
        raise StageSkipped(f"only {max(0, int(left))} s left of the run's {opts.timeout_s} s timeout: "
                           "raise --timeout to read hardware counters")
    section = collect_counters(run.store.root, run.run_id, opts.device, timeout_s=int(left // 2))
    run.report["counters"] = section
    if not section.get("available"):
        raise StageSkipped(section.get("reason") or "no hardware counters")
    if section.get("reason"):
        st.notes.append(section["reason"])
    st.notes.append(f"{section.get('tool')}: clocks locked to base, caches flushed before each kernel replay")


def stage_decode(run: Run, st: StageResult) -> None:
    """Prefill and every decode step, eager against compiled, with the compiles of each step (``decode.py``)."""
    from ..analyses.decode.decode import DecodeFailed, DecodeSpec, collect_decode

    loaded = _loaded(run)
    opts = run.request.options
    torch._dynamo.reset()  # explain and compile left the decode step's compiled frames behind (profile runs after)
    trace_dir = run.dir / "artifacts" / "trace_decode"
    watch = gpu_watch(run, "decode")  # the same account as the forward's, over the token loop
    try:
        with priority.timed_calls() as prio:  # at the priority the worker started with, where the OS allows it
            section = collect_decode(loaded.model, DecodeSpec.from_options(opts, trace_dir),
                                     grad=lambda: grad_context(opts))
    finally:
        if watch is not None:
            watch.stop()
    decode_gpu_layer(run, section, watch, trace_dir)
    section["priority"] = prio
    if priority.timed_note(prio):
        section["notes"].append(priority.timed_note(prio))
    section["trace_files"] = sorted(str(p.relative_to(run.dir)) for p in trace_dir.rglob("*") if p.is_file())
    hits = ((section.get("compile_trace") or {}).get("cache") or {}).get("hits")
    if hits and run.stages.get("compile", StageResult("compile")).status == "ok":
        section["notes"].append(
            f"the compile stage compiled the decode step before: {hits} Inductor cache hit(s) here, so the decode "
            "step's compile time is a warm-cache figure (the prefill's is cold)")
    run.report["decode"] = section
    st.notes.extend(section["notes"])
    err = (section.get("compiled") or {}).get("error")
    if err:
        finding = next((f for f in section["findings"] if f.get("kind") == "failure"), None)
        raise DecodeFailed(f"{finding['message']}; fix: {finding['fix']}" if finding else err.get("message", ""))


stage_layout = run_layout_stage  # memory formats, Inductor's layout conversions (stage_layout.py)


# -- numerics --------------------------------------------------------------------------------------------------
def stage_numerics(run: Run, st: StageResult) -> None:
    """Every output of every input, compiled against eager; where they differ, the first module and the culprit
    (``numerics_stage.py``)."""
    from .numerics_stage import run_numerics_stage

    run_numerics_stage(run, st)


def stage_cold_start(run: Run, st: StageResult) -> None:
    """Fresh processes per route: JIT cold, warm cache, mega-cache, an AOTInductor package (``stage_cold_start.py``)."""
    from .stage_cold_start import run_cold_start_stage

    run_cold_start_stage(run, st)


# -- what each graph break costs (from the profiled compiled forward) -----------------------------------------
def _break_costs(run: Run, st: StageResult) -> None:
    """``report["break_cost"]``, and ``cost_ms`` / ``cost_share`` on each break row (``break_cost.py``)."""
    from ..analyses.breaks.break_cost import collect_break_cost
    from ..analyses.profile.profile_events import load_trace

    ex, trace = run.report.get("explain"), ((run.report.get("profile") or {}).get("traces") or {}).get("compiled")
    if not isinstance(ex, dict) or not trace:
        return
    try:
        section = collect_break_cost(load_trace(run.dir / trace), ex.get("breaks") or [],
                                     (run.report.get("compile") or {}).get("graph_breaks") or [])
    except Exception as e:  # noqa: BLE001 - the profile stands without it
        section = {"available": False, "reason": f"{type(e).__name__}: {e}"[:300]}
    run.report["break_cost"] = section
    if not section.get("available") and ex.get("breaks"):
        st.notes.append(f"graph break costs not measured: {section.get('reason')}")
