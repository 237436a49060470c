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
        marks = figures.break_points(r)  # breaks, or splits named apart from the breaks the Overview counts
        marked = figures.marks_text(r, marks)
        if marks:
            assert marked in graph_text and marked in exported
        else:
            assert "marked between graphs" not in graph_text and "marked between graphs" not in exported
        assert "graph break" not in marked or marked.startswith(f"{cards['Graph breaks']} graph break") or (
            f"from {cards['Graph breaks']} graph break" in marked)

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
    """The two made-up runs show the cases the figures must handle: coverage with a break, and a long tail flagged."""
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
        # eager baseline, the cell's own eager beside it as the drift control
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


# -- one value per figure on every view (live, shared page, export) -------------------------------------------
GCN = "20261202-004551-gcn-torch-geometric-fixe-7aae"
LLAMA = "20261202-004359-llama-1b-decode-reduce-o-c272"  # decode, reduce-overhead: no benchmark, no profile
RMSNORM = "20261202-004318-fp16-rmsnorm-numerics-de79"


def renderings(store, run_id: str, view: str) -> tuple:
    """``(live AppTest, [live text, shared page text, export section text])`` of one view of one run."""
    from dashboard.static import shared_page
    from dashboard.static.run_files import RunFiles
    from dashboard.views.registry import REPORT_VIEWS

    spec = next(s for s in REPORT_VIEWS if s.view == view)
    shared = shared_page.view_page(view, store.load_report(run_id), run_id, RunFiles(store, run_id), {},
                                   spec_params=spec.params)
    exported = re.search(rf'<section id="{view}">(.*?)</section>', export_html.run_report_html(store, run_id), re.S)
    at = page(view, run_id)
    return at, [folded(text_of(at)), html_text(shared), html_text(exported.group(1))]


def named_everywhere(texts: list[str], value: str, name: str, window: int = 90) -> None:
    """Each time ``value`` is shown, ``name`` stands within ``window`` characters of it. ``texts`` as
    ``renderings`` returns them: the live text (AppTest groups it by element kind, not in reading order) is left
    out; the shared page and the export are read in order."""
    for text in texts[1:]:
        for m in re.finditer(rf"(?<![\d.]){re.escape(value)}(?![\d])", text):
            near = text[max(0, m.start() - window): m.end() + window]
            assert name in near, (value, near)


@pytest.mark.parametrize("run_id", [GCN, LLAMA, RMSNORM], ids=["gcn", "llama-decode", "rmsnorm"])
def test_compile_time_is_one_value_and_torchs_compile_metrics_are_named_apart(root, run_id):
    store = RunStore(root)
    r = store.load_report(run_id)
    ct = timing_figures.compile_time(r)
    # the compile time is the first compiled call's wall time minus a warm eager call's (compile.compile_s)
    assert ct["seconds"] == r["compile"]["compile_s"] and ct["traced_s"] == r["compile"]["total_s"]
    overview, ov_texts = renderings(store, run_id, "overview")
    assert cards_of(overview)["Compile time"] == ct["text"]
    note = timing_figures.stage_note(r)
    stage = next(s for s in r["stages"] if s["name"] == "compile")
    assert f"the compile stage's {timing_figures.seconds_text(stage['seconds'])} holds the compile time {ct['text']}" in note
    for text in ov_texts:
        assert ct["delta"] in text and note in text
    assert all(f"Compile time {ct['text']}" in t for t in ov_texts[1:])
    _, compile_texts = renderings(store, run_id, "compile")
    _, breaks_texts = renderings(store, run_id, "breaks")
    for text in compile_texts:  # the phases add up to torch's compile metrics, the compile time beside them
        assert f"(total {ct['traced_text']}: torch's compile metrics; the compile time" in text
        assert f"is {ct['text']}" in text
        # the compile ran under TORCH_TRACE: torch's count of its own logging seconds, said beside the compile time
        assert ct["logging"].startswith(f"at least {ct['logging_s']:.2f} s of the compile was TORCH_TRACE")
        assert ct["logging"] in text
    if figures.recompile_costs(r):  # a recompile's share is of the trace's sum, and says so
        for text in compile_texts + breaks_texts:
            assert f"of {ct['share_of']})" in text
    for texts in (ov_texts, compile_texts, breaks_texts):
        named_everywhere(texts, ct["traced_text"], "compile metrics")
    shown = show_json(root, run_id)  # show and the Runs table's index read the same compile time
    assert shown["compile_s"] == ct["seconds"] and shown["compile_metrics_s"] == ct["traced_s"]
    assert shown["trace_logging_s"] == ct["logging_s"] == r["compile"]["trace_logging_s"] > 0
    if run_id == LLAMA:  # the decode stage compiles again: its own compile times, each named
        decode, dec_texts = renderings(store, run_id, "decode")
        cards = cards_of(decode)
        for d, label in zip(timing_figures.decode_compile(r), ("Prefill compile time", "Decode step compile time")):
            assert cards[label] == d["text"] and d["text"] in note
            traced = sum(c["seconds"] for c in r["decode"]["compiles"]
                         if c.get("seconds") and c["round"] == 0 and c["step"] == ("prefill", "step").index(d["what"]))
            assert d["traced_text"] == f"{traced:.2f} s"
            for text in dec_texts:
                assert d["delta"] in text
            named_everywhere(dec_texts, d["traced_text"], "compile metrics")
            named_everywhere(ov_texts, d["traced_text"], "compile metrics")
        for text in dec_texts:  # the table's seconds are torch's compile metrics of each compile id
            assert "compile metrics s" in text and "First compiled prefill" not in text


