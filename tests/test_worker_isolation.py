"""A worker killed mid-run leaves a failed run and an intact store; timeouts and cancels end runs."""

import signal
import time

from analyzers.report.schema import CompileOptions, ModelSource, RunRequest
from analyzers.report.store import RunStore
from analyzers.runs import queue as jobs


def _request(**opts):
    return RunRequest(ModelSource("demo", "clean"), CompileOptions(device="cpu", **opts), only=["explain", "compile"])


def _wait_for_stage(store, run_id, name, timeout=120):
    t0 = time.time()
    while time.time() - t0 < timeout:
        stages = {s["name"]: s["status"] for s in store.load_report(run_id).get("stages", [])}
        if stages.get(name) in ("running", "ok"):
            return
        time.sleep(0.1)
    raise AssertionError(f"stage {name} never started")


def test_killed_worker_leaves_failed_run(tmp_path):
    store = RunStore(tmp_path)
    other = store.create_run(_request())  # an unrelated stored run: must stay as it is
    before = store.report_path(other["run_id"]).read_bytes()
    rid = jobs.submit(store, _request())["run_id"]
    ex = jobs.LocalExecutor()
    handle = ex.launch(store, rid)
    _wait_for_stage(store, rid, "explain")
    handle.send_signal(signal.SIGKILL)
    report = jobs.wait_for(store, rid, ex, handle)
    assert report["status"] == "failed"
    assert "worker killed by SIGKILL (signal 9)" in report["error"]["message"]
    assert any(s["status"] == "ok" for s in report["stages"])  # finished stages are kept
    assert store.report_path(other["run_id"]).read_bytes() == before
    assert {r["run_id"] for r in store.list_runs()} == {rid, other["run_id"]}


def test_timeout_kills_and_fails(tmp_path):
    store = RunStore(tmp_path)
    rid = jobs.submit(store, _request(timeout_s=2))["run_id"]
    t0 = time.time()
    report = jobs.run_now(store, rid)
    assert time.time() - t0 < 30
    assert report["status"] == "failed" and "timed out after 2 s" in report["error"]["message"]


def test_cancel_queued_and_running(tmp_path):
    store = RunStore(tmp_path)
    queued = jobs.submit(store, _request())["run_id"]
    jobs.cancel(store, queued)
    assert store.load_report(queued)["status"] == "cancelled"
    rid = jobs.submit(store, _request())["run_id"]
    ex = jobs.LocalExecutor()
    handle = ex.launch(store, rid)
    _wait_for_stage(store, rid, "load")
    jobs.cancel(store, rid)
    report = jobs.wait_for(store, rid, ex, handle)
    assert report["status"] == "cancelled"
    assert handle.poll() is not None


def test_dispatcher_runs_queue_in_order(tmp_path):
    store = RunStore(tmp_path)
    a = jobs.submit(store, RunRequest(ModelSource("demo", "clean"), CompileOptions(device="cpu"), only=["explain"]))
    b = jobs.submit(store, RunRequest(ModelSource("demo", "print"), CompileOptions(device="cpu"), only=["explain"]))
    jobs.ensure_dispatcher(store)
    jobs.ensure_dispatcher(store)  # a second call must not start a second dispatcher
    try:
        t0 = time.time()
        while time.time() - t0 < 180:
            st = {r["run_id"]: r["status"] for r in store.list_runs()}
            if st[a["run_id"]] == "ok" and st[b["run_id"]] == "ok":
                break
            time.sleep(0.5)
        ra, rb = store.load_report(a["run_id"]), store.load_report(b["run_id"])
        assert ra["status"] == rb["status"] == "ok"
        assert ra["finished"] <= rb["started"]  # one at a time on the CPU, oldest first
        assert jobs.queue_state(store) == []
        assert ra["worker"]["kind"] == rb["worker"]["kind"] == "warm"  # the dispatcher forks from a warm worker
    finally:
        assert jobs.stop_dispatcher(store)
