"""The forward's kernel time on the model's source lines, eager and compiled: the ``source_lines``
report section. Pure: reads the profile and roofline sections and the compile's provenance.

* Eager: each kernel carries ``source_line`` from the profile's attribution pass (the range of the line whose
  torch call launched it, ``line_ranges.py``) and all its time goes to that line.
* Compiled: each kernel is matched to its provenance key (``compiled_keys.py``) and so to the lines of the FX
  nodes it fused. SPLIT_RULE says how a kernel of several lines is shared (by the lines' eager time: the eager
  side is walked first), so that the lines add up to the forward's kernel time; each such line lists the others
  as ``fused_with``. An extern call's key carries the lines of every node Inductor folded into the call (the SDPA
  call holds the mask's and the q/k/v projections' lines too), so an extern kernel is shared by the eager time
  those lines spent in the same kernel (EXTERN_RULE), not by all their eager time.
* Fallback (EAGER_NAME_RULE): a compiled kernel that no provenance key takes, and that is not eager code between
  graphs, goes to the lines that launched a kernel of the same name in eager, in proportion to their eager time
  in it. ``coverage_by_rule`` counts the two rules apart.
* Modules (MODULE_RULE): a line that calls modules (an ``nn.Sequential`` of torch's, a ``Linear``) lists them in
  ``modules``: eager from the attribution forward's ranges (``line_ranges.py``: the leaf module each op ran in,
  its path relative to the module whose code holds the line), compiled from the module of each FX node the
  kernel fused (the stored graphs' ``nn_module_stack``), shared among a line's modules by their eager time. The
  line's own ops (``x + a``) are the entry with an empty path, so the modules add up to the line.
* Coverage: the share of the forward's kernel time (memcpy / memset and the synthetic "generated code" gaps
  left out, as in the profile's ``kernel_time_us``) that reached a line.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from .compiled_keys import KeyWalk, bare_op, provenance_keys
from .frames import code_of

SPLIT_RULE = ("a compiled kernel that fuses ops of several lines is split across its distinct lines in proportion "
              "to those lines' eager kernel time (equally where none of them has any); each line lists the others "
              "in fused_with, and the lines add up to the forward's kernel time")
EXTERN_RULE = ("an extern kernel (cuBLAS GEMM, cuDNN attention) is shared among its call's lines by their eager time "
               "in a kernel of the same name, else of the same ATen op, else by all their eager time")
EAGER_NAME_RULE = ("a compiled kernel that provenance does not place goes to the lines that launched a kernel of the "
                   "same name in eager, in proportion to their eager time in it (counted apart: coverage_by_rule "
                   "eager_kernel_name)")
MODULE_RULE = ("a line's modules are the leaf modules it called (path relative to the module whose code holds the "
               "line); a compiled kernel's share of a line goes to the modules of the FX nodes it fused there, in "
               "proportion to their eager time; the line's own ops are the entry with no path")
MAX_ROWS = 400
MAX_KERNELS = 8  # kernel names listed per line and mode
MAX_MODULES = 24  # modules listed per line (the rest summed into one entry)
OWN = ("", "")  # a line's own ops: no module called from the line
UNKNOWN = ("", "?")  # compiled time on a line whose nodes' modules are not known (no stored graphs)


def counted(k: dict) -> bool:
    return not k.get("synthetic") and k.get("kind") not in ("memcpy", "memset") and (k.get("dur_us") or 0) > 0


class _Lines:
    def __init__(self):
        self.rows: dict[tuple[str, int], dict] = {}
        self.eager_by_name: dict[str, dict[tuple[str, int], float]] = {}  # kernel name -> {line: eager us}
        self.eager_by_op: dict[str, dict[tuple[str, int], float]] = {}  # bare ATen op -> {line: eager us}
        self.by_eager_modules = 0.0  # compiled us shared among a line's modules by eager time (no graph nodes)

    def same_line(self, where: tuple[str, int]) -> tuple[str, int]:
        """``where`` as the rows already name it: a compiled graph from Inductor's cache keeps the paths of the
        checkout that first compiled it (another folder, the same recipe), so a frame in a file no row has is the
        row of the same file name and line when exactly one has it."""
        if where in self.rows or not where[0]:
            return where
        name = os.path.basename(where[0])
        same = [w for w in self.rows if w[1] == where[1] and os.path.basename(w[0]) == name]
        return same[0] if len(same) == 1 else where

    def add(self, where: tuple[str, int], mode: str, us: float, kernel: str, fused: list[tuple[str, int]]):
        where = self.same_line(where)
        fused = [self.same_line(f) for f in fused]
        row = self.rows.setdefault(where, {"eager_us": 0.0, "compiled_us": 0.0, "eager_k": {}, "compiled_k": {},
                                           "fused": set(), "mods": {}, "full": {}, "owners": set()})
        row[f"{mode}_us"] += us
        row[f"{mode}_k"][kernel] = row[f"{mode}_k"].get(kernel, 0.0) + us
        row["fused"].update(f for f in fused if f != where)
        return where

    def add_module(self, where: tuple[str, int], mode: str, part: tuple[str, str], us: float, kernel: str):
        mod = self.rows[where]["mods"].setdefault(part, {"eager_us": 0.0, "compiled_us": 0.0, "eager_k": {},
                                                         "compiled_k": {}})
        mod[f"{mode}_us"] += us
        mod[f"{mode}_k"][kernel] = mod[f"{mode}_k"].get(kernel, 0.0) + us

    def learn_module(self, where: tuple[str, int], part: tuple[str, str], full: str | None) -> None:
        """What the eager pass tells of a line's modules: the full path of each part, and the module that holds
        the line (the owner: the full path less the relative one)."""
        if not full:
            return
        row = self.rows[where]
        if part == OWN:
            row["owners"].add(full)
            return
        row["full"][full] = part
        if full.endswith("." + part[0]):
            row["owners"].add(full[: -len(part[0]) - 1])

    def part_of(self, where: tuple[str, int], path: str | None, typ: str | None) -> tuple[str, str]:
        """A compiled node's module (full path) as the line's module entry."""
        row = self.rows.get(where) or {}
        if not path:
            return OWN
        if path in (row.get("full") or {}):
            return row["full"][path]
        owners = row.get("owners") or set()
        if path in owners:
            return OWN
        for o in sorted(owners, key=len, reverse=True):
            if o and path.startswith(o + "."):
                return path[len(o) + 1:], typ or ""
        return path, typ or ""

    def eager_us(self, where: tuple[str, int]) -> float:
        return (self.rows.get(where) or {}).get("eager_us", 0.0)


def _split(where: str | None) -> tuple[str, int] | None:
    file, _, line = (where or "").rpartition(":")
    return (file, int(line)) if file and line.isdigit() else None


def _eager(mode: dict, lines: _Lines) -> tuple[float, float, dict]:
    total = hit = 0.0
    missed: dict[str, float] = {}
    for k in mode.get("kernels") or []:
        if not counted(k):
            continue
        total += k["dur_us"]
        where = _split(k.get("source_line"))
        if where is None:
            missed[k["name"]] = missed.get(k["name"], 0.0) + k["dur_us"]
            continue
        hit += k["dur_us"]
        where = lines.add(where, "eager", k["dur_us"], k["name"], [])
        rel, _, typ = str(k.get("line_module") or "").partition("|")
        part = (rel, typ) if rel else OWN
        lines.add_module(where, "eager", part, k["dur_us"], k["name"])
        lines.learn_module(where, part, k.get("nn_module"))
        for table, name in ((lines.eager_by_name, k["name"]), (lines.eager_by_op, bare_op(k.get("op")))):
            if name:
                table.setdefault(name, {})[where] = table.setdefault(name, {}).get(where, 0.0) + k["dur_us"]
    return total, hit, missed


def _weights(key, k: dict, lines: _Lines) -> list[float]:
    """How a compiled kernel is shared among its key's lines (SPLIT_RULE; EXTERN_RULE for an extern call)."""
    tables = [] if key.generated else [lines.eager_by_name.get(k["name"]) or {},
                                       lines.eager_by_op.get(bare_op(k.get("op"))) or {}]
    for table in tables:
        weights = [table.get(lines.same_line(w), 0.0) for w in key.lines]
        if sum(weights) > 0:
            return weights
    weights = [lines.eager_us(lines.same_line(w)) for w in key.lines]
    return weights if sum(weights) > 0 else [1.0] * len(key.lines)


