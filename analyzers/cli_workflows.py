"""``import-trace``, ``sweep``, ``sweep-cancel``, ``shape-sweep`` and its worker: the commands built from runs."""

from __future__ import annotations

import json

from .cli_options import add_bench_options, add_dynamo_option, add_workload_options, fail
from .report.schema import (
    MODES,
)
from .report.store import RunStore

# -- import-trace, sweep, sweep-cancel -------------------------------------------------------------
TRACE_AND_SWEEP_COMMANDS = ("import-trace", "sweep", "sweep-cancel")


def add_trace_and_sweep_commands(sub) -> None:
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
    add_dynamo_option(sw)
    add_bench_options(sw)
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


def run_trace_and_sweep_command(a, store: RunStore) -> int:
    if a.command == "import-trace":
        from .report.schema import label_problems
        from .workflows.import_trace import ImportRefused, import_summary, import_traces, input_files, ranks_summary

        if label_problems(a.label):
            return fail(label_problems(a.label)[0])
        from pathlib import Path

        for path in a.path:
            try:
                Path(path).expanduser().resolve(strict=False)  # a symlink loop: one line, before any work
            except (OSError, RuntimeError) as e:
                return fail(f"cannot read {path}: {e}: pass a TORCH_TRACE log file or folder")
        try:
            many = len(input_files(a.path)) > 1
            reports, refused = import_traces(store, a.path, a.label)
        except ImportRefused as e:
            return fail(str(e))
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
            return fail(str(e))
        return 0
    return sweep_mod.cmd_sweep(a, store)


SHAPE_SWEEP_COMMANDS = ("shape-sweep", "shape-sweep-worker")


def add_shape_sweep_commands(sub) -> None:
    from .workflows.shape_sweep import add_commands

    add_commands(sub)


def run_shape_sweep_command(a, store: RunStore) -> int:
    from .workflows import shape_sweep as shape_sweep

    if a.command == "shape-sweep-worker":
        return shape_sweep.cmd_worker(a)
    return shape_sweep.cmd_shape_sweep(a, store)
