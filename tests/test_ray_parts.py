"""The Ray executor's parts that need no cluster: the result archive, how a run travels and comes home, the
queue's words for where a run is, the dispatcher's runs in parallel, and that the dashboard side never loads Ray."""

import io
import json
import os
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest

from analyzers.report.schema import CompileOptions, ModelSource, RunRequest
from analyzers.report.store import RunStore
from analyzers.runs import dispatcher, ray_executor
from analyzers.runs import queue as jobs
from analyzers.runs.admission import request_problems
from analyzers.runs.ray_node import WORK
from analyzers.runs.run_archive import ArchiveRefused, ArchiveTooLarge, pack_folder, unpack_archive

ROOT = Path(__file__).resolve().parents[1]

RECIPE = '''"""Tiny MLP with a print() in forward (one graph break)."""
import torch

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 8)

    def forward(self, x):
        print("hi")
        return self.lin(x)

def build_model():
    return M()

def example_inputs():
    return (torch.randn(2, 8),)
'''


def _tar(members: list[tarfile.TarInfo], data: bytes = b"x") -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for m in members:
            tar.addfile(m, io.BytesIO(data) if m.isfile() else None)
    return buf.getvalue()


def test_archive_round_trip_and_caps(tmp_path):
    src = tmp_path / "run"
    (src / "artifacts" / "code").mkdir(parents=True)
    (src / "report.json").write_text('{"a": 1}')
    (src / "artifacts" / "code" / "k.py").write_text("x = 1\n" * 1000)
    data = pack_folder(src)
    names = unpack_archive(data, tmp_path / "back")
    assert sorted(names) == ["artifacts/code/k.py", "report.json"]
    assert (tmp_path / "back" / "artifacts" / "code" / "k.py").read_text() == "x = 1\n" * 1000
    (src / "big.bin").write_bytes(os.urandom(300_000))  # incompressible
    with pytest.raises(ArchiveTooLarge, match="over the 0.2 MB cap.*COMPILESCOPE_RAY_MAX_RESULT_MB"):
        pack_folder(src, max_bytes=200_000)
    with pytest.raises(ArchiveTooLarge):
        unpack_archive(pack_folder(src), tmp_path / "x", max_bytes=200_000)


@pytest.mark.parametrize("name,kind", [("../evil", tarfile.REGTYPE), ("/abs", tarfile.REGTYPE),
                                       ("link", tarfile.SYMTYPE), ("dev", tarfile.CHRTYPE)])
def test_archive_holds_only_plain_files_inside(tmp_path, name, kind):
    m = tarfile.TarInfo(name)
    m.type, m.size = kind, 1 if kind == tarfile.REGTYPE else 0
    if kind == tarfile.SYMTYPE:
        m.linkname = "/etc/passwd"
    with pytest.raises(ArchiveRefused):
        unpack_archive(_tar([m]), tmp_path / "t")
    assert not (tmp_path / "evil").exists() and not list((tmp_path / "t").iterdir())


def _store_with_recipe(tmp_path, monkeypatch):
    recipes = tmp_path / "recipes"
    recipes.mkdir()
    recipe = recipes / "brk.py"
    recipe.write_text(RECIPE)
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(recipes))
    store = RunStore(tmp_path / "runs")
    req = RunRequest(ModelSource("recipe", str(recipe)), CompileOptions(device="cpu"), only=["explain"])
    return store, recipe, jobs.submit(store, req, admitted=True)["run_id"]  # (no import check: not tested here)


