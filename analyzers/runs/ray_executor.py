"""``RayExecutor``: runs go to a Ray cluster of GPU machines, one Ray task per run asking for one GPU.

Chosen by ``COMPILESCOPE_EXECUTOR=ray`` (``--executor ray``) with ``RAY_ADDRESS``; imported only by the
dispatcher, the CLI and the sweeps, never by the dashboard, and Ray itself is imported inside the functions
that need it (the local default needs no Ray). Each run is one task (``ray_node.node_job``, a streaming
generator) that asks for ``num_gpus=1`` (CPU runs ask for none, unless ``COMPILESCOPE_RAY_CPU_RUN_GPUS=1``)
and runs ``python -m analyzers execute`` in a fresh process on the node. Everything the worker needs
travels with the task: the stored request, a recipe's text (never its path), the CompileScope code itself
(Ray ``py_modules``; ``COMPILESCOPE_RAY_SHIP_CODE=0`` when the workers have it installed). A local
checkpoint is used only where the node sees its path.

While it runs, the handle writes what the node streams into the store (the report after each stage, the
log); at the end the run folder comes home as a size-capped tar.gz that the dashboard host unpacks beside
the run and commits by writing the report last, atomically. ``<run>/placement.json`` and the report's
``placement`` say where the run is: waiting for a GPU, or running on node X GPU n (name, index).
"""

from __future__ import annotations

import copy
import json
import logging
import os
import secrets
import shutil
import socket
import time
from pathlib import Path

from ..report.schema import FINAL_STATUSES, RunRequest
from ..report.store import RunStore, atomic_write_text
from .admission import request_problems
from .executor import LOG_FILE, gpus_per_run
from .processes import process_start
from .queue import CANCEL_FILE, PLACEMENT_FILE, finish_run
from .ray_cluster import NodeJob, RayUnavailable, connect, submit_job
from .ray_node import WORK
from .run_archive import ArchiveRefused, ArchiveTooLarge, max_result_bytes, unpack_archive

log = logging.getLogger("compilescope.ray")


class RunOnRay(NodeJob):
    """A stored run executing on the cluster: its report and log stream into the store as it goes."""

    def __init__(self, store: RunStore, run_id: str, restore: dict, gen):
        super().__init__(gen)
        self.on_event = self._store_event
        self.store, self.run_id, self.restore = store, run_id, restore
        self.node_recipe: str | None = None

    def _store_event(self, ev: dict) -> None:
        kind = ev.get("event")
        if kind == "started":
            self.node_recipe = f"{ev['work']}/recipes/{self.restore['recipe_name']}" if self.restore else None
            save_placement(self.store, self.run_id, self.placement)
        elif kind == "file":
            self._save_snapshot(ev["text"])
        elif kind == "log":
            with open(self.store.run_dir(self.run_id) / LOG_FILE, "a", encoding="utf-8") as f:
                f.write(ev["text"])
        elif kind == "refused":
            save_placement(self.store, self.run_id, dict(ev["placement"], state="refused"))
            finish_run(self.store, self.store.load_report(self.run_id), "failed", ev["message"], stage="load")
        elif kind == "done":
            message = ev.get("error")
            if not message:
                try:
                    self._install(ev["archive"])
                except (ArchiveRefused, ArchiveTooLarge, ValueError, OSError) as e:
                    message = f"the run's results could not be stored: {e}"
            if message:
                self._fail_final(message)
                self.fail(message, ev.get("rc") or 1)

    def _fix(self, text: str) -> dict:
        """The node's report with the dashboard host's paths and the placement."""
        if self.node_recipe:
            text = text.replace(json.dumps(self.node_recipe)[1:-1], json.dumps(self.restore["recipe_path"])[1:-1])
        report = json.loads(text)
        placement = dict(self.placement or {})
        gpu = (report.get("environment") or {}).get("gpu")
        if gpu and not placement.get("gpu_name"):
            placement["gpu_name"] = gpu
        report["placement"] = placement
        if report.get("worker_pid"):  # the node's pid means nothing here; the owner of the task is this process
            report["worker_pid"], report["worker_start"] = os.getpid(), process_start(os.getpid())
            report["worker_host"] = socket.gethostname()
        return report

    def _cancelled_here(self) -> bool:
        """Cancelled (or closed) on this side meanwhile: the store has the last word."""
        return (self.store.run_dir(self.run_id) / CANCEL_FILE).exists()

    def _save_snapshot(self, text: str) -> None:
        """A report the node saved after a stage change; a final one waits for the run folder (``_install``)."""
        if self._cancelled_here():
            return
        try:
            report = self._fix(text)
        except ValueError as e:
            log.warning("run %s: unreadable report from the node: %s", self.run_id, e)
            return
        if report.get("status") not in FINAL_STATUSES:
            self.store.save_report(report)

    def _install(self, archive: bytes) -> None:
        """Unpack beside the run, move the artifacts in, clear the unpacking folder, then write the report last:
        readers never see half a run, and a reader that sees the final report sees nothing left behind."""
        tmp = self.store.root / f".incoming-{self.run_id}-{secrets.token_hex(3)}"
        try:
            names = unpack_archive(archive, tmp)
            if "report.json" not in names:
                raise ArchiveRefused("the result archive has no report.json")
            report = self._fix((tmp / "report.json").read_text(encoding="utf-8"))
            if report.get("run_id") != self.run_id:
                raise ArchiveRefused(f"the result archive is of run {report.get('run_id')!r}, not {self.run_id}")
            if self._cancelled_here():
                return
            report["placement"]["state"] = "finished"
            for rel in names:
                if rel == "report.json":
                    continue
                dest = self.store.artifact_path(self.run_id, rel)
                dest.parent.mkdir(parents=True, exist_ok=True)
                os.replace(tmp / rel, dest)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        save_placement(self.store, self.run_id, report["placement"])
        self.store.save_report(report)

    def _fail_final(self, message: str) -> None:
        """The run ended on the node but its folder cannot come home: failed, with the last stages kept."""
        report = self.store.load_report(self.run_id)
        report["status"] = "running"  # finish_run closes it as failed whatever the node's last word was
        report["error"] = {"stage": "worker", "message": message, "traceback": ""}
        finish_run(self.store, report, "failed", message)