def _compiled(mode: dict, walk: KeyWalk, lines: _Lines) -> tuple[float, dict[str, float], dict]:
    total = 0.0
    hit = {"provenance": 0.0, "eager_kernel_name": 0.0}
    missed: dict[str, float] = {}
    for k in sorted((k for k in mode.get("kernels") or [] if counted(k)), key=lambda k: k.get("start_us") or 0):
        total += k["dur_us"]
        key = walk.find(k)
        if key is not None and key.lines:
            hit["provenance"] += k["dur_us"]
            weights = _weights(key, k, lines)
            shared = [(where, w) for where, w in zip(key.lines, weights) if w > 0]
            for where, w in shared:
                us = k["dur_us"] * w / sum(weights)
                where = lines.add(where, "compiled", us, k["name"], [x for x, _ in shared])
                _compiled_modules(lines, key, where, us, k["name"])
            continue
        same = lines.eager_by_name.get(k["name"]) if k.get("kind") != "aten" else None
        if same and sum(same.values()) > 0:  # EAGER_NAME_RULE
            hit["eager_kernel_name"] += k["dur_us"]
            for where, us in same.items():
                share = k["dur_us"] * us / sum(same.values())
                where = lines.add(where, "compiled", share, k["name"], [])
                mods = {p: m["eager_k"].get(k["name"], 0.0) for p, m in lines.rows[where]["mods"].items()}
                total_w = sum(mods.values())
                for part, w in mods.items():
                    if w > 0:
                        lines.add_module(where, "compiled", part, share * w / total_w, k["name"])
            continue
        missed[k["name"]] = missed.get(k["name"], 0.0) + k["dur_us"]
    return total, hit, missed