def test_a_run_travels_as_text_and_comes_home_with_its_paths(tmp_path, monkeypatch):
    store, recipe, rid = _store_with_recipe(tmp_path, monkeypatch)
    job, restore = ray_executor.run_job(store, rid)
    assert job["files"][f"recipes/{recipe.name}"] == RECIPE  # the text, not the path
    node_report = json.loads(job["files"][f"runs/{rid}/report.json"])
    assert node_report["request"]["source"]["name"] == f"{WORK}/recipes/brk.py"
    assert job["argv"] == ["--runs-dir", f"{WORK}/runs", "execute", rid]

    # What the node streams back, replayed: the report of each stage, the log, then the run folder.
    work = "/tmp/node-scratch"
    node_recipe = f"{work}/recipes/brk.py"
    handle = ray_executor.RunOnRay(store, rid, restore, gen=None)
    placement = {"executor": "ray", "state": "running", "node": "gpu-7", "node_ip": "10.0.0.7", "node_id": "n7",
                 "gpu_index": ["1"], "cuda_visible_devices": "1", "gpu_name": None, "worker_pid": 4242}
    handle._handle({"event": "started", "placement": placement, "work": work})
    assert jobs.queue_state(store)[0]["where"] == "running on node gpu-7 (10.0.0.7) GPU 1"
    report = dict(node_report, status="running", worker_pid=4242,
                  request=dict(node_report["request"], source={"kind": "recipe", "name": node_recipe}))
    handle._handle({"event": "file", "name": f"runs/{rid}/report.json", "text": json.dumps(report)})
    stored = store.load_report(rid)
    assert stored["status"] == "running" and stored["request"]["source"]["name"] == str(recipe)
    assert stored["worker_pid"] == os.getpid()  # the owner here, not the node's pid (orphan recovery)
    handle._handle({"event": "log", "text": "[compilescope] explain ...\n"})
    assert "explain ..." in jobs.log_tail(store, rid)

    final = dict(report, status="ok", environment={"gpu": "NVIDIA H200"},
                 explain={"graph_break_count": 1, "breaks": [{"file": node_recipe, "line": 10, "reason": "print"}]})
    handle._handle({"event": "file", "name": f"runs/{rid}/report.json", "text": json.dumps(final)})
    assert store.load_report(rid)["status"] == "running"  # a final report waits for its folder
    folder = tmp_path / "node-folder"
    (folder / "artifacts").mkdir(parents=True)
    (folder / "report.json").write_text(json.dumps(final))
    (folder / "artifacts" / "graphs.json").write_text("[]")
    seen_when_final = []  # what a reader could see at the moment the finished report lands
    save = store.save_report

    def watching(r):
        if r.get("status") == "ok":
            seen_when_final.append(sorted(p.name for p in store.root.glob(".incoming-*")))
        return save(r)

    monkeypatch.setattr(store, "save_report", watching)
    handle._handle({"event": "done", "rc": 0, "archive": pack_folder(folder)})
    assert handle.poll() == 0
    assert seen_when_final == [[]]  # the unpacking folder is gone before the report says the run finished
    stored = store.load_report(rid)
    assert stored["status"] == "ok"
    assert stored["explain"]["breaks"][0]["file"] == str(recipe)  # the user's path, not the node's scratch
    assert stored["placement"]["node"] == "gpu-7" and stored["placement"]["gpu_index"] == ["1"]
    assert stored["placement"]["gpu_name"] == "NVIDIA H200"
    assert store.artifact_path(rid, "artifacts/graphs.json").read_text() == "[]"
    assert not list(store.root.glob(".incoming-*"))


def test_results_over_the_cap_fail_the_run_and_keep_its_stages(tmp_path, monkeypatch):
    store, _, rid = _store_with_recipe(tmp_path, monkeypatch)
    _, restore = ray_executor.run_job(store, rid)
    handle = ray_executor.RunOnRay(store, rid, restore, gen=None)
    handle._handle({"event": "started", "placement": {"node": "n", "node_ip": "n", "gpu_index": []}, "work": "/w"})
    report = dict(store.load_report(rid), status="running",
                  stages=[{"name": "load", "status": "ok"}, {"name": "explain", "status": "ok"}])
    handle._handle({"event": "file", "name": "r", "text": json.dumps(report)})
    handle._handle({"event": "done", "rc": 0, "error": "the run folder is 300.0 MB, over the 256.0 MB cap"})
    stored = store.load_report(rid)
    assert handle.poll() == 1 and stored["status"] == "failed"
    assert "over the 256.0 MB cap" in stored["error"]["message"]
    assert [s["status"] for s in stored["stages"]] == ["ok", "ok"]


