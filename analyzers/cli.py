"""``python -m analyzers``: run, list, show, env, export (and the internal execute/dispatch commands).

Exit code 0 only on success; progress per stage on stderr; ``--json`` prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys

from .agent.command import add_mcp_command, run_mcp_command
from .cli_options import add_run_options, fail, workload_fields
from .cli_remedies import (
    INTERRUPTED_LINE,
    REMEDY_COMMANDS,
    add_fix_options,
    add_remedy_commands,
    budget_problem,
    only_words,
    run_remedy_command,
)
from .cli_reports import cmd_env, cmd_export, cmd_list, cmd_show, numerics_line
from .cli_workflows import (
    SHAPE_SWEEP_COMMANDS,
    TRACE_AND_SWEEP_COMMANDS,
    add_shape_sweep_commands,
    add_trace_and_sweep_commands,
    run_shape_sweep_command,
    run_trace_and_sweep_command,
)
from .report.schema import CompileOptions, RunRequest, default_analyses
from .report.store import RunStore, StoreError, default_runs_dir
from .report.summary import summary_of

COLD_START_ANALYSES = ("explain", "cold_start")
RUNS_HELP = "run store folder (env COMPILESCOPE_RUNS, default ./runs)"


EXECUTOR_HELP = "where runs execute: local (this machine, the default) or ray (the cluster at RAY_ADDRESS); env " \
    "COMPILESCOPE_EXECUTOR"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m analyzers", description="CompileScope analysis engine")
    p.add_argument("--runs-dir", default=None, help=RUNS_HELP)
    p.add_argument("--executor", default=None, choices=("local", "ray"), help=EXECUTOR_HELP)
    sub = p.add_subparsers(dest="command", required=True)
    # --runs-dir is accepted before or after the command
    sub.add_parser = _with_runs_dir(sub.add_parser)
    run = sub.add_parser("run", help="analyse one model with one set of compile options")
    add_run_options(run)
    run.add_argument(
        "--warm", action="store_true",
        help="queue the run for this store's dispatcher, whose warm worker imported torch once (many runs in a "
             "row pay the import once), and wait for it; default: a fresh worker process",
    )
    add_fix_options(run)
    cold = sub.add_parser("cold-start", help="start fresh processes per route (JIT with empty caches, with the caches "
                          "it left, with a mega-cache; an AOTInductor package) and time each to its first output and "
                          "to steady state, against eager")
    add_run_options(cold)
    cold.set_defaults(warm=False, try_fixes=False, fix_budget=None, fix_only=None, cold_start=True)
    ls = sub.add_parser("list", help="list stored runs")
    ls.add_argument("--json", action="store_true")
    show = sub.add_parser("show", help="print a stored run's summary")
    show.add_argument("run_id")
    show.add_argument("--json", action="store_true")
    env = sub.add_parser("env", help="what this machine and torch offer")
    env.add_argument("--json", action="store_true")
    ex = sub.add_parser("execute", help="(internal) run a queued run in this process")
    ex.add_argument("run_id", nargs="?")
    ex.add_argument("--admit", action="store_true", help="(internal) answer the CLI's checks, then run the run it "
                    "hands over (runs/admitting_worker.py)")
    ex.add_argument("--answer-fd", type=int, default=None)
    sub.add_parser("dispatch", help="(internal) take queued runs until idle")
    sub.add_parser("warm-worker", help="(internal) import once, then fork one worker per run read from stdin")
    sub.add_parser("reindex", help="rebuild the SQLite index from the report files")
    sub.add_parser("seed-examples", help="copy the shipped H200 example reports into the store")
    exp = sub.add_parser("export", help="write a run (or --compare A,B, or --sweep ID) as one self-contained HTML file")
    exp.add_argument("run_id", nargs="?")
    exp.add_argument("--compare", metavar="A,B")
    exp.add_argument("--sweep", metavar="SWEEP_ID")
    exp.add_argument("-o", "--output", help="file to write (default: <id>.html; - for stdout)")
    add_trace_and_sweep_commands(sub)
    add_shape_sweep_commands(sub)
    add_remedy_commands(sub)
    add_mcp_command(sub)
    return p


def _with_runs_dir(add_parser):
    def add(*args, **kwargs):
        sp = add_parser(*args, **kwargs)
        sp.add_argument("--runs-dir", default=argparse.SUPPRESS, help=RUNS_HELP)
        sp.add_argument("--executor", default=argparse.SUPPRESS, choices=("local", "ray"), help=EXECUTOR_HELP)
        return sp

    return add


def request_from_args(a: argparse.Namespace, machine: dict) -> RunRequest:
    from .runs.admission import parse_dynamo_overrides, parse_inductor_overrides, source_from_args

    source = source_from_args(a.model, a.recipe)  # file paths made absolute: the worker may run elsewhere
    device = a.device or ("cuda" if machine.get("cuda_available") else "cpu")
    opts = CompileOptions(
        backend=a.backend, mode=a.mode, fullgraph=a.fullgraph, dynamic=a.dynamic, dtype=a.dtype, device=device,
        batch_size=a.batch_size, seq_len=a.seq_len, inductor_config=parse_inductor_overrides(a.inductor_config),
        iterations=a.iterations, warmup=a.warmup, timeout_s=a.timeout, grad_mode=a.grad_mode, **workload_fields(a),
        bench_seconds=a.bench_seconds, min_calls=a.min_calls, max_calls=a.max_calls,
        **({} if getattr(a, "bench_processes", None) is None else {"bench_processes": a.bench_processes}),
        numerics_budget_s=a.numerics_budget,
        dynamo_config=parse_dynamo_overrides(a.dynamo_config),
    )
    only = [x.strip() for x in a.only.split(",") if x.strip()] if a.only else default_analyses(a.workload)
    if getattr(a, "cold_start", False):  # cold-start: explain (its breaks link an export error) and the routes
        only = [x.strip() for x in a.only.split(",") if x.strip()] if a.only else list(COLD_START_ANALYSES)
        if "cold_start" not in only:
            raise ValueError("cold-start runs the cold_start analysis: add cold_start to --only (or leave --only out)")
    return RunRequest(source=source, options=opts, only=only, label=a.label)


def cmd_run(a: argparse.Namespace, store: RunStore) -> int:
    from .runs.queue import claim_token, ensure_dispatcher, log_tail, run_now, wait_final

    worker = _early_worker(a, store)  # Python and torch import there while this process checks the options
    try:
        request, problems = _admit(a, store, worker)
    except BaseException:
        if worker:
            worker.close()
        raise
    if problems:
        if worker:
            worker.close()
        return fail("; ".join(problems))
    if worker and worker.overdue:  # the time budget ran out while the worker loaded the recipe: a failed run
        report = worker.record_overdue(store, request, claim_token())
        print(f"run {report['run_id']}: {request.source.label} on {request.options.device}", file=sys.stderr)
        return _finish_run_command(a, store, report)
    # A direct run is claimed at creation: a dispatcher serving this store must not take it too.
    report = store.create_run(request, claimed_by=None if a.warm else claim_token())
    run_id = report["run_id"]
    print(f"run {run_id}: {request.source.label} on {request.options.device}", file=sys.stderr)
    signal.signal(signal.SIGTERM, _interrupt)  # stopping the command stops its run, as Ctrl-C does
    if a.warm:
        ensure_dispatcher(store)
        report = _follow(store, run_id, lambda: wait_final(store, run_id), log_tail)
    else:
        report = _follow(store, run_id, lambda: run_now(store, run_id, worker or _direct_executor()), log_tail)
    if a.try_fixes and report["status"] in ("ok", "partial"):  # child runs, one change each
        from .workflows.fixes import DEFAULT_BUDGET_S, run_fixes

        try:
            run_fixes(store, run_id, a.fix_budget or DEFAULT_BUDGET_S,
                      progress=lambda m: print(f"[fixes] {m}", file=sys.stderr, flush=True), only=only_words(a.fix_only))
        except KeyboardInterrupt:
            return fail(INTERRUPTED_LINE, 130)
        except ValueError as e:  # refused (admission.fix_problems): the run itself stands
            print(f"warning: no fix experiments: {e}", file=sys.stderr)
        report = store.load_report(run_id)
    return _finish_run_command(a, store, report)


def _finish_run_command(a: argparse.Namespace, store: RunStore, report: dict) -> int:
    """Print the run's summary and say how it ended; the command's exit code."""
    run_id = report["run_id"]
    summary = summary_of(report)
    summary["report"] = str(store.report_path(run_id))
    _print_timing(summary)
    _print_cold_start(summary)
    if a.json:
        print(json.dumps(summary))
    else:
        print(f"{run_id} {report['status']} {summary['report']}")
    if report["status"] in ("failed", "cancelled"):
        err = report.get("error") or {}
        print(f"error: run {report['status']} at stage {err.get('stage')}: {err.get('message')}", file=sys.stderr)
        return 1
    if report["status"] != "ok":
        err = report.get("error") or {}
        print(f"warning: run {report['status']}: stage {err.get('stage')} failed: {err.get('message')}", file=sys.stderr)
        return 1
    if a.fail_on_breaks and ((summary.get("graph_break_count") or 0) > 0 or summary.get("not_captured")):
        what = summary.get("not_captured") or f"{summary['graph_break_count']} graph break(s)"
        print(f"error: {what} (--fail-on-breaks)", file=sys.stderr)
        return 3
    if a.fail_on_numerics and summary.get("numerics_passed") is False:
        print(f"error: compiled differs from eager: {numerics_line(summary)} (--fail-on-numerics)", file=sys.stderr)
        return 4
    return 0


def _early_worker(a: argparse.Namespace, store: RunStore):
    """The fresh local worker of this run, started at once (``runs/admitting_worker.py``); None for a queued
    (``--warm``) run, a Ray task, or a store that cannot take runs."""
    from .runs.executor import executor_name

    if a.warm or executor_name() != "local" or store.read_only:
        return None
    from .runs.admitting_worker import AdmittingWorker

    return AdmittingWorker(store)


def _admit(a: argparse.Namespace, store: RunStore, worker) -> tuple[RunRequest | None, list[str]]:
    """The request and every problem of it. The recipe is imported and built in the run's own worker (or, without
    one, in a throwaway process): never in this process."""
    from .runs.admission import admit, request_problems
    from .runs.admitting_worker import budget_left
    from .runs.queue import machine_info
    from .runs.recipe_checks import IMPORT_TIMEOUT_S

    ask = None
    if worker:  # the run's time budget holds from the command's start: the worker's imports count
        ask = lambda: worker.facts(min(IMPORT_TIMEOUT_S, max(1.0, budget_left(a.timeout))))  # noqa: E731
    machine = machine_info(store, ask=ask)  # cached: no torch import here
    try:
        request = request_from_args(a, machine)
    except ValueError as e:
        return None, [str(e)]
    if worker is None:
        problems = admit(request, machine)
    else:
        problems = request_problems(request, machine)
        if not problems and request.source.kind == "recipe":  # as long as the run's budget lasts, no longer
            problems = worker.recipe_problems(request.source.name, budget_left(request.options.timeout_s))
    return request, problems + [p for p in [budget_problem(a.fix_budget)] if p]


def _interrupt(signum, frame):
    raise KeyboardInterrupt  # the waits turn it into a cancelled run (queue.run_now, queue.wait_final)


def _print_timing(s: dict) -> None:
    """The latency medians with their intervals and any instability, on stderr."""
    if s.get("eager_ms") is None or s.get("compiled_ms") is None:
        return

    def band(ci, unit=" ms"):
        return f" [{ci[0]:.4g}-{ci[1]:.4g}{unit}]" if ci else ""

    line = (f"latency: eager {s['eager_ms']:.4g} ms{band(s.get('eager_ci_ms'))}, compiled {s['compiled_ms']:.4g} ms"
            f"{band(s.get('compiled_ci_ms'))}")
    if s.get("speedup") is not None:
        line += f", speedup {s['speedup']:.3g}x{band(s.get('speedup_ci'), 'x')}"
    print(line, file=sys.stderr)
    for reason in s.get("unstable_reasons") or []:
        print(f"warning: unstable timing: {reason}", file=sys.stderr)


def _print_cold_start(s: dict) -> None:
    from .report.cold_start_rows import cold_start_lines

    for line in cold_start_lines(s):
        print(line, file=sys.stderr)


def _follow(store: RunStore, run_id: str, wait, log_tail) -> dict:
    """Run ``wait`` while copying the worker's progress lines to our stderr."""
    import threading

    done = threading.Event()
    path = store.run_dir(run_id) / "worker.log"

    def pump():
        pos = 0
        while True:
            finished = done.is_set()
            try:
                with open(path, "rb") as f:
                    f.seek(pos)
                    chunk = f.read()
                    pos = f.tell()
                for line in chunk.decode("utf-8", "replace").splitlines():
                    if line.startswith("[compilescope]"):
                        print(line, file=sys.stderr, flush=True)
            except OSError:
                pass
            if finished:
                return
            done.wait(0.2)  # wakes at once when the run is over

    t = threading.Thread(target=pump, daemon=True)
    t.start()
    try:
        return wait()
    finally:
        done.set()
        t.join(timeout=2)


