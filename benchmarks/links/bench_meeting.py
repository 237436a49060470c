"""A meeting opens a shared link: N viewers at once, with and without two CLI runs executing.

Serves the shipped examples (seeded as ``make start`` seeds them) with ``streamlit run dashboard/serve.py`` (what
``make start`` runs) on 127.0.0.1, a fresh server for each phase (no first paint or script cache carried over):
  * ``runs``: two CLI runs (``python -m analyzers run --model M --device cpu``, both at once) and no viewer: the
    runs' reference wall time and timing figures;
  * ``viewers``: N headless Chromium contexts (Debian's ``/usr/bin/chromium``) open report views, all at once,
    for ``--duration`` seconds: each opens a link, waits for the view's first content and its live page
    (``bench_open_link.py``'s predicates), reads for ``--think`` seconds and opens the next link;
  * ``both``: the same viewers for as long as the same two runs execute (at most ``--max-s``).
Prints per view the opens that came with the server's first paint ("painted"), the time to first content (that
first paint as the browser painted it, or the live view if that comes first) and to the live page (p50, p95, max),
the failed loads, the CPU the server, the browsers, the runs and the rest of
the machine used (and during each run's timed calls), then the runs' wall time and timing figures against the
same runs with no viewers. Each run gets a fresh Inductor cache, so every phase compiles from cold.
Targets: 20 viewers plus 2 runs on 2 cores: first content p95 <= 2 s, live p95 <= 10 s, no failed load,
every run's timing figures within their intervals of the same run without viewers.

    python benchmarks/links/bench_meeting.py [--viewers 20] [--duration 60] [--phases runs,viewers,both]
    python benchmarks/links/bench_meeting.py --root /tmp/before   # another checkout of CompileScope, served and run
    python benchmarks/links/bench_meeting.py --open shared        # the shared links' static pages (/share/<view>)

With ``--open shared`` the viewers open each view's shared link (``/share/<view>?run=ID``, what "Link to this view"
hands out for a meeting): first content is the page's section on screen, and "live" the page complete (its charts
drawn with Plotly's basic bundle).

    python benchmarks/links/bench_meeting.py --clients http --open shared --phases viewers,runs,both

With ``--clients http`` the viewers are N plain HTTP clients instead of browsers (``meeting_http.py``: threads of
this process, keep-alive, a browser's cache: gzip, max-age, ETag/304): what the host pays when the browsers run on
the viewers' own machines. Per view it prints the time to the page's first byte and to the page and every file it
makes a browser fetch on open (``complete``); for a live link that is only the static part (the page and the
scripts and styles it names: no websocket, no script run).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "links"))

import bench_open_link as bench  # noqa: E402
import meeting_http  # noqa: E402
from bench_open_link_ab import serve  # noqa: E402
from cpu_watch import MACHINE, OTHER, REST, CpuWatch  # noqa: E402

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, free_port, stop_server  # noqa: E402

FIRST_S, LIVE_S = 2.0, 10.0  # targets: p95 of first content, of the live page
RICH = ("20261130-142525-bert-base-fp16-counters-3866", "20261202-004205-demo-item-cuda-73bb")
# Installed before each page's scripts: the page itself checks, every 100 ms, whether the view's first content
# (the server's first paint, or the live view) and its live view are there, and notes when (epoch ms), and whether
# the server sent the first paint (the overlay is in the HTML; the live page removes it later, never before
# DOMContentLoaded). Twenty pages polled from here through the driver would cost the browsers more CPU than this.
_CHECKS = ",".join(f"{v}: [(view) => ({bench.FIRST_PAINT})(view) || ({bench.VISIBLE[v]})(), {bench.VISIBLE[v]}]"
                   for v in bench.VISIBLE)
# A shared link's static page (/share/<view>, dashboard/server/shared_serve.py) has its content in its HTML: first content
# is its section, "live" is the page complete (its charts drawn: data-figures set by html_page.APP_JS).
SHARED_FIRST = "() => !!document.querySelector('main section')"
SHARED_DONE = "() => !!document.body && document.body.hasAttribute('data-figures')"
RECORD = f"""(() => {{
    const checks = {{{_CHECKS}}};
    const shared = location.pathname.startsWith('/share');
    const view = shared ? (location.pathname.split('/')[2] || 'overview')
                        : (new URLSearchParams(location.search).get('view') || 'overview');
    const [first, live] = shared ? [{SHARED_FIRST}, {SHARED_DONE}] : (checks[view] || [() => false, () => false]);
    window.__csFirst = null; window.__csLive = null; window.__csOverlay = false;
    document.addEventListener('DOMContentLoaded', () => {{
        window.__csOverlay = shared || !!document.getElementById('cs-prerender'); }});
    const now = () => performance.timeOrigin + performance.now();
    const tick = () => {{
        try {{
            if (window.__csFirst === null && first(view)) window.__csFirst = now();
            if (window.__csLive === null && live()) {{ window.__csLive = now(); if (window.__csFirst === null) window.__csFirst = window.__csLive; return; }}
        }} catch (e) {{}}
        setTimeout(tick, 100);
    }};
    tick();
}})();"""
# What the page noted, and when the browser first painted content (epoch ms): with the overlay, that paint is the
# first paint's content.
NOTED = """() => {
    const p = performance.getEntriesByName('first-contentful-paint')[0];
    return {first: window.__csFirst, live: window.__csLive, overlay: !!window.__csOverlay,
            fcp: p ? performance.timeOrigin + p.startTime : null};
}"""
PROBLEMS = """() => {
    const main = document.querySelector('[data-testid="stMain"]') || document.querySelector('main');
    const text = main ? main.innerText : '';
    const out = [];
    if (document.querySelector('[data-testid="stException"]')) out.push('exception box');
    if (document.body.getAttribute('data-figures') === 'failed') out.push('Plotly did not load');
    for (const t of ['Traceback (most recent call last)', 'This page cannot show this', 'could not be drawn',
                     'No such run', 'being drawn']) if (text.includes(t)) out.push(t);
    return out.join('; ');
}"""


# -- the runs ------------------------------------------------------------------------------------------------
def start_runs(root: Path, runs: Path, models: list[str], tmp: Path, phase: str) -> list[dict]:
    """The CLI runs, all started now (each with a fresh Inductor cache); returns their records."""
    out = []
    for i, model in enumerate(models):
        env = dict(os.environ, PYTHONPATH=str(root), TORCHINDUCTOR_CACHE_DIR=str(tmp / f"inductor-{phase}-{i}"))
        cmd = [sys.executable, "-m", "analyzers", "--runs-dir", str(runs), "run", "--model", model, "--device", "cpu",
               "--json", "--label", f"meeting {phase} {i}"]  # fmt: skip
        stdout, stderr = open(tmp / f"run-{phase}-{i}.json", "wb"), open(tmp / f"run-{phase}-{i}.log", "wb")
        proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=stdout, stderr=stderr, start_new_session=True)
        out.append({"model": model, "proc": proc, "t0": time.time(), "out": tmp / f"run-{phase}-{i}.json",
                    "log": tmp / f"run-{phase}-{i}.log", "files": (stdout, stderr)})
    return out


def finish_run(run: dict, timeout: float) -> dict:
    """Wait for a run; its wall time and figures (``None`` where the run has none)."""
    try:
        run["proc"].wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(run["proc"].pid, 9)
        run["proc"].wait()
    run.setdefault("t1", time.time())
    for f in run.pop("files"):
        f.close()
    try:
        cli = json.loads(run["out"].read_text())
        report = json.loads(Path(cli["report"]).read_text())
    except (OSError, ValueError, KeyError):
        print(f"run {run['model']} gave no report (exit {run['proc'].returncode}):\n"
              f"{run['log'].read_text(errors='replace')[-2000:]}", flush=True)
        return dict(run, ok=False)
    bench_ = report.get("benchmark") or {}
    stage = next((s for s in report.get("stages", []) if s["name"] == "benchmark"), {})
    figures = {side: (bench_.get(side, {}).get("median_ms"), bench_.get(side, {}).get("ci_ms"))
               for side in ("eager", "compiled")}
    figures["speedup"] = (bench_.get("speedup"), bench_.get("speedup_ci"))
    return dict(run, ok=True, status=report.get("status"), compile_s=cli.get("compile_s"), figures=figures,
                bench_window=(stage.get("started"), (stage.get("started") or 0) + (stage.get("seconds") or 0)),
                other_cores=(bench_.get("host") or {}).get("other_cores"), unstable=cli.get("unstable"),
                nice=(report.get("worker") or {}).get("nice"), timed_nice=(bench_.get("priority") or {}).get("nice"))


# -- the viewers ---------------------------------------------------------------------------------------------
def link_of(base: str, view: str, run_id: str, shared: bool) -> str:
    """The live link (as "Link to this view" gives it), or the shared link's static page."""
    return f"{base}/share/{view}?run={run_id}" if shared else bench.link(base, view, run_id)


