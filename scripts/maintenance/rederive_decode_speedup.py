"""Re-derive stored decode reports' per-token speedup as the engine now measures it, from their own round medians
(no re-run): the median of the paired rounds' ratios (eager round i ÷ compiled round i; the engine alternates
them) with its 95 % interval (``decode_stats.paired_speedup``, the benchmark's ``measurement.ratio``). The
tokens/s speedup keeps its ratio of medians: the stored report holds no per-round tokens/s.

    python scripts/maintenance/rederive_decode_speedup.py examples/runs     # every report under the folder
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analyzers.analyses.decode.decode_stats import paired_speedup  # noqa: E402


def rederive(report: dict) -> bool:
    dec = report.get("decode")
    if not isinstance(dec, dict) or dec.get("per_token_speedup_ci"):
        return False
    rounds = [((dec.get(side) or {}).get("step_ms") or {}).get("rounds_ms") for side in ("eager", "compiled")]
    if not all(isinstance(r, list) and r for r in rounds) or len(rounds[0]) != len(rounds[1]):
        return False
    step = paired_speedup(rounds[0], rounds[1])
    if step is None:
        return False
    dec.update(per_token_speedup=step["value"], per_token_speedup_ci=step["ci"],
               per_token_speedup_rounds=step["rounds"])
    dec.setdefault("notes", []).append("per-token speedup re-derived from the stored round medians as the median of "
                                       "the paired rounds' ratios with its interval (2026-12-07)")
    return True


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "examples" / "runs")
    done = []
    for p in sorted(root.glob("*/report.json")):
        r = json.loads(p.read_text())
        before = (r.get("decode") or {}).get("per_token_speedup")
        if rederive(r):
            p.write_text(json.dumps(r, indent=1) + "\n")
            d = r["decode"]
            done.append(f"{r['run_id']}: {before} -> {d['per_token_speedup']} {d['per_token_speedup_ci']} "
                        f"over {d['per_token_speedup_rounds']} rounds")
    print("\n".join(done) or "nothing to re-derive")
    return 0


if __name__ == "__main__":
    sys.exit(main())
