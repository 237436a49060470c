"""The Ray cluster as CompileScope uses it: joining it, sending one node job (``ray_node.node_job``) as a
task, and ``NodeJob``, the handle that reads what a job streams back without blocking.

Ray is imported inside the functions (the local default needs no Ray; the dashboard never imports this).
Joining ships the CompileScope code to the workers (Ray ``py_modules``) unless ``COMPILESCOPE_RAY_SHIP_CODE=0``.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time

from .executor import PACKAGE_ROOT, gpus_per_run

RAY_MISSING = (
    "the Ray executor needs Ray on this machine: pip install 'ray>=2.40' (same version as the cluster), "
    "or run with COMPILESCOPE_EXECUTOR=local"
)
SHIP_CODE_ENV = "COMPILESCOPE_RAY_SHIP_CODE"
CANCEL_GRACE_S = 10.0
_CONNECT_RETRY_S = 30.0
_connect_error: tuple[float, str] | None = None  # the last failed connect: launches fail fast for a while
_remote = None


class RayUnavailable(RuntimeError):
    """Ray is not installed, or the cluster cannot be reached: the message says what to do."""


def connect(address: str | None = None) -> None:
    """Join the cluster at ``address`` (``$RAY_ADDRESS``, else a Ray started on this machine) once."""
    global _connect_error
    try:
        import ray
    except ImportError:
        raise RayUnavailable(RAY_MISSING) from None
    if ray.is_initialized():
        return
    if _connect_error and time.monotonic() - _connect_error[0] < _CONNECT_RETRY_S:
        raise RayUnavailable(_connect_error[1])
    address = address or os.environ.get("RAY_ADDRESS") or "auto"
    main = threading.current_thread() is threading.main_thread()
    on_term = signal.getsignal(signal.SIGTERM) if main else None
    try:
        ray.init(address=address, namespace="compilescope", runtime_env=runtime_env(), log_to_driver=False,
                 logging_level=logging.WARNING)
    except Exception as e:  # noqa: BLE001 - ConnectionError, RuntimeError, ValueError: all say "no cluster"
        msg = (f"no Ray cluster at RAY_ADDRESS={address}: start one (ray start --head) and point RAY_ADDRESS at "
               f"it, see the README ({type(e).__name__}: {str(e).strip().splitlines()[0][:300] if str(e) else ''})")
        _connect_error = (time.monotonic(), msg)
        raise RayUnavailable(msg) from None
    finally:
        if main and on_term is not None:
            signal.signal(signal.SIGTERM, on_term)  # Ray's own handler would dump a stack on a plain stop
    _connect_error = None


def runtime_env() -> dict:
    """The CompileScope code travels with every task (Ray uploads it once per content), unless the workers
    have it installed. Ray takes a local folder only for the whole driver, so this goes to ``ray.init``."""
    if os.environ.get(SHIP_CODE_ENV, "1") == "0":
        return {}
    return {"py_modules": [str(PACKAGE_ROOT / "analyzers")], "excludes": ["__pycache__", "*.pyc"]}


def remote_job():
    """``ray_node.node_job`` as a Ray task: never retried (a lost run is failed), one process per task."""
    global _remote
    if _remote is None:
        import ray

        from .ray_node import node_job

        _remote = ray.remote(max_retries=0, max_calls=1)(node_job)
    return _remote


def submit_job(job: dict, device: str, name: str, node_id: str | None = None):
    """Start one node job; returns its ObjectRefGenerator."""
    connect()
    opts = {"num_gpus": gpus_per_run(device), "num_cpus": 1, "name": name}
    if node_id:  # the warm half of a sweep cell: the node that holds the cell's compile cache
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        opts["scheduling_strategy"] = NodeAffinitySchedulingStrategy(node_id, soft=False)
    return remote_job().options(**opts).remote(job)


def describe_failure(exc: BaseException, placement: dict | None) -> str:
    """One line for a Ray error: cancelled, the worker process died, the node died, the task was lost."""
    import ray.exceptions as rex

    node = f"{placement.get('node')} ({placement.get('node_ip')})" if placement else ""
    where = f" on node {node}" if placement else ""
    cause = getattr(exc, "cause", None) or exc
    if isinstance(exc, rex.TaskCancelledError) or isinstance(cause, rex.TaskCancelledError):
        return "cancelled"
    if isinstance(exc, rex.NodeDiedError) or "NodeDiedError" in type(exc).__name__:
        return f"the Ray node {node} died during the run" if node else "a Ray node died during the run"
    if isinstance(exc, rex.WorkerCrashedError):
        return f"the Ray worker process{where} died during the run (killed, out of memory or crashed)"
    if isinstance(exc, (rex.ObjectLostError, rex.OwnerDiedError)):
        return f"the run's Ray task was lost{where}: {type(exc).__name__}"
    if isinstance(exc, rex.RayTaskError):
        first = str(cause).strip().splitlines()[-1] if str(cause).strip() else type(cause).__name__
        return f"the Ray task failed{where}: {first[:400]}"
    return f"the Ray task failed{where}: {type(exc).__name__}: {str(exc)[:400]}"


class NodeJob:
    """One node job in flight; ``poll`` reads what it streamed without blocking and returns its exit code."""

    def __init__(self, gen, on_event=None):
        self.gen = gen
        self.on_event = on_event or (lambda ev: None)
        self.placement: dict | None = None
        self.running_since: float | None = None  # monotonic; None while it waits for a GPU
        self.returncode: int | None = None
        self.failure_reason: str | None = None
        self.exit_code_known = True

    def poll(self) -> int | None:
        if self.returncode is not None:
            return self.returncode
        import ray

        while self.returncode is None:
            ready, _ = ray.wait([self.gen], timeout=0)
            if not ready:
                break
            try:
                ref = next(self.gen)
            except StopIteration:
                self.fail("the Ray task ended without a result")
                break
            try:
                ev = ray.get(ref)
            except Exception as e:  # noqa: BLE001 - cancelled, worker or node died, task lost: the run failed
                self.fail(describe_failure(e, self.placement))
                break
            self._handle(ev)
        return self.returncode

    def fail(self, reason: str, rc: int = 1) -> None:
        self.failure_reason, self.returncode = reason, rc

    def _handle(self, ev: dict) -> None:
        kind = ev.get("event")
        if kind == "started":
            self.placement = ev["placement"]
            self.running_since = time.monotonic()
        self.on_event(ev)
        if kind == "refused":
            self.fail(ev["message"])
        elif kind == "done":
            if ev.get("error"):
                self.fail(ev["error"], ev.get("rc") or 1)
            elif self.returncode is None:
                self.returncode = ev.get("rc", 1)

    def cancel(self) -> None:
        """``ray.cancel``: the task kills its command's process group; forced after a grace period."""
        if self.returncode is not None:
            return
        import ray

        ray.cancel(self.gen)
        deadline = time.monotonic() + CANCEL_GRACE_S
        while self.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        if self.returncode is None:
            ray.cancel(self.gen, force=True)  # the process dies; its command dies with it (parent-death signal)
            self.fail("cancelled", -9)


