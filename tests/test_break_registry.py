"""torch's graph-break registry and our table over it, the frame a break is filed under, and how sightings
of one break merge into one row. No compile: reasons and stacks are written out."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from analyzers.analyses.breaks import break_categories as bc
from analyzers.analyses.breaks.break_frames import Frame, blame, frame_kind
from analyzers.analyses.breaks.break_records import Sighting, merge_sightings, merge_trace_breaks, parse_break_payload
from analyzers.analyses.breaks.break_registry import load_registry, parse_reason, registry_path
from analyzers.report.schema import BREAK_CATEGORIES, StageResult
from analyzers.report.summary import not_captured_line, summary_of

ROOT = Path(__file__).resolve().parents[1]
URL = "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb{}.html"

# The registry ids (torch 2.13) the table files under "other", reviewed by hand: user-inserted or debugging
# breaks, errors the user's code raises, bad arguments. A new id lands here only by editing the table.
OTHER_IDS = {"GB0025", "GB0030", "GB0111", "GB0196", "GB0223", "GB0275", "GB0284", "GB4636", "GB5173", "GB7312"}


def reason(gb_type: str, num: str, explanation: str = "x", context: str = "", hints=("h",)) -> str:
    hint_lines = "\n".join(f"  Hint: {h}" for h in hints)
    return (f"{gb_type}\n  Explanation: {explanation}\n{hint_lines}\n\n  Developer debug context: {context}\n\n"
            f" For more details about this graph break, please visit: {URL.format(num)}")


# -- the registry and the table ----------------------------------------------------------------------
needs_registry = pytest.mark.skipif(registry_path() is None, reason="this torch ships no graph_break_registry.json")


@needs_registry
def test_every_registry_id_maps_to_a_category_and_other_is_the_listed_remainder():
    reg = load_registry()
    table = bc.load_table()
    assert len(reg) >= 400
    missing = sorted(set(reg.types) - set(table))
    assert not missing, f"ids without a row in break_categories.tsv (review and add them): {missing}"
    default = {gid: rows[-1][0] for gid, rows in table.items()}
    assert all(c in BREAK_CATEGORIES for rows in table.values() for c, _ in rows)
    other = {gid for gid in reg.types if default[gid] == "other"}
    assert other == OTHER_IDS & set(reg.types)
    assert len(other) <= 0.03 * len(reg)


def test_every_category_is_reachable_from_the_table():
    reachable = {c for rows in bc.load_table().values() for c, _ in rows}
    assert reachable == set(BREAK_CATEGORIES)
    assert set(bc.HINTS) == set(BREAK_CATEGORIES)


@needs_registry
def test_the_tables_type_column_is_the_registrys_current_wording():
    reg = load_registry()
    rows = [ln.split("\t") for ln in bc.TABLE.read_text().splitlines() if ln and not ln.startswith("#")]
    assert all(r[3] == reg.types[r[0]] for r in rows if r[0] in reg.types)


def test_a_reason_gives_id_link_explanation_hints_and_what_it_caused():
    text = ("Failed to handle graph break gracefully. Skipping the function and falling back to eager. "
            "Graph break encountered:\n\n" + reason("Data-dependent branching", "0170", "Detected branching.\n   more",
                                                  hints=("Use `torch.cond`.", "Second."))
            + "\n\n*** While handling this graph break, another graph break occurred: ***\n\n"
            + reason("graph break in loop", "7000"))
    p = parse_reason(text)
    assert (p.gb_type, p.gb_id, p.url) == ("Data-dependent branching", "GB0170", URL.format("0170"))
    assert p.explanation == "Detected branching.\nmore" and p.hints == ["Use `torch.cond`.", "Second."]
    assert p.skipped_frame and p.caused == ["GB7000"]


@needs_registry
def test_a_reason_without_a_link_finds_its_id_by_type():
    p = parse_reason("Encountered graph break when attempting to trace CALL: a function call, e.g. f(x, y):\n\n"
                     "Dynamic shape operator\n  Explanation: Operator `aten.nonzero.default`'s output shape ...")
    assert (p.gb_type, p.gb_id, p.url) == ("Dynamic shape operator", "GB0036", URL.format("0036"))


@pytest.mark.parametrize("text,category", [
    (reason("Attempted to call function marked as skipped", "0007", "Dynamo does not know how to trace the builtin "
            "`time.perf_counter.` This function is either a Python builtin (e.g. _warnings.warn) or a third-party C/C++",
            "module: time, qualname: perf_counter, skip reason: cannot determine source file for time (likely a C "
            "extension or builtin)"), "unsupported builtin"),
    (reason("Attempted to call function marked as skipped", "0007", "Dynamo does not know how to trace the builtin "
            "`_warnings.warn.`", "module: _warnings, qualname: warn, skip reason: <missing reason>"), "print/logging"),
    (reason("Attempted to call function marked as skipped", "0007", "Dynamo developers have intentionally marked that "
            "the function `f` should not be traced.", "module: thirdparty, qualname: f, skip reason: in skipfiles"),
     "disabled/third-party function"),
    (reason("Failed to trace builtin operator", "0059", "Dynamo does not know how to trace builtin operator `print` "
            "with argument types ['str']"), "print/logging"),
    (reason("Failed to trace builtin operator", "0059", "Dynamo does not know how to trace builtin operator `sorted`"),
     "unsupported builtin"),
    (reason("Dynamic shape operator", "0036"), "dynamic shape"),
    (reason("Dynamo recompile limit exceeded", "0039"), "changing python argument"),
    (reason("copy.deepcopy()", "0179"), "unsupported builtin"),
    (reason("repr() on tensor", "0569"), "tensor to python (.item/.tolist)"),
])
def test_registry_ids_and_refinements_give_the_category(text, category):
    assert bc.categorize(text)[0] == category and bc.categorize(text)[2] == "registry"


def test_reasons_without_an_id_fall_back_to_the_rules():
    assert bc.categorize("generic_jump TensorVariable()")[0:3:2] == ("data-dependent branch", "rules")
    assert bc.categorize("Operator aten.nonzero.default's output shape depends on input")[0] == "dynamic shape"
    assert bc.categorize("weird thing") == ("other", bc.HINTS["other"], "rules")
    assert bc.categorize(reason("A type of a newer torch", "9999"))[2] == "rules"  # an id the table lacks


def test_categorizing_imports_no_torch():
    code = ("import sys; from analyzers.analyses.breaks.explain import categorize; "
            "print(categorize('Dynamic shape operator\\n For more details about this graph break, please visit: "
            f"{URL.format('0036')}')[0], 'torch' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    assert out.split() == ["dynamic", "shape", "False"]


# -- the frame to blame ------------------------------------------------------------------------------
TORCH = str(Path(__import__("torch").__file__).parent)
ENGINE = str(ROOT / "analyzers" / "runs" / "stages.py")
SITE = "/opt/venv/lib/python3.12/site-packages"
STDLIB = copy.__file__


def F(file, line, name="f", code=""):
    return Frame(file, line, name, code)


def test_frame_kinds():
    assert frame_kind(f"{TORCH}/nn/modules/module.py") == "torch"
    assert frame_kind(ENGINE) == "engine"
    assert frame_kind(str(ROOT / "analyzers" / "models" / "demos.py"), frozenset({str(ROOT / "analyzers/models/demos.py")})) == "user"
    assert frame_kind(f"{SITE}/transformers/modeling_bert.py") == "library"
    assert frame_kind(STDLIB) == "library"
    assert frame_kind("/home/me/project/helpers.py") == "user" and frame_kind("<eval_with_key>.3") == "internal"


def test_blame_is_the_innermost_user_frame_with_the_library_beside_it():
    stack = [F(ENGINE, 10), F(f"{TORCH}/nn/modules/module.py", 1789), F("/home/me/recipe.py", 20, "forward"),
             F(f"{SITE}/transformers/modeling_bert.py", 400, "forward"), F(f"{SITE}/transformers/utils.py", 7, "g")]
    b = blame(stack)
    assert (b.frame.file, b.frame.line) == ("/home/me/recipe.py", 20)
    assert (b.library.file, b.library.line) == (f"{SITE}/transformers/utils.py", 7) and b.chain == ()
    zoo = blame([F(ENGINE, 10), F(f"{SITE}/transformers/modeling_bert.py", 400), F(f"{SITE}/transformers/x.py", 9)])
    assert (zoo.frame.line, zoo.library, len(zoo.chain)) == (9, None, 1)
    helper = blame([F("/home/me/tests/test_x.py", 3), F(ENGINE, 10), F("/home/me/recipe.py", 15, "forward"),
                    F("/home/me/helpers.py", 7, "scale")])
    assert helper.frame.file == "/home/me/helpers.py" and [f.line for f in helper.chain] == [15]  # test frame cut


# -- sightings into rows -----------------------------------------------------------------------------
PRINT = reason("Failed to trace builtin operator", "0059", "Dynamo does not know how to trace builtin operator `print`")


def test_one_break_seen_from_the_caller_and_the_helpers_frame_is_one_row():
    caller, helper = F("/home/me/recipe.py", 15, "forward"), F("/home/me/helpers.py", 7, "scale")
    rows = merge_sightings([
        Sighting(PRINT, [caller, helper], "explain", "0/0"),
        Sighting(PRINT, [helper], "explain", "1/0"),  # the helper's own frame
        Sighting(PRINT, [F(ENGINE, 3), caller, helper], "trace", "0/0"),
    ])
    (b,) = rows
    assert (b["file"], b["line"], b["count"], b["gb_id"], b["category"]) == ("/home/me/helpers.py", 7, 1, "GB0059",
                                                                              "print/logging")
    assert b["call_chain"] == ["/home/me/recipe.py:15 in forward"] and b["sources"] == ["explain", "trace"]
    two = merge_sightings([Sighting(PRINT, [caller, helper], "explain"), Sighting(PRINT, [helper], "explain"),
                           Sighting(PRINT, [F("/home/me/recipe.py", 16, "forward"), helper], "explain")])
    assert [r["count"] for r in two] == [2]  # reached from two call sites


def test_a_trace_payload_and_the_compile_trace_merge():
    payload = ("Graph break in user code at /home/me/hooks.py:6\nGraph Break Reason: Encountered graph break when "
               "attempting to trace CALL: a function call, e.g. f(x, y):\n\n" + PRINT + "\n\nUser code traceback:\n"
               f'  File "{ENGINE}", line 3, in stage\n    model(x)\n'
               '  File "/home/me/recipe.py", line 18, in forward\n    h = self.a(x)\n'
               '  File "/home/me/hooks.py", line 6, in log_hook\n    print("hook")\n       ~~~^\n\n'
               "Traceback (most recent call last):\n  ...")
    text, frames = parse_break_payload(payload)
    assert parse_reason(text).gb_id == "GB0059" and [(f.file, f.line) for f in frames][1:] == [
        ("/home/me/recipe.py", 18), ("/home/me/hooks.py", 6)]
    assert frames[-1].code == 'print("hook")'
    ex = {"breaks": merge_sightings([Sighting(text, frames, "trace")]), "graph_break_count": 1}
    new = {"reason": reason("Dynamic shape operator", "0036"), "compile_id": "1/0",
           "user_stack": ["/home/me/recipe.py:30 in forward: idx = x.nonzero()"]}
    again = {"reason": text, "user_stack": [f"{f.file}:{f.line} in {f.name}" for f in frames]}
    assert merge_trace_breaks(ex, [new, again]) == 1
    assert ex["graph_break_count"] == 2 and [b["sources"] for b in ex["breaks"]] == [["trace", "compile"], ["compile"]]
    assert ex["breaks"][1]["category"] == "dynamic shape" and ex["breaks"][1]["line"] == 30
    skipped = {"reason": "Failed to handle graph break gracefully. Skipping the function and falling back to eager. "
               "Graph break encountered:\n\n" + PRINT, "user_stack": ["/home/me/gen.py:7 in chunks: print(i)"]}
    failed = {"id": "0/0", "name": "forward", "file": "/home/me/gen.py", "line": 12, "fail_type": "Unsupported",
              "fail_reason": PRINT}
    merge_trace_breaks(ex, [skipped], compile_ids=[failed])
    assert ex["not_captured"]["gb_id"] == "GB0059" and ex["not_captured"]["break_line"] == 7
    assert not_captured_line(ex) == "forward was not captured at all: Failed to trace builtin operator (/home/me/gen.py:7)"


def test_old_reports_merge_and_summarize():
    old = {"breaks": [{"reason": "generic_jump", "category": "data-dependent branch", "file": "/a.py", "line": 3,
                       "count": 1}], "graph_break_count": 1, "graph_count": 2}
    merge_trace_breaks(old, [])
    s = summary_of({"explain": old})
    assert s["graph_break_count"] == 1 and s["breaks"][0]["gb_id"] is None and s["not_captured"] is None
    nc = {"frame": "forward", "gb_type": "Data-dependent branching", "break_file": "/m.py", "break_line": 14}
    assert not_captured_line({"not_captured": nc}) == "forward was not captured at all: Data-dependent branching (/m.py:14)"


def test_a_partial_stage_keeps_its_results_and_makes_the_run_partial(tmp_path):
    from analyzers.report.schema import ModelSource, RunRequest
    from analyzers.report.store import RunStore
    from analyzers.runs.run_context import Run, StagePartial, final_status

    store = RunStore(tmp_path)
    run = Run(store, store.create_run(RunRequest(ModelSource("demo", "clean")))["run_id"])
    run.stages["load"] = StageResult("load", status="ok")
    with run.stage("explain"):
        run.report["explain"] = {"graph_count": 1}
        raise StagePartial("coverage not measured (NotImplementedError)")
    saved = json.loads(store.report_path(run.run_id).read_text())
    assert saved["explain"] == {"graph_count": 1} and saved["stages"][1]["status"] == "partial"
    assert saved["error"]["stage"] == "explain" and final_status(list(run.stages.values())) == "partial"
    assert Counter(s.status for s in run.stages.values()) == {"ok": 1, "partial": 1}
