"""``list``, ``show``, ``env`` and ``export``: the commands that read stored runs and the machine."""

from __future__ import annotations

import json
import sys

from .cli_options import fail
from .report import figures
from .report.capture_coverage import cost_words
from .report.store import RunNotFound, RunStore
from .report.summary import OUTPUTS_BY, OUTPUTS_VS_EAGER, outputs_check, summary_of


def cmd_list(a, store: RunStore) -> int:
    from .runs.queue import recover_orphans
    from .workflows.run_list import format_rows, list_rows

    lost = recover_orphans(store)  # a run whose worker is gone is failed, not "running" forever
    if lost:
        print(f"marked {len(lost)} run(s) whose worker is gone as failed: {', '.join(lost)}", file=sys.stderr)
    rows = list_rows(store)
    if store.index_problem:
        print(f"warning: {store.index_problem}: listed from the report files; "
              "`python -m analyzers reindex` rebuilds it", file=sys.stderr)
    odd = store.index.odd_rows
    if odd:
        shown = "; ".join(odd[:5]) + (f"; and {len(odd) - 5} more" if len(odd) > 5 else "")
        print(f"warning: the index holds values of the wrong type ({shown}): shown blank; "
              "`python -m analyzers reindex` rebuilds it from the reports", file=sys.stderr)
    if a.json:
        print(json.dumps(rows))
    elif rows:
        print(format_rows(rows))
    else:
        print(f"no runs in {store.root}", file=sys.stderr)
    return 0


# ``show``'s names for the figures whose --json key alone could be read as another figure (report/figures.py)
TEXT_LABELS = {"kernel_count": figures.GENERATED, "kernel_launches_per_forward": figures.LAUNCHES,
               "distinct_kernels_launched": figures.DISTINCT, "guards_checked": figures.GUARDS,
               "graph_ops": f"{figures.GRAPH_OPS} per compile id", "speedup_divided": "speedup is",
               "recompile_s": "recompiles cost (compile s)",
               "compile_metrics_s": "torch's compile metrics (s)",
               "trace_logging_s": "of the compile, TORCH_TRACE's own logging (s, torch's count)",
               "per_token_speedup_divided": "per-token speedup is",
               "tokens_per_s_speedup": "tokens/s speedup", "tokens_per_s_speedup_divided": "tokens/s speedup is"}


def cmd_show(a, store: RunStore) -> int:
    try:
        report = store.load_report(a.run_id)
    except (RunNotFound, ValueError) as e:
        return fail(str(e))
    summary = summary_of(report)
    summary["report"] = str(store.report_path(a.run_id))
    if a.json:
        print(json.dumps(summary))
    else:
        from .report.headline_lines import headline_lines

        answers = headline_lines(report, summary)  # the answers first: faster or slower, the break, line, compile
        for line in answers:
            print(line)
        if answers:
            print()
        request = report.get("request") if isinstance(report.get("request"), dict) else {}
        src = request.get("source") if isinstance(request.get("source"), dict) else {}
        if src.get("kind") == "recipe" and isinstance(summary.get("model"), str):  # the recipe's file, not the folder
            summary["model"] = "recipe:" + summary["model"].replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]
        for k, v in summary.items():
            if k not in ("breaks", "fixes", "cudagraphs", "autotune", "cold_start", "recompiles", "source_lines",
                         "source_lines_coverage", "layout", "own_time",
                         "cache_lookups", "compile_changes") and v is not None:  # --json lists every field
                print(f"{TEXT_LABELS.get(k, k):27} {field_text(k, v)}")
        from .report.gpu_layer_summary import gpu_layer_lines

        for line in gpu_layer_lines(summary):  # CUDA graphs and autotuning, in lines of their own
            print(line)
        for cost in summary.get("recompiles") or []:  # what each recompile cost
            print(f"recompile {figures.recompile_text(cost)}")
        from .report.cold_start_rows import cold_start_lines

        for line in cold_start_lines(summary):  # one line per route
            print(line)
        from .report.cache_lookup_rows import cache_lookup_lines

        for line in cache_lookup_lines(summary):  # each cache lookup that missed or bypassed, and why
            print(line)
        from .report.source_line_rows import profiled_unit, source_line_lines

        for line in source_line_lines(summary, per=profiled_unit(report)):  # the costliest source lines
            print(line)
        from .report.layout_summary import layout_line

        if layout_line(summary):
            print(layout_line(summary))
        from .report.own_time_rows import account, sentence

        if account(report):  # where the run's wall time went
            print(f"time: {sentence(account(report))}")
        explain = report.get("explain") if isinstance(report.get("explain"), dict) else {}
        breaks = explain.get("breaks") if isinstance(explain.get("breaks"), list) else []
        for i, b in enumerate((b for b in breaks if isinstance(b, dict)), 1):
            print("\n".join(break_lines(i, b)))
        if summary.get("numerics_passed") is not None:  # the Overview's card: its name and which check it is
            by = OUTPUTS_BY.get(outputs_check(report)["by"])
            print(f"{OUTPUTS_VS_EAGER.lower()}{f' ({by})' if by else ''}: {numerics_line(summary)}")
        if summary.get("fixes"):  # the fix experiments
            from .workflows.fixes import fix_lines

            print("fix experiments:")
            print("\n".join(fix_lines(summary["fixes"])))
    return 0


