"""The cache lookups and the compile section come from one read of the compile trace, and a lookup row has one
constructor.

The compile stage reads its ``TORCH_TRACE`` once (``runs/stage_compile_trace.read_compile_trace``:
``collect_compile_trace`` feeds each record to a ``LookupReader``); a recorded trace shows the pass opens each file
once and gives what the lookups' own pass (``collect_cache_lookups``, a cold-start route's) gives, and one slow test
counts the compile stage's reads of its trace. Every lookup row the engine builds (the compile stage's and the routes'
explained lookups, the autotune cache's, the mega-cache's load) comes from ``report/cache_lookup_rows.lookup_row``; a
source check finds a row built by hand anywhere else.
"""

from __future__ import annotations

import ast
import builtins
import json
import shutil
import traceback
from pathlib import Path

import pytest

from analyzers.analyses.trace.cache_lookups import LookupReader, collect_cache_lookups
from analyzers.analyses.trace.compile_trace import collect_compile_trace
from analyzers.report.cache_lookup_match import KEYS_ARTIFACT, explain_lookups
from analyzers.report.cache_lookup_rows import autotune_lookups, lookup_row
from analyzers.report.schema import ModelSource, RunRequest
from analyzers.report.store import RunStore
from analyzers.runs.cold_start_lookups import mega_cache_row
from analyzers.runs.run_context import Run
from analyzers.runs.stage_compile_trace import read_compile_trace

from .conftest import ROOT

DATA = ROOT / "tests" / "data"
TRACE = DATA / "trace_cpu_mlp_break_recompile.log"  # 11 lookups, a recompile, five Dynamo graphs


def _new_run(root: Path) -> Run:
    store = RunStore(root / "runs")
    return Run(store, store.create_run(RunRequest(ModelSource("demo", "clean"), only=["compile"]))["run_id"])


@pytest.fixture
def trace_reads(monkeypatch):
    """Every open of a file for reading, by path: the file and the stack that opened it."""
    reads: list[tuple[Path, str]] = []
    real = builtins.open

    def counting(file, mode="r", *args, **kwargs):
        if isinstance(file, (str, Path)) and "r" in mode and "+" not in mode:
            reads.append((Path(file).resolve(), "".join(traceback.format_stack(limit=12))))
        return real(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", counting)
    return reads


def test_the_compile_trace_and_its_lookups_come_from_one_read(tmp_path, trace_reads):
    run = _new_run(tmp_path)
    trace_dir = run.dir / "artifacts" / "trace"
    trace_dir.mkdir(parents=True)
    log = trace_dir / "dedicated_log_torch_trace_x.log"
    shutil.copy(TRACE, log)
    notes: list[str] = []
    section, lookups = read_compile_trace(run, trace_dir, notes=notes)
    assert [p for p, _ in trace_reads if p == log.resolve()] == [log.resolve()]  # one open of the trace, not two
    trace_reads.clear()
    assert section["compile_ids"] and not notes
    # the same lookups as their own pass over the trace, and the same section as a pass without lookups
    alone = explain_lookups(collect_cache_lookups(TRACE), [], here=run.run_id)
    assert lookups["lookups"] == alone["lookups"] and len(lookups["lookups"]) == 11
    assert section == collect_compile_trace(trace_dir)
    keys = json.loads(run.store.artifact_path(run.run_id, KEYS_ARTIFACT).read_text())
    assert any(g.get("nodes") for g in keys["graphs"].values())  # Dynamo's graph payloads came through the pass


def test_a_lookup_pass_leaves_the_compile_section_as_it_was(tmp_path):
    """``iter_records`` collects Dynamo's graph payload only for the lookups: a graph whose payload fails its md5 is
    not a bad payload of the compile section."""
    edited = tmp_path / "edited.log"
    lines = TRACE.read_text().splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if '{"dynamo_output_graph"' in line)
    lines[start + 2] = lines[start + 2].replace("(", "( ", 1)
    edited.write_text("".join(lines))
    reader = LookupReader()
    assert collect_compile_trace(edited, lookups=reader) == collect_compile_trace(edited)
    assert reader.doc([edited])["graphs"] == collect_cache_lookups(edited)["graphs"]


