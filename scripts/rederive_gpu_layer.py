"""Recompute the CUDA graphs and autotuning accounts of stored run folders from their own files
(``artifacts/gpu_layer.jsonl``, the trace, the code, the profile), e.g. after the account's code changed.

    python scripts/rederive_gpu_layer.py RUN_DIR [RUN_DIR ...]

Rewrites each ``report.json`` in place (atomically); the benchmark's launch notes are re-made too.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analyzers.analyses.gpu_layer.account import rederive_gpu_layer  # noqa: E402
from analyzers.analyses.timing.benchmark import launch_notes  # noqa: E402
from analyzers.report.store import atomic_write_text  # noqa: E402


def main(dirs: list[str]) -> int:
    for d in dirs:
        report = rederive_gpu_layer(d)
        bench = report.get("benchmark")
        if isinstance(bench, dict) and isinstance(bench.get("pipelined"), dict) and str(bench.get("device", "")).startswith("cuda"):
            bench["notes"] = launch_notes(bench)
        atomic_write_text(Path(d) / "report.json", json.dumps(report, indent=1))
        cg, at = report["cudagraphs"], report["autotune"]
        print(f"{d}: cudagraphs asked={cg['asked']} replayed={cg['replayed']} skips={len(cg['skips'])} "
              f"recorded={cg['recordings']}; autotune ops={at['op_count']} triton={at['triton_won']} "
              f"aten={at['aten_won']} seconds={at['seconds']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
