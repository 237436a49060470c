"""The cold_start stage: each route of a serving process's start, in fresh processes, side by side.

The worker saves the loaded model's weights and inputs once (every process gets the same), then starts the
route processes one after the other (``cold_start_route``), each in a process group of its own that dies with
the worker, with cache folders of this run (never the user's ``TORCHINDUCTOR_CACHE_DIR``):

==================  =====================================================================================
eager               no compile (the baseline), caches ``eager/``
jit-cold            torch.compile, empty caches ``jit/``; saves the mega-cache artifacts after its steady state
jit-regional        each copy of the model's repeated block compiled in place (``nn.Module.compile``), empty caches
                    ``regional/``; the block is found here from the loaded model (``--regional-block`` names it)
jit-warm-cache      torch.compile on the caches ``jit/`` that jit-cold left
jit-regional-warm-  jit-regional's block compiled again on the caches ``regional/`` that jit-regional left
cache
jit-mega-cache      torch.compile, empty caches ``mega/``, loads jit-cold's artifacts first
aot-package         a build process (export + AOTInductor package, caches ``aot/``), then a process that only
                    loads the package (empty caches ``aot-load/``)
==================  =====================================================================================

Each jit route (jit-regional too) runs under ``TORCH_TRACE``; jit-regional's row gets ``block`` (path, copies,
class) and ``regional`` (Dynamo's compiles for the copies, the guard that failed between them and its fix:
``analyses/options/regional_account``). ``--cold-routes`` picks routes (the others are skipped with the reason).
Each route's first output is held against the worker's own eager output with the run's dtype tolerance
(``analyses/numerics/compare``). The run's ``--timeout`` bounds the whole stage: a route that would run past
it is killed and says so, later ones are skipped with the reason; a failing route is an error in its row.
The work folder (weights, caches, package) is removed at the end; each process's log stays in
``artifacts/cold_start/``.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sys
import time
from dataclasses import asdict

import torch

from ..report.cold_start_rows import ROUTES
from ..report.schema import StageResult
from .child_process import SessionMemory, spawn_in_group, wait_or_kill
from .cold_start_lookups import JIT_ROUTES, route_trace_dir, run_route_lookups
from .executor import engine_env
from .run_context import Run, StagePartial, StageSkipped
from .run_context import progress as run_progress

# The order the routes run in: the two that compile from nothing first, so a tight --timeout still gets them; the
# report shows them in ROUTES' order.
RUN_ORDER = ("eager", "jit-cold", "jit-regional", "aot-package", "jit-warm-cache", "jit-regional-warm-cache",
             "jit-mega-cache")
MARGIN_S = 20  # seconds of the run's timeout kept for saving the report after the last route
MIN_ROUTE_S = 5  # a route with less time left than this is skipped, not started
# route -> the process roles it takes, each with its cache folder
PROCESSES = {"eager": [("eager", "eager")], "jit-cold": [("jit-cold", "jit")],
             "jit-regional": [("jit-regional", "regional")], "jit-warm-cache": [("jit-warm-cache", "jit")],
             "jit-regional-warm-cache": [("jit-regional", "regional")],
             "jit-mega-cache": [("jit-mega-cache", "mega")],
             "aot-package": [("aot-build", "aot"), ("aot-load", "aot-load")]}


def run_cold_start_stage(run: Run, st: StageResult) -> None:
    from ..analyses.numerics.compare import flat_tensors
    from ..analyses.options.compile_setup import grad_context

    opts = run.request.options
    if opts.workload == "decode":
        raise StageSkipped("a cold start times one forward: a decode run has no cold-start routes")
    loaded = run.state.get("loaded")
    if loaded is None:
        raise StageSkipped("the model did not load")
    work = run.dir / "cold_start_work"
    logs = run.dir / "artifacts" / "cold_start"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    logs.mkdir(parents=True, exist_ok=True)
    torch.save(loaded.model.state_dict(), work / "weights.pt")
    torch.save({"args": loaded.args, "kwargs": loaded.kwargs}, work / "inputs.pt")
    with grad_context(opts):
        reference = [t.detach().to("cpu", copy=True) for t in flat_tensors(loaded.model(*loaded.args, **loaded.kwargs))]
    spec = {"source": asdict(run.request.source), "options": asdict(opts), "weights": str(work / "weights.pt"),
            "inputs": str(work / "inputs.pt"), "out_dir": str(work / "out"), "package": str(work / "model.pt2"),
            "mega_artifacts": str(work / "mega_cache.bin") if _has_mega_cache() else None,
            "user_files": list(loaded.user_files), **_regional_spec(loaded.model, opts.regional_block)}
    (work / "spec.json").write_text(json.dumps(spec, default=str))
    section = {"routes": [], "device": opts.device, "dtype": opts.dtype, "notes": _notes(opts, spec),
               "reference": "the worker's own eager output, same weights and inputs",
               "timing": "latency of each call, synchronized, in rounds under the run's budget (as a run's benchmark), "
                         "timed in the route's own process: routes are not interleaved"}
    run.report["cold_start"] = section
    deadline = float(run.report.get("started") or time.time()) + opts.timeout_s - MARGIN_S
    try:
        for route in RUN_ORDER:
            row = _run_route(run, route, work, logs, deadline, section["routes"], st)
            _check_numerics(row, work, reference, opts.dtype)
            section["routes"].append(row)
            section["routes"].sort(key=lambda r: ROUTES.index(r["route"]))
            st.message = f"{len(section['routes'])}/{len(ROUTES)} routes: {route} {row['status']}"
            run.save()
        from .compile_changes_stage import run_compile_changes

        run_compile_changes(run, work, logs, spec, section, reference, deadline, st, _one_process)
    finally:
        shutil.rmtree(work, ignore_errors=True)
        run_route_lookups(run.report, logs)  # each jit route's cache lookups, from the trace its process wrote
    _link_export_error(run.report)
    from ..report.cold_start_rows import regional_comparison, steady_comparison

    regional = regional_comparison(section["routes"])
    if regional:
        section["notes"].append(regional)
        next(r for r in section["routes"] if r["route"] == "jit-regional")["regional_note"] = regional
        run.save()
    note = steady_comparison(section["routes"])
    if note:
        section["notes"].append(note)
        warm = next((r for r in section["routes"] if r["route"] == "jit-warm-cache"), None)
        if warm is not None:
            warm["steady_note"] = note
        run.save()
    # a route torch does not offer here is a note; one that failed, was killed or ran out of time leaves the stage
    # partial: its row says why, the other routes stand
    missing = [r["route"] for r in section["routes"] if r["status"] == "failed"
               or "time budget" in str((r.get("error") or {}).get("message"))]
    if missing:
        raise StagePartial(f"route(s) without a result: {', '.join(missing)} (each row says why)")


def _regional_spec(model, path: str) -> dict:
    """The jit-regional route's block (``regional``: path, copies, class and each copy's module path), or why the
    route has none (``regional_skip``)."""
    from ..analyses.options.regional_block import OFF, BlockNotFound, find_repeated_block

    if path == OFF:
        return {"regional": None, "regional_skip": "--regional-block none"}
    try:
        block = find_repeated_block(model, path)
    except BlockNotFound as e:  # the block the user named is an error of the route; none found, a skip
        return {"regional": None, "regional_skip": str(e), "regional_error": str(e) if path else None}
    return {"regional": dict(block.as_dict(), names=block.names), "regional_skip": None}


def _has_mega_cache() -> bool:
    return callable(getattr(torch.compiler, "save_cache_artifacts", None)) and \
        callable(getattr(torch.compiler, "load_cache_artifacts", None))


def _has_aoti() -> bool:
    ind = torch._inductor
    return callable(getattr(ind, "aoti_compile_and_package", None)) and callable(getattr(ind, "aoti_load_package", None))


def _notes(opts, spec: dict) -> list[str]:
    notes = []
    if not spec["mega_artifacts"]:
        notes.append(f"torch {torch.__version__} has no torch.compiler.save_cache_artifacts: no jit-mega-cache route")
    if not _has_aoti():
        notes.append(f"torch {torch.__version__} has no torch._inductor.aoti_compile_and_package / aoti_load_package: "
                     "no aot-package route")
    if opts.mode != "default" or opts.backend != "inductor":
        notes.append(f"the aot-package route compiles with AOTInductor's defaults (and --inductor-config): backend "
                     f"{opts.backend} and mode {opts.mode} apply to the jit routes only")
    block = spec.get("regional")
    how = "where --regional-block names it" if opts.regional_block else "from the model: the longest run of " \
        "same-class siblings"
    notes.append(f"jit-regional compiles {block['path']} ({block['copies']} × {block['class']}, found {how}) with "
                 "nn.Module.compile on each copy; the rest of the model runs eager" if block else
                 f"no jit-regional route: {spec.get('regional_skip')}")
    notes.append("peak RSS: the route's whole process tree (its compile workers and compiler too), sampled every "
                 "0.25 s, or the process's own exact peak where that is higher (process_peak_rss_mb); per phase "
                 "in the timeline's hover")
    return notes


def _skip_reason(route: str, done: list[dict], spec: dict) -> str | None:
    by = {r["route"]: r for r in done}
    opts = spec.get("options") or {}
    if opts.get("cold_routes") and route not in opts["cold_routes"]:
        return f"not among --cold-routes {','.join(opts['cold_routes'])}"
    if route in ("jit-regional", "jit-regional-warm-cache") and not spec.get("regional") \
            and not spec.get("regional_error"):
        return spec.get("regional_skip") or "no repeated block"
    if route == "jit-mega-cache" and not spec["mega_artifacts"]:
        return f"torch {torch.__version__} has no torch.compiler.save_cache_artifacts / load_cache_artifacts"
    if route == "aot-package" and not _has_aoti():
        return f"torch {torch.__version__} has no torch._inductor.aoti_compile_and_package / aoti_load_package"
    if route == "jit-regional-warm-cache" and (by.get("jit-regional") or {}).get("status") != "ok":
        return "jit-regional did not finish, so there is no regional cache to start from"
    if route in ("jit-warm-cache", "jit-mega-cache") and (by.get("jit-cold") or {}).get("status") != "ok":
        return "jit-cold did not finish, so there is no cache to start from"
    if route == "jit-mega-cache" and not os.path.exists(spec["mega_artifacts"]):
        return "jit-cold saved no cache artifacts"
    return None


def _run_route(run: Run, route: str, work, logs, deadline: float, done: list[dict], st: StageResult) -> dict:
    spec = json.loads((work / "spec.json").read_text())
    row: dict = {"route": route, "status": "skipped", "phases": [], "error": None}
    if route in ("jit-regional", "jit-regional-warm-cache") and spec.get("regional"):
        row["block"] = {k: v for k, v in spec["regional"].items() if k != "names"}
    why = _skip_reason(route, done, spec)
    if why:
        row["error"] = {"stage": "start", "message": f"skipped: {why}"}
        return row
    if route == "jit-regional" and spec.get("regional_error"):  # the block the user named is not there
        row.update(status="failed", error={"stage": "find block", "message": spec["regional_error"]})
        return row
    for role, cache in PROCESSES[route]:
        left = deadline - time.time()
        if left < MIN_ROUTE_S:
            row["error"] = {"stage": role, "message": "skipped: the run's time budget (--timeout) was spent"}
            return row
        tag = route if route == "jit-regional-warm-cache" else None  # jit-regional's process again
        run_progress(f"cold start: {tag or role} (a fresh process) ...")
        st.message = f"cold start: {tag or role}"
        run.save()
        if tag:  # its own spec, output and log
            own = dict(spec, out_dir=str(work / "out" / tag))
            (work / f"spec-{tag}.json").write_text(json.dumps(own, default=str))
        result = _one_process(role, cache, work, logs, left, tag=tag)
        _merge(row, role, result)
        if row.get("error"):
            break
    row["status"] = "failed" if row.get("error") else "ok"
    if route == "jit-regional" and row.get("block"):
        _regional_account(row, logs)
    return row


def _regional_account(row: dict, logs) -> None:
    """The regional row's ``regional``: Dynamo's compiles for the block and the guard that failed between copies,
    from the process's counters and its structured trace (its compile ids and recompile reasons)."""
    from ..analyses.options.regional_account import regional_account
    from ..analyses.trace.compile_trace import TraceParseError, collect_compile_trace

    trace = None
    try:
        trace = collect_compile_trace(route_trace_dir(logs, "jit-regional"))
    except (TraceParseError, OSError):
        pass  # no trace (the process died first): torch's counters alone
    row["regional"] = regional_account(row["block"], row.get("dynamo"), trace)
    if trace and isinstance(trace.get("trace_logging_s"), (int, float)):
        row["trace_logging_s"] = trace["trace_logging_s"]