async def viewer(browser, i: int, base: str, links: list[tuple[str, str]], until, think_s: float, timeout_s: float,
                 t_start: float, out: list[dict], shared: bool = False) -> None:
    """One viewer: a browser context that opens ``links`` one after another (from the ``i``-th) until ``until()``."""
    from playwright.async_api import Error as PlaywrightError
    from playwright.async_api import TimeoutError as PlaywrightTimeout

    ctx = await browser.new_context(viewport={"width": 1400, "height": 1000})
    try:
        await ctx.add_init_script(RECORD)
        page = await ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)[:200]))
        k = 0
        while not until():
            view, run_id = links[(i + k) % len(links)]
            rec = {"viewer": i, "open": k, "view": view, "run": run_id, "first": None, "live": None, "failed": "",
                   "at": time.time() - t_start, "overlay": False}
            epoch0 = time.time()
            try:
                await page.goto(link_of(base, view, run_id, shared), wait_until="commit", timeout=timeout_s * 1000)
                await page.wait_for_function("() => window.__csLive !== null", polling=500, timeout=timeout_s * 1000)
                noted = await page.evaluate(NOTED)
                rec["first"], rec["live"] = noted["first"] / 1000 - epoch0, noted["live"] / 1000 - epoch0
                rec["overlay"] = noted["overlay"]
                if noted["overlay"] and noted["fcp"]:  # on screen then, whenever the page's own check got to run
                    rec["first"] = min(rec["first"], max(0.0, noted["fcp"] / 1000 - epoch0))
                rec["failed"] = await page.evaluate(PROBLEMS)
            except PlaywrightTimeout:
                with contextlib.suppress(PlaywrightError, TypeError):  # what the page had shown by then
                    noted = await page.evaluate(NOTED)
                    rec["first"] = noted["first"] / 1000 - epoch0 if noted["first"] else None
                rec["failed"] = f"not {'live' if rec['first'] else 'shown'} within {timeout_s:.0f} s"
            except PlaywrightError as e:
                rec["failed"] = str(e).splitlines()[0][:200]
            if errors:
                rec["failed"] = "; ".join(filter(None, [rec["failed"], *errors]))
                errors.clear()
            out.append(rec)
            k += 1
            await asyncio.sleep(think_s)
    finally:
        await ctx.close()