def save_placement(store: RunStore, run_id: str, placement: dict) -> None:
    atomic_write_text(store.run_dir(run_id) / PLACEMENT_FILE, json.dumps(placement, default=str))


class RayExecutor:
    """Runs each run as one Ray task on the cluster (see the module docstring)."""

    def __init__(self, cache: str | None = None, same_node: bool = False):
        self.cache = cache  # a node compile-cache folder of its own (a sweep cell); None: the node's default
        self.same_node = same_node  # later launches go to the node of the first (a sweep cell's warm run)
        self.node_id: str | None = None
        self.last: NodeJob | None = None
        self._resources: tuple[float, dict] | None = None

    def launch(self, store: RunStore, run_id: str) -> NodeJob:
        try:
            job, restore = run_job(store, run_id, self.cache)
        except LaunchRefused as e:
            finish_run(store, store.load_report(run_id), "failed", str(e), stage="load")
            return _failed(str(e))
        device = RunRequest.from_dict(store.load_report(run_id)["request"]).options.device
        try:
            gen = submit_job(job, device, f"compilescope:{run_id}", self.node_id if self.same_node else None)
        except RayUnavailable as e:
            return _failed(str(e))
        except Exception as e:  # noqa: BLE001 - the dispatcher must go on with the rest of the queue
            log.exception("run %s could not be sent to the Ray cluster", run_id)
            return _failed(f"the run could not be sent to the Ray cluster: {type(e).__name__}: {e}"[:500])
        handle = RunOnRay(store, run_id, restore, gen)
        waiting = {"executor": "ray", "state": "waiting", "gpus": gpus_per_run(device), "device": device}
        save_placement(store, run_id, waiting)
        self.last = handle
        if self.same_node and self.node_id is None:
            handle.on_event = self._remember_node(handle.on_event)
        return handle

    def _remember_node(self, inner):
        def on_event(ev):
            if ev.get("event") == "started":
                self.node_id = ev["placement"]["node_id"]
            inner(ev)

        return on_event

    def kill(self, handle) -> None:
        if isinstance(handle, NodeJob):
            handle.cancel()

    def capacity(self, device: str) -> int:
        """Runs of ``device`` to have in flight at once: one per GPU of the cluster (per CPU for CPU runs)."""
        now = time.monotonic()
        if self._resources is None or now - self._resources[0] > 5:
            try:
                connect()
                import ray

                self._resources = (now, ray.cluster_resources())
            except RayUnavailable:
                self._resources = (now, {})
        res = self._resources[1]
        per_run = gpus_per_run(device)
        if per_run > 0:
            return max(1, int(res.get("GPU", 0) // per_run))
        return max(1, int(res.get("CPU", 1)))


class LaunchRefused(ValueError):
    """A queued run that cannot go to the cluster: the message says what to change."""


def _failed(reason: str) -> NodeJob:
    h = NodeJob(gen=None)
    h.fail(reason)
    return h


def run_job(store: RunStore, run_id: str, cache: str | None = None) -> tuple[dict, dict]:
    """The node job of a stored run: the report as queued, the recipe's text, what the node must see."""
    report = copy.deepcopy(store.load_report(run_id))
    request = RunRequest.from_dict(report["request"])
    problems = request_problems(request)  # what a local worker's load stage refuses, refused before sending
    if problems:
        raise LaunchRefused("; ".join(problems))
    source = request.source
    files, restore, visible = {}, {}, []
    if source.kind == "recipe":
        path = Path(source.name)
        name = path.name
        try:
            files[f"recipes/{name}"] = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise LaunchRefused(f"recipe file {source.name} cannot be read: {e}") from None
        report["request"]["source"]["name"] = f"{WORK}/recipes/{name}"
        restore = {"recipe_name": name, "recipe_path": source.name}
    elif source.kind == "hf":
        visible = [str(Path(source.name) / "config.json")]
    elif source.kind == "trace":
        raise LaunchRefused("an imported trace is not executed: it has no model to run")
    rel = f"runs/{run_id}"
    job = {
        "id": run_id,
        "files": {f"{rel}/report.json": json.dumps(report), **files},
        "templated": [f"{rel}/report.json"],
        "argv": ["--runs-dir", f"{WORK}/runs", "execute", run_id],
        "visible": visible,
        "watch": [f"{rel}/report.json"],
        "log": f"{rel}/{LOG_FILE}",
        "collect": rel,
        "cache": cache,
        "max_bytes": max_result_bytes(),
    }
    return job, restore
