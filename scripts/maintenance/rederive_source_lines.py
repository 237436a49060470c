"""Recompute the ``source_lines`` section of stored run folders from their own files (the report's
profile kernel records and roofline, ``artifacts/provenance.json``), without torch or a GPU, e.g. after the
attribution's code changed.

    python scripts/maintenance/rederive_source_lines.py RUN_DIR [RUN_DIR ...]              # rewrite each report.json
    python scripts/maintenance/rederive_source_lines.py --dry-run RUN_DIR ...              # print the figures only
    python scripts/maintenance/rederive_source_lines.py --trim OUT_DIR RUN_DIR ...         # also write a trimmed copy

``--trim`` writes ``OUT_DIR/<run id>/`` with only what the attribution reads (kernel records' matching fields,
each provenance stack trace cut to its model frame, the stored rows' source text): test data of a few 100 kB.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from analyzers.analyses.source_lines.frames import frames_of_stack_trace, is_model_file  # noqa: E402
from analyzers.analyses.source_lines.rederive import rederive_source_lines  # noqa: E402
from analyzers.report.store import atomic_write_text  # noqa: E402

KERNEL_FIELDS = ("name", "kind", "start_us", "dur_us", "correlation", "op", "code_kernel", "graph_launch",
                 "source_line", "synthetic")


def _trim_trace(trace: str) -> str:
    """An FX stack trace cut to the frame ``line_of_stack_trace`` picks (the innermost model frame)."""
    frames = frames_of_stack_trace(trace)
    pick = next((f for f in reversed(frames) if is_model_file(f[0])), frames[-1] if frames else None)
    return f'  File "{pick[0]}", line {pick[1]}, in f\n' if pick else ""


def trim(run_dir: Path, out: Path, report: dict) -> Path:
    """A copy of ``run_dir`` holding only what ``rederive_source_lines`` reads."""
    prof = report.get("profile") or {}
    small_prof = {}
    for mode in ("eager", "compiled"):
        m = prof.get(mode) or {}
        small_prof[mode] = {k: m.get(k) for k in ("available", "reason", "graph_launches") if k in m}
        small_prof[mode]["kernels"] = [{f: k[f] for f in KERNEL_FIELDS if f in k} for k in m.get("kernels") or []]
    bounds = {label: sorted({(p["name"], p["bound"]) for p in pts or [] if isinstance(p, dict) and p.get("bound")})
              for label, pts in ((report.get("roofline") or {}).get("kernels") or {}).items()}
    small = {
        "run_id": report.get("run_id"),
        "request": {"source": (report.get("request") or {}).get("source")},
        "compile": {"provenance_artifact": "artifacts/provenance.json"},
        "profile": small_prof,
        "roofline": {"kernels": {lb: [{"name": n, "bound": b} for n, b in v] for lb, v in bounds.items()}},
        "source_lines": {"rows": [{k: r.get(k) for k in ("file", "line", "code")}
                                  for r in (report.get("source_lines") or {}).get("rows") or []]},
    }
    name = (report.get("compile") or {}).get("provenance_artifact") or "artifacts/provenance.json"
    prov = json.loads((run_dir / name).read_text())
    small_prov = [{"compile_id": e.get("compile_id"), "kernel_stack_traces": {
        key: [_trim_trace(str(t)) for t in (v if isinstance(v, list) else [v])]
        for key, v in (e.get("kernel_stack_traces") or {}).items()}} for e in prov if isinstance(e, dict)]
    dest = out / str(report.get("run_id") or run_dir.name)
    (dest / "artifacts").mkdir(parents=True, exist_ok=True)
    (dest / "report.json").write_text(json.dumps(small, separators=(",", ":")))
    (dest / "artifacts" / "provenance.json").write_text(json.dumps(small_prov, separators=(",", ":")))
    return dest


def _line(d: str, sec: dict) -> str:
    top = ", ".join(f"{r['file'].rsplit('/', 1)[-1]}:{r['line']} {r['eager_ms']}/{r['compiled_ms']}"
                    for r in sec["rows"][:5])
    return f"{d}: coverage {sec['coverage']} by rule {sec.get('coverage_by_rule')}; top (eager/compiled ms) {top}"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("runs", nargs="+")
    ap.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    ap.add_argument("--trim", metavar="OUT_DIR", help="also write a trimmed copy of each run under OUT_DIR")
    args = ap.parse_args(argv)
    for d in args.runs:
        path = Path(d) / "report.json"
        report = json.loads(path.read_text())
        sec = rederive_source_lines(d, report)
        print(_line(d, sec))
        if args.trim:
            dest = trim(Path(d), Path(args.trim), report)
            again = rederive_source_lines(dest)
            same = again["coverage"] == sec["coverage"] and again["rows"] == sec["rows"]
            print(f"  trimmed to {dest} ({'same section' if same else 'DIFFERENT section'})")
        if not args.dry_run:
            report["source_lines"] = sec
            atomic_write_text(path, json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