async def open_links(base: str, n: int, links: list[tuple[str, str]], until, think_s: float,
                     timeout_s: float, shared: bool = False) -> list[dict]:
    from playwright.async_api import async_playwright

    out: list[dict] = []
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            t0 = time.time()
            await asyncio.gather(*(viewer(browser, i, base, links, until, think_s, timeout_s, t0, out, shared)
                                   for i in range(n)))
        finally:
            await browser.close()
    return out


def warm(base: str, clients: str = "browser", shared: bool = False, views: list[str] = ()) -> None:
    """One open of the root (the server's imports), as a server that has been up a while has done; with HTTP
    clients, a GET of the live link and of each of that run's links (the same pages drawn ahead)."""
    if clients == "browser":
        asyncio.run(open_links(base, 1, [("overview", RICH[0])], _once(), 0, 120))
    else:
        links = [("overview", RICH[0])] + [(v, RICH[0]) for v in views]
        c = meeting_http.Client(base, 120)
        try:
            for i, (view, run_id) in enumerate(links):
                c.fetch(link_of("", view, run_id, shared and i > 0), page=True)
        finally:
            c.close()
    if shared:
        wait_drawn(base, views)


def wait_drawn(base: str, views: list[str], within_s: float = 60) -> None:
    """Until the run's shared pages have their charts as the server's images (drawn in the background after a first
    ask; a checkout whose pages have none is not waited for): the presenter opened the run a while before."""
    deadline = time.monotonic() + within_s
    for view in views:
        while time.monotonic() < deadline:
            with urllib.request.urlopen(link_of(base, view, RICH[0], True), timeout=60) as r:
                text = r.read().decode("utf-8", "replace")
            if 'class="cs-fig"' not in text or ".cs-static" not in text:
                break
            time.sleep(2)  # the drawing waits for 1.5 s without an ask


