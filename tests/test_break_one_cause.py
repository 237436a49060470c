"""One graph-break row per cause: a ``nonzero`` inside an installed library (torch_geometric's
``utils/loop.py`` on the H200; ``tests/data/break_recipes/site-packages/fakegeo`` here) reached from two user lines
(``self.c1`` and ``self.c2``) is one row at the library line, with both call chains, count 2, the graphs it split and
its cost; never a row per call site with 0.0 ms beside the cause's.

torchvision's Faster R-CNN (the H200's sightings in ``tests/data/break_frcnn_h200``; the stand-in
``site-packages/fakevision`` here): the RoI pooler's scale setup breaks three times on the model's first call only
(``poolers.py:104``, ``:125``, ``:126``, inside ``_setup_scales`` called at ``:310``): one row at that call, not three
rows of 0 splits and 0.0 ms; ``:104``, reached through a comprehension, is one break however Dynamo reached it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from analyzers.analyses.breaks.break_frames import ENGINE_DIR, Frame, blame, collapse_comprehensions
from analyzers.analyses.breaks.break_records import (
    Sighting,
    fold_one_time_setup,
    merge_sightings,
    merge_trace_breaks,
    row_key,
)
from tests.conftest import cli

RECIPES = Path(__file__).parent / "data" / "break_recipes"
RECIPE = RECIPES / "library_two_layers.py"
LIB = RECIPES / "site-packages" / "fakegeo"
REASON = "Dynamic shape operator\n  Explanation: Operator `aten.nonzero.default`'s output shape depends on input data"


def line_of(path: Path, marker: str) -> int:
    (n,) = [i + 1 for i, t in enumerate(path.read_text().splitlines()) if t.rstrip().endswith(marker)]
    return n


def _frames(call_marker: str | None) -> list[Frame]:
    inner = [Frame(str(LIB / "conv.py"), 13, "forward", "edge_index = remove_self_loops(edge_index)"),
             Frame(str(LIB / "loop.py"), line_of(LIB / "loop.py", "# BREAK library"), "remove_self_loops",
                   "idx = torch.nonzero(keep).flatten()  # BREAK library")]
    if call_marker is None:  # the library's own frame, compiled after the caller broke at its call
        return inner
    return [Frame(str(RECIPE), line_of(RECIPE, call_marker), "forward", "self.c(x)")] + inner


def test_one_library_cause_reached_from_two_user_lines_is_one_row():
    sightings = [Sighting(REASON, _frames("# CALL 1"), "explain"), Sighting(REASON, _frames("# CALL 2"), "explain"),
                 Sighting(REASON, _frames(None), "trace"), Sighting(REASON, _frames(None), "trace")]
    (row,) = merge_sightings(sightings, [str(RECIPE)])
    loop = line_of(LIB / "loop.py", "# BREAK library")
    assert row["file"].endswith("fakegeo/loop.py") and row["line"] == loop and "nonzero" in row["code"]
    assert row["count"] == 2 and len(row["call_chains"]) == 2
    assert [s.split(" in ")[0].rsplit(":", 1)[1] for s in row["call_sites"]] == [
        str(line_of(RECIPE, "# CALL 1")), str(line_of(RECIPE, "# CALL 2"))]
    assert all(c[-1].startswith(f"{row['file']}:{loop} ") for c in row["call_chains"])
    assert row["sources"] == ["explain", "trace"]
    # read back from a report, the row meets the same cause again (a later trace's sightings)
    again = merge_sightings([Sighting(REASON, _frames("# CALL 2"), "compile")], [str(RECIPE)], existing=[row])
    assert len(again) == 1 and again[0]["sources"] == ["explain", "trace", "compile"]
    assert row_key(row) == (row["file"], row["line"]) and not row["library_file"]
    assert row["call_chain"] == row["call_sites"]  # the view's "Called from": each user line


def test_one_call_site_keeps_the_users_line_with_the_library_beside_it():
    # the library's own frame is seen first: the row still ends at the user's line
    rows = merge_sightings([Sighting(REASON, _frames(None), "trace"), Sighting(REASON, _frames("# CALL 1"), "explain")],
                           [str(RECIPE)])
    (row,) = rows
    assert (Path(row["file"]).name, row["line"]) == (RECIPE.name, line_of(RECIPE, "# CALL 1"))
    assert row["library_file"].endswith("fakegeo/loop.py") and row["count"] == 1 and len(row["call_sites"]) == 1


@pytest.mark.slow
def test_the_engine_gives_one_row_with_both_chains_its_splits_and_its_cost(tmp_path):
    p = cli("run", "--recipe", str(RECIPE), "--device", "cpu", "--only", "explain,compile,profile", "--json",
            runs_dir=tmp_path)
    assert p.returncode == 0, p.stderr[-3000:]
    summary = json.loads(p.stdout)
    (b,) = summary["breaks"]
    assert b["file"].endswith("fakegeo/loop.py") and b["count"] == 2 and summary["graph_break_count"] == 2
    assert len(b["call_chains"]) == 2 and len(b["call_sites"]) == 2
    assert b["cost_ms"] and b["cost_ms"] > 0 and b["graph_splits"] >= 2
    report = json.loads(Path(summary["report"]).read_text())
    (row,) = report["explain"]["breaks"]
    assert set(row["sources"]) >= {"explain", "compile"}
    assert {g["break_row"] for g in report["break_cost"]["graphs"]} <= {0, None}


# -- torchvision's Faster R-CNN: the RoI pooler's one-time scale setup is one row --------------------------

FRCNN = Path(__file__).parent / "data" / "break_frcnn_h200" / "sightings.json"
POOLER = RECIPES / "library_pooler.py"
VISION = RECIPES / "site-packages" / "fakevision"
ITEM = "Unsupported Tensor.item() call with capture_scalar_outputs=False"


def test_a_comprehension_frame_is_its_functions_frame():
    outer = Frame("/x/site-packages/tv/poolers.py", 310, "forward", "s = _setup_scales(x)")
    inner = Frame("/x/site-packages/tv/poolers.py", 104, "_infer_scale", "float(t)")
    inlined = [outer, Frame(outer.file, 122, "_setup_scales", "[_infer_scale(f) for f in fs]"), inner]
    py312 = [outer, Frame(outer.file, 109, "_setup_scales", ""),  # Dynamo's frame for a comprehension it broke in
             Frame(outer.file, 122, "__comprehension__setup_scales_at_122_42", "[_infer_scale(f) for f in fs]"), inner]
    py311 = [outer, Frame(outer.file, 122, "_setup_scales", "[_infer_scale(f) for f in fs]"),
             Frame(outer.file, 122, "<listcomp>", "[_infer_scale(f) for f in fs]"), inner]
    assert collapse_comprehensions(py312) == collapse_comprehensions(py311) == inlined
    assert blame(py312).model == blame(inlined).model and blame(py312).in_library
    (row,) = merge_sightings([Sighting(ITEM, py312, "trace"), Sighting(ITEM, inlined, "trace")])
    assert row["count"] == 1 and row["line"] == 104  # one break, however Dynamo reached it


def _frcnn() -> dict:
    data = json.loads(FRCNN.read_text().replace("{ENGINE}", ENGINE_DIR))
    data["sightings"] = [Sighting(s["reason"], [Frame(*f) for f in s["frames"]], s["source"], s["compile_id"])
                         for s in data["explain"]]
    return data


def _place(row: dict) -> tuple:
    return row["file"], row["line"], row["count"]


def test_frcnn_on_the_h200_gives_one_row_per_cause():
    d = _frcnn()
    rows = merge_sightings(d["sightings"], d["user_files"])
    # explain alone (the model's first call): every break, poolers.py:104 once (it was counted twice)
    assert [_place(r) for r in rows] == [
        ("torchvision/ops/boxes.py", 145, 2), ("torchvision/ops/boxes.py", 48, 1),
        ("torchvision/ops/poolers.py", 125, 1), ("torchvision/ops/poolers.py", 126, 1),
        ("torchvision/models/detection/roi_heads.py", 720, 1), ("torchvision/ops/poolers.py", 104, 1),
        ("torchvision/ops/poolers.py", 201, 1)]
    assert all(r["in_library"] and not r.get("first_call_only") for r in rows)
    explain = {"breaks": rows}
    merge_trace_breaks(explain, d["compile_graph_breaks"], d["user_files"], compile_ids=d["compile_ids"])
    # the compiled calls never meet the pooler's scale setup: one row at its call, holding its three breaks
    assert [_place(r) for r in explain["breaks"]] == [
        ("torchvision/ops/boxes.py", 145, 2), ("torchvision/ops/boxes.py", 48, 1),
        ("torchvision/ops/poolers.py", 310, 3),
        ("torchvision/models/detection/roi_heads.py", 720, 1), ("torchvision/ops/poolers.py", 201, 1)]
    assert explain["graph_break_count"] == 8 and explain["break_locations"] == 5
    boxes, nms, setup, post, level = explain["breaks"]
    assert "_setup_scales(" in setup["code"] and setup["first_call_only"] and setup["gb_type"] == ITEM
    assert [s.split(" in ")[0] for s in setup["breaks_inside"]] == [
        "torchvision/ops/poolers.py:104", "torchvision/ops/poolers.py:125", "torchvision/ops/poolers.py:126"]
    assert sorted(c[-1].split(" in ")[0] for c in setup["call_chains"]) == [
        s.split(" in ")[0] for s in setup["breaks_inside"]]
    assert all(c[2].startswith("torchvision/ops/poolers.py:310 ") for c in setup["call_chains"])
    assert [s.split(" in ")[0] for s in setup["call_chain"]] == [
        "torchvision/models/detection/generalized_rcnn.py:118", "torchvision/models/detection/roi_heads.py:772"]
    assert set(setup["sources"]) == {"explain", "trace"}
    # the breaks of every call stay rows of their own: two chains reach boxes.py:145 (RPN and detections)
    assert not any(r.get("first_call_only") for r in (boxes, nms, post, level))
    assert [c[1].split(" in ")[0] for c in boxes["call_chains"]] == [
        "torchvision/models/detection/rpn.py:372", "torchvision/models/detection/roi_heads.py:786"]
    # read back from the report, the folded row meets each of its breaks again
    again = merge_sightings([s for s in d["sightings"] if s.compile_id in ("18/0", "19/0")], d["user_files"],
                            existing=explain["breaks"])
    assert [_place(r) for r in again] == [_place(r) for r in explain["breaks"]]


def test_first_call_breaks_in_user_code_or_of_two_kinds_stay_rows():
    user = str(RECIPE)
    a = [Frame(user, 5, "forward", "self.setup(x)"), Frame(user, 9, "setup", "a = x.sum().item()")]
    b = [Frame(user, 5, "forward", "self.setup(x)"), Frame(user, 10, "setup", "b = x.max().item()")]
    rows = merge_sightings([Sighting(ITEM, a, "explain"), Sighting(ITEM, b, "explain")], [user])
    explain = {"breaks": rows}
    merge_trace_breaks(explain, [{"reason": REASON, "user_stack": [f.label() for f in _frames("# CALL 1")],
                                  "compile_id": "3/0"}], [user])
    assert [(Path(r["file"]).name, r["line"], r.get("first_call_only")) for r in explain["breaks"]][:2] == [
        (RECIPE.name, 9, True), (RECIPE.name, 10, True)]  # the user's own lines: each one to edit
    lib = [Frame(str(LIB / "conv.py"), 13, "forward", "f(x)"), Frame(str(LIB / "loop.py"), 5, "f", "x.item()")]
    lib2 = [Frame(str(LIB / "conv.py"), 13, "forward", "f(x)"), Frame(str(LIB / "loop.py"), 6, "f", "nonzero(x)")]
    rows = fold_one_time_setup([dict(r, first_call_only=True) for r in merge_sightings(
        [Sighting(ITEM, lib, "explain"), Sighting(REASON, lib2, "explain")])])
    assert [r["line"] for r in rows] == [5, 6]  # two kinds of break: two causes


@pytest.mark.slow
def test_the_engine_folds_the_stand_in_poolers_setup(tmp_path):
    setup_at = line_of(VISION / "poolers.py", "# CALL setup")
    inside = sorted(line_of(VISION / "poolers.py", m) for m in ("# BREAK infer scale", "# BREAK lvl_min",
                                                                 "# BREAK lvl_max"))
    p = cli("run", "--recipe", str(POOLER), "--device", "cpu", "--only", "explain", "--json", runs_dir=tmp_path)
    assert p.returncode == 0, p.stderr[-3000:]
    first = json.loads(p.stdout)
    assert len(first["breaks"]) == 5 and first["graph_break_count"] == 6  # explain alone: a row per line
    (infer,) = [b for b in first["breaks"] if b["line"] == inside[0]]
    assert [c.split(" in ")[1].split(":")[0] for c in infer["call_chains"][0]][-2:] == ["_setup_scales",
                                                                                        "_infer_scale"]
    p = cli("run", "--recipe", str(POOLER), "--device", "cpu", "--only", "explain,compile", "--backend", "eager",
            "--json", runs_dir=tmp_path)
    assert p.returncode == 0, p.stderr[-3000:]
    summary = json.loads(p.stdout)
    assert summary["graph_break_count"] == 6 and len(summary["breaks"]) == 3
    boxes, setup, level = json.loads(Path(summary["report"]).read_text())["explain"]["breaks"]
    assert boxes["file"].endswith("fakevision/boxes.py") and boxes["count"] == 2 and len(boxes["call_chains"]) == 2
    assert (setup["file"].endswith("fakevision/poolers.py") and setup["line"] == setup_at and setup["count"] == 3
            and setup["first_call_only"] and len(setup["call_chains"]) == 3)
    assert sorted(int(s.split(" in ")[0].rsplit(":", 1)[1]) for s in setup["breaks_inside"]) == inside
    assert setup["context"] and any("_setup_scales(" in t for t in setup["context"])  # its lines, read back
    assert level["line"] == line_of(VISION / "poolers.py", "# BREAK level") and not level.get("first_call_only")
