"""Which single changes could remove a run's graph breaks and recompiles, from what torch itself said (stdlib).

* a break whose registry hints (``dynamo_hints``, torch's own words) name a Dynamo or Inductor setting
  (``torch._dynamo.config.capture_scalar_outputs = True``, ``capture_dynamic_output_shape_ops``, ...): that
  setting, as ``--dynamo-config`` / ``--inductor-config`` would set it;
* recompiles (guards that failed on a later call): ``dynamic=True``, so the changed sizes are symbolic at once;
  and, where the failed guards name the model's own inputs ("tensor 'x' size mismatch at index 0",
  ``L['x'].size()[0]``), ``torch._dynamo.mark_dynamic`` on exactly the dimensions that changed: the worker marks
  those inputs before every call (``CompileOptions.mark_dynamic``);
* a launch-bound CUDA run (enqueuing a forward takes most of its time): ``mode=reduce-overhead`` (CUDA graphs);
* a run with neither breaks nor recompiles: ``fullgraph=True``, which proves none remain.

A break no setting can address (a ``print``, a Python ``if`` on a tensor, a generator, a disabled helper) gets
no experiment but a plain line: "no setting removes it: change line N", with the rewrite torch's hint suggests.
Candidates run cheapest first: a config flag or ``dynamic`` costs one compile like the original run's;
``reduce-overhead`` adds CUDA graph capture; ``fullgraph`` runs no benchmark.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

SETTING_RE = re.compile(r"torch\._(dynamo|inductor)\.config\.([A-Za-z_][\w.]*)\s*=\s*(True|False|-?\d+(?:\.\d+)?)")
_UNHELPFUL = ("report an issue", "fundamental", "please file", "workaround")
_COST = {"dynamo_config": 1, "inductor_config": 1, "dynamic": 2, "mark_dynamic": 2, "mode": 3, "fullgraph": 0}
# A failed size guard, as torch words it in recompile reasons: the input's name and the dimension that changed.
_SIZE_GUARD_RES = (re.compile(r"tensor '([A-Za-z_]\w*)' size mismatch at index (\d+)"),
                   re.compile(r"\bL\['([A-Za-z_]\w*)'\]\.size\(\)\[(\d+)\]"))


@dataclass
class Candidate:
    change: str  # as a user writes it: torch._dynamo.config.capture_scalar_outputs=True, dynamic=True
    target: str  # the break's file:line, "recompile", "launch-bound" or "all"
    option: str  # the CompileOptions field it sets
    value: object  # the field's new value (a dict of config keys for the config fields)
    rows: list[int] = field(default_factory=list)  # the break rows it aims at
    cost: int = 1
    kind: str = ""  # break | recompile | launch | layout | precision (set from the target when left empty)


def _place(b: dict) -> str:
    return f"{b.get('file') or '?'}:{b.get('line')}" if b.get("line") is not None else str(b.get("file") or "?")


def settings_of(b: dict) -> list[tuple[str, str, object]]:
    """(dynamo|inductor, key, value) of each setting torch's hints for break row ``b`` name."""
    out = []
    for text in [*(b.get("dynamo_hints") or []), str(b.get("reason") or "")]:
        for m in SETTING_RE.finditer(str(text)):
            raw = m.group(3)
            value = {"True": True, "False": False}.get(raw)
            if value is None:
                value = float(raw) if "." in raw else int(raw)
            item = (m.group(1), m.group(2), value)
            if item not in out:
                out.append(item)
    return out


def rewrite_of(b: dict) -> str:
    """The source change torch's hints suggest for a break no setting removes (else our category's hint)."""
    for h in b.get("dynamo_hints") or []:
        text = str(h).strip()
        if text and not any(u in text.lower() for u in _UNHELPFUL) and "config." not in text:
            return text
    return str(b.get("hint") or "rewrite the line so Dynamo can trace it")


def no_setting_line(b: dict) -> str:
    line = b.get("line")
    where = f"change line {line}" if line is not None else f"change {_place(b)}"
    return f"no setting removes it: {where} — {rewrite_of(b)}"