ROUTE_CMD = [sys.executable, "-m", "analyzers.runs.cold_start_route"]
TRACED_ROLES = (*JIT_ROUTES, "jit-regional")  # each compiling route pays the same trace logging
# what a phase does, for a process that died inside it (a signal: no Python error to quote)
PHASE_WORDS = {"load package": ("loading the AOTInductor package", "torch._inductor.aoti_load_package"),
               "package": ("building the AOTInductor package", "torch._inductor.aoti_compile_and_package"),
               "export": ("exporting the model", "torch.export.export"),
               "compile and first call": ("compiling and running the first call", "torch.compile"),
               "load cache artifacts": ("loading the mega-cache artifacts", "torch.compiler.load_cache_artifacts"),
               "import compiler": ("importing torch's compiler", "import torch._inductor")}


def signal_name(rc: int | None) -> str | None:
    """``SIGSEGV`` for a process killed by signal 11 (Popen's return code -11); None for a plain exit."""
    if not isinstance(rc, int) or rc >= 0:
        return None
    try:
        return signal.Signals(-rc).name
    except ValueError:
        return f"signal {-rc}"


def crash_error(role: str, result: dict, rc: int, log_line: str, package: str | None = None) -> dict:
    """The error of a route process killed by a signal: the phase it died in (from its result file's
    ``current_phase``), that the crash is inside torch's own function of that phase, and for a package load the
    plain command that does the same outside the engine."""
    sig = signal_name(rc) or f"exit code {rc}"
    phase = result.get("current_phase")
    words, fn = PHASE_WORDS.get(phase or "", (f"in phase '{phase}'" if phase else "", ""))
    where = f"while {words}" if phase else f"{_last_phase(result)} (no phase under way was recorded)"
    err = {"stage": phase or _last_phase(result), "signal": sig, "phase": phase,
           "message": f"the {role} process was killed by {sig} {where}"
                      + (f": a native crash inside torch's {fn}, not in CompileScope or the model's Python code "
                         "(no Python error was raised)" if fn else "")
                      + (f"; its log's last line: {log_line}" if log_line and log_line != "no output" else "")}
    if phase == "load package" and package:
        err["repro"] = f"python -c \"import torch; torch._inductor.aoti_load_package({package!r})\""
        err["message"] += f". The same in plain torch: {err['repro']}"
    return err


