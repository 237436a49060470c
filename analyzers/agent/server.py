"""The MCP tools (the official SDK's ``MCPServer`` over stdio): one tool per question, each answering the report's
own figures (``answers``) with the shared link a person can open; three tools that start work, refused unless the
server was started with ``--allow-runs``. A refusal is a tool error whose text says what to change."""

from __future__ import annotations

from functools import partial
from typing import Any

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

from ..report.store import StoreError
from . import answers, checks, launches, links

MAX_PARAMS = 20  # a shared link's parameters, as the server reads them
READ = ToolAnnotations(read_only_hint=True, open_world_hint=False)
WRITE = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False)
INSTRUCTIONS = (
    "CompileScope answers why a PyTorch model is (not) faster under torch.compile, from stored runs: graph breaks "
    "with their cost and a verified fix, time per source line, kernels and their generated code, numerics, compile "
    "cache lookups. Start with find_runs, then run_summary; hand a person the 'link' of an answer (or view_link) to "
    "show them the page. Every figure is the stored report's own, the same as `python -m analyzers show RUN --json`."
)


async def _answer(fn, *args):
    """``fn(*args)`` in a worker thread (a report can be large); a refusal becomes the tool's error text."""
    try:
        return await anyio.to_thread.run_sync(partial(fn, *args))
    except (checks.Refused, StoreError) as e:
        raise ToolError(str(e)) from None


