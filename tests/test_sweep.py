"""Config sweeps on CPU: a real 2x2 sweep (demo:clean, default / max-autotune-no-cudagraphs x dynamic
false / true, 5 iterations) run once per module through the CLI, a refused cell, a failing (timed-out)
cell, a cancelled sweep, and the Sweeps page with AppTest over the real record.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from analyzers.report.schema import ModelSource
from analyzers.workflows.sweep import SweepSpec
from dashboard.live import linkstate
from dashboard.views import sweep as sv
from tests.conftest import ROOT, cli
from tests.test_app_pages import assert_ok, open_view


def sweep(runs, *args, timeout=300):
    return cli("sweep", "--model", "demo:clean", "--json", *args, runs_dir=runs, timeout=timeout)


@pytest.fixture(scope="module")
def swept(tmp_path_factory):
    runs = tmp_path_factory.mktemp("sweep-runs")
    t0 = time.perf_counter()
    p = sweep(runs, "--modes", "default,max-autotune-no-cudagraphs", "--dynamic", "false,true",
              "--iterations", "5", "--warmup", "1", "--only", "explain,compile,code,benchmark")
    assert p.returncode == 0, p.stderr[-3000:]
    out = json.loads(p.stdout)
    out["wall_s"] = time.perf_counter() - t0
    return runs, out


def test_2x2_sweep_cells_are_normal_runs(swept):
    runs, out = swept
    assert out["status"] == "ok" and len(out["cells"]) == 4
    assert {(c["mode"], c["dynamic"]) for c in out["cells"]} == {
        (m, d) for m in ("default", "max-autotune-no-cudagraphs") for d in ("false", "true")}
    for c in out["cells"]:
        assert c["status"] == "ok"
        assert c["latency_ms"] > 0 and c["compile_cold_s"] > 0 and c["compile_warm_s"] is not None
        assert c["graphs"] == 1 and c["breaks"] == 0 and c["kernels"] > 0
        shown = json.loads(cli("show", c["run_id"], "--json", runs_dir=runs).stdout)
        assert shown["status"] == "ok"
        # each cell compiled into its own fresh cache folder
        assert (runs / "sweeps" / out["sweep_id"] / "cache" / c["key"] / "inductor").is_dir()
    record = json.loads(Path(out["record"]).read_text())
    assert record["cells"] == out["cells"] and record["status"] == "ok"


def test_cold_compile_is_slower_than_warm(swept):
    _, out = swept
    cold = sum(c["compile_cold_s"] for c in out["cells"])
    warm = sum(c["compile_warm_s"] for c in out["cells"])
    assert warm < cold, (cold, warm)


def test_matrix_view_and_best_cells(swept):
    _, out = swept
    record = json.loads(Path(out["record"]).read_text())
    table = sv.matrix_table(record)
    assert len(table) == 4 and table["latency ms"].notna().all()
    best = sv.best_cells(table)
    assert best["latency"]["latency ms"] == table["latency ms"].min()
    assert best["latency_per_compile_s"] is not None
    for fig in (sv.latency_figure(table), sv.compile_figure(table), sv.capture_figure(table)):
        assert fig.data


def test_cells_and_eager_mode():
    spec = SweepSpec(ModelSource("demo", "clean"), modes=["eager", "default"], dynamic=["false", "true"],
                     batch_sizes=[1, 8])
    keys = [c["key"] for c in spec.cells()]
    assert len(keys) == 2 + 4  # eager once per batch size: dynamic does not apply to it
    eager = spec.request(spec.cells()[0])
    assert eager.options.backend == "eager" and "code" not in eager.only
    warm = spec.request(spec.cells()[-1], warm=True)
    assert warm.only == ["compile"] and warm.options.backend == "inductor"
    assert SweepSpec(ModelSource("demo", "clean"), modes=["fast"]).problems()


def test_bad_sweep_is_refused_before_any_cell(tmp_path):
    p = sweep(tmp_path / "runs", "--modes", "default,turbo")
    assert p.returncode == 2 and p.stderr.startswith("error:") and "turbo" in p.stderr


def test_a_cell_run_refuses_refuses_the_whole_sweep(tmp_path):
    # reduce-overhead needs CUDA: the sweep is refused like `run` would refuse that cell, before any record
    p = sweep(tmp_path / "runs", "--modes", "eager,reduce-overhead", "--no-warm")
    assert p.returncode == 2 and p.stderr.startswith("error:") and "CUDA graphs" in p.stderr
    assert not (tmp_path / "runs" / "sweeps").exists() and not list((tmp_path / "runs").glob("2*"))


def test_failing_cells_are_marked_and_the_rest_goes_on(tmp_path):
    # the eager cells time out after 1 s: failed with the reason, each still a run of its own
    p = sweep(tmp_path / "runs", "--modes", "eager", "--batch-sizes", "1,2", "--timeout", "1", "--no-warm",
              timeout=120)
    assert p.returncode == 1
    out = json.loads(p.stdout)
    by = {c["key"]: c for c in out["cells"]}
    for key in ("eager-fp32-b1", "eager-fp32-b2"):
        assert by[key]["status"] == "failed" and "timed out" in by[key]["reason"]
        assert by[key]["run_id"]
    assert out["status"] == "failed"


def test_cancelled_sweep_keeps_finished_cells(tmp_path):
    runs = tmp_path / "runs"
    cmd = [sys.executable, "-m", "analyzers", "--runs-dir", str(runs), "sweep", "--model", "demo:clean",
           "--modes", "eager", "--dtypes", "fp32,bf16", "--batch-sizes", "1,2", "--iterations", "3",
           "--warmup", "1", "--no-warm", "--json"]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    try:
        deadline = time.monotonic() + 120
        record = None
        while time.monotonic() < deadline:
            recs = list((runs / "sweeps").glob("*.json")) if (runs / "sweeps").exists() else []
            if recs:
                record = json.loads(recs[0].read_text())
                if any(c["status"] == "ok" for c in record["cells"]):
                    break
            time.sleep(0.3)
        assert record is not None
        assert cli("sweep-cancel", record["sweep_id"], runs_dir=runs).returncode == 0
        stdout, stderr = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    out = json.loads(stdout)
    assert out["status"] == "cancelled", stderr[-2000:]
    statuses = [c["status"] for c in out["cells"]]
    assert "ok" in statuses and "cancelled" in statuses
    for c in out["cells"]:
        if c["status"] == "ok":
            assert json.loads(cli("show", c["run_id"], "--json", runs_dir=runs).stdout)["status"] == "ok"


# -- the page ----------------------------------------------------------------------------------
@pytest.fixture
def page_runs(swept, monkeypatch):
    runs, out = swept
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(runs))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    if "sweep" not in linkstate.LINK_KEYS:  # until linkstate carries the page's parameter itself
        monkeypatch.setattr(linkstate, "LINK_KEYS", linkstate.LINK_KEYS + ("compare", "sweep"))
    return runs, out


def test_sweep_page_opens_from_a_link(page_runs):
    _, out = page_runs
    at = open_view("sweep", sweep=out["sweep_id"])
    text = assert_ok(at)
    assert not at.error
    assert at.query_params["sweep"] == out["sweep_id"]
    assert "Best latency" in text and "Best latency per compile second" in text
    assert at.dataframe and len(at.dataframe[0].value) == 4
    for chart in ("compile time", "memory", "graphs"):
        at.segmented_control(key="w_sweep_chart").set_value(chart).run()
        assert_ok(at)


def test_sweep_page_bad_id_and_no_sweeps(page_runs, tmp_path, monkeypatch):
    at = open_view("sweep", sweep="../nope")
    assert_ok(at)
    assert any("invalid sweep id" in e.value for e in at.error)
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(tmp_path / "empty"))
    assert "No sweeps stored yet" in assert_ok(open_view("sweep"))
