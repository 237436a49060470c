"""The dashboard against odd input: reports whose fields have the wrong types, a page that fails anyway, a
broken index, an Inductor override that names a program; and ``make start`` listening on this machine only."""

from __future__ import annotations

import copy
import re
import sqlite3
import subprocess
from pathlib import Path

import pytest

from tests import report_factory as rf
from tests.test_app_pages import GOOD, assert_ok, open_view, plain, runs  # noqa: F401 - runs is a fixture

ROOT = Path(__file__).resolve().parents[1]
PAGES = ("overview", "breaks", "code", "compile", "graph", "kernels", "timeline")

# One field at a time replaced by a value of the wrong type (a hand-edited, truncated-then-fixed or foreign report).
ODD_FIELDS = [
    ("explain", "x"), ("explain", [1]), ("benchmark", 5), ("compile", "x"), ("code", [None]), ("profile", "p"),
    ("stages", "oops"), ("stages", [1, None, {"name": 3}]), ("error", "boom"), ("request", []), ("environment", 3),
    ("notes", "n"), ("model", 1), ("created", "yesterday"), ("created", 1e30), ("status", 7),
    ("explain.breaks", ["str", 3, None]), ("explain.graph_count", "two"), ("benchmark.eager", "e"),
    ("benchmark.speedup", "fast"), ("benchmark.numerics", "ok"), ("compile.recompiles", "r"),
    ("code.kernels", {"a": 1}), ("compile.phases", 3), ("code.modules", [7]),
]


def _odd_report(i: int, field: str, value) -> dict:
    report = copy.deepcopy(rf.good_report(f"20260101-000000-odd{i:02d}-0001"))
    section, _, key = field.partition(".")
    if key:
        report[section][key] = value
    else:
        report[section] = value
    return report


@pytest.fixture
def odd_runs(runs):  # noqa: F811 - the fixture imported above
    ids = []
    for i, (field, value) in enumerate(ODD_FIELDS):
        ids.append(rf.write_run(runs, _odd_report(i, field, value)))
    return ids


@pytest.mark.parametrize("view", PAGES)
def test_report_pages_show_reports_with_wrong_typed_fields(odd_runs, view):
    """Strict pages (the tests' setting): not one exception, not even one turned into a message."""
    for run_id, (field, value) in zip(odd_runs, ODD_FIELDS):
        at = open_view(view, run_id)
        assert not at.exception, (field, value, [e.value for e in at.exception])
        assert not any("This page cannot show this" in e.value for e in at.error), (field, value)


def test_runs_and_compare_pages_take_odd_reports(odd_runs):
    assert_ok(open_view("runs"))
    for part in (odd_runs[:9], odd_runs[9:18], odd_runs[18:]):
        assert_ok(open_view("compare", compare=",".join(part)))


def test_a_page_that_fails_anyway_is_one_message(runs, monkeypatch):  # noqa: F811
    from dashboard.views import overview

    monkeypatch.setenv("COMPILESCOPE_STRICT_PAGES", "0")

    def broken(report):
        raise KeyError("no such field")

    monkeypatch.setattr(overview, "headline_cards", broken)
    at = open_view("overview", GOOD)
    assert not at.exception
    assert any("This page cannot show this: KeyError" in plain(e.value) for e in at.error)
    assert at.sidebar.selectbox  # the rest of the app is still there


def test_runs_page_lists_from_the_reports_when_the_index_is_broken(runs):  # noqa: F811
    (runs / "index.sqlite").write_bytes(b"garbage" * 100)
    at = open_view("runs")
    text = assert_ok(at)
    assert any("reindex" in plain(w.value) and "index" in plain(w.value) for w in at.warning)
    assert GOOD in " ".join(str(df.value) for df in at.dataframe) or GOOD in text


def test_runs_page_lists_a_foreign_index_untouched(runs):  # noqa: F811
    index = runs / "index.sqlite"
    index.unlink()
    with sqlite3.connect(index) as db:
        db.execute("CREATE TABLE invoices (id INTEGER)")
    before = index.read_bytes()
    assert_ok(open_view("runs"))
    assert index.read_bytes() == before


@pytest.mark.parametrize("line, expected", [
    ("cpp.cxx=/bin/true", "cpp.cxx cannot be set here"),
    ("max_autotune_gemm_backends=ATEN", "cannot be set here"),
    ("max_autotune=notabool", "takes True or False"),
    ("compile_threads=-5", "compile_threads takes a number"),
])
def test_new_run_refuses_overrides_outside_the_allow_list(runs, monkeypatch, line, expected):  # noqa: F811
    from analyzers.runs import queue as jobs

    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    before = sorted(p.name for p in runs.iterdir())
    at = open_view("new_run")
    at.text_area(key="nr_inductor").set_value(line).run()
    next(b for b in at.button if b.label == "Queue run").click().run()
    assert_ok(at)
    assert any(expected in plain(e.value) for e in at.error), [e.value for e in at.error]
    assert sorted(p.name for p in runs.iterdir()) == before  # no run created
    assert "run" not in at.query_params


def test_new_run_accepts_an_allowed_override(runs, monkeypatch):  # noqa: F811
    from analyzers.runs import queue as jobs

    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    at = open_view("new_run")
    at.text_area(key="nr_inductor").set_value("max_autotune=True\ntriton.multi_kernel=2").run()
    next(b for b in at.button if b.label == "Queue run").click().run()
    assert_ok(at)
    from analyzers.report.store import RunStore

    report = RunStore(runs).load_report(at.query_params["run"])
    assert report["request"]["options"]["inductor_config"] == {"max_autotune": True, "triton.multi_kernel": 2}


@pytest.mark.parametrize("target", ["start", "viewer"])
def test_make_listens_on_localhost_unless_told(target):
    def streamlit_line(*extra: str) -> str:
        out = subprocess.run(["make", "-n", target, *extra], cwd=ROOT, capture_output=True, text=True, check=True)
        return next(line for line in out.stdout.splitlines() if "streamlit run" in line)

    assert re.search(r"--server\.address 127\.0\.0\.1\b", streamlit_line())
    assert re.search(r"--server\.address 0\.0\.0\.0\b", streamlit_line("ADDRESS=0.0.0.0"))
