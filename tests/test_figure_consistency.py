"""Every figure a report shows in several places reads the same wherever it appears.

For each shipped example (``examples/runs``, read through the store as the dashboard reads them) and two made-up
runs for what the examples lack (a break that splits the forward with every op captured, as demo:print does; a CPU
run whose p99 is 500 medians out), each figure is read once from its one definition (``analyzers/report/figures.py``,
``timing_figures.py``) and then looked for on every page that shows it (Streamlit AppTest), in the exported HTML and
in ``show --json``: the speedup and the eager figure it was divided by, generated kernels against kernel launches
per forward and distinct kernels (and Nsight Compute's count of them), guards checked per call (and the length of
the guard list), graph ops per compile id (and the graph records' nodes), capture coverage, instability, and the
graph breaks marked between two graphs. The shipped sweep's rows and a comparison of two runs without intervals
are checked the same way.
"""

from __future__ import annotations

import contextlib
import html
import io
import json
import re
import shutil

import pytest

from analyzers.cli import main as cli_main
from analyzers.report import figures, timing_figures
from analyzers.report.store import RunStore
from analyzers.report.sweep_cells import EAGER_ROW, baseline_sentence, read_sweep
from dashboard.static import export_html
from tests import report_factory as rf
from tests.test_app_pages import ROOT, cards_of, open_view, plain, text_of

EXAMPLES = ROOT / "examples"
PRINT = "20260101-000000-print-break-0101"  # one break, every tensor op captured, in 2 graphs
TAIL = "20260101-000000-cpu-tail-0102"  # p99 52 ms against a 101 µs median
RUNS = sorted(p.name for p in (EXAMPLES / "runs").iterdir() if (p / "report.json").is_file()) + [PRINT, TAIL]
SWEEP = "sweep-20261202-003754-bert-base-b8-s512-da40"


def print_break_report() -> dict:
    r = rf.good_report(PRINT)
    brk = rf.a_break(reason="print", category="print/logging", line=14)
    brk["file"] = "recipes/m.py"
    r["explain"].update(graph_count=2, graph_break_count=1, breaks=[brk], coverage=1.0, aten_ops_total=20,
                        aten_ops_captured=20)
    r["compile"]["compile_ids"] = [
        {"id": "0/0", "name": "forward", "file": "recipes/m.py", "line": 12, "status": "ok", "graph_ops": 2},
        {"id": "1/0", "name": "torch_dynamo_resume_in_forward_at_14", "file": "recipes/m.py", "line": 14,
         "status": "ok", "graph_ops": 1}]
    r["compile"]["recompiles"] = []
    r["compile"]["guards"] = {"0/0": ["g1", "g2", "g3"], "1/0": ["g4"]}
    r["graphs"] = {"artifact": "artifacts/graphs.json", "count": 2}
    return r


def graph_records() -> str:
    def rec(i: int, ops: list[str]) -> dict:
        nodes = [{"name": "x", "op": "placeholder", "target": "x"}]
        for j, op in enumerate(ops):
            nodes.append({"name": f"{op}_{j}", "op": "call_function", "target": f"torch.{op}",
                          "in": [nodes[-1]["name"]]})
        nodes.append({"name": "output", "op": "output", "target": "output", "in": [nodes[-1]["name"]]})
        return {"index": i, "kind": "dynamo", "name": f"graph {i}", "compile_id": f"{i}/0",
                "node_count": len(nodes), "modules": [], "kernel_modules": {}, "nodes": nodes}

    return json.dumps({"graphs": [rec(0, ["relu", "sum"]), rec(1, ["mul"])]})


def tail_report() -> dict:
    r = rf.good_report(TAIL, with_breaks=False)
    r["benchmark"]["eager"] = dict(rf.timing(0.101), p99_ms=52.0)
    r["benchmark"]["speedup"] = round(0.101 / 0.1, 4)
    r["benchmark"]["compiled"] = rf.timing(0.1)
    return r


@pytest.fixture(scope="module")
def root(tmp_path_factory):
    runs = tmp_path_factory.mktemp("consistency") / "runs"
    shutil.copytree(EXAMPLES / "runs", runs)
    shutil.copytree(EXAMPLES / "sweeps", runs / "sweeps")
    code = {"artifacts/code/0_0.py": rf.CODE_MODULE}
    rf.write_run(runs, print_break_report(), {**code, "artifacts/graphs.json": graph_records()})
    rf.write_run(runs, tail_report(), code)
    rf.write_machine(runs)
    RunStore(runs).reindex()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("COMPILESCOPE_RUNS", str(runs))
        mp.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
        mp.delenv("COMPILESCOPE_VIEWER", raising=False)
        yield runs


def html_text(page: str) -> str:
    """The exported file's text as a reader sees it (tags dropped, entities read, spaces folded)."""
    page = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", page, flags=re.S).replace("<wbr>", "")  # a break point only
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def folded(text: str) -> str:
    return " ".join(text.split())


