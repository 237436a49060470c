"""What an agent may start when the server was started with ``--allow-runs``: a run of a zoo or demo model or of a
recipe of the recipe folder, the fix experiments of a finished run, and a numerics bisection (a child run of the
numerics analysis alone). Each goes through the dashboard's own door: the New run page's admission
(``recipe_folder_problems``, ``request_problems``, then ``queue.submit``, which imports a recipe in a separate
process) and its dispatcher; the Graph breaks page's ``start_fix_experiments``. Then ``follow_*`` reads the store
until the report is ready, passing each progress line of the worker's log on.
"""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path

import anyio

from ..report.catalog import recipe_folder_problems, recipes_dir
from ..report.schema import FINAL_STATUSES, CompileOptions, ModelSource, RunRequest, default_analyses
from ..report.store import RunStore
from ..report.summary import numerics_summary
from ..runs import queue as jobs
from ..runs.admission import fixes_under_way, request_problems, source_from_args
from ..runs.executor import LOG_FILE
from . import checks

OPTION_KEYS = tuple(f.name for f in dataclasses.fields(CompileOptions))
OBJECT_OPTIONS = ("inductor_config", "dynamo_config", "mark_dynamic")
FIXES_LOG = jobs.FIXES_LOG
POLL_S = 0.5
WAIT_S = 1800.0  # how long a tool waits for a run by default before it answers the run as it stands
READ_ONLY = ("this MCP server is read-only: it cannot {what}. Start it with `python -m analyzers mcp --allow-runs` "
             "(in the agent's MCP configuration: add \"--allow-runs\" to its args) to let an agent queue runs, fix "
             "experiments and numerics bisections")


def refuse_read_only(store: RunStore, what: str) -> None:
    if store.read_only:
        raise checks.Refused(READ_ONLY.format(what=what))


def model_source(recipe, model) -> ModelSource:
    """The model an agent names: a zoo or demo model by name, or a recipe of the recipe folder (its file name, or
    a path inside the folder). Nothing else: no file elsewhere, no checkpoint folder."""
    if (recipe in (None, "")) == (model in (None, "")):
        raise checks.Refused("name one model: recipe (a .py file of the recipe folder) or model (a zoo name such "
                             "as tiny-bert, or demo:NAME)")
    if model not in (None, ""):
        source = ModelSource.parse(checks.text("model", model))
        if source.kind not in ("zoo", "demo"):
            raise checks.Refused(f"model {model!r}: give a zoo name (tiny-bert, ...) or demo:NAME here; a recipe goes "
                                 "in recipe (a file of the recipe folder); checkpoint folders are not offered")
        return source
    given = Path(checks.text("recipe", recipe, checks.PATH_MAX))
    folder = recipes_dir()
    path = str(given if given.is_absolute() else folder / given)
    problems = recipe_folder_problems(path, folder)  # the New run form's rule: only the recipe folder's files
    if problems:
        raise checks.Refused(problems[0])
    return source_from_args(None, path)


def run_request(source: ModelSource, options, analyses, label, machine: dict) -> RunRequest:
    opts = dict(checks.options(options))
    unknown = sorted(k for k in opts if k not in OPTION_KEYS)
    if unknown:
        raise checks.Refused(f"unknown compile options {', '.join(map(str, unknown))}: use {', '.join(OPTION_KEYS)}")
    wrong = [k for k in OBJECT_OPTIONS if k in opts and not isinstance(opts[k], dict)]
    if wrong:
        raise checks.Refused(f"{wrong[0]} must be an object of KEY: VALUE, e.g. {{\"max_autotune\": true}}")
    opts.setdefault("device", "cuda" if machine.get("cuda_available") else "cpu")  # the command line's default
    compile_options = CompileOptions(**opts)
    if analyses is None:
        only = default_analyses(compile_options.workload)
    elif isinstance(analyses, list) and all(isinstance(a, str) and len(a) <= checks.TEXT_MAX for a in analyses) \
            and len(analyses) <= 50:
        only = list(analyses)
    else:
        raise checks.Refused("analyses must be a list of analysis names, e.g. [\"explain\", \"compile\"]")
    return RunRequest(source=source, options=compile_options, only=only, label=checks.label(label))


def queue_run(store: RunStore, recipe=None, model=None, options=None, analyses=None, label="") -> dict:
    """Admit and queue a run as the New run page does; returns its queued report. Blocking: a recipe is imported
    in a separate process by the admission."""
    refuse_read_only(store, "launch runs")
    source = model_source(recipe, model)
    machine = jobs.machine_info(store)
    request = run_request(source, options, analyses, label, machine)
    return _submit(store, request, machine)


def _submit(store: RunStore, request: RunRequest, machine: dict) -> dict:
    problems = request_problems(request, machine)
    if problems:
        raise checks.Refused("Cannot queue this run: " + "; ".join(problems))
    try:
        report = jobs.submit(store, request, machine)
    except jobs.RequestRefused as e:
        raise checks.Refused(f"Cannot queue this run: {e}") from None
    jobs.ensure_dispatcher(store, linger=False)  # it ends with this server, as the dashboard's does
    return report


def start_fixes(store: RunStore, report: dict, budget_s=None) -> int:
    """The Graph breaks page's "Try the fixes": the run's fix experiments in the background (refused as there).
    Returns where their log ends before they start (an earlier attempt's lines stay unread)."""
    refuse_read_only(store, "start fix experiments")
    budget = checks.seconds("budget_s", budget_s, 1, 24 * 3600)
    log = store.run_dir(report["run_id"]) / FIXES_LOG
    start = log.stat().st_size if log.exists() else 0
    try:
        jobs.start_fix_experiments(store, report["run_id"], budget)
    except jobs.RequestRefused as e:
        raise checks.Refused(f"Cannot start the fix experiments: {e}") from None
    return start


