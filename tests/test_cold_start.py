"""Cold start: fresh processes per route, timed from process start; the view, the page and the export.

One real cold start of a tiny model on the CPU (``demo:clean``, session-scoped, every assert reads it), the view and
page over a recorded-shape report, the export error linked to its break row, and the process rules: a route's
process dies with its worker and is killed at its time budget.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from analyzers.report.cold_start_rows import ROUTES, break_link, budget_verdicts, cold_start_rows
from analyzers.runs.child_process import spawn_in_group, wait_or_kill
from dashboard.views import cold_start as cv
from tests import report_factory as rf
from tests.test_access import recipe_tree  # noqa: F401
from tests.test_app_pages import assert_ok, open_view, runs, text_of  # noqa: F401

from .conftest import ROOT, cli

RUN = "20260101-000000-cold-0009"


def _phases(*spans) -> list[dict]:
    return [{"name": n, "start_s": a, "end_s": b} for n, a, b in spans]


def cold_report(run_id: str = RUN) -> dict:
    """A cold-start report as the engine writes it: four routes ok, the AOT package failed at export on a break."""
    report = rf.good_report(run_id)
    report["request"]["only"] = ["explain", "cold_start"]
    report["stages"].append({"name": "cold_start", "status": "ok"})
    brk = report["explain"]["breaks"][0]
    common = {"status": "ok", "compile_threads": 8, "numerics_passed": True, "peak_gpu_mb": None, "error": None}
    routes = [
        dict(common, route="eager", first_output_s=4.1, steady_ms=2.0, steady_ci_ms=[1.9, 2.1], peak_rss_mb=400,
             phases=_phases(("start python", 0, 0.1), ("import torch", 0.1, 3), ("build model", 3, 4),
                            ("first call", 4, 4.1), ("steady state", 4.1, 6))),
        dict(common, route="jit-cold", first_output_s=41.0, steady_ms=1.0, steady_ci_ms=[0.9, 1.1], peak_rss_mb=900,
             phases=_phases(("start python", 0, 0.1), ("import torch", 0.1, 3), ("import compiler", 3, 5),
                            ("build model", 5, 6), ("compile and first call", 6, 41), ("steady state", 41, 43))),
        dict(common, route="jit-warm-cache", first_output_s=12.0, steady_ms=1.0, steady_ci_ms=[0.9, 1.1],
             peak_rss_mb=800, phases=_phases(("import torch", 0.1, 3), ("compile and first call", 6, 12))),
        dict(common, route="jit-mega-cache", first_output_s=14.0, steady_ms=1.0, steady_ci_ms=[0.9, 1.1],
             peak_rss_mb=800, numerics_passed=False,
             phases=_phases(("load cache artifacts", 5, 6), ("compile and first call", 6, 14))),
        {"route": "aot-package", "status": "failed", "phases": [], "first_output_s": None,
         "build_phases": _phases(("import torch", 0.1, 3), ("build model", 3, 4), ("export", 4, 5)),
         "error": {"stage": "export", "message": "GuardOnDataDependentSymNode: Could not guard on data-dependent "
                   "expression", "traceback": "Traceback ...", "user_frame": {"file": brk["file"], "line": brk["line"]}},
         "break_link": {"params": {"view": "breaks", "category": brk["category"]}, "reason": brk["reason"],
                        "file": brk["file"], "line": brk["line"]}},
    ]
    report["cold_start"] = {"routes": routes, "device": "cpu", "dtype": "fp32", "notes": ["a note"]}
    return report


# -- rows, budget, link ------------------------------------------------------------------------------------------
def test_budget_verdicts_count_only_correct_first_outputs():
    verdicts = {v["route"]: v["meets"] for v in budget_verdicts(cold_report(), 13.0)}
    # mega-cache is fast enough but differs from eager: not a correct first output; aot has none
    assert verdicts == {"eager": True, "jit-cold": False, "jit-warm-cache": True, "jit-mega-cache": False,
                        "aot-package": None}
    assert "2 of 5 routes" in cv.budget_sentence(cold_report(), 13.0)
    assert "Fastest start: eager" in cv.budget_sentence(cold_report(), 13.0)


def test_the_json_rows_carry_the_issues_fields():
    rows = cold_start_rows(cold_report())
    assert [r["route"] for r in rows] == [r for r in ROUTES if "regional" not in r]  # a report with no regional row
    assert {"route", "first_output_s", "steady_ms", "steady_ci_ms", "peak_rss_mb", "peak_gpu_mb", "error",
            "phases", "compile_threads", "numerics_passed"} <= set(rows[0])
    assert rows[-1]["break_link"]["params"]["view"] == "breaks"
    assert cold_start_rows(rf.good_report()) is None  # a run that asked for none


def test_an_export_error_links_to_the_break_row_of_its_line():
    report = rf.good_report()
    b = report["explain"]["breaks"][0]
    link = break_link(report, {"file": "/elsewhere/checkout/" + b["file"].lstrip("/"), "line": b["line"]})
    assert link and link["params"]["category"] == b["category"] and link["line"] == b["line"]
    assert break_link(report, {"file": b["file"], "line": 10_000}) is None


def test_the_users_line_of_a_real_export_error(tmp_path):
    """torch.export's own error on a data-dependent branch names the user's file and line."""
    import torch

    from analyzers.runs.cold_start_route import user_frame

    recipe = tmp_path / "branchy.py"
    recipe.write_text(textwrap.dedent("""
        import torch
        class M(torch.nn.Module):
            def forward(self, x):
                if x.sum() > 0:
                    return x + 1
                return x - 1
        """))
    ns: dict = {}
    exec(compile(recipe.read_text(), str(recipe), "exec"), ns)
    with pytest.raises(Exception) as e:
        torch.export.export(ns["M"](), (torch.ones(3),))
    assert user_frame(e.value, [str(recipe)]) == {"file": str(recipe), "line": 5}


def test_a_killed_build_keeps_its_export_figure_and_shows_where_its_time_went():
    """The H200's bert-base AOT build was killed while packaging: export (2.07 s) finished, 40 s went to the package."""
    from analyzers.runs.stage_cold_start import close_unfinished

    result = {"phases": _phases(("import torch", 0.1, 3.8), ("export", 12.2, 14.27)), "process_s": 54.8,
              "export_s": None, "error": {"stage": "after export", "message": "timed out"}}
    close_unfinished(result)
    assert result["export_s"] == pytest.approx(2.07)
    assert result["phases"][-1] == {"name": "unfinished", "start_s": 14.27, "end_s": 54.8}
    finished = {"phases": _phases(("first call", 0, 1.0)), "process_s": 1.2, "error": None}
    close_unfinished(finished)
    assert [p["name"] for p in finished["phases"]] == ["first call"]  # a process that ended well is left as it was


