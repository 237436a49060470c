"""The *environment* analysis: versions and hardware the run saw (never fails the run)."""

from __future__ import annotations

import os
import platform
import subprocess
import sys


def _version(name: str) -> str | None:
    try:
        from importlib.metadata import version

        return version(name)
    except Exception:
        return None


def _cpu_name() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _driver() -> str | None:
    try:
        out = subprocess.run(
            ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
            capture_output=True, text=True, timeout=10,
        )
        return out.stdout.strip().splitlines()[0] if out.returncode == 0 and out.stdout.strip() else None
    except (OSError, subprocess.TimeoutExpired):
        return None


def collect_environment() -> dict:
    import torch

    cuda = torch.cuda.is_available()
    env = {
        "python": platform.python_version(),
        "torch": torch.__version__,
        "triton": _version("triton"),
        "transformers": _version("transformers"),
        "platform": platform.platform(),
        "cpu": _cpu_name(),
        "cpu_count": os.cpu_count(),
        "cuda_available": cuda,
        "cuda": torch.version.cuda,
        "gpu": None,
        "gpu_count": torch.cuda.device_count() if cuda else 0,
        "gpus": [],
        "driver": None,
        "executable": sys.executable,
    }
    if cuda:
        env["gpus"] = [torch.cuda.get_device_name(i) for i in range(torch.cuda.device_count())]
        env["gpu"] = env["gpus"][0]
        props = torch.cuda.get_device_properties(0)
        env["gpu_memory_bytes"] = props.total_memory
        env["gpu_capability"] = f"{props.major}.{props.minor}"
        env["bf16_supported"] = torch.cuda.is_bf16_supported()
        env["driver"] = _driver()
    return env


def inductor_config_keys() -> list[str]:
    import torch._inductor.config as cfg

    return sorted(cfg.get_config_copy().keys())