def test_decode_speedups_each_say_what_they_divide(root):
    store = RunStore(root)
    r = store.load_report(LLAMA)
    dec = r["decode"]
    speed = timing_figures.decode_speedups(r)
    step, gen = speed["step"], speed["generation"]
    e_step, c_step = dec["eager"]["step_ms"]["median_ms"], dec["compiled"]["step_ms"]["median_ms"]
    assert step["speedup"] == pytest.approx(e_step / c_step, rel=1e-3)  # 7.55×: one decode step
    assert gen["speedup"] == pytest.approx(dec["compiled"]["tokens_per_s"] / dec["eager"]["tokens_per_s"], rel=1e-3)
    assert step["divided"] == (f"per decode step: the median of 3 paired rounds' ratios (eager "
                               f"{timing_figures.ms_text(e_step)}, compiled {timing_figures.ms_text(c_step)}, medians)")
    assert step["ci"] == dec["per_token_speedup_ci"] and step["interval"].startswith("95 % interval 7.46–7.60×")
    overview, ov_texts = renderings(store, LLAMA, "overview")
    decode, dec_texts = renderings(store, LLAMA, "decode")
    for cards in (cards_of(overview), cards_of(decode)):
        assert cards["Per-token speedup"] == step["text"] and cards["Tokens/s (generation)"] == "717.7 tok/s"
    for texts in (ov_texts, dec_texts):
        for text in texts:
            assert f"{step['interval']} per decode step, 3 paired rounds" in text  # what the speedup divides: its help and show
            assert f"eager 52.9 tok/s · {gen['text']} with the prefill" in text
        named_everywhere(texts, step["text"], "per decode step")
    shown = show_json(root, LLAMA)
    assert shown["per_token_speedup_divided"] == step["divided"]
    assert shown["tokens_per_s_speedup_divided"] == gen["divided"]


