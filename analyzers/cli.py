"""``python -m analyzers``: run, list, show, env, export (and the internal execute/dispatch commands).

Exit code 0 only on success; progress per stage on stderr; ``--json`` prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys

from .report.schema import (
    ANALYSES,
    BACKENDS,
    CACHES,
    DEFAULT_ANALYSES,
    DTYPES,
    DYNAMIC,
    GRAD_MODES,
    MODES,
    WORKLOADS,
    CompileOptions,
    RunRequest,
    default_analyses,
    summary_of,
)
from .report.store import RunNotFound, RunStore, StoreError, default_runs_dir


def _options_parser(p: argparse.ArgumentParser) -> None:
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--model", help="zoo name (bert-base, tiny-bert, ...), demo:NAME, hf:/checkpoint/dir, or FILE.py")
    src.add_argument("--recipe", help="a Python file defining build_model() and example_inputs()")
    p.add_argument("--backend", default="inductor", choices=BACKENDS)
    p.add_argument("--mode", default="default", choices=MODES)
    p.add_argument("--fullgraph", action="store_true", help="fail on the first graph break")
    p.add_argument("--dynamic", default="auto", choices=DYNAMIC)
    p.add_argument("--dtype", default="fp32", choices=DTYPES)
    p.add_argument("--device", default=None, help="cpu or cuda (default: cuda when available)")
    p.add_argument("--batch-size", type=int, default=1)
    p.add_argument("--seq-len", type=int, default=32)
    p.add_argument("--inductor-config", action="append", default=[], metavar="KEY=VALUE")
    _bench_options(p)
    p.add_argument("--grad-mode", default="no_grad", choices=GRAD_MODES,
                   help="no_grad (default) or inference (torch.inference_mode) around every call")
    p.add_argument("--timeout", type=int, default=1200, help="seconds before the run is killed (default 20 min)")
    p.add_argument("--only", default=None,
                   help=f"comma list of analyses from {','.join(ANALYSES)} (default {','.join(DEFAULT_ANALYSES)}; "
                        "counters: Nsight Compute, CUDA only)")
    add_workload_options(p)
    p.add_argument("--label", default="")
    p.add_argument("--json", action="store_true", help="print the run summary as one JSON object on stdout")
    p.add_argument("--fail-on-breaks", action="store_true", help="exit 3 when the model has graph breaks")


def _bench_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--bench-seconds", type=float, default=0.0,
                   help="seconds of timed calls for each of eager and compiled (default 0: 2 s on GPU, 10 s on CPU); "
                        "stops early once every median is known to within ±2 %%")
    p.add_argument("--min-calls", type=int, default=3, help="timed calls per figure at least, even past the budget (default 3)")
    p.add_argument("--max-calls", type=int, default=1000, help="timed calls per figure at most (default 1000)")
    p.add_argument("--iterations", type=int, default=0,
                   help="exactly this many timed calls per figure instead of the time budget (default 0: the budget)")
    p.add_argument("--warmup", type=int, default=10, help="untimed calls of each before timing, at most a tenth of the budget (default 10)")


def add_workload_options(p: argparse.ArgumentParser) -> None:
    d = CompileOptions()
    p.add_argument("--workload", default="forward", choices=WORKLOADS,
                   help="forward: one forward over a fixed batch; decode: prefill, then one token at a time with a "
                        f"KV cache (a causal LM; default analyses {','.join(default_analyses('decode'))})")
    p.add_argument("--prompt-len", type=int, default=d.prompt_len, help="decode: prompt tokens")
    p.add_argument("--new-tokens", type=int, default=d.new_tokens,
                   help="decode: tokens to generate (the prefill's one and new_tokens - 1 decode steps)")
    p.add_argument("--cache", default=d.cache, choices=CACHES, help="decode: KV cache (StaticCache / DynamicCache)")


def workload_fields(a: argparse.Namespace) -> dict:
    return {"workload": a.workload, "prompt_len": a.prompt_len, "new_tokens": a.new_tokens, "cache": a.cache}


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
    _options_parser(run)
    run.add_argument(
        "--warm", action="store_true",
        help="queue the run for this store's dispatcher, whose warm worker imported torch once (many runs in a "
             "row pay the import once), and wait for it; default: a fresh worker process",
    )
    ls = sub.add_parser("list", help="list stored runs")
    ls.add_argument("--json", action="store_true")
    show = sub.add_parser("show", help="print a stored run's summary")
    show.add_argument("run_id")
    show.add_argument("--json", action="store_true")
    env = sub.add_parser("env", help="what this machine and torch offer")
    env.add_argument("--json", action="store_true")
    ex = sub.add_parser("execute", help="(internal) run a queued run in this process")
    ex.add_argument("run_id")
    sub.add_parser("dispatch", help="(internal) take queued runs until idle")
    sub.add_parser("warm-worker", help="(internal) import once, then fork one worker per run read from stdin")
    sub.add_parser("reindex", help="rebuild the SQLite index from the report files")
    sub.add_parser("seed-examples", help="copy the shipped H200 example reports into the store")
    exp = sub.add_parser("export", help="write a run (or --compare A,B, or --sweep ID) as one self-contained HTML file")
    exp.add_argument("run_id", nargs="?")
    exp.add_argument("--compare", metavar="A,B")
    exp.add_argument("--sweep", metavar="SWEEP_ID")
    exp.add_argument("-o", "--output", help="file to write (default: <id>.html; - for stdout)")
    _add_trace_and_sweep_commands(sub)
    _add_shape_sweep_commands(sub)
    return p


def _with_runs_dir(add_parser):
    def add(*args, **kwargs):
        sp = add_parser(*args, **kwargs)
        sp.add_argument("--runs-dir", default=argparse.SUPPRESS, help=RUNS_HELP)
        sp.add_argument("--executor", default=argparse.SUPPRESS, choices=("local", "ray"), help=EXECUTOR_HELP)
        return sp

    return add


def _fail(msg: str, code: int = 2) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return code


def request_from_args(a: argparse.Namespace, machine: dict) -> RunRequest:
    from .runs.admission import parse_inductor_overrides, source_from_args

    source = source_from_args(a.model, a.recipe)  # file paths made absolute: the worker may run elsewhere
    device = a.device or ("cuda" if machine.get("cuda_available") else "cpu")
    opts = CompileOptions(
        backend=a.backend, mode=a.mode, fullgraph=a.fullgraph, dynamic=a.dynamic, dtype=a.dtype, device=device,
        batch_size=a.batch_size, seq_len=a.seq_len, inductor_config=parse_inductor_overrides(a.inductor_config),
        iterations=a.iterations, warmup=a.warmup, timeout_s=a.timeout, grad_mode=a.grad_mode, **workload_fields(a),
        bench_seconds=a.bench_seconds, min_calls=a.min_calls, max_calls=a.max_calls,
    )
    only = [x.strip() for x in a.only.split(",") if x.strip()] if a.only else default_analyses(a.workload)
    return RunRequest(source=source, options=opts, only=only, label=a.label)


def cmd_run(a: argparse.Namespace, store: RunStore) -> int:
    from .runs.admission import admit
    from .runs.queue import claim_token, ensure_dispatcher, log_tail, machine_info, run_now, wait_final

    machine = machine_info(store)  # cached: no torch import in this process
    try:
        request = request_from_args(a, machine)
    except ValueError as e:
        return _fail(str(e))
    problems = admit(request, machine)  # a recipe is imported in a subprocess, never here
    if problems:
        return _fail("; ".join(problems))
    # A direct run is claimed at creation: a dispatcher serving this store must not take it too.
    report = store.create_run(request, claimed_by=None if a.warm else claim_token())
    run_id = report["run_id"]
    print(f"run {run_id}: {request.source.label} on {request.options.device}", file=sys.stderr)
    if a.warm:
        ensure_dispatcher(store)
        report = _follow(store, run_id, lambda: wait_final(store, run_id), log_tail)
    else:
        report = _follow(store, run_id, lambda: run_now(store, run_id, _direct_executor()), log_tail)
    summary = summary_of(report)
    summary["report"] = str(store.report_path(run_id))
    _print_timing(summary)
    if a.json:
        print(json.dumps(summary))
    else:
        print(f"{run_id} {report['status']} {summary['report']}")
    if report["status"] == "failed":
        err = report.get("error") or {}
        print(f"error: run failed at stage {err.get('stage')}: {err.get('message')}", file=sys.stderr)
        return 1
    if report["status"] != "ok":
        err = report.get("error") or {}
        print(f"warning: run {report['status']}: stage {err.get('stage')} failed: {err.get('message')}", file=sys.stderr)
        return 1
    if a.fail_on_breaks and ((summary.get("graph_break_count") or 0) > 0 or summary.get("not_captured")):
        what = summary.get("not_captured") or f"{summary['graph_break_count']} graph break(s)"
        print(f"error: {what} (--fail-on-breaks)", file=sys.stderr)
        return 3
    return 0


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


def cmd_list(a, store: RunStore) -> int:
    from .workflows.run_list import format_rows, list_rows

    rows = list_rows(store)
    if store.index_problem:
        print(f"warning: {store.index_problem}: listed from the report files; "
              "`python -m analyzers reindex` rebuilds it", file=sys.stderr)
    if a.json:
        print(json.dumps(rows))
    elif rows:
        print(format_rows(rows))
    else:
        print(f"no runs in {store.root}", file=sys.stderr)
    return 0


def cmd_show(a, store: RunStore) -> int:
    try:
        report = store.load_report(a.run_id)
    except (RunNotFound, ValueError) as e:
        return _fail(str(e))
    summary = summary_of(report)
    summary["report"] = str(store.report_path(a.run_id))
    if a.json:
        print(json.dumps(summary))
    else:
        for k, v in summary.items():
            if k != "breaks":
                print(f"{k:18} {v}")
        explain = report.get("explain") if isinstance(report.get("explain"), dict) else {}
        breaks = explain.get("breaks") if isinstance(explain.get("breaks"), list) else []
        for i, b in enumerate((b for b in breaks if isinstance(b, dict)), 1):
            print("\n".join(break_lines(i, b)))
    return 0


def break_lines(i: int, b: dict) -> list[str]:
    """One graph break for ``show``: location, category, ids, our hint and Dynamo's, in full."""
    where = f"{b.get('file') or 'unknown location'}:{b.get('line')}" if b.get("file") else "unknown location"
    reason = str(b.get("reason") or "").strip()
    head = b.get("gb_type") or (reason.splitlines()[0] if reason else "")
    ident = f" {b['gb_id']}" if b.get("gb_id") else ""
    out = [f"break {i}: {where} x{b.get('count', 1)} [{b.get('category') or 'other'}]{ident} {head}"]
    if b.get("skipped_frame"):
        out.append("  Dynamo skipped the whole frame: it runs in eager")
    if b.get("code"):
        out.append(f"  code:        {b['code']}")
    if b.get("library_file"):
        out.append(f"  in library:  {b['library_file']}:{b.get('library_line')}")
    for frame in b.get("call_chain") or []:
        out.append(f"  called from: {frame}")
    if b.get("hint"):
        out.append(f"  fix:         {b['hint']}")
    if b.get("dynamo_explanation"):
        out.append("  dynamo:      " + " ".join(str(b["dynamo_explanation"]).split()))
    for h in b.get("dynamo_hints") or []:
        out.append("  dynamo hint: " + " ".join(str(h).split()))
    if b.get("doc_url"):
        out.append(f"  explained:   {b['doc_url']}")
    return out


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


