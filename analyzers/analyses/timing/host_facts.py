"""What else the machine was doing while calls were timed: the facts that explain a noisy benchmark.

``HostWatch`` reads them at the start and the end of the timed phase: load average, the CPU time
other processes used meanwhile (all CPUs' busy time in ``/proc/stat`` minus this process's own), steal
time, CPU frequency, and on a GPU, through NVML when ``pynvml`` is there, the other processes holding
the GPU, its SM clock and temperature. No torch. Every fact is optional: what cannot be read is
``None`` (Linux-only files, no NVML, a container that hides other processes).
"""

from __future__ import annotations

import glob
import logging
import os
import resource
import time

log = logging.getLogger(__name__)

_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _proc_stat() -> tuple[float, float] | None:
    """(busy seconds, steal seconds) of all CPUs since boot, or None off Linux."""
    try:
        with open("/proc/stat") as f:
            fields = f.readline().split()
    except OSError:
        return None
    if not fields or fields[0] != "cpu":
        return None
    v = [int(x) for x in fields[1:]]
    # user nice system idle iowait irq softirq steal guest guest_nice; guest time is inside user
    busy = v[0] + v[1] + v[2] + v[5] + v[6] + (v[7] if len(v) > 7 else 0)
    return busy / _TICK, (v[7] if len(v) > 7 else 0) / _TICK


def _own_cpu_s() -> float:
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def cpu_mhz() -> dict | None:
    """Current CPU frequency (min, mean, max MHz over all CPUs), where readable."""
    vals = []
    for path in glob.glob("/sys/devices/system/cpu/cpu[0-9]*/cpufreq/scaling_cur_freq"):
        try:
            with open(path) as f:
                vals.append(int(f.read()) / 1000)
        except (OSError, ValueError):
            pass
    if not vals:
        try:
            with open("/proc/cpuinfo") as f:
                vals = [float(line.split(":")[1]) for line in f if line.lower().startswith("cpu mhz")]
        except (OSError, ValueError, IndexError):
            vals = []
    if not vals:
        return None
    return {"min": round(min(vals)), "mean": round(sum(vals) / len(vals)), "max": round(max(vals))}


def _cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


class _Nvml:
    """The GPU's other processes, SM clock and temperature through NVML (``pynvml``), or nothing."""

    def __init__(self, index: int):
        self.handle = None
        self.reason = ""
        try:
            import pynvml

            pynvml.nvmlInit()
            self.nv = pynvml
            self.handle = pynvml.nvmlDeviceGetHandleByIndex(index)
        except Exception as e:  # noqa: BLE001 - no pynvml, no driver, no permission: say so
            self.reason = f"NVML not available: {type(e).__name__}: {e}"[:200]

    def read(self) -> dict | None:
        if self.handle is None:
            return None
        nv, h, out = self.nv, self.handle, {}
        me = os.getpid()
        try:
            procs = list(nv.nvmlDeviceGetComputeRunningProcesses(h))
            with_graphics = getattr(nv, "nvmlDeviceGetGraphicsRunningProcesses", None)
            procs += list(with_graphics(h)) if with_graphics else []
            out["other_processes"] = sorted(
                {(p.pid, round((p.usedGpuMemory or 0) / 2**20)) for p in procs if p.pid != me})
        except Exception as e:  # noqa: BLE001
            out["other_processes_error"] = f"{type(e).__name__}: {e}"[:200]
        for key, fn in (("sm_clock_mhz", lambda: nv.nvmlDeviceGetClockInfo(h, nv.NVML_CLOCK_SM)),
                        ("max_sm_clock_mhz", lambda: nv.nvmlDeviceGetMaxClockInfo(h, nv.NVML_CLOCK_SM)),
                        ("temperature_c", lambda: nv.nvmlDeviceGetTemperature(h, nv.NVML_TEMPERATURE_GPU)),
                        ("utilization_pct", lambda: nv.nvmlDeviceGetUtilizationRates(h).gpu)):
            try:
                out[key] = int(fn())
            except Exception:  # noqa: BLE001 - a field this GPU or driver does not report
                out[key] = None
        return out


