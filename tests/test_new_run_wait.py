"""New run says what a queued run waits for: the dispatcher's warm worker importing torch (once, the first run after
it starts), then the runs ahead of it on its device; never "waiting for the CPU" while the CPU is idle."""

from __future__ import annotations

import json
import threading
import time

from analyzers.report.schema import CompileOptions, ModelSource, RunRequest
from analyzers.report.store import RunStore
from analyzers.runs import queue as jobs
from analyzers.runs import warm_executor

from .conftest import ROOT

FAKE_ZYGOTE = """#!/bin/sh
sleep 2
echo '{"ready": true, "pid": 1, "preimport_s": 2.0}'
cat > /dev/null
"""


def test_the_warm_worker_says_it_imports_then_that_it_is_ready(tmp_path):
    fake = tmp_path / "python"
    fake.write_text(FAKE_ZYGOTE)
    fake.chmod(0o755)
    ex = warm_executor.WarmExecutor(python=str(fake), ready_timeout_s=30)
    ex.start(tmp_path)
    try:
        waiting = threading.Thread(target=ex._ensure_ready, args=(tmp_path,))
        waiting.start()
        time.sleep(1.3)
        state = warm_executor.read_state(tmp_path)
        assert state["state"] == "importing" and time.time() - state["updated"] < 1.5  # refreshed while it waits
        waiting.join(timeout=20)
        state = warm_executor.read_state(tmp_path)
        assert state["state"] == "ready" and state["preimport_s"] == 2.0
    finally:
        ex.close()
    assert warm_executor.read_state(tmp_path)["state"] == "stopped"
    ex.start(tmp_path)  # the next start expects what the last one took
    try:
        assert warm_executor.read_state(tmp_path) == dict(warm_executor.read_state(tmp_path), state="importing",
                                                          expected_s=2.0)
    finally:
        ex.close()


def test_a_queued_run_says_it_waits_for_the_import_then_for_the_runs_ahead(tmp_path):
    from dashboard.live import progress

    assert progress.WARM_STATE_FILE == warm_executor.STATE_FILE
    now = 1000.0
    mine = {"run_id": "b", "status": "queued", "device": "cpu", "created": 10.0}
    ahead = {"run_id": "a", "status": "queued", "device": "cpu", "created": 5.0}
    importing = {"state": "importing", "since": now - 6, "updated": now - 0.5, "expected_s": 14.0}
    line = progress.waiting_for(mine, [ahead, mine], importing, now)
    assert line.startswith("waiting for the worker to import torch") and "6.0 s so far, about 14.0 s last time" in line
    assert line.endswith("; then 1 run ahead of it") and "CPU" not in line
    assert progress.waiting_for(mine, [dict(ahead, status="running"), mine], {"state": "ready"}, now) == \
        "waiting for the CPU of this machine: run a is using it"
    assert progress.waiting_for(mine, [ahead, mine], None, now) == \
        "waiting for the CPU of this machine: 1 run ahead of it in the queue"
    (tmp_path / warm_executor.STATE_FILE).write_text(json.dumps(dict(importing, updated=time.time() - 30)))
    assert progress.warm_worker_state(tmp_path, time.time()) is None  # its dispatcher stopped refreshing it: gone


def test_new_run_shows_the_import_the_queued_run_waits_for(tmp_path, monkeypatch):
    from streamlit.testing.v1 import AppTest

    from tests import report_factory as rf

    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    monkeypatch.delenv("COMPILESCOPE_EXECUTOR", raising=False)
    rf.write_machine(root)
    rid = jobs.submit(RunStore(root), RunRequest(ModelSource("demo", "clean"), CompileOptions(device="cpu"),
                                                 only=["explain"]))["run_id"]
    now = time.time()
    (root / warm_executor.STATE_FILE).write_text(json.dumps({"state": "importing", "since": now - 3,
                                                              "updated": now}))
    at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=30)
    at.query_params.update({"view": "new_run", "queued": rid})
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    shown = "\n".join(str(e.value) for kind in ("markdown", "caption") for e in getattr(at.main, kind))
    shown += "\n".join(str(p.proto.text) for p in at.main.get("progress"))
    assert "waiting for the worker to import torch and the engine" in shown.replace("\\", "")
    assert "waiting for the CPU of this machine" not in shown
