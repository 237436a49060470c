"""The worker: runs one stored run request stage by stage, in its own process.

Each stage is isolated: an exception becomes data (stage, message, traceback) in the report and
the later stages run where they can. The report is saved after every stage change, so the
dashboard follows progress and a killed worker leaves every finished stage on disk.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import socket
import sys
import time
from typing import NoReturn

from ..report.schema import ANALYSES, StageResult
from ..report.store import RunStore
from .processes import process_start
from .run_context import Run, final_status, progress

log = logging.getLogger("compilescope.worker")


def execute_run(store: RunStore, run_id: str, worker: dict | None = None) -> str:
    """Run every requested stage; returns the final status.

    ``worker`` says what process runs it (``{"kind": "fresh"|"warm", ...}``, see zygote.py);
    it is stored as ``report["worker"]`` with the seconds this process spent importing the stages.
    """
    run = Run(store, run_id)
    req = run.request
    wanted = set(req.only)
    names = ["load"] + [n for n in ANALYSES if n in wanted]
    if wanted & {"code", "benchmark", "profile"} and "compile" not in names:
        names.insert(names.index(next(n for n in names if n in ("code", "benchmark", "profile"))), "compile")
    for n in names:
        run.stages[n] = StageResult(n)
    worker = dict(worker or {"kind": "fresh", "preimport_s": None})
    pid = os.getpid()  # with its start time: a zombie or a later process with this pid is not this worker
    run.report.update(status="running", worker_pid=pid, worker_start=process_start(pid),
                      worker_host=socket.gethostname(), started=time.time(), worker=worker)
    run.save()

    t0 = time.perf_counter()
    from . import stages as S  # torch is imported from here on (already, in a warm worker)

    worker["import_s"] = round(time.perf_counter() - t0, 3)

    from ..analyses.options.compile_setup import dynamo_overrides

    with dynamo_overrides(req.options.dynamo_config):  # --dynamo-config holds for every stage (explain too)
        for name in names:
            with run.stage(name) as st:
                getattr(S, f"stage_{name}")(run, st)
            if name == "load" and run.stages["load"].status != "ok":
                for rest in names[1:]:
                    run.stages[rest].status = "skipped"
                    run.stages[rest].message = "the model did not load"
                break
    run.report["status"] = final_status(list(run.stages.values()))
    run.report["finished"] = time.time()
    run.save()
    progress(f"run {run_id} {run.report['status']}")
    return run.report["status"]


def execute_in_this_process(store: RunStore, run_id: str, worker: dict | None = None) -> NoReturn:
    """``python -m analyzers execute`` and a forked warm-worker child: run, then exit at once.

    The report is final and saved when ``execute_run`` returns: skip interpreter teardown (torch's
    atexit hooks and Inductor's compile-worker shutdown cost about a second a run).
    """
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    faulthandler.enable()  # a segfault in native code leaves the Python stack in worker.log (the report's traceback)
    status = execute_run(store, run_id, worker)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0 if status == "ok" else 1)
