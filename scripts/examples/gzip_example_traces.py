"""Store the shipped examples' profiler Chrome traces gzipped (``.trace.json.gz``, as the engine stores large ones),
with the reports naming the new files: the examples are a tenth of their size in the repository (which travels to the
GPU machine whole, under 64 MiB). Perfetto and ``profile_events.load_trace`` open both forms.

    python scripts/examples/gzip_example_traces.py [examples/runs]
"""

import gzip
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main(folder: Path) -> None:
    saved = 0
    for report_path in sorted(folder.glob("*/report.json")):
        report = json.loads(report_path.read_text())
        traces = (report.get("profile") or {}).get("traces") or {}
        changed = False
        for label, rel in list(traces.items()):
            src = report_path.parent / rel
            if not rel.endswith(".trace.json") or not src.is_file():
                continue
            dst = src.with_name(src.name + ".gz")
            with open(src, "rb") as fi, open(dst, "wb") as raw, \
                    gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as fo:
                shutil.copyfileobj(fi, fo)
            saved += src.stat().st_size - dst.stat().st_size
            src.unlink()
            traces[label] = rel + ".gz"
            changed = True
        if changed:
            tmp = report_path.with_suffix(".tmp")
            tmp.write_text(json.dumps(report, indent=1))
            tmp.replace(report_path)
    print(f"saved {saved / 2**20:.1f} MiB")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "examples" / "runs")
