"""Peaks of this device, measured once per device and dtype and cached in a JSON file: a large matmul in the run's
dtype (TFLOP/s, under the current TF32 setting; an fp32 run on a GPU also measures it as TF32, the rate of cuDNN's
convolutions, which take fp32 as TF32 by default) and a large device-to-device copy (GB/s, read + write). Measured,
not datasheet, numbers: the roofline's floor is what this machine can reach."""

from __future__ import annotations

import json
import logging
import os
import platform
import time
from pathlib import Path

log = logging.getLogger(__name__)

_DTYPES = {"fp32": "float32", "fp16": "float16", "bf16": "bfloat16"}
# Sizes of the peak measurements (matmul n x n x n; copy of this many bytes).
GPU_SIZES = {"matmul_n": 8192, "copy_bytes": 1 << 30, "iterations": 10}
CPU_SIZES = {"matmul_n": 1024, "copy_bytes": 64 << 20, "iterations": 5}




# ----------------------------------------------------------------------------------------------------
# Peaks of the device
# ----------------------------------------------------------------------------------------------------
def device_name(device: str) -> str:
    import torch

    if device.startswith("cuda") and torch.cuda.is_available():
        return torch.cuda.get_device_name()
    cpu = platform.processor() or platform.machine() or "cpu"
    return f"{cpu} ({torch.get_num_threads()} threads)"


def _timed(fn, cuda: bool, iterations: int) -> list[float]:
    """Seconds per call (CUDA events on GPU, perf_counter on CPU), after two warm-up calls."""
    import torch

    for _ in range(2):
        fn()
    if cuda:
        torch.cuda.synchronize()
        out = []
        for _ in range(iterations):
            a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            a.record()
            fn()
            b.record()
            b.synchronize()
            out.append(a.elapsed_time(b) / 1e3)
        return out
    out = []
    for _ in range(iterations):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


def _measure(device: str, dtype: str, sizes: dict) -> dict:
    import torch

    cuda = device.startswith("cuda") and torch.cuda.is_available()
    dev = "cuda" if cuda else "cpu"
    tdtype = getattr(torch, _DTYPES.get(dtype, "float32"))
    n, iters = int(sizes["matmul_n"]), int(sizes["iterations"])
    elems = int(sizes["copy_bytes"]) // 4

    def matmul_times(tf32: bool | None = None) -> list[float]:
        a = torch.randn(n, n, device=dev, dtype=tdtype)
        b = torch.randn(n, n, device=dev, dtype=tdtype)
        c = torch.empty(n, n, device=dev, dtype=tdtype)
        before = torch.backends.cuda.matmul.allow_tf32
        if tf32 is not None:
            torch.backends.cuda.matmul.allow_tf32 = tf32
        try:
            with torch.no_grad():
                return _timed(lambda: torch.mm(a, b, out=c), cuda, iters)
        finally:
            torch.backends.cuda.matmul.allow_tf32 = before

    def copy_times() -> list[float]:
        src = torch.empty(elems, device=dev, dtype=torch.float32).fill_(1.0)
        dst = torch.empty_like(src)
        return _timed(lambda: dst.copy_(src), cuda, iters)

    mm = matmul_times()  # each helper frees its tensors before the next allocates
    tf32 = bool(cuda and dtype == "fp32" and torch.backends.cuda.matmul.allow_tf32)
    out = {"matmul_tflops": _tflops(n, mm)}
    if cuda and dtype == "fp32":  # cuDNN's convolutions take fp32 as TF32 whatever cuBLAS does: their rate too
        out["matmul_tflops_tf32"] = out["matmul_tflops"] if tf32 else _tflops(n, matmul_times(tf32=True))
    cp = copy_times()
    if cuda:
        torch.cuda.empty_cache()
    return {**out, "copy_gbps": float(f"{2 * elems * 4 / min(cp) / 1e9:.4g}"), "sizes": dict(sizes), "tf32": tf32}


def _tflops(n: int, seconds: list[float]) -> float:
    return float(f"{2 * n**3 / min(seconds) / 1e12:.4g}")


def measure_peaks(device: str, dtype: str, cache_path: Path | str | None, *, sizes: dict | None = None,
                  refresh: bool = False) -> dict:
    """The device's matmul rate in ``dtype`` and copy bandwidth, measured once and cached.

    Args:
        device: ``cpu`` or ``cuda``.
        dtype: ``fp32``, ``fp16`` or ``bf16`` (the run's dtype).
        cache_path: JSON file keyed by device name and dtype (shared by runs); None: no cache.
        sizes: Override ``matmul_n`` / ``copy_bytes`` / ``iterations`` (defaults per device).
        refresh: Measure again even when cached.

    Returns:
        ``{matmul_tflops, copy_gbps, measured_at, device_name, dtype, cached, sizes, tf32}``, and
        ``matmul_tflops_tf32`` (the matmul as TF32) for fp32 on a GPU.
    """
    import torch

    cuda = device.startswith("cuda") and torch.cuda.is_available()
    sizes = {**(GPU_SIZES if cuda else CPU_SIZES), **(sizes or {})}
    name = device_name(device)
    key = f"{name}|{dtype}"
    if cuda and dtype == "fp32" and torch.backends.cuda.matmul.allow_tf32:
        key += "|tf32"
    cache: dict = {}
    path = Path(cache_path) if cache_path else None
    if path and path.exists():
        try:
            cache = json.loads(path.read_text())
        except (OSError, ValueError):
            cache = {}
    hit = cache.get(key) if isinstance(cache, dict) else None
    complete = isinstance(hit, dict) and hit.get("matmul_tflops") and hit.get("copy_gbps") and (
        not (cuda and dtype == "fp32") or hit.get("matmul_tflops_tf32"))  # a cache from before the TF32 rate
    if complete and not refresh:
        return {**hit, "cached": True}
    peaks = {**_measure(device, dtype, sizes), "measured_at": time.time(), "device_name": name, "dtype": dtype}
    if path:
        try:
            cache = cache if isinstance(cache, dict) else {}
            cache[key] = peaks
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(path.suffix + f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(cache, indent=1))
            os.replace(tmp, path)
        except OSError as e:
            log.warning("could not cache peaks in %s: %s", path, e)
    return {**peaks, "cached": False}


# ----------------------------------------------------------------------------------------------------
# Putting work, peaks and times together (pure)
# ----------------------------------------------------------------------------------------------------
