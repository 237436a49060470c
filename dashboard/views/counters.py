"""Hardware counters (Nsight Compute) of one forward, eager beside compiled.

Reads the ``counters`` section (``analyzers/analyses/hardware/counters.py``): ``modes[eager|compiled]`` hold one
forward's totals (launches, ncu GPU time, time-weighted SM throughput, occupancy, DRAM throughput,
L2 hit rate) and ``kernels`` one row per kernel name and mode. Older reports kept the counters in
``profile.ncu``; any key may be missing.
"""

from __future__ import annotations

import pandas as pd

from analyzers.report.figures import DISTINCT

from .fmt import as_float
from .kernels import LABELS, code_link, mode_label, mode_of
from .sections import items, requested, section, stage_of

METRIC_COLUMNS = {
    "sm_throughput_pct": "SM throughput %", "achieved_occupancy_pct": "achieved occupancy %",
    "dram_throughput_pct": "DRAM throughput %", "l2_hit_rate_pct": "L2 hit rate %",
}
SUMMARY_COLUMNS = ["mode", DISTINCT, "launches", "ncu GPU µs", *METRIC_COLUMNS.values()]
KERNEL_COLUMNS = ["mode", "kernel", "kind", "launches", "total µs", "mean µs", "share %", *METRIC_COLUMNS.values(),
                  "fused ops", "code"]


def counters_of(report: dict) -> dict:
    c = report.get("counters")
    if isinstance(c, dict):
        return c
    legacy = section(report, "profile").get("ncu")
    return legacy if isinstance(legacy, dict) else {}


def summary_table(report: dict) -> pd.DataFrame:
    """One row per mode: the before/after line (metrics weighted by each kernel's time)."""
    rows = []
    modes = section(counters_of(report), "modes")
    for label in LABELS:
        m = modes.get(label)
        if not isinstance(m, dict) or not m.get("available"):
            continue
        row = {"mode": mode_label(report, label), DISTINCT: m.get("kernels"), "launches": m.get("launches"),
               "ncu GPU µs": as_float(m.get("total_us"))}
        row.update({col: as_float(m.get(key)) for key, col in METRIC_COLUMNS.items()})
        rows.append(row)
    return pd.DataFrame(rows, columns=SUMMARY_COLUMNS)


def _profiled(report: dict, label: str) -> dict[str, dict]:
    """Profiled kernel name -> its kernel-table row (kind, fused ops, the generated-code kernel)."""
    return {r["name"]: r for r in items(mode_of(report, label).get("kernel_table")) if isinstance(r, dict) and r.get("name")}


def kernel_table(report: dict, run_id: str = "", query: str = "", top: int | None = None) -> pd.DataFrame:
    """Counters per kernel, most ncu time first within each mode; ``top`` keeps that many per mode."""
    c = counters_of(report)
    totals = {lbl: as_float(section(section(c, "modes"), lbl).get("total_us")) for lbl in LABELS}
    profiled = {lbl: _profiled(report, lbl) for lbl in LABELS}
    q = (query or "").strip().lower()
    rows, kept = [], {}
    for r in items(c.get("kernels")):
        if not isinstance(r, dict) or not r.get("name"):
            continue
        label = r.get("mode") or ""
        if q and q not in str(r["name"]).lower():
            continue
        if top is not None and kept.get(label, 0) >= top:
            continue
        kept[label] = kept.get(label, 0) + 1
        total, whole = as_float(r.get("total_us")), totals.get(label)
        prof = profiled.get(label, {}).get(r["name"]) or {}
        row = {"mode": mode_label(report, label) if label in LABELS else label, "kernel": r["name"],
               "kind": prof.get("kind") or "", "launches": r.get("launches"), "total µs": total,
               "mean µs": as_float(r.get("mean_us")),
               "share %": round(100 * total / whole, 2) if total is not None and whole else None}
        row.update({col: as_float(r.get(key)) for key, col in METRIC_COLUMNS.items()})
        row["fused ops"] = ", ".join(str(o) for o in items(prof.get("fused_ops")))
        row["code"] = code_link(run_id, prof.get("code_kernel"), prof.get("module")) if run_id else None
        rows.append(row)
    return pd.DataFrame(rows, columns=KERNEL_COLUMNS)


def message(report: dict) -> str:
    """Why there are no counters (empty when there are)."""
    c = counters_of(report)
    if c.get("available"):
        return ""
    if c:
        return f"No hardware counters: {c.get('reason') or 'Nsight Compute was not available'}."
    st = stage_of(report, "counters")
    if st.get("status") in ("failed", "skipped"):
        return f"No hardware counters: the counters stage {st['status']}: {st.get('message') or 'no message'}."
    if st.get("status") in ("pending", "running"):
        return "The counters stage has not finished yet: this section fills in when it does."
    if isinstance((report.get("request") or {}).get("only"), list) and not requested(report, "counters"):
        return ("This run has no hardware counters: run it with the counters analysis "
                "(--only ...,counters, CUDA only) to read them with Nsight Compute.")
    return "This run has no hardware counters (Nsight Compute was not run)."


def notes(report: dict) -> list[str]:
    c = counters_of(report)
    out = []
    if c.get("available"):
        s = section(c, "settings")
        out.append(f"{c.get('tool') or 'ncu'}: clocks locked to {s.get('clock_control', 'base')}, caches flushed "
                   f"before each replay ({s.get('cache_control', 'all')}): durations are longer than the "
                   "profiler's and L2 hit rates are cold-cache figures. Percentages are weighted by kernel time.")
    for label in LABELS:
        m = section(section(c, "modes"), label)
        if m and not m.get("available"):
            out.append(f"{label}: {m.get('reason') or 'no counters'}")
    return out