def _compiled_modules(lines: _Lines, key, where: tuple[str, int], us: float, kernel: str) -> None:
    """A compiled kernel's ``us`` on line ``where`` shared among the modules of its nodes there (MODULE_RULE)."""
    parts = [lines.part_of(where, path, typ) for ln, path, typ in key.parts if lines.same_line(ln) == where]
    mods = lines.rows[where]["mods"]
    if not parts:  # no stored graph names this kernel's nodes: the line's eager modules, by their eager time
        parts = [p for p, m in mods.items() if m["eager_us"] > 0] or [OWN]
        if parts != [OWN]:
            lines.by_eager_modules += us
    distinct = list(dict.fromkeys(parts))
    weights = [(mods.get(p) or {}).get("eager_us", 0.0) for p in distinct]
    if sum(weights) <= 0:
        weights = [float(parts.count(p)) for p in distinct]
    for part, w in zip(distinct, weights):
        if w > 0:
            lines.add_module(where, "compiled", part, us * w / sum(weights), kernel)


def _modules(r: dict) -> list[dict]:
    """A row's ``modules`` (costliest first; none when the line called no module)."""
    mods = r["mods"]
    if not any(p not in (OWN, UNKNOWN) for p in mods):
        return []
    out = [{"path": p, "type": t, "eager_ms": round(m["eager_us"] / 1e3, 6),
            "compiled_ms": round(m["compiled_us"] / 1e3, 6),
            "eager_kernels": _top(m["eager_k"])[:4], "compiled_kernels": _top(m["compiled_k"])[:4],
            "kernels": list(dict.fromkeys(_top(m["compiled_k"])[:3] + _top(m["eager_k"])[:3]))}
           for (p, t), m in mods.items()]
    out.sort(key=lambda m: (-max(m["compiled_ms"], m["eager_ms"]), m["path"]))
    if len(out) > MAX_MODULES:
        rest = out[MAX_MODULES - 1:]
        out = out[: MAX_MODULES - 1] + [{
            "path": f"({len(rest)} more modules)", "type": "", "eager_ms": round(sum(m["eager_ms"] for m in rest), 4),
            "compiled_ms": round(sum(m["compiled_ms"] for m in rest), 4), "eager_kernels": [],
            "compiled_kernels": [], "kernels": []}]
    return out


