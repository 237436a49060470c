"""The cold start's routes as ``--json`` prints them and the views draw them: one definition (stdlib only).

A cold-start run (``python -m analyzers cold-start``) starts fresh processes, one per route, and
stores what each paid from its process start to its first output and to steady state in
``report["cold_start"]["routes"]``. ``cold_start_rows`` gives the list ``--json`` prints; ``budget_verdicts``
says which routes meet a start-up budget (a liveness probe's timeout) — the view and the export call both.
"""

from __future__ import annotations

from .paths import run_folder_text

# The routes, in the order they run and are shown. eager is the baseline every route is held against.
ROUTES = ("eager", "jit-cold", "jit-regional", "jit-warm-cache", "jit-regional-warm-cache", "jit-mega-cache",
          "aot-package")
ROUTE_HELP = {
    "eager": "no compile: the model as it is (the baseline)",
    "jit-cold": "torch.compile in a process with empty Inductor and Triton caches: what a fresh pod pays",
    "jit-regional": "regional compilation: each copy of the model's repeated block (the longest run of same-class "
                    "siblings in an nn.ModuleList / nn.Sequential, or --regional-block PATH) compiled in place with "
                    "nn.Module.compile, the rest eager, in a process with empty caches: Dynamo and Inductor compile "
                    "one block and its copies reuse it, at the price of no fusion across block boundaries",
    "jit-warm-cache": "torch.compile in a fresh process on the cache folders the jit-cold process left (FX graph, "
                      "AOTAutograd and Triton caches): a pod with a persistent cache volume",
    "jit-regional-warm-cache": "regional compilation in a fresh process on the cache folders the jit-regional process "
                               "left: a pod with a persistent cache volume that compiles the repeated block only",
    "jit-mega-cache": "torch.compile in a fresh process with empty cache folders that first loads the artifacts "
                      "jit-cold saved with torch.compiler.save_cache_artifacts (one blob to ship beside the model)",
    "aot-package": "torch.export + AOTInductor ahead of time (a .pt2 package, built in a process of its own), then "
                   "a fresh process that only loads the package: no model code, no compile",
}
ROW_FIELDS = ("route", "status", "first_output_s", "steady_ms", "steady_ci_ms", "peak_rss_mb", "process_peak_rss_mb",
              "peak_gpu_mb",
              "compile_threads", "numerics_passed", "error", "phases")
# a jit route's eager control in its own process (interleaved with its compiled calls), and what it says
CONTROL_FIELDS = ("steady_eager_ms", "steady_eager_ci_ms", "steady_speedup", "steady_note")
# jit-regional's block (path, copies, class), Dynamo's account of its compiles, and how it compares with jit-cold
REGIONAL_FIELDS = ("block", "regional", "regional_note")


def _overlap(a, b) -> bool:
    return bool(a and b and len(a) == 2 and len(b) == 2 and a[0] <= b[1] and b[0] <= a[1])


def steady_comparison(routes: list[dict]) -> str | None:
    """Whether jit-warm-cache's steady latency differs from jit-cold's, and if so whether by the compiled code or by
    the machine: both processes time the same eager model interleaved with their compiled calls, so a gap the
    eager control shares is the machine's state when each process ran (clocks, other work: the routes run one
    after the other, minutes apart), and a gap in the speedup over that control is the compiled code's own.
    None where the two routes have no steady figures to compare."""
    by = {r.get("route"): r for r in routes if isinstance(r, dict)}
    cold, warm = by.get("jit-cold") or {}, by.get("jit-warm-cache") or {}
    c, w = cold.get("steady_ms"), warm.get("steady_ms")
    if not all(isinstance(x, (int, float)) and x > 0 for x in (c, w)):
        return None
    head = f"jit-warm-cache steady {w:.3g} ms vs jit-cold {c:.3g} ms ({w / c:.2f}×), the same cached graph"
    if _overlap(cold.get("steady_ci_ms"), warm.get("steady_ci_ms")):
        return head + ": their intervals overlap, no difference"
    ce, we = cold.get("steady_eager_ms"), warm.get("steady_eager_ms")
    cs, ws = cold.get("steady_speedup"), warm.get("steady_speedup")
    if not all(isinstance(x, (int, float)) and x > 0 for x in (ce, we, cs, ws)):
        return head + (": each timed in its own process, minutes apart and not interleaved, without an eager control "
                       "in the same process (a report made before each route timed its own eager): the gap may be "
                       "the machine's state when each ran, not the cache")
    eager_ratio = we / ce
    if ws >= cs * 0.95:  # the warm process's compiled code is as fast against its own eager control, or faster
        return head + (f": the measurement, not the cache — the eager model timed in the same processes moved as much "
                       f"({we:.3g} vs {ce:.3g} ms, {eager_ratio:.2f}×) and the warm-cache process's speedup over it "
                       f"holds ({ws:.2f}× vs {cs:.2f}×): that process (or the machine while it ran) was slower, not "
                       "the cached graph")
    return head + (f": real — against the eager model timed in the same processes ({we:.3g} vs {ce:.3g} ms, "
                   f"{eager_ratio:.2f}×) the warm-cache process's compiled code is slower (speedup {ws:.2f}× vs "
                   f"{cs:.2f}×): the graph loaded from the FX graph cache does not run like the one compiled")


