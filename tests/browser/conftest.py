"""Real-browser fixtures: a `streamlit run` server on a free port and Debian's headless chromium.

The server reads a temporary runs folder (``COMPILESCOPE_RUNS``); the tests launch runs into it from
the New run page. Playwright drives ``/usr/bin/chromium`` (a test tool's own browser download does not
work on these machines); without it every browser test is skipped.

Helpers other scripts reuse (``benchmarks/links/bench_open_link.py``): ``free_port``, ``start_server``,
``stop_server``, ``launch_chromium``, ``wait_idle``.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "dashboard" / "serve.py"  # the app (dashboard/app.py) behind the link first-paint middleware, as make start runs it
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
# The app is idle when its script has finished and no "Running..." status widget is left.
IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'
RUNNING_WIDGET = '[data-testid="stStatusWidget"]'


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(runs_dir: Path, port: int, log_path: Path, timeout: float = 60,
                 viewer: bool = False, static_charts: bool = False) -> subprocess.Popen:
    """``streamlit run dashboard/serve.py`` headless on ``port`` (``viewer``: read-only, as ``make viewer``);
    returns once /_stcore/health answers. ``static_charts``: shared pages get their charts drawn by the server
    (``dashboard/server/chart_images.py``, a Chromium of its own); off for the tests of other things, whose live opens
    would otherwise have every finished run's charts drawn in the background."""
    env = dict(os.environ, COMPILESCOPE_RUNS=str(runs_dir), COMPILESCOPE_RECIPES=str(ROOT / "recipes"),
               COMPILESCOPE_STATIC_CHARTS="1" if static_charts else "0")
    env.pop("COMPILESCOPE_VIEWER", None)
    if viewer:
        env["COMPILESCOPE_VIEWER"] = "1"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    cmd = [
        sys.executable, "-m", "streamlit", "run", str(APP),
        "--server.headless", "true",
        "--server.port", str(port),
        "--server.address", "127.0.0.1",
        "--browser.gatherUsageStats", "false",
        "--server.fileWatcherType", "none",
    ]  # fmt: skip
    with open(log_path, "wb") as log:  # the server keeps its own handle
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + timeout
    url = f"http://127.0.0.1:{port}/_stcore/health"
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"streamlit exited with {proc.returncode}:\n{log_path.read_text()[-3000:]}")
        with suppress(OSError), urllib.request.urlopen(url, timeout=2) as r:
            if r.status == 200:
                return proc
        time.sleep(0.2)
    stop_server(proc)
    raise RuntimeError(f"streamlit did not answer {url} within {timeout} s:\n{log_path.read_text()[-3000:]}")


@contextmanager
def served(runs_dir: Path, static_charts: bool = False):
    """The base URL of a server (``start_server``) over ``runs_dir`` on a free port, stopped on leaving; its log
    goes beside the runs folder."""
    port = free_port()
    proc = start_server(runs_dir, port, runs_dir.parent / f"{runs_dir.name}-streamlit.log", static_charts=static_charts)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        stop_server(proc)


def stop_server(proc: subprocess.Popen) -> None:
    """Stop the server (its own process group: only what it started)."""
    if proc.poll() is not None:
        return
    with suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        with suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


def _ours(pid: int, *words: str) -> bool:
    """Whether process ``pid`` is the engine process we started (its command line has all ``words``)."""
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return False
    return "analyzers" in cmdline and all(w in cmdline for w in words)


def stop_dispatcher(runs_dir: Path) -> None:
    """Stop the background dispatcher the New run page started for ``runs_dir`` (pid in its lock file)
    and any worker it left running (pid in the run index), each in its own session."""
    root = str(runs_dir.resolve())
    with suppress(OSError, ValueError):
        pid = int((runs_dir / "dispatcher.lock").read_text().strip())
        if _ours(pid, "dispatch", root):
            os.kill(pid, signal.SIGTERM)
    with suppress(Exception):
        from analyzers.report.store import RunStore

        for row in RunStore(runs_dir).list_runs(status="running"):
            pid = row.get("pid")
            if pid and _ours(pid, "execute", row["run_id"]):
                with suppress(ProcessLookupError):
                    os.killpg(pid, signal.SIGKILL)


def launch_chromium(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)


def wait_idle(page, timeout: float = 30_000) -> None:
    """Wait until the script run finished and no "Running..." widget is left. Checked twice, a moment
    apart, so a rerun that starts right after the first (a link switching to its view) is not missed."""
    idle = f"() => !!document.querySelector('{IDLE}') && !document.querySelector('{RUNNING_WIDGET}')"
    for _ in range(2):
        page.wait_for_function(idle, timeout=timeout, polling=50)
        page.wait_for_timeout(150)


# -- fixtures ----------------------------------------------------------------------------------
def pytest_collection_modifyitems(config, items):
    if Path(CHROMIUM).exists():
        return
    skip = pytest.mark.skip(reason=f"{CHROMIUM} is missing (Debian package chromium; scripts/system_deps.sh)")
    for item in items:
        if "browser" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_runs_dir():
    with tempfile.TemporaryDirectory(prefix="cs-browser-runs-") as d:
        yield Path(d)


@pytest.fixture(scope="session")
def app_url(browser_runs_dir):
    """Base URL of a `streamlit run` server over an empty temporary runs folder."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing")
    port = free_port()
    log = browser_runs_dir.parent / f"{browser_runs_dir.name}-streamlit.log"
    proc = start_server(browser_runs_dir, port, log)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        stop_server(proc)
        stop_dispatcher(browser_runs_dir)
        with suppress(OSError):
            log.unlink()


@pytest.fixture(scope="session")
def examples_url():
    """Base URL of a server over a runs folder seeded with the shipped examples (what ``make start`` serves)."""
    from analyzers.report.store import RunStore
    from analyzers.workflows.examples import EXAMPLES_DIR, seed_examples

    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing")
    if not any(EXAMPLES_DIR.glob("*/report.json")):
        pytest.skip("the example reports are not in this checkout")
    with tempfile.TemporaryDirectory(prefix="cs-examples-") as d:
        runs = Path(d) / "runs"
        seed_examples(RunStore(runs))
        with served(runs) as base:
            yield base


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = launch_chromium(p)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def context(browser):
    """A fresh browser context (no cookies, no storage) per test."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    ctx.set_default_timeout(30_000)
    try:
        yield ctx
    finally:
        ctx.close()


@pytest.fixture
def page(context):
    return context.new_page()
