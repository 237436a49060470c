"""Compile-time changes, tried and timed like the speed fixes: which change a user can make without touching the
model's math cuts the time to the first output, and what it costs in steady latency. Standard library only (the
engine plans and words them; the dashboard, ``show``, the export and the MCP tools read the rows it stored).

Each change runs in fresh processes with empty caches, in ``pairs`` beside a baseline process (torch.compile of the
whole model with the run's options, the jit-cold route without its trace), the order alternating pair by pair:

* the first-output change is the median of the pairs' ratios (baseline ÷ changed; > 1: the change starts sooner),
  with the measurement model's interval over the pairs (``measurement.interval``, each pair a unit);
* the steady change compares each process's rounds, each round's compiled latency divided by the eager model timed
  in the same round of the same process (a control that cancels the machine's state), with ``apart_ratio``
  (the two sides come from different processes);
* the verdict says both and for whom the change is worth it (a pod that scales from zero pays the first output; a
  long-running server the steady latency), in the words of ``measurement.standing``;
* each row keeps torch's compile phases of both sides (``CompilationMetrics``: Dynamo, AOTAutograd, Inductor, code
  generation, the Triton / C++ compile, autotuning) and what the change saved in each.

The cache routes (warm cache, mega-cache, AOT package) are ranked beside them from their single processes.
"""

from __future__ import annotations

import statistics

from . import measurement as M

# name -> what the child changes: its role (the route it runs), options it overrides, environment it sets
CHANGES: dict[str, dict] = {
    "regional": {"label": "regional compilation (nn.Module.compile on each copy of the repeated block)",
                 "role": "jit-regional", "options": {}, "env": {}},
    "compile_threads=1": {"label": "torch._inductor.config.compile_threads = 1 (no compile worker pool)",
                          "role": "jit-cold", "options": {}, "env": {"TORCHINDUCTOR_COMPILE_THREADS": "1"}},
    "mode=default": {"label": 'mode="default" (no autotuning)', "role": "jit-cold", "options": {"mode": "default"},
                     "env": {}},
    "mode=max-autotune": {"label": 'mode="max-autotune" (autotuned kernels)', "role": "jit-cold",
                          "options": {"mode": "max-autotune"}, "env": {}},
    "dynamic=true": {"label": "dynamic=True (one graph for every size, no recompile per shape)", "role": "jit-cold",
                     "options": {"dynamic": "true"}, "env": {}},
}
CACHE_ROUTES = ("jit-warm-cache", "jit-regional-warm-cache", "jit-mega-cache", "aot-package")
CACHE_LABELS = {"jit-warm-cache": "a warm cache volume (the jit-warm-cache route)",
                "jit-regional-warm-cache": "regional compilation on a warm cache (jit-regional-warm-cache)",
                "jit-mega-cache": "a mega-cache loaded first (jit-mega-cache)",
                "aot-package": "an AOTInductor package, no compile (aot-package)"}
# compile phases from torch's CompilationMetrics (summed over the process's compiles), each without the ones nested in
# it (torch's figures are cumulative: Dynamo's holds AOTAutograd's, which holds Inductor's, ...), in the order they run
PHASES = (("dynamo_s", "Dynamo tracing"), ("aot_autograd_s", "AOTAutograd"),
          ("inductor_s", "Inductor lowering and scheduling"), ("code_gen_s", "code generation"),
          ("kernel_compile_s", "Triton / C++ compile"), ("autotune_s", "autotuning (inside the phases above)"),
          ("entire_frame_s", "whole frames"))
NESTED = (("dynamo_s", "aot_autograd_s"), ("aot_autograd_s", "inductor_s"), ("inductor_s", "code_gen_s"),
          ("code_gen_s", "kernel_compile_s"))
WORTH = {
    ("faster", "faster"): "worth it: it starts sooner and runs faster",
    ("faster", "no_change"): "worth it: it starts sooner at no measured cost in steady latency",
    ("faster", "slower"): "worth it for a pod that scales from zero; a long-running server pays the steady latency",
    ("slower", "faster"): "worth it for a long-running server: it buys steady latency with start time",
    ("slower", "no_change"): "not worth it: it starts later for no steady gain",
    ("slower", "slower"): "not worth it: it starts later and runs slower",
    ("no_change", "faster"): "worth it for the steady latency alone",
    ("no_change", "no_change"): "no gain measured",
    ("no_change", "slower"): "not worth it: no gain in start time, steady latency slower",
}


