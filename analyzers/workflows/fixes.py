"""Fix experiments: the same model again with one change each, as child runs of the original (stdlib only).

``run_fixes(store, run_id, budget_s)`` reads the finished run's report, lists the single changes torch's own
words suggest (``fix_candidates``), and runs each as a normal run, cheapest first, through the same queue and
executor as a sweep's cells (``queue.submit`` + ``queue.run_now``; the Ray executor with
``COMPILESCOPE_EXECUTOR=ray``), until the budget is spent. Each child run is marked ``fix_of`` its original;
the original's ``report["fixes"]`` lists every experiment with its before -> after figures and verdict
(``fix_verdicts``), rewritten after each one so the dashboard shows progress; while one runs,
``report["fixes"]["current"]`` says which (``{n, of, change, target, run_id, started}``: experiment n of ``of``,
its child run once queued). Nothing edits the user's files:
a change is a compile option or a config key the worker patches for the child run alone.
"""

from __future__ import annotations

import dataclasses
import time

from ..report.schema import RunRequest
from ..report.store import RunStore
from ..runs.queue import RequestRefused, machine_info, run_now, submit
from .fix_candidates import Candidate, candidates_for
from .fix_verdicts import experiment_record

DEFAULT_BUDGET_S = 900
CHILD_ANALYSES = ("explain", "compile", "benchmark")


def child_request(parent: RunRequest, cand: Candidate) -> RunRequest:
    """The parent's request with ``cand``'s one change; explain, compile and benchmark only."""
    opts = parent.options
    value = cand.value
    if cand.option in ("dynamo_config", "inductor_config", "mark_dynamic"):
        value = {**getattr(opts, cand.option), **cand.value}
    opts = dataclasses.replace(opts, **{cand.option: value})
    only = ["compile"] if cand.option == "fullgraph" else [a for a in parent.only if a in CHILD_ANALYSES]
    label = f"fix: {cand.change}"[:200]
    return RunRequest(source=dataclasses.replace(parent.source), options=opts, only=only or ["explain"], label=label)


def _executor():
    from ..runs.executor import executor_name
    from ..runs.queue import LocalExecutor

    if executor_name() == "ray":
        from ..runs.ray_executor import RayExecutor

        return RayExecutor()
    return LocalExecutor()


def _estimate_s(report: dict) -> float:
    start, end = report.get("started"), report.get("finished")
    return float(end - start) if isinstance(start, (int, float)) and isinstance(end, (int, float)) else 60.0


def run_fixes(store: RunStore, run_id: str, budget_s: float = DEFAULT_BUDGET_S, progress=None, executor=None) -> dict:
    """Run the fix experiments of ``run_id``; returns the ``fixes`` section (also saved in its report)."""
    say = progress or (lambda msg: None)
    parent = store.load_report(run_id)
    if parent.get("status") not in ("ok", "partial"):
        raise ValueError(f"run {run_id} is {parent.get('status')}: fix experiments need a finished run")
    running = parent.get("fixes") or {}
    if running.get("status") == "running" and time.time() - float(running.get("started") or 0) < \
            float(running.get("budget_s") or DEFAULT_BUDGET_S) + 600:  # else: their process died, start again
        raise ValueError(f"the fix experiments of run {run_id} are already running")
    if parent.get("fix_of"):
        raise ValueError(f"run {run_id} is itself a fix experiment of {parent['fix_of']}: try the fixes of that run")
    request = RunRequest.from_dict(parent["request"])
    cands, unfixable = candidates_for(parent)
    rows = [b for b in (parent.get("explain") or {}).get("breaks") or [] if isinstance(b, dict)]
    section = {"status": "running", "budget_s": budget_s, "started": time.time(), "experiments": []}
    for u in unfixable:
        rec = experiment_record(None, u["target"], parent, None, [])
        rec.update(verdict=u["verdict"], status="no experiment")
        section["experiments"].append(rec)
    _save(store, run_id, section)
    machine = machine_info(store)
    estimate, t0 = _estimate_s(parent), time.monotonic()
    executor = executor or _executor()
    for i, cand in enumerate(cands, 1):
        spent = time.monotonic() - t0
        if spent + estimate > budget_s:
            rec = experiment_record(cand.change, cand.target, parent, None, [])
            rec["verdict"] = f"not tried: the fix budget of {budget_s:g} s was spent ({spent:.0f} s used)"
            section["experiments"].append(rec)
            continue
        head = f"experiment {i} of {len(cands)}: {cand.change}"
        say(f"{head} ({cand.target}) — running")
        section["current"] = {"n": i, "of": len(cands), "change": cand.change, "target": cand.target,
                              "run_id": None, "started": time.time()}
        _save(store, run_id, section)
        section["experiments"].append(_experiment(store, parent, request, cand, rows, machine, executor, section))
        section.pop("current", None)
        _save(store, run_id, section)
        say(f"{head} — {section['experiments'][-1]['verdict']}")
    section.pop("current", None)
    section.update(status="done", seconds=round(time.monotonic() - t0, 3))
    _save(store, run_id, section)
    return section


def _experiment(store, parent, request, cand: Candidate, rows, machine, executor, section: dict) -> dict:
    aimed = [rows[i] for i in cand.rows if i < len(rows)]
    try:
        child = submit(store, child_request(request, cand), machine, claim=True, admitted=True)
    except RequestRefused as e:
        rec = experiment_record(cand.change, cand.target, parent, None, aimed)
        rec["verdict"] = f"torch suggests it, but it cannot be set here: {e}"
        return rec
    child["fix_of"] = parent["run_id"]
    child["fix_change"] = cand.change
    store.save_report(child)
    section["current"]["run_id"] = child["run_id"]  # the page follows the child's stages from here
    _save(store, parent["run_id"], section)
    child = run_now(store, child["run_id"], executor)
    return experiment_record(cand.change, cand.target, parent, child, aimed)


def _save(store: RunStore, run_id: str, section: dict) -> None:
    report = store.load_report(run_id)  # fresh: the dashboard may have changed nothing else, but read anyway
    report["fixes"] = section
    store.save_report(report)


def fix_lines(fixes: list[dict] | None) -> list[str]:
    """``show``'s lines for the summary's ``fixes``."""
    out = []
    for f in fixes or []:
        change = f.get("change") or "(no setting)"
        run = f"  [{f['run_id']}]" if f.get("run_id") else ""
        out.append(f"  {change} -> {f.get('target')}: {f.get('verdict')}{run}")
    return out