def build_server(store, *, allow_runs: bool, base_url: str = links.DEFAULT_BASE_URL) -> MCPServer:
    """The server over ``store`` (opened read-only unless ``allow_runs``)."""
    mcp = MCPServer("compilescope", instructions=INSTRUCTIONS, log_level="WARNING")  # stderr: refusals are answers

    def link(view: str, run_id: str) -> str:
        return links.view_links(view, {"run": run_id}, base_url)["shared"]  # a stored run's id fits any link

    def about(fn, view: str | None = None):
        """An answer about one stored run, with the shared link of its view."""
        def answer(run_id, *args):
            out = fn(store, checks.load(store, run_id), *args)
            return {**out, "link": link(view, out["run_id"])} if view else out
        return answer

    @mcp.tool(annotations=READ)
    async def find_runs(model: str | None = None, recipe: str | None = None, label: str | None = None,
                        status: str | None = None, limit: int | None = None) -> dict[str, Any]:
        """Stored runs, newest first. Filters (all optional, any case): model (part of the model name), recipe
        (part of a recipe file's name), label (part of the run's label), status (queued, running, ok, partial,
        failed, cancelled). limit: at most this many rows (default 20)."""
        return await _answer(answers.find_runs, store, model, recipe, label, status, limit)

    @mcp.tool(annotations=READ)
    async def run_summary(run_id: str) -> dict[str, Any]:
        """One run in figures: its findings, latency eager and compiled with intervals, the speedup and its
        interval, graph breaks and the costliest one, the verified fix (the fix experiment that made compiled
        measurably faster with outputs matching eager), the costliest line of source, numerics, and a link."""
        return await _answer(about(answers.run_summary, "overview"), run_id)

    @mcp.tool(annotations=READ)
    async def graph_breaks(run_id: str) -> dict[str, Any]:
        """The run's graph breaks: place, category, torch's reason and registry id with its public page, our fix
        hint, the call chains that reach it, its cost (ms of a forward's time outside the compiled graphs after it,
        and share), the command for its repro script; the recompiles; the fix experiments with their verdicts; a
        link."""
        return await _answer(about(answers.breaks, "breaks"), run_id)

    @mcp.tool(annotations=READ)
    async def break_repro(run_id: str, break_n: int = 1) -> dict[str, Any]:
        """A standalone plain-torch script that stops at graph break break_n (1-based, as graph_breaks numbers
        them): torch.compile(fullgraph=True) on the model built as the run built it."""
        return await _answer(about(answers.break_repro), run_id, break_n)

    @mcp.tool(annotations=READ)
    async def source_lines(run_id: str, top: int | None = None) -> dict[str, Any]:
        """Time per line of the model's source: the top lines (default 10) by compiled kernel time, each with
        eager and compiled ms, kernels, what it was fused with, and the modules it runs in; the share of kernel
        time placed on a line; a link."""
        return await _answer(about(answers.source_lines, "source"), run_id, top)

    @mcp.tool(annotations=READ)
    async def kernels(run_id: str, top: int | None = None) -> dict[str, Any]:
        """The kernels: generated by Inductor (name, kind, fused ops, source nodes, calls per forward) and the
        profiled ones of eager and compiled by GPU time (top N, default 20), with the counts per forward."""
        return await _answer(about(answers.kernels, "kernels"), run_id, top)

    @mcp.tool(annotations=READ)
    async def kernel_code(run_id: str, kernel: str) -> dict[str, Any]:
        """The generated code of one kernel (its name as kernels lists it), cut from its output module."""
        return await _answer(about(answers.kernel_code), run_id, kernel)

    @mcp.tool(annotations=READ)
    async def numerics(run_id: str) -> dict[str, Any]:
        """Whether compiled gives eager's numbers: the verdict, the worst relative error and its tolerance, the
        first module that differs, and the culprit CompilerBisector named (backend, subsystem, detail)."""
        return await _answer(about(answers.numerics, "numerics"), run_id)

    @mcp.tool(annotations=READ)
    async def cache_lookups(run_id: str) -> dict[str, Any]:
        """The compile cache lookups of the run (graph, layer, hit or miss, key, seconds) and why each missed (what
        changed since the entry it was compared with), where the run recorded them; the hit and miss counts."""
        return await _answer(about(answers.cache_lookups, "compile"), run_id)

    @mcp.tool(annotations=READ)
    async def cold_start(run_id: str) -> dict[str, Any]:
        """A serving process's start: each cold-start route's first output and steady latency (jit-cold,
        jit-regional, warm cache, mega-cache, AOT package), and the compile-time changes tried, ranked, each with its
        first-output and steady-latency change, intervals and verdict."""
        return await _answer(about(answers.cold_start, "cold_start"), run_id)

    @mcp.tool(annotations=READ)
    async def compare_runs(run_a: str, run_b: str) -> dict[str, Any]:
        """Two runs side by side: their headline figures (latency, speedup, compile time, breaks, kernels,
        numerics), the compile options that differ, each one's verified fix, and the Compare view's link."""
        def both():
            a, b = checks.load(store, run_a), checks.load(store, run_b)
            out = answers.compare(store, a, b)
            out["link"] = links.view_links("compare", {"compare": f"{a['run_id']},{b['run_id']}"}, base_url)["live"]
            return out
        return await _answer(both)

    @mcp.tool(annotations=READ)
    async def view_link(view: str, run_id: str | None = None, params: dict[str, str] | None = None) -> dict[str, Any]:
        """The link of a dashboard view to hand a person: 'shared' is the static page of one run's view (fast to
        open for many people), 'live' the interactive dashboard. view: overview, breaks, graph, source, code,
        kernels, layout, timeline, compile, gpu_layer, decode, numerics, cold_start (one run's views) or runs,
        compare, sweep, shape_sweep. params: the view's own parameters, e.g. {"category": "numpy"} for breaks,
        {"kernel": NAME} for code, {"compare": "A,B"} for compare."""
        def build():
            name = checks.text("view", view)
            if len(params or {}) > MAX_PARAMS:
                raise checks.Refused(f"params holds {len(params)} parameters: a link carries at most {MAX_PARAMS}")
            given = {checks.text("a parameter's name", k): checks.text(k, v, checks.PATH_MAX)
                     for k, v in (params or {}).items()}
            if run_id is not None:
                given["run"] = checks.load(store, run_id)["run_id"]  # an unknown run is refused here, as show does
            return links.view_links(name, given, base_url)
        return await _answer(build)

    @mcp.tool(annotations=READ)
    async def follow_run(run_id: str, ctx: Context, wait_s: float | None = None) -> dict[str, Any]:
        """Wait until a queued or running run is ready, sending progress (its stages), then give its summary;
        after wait_s seconds (default 1800) give the summary as it stands (its status says it is not ready)."""
        report = await _answer(checks.load, store, run_id)
        limit = await _answer(checks.seconds, "wait_s", wait_s, 1, 24 * 3600)
        report = await launches.follow_run(store, report["run_id"], ctx.report_progress, keep_dispatcher=allow_runs,
                                           limit_s=limit or launches.WAIT_S)
        return await _answer(about(answers.run_summary, "overview"), report["run_id"])

    @mcp.tool(annotations=WRITE)
    async def queue_run(ctx: Context, recipe: str | None = None, model: str | None = None,
                        options: dict | None = None, analyses: list[str] | None = None, label: str = "",
                        wait: bool = True) -> dict[str, Any]:
        """Queue a run (needs a server started with --allow-runs), admitted as the dashboard's New run admits it.
        Name one model: recipe (a .py file of the recipe folder: its name or a path inside it) or model (a zoo name
        such as tiny-bert, or demo:NAME). options: compile options as `python -m analyzers run` takes them (device,
        backend, mode, dtype, dynamic, batch_size, seq_len, iterations, warmup, inductor_config, dynamo_config,
        ...); analyses: the analyses to run (default: the standard set). wait: send progress until the report is
        ready and answer its summary (else answer the queued run's id at once; follow_run waits for it)."""
        report = await _answer(launches.queue_run, store, recipe, model, options, analyses, label)
        if not wait:
            return {"run_id": report["run_id"], "status": report["status"], "link": link("overview", report["run_id"])}
        return await follow_run(report["run_id"], ctx)

    @mcp.tool(annotations=WRITE)
    async def try_fixes(run_id: str, ctx: Context, budget_s: float | None = None, wait: bool = True) -> dict[str, Any]:
        """Run the fix experiments of a finished run (needs --allow-runs), as the Graph breaks page's "Try the
        fixes" does: child runs, one change each (torch's hints for its breaks and recompiles, layout and
        precision), each ending with a verdict; within budget_s seconds (default 900). wait: send progress until
        they end and answer the run's summary with its verified fix."""
        report = await _answer(checks.load, store, run_id)
        log_from = await _answer(launches.start_fixes, store, report, budget_s)
        if wait:
            try:
                report = await launches.follow_fixes(store, report["run_id"], ctx.report_progress, log_from)
            except checks.Refused as e:  # their process died without closing their record
                raise ToolError(str(e)) from None
        return await _answer(about(answers.run_summary, "overview"), report["run_id"])

    @mcp.tool(annotations=WRITE)
    async def bisect_numerics(run_id: str, ctx: Context, budget_s: float | None = None,
                              wait: bool = True) -> dict[str, Any]:
        """Find why compiled differs from eager in a finished run (needs --allow-runs): a child run of the numerics
        analysis alone (the first module that differs, then CompilerBisector's culprit) within budget_s seconds.
        wait: send progress until its report is ready and answer its numerics."""
        report = await _answer(checks.load, store, run_id)
        child = await _answer(launches.queue_bisection, store, report, budget_s)
        if not wait:
            return {"run_id": child["run_id"], "status": child["status"], "link": link("numerics", child["run_id"])}
        await launches.follow_run(store, child["run_id"], ctx.report_progress, keep_dispatcher=True)
        return await _answer(about(answers.numerics, "numerics"), child["run_id"])

    return mcp
