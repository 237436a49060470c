"""Compiled against eager, one output at a time: relative and absolute error, where the worst element sits, and
the tolerance of the run's dtype with the reason for it.

The relative error is the norm-relative one, ``||compiled - eager|| / ||eager||`` over a whole output: a single
element near zero cannot blow it up, while a wrong region of the output can not hide in a max.
"""

from __future__ import annotations

import math

from ...report.tolerances import TOLERANCE_REASONS, TOLERANCES


# Norm-relative error allowed per dtype, and why: one text with the pages (report/tolerances.py).
def tolerance(dtype: str) -> dict:
    return {"dtype": dtype, "rel_tol": TOLERANCES[dtype], "why": TOLERANCE_REASONS[dtype]}


def named_tensors(out, name: str = "output") -> list[tuple[str, object]]:
    """Every tensor of a model output with a name that says where it sits (``logits``, ``[1]``,
    ``past_key_values[0][1]``), in a stable order."""
    import torch

    if isinstance(out, torch.Tensor):
        return [(name, out)]
    if isinstance(out, dict) or hasattr(out, "to_tuple"):
        keys = list(out.keys()) if hasattr(out, "keys") else list(range(len(out.to_tuple())))
        vals = [out[k] for k in keys] if hasattr(out, "keys") else list(out.to_tuple())
        return [p for k, v in zip(keys, vals) for p in named_tensors(v, str(k) if name == "output" else f"{name}.{k}")]
    if isinstance(out, (list, tuple)):
        return [p for i, v in enumerate(out) for p in named_tensors(v, f"{'' if name == 'output' else name}[{i}]")]
    return []


def flat_tensors(out) -> list:
    """Every tensor in a model output (tensors, tuples, dicts, HF ModelOutput), in a stable order."""
    return [t for _, t in named_tensors(out)]


def compare_tensor(name: str, expected, actual, rel_tol: float) -> dict:
    """One output: errors, the worst element's place and both values there, passed or not."""
    import torch

    row: dict = {"output": name, "shape": list(actual.shape), "dtype": str(actual.dtype).replace("torch.", "")}
    if expected.shape != actual.shape:
        return dict(row, passed=False, message=f"shape {tuple(actual.shape)} != eager {tuple(expected.shape)}")
    if not expected.is_floating_point():
        same = bool(torch.equal(expected, actual))
        mism = int((expected != actual).sum().item())
        return dict(row, passed=same, exact=True, mismatched=mism,
                    message="" if same else f"{mism} of {expected.numel()} integer elements differ")
    e64, a64 = expected.detach().double(), actual.detach().double()
    diff = (a64 - e64).abs()
    bad = ~torch.isfinite(a64) & torch.isfinite(e64)  # a NaN or inf only the compiled model produced
    diff = torch.where(bad, torch.full_like(diff, math.inf), torch.nan_to_num(diff, nan=0.0))
    if diff.numel() == 0:
        return dict(row, passed=True, max_abs_err=0.0, rel_err=0.0, rel_tol=rel_tol)
    flat = int(diff.reshape(-1).argmax().item())
    where = [int(i) for i in torch.unravel_index(torch.tensor(flat), diff.shape)] if diff.dim() else []
    max_abs = float(diff.reshape(-1)[flat].item())
    num = float(torch.nan_to_num(a64 - e64, nan=0.0, posinf=0.0, neginf=0.0).pow(2).sum().sqrt().item())
    den = float(torch.nan_to_num(e64, nan=0.0, posinf=0.0, neginf=0.0).pow(2).sum().sqrt().item())
    rel = num / den if den > 0 else (0.0 if num == 0 else math.inf)
    nonfinite = int(bad.sum().item())
    if nonfinite:
        rel = math.inf
    row.update(max_abs_err=max_abs, rel_err=rel, rel_tol=rel_tol, worst_index=where,
               eager_value=float(e64.reshape(-1)[flat].item()), compiled_value=float(a64.reshape(-1)[flat].item()),
               passed=bool(math.isfinite(rel) and rel <= rel_tol), nonfinite=nonfinite)
    return row


def compare_each(expected, actual, dtype: str) -> list[dict]:
    """Every output of two model results, one row each (a missing or extra output is a failed row)."""
    exp, act = named_tensors(expected), named_tensors(actual)
    rel_tol = TOLERANCES[dtype]
    if len(exp) != len(act):
        return [{"output": "(all)", "passed": False, "message": f"eager gave {len(exp)} tensors, compiled {len(act)}"}]
    return [compare_tensor(n, e, a, rel_tol) for (n, e), (_, a) in zip(exp, act)]


def worst(rows: list[dict]) -> dict:
    """The row with the largest relative error (failed rows without one first)."""
    if not rows:
        return {}
    return max(rows, key=lambda r: (not r.get("passed", True) and "rel_err" not in r, r.get("rel_err") or 0.0))


def compare_outputs(expected, actual, dtype: str) -> dict:
    """One line for all outputs together (the benchmark's check): norm-relative error over every float output."""
    import torch

    exp, act = flat_tensors(expected), flat_tensors(actual)
    rel_tol = TOLERANCES[dtype]
    if len(exp) != len(act):
        return {"passed": False, "message": f"eager gave {len(exp)} tensors, compiled {len(act)}"}
    max_abs, num, den = 0.0, 0.0, 0.0
    for e, a in zip(exp, act):
        if e.shape != a.shape:
            return {"passed": False, "message": f"shape {tuple(a.shape)} != eager {tuple(e.shape)}"}
        if not e.is_floating_point():
            if not torch.equal(e, a):
                return {"passed": False, "message": "integer outputs differ"}
            continue
        e64, a64 = e.detach().double(), a.detach().double()
        diff = a64 - e64
        max_abs = max(max_abs, diff.abs().max().item() if diff.numel() else 0.0)
        num += diff.pow(2).sum().item()
        den += e64.pow(2).sum().item()
    rel = math.sqrt(num) / math.sqrt(den) if den > 0 else (0.0 if num == 0 else math.inf)
    finite = math.isfinite(rel) and math.isfinite(max_abs)
    return {"max_abs_err": max_abs, "rel_err": rel, "rel_tol": rel_tol, "passed": bool(finite and rel <= rel_tol),
            "tensors": len(exp)}
