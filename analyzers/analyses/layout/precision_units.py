"""Which faster precisions this machine's hardware runs natively (feature-detected, never by version string): TF32
(a CUDA GPU with tensor cores that take it: compute capability 8.0 or newer) and bf16 (a CUDA GPU that supports it;
a CPU with AVX-512 BF16 or AMX tiles). Each comes with the reason when it is not offered."""

from __future__ import annotations


def _cpu_flag(name: str) -> bool | None:
    """A torch.cpu feature probe where this torch has it, else the kernel's CPU flags (Linux), else unknown."""
    import torch

    probe = getattr(torch.cpu, name, None)
    if callable(probe):
        try:
            return bool(probe())
        except Exception:  # noqa: BLE001 - fall back to the flags
            pass
    flag = {"_is_avx512_bf16_supported": "avx512_bf16", "_is_amx_tile_supported": "amx_bf16"}.get(name)
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            flags = next((ln.split(":", 1)[1].split() for ln in f if ln.startswith("flags")), None)
    except OSError:
        return None
    return flag in flags if flags is not None and flag else None


def precision_units(device: str) -> dict:
    """``{device, tf32, tf32_why, bf16, bf16_why}``: what the TF32 and bf16 experiments may use here."""
    import torch

    out = {"device": device}
    if device.startswith("cuda") and torch.cuda.is_available():
        major, minor = torch.cuda.get_device_capability()
        name = torch.cuda.get_device_name()
        out["capability"] = f"{major}.{minor}"
        out["tf32"] = major >= 8
        out["tf32_why"] = (f"{name} (sm_{major}{minor}) has tensor cores that take TF32" if major >= 8 else
                           f"{name} is sm_{major}{minor}: TF32 needs compute capability 8.0 or newer (Ampere on)")
        bf16 = bool(torch.cuda.is_bf16_supported())
        out["bf16"] = bf16
        out["bf16_why"] = f"{name} {'runs' if bf16 else 'does not run'} bf16 natively"
        return out
    out["tf32"] = False
    out["tf32_why"] = "TF32 is a CUDA tensor-core format: not offered on CPU"
    native = [n for n, probe in (("AVX-512 BF16", "_is_avx512_bf16_supported"), ("AMX", "_is_amx_tile_supported"))
              if _cpu_flag(probe)]
    out["bf16"] = bool(native)
    out["bf16_why"] = (f"this CPU has {' and '.join(native)} for bf16" if native else
                       "this CPU has no native bf16 units (AVX-512 BF16 or AMX): bf16 would be emulated, "
                       "slower than fp32, so it is not offered")
    return out