def test_gcn_graph_breaks_and_kernels_read_one_count_on_every_view(root):
    store = RunStore(root)
    r = store.load_report(GCN)
    breaks = r["explain"]["graph_break_count"]
    overview, _ = renderings(store, GCN, "overview")
    assert cards_of(overview)["Graph breaks"] == str(breaks) == "1"
    _, graph_texts = renderings(store, GCN, "graph")
    _, breaks_texts = renderings(store, GCN, "breaks")
    marks = figures.break_points(r)
    assert len(marks) == 3 and [m["direct"] for m in marks] == [True, False, False]
    for text in graph_texts:  # the Graph view's marks are splits, counted apart from the one break
        assert figures.marks_text(r, marks) in text
        assert [int(n) for n in re.findall(r"(\d+) graph breaks? (?:is|are) marked", text)] in ([], [breaks])
        assert [int(n) for n in re.findall(r"graph splits? (?:is|are) marked between graphs, from (\d+) graph "
                                           r"break", text)] == [breaks]
    for text in breaks_texts:
        assert {int(n) for n in re.findall(r"(\d+) graph break\(s\)", text)} == {breaks}

    launched = {m: figures.launched(r, m) for m in ("eager", "compiled")}
    assert {m: (f["launches"], f["distinct"], f["copies"]) for m, f in launched.items()} == {
        "eager": (77, 22, 3), "compiled": (47, 17, 3)}
    kernels, kernel_texts = renderings(store, GCN, "kernels")
    for mode, f in launched.items():
        label = kernels.toggle(key=f"w_kernels_all_{mode}").label  # "All 18 rows: 17 distinct kernels + ..."
        m = re.fullmatch(r"All (\d+) rows: (\d+) distinct kernels?(?: \+ (\d+) copy/memset rows?)? \(sortable\)", label)
        assert m and int(m[2]) == f["distinct"] and int(m[1]) == f["distinct"] + int(m[3] or 0), label
        limits = kernels.toggle(key=f"w_limits_all_{mode}").label  # the roofline's rows: those with work counted
        listed = int(re.fullmatch(r"All (\d+) kernels with a FLOP or byte count \(sortable\)", limits)[1])
        for text in kernel_texts:
            said = re.search(rf"Kernel limits, {mode} · (?:(\d+) of )?(\d+) distinct kernels", text)
            assert said and int(said[2]) == f["distinct"] and int(said[1] or said[2]) == listed, mode
    code, code_texts = renderings(store, GCN, "code")
    generated = figures.generated_kernels(r)
    for text in code_texts:
        assert f"{generated} {figures.GENERATED} in 6 output modules" in text
    for toggle in (t for t in code.toggle if t.key == "w_code_kernels_all"):  # past 20 kernels
        assert toggle.label == f"All {generated} {figures.GENERATED} (sortable)"
    _, timeline_texts = renderings(store, GCN, "timeline")
    for text in timeline_texts:  # the timeline's bars in the Kernels view's counts: launches, and copies apart
        said = re.findall(r"(eager|compiled): (\d+) device bars = (\d+) kernel launches per forward \+ (\d+) "
                          r"copies/memsets; (\d+) launch bars, one per launch or copy call", text)
        assert {mode: tuple(int(n) for n in rest) for mode, *rest in said} == {
            m: (f["launches"] + f["copies"], f["launches"], f["copies"], f["launches"] + f["copies"])
            for m, f in launched.items()}
    for text in kernel_texts + code_texts + timeline_texts:
        assert "kernels and copies" not in text


def test_rmsnorm_module_alone_error_is_named_beside_the_outputs_error(root):
    from dashboard.views.numerics import MODULE_ABS, MODULE_REL

    store = RunStore(root)
    r = store.load_report(RMSNORM)
    errors = figures.numerics_errors(r)
    outputs, module = errors["outputs"], errors["module"]
    assert (figures.err_text(outputs["rel"]), figures.err_text(outputs["abs"])) == ("2.84", "1.7")
    assert (module["name"], figures.err_text(module["rel"]), figures.err_text(module["abs"])) == ("norm", "2.88", "15.6")
    numerics, texts = renderings(store, RMSNORM, "numerics")
    assert cards_of(numerics)["Worst relative error"] == "2.84"  # the model's outputs
    for text in texts:
        assert f"rel err 2.88, {figures.MODULE_ALONE}" in text  # under the First module that differs card
        assert f"{MODULE_REL} {MODULE_ABS}" in folded(text.replace("|", " "))  # the modules table's columns
        assert f"Their errors are each {figures.MODULE_ALONE}, not the model's outputs' ({outputs['errs']})" in text
    named_everywhere(texts, "15.6", "module alone", window=400)