def plan(options: dict, regional: dict | None, recompiles: int | None, threads: int | None,
         device: str) -> tuple[list[str], list[dict]]:
    """The changes this run tries, and each one it skips with why (``{change, why}``)."""
    take, skipped = [], []

    def skip(name: str, why: str) -> None:
        skipped.append({"change": name, "label": CHANGES[name]["label"], "why": why})

    if regional:
        take.append("regional")
    else:
        skip("regional", "no repeated block in the model (--regional-block PATH names one)")
    if isinstance(threads, int) and threads > 1:
        take.append("compile_threads=1")
    else:
        skip("compile_threads=1", f"the baseline compiles with {threads or 'one'} thread(s) already")
    mode = options.get("mode") or "default"
    if mode.startswith("max-autotune"):
        take.append("mode=default")
    elif mode == "default" and options.get("backend", "inductor") == "inductor":
        take.append("mode=max-autotune")
    else:
        skip("mode=max-autotune", f"the run's mode is {mode}: a mode change would change what is measured")
    if recompiles:
        take.append("dynamic=true")
    else:
        skip("dynamic=true", "the run did not recompile (the compile analysis counts recompiles; a cold start times "
                             "one input shape)")
    return take, skipped


def change_spec(name: str, device: str) -> dict:
    """The child's overrides for ``name``: max-autotune without CUDA graphs on a CPU."""
    spec = {k: (dict(v) if isinstance(v, dict) else v) for k, v in CHANGES[name].items()}
    if name == "mode=max-autotune" and device == "cpu":
        spec["options"]["mode"] = "max-autotune-no-cudagraphs"
    return spec


