"""Opening a shared link, before against after: two checkouts serve the same stored runs, opens interleaved.

On a machine shared with other work the load moves by the minute; timing one checkout and then the other
compares two machines. Here each round opens every view once on each side (the order alternating between
rounds), so both see the same load. ``--before`` is another checkout of CompileScope (``git worktree add
/tmp/before <commit>``); each side is served as its ``make start`` serves it (``dashboard/serve.py``, or
``dashboard/app.py`` in a checkout from before it), and its first paint and live view are timed as
``bench_open_link.py`` defines them, in a fresh browser context.

    git worktree add --detach /tmp/before main
    python benchmarks/links/bench_open_link_ab.py --before /tmp/before --n 3 [--run RUN_ID,...] [--views kernels,code]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import suppress
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "links"))

import bench_open_link as bench  # noqa: E402

from tests.browser.conftest import free_port, launch_chromium, stop_server  # noqa: E402


def serve(root: Path, runs: Path, port: int, log: Path) -> subprocess.Popen:
    """``streamlit run`` of ``root``'s app over ``runs`` (its own process group); returns once it answers."""
    env = dict(os.environ, COMPILESCOPE_RUNS=str(runs), COMPILESCOPE_RECIPES=str(root / "recipes"), PYTHONPATH=str(root))
    env.pop("COMPILESCOPE_VIEWER", None)
    app = root / "dashboard" / "serve.py"
    app = app if app.is_file() else root / "dashboard" / "app.py"
    cmd = [sys.executable, "-m", "streamlit", "run", str(app), "--server.headless", "true",
           "--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
           "--server.fileWatcherType", "none"]  # fmt: skip
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        with suppress(OSError), urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=2) as r:
            if r.status == 200:
                return proc
        time.sleep(0.2)
    stop_server(proc)
    sys.exit(f"the server of {root} did not answer:\n{log.read_text()[-2000:]}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", type=Path, required=True, help="the other checkout (the 'before' side)")
    ap.add_argument("--n", type=int, default=3, help="rounds (each opens every view once per side)")
    ap.add_argument("--run", default="20261130-142525-bert-base-fp16-counters-3866",
                    help="example run id(s), comma-separated (default: the bert-base example with profile and counters)")
    ap.add_argument("--views", default=",".join(bench.TITLES), help="comma-separated views")
    args = ap.parse_args()
    views = [v for v in args.views.split(",") if v]
    run_ids = [r for r in args.run.split(",") if r]
    from playwright.sync_api import sync_playwright

    load0 = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="cs-bench-ab-") as tmp:
        runs = Path(tmp) / "runs"
        runs.mkdir()
        bench.seed_examples(runs)
        ports = {"before": free_port(), "after": free_port()}
        servers = [serve(args.before.resolve(), runs, ports["before"], Path(tmp) / "before.log"),
                   serve(ROOT, runs, ports["after"], Path(tmp) / "after.log")]
        res: dict[tuple[str, str, str], list[tuple[float, float]]] = {}  # (first paint, live) per open
        try:
            with sync_playwright() as p:
                browser = launch_chromium(p)
                for side in ports:  # warm both: imports, report caches
                    for r in run_ids:
                        for v in views:
                            bench.try_open(browser, bench.link(f"http://127.0.0.1:{ports[side]}", v, r), v, r)
                for i in range(args.n):
                    order = ("before", "after") if i % 2 == 0 else ("after", "before")
                    for r in run_ids:
                        for v in views:
                            for side in order:
                                url = bench.link(f"http://127.0.0.1:{ports[side]}", v, r)
                                t = bench.try_open(browser, url, v, r)  # None: not visible within 30 s
                                res.setdefault((r, v, side), []).append(t[:2] if t else (float("inf"),) * 2)
                browser.close()
        finally:
            for s in servers:
                stop_server(s)
    load1 = os.getloadavg()
    print(f"load average (1/5/15 min) {load0[0]:.2f} {load0[1]:.2f} {load0[2]:.2f} at start, "
          f"{load1[0]:.2f} {load1[1]:.2f} {load1[2]:.2f} at the end; {args.n} opens per view, run and side")
    for i, what in enumerate(("first paint", "live")):
        print(f"\n{what}: {'view':<16}{'run':<46}{'before median':>14}{'max':>8}{'after median':>14}{'max':>8}")
        for r in run_ids:
            for v in views:
                b, a = [t[i] for t in res[r, v, "before"]], [t[i] for t in res[r, v, "after"]]
                print(f"{'':<{len(what) + 2}}{bench.TITLES[v]:<16}{r:<46}{statistics.median(b):>13.2f}s{max(b):>7.2f}s"
                      f"{statistics.median(a):>13.2f}s{max(a):>7.2f}s")


if __name__ == "__main__":
    main()