def _once():
    calls = iter([False])
    return lambda: next(calls, True)


# -- reporting -----------------------------------------------------------------------------------------------
def pct(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, round(q * (len(xs) - 1))))]


def print_opens(opens: list[dict], views: list[str], http: bool = False) -> None:
    first, live = ("byte p50", "done p50") if http else ("first p50", "live p50")
    print(f"  {'view':<16}{'opens':>6}{'painted':>8}{first:>11}{'p95':>7}{'max':>7}{live:>10}{'p95':>7}{'max':>7}"
          f"{'failed':>8}")
    rows = [(bench.TITLES[v], [o for o in opens if o["view"] == v]) for v in views]
    rows += [("every view", opens), ("first opens", [o for o in opens if o["open"] == 0])]
    for name, os_ in rows:
        first = [o["first"] for o in os_ if o["first"] is not None]
        live = [o["live"] for o in os_ if o["live"] is not None]
        d = 3 if http else 2  # an HTTP client's figures are milliseconds
        print(f"  {name:<16}{len(os_):>6}{sum(o['overlay'] for o in os_):>8}{pct(first, .5):>10.{d}f}s{pct(first, .95):>6.{d}f}s{max(first, default=0):>6.{d}f}s"
              f"{pct(live, .5):>9.{d}f}s{pct(live, .95):>6.{d}f}s{max(live, default=0):>6.{d}f}s"
              f"{sum(bool(o['failed']) for o in os_):>8}")
    for o in [o for o in opens if o["failed"]][:8]:
        print(f"    failed: viewer {o['viewer']} open {o['open']} {o['view']} of {o['run'][:30]}: {o['failed']}")


def print_cpu(watch: CpuWatch, names: list[str], t0: float | None = None, t1: float | None = None,
              label: str = "", rest: str = REST) -> None:
    span = watch.span(t0, t1)
    if span <= 0:
        return
    cores = os.cpu_count() or 1
    parts = [f"{rest if n == REST else n} {watch.used(n, t0, t1) / span:.2f}" for n in names + [OTHER]]
    busy = watch.used(MACHINE, t0, t1) / span
    print(f"  CPU{label} (cores of {cores}, over {span:.0f} s): " + ", ".join(parts) + f"; machine busy {busy:.2f}")


def fmt_fig(fig: tuple) -> str:
    med, ci = fig
    if med is None:
        return "—"
    return f"{med:.4g} [{ci[0]:.4g}–{ci[1]:.4g}]" if ci else f"{med:.4g}"


def print_runs(alone: list[dict], loaded: list[dict]) -> None:
    print(f"\n  {'model':<12}{'figure':<10}{'alone: median [95 % interval]':>32}{'with viewers':>32}  verdict")
    for a, b in zip(alone, loaded):
        if not (a.get("ok") and b.get("ok")):
            print(f"  {a['model']:<12}one of the two runs gave no report")
            continue
        for fig in ("eager", "compiled", "speedup"):
            (ma, ca), (mb, _) = a["figures"][fig], b["figures"][fig]
            if ma is None or mb is None:
                continue
            inside = ca and ca[0] <= mb <= ca[1]
            verdict = "within" if inside else f"outside ({(mb / ma - 1) * 100:+.1f} %)"
            print(f"  {a['model']:<12}{fig:<10}{fmt_fig(a['figures'][fig]):>32}{fmt_fig(b['figures'][fig]):>32}  {verdict}")
        print(f"  {a['model']:<12}{'wall':<10}{a['t1'] - a['t0']:>31.1f}s{b['t1'] - b['t0']:>31.1f}s"
              f"  compile {a['compile_s'] or 0:.1f} → {b['compile_s'] or 0:.1f} s; other cores while timed "
              f"{a['other_cores']} → {b['other_cores']}; nice (run/timed) {a.get('nice')}/{a.get('timed_nice')}")


