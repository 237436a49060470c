"""Every cache lookup of a run explained: per graph and layer its outcome, key and seconds, and for a miss the key
components that differ from the nearest earlier entry of the same graph (torch's own components, named in plain
words); the Compile view, the Cold start view, Compare, ``show`` and ``--json`` draw the report's rows.

Unit tests over key components and recorded traces (no compile), the views over a made-up report (live, shared page,
export), and one module of real CPU runs (slow): a tiny two-graph recipe run five times in one store with one
Inductor cache folder: cold, the same again (every layer hits), one Inductor option changed (the option is named for
each missed graph), one line of the recipe changed (the graph and the line are named), and freezing (torch's bypass
reasons).
"""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path

import pytest

from analyzers.analyses.trace.cache_lookups import collect_cache_lookups, compact_keys, components, tensor_text
from analyzers.report.cache_diff import graph_changes, key_changes
from analyzers.report.cache_lookup_match import COLD_STORE, explain_lookups
from analyzers.report.cache_lookup_rows import cache_lookup_lines, cache_lookup_rows
from analyzers.report.store import RunStore
from analyzers.runs.cold_start_lookups import route_trace_dir, run_route_lookups
from dashboard.views import cache_lookups as clv
from tests import report_factory as rf
from tests.test_app_pages import assert_ok, open_view, runs  # noqa: F401

from .conftest import ROOT, cli

DATA = ROOT / "tests" / "data"
META = ("TensorMetadata(dtype=torch.float32, shape=torch.Size([8, 512]), stride=(512, 1), device=device(type='cpu'), "
        "layout=torch.strided, memory_format=torch.contiguous_format, storage_offset=0, requires_grad=False)")


def _comps(**over) -> dict:
    """Key components as torch logs them (``[hash] name: value``), parsed; ``over`` changes a value (and its hash)."""
    base = {"gm": "<lambda>()\n" + "def forward(self, arg0_1):\n" * 20, "example_inputs[0]": META,
            "inductor_config[freezing]": "False", "inductor_config[size_asserts]": "True",
            "fx_kwargs[is_inference]": "True", "torch_version": "\ufffd\u0010raw", "system_info[hash]": "44136fa3"}
    base.update(over)
    return components([f"[{abs(hash(v)) % 10**12:012d}] {k}: {v}" for k, v in base.items()])


# -- key components and their diff (no compile) ------------------------------------------------------------------
def test_components_keep_short_values_and_describe_inputs():
    c = _comps()
    assert c["example_inputs[0]"][1] == "float32 [8, 512] stride (512, 1) cpu"
    assert c["gm"][1] is None and c["gm"][0]  # the graph's text: its hash only
    assert c["torch_version"][1] is None  # torch writes its version key as raw bytes
    assert c["inductor_config[freezing]"] == [c["inductor_config[freezing]"][0], "False"]
    assert tensor_text("something else") == "something else"


def test_changes_are_named_in_plain_words():
    before = _comps()
    after = _comps(**{"inductor_config[freezing]": "True", "example_inputs[0]": META.replace("[8, 512]", "[8, 384]")
                      .replace("(512, 1)", "(384, 1)"), "torch_version": "\ufffdother"})
    changes = key_changes(before, after, {"inputs": ["L_x_"]}, {"inputs": ["L_x_"]},
                          {"torch": "2.11.0+cu130"}, {"torch": "2.13.0+cpu"})
    texts = [c["text"] for c in changes]
    # causes before consequences: torch, then the Inductor config (freezing changes the graph Inductor receives and
    # its inputs), then the inputs; the stride follows the shape and is not named apart
    assert texts == ["torch 2.11.0+cu130 → 2.13.0+cpu", "Inductor config `freezing` False → True",
                     "input 0 (`L_x_`) shape [8, 512] → [8, 384]"]
    assert changes[1] == {"component": "Inductor config `freezing`", "before": "False", "after": "True",
                          "text": texts[1]}
    assert key_changes(before, dict(before)) == []


