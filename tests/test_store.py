"""Run store: atomic writes, schema round-trip, index rebuilt from reports, safe ids and paths."""

import json
import os

import pytest

from analyzers.report.schema import SCHEMA_VERSION, CompileOptions, ModelSource, RunRequest, SchemaError
from analyzers.report.store import RunNotFound, RunStore
from analyzers.report.summary import summary_of


def _req():
    return RunRequest(ModelSource("demo", "clean"), CompileOptions(batch_size=2, inductor_config={"a": True}))


def test_request_round_trip():
    r = _req()
    back = RunRequest.from_dict(json.loads(json.dumps(r.to_dict())))
    assert back == r


def test_report_round_trip_and_index(tmp_path):
    store = RunStore(tmp_path)
    report = store.create_run(_req())
    report["status"] = "ok"
    report["explain"] = {"graph_count": 2, "graph_break_count": 1, "breaks": [{"file": "f.py", "line": 3, "category": "numpy", "reason": "r", "hint": "h"}]}
    report["benchmark"] = {"eager": {"median_ms": 2.0}, "compiled": {"median_ms": 1.0}, "speedup": 2.0, "compile_s": 3.0}
    store.save_report(report)
    loaded = store.load_report(report["run_id"])
    assert loaded["schema_version"] == SCHEMA_VERSION
    assert summary_of(loaded) == summary_of(report)
    (row,) = store.list_runs()
    assert row["speedup"] == 2.0 and row["graph_break_count"] == 1 and row["status"] == "ok"
    os.remove(tmp_path / "index.sqlite")
    store2 = RunStore(tmp_path)
    assert store2.reindex().indexed == 1 and store2.list_runs()[0]["speedup"] == 2.0


def test_interrupted_write_keeps_old_report(tmp_path, monkeypatch):
    store = RunStore(tmp_path)
    report = store.create_run(_req())
    path = store.report_path(report["run_id"])
    before = path.read_text()

    def crash(*a, **k):
        raise OSError("disk gone")

    monkeypatch.setattr(os, "replace", crash)
    report["status"] = "ok"
    with pytest.raises(OSError):
        store.save_report(report)
    assert path.read_text() == before  # the reader still sees the whole old report
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_newer_schema_refused(tmp_path):
    store = RunStore(tmp_path)
    report = store.create_run(_req())
    d = json.loads(store.report_path(report["run_id"]).read_text())
    d["schema_version"] = SCHEMA_VERSION + 1
    store.report_path(report["run_id"]).write_text(json.dumps(d))
    with pytest.raises(SchemaError, match="newer"):
        store.load_report(report["run_id"])


@pytest.mark.parametrize("bad", ["../x", "a/b", "", "x" * 100, "a b", "<script>"])
def test_bad_run_ids(tmp_path, bad):
    with pytest.raises(RunNotFound):
        RunStore(tmp_path).load_report(bad)


def test_artifact_paths_stay_inside(tmp_path):
    store = RunStore(tmp_path)
    rid = store.create_run(_req())["run_id"]
    store.save_artifact(rid, "artifacts/code/a.py", "x = 1\n")
    assert store.artifact_path(rid, "artifacts/code/a.py").read_text() == "x = 1\n"
    with pytest.raises(RunNotFound):
        store.artifact_path(rid, "../../etc/passwd")


def test_delete(tmp_path):
    store = RunStore(tmp_path)
    rid = store.create_run(_req())["run_id"]
    store.delete_run(rid)
    assert store.list_runs() == [] and not (tmp_path / rid).exists()
