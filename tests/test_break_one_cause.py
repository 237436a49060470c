"""One graph-break row per cause (issue 37): a ``nonzero`` inside an installed library (torch_geometric's
``utils/loop.py`` on the H200; ``tests/data/break_recipes/site-packages/fakegeo`` here) reached from two user lines
(``self.c1`` and ``self.c2``) is one row at the library line, with both call chains, count 2, the graphs it split and
its cost; never a row per call site with 0.0 ms beside the cause's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from analyzers.analyses.breaks.break_frames import Frame
from analyzers.analyses.breaks.break_records import Sighting, merge_sightings, row_key
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
