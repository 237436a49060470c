"""The compact JSON of scripts/gpu/source_lines.sh: per compiled mode, the engine's coverage and top five lines
next to the plain-torch reference's (benchmarks/references/source_lines_reference.py) for the same lines.

    python scripts/gpu/source_lines_compare.py RUNS_DIR default reduce-overhead > summary.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def _load(path: Path) -> dict:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError) as e:
        return {"error": f"{path.name}: {type(e).__name__}: {e}"[:300]}


def _engine(runs: Path, mode: str) -> dict:
    summary = _load(runs / f"engine_{mode}.json")
    if "error" in summary:
        return summary
    report = _load(Path(summary.get("report") or runs / "missing"))
    sec = report.get("source_lines") or {}
    top = [{k: r.get(k) for k in ("file", "line", "code", "eager_ms", "compiled_ms", "bound")}
           | {"fused_with": len(r.get("fused_with") or []), "compiled_kernels": (r.get("compiled_kernels") or [])[:3]}
           for r in (summary.get("source_lines") or [])[:5]]
    top_eager = sorted(summary.get("source_lines") or [], key=lambda r: -(r.get("eager_ms") or 0))[:5]
    cov = summary.get("source_lines_coverage") or {}
    return {"run_id": summary.get("run_id"), "status": summary.get("status"),
            "profiled": (report.get("model") or {}).get("description"),
            "eager_ms": summary.get("eager_ms"), "compiled_ms": summary.get("compiled_ms"),
            "coverage": summary.get("source_lines_coverage"), "kernel_ms": sec.get("kernel_ms"),
            "coverage_95": all((cov.get(k) or 0) >= 0.95 for k in ("eager", "compiled")),
            "coverage_by_rule": sec.get("coverage_by_rule"),
            "lines": len(summary.get("source_lines") or []), "top_compiled": top,
            "top_eager": [{k: r.get(k) for k in ("file", "line", "eager_ms")} for r in top_eager],
            "unattributed": sec.get("unattributed"), "notes": (sec.get("notes") or [])[1:],
            "graph_launches": ((report.get("profile") or {}).get("compiled") or {}).get("graph_launches")}


def main(argv: list[str]) -> int:
    runs, modes = Path(argv[0]), argv[1:]
    ref = _load(runs / "reference.json")
    out: dict = {"reference": {k: ref.get(k) for k in ("model", "workload", "what", "torch", "transformers",
                                                       "split_rule", "error") if k in ref}}
    if isinstance(ref.get("eager"), dict):
        out["reference"]["eager"] = {"coverage": ref["eager"].get("coverage"), "kernel_ms": ref["eager"].get(
            "kernel_ms"), "top": list((ref["eager"].get("lines_ms") or {}).items())[:5]}
    for mode in modes:
        eng = _engine(runs, mode)
        r = ref.get(mode) if isinstance(ref.get(mode), dict) else {}
        rl, el = r.get("lines_ms") or {}, (ref.get("eager") or {}).get("lines_ms") or {}
        for row in eng.get("top_compiled") or []:
            where = f"{row['file']}:{row['line']}"
            row["reference_compiled_ms"], row["reference_eager_ms"] = rl.get(where), el.get(where)
        eng["reference"] = {"coverage": r.get("coverage"), "kernel_ms": r.get("kernel_ms"),
                            "top": list(rl.items())[:5]}
        out[mode] = eng
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