def _direct_executor():
    """The executor of a run this process runs itself: a fresh local worker, or a task on the Ray cluster."""
    from .runs.executor import executor_name
    from .runs.queue import LocalExecutor

    if executor_name() == "ray":
        from .runs.ray_executor import RayExecutor

        return RayExecutor()
    return LocalExecutor()


def _use_executor(a) -> str | None:
    """``--executor`` for this process and the ones it starts (dispatcher, env); a problem if Ray is missing."""
    import importlib.util
    import os

    from .runs.executor import EXECUTOR_ENV, executor_name

    if getattr(a, "executor", None):
        os.environ[EXECUTOR_ENV] = a.executor
    if executor_name() == "ray" and importlib.util.find_spec("ray") is None:
        from .runs.ray_cluster import RAY_MISSING

        return RAY_MISSING
    return None


def main(argv: list[str] | None = None) -> int:
    import time

    ready = time.time()
    a = build_parser().parse_args(argv)
    if a.command in ("run", "cold-start"):  # where the user's wait went: from this process's start
        from .runs import own_time

        own_time.mark_process_start("cli_start")
        own_time.mark("cli_ready", ready)
    problem = _use_executor(a)  # the dispatcher still starts: each run it takes fails with the reason
    if problem and a.command in ("run", "cold-start", "sweep", "shape-sweep"):
        return fail(problem)
    try:
        return _main(a, RunStore(a.runs_dir or default_runs_dir()))
    except StoreError as e:  # the runs folder: a file, under a file, not creatable, not writable, full
        return fail(str(e))
    except OSError as e:  # a disk that fills up or goes away half-way: one line, not a traceback
        if a.command in _INTERNAL:
            raise  # a worker's or dispatcher's log keeps the whole traceback
        where = f" ({e.filename})" if getattr(e, "filename", None) else ""
        return fail(f"{e.strerror or e}{where}", 1)


