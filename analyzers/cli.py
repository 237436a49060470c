"""``python -m analyzers``: run, list, show, env, export (and the internal execute/dispatch commands).

Exit code 0 only on success; progress per stage on stderr; ``--json`` prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from .report.schema import (
    ANALYSES,
    BACKENDS,
    DEFAULT_ANALYSES,
    DTYPES,
    DYNAMIC,
    GRAD_MODES,
    MODES,
    CompileOptions,
    ModelSource,
    RunRequest,
    summary_of,
)
from .report.store import RunNotFound, RunStore, default_runs_dir


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
    p.add_argument("--iterations", type=int, default=50, help="timed calls of each of eager and compiled")
    p.add_argument("--warmup", type=int, default=10)
    p.add_argument("--grad-mode", default="no_grad", choices=GRAD_MODES,
                   help="no_grad (default) or inference (torch.inference_mode) around every call")
    p.add_argument("--timeout", type=int, default=1200, help="seconds before the run is killed (default 20 min)")
    p.add_argument("--only", default=",".join(DEFAULT_ANALYSES),
                   help=f"comma list of analyses from {','.join(ANALYSES)} (counters: Nsight Compute, CUDA only)")
    p.add_argument("--label", default="")
    p.add_argument("--json", action="store_true", help="print the run summary as one JSON object on stdout")
    p.add_argument("--fail-on-breaks", action="store_true", help="exit 3 when the model has graph breaks")


RUNS_HELP = "run store folder (env COMPILESCOPE_RUNS, default ./runs)"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m analyzers", description="CompileScope analysis engine")
    p.add_argument("--runs-dir", default=None, help=RUNS_HELP)
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
        return sp

    return add


def _fail(msg: str, code: int = 2) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return code


def request_from_args(a: argparse.Namespace, machine: dict) -> RunRequest:
    from .runs.admission import parse_inductor_overrides

    source = ModelSource("recipe", a.recipe) if a.recipe else ModelSource.parse(a.model)
    if source.kind in ("recipe", "hf"):
        from pathlib import Path

        source.name = str(Path(source.name).resolve())  # the worker may run elsewhere
    device = a.device or ("cuda" if machine.get("cuda_available") else "cpu")
    opts = CompileOptions(
        backend=a.backend, mode=a.mode, fullgraph=a.fullgraph, dynamic=a.dynamic, dtype=a.dtype, device=device,
        batch_size=a.batch_size, seq_len=a.seq_len, inductor_config=parse_inductor_overrides(a.inductor_config),
        iterations=a.iterations, warmup=a.warmup, timeout_s=a.timeout, grad_mode=a.grad_mode,
    )
    only = [x.strip() for x in a.only.split(",") if x.strip()]
    return RunRequest(source=source, options=opts, only=only, label=a.label)


def cmd_run(a: argparse.Namespace, store: RunStore) -> int:
    from .runs.admission import request_problems
    from .runs.queue import LocalExecutor, ensure_dispatcher, log_tail, machine_info, run_now, wait_final

    machine = machine_info(store)  # cached: no torch import in this process
    try:
        request = request_from_args(a, machine)
    except ValueError as e:
        return _fail(str(e))
    problems = request_problems(request, machine)
    if problems:
        return _fail("; ".join(problems))
    # A direct run is claimed at creation: a dispatcher serving this store must not take it too.
    report = store.create_run(request, claimed_by=None if a.warm else os.getpid())
    run_id = report["run_id"]
    print(f"run {run_id}: {request.source.label} on {request.options.device}", file=sys.stderr)
    if a.warm:
        ensure_dispatcher(store)
        report = _follow(store, run_id, lambda: wait_final(store, run_id), log_tail)
    else:
        report = _follow(store, run_id, lambda: run_now(store, run_id, LocalExecutor()), log_tail)
    summary = summary_of(report)
    summary["report"] = str(store.report_path(run_id))
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
    if a.fail_on_breaks and (summary.get("graph_break_count") or 0) > 0:
        print(f"error: {summary['graph_break_count']} graph break(s) (--fail-on-breaks)", file=sys.stderr)
        return 3
    return 0


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
        for b in summary.get("breaks") or []:
            print(f"  break {b['file']}:{b['line']} [{b['category']}] {b['reason'][:100]}")
    return 0


def cmd_export(a, store: RunStore) -> int:
    """The HTML is drawn by the dashboard's views (plotly, pandas, graphviz): in a child process, so the
    engine never imports them and runs on a GPU box that lacks them (tests/test_boundaries.py)."""
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

    facts = machine_facts()
    if a.json:
        print(json.dumps(facts))
    else:
        for k, v in facts.items():
            if k != "inductor_config_keys":
                print(f"{k:22} {v}")
    return 0


def main(argv: list[str] | None = None) -> int:
    a = build_parser().parse_args(argv)
    store = RunStore(a.runs_dir or default_runs_dir())
    if a.command == "run":
        return cmd_run(a, store)
    if a.command == "list":
        return cmd_list(a, store)
    if a.command == "show":
        return cmd_show(a, store)
    if a.command == "env":
        return cmd_env(a, store)
    if a.command == "reindex":
        print(f"indexed {store.reindex()} runs")
        return 0
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
    imp = sub.add_parser("import-trace", help="create a run from a TORCH_TRACE log file or folder (also .gz)")
    imp.add_argument("path")
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
    sw.add_argument("--iterations", type=int, default=50)
    sw.add_argument("--warmup", type=int, default=10)
    sw.add_argument("--timeout", type=int, default=1200, help="seconds per cell")
    sw.add_argument("--only", default=",".join(DEFAULT_ANALYSES), help="analyses each cell runs")
    sw.add_argument("--no-warm", action="store_true", help="skip the warm-cache compile of each cell")
    sw.add_argument("--label", default="")
    sw.add_argument("--json", action="store_true")
    sc = sub.add_parser("sweep-cancel", help="cancel a running sweep (finished cells are kept)")
    sc.add_argument("sweep_id")


def _run_trace_and_sweep_command(a, store: RunStore) -> int:
    if a.command == "import-trace":
        from .workflows.import_trace import ImportRefused, import_summary, import_trace

        try:
            report = import_trace(store, a.path, a.label)
        except ImportRefused as e:
            return _fail(str(e))
        summary = import_summary(store, report)
        print(json.dumps(summary) if a.json else f"{report['run_id']} {report['status']} {summary['report']}")
        return 0 if report["status"] == "ok" else 1
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