def cmd_export(a, store: RunStore) -> int:
    """The HTML is drawn by the dashboard's views (plotly, pandas, graphviz): in a child process, so the
    engine never imports them and runs on a GPU box that lacks them (tests/test_boundaries.py)."""
    import os
    import subprocess
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    if not (root / "dashboard" / "export_html.py").is_file():
        return _fail("export needs the dashboard (dashboard/export_html.py), which this checkout lacks")
    args = [x for x in (a.run_id,) if x]
    for flag, value in (("--compare", a.compare), ("--sweep", a.sweep), ("-o", a.output)):
        if value:
            args += [flag, value]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")])))
    cmd = [sys.executable, "-m", "dashboard.export_html", *args, "--runs-dir", str(store.root)]
    p = subprocess.run(cmd, env=env, check=False, stderr=subprocess.PIPE, text=True)
    if "ModuleNotFoundError" in p.stderr:
        missing = p.stderr.strip().splitlines()[-1]
        return _fail(f"export needs the dashboard's packages (pip install -r requirements.txt): {missing}", 1)
    sys.stderr.write(p.stderr)
    return p.returncode


def cmd_env(a, store) -> int:
    from .runs.admission import machine_facts
    from .runs.executor import executor_name

    if executor_name() == "ray":  # what the cluster's workers offer, asked of one of them
        from .runs.ray_cluster import RayUnavailable, cluster_facts

        try:
            facts = cluster_facts()
        except RayUnavailable as e:
            if a.json:  # the dashboard shows it (and asks again next time: no facts_version, never cached)
                print(json.dumps({"error": str(e), "cuda_available": False, "executor": "ray"}))
            return _fail(str(e), 1)
    else:
        facts = machine_facts()
    if a.json:
        print(json.dumps(facts))
    else:
        for k, v in facts.items():
            if k not in ("inductor_config_keys", "inductor_config_types"):
                print(f"{k:22} {v}")
    return 0