def test_a_changed_graph_names_its_source_line_not_the_lines_that_moved():
    before = {"nodes": [["torch._C._nn.linear(%, %, %)", "m.py:14"], ["% * 0.5", "m.py:16"], ["% / 2.0", "m.py:16"]],
              "lines": {"m.py:14": "h = self.up(x)", "m.py:16": "return h * 0.5 / 2.0"}}
    after = {"nodes": [["torch._C._nn.linear(%, %, %)", "m.py:15"], ["% * 0.25", "m.py:17"], ["% / 2.0", "m.py:17"]],
             "lines": {"m.py:15": "h = self.up(x)", "m.py:17": "return h * 0.25 / 2.0"}}
    (change,) = graph_changes(before, after)
    assert change == {"component": "the graph at `m.py:17`", "before": "return h * 0.5 / 2.0",
                      "after": "return h * 0.25 / 2.0", "nodes": 1, "text": "the graph changed: 1 node from `m.py:17`"}
    assert "no Dynamo graph" in graph_changes(None, after)[0]["text"]


def _doc(*lookups, graphs=None) -> dict:
    return compact_keys({"lookups": [dict(lk) for lk in lookups], "graphs": graphs or {}, "meta": {}})


def _lk(layer="fx_graph", outcome="miss", key="k1", comps=None, graph="0/0", **kw) -> dict:
    return {"graph": graph, "layer": layer, "n": 0, "outcome": outcome, "key": key, "seconds": None,
            "seconds_what": None, "reason": None, "detail": None, "components": comps or {}, "source": "", **kw}


def test_a_miss_is_held_against_the_nearest_entry_and_a_hit_names_its_filler():
    old = _doc(_lk(comps=_comps()), _lk("aotautograd", key="a1"))
    far = _doc(_lk(key="k9", comps=_comps(**{"inductor_config[freezing]": "True", "fx_kwargs[is_inference]": "False"})))
    new = _doc(_lk(key="k2", comps=_comps(**{"inductor_config[size_asserts]": "False"})),
               _lk("aotautograd", key="a2"))
    rows = explain_lookups(new, [("far", far, None), ("old", old, None)], here="new")["lookups"]
    fx, aot = rows
    assert fx["compared_with"] == "old" and fx["reason"] == "Inductor config `size_asserts` True → False"
    # AOTAutograd logs no components (torch writes them at DEBUG only): its graph's FX key names the change
    assert aot["compared_with"] == "old" and aot["changed"] == fx["changed"] and "FX graph key" in aot["reason"]
    assert explain_lookups(new, [], here="new")["lookups"][0]["reason"] == COLD_STORE
    same = explain_lookups(_doc(_lk(comps=_comps())), [("old", old, None)], here="new")["lookups"][0]
    assert same["changed"] == [] and "same key as run old's entry" in same["reason"]
    hit = explain_lookups(_doc(_lk(outcome="hit", comps=_comps())), [("old", old, None)], here="new")["lookups"][0]
    assert hit["compared_with"] == "old" and hit["reason"] == "found the entry run old filled"
    guard = _doc(_lk(comps=_comps(), detail="guard_miss", guard="Eq(s0, 8)"))  # dynamic shapes: the key matched
    assert explain_lookups(guard, [("old", old, None)], here="new")["lookups"][0]["reason"].endswith(
        "the shape guards it was compiled under failed: Eq(s0, 8)")


