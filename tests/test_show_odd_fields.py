"""``show`` over a hand-edited report: any field, at the top or one level down, holding a value of the wrong type
(a number, a list, a string where a section belongs) leaves ``show`` answering, never a traceback."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import shutil
from pathlib import Path

import pytest

from analyzers import cli_reports
from analyzers.report.store import RunStore

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "runs"
# the first screen (every analysis on a GPU run) and a CPU run with cold start and compile-time changes
RUNS = ("20261207-054614-resnet50-layout-fp32-c241", "20261207-061234-block-stack-compile-time-7a02")
ODD = (3, [1], "x")


def _paths(report: dict):
    for key, value in report.items():
        if key in ("run_id", "schema_version"):
            continue
        yield (key,)
        if isinstance(value, dict):
            yield from ((key, sub) for sub in value)


@pytest.mark.parametrize("run_id", RUNS)
def test_show_answers_over_every_field_of_the_wrong_type(tmp_path, monkeypatch, run_id):
    text = (EXAMPLES / run_id / "report.json").read_text()
    store = RunStore(tmp_path / "runs")
    shutil.copytree(EXAMPLES / run_id, tmp_path / "runs" / run_id)
    assert store.load_report(run_id)["run_id"] == run_id  # the stored report loads as shown
    report = json.loads(text)
    monkeypatch.setattr(store, "load_report", lambda rid: report)  # each variant in memory, not written and read
    tried, broken = 0, []
    for path in list(_paths(report)):
        holder = report if len(path) == 1 else report[path[0]]
        kept = holder[path[-1]]
        for odd in ODD:
            holder[path[-1]] = odd
            for as_json in (False, True) if odd == 3 else (False,):  # --json reads the same summary
                out = io.StringIO()
                try:
                    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
                        rc = cli_reports.cmd_show(argparse.Namespace(run_id=run_id, json=as_json), store)
                except Exception as e:  # noqa: BLE001 - the assertion names every one
                    broken.append(f"{'.'.join(path)}={odd!r}: {type(e).__name__}: {e}")
                    continue
                tried += 1
                assert rc == 0 and out.getvalue().strip(), f"{'.'.join(path)}={odd!r}"
        holder[path[-1]] = kept
    assert report == json.loads(text)  # show left the report as it found it
    assert tried > 200 and not broken, broken[:10]