def main(argv: list[str] | None = None) -> int:
    a = build_parser().parse_args(argv)
    problem = _use_executor(a)  # the dispatcher still starts: each run it takes fails with the reason
    if problem and a.command in ("run", "sweep", "shape-sweep"):
        return _fail(problem)
    try:
        return _main(a, RunStore(a.runs_dir or default_runs_dir()))
    except StoreError as e:  # the runs folder: a file, under a file, not creatable, not writable, full
        return _fail(str(e))
    except OSError as e:  # a disk that fills up or goes away half-way: one line, not a traceback
        if a.command in _INTERNAL:
            raise  # a worker's or dispatcher's log keeps the whole traceback
        where = f" ({e.filename})" if getattr(e, "filename", None) else ""
        return _fail(f"{e.strerror or e}{where}", 1)


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
    print(f"indexed {result.indexed} runs" + (f", skipped {len(result.skipped)}" if result.skipped else ""))
    return 1 if result.skipped else 0


def _main(a: argparse.Namespace, store: RunStore) -> int:
    if a.command == "run":
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
        print(f"copied {len(copied['runs'])} example run(s) and {len(copied['sweeps'])} sweep(s) into {store.root}")
        return 0
    if a.command == "export":
        return cmd_export(a, store)
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
    if a.command in _SHAPE_SWEEP_COMMANDS:
        return _run_shape_sweep_command(a, store)
    if a.command in _TRACE_AND_SWEEP_COMMANDS:
        return _run_trace_and_sweep_command(a, store)
    return _fail(f"unknown command {a.command}")