def _one_process(role: str, cache: str, work, logs, timeout_s: float, route_cmd: list[str] | None = None,
                 tag: str | None = None, extra_env: dict | None = None) -> dict:
    """One route process, waited for. ``tag`` (a compile-time change's process): its own spec ``spec-<tag>.json``,
    output folder and log, no trace."""
    tag = tag or role
    caches = work / "caches" / cache
    traced = role in TRACED_ROLES and tag == role
    env = engine_env(TORCHINDUCTOR_CACHE_DIR=str(caches / "inductor"), TRITON_CACHE_DIR=str(caches / "triton"),
                     **({"TORCH_TRACE": str(route_trace_dir(logs, role))} if traced else {}), **(extra_env or {}))
    spec_path = work / ("spec.json" if tag == role else f"spec-{tag}.json")
    out = work / "out" / ("" if tag == role else tag) / role / "result.json"
    spawned = time.time()
    cmd = [*(route_cmd or ROUTE_CMD), str(spec_path), role, str(os.getpid()), repr(spawned)]
    proc = spawn_in_group(cmd, env, logs / f"{tag}.log")
    memory = SessionMemory(proc.pid, spawned)  # the route's process and all it starts (compile workers, a compiler)
    rc, timed_out = wait_or_kill(proc, timeout_s, on_poll=memory.poll)
    try:
        result = json.loads(out.read_text())
    except (OSError, ValueError):
        result = {"phases": []}
    _memory(result, memory)
    result["process_s"] = round(time.time() - spawned, 3)
    result["log"] = f"artifacts/cold_start/{tag}.log"
    if timed_out:
        result["error"] = {"stage": _last_phase(result), "message": f"timed out after {timeout_s:.0f} s (the run's "
                           "--timeout): the route's process was killed"}
    elif not result.get("error") and signal_name(rc):
        result["error"] = crash_error(role, result, rc, _last_line(logs / f"{tag}.log"),
                                     _kept_package(work, logs) if result.get("current_phase") == "load package"
                                     else None)
    elif not result.get("error") and (rc != 0 or result.get("status") != "ok"):
        result["error"] = {"stage": _last_phase(result), "message": f"the route's process exited with code {rc}: "
                           f"{_last_line(logs / f'{tag}.log')}"}
    return result


