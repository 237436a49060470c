"""The *counters* analysis: hardware counters of one forward's kernels, read by Nsight Compute.

Nsight Compute (``ncu``) cannot attach to a running worker: it launches the program it measures.
So for each mode (eager, compiled) the engine starts ``python -m analyzers.ncu_target`` under
``ncu --profile-from-start off``; that process rebuilds the run's model (same seed, same options,
the compile comes from Inductor's warm cache), warms up, and opens the profiler range around
exactly one forward. ncu replays every kernel of that forward to read SM throughput, achieved
occupancy, DRAM throughput, L2 hit rate and the kernel's duration.

ncu runs with its defaults: clocks locked to base (``--clock-control base``) and caches flushed
before each replay (``--cache-control all``), so its durations are longer than the profiler's and
its L2 hit rates are cold-cache figures; the section records both settings.

Feature-detected: no ``ncu`` on PATH, no permission to read the counters (ERR_NVGPUCTRPERM) or a
CPU run give ``{available: False, reason}`` and the rest of the run is untouched.
"""

from __future__ import annotations

import csv
import io
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parents[3]

NCU_METRICS = {
    "sm__throughput.avg.pct_of_peak_sustained_elapsed": "sm_throughput_pct",
    "sm__warps_active.avg.pct_of_peak_sustained_active": "achieved_occupancy_pct",
    "dram__throughput.avg.pct_of_peak_sustained_elapsed": "dram_throughput_pct",
    "lts__t_sector_hit_rate.pct": "l2_hit_rate_pct",
    "gpu__time_duration.sum": "duration_ns",
}
PCT_FIELDS = ("sm_throughput_pct", "achieved_occupancy_pct", "dram_throughput_pct", "l2_hit_rate_pct")
MODES = ("eager", "compiled")
SETTINGS = {"clock_control": "base", "cache_control": "all", "replay_mode": "kernel"}


def ncu_version() -> str | None:
    exe = shutil.which("ncu")
    if not exe:
        return None
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    m = re.search(r"Version (\S+)", out)
    return m.group(1) if m else None


def collect_ncu(command: list[str], *, launch_count: int = 2000, timeout_s: int = 900, env: dict | None = None) -> dict:
    """Hardware counters of the kernels ``command`` launches, read by Nsight Compute.

    Args:
        command: The program to measure; only kernels inside its ``cudaProfilerStart`` /
            ``cudaProfilerStop`` range are profiled.
        launch_count: Stop after this many profiled kernels.

    Returns:
        ``{available: False, reason}`` when ``ncu`` is missing, not permitted or fails; otherwise
        ``{available: True, kernels: [...], launches, seconds}`` (see ``parse_ncu_csv``).
    """
    exe = shutil.which("ncu")
    if not exe:
        return {"available": False, "reason": "Nsight Compute (ncu) is not on PATH"}
    argv = [exe, "--csv", "--page", "raw", "--metrics", ",".join(NCU_METRICS), "--launch-count", str(launch_count),
            "--target-processes", "all", "--profile-from-start", "off"]
    t0 = time.perf_counter()
    try:
        # Same process group as the worker (a cancel kills ncu too); on our own timeout, kill ncu and
        # the program it launched, so nothing is left holding the GPU.
        p = subprocess.Popen(argv + list(command), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=dict(os.environ, **(env or {})))
    except OSError as e:
        return {"available": False, "reason": f"ncu could not start: {e}"}
    try:
        stdout, stderr = p.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        _kill_tree(p.pid)
        p.communicate()
        return {"available": False, "reason": f"ncu did not finish within {timeout_s} s"}
    text = stdout + stderr
    if "ERR_NVGPUCTRPERM" in text:
        return {"available": False, "reason": "ncu is not permitted to read GPU performance counters "
                                              "(ERR_NVGPUCTRPERM: needs admin or NVreg_RestrictProfilingToAdminUsers=0)"}
    rows = parse_ncu_csv(stdout)
    if not rows:
        tail = [ln for ln in text.strip().splitlines() if ln.strip()][-3:]
        return {"available": False, "reason": f"ncu returned no kernel rows (exit {p.returncode}): {' | '.join(tail)}"}
    return {"available": True, "kernels": rows, "launches": sum(r["launches"] for r in rows),
            "seconds": round(time.perf_counter() - t0, 2)}


