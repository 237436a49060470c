"""Runs forked from the warm worker: same reports as a fresh process; cancel, kill and timeout still end runs."""

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from analyzers.report.schema import CompileOptions, ModelSource, RunRequest
from analyzers.report.store import RunStore
from analyzers.runs import dispatcher, warm_executor, zygote
from analyzers.runs import queue as jobs

from .conftest import RECIPE, cli
from .test_worker_isolation import _request, _wait_for_stage

# A recipe that checks, while it loads in the forked child, what the zygote must have reset.
CHILD_CHECK = '''
import signal, subprocess
import torch

def build_model():
    assert signal.getsignal(signal.SIGCHLD) == signal.SIG_DFL, signal.getsignal(signal.SIGCHLD)
    assert subprocess.run(["sh", "-c", "exit 7"]).returncode == 7  # SIGCHLD ignored would give 0
    return torch.nn.Linear(8, 8)

def example_inputs():
    return (torch.randn(2, 8),)
'''


@pytest.fixture(scope="module")
def warm(tmp_path_factory):
    """One warm worker shared by this module's tests (its imports cost seconds)."""
    store = RunStore(tmp_path_factory.mktemp("warm-runs"))
    ex = warm_executor.WarmExecutor()
    ex.start(store.root)
    yield store, ex
    ex.close()


def _group_gone(pgid: int, within_s: float = 5) -> bool:
    t0 = time.monotonic()
    while time.monotonic() - t0 < within_s:
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


def test_warm_worker_is_fork_safe(warm):
    store, ex = warm
    rid = jobs.submit(store, RunRequest(ModelSource("demo", "clean"), CompileOptions(device="cpu"), only=["explain"]))
    report = jobs.wait_for(store, rid["run_id"], ex, ex.launch(store, rid["run_id"]))
    hz = ex.ready["hazards"]
    assert hz["cuda_initialized"] is False and hz["python_threads"] == 1 and not hz["cuda_driver_initialized"]
    assert report["status"] == "ok"
    w = report["worker"]
    assert w["kind"] == "warm" and w["preimport_s"] > 0 and w["import_s"] < 0.5
    assert w["zygote_pid"] == ex.ready["pid"] and w["fork_hazards"]["cuda_initialized"] is False


def test_fork_safety_check_refuses():
    safe = {"cuda_initialized": False, "python_threads": 1, "native_threads": 2, "libcuda_loaded": False,
            "cuda_driver_initialized": None}
    zygote.assert_fork_safe(safe)
    zygote.assert_fork_safe(dict(safe, libcuda_loaded=True, cuda_driver_initialized=False))  # loaded, no cuInit
    for bad in ({"cuda_initialized": True}, {"cuda_driver_initialized": True}, {"python_threads": 2}):
        with pytest.raises(zygote.WarmWorkerError):
            zygote.assert_fork_safe(dict(safe, **bad))
    hz = zygote.fork_hazards()  # this test process never touched CUDA either
    assert hz["cuda_initialized"] is False


def test_child_resets_sigchld(warm, tmp_path):
    store, ex = warm
    recipe = tmp_path / "child_check.py"
    recipe.write_text(CHILD_CHECK)
    rid = jobs.submit(store, RunRequest(ModelSource("recipe", str(recipe)), CompileOptions(device="cpu"),
                                        only=["explain"]))["run_id"]
    report = jobs.wait_for(store, rid, ex, ex.launch(store, rid))
    assert report["status"] == "ok", report.get("error")


def test_killed_child_leaves_failed_run(warm):
    store, ex = warm
    rid = jobs.submit(store, _request())["run_id"]
    handle = ex.launch(store, rid)
    assert isinstance(handle, warm_executor.WarmHandle)
    _wait_for_stage(store, rid, "explain")
    os.kill(handle.pid, signal.SIGKILL)
    report = jobs.wait_for(store, rid, ex, handle, poll_s=0.05)
    assert report["status"] == "failed"
    assert "killed by SIGKILL (signal 9)" in report["error"]["message"]  # the zygote reaped it and wrote the code
    assert any(s["status"] == "ok" for s in report["stages"])


def test_cancel_and_timeout_kill_the_process_group(warm):
    store, ex = warm
    rid = jobs.submit(store, _request())["run_id"]
    handle = ex.launch(store, rid)
    _wait_for_stage(store, rid, "load")
    jobs.cancel(store, rid)
    report = jobs.wait_for(store, rid, ex, handle, poll_s=0.05)
    assert report["status"] == "cancelled" and handle.poll() is not None and _group_gone(handle.pid)
    rid = jobs.submit(store, _request(timeout_s=1))["run_id"]
    handle = ex.launch(store, rid)
    report = jobs.wait_for(store, rid, ex, handle, poll_s=0.05)
    assert report["status"] == "failed" and "timed out after 1 s" in report["error"]["message"]
    assert _group_gone(handle.pid)


