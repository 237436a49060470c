"""The GPU layer's trace facts come from the compile stage's one pass over its trace, then from what was appended.

``runs/stage_compile_trace.read_compile_trace`` feeds a ``gpu_layer.trace_facts.TraceFactsReader`` in the pass that
reads the trace for the compile section and the cache lookups, and keeps it as ``run.state["trace_facts"]``; the
account after compile, benchmark and profile (``runs/stage_gpu_layer.gpu_layer_account``) reads each file on from the
byte offset where that pass ended. A recorded max-autotune trace (examples/runs), cut in two, gives through the pass
and the later look what ``collect_trace_facts`` gives for the whole of it; a record placed before the offset after the
pass, and a count of the records read, show the later look reads the appended part only.
"""

from __future__ import annotations

import builtins
import gzip
import json

import pytest

from analyzers.analyses.gpu_layer.account import collect_gpu_layer
from analyzers.analyses.gpu_layer.trace_facts import TraceFactsReader, collect_trace_facts
from analyzers.analyses.trace.compile_trace import collect_compile_trace
from analyzers.analyses.trace.trace_records import iter_records
from analyzers.report.schema import ModelSource, RunRequest, StageResult
from analyzers.report.store import RunStore
from analyzers.runs.run_context import Run
from analyzers.runs.stage_compile_trace import read_compile_trace
from analyzers.runs.stage_gpu_layer import gpu_layer_account

from .conftest import ROOT

# bert-base fp16, max-autotune on an H200: 14 autotuning events, 148 precompiling ones, compilation_metrics and, last,
# the compilation_metrics_runtime of a CUDA graph recorded at run time
RUN = ROOT / "examples" / "runs" / "20261202-004021-bert-base-b8-s512-max-au-1675"
LOG = "dedicated_log_torch_trace_7mg53zu4.log"


@pytest.fixture(scope="module")
def trace() -> bytes:
    return gzip.decompress((RUN / "artifacts" / "trace" / f"{LOG}.gz").read_bytes())


def _new_run(root) -> Run:
    store = RunStore(root / "runs")
    request = RunRequest(ModelSource("demo", "clean"), only=["compile", "benchmark"])
    return Run(store, store.create_run(request)["run_id"])


def _line_start(data: bytes, needle: bytes, nth: int = 1) -> int:
    """The offset of the line holding the ``nth`` occurrence of ``needle``."""
    at = -1
    for _ in range(nth):
        at = data.index(needle, at + 1)
    return data.rfind(b"\n", 0, at) + 1


def _cuts(data: bytes) -> dict[str, int]:
    runtime = _line_start(data, b'{"compilation_metrics_runtime"')
    end_of_tuning = _line_start(data, b'"addmm_template_autotuning"', 2)  # a payload line of the first E event
    between = data.rfind(b"\nV", 0, end_of_tuning) + 1  # the E's header: its B was read, it was not
    return {"before the runtime metrics": runtime, "between an autotuning B and its E": between,
            "in a payload line being written": end_of_tuning + 5, "in a header being written": runtime + 40}


@pytest.mark.parametrize("where", ["before the runtime metrics", "between an autotuning B and its E",
                                   "in a payload line being written", "in a header being written"])
def test_the_pass_and_the_appended_part_give_what_the_whole_trace_gives(tmp_path, trace, where):
    cut = _cuts(trace)[where]
    run = _new_run(tmp_path)
    trace_dir = run.dir / "artifacts" / "trace"
    trace_dir.mkdir(parents=True)
    log = trace_dir / LOG
    log.write_bytes(trace[:cut])
    read_compile_trace(run, trace_dir)  # the compile stage's one pass
    reader = run.state["trace_facts"]
    assert reader.facts() == collect_trace_facts(trace_dir)  # a record cut short holds no fact yet
    with open(log, "ab") as fh:  # what benchmark and profile append
        fh.write(trace[cut:])
    whole = collect_trace_facts(trace_dir)
    assert len(whole["autotune_events"]) == 7 and len(whole["precompile_events"]) == 74
    assert [m["is_runtime"] for m in whole["metrics"]] == [False, True] and whole["autotune_us"] > 0
    st = StageResult("benchmark")
    gpu_layer_account(run, st, "benchmark")  # reads on from the pass's offset
    assert not st.notes
    assert reader.facts() == whole
    cg, at = collect_gpu_layer(run.report, [], run_dir=run.dir)  # the whole trace read again, as before
    assert (run.report["cudagraphs"], run.report["autotune"]) == (cg, at)