def show_json(root, run_id: str) -> dict:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli_main(["--runs-dir", str(root), "show", run_id, "--json"]) == 0
    return json.loads(out.getvalue())


def page(view: str, run_id: str):
    at = open_view(view, run_id)
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.parametrize("run_id", RUNS, ids=lambda r: r[-24:])
def test_each_figure_reads_the_same_on_every_page_in_the_export_and_in_show(root, run_id):
    store = RunStore(root)
    r = store.load_report(run_id)
    exported = html_text(export_html.run_report_html(store, run_id))
    shown = show_json(root, run_id)
    overview = page("overview", run_id)
    ov_text, cards = folded(text_of(overview)), cards_of(overview)

    # speedup, always beside the eager figure it was divided by
    speed = timing_figures.speedup(r)
    assert shown["speedup"] == speed["speedup"] and shown["eager_ms"] == speed["eager_ms"]
    if speed["speedup"] is not None:
        assert cards["Speedup"] == speed["text"] and speed["divided"] in ov_text
        assert speed["divided"] in exported and shown["speedup_divided"] == speed["divided"]

    # generated kernels (in the code) against kernel launches per forward (the profile), named apart
    generated = figures.generated_kernels(r)
    assert shown["kernel_count"] == generated
    if figures.GENERATED.capitalize() in cards:
        assert cards[figures.GENERATED.capitalize()] == figures.count_text(generated)
    else:  # a run that did not ask for code: the Overview leaves the card out and says why (views.overview.shown_cards)
        assert generated is None and f"{figures.GENERATED} (code)" in ov_text
    if generated is not None:
        assert f"{generated:,} generated kernels" in folded(text_of(page("code", run_id)))
        assert f"{generated:,} generated kernels" in exported
    launched = {m: figures.launched(r, m) for m in ("eager", "compiled")}
    if any(launched.values()):
        kernels_at = page("kernels", run_id)
        kernels_text = folded(text_of(kernels_at))
        for mode, f in launched.items():
            if f:
                assert figures.launched_text(r, mode) in kernels_text and figures.launched_text(r, mode) in exported
                assert shown["kernel_launches_per_forward"][mode] == f["launches"]
                assert shown["distinct_kernels_launched"][mode] == f["distinct"]
        if launched["compiled"] and generated is not None:  # the Generated kernels card names the launches beside it
            assert f"launched: {launched['compiled']['launches']:,} a forward" in ov_text
        ncu = [t for t in rf.md_tables(kernels_at) if t and figures.DISTINCT in t[0]]
        for row in ncu[0] if ncu else []:  # Nsight Compute counts the same distinct kernels
            mode = "eager" if row["mode"] == "eager" else "compiled"
            assert int(row[figures.DISTINCT]) == launched[mode]["distinct"], row

    # guards checked per call: the compile-id table, the list's caption and length, the export, show
    guards = figures.guard_counts(r)
    assert (shown["guards_checked"] or {}) == guards
    if guards:
        compile_at = page("compile", run_id)
        rows = [t for t in rf.md_tables(compile_at) if t and figures.GUARDS in t[0]][0]
        in_table = {row["compile id"]: int(row[figures.GUARDS]) for row in rows if row[figures.GUARDS]}
        assert in_table == guards
        first = next(iter(guards))
        assert f"{guards[first]:,} {figures.GUARDS}" in folded(text_of(compile_at))
        listed = r["compile"].get("guards") or json.loads(
            (root / run_id / r["compile"]["guards_artifact"]).read_text())
        assert {cid: len(lines) for cid, lines in listed.items()} == guards
        for cid, n in guards.items():
            assert f"compile id {cid} · {n:,} {figures.GUARDS}" in exported
        ops = figures.compile_id_ops(r)
        assert {row["compile id"]: int(row[figures.GRAPH_OPS]) for row in rows if row[figures.GRAPH_OPS]} == ops
        assert (shown["graph_ops"] or {}) == ops

    # graph ops: the Graph view's picker and caption say what Compile says (a graph saved before the compile, or
    # captured by explain without dynamic=True's size ops, is counted as its compile id); the break is marked
    if (r.get("graphs") or {}).get("artifact") and r.get("compile"):  # ops per compile id need a compile
        graph_at = page("graph", run_id)
        options = graph_at.selectbox(key="w_graph").options
        ops = figures.compile_id_ops(r)
        for cid, n in ((c, n) for c, n in ops.items() if n):  # 0 ops: no graph to pick
            assert any(o.endswith(f" · {figures.ops_text(n)}") and f"compile id {cid} " in o
                       for o in options), (cid, n, options)
        assert not any("graph op" in o and "post-grad" in o for o in options), options
        total = figures.ops_text(sum(ops.values()))
        graph_text = folded(text_of(graph_at))
        assert f"{total} in " in graph_text and f"{total} in " in exported
        marks = figures.break_points(r)
        marked = f"{len(marks)} graph break{' is' if len(marks) == 1 else 's are'} marked"
        assert (marked in graph_text) == bool(marks) and (marked in exported) == bool(marks)

    # capture coverage: one sentence, the same on the Overview, Graph breaks, the export and show
    cov = figures.coverage(r)
    if r.get("explain"):
        assert cards["Capture coverage"] == cov["text"] and cov["sentence"] in ov_text
        assert cov["sentence"] in folded(text_of(page("breaks", run_id))) and cov["sentence"] in exported
        assert shown["coverage_text"] == cov["sentence"]

    # instability: one rule, the same verdict and reasons everywhere
    unsteady = timing_figures.instability(r)
    assert shown["unstable"] == unsteady["unstable"]
    if unsteady["unstable"]:
        assert shown["unstable_reasons"] == unsteady["messages"]
        for m in unsteady["messages"]:
            assert m in ov_text and m in exported
        assert "Unstable timings" in ov_text and "Unstable timings" in exported
    else:
        assert "Unstable timings" not in ov_text and "Unstable timings" not in exported


