"""Re-derive stored reports' timing with the measurement model, from their own stored samples (no re-run).

Reports timed before rounds and processes were the units hold intervals resampled over calls. Their samples
(``artifacts/benchmark_samples.json``: every call's ms and round) are enough for the new method: each figure's
median and interval over its rounds, the speedup and every side-by-side change from paired rounds, the GPU-time
change, the physical checks and what limits the call. The host's launch of a call was then read back to back (a
full launch queue can block the host), so the checks say so. Fix experiments' rows in their parents are judged
again from the re-derived children. Marks each report ``benchmark.rederived``.

    python scripts/maintenance/rederive_timing.py examples/runs        # every report under the folder
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analyzers.analyses.timing import benchmark as B  # noqa: E402
from analyzers.analyses.timing.bench_rounds import Series  # noqa: E402
from analyzers.analyses.timing.timing_stats import flag_messages  # noqa: E402
from analyzers.report import measurement as M  # noqa: E402

NOTE = ("re-derived from the stored samples with rounds as the units (2026-12-07); the host's launch was read back to "
        "back then, where a full launch queue can block the host")
KEEP = ("median_ms", "ci_ms", "ci_rel", "rounds_ms", "rounds", "processes", "flags")


def _samples(run_dir: Path, bench: dict) -> dict | None:
    name = bench.get("samples_artifact")
    for p in ([run_dir / name, run_dir / (name + ".gz")] if name else []):
        if p.exists():
            opener = gzip.open if p.suffix == ".gz" else open
            with opener(p, "rt") as f:
                return json.load(f).get("series")
    return None


def _series(samples: dict) -> dict:
    return {name: {fig: Series(samples=list(d.get("ms") or []), rounds=list(d.get("round") or []))
                   for fig, d in per.items()} for name, per in samples.items()}


def rederive(report: dict, run_dir: Path) -> bool:
    bench = report.get("benchmark")
    if not isinstance(bench, dict) or bench.get("resampled") or not bench.get("eager"):
        return False
    samples = _samples(run_dir, bench)
    if not samples or "eager" not in samples or "compiled" not in samples:
        return False
    series = _series(samples)
    instability = [i for i in bench.get("instability") or [] if i.get("flag") == "tail"]
    for name in ("eager", "compiled"):
        st = B.figure_stats(series[name]["latency"])
        bench[name].update({k: st[k] for k in KEEP})
        instability += [m for m in flag_messages(f"{name} latency", bench[name]) if m["flag"] != "tail"]
    bench["speedup"], bench["speedup_ci"] = B.ratio_of(series["eager"]["latency"], series["compiled"]["latency"])
    pipe = bench.get("pipelined") or {}
    cuda = not (pipe.get("eager") or {}).get("same_as_latency")
    bench["checks"], bench["regime"] = [], {}
    for name in ("eager", "compiled"):
        p = pipe.get(name) or {}
        if not cuda or not p:
            continue
        ahead = p.get("method") == "host_ahead" and len(series[name].get("pipelined", Series()).samples) >= 3
        if ahead:
            p.update({k: v for k, v in B.figure_stats(series[name]["pipelined"]).items() if k in KEEP})
        if "back_to_back" in series[name] and series[name]["back_to_back"].samples and p.get("back_to_back"):
            p["back_to_back"].update({k: v for k, v in B.figure_stats(series[name]["back_to_back"]).items()
                                      if k in KEEP})
            if not ahead:
                p.update({k: p["back_to_back"][k] for k in ("median_ms", "ci_ms", "ci_rel")})
        launch = p.get("host_launch_ms")
        lat = bench[name]["median_ms"]
        bench["checks"] += M.checks(name, lat, p.get("median_ms") if ahead else None,
                                    (p.get("back_to_back") or {}).get("median_ms"), launch)
        bench["regime"][name] = M.regime(launch, p.get("median_ms") if ahead else None)
    if cuda and pipe.get("eager") and pipe.get("compiled"):
        key = {n: "pipelined" if pipe[n].get("method") == "host_ahead" and series[n].get("pipelined", Series()).samples
               else "back_to_back" for n in ("eager", "compiled")}
        if all(series[n].get(key[n], Series()).samples for n in key):
            pipe["speedup"], pipe["speedup_ci"] = B.ratio_of(series["eager"][key["eager"]],
                                                             series["compiled"][key["compiled"]])
    if "baseline" in series and isinstance(bench.get("side_by_side"), dict):
        sbs = B.side_by_side_of(series)
        launch = (pipe.get("compiled") or {}).get("host_launch_ms")
        if sbs.get("compiled_gpu_ms") and launch:
            sbs["regime"] = M.regime(launch, sbs["compiled_gpu_ms"])
        bench["side_by_side"] = sbs
    bench["instability"] = instability
    bench["unstable"] = bool(instability)
    bench["resampled"] = "rounds and processes"
    bench["processes"] = 1
    bench["timed_in"] = "the worker's process"
    bench["rederived"] = NOTE
    bench["notes"] = [n for n in bench.get("notes") or [] if not str(n).startswith("check failed")] + [
        f"check failed: {c['detail']}" for c in bench["checks"] if not c["holds"]]
    return True


def rejudge_fixes(reports: dict[str, dict]) -> int:
    """Each parent's fix rows judged again from its (re-derived) children."""
    from analyzers.workflows.fix_compiled_verdict import compiled_verdict
    from analyzers.workflows.fix_verdicts import experiment_record

    n = 0
    for parent in reports.values():
        fixes = parent.get("fixes")
        if not isinstance(fixes, dict):
            continue
        rows = ((parent.get("explain") or {}).get("breaks")) or []
        for i, rec in enumerate(fixes.get("experiments") or []):
            child = reports.get(rec.get("run_id") or "")
            if child is None or not rec.get("verdict") or str(rec.get("verdict")).startswith(("stopped", "not offered")):
                continue
            aimed = [r for r in rows if f"{r.get('file')}:{r.get('line')}" == rec.get("target")]
            new = experiment_record(rec["change"], rec["target"], parent, child, aimed)
            new["kind"] = rec.get("kind")
            if rec.get("kind") in ("layout", "precision"):
                compiled_verdict(new, parent, child)
            for k in ("numerics_against",):
                if k in rec and k not in new:
                    new[k] = rec[k]
            fixes["experiments"][i] = {**rec, **new}
            n += 1
    return n


