"""The engine runs of scripts/gpu/source_line_models.sh, summarised: per run the cache account, the coverage (and
by which rule), where compiled lines came from, whether provenance was re-derived, and the top lines with their
modules. Stdlib only.

    python scripts/gpu/source_line_models_summary.py RUNS_DIR
"""

import json
import sys
from pathlib import Path


def summary(path: Path) -> dict:
    try:
        s = json.loads(path.read_text().strip().splitlines()[-1])
        report = json.loads(Path(s["report"]).read_text())
    except Exception as e:  # noqa: BLE001 - the log says why
        return {"error": f"{type(e).__name__}: {e}"[:300]}
    sec = report.get("source_lines") or {}
    comp = report.get("compile") or {}
    rows = []
    for r in (sec.get("rows") or [])[:6]:
        rows.append({"where": f"{r['file'].rsplit('/', 1)[-1]}:{r['line']}", "code": r.get("code", "")[:90],
                     "eager_ms": r["eager_ms"], "compiled_ms": r["compiled_ms"],
                     "modules": [[m["path"], m["type"], m["eager_ms"], m["compiled_ms"]] for m in r.get("modules") or []][:8]})
    return {"run_id": s.get("run_id"), "status": s.get("status"), "eager_ms": s.get("eager_ms"),
            "compiled_ms": s.get("compiled_ms"), "cache": (comp.get("cache") or {}).get("by_kind"),
            "provenance_rederived": comp.get("provenance_rederived"), "coverage": sec.get("coverage"),
            "coverage_by_rule": sec.get("coverage_by_rule"), "compiled_lines_from": sec.get("compiled_lines_from"),
            "kernel_ms": sec.get("kernel_ms"), "attributed_ms": sec.get("attributed_ms"),
            "project_lines": [r["file"] for r in sec.get("rows") or [] if "analyzers/" in r["file"]],
            "notes": [n for n in sec.get("notes") or [] if "provenance" in n or "cache" in n][:3], "top": rows}


def main(runs: str) -> None:
    out = {p.stem: summary(p) for p in sorted(Path(runs).glob("*.json")) if p.stem not in ("machine", "peaks")}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main(sys.argv[1])