def test_recorded_traces_give_dynamos_recompile_and_tolerate_trimmed_payloads():
    """A CPU trace (torch 2.13) with a recompile, and a torch 2.11 GPU training trace: forward and backward FX lookups
    of one graph are told apart (``n``); payloads trimmed to ``{}`` still give each outcome."""
    doc = collect_cache_lookups(DATA / "trace_cpu_mlp_break_recompile.log")
    rows = explain_lookups(doc, [], here="x")["lookups"]
    (dyn,) = [r for r in rows if r["layer"] == "dynamo"]
    assert dyn["graph"] == "3/1" and dyn["outcome"] == "miss" and "size mismatch at index 0" in dyn["reason"]
    assert dyn["changed"] == [{"component": "tensor 'x' size at index 0", "before": "3", "after": "4"}]
    assert {r["outcome"] for r in rows if r["layer"] != "dynamo"} == {"hit"}
    gpu = collect_cache_lookups(DATA / "trace_gpu_torch211_mlp_train_break_recompile_template_foreach.log")
    assert gpu["torch"].startswith("2.11")
    fx00 = [lk for lk in gpu["lookups"] if lk["graph"] == "0/0" and lk["layer"] == "fx_graph"]
    assert [lk["n"] for lk in fx00] == [0, 1] and all(lk["key"] is None for lk in fx00)


# -- the views: live page, shared page, export ------------------------------------------------------------------
RUN = "20260101-000000-cache-0044"
REASON = "Inductor config `size_asserts` True → False"


def lookups_report(run_id: str = RUN) -> dict:
    old = _doc(_lk(comps=_comps()), _lk(graph="1/0", key="k3", comps=_comps(gm="another graph")))
    new = _doc(_lk(key="k2", comps=_comps(**{"inductor_config[size_asserts]": "False"})),
               _lk(graph="1/0", outcome="bypass", key=None),
               graphs={"0/0": {"frame": "forward (model.py:13)"}})
    new["lookups"][1]["reason"] = "mkldnn tensors unpickleable"
    report = rf.good_report(run_id)
    report["compile"]["cache_lookups"] = dict(explain_lookups(new, [("20251231-000000-old-0001", old, None)],
                                                              here=run_id), artifact=None)
    report["cold_start"] = {"routes": [{"route": "jit-warm-cache", "status": "ok", "phases": [], "first_output_s": 9.5,
                                        "trace_logging_s": 0.4321,
                                        "cache_lookups": explain_lookups(new, [], here=run_id, cold="cold here")}]}
    return report


def test_json_rows_and_show_lines():
    rows = cache_lookup_rows(lookups_report())
    assert {"graph", "layer", "outcome", "key", "seconds", "reason", "changed", "compared_with"} <= set(rows[0])
    miss = rows[0]
    assert miss["changed"] == [{"component": "Inductor config `size_asserts`", "before": "True", "after": "False"}]
    assert miss["compared_with"] == "20251231-000000-old-0001" and miss["where"] == "compile"
    assert [r["where"] for r in rows] == ["compile", "compile", "jit-warm-cache", "jit-warm-cache"]
    lines = cache_lookup_lines({"cache_lookups": rows})
    assert lines[0] == "cache lookups (compile)     2 lookups: 1 miss, 1 bypass"
    assert any(REASON in line for line in lines) and any("mkldnn tensors unpickleable" in line for line in lines)
    assert cache_lookup_rows(rf.good_report("20260101-000000-none-0001")) is None
    from analyzers.report.cold_start_rows import cold_start_lines, cold_start_rows

    [route] = cold_start_rows(lookups_report())
    assert route["trace_logging_s"] == 0.4321
    assert cold_start_lines({"cold_start": [route]})[0].startswith(
        "cold start jit-warm-cache  first output 9.5 s (of it 0.43 s TORCH_TRACE logging)")


def test_the_autotune_cache_is_a_layer_where_the_run_tuned():
    report = lookups_report()
    report["autotune"] = {"ops": [
        {"op": "addmm", "shape": "4096x768x768", "compile_id": "0/0", "choice_from": "autotune cache", "seconds": 0.01},
        {"op": "mm", "shape": "8x8x8", "compile_id": "0/0", "choice_from": "benchmark", "seconds": 1.2, "choices": 12},
        {"op": "bmm", "compile_id": "0/0", "choice_from": "FX graph cache"}]}  # the whole graph came from the cache
    tuned = [r for r in cache_lookup_rows(report) if r["layer"] == "autotune"]
    assert [(r["key"], r["outcome"], r["seconds_what"]) for r in tuned] == [
        ("addmm 4096x768x768", "hit", "lookup"), ("mm 8x8x8", "miss", "tuning")]
    assert tuned[1]["reason"].endswith("benchmarked here (12 candidates)")