def _num(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0


def steady_units(results: list[dict]) -> dict[M.Unit, float]:
    """Each process's rounds: compiled latency ÷ the eager control of the same round (the raw latency where the
    process timed no control)."""
    units: dict[M.Unit, float] = {}
    for p, res in enumerate(results):
        st = res.get("steady") or {}
        route, eager = st.get("rounds_ms") or [], st.get("eager_rounds_ms") or []
        for r, v in enumerate(route):
            if _num(v):
                units[(p, r)] = v / eager[r] if r < len(eager) and _num(eager[r]) else v
    return units


def exclusive(phases: dict) -> dict:
    """torch's cumulative phase times made exclusive: each less the phase nested in it (where the nested one fits:
    a Triton compile summed over parallel workers can exceed the code generation that waited for it)."""
    out = dict(phases)
    for outer, inner in NESTED:
        a, b = phases.get(outer), phases.get(inner)
        if isinstance(a, (int, float)) and isinstance(b, (int, float)) and 0 <= b <= a:
            out[outer] = round(a - b, 4)
    return out


def mean_phases(results: list[dict]) -> dict:
    """Each compile phase's mean exclusive seconds over the processes that report it."""
    out = {}
    for key, _ in PHASES:
        vals = [exclusive(r.get("compile_phases") or {}).get(key) for r in results]
        vals = [v for v in vals if isinstance(v, (int, float))]
        if vals:
            out[key] = round(statistics.fmean(vals), 3)
    return out


def verdict(first: dict | None, steady: dict | None) -> dict:
    """``{first_standing, steady_standing, words}``: each change's standing and the sentence both renderers show."""
    fs = M.standing(first["value"], first["ci"]) if first else "not_measured"
    ss = M.standing(steady["value"], steady["ci"]) if steady else "not_measured"
    ci = (first or {}).get("ci")
    if fs == "faster":
        band = f" [{M.pct(1 - 1 / ci[0])}–{M.pct(1 - 1 / ci[1])}]" if ci else ""
        part = f"cuts first output {M.pct(1 - 1 / first['value'])}{band}"
    elif fs == "slower":
        band = f" [{M.pct(1 / ci[1] - 1)}–{M.pct(1 / ci[0] - 1)}]" if ci else ""
        part = f"adds {M.pct(1 / first['value'] - 1)} to first output{band}"
    else:
        part = M.change_words("first output", first and first["value"], first and first["ci"])
    part += ", " + M.change_words("steady latency", steady and steady["value"], steady and steady["ci"])
    worth = WORTH.get((fs, ss), "not measured well enough for a verdict")
    return {"first_standing": fs, "steady_standing": ss, "words": f"{part}: {worth}", "worth": worth}


def change_row(name: str, spec: dict, pairs: list[dict]) -> dict:
    """One change's row from its pairs (``{"base": result, "changed": result}`` each, results of the route
    processes): first output and steady change with intervals, phases, numerics, the verdict."""
    ok = [p for p in pairs if not (p["base"].get("error") or p["changed"].get("error"))]
    base = [p["base"] for p in ok]
    changed = [p["changed"] for p in ok]
    row: dict = {"change": name, "label": spec["label"], "role": spec["role"], "pairs": len(ok),
                 "pairs_tried": len(pairs), "error": None}
    errors = [p[k]["error"] for p in pairs for k in ("base", "changed") if p[k].get("error")]
    if errors:
        row["error"] = errors[0]
    firsts = {(i, 0): b["first_output_s"] / c["first_output_s"] for i, (b, c) in enumerate(zip(base, changed))
              if _num(b.get("first_output_s")) and _num(c.get("first_output_s"))}
    first = M.rounded(M.interval(firsts, hold_middle=False)) if firsts else None
    if first and len(firsts) < 2:  # one pair: a ratio, no interval
        first["ci"] = None
    steady = M.rounded(M.apart_ratio(steady_units(base), steady_units(changed)))
    row.update(
        first_output_s=_median([c.get("first_output_s") for c in changed]),
        base_first_output_s=_median([b.get("first_output_s") for b in base]),
        first_output_change=first and first["value"], first_output_change_ci=first and first["ci"],
        steady_ms=_median([(c.get("steady") or {}).get("median_ms") for c in changed]),
        base_steady_ms=_median([(b.get("steady") or {}).get("median_ms") for b in base]),
        steady_change=steady and steady["value"], steady_change_ci=steady and steady["ci"],
        numerics_passed=all(c.get("numerics_passed") is not False for c in changed) if changed else None,
        phases=mean_phases(changed), base_phases=mean_phases(base))
    row["phases_saved"] = {k: round(row["base_phases"][k] - row["phases"][k], 3) for k in row["phases"]
                           if k in row["base_phases"]}
    row.update(verdict(first, steady))
    if row["pairs"] == 1:
        row["words"] += " (one pair of processes: no interval for the first output)"
    if row["numerics_passed"] is False:
        row["words"] += "; its outputs moved beyond the dtype's tolerance"
        row["worth"] += "; its outputs moved beyond the dtype's tolerance"
    return row


def _median(values: list) -> float | None:
    v = [x for x in values if _num(x)]
    return round(statistics.median(v), 4) if v else None


def route_rows(routes: list[dict]) -> list[dict]:
    """The cache routes against jit-cold, one process each: their first output and steady change, no interval."""
    by = {r.get("route"): r for r in routes if isinstance(r, dict)}
    cold = by.get("jit-cold") or {}
    out = []
    for name in CACHE_ROUTES:
        r = by.get(name) or {}
        if r.get("status") != "ok" or not (_num(cold.get("first_output_s")) and _num(r.get("first_output_s"))):
            continue
        first = {"value": round(cold["first_output_s"] / r["first_output_s"], 4), "ci": None}
        steady = None
        if _num(cold.get("steady_ms")) and _num(r.get("steady_ms")):
            steady = {"value": round(cold["steady_ms"] / r["steady_ms"], 4), "ci": None}
            ci_c, ci_r = cold.get("steady_ci_ms"), r.get("steady_ci_ms")
            if ci_c and ci_r and ci_r[0] > 0:
                steady["ci"] = [round(ci_c[0] / ci_r[1], 4), round(ci_c[1] / ci_r[0], 4)]
        row = {"change": name, "label": CACHE_LABELS[name], "role": name, "pairs": 1, "pairs_tried": 1,
               "error": None, "first_output_s": r["first_output_s"], "base_first_output_s": cold["first_output_s"],
               "first_output_change": first["value"], "first_output_change_ci": None,
               "steady_ms": r.get("steady_ms"), "base_steady_ms": cold.get("steady_ms"),
               "steady_change": steady and steady["value"], "steady_change_ci": steady and steady["ci"],
               "numerics_passed": r.get("numerics_passed"), "one_process": True}
        row.update(verdict(first, steady))
        row["words"] += " (one process each)"
        row["worth"] += " (one process each)"
        out.append(row)
    return out


def ranked(rows: list[dict]) -> list[dict]:
    """Rows in the order the Cold start view lists them: what cuts first output most first, failures last."""
    order = {"faster": 0, "no_change": 1, "within_drift": 1, "unstable": 2, "slower": 3, "not_measured": 4}

    def key(r):
        return (r.get("error") is not None and not r.get("pairs"), order.get(r.get("first_standing"), 4),
                -(r.get("first_output_change") or 0))
    return sorted(rows, key=key)


def changes_of(report: dict) -> dict | None:
    """The run's compile-time changes section (``cold_start.changes``), or None."""
    cold = report.get("cold_start")
    section = cold.get("changes") if isinstance(cold, dict) else None
    return section if isinstance(section, dict) and section else None


def change_rows(report: dict) -> list[dict] | None:
    """The ranked rows ``--json`` carries (``compile_changes``), without the phases' detail; None: none tried."""
    section = changes_of(report)
    if not section:
        return None
    keep = ("change", "label", "pairs", "first_output_s", "base_first_output_s", "first_output_change",
            "first_output_change_ci", "steady_ms", "base_steady_ms", "steady_change", "steady_change_ci",
            "first_standing", "steady_standing", "words", "worth", "numerics_passed", "phases_saved", "error")
    rows = section.get("rows") if isinstance(section.get("rows"), list) else []
    return [{k: r.get(k) for k in keep} for r in rows if isinstance(r, dict)]


def change_lines(rows: list[dict] | None, limit: int = 6) -> list[str]:
    """One line per ranked change: what ``run``, ``cold-start`` and ``show`` print."""
    out = []
    for r in (rows or [])[:limit]:
        first = f"{r['base_first_output_s']:.3g} → {r['first_output_s']:.3g} s" if _num(r.get("first_output_s")) \
            and _num(r.get("base_first_output_s")) else "no first output"
        said = r.get("words") or ((r.get("error") or {}).get("message") or "")
        out.append(f"compile-time change {r['label']}: first output {first}; {said}")
    return out
