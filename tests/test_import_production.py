"""Production logs through ``import-trace``: repeated compile ids, AOTInductor and export logs, CRLF, checksums,
no torch in the import, and a folder of rank logs (one run per rank, compared).

The logs are in ``tests/data`` (recorded by ``tests/trace_programs.py`` on CPU, torch 2.13; ``tlparse/`` holds
four trimmed logs of tlparse's own test inputs, BSD-3). No model runs here.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from analyzers.analyses.trace.compile_attempts import attempt_ids
from analyzers.analyses.trace.compile_trace import collect_compile_trace
from analyzers.report.rank_compare import combined_compile_trace
from tests.conftest import ROOT, cli
from tests.test_trace_parsing import RECORDED_LOG, _tlparse
from tests.trace_programs import AOTI_LOG, RANKS_DIR, RESET_LOG

TLPARSE_DATA = Path(__file__).parent / "data" / "tlparse"


def _import(runs: Path, *paths) -> tuple[subprocess.CompletedProcess, dict]:
    p = cli("import-trace", *map(str, paths), "--json", runs_dir=runs, timeout=120)
    assert "Traceback" not in p.stderr, p.stderr
    return p, (json.loads(p.stdout) if p.stdout.strip() else {})


def _report(summary: dict) -> dict:
    return json.loads(Path(summary["report"]).read_text())


def _metrics_seconds(log: Path) -> list[float]:
    """entire_frame_compile_time_s of every forward compilation_metrics record, read straight from the log."""
    out = []
    for line in log.read_text().splitlines():
        if '{"compilation_metrics": ' in line:
            m = json.loads(line[line.index("{"):])["compilation_metrics"]
            out.append(m["entire_frame_compile_time_s"])
    return out


# -- a compile id compiled more than once --------------------------------------------------------------
def test_reset_keeps_every_attempt_and_sums_their_time(tmp_path):
    r = collect_compile_trace(RESET_LOG)
    [c] = r["compile_ids"]
    assert c["id"] == "0/0" and c["compiles"] == 3 and [a["n"] for a in c["attempts"]] == [0, 1, 2]
    assert all(a["status"] == "ok" and a["seconds"] > 0 for a in c["attempts"])
    wanted = _metrics_seconds(RESET_LOG)
    assert len(wanted) == 3
    assert [a["seconds"] for a in c["attempts"]] == pytest.approx(wanted)
    assert r["total_s"] == pytest.approx(sum(wanted)) and c["seconds"] == pytest.approx(sum(wanted))
    # each attempt keeps its own cache outcome and output module: the first misses, the compiles after a reset hit
    assert c["attempts"][0]["cache"]["miss"] > 0 and all(a["cache"]["hit"] > 0 for a in c["attempts"][1:])
    assert [(o["compile_id"], o["attempt"]) for o in r["output_code"]] == [("0/0", 0), ("0/0", 1), ("0/0", 2)]
    assert any("compiled more than once" in n for n in r["notes"])
    # TORCH_TRACE's own logging seconds: torch keeps one count per compile id in a process and it grows over the
    # attempts, so the compile id's figure is its last count (summing the three would count the first twice)
    counts = [json.loads(ln[ln.index("{"):])["compilation_metrics"]["structured_logging_overhead_s"]
              for ln in RESET_LOG.read_text().splitlines() if '{"compilation_metrics": ' in ln]
    assert len(counts) == 3 and counts == sorted(counts)
    assert r["trace_logging_s"] == pytest.approx(counts[-1]) and 0 < r["trace_logging_s"] < r["total_s"]

    p, s = _import(tmp_path / "runs", RESET_LOG)
    assert p.returncode == 0 and s["attempts"] == 3 and s["compile_s"] == pytest.approx(sum(wanted))
    from dashboard.views.compile import compile_ids_table

    table = compile_ids_table(_report(s))
    assert list(table["compile id"]) == ["0/0"] * 3 and list(table["attempt"]) == ["1 of 3", "2 of 3", "3 of 3"]


# -- AOTInductor and export ------------------------------------------------------------------------------
def test_aoti_compile_is_outside_any_frame_with_its_cpp_kernels(tmp_path):
    r = collect_compile_trace(AOTI_LOG)
    assert r["compile_ids"] == []  # no fake "-/-" compile id marked empty_graph
    [att] = r["outside_frame"]
    assert att["status"] == "ok" and att["seconds"] > 0 and r["total_s"] == pytest.approx(att["seconds"])
    p, s = _import(tmp_path / "runs", AOTI_LOG)
    assert p.returncode == 0 and s["outside_frame"] == 1 and s["compile_ids"] == 0
    report = _report(s)
    kinds = [m["kind"] for m in report["code"]["modules"]]
    assert kinds == ["aot_wrapper", "aot_kernel"] and all(m["lang"] == "cpp" for m in report["code"]["modules"])
    wrapper, kfile = (m["name"] for m in report["code"]["modules"])
    kernels = {k["name"]: k for k in report["code"]["kernels"]}
    [cpp] = [k for k in kernels.values() if k["lang"] == "cpp"]
    assert cpp["name"].startswith("cpp_fused_") and cpp["module"] == kfile and cpp["calls_per_forward"] == 1
    assert {"relu", "sigmoid"} <= set(cpp["fused_ops"])
    text = (Path(s["report"]).parent / kfile).read_text()
    assert cpp["name"] in text.splitlines()[cpp["start_line"] - 1]
    assert kernels["aoti_torch_cpu_addmm_out"]["kind"] == "extern" and "addmm" in kernels["aoti_torch_cpu_addmm_out"]["fused_ops"]
    assert kernels["aoti_torch_cpu_addmm_out"]["module"] == wrapper
    assert report["request"]["options"]["device"] == "cpu"


def test_older_aot_log_counts_its_inductor_time_and_cuda_aot_has_triton_kernels(tmp_path):
    old = collect_compile_trace(TLPARSE_DATA / "inductor_provenance_aot_log_old.txt")
    assert old["phases"]["inductor"] == pytest.approx(27.378327)  # inductor_compile_time_s of the id-less record
    assert old["total_s"] >= old["phases"]["inductor"] and old["total_s"] == pytest.approx(sum(old["phases"].values()))
    p, s = _import(tmp_path / "runs", TLPARSE_DATA / "inductor_provenance_aot_cuda_log.txt")
    assert p.returncode == 0
    kernels = _report(s)["code"]["kernels"]
    triton = [k for k in kernels if k["lang"] == "triton"]
    assert len(triton) == 3 and all(k["kind"] == "pointwise" and k["calls_per_forward"] == 1 for k in triton)
    assert "gelu" in next(k for k in triton if "gelu" in k["name"])["fused_ops"]
    assert _report(s)["request"]["options"]["device"] == "cuda"


@pytest.mark.parametrize(("log", "issue", "expr"), [
    ("export.log", "Data Dependent Error", "Eq((((-u0)//3)) + 5, 0)"),
    ("export_guard_added.log", "Guard Evaluated", "Eq(s0, 3)"),
])
def test_export_only_log_is_imported_with_its_issues(tmp_path, log, issue, expr):
    p, s = _import(tmp_path / "runs", TLPARSE_DATA / log)
    assert p.returncode in (0, 1) and s["run_id"], p.stderr  # imported, not refused
    assert s["export_issues"] == 1 and s["compile_ids"] == 0
    report = _report(s)
    [found] = report["compile"]["export"]["issues"]
    assert found["type"] == issue and found["expr"] == expr and "test_draft_export.py" in found["user_frame"]
    assert report["compile"]["export"]["guard_count"] >= 1
    assert any("no compile" in n for n in report["compile"]["notes"])
    program = report["compile"]["export"]["programs"][0]
    assert "ExportedProgram" in (Path(s["report"]).parent / program).read_text()
    from dashboard.views.compile import export_issues_table

    assert list(export_issues_table(report)["issue"]) == [issue]


# -- line ends and checksums --------------------------------------------------------------------------------
def test_crlf_log_reads_like_the_original(tmp_path):
    crlf = tmp_path / "crlf.log"
    crlf.write_bytes(RECORDED_LOG.read_bytes().replace(b"\n", b"\r\n"))
    a, b = collect_compile_trace(RECORDED_LOG), collect_compile_trace(crlf)
    assert b["bad_payloads"] == [] and not any("md5" in n for n in b["notes"])
    assert any("CRLF" in n for n in b["notes"])
    for key in ("compile_ids", "recompiles", "graph_breaks", "cache", "total_s"):
        assert b[key] == a[key], key
    assert [o["text"] for o in b["output_code"]] == [o["text"] for o in a["output_code"]]
    p, s = _import(tmp_path / "runs", crlf)
    assert p.returncode == 0 and s["status"] == "ok" and s["bad_payloads"] == 0


def test_md5_mismatch_names_the_payload_and_flags_only_its_module(tmp_path):
    lines = RECORDED_LOG.read_text().split("\n")
    head = next(i for i, ln in enumerate(lines) if '{"inductor_output_code"' in ln)
    lines[head + 3] = lines[head + 3] + "  # edited"  # one payload line of the first output module
    edited = tmp_path / "edited.log"
    edited.write_text("\n".join(lines))
    r = collect_compile_trace(edited)
    [bad] = r["bad_payloads"]
    assert bad["line"] == head + 1 and bad["event"] == "inductor_output_code"
    assert [o["md5_mismatch"] for o in r["output_code"]] == [True] + [False] * (len(r["output_code"]) - 1)
    assert not any(o["truncated"] for o in r["output_code"])
    assert any(f"line {head + 1} (inductor_output_code" in n for n in r["notes"])


# -- no torch -------------------------------------------------------------------------------------------
_NO_TORCH = r'''
import contextlib, io, json, sys
if sys.argv[1] == "poison":
    sys.modules["torch"] = None  # any "import torch" now fails
from analyzers.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    rc = main(["--runs-dir", sys.argv[2], "import-trace", sys.argv[3], "--json"])
report = json.load(open(json.loads(out.getvalue())["report"]))
print(json.dumps({"rc": rc, "torch": "torch" in sys.modules and sys.modules["torch"] is not None,
                  "ops": [k["fused_ops"] for k in report["code"]["kernels"] if k["lang"] == "cpp"]}))
'''


@pytest.mark.parametrize("mode", ["plain", "poison"])
def test_import_never_imports_torch(tmp_path, mode):
    """The kernel name cpp_fused_add_mul_native_layer_norm_sin_0 has no comment: splitting it needs the op list."""
    p = subprocess.run([sys.executable, "-c", _NO_TORCH, mode, str(tmp_path / "runs"), str(RESET_LOG)],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout.strip().splitlines()[-1])
    assert out["rc"] == 0 and out["torch"] is False
    assert out["ops"] and all("native_layer_norm" in ops and "layer" not in ops for ops in out["ops"])


# -- ranks -----------------------------------------------------------------------------------------------
def test_rank_folder_gives_one_run_per_rank_and_a_comparison(tmp_path):
    runs = tmp_path / "runs"
    p, s = _import(runs, RANKS_DIR)
    assert p.returncode == 0, p.stderr
    assert [r["rank"] for r in s["runs"]] == [0, 1] and s["refused"] == []
    reports = [_report(r) for r in s["runs"]]
    ids = [r["run_id"] for r in reports]
    for rank, r in enumerate(reports):
        assert r["rank_group"]["rank"] == rank and [x["run_id"] for x in r["rank_group"]["runs"]] == ids
        assert r["compile"]["rank"] == rank
    assert [len(r["compile"]["compile_ids"]) for r in reports] == [1, 2]
    cmp = s["comparison"]
    assert cmp["only_on_some"] == [{"compile_id": "0/1", "on": ["rank 1"], "missing_on": ["rank 0"]}]
    assert [d["compile_id"] for d in cmp["graph_diffs"]] == ["0/0"]  # other input shapes on rank 1
    assert sorted(g["ranks"] for g in cmp["collective_groups"]) == [["rank 0"], ["rank 1"]]
    assert any("all_reduce" in op for g in cmp["collective_groups"] for op in g["value"])
    assert any(w.startswith("Diverging compile ids") for w in cmp["warnings"])
    assert any(w.startswith("Diverging collective") for w in cmp["warnings"])
    assert [row["recompiles"] for row in cmp["ranks"]] == [0, 1]
    assert s["link"] == "ranks?ranks=" + ",".join(ids)
    listed = json.loads(cli("list", "--json", runs_dir=runs).stdout)
    assert sorted(r["run_id"] for r in listed) == sorted(ids)
    # the same logs named one by one give the same comparison
    _, s2 = _import(tmp_path / "runs2", *sorted(RANKS_DIR.glob("*.log")))
    assert s2["comparison"]["warnings"] == cmp["warnings"]
    # one Chrome trace of both ranks' compile events, one process per rank
    events = [(f"rank {i}", json.loads((Path(x["report"]).parent / r["compile"]["events_artifact"]).read_text()))
              for i, (x, r) in enumerate(zip(s["runs"], reports, strict=True))]
    trace = json.loads(json.dumps(combined_compile_trace(events)))
    names = {e["pid"]: e["args"]["name"] for e in trace["traceEvents"] if e["name"] == "process_name"}
    assert names == {0: "rank 0", 1: "rank 1"}
    spans = [e for e in trace["traceEvents"] if e["ph"] in ("B", "E")]
    assert {e["pid"] for e in spans} == {0, 1} and all(isinstance(e["ts"], (int, float)) for e in spans)


def test_a_foreign_file_among_rank_logs_is_named_and_the_others_imported(tmp_path):
    folder = tmp_path / "job"
    folder.mkdir()
    for f in RANKS_DIR.glob("*.log"):
        (folder / f.name).write_bytes(f.read_bytes())
    (folder / "dedicated_log_torch_trace_rank_2.log").write_text("not a trace\n")
    p, s = _import(tmp_path / "runs", folder)
    assert p.returncode == 1 and len(s["runs"]) == 2 and s["status"] == "partial"
    [refused] = s["refused"]
    assert "rank_2" in refused and "not a TORCH_TRACE log" in refused
    assert not [x for x in (tmp_path / "runs").iterdir() if x.name.startswith(".import-")]


def test_ranks_and_compile_pages_open(tmp_path, monkeypatch):
    from tests.test_app_pages import assert_ok, open_view

    runs = tmp_path / "runs"
    _, s = _import(runs, RANKS_DIR)
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(runs))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    ids = [r["run_id"] for r in s["runs"]]
    assert "Choose two rank runs" in assert_ok(open_view("ranks"))
    text = assert_ok(open_view("ranks", ranks=",".join(ids)))
    assert "Diverging compile ids" in text and "Graphs that differ between ranks" in text
    text = assert_ok(open_view("compile", ids[1]))
    assert "Rank 1 of a job imported with 1 other rank log" in text


# -- tlparse agrees --------------------------------------------------------------------------------------
@pytest.mark.parametrize("log", [RESET_LOG, AOTI_LOG, *sorted(RANKS_DIR.glob("*.log"))], ids=lambda p: p.name)
def test_tlparse_agrees_on_attempts_metrics_and_code(tmp_path, log):
    directory, _ = _tlparse(log, tmp_path / "tl")
    tl_ids = {k.strip("[]") for k in directory} - {"unknown", "-/-"}  # records without a compile id: no compile
    names = [re.sub(r"_\d+\.\w+$", "", a["name"]) for v in directory.values() for a in v.get("artifacts", [])]
    r = collect_compile_trace(log)
    attempts = [a for c in r["compile_ids"] for a in c["attempts"]] + r["outside_frame"]
    assert {i for c in r["compile_ids"] for i in attempt_ids(c)} == tl_ids
    assert sum(a["status"] != "missing_metrics" for a in attempts) == names.count("compilation_metrics")
    kinds = [o["kind"] for o in r["output_code"]]
    assert kinds.count("output_code") == sum(n.startswith("inductor_output_code") for n in names)
    assert sum(k.startswith("aot_") for k in kinds) == sum(n.startswith("inductor_aot_") for n in names)
