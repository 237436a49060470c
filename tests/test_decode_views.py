"""The Decode view (pure functions), the Decode page and the Overview's decode cards (Streamlit AppTest)."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from analyzers.report.summary import summary_of
from analyzers.workflows.sweep import cell_metrics
from dashboard.views import decode as dv
from dashboard.views import sweep as sv
from tests import decode_factory as df
from tests import report_factory as rf

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "dashboard" / "app.py"
DECODE, RUNNING, FORWARD = "20260101-000000-decode-0007", "20260101-000000-decoderun-0008", "20260101-000000-good-0001"


def test_cards_answer_the_questions_of_the_issue():
    cards = {c.label: c for c in dv.headline_cards(df.decode_report())}
    assert cards["Tokens/s (generation)"].value == "700.0 tok/s"
    # each speedup says what it divides: whole generations with the prefill, and one decode step
    assert cards["Tokens/s (generation)"].delta == "eager 350.0 tok/s · 2.00× with the prefill"
    assert "2.00× = whole generations, prefill included: compiled 700.0 ÷ eager 350.0 tok/s" in cards[
        "Tokens/s (generation)"].help
    assert cards["Per-token speedup"].value == "2.00×"
    assert cards["Per-token speedup"].delta == "per decode step: eager 2.00 ms ÷ compiled 1.00 ms"
    # the compile time as the Overview defines it (the first compiled call minus the eager one), torch's compile
    # metrics of its compile id named under it (the table's seconds)
    step = cards["Decode step compile time"]
    assert (step.value, step.delta) == ("7.8 s", "torch's compile metrics 7.80 s")
    assert step.help.startswith("wall time of the decode stage's first compiled decode step (7.8 s) minus the eager")
    assert cards["Prefill compile time"].value == "10.1 s" and "First compiled step" not in cards
    assert cards["Recompiles per step"].value == "2"  # steps 2 and 3; the prefill and first step graphs are not
    assert cards["Compiled tokens"].value == "differ from token 3"
    assert "95 % interval 900 µs – 1.10 ms" in cards["Per-token latency"].help
    assert cards["Graph breaks in a step"].value == "0" and cards["Kernels per step"].help == "profile did not run"
    r = df.decode_report()
    r["profile"] = {"eager": {"kernels_per_forward": 31}, "compiled": {"kernels_per_forward": 9}}
    k = {c.label: c for c in dv.headline_cards(r)}["Kernels per step"]
    assert (k.value, k.delta) == ("9", "eager 31")


def test_latency_figure_marks_the_steps_that_compiled():
    fig = dv.latency_figure(df.decode_report())
    names = [t.name for t in fig.data]
    assert names[:3] == ["eager (median of rounds)", "compiled (median of rounds)", "compiled, first round (compiles)"]
    marks = next(t for t in fig.data if t.name == "compiled here")
    assert list(marks.x) == [0, 1, 2, 3]
    assert "size mismatch at index 2. expected 8, actual 9" in marks.text[2]
    assert fig.layout.yaxis.type == "log"


def test_compiles_table_names_prefill_step_and_recompiles():
    t = dv.compiles_table(df.decode_report())
    assert list(t["what"]) == ["prefill graph", "decode step graph", "recompile", "recompile"]
    assert t["reason"].iloc[3].startswith("0/2: tensor 'kwargs['cache'].layers[0].keys' size mismatch")


def test_split_summary_and_tokens():
    r = df.decode_report()
    split = dv.split_figure(r)
    assert [list(b.x) for b in split.data] == [[6.0, 4.0], [8.0, 4.0]]  # prefill, then decode steps
    s = dv.summary_table(r).set_index("figure")
    assert s.loc["tokens/s, whole generation", "compiled"].startswith("700.0 tok/s (690.0–710.0, 2 rounds)")
    assert "First difference at token 3: eager 12, compiled 99" in dv.tokens_caption(r)


def test_views_survive_a_partial_decode_section():
    r = df.decode_report()
    r["decode"] = {"steps": 4, "eager": {"tokens_per_s": 10.0}}
    assert dv.headline_cards(r) and dv.latency_figure(r) is not None
    assert dv.compiles_table(r).empty and dv.findings_table(r).empty and dv.tokens_caption(r) == ""


def test_summary_and_sweep_cell_carry_decode_figures():
    r = df.decode_report()
    s = summary_of(r)
    assert s["tokens_per_s"] == 700.0 and s["eager_tokens_per_s"] == 350.0 and s["per_token_speedup"] == 2.0
    assert s["tokens_match"] is False
    cell = cell_metrics(r, "default")
    assert cell["latency_ms"] == 1.0 and cell["speedup"] == 2.0 and cell["recompiles"] == 2
    assert cell["tokens_per_s"] == 700.0
    record = {"cells": [dict(cell, key="default-fp32-dynfalse-b1-dynamic", mode="default", cache="dynamic",
                             status="ok")]}
    table = sv.matrix_table(record)
    assert table["cache"].tolist() == ["dynamic"] and table["tokens/s"].tolist() == [700.0]
    assert "cache" not in sv.matrix_table({"cells": [dict(cell, key="k", status="ok")]}).columns


@pytest.fixture
def runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    rf.write_run(root, df.decode_report(DECODE))
    rf.write_run(root, df.running_decode_report(RUNNING))
    rf.write_run(root, rf.good_report(FORWARD))
    rf.write_machine(root)
    return root


def _open(view: str, run: str) -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=30)
    at.query_params.update({"view": view, "run": run})
    at = at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _text(at: AppTest) -> str:
    parts = []
    for kind in ("header", "subheader", "markdown", "caption", "info", "warning", "error"):
        parts += [str(e.value) for e in getattr(at.main, kind)]
    return "\n".join(parts).replace("\\", "")


def test_decode_page_shows_the_run(runs):
    at = _open("decode", DECODE)
    text = _text(at)
    assert "Decode" in text and "700.0 tok/s" in text and "differ from token 3" in text
    # Plotly's basic bundle and Markdown tables: no st.plotly_chart (4.7 MB of JS) or data grid to open the view
    assert not at.main.get("plotly_chart") and not at.main.dataframe
    charts = [c for c in at.main.get("component_instance") if c.proto.component_name.endswith("plotly_basic")]
    assert len(charts) == 2  # latency per step, prefill/decode split
    assert rf.md_column(at, "compile id") == ["0/0", "0/1", "0/2", "0/3"]
    assert any("--cache static" in fix for fix in rf.md_column(at, "fix"))
    at.toggle(key="w_decode_steps").set_value(True).run()
    assert len(at.main.dataframe) == 1  # every step, on demand


def test_decode_page_warns_when_the_steps_were_unsteady(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    r = df.decode_report(DECODE)
    msg = "eager decode step: the rounds' medians disagree (13.96 to 23.89 ms across 5 rounds)"
    r["decode"].update(unstable=True, instability=[{"figure": "eager decode step", "flag": "rounds", "message": msg}])
    rf.write_run(root, r)
    rf.write_machine(root)
    at = _open("decode", DECODE)
    warning = "\n".join(str(w.value) for w in at.main.warning).replace("\\", "")
    assert "Unstable timing" in warning and "13.96 to 23.89 ms" in warning
    steady = df.decode_report(DECODE)
    assert dv.instability_of(steady) == [] and dv.instability_of(r) == [msg]


def test_decode_page_explains_absence(runs):
    assert "has not finished yet" in _text(_open("decode", RUNNING))
    assert "workload forward" in _text(_open("decode", FORWARD))


def test_overview_shows_tokens_per_s_for_decode_runs_only(runs):
    def cards(at):
        return {c.caption[0].value.replace("\\", ""): c.subheader[0].value.replace("\\", "")
                for c in at.main.columns if c.subheader and c.caption}

    dec = cards(_open("overview", DECODE))
    assert dec["Tokens/s (generation)"] == "700.0 tok/s" and dec["Per-token speedup"] == "2.00×"
    assert "Tokens/s (generation)" not in cards(_open("overview", FORWARD))


def test_new_run_queues_a_decode_run_of_llama(runs, monkeypatch):
    from analyzers.report.store import RunStore
    from analyzers.runs import queue as jobs

    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    at = AppTest.from_file(str(APP), default_timeout=30)
    at.query_params.update({"view": "new_run"})
    at = at.run()
    at.radio(key="nr_workload").set_value("decode").run()
    assert any("tiny-bert is not a causal LM" in w.value.replace("\\", "") for w in at.warning)  # the default model
    at.selectbox(key="nr_zoo").set_value("llama-1b").run()
    at.number_input(key="nr_new").set_value(16).run()
    at.selectbox(key="nr_cache").set_value("dynamic").run()
    assert not at.warning
    assert at.multiselect(key="nr_only_decode").value == ["explain", "compile", "code", "profile", "decode"]
    next(b for b in at.button if b.label == "Queue run").click().run()
    assert not at.exception and not at.error, [e.value for e in at.error]
    req = RunStore(runs).load_report(at.query_params["run"])["request"]
    assert req["source"]["name"] == "llama-1b" and "decode" in req["only"] and "benchmark" not in req["only"]
    assert (req["options"]["workload"], req["options"]["new_tokens"], req["options"]["cache"]) == ("decode", 16, "dynamic")


def test_cudagraph_card_counts_recordings_and_replays():
    r = df.decode_report()
    r["decode"]["cudagraphs"] = {"used": True, "recordings": 2, "replays": 380, "recordings_per_round": [1, 1, 0]}
    assert {c.label: c.value for c in dv.headline_cards(r)}["CUDA graphs"] == "2 recorded · 380 replayed"
    r["decode"]["cudagraphs"] = {"used": True, "recordings": None}  # a torch without recording callbacks
    assert {c.label: c.value for c in dv.headline_cards(r)}["CUDA graphs"] == "used (not counted)"


ODD = [None, "x", 3, 2.5, True, [], {}, ["a", 1], {"median_ms": "fast"}]


@pytest.mark.parametrize("odd", ODD)
def test_views_take_wrong_typed_fields(odd):
    r = df.decode_report()
    dec = r["decode"]
    for key in list(dec):
        dec[key] = odd
    assert dv.headline_cards(r) and dv.overview_cards(r)
    for fn in (dv.latency_figure, dv.split_figure, dv.summary_table, dv.compiles_table, dv.findings_table,
               dv.tokens_caption, dv.notes_of, dv.steps_table):
        fn(r)
    r = df.decode_report()
    r["decode"]["per_step"] = [dict(s, step=odd, compiles=odd) for s in r["decode"]["per_step"]] + [odd]
    r["decode"]["compiles"] = [dict(c, step=odd, round=odd, reason=odd) for c in r["decode"]["compiles"]] + [odd]
    r["decode"]["tokens"] = {"eager": odd, "compiled": odd, "match": False, "first_diff_step": odd}
    dv.latency_figure(r), dv.compiles_table(r), dv.tokens_caption(r), dv.headline_cards(r)
    summary_of(r)