# -- processes -----------------------------------------------------------------------------------------------------
def test_a_route_past_its_time_is_killed_with_its_group(tmp_path):
    code = "import subprocess, time; subprocess.Popen(['sleep', '60']); time.sleep(60)"
    proc = spawn_in_group([sys.executable, "-c", code], dict(os.environ), tmp_path / "log")
    time.sleep(0.5)
    rc, timed_out = wait_or_kill(proc, 1.0)
    assert timed_out and rc == -signal.SIGKILL
    assert _group_gone(proc.pid, 3.0)  # the grandchild (sleep) went with it


def test_a_routes_memory_counts_every_process_it_started(tmp_path):
    """The peak RSS of a route is its whole process tree's (compile workers, a compiler), sampled from /proc."""
    from analyzers.runs.child_process import SessionMemory

    child = "import time; y = b'y' * (150 * 2**20); time.sleep(1.5)"
    code = f"import subprocess, sys; x = b'x' * (100 * 2**20); subprocess.run([sys.executable, '-c', {child!r}])"
    t0 = time.time()
    proc = spawn_in_group([sys.executable, "-c", code], dict(os.environ), tmp_path / "log")
    memory = SessionMemory(proc.pid, t0, every_s=0.05)
    rc, timed_out = wait_or_kill(proc, 60, on_poll=memory.poll)
    assert rc == 0 and not timed_out
    assert memory.peak() > 250  # both processes' memory at once: more than either alone
    assert memory.peak(0, 0) is None  # no sample in an empty window


