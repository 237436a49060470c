"""The layout section: the eager facts and Inductor's conversions together, and the one sentence the Overview
shows when layout matters (stdlib only)."""

from __future__ import annotations

from .formats import CHANNELS_LAST, NCHW, STRIDED

MATTERS_SHARE = 0.05  # conversions at least this share of the compiled kernel time: worth a line on the Overview


def applies(eager: dict) -> bool:
    """A model with convolutions or 4-D activations has a layout worth a section."""
    return bool(eager.get("conv_count") or eager.get("activations_4d"))


def formats_found(eager: dict, conversions: dict | None) -> list[str]:
    found = set()
    for r in eager.get("inputs") or []:
        if r.get("format"):
            found.add(r["format"])
    for per in (eager.get("conv_formats") or {}).values():
        found.update(k for k in per if k != "none")
    found.update((eager.get("activation_formats") or {}).keys())
    found.update(((conversions or {}).get("compiled_conv_outputs") or {}).keys())
    order = [NCHW, CHANNELS_LAST, "NCDHW", "channels_last_3d", "contiguous", STRIDED]
    return sorted(found, key=lambda f: (order.index(f) if f in order else len(order), f))


def fp32_matmuls(eager: dict) -> int:
    """Convolutions and matmuls that run in fp32: what TF32 and bf16 would speed up."""
    ops = eager.get("ops") or {}
    return sum((ops.get(f) or {}).get("float32", 0) for f in ("convolution", "matmul"))


def _share_words(conv: dict) -> str:
    ms, share = conv.get("ms_per_forward"), conv.get("share")
    if ms is None:
        return ""
    pct = "" if share is None else f"{share * 100:.0f}" if share >= 0.1 else f"{share * 100:.2g}"
    return f", {ms:.3g} ms per forward" + (f" ({pct} % of the kernel time)" if pct else "")


def finding(eager: dict, conv: dict | None) -> tuple[str, bool]:
    """(one sentence, whether it matters enough for the Overview)."""
    strided = [r for r in eager.get("inputs") or [] if r.get("forces_copy")]
    if strided:
        names = ", ".join(r["name"] for r in strided[:3])
        return (f"input {names} arrives with strides that fit no dense format ({strided[0]['stride']}): every "
                "forward copies it first; pass it contiguous", True)
    n_conv = eager.get("conv_count") or 0
    weights = (eager.get("conv_formats") or {}).get("weight") or {}
    if conv and conv.get("count"):
        for_conv = sum(1 for k in conv.get("kernels") or [] if k.get("for_convolution"))
        ms, share = conv.get("ms_per_forward"), conv.get("share")
        matters = share is None or share >= MATTERS_SHARE
        chosen = ", ".join(f"{n} {f}" for f, n in (conv.get("compiled_conv_outputs") or {}).items())
        n = conv["launches_per_forward"]
        head = f"Inductor copies tensors into another layout {n} time{'s' * (n != 1)} per forward{_share_words(conv)}"
        if for_conv and n_conv and weights.get(NCHW):
            tail = (f" for the {n_conv} NCHW convolution(s){' (it chose ' + chosen + ' outputs)' if chosen else ''}"
                    ": the model in channels_last or frozen (the channels_last and freezing experiments) avoids them")
        else:
            tail = "; they only move data: a model whose tensors arrive in the layout its ops want avoids them"
        return head + tail, bool(matters and (ms is None or ms > 0))
    if len([f for f in weights if f != "none"]) > 1:
        mix = ", ".join(f"{n} {f}" for f, n in weights.items())
        return f"the convolutions' weights mix layouts ({mix}): each switch costs a copy; use one format", True
    if n_conv:
        fmt = next(iter(weights), NCHW)
        return f"{n_conv} convolution(s), weights in {fmt}; Inductor added no layout conversion", False
    acts = eager.get("activation_formats") or {}
    mix = ", ".join(f"{n} {f}" for f, n in acts.items())
    return f"no convolutions; {eager.get('activations_4d', 0)} 4-D activations ({mix}), no layout conversion", False


def build_section(eager: dict, conv: dict | None, notes: list[str]) -> dict:
    text, matters = finding(eager, conv)
    return {
        "applies": True, **eager, "conversions": conv, "formats": formats_found(eager, conv),
        "fp32_matmuls": fp32_matmuls(eager), "finding": text, "matters": matters, "notes": notes,
    }
