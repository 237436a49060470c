"""The worker: runs one stored run request stage by stage, in its own process.

Each stage is isolated: an exception becomes data (stage, message, traceback) in the report and
the later stages run where they can. The report is saved after every stage change, so the
dashboard follows progress and a killed worker leaves every finished stage on disk.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
import traceback
from dataclasses import asdict
from typing import NoReturn

from .schema import ANALYSES, RunRequest, StageResult
from .store import RunStore

log = logging.getLogger("compilescope.worker")


class StageSkipped(Exception):
    """A stage that cannot run (e.g. benchmark without a compiled model): not a failure."""


def _progress(msg: str) -> None:
    print(f"[compilescope] {msg}", file=sys.stderr, flush=True)


def friendly_error(exc: BaseException, request: RunRequest) -> str:
    """A one-line message that says what to change, where we know."""
    name = type(exc).__name__
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else name
    if "OutOfMemoryError" in name or "out of memory" in text.lower():
        o = request.options
        return f"out of memory at batch {o.batch_size}, seq {o.seq_len}, {o.dtype}: lower --batch-size or --seq-len"
    if name in ("SourceError", "ValueError") and exc.__class__.__module__.startswith("analyzers"):
        return text
    return f"{name}: {text}"[:500]


class Run:
    """One run in progress: the report dict and the stages, saved on every change."""

    def __init__(self, store: RunStore, run_id: str):
        self.store = store
        self.report = store.load_report(run_id)
        self.request = RunRequest.from_dict(self.report["request"])
        self.run_id = run_id
        self.dir = store.run_dir(run_id)
        self.stages: dict[str, StageResult] = {}
        self.state: dict = {}  # objects stages hand to each other (model, compiled model)

    def save(self) -> None:
        self.report["stages"] = [asdict(s) for s in self.stages.values()]
        self.store.save_report(self.report)

    @contextlib.contextmanager
    def stage(self, name: str):
        st = self.stages.setdefault(name, StageResult(name))
        st.status = "running"
        st.started = time.time()
        self.save()
        _progress(f"{name} ...")
        t0 = time.perf_counter()
        try:
            yield st
            st.status = "ok"
        except StageSkipped as e:
            st.status, st.message = "skipped", str(e)
        except BaseException as e:  # noqa: BLE001 - every failure becomes data
            st.status = "failed"
            st.message = friendly_error(e, self.request)
            st.traceback = traceback.format_exc()
            self.report.setdefault("error", {"stage": name, "message": st.message, "traceback": st.traceback})
            if isinstance(e, KeyboardInterrupt):
                raise
        finally:
            st.seconds = round(time.perf_counter() - t0, 3)
            _progress(f"{name} {st.status} ({st.seconds:.1f} s){': ' + st.message if st.message else ''}")
            self.save()


def final_status(stages: list[StageResult]) -> str:
    by = {s.name: s.status for s in stages}
    if by.get("load") != "ok":
        return "failed"
    analyses = [s for s in stages if s.name != "load"]
    if any(s.status == "failed" for s in analyses):
        return "partial" if any(s.status == "ok" for s in analyses) else "failed"
    return "ok"


def execute_run(store: RunStore, run_id: str, worker: dict | None = None) -> str:
    """Run every requested stage; returns the final status.

    ``worker`` says what process runs it (``{"kind": "fresh"|"warm", ...}``, see warm_worker.py);
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
    run.report.update(status="running", worker_pid=os.getpid(), started=time.time(), worker=worker)
    run.save()

    t0 = time.perf_counter()
    from . import stages as S  # torch is imported from here on (already, in a warm worker)

    worker["import_s"] = round(time.perf_counter() - t0, 3)

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
    _progress(f"run {run_id} {run.report['status']}")
    return run.report["status"]


def execute_in_this_process(store: RunStore, run_id: str, worker: dict | None = None) -> NoReturn:
    """``python -m analyzers execute`` and a forked warm-worker child: run, then exit at once.

    The report is final and saved when ``execute_run`` returns: skip interpreter teardown (torch's
    atexit hooks and Inductor's compile-worker shutdown cost about a second a run).
    """
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    status = execute_run(store, run_id, worker)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0 if status == "ok" else 1)