def test_dead_zygote_is_restarted(warm):
    store, ex = warm
    old = ex.ready["pid"]
    os.kill(old, signal.SIGKILL)
    ex.proc.wait()
    rid = jobs.submit(store, RunRequest(ModelSource("demo", "clean"), CompileOptions(device="cpu"), only=["explain"]))
    handle = ex.launch(store, rid["run_id"])
    assert isinstance(handle, warm_executor.WarmHandle) and ex.ready["pid"] != old
    assert jobs.wait_for(store, rid["run_id"], ex, handle)["status"] == "ok"


def test_unknown_exit_code_message(tmp_path):
    proc = subprocess.Popen(["true"])
    proc.wait()  # gone, and no zygote wrote its exit file
    handle = warm_executor.WarmHandle(proc.pid, tmp_path / zygote.EXIT_FILE)
    t0 = time.monotonic()
    while handle.poll() is None:
        assert time.monotonic() - t0 < 5
        time.sleep(0.05)
    assert not handle.exit_code_known and "exit code unknown" in jobs.exit_message(handle, 0)


def test_fallbacks(monkeypatch, tmp_path):
    monkeypatch.setenv("COMPILESCOPE_WARM_WORKER", "0")
    assert isinstance(dispatcher.default_executor(), jobs.LocalExecutor)
    monkeypatch.delenv("COMPILESCOPE_WARM_WORKER")
    assert isinstance(dispatcher.default_executor(), warm_executor.WarmExecutor)
    ex = warm_executor.WarmExecutor()
    ex.disabled = "refused for the test"
    store = RunStore(tmp_path)
    rid = jobs.submit(store, _request())["run_id"]
    handle = ex.launch(store, rid)  # a fresh worker process instead
    assert not isinstance(handle, warm_executor.WarmHandle)
    ex.kill(handle)
    assert handle.poll() is not None
    assert "warm worker unavailable" in jobs.log_tail(store, rid)


def test_cli_warm_run_matches_fresh_run(cpu_run):
    """``run --warm`` through the store's dispatcher: the same report content as the fresh CLI run."""
    runs = cpu_run["runs"]
    store = RunStore(runs)
    try:
        p = cli("run", "--recipe", str(RECIPE), "--device", "cpu", "--iterations", "20", "--warmup", "2", "--json",
                "--warm", runs_dir=runs)
        # A direct run (the CLI's default) is claimed at creation: the live dispatcher leaves it alone.
        direct = store.create_run(_request(), claimed_by=os.getpid())["run_id"]
        time.sleep(1.0)  # ten dispatcher polls
        assert store.load_report(direct)["status"] == "queued"
        jobs.cancel(store, direct)
    finally:
        assert jobs.stop_dispatcher(store)
    assert p.returncode == 0, p.stderr
    for stage in ("load", "explain", "compile", "code", "benchmark", "profile"):
        assert f"[compilescope] {stage} ok" in p.stderr
    assert "forked from warm worker" in p.stderr
    warm_s, fresh_s = json.loads(p.stdout), cpu_run["summary"]
    for key in ("status", "graph_count", "graph_break_count", "kernel_count"):
        assert warm_s[key] == fresh_s[key], key
    assert [(b["file"], b["line"], b["category"]) for b in warm_s["breaks"]] == [
        (b["file"], b["line"], b["category"]) for b in fresh_s["breaks"]
    ]
    warm_r, fresh_r = json.loads(Path(warm_s["report"]).read_text()), cpu_run["report"]
    assert [s["name"] for s in warm_r["stages"]] == [s["name"] for s in fresh_r["stages"]]
    assert warm_r["explain"]["ops_per_graph"] == fresh_r["explain"]["ops_per_graph"]
    assert len(warm_r["code"]["kernels"]) == len(fresh_r["code"]["kernels"])
    assert warm_r["worker"]["kind"] == "warm" and fresh_r["worker"]["kind"] == "fresh"


def test_claim_decides_who_runs_a_run(tmp_path):
    store = RunStore(tmp_path)
    owner = subprocess.Popen(["sleep", "30"])
    try:
        rid = store.create_run(_request(), claimed_by=owner.pid)["run_id"]
        assert not jobs.claim(store, rid)  # a live process has it
    finally:
        owner.kill()
        owner.wait()
    assert jobs.claim(store, rid) and jobs.claim(store, rid)  # its owner died: taken over; ours stays ours
    assert jobs.claim(store, jobs.submit(store, _request())["run_id"])  # unclaimed: free to take