def _kill_tree(pid: int) -> None:
    """SIGKILL ``pid`` and every process below it (read from /proc; children first)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    order, todo = [], [pid]
    while todo:
        cur = todo.pop()
        order.append(cur)
        todo += children.get(cur, [])
    for victim in reversed(order):
        try:
            os.kill(victim, 9)
        except (ProcessLookupError, PermissionError):
            pass


def _number(text) -> float | None:
    try:
        return float(str(text).replace(",", ""))
    except ValueError:
        return None


def parse_ncu_csv(text: str) -> list[dict]:
    """Rows of ``ncu --csv --page raw``, one per kernel name, in order of first launch.

    Each: ``name, launches, total_us, mean_us`` and the percentage metrics, averaged over the
    launches weighted by their duration (a long launch counts more than a short one; a plain mean
    where durations are missing). The units row and ``==PROF==`` lines are skipped.
    """
    lines = [ln for ln in text.splitlines() if ln.startswith('"')]
    if not lines:
        return []
    acc: dict[str, dict] = {}
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        name = row.get("Kernel Name") or row.get("Function Name")
        if not name:
            continue
        vals = {short: v for metric, short in NCU_METRICS.items() if (v := _number(row.get(metric, ""))) is not None}
        if not vals:
            continue  # the units row
        a = acc.setdefault(name, {"name": name, "launches": 0, "dur": 0.0, "w": {}, "wsum": {}})
        a["launches"] += 1
        dur = vals.get("duration_ns")
        a["dur"] += dur or 0.0
        weight = dur if dur else 1.0
        for k in PCT_FIELDS:
            if k in vals:
                a["w"][k] = a["w"].get(k, 0.0) + vals[k] * weight
                a["wsum"][k] = a["wsum"].get(k, 0.0) + weight
    out = []
    for a in acc.values():
        r = {"name": a["name"], "launches": a["launches"], "total_us": round(a["dur"] / 1e3, 2),
             "mean_us": round(a["dur"] / 1e3 / a["launches"], 2)}
        r.update({k: round(a["w"][k] / a["wsum"][k], 2) for k in PCT_FIELDS if a["wsum"].get(k)})
        out.append(r)
    return out


def summarize(kernels: list[dict]) -> dict:
    """One forward's totals: launches, ncu GPU time and each metric weighted by kernel time."""
    total = sum(k.get("total_us") or 0 for k in kernels)
    out = {"kernels": len(kernels), "launches": sum(k.get("launches") or 0 for k in kernels),
           "total_us": round(total, 2)}
    for f in PCT_FIELDS:
        num = sum((k.get(f) or 0) * (k.get("total_us") or 0) for k in kernels if k.get(f) is not None)
        den = sum(k.get("total_us") or 0 for k in kernels if k.get(f) is not None)
        if den:
            out[f] = round(num / den, 2)
    return out


def target_command(runs_root: Path, run_id: str, mode: str) -> list[str]:
    return [sys.executable, "-m", "analyzers.analyses.hardware.ncu_target", "--runs-dir", str(Path(runs_root).resolve()), run_id, mode]


def collect_counters(runs_root: Path, run_id: str, device: str, *, top: int | None = None,
                     timeout_s: int = 900) -> dict:
    """The ``counters`` section: ncu over one eager and one compiled forward of the run's model."""
    if not str(device).startswith("cuda"):
        return {"available": False, "reason": "hardware counters are read on CUDA devices only"}
    if not shutil.which("ncu"):
        return {"available": False, "reason": "Nsight Compute (ncu) is not on PATH"}
    env = {"PYTHONPATH": os.pathsep.join(filter(None, [str(PACKAGE_ROOT), os.environ.get("PYTHONPATH")]))}
    section: dict = {"available": False, "tool": f"ncu {ncu_version() or '?'}", "settings": SETTINGS,
                     "metrics": NCU_METRICS, "modes": {}, "kernels": []}
    reasons = []
    for mode in MODES:
        res = collect_ncu(target_command(runs_root, run_id, mode), env=env, timeout_s=timeout_s)
        if not res.get("available"):
            section["modes"][mode] = {"available": False, "reason": res.get("reason")}
            reasons.append(f"{mode}: {res.get('reason')}")
            continue
        kernels = sorted(res["kernels"], key=lambda k: -(k.get("total_us") or 0))
        section["modes"][mode] = {"available": True, "seconds": res["seconds"], **summarize(kernels)}
        section["kernels"] += [{"mode": mode, **k} for k in (kernels[:top] if top else kernels)]
        section["available"] = True
    if reasons:
        section["reason"] = "; ".join(reasons)
    return section