def test_a_cancelled_run_is_not_overwritten_by_late_news(tmp_path, monkeypatch):
    store, _, rid = _store_with_recipe(tmp_path, monkeypatch)
    _, restore = ray_executor.run_job(store, rid)
    handle = ray_executor.RunOnRay(store, rid, restore, gen=None)
    jobs.cancel(store, rid)  # queued (waiting for a GPU): cancelled at once
    handle._handle({"event": "file", "name": "r", "text": json.dumps(dict(store.load_report(rid), status="running"))})
    assert store.load_report(rid)["status"] == "cancelled"


def test_a_recipe_gone_or_outside_is_refused_as_a_local_worker_refuses_it(tmp_path, monkeypatch):
    """What a local worker's load stage refuses, the Ray executor refuses with the same words, and sends nothing."""
    store, recipe, rid = _store_with_recipe(tmp_path, monkeypatch)
    outside = tmp_path / "elsewhere" / "r.py"
    outside.parent.mkdir()
    outside.write_text(RECIPE)
    request = RunRequest(ModelSource("recipe", str(outside)), CompileOptions(device="cpu"), only=["explain"])
    monkeypatch.setenv("COMPILESCOPE_EXECUTOR", "local")
    local = _refusal(lambda: jobs.submit(store, request))
    monkeypatch.setenv("COMPILESCOPE_EXECUTOR", "ray")
    assert _refusal(lambda: jobs.submit(store, request)) == local  # one door for both executors

    recipe.unlink()  # queued, then the file went away: the worker would refuse it at load
    expected = "; ".join(request_problems(RunRequest.from_dict(store.load_report(rid)["request"])))
    assert "does not exist" in expected
    monkeypatch.setattr(ray_executor, "submit_job", lambda *a, **k: pytest.fail("nothing may reach the cluster"))
    handle = ray_executor.RayExecutor().launch(store, rid)
    report = store.load_report(rid)
    assert handle.poll() == 1 and report["status"] == "failed"
    assert report["error"] == {"stage": "load", "message": expected, "traceback": ""}


def _refusal(fn) -> str | None:
    try:
        fn()
    except jobs.RequestRefused as e:
        return str(e)
    return None


def test_where_a_run_is_in_words(monkeypatch):
    q, r = {"status": "queued", "device": "cuda"}, {"status": "running", "device": "cpu"}
    monkeypatch.setenv("COMPILESCOPE_EXECUTOR", "local")
    assert jobs.where_of(q, None) == "waiting for the GPU of this machine"
    assert jobs.where_of(r, None) == "running on this machine"
    monkeypatch.setenv("COMPILESCOPE_EXECUTOR", "ray")
    assert jobs.where_of(q, None) == "waiting for a GPU"  # not sent yet: every GPU of the cluster is busy
    assert jobs.where_of(dict(q, device="cpu"), None) == "waiting for a CPU slot"
    assert jobs.where_of(q, {"state": "waiting", "gpus": 1}) == "waiting for a GPU on the Ray cluster"
    p = {"state": "running", "node": "gpu-3", "node_ip": "10.0.0.3", "gpu_index": ["2"], "gpu_name": "NVIDIA H200"}
    assert jobs.where_of(q, p) == "running on node gpu-3 (10.0.0.3) GPU 2 · NVIDIA H200"
    assert jobs.where_of(r, dict(p, gpu_index=[], gpu_name=None)) == "running on node gpu-3 (10.0.0.3) (CPU)"


class _FakeHandle:
    def __init__(self, store, run_id, log):
        self.store, self.run_id, self.log, self.polls, self.rc = store, run_id, log, 0, None

    def poll(self):
        self.polls += 1
        if self.rc is None and self.polls >= 5:
            jobs.finish_run(self.store, self.store.load_report(self.run_id), "failed", "fake")
            self.log.append(("end", self.run_id))
            self.rc = 0
        return self.rc


class _TwoSlots:
    def __init__(self):
        self.log = []

    def capacity(self, device):
        return 2

    def launch(self, store, run_id):
        self.log.append(("start", run_id))
        return _FakeHandle(store, run_id, self.log)

    def kill(self, handle):
        pass


