"""Trim a TORCH_TRACE log to the records a test reads, keeping each kept record whole (its payload's md5 holds).

    python scripts/examples/trim_trace.py IN.log OUT.log [--events compilation_metrics,str] [--chromium REGEX]

Keeps records whose event is in ``--events`` and ``chromium_event`` records whose payload's name matches
``--chromium`` (e.g. ``_template_autotuning$``) or whose payload carries ``--chromium-text``.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

GLOG = re.compile(r"^[VIWEC]\d{4} \d{2}:\d{2}:\d{2}\.\d{6} +\d+ +[^\]]*?:\d+\] (?P<json>\{.*\})\s*$")


def records(lines):
    cur = []
    for line in lines:
        if line.startswith("\t") and cur:
            cur.append(line)
            continue
        if cur:
            yield cur
        cur = [line]
    if cur:
        yield cur


def keep(rec, events, chromium, text) -> bool:
    m = GLOG.match(rec[0])
    if not m:
        return False
    try:
        meta = json.loads(m["json"])
    except ValueError:
        return False
    event = next(iter(meta), "")
    if event in events:
        return True
    if event == "chromium_event":
        payload = "".join(line[1:] for line in rec[1:])
        try:
            name = json.loads(payload).get("name", "")
        except ValueError:
            return False
        return bool((chromium and re.search(chromium, name)) or (text and text in payload))
    return False


def slim(rec: list[str], limit: int) -> list[str]:
    """A metrics record without its fields longer than ``limit`` characters (the header line holds no md5)."""
    m = GLOG.match(rec[0])
    if not m or limit <= 0:
        return rec
    meta = json.loads(m["json"])
    event = next(iter(meta), "")
    if not event.endswith("compilation_metrics") or not isinstance(meta[event], dict):
        return rec
    meta[event] = {k: v for k, v in meta[event].items() if len(json.dumps(v)) <= limit}
    return [rec[0][: m.start("json")] + json.dumps(meta) + "\n", *rec[1:]]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--events", default="compilation_metrics,bwd_compilation_metrics,str")
    ap.add_argument("--chromium", default="")
    ap.add_argument("--chromium-text", default="")
    ap.add_argument("--slim-metrics", type=int, default=2000, help="drop metrics fields longer than this (0: keep)")
    a = ap.parse_args()
    lines = Path(a.src).read_text(encoding="utf-8").splitlines(keepends=True)
    kept = [slim(r, a.slim_metrics) for r in records(lines) if keep(r, set(a.events.split(",")), a.chromium,
                                                                      a.chromium_text)]
    Path(a.dst).write_text("".join("".join(r) for r in kept), encoding="utf-8")
    print(f"{a.dst}: {len(kept)} records, {Path(a.dst).stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
