"""Runs on a Ray cluster: a local Ray head with two logical GPUs and a second node with one (CI has no GPU),
started and stopped here (``ray.cluster_utils.Cluster``, Ray's own tool for tests of several nodes).

The dispatcher runs as its own process (``COMPILESCOPE_EXECUTOR=ray``, ``RAY_ADDRESS`` of the head), as it does
beside a dashboard; CPU runs each take one logical GPU (``COMPILESCOPE_RAY_CPU_RUN_GPUS=1``), so Ray sets a
different ``CUDA_VISIBLE_DEVICES`` for each, which the recipe writes into its model description.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import types
from pathlib import Path

import pytest

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install -r requirements-dev.txt): the Ray "
                                        "executor's tests need a local Ray head")

from analyzers.report.schema import FINAL_STATUSES, CompileOptions, ModelSource, RunRequest  # noqa: E402
from analyzers.report.store import RunStore  # noqa: E402
from analyzers.runs import queue as jobs  # noqa: E402

pytestmark = pytest.mark.slow

FAST = '''"""set below"""
import os

import torch

__doc__ = f"CUDA_VISIBLE_DEVICES={os.environ.get('CUDA_VISIBLE_DEVICES')}"


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 8)

    def forward(self, x):
        scale = x.abs().mean().item()  # a graph break, filed at this file's line
        return self.lin(x) / (1.0 + scale)


def build_model():
    return M()


def example_inputs():
    return (torch.randn(2, 8),)
'''

SLOW = '''"""Loads for two minutes: a run to kill or cancel while it is busy."""
import time

import torch


def build_model():
    time.sleep(120)
    return torch.nn.Linear(8, 8)


def example_inputs():
    return (torch.randn(2, 8),)
'''


START_TRIES = 3  # a Ray node's start, tried this often where Ray gave up waiting for it
GCS_PORT_WAIT_S = "120"  # the head's GCS writing its port, at most (Ray's default: 30 s)


def _kill_half_started(error: BaseException) -> None:
    """The processes of the Ray node whose start raised ``error`` (its ``Node`` is in the traceback's frames)."""
    from ray._private.node import Node

    tb = error.__traceback__
    while tb is not None:
        node = tb.tb_frame.f_locals.get("self")
        if isinstance(node, Node):
            node.kill_all_processes(check_alive=False, allow_graceful=False, wait=True)
        tb = tb.tb_next


def _start_node(start):
    """``start()``, a Ray node's start, again where Ray gave up on it: Ray waits a fixed 30 s for a new node's raylet
    to register (``ray/_private/node.py``: "The current node timed out during startup"), which a machine whose cores
    are kept busy can take longer than (its agents are Python processes that import a lot). The processes of the
    attempt that gave up are stopped first."""
    for attempt in range(1, START_TRIES + 1):
        try:
            return start()
        except Exception as e:
            if "timed out during startup" not in str(e) or attempt == START_TRIES:
                raise
            _kill_half_started(e)
            print(f"a Ray node did not start in Ray's 30 s (attempt {attempt} of {START_TRIES}): starting it again",
                  file=sys.stderr)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """One Ray head for the module (it takes seconds to start) with two logical GPUs, and a second node with one
    GPU that a test may take away; all stopped at the end."""
    import builtins

    from ray.cluster_utils import Cluster

    # ray.init in this process wraps builtins.print (and may wrap the std streams): put them back afterwards, or a
    # later test's print() is attributed to Ray's wrapper (a graph break "in" ray/experimental/tqdm_ray.py).
    real = (builtins.print, sys.stdout, sys.stderr)
    root = tmp_path_factory.mktemp("ray")
    recipes = root / "recipes"
    recipes.mkdir()
    (recipes / "fast.py").write_text(FAST)
    (recipes / "slow.py").write_text(SLOW)
    mp = pytest.MonkeyPatch()
    # The workers inherit the head's environment: no compile pool; scratch folders and caches in the test's folder.
    mp.setenv("TORCHINDUCTOR_COMPILE_THREADS", "1")
    mp.setenv("COMPILESCOPE_RAY_WORKDIR", str(root / "nodes"))
    mp.setenv("RAY_gcs_server_port_wait_time_s", GCS_PORT_WAIT_S)  # read by this process as it starts the head
    store = RunStore(root / "runs")
    head = None
    try:  # a start that fails for good leaves nothing behind either (the environment, a head without its second)
        head = _start_node(lambda: Cluster(initialize_head=True, connect=False,
                                           head_node_args={"num_cpus": 4, "num_gpus": 2, "include_dashboard": False}))
        head.connect()
        second = _start_node(lambda: head.add_node(num_cpus=2, num_gpus=1))
        mp.setenv("COMPILESCOPE_EXECUTOR", "ray")
        mp.setenv("RAY_ADDRESS", head.address)
        mp.setenv("COMPILESCOPE_RAY_CPU_RUN_GPUS", "1")
        mp.setenv("COMPILESCOPE_RECIPES", str(recipes))
        yield types.SimpleNamespace(store=store, recipes=recipes, head=head, second=second)
    finally:
        jobs.stop_dispatcher(store)
        mp.undo()
        ray.shutdown()
        if head is not None:
            head.shutdown()
        builtins.print, sys.stdout, sys.stderr = real


def _request(recipe: Path) -> RunRequest:
    return RunRequest(ModelSource("recipe", str(recipe)), CompileOptions(device="cpu"), only=["explain"])


def _gone(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"  # killed, not yet reaped
    except OSError:
        return True


def _wait(what: str, until, timeout_s: float = 150, reads: list | None = None):
    """Poll ``until()`` the way the dashboard does (timing each read), without ever blocking on the runs."""
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout_s:
        t = time.perf_counter()
        value = until()
        if reads is not None:
            reads.append(time.perf_counter() - t)
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def test_runs_go_one_per_gpu_and_a_lost_task_a_dead_node_or_a_cancel_leave_the_rest(cluster):
    store = cluster.store
    other = store.create_run(_request(cluster.recipes / "fast.py"), kind="run")  # claimed by nobody, never run
    jobs.finish_run(store, other, "cancelled", "a stored run that must stay as it is")
    other_bytes = store.report_path(other["run_id"]).read_bytes()
    # admitted=True: admission's import check would build the slow model (two minutes); admission has its own tests
    slow = [jobs.submit(store, _request(cluster.recipes / "slow.py"), admitted=True)["run_id"] for _ in range(3)]
    jobs.ensure_dispatcher(store)
    reads: list[float] = []

    def all_loading():
        where = {r: jobs.placement_of(store, r) or {} for r in slow}
        stages = {r: {s["name"]: s["status"] for s in store.load_report(r).get("stages", [])} for r in slow}
        return where if all(w.get("state") == "running" and stages[r].get("load") == "running"
                            for r, w in where.items()) else None

    placed = _wait("the slow runs to load on the cluster's three GPUs", all_loading, reads=reads)
    on_second = [r for r in slow if placed[r]["node_id"] == cluster.second.node_id]
    on_head = [r for r in slow if r not in on_second]
    assert len(on_second) == 1 and len(on_head) == 2, placed  # two nodes, one run per GPU
    assert {placed[r]["cuda_visible_devices"] for r in on_head} == {"0", "1"}  # one logical GPU each
    env = _cli("env", "--json", runs=store.root)  # what the New run page asks: the cluster, with every GPU busy
    assert env.returncode == 0, env.stderr
    facts = json.loads(env.stdout)
    assert facts["executor"] == "ray" and facts["cuda_available"] and facts["cluster"]["gpus"] == 3
    assert facts["torch"] and facts["inductor_config_keys"] and len(facts["cluster"]["nodes"]) == 2
    fast = [jobs.submit(store, _request(cluster.recipes / "fast.py"), admitted=i > 0)["run_id"] for i in range(2)]
    where = {r["run_id"]: r["where"] for r in jobs.queue_state(store)}
    assert all(where[r].startswith("running on node ") and " GPU " in where[r] for r in slow), where
    assert all(where[r] == "waiting for a GPU" for r in fast), where

    lost, cancelled = on_head
    os.kill(placed[lost]["task_pid"], signal.SIGKILL)  # the Ray worker process running the task: lost
    jobs.cancel(store, cancelled)  # from the store, as the dashboard's Cancel button does
    cluster.head.remove_node(cluster.second)  # a node that goes away with a run on it
    _wait("the lost, the cancelled and the dead node's run to end",
          lambda: all(store.load_report(r)["status"] in FINAL_STATUSES for r in slow), reads=reads)
    report = store.load_report(lost)
    assert report["status"] == "failed" and "Ray worker process" in report["error"]["message"], report["error"]
    report = store.load_report(on_second[0])
    assert report["status"] == "failed" and "node" in report["error"]["message"], report["error"]
    assert "died" in report["error"]["message"]
    assert store.load_report(cancelled)["status"] == "cancelled"
    _wait("the engine processes of all three to be gone", lambda: all(_gone(placed[r]["worker_pid"]) for r in slow))

    _wait("the two queued runs to finish",
          lambda: all(store.load_report(r)["status"] in FINAL_STATUSES for r in fast), reads=reads)
    done = [store.load_report(r) for r in fast]
    assert [d["status"] for d in done] == ["ok", "ok"], [d.get("error") for d in done]
    seen = sorted(d["model"]["description"] for d in done)  # what each engine process saw
    assert seen == ["CUDA_VISIBLE_DEVICES=0", "CUDA_VISIBLE_DEVICES=1"]
    a, b = done
    assert a["started"] < b["finished"] and b["started"] < a["finished"]  # in parallel
    for d in done:
        p = d["placement"]
        assert p["executor"] == "ray" and p["node"] and p["node_ip"] and p["gpu_index"] == [p["cuda_visible_devices"]]
        assert d["explain"]["breaks"][0]["file"] == "fast.py"  # relative to the recipe folder: the same on node and home
        assert store.artifact_path(d["run_id"], "artifacts/graphs.json").exists()
    assert store.report_path(other["run_id"]).read_bytes() == other_bytes
    assert {r["run_id"] for r in store.list_runs()} == {other["run_id"], *slow, *fast}
    assert not list(store.root.glob(".incoming-*"))
    assert max(reads) < 1.0, f"a dashboard read took {max(reads):.2f} s"  # the store never waits on the cluster


def _gpu(record: dict) -> tuple:
    """The GPU a run or a setting had: its node and its index there."""
    return record["placement"]["node_id"], tuple(record["placement"]["gpu_index"])


def _cli(*args, runs):
    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, PYTHONPATH=str(root))
    return subprocess.run([sys.executable, "-m", "analyzers", "--runs-dir", str(runs), *args], cwd=root, env=env,
                          capture_output=True, text=True, timeout=600)


def test_a_sweep_fans_out_one_cell_per_gpu_and_keeps_cold_and_warm(cluster, tmp_path):
    (tmp_path / "machine-ray.json").write_text(json.dumps({"executor": "ray", "cuda_available": False}))  # cached
    p = _cli("sweep", "--executor", "ray", "--model", "demo:clean", "--device", "cpu", "--modes", "eager,default",
             "--dynamic", "false", "--only", "compile", "--json", runs=tmp_path)
    assert p.returncode == 0, p.stderr
    cells = {c["key"]: c for c in json.loads(p.stdout)["cells"]}
    eager, default = cells["eager-fp32-b1"], cells["default-fp32-dynfalse-b1"]
    assert eager["status"] == default["status"] == default["warm_status"] == "ok"
    store = RunStore(tmp_path)
    cold_e, cold_d, warm = (store.load_report(r) for r in (eager["run_id"], default["run_id"], default["warm_run_id"]))
    assert cold_e["started"] < cold_d["finished"] and cold_d["started"] < cold_e["finished"]  # the cells in parallel
    assert _gpu(cold_e) != _gpu(cold_d)
    # The warm run: the cold run's node and compile cache (its own, per cell), now filled.
    assert warm["placement"]["node_id"] == cold_d["placement"]["node_id"]
    assert warm["placement"]["cache"] == cold_d["placement"]["cache"] != cold_e["placement"]["cache"]
    assert cold_d["compile"]["cache"]["hits"] == 0 and warm["compile"]["cache"]["hits"] > 0


def test_a_shape_sweep_fans_its_settings_out(cluster, tmp_path):
    p = _cli("shape-sweep", "--executor", "ray", "--model", "demo:shapes", "--device", "cpu", "--shapes", "8",
             "--dynamic", "false,true", "--repeats", "1", "--warmup", "0", "--json", runs=tmp_path)
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    settings = {s["dynamic"]: s for s in out["settings"]}
    assert [settings[d]["status"] for d in ("false", "true")] == ["ok", "ok"]
    assert _gpu(settings["false"]) != _gpu(settings["true"])  # one GPU each
    for d in ("false", "true"):
        folder = Path(settings[d]["result"]).parent
        assert json.loads((folder / "result.json").read_text())["status"] == "ok"  # came home from the node
        assert (folder / "worker.log").read_text().strip() and list((folder / "trace").rglob("*"))
        assert settings[d]["calls"][0]["status"] == "ok"