def refresh_sweep_cells(folder: Path, reports: dict, changed: set) -> int:
    """A sweep's cells copy their run's figures (``sweep_cells.cell_metrics``): copied again from re-derived runs."""
    from analyzers.report.sweep_cells import cell_metrics

    n = 0
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        sweep = json.loads(path.read_text())
        for cell in sweep.get("cells") or []:
            if cell.get("run_id") in changed:
                cell.update(cell_metrics(reports[cell["run_id"]], cell.get("mode", "")))
                n += 1
        path.write_text(json.dumps(sweep, indent=1) + "\n")
    return n


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "examples" / "runs")
    reports, paths = {}, {}
    for p in sorted(root.glob("*/report.json")):
        r = json.loads(p.read_text())
        reports[r["run_id"]] = r
        paths[r["run_id"]] = p
    changed = {rid for rid, r in reports.items() if rederive(r, paths[rid].parent)}
    judged = rejudge_fixes(reports)
    for rid, r in reports.items():
        if rid in changed or isinstance(r.get("fixes"), dict):
            paths[rid].write_text(json.dumps(r, indent=1) + "\n")
    rederived = {rid for rid, r in reports.items() if (r.get("benchmark") or {}).get("rederived")}
    cells = refresh_sweep_cells(root.parent / "sweeps", reports, rederived)
    print(f"{len(changed)} reports re-derived, {judged} fix rows judged again, {cells} sweep cells refreshed, "
          f"under {root}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