_INTERNAL = ("execute", "dispatch", "warm-worker", "shape-sweep-worker")


def _reindex(store: RunStore) -> int:
    from .runs.queue import recover_orphans

    result = store.reindex()
    if result.replaced:
        print(f"warning: {result.replaced}: replaced by a fresh index", file=sys.stderr)
    for run_id, why in result.skipped:
        print(f"warning: skipped {run_id}: {why}", file=sys.stderr)
    lost = recover_orphans(store)
    if lost:
        print(f"marked {len(lost)} run(s) whose worker is gone as failed: {', '.join(lost)}", file=sys.stderr)
    if result.not_runs:
        names = [n if n.isprintable() else repr(n) for n in result.not_runs]
        shown = ", ".join(names[:10]) + (f" and {len(names) - 10} more" if len(names) > 10 else "")
        print(f"warning: left alone {len(names)} entr{'y' if len(names) == 1 else 'ies'} of {store.root} that "
              f"{'is' if len(names) == 1 else 'are'} not a run (a run is a folder <run_id>/report.json): {shown}",
              file=sys.stderr)
    print(f"indexed {result.indexed} runs" + (f", skipped {len(result.skipped)}" if result.skipped else ""))
    if result.skipped:
        print(f"error: {len(result.skipped)} run folder(s) hold a report that cannot be read (above): restore or "
              "remove them, then reindex again", file=sys.stderr)
    return 1 if result.skipped else 0


