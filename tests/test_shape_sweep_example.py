"""The shipped shape sweep (``examples/shape_sweeps``: bert-base fp16 B8, seq 128/256/384/512 under dynamic
auto / true / false, recorded on an H200 with torch 2.11): ``seed_examples`` copies it into a fresh store,
whole and once, and the Shape sweeps page shows its figures there, whatever folder the store is in.
"""

from __future__ import annotations

import json

import pytest

from analyzers.report.store import RunStore
from analyzers.workflows.examples import EXAMPLES_DIR, seed_examples
from tests.test_app_pages import assert_ok, cards_of, open_view
from tests.test_paths import _absolute

SHAPE_SWEEPS = EXAMPLES_DIR.parent / "shape_sweeps"
SWEEP = "shapes-20261203-223657-shape-sweep-bert-bas-3bb9"

pytestmark = pytest.mark.skipif(not (SHAPE_SWEEPS / f"{SWEEP}.json").is_file(),
                                reason="the example shape sweep is not in this checkout")


@pytest.fixture
def store(tmp_path, monkeypatch):
    store = RunStore(tmp_path / "somewhere" / "runs")
    copied = seed_examples(store)
    assert copied["shape_sweeps"] == [SWEEP]
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(store.root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    return store


def _results(store: RunStore) -> dict[str, dict]:
    record = json.loads((store.root / "shape_sweeps" / f"{SWEEP}.json").read_text())
    return {s["dynamic"]: json.loads((store.root / s["result"]).read_text()) for s in record["settings"]}


def test_seeded_whole_once_and_named_relative_to_the_store(store):
    record = json.loads((store.root / "shape_sweeps" / f"{SWEEP}.json").read_text())
    assert not _absolute(record), _absolute(record)[:5]  # no folder of the recording machine (/tmp/ss, site-packages)
    for s in record["settings"]:  # the worker's log and result, found under the store they were copied into
        assert (store.root / s["log"]).is_file() and (store.root / s["result"]).is_file()
        assert _results(store)[s["dynamic"]]["calls"] == s["calls"]
    folder = store.root / "shape_sweeps" / SWEEP
    assert (folder / "spec.json").is_file() and not list(folder.glob("*/cache")) and not list(folder.glob("*/trace"))
    assert not list((store.root / "shape_sweeps").glob(".seed-*"))
    # never copied twice, never over the store's own (a record changed there stays as it is)
    (store.root / "shape_sweeps" / f"{SWEEP}.json").write_text(json.dumps(dict(record, status="mine")))
    assert seed_examples(store)["shape_sweeps"] == []
    assert json.loads((store.root / "shape_sweeps" / f"{SWEEP}.json").read_text())["status"] == "mine"


def test_the_examples_folder_stays_small():
    size = sum(p.stat().st_size for p in SHAPE_SWEEPS.rglob("*") if p.is_file())
    assert size < 3 * 2**20, size


def test_the_page_shows_the_example_on_a_fresh_store(store):
    at = open_view("shape_sweep")  # no id in the link: the newest (the only) shape sweep
    text = assert_ok(at)
    assert not at.error, [e.value for e in at.error]
    assert at.query_params["shape_sweep"] == SWEEP
    assert "No shape sweeps stored yet" not in text
    assert "bert-base on cuda · batch sizes 8 × seq 128,256,384,512 · status ok" in text
    cards = cards_of(at)
    assert cards == {"dynamic=auto": "1 recompile(s)", "dynamic=true": "0 recompile(s)",
                     "dynamic=false": "3 recompile(s)"}, cards
    for seconds in ("31.3 s compile", "28.5 s compile", "31.4 s compile"):  # totals.compile_s of auto, true, false
        assert seconds in text
    calls, totals = (df.value for df in at.dataframe)
    assert len(calls) == 12 and list(totals["dynamic"]) == ["auto", "true", "false"]
    assert list(totals["recompiles"]) == [1, 0, 3] and list(totals["failures"]) == [0, 0, 0]
    results = _results(store)
    for dyn, result in results.items():  # every latency of result.json, on its row
        rows = calls[calls["dynamic"] == dyn].sort_values("call")
        assert list(rows["median ms"]) == [c["median_ms"] for c in result["calls"]]
        assert list(rows["first call ms"]) == [c["first_call_ms"] for c in result["calls"]]
        assert list(rows["recompiled"]) == [c["recompiled"] for c in result["calls"]]
    auto = calls[calls["dynamic"] == "auto"].set_index("call")
    assert auto.loc[0, "median ms"] == 5.0813 and auto.loc[1, "recompiled"]
    assert auto.loc[1, "guard"] == "tensor 'kwargs['input_ids']' size mismatch at index 1. expected 128, actual 256"
    assert auto.loc[1, "source"] == "transformers/utils/generic.py:933 (wrapper)"
    static = calls[calls["dynamic"] == "false"].set_index("call")
    assert static.loc[2, "median ms"] == 2.1847 and static.loc[3, "guard"].endswith("expected 384, actual 512")

    (chart,) = _charts(at)
    names = [t["name"] for t in chart["data"]]
    assert names == ["dynamic=auto", "recompile (dynamic=auto)", "dynamic=true", "dynamic=false",
                     "recompile (dynamic=false)"]
    hover = "\n".join(h for t in chart["data"] for h in t.get("hovertext") or [])
    assert "median 5.081 ms" in hover and "median 2.185 ms" in hover and "expected 128, actual 256" in hover
    ticks = chart["layout"]["xaxis"]["ticktext"]
    assert ticks == ["#0 8×128", "#1 8×256", "#2 8×384", "#3 8×512"]
    assert chart["layout"]["xaxis"]["zeroline"] is False  # no rule drawn through call #0's points

    at.segmented_control(key="w_shape_sweep_y").set_value("first call").run()
    assert_ok(at)
    (chart,) = _charts(at)
    assert chart["layout"]["yaxis"]["type"] == "log"
    assert "first call 14825.9 ms" in "\n".join(h for t in chart["data"] for h in t.get("hovertext") or [])


def _charts(at) -> list[dict]:
    charts = [c for c in at.get("component_instance") if c.proto.component_name.endswith("plotly_basic")]
    return [json.loads(json.loads(c.proto.json_args)["figure"]) for c in charts]


def test_the_page_opens_the_example_from_its_link(store):
    at = open_view("shape_sweep", shape_sweep=SWEEP)
    assert_ok(at)
    assert not at.error and cards_of(at)["dynamic=false"] == "3 recompile(s)"


def test_a_store_folder_moved_after_seeding_still_shows_it(store, tmp_path, monkeypatch):
    moved = tmp_path / "moved"
    store.root.rename(moved)
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(moved))
    at = open_view("shape_sweep", shape_sweep=SWEEP)
    assert_ok(at)
    assert not at.error and cards_of(at)["dynamic=auto"] == "1 recompile(s)"
    record = json.loads((moved / "shape_sweeps" / f"{SWEEP}.json").read_text())
    assert all((moved / s["result"]).is_file() for s in record["settings"])