def _bounds(roofline: dict | None) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for label, pts in ((roofline or {}).get("kernels") or {}).items():
        out[label] = {p["name"]: p["bound"] for p in pts or [] if isinstance(p, dict) and p.get("bound")}
    return out


def _top(kernels: dict[str, float]) -> list[str]:
    return [n for n, _ in sorted(kernels.items(), key=lambda kv: -kv[1])[:MAX_KERNELS]]


def _rows(lines: _Lines, bounds: dict, label: Callable[[str], str], code: Callable[[str, int], str]) -> list[dict]:
    out = []
    for (file, line), r in lines.rows.items():
        bound = None
        for mode in ("compiled", "eager"):
            for name in _top(r[f"{mode}_k"]):
                bound = bound or bounds.get(mode, {}).get(name)
        by_module = file.startswith("<module ")
        out.append({
            "file": file if by_module else label(file), "line": line,
            "code": "(torch's own module code: no line of a model file runs it)" if by_module else code(file, line),
            "eager_ms": round(r["eager_us"] / 1e3, 6), "compiled_ms": round(r["compiled_us"] / 1e3, 6),
            "eager_kernels": _top(r["eager_k"]), "compiled_kernels": _top(r["compiled_k"]),
            "fused_with": sorted(f"{label(f)}:{n}" for f, n in r["fused"]), "bound": bound,
            "modules": _modules(r),
        })
    out.sort(key=lambda r: (-r["compiled_ms"], -r["eager_ms"], r["file"], r["line"]))
    return out


def collect_source_lines(profile: dict | None, roofline: dict | None = None, provenance: list | None = None, *,
                         node_info: dict | None = None, label: Callable[[str], str] | None = None,
                         code: Callable[[str, int], str] | None = None) -> dict:
    """The ``source_lines`` section: ``{available, rows, coverage: {eager, compiled}, coverage_by_rule: {compiled:
    {provenance, eager_kernel_name}}, kernel_ms, attributed_ms, unattributed: {mode: [{name, ms}]}, split_rule,
    compiled_lines_from, notes}``. ``code(file, line)`` gives a line's text (default: read the file). Never raises
    on odd input."""
    notes: list[str] = []
    lines = _Lines()
    profile = profile or {}
    cov, kernel_ms, attributed_ms, unattributed, by_rule = {}, {}, {}, {}, {}
    keys, how = provenance_keys(provenance, node_info)
    walkers = {"eager": lambda m: _eager(m, lines), "compiled": lambda m: _compiled(m, KeyWalk(keys), lines)}
    for mode_name, fn in walkers.items():
        mode = profile.get(mode_name) or {}
        if not mode.get("available"):
            cov[mode_name] = None
            notes.append(f"{mode_name}: not profiled ({mode.get('reason') or 'no profile'})")
            continue
        total, hit, missed = fn(mode)
        if isinstance(hit, dict):
            by_rule[mode_name] = {r: round(us / total, 4) if total > 0 else None for r, us in hit.items()}
            if hit.get("eager_kernel_name"):
                notes.append(f"{mode_name}: {EAGER_NAME_RULE}")
            hit = sum(hit.values())
        cov[mode_name] = round(hit / total, 4) if total > 0 else None
        kernel_ms[mode_name], attributed_ms[mode_name] = round(total / 1e3, 4), round(hit / 1e3, 4)
        unattributed[mode_name] = [{"name": n, "ms": round(us / 1e3, 4)}
                                   for n, us in sorted(missed.items(), key=lambda kv: -kv[1])[:5]]
        if any(k.get("synthetic") for k in mode.get("kernels") or []):
            notes.append(f"{mode_name}: the C++ kernels were not profiled one by one (cpp.enable_kernel_profile "
                         "off): their time is not on any line")
    notes += _missing_notes(profile, keys, how, cov)
    if lines.by_eager_modules > 0:
        notes.append(f"compiled: {lines.by_eager_modules / 1e3:.3f} ms of kernels whose FX nodes no stored graph "
                     "names (run without the explain stage, or a graph explain did not see) are shared among their "
                     "line's modules by the modules' eager time")
    rows = _rows(lines, _bounds(roofline), label or (lambda f: f), code or code_of)
    if len(rows) > MAX_ROWS:
        notes.append(f"{len(rows) - MAX_ROWS} lines with the least time are not listed")
    eager_missing = _eager_missing(profile)
    if eager_missing:  # the eager forward was profiled but not on lines: its figures are unknown, not zero
        _forget_eager(rows, cov, attributed_ms, unattributed)
    return {"available": any(v is not None for v in cov.values()), "rows": rows[:MAX_ROWS], "coverage": cov,
            "coverage_by_rule": by_rule, "kernel_ms": kernel_ms, "attributed_ms": attributed_ms,
            "unattributed": unattributed, "split_rule": SPLIT_RULE, "compiled_lines_from": how,
            "module_rule": MODULE_RULE, "eager_missing": eager_missing,
            "notes": [SPLIT_RULE, EXTERN_RULE, MODULE_RULE, *notes]}


