"""Load: 20 browser sessions open report views while 2 runs execute; no page shows an exception.

One runs folder with the shipped examples (as ``make start`` seeds them) and a hostile run (``report_factory``),
served twice: by the dashboard and by a read-only viewer (``make viewer``). Two CPU runs are started from the
command line with a recipe whose forward waits (asleep, using no CPU) until the test releases it, so both are
``running`` for as long as the sessions take. Then 20 browser contexts (15 on the dashboard, 5 on the viewer) each
open views one after another, all contexts at once; a context holds one session per page it opens. Every page must
finish its script with the heading of its view, no exception box, no traceback or "cannot show" message, no
script error, and nothing injected by the hostile run. The viewer's sessions also try the New run page by its path
and by ``?view=``. Afterwards both runs finish ``ok`` and neither server logged a traceback.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
import urllib.request
from contextlib import suppress
from pathlib import Path

import pytest

from analyzers.report.store import RunStore
from analyzers.workflows.examples import EXAMPLES_DIR, seed_examples
from tests import report_factory as rf
from tests.browser.conftest import (
    CHROMIUM,
    CHROMIUM_ARGS,
    IDLE,
    ROOT,
    free_port,
    start_server,
    stop_server,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

SESSIONS = 20
VIEWER_SESSIONS = 5  # of the 20
VIEWS_PER_SESSION = 3
PAGE_TIMEOUT_MS = 240_000  # 20 sessions on 2 cores: a page may wait its turn

PROFILED = "20261130-142821-bert-base-fp16-counters-ef4b"
BREAK_DEMO = "20261202-004205-demo-item-cuda-73bb"
SWEEP = "sweep-20261202-003754-bert-base-b8-s512-da40"
EAGER_CELL = "20261202-003754-bert-base-b8-s512-eager-0c50"
DEFAULT_CELL = "20261202-003823-bert-base-b8-s512-defaul-f77d"
HOSTILE = "20260101-000000-hostile-0007"

# The forward of this recipe (first called by the load stage's check) says it is waiting, then waits for the
# release file, asleep, in a function Dynamo leaves alone: the run stays ``running`` until the test lets it go.
WAITING_RECIPE = '''
    import os
    import time

    import torch


    @torch._dynamo.disable
    def wait_for_release():
        release = os.environ["CS_LOAD_RELEASE"]
        open(f"{release}.waiting-{os.getpid()}", "w").close()
        deadline = time.time() + 600
        while not os.path.exists(release) and time.time() < deadline:
            time.sleep(0.2)


    class Waits(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = torch.nn.Linear(8, 8)

        def forward(self, x):
            wait_for_release()
            return torch.relu(self.fc(x))


    def build_model():
        return Waits()


    def example_inputs():
        return (torch.ones(2, 8),)
'''

HEADINGS = {"": "Overview", "overview": "Overview", "breaks": "Graph breaks", "graph": "Graph",
            "code": "Generated code", "kernels": "Kernels", "timeline": "Timeline", "compile": "Compile",
            "runs": "Runs", "compare": "Compare runs", "sweep": "Sweeps", "new_run": "New run"}


def dashboard_views(running: list[str]) -> list[tuple[str, str]]:
    """(path and query, heading the page must show) for the dashboard's sessions."""
    a, b = running
    return [
        (f"/?run={PROFILED}&view=overview", "Overview"),
        (f"/kernels?run={PROFILED}&view=kernels", "Kernels"),
        (f"/timeline?run={PROFILED}&view=timeline", "Timeline"),
        (f"/graph?run={BREAK_DEMO}&view=graph", "Graph"),
        (f"/breaks?run={BREAK_DEMO}&view=breaks", "Graph breaks"),
        (f"/code?run={PROFILED}&view=code", "Generated code"),
        (f"/compile?run={PROFILED}&view=compile", "Compile"),
        (f"/sweep?view=sweep&sweep={SWEEP}", "Sweeps"),
        (f"/compare?view=compare&compare={EAGER_CELL},{DEFAULT_CELL}", "Compare runs"),
        ("/runs?view=runs", "Runs"),  # the queue panel polls while the runs go
        (f"/new_run?view=new_run&run={a}", "New run"),  # follows a running run, polling every second
        (f"/?run={b}&view=overview", "Overview"),  # a running run's report
        (f"/breaks?run={HOSTILE}&view=breaks", "Graph breaks"),
        (f"/graph?run={HOSTILE}&view=graph", "Graph"),
        (f"/code?run={HOSTILE}&view=code", "Generated code"),
        (f"/?view=compile&run={HOSTILE}", "Compile"),  # a link to the root naming its view
        (f"/decode?run={b}&view=decode", None),  # not a decode run: the page says so
    ]