def _kept_package(work, logs) -> str | None:
    """The package a load crashed on, kept beside the route logs (the work folder goes at the end): the path the
    plain-torch command names."""
    src = work / "model.pt2"
    if not src.exists():
        return None
    dst = logs / "model.pt2"
    try:
        shutil.move(str(src), str(dst))
    except OSError:
        return str(src)
    return str(dst)


def _memory(result: dict, memory: SessionMemory) -> None:
    """Peak RSS of the route's whole process tree (sampled), per phase too; the process's own exact peak kept."""
    result["process_peak_rss_mb"] = result.get("peak_rss_mb")
    tree = memory.peak()
    if tree is not None:
        result["peak_rss_mb"] = max(tree, result.get("peak_rss_mb") or 0.0)
        result["rss_samples"] = len(memory.samples)
    for p in result.get("phases") or []:
        p["peak_rss_mb"] = memory.peak(p.get("start_s") or 0.0, p.get("end_s") or 0.0)


def _last_phase(result: dict) -> str:
    phases = result.get("phases") or []
    return f"after {phases[-1]['name']}" if phases else "start python"


def _last_line(path) -> str:
    try:
        lines = [ln for ln in path.read_text(errors="replace").splitlines() if ln.strip()]
    except OSError:
        return "no output"
    return lines[-1][:500] if lines else "no output"