def queue_bisection(store: RunStore, report: dict, budget_s=None) -> dict:
    """A child run of ``report``'s request with the numerics analysis alone: compiled against eager on every input
    and, where they differ, the first module that differs and ``CompilerBisector``'s culprit, within ``budget_s``."""
    refuse_read_only(store, "launch runs")
    budget = checks.seconds("budget_s", budget_s, 1, 7200)
    run_id = report["run_id"]
    if report.get("status") not in ("ok", "partial"):
        raise checks.Refused(f"run {run_id} is {report.get('status')}: a numerics bisection needs a finished run")
    if numerics_summary(report)["numerics_passed"] is True:  # show --json's verdict
        raise checks.Refused(f"run {run_id}'s compiled outputs match eager: there is no difference to bisect")
    try:
        request = RunRequest.from_dict(report["request"])
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise checks.Refused(f"run {run_id}'s request cannot be read ({e}): no bisection is built from it") from None
    if request.source.kind == "recipe":
        problems = recipe_folder_problems(request.source.name)
        if problems:
            raise checks.Refused(problems[0])
    options = dataclasses.replace(request.options, numerics_budget_s=budget or request.options.numerics_budget_s)
    child = RunRequest(source=request.source, options=options, only=["numerics"], label=f"numerics of {run_id}")
    return _submit(store, child, jobs.machine_info(store))


def _new_lines(path: Path, pos: int, prefix: str) -> tuple[list[str], int]:
    """The lines of a log written since ``pos`` that start with ``prefix`` (the prefix cut), and the new offset."""
    try:
        with open(path, "rb") as f:
            f.seek(pos)
            chunk = f.read()
    except OSError:
        return [], pos
    end = chunk.rfind(b"\n") + 1  # a line still being written waits for the next look
    lines = chunk[:end].decode("utf-8", "replace").splitlines()
    return [line[len(prefix):].strip() for line in lines if line.startswith(prefix)], pos + end


class Progress:
    """MCP progress values that only grow: whole steps done, a share of the next step for each message in between
    (never the total before the end), and the total at the end."""

    def __init__(self, send):
        self.send, self.sent, self.level, self.k = send, -1.0, 0, 0

    async def __call__(self, done: int, total: int | None, message: str, final: bool = False) -> None:
        if done != self.level:
            self.level, self.k = done, 0
        self.k += 1
        value = done + 1 - 0.5 ** (self.k - 1)  # done, then half-way, three quarters ... to the next step
        if final:
            value = total if total is not None else done
        elif total is not None:
            value = min(value, total - 0.01)
        self.sent = max(value, self.sent + 1e-6)
        await self.send(round(self.sent, 6), total, message)


async def follow_run(store: RunStore, run_id: str, send, keep_dispatcher: bool = False,
                     limit_s: float = WAIT_S) -> dict:
    """Read the run until it is final (or ``limit_s`` has passed), sending progress: stages done of the stages
    asked for, and the worker's ``[compilescope]`` lines as messages. ``keep_dispatcher``: start the dispatcher
    again if it died (as ``queue.wait_final`` does)."""
    progress, pos, last, checked = Progress(send), 0, None, time.monotonic()
    until = checked + limit_s
    log = store.run_dir(run_id) / LOG_FILE
    while True:
        report = await anyio.to_thread.run_sync(store.load_report, run_id)
        stages = [s for s in report.get("stages") or [] if isinstance(s, dict)]
        total = 1 + len((report.get("request") or {}).get("only") or [])  # load, then each analysis
        done = sum(1 for s in stages if s.get("status") not in ("pending", "running"))
        lines, pos = _new_lines(log, pos, "[compilescope]")
        status = report.get("status")
        if status in FINAL_STATUSES:
            end = f"run {run_id} {status}"
            for line in lines:
                if line != end:
                    await progress(done, total, line)
            await progress(done, total, end, final=True)
            return report
        for line in lines or ([f"{status}: waiting for a worker"] if (status, done) != last else []):
            await progress(done, total, line)
        last = (status, done)
        if time.monotonic() > until:
            return report
        if keep_dispatcher and time.monotonic() - checked > 2.0:
            await anyio.to_thread.run_sync(lambda: jobs.ensure_dispatcher(store, linger=False))
            checked = time.monotonic()
        await anyio.sleep(POLL_S)


async def follow_fixes(store: RunStore, run_id: str, send, log_from: int = 0) -> dict:
    """Read the run's fix experiments until they end, sending progress: experiments finished, and the lines of
    their log (from offset ``log_from``) as messages."""
    progress, pos = Progress(send), log_from
    log = store.run_dir(run_id) / FIXES_LOG
    while True:
        report = await anyio.to_thread.run_sync(store.load_report, run_id)
        section = report.get("fixes") if isinstance(report.get("fixes"), dict) else {}
        rows = [e for e in section.get("experiments") or [] if isinstance(e, dict)]
        done = sum(1 for e in rows if e.get("status") in FINAL_STATUSES)
        lines, pos = _new_lines(log, pos, "[fixes]")
        for line in lines:
            await progress(done, None, line)
        if section.get("status") not in ("queued", "running"):
            await progress(done, None, f"fix experiments {section.get('status')}", final=True)
            return report
        if not fixes_under_way(section, time.time()):
            raise checks.Refused(f"the fix experiments of run {run_id} stopped without closing their record: "
                                 f"see {log}")
        await anyio.sleep(POLL_S)