def viewer_views(running: list[str]) -> list[tuple[str, str]]:
    a, _ = running
    return [
        ("/new_run", "Overview"),  # not a page of the viewer: the default one opens
        ("/?view=new_run", "Overview"),
        ("/runs?view=runs", "Runs"),
        (f"/?run={a}&view=overview", "Overview"),
        (f"/breaks?run={HOSTILE}&view=breaks", "Graph breaks"),
        (f"/kernels?run={PROFILED}&view=kernels", "Kernels"),
    ]


@pytest.fixture(scope="module")
def loaded():
    """Both servers over one runs folder, and the two runs waiting in their explain stage."""
    if not (EXAMPLES_DIR / PROFILED).is_dir():
        pytest.skip("the example reports are not in this checkout")
    with tempfile.TemporaryDirectory(prefix="cs-load-") as d:
        tmp = Path(d)
        runs = tmp / "runs"
        seed_examples(RunStore(runs))
        rf.write_run(runs, rf.hostile_report(HOSTILE), {"artifacts/code/0_0.py": rf.CODE_MODULE,
                                                       "artifacts/graphs.json": rf.hostile_graphs()})
        rf.write_machine(runs)  # the New run page reads these facts instead of asking the engine
        recipe = tmp / "waits.py"
        recipe.write_text(textwrap.dedent(WAITING_RECIPE))
        release = tmp / "release"
        env = dict(os.environ, CS_LOAD_RELEASE=str(release), COMPILESCOPE_WARM_WORKER="0")
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
        procs = [subprocess.Popen([sys.executable, "-m", "analyzers", "--runs-dir", str(runs), "run", "--recipe",
                                   str(recipe), "--device", "cpu", "--only", "explain", "--label", f"load {i}"],
                                  cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=open(tmp / f"run{i}.log", "wb"),
                                  start_new_session=True) for i in range(2)]
        servers = []
        try:
            for viewer in (False, True):
                port = free_port()
                log = tmp / f"streamlit-{'viewer' if viewer else 'dashboard'}.log"
                servers.append((start_server(runs, port, log, viewer=viewer), f"http://127.0.0.1:{port}", log))
            running = _wait_running(runs, procs, tmp, release)
            yield {"runs": runs, "running": running, "procs": procs, "release": release, "servers": servers,
                   "tmp": tmp}
        finally:
            release.touch()
            for p in procs:
                with suppress(subprocess.TimeoutExpired):
                    p.wait(timeout=60)
                if p.poll() is None:
                    with suppress(ProcessLookupError):
                        os.killpg(p.pid, signal.SIGKILL)
                    p.wait(timeout=10)
            for proc, _, _ in servers:
                stop_server(proc)


def _wait_running(runs: Path, procs: list[subprocess.Popen], tmp: Path, release: Path,
                  timeout: float = 300) -> list[str]:
    """The ids of the two runs once both are ``running`` with their forward waiting."""
    store = RunStore(runs)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        waiting = list(release.parent.glob(f"{release.name}.waiting-*"))
        ids = sorted(r["run_id"] for r in store.list_runs(status="running"))
        if len(waiting) == 2 and len(ids) == 2:
            return ids
        for i, p in enumerate(procs):
            assert p.poll() is None, (tmp / f"run{i}.log").read_text()[-3000:]
        time.sleep(0.5)
    raise AssertionError("the two runs did not start their forward in time")


IDLE_JS = f"() => !!document.querySelector('{IDLE}')"
STATE_JS = """() => ({
    exceptions: document.querySelectorAll('[data-testid="stException"]').length,
    main: (document.querySelector('[data-testid="stMain"]') || document.body).innerText,
    headings: [...document.querySelectorAll('[data-testid="stMain"] h1, [data-testid="stMain"] h2')]
        .map(h => h.innerText.trim()),
    buttons: [...document.querySelectorAll('button')].map(b => b.innerText.trim()).filter(t => t),
    pwned: window.__pwned === undefined ? null : String(window.__pwned),
    injected: document.querySelectorAll('img[src="x"], img[onerror]').length,
})"""


