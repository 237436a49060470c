"""Turn GPU runs (a runs folder fetched from the H200) into shipped examples under examples/runs/.

Keeps each run whole (report + artifacts); compresses the raw TORCH_TRACE log (gunzip it to run
tlparse) and records that in the report; moves large inline sections to artifacts.

    python scripts/make_examples.py /tmp/gpuruns RUN_ID [RUN_ID ...]
"""

import gzip
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEST = ROOT / "examples" / "runs"


def main(src: str, *run_ids: str) -> None:
    DEST.mkdir(parents=True, exist_ok=True)
    for rid in run_ids:
        s, d = Path(src) / rid, DEST / rid
        shutil.rmtree(d, ignore_errors=True)
        shutil.copytree(s, d)
        report = json.loads((d / "report.json").read_text())
        comp = report.get("compile") or {}
        for key in ("guards", "provenance"):
            if comp.get(key):
                (d / "artifacts" / f"{key}.json").write_text(json.dumps(comp.pop(key)))
                comp[f"{key}_artifact"] = f"artifacts/{key}.json"
        files = []
        for f in comp.get("trace_files", []):
            p = d / f
            if p.suffix == ".log" and p.is_file():
                with open(p, "rb") as fin, gzip.open(str(p) + ".gz", "wb") as fout:
                    shutil.copyfileobj(fin, fout)
                p.unlink()
                files.append(f + ".gz")
            else:
                files.append(f)
        if files:
            comp["trace_files"] = files
            report.setdefault("notes", []).append(
                "example report: the raw TORCH_TRACE log is stored gzipped; gunzip it to open it with tlparse"
            )
        report["example"] = True
        for lock in d.glob("*.request"):
            lock.unlink()
        (d / "report.json").write_text(json.dumps(report, indent=1))
        print(rid, sum(f.stat().st_size for f in d.rglob("*") if f.is_file()) // 1024, "KiB")


if __name__ == "__main__":
    main(*sys.argv[1:])
