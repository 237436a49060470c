"""The layout section's headline for ``--json`` and ``show`` (stdlib only): the memory formats found, the
layout-conversion kernels Inductor generated, the finding. None where no layout stage ran."""

from __future__ import annotations


def _obj(v) -> dict:
    return v if isinstance(v, dict) else {}


def layout_summary(report: dict) -> dict | None:
    lay = report.get("layout")
    if not isinstance(lay, dict):
        return None
    conv = _obj(lay.get("conversions"))
    return {
        "applies": bool(lay.get("applies")),
        "formats": lay.get("formats") if isinstance(lay.get("formats"), list) else [],
        "inputs": [{k: r.get(k) for k in ("name", "shape", "format", "forces_copy")}
                   for r in (lay.get("inputs") if isinstance(lay.get("inputs"), list) else []) if isinstance(r, dict)],
        "conv_count": lay.get("conv_count"),
        "conv_formats": _obj(lay.get("conv_formats")) or None,
        "compiled_conv_outputs": conv.get("compiled_conv_outputs") if conv else None,
        "conversion_kernels": conv.get("count") if conv else None,
        "conversion_launches_per_forward": conv.get("launches_per_forward") if conv else None,
        "conversion_ms_per_forward": conv.get("ms_per_forward") if conv else None,
        "conversion_share": conv.get("share") if conv else None,
        "conversion_nodes": sorted({n for k in conv.get("kernels") or [] if isinstance(k, dict)
                                    for n in k.get("source_nodes") or []}) if conv else None,
        "batch_norms": lay.get("batch_norm_modules"),
        "fp32_matmuls": lay.get("fp32_matmuls"),
        "finding": lay.get("finding"),
        "matters": bool(lay.get("matters")),
    }


def layout_line(summary: dict) -> str | None:
    """``show``'s one line."""
    lay = summary.get("layout")
    if not isinstance(lay, dict):
        return None
    if not lay.get("applies"):
        return "layout: no convolutions and no 4-D activations"
    return f"layout: {', '.join(str(f) for f in lay.get('formats') or []) or 'no formats'}; {lay.get('finding')}"