async def _session(browser, base: str, views: list[tuple[str, str | None]], viewer: bool) -> list[dict]:
    ctx = await browser.new_context(viewport={"width": 1400, "height": 1000})
    ctx.set_default_timeout(PAGE_TIMEOUT_MS)
    out = []
    try:
        page = await ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        for path, heading in views:
            t0 = time.monotonic()
            await page.goto(base + path, timeout=PAGE_TIMEOUT_MS)
            await page.wait_for_function(IDLE_JS, timeout=PAGE_TIMEOUT_MS, polling=100)
            if heading:
                await page.get_by_role("heading", name=heading, exact=True).first.wait_for(timeout=PAGE_TIMEOUT_MS)
            await page.wait_for_timeout(500)  # a rerun right after the first (a link switching view) is caught
            await page.wait_for_function(IDLE_JS, timeout=PAGE_TIMEOUT_MS, polling=100)
            state = await page.evaluate(STATE_JS)
            state.update(url=path, heading=heading, viewer=viewer, seconds=time.monotonic() - t0,
                         errors=list(errors))
            errors.clear()
            out.append(state)
    finally:
        await ctx.close()
    return out


async def _all_sessions(loaded) -> list[dict]:
    from playwright.async_api import async_playwright

    (_, dash, _), (_, view, _) = loaded["servers"]
    d_views, v_views = dashboard_views(loaded["running"]), viewer_views(loaded["running"])
    plans = []
    for i in range(SESSIONS):
        viewer = i >= SESSIONS - VIEWER_SESSIONS
        table = v_views if viewer else d_views
        first = (i * VIEWS_PER_SESSION) % len(table)
        plans.append((view if viewer else dash, [table[(first + k) % len(table)] for k in range(VIEWS_PER_SESSION)],
                      viewer))
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            results = await asyncio.gather(*(_session(browser, *plan) for plan in plans))
        finally:
            await browser.close()
    return [r for session in results for r in session]


def _in_own_thread(fn):
    """Run ``fn`` in a thread of its own: pytest-playwright's sync API keeps an event loop running in this one
    once any earlier browser test used it, and asyncio.run refuses to start inside a running loop."""
    import threading

    out: dict = {}

    def target():
        try:
            out["value"] = fn()
        except BaseException as e:  # noqa: BLE001 - raised again in the caller
            out["error"] = e

    t = threading.Thread(target=target, name="load-sessions")
    t.start()
    t.join()
    if "error" in out:
        raise out["error"]
    return out["value"]


def test_20_sessions_open_views_while_2_runs_execute(loaded):
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing")
    t0 = time.monotonic()
    pages = _in_own_thread(lambda: asyncio.run(_all_sessions(loaded)))
    took = time.monotonic() - t0
    store = RunStore(loaded["runs"])
    still = [store.load_report(r)["status"] for r in loaded["running"]]

    assert len(pages) == SESSIONS * VIEWS_PER_SESSION
    assert still == ["running", "running"]  # every page was opened while both runs executed
    bad = []
    for s in pages:
        problems = []
        if s["exceptions"]:
            problems.append(f"{s['exceptions']} exception box(es)")
        for text in ("Traceback (most recent call last)", "This page cannot show this", "cannot be opened"):
            if text in s["main"]:
                problems.append(text)
        if s["heading"] and s["heading"] not in s["headings"]:
            problems.append(f"headings {s['headings']}, not {s['heading']!r}")
        if s["errors"]:
            problems.append(f"script errors {s['errors']}")
        if s["pwned"] is not None or s["injected"]:
            problems.append(f"injected: pwned={s['pwned']} elements={s['injected']}")
        if s["viewer"] and {"Queue run", "Cancel run", "Delete…", "Yes, delete"} & set(s["buttons"]):
            problems.append(f"a viewer offers {s['buttons']}")
        if s["viewer"] and "New run" in s["headings"]:
            problems.append("a viewer opened New run")
        if problems:
            bad.append((s["url"], "viewer" if s["viewer"] else "dashboard", problems))
    assert not bad, bad
    slowest = max(s["seconds"] for s in pages)
    print(f"\n{len(pages)} page opens in {SESSIONS} sessions: {took:.0f} s, slowest page {slowest:.0f} s")

    # The runs go on to finish as if nobody had looked; the servers are up and logged no traceback.
    loaded["release"].touch()
    for i, p in enumerate(loaded["procs"]):
        assert p.wait(timeout=300) == 0, (loaded["tmp"] / f"run{i}.log").read_text()[-3000:]
    assert [store.load_report(r)["status"] for r in loaded["running"]] == ["ok", "ok"]
    for proc, base, log in loaded["servers"]:
        assert proc.poll() is None
        with urllib.request.urlopen(f"{base}/_stcore/health", timeout=10) as r:
            assert r.status == 200
        text = log.read_text(errors="replace")
        assert "Traceback" not in text, text[-3000:]