def _text(page: str) -> str:
    """An HTML page's text as read: tags out (a word break ``<wbr>`` joins), entities back."""
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page.replace("<wbr>", ""))))


def test_compile_view_draws_a_table_per_graph_on_every_rendering(runs):  # noqa: F811
    from dashboard.static import export_html, shared_page
    from dashboard.static.run_files import RunFiles

    rf.write_run(runs, lookups_report())
    text = assert_ok(open_view("compile", RUN))
    assert "Cache lookups" in text and REASON in text and "mkldnn tensors unpickleable" in text
    assert "graph 0/0 · forward (model.py:13) · 1 lookup: 1 miss" in text
    store = RunStore(runs)
    shared = shared_page.view_page("compile", store.load_report(RUN), RUN, RunFiles(store, RUN), {})
    exported = export_html.run_report_html(store, RUN)
    for page in (shared, exported):
        body = _text(page)
        assert "Cache lookups" in body and "mkldnn tensors unpickleable" in body and REASON in body
        assert "graph 0/0 · forward (model.py:13) · 1 lookup: 1 miss" in body
    assert "Cache lookups per route" in _text(exported) and "jit-warm-cache · 2 lookups: 1 miss, 1 bypass" in _text(
        exported)
    cold = assert_ok(open_view("cold_start", RUN))
    assert "jit-warm-cache · 2 lookups: 1 miss, 1 bypass" in cold
    from dashboard.views.cold_start import TRACE_LOGGING_COLUMN, routes_table

    table = routes_table(store.load_report(RUN))
    assert list(table[TRACE_LOGGING_COLUMN]) == ["0.43"] and list(table["First output (s)"]) == ["9.50"]
    assert TRACE_LOGGING_COLUMN in cold and TRACE_LOGGING_COLUMN in _text(exported)


# -- real CPU runs (slow) -----------------------------------------------------------------------------------------
RECIPE = '''"""A tiny MLP with one graph break: two graphs."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(16, 32)
        self.down = nn.Linear(32, 16)

    def forward(self, x):
        h = torch.nn.functional.gelu(self.up(x))
        scale = h.abs().mean().item()  # graph break: two graphs
        return self.down(h) * 0.5 / (1.0 + scale)


def build_model():
    return Model()


def example_inputs():
    return (torch.randn(4, 16),)
'''
CHANGED_LINE = next(i for i, line in enumerate(RECIPE.splitlines(), 1) if "* 0.5 /" in line)


@pytest.fixture(scope="module")
def five_runs(tmp_path_factory):
    """Five runs of one recipe (compile only) in one store and one Inductor cache folder: cold, the same again, one
    Inductor option changed, one line of the recipe changed, freezing."""
    root = tmp_path_factory.mktemp("cache_lookups")
    recipe, store = root / "recipe.py", root / "runs"
    recipe.write_text(RECIPE)
    env = {"TORCHINDUCTOR_CACHE_DIR": str(root / "inductor"), "TRITON_CACHE_DIR": str(root / "triton")}
    out = {}
    for name, extra in (("cold", []), ("again", []), ("option", ["--inductor-config", "size_asserts=False"]),
                        ("line", []), ("freezing", ["--inductor-config", "freezing=True"])):
        if name == "line":
            recipe.write_text(RECIPE.replace("* 0.5 /", "* 0.25 /"))
        elif name == "freezing":
            recipe.write_text(RECIPE)
        p = cli("run", "--recipe", str(recipe), "--device", "cpu", "--only", "compile", "--json", *extra,
                runs_dir=store, env=env)
        assert p.returncode == 0, p.stderr
        out[name] = json.loads(p.stdout)
    return {"store": store, "root": root, **out}


