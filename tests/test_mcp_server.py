"""``python -m analyzers mcp``: the store served to coding agents over MCP, driven by the SDK's own stdio client.

On the shipped H200 examples, the answers are ``show --json``'s values (the GCN run's breaks and verified fix, the
bert-base run's costliest source line); a link an answer carries is a page the dashboard serves; bad input is
refused as the command line refuses it; a read-only server refuses to start work, and one started with
``--allow-runs`` queues a tiny CPU run of the recipe folder and reports progress until the report is ready.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import shutil
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from analyzers.report.store import RunStore
from analyzers.workflows.examples import seed_examples
from tests.conftest import RECIPE, ROOT, cli

pytest.importorskip("mcp")

from mcp import StdioServerParameters  # noqa: E402 - after the skip: the SDK is an optional install
from mcp.client.session import ClientSession  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402

GCN = "20261202-004551-gcn-torch-geometric-fixe-7aae"
SOURCE_LINES = "20261203-193527-sl-bert-base-default-fa97"  # bert-base on the H200 with time per source line
NUMERICS = "20261202-004318-fp16-rmsnorm-numerics-de79"  # fp16 RMSNorm: compiled differs, the bisection's culprit
VERIFIED_FIX = "torch._dynamo.config.capture_dynamic_output_shape_ops=True"
READ_TOOLS = {"find_runs", "run_summary", "graph_breaks", "break_repro", "source_lines", "kernels", "kernel_code",
              "numerics", "cache_lookups", "cold_start", "compare_runs", "view_link", "follow_run"}
WRITE_TOOLS = {"queue_run", "try_fixes", "bisect_numerics"}


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    """A fresh store with the shipped examples, as ``seed-examples`` fills one."""
    runs = tmp_path_factory.mktemp("mcp") / "runs"
    seed_examples(RunStore(runs))
    return runs


@pytest.fixture(scope="module")
def shown(store):
    """``show RUN --json`` of the examples the test reads."""
    out = {}
    for run_id in (GCN, SOURCE_LINES, NUMERICS):
        p = cli("show", run_id, "--json", runs_dir=store)
        assert p.returncode == 0, p.stderr
        out[run_id] = json.loads(p.stdout)
    return out


def session(runs: Path, *flags: str, env: dict | None = None, steps=None):
    """Start ``python -m analyzers mcp`` on ``runs`` and run ``steps(session)`` against it; returns its result.

    In a thread of its own: a browser test earlier in this pytest worker can leave an event loop running in this
    one, and asyncio.run refuses to start inside it."""
    params = StdioServerParameters(command=sys.executable, args=["-m", "analyzers", "--runs-dir", str(runs), "mcp",
                                                                 *flags],
                                   cwd=str(ROOT), env={"PYTHONPATH": str(ROOT), **(env or {})})

    async def main():
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as s:
                await s.initialize()
                return await steps(s)

    result: dict = {}
    t = threading.Thread(target=lambda: result.update(value=asyncio.run(main())))
    t.start()
    t.join(timeout=300)
    assert "value" in result, "the MCP session did not finish"
    return result["value"]


async def call(s: ClientSession, tool: str, progress=None, **arguments):
    """A tool's answer: ``(False, structured content)``, or ``(True, the error's text)`` for a refusal."""
    res = await s.call_tool(tool, arguments, progress_callback=progress)
    return (True, res.content[0].text) if res.is_error else (False, res.structured_content)


def test_the_server_lists_its_tools_read_only_ones_marked(store):
    async def steps(s):
        return (await s.list_tools()).tools

    tools = {t.name: t for t in session(store, steps=steps)}
    assert set(tools) == READ_TOOLS | WRITE_TOOLS
    assert all(tools[n].annotations.read_only_hint for n in READ_TOOLS)
    assert not any(tools[n].annotations.read_only_hint for n in WRITE_TOOLS)
    assert all(tools[n].description for n in tools)


def test_gcn_breaks_verified_fix_and_costliest_line_are_show_json_values(store, shown):
    async def steps(s):
        return {"breaks": await call(s, "graph_breaks", run_id=GCN),
                "gcn": await call(s, "run_summary", run_id=GCN),
                "bert": await call(s, "run_summary", run_id=SOURCE_LINES),
                "lines": await call(s, "source_lines", run_id=SOURCE_LINES, top=3),
                "found": await call(s, "find_runs", recipe="gcn_torch", status="ok", limit=2),
                "repro": await call(s, "break_repro", run_id=GCN, break_n=1),
                "code": await call(s, "kernel_code", run_id=GCN, kernel="triton_poi_fused_ne_select_0"),
                "numerics": await call(s, "numerics", run_id=NUMERICS)}

    got = session(store, steps=steps)
    assert not any(err for err, _ in got.values()), got
    gcn, show = got["gcn"][1], shown[GCN]
    breaks = got["breaks"][1]["breaks"]
    assert len(breaks) == len(show["breaks"]) == 1
    for mine, theirs in zip(breaks, show["breaks"]):
        assert {k: mine[k] for k in theirs} == theirs  # place, reason, hint, call chains, cost: as show gives them
        assert mine["doc_url"].endswith("gb0036.html") and mine["repro"] == f"python -m analyzers repro {GCN} --break 1"
    fix = next(f for f in show["fixes"] if f["change"] == VERIFIED_FIX)
    assert gcn["verified_fix"]["fix"] == fix and gcn["verified_fix"]["standing"] == "remedy"
    assert gcn["costliest_break"] == max(show["breaks"], key=lambda b: b["cost_ms"])
    for key in ("speedup", "speedup_ci", "eager_ms", "compiled_ms", "compile_s", "graph_break_count", "report"):
        assert gcn[key] == show[key], key
    assert gcn["costliest_line"] == max(show["source_lines"], key=lambda r: r["compiled_ms"])  # compiled only
    assert gcn["costliest_line"]["eager_ms"] is None
    bert = shown[SOURCE_LINES]
    assert got["bert"][1]["costliest_line"] == max(bert["source_lines"], key=lambda r: r["compiled_ms"])
    assert got["lines"][1]["lines"] == bert["source_lines"][:3]
    assert got["lines"][1]["coverage"] == bert["source_lines_coverage"]
    assert [r["run_id"] for r in got["found"][1]["runs"]][:1] == ["20261202-004707-fix-mode-reduce-overhead-46fc"]
    assert "Reproduces graph break 1 of CompileScope run" in got["repro"][1]["script"]
    assert got["code"][1]["code"].startswith("triton_poi_fused_ne_select_0 = async_compile.triton(")
    numerics = {k: v for k, v in got["numerics"][1].items() if k.startswith("numerics_")}
    assert numerics == {k: v for k, v in shown[NUMERICS].items() if k.startswith("numerics_")}
    assert numerics["numerics_culprit"]["subsystem"] == "inductor_emulate_precision_casts"


def test_a_link_in_an_answer_is_a_page_the_dashboard_serves(store, monkeypatch):
    async def steps(s):
        kernel = {"kernel": "triton_poi_fused_ne_select_0"}
        return (await call(s, "graph_breaks", run_id=GCN),
                await call(s, "view_link", view="code", run_id=GCN, params=kernel))

    (err, breaks), (err2, code) = session(store, "--base-url", "http://meeting-box:8600", steps=steps)
    assert not err and not err2
    assert breaks["link"] == f"http://meeting-box:8600/share/breaks?run={GCN}"
    assert code["live"] == f"http://meeting-box:8600/code?run={GCN}&view=code&kernel=triton_poi_fused_ne_select_0"
    from dashboard.server import shared_serve
    from dashboard.views.share_urls import view_of

    monkeypatch.setenv("COMPILESCOPE_RUNS", str(store))
    monkeypatch.setenv("COMPILESCOPE_STATIC_CHARTS", "0")  # the browser draws the charts: no Chromium here
    url = urlsplit(breaks["link"])
    answer = shared_serve.SharedPages(None)._answer(view_of(url.path), url.query)
    page = gzip.decompress(answer.body).decode()
    assert answer.status == 200 and GCN in page and "loop.py" in page


def test_bad_input_is_refused_as_the_command_line_refuses_it(store):
    async def steps(s):
        return {"unknown": await call(s, "run_summary", run_id="20260101-000000-no-such-run-0000"),
                "long": await call(s, "graph_breaks", run_id="x" * 5000),
                "kernel": await call(s, "kernel_code", run_id=GCN, kernel="no_such_kernel"),
                "view": await call(s, "view_link", view="no_such_view", run_id=GCN),
                "top": await call(s, "source_lines", run_id=GCN, top=10**6),
                "run": await call(s, "queue_run", recipe="mlp_with_break.py"),
                "fixes": await call(s, "try_fixes", run_id=GCN)}

    got = session(store, steps=steps)
    assert all(err for err, _ in got.values()), got
    p = cli("show", "20260101-000000-no-such-run-0000", runs_dir=store)
    assert p.returncode != 0 and got["unknown"][1].endswith(p.stderr.strip().removeprefix("error: "))
    assert got["long"][1].endswith("run_id is 5000 characters long: use at most 200")
    assert "no generated kernel 'no_such_kernel'" in got["kernel"][1]
    assert "unknown view 'no_such_view'" in got["view"][1]
    assert "top must be a whole number from 1 to 500" in got["top"][1]
    for key in ("run", "fixes"):
        assert "read-only" in got[key][1] and "python -m analyzers mcp --allow-runs" in got[key][1]


@pytest.mark.slow
def test_with_allow_runs_a_recipe_of_the_folder_runs_with_progress_until_ready(tmp_path):
    recipes, runs = tmp_path / "recipes", tmp_path / "runs"
    recipes.mkdir()
    shutil.copy(RECIPE, recipes / RECIPE.name)
    outside = ROOT / "tests" / "data" / "break_recipes" / "nonzero.py"
    seen: list[tuple] = []

    async def progress(value, total, message):
        seen.append((value, total, message))

    async def steps(s):
        return {"outside": await call(s, "queue_run", recipe=str(outside)),
                "up": await call(s, "queue_run", recipe="../" + RECIPE.name),
                "model": await call(s, "queue_run", model="hf:/etc"),
                "run": await call(s, "queue_run", progress, recipe=RECIPE.name, label="mcp tiny",
                                  options={"device": "cpu"}, analyses=["explain", "compile"])}

    try:
        got = session(runs, "--allow-runs", env={"COMPILESCOPE_RECIPES": str(recipes)}, steps=steps)
    finally:
        from analyzers.runs.queue import stop_dispatcher

        stop_dispatcher(RunStore(runs))  # it ends with the server anyway; never left behind by a failed test
    for key in ("outside", "up"):
        assert got[key][0] and f"is not in the recipe folder {recipes}" in got[key][1], got[key]
    assert got["model"][0] and "checkpoint folders are not offered" in got["model"][1]
    err, summary = got["run"]
    assert not err, summary
    show = json.loads(cli("show", summary["run_id"], "--json", runs_dir=runs).stdout)
    assert summary["status"] == show["status"] == "ok" and summary["label"] == "mcp tiny"
    assert summary["graph_break_count"] == show["graph_break_count"] == 1
    values = [v for v, _, _ in seen]
    assert values == sorted(set(values)) and seen[-1] == (3, 3, f"run {summary['run_id']} ok")  # load + 2 stages
    assert any(m.startswith("compile ok") for _, _, m in seen)  # the worker's own progress lines
