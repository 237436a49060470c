"""The numerics tolerance of each dtype and why (stdlib only): one text for the check that records it
(``analyses/numerics/compare.py``) and for the page that shows it (``tolerance_why``, which words a report
recorded before this the same way, so no page speaks of one model while showing another).

The reference figures (fp32 near 1e-6, fp16 near 3e-3, bf16 near 1.5e-2) were measured on a 12-layer
transformer (bert-base: see shared/reference); the text names them as that, not as the run's model.
"""

from __future__ import annotations

TOLERANCES = {"fp32": 1e-3, "fp16": 1e-2, "bf16": 5e-2}
TOLERANCE_REASONS = {
    "fp32": "fp32 keeps 24 significant bits (rounding 6e-8): fused kernels sum in another order, which moves a "
            "deep model's outputs by about 1e-6; 1e-3 leaves room for that and catches a real change",
    "fp16": "fp16 keeps 11 significant bits (rounding 4.9e-4): reordered sums and fused ops move a deep model's "
            "outputs by a few 1e-3 (about 3e-3 on a 12-layer transformer); 1e-2 leaves room for that",
    "bf16": "bf16 keeps 8 significant bits (rounding 3.9e-3): reordered sums move a deep model's outputs by about "
            "1.5e-2 (on a 12-layer transformer); 5e-2 leaves room for that",
}


def tolerance_why(tol: dict) -> str:
    """Why the tolerance of ``tol`` (a report's ``numerics.tolerance``) is what it is, in today's words for its
    dtype; the recorded text for a dtype this table does not know."""
    if not isinstance(tol, dict):
        return ""
    return TOLERANCE_REASONS.get(str(tol.get("dtype")), str(tol.get("why") or ""))