# -- import-trace, sweep, sweep-cancel (issue 6) ---------------------------------------------------
_TRACE_AND_SWEEP_COMMANDS = ("import-trace", "sweep", "sweep-cancel")


def _add_trace_and_sweep_commands(sub) -> None:
    imp = sub.add_parser(
        "import-trace",
        help="create runs from TORCH_TRACE logs: a log file (also .gz) is one run; a folder or a list of several "
        "logs (the ranks of a job) is one run per log, compared in the Ranks view",
    )
    imp.add_argument("path", nargs="+")
    imp.add_argument("--label", default="")
    imp.add_argument("--json", action="store_true")
    sw = sub.add_parser("sweep", help="run a matrix of compile configurations for one model")
    src = sw.add_mutually_exclusive_group(required=True)
    src.add_argument("--model", help="zoo name, demo:NAME, hf:/dir or FILE.py")
    src.add_argument("--recipe")
    sw.add_argument("--modes", default="eager,default", help="comma list: eager," + ",".join(MODES))
    sw.add_argument("--dtypes", default="fp32")
    sw.add_argument("--dynamic", default="false", help="comma list of auto,true,false")
    sw.add_argument("--batch-sizes", default="1")
    sw.add_argument("--seq-len", type=int, default=32)
    sw.add_argument("--device", default=None)
    _bench_options(sw)
    sw.add_argument("--timeout", type=int, default=1200, help="seconds per cell")
    sw.add_argument("--only", default=None, help="analyses each cell runs (default: the workload's)")
    add_workload_options(sw)
    sw.add_argument("--caches", default=None, help="decode: comma list of static,dynamic (a matrix axis; "
                                                   "default: --cache)")
    sw.add_argument("--no-warm", action="store_true", help="skip the warm-cache compile of each cell")
    sw.add_argument("--label", default="")
    sw.add_argument("--json", action="store_true")
    sc = sub.add_parser("sweep-cancel", help="cancel a running sweep (finished cells are kept)")
    sc.add_argument("sweep_id")


