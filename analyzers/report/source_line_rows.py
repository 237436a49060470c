"""The source lines of a report as the CLI's ``--json`` and ``show`` give them. Stdlib only."""

from __future__ import annotations

from typing import Any

FIELDS = ("file", "line", "code", "eager_ms", "compiled_ms", "eager_kernels", "compiled_kernels", "fused_with",
          "bound", "modules")
MODULE_FIELDS = ("path", "type", "eager_ms", "compiled_ms", "kernels")
SHOW_MODULES = 4  # modules printed under each of show's top lines


def source_line_summary(report: dict) -> dict:
    """``{source_lines: [rows] | None, source_lines_coverage: {eager, compiled} | None}`` (None: no section)."""
    sec = report.get("source_lines") if isinstance(report.get("source_lines"), dict) else {}
    rows = [{k: r.get(k) for k in FIELDS} for r in _list(sec.get("rows")) if isinstance(r, dict)]
    for r in rows:
        r["modules"] = [{k: m.get(k) for k in MODULE_FIELDS} for m in _list(r.get("modules")) if isinstance(m, dict)]
    cov = sec.get("coverage") if isinstance(sec.get("coverage"), dict) else None
    return {
        "source_lines": rows if sec else None,
        "source_lines_coverage": {k: _num(cov.get(k)) for k in ("eager", "compiled")} if cov is not None else None,
    }


def source_line_lines(summary: dict, top: int = 5, per: str = "forward") -> list[str]:
    """``show``'s text: the coverage, then the ``top`` lines by compiled time; ``per`` is what the profile profiled
    (``decode step`` for a decode workload: its header says so)."""
    rows = summary.get("source_lines") or []
    cov = summary.get("source_lines_coverage") or {}
    if not rows and not cov:
        return []
    pct = ", ".join(f"{k} {_pct(cov.get(k))}" for k in ("eager", "compiled"))
    head = "source lines" if per == "forward" else f"source lines of one {per}"
    out = [f"{head}: {len(rows)} lines with kernel time; kernel time on a line: {pct}"]
    for r in rows[:top]:
        fused = f"  fused with {', '.join(r['fused_with'][:3])}" if r.get("fused_with") else ""
        out.append(f"  {_ms(r.get('compiled_ms'))} compiled, {_ms(r.get('eager_ms'))} eager  "
                   f"{r.get('file')}:{r.get('line')}  {r.get('code') or ''}{fused}")
        mods = _list(r.get("modules"))
        for m in mods[:SHOW_MODULES]:
            out.append(f"        └ {module_label(m)}: {_ms(m.get('compiled_ms')).strip()} compiled · "
                       f"{_ms(m.get('eager_ms')).strip()} eager")
        if len(mods) > SHOW_MODULES:
            out.append(f"        └ … {len(mods) - SHOW_MODULES} more modules")
    return out


def module_label(m: dict) -> str:
    """``block.0 (Conv2d)``; the line's own ops and unknown modules named in words."""
    path, typ = str(m.get("path") or ""), str(m.get("type") or "")
    if not path:
        return "(modules not known)" if typ == "?" else "(the line's own ops)"
    return f"{path} ({typ})" if typ else path


def profiled_unit(report: dict) -> str:
    """What the profile profiled: ``decode step`` for a decode workload, else ``forward``."""
    opts = (report.get("request") or {}).get("options") if isinstance(report.get("request"), dict) else None
    return "decode step" if isinstance(opts, dict) and opts.get("workload") == "decode" else "forward"


def _ms(v: Any) -> str:
    return f"{v:9.3f} ms" if _num(v) is not None else "        - ms"


def _pct(v: Any) -> str:
    return f"{v * 100:.1f} %" if _num(v) is not None else "not measured"


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []


def _num(value: Any) -> int | float | None:
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None