def test_the_made_up_runs_hold_what_the_examples_lack(root):
    """The two made-up runs say what the issue asked for: coverage with a break, and a long tail flagged."""
    store = RunStore(root)
    cov = figures.coverage(store.load_report(PRINT))
    assert cov["text"] == "100.0 %" and cov["sentence"] == "all tensor ops captured, in 2 graphs" and cov["why"]
    assert [b["before"] for b in figures.break_points(store.load_report(PRINT))] == ["1/0"]
    unsteady = timing_figures.instability(store.load_report(TAIL))
    assert unsteady["unstable"] is True
    assert unsteady["messages"] == ["eager latency: the p99 52.00 ms is 515× the median 101 µs (more than 3×): some "
                                    "calls ran far slower than the rest"]


def test_sweep_rows_divide_one_eager_baseline_and_name_backend_eager(root):
    store = RunStore(root)
    record = read_sweep(store, SWEEP)
    at = open_view("sweep", sweep=SWEEP)
    assert not at.exception, [e.value for e in at.exception]
    table = at.dataframe[0].value.set_index("cell")
    exported = html_text(export_html.sweep_html(store, SWEEP))
    for cell in record["cells"]:
        row, report = table.loc[cell["key"]], store.load_report(cell["run_id"])
        speed = timing_figures.speedup(report)
        # the row is the cell's compiled callable; compiled against compiled: every row divides the sweep's one
        # eager baseline (issue 39), the cell's own eager beside it as the drift control
        base = record["baselines"][0]["eager_ms"]
        assert row["latency ms"] == speed["compiled_ms"] and row["eager ms"] == speed["eager_ms"]
        assert row["speedup"] == pytest.approx(base / row["latency ms"], rel=2e-3)
        assert row["eager drift"] == pytest.approx(row["eager ms"] / base, rel=2e-3)
        assert bool(row["timing"] == "unstable") == bool(timing_figures.instability(report)["unstable"])
        if cell["mode"] == "eager":
            assert row["compiled with"] == EAGER_ROW and EAGER_ROW in exported
    assert "eager" not in set(table["compiled with"])
    assert len(record["baselines"]) == 1  # one dtype, one batch size
    said = baseline_sentence(record)
    assert said.startswith(f"Speedups divide one eager baseline for the whole sweep: {base:.2f} ms, the median of")
    assert said in " ".join(plain(c.value) for c in at.caption) and said in exported


def test_compare_without_intervals_cannot_tell(root):
    a, b = "20261130-142525-bert-base-fp16-counters-3866", "20261130-142821-bert-base-fp16-counters-ef4b"
    at = open_view("compare", compare=f"{a},{b}")
    assert not at.exception, [e.value for e in at.exception]
    rows = at.dataframe[0].value.set_index("metric")
    timed = ["eager median ms", "compiled median ms", "compiled p99 ms", "speedup", "compile s", "profiled kernel µs"]
    assert set(rows.loc[timed, "B is"]) == {timing_figures.NO_INTERVAL}  # 9.376 -> 9.453 ms is not "worse"
    assert rows.loc["graph breaks", "B is"] == "" and rows.loc[f"compiled {figures.LAUNCHES}", "B"] == 128
    exported = html_text(export_html.compare_html(RunStore(root), a, b))
    assert exported.count(timing_figures.NO_INTERVAL) == len(timed)
    for metric in timed:  # each timed row of the export's headline table: A, B, delta, ratio, then the verdict
        assert timing_figures.NO_INTERVAL in exported.split(f" {metric} ", 1)[1][:80], metric
    assert plain(timing_figures.NO_INTERVAL) in folded(text_of(at))
