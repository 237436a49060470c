"""Sweeps on a Ray cluster (``COMPILESCOPE_EXECUTOR=ray``): cells fan out, one per GPU of the cluster.

A config-sweep cell keeps its cold / warm meaning: its cold run starts with a compile cache of its own on
whichever node takes it (``<node tmp>/compilescope-cache/<sweep>-<cell>``, empty at first), and its warm run
goes to that same node with that same, now filled, cache (``RayExecutor(cache=..., same_node=True)``).
A shape-sweep setting is one node job: the spec (with the recipe's text) travels, the setting's folder
(result, log, traces) comes home. Each thread runs one cell; the sweep record is updated under a lock.
"""

from __future__ import annotations

import contextlib
import copy
import json
import threading
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from pathlib import Path

from ..report.store import RunStore
from ..runs.queue import cancel
from ..runs.ray_cluster import NodeJob, RayUnavailable, submit_job
from ..runs.ray_executor import RayExecutor
from ..runs.ray_node import WORK
from ..runs.run_archive import ArchiveRefused, ArchiveTooLarge, max_result_bytes, unpack_archive


def width(device: str) -> int:
    """Cells in flight at once: one per GPU of the cluster (per CPU slot for CPU cells)."""
    return RayExecutor().capacity(device)


def run_parallel(items: list, fn, n: int, should_stop=lambda: False, on_stop=lambda: None) -> None:
    """``fn(i, item, stopping)`` for each item (i from 1), ``n`` at a time in threads. When ``should_stop()``
    turns true or on Ctrl-C: ``stopping`` is set (no new item starts; an item in flight may watch it),
    ``on_stop()`` cancels what is in flight, and Ctrl-C is raised again once every thread is done."""
    stopping = threading.Event()

    def guarded(i, item):
        if not stopping.is_set():
            fn(i, item, stopping)

    with ThreadPoolExecutor(max_workers=max(1, n), thread_name_prefix="cell") as pool:
        pending = {pool.submit(guarded, i, item) for i, item in enumerate(items, 1)}
        try:
            while pending:
                done, pending = wait(pending, timeout=0.5, return_when=FIRST_COMPLETED)
                for f in done:
                    f.result()
                if should_stop() and not stopping.is_set():
                    stopping.set()
                    on_stop()
        except KeyboardInterrupt:
            stopping.set()
            on_stop()
            wait(pending)
            raise


# -- config sweeps -----------------------------------------------------------------------------------
def run_cells(store: RunStore, spec, record: dict, machine: dict, cancel_file: Path, say, save, run_cell) -> None:
    """Every cell of ``record`` on the cluster; ``save(record)`` after each change (called under a lock).

    ``run_cell(store, spec, cell, machine, executor)`` is the sweep's own way to run one cell (given by the sweep,
    so this module never imports it back)."""
    lock = threading.Lock()
    in_flight: list[dict] = []
    cells = record["cells"]

    def one(i: int, cell: dict, stopping: threading.Event) -> None:
        if cancel_file.exists():
            return
        work = copy.deepcopy(cell)
        work["status"] = "running"
        in_flight.append(work)
        with lock:
            cell.update(work)
            save(record)
        say(f"cell {i}/{len(cells)} {cell['key']} ...")
        executor = RayExecutor(cache=f"{record['sweep_id']}-{cell['key']}", same_node=True)
        try:
            run_cell(store, spec, work, machine, executor)
        finally:
            in_flight.remove(work)
            with lock:
                cell.update(work)
                save(record)
        say(f"cell {cell['key']} {work['status']}" + (f": {work['reason']}" if work.get("reason") else ""))

    def stop() -> None:
        for work in list(in_flight):
            for rid in (work.get("run_id"), work.get("warm_run_id")):
                with contextlib.suppress(Exception):
                    if rid and store.load_report(rid).get("status") in ("queued", "running"):
                        cancel(store, rid)  # its waiter kills the task and closes the run

    run_parallel(cells, one, width(spec.device), cancel_file.exists, stop)


# -- shape sweeps -------------------------------------------------------------------------------------
CANCELLED = "the shape sweep was cancelled"


def run_settings(settings: list[dict], run_one, device: str) -> None:
    """``run_one(index, setting, stopping)`` for each shape-sweep setting, one per GPU of the cluster."""
    run_parallel(settings, lambda i, s, stopping: run_one(i - 1, s, stopping), width(device))


def setting_on_cluster(spec, setting: dict, folder: Path, timeout: int, key: str,
                       stopping: threading.Event | None = None) -> tuple[int | None, str | None]:
    """One shape-sweep setting as a node job; its folder comes home into ``folder``. Returns (rc, reason);
    the reason is ``CANCELLED`` when ``stopping`` was set while it ran."""
    spec_dict = spec.to_dict()
    files = {}
    visible = []
    if spec.source.kind == "recipe":
        path = Path(spec.source.name)
        try:
            files[f"recipes/{path.name}"] = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            return None, f"recipe file {spec.source.name} cannot be read: {e}"
        spec_dict["source"]["name"] = f"{WORK}/recipes/{path.name}"
    elif spec.source.kind == "hf":
        visible = [str(Path(spec.source.name) / "config.json")]
    job = {
        "id": key, "files": {"spec.json": json.dumps(spec_dict), **files}, "templated": ["spec.json"],
        "argv": ["shape-sweep-worker", "--spec-file", f"{WORK}/spec.json", "--dynamic", setting["dynamic"],
                 "--out", f"{WORK}/out/result.json"],
        "env": {"TORCHINDUCTOR_COMPILE_THREADS": "1"} if spec.device == "cpu" else {},
        "visible": visible, "watch": ["out/result.json"], "log": "out/worker.log", "collect": "out",
        "cache": key, "max_bytes": max_result_bytes(),
    }

    def on_event(ev: dict) -> None:
        kind = ev.get("event")
        if kind == "started":
            setting["placement"] = ev["placement"]
        elif kind == "file":
            (folder / "result.json").write_text(ev["text"], encoding="utf-8")
        elif kind == "log":
            with open(folder / "worker.log", "a", encoding="utf-8") as f:
                f.write(ev["text"])
        elif kind == "done" and ev.get("archive"):
            try:
                unpack_archive(ev["archive"], folder)
            except (ArchiveRefused, ArchiveTooLarge, OSError) as e:
                handle.fail(f"the setting's results could not be stored: {e}")

    try:
        handle = NodeJob(submit_job(job, spec.device, f"compilescope:{key}"), on_event)
    except RayUnavailable as e:
        return None, str(e)
    try:
        while handle.poll() is None:
            if stopping is not None and stopping.is_set():
                handle.cancel()
                return None, CANCELLED
            since = handle.running_since
            if since is not None and time.monotonic() - since > timeout:
                handle.cancel()
                return None, f"timed out after {timeout} s (the worker was killed)"
            time.sleep(0.2)
    except KeyboardInterrupt:
        handle.cancel()
        raise
    return handle.returncode, handle.failure_reason
