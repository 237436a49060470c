"""Turn GPU runs (a runs folder fetched from the H200) into shipped examples under examples/runs/.

Keeps each run whole (report + artifacts); compresses the raw TORCH_TRACE log (gunzip it to run
tlparse) and records that in the report; moves large inline sections to artifacts.

    python scripts/examples/make_examples.py /tmp/gpuruns RUN_ID [RUN_ID ...]
"""

import gzip
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
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
        decode = report.get("decode") if isinstance(report.get("decode"), dict) else {}
        if decode.get("trace_files"):  # the decode loop's own TORCH_TRACE log (tens of MB raw)
            decode["trace_files"] = [_gzip(d, f) for f in decode["trace_files"]]
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


def _gzip(run_dir: Path, rel: str) -> str:
    """Gzip one raw trace log of a run in place; returns its new relative path."""
    p = run_dir / rel
    if p.suffix != ".log" or not p.is_file():
        return rel
    with open(p, "rb") as fin, gzip.open(str(p) + ".gz", "wb") as fout:
        shutil.copyfileobj(fin, fout)
    p.unlink()
    return rel + ".gz"


def sweep(src: str, sweep_id: str) -> None:
    """Ship a sweep record and all its cell runs (not its compile caches)."""
    rec_path = Path(src) / "sweeps" / f"{sweep_id}.json"
    record = json.loads(rec_path.read_text())
    ids = sorted({v for cell in record.get("cells", []) for k, v in cell.items() if k.endswith("run_id") and v}
                 | {v for cell in record.get("cells", []) for v in cell.get("run_ids", []) if v})
    main(src, *ids)
    (DEST.parent / "sweeps").mkdir(parents=True, exist_ok=True)
    shutil.copy(rec_path, DEST.parent / "sweeps" / rec_path.name)


if __name__ == "__main__":
    if sys.argv[1] == "--sweep":
        sweep(sys.argv[2], sys.argv[3])
    else:
        main(*sys.argv[1:])