def _rows(summary: dict) -> list[dict]:
    return [r for r in summary["cache_lookups"] if r["where"] == "compile"]


@pytest.mark.slow
def test_the_first_run_misses_cold_and_the_second_hits_every_layer(five_runs):
    cold, again = _rows(five_runs["cold"]), _rows(five_runs["again"])
    assert {(r["graph"], r["layer"]) for r in cold} == {(g, lay) for g in ("0/0", "1/0")
                                                       for lay in ("fx_graph", "aotautograd")}
    assert {r["outcome"] for r in cold} == {"miss"} and {r["reason"] for r in cold} == {COLD_STORE}
    assert all(r["key"] and r["compared_with"] is None for r in cold)
    fx = [r for r in cold if r["layer"] == "fx_graph"]
    assert all(r["seconds"] > 0 and r["seconds_what"] == "compile" for r in fx)  # torch's time_taken_ns
    assert len(again) == len(cold) and {r["outcome"] for r in again} == {"hit"}
    assert {r["compared_with"] for r in again} == {five_runs["cold"]["run_id"]}  # the run that filled each entry
    assert {r["key"] for r in again} == {r["key"] for r in cold}
    assert all(r["seconds"] > 0 and r["seconds_what"] == "saved" for r in again)


@pytest.mark.slow
def test_one_changed_inductor_option_is_named_for_each_missed_graph(five_runs):
    rows = _rows(five_runs["option"])
    assert {r["outcome"] for r in rows} == {"miss"}
    for graph in ("0/0", "1/0"):
        (fx,) = [r for r in rows if r["graph"] == graph and r["layer"] == "fx_graph"]
        assert fx["changed"] == [{"component": "Inductor config `size_asserts`", "before": "True", "after": "False"}]
        assert fx["reason"] == REASON and fx["compared_with"] == five_runs["cold"]["run_id"]
        (aot,) = [r for r in rows if r["graph"] == graph and r["layer"] == "aotautograd"]
        assert aot["changed"] == fx["changed"]


@pytest.mark.slow
def test_one_changed_recipe_line_names_the_graph_and_the_line(five_runs):
    rows = _rows(five_runs["line"])
    assert {r["outcome"] for r in rows if r["graph"] == "0/0"} == {"hit"}  # the graph before the break: unchanged
    (fx,) = [r for r in rows if r["graph"] == "1/0" and r["layer"] == "fx_graph"]
    assert fx["outcome"] == "miss" and fx["compared_with"] == five_runs["cold"]["run_id"]
    (change,) = fx["changed"]
    assert change["component"] == f"the graph at `recipe.py:{CHANGED_LINE}`"
    assert "* 0.5 /" in change["before"] and "* 0.25 /" in change["after"]
    assert fx["reason"] == f"the graph changed: 1 node from `recipe.py:{CHANGED_LINE}`"


@pytest.mark.slow
def test_a_bypass_names_torchs_reason(five_runs):
    rows = _rows(five_runs["freezing"])
    assert {r["outcome"] for r in rows} == {"bypass"}
    aot = [r for r in rows if r["layer"] == "aotautograd"]
    assert aot and {r["reason"] for r in aot} == {"Cannot cache a graph with freezing enabled"}
    fx = [r for r in rows if r["layer"] == "fx_graph"]
    assert fx and all(r["reason"] and r["key"] is None for r in fx)  # CPU: "mkldnn tensors unpickleable"


@pytest.mark.slow
def test_show_prints_the_misses_and_why(five_runs):
    p = cli("show", five_runs["option"]["run_id"], runs_dir=five_runs["store"])
    assert p.returncode == 0, p.stderr
    assert "cache lookups (compile)     4 lookups: 4 miss" in p.stdout
    assert "0/0 FX graph miss" in p.stdout and REASON in p.stdout
    shown = json.loads(cli("show", five_runs["line"]["run_id"], "--json", runs_dir=five_runs["store"]).stdout)
    assert shown["cache_lookups"] == five_runs["line"]["cache_lookups"]


