import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RECIPE = ROOT / "recipes" / "mlp_with_break.py"

# A page's exception fails the test that opened it (the app turns it into a message for users); the test of that
# message turns this off.
os.environ.setdefault("COMPILESCOPE_STRICT_PAGES", "1")
# Runs time in the worker's own process unless a test asks for fresh timing processes (tests/test_measurement.py
# does): two more processes per run would cost the suite minutes on 2 cores.
os.environ.setdefault("COMPILESCOPE_BENCH_PROCESSES", "0")


def _scan_components_once() -> None:
    """Every new ``AppTest`` scans the metadata of every installed package for Streamlit components (about 1.3 s on
    this machine, ~370 packages: more than most pages take to draw); the packages do not change during a test run,
    so the scan runs once per test process. The served app scans once at its start anyway."""
    try:
        from streamlit.components.v2 import manifest_scanner
    except ImportError:  # a Streamlit without v2 components scans nothing
        return
    scan = manifest_scanner.scan_component_manifests
    if getattr(scan, "cs_once", False):
        return
    found: list = []

    def once(*args, **kwargs):
        if not found:
            found.append(list(scan(*args, **kwargs)))
        return list(found[0])

    once.cs_once = True
    manifest_scanner.scan_component_manifests = once


_scan_components_once()


def cli(*args, runs_dir, timeout=600, env=None):
    """Run ``python -m analyzers`` as a user would; returns CompletedProcess."""
    e = dict(os.environ, PYTHONPATH=str(ROOT))
    e.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "analyzers", "--runs-dir", str(runs_dir), *args],
        capture_output=True, text=True, timeout=timeout, cwd=ROOT, env=e,
    )


@pytest.fixture(scope="session")
def cpu_run(tmp_path_factory):
    """One full CPU run of the example recipe (explain, compile, code, benchmark), shared by tests."""
    runs = tmp_path_factory.mktemp("runs")
    p = cli("run", "--recipe", str(RECIPE), "--device", "cpu", "--iterations", "20", "--warmup", "2", "--json",
            runs_dir=runs)
    assert p.returncode == 0, p.stderr
    summary = json.loads(p.stdout)
    report = json.loads(Path(summary["report"]).read_text())
    return {"runs": runs, "summary": summary, "report": report, "stderr": p.stderr}
