"""Import speed: ``python -m analyzers import-trace`` on a ~100 MB TORCH_TRACE log.

Builds the log by repeating a recorded real trace (tests/data, H200 / torch 2.11 by default) with
fresh frame ids per repetition (so every repetition's compiles are new compile ids, as in a long job
that compiles many frames), then imports it through the CLI and prints wall time, throughput and
what the import found; when ``tlparse`` is installed, times it on the same file too. Targets: under 60 s on
this machine, and within 2x tlparse's time on the same file.

    python benchmarks/engine/bench_import.py [--mb 100] [--source tests/data/....log] [--gz] [--no-tlparse]
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_SOURCE = ROOT / "tests" / "data" / "trace_gpu_torch211_mlp_train_break_recompile_template_foreach.log"
_FRAME_RE = re.compile(r'"frame_id": (\d+)')


def build_log(source: Path, dst: Path, target_mb: float) -> int:
    """Write ``source`` repeated until ``dst`` reaches ``target_mb``; returns the repetitions."""
    lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
    n_frames = 1 + max((int(m.group(1)) for ln in lines if not ln.startswith("\t") for m in _FRAME_RE.finditer(ln)),
                       default=0)
    size, reps = 0, 0
    with open(dst, "w", encoding="utf-8") as out:
        while size < target_mb * 1e6:
            off = reps * n_frames
            # only the record heads: payloads keep their md5
            chunk = "".join(
                ln if ln.startswith("\t") else _FRAME_RE.sub(lambda m: f'"frame_id": {int(m.group(1)) + off}', ln)
                for ln in lines
            )
            out.write(chunk)
            size += len(chunk.encode())
            reps += 1
    return reps


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=float, default=100.0)
    ap.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    ap.add_argument("--gz", action="store_true", help="also time the same log gzip-compressed")
    ap.add_argument("--no-tlparse", action="store_true", help="do not time tlparse on the same file")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        log = tmp / "dedicated_log_torch_trace_big.log"
        t0 = time.perf_counter()
        reps = build_log(a.source, log, a.mb)
        print(f"built {log.stat().st_size / 1e6:.1f} MB ({reps} repetitions of {a.source.name}) "
              f"in {time.perf_counter() - t0:.1f} s")
        inputs = [log]
        if a.gz:
            gz = tmp / "dedicated_log_torch_trace_big.log.gz"
            with open(log, "rb") as fin, gzip.open(gz, "wb", compresslevel=6) as fout:
                fout.write(fin.read())
            inputs.append(gz)
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        for path in inputs:
            t0 = time.perf_counter()
            p = subprocess.run([sys.executable, "-m", "analyzers", "--runs-dir", str(tmp / "runs"), "import-trace",
                                str(path), "--json"], capture_output=True, text=True, env=env)
            wall = time.perf_counter() - t0
            if p.returncode not in (0, 1):
                print(p.stderr)
                return 1
            s = json.loads(p.stdout)
            mb = log.stat().st_size / 1e6
            print(f"import {path.name}: {wall:.1f} s ({mb / wall:.1f} MB/s) status={s['status']} "
                  f"records={s['records']} compile_ids={s['compile_ids']} attempts={s['attempts']} "
                  f"recompiles={s['recompiles']} breaks={s['graph_break_count']} kernels={s['kernel_count']} "
                  f"unparsed={s['unparsed_lines']} [target < 60 s: {'met' if wall < 60 else 'MISSED'}]")
            if path == log and not a.no_tlparse:
                _time_tlparse(log, tmp / "tl", wall)
    return 0


def _time_tlparse(log: Path, out: Path, ours_s: float) -> None:
    exe = shutil.which("tlparse") or str(Path(sys.executable).with_name("tlparse"))
    if not Path(exe).exists():
        print("tlparse: not installed (pip install tlparse) - no comparison")
        return
    t0 = time.perf_counter()
    p = subprocess.run([exe, str(log), "-o", str(out), "--no-browser", "--overwrite"], capture_output=True, text=True)
    tl_s = time.perf_counter() - t0
    if p.returncode:
        print(f"tlparse failed (exit {p.returncode}): {p.stderr[-300:]}")
        return
    ratio = ours_s / tl_s
    print(f"tlparse {log.name}: {tl_s:.1f} s; import / tlparse = {ratio:.2f} "
          f"[target <= 2x tlparse: {'met' if ratio <= 2 else 'MISSED'}]")


if __name__ == "__main__":
    sys.exit(main())
