"""``python -m analyzers import-trace``: runs from recorded TORCH_TRACE logs, checked against ``tlparse``.

No model runs here: the recorded logs in ``tests/data`` are imported through the CLI (as a user would),
and the counts (compile ids, graph breaks, recompiles, restarts, output modules) are compared with what
``tlparse`` reports on the same file. Bad input must give a one-line error (exit 2) or a partial run,
never a traceback and never a half-written run folder.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from analyzers.analyses.trace.compile_attempts import attempt_ids
from tests.conftest import cli
from tests.test_trace_parsing import GPU_LOG, RECORDED_LOG, _tl_summary, _tlparse


def _import(path, runs, *extra):
    return cli("import-trace", str(path), "--json", *extra, runs_dir=runs, timeout=120)


def _run_dirs(runs: Path) -> list[Path]:
    return [p for p in runs.iterdir() if p.is_dir()] if runs.exists() else []


def _ours(report: dict) -> dict:
    comp = report["compile"]
    ids = {i for c in comp["compile_ids"] for i in attempt_ids(c)}
    return {
        "ids": ids,
        "recompiles": len(comp["recompiles"]),
        "graph_breaks": report["explain"]["graph_break_count"],
        "output_code": len(report["code"]["modules"]),
        "restarts": sum(1 for c in comp["compile_ids"] if c["restart_reasons"] or c["fail_type"]),
    }


@pytest.mark.parametrize("log", [RECORDED_LOG, GPU_LOG], ids=["cpu-2.13", "gpu-2.11"])
def test_import_matches_tlparse(tmp_path, log):
    runs = tmp_path / "runs"
    p = _import(log, runs, "--label", "imported")
    assert p.returncode == 0, p.stderr
    summary = json.loads(p.stdout)
    report = json.loads(Path(summary["report"]).read_text())
    assert report["kind"] == "trace" and report["status"] == "ok"
    assert report["request"]["source"]["kind"] == "trace"
    tl = _tl_summary(*_tlparse(log, tmp_path / "tl"))
    ours = _ours(report)
    for key in ("ids", "recompiles", "graph_breaks", "output_code"):
        assert ours[key] == tl[key], key
    if tl["restarts"] is not None:
        assert ours["restarts"] == tl["restarts"]
    assert summary["compile_ids"] == len(report["compile"]["compile_ids"])
    # breaks carry file/line and a category, like explain's
    for b in report["explain"]["breaks"]:
        assert b["file"] and isinstance(b["line"], int) and b["category"]
    # timing is marked not available, with the reason
    stages = {s["name"]: s for s in report["stages"]}
    assert stages["benchmark"]["status"] == "skipped" and "live model" in stages["benchmark"]["message"]
    assert summary["eager_ms"] is None and summary["compile_s"] > 0
    # artifacts like a worker's: code modules, guards, the log itself
    run_dir = Path(summary["report"]).parent
    for m in report["code"]["modules"]:
        assert (run_dir / m["name"]).is_file()
    assert (run_dir / report["compile"]["guards_artifact"]).is_file()
    assert all((run_dir / t).is_file() for t in report["compile"]["trace_files"])
    assert not [p for p in runs.iterdir() if p.name.startswith(".import-")]
    listed = json.loads(cli("list", "--json", runs_dir=runs).stdout)
    assert [r["run_id"] for r in listed] == [report["run_id"]]


def test_cpu_break_category_and_recompile(tmp_path):
    p = _import(RECORDED_LOG, tmp_path / "runs")
    s = json.loads(p.stdout)
    [b] = s["breaks"]
    assert b["category"] == "print/logging" and b["file"].endswith("test_trace_parsing.py")
    assert s["recompiles"] == 1 and s["compile_ids"] == 5 and s["kernel_count"] > 0
    # filed as a live run files it: torch's registry id, its page, the blamed line's code
    [row] = json.loads(Path(s["report"]).read_text())["explain"]["breaks"]
    assert row["gb_id"] == "GB0059" and row["category_source"] == "registry" and row["doc_url"].endswith("gb0059.html")
    assert "print(" in row["code"] and row["count"] == 1 and row["sources"] == ["compile"]


def test_imported_context_only_where_this_machines_file_matches():
    from analyzers.workflows.trace_report import _keep_context_only_if_it_matches

    here = Path(__file__).read_text().splitlines()
    row = {"file": __file__, "line": 3, "code": here[2], "context": here[0:6], "context_start": 1}
    _keep_context_only_if_it_matches(row)
    assert row["context"] == here[0:6]  # the logged line is this file's line 3: keep the lines around it
    row.update(code="x = recorded_elsewhere()")
    _keep_context_only_if_it_matches(row)
    assert row["context"] == [] and row["context_start"] is None


def test_gz_and_folder_give_the_same_counts(tmp_path):
    gz = tmp_path / "in" / "dedicated_log_torch_trace_abc.log.gz"
    gz.parent.mkdir()
    gz.write_bytes(gzip.compress(RECORDED_LOG.read_bytes()))
    plain = json.loads(_import(RECORDED_LOG, tmp_path / "r1").stdout)
    from_gz = json.loads(_import(gz, tmp_path / "r2").stdout)
    from_dir = json.loads(_import(gz.parent, tmp_path / "r3").stdout)
    for key in ("compile_ids", "recompiles", "graph_break_count", "kernel_count", "status"):
        assert plain[key] == from_gz[key] == from_dir[key], key


def test_truncated_log_is_a_partial_run_with_unparsed_lines(tmp_path):
    text = RECORDED_LOG.read_text()
    cut = tmp_path / "cut.log"
    cut.write_text(text[: len(text) * 2 // 3] + "\nthis line is not a trace record\n")
    p = _import(cut, tmp_path / "runs")
    assert p.returncode == 1, p.stderr  # partial
    s = json.loads(p.stdout)
    assert s["status"] == "partial" and s["unparsed_lines"] >= 1
    assert "Traceback" not in p.stderr


def test_truncated_gz_keeps_the_readable_part(tmp_path):
    data = gzip.compress(RECORDED_LOG.read_bytes())
    cut = tmp_path / "cut.log.gz"
    cut.write_bytes(data[: len(data) // 2])
    p = _import(cut, tmp_path / "runs")
    assert "Traceback" not in p.stderr
    if p.returncode == 2:  # nothing readable: a clear refusal is fine too
        assert p.stderr.startswith("error:")
    else:
        assert json.loads(p.stdout)["status"] == "partial"


@pytest.mark.parametrize("content", ["", "hello\nworld\n", '{"json": "lines"}\n', "\x00\x01binary\xff"])
def test_foreign_file_is_refused_without_a_run(tmp_path, content):
    bad = tmp_path / "foreign.log"
    bad.write_text(content, errors="surrogateescape") if "\xff" not in content else bad.write_bytes(b"\x00\x01\xff\xfe")
    runs = tmp_path / "runs"
    p = _import(bad, runs)
    assert p.returncode == 2
    assert p.stderr.startswith("error:") and len(p.stderr.strip().splitlines()) == 1, p.stderr
    assert _run_dirs(runs) == []


def test_missing_path_and_empty_folder_are_refused(tmp_path):
    runs = tmp_path / "runs"
    for path in (tmp_path / "nope.log", tmp_path):
        p = _import(path, runs)
        assert p.returncode == 2 and "error:" in p.stderr and "Traceback" not in p.stderr
    assert _run_dirs(runs) == []


def test_imported_run_opens_in_the_dashboard(tmp_path, monkeypatch):
    from tests.test_app_pages import assert_ok, open_view

    runs = tmp_path / "runs"
    s = json.loads(_import(RECORDED_LOG, runs).stdout)
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(runs))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    for view in ("overview", "breaks", "compile", "code"):
        text = assert_ok(open_view(view, s["run_id"]))
        assert text
    overview = assert_ok(open_view("overview", s["run_id"]))
    assert "live model" in overview or "skipped" in overview