def _main(a: argparse.Namespace, store: RunStore) -> int:
    if a.command in ("run", "cold-start"):
        return cmd_run(a, store)
    if a.command == "list":
        return cmd_list(a, store)
    if a.command == "show":
        return cmd_show(a, store)
    if a.command == "env":
        return cmd_env(a, store)
    if a.command == "reindex":
        return _reindex(store)
    if a.command == "seed-examples":
        from .workflows.examples import seed_examples

        copied = seed_examples(store)
        print(f"copied {len(copied['runs'])} example run(s), {len(copied['sweeps'])} sweep(s) and "
              f"{len(copied['shape_sweeps'])} shape sweep(s) into {store.root}")
        return 0
    if a.command == "export":
        return cmd_export(a, store)
    if a.command == "execute" and a.admit:
        from .runs.admitting_worker import serve

        serve(store, a.answer_fd)  # exits
    if a.command == "execute":
        from .runs.runner import execute_in_this_process

        execute_in_this_process(store, a.run_id, {"kind": "fresh", "preimport_s": None})  # exits
    if a.command == "warm-worker":
        from .runs.zygote import serve_forever

        return serve_forever()
    if a.command == "dispatch":
        import signal

        from .runs.dispatcher import dispatch_forever

        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # unwind: the warm worker is closed
        dispatch_forever(store)
        return 0
    if a.command in SHAPE_SWEEP_COMMANDS:
        return run_shape_sweep_command(a, store)
    if a.command in TRACE_AND_SWEEP_COMMANDS:
        return run_trace_and_sweep_command(a, store)
    if a.command in REMEDY_COMMANDS:
        return run_remedy_command(a, store)
    if a.command == "mcp":
        return run_mcp_command(a, store)
    return fail(f"unknown command {a.command}")