def close_unfinished(result: dict) -> None:
    """A process killed (or failed) in the middle of a phase: the time from its last finished phase to its end is an
    ``unfinished`` phase (the timeline shows where the seconds went), and a phase it did finish keeps its figure."""
    phases = result.get("phases") or []
    end = result.get("process_s")
    current, since = result.get("current_phase"), result.get("current_phase_start_s")
    if result.get("error") and current and isinstance(end, (int, float)) and isinstance(since, (int, float)):
        # the phase it died in, by name (a crash inside torch's loader reads "load package (unfinished)")
        phases.append({"name": f"{current} (unfinished)", "start_s": since, "end_s": round(max(end, since), 4)})
    elif result.get("error") and phases and isinstance(end, (int, float)) and end > (phases[-1].get("end_s") or 0) + 0.5:
        phases.append({"name": "unfinished", "start_s": phases[-1]["end_s"], "end_s": round(end, 4)})
    if result.get("export_s") is None:
        done = next((p for p in phases if p.get("name") == "export" and p.get("end_s") is not None), None)
        if done:
            result["export_s"] = round(done["end_s"] - done["start_s"], 4)


def _merge(row: dict, role: str, result: dict) -> None:
    """A process's result into its route's row: the aot-build process's figures as build_* fields."""
    close_unfinished(result)
    if role == "aot-build":
        row.update(build_phases=result.get("phases") or [], build_peak_rss_mb=result.get("peak_rss_mb"),
                   build_process_peak_rss_mb=result.get("process_peak_rss_mb"),
                   build_peak_gpu_mb=result.get("peak_gpu_mb"), build_process_s=result.get("process_s"),
                   export_s=result.get("export_s"), package_build_s=result.get("package_build_s"),
                   package_mb=result.get("package_mb"), build_log=result.get("log"),
                   compile_threads=result.get("compile_threads"))
        if result.get("error"):
            row["error"] = result["error"]
        return
    steady = result.get("steady") or {}
    row.update(phases=result.get("phases") or [], first_output_s=result.get("first_output_s"),
               steady_ms=steady.get("median_ms"), steady_ci_ms=steady.get("ci_ms"), steady_samples=steady.get("samples"),
               steady_flags=steady.get("flags"), steady_stopped=steady.get("stopped"),
               steady_eager_ms=steady.get("eager_ms"), steady_eager_ci_ms=steady.get("eager_ci_ms"),
               steady_speedup=steady.get("speedup"),
               peak_rss_mb=result.get("peak_rss_mb"), process_peak_rss_mb=result.get("process_peak_rss_mb"),
               peak_gpu_mb=result.get("peak_gpu_mb"), process_s=result.get("process_s"), torch=result.get("torch"), log=result.get("log"),
               compile_threads=result.get("compile_threads", row.get("compile_threads")), error=result.get("error"))
    for k in ("caches", "dynamo", "mega_cache_mb", "mega_cache_saved", "mega_cache_loaded", "mega_cache_note"):
        if k in result:
            row[k] = result[k]


