"""One engine decode run's figures on one screen: tokens/s, step latency and flags, GC, stage seconds.

    python scripts/gpu/decode_report_line.py ENGINE_STDOUT_JSON   # the --json line of `analyzers run`
"""
import json
import sys

s = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
r = json.load(open(s["report"]))
d = r.get("decode") or {}
for k in ("eager", "compiled"):
    x = d.get(k) or {}
    print(k, "tok/s", x.get("tokens_per_s"), x.get("tokens_per_s_rounds"), "step", (x.get("step_ms") or {}).get("median_ms"),
          (x.get("step_ms") or {}).get("flags"), "gc", x.get("gc_per_generation"))
print("stages", {st["name"]: st.get("seconds") for st in r.get("stages", [])}, "unstable", d.get("unstable"))
for i in d.get("instability") or []:
    print(" -", i["message"])