def _pos(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0


def regional_figures(routes: list[dict]) -> dict | None:
    """jit-regional against jit-cold: first output (seconds from process start) and steady latency as ratios
    regional ÷ whole model, each route's speedup over the eager model timed in its own process, and whether the
    steady intervals overlap. None where either route has no first output."""
    by = {r.get("route"): r for r in routes if isinstance(r, dict)}
    cold, reg = by.get("jit-cold") or {}, by.get("jit-regional") or {}
    fc, fr = cold.get("first_output_s"), reg.get("first_output_s")
    if not (_pos(fc) and _pos(fr)) or cold.get("error") or reg.get("error"):
        return None
    sc, sr = cold.get("steady_ms"), reg.get("steady_ms")
    return {"first_output_s": fr, "cold_first_output_s": fc, "first_output_ratio": round(fr / fc, 4),
            "steady_ms": sr, "cold_steady_ms": sc, "steady_ratio": round(sr / sc, 4) if _pos(sc) and _pos(sr) else None,
            "steady_overlap": _overlap(cold.get("steady_ci_ms"), reg.get("steady_ci_ms")),
            "speedup": reg.get("steady_speedup"), "cold_speedup": cold.get("steady_speedup")}


def regional_comparison(routes: list[dict]) -> str | None:
    """One sentence: what regional compilation saves in first output against jit-cold and what it costs in steady
    latency (against the eager control timed in each process where the intervals differ)."""
    f = regional_figures(routes)
    if f is None:
        return None
    reg = next(r for r in routes if isinstance(r, dict) and r.get("route") == "jit-regional")
    block = reg.get("block") or {}
    what = f" ({block.get('path')}, {block.get('copies')} × {block.get('class')})" if block.get("path") else ""
    text = (f"jit-regional{what}: first output {f['first_output_s']:.3g} s vs jit-cold's "
            f"{f['cold_first_output_s']:.3g} s ({f['first_output_ratio']:.2f}×)")
    if f["steady_ratio"] is not None:
        text += f"; steady {f['steady_ms']:.4g} ms vs {f['cold_steady_ms']:.4g} ms ({f['steady_ratio']:.2f}×)"
        if f["steady_overlap"]:
            text += ", their intervals overlap: no steady difference measured"
        elif _pos(f["speedup"]) and _pos(f["cold_speedup"]):
            text += (f"; over the eager model timed in the same process, regional {f['speedup']:.2f}× vs whole-model "
                     f"{f['cold_speedup']:.2f}×" + (" (the price of no fusion across block boundaries)"
                                                    if f["speedup"] < f["cold_speedup"] * 0.95 else ""))
    acc = reg.get("regional") or {}
    if acc.get("per_copy"):
        text += f". {acc.get('verdict')}"
    return text + ("" if text.endswith(".") else ".")


def cold_start_of(report: dict) -> dict | None:
    section = report.get("cold_start") if isinstance(report, dict) else None
    return section if isinstance(section, dict) and isinstance(section.get("routes"), list) else None


def routes_of(report: dict) -> list[dict]:
    """The section's routes; an error's message and repro that name a file of the run's folder name it from the
    store on (``paths.run_folder_text``), not where the recording machine kept its store."""
    section = cold_start_of(report)
    run_id = str(report.get("run_id") or "")
    return [_portable_error(r, run_id) for r in (section or {}).get("routes", []) if isinstance(r, dict)
            and r.get("route")]


def _portable_error(route: dict, run_id: str) -> dict:
    err = route.get("error")
    if not isinstance(err, dict) or not any(isinstance(err.get(k), str) and f"/{run_id}/" in err[k]
                                            for k in ("message", "repro")):
        return route
    fixed = {k: run_folder_text(err[k], run_id) for k in ("message", "repro") if isinstance(err.get(k), str)}
    return {**route, "error": {**err, **fixed}}


def cold_start_rows(report: dict) -> list[dict] | None:
    """``--json``'s ``cold_start``: one entry per route (None for a run that did not ask for one)."""
    if cold_start_of(report) is None:
        return None
    out = []
    for r in routes_of(report):
        row = {k: r.get(k) for k in ROW_FIELDS}
        row["phases"] = [{k: p.get(k) for k in ("name", "start_s", "end_s", "peak_rss_mb")}
                         for p in r.get("phases") or [] if isinstance(p, dict)]
        for k in ("export_s", "package_build_s", "package_mb", "mega_cache_mb", "steady_samples", "numerics_rel_err",
                  "caches", "break_link", "trace_logging_s") + CONTROL_FIELDS + REGIONAL_FIELDS:
            if r.get(k) is not None:
                row[k] = r[k]
        out.append(row)
    return out


def budget_verdicts(report: dict, budget_s: float | None) -> list[dict]:
    """Per route: whether its first correct output came within ``budget_s`` seconds of its process start.

    ``meets`` is True, False, or None where the route has no first output (it failed or was skipped). An output
    that differs from eager's does not count as a correct first output."""
    out = []
    for r in routes_of(report):
        first = r.get("first_output_s")
        if not isinstance(first, (int, float)) or r.get("error"):
            meets, why = None, (r.get("error") or {}).get("message") or "no first output"
        elif r.get("numerics_passed") is False:
            meets, why = False, "its first output differs from eager's"
        elif budget_s is None:
            meets, why = None, "no budget given"
        else:
            meets = first <= budget_s
            why = f"first output at {first:.3g} s {'within' if meets else 'past'} {budget_s:g} s"
        out.append({"route": r["route"], "first_output_s": first, "meets": meets, "why": why})
    return out


def fastest_start(report: dict) -> dict | None:
    """The route with the earliest correct first output."""
    ok = [v for v in budget_verdicts(report, None) if isinstance(v["first_output_s"], (int, float))
          and v["why"] != "its first output differs from eager's"]
    return min(ok, key=lambda v: v["first_output_s"]) if ok else None


def cold_start_headline(report: dict) -> str | None:
    """One sentence for the Overview of a run with a cold start: each route's first correct output (as the view's
    table writes it) and the routes without one; None for a run that did not ask for one."""
    if cold_start_of(report) is None:
        return None
    firsts, missing = [], []
    for v in budget_verdicts(report, None):
        if isinstance(v["first_output_s"], (int, float)) and v["why"] != "its first output differs from eager's":
            firsts.append(f"{v['route']} {v['first_output_s']:.2f} s")
        else:
            missing.append(v["route"])
    text = "Cold start, first correct output from process start: " + (", ".join(firsts) or "none")
    return text + (f"; no correct output: {', '.join(missing)}" if missing else "") + "."


def break_link(report: dict, frame: dict) -> dict | None:
    """The Graph breaks row at the user's line of an export error (``frame``: ``file``, ``line``), as link
    parameters of that view (``view``, ``category``, ``gb``), with the row's reason; None where explain found none."""
    file, line = str(frame.get("file") or ""), frame.get("line")
    breaks = (report.get("explain") or {}).get("breaks") if isinstance(report.get("explain"), dict) else None
    for b in breaks or []:
        if not isinstance(b, dict) or b.get("line") != line or not b.get("file"):
            continue
        bf = str(b["file"])
        if bf == file or file.endswith("/" + bf.lstrip("/")) or bf.endswith("/" + file.lstrip("/")):
            link = {"view": "breaks", "category": b.get("category") or "", "gb": b.get("gb_id") or ""}
            return {"params": {k: v for k, v in link.items() if v}, "reason": str(b.get("reason") or "")[:300],
                    "file": bf, "line": line}
    return None


def cold_start_lines(summary: dict) -> list[str]:
    """One line per route of ``--json``'s ``cold_start`` (``run`` and ``cold-start`` on stderr, ``show``)."""
    out = []
    regional = regional_figures(summary.get("cold_start") or [])
    for r in summary.get("cold_start") or []:
        first = f"first output {r['first_output_s']:.3g} s" if r.get("first_output_s") is not None else "no output"
        if r.get("first_output_s") is not None and isinstance(r.get("trace_logging_s"), (int, float)):
            first += f" (of it {r['trace_logging_s']:.2f} s TORCH_TRACE logging)"
        if r.get("route") == "jit-regional" and regional:
            first += f", {regional['first_output_ratio']:.2f}× jit-cold's"
        steady = f", steady {r['steady_ms']:.4g} ms" if r.get("steady_ms") is not None else ""
        ci = r.get("steady_ci_ms")
        steady += f" [{ci[0]:.4g}-{ci[1]:.4g}]" if ci and steady else ""
        wrong = ", DIFFERS from eager" if r.get("numerics_passed") is False else ""
        err = f": {r['error'].get('stage')}: {r['error'].get('message')}"[:300] if r.get("error") else ""
        out.append(f"cold start {r['route']:15} {first}{steady}{wrong}{_block_words(r)}{err}")
    from .compile_changes import change_lines

    return out + change_lines(summary.get("compile_changes"))


def _block_words(r: dict) -> str:
    """jit-regional's block and Dynamo's compiles for it, for its line: ", block layers (8 × Block), 1 compile"."""
    block = r.get("block") if isinstance(r.get("block"), dict) else None
    if not block:
        return ""
    acc = r.get("regional") if isinstance(r.get("regional"), dict) else {}
    text = f", block {block.get('path')} ({block.get('copies')} × {block.get('class')})"
    n = acc.get("compiles")
    if isinstance(n, int):
        text += f", Dynamo compiled {n} graph{'s' * (n != 1)}"
    if acc.get("per_copy"):
        guard = (acc.get("guard") or {}).get("guard")
        text += f": recompiled per copy on guard {guard} ({acc.get('fix')})"
    return text