def _check_numerics(row: dict, work, reference: list, dtype: str) -> None:
    """The route's first output against the worker's eager output (the run's dtype tolerance)."""
    from ..analyses.numerics.compare import compare_outputs

    role = {"aot-package": "aot-load", "jit-regional-warm-cache": "jit-regional"}.get(row["route"], row["route"])
    path = work / "out" / ("jit-regional-warm-cache" if row["route"] == "jit-regional-warm-cache" else "") / role / \
        "output.pt"
    row["numerics_passed"] = None
    if row["status"] != "ok" or not path.exists():
        return
    try:
        got = torch.load(path, weights_only=True)
        check = compare_outputs(reference, got, dtype)
    except Exception as e:  # noqa: BLE001 - the row keeps its timings
        row["numerics"] = {"passed": None, "message": f"not compared: {type(e).__name__}: {e}"[:300]}
        return
    row["numerics"] = check
    row["numerics_passed"] = check.get("passed")
    row["numerics_rel_err"] = check.get("rel_err")


def _link_export_error(report: dict) -> None:
    """An export error at the user's line, linked to the Graph breaks row of the same line (this run's explain)."""
    from ..report.cold_start_rows import break_link
    from ..report.paths import Portable, import_roots

    paths = Portable.for_run(report.get("request", {}).get("source"), import_roots())
    for row in (report.get("cold_start") or {}).get("routes") or []:
        frame = (row.get("error") or {}).get("user_frame")
        if frame:
            link = break_link(report, frame)
            frame["file"] = paths.path(frame["file"])  # stored as every report path is: the same on every machine
            if link:
                row["break_link"] = link
