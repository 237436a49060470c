"""The layout and precision fix experiments a report's layout section calls for (stdlib only).

* convolutions with NCHW weights -> ``channels_last``: the model and its 4-D inputs in ``torch.channels_last``;
* batch norms -> ``torch._inductor.config.freezing=True``: Inductor folds them (and the weights' layout
  conversions) into the convolutions as constants, for inference;
* fp32 convolutions and matmuls -> TF32 (``torch.set_float32_matmul_precision("high")``) where the GPU has the
  tensor cores for it, and bf16 autocast where the hardware runs bf16 natively; elsewhere a row says why not.

Each is one compile like the original run's; freezing (a config key) is the cheapest, the precision changes last
(they trade accuracy for speed, so they come after the exact ones)."""

from __future__ import annotations

from .fix_candidates import Candidate

COSTS = {"freezing": 1, "channels_last": 2, "tf32": 3, "bf16": 4}
TF32_CHANGE = 'torch.set_float32_matmul_precision("high")'


def _obj(v) -> dict:
    return v if isinstance(v, dict) else {}


def _not_offered(change: str, target: str, why: str) -> dict:
    return {"change": change, "target": target, "verdict": f"not offered: {why}", "rows": [], "kind": "precision",
            "status": "not offered"}


def layout_candidates(report: dict) -> tuple[list[Candidate], list[dict]]:
    """(experiments, rows saying why a precision experiment is not offered here)."""
    lay = _obj(report.get("layout"))
    if not lay.get("applies"):
        return [], []
    opts = _obj(_obj(report.get("request")).get("options"))
    out: list[Candidate] = []
    bns = lay.get("batch_norm_modules") or sum((_obj(lay.get("ops")).get("batch_norm") or {}).values())
    if bns and opts.get("backend", "inductor") == "inductor" and not _obj(opts.get("inductor_config")).get("freezing"):
        out.append(Candidate("torch._inductor.config.freezing=True", f"{bns} batch norm(s)", "inductor_config",
                             {"freezing": True}, cost=COSTS["freezing"], kind="layout"))
    nchw = _obj(_obj(lay.get("conv_formats")).get("weight")).get("NCHW")
    if nchw and opts.get("memory_format", "contiguous") != "channels_last":
        out.append(Candidate("model.to(memory_format=torch.channels_last)", f"{nchw} NCHW convolution(s)",
                             "memory_format", "channels_last", cost=COSTS["channels_last"], kind="layout"))
    cands, rows = _precision(lay, opts)
    return out + cands, rows


def _precision(lay: dict, opts: dict) -> tuple[list[Candidate], list[dict]]:
    n = lay.get("fp32_matmuls") or 0
    if not n or opts.get("dtype", "fp32") != "fp32":
        return [], []
    units = _obj(lay.get("precision_units"))
    target = f"{n} fp32 convolution/matmul op(s)"
    out, rows = [], []
    device = opts.get("device", "cpu")
    if opts.get("matmul_precision", "highest") != "high":
        if units.get("tf32"):
            out.append(Candidate(TF32_CHANGE, target, "matmul_precision", "high", cost=COSTS["tf32"],
                                 kind="precision"))
        else:
            rows.append(_not_offered(TF32_CHANGE, target, units.get("tf32_why") or "no tensor cores for TF32 here"))
    change = f'torch.autocast("{device}", dtype=torch.bfloat16)'
    if not opts.get("autocast"):
        if units.get("bf16"):
            out.append(Candidate(change, target, "autocast", "bf16", cost=COSTS["bf16"], kind="precision"))
        else:
            rows.append(_not_offered(change, target, units.get("bf16_why") or "no native bf16 here"))
    return out, rows
