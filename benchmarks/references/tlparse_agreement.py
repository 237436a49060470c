"""Does ``import-trace`` agree with tlparse? Every distinct log under a folder (e.g. tlparse's own ``tests/inputs``),
imported in a fresh process and parsed by tlparse, compared on: compile ids (every Dynamo attempt), metrics
records (every compilation attempt), graph-break artifacts, recompiles, restarts and failures, output code
(Inductor and AOTInductor), export issues (``tlparse --export``), md5 failures (ours must be a subset of
tlparse's: no false alarm) and whether the import loaded torch. Folders of ``dedicated_log_torch_trace_rank_*``
logs are also imported as ranks and their divergence warnings compared with ``tlparse --all-ranks-html``.

    git clone https://github.com/pytorch/tlparse /tmp/tlparse   # or any folder of TORCH_TRACE logs
    .venv/bin/python benchmarks/references/tlparse_agreement.py /tmp/tlparse/tests

Prints one line per log and per rank folder, then the count of disagreements; exit 1 if any.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KEYS = ("ids", "metrics", "graph_breaks", "recompiles", "failures", "output_code", "aot_code", "export_issues")
_CHILD = r'''
import json, sys
from analyzers.report.store import RunStore
from analyzers.workflows.import_trace import ImportRefused, import_trace
try:
    r = import_trace(RunStore(sys.argv[2]), sys.argv[1])
except ImportRefused as e:
    print(json.dumps({"refused": str(e)})); raise SystemExit(0)
print(json.dumps({"report": r, "torch": "torch" in sys.modules}, default=str))
'''
_WARNINGS = {"compile ids": ("Diverging Compilation IDs", "Diverging compile ids"),
             "cache": ("Diverging Cache", "Diverging cache"),
             "collectives": ("Diverging collective", "Diverging collective")}


def _tlparse() -> str:
    exe = shutil.which("tlparse") or str(Path(sys.executable).with_name("tlparse"))
    if not Path(exe).exists():
        sys.exit("tlparse is not installed (pip install tlparse)")
    return exe


def _run_tl(exe: str, path: Path, out: Path, *extra) -> subprocess.CompletedProcess:
    return subprocess.run([exe, str(path), "-o", str(out), "--no-browser", "--overwrite", *extra],
                          capture_output=True, text=True, errors="replace")


def _text(page: Path) -> str:
    t = re.sub(r"<script.*?</script>|<style.*?</style>", "", page.read_text(errors="replace"), flags=re.S)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", t)))


def tlparse_summary(exe: str, log: Path, out: Path) -> dict | None:
    p = _run_tl(exe, log, out / "tl")
    if p.returncode:
        return None
    directory = json.loads((out / "tl" / "compile_directory.json").read_text())
    names = Counter(re.sub(r"_\d+\.\w+$", "", a["name"]) for v in directory.values() for a in v.get("artifacts", []))
    m = re.search(r"This run had\s*(?:<[^>]+>\s*)*(\d+) restart", (out / "tl" / "index.html").read_text())
    ex = _run_tl(exe, log, out / "tle", "--export")
    issues = re.search(r"(\d+) issue\(s\) were found", _text(out / "tle" / "index.html")) if not ex.returncode else None
    md5 = re.search(r"fail_payload_md5: (\d+)", p.stderr)
    return {
        "ids": {k.strip("[]") for k in directory} - {"unknown", "-/-"},  # records without a compile id
        "metrics": names["compilation_metrics"],
        "graph_breaks": names["dynamo_graph_break_reason"],
        "recompiles": names["recompile_reasons"],
        "failures": int(m.group(1)) if m else 0,
        "output_code": sum(v for k, v in names.items() if k.startswith("inductor_output_code")),
        "aot_code": sum(v for k, v in names.items() if k.startswith("inductor_aot_")),
        "export_issues": int(issues.group(1)) if issues else 0,
        "md5": int(md5.group(1)) if md5 else 0,
    }


def our_summary(report: dict) -> dict:
    comp = report["compile"]
    ids = set()
    for c in comp["compile_ids"]:
        ids |= {c["id"] if n == 0 else f"{c['id']}_{n}" for n in c.get("dynamo_attempts") or [0]}
    atts = [a for c in comp["compile_ids"] for a in c["attempts"]] + (comp.get("outside_frame") or [])
    mods = report["code"]["modules"]
    return {
        "ids": ids,
        "metrics": sum(a["status"] != "missing_metrics" for a in atts),
        "graph_breaks": sum(b.get("source") == "dynamo_graph_break_reason" for b in comp["graph_breaks"]),
        "recompiles": len(comp["recompiles"]),
        "failures": sum(len(a["restart_reasons"]) + bool(a["fail_type"]) for a in atts),
        "output_code": sum(m["kind"] == "output_code" for m in mods),
        "aot_code": sum(m["kind"].startswith("aot_") for m in mods),
        "export_issues": len((comp.get("export") or {}).get("issues") or []),
        "md5": len(comp.get("bad_payloads") or []),
        "restart_breaks": sum(b.get("source") != "dynamo_graph_break_reason" for b in comp["graph_breaks"]),
    }


def compare_log(exe: str, log: Path, tmp: Path) -> bool:
    tl = tlparse_summary(exe, log, tmp)
    p = subprocess.run([sys.executable, "-c", _CHILD, str(log), str(tmp / "runs")], capture_output=True, text=True,
                       cwd=ROOT)
    out = json.loads(p.stdout) if p.returncode == 0 and p.stdout.strip() else {"error": p.stderr[-300:]}
    if "report" not in out:
        print(f"{log}: NOT IMPORTED {out.get('refused') or out.get('error')}")
        return False
    ours = our_summary(out["report"])
    diffs = [f"{k}: ours {ours[k]} tlparse {tl[k]}" for k in KEYS if tl is not None and ours[k] != tl[k]]
    if tl is not None and ours["md5"] > tl["md5"]:
        diffs.append(f"md5 failures: ours {ours['md5']} > tlparse {tl['md5']} (a false alarm)")
    if out["torch"]:
        diffs.append("the import loaded torch")
    figures = " ".join(f"{k}={len(ours[k]) if k == 'ids' else ours[k]}" for k in KEYS)
    extra = f" (+{ours['restart_breaks']} breaks from restart reasons)" if ours["restart_breaks"] else ""
    print(f"{log}: {'agrees' if not diffs else 'DIFFERS'} {figures} md5={ours['md5']}{extra}")
    for d in diffs:
        print(f"    {d}")
    return not diffs


def compare_ranks(exe: str, folder: Path, tmp: Path) -> bool:
    p = _run_tl(exe, folder, tmp / "tl", "--all-ranks-html")
    tl_text = _text(tmp / "tl" / "index.html") if p.returncode == 0 else ""
    q = subprocess.run([sys.executable, "-m", "analyzers", "--runs-dir", str(tmp / "runs"), "import-trace",
                        str(folder), "--json"], capture_output=True, text=True, cwd=ROOT)
    s = json.loads(q.stdout) if q.stdout.strip() else {}
    warnings = (s.get("comparison") or {}).get("warnings") or []
    tl = {k for k, (theirs, _) in _WARNINGS.items() if theirs in tl_text}
    ours = {k for k, (_, mine) in _WARNINGS.items() if any(w.startswith(mine) for w in warnings)}
    print(f"{folder} (ranks {[r.get('rank') for r in s.get('runs', [])]}): {'agrees' if tl == ours else 'DIFFERS'} "
          f"tlparse warns {sorted(tl) or 'nothing'}, import-trace {sorted(ours) or 'nothing'}")
    return tl == ours


def main() -> int:
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        sys.exit(__doc__)
    exe = _tlparse()
    base = Path(sys.argv[1])
    seen, logs = set(), []
    for f in sorted(base.rglob("*")):
        if f.is_file() and f.suffix in (".log", ".txt") and f.stat().st_size:
            digest = hashlib.md5(f.read_bytes()).hexdigest()
            if digest not in seen:
                seen.add(digest)
                logs.append(f)
    folders = sorted({f.parent for f in base.rglob("dedicated_log_torch_trace_rank_*.log")})
    folders = [d for d in folders if len(list(d.glob("dedicated_log_torch_trace_rank_*.log"))) > 1]
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i, log in enumerate(logs):
            bad += not compare_log(exe, log, Path(tmp) / f"log{i}")
        for i, folder in enumerate(folders):
            bad += not compare_ranks(exe, folder, Path(tmp) / f"ranks{i}")
    print(f"{len(logs)} distinct logs and {len(folders)} rank folders: {bad} disagreement(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