def _same_length_record(line: bytes) -> bytes:
    """A ``compilation_metrics`` record of ``line``'s length: counted by any read that reaches it."""
    head = b'V1202 00:40:41.971000 1055 x.py:1] '
    body = {"compilation_metrics": {"compile_id": "9/9", "compile_time_autotune_time_us": 7}, "pad": ""}
    body["pad"] = "x" * (len(line) - len(head) - len(json.dumps(body)) - 1)
    out = head + json.dumps(body).encode() + b"\n"
    assert len(out) == len(line)
    return out


def test_the_later_look_reads_only_what_was_appended(tmp_path, trace, monkeypatch):
    cut = _line_start(trace, b'{"compilation_metrics_runtime"')
    trace_dir = tmp_path / "trace"
    trace_dir.mkdir()
    log = trace_dir / LOG
    log.write_bytes(trace[:cut])
    reader = TraceFactsReader()
    collect_compile_trace(trace_dir, facts=reader)  # the compile stage's pass
    before = reader.records
    first = trace.index(b"\n") + 1
    with open(log, "r+b") as fh:  # the file's first line becomes a countable record: before the offset
        fh.write(_same_length_record(trace[:first]))
    with open(log, "ab") as fh:
        fh.write(trace[cut:])
    want = collect_trace_facts(_whole(tmp_path, trace))
    assert collect_trace_facts(trace_dir)["autotune_us"] == want["autotune_us"] + 7  # a whole read counts it
    facts = reader.read_new(trace_dir)
    assert reader.records - before == 1  # the runtime metrics record alone
    assert facts == want
    # nothing appended since: the file is not opened again
    opened = []
    real = builtins.open
    monkeypatch.setattr(builtins, "open", lambda f, *a, **k: opened.append(f) or real(f, *a, **k))
    assert reader.read_new(trace_dir) == facts and opened == []


def _whole(tmp_path, trace: bytes):
    folder = tmp_path / "whole"
    folder.mkdir()
    (folder / LOG).write_bytes(trace)
    return folder


def test_a_file_new_or_shorter_than_its_offset_is_read_whole(tmp_path, trace):
    cut = _line_start(trace, b'{"compilation_metrics_runtime"')
    log = tmp_path / LOG
    log.write_bytes(trace)
    reader = TraceFactsReader()
    reader.read_new(tmp_path)
    assert reader.facts() == collect_trace_facts(tmp_path)
    log.write_bytes(trace[:cut])  # written anew, shorter: read whole, what was read of it before dropped
    other = tmp_path / "dedicated_log_torch_trace_0other.log"  # a new file, first by name
    other.write_bytes(trace[cut:])
    assert reader.read_new(tmp_path) == collect_trace_facts(tmp_path)
    assert reader.facts()["files"] == 2 and [m["is_runtime"] for m in reader.facts()["metrics"]] == [True, False]


def test_the_offset_of_a_read_is_a_line_boundary_before_a_record_being_written(tmp_path, trace):
    """``iter_records`` with ``ends``: a last line with no line end is left for the next read, and so is the record
    it is a payload line of; without ``ends`` the whole file is read as before."""
    cut = _cuts(trace)["in a payload line being written"]
    log = tmp_path / LOG
    log.write_bytes(trace[:cut])
    ends: dict = {}
    held = list(iter_records(log, {"unparsed_lines": 0}, ends=ends))
    header = _cuts(trace)["between an autotuning B and its E"]
    assert ends["offset"] == header and trace[header - 1:header] == b"\n"
    assert len(list(iter_records(log, {"unparsed_lines": 0}))) == len(held) + 1
    rest = list(iter_records(tmp_path / _append(log, trace[cut:]), {"unparsed_lines": 0}, start=header, ends=ends))
    assert rest[0][1] == "chromium_event" and json.loads("\n".join(rest[0][3]))["ph"] == "E"
    assert ends["offset"] == len(trace) and len(held) + len(rest) == len(list(iter_records(log, {"unparsed_lines": 0})))


def _append(log, data: bytes) -> str:
    with open(log, "ab") as fh:
        fh.write(data)
    return log.name
