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

Beside them come the layout and precision experiments the report's layout section calls for (``layout_candidates``:
channels_last, freezing, TF32, bf16 autocast; a row "not offered: ..." where the hardware lacks the units), sorted
with the others by cost. Every entry has a ``kind`` (break, recompile, launch, layout, precision); a layout or
precision entry's verdict compares its compiled latency with the parent's (``fix_compiled_verdict``).

Held to the rules of runs: refused before anything is written when ``admission.fix_problems`` says why (a viewer's
store refuses at once); each child's timeout is what is left of the budget, so the experiments stop at it; a
Ctrl-C or SIGTERM cancels the child that runs and closes the section as ``cancelled``; a child that fails is a
verdict, not an error. The section names its process (``owner``), so one whose process was killed is not taken
for running.
"""

from __future__ import annotations

import dataclasses
import os
import time

from ..report.schema import FINAL_STATUSES, RunRequest
from ..report.store import RunStore
from ..runs.admission import fix_problems
from ..runs.queue import (
    FIXES_TICKET_ENV,
    INTERRUPTED,
    RequestRefused,
    claim_token,
    finish_run,
    machine_info,
    run_now,
    submit,
    timeout_message,
)
from ..runs.side_by_side import SIDE_BY_SIDE_OPTIONS
from .fix_candidates import Candidate, candidates_for
from .fix_compiled_verdict import compiled_verdict
from .fix_verdicts import experiment_record
from .layout_candidates import layout_candidates

DEFAULT_BUDGET_S = 900
CHILD_ANALYSES = ("explain", "compile", "benchmark")


def child_request(parent: RunRequest, cand: Candidate, timeout_s: int | None = None) -> RunRequest:
    """The parent's request with ``cand``'s one change; explain, compile and benchmark only; at most ``timeout_s``."""
    opts = parent.options
    value = cand.value
    if cand.option in ("dynamo_config", "inductor_config", "mark_dynamic"):
        value = {**getattr(opts, cand.option), **cand.value}
    opts = dataclasses.replace(opts, **{cand.option: value})
    if timeout_s is not None:
        opts = dataclasses.replace(opts, timeout_s=max(1, min(opts.timeout_s, int(timeout_s))))
    only = ["compile"] if cand.option == "fullgraph" else [a for a in parent.only if a in CHILD_ANALYSES]
    if "benchmark" in only and cand.option in SIDE_BY_SIDE_OPTIONS:  # timed beside the parent's configuration
        opts = dataclasses.replace(opts, side_by_side={cand.option: getattr(parent.options, cand.option)})
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


def _not_tried(cand: Candidate, only: list[str] | None, budget_s: float, spent: float, estimate: float) -> str:
    """Why ``cand`` is listed and not run ("" where it runs): ``--fix-only`` left it out, or the budget is spent."""
    if only and not any(w in str(cand.change).lower() for w in only):
        return f"left out by --fix-only {','.join(only)}"
    if spent + estimate > budget_s:
        return f"the fix budget of {budget_s:g} s was spent ({spent:.0f} s used)"
    return ""


def run_fixes(store: RunStore, run_id: str, budget_s: float = DEFAULT_BUDGET_S, progress=None, executor=None,
              only: list[str] | None = None) -> dict:
    """Run the fix experiments of ``run_id``; returns the ``fixes`` section (also saved in its report). ``only``:
    lower-case words; a change whose text holds none of them is listed as left out, not tried (empty: all).

    Raises ``RequestRefused`` (nothing written) when they cannot start, and ``KeyboardInterrupt`` after closing the
    section as cancelled when the command is interrupted."""
    say = progress or (lambda msg: None)
    store.require_writable("run fix experiments")
    parent = store.load_report(run_id)
    machine = machine_info(store)
    ticket = os.environ.get(FIXES_TICKET_ENV)  # started by the dashboard: its recipe folder holds here too
    problems = fix_problems(parent, machine, ticket=ticket, recipe_folder=bool(ticket))
    if problems:
        raise RequestRefused("; ".join(problems))
    request = RunRequest.from_dict(parent["request"])
    cands, unfixable = candidates_for(parent)
    more, not_offered = layout_candidates(parent)  # layout and precision, from the layout section
    cands = sorted(cands + more, key=lambda c: c.cost)
    unfixable += not_offered
    rows = [b for b in (parent.get("explain") or {}).get("breaks") or [] if isinstance(b, dict)]
    section = {"status": "running", "budget_s": budget_s, "started": time.time(), "owner": claim_token(),
               "experiments": []}
    for u in unfixable:
        rec = experiment_record(u.get("change"), u["target"], parent, None, [])
        rec.update(verdict=u["verdict"], status=u.get("status", "no experiment"), kind=u.get("kind", "break"))
        section["experiments"].append(rec)
    _save(store, run_id, section)
    estimate, t0 = _estimate_s(parent), time.monotonic()
    executor = executor or _executor()
    try:
        for i, cand in enumerate(cands, 1):
            spent = time.monotonic() - t0
            why = _not_tried(cand, only, budget_s, spent, estimate)
            if why:  # listed, not run
                rec = experiment_record(cand.change, cand.target, parent, None, [])
                rec.update(verdict=f"not tried: {why}", kind=cand.kind)
                section["experiments"].append(rec)
                continue
            head = f"experiment {i} of {len(cands)}: {cand.change}"
            say(f"{head} ({cand.target}) — running")
            section["current"] = {"n": i, "of": len(cands), "change": cand.change, "target": cand.target,
                                  "run_id": None, "started": time.time()}
            _save(store, run_id, section)
            section["experiments"].append(_experiment(store, parent, request, cand, rows, machine, executor,
                                                      budget_s, budget_s - spent, section))
            section.pop("current", None)
            _save(store, run_id, section)
            say(f"{head} — {section['experiments'][-1]['verdict']}")
            if section["experiments"][-1].pop("interrupted", False):
                raise KeyboardInterrupt
    except KeyboardInterrupt:
        section.pop("current", None)
        section.update(status="cancelled", message=INTERRUPTED, seconds=round(time.monotonic() - t0, 3))
        _save(store, run_id, section)
        raise
    section.update(status="done", seconds=round(time.monotonic() - t0, 3))
    _save(store, run_id, section)
    return section


def _experiment(store, parent, request, cand: Candidate, rows, machine, executor, budget_s, left_s,
                section: dict) -> dict:
    aimed = [rows[i] for i in cand.rows if i < len(rows)]
    try:
        child = submit(store, child_request(request, cand, timeout_s=left_s), machine, claim=True, admitted=True)
    except RequestRefused as e:
        rec = experiment_record(cand.change, cand.target, parent, None, aimed)
        rec["verdict"] = f"torch suggests it, but it cannot be set here: {e}"
        rec["kind"] = cand.kind
        return rec
    try:
        child["fix_of"] = parent["run_id"]
        child["fix_change"] = cand.change
        store.save_report(child)
        section["current"]["run_id"] = child["run_id"]  # the page follows the child's stages from here
        _save(store, parent["run_id"], section)
        child = run_now(store, child["run_id"], executor)
    except KeyboardInterrupt:  # before its worker started: no one else may take the claimed child run
        child = store.load_report(child["run_id"])
        if child.get("status") not in FINAL_STATUSES:
            finish_run(store, child, "cancelled", INTERRUPTED)
        raise
    rec = experiment_record(cand.change, cand.target, parent, child, aimed)
    rec["kind"] = cand.kind
    if cand.kind in ("layout", "precision"):  # compiled against the parent's compiled, eager as drift control
        compiled_verdict(rec, parent, child)
    err = (child.get("error") or {}).get("message") or ""
    capped = RunRequest.from_dict(child["request"]).options.timeout_s
    if child.get("status") == "failed" and capped < request.options.timeout_s and err == timeout_message(capped):
        rec["verdict"] = f"stopped: the fix budget of {budget_s:g} s ran out during this experiment ({capped} s were left)"
    if child.get("status") == "cancelled" and err == INTERRUPTED:
        rec["interrupted"] = True
    return rec


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
