"""``torch.export`` records of a structured trace: guards added, data-dependent errors, fake-kernel problems.

A draft export (``torch.export.draft_export``) or an export under ``TORCH_TRACE`` logs, without any Dynamo
compile id:

* ``guard_added`` {expr, prefix, user_stack, frame_locals}: a symbolic-shape guard the export added; with
  prefix ``eval`` it is an issue ("Guard Evaluated": it may have caused a constraint violation);
* ``propagate_real_tensors_provenance`` {expr, result, user_stack, frame_locals}: a data-dependent expression
  export could not decide and specialised to ``result`` ("Data Dependent Error");
* ``missing_fake_kernel`` / ``mismatched_fake_kernel`` {op, reason}: a custom op without a (correct) fake kernel;
* ``create_unbacked_symbol`` {symbol, vr}: an unbacked symbol (``.item()``, nonzero, ...);
* ``exported_program`` (payload): the program export produced.

The issue types and the "eval" rule are tlparse's (``tlparse --export``). File names in stacks are interned.
"""

from __future__ import annotations

from typing import Any

ISSUE_TYPES = ("Data Dependent Error", "Guard Evaluated", "Missing Fake Kernel", "Mismatched Fake Kernel")
EXPORT_EVENTS = {"guard_added", "propagate_real_tensors_provenance", "missing_fake_kernel", "mismatched_fake_kernel",
                 "create_unbacked_symbol", "exported_program"}
_MAX_GUARDS = 2000


def user_frame(stack: Any, strings: dict[int, str]) -> str:
    """``file:line in name: code`` of the innermost frame of a structured-trace stack ('' when there is none)."""
    if not isinstance(stack, list) or not stack or not isinstance(stack[-1], dict):
        return ""
    fr = stack[-1]
    fn = fr.get("filename")
    fn = strings.get(fn, str(fn)) if isinstance(fn, int) else str(fn or fr.get("uninterned_filename") or "?")
    out = f"{fn}:{fr.get('line', '?')} in {fr.get('name', '?')}"
    return out + (f": {fr['loc']}" if fr.get("loc") else "")


def _locals(body: dict) -> dict[str, str]:
    fl = body.get("frame_locals")
    loc = fl.get("locals") if isinstance(fl, dict) else None
    return {str(k): str(v) for k, v in loc.items()} if isinstance(loc, dict) else {}


class ExportRecords:
    """Collects the export records of one trace; ``result()`` is None when the trace had none."""

    def __init__(self) -> None:
        self.issues: list[dict] = []
        self.guards: list[dict] = []
        self.guard_count = 0
        self.unbacked: list[str] = []
        self.programs: list[str] = []

    def add(self, event: str, body: Any, payload: str | None, strings: dict[int, str]) -> None:
        body = body if isinstance(body, dict) else {}
        if event == "exported_program":
            self.programs.append(payload or "")
        elif event == "create_unbacked_symbol":
            self.unbacked.append(str(body.get("symbol") or "?"))
        elif event == "guard_added":
            self.guard_count += 1
            guard = {"expr": str(body.get("expr") or ""), "prefix": body.get("prefix"),
                     "user_frame": user_frame(body.get("user_stack"), strings)}
            if len(self.guards) < _MAX_GUARDS:
                self.guards.append(guard)
            if body.get("prefix") == "eval":
                self.issues.append({"type": "Guard Evaluated", **guard, "locals": _locals(body)})
        elif event == "propagate_real_tensors_provenance":
            self.issues.append({
                "type": "Data Dependent Error", "expr": str(body.get("expr") or ""), "result": body.get("result"),
                "user_frame": user_frame(body.get("user_stack"), strings), "locals": _locals(body),
            })
        elif event in ("missing_fake_kernel", "mismatched_fake_kernel"):
            self.issues.append({
                "type": "Missing Fake Kernel" if event.startswith("missing") else "Mismatched Fake Kernel",
                "op": str(body.get("op") or "?"), "reason": body.get("reason"),
            })

    def result(self) -> dict | None:
        if not (self.issues or self.guard_count or self.unbacked or self.programs):
            return None
        return {
            "issues": self.issues,
            "guards": self.guards,
            "guard_count": self.guard_count,
            "unbacked_symbols": self.unbacked,
            "programs": self.programs,
        }
