"""The cold start's compile-time changes (``--try-compile-changes PAIRS``): each change a user can make without
touching the model's math (regional compilation, one compile thread, the other mode, ``dynamic=True`` where the run
recompiled) timed in fresh processes with empty caches, ``PAIRS`` times beside a baseline process (whole-model
torch.compile with the run's options), the order alternating; rows, intervals and verdicts from
``report/compile_changes``. Runs after the routes, inside the run's ``--timeout``; a change the time no longer
covers keeps the pairs it finished and says why."""

from __future__ import annotations

import json
import re
import time

from ..report import compile_changes as CC
from .run_context import Run
from .run_context import progress as run_progress

MIN_PROCESS_S = 5  # a process with less time left than this is not started


def run_compile_changes(run: Run, work, logs, spec: dict, section: dict, reference: list, deadline: float, st,
                        one_process) -> None:
    """``one_process``: the cold start's way of running one route process and waiting for it."""
    opts = run.request.options
    if opts.compile_changes <= 0:
        return
    routes = section.get("routes") or []
    cold = next((r for r in routes if r.get("route") == "jit-cold"), {})
    recompiles = len(((run.report.get("compile") or {}).get("recompiles")) or [])
    names, skipped = CC.plan(spec.get("options") or {}, spec.get("regional"), recompiles,
                             cold.get("compile_threads"), opts.device)
    changes = {"pairs": opts.compile_changes, "rows": CC.ranked(CC.route_rows(routes)), "skipped": skipped,
               "baseline": "torch.compile of the whole model with the run's options in a fresh process with empty "
                           "caches (the jit-cold route without its trace), beside each changed process, the order "
                           "alternating pair by pair"}
    section["changes"] = changes
    rows = []
    for name in names:
        cs = CC.change_spec(name, opts.device)
        slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
        pairs = []
        for i in range(opts.compile_changes):
            pair: dict = {}
            for side in (("base", "changed") if i % 2 == 0 else ("changed", "base")):
                tag = f"change-{slug}-{side}-{i + 1}"
                left = deadline - time.time()
                if left < MIN_PROCESS_S:
                    pair[side] = {"error": {"stage": "start", "message": "skipped: the run's time budget (--timeout) "
                                                                         "was spent"}}
                    continue
                role = cs["role"] if side == "changed" else "jit-cold"
                _write_spec(work, spec, tag, cs["options"] if side == "changed" else {})
                run_progress(f"compile-time change {name}: {side} process {i + 1} of {opts.compile_changes} ...")
                st.message = f"compile-time change {name}: pair {i + 1}"
                run.save()
                res = one_process(role, tag, work, logs, left, tag=tag,
                                   extra_env=cs["env"] if side == "changed" else None)
                _numerics(res, work / "out" / tag / role / "output.pt", reference, opts.dtype)
                pair[side] = res
            pairs.append(pair)
        rows.append(CC.change_row(name, cs, pairs))
        changes["rows"] = CC.ranked(rows + CC.route_rows(routes))
        run.save()


def _write_spec(work, spec: dict, tag: str, options: dict) -> None:
    """``spec-<tag>.json``: the routes' spec with the change's options and an output folder of its own."""
    own = dict(spec, options=dict(spec["options"], **options), out_dir=str(work / "out" / tag),
               mega_artifacts=None)
    (work / f"spec-{tag}.json").write_text(json.dumps(own, default=str))


def _numerics(result: dict, path, reference: list, dtype: str) -> None:
    """The process's first output against the worker's eager output (the run's dtype tolerance)."""
    import torch

    from ..analyses.numerics.compare import compare_outputs

    if result.get("error") or not path.exists():
        return
    try:
        check = compare_outputs(reference, torch.load(path, weights_only=True), dtype)
    except Exception as e:  # noqa: BLE001 - the timings stand without it
        result["numerics"] = {"passed": None, "message": f"not compared: {type(e).__name__}: {e}"[:300]}
        return
    result["numerics_passed"] = check.get("passed")