class HostWatch:
    """Reads the host facts at ``start()`` and ``stop()``; ``facts()`` is the report's ``benchmark.host``."""

    def __init__(self, device: str, threads: int | None = None):
        self.device = device
        self.threads = threads
        index = int(device.split(":")[1]) if device.startswith("cuda:") else 0
        self.nvml = _Nvml(index) if device.startswith("cuda") else None
        self.t0 = self.t1 = None

    def start(self) -> None:
        self.t0 = (time.perf_counter(), _proc_stat(), _own_cpu_s(), _loadavg(), cpu_mhz(),
                   self.nvml.read() if self.nvml else None)

    def stop(self) -> None:
        self.t1 = (time.perf_counter(), _proc_stat(), _own_cpu_s(), _loadavg(), cpu_mhz(),
                   self.nvml.read() if self.nvml else None)

    def facts(self) -> dict:
        if self.t0 is None or self.t1 is None:
            return {}
        (w0, ps0, own0, la0, mhz0, gpu0), (w1, ps1, own1, la1, mhz1, gpu1) = self.t0, self.t1
        wall = max(w1 - w0, 1e-9)
        out: dict = {"cpus": _cpus(), "threads": self.threads, "wall_s": round(wall, 3),
                     "load_avg": [la0, la1] if la0 is not None else None, "cpu_mhz": [mhz0, mhz1] if mhz0 else None}
        if ps0 and ps1:
            busy, steal = ps1[0] - ps0[0], ps1[1] - ps0[1]
            own = own1 - own0
            out["own_cpu_s"] = round(own, 3)
            out["other_cpu_s"] = round(max(0.0, busy - own), 3)
            out["other_cores"] = round(max(0.0, busy - own) / wall, 2)
            out["steal_s"] = round(steal, 3)
        else:
            out["other_cpu_s"] = None
        if self.nvml is not None:
            if gpu0 is None:
                out["gpu"] = {"available": False, "reason": self.nvml.reason}
            else:
                others = sorted(set(gpu0.get("other_processes") or []) | set((gpu1 or {}).get("other_processes") or []))
                out["gpu"] = {
                    "available": True,
                    "other_processes": [{"pid": p, "mib": m} for p, m in others],
                    "sm_clock_mhz": [gpu0.get("sm_clock_mhz"), (gpu1 or {}).get("sm_clock_mhz")],
                    "max_sm_clock_mhz": gpu0.get("max_sm_clock_mhz"),
                    "temperature_c": [gpu0.get("temperature_c"), (gpu1 or {}).get("temperature_c")],
                }
        return out


def _loadavg() -> float | None:
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


def host_sentences(host: dict) -> list[str]:
    """The host facts that plausibly explain noisy timings, in words (empty when the machine looked quiet)."""
    out = []
    cpus = host.get("cpus") or 1
    other = host.get("other_cores")
    if other is not None and other >= 0.25:
        out.append(f"other processes kept {other:.1f} of this machine's {cpus} CPU cores busy while calls were timed")
    la = host.get("load_avg")
    if la and max(la) > cpus:
        out.append(f"the load average was {max(la):.1f} on {cpus} cores: more runnable threads than cores")
    if (host.get("steal_s") or 0) > 0.05 * (host.get("wall_s") or 1):
        out.append(f"the hypervisor took {host['steal_s']:.1f} s of CPU time (steal) during the run")
    mhz = host.get("cpu_mhz")
    if mhz and mhz[0] and mhz[1] and abs(mhz[1]["mean"] - mhz[0]["mean"]) > 0.1 * mhz[0]["mean"]:
        out.append(f"the CPU clock moved from {mhz[0]['mean']} to {mhz[1]['mean']} MHz during the run")
    gpu = host.get("gpu") or {}
    procs = gpu.get("other_processes") or []
    if procs:
        out.append(f"{len(procs)} other process(es) held this GPU ("
                   + ", ".join(f"pid {p['pid']}: {p['mib']} MiB" for p in procs[:4]) + ")")
    clk, top = gpu.get("sm_clock_mhz") or [None, None], gpu.get("max_sm_clock_mhz")
    if top and clk[1] and clk[1] < 0.85 * top:
        out.append(f"the GPU's SM clock was {clk[1]} MHz at the end, below its {top} MHz maximum")
    if not out and host.get("other_cpu_s") is not None:
        out.append("nothing visible from inside this machine explains it (other processes idle, clocks steady): "
                   "on a virtual machine the host's CPU can slow down under other tenants without showing as steal "
                   "time; the time the host spends launching kernels is what moves")
    return out
