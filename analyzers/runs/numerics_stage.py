"""The numerics stage: compiled against eager on every input, and where they diverge, why.

Output by output on every input (``analyses/numerics/check``); when an output is past its tolerance, within
``--numerics-budget`` seconds: the first module that differs compiled alone, down to its first aten op
(in this process, up to 40 % of the budget), then ``CompilerBisector`` in a child process with the rest
(``analyses/numerics/bisection``): the stage stops at the budget, and a module search that used it all leaves no
bisection. A search that runs out of budget or crashes is a finding, not a failure.
"""

from __future__ import annotations

import time

import torch

from ..analyses.options.compile_setup import compile_kwargs, grad_context, inductor_overrides, uses_cudagraphs
from ..report.schema import StageResult
from .run_context import Run, StageSkipped
from .run_context import progress as run_progress

MODULE_SHARE = 0.4  # of the budget, for the module and op search; the bisection gets the rest
MIN_BISECT_S = 2.0  # less left than this: the bisection is not started (its child alone takes longer to start)


def run_numerics_stage(run: Run, st: StageResult) -> None:
    from ..analyses.numerics.check import collect_output_numerics

    opts = run.request.options
    if opts.workload == "decode":
        raise StageSkipped("a decode run compares its generated tokens (the decode analysis), not one forward")
    loaded = run.state.get("loaded")
    if loaded is None:
        raise StageSkipped("the model did not load")
    if run.stages.get("compile", StageResult("compile")).status == "failed":
        raise StageSkipped("the compile stage failed, so there is no compiled model")
    compiled = run.state.get("compiled")
    if compiled is None:  # --only numerics: compile here, without the trace the compile stage records
        torch._dynamo.reset()
        compiled = torch.compile(loaded.model, **compile_kwargs(opts))
    saver = _Saver(run, st)
    calls = [(loaded.args, loaded.kwargs)] + list(loaded.extra_calls)
    mark = getattr(torch.compiler, "cudagraph_mark_step_begin", None) if uses_cudagraphs(opts) else None
    sync = (lambda: torch.cuda.synchronize()) if opts.device.startswith("cuda") else (lambda: None)
    with grad_context(opts), inductor_overrides(opts.inductor_config):
        section = collect_output_numerics(loaded.model, compiled, calls, dtype=opts.dtype, sync=sync, mark_step=mark)
    section.update(first_module=None, bisection=None, culprit=None, budget_s=opts.numerics_budget_s)
    run.report["numerics"] = section
    n_out = sum(len(i.get("outputs") or []) for i in section["inputs"])
    worst = f"worst rel err {section['rel_err']:.3g}" if section.get("rel_err") is not None else "no error measured"
    if section["passed"]:
        st.message = f"passed: {worst} over {n_out} output(s) on {len(calls)} input(s), tolerance " \
                     f"{section['tolerance']['rel_tol']:g} ({opts.dtype})"
        return
    saver.say(f"differs: {worst} (tolerance {section['tolerance']['rel_tol']:g}); looking for the first module")
    t0 = time.monotonic()
    budget = float(opts.numerics_budget_s)
    failing = next((i for i, inp in enumerate(section["inputs"]) if not inp["passed"]), 0)
    section["first_module"] = _first_module(loaded.model, *calls[failing], opts=opts, sync=sync,
                                            deadline=t0 + MODULE_SHARE * budget, say=saver.say)
    section["first_module"]["input"] = section["inputs"][failing]["input"]
    run.save()
    torch._dynamo.reset()  # the bisection's child compiles afresh; nothing of this process is needed after
    from ..analyses.numerics.bisection import run_bisection, spent_before

    left = budget - (time.monotonic() - t0)  # the budget holds for the whole search: no bisection past it
    if left < MIN_BISECT_S:
        bis = spent_before(budget, time.monotonic() - t0)
    else:
        saver.say(f"bisecting with CompilerBisector ({left:.0f} s left of the budget)")
        bis = run_bisection(run.store, run.run_id, run.dir / "artifacts" / "numerics_bisection.json",
                            budget_s=round(left, 1), progress=saver.say)
    section["bisection"] = bis
    section["culprit"] = bis.get("culprit")
    fm = section["first_module"]
    where = f"module {fm['name']!r}" if fm.get("name") else "the model's own forward"
    st.message = f"differs ({worst}); first: {where}; " + (bis.get("message") or bis.get("status", ""))
    if bis.get("status") in ("over budget", "crashed", "unavailable"):
        st.notes.append(f"bisection {bis['status']}: {bis.get('message')}")


def _first_module(model, args, kwargs, *, opts, sync, deadline: float, say) -> dict:
    """The first module that differs (qualified name, ``""`` for the model itself) and its first aten op."""
    from ..analyses.numerics.first_module import find_first_module
    from ..analyses.numerics.first_op import find_first_op

    kw = compile_kwargs(opts)

    def compile_fn(fn):
        return torch.compile(fn, **kw)

    t0 = time.monotonic()
    with grad_context(opts), inductor_overrides(opts.inductor_config):
        try:
            found = find_first_module(model, args, kwargs, compile_fn=compile_fn, dtype=opts.dtype, sync=sync,
                                      deadline=deadline, progress=say)
        except Exception as e:  # noqa: BLE001 - the bisection still runs
            return {"name": None, "modules": [], "error": f"{type(e).__name__}: {e}"[:300]}
        module, (a, k) = found.pop("module"), found.pop("inputs")
        out = {"name": found["first_module"], "type": type(module).__name__, "modules": found["modules"],
               "stopped": found["stopped"]}
        if not found["stopped"]:
            say(f"first module: {out['name'] or '(the model itself)'}; looking for its first aten op")
            out["op"] = find_first_op(module, a, k, compile_fn=compile_fn, dtype=opts.dtype, sync=sync,
                                      deadline=max(deadline, time.monotonic() + 5))
    out["seconds"] = round(time.monotonic() - t0, 2)
    return out


class _Saver:
    """Progress lines to the stage table and the CLI's stderr; the report saved at most once a second."""

    def __init__(self, run: Run, st: StageResult):
        self.run, self.st, self.last = run, st, 0.0

    def say(self, line: str) -> None:
        self.st.message = line
        run_progress(f"numerics: {line}")
        if time.monotonic() - self.last >= 1.0:
            self.last = time.monotonic()
            self.run.save()