def test_a_route_dies_with_its_worker(tmp_path):
    """kill -9 of the worker: the route's process notices and kills its own group (compile workers, a compiler)."""
    pidfile = tmp_path / "route.pid"
    (tmp_path / "route.py").write_text(textwrap.dedent(f"""
        import os, subprocess, sys, time
        from analyzers.runs.child_process import die_with_parent
        die_with_parent(int(sys.argv[1]))
        subprocess.Popen(["sleep", "60"])
        open({str(pidfile)!r}, "w").write(str(os.getpid()))
        time.sleep(60)
        """))
    (tmp_path / "worker.py").write_text(textwrap.dedent(f"""
        import os, sys, time
        from pathlib import Path
        from analyzers.runs.child_process import spawn_in_group
        spawn_in_group([sys.executable, {str(tmp_path / "route.py")!r}, str(os.getpid())], dict(os.environ),
                       Path({str(tmp_path / "log")!r}))
        time.sleep(60)
        """))
    w = subprocess.Popen([sys.executable, str(tmp_path / "worker.py")], env=dict(os.environ, PYTHONPATH=str(ROOT)))
    deadline = time.monotonic() + 30
    while not pidfile.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    group = int(pidfile.read_text())
    w.kill()
    w.wait()
    gone = _group_gone(group, 5.0)
    if not gone:
        os.killpg(group, signal.SIGKILL)
    assert gone, "the route's process group outlived its worker"