EAGER_MISSING = ("no kernel of the eager profile carries a source line (the attribution pass did not run, or this "
                 "torch has no TorchFunctionMode)")


def _eager_missing(profile: dict) -> str | None:
    """Why the eager forward's kernels are on no line although it was profiled, else None."""
    eager = profile.get("eager") or {}
    kernels = [k for k in eager.get("kernels") or [] if isinstance(k, dict)]
    if eager.get("available") and kernels and not any(k.get("source_line") for k in kernels):
        return EAGER_MISSING
    return None


def _forget_eager(rows: list[dict], cov: dict, attributed_ms: dict, unattributed: dict) -> None:
    """Eager per line unknown: None in the rows and their modules, no coverage, no list of eager kernels on no line
    (all of them are)."""
    cov["eager"] = attributed_ms["eager"] = None
    unattributed.pop("eager", None)
    for r in rows:
        r["eager_ms"], r["eager_kernels"] = None, []
        for m in r.get("modules") or []:
            m["eager_ms"], m["eager_kernels"] = None, []


def _missing_notes(profile: dict, keys: list, how: str, cov: dict) -> list[str]:
    out = []
    if _eager_missing(profile):
        out.append(f"eager: {EAGER_MISSING}")
    if cov.get("compiled") is not None and not any(keys):
        out.append("compiled: the compile left no Inductor provenance (this torch lacks provenance tracking, or "
                   "the trace was not captured): no compiled kernel reaches a line")
    elif how == "node_mappings":
        out.append("compiled: lines from the stored graphs' nodes (the provenance has no kernel stack traces for "
                   "these kernels): each node's innermost frame in a model file, else its module's row")
    if any(k.get("kind") == "aten" and counted(k) for k in (profile.get("compiled") or {}).get("kernels") or []):
        out.append("compiled: kernels of eager code between the compiled graphs (graph breaks) have no provenance "
                   "and are not on a line")
    if (profile.get("compiled") or {}).get("graph_launches"):
        out.append("compiled: kernels replayed from CUDA graphs are matched by name, and extern ones (cuBLAS, "
                   "cuDNN) by their place between the named kernels in the graph's call order (a replay names no "
                   "ATen op)")
    return out