# -- phases --------------------------------------------------------------------------------------------------
def open_all(args, base: str, links: list[tuple[str, str]], until) -> list[dict]:
    """The viewers' opens until ``until()``: browser contexts, or HTTP clients (``--clients http``)."""
    shared = args.open == "shared"
    if args.clients == "http":
        return meeting_http.open_links(base, args.viewers, links, until, args.think, args.page_timeout, link_of,
                                       shared)
    return asyncio.run(open_links(base, args.viewers, links, until, args.think, args.page_timeout, shared))


def phase(name: str, args, runs: Path, tmp: Path, links: list[tuple[str, str]]) -> tuple[list[dict], list[dict]]:
    """One phase on a fresh server; returns (opens, runs)."""
    port = free_port()
    server = serve(args.root, runs, port, tmp / f"server-{name}.log")
    base = f"http://127.0.0.1:{port}"
    opens: list[dict] = []
    started: list[dict] = []
    try:
        warm(base, args.clients, args.open == "shared", [v for v, r in links if r == RICH[0]])
        load0 = os.getloadavg()
        with CpuWatch() as watch:
            watch.roots["server"] = server.pid
            t0 = time.time()
            if name in ("runs", "both"):
                started = start_runs(args.root, runs, args.models, tmp, name)
                for r in started:
                    watch.roots[f"run {r['model']}"] = r["proc"].pid
            if name == "viewers":
                deadline = time.monotonic() + args.duration
                opens = open_all(args, base, links, lambda: time.monotonic() > deadline)
            elif name == "both":
                deadline = time.monotonic() + args.max_s

                def until() -> bool:
                    for r in started:
                        if r["proc"].poll() is not None:
                            r.setdefault("t1", time.time())
                    return time.monotonic() > deadline or all(r["proc"].poll() is not None for r in started)

                opens = open_all(args, base, links, until)
            done = [finish_run(r, args.max_s) for r in started]
            t1 = time.time()
        load1 = os.getloadavg()
    finally:
        stop_server(server)
    log = (tmp / f"server-{name}.log").read_text(errors="replace")
    print(f"\n== {name}: {args.viewers if name != 'runs' else 0} viewers, {len(started)} runs, {t1 - t0:.0f} s; "
          f"load average {load0[0]:.1f} {load0[1]:.1f} {load0[2]:.1f} at start, {load1[0]:.1f} {load1[1]:.1f} "
          f"{load1[2]:.1f} at the end; server log tracebacks: {log.count('Traceback')}", flush=True)
    http = args.clients == "http"
    if opens:
        if http:
            print(f"  {args.viewers} HTTP clients, no browser: the server's answer only. byte: the page's first "
                  "byte; done: the page and the files it makes a browser fetch on open"
                  + ("" if args.open == "shared" else " (a live page's static part only: no websocket, no script "
                     "run, no script imports)"))
        print_opens(opens, args.views, http)
        if http:
            meeting_http.print_traffic(opens)
        print(f"  server CPU per open: {watch.used('server') / len(opens):.3f} s")
    names = ["server"] + ([REST] if opens else []) + [f"run {r['model']}" for r in started]
    rest = "clients (this process)" if http else REST
    print_cpu(watch, names, rest=rest)
    for r in done:
        if r.get("ok") and r["bench_window"][0]:
            print_cpu(watch, names, *r["bench_window"], label=f" while {r['model']}'s calls were timed", rest=rest)
    return opens, done


