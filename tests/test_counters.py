"""The counters analysis (Nsight Compute): CSV parsing, the wiring around ncu, the target program, the view."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from analyzers.analyses.hardware import counters
from analyzers.report.schema import ModelSource, RunRequest
from analyzers.report.store import RunStore
from dashboard.views import counters as cv
from tests import report_factory as rf

ROOT = Path(__file__).resolve().parents[1]
H200_CSV = ROOT / "tests" / "data" / "ncu_raw_h200.csv"  # ncu 2025.3.1 on an H200: 2 x (matmul, add, relu)


def test_real_ncu_csv_parses_per_kernel_in_launch_order():
    rows = counters.parse_ncu_csv(H200_CSV.read_text())
    assert [r["launches"] for r in rows] == [2, 2, 2]
    assert rows[0]["name"].startswith("nvjet_sm90") and "CUDAFunctorOnSelf_add" in rows[1]["name"]
    gemm = rows[0]
    assert gemm["total_us"] == pytest.approx(33.152 + 33.28, abs=0.2)  # two launches, duration in ns -> µs
    assert 70 < gemm["sm_throughput_pct"] < 80 and 75 < gemm["l2_hit_rate_pct"] < 85
    for r in rows:
        assert set(counters.PCT_FIELDS) <= set(r)


def _csv(rows: list[str]) -> str:
    head = '"ID","Kernel Name",' + ",".join(f'"{m}"' for m in counters.NCU_METRICS)
    units = '"","",' + ",".join('"%"' for _ in counters.NCU_METRICS)
    return "==PROF== Connected\n" + "\n".join([head, units, *rows])


def test_metrics_are_weighted_by_kernel_time():
    # sm, occupancy, dram, l2, duration_ns
    text = _csv(['"0","gemm","80","50","30","90","3000"', '"1","gemm","40","50","10","70","1000"',
                 '"2","add","5","90","85","10","1,000"'])
    got = {r["name"]: r for r in counters.parse_ncu_csv(text)}
    assert got["gemm"]["launches"] == 2 and got["gemm"]["sm_throughput_pct"] == 70.0  # (80*3 + 40*1) / 4
    assert got["gemm"]["total_us"] == 4.0 and got["gemm"]["mean_us"] == 2.0
    assert got["add"]["l2_hit_rate_pct"] == 10.0
    s = counters.summarize(list(got.values()))
    assert s["launches"] == 3 and s["total_us"] == 5.0 and s["sm_throughput_pct"] == 57.0  # (70*4 + 5*1) / 5


def test_no_ncu_and_cpu_runs_say_why(monkeypatch, tmp_path):
    assert counters.collect_counters(tmp_path, "x", "cpu")["reason"] == "hardware counters are read on CUDA devices only"
    monkeypatch.setattr(counters.shutil, "which", lambda name: None)
    assert counters.collect_ncu(["python", "-c", "pass"]) == {"available": False,
                                                              "reason": "Nsight Compute (ncu) is not on PATH"}
    assert counters.collect_counters(tmp_path, "x", "cuda")["available"] is False


def _fake_ncu(tmp_path: Path, body: str) -> None:
    exe = tmp_path / "bin" / "ncu"
    exe.parent.mkdir()
    exe.write_text("#!/bin/sh\n" + body)
    exe.chmod(exe.stat().st_mode | stat.S_IEXEC)


def test_collect_counters_drives_ncu_over_the_target_program(monkeypatch, tmp_path):
    """A stand-in ncu records its arguments and answers with the real H200 CSV."""
    args_file = tmp_path / "args"
    _fake_ncu(tmp_path, f'[ "$1" = --version ] && echo "Version 2025.3.1.0" && exit 0\n'
                        f'echo "$@" >> {args_file}\ncat {H200_CSV}\n')
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    section = counters.collect_counters(tmp_path / "runs", "RUN1", "cuda")
    assert section["available"] and section["tool"] == "ncu 2025.3.1.0"
    assert set(section["modes"]) == {"eager", "compiled"} and section["modes"]["eager"]["launches"] == 6
    assert [k["mode"] for k in section["kernels"]] == ["eager"] * 3 + ["compiled"] * 3
    assert section["kernels"][0]["name"].startswith("nvjet")  # most time first
    calls = args_file.read_text().splitlines()
    assert len(calls) == 2 and all("--profile-from-start off" in c and "analyzers.analyses.hardware.ncu_target" in c for c in calls)
    assert calls[0].endswith("RUN1 eager") and calls[1].endswith("RUN1 compiled")


def test_not_permitted_is_reported(monkeypatch, tmp_path):
    _fake_ncu(tmp_path, 'echo "==ERROR== ERR_NVGPUCTRPERM - The user does not have permission" >&2; exit 1\n')
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    section = counters.collect_counters(tmp_path / "runs", "RUN1", "cuda")
    assert not section["available"] and "ERR_NVGPUCTRPERM" in section["reason"]


def test_counters_on_cpu_are_refused_before_any_work():
    req = RunRequest(ModelSource("demo", "print"), only=["compile", "counters"])
    req.options.device = "cpu"
    assert any("counters" in p and "--device cuda" in p for p in req.problems())
    assert "counters" not in RunRequest(ModelSource("demo", "print")).only  # opt-in


def test_target_program_rebuilds_the_run_and_keeps_stdout_clean(tmp_path):
    """What ncu launches: on CPU it rebuilds and compiles the model, then fails only at the CUDA profiler range."""
    store = RunStore(tmp_path / "runs")
    req = RunRequest(ModelSource("demo", "print"))
    req.options.device, req.options.backend = "cpu", "eager"
    run_id = store.create_run(req)["run_id"]
    p = subprocess.run([sys.executable, "-m", "analyzers.analyses.hardware.ncu_target", "--runs-dir", str(store.root), run_id,
                        "compiled"], capture_output=True, text=True, cwd=ROOT, timeout=300,
                       env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert p.stdout == ""  # ncu writes its CSV on this stream: the model's print went to stderr
    assert p.stderr.count("demo:print hidden shape") == 3  # the warm-up forwards ran
    assert p.returncode == 1 and "CUDA" in p.stderr.strip().splitlines()[-1]  # then the profiler range


# -- view ---------------------------------------------------------------------------------------
def counters_report() -> dict:
    rows = counters.parse_ncu_csv(H200_CSV.read_text())
    r = rf.good_report("20260101-000000-counters-0201")
    r["request"]["options"].update(device="cuda", dtype="fp16")
    r["counters"] = {"available": True, "tool": "ncu 2025.3.1.0", "settings": counters.SETTINGS,
                     "modes": {"eager": {"available": True, **counters.summarize(rows)},
                               "compiled": {"available": False, "reason": "ncu did not finish within 900 s"}},
                     "kernels": [{"mode": "eager", **k} for k in rows]}
    return r


def test_view_tables_and_notes():
    r = counters_report()
    assert cv.message(r) == ""
    summary = cv.summary_table(r)
    assert list(summary["mode"]) == ["eager"] and summary["launches"][0] == 6
    table = cv.kernel_table(r, r["run_id"], top=2)
    assert len(table) == 2 and table["share %"].sum() < 100 and table["L2 hit rate %"].notna().all()
    assert len(cv.kernel_table(r, query="nvjet")) == 1
    notes = " ".join(cv.notes(r))
    assert "cold-cache" in notes and "compiled: ncu did not finish" in notes


def test_view_messages_when_absent():
    r = rf.good_report()
    assert "counters analysis" in cv.message(r) or "Nsight" in cv.message(r)
    r["counters"] = {"available": False, "reason": "Nsight Compute (ncu) is not on PATH"}
    assert cv.message(r) == "No hardware counters: Nsight Compute (ncu) is not on PATH."
    assert cv.summary_table(r).empty and cv.kernel_table(r).empty
    legacy = rf.good_report()
    legacy["profile"] = {"ncu": counters_report()["counters"]}
    assert cv.message(legacy) == "" and not cv.summary_table(legacy).empty


def test_kernels_page_shows_the_counters(tmp_path, monkeypatch):
    from streamlit.testing.v1 import AppTest

    from tests.test_kernels_views import profiled_report

    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    r = profiled_report("20260101-000000-counters-0202")
    r["counters"] = counters_report()["counters"]
    rf.write_run(root, r)
    rf.write_machine(root, cuda=True)
    at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=30)
    at.query_params.update({"view": "kernels", "run": r["run_id"]})
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    # both tables are Markdown (the data grid's chunk loads only on demand): header row, rule, one row per line
    tables = [m.value.replace("\\", "") for m in at.markdown if m.value.startswith("| ")]
    summary = [t for t in tables if "| ncu GPU µs |" in t.splitlines()[0]]
    per_kernel = [t for t in tables if "| SM throughput % |" in t.splitlines()[0] and "| kernel |" in t.splitlines()[0]]
    assert len(summary) == 1 and len(per_kernel) == 1 and len(per_kernel[0].splitlines()) == 2 + 3
    assert per_kernel[0].count("nvjet") == 1


class _FakeRun:
    def __init__(self, root: Path, timeout_s: int, started_ago_s: float):
        import time
        from types import SimpleNamespace

        self.request = RunRequest(ModelSource("zoo", "bert-base"))
        self.request.options.device, self.request.options.timeout_s = "cuda", timeout_s
        self.report = {"started": time.time() - started_ago_s}
        self.store, self.run_id = SimpleNamespace(root=root), "RUN1"


def test_counters_stage_fits_in_what_is_left_of_the_run_timeout(monkeypatch, tmp_path):
    from analyzers.report.schema import StageResult
    from analyzers.runs import stages
    from analyzers.runs.run_context import StageSkipped

    _fake_ncu(tmp_path, f'[ "$1" = --version ] && echo "Version 2025.3.1.0" && exit 0\ncat {H200_CSV}\n')
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    late = _FakeRun(tmp_path, timeout_s=600, started_ago_s=500)
    with pytest.raises(StageSkipped, match="raise --timeout"):
        stages.stage_counters(late, StageResult("counters"))
    assert "counters" not in late.report
    seen = {}
    real = counters.collect_ncu
    monkeypatch.setattr(counters, "collect_ncu", lambda cmd, **kw: seen.setdefault("timeout", kw["timeout_s"]) and
                        real(cmd, **kw))
    early = _FakeRun(tmp_path, timeout_s=600, started_ago_s=100)
    st = StageResult("counters")
    stages.stage_counters(early, st)
    assert early.report["counters"]["available"] and 200 <= seen["timeout"] <= 240  # (600 - 100 - 30) / 2
    assert any("clocks locked to base" in n for n in st.notes)


def test_a_hung_ncu_is_killed_with_the_program_it_launched(monkeypatch, tmp_path):
    pidfile = tmp_path / "child.pid"
    _fake_ncu(tmp_path, f'sleep 300 & echo $! > {pidfile}\nwait\n')
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    res = counters.collect_ncu(["python", "-c", "pass"], timeout_s=2)
    assert res == {"available": False, "reason": "ncu did not finish within 2 s"}
    child = int(pidfile.read_text())
    import time

    for _ in range(50):
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        # a zombie counts as gone: its state in /proc is Z
        state = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()[0]
        assert state == "Z", "the program ncu launched was left running"


def test_kernel_rows_carry_kind_fused_ops_and_code_link_from_the_profile():
    from tests.test_kernels_views import profiled_report

    r = profiled_report("20260101-000000-counters-0203")
    prof_row = next(k for k in r["profile"]["compiled"]["kernel_table"] if k.get("code_kernel"))
    r["counters"] = {"available": True, "modes": {"compiled": {"available": True, "total_us": 10.0}},
                     "kernels": [{"mode": "compiled", "name": prof_row["name"], "launches": 1, "total_us": 5.0}]}
    (row,) = cv.kernel_table(r, r["run_id"]).to_dict("records")
    assert row["kind"] == prof_row["kind"] and row["share %"] == 50.0
    assert row["fused ops"] == ", ".join(prof_row["fused_ops"]) and row["code"].startswith("code?run=")
