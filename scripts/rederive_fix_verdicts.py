"""Recompute the fix experiments' figures and verdicts of stored run folders from the parent's and each child's
own report, e.g. after the verdict's code changed (issue 39: compiled against compiled, eager as drift control).

    python scripts/rederive_fix_verdicts.py RUNS_DIR [RUNS_DIR ...]     # every run folder in it with fixes

A child is looked up as ``RUNS_DIR/<run_id>/report.json``; an experiment without one (not run, not offered,
budget spent) keeps its record. Rewrites each parent's ``report.json`` in place (atomically).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analyzers.report.store import atomic_write_text  # noqa: E402
from analyzers.workflows.fix_candidates import candidates_for  # noqa: E402
from analyzers.workflows.fix_compiled_verdict import compiled_verdict  # noqa: E402
from analyzers.workflows.fix_verdicts import experiment_record  # noqa: E402


def rederive(parent: dict, runs: Path) -> list[tuple[str, str, str]]:
    """Recompute ``parent["fixes"]["experiments"]`` in place; returns (change, old verdict, new verdict) for each."""
    cands = {c.change: c for c in candidates_for(parent)[0]}
    rows = [b for b in (parent.get("explain") or {}).get("breaks") or [] if isinstance(b, dict)]
    out = []
    for i, old in enumerate((parent.get("fixes") or {}).get("experiments") or []):
        path = runs / str(old.get("run_id") or "-") / "report.json"
        if not old.get("run_id") or not path.is_file():
            continue
        child = json.loads(path.read_text())
        cand = cands.get(old.get("change"))
        aimed = [rows[j] for j in cand.rows if j < len(rows)] if cand else []
        kind = old.get("kind") or (cand.kind if cand else "break")
        rec = experiment_record(old.get("change"), old.get("target"), parent, child, aimed)
        rec["kind"] = kind
        if kind in ("layout", "precision"):
            compiled_verdict(rec, parent, child)
        if str(old.get("verdict", "")).startswith("stopped: "):  # the budget ran out: that is still what happened
            rec["verdict"] = old["verdict"]
        parent["fixes"]["experiments"][i] = rec
        out.append((str(old.get("change")), str(old.get("verdict")), rec["verdict"]))
    return out


def main(dirs: list[str]) -> int:
    for d in dirs:
        runs = Path(d)
        for report_path in sorted(runs.glob("*/report.json")):
            parent = json.loads(report_path.read_text())
            if not (parent.get("fixes") or {}).get("experiments"):
                continue
            changes = rederive(parent, runs)
            if not changes:
                continue
            atomic_write_text(report_path, json.dumps(parent, indent=1, ensure_ascii=True))
            for change, old, new in changes:
                print(f"{report_path.parent.name}: {change}\n    was: {old}\n    now: {new}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