def _group_gone(pgid: int, within_s: float) -> bool:
    """No live (non-zombie) process of group ``pgid`` within ``within_s`` seconds."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        live = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            if int(fields[2]) == pgid and fields[0] not in ("Z", "X"):
                live.append(stat)
        if not live:
            return True
        time.sleep(0.1)
    return False


# -- the page and the export -----------------------------------------------------------------------------------------
@pytest.fixture
def cold_runs(runs):  # noqa: F811 - test_app_pages' store, plus one cold-start run
    rf.write_run(runs, cold_report())
    return runs


def test_the_page_shows_routes_budget_and_the_export_error(cold_runs):
    text = assert_ok(open_view("cold_start", RUN, budget="13"))
    assert "2 of 5 routes give a correct first output within 13 s" in text
    assert "aot-package failed at export" in text and "Graph breaks" in text
    at = open_view("cold_start", RUN, budget="50")
    assert "3 of 5 routes" in assert_ok(at)
    assert "did not ask for a cold start" in text_of(open_view("cold_start", "20260101-000000-good-0001"))


def test_the_overview_of_a_cold_start_names_each_routes_first_output_and_links_the_view(cold_runs):
    text = assert_ok(open_view("overview", RUN))
    assert ("Cold start, first correct output from process start: eager 4.10 s, jit-cold 41.00 s, jit-warm-cache "
            "12.00 s; no correct output: jit-mega-cache, aot-package.") in text  # mega's output differs from eager's
    assert "Cold start, first correct output" not in text_of(open_view("overview", "20260101-000000-good-0001"))


def test_new_runs_cold_start_option_queues_a_cold_start(runs, monkeypatch):  # noqa: F811
    from analyzers.runs import queue as jobs

    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    at = open_view("new_run")
    at.checkbox(key="nr_cold_start").check().run()
    next(b for b in at.button if b.label == "Queue run").click().run()
    assert_ok(at)
    run_id = at.query_params["run"][0] if isinstance(at.query_params["run"], list) else at.query_params["run"]
    report = json.loads((runs / run_id / "report.json").read_text())
    assert report["request"]["only"] == ["explain", "cold_start"] and report["status"] == "queued"


@pytest.mark.parametrize("path", ["../outside.py", "recipes/link_out.py"])
def test_new_runs_cold_start_obeys_the_recipe_folder(runs, recipe_tree, monkeypatch, path):  # noqa: F811
    from analyzers.runs import queue as jobs
    from dashboard.live import runform
    from tests.test_access import store_bytes

    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    monkeypatch.setattr(runform, "list_recipes", lambda folder: [path])
    before = store_bytes(runs)
    at = open_view("new_run")
    at.radio(key="nr_kind").set_value("recipe").run()
    at.checkbox(key="nr_cold_start").check().run()
    next(b for b in at.button if b.label == "Queue run").click().run()
    assert any("is not in the recipe folder" in e.value.replace("\\", "") for e in at.error)
    assert store_bytes(runs) == before


def test_the_timeline_has_a_lane_per_process_and_the_budget_line():
    fig = cv.timeline_figure(cold_report(), 20.0)
    lanes = {y for t in fig.data if t.type == "bar" for y in t.y}
    # a failed build: no serving process; no jit-regional row in this report
    assert lanes == {*ROUTES, "aot-package (build)"} - {"aot-package", "jit-regional", "jit-regional-warm-cache"}
    assert any(s.x0 == 20.0 for s in fig.layout.shapes)
    assert cv.parse_budget("abc") == cv.DEFAULT_BUDGET_S and cv.parse_budget("7.5") == 7.5


def test_the_export_carries_the_view(tmp_path):
    from analyzers.report.store import RunStore
    from dashboard.static.export_html import run_report_html

    rf.write_run(tmp_path, cold_report())
    html = run_report_html(RunStore(tmp_path), RUN)
    assert 'id="cold_start"' in html and "routes give a correct first output" in html
    assert "aot-package failed at export" in html
    shown = cli("show", RUN, runs_dir=tmp_path).stdout  # show's text: one line per route, not the raw list
    assert "cold start jit-warm-cache  first output 12 s" in shown and "cold start aot-package     no output: export" \
        in shown and "[{" not in shown


# -- one real cold start on the CPU ------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def cold_run(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cold")
    t0 = time.monotonic()
    p = cli("cold-start", "--model", "demo:clean", "--device", "cpu", "--iterations", "5", "--warmup", "1", "--only",
            "cold_start", "--json", runs_dir=folder, timeout=900, env={"TORCHINDUCTOR_COMPILE_THREADS": "1"})
    assert p.returncode == 0, p.stderr[-3000:]
    summary = json.loads(p.stdout)
    return {"runs": folder, "summary": summary, "report": json.loads(Path(summary["report"]).read_text()),
            "seconds": time.monotonic() - t0}


@pytest.mark.slow
def test_every_route_reaches_a_correct_first_output(cold_run):
    rows = {r["route"]: r for r in cold_run["summary"]["cold_start"]}
    assert list(rows) == list(ROUTES), cold_run["summary"]["cold_start"]
    for name in ("jit-regional", "jit-regional-warm-cache"):  # demo:clean is one MLP: no repeated block
        regional = rows.pop(name)
        assert regional["status"] == "skipped" and "no repeated block" in regional["error"]["message"]
    for name, r in rows.items():
        assert r["status"] == "ok" and r["error"] is None, (name, r["error"])
        assert r["numerics_passed"] is True, name
        phases = r["phases"]
        assert phases[0]["name"] == "start python" and phases[0]["start_s"] == 0
        assert all(a["end_s"] <= b["start_s"] + 1e-3 for a, b in zip(phases, phases[1:])), phases  # in order
        first = next(p for p in phases if p["name"] in ("first call", "compile and first call"))
        assert r["first_output_s"] == first["end_s"]
        lo, hi = r["steady_ci_ms"]
        assert lo <= r["steady_ms"] <= hi and r["steady_samples"] == 5
        assert r["peak_rss_mb"] >= r["process_peak_rss_mb"] > 50 and r["peak_gpu_mb"] is None
    assert rows["eager"]["compile_threads"] is None and rows["jit-cold"]["compile_threads"] == 1
    assert rows["aot-package"]["export_s"] > 0 and rows["aot-package"]["package_mb"] > 0
    assert [p["name"] for p in rows["aot-package"]["phases"]][2:4] == ["import compiler", "load package"]


@pytest.mark.slow
def test_the_warm_routes_start_from_the_cold_routes_caches(cold_run):
    rows = {r["route"]: r for r in cold_run["summary"]["cold_start"]}
    cold, warm, mega = (rows[k]["caches"] for k in ("jit-cold", "jit-warm-cache", "jit-mega-cache"))
    assert cold["fxgraph_cache_miss"] > 0 and cold["fxgraph_cache_hit"] == 0
    assert warm["fxgraph_cache_hit"] > 0 and warm["fxgraph_cache_miss"] == 0
    assert mega["fxgraph_cache_hit"] > 0 and mega["fxgraph_cache_miss"] == 0
    assert rows["jit-cold"]["mega_cache_mb"] > 0


@pytest.mark.slow
def test_a_cold_start_is_a_stored_run_that_cleans_up(cold_run):
    run_dir = Path(cold_run["summary"]["report"]).parent
    run_id = cold_run["summary"]["run_id"]
    assert not (run_dir / "cold_start_work").exists()  # weights, caches and the package are gone
    assert {p.name for p in (run_dir / "artifacts" / "cold_start").iterdir()} >= {"eager.log", "aot-build.log"}
    shown = cli("show", run_id, "--json", runs_dir=cold_run["runs"])
    assert json.loads(shown.stdout)["cold_start"] == cold_run["summary"]["cold_start"]
    ps = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    assert str(run_dir) not in ps  # no route process left behind
    print(f"cold start of demo:clean on this CPU: {cold_run['seconds']:.0f} s (noisy: a shared machine)")
