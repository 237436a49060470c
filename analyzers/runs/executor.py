"""Executors: what starts a claimed run's worker and can kill it. One small interface, several engines.

``LocalExecutor`` runs each run in a fresh ``python -m analyzers execute RUN_ID`` subprocess on this
machine (the CLI's default); ``warm_executor.WarmExecutor`` forks each run from a process that imported
torch once (the dispatcher's default); ``ray_executor.RayExecutor`` sends each run to a Ray cluster
(``COMPILESCOPE_EXECUTOR=ray``). Everything a worker needs is in the stored run request.

Optional on an executor: ``capacity(device)`` (runs in flight at once per device, default 1), ``start`` /
``close``; on a handle: ``running_since`` (monotonic start of the work: the timeout counts from there, None
while it waits for a GPU) and ``failure_reason`` (why it ended, when the exit code does not say).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Protocol

from ..report.store import RunStore
from .child_process import kill_group

PACKAGE_ROOT = Path(__file__).resolve().parents[2]


LOG_FILE = "worker.log"
EXECUTOR_ENV = "COMPILESCOPE_EXECUTOR"
EXECUTORS = ("local", "ray")
CPU_RUN_GPUS_ENV = "COMPILESCOPE_RAY_CPU_RUN_GPUS"


def gpus_per_run(device: str) -> float:
    """GPUs a cluster task of a ``device`` run asks for: one for CUDA; none for CPU, unless
    ``COMPILESCOPE_RAY_CPU_RUN_GPUS`` says so (a GPU slot to itself; CI's logical GPUs)."""
    if device == "cuda":
        return 1
    try:
        return max(0.0, float(os.environ.get(CPU_RUN_GPUS_ENV, "0")))
    except ValueError:
        return 0


def executor_name() -> str:
    """``local`` (this machine, the default) or ``ray`` (a Ray cluster): ``$COMPILESCOPE_EXECUTOR``."""
    name = os.environ.get(EXECUTOR_ENV, "local").strip().lower() or "local"
    return name if name in EXECUTORS else "local"


class Handle(Protocol):
    def poll(self) -> int | None: ...  # None while the worker runs, then its exit code


class Executor(Protocol):
    def launch(self, store: RunStore, run_id: str) -> Handle: ...
    def kill(self, handle: Handle) -> None: ...


class LocalExecutor:
    """Runs each run in a fresh ``python -m analyzers execute`` subprocess on this machine."""

    def __init__(self, python: str | None = None, echo: bool = False):
        self.python = python or sys.executable
        self.echo = echo  # also copy the worker's progress to our stderr (the CLI)

    def launch(self, store: RunStore, run_id: str) -> subprocess.Popen:
        store.require_writable("launch runs")
        log_path = store.run_dir(run_id) / LOG_FILE
        logf = open(log_path, "ab")
        cmd = [self.python, "-m", "analyzers", "--runs-dir", str(store.root.resolve()), "execute", run_id]
        env = engine_env()
        proc = subprocess.Popen(
            cmd, stdout=logf, stderr=subprocess.STDOUT, cwd=os.getcwd(), env=env, start_new_session=True
        )
        logf.close()
        return proc

    def kill(self, handle: subprocess.Popen) -> None:
        kill_group(handle)


def engine_env(**extra: str) -> dict:
    """The environment of an engine subprocess: this one, unbuffered, with the package importable."""
    env = dict(os.environ, PYTHONUNBUFFERED="1", **extra)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PACKAGE_ROOT), env.get("PYTHONPATH")]))
    return env
