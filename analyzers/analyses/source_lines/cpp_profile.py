"""The Inductor config the compile needs for CPU source lines: C++ kernels profiled one by one
(``cpp.enable_kernel_profile``: each kernel a ``graph_<n>_cpp_fused_*`` range in the profile). Feature-detected."""

from __future__ import annotations


def cpp_kernel_profile(device: str, user_config: dict | None) -> tuple[dict, str | None]:
    """``({"cpp.enable_kernel_profile": True}, None)`` for a CPU run of a torch that has the key and a request that
    does not set it itself; else ``({}, note or None)``."""
    if not str(device).startswith("cpu") or "cpp.enable_kernel_profile" in (user_config or {}):
        return {}, None
    try:
        from torch._inductor import config as icfg
    except Exception as e:  # noqa: BLE001 - pragma: no cover - torch without inductor
        return {}, f"no Inductor config ({type(e).__name__}): C++ kernels are not profiled one by one"
    cpp = getattr(icfg, "cpp", None)
    if cpp is None or not hasattr(cpp, "enable_kernel_profile"):
        return {}, ("this torch has no cpp.enable_kernel_profile: the compiled C++ kernels' time is not on "
                    "source lines")
    return {"cpp.enable_kernel_profile": True}, None