def candidates_for(report: dict) -> tuple[list[Candidate], list[dict]]:
    """(experiments to run, cheapest first; breaks no setting addresses as ``{target, verdict}`` rows)."""
    opts = ((report.get("request") or {}).get("options") or {})
    ex = report.get("explain") if isinstance(report.get("explain"), dict) else {}
    rows = [b for b in ex.get("breaks") or [] if isinstance(b, dict)]
    by_change: dict[str, Candidate] = {}
    unfixable = []
    for i, b in enumerate(rows):
        found = [(kind, key, value) for kind, key, value in settings_of(b)
                 if (opts.get(f"{kind}_config") or {}).get(key) != value]
        for kind, key, value in found:
            change = f"torch._{kind}.config.{key}={value!r}"
            cand = by_change.get(change)
            if cand is None:
                cand = by_change[change] = Candidate(change, _place(b), f"{kind}_config", {key: value},
                                                     cost=_COST[f"{kind}_config"])
            cand.rows.append(i)
        if not found:
            unfixable.append({"change": None, "target": _place(b), "verdict": no_setting_line(b), "rows": [i]})
    out = list(by_change.values())
    comp = report.get("compile") if isinstance(report.get("compile"), dict) else {}
    if comp.get("recompiles") and opts.get("dynamic") != "true":
        out.append(Candidate("dynamic=True", "recompile", "dynamic", "true", cost=_COST["dynamic"]))
        marks = changed_dims(comp)
        if marks and marks != {k: v for k, v in (opts.get("mark_dynamic") or {}).items() if k in marks}:
            out.append(Candidate(mark_dynamic_change(marks), "recompile", "mark_dynamic", marks,
                                 cost=_COST["mark_dynamic"]))
    if _launch_bound(report) and opts.get("mode") not in ("reduce-overhead", "max-autotune"):
        out.append(Candidate('mode="reduce-overhead"', "launch-bound", "mode", "reduce-overhead", cost=_COST["mode"]))
    if not rows and not comp.get("recompiles") and not opts.get("fullgraph") and ex:
        out.append(Candidate("fullgraph=True", "all", "fullgraph", True, cost=_COST["fullgraph"]))
    for c in out:
        c.kind = c.kind or {"recompile": "recompile", "launch-bound": "launch"}.get(c.target, "break")
    out.sort(key=lambda c: c.cost)
    return out, unfixable


def changed_dims(comp: dict) -> dict[str, list[int]]:
    """The model's own inputs and dimensions whose size guards failed: ``{"x": [0, 1]}``, from the recompiles of
    the entry frame (compile ids ``0/N``, the model's forward); a recompile of another frame names that frame's
    locals, which no mark on the model's inputs reaches."""
    entry = {str(c.get("id")) for c in comp.get("compile_ids") or [] if isinstance(c, dict)
             and c.get("frame_id") == 0 and c.get("name") == "forward"}
    marks: dict[str, set[int]] = {}
    for r in comp.get("recompiles") or []:
        if not isinstance(r, dict) or str(r.get("compile_id")) not in entry:
            continue
        for rx in _SIZE_GUARD_RES:
            for name, dim in rx.findall(str(r.get("reason") or "")):
                marks.setdefault(name, set()).add(int(dim))
    return {name: sorted(dims) for name, dims in sorted(marks.items())}


def mark_dynamic_change(marks: dict[str, list[int]]) -> str:
    """As a user writes it: ``torch._dynamo.mark_dynamic(x, 0)``; several dims as a list; inputs joined by "; "."""
    return "; ".join(f"torch._dynamo.mark_dynamic({name}, {dims[0] if len(dims) == 1 else dims})"
                     for name, dims in marks.items())


def _launch_bound(report: dict) -> bool:
    """The compiled forward of a CUDA run spends most of its time being enqueued (``benchmark``'s figures)."""
    opts = (report.get("request") or {}).get("options") or {}
    if opts.get("device") != "cuda" or opts.get("backend", "inductor") != "inductor":
        return False
    regime = ((report.get("benchmark") or {}).get("regime") or {}).get("compiled")
    if regime:  # measurement.regime: the host's launch with an idle queue against the GPU time
        return regime == "host"
    st = (((report.get("benchmark") or {}).get("pipelined") or {}).get("compiled") or {})
    host, med = st.get("host_launch_ms"), st.get("median_ms")
    return isinstance(host, (int, float)) and isinstance(med, (int, float)) and med > 0 and host >= 0.8 * med