def main(argv: list[str] | None = None) -> dict[str, tuple[list[dict], list[dict]]]:
    """Runs the phases; returns each phase's (opens, runs)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--viewers", type=int, default=20, help="viewers at once (default 20)")
    ap.add_argument("--duration", type=float, default=60, help="seconds of the viewers-only phase (default 60)")
    ap.add_argument("--max-s", type=float, default=420, help="the runs' phases end after this long (default 420)")
    ap.add_argument("--think", type=float, default=1.0, help="seconds a viewer reads before the next link (default 1)")
    ap.add_argument("--page-timeout", type=float, default=90, help="an open failed past this (default 90 s)")
    ap.add_argument("--models", default="demo:clean,tiny-bert", help="the runs, comma-separated")
    ap.add_argument("--runs", default=",".join(RICH), help="example runs whose views are opened")
    ap.add_argument("--views", default=",".join(bench.TITLES), help="views opened (default: every report view)")
    ap.add_argument("--phases", default="runs,viewers,both", help="which phases, in this order")
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout to serve and run (default: this one)")
    ap.add_argument("--open", choices=("live", "shared"), default="live",
                    help="the links the viewers open: the live views (default), or their shared links' static pages "
                         "(/share/<view>; 'live' is then the page complete, its charts drawn)")
    ap.add_argument("--clients", choices=("browser", "http"), default="browser",
                    help="the viewers: headless Chromium contexts on this machine (default), or plain HTTP clients "
                         "that fetch each page and its files with a browser's cache and draw nothing: the server's "
                         "answer alone, as when the browsers run on the viewers' own machines (meeting_http.py)")
    args = ap.parse_args(argv)
    args.root = args.root.resolve()
    args.models = [m for m in args.models.split(",") if m]
    args.views = [v for v in args.views.split(",") if v]
    phases = [p for p in args.phases.split(",") if p]
    if set(phases) - {"runs", "viewers", "both"} or set(args.views) - set(bench.VISIBLE):
        ap.error("phases are runs, viewers, both; views: " + ", ".join(bench.VISIBLE))
    if args.clients == "browser" and not Path(CHROMIUM).exists():
        sys.exit(f"{CHROMIUM} is missing (Debian package chromium)")
    links = [(v, r) for r in args.runs.split(",") if r for v in args.views]
    print(f"serving {args.root} ({subprocess.run(['git', '-C', str(args.root), 'rev-parse', '--short', 'HEAD'], capture_output=True, text=True).stdout.strip()}); "
          f"{len(links)} {args.open} links; {args.viewers} {args.clients} viewers; {os.cpu_count()} cores",
          flush=True)  # fmt: skip
    results: dict[str, tuple] = {}
    with tempfile.TemporaryDirectory(prefix="cs-bench-meeting-") as d:
        tmp = Path(d)
        runs = tmp / "runs"
        runs.mkdir()
        bench.seed_examples(runs)
        for name in phases:
            results[name] = phase(name, args, runs, tmp, links)
    if "runs" in results and "both" in results:
        print("\n== the runs with viewers against the same runs alone")
        print_runs(results["runs"][1], results["both"][1])
    if "both" in results and results["both"][0]:
        opens = results["both"][0]
        first = pct([o["first"] for o in opens if o["first"] is not None], .95)
        live = pct([o["live"] for o in opens if o["live"] is not None], .95)
        failed = sum(bool(o["failed"]) for o in opens)
        done = "live" if args.open == "live" else "complete (charts drawn)"
        shown = "first content"
        if args.clients == "http":  # the server's share of those figures: no browser's parse or paint in them
            done, shown = f"page + files ({'static part only' if args.open == 'live' else 'all'})", "page first byte"
        print(f"\ntargets with {args.viewers} {args.clients} viewers ({args.open} links) and {len(args.models)} runs: "
              f"{shown} "
              f"p95 {first:.2f} s ({'meets' if first <= FIRST_S else 'MISSES'} {FIRST_S} s), {done} p95 {live:.2f} s "
              f"({'meets' if live <= LIVE_S else 'MISSES'} {LIVE_S} s), failed loads {failed} "
              f"({'meets' if not failed else 'MISSES'} none)")
    return results


if __name__ == "__main__":
    main()
