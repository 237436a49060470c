"""Dynamic-shape sweeps on CPU: the real story (demo:shapes compiled at seq 128, then seq 64, 256, 32
under dynamic false / true / auto, recompile limit 2), a failing (timed-out) setting that does not
lose the others, refused requests, input resizing, and the Shape sweeps page with AppTest over the
real records.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from dashboard.views import shape_sweep as sv
from tests.conftest import cli
from tests.test_app_pages import assert_ok, open_view


def shape_sweep(runs, *args, timeout=300):
    return cli("shape-sweep", "--model", "demo:shapes", "--device", "cpu", "--json", *args, runs_dir=runs,
               timeout=timeout)


@pytest.fixture(scope="module")
def story(tmp_path_factory):
    runs = tmp_path_factory.mktemp("shape-runs")
    t0 = time.perf_counter()
    p = shape_sweep(runs, "--shapes", "128,64,256,32", "--dynamic", "false,true,auto", "--recompile-limit", "2",
                    "--repeats", "3", "--warmup", "1")
    assert p.returncode == 0, p.stderr[-3000:]
    out = json.loads(p.stdout)
    out["wall_s"] = time.perf_counter() - t0
    out["by"] = {s["dynamic"]: s for s in out["settings"]}
    return runs, out


@pytest.fixture(scope="module")
def with_failure(story):
    runs, _ = story
    # dynamic=auto gets 1 s: the worker is killed before torch has even loaded; dynamic=true gets 300 s
    p = shape_sweep(runs, "--shapes", "32,16", "--dynamic", "auto,true", "--timeout", "1,300", "--repeats", "1",
                    "--label", "timeout")
    assert p.returncode == 1, p.stderr[-3000:]
    return json.loads(p.stdout)


def test_static_shapes_recompile_on_a_new_sequence_length(story):
    _, out = story
    static = out["by"]["false"]
    assert static["status"] == "ok"
    calls = static["calls"]
    assert [(c["batch"], c["seq"]) for c in calls] == [(1, 128), (1, 64), (1, 256), (1, 32)]
    assert calls[0]["compiles"] == 1 and not calls[0]["recompiled"]
    seq64 = calls[1]
    assert seq64["status"] == "ok" and seq64["recompiled"] and seq64["compiles"] == 1
    assert "size mismatch" in seq64["guard"] and "expected 128, actual 64" in seq64["guard"], seq64
    # the user's frame whose guard failed: demos.py:<line of ShapesDemo.forward> (forward)
    assert re.search(r"demos\.py:\d+ \(forward\)$", seq64["source"]), seq64["source"]
    assert seq64["compile_s"] > 0 and seq64["first_call_ms"] > seq64["median_ms"] > 0
    # recompile limit 2: the third shape exhausts it and fails instead of silently running eager
    for c in calls[2:]:
        assert c["status"] == "failed" and c.get("limit_hit"), c
        assert "limit" in c["error"].lower()
    assert static["totals"] == {"calls": 4, "compiles": 2, "recompiles": 3, "compile_s": static["totals"]["compile_s"],
                                "failures": 2, "cudagraph_recordings": 0}


def test_dynamic_true_never_recompiles_and_auto_recompiles_once(story):
    _, out = story
    dyn = out["by"]["true"]
    assert dyn["status"] == "ok"
    assert [c["recompiled"] for c in dyn["calls"]] == [False] * 4
    assert all(c["status"] == "ok" and c["median_ms"] > 0 for c in dyn["calls"])
    assert dyn["totals"]["recompiles"] == 0 and dyn["totals"]["compiles"] == 1
    auto = out["by"]["auto"]
    assert [c["recompiled"] for c in auto["calls"]] == [False, True, False, False]
    assert "size mismatch" in auto["calls"][1]["guard"]
    assert auto["totals"]["failures"] == 0 and auto["totals"]["recompiles"] == 1
    record = json.loads(Path(out["record"]).read_text())
    assert record["status"] == "ok" and record["settings"] == out["settings"]
    assert out["wall_s"] < 150


def test_a_failing_setting_keeps_the_others(with_failure):
    by = {s["dynamic"]: s for s in with_failure["settings"]}
    assert by["auto"]["status"] == "failed" and "timed out after 1 s" in by["auto"]["reason"]
    assert by["true"]["status"] == "ok" and len(by["true"]["calls"]) == 2
    assert with_failure["status"] == "partial"
    record = json.loads(Path(with_failure["record"]).read_text())
    assert [s["status"] for s in record["settings"]] == ["failed", "ok"]


def test_bad_requests_are_refused(tmp_path):
    for args, word in ((["--shapes", "128,0"], "--shapes"), (["--shapes", "128,x"], "--shapes"),
                       (["--dynamic", "false,maybe"], "maybe"),
                       (["--timeout", "1,2,3", "--dynamic", "true"], "--timeout")):
        p = shape_sweep(tmp_path / "runs", *args)
        assert p.returncode == 2 and p.stderr.startswith("error:") and word in p.stderr, (args, p.stderr)
    assert not (tmp_path / "runs" / "shape_sweeps").exists()


def test_resize_inputs_tiles_and_slices_batch_and_sequence():
    import torch

    from analyzers.workflows.shape_sweep_worker import resize_inputs

    ids = torch.arange(6).reshape(2, 3)
    x = resize_inputs({"input_ids": ids, "scale": 2.0}, 2, 3, 3, 5)
    assert x["scale"] == 2.0 and x["input_ids"].tolist() == [[0, 1, 2, 0, 1], [3, 4, 5, 3, 4], [0, 1, 2, 0, 1]]
    y = resize_inputs((torch.zeros(1, 128, 4),), 1, 128, 1, 64)[0]
    assert y.shape == (1, 64, 4) and y.stride() == (256, 4, 1)  # fresh standard strides
    pix = torch.zeros(2, 3, 8, 8)
    assert resize_inputs(pix, 2, None, 4, 99).shape == (4, 3, 8, 8)


def test_views(story, with_failure):
    _, out = story
    record = json.loads(Path(out["record"]).read_text())
    table = sv.calls_table(record)
    assert len(table) == 12 and table["recompiled"].sum() == 4
    fig = sv.timeline_figure(table)
    names = [d.name for d in fig.data]
    assert "recompile (dynamic=false)" in names and "failed call (dynamic=false)" in names
    star = next(d for d in fig.data if d.name == "recompile (dynamic=false)")
    assert any("expected 128, actual 64" in h for h in star.hovertext)
    assert sv.timeline_figure(table, "first call ms").layout.yaxis.type == "log"
    totals = sv.totals_table(record)
    assert list(totals["recompiles"]) == [3, 0, 1]


# -- the page ----------------------------------------------------------------------------------
@pytest.fixture
def page_runs(story, with_failure, monkeypatch):
    runs, out = story
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(runs))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    return runs, out


def test_page_opens_from_a_link(page_runs):
    _, out = page_runs
    at = open_view("shape_sweep", shape_sweep=out["sweep_id"])
    text = assert_ok(at)
    assert not at.error, [e.value for e in at.error]
    assert at.query_params["shape_sweep"] == out["sweep_id"]
    assert "Shape sweeps" in text and "dynamic=false" in text and "3 recompile(s)" in text
    assert at.dataframe and len(at.dataframe[0].value) == 12
    at.segmented_control(key="w_shape_sweep_y").set_value("first call").run()
    assert_ok(at)


def test_page_failed_setting_bad_id_and_no_records(page_runs, with_failure, tmp_path, monkeypatch):
    at = open_view("shape_sweep", shape_sweep=with_failure["sweep_id"])
    assert_ok(at)
    assert any("dynamic=auto failed" in e.value and "timed out" in e.value for e in at.error)
    assert at.dataframe and len(at.dataframe[0].value) == 2
    at = open_view("shape_sweep", shape_sweep="../nope")
    assert_ok(at)
    assert any("invalid shape sweep id" in e.value for e in at.error)
    at = open_view("shape_sweep", shape_sweep="nope")
    assert any("no shape sweep" in e.value for e in at.error)
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(tmp_path / "empty"))
    assert "No shape sweeps stored yet" in assert_ok(open_view("shape_sweep"))