def _run_trace_and_sweep_command(a, store: RunStore) -> int:
    if a.command == "import-trace":
        from .report.schema import label_problems
        from .workflows.import_trace import ImportRefused, import_summary, import_traces, input_files, ranks_summary

        if label_problems(a.label):
            return _fail(label_problems(a.label)[0])
        from pathlib import Path

        for path in a.path:
            try:
                Path(path).expanduser().resolve(strict=False)  # a symlink loop: one line, before any work
            except (OSError, RuntimeError) as e:
                return _fail(f"cannot read {path}: {e}: pass a TORCH_TRACE log file or folder")
        try:
            many = len(input_files(a.path)) > 1
            reports, refused = import_traces(store, a.path, a.label)
        except ImportRefused as e:
            return _fail(str(e))
        if not many:
            summary = import_summary(store, reports[0])
            print(json.dumps(summary) if a.json else f"{reports[0]['run_id']} {reports[0]['status']} {summary['report']}")
            return 0 if reports[0]["status"] == "ok" else 1
        summary = ranks_summary(store, reports, refused)
        if a.json:
            print(json.dumps(summary))
        else:
            for r in summary["runs"]:
                print(f"{r['run_id']} rank={r['rank']} {r['status']} {r['report']}")
            for line in refused + summary["comparison"]["warnings"]:
                print(f"warning: {line}")
            print(f"compare the ranks in the dashboard: /{summary['link']}")
        return 0 if summary["status"] == "ok" else 1
    from .workflows import sweep as sweep_mod

    if a.command == "sweep-cancel":
        try:
            sweep_mod.cancel_sweep(store, a.sweep_id)
        except (LookupError, ValueError) as e:
            return _fail(str(e))
        return 0
    return sweep_mod.cmd_sweep(a, store)


# -- shape-sweep, shape-sweep-worker (issue 6, part 2) -----------------------------------------------
_SHAPE_SWEEP_COMMANDS = ("shape-sweep", "shape-sweep-worker")


def _add_shape_sweep_commands(sub) -> None:
    from .workflows.shape_sweep import add_commands

    add_commands(sub)


def _run_shape_sweep_command(a, store: RunStore) -> int:
    from .workflows import shape_sweep as shape_sweep

    if a.command == "shape-sweep-worker":
        return shape_sweep.cmd_worker(a)
    return shape_sweep.cmd_shape_sweep(a, store)