def test_the_dispatcher_keeps_one_run_per_slot_in_flight(tmp_path):
    store = RunStore(tmp_path)
    req = RunRequest(ModelSource("demo", "clean"), CompileOptions(device="cpu"), only=["explain"])
    ids = [jobs.submit(store, req)["run_id"] for _ in range(3)]
    ex = _TwoSlots()
    dispatcher.dispatch_forever(store, idle_exit_s=0.3, poll_s=0.01, executor=ex)
    in_flight, most = 0, 0
    for kind, _ in ex.log:
        in_flight += 1 if kind == "start" else -1
        most = max(most, in_flight)
    assert most == 2 and [k for k, _ in ex.log[:2]] == ["start", "start"]
    assert sorted(r for k, r in ex.log if k == "start") == sorted(ids)


def test_the_dashboard_side_and_the_local_default_never_load_ray():
    code = (
        "import sys\n"
        "import analyzers.cli, analyzers.runs.queue, analyzers.runs.admission, analyzers.runs.dispatcher\n"
        "import analyzers.workflows.sweep, analyzers.workflows.shape_sweep\n"
        "d = analyzers.runs.dispatcher.default_executor()\n"
        "print(type(d).__name__, sorted(m for m in sys.modules if m.split('.')[0] == 'ray'))\n"
    )
    env = dict(os.environ, COMPILESCOPE_EXECUTOR="local")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split(" ", 1)[1].strip() == "[]", out.stdout
    for path in sorted((ROOT / "dashboard").rglob("*.py")) + sorted((ROOT / "pages").glob("*.py")):
        text = path.read_text()
        assert "import ray" not in text and "ray_executor" not in text and "ray_cluster" not in text, path


def test_ray_executor_without_ray_is_refused_up_front(tmp_path, monkeypatch, capsys):
    import importlib.util

    from analyzers import cli

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "ray" else real(name, *a))
    monkeypatch.setenv("COMPILESCOPE_EXECUTOR", "local")  # restored after: the CLI sets it for its children
    t0 = time.time()
    rc = cli.main(["--runs-dir", str(tmp_path), "run", "--executor", "ray", "--model", "demo:clean", "--device", "cpu"])
    assert rc == 2 and "pip install 'ray" in capsys.readouterr().err and time.time() - t0 < 10
    assert not list(tmp_path.glob("*/report.json"))


def test_runs_and_new_run_pages_say_where_each_run_is(tmp_path, monkeypatch):
    """The Runs page's queue and the New run page's panel show a cluster run's node and GPU, and the waiting one."""
    from streamlit.testing.v1 import AppTest

    from tests import report_factory as rf

    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.setenv("COMPILESCOPE_EXECUTOR", "ray")
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    running = rf.write_run(root, rf.running_report("20260101-000000-running-0001"))
    waiting = rf.write_run(root, dict(rf.running_report("20260101-000000-waiting-0002"), status="queued", stages=[]))
    rf.write_machine(root)
    (root / "machine.json").rename(root / "machine-ray.json")  # the cluster's facts
    store = RunStore(root)
    placement = {"executor": "ray", "state": "running", "node": "gpu-3", "node_ip": "10.0.0.3", "gpu_index": ["2"]}
    ray_executor.save_placement(store, running, placement)
    ray_executor.save_placement(store, waiting, {"executor": "ray", "state": "waiting", "gpus": 1})
    at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=30)
    at.query_params.update({"view": "runs"})
    at.run()
    assert not at.exception
    shown = " ".join(str(df.value.to_dict()) for df in at.dataframe)
    assert "running on node gpu-3 (10.0.0.3) GPU 2" in shown and "waiting for a GPU on the Ray cluster" in shown
    at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=30)
    at.query_params.update({"view": "new_run", "run": running})
    at.run()
    assert not at.exception
    heads = [m.value.replace("\\", "") for m in at.markdown]  # markdown-escaped on the page
    assert any("running on node gpu-3 (10.0.0.3) GPU 2" in h for h in heads), heads
    assert any("Runs go to the Ray cluster" in c.value for c in at.caption)