def cluster_facts(timeout_s: float = 300) -> dict:
    """``env --json`` for the cluster: the engine facts of one worker (a GPU node when there is one) and the
    cluster's nodes and GPUs. The recipes are this machine's: they travel with each run."""
    connect()
    import ray

    from ..report.catalog import list_recipes
    from .ray_node import node_facts

    res = ray.cluster_resources()
    nodes = [
        {"node": n.get("NodeManagerHostname"), "ip": n.get("NodeManagerAddress"), "node_id": n.get("NodeID"),
         "gpus": n.get("Resources", {}).get("GPU", 0), "cpus": n.get("Resources", {}).get("CPU", 0)}
        for n in ray.nodes() if n.get("Alive")
    ]
    opts: dict = {"num_cpus": 0, "max_retries": 0, "max_calls": 1}  # asks for nothing: never waits behind a run
    gpu_node = next((n["node_id"] for n in nodes if n["gpus"]), None)
    if gpu_node:
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        opts["scheduling_strategy"] = NodeAffinitySchedulingStrategy(gpu_node, soft=True)
    try:
        facts = ray.get(ray.remote(**opts)(node_facts).remote(), timeout=timeout_s)
    except Exception as e:  # noqa: BLE001 - a timeout or a worker without torch: say which
        raise RayUnavailable(f"no Ray worker answered what it offers: {describe_failure(e, None)}") from None
    gpus = int(res.get("GPU", 0))
    accel = sorted(k.split(":", 1)[1] for k in res if k.startswith("accelerator_type:"))
    facts.update(
        executor="ray", recipes=list_recipes(), cuda_available=gpus > 0, gpu_count=gpus,
        gpus=facts.get("gpus") or accel, cluster={"address": os.environ.get("RAY_ADDRESS") or "auto", "gpus": gpus,
                                                  "cpus": res.get("CPU", 0), "nodes": nodes},
    )
    facts["gpu"] = (facts["gpus"] or [None])[0]
    return facts