@pytest.mark.slow
def test_the_compile_stage_reads_its_trace_once_for_the_section_and_the_lookups(tmp_path, monkeypatch, trace_reads):
    """A real compile (the clean demo, CPU, in this process): the compile stage reads its trace once for the section,
    the cache lookups and the GPU layer's trace facts; the GPU layer's account after it finds nothing appended to read
    (``gpu_layer/trace_facts.TraceFactsReader``, tests/test_trace_facts_once.py)."""
    from analyzers.runs import stages

    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(tmp_path / "inductor"))
    run = _new_run(tmp_path)
    with run.stage("load") as st:
        stages.stage_load(run, st)
    trace_reads.clear()
    with run.stage("compile") as st:
        stages.stage_compile(run, st)
    assert run.stages["compile"].status == "ok", run.stages["compile"].message
    trace = (run.dir / "artifacts" / "trace").resolve()
    reads = [stack for path, stack in trace_reads if path.parent == trace]
    assert len(reads) == 1 and "read_compile_trace" in reads[0]
    assert run.report["autotune"]["source"]["trace_files"] == 1  # the account has the pass's facts
    rows = run.report["compile"]["cache_lookups"]["lookups"]
    assert {(r["layer"], r["outcome"]) for r in rows} >= {("fx_graph", "miss"), ("aotautograd", "miss")}


# -- one constructor for a lookup row ----------------------------------------------------------------------------
ROW_KEYS = {"graph", "layer", "n", "outcome", "key", "seconds", "seconds_what", "reason", "detail", "changed",
            "compared_with", "frame"}


def test_a_lookup_row_has_every_field_and_a_route_only_where_given():
    changed = [{"component": "c", "before": "1", "after": "2"}]
    row = lookup_row("0/0", "fx_graph", "miss", key="k", seconds=1.5, seconds_what="compile", changed=changed)
    assert row == {"graph": "0/0", "layer": "fx_graph", "n": 0, "outcome": "miss", "key": "k", "seconds": 1.5,
                   "seconds_what": "compile", "reason": None, "detail": None, "changed": changed,
                   "compared_with": None, "frame": None}
    assert row["changed"] is not changed  # a row's list is its own: the matcher appends to it
    assert lookup_row("all", "mega_cache", "hit", compared_part="jit-cold")["compared_part"] == "jit-cold"


def test_every_row_the_engine_builds_comes_from_the_constructor():
    explained = explain_lookups(collect_cache_lookups(TRACE), [], here="x")["lookups"]
    tuned = autotune_lookups({"autotune": {"ops": [{"op": "mm", "compile_id": "0/0", "choice_from": "benchmark"}]}})
    mega = mega_cache_row({"mega_cache_loaded": {"inductor_artifacts": 2}}, 0.5)
    for row in [*explained, *tuned, mega]:
        assert set(row) - {"compared_part"} == ROW_KEYS, row
    assert mega["compared_part"] == "jit-cold" and mega["outcome"] == "hit"


def _hand_built_rows(path: Path) -> list[str]:
    """Dicts (literals, ``dict(...)``, ``.update(...)``) that set a lookup row's ``compared_with`` beside its
    ``outcome`` or ``changed``: a row built by hand."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Dict):
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
        elif isinstance(node, ast.Call) and (getattr(node.func, "id", None) == "dict"
                                             or getattr(node.func, "attr", None) == "update"):
            keys = {k.arg for k in node.keywords}
        else:
            continue
        if "compared_with" in keys and keys & {"outcome", "changed"}:
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_no_lookup_row_is_built_by_hand():
    constructor = ROOT / "analyzers" / "report" / "cache_lookup_rows.py"
    found = [hit for folder in ("analyzers", "dashboard", "pages") for p in sorted((ROOT / folder).rglob("*.py"))
             for hit in _hand_built_rows(p)]
    tree = ast.parse(constructor.read_text(encoding="utf-8"))
    fn = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "lookup_row")
    allowed = {f"{constructor.relative_to(ROOT)}:{line}" for line in range(fn.lineno, fn.end_lineno + 1)}
    assert [f for f in found if f not in allowed] == [], "build lookup rows with report/cache_lookup_rows.lookup_row"
