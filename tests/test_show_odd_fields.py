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
def test_show_answers_over_every_field_of_the_wrong_type(tmp_path, run_id):
    original = json.loads((EXAMPLES / run_id / "report.json").read_text())
    store, folder = RunStore(tmp_path / "runs"), tmp_path / "runs" / run_id
    shutil.copytree(EXAMPLES / run_id, folder)
    tried, broken = 0, []
    for path in _paths(original):
        for odd in ODD:
            report = json.loads(json.dumps(original))
            (report if len(path) == 1 else report[path[0]])[path[-1]] = odd
            (folder / "report.json").write_text(json.dumps(report))
            for as_json in (False, True):
                out = io.StringIO()
                try:
                    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
                        rc = cli_reports.cmd_show(argparse.Namespace(run_id=run_id, json=as_json), store)
                except Exception as e:  # noqa: BLE001 - the assertion names every one
                    broken.append(f"{'.'.join(path)}={odd!r}: {type(e).__name__}: {e}")
                    continue
                tried += 1
                assert rc == 0 and out.getvalue().strip(), f"{'.'.join(path)}={odd!r}"
    assert tried > 300 and not broken, broken[:10]