def figure_text(v, seconds: bool = False) -> str:
    """A figure rounded to what it carries: seconds to 0.1 s (a figure under it to one digit), else 3 significant
    digits (``1.35e-07``, ``2.40``, ``1234``); counts, text and flags as they are."""
    if not isinstance(v, float):
        return str(v)
    if seconds:
        return f"{v:.1g}" if 0 < abs(v) < 0.1 else f"{v:.1f}"
    if v == 0 or abs(v) >= 999.5:
        return f"{v:.0f}"
    return f"{v:#.3g}".rstrip(".")  # 2.40 (not 2.4), 0.952, 1.35e-07, 100


def field_text(key: str, v) -> str:
    """One field of ``show``'s list: a dict as ``a 1, b 2``, an interval as ``[1.16, 1.32]``, several sentences
    joined by ``; ``, each figure rounded (``figure_text``; a key ending in ``_s`` holds seconds)."""
    seconds = key.endswith("_s")
    if isinstance(v, dict):
        return ", ".join(f"{a} {figure_text(b, seconds)}" for a, b in v.items())
    if isinstance(v, list) and all(isinstance(x, str) for x in v):
        return "; ".join(v) or "none"
    if isinstance(v, list):
        return "[" + ", ".join(figure_text(x, seconds) for x in v) + "]"
    return figure_text(v, seconds)


def break_lines(i: int, b: dict) -> list[str]:
    """One graph break for ``show``: location, category, ids, our hint and Dynamo's, in full."""
    where = f"{b.get('file') or 'unknown location'}:{b.get('line')}" if b.get("file") else "unknown location"
    reason = str(b.get("reason") or "").strip()
    head = b.get("gb_type") or (reason.splitlines()[0] if reason else "")
    ident = f" {b['gb_id']}" if b.get("gb_id") else ""
    out = [f"break {i}: {where} x{b.get('count', 1)} [{b.get('category') or 'other'}]{ident} {head}"]
    if isinstance(b.get("cost_ms"), (int, float)) and isinstance(b.get("cost_share"), (int, float)):
        out.append(f"  cost:        {cost_words(b['cost_share'])} ({b['cost_ms']:.3g} ms)")
    if b.get("skipped_frame"):
        out.append("  Dynamo skipped the whole frame: it runs in eager")
    if b.get("code"):
        out.append(f"  code:        {b['code']}")
    if b.get("library_file"):
        out.append(f"  in library:  {b['library_file']}:{b.get('library_line')}")
    for frame in b.get("call_chain") or []:
        out.append(f"  called from: {frame}")
    if isinstance(b.get("graph_splits"), int) and b["graph_splits"]:
        out.append(f"  splits:      {b['graph_splits']} graph(s) of the profiled forward end at it")
    if b.get("hint"):
        out.append(f"  fix:         {b['hint']}")
    if b.get("dynamo_explanation"):
        out.append("  dynamo:      " + " ".join(str(b["dynamo_explanation"]).split()))
    for h in b.get("dynamo_hints") or []:
        out.append("  dynamo hint: " + " ".join(str(h).split()))
    if b.get("doc_url"):
        out.append(f"  explained:   {b['doc_url']}")
    return out


def cmd_export(a, store: RunStore) -> int:
    """The HTML is drawn by the dashboard's views (plotly, pandas, graphviz): in a child process, so the
    engine never imports them and runs on a GPU box that lacks them (tests/test_boundaries.py)."""
    import os
    import subprocess
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    if not (root / "dashboard" / "static" / "export_html.py").is_file():
        return fail("export needs the dashboard (dashboard/static/export_html.py), which this checkout lacks")
    args = [x for x in (a.run_id,) if x]
    for flag, value in (("--compare", a.compare), ("--sweep", a.sweep), ("-o", a.output)):
        if value:
            args += [flag, value]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")])))
    cmd = [sys.executable, "-m", "dashboard.static.export_html", *args, "--runs-dir", str(store.root)]
    p = subprocess.run(cmd, env=env, check=False, stderr=subprocess.PIPE, text=True)
    if "ModuleNotFoundError" in p.stderr:
        missing = p.stderr.strip().splitlines()[-1]
        return fail(f"export needs the dashboard's packages (pip install -r requirements.txt): {missing}", 1)
    sys.stderr.write(p.stderr)
    return p.returncode


def cmd_env(a, store) -> int:
    from .runs.admission import machine_facts
    from .runs.executor import executor_name

    if executor_name() == "ray":  # what the cluster's workers offer, asked of one of them
        from .runs.ray_cluster import RayUnavailable, cluster_facts

        try:
            facts = cluster_facts()
        except RayUnavailable as e:
            if a.json:  # the dashboard shows it (and asks again next time: no facts_version, never cached)
                print(json.dumps({"error": str(e), "cuda_available": False, "executor": "ray"}))
            return fail(str(e), 1)
    else:
        facts = machine_facts()
    if a.json:
        print(json.dumps(facts))
    else:
        for k, v in facts.items():
            if k not in ("inductor_config_keys", "inductor_config_types", "dynamo_config_types"):
                print(f"{k:22} {v}")
    return 0


def numerics_line(summary: dict) -> str:
    """Compiled against eager in one line: passed or not, the worst relative error, the first module, the culprit."""
    rel = summary.get("numerics_rel_err")
    text = ("matches eager" if summary.get("numerics_passed") else "differs from eager") + \
        (f" (worst rel err {rel:.3g})" if isinstance(rel, (int, float)) else "")
    first = summary.get("numerics_first_module")
    if first is not None:
        text += f"; first module that differs: {first or '(the model itself)'}"
    culprit = summary.get("numerics_culprit")
    if culprit:
        where = " / ".join(str(x) for x in (culprit.get("backend"), culprit.get("subsystem")) if x)
        text += f"; culprit: {where}: {culprit.get('detail')}"
    return text
