"""The worker: runs one stored run request stage by stage, in its own process.

Each stage is isolated: an exception becomes data (stage, message, traceback) in the report and
the later stages run where they can. The report is saved after every stage change, so the
dashboard follows progress and a killed worker leaves every finished stage on disk.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import signal
import socket
import sys
import threading
import time
from typing import NoReturn

from ..report.schema import ANALYSES, FINAL_STATUSES, StageResult
from ..report.store import RunStore
from . import own_time, priority
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
    names = timed_before_profile(names)
    for n in names:
        run.stages[n] = StageResult(n)
    worker = dict(worker or {"kind": "fresh", "preimport_s": None})
    pid = os.getpid()  # with its start time: a zombie or a later process with this pid is not this worker
    run.report.update(status="running", worker_pid=pid, worker_start=process_start(pid),
                      worker_host=socket.gethostname(), started=time.time(), worker=worker)
    run.save()

    t0 = time.perf_counter()
    if "torch" not in sys.modules:  # a warm worker's fork or an admitting worker imported it already
        import torch  # noqa: F401 - timed apart: a plain script pays it too

        own_time.mark("torch_imported")
    if "analyzers.runs.stages" not in sys.modules:
        from . import stages  # noqa: F401

        own_time.mark("engine_imported")
    from . import stages as S

    worker["import_s"] = round(time.perf_counter() - t0, 3)
    _bisection_child(req)

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
        if "profile" in run.stages and run.stages["profile"].status == "ok":
            from .stage_source_lines import rederive_cached_provenance

            rederive_cached_provenance(run)  # last: it resets Dynamo
    run.report["status"] = final_status(list(run.stages.values()))
    run.report["finished"] = time.time()
    run.save()
    progress(f"run {run_id} {run.report['status']}")
    return run.report["status"]


def timed_before_profile(names: list[str]) -> list[str]:
    """The stages in the order they run: every timed stage (benchmark, decode) before the profile. After a
    torch.profiler session over CUDA, Kineto leaves CUPTI's callbacks on in the process (pytorch/pytorch#144455), so
    every later kernel launch of it pays more: measured on an H100, a plain script that profiled before timing
    launched ResNet-50's calls 15-20 % slower than a process that never profiled."""
    if "profile" not in names:
        return names
    rest = [n for n in names if n != "decode"]
    if "decode" in names:
        rest.insert(rest.index("profile"), "decode")
    return rest


def _bisection_child(req) -> None:
    """A run that checks numerics gets its bisection's process forked now, before CUDA exists."""
    from ..analyses.numerics import bisect_fork

    if "numerics" not in req.only:
        bisect_fork.close()
        return
    bisect_fork.prestart()
    if str(req.options.device).startswith("cuda"):  # plenty of cores there: import while the run goes on
        bisect_fork.warm()


OVERDUE_GRACE_S = 60  # past the run's timeout: whoever waits for the worker kills it first, when it is alive


def stop_when_overdue(store: RunStore, run_id: str, grace_s: float = OVERDUE_GRACE_S,
                      since: float | None = None) -> threading.Thread | None:
    """Whoever waits for a worker kills it at the run's timeout. When no one does (the command that waited, a
    ``run`` or a ``try-fixes``, was killed -9), the worker ends the run as timed out ``grace_s`` later and kills its
    own process group (its compile workers, a bisection's child), so an orphaned run ends and leaves no process.
    ``since``: when the run's clock started (epoch seconds; the command's start for a CLI's run), else now."""
    from .endings import finish_run, timeout_message

    try:
        timeout = store.load_report(run_id)["request"]["options"]["timeout_s"]
    except (LookupError, TypeError, ValueError, OSError):
        return None
    if not isinstance(timeout, (int, float)) or isinstance(timeout, bool) or timeout <= 0:
        return None

    already = max(0.0, time.time() - since) if since is not None else 0.0

    def overdue() -> None:
        time.sleep(max(0.0, timeout + grace_s - already))
        try:
            report = store.load_report(run_id)
            if report.get("status") not in FINAL_STATUSES:
                finish_run(store, report, "failed", timeout_message(timeout) + "; no one was waiting for the worker, "
                           "so it stopped itself")
        finally:
            if os.getpgrp() == os.getpid():  # a worker leads its own group (a fresh one's session, a fork's setsid)
                os.killpg(os.getpgrp(), signal.SIGKILL)
            os._exit(1)

    thread = threading.Thread(target=overdue, daemon=True, name="stop-when-overdue")
    thread.start()
    return thread


def execute_in_this_process(store: RunStore, run_id: str, worker: dict | None = None) -> NoReturn:
    """``python -m analyzers execute`` and a forked warm-worker child: run, then exit at once.

    The report is final and saved when ``execute_run`` returns: skip interpreter teardown (torch's
    atexit hooks and Inductor's compile-worker shutdown cost about a second a run).
    """
    own_time.inherit()  # the CLI's marks: its start and what it did before this worker took over
    if not any(m[0] == "worker_ready" for m in own_time.marks()):
        own_time.mark_process_start("worker_start")
        own_time.mark("worker_ready")
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    faulthandler.enable()  # a segfault in native code leaves the Python stack in worker.log (the report's traceback)
    from ..models.recipe_check import answer_stack_requests

    answer_stack_requests()  # and whoever stops it at its timeout asks for the stack first: where it was stuck
    worker = dict(worker or {"kind": "fresh", "preimport_s": None}, nice=priority.lower())  # below the dashboard's
    cli_start = dict(own_time.marks()).get("cli_start")  # a CLI's run: its budget holds from the command's start
    stop_when_overdue(store, run_id, since=cli_start)
    status = execute_run(store, run_id, worker)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0 if status == "ok" else 1)