@pytest.mark.slow
def test_compare_says_why_b_did_not_reuse_a(five_runs):
    from dashboard.static.run_files import RunFiles

    store = RunStore(five_runs["store"])
    a_id, b_id = five_runs["again"]["run_id"], five_runs["line"]["run_id"]
    a, b = store.load_report(a_id), store.load_report(b_id)
    table = clv.reuse_table(a, b, clv.keys_of(a, RunFiles(store, a_id).json), clv.keys_of(b, RunFiles(store, b_id).json))
    assert sorted(table["B"]) == ["hit", "hit", "miss", "miss"] and set(table["A"]) == {"hit"}
    missed = table[(table["B"] == "miss") & (table["layer"] == "FX graph")].iloc[0]
    assert f"recipe.py:{CHANGED_LINE}" in missed["what changed (A → B)"] and "0.25" in missed["what changed (A → B)"]
    assert clv.reuse_sentence(table) == "B found 2 of its 4 lookups in the cache; 2 miss."


@pytest.mark.slow
def test_cold_start_routes_from_real_traces(five_runs, tmp_path):
    """Each jit route's lookups from the trace its process wrote: here the cold run's trace stands for jit-cold's,
    the second run's for jit-warm-cache's and the changed line's for jit-mega-cache's."""
    logs = tmp_path / "cold_start"
    for role, name in (("jit-cold", "cold"), ("jit-warm-cache", "again"), ("jit-mega-cache", "line")):
        shutil.copytree(Path(five_runs["store"]) / five_runs[name]["run_id"] / "artifacts" / "trace",
                        route_trace_dir(logs, role))
    report = {"run_id": "20260101-000000-routes-0001", "cold_start": {"notes": [], "routes": [
        {"route": "eager", "status": "ok"}, {"route": "jit-cold", "status": "ok", "mega_cache_mb": 0.5},
        {"route": "jit-warm-cache", "status": "ok"},
        {"route": "jit-mega-cache", "status": "ok", "mega_cache_loaded": {"inductor_artifacts": 2},
         "phases": [{"name": "load cache artifacts", "start_s": 1.0, "end_s": 1.25}]}]}}
    run_route_lookups(report, logs)
    by = {r["route"]: r.get("cache_lookups") for r in report["cold_start"]["routes"]}
    assert by["eager"] is None
    assert {r["reason"] for r in by["jit-cold"]["lookups"]} == {"cold miss: this route starts with empty cache folders"}
    assert {r["outcome"] for r in by["jit-warm-cache"]["lookups"]} == {"hit"}
    assert {r["reason"] for r in by["jit-warm-cache"]["lookups"]} == {"found the entry the jit-cold route filled"}
    mega = by["jit-mega-cache"]["lookups"]
    assert mega[0]["layer"] == "mega_cache" and mega[0]["outcome"] == "hit" and mega[0]["seconds"] == 0.25
    (fx,) = [r for r in mega if r["graph"] == "1/0" and r["layer"] == "fx_graph"]
    assert fx["outcome"] == "miss" and fx["compared_part"] == "jit-cold"
    assert fx["changed"][0]["component"].endswith(f"recipe.py:{CHANGED_LINE}`")  # the trace's path: no run's own
    # the routes ran under TORCH_TRACE: torch's count of its own logging seconds, per route and in the note
    counts = {r["route"]: r.get("trace_logging_s") for r in report["cold_start"]["routes"]}
    assert counts["eager"] is None and all(counts[r] > 0 for r in ("jit-cold", "jit-warm-cache", "jit-mega-cache"))
    [note] = [n for n in report["cold_start"]["notes"] if "TORCH_TRACE" in n]
    assert f"jit-cold {counts['jit-cold']:.2f} s" in note and "torch's count of its own logging" in note
    run_route_lookups(report, logs)  # read again: one note, not two
    assert len([n for n in report["cold_start"]["notes"] if "TORCH_TRACE" in n]) == 1
