"""What differs between two cache keys, named in plain words from torch's own key components (stdlib only).

A cache key is a hash of its components (``analyses/trace/cache_lookups``: ``{name: [hash, value]}``, as torch logs
them with each lookup). Two keys differ exactly where a component's hash differs, so ``key_changes`` lists those
components, causes before consequences (a setting, torch or the system first: a changed setting can change the graph
Inductor receives and its inputs, as freezing does, never the other way), each as ``{component, before, after, text}``:

* the graph (``gm``): the Dynamo graphs of both sides are diffed node by node (a node is its op with the graph's own
  variable names blanked, and the source line it came from), and each source line whose nodes changed is named:
  "the graph changed: 3 nodes from ``model.py:41``", with that line's code before and after;
* an input (``example_inputs[i]``): its shape, dtype, device or stride ("input 2 (``L_x_``) shape [8, 512] →
  [8, 384]");
* torch's version and the system (GPU, CUDA, Triton: ``system_info``), with the versions each run recorded;
* an Inductor config field ("Inductor config ``freezing`` False → True"), a compile argument (``fx_kwargs``), and
  any other component by its own name.

Nothing is guessed: a component whose hash is the same on both sides is never named, and a value torch logged too
long to keep (or as raw bytes) is shown by its hash.
"""

from __future__ import annotations

import difflib
import re
from typing import Any

ABSENT = "(absent)"
_TENSOR_RE = re.compile(r"^(?P<dtype>\w+) (?P<shape>\[[^\]]*\]) stride (?P<stride>\([^)]*\)) (?P<device>\S+)$")
_ORDER = ("torch", "system", "inductor", "graph", "input", "argument", "other")


def component_label(name: str, inputs: list[str] | None = None) -> tuple[str, str]:
    """(group, label) of a component: ``inductor_config[freezing]`` -> ("inductor", "Inductor config `freezing`")."""
    m = re.match(r"^(?P<head>\w+)\[(?P<inner>.*)\]$", name)
    if name == "gm":
        return "graph", "the graph"
    if name == "torch_version":
        return "torch", "torch"
    if name.startswith("system_info"):
        return "system", "the system (device, CUDA, Triton)"
    if m and m["head"] == "inductor_config":
        return "inductor", f"Inductor config `{m['inner']}`"
    if m and m["head"] == "fx_kwargs":
        return "argument", f"compile argument `{m['inner']}`"
    if m and m["head"] == "example_inputs" and m["inner"].isdigit():
        i = int(m["inner"])
        named = f" (`{inputs[i]}`)" if inputs and i < len(inputs) else ""
        return "input", f"input {i}{named}"
    return "other", f"`{name}`"


def _shown(entry: Any) -> str:
    """A component's value as shown: its value, else its hash's first characters."""
    if not isinstance(entry, list) or not entry:
        return ABSENT
    if len(entry) > 1 and entry[1] is not None:
        return str(entry[1]) if str(entry[1]).strip() else '""'
    return f"hash {str(entry[0])[:10]}"


def _hash(entry: Any) -> str | None:
    return str(entry[0]) if isinstance(entry, list) and entry else None


def key_changes(before: dict, after: dict, before_graph: dict | None = None, after_graph: dict | None = None,
                before_meta: dict | None = None, after_meta: dict | None = None) -> list[dict]:
    """The components of ``after``'s key that differ from ``before``'s, causes first (``_ORDER``).

    Args:
        before, after: ``{name: [hash, value or None]}`` of the two lookups.
        before_graph, after_graph: The graphs' records (``inputs``, ``nodes``, ``lines``) where the traces had them.
        before_meta, after_meta: The runs' versions (``torch``, ``system``), for torch and the system.

    Returns:
        ``[{component, before, after, text}]``; empty when every component's hash is the same.
    """
    inputs = (after_graph or {}).get("inputs") or (before_graph or {}).get("inputs")
    out: list[tuple[int, dict]] = []
    for name in list(after) + [n for n in before if n not in after]:
        b, a = before.get(name), after.get(name)
        if _hash(b) == _hash(a):
            continue
        group, label = component_label(name, inputs)
        rank = _ORDER.index(group)
        if group == "graph":
            out += [(rank, c) for c in graph_changes(before_graph, after_graph)]
        elif group == "input" and b is not None and a is not None:
            out += [(rank, c) for c in _input_changes(label, _shown(b), _shown(a))]
        elif group in ("torch", "system"):
            out.append((rank, _version_change(group, label, b, a, before_meta or {}, after_meta or {})))
        else:
            bt, at = _shown(b), _shown(a)
            out.append((rank, {"component": label, "before": bt, "after": at, "text": f"{label} {bt} → {at}"}))
    return [c for _, c in sorted(out, key=lambda x: x[0])]


def _input_changes(label: str, before: str, after: str) -> list[dict]:
    """An input's shape, dtype, device (and its stride where the shape is the same), each as a change."""
    mb, ma = _TENSOR_RE.match(before), _TENSOR_RE.match(after)
    if not (mb and ma):
        return [{"component": label, "before": before, "after": after, "text": f"{label} {before} → {after}"}]
    out = []
    for field in ("shape", "dtype", "device", "stride"):
        if mb[field] == ma[field] or (field == "stride" and mb["shape"] != ma["shape"]):
            continue
        comp = f"{label} {field}"
        out.append({"component": comp, "before": mb[field], "after": ma[field],
                    "text": f"{comp} {mb[field]} → {ma[field]}"})
    return out or [{"component": label, "before": before, "after": after, "text": f"{label} {before} → {after}"}]


def _version_change(group: str, label: str, b: Any, a: Any, bm: dict, am: dict) -> dict:
    key = "torch" if group == "torch" else "system"
    bv, av = bm.get(key), am.get(key)
    if bv and av and bv != av:
        return {"component": label, "before": str(bv), "after": str(av), "text": f"{label} {bv} → {av}"}
    same = f" (same {'version' if group == 'torch' else 'description'}: {av})" if av else ""
    what = "torch's build" if group == "torch" else label
    return {"component": label, "before": _shown(b), "after": _shown(a),
            "text": f"{what} changed{same}: its key component's hash differs"}


def graph_changes(before: dict | None, after: dict | None) -> list[dict]:
    """The source lines whose nodes differ between two Dynamo graphs: one change per line (``after``'s location,
    ``before``'s for a line whose nodes are all gone), with the line's code before and after. Nodes are matched by
    their ops (variable names blanked, line numbers left out: a line added above moves a node without changing it);
    where every op is the same, by their ops and their lines' code."""
    bn, an = (before or {}).get("nodes"), (after or {}).get("nodes")
    if not isinstance(bn, list) or not isinstance(an, list) or not (bn or an):
        return [{"component": "the graph", "before": "", "after": "", "text": "the graph changed (the trace holds no "
                 "Dynamo graph to name its lines: torch logged none, or the run is older)"}]
    bl, al = (before or {}).get("lines") or {}, (after or {}).get("lines") or {}
    out = _line_changes(bn, an, bl, al, lambda n, lines: str(n[0]) if n else "")
    if not out:
        out = _line_changes(bn, an, bl, al, lambda n, lines: (str(n[0]) if n else "", _code(n, lines)))
    return out or [{"component": "the graph", "before": "", "after": "", "text": "Inductor's input graph changed but "
                    "Dynamo's did not (AOTAutograd traced it differently: a decomposition or functorch setting)"}]


def _line_changes(bn: list, an: list, bl: dict, al: dict, signature) -> list[dict]:
    bs, as_ = [signature(n, bl) for n in bn], [signature(n, al) for n in an]
    per_loc: dict[str, dict] = {}
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, bs, as_, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        old_code = next((bl[n[1]] for n in bn[i1:i2] if len(n) > 1 and n[1] in bl), "")
        for node in an[j1:j2]:  # nodes added or changed: named by the line they come from now
            e = per_loc.setdefault(_loc(node), {"nodes": 0, "before": old_code or ABSENT, "after": _code(node, al)})
            e["nodes"] += 1
        if j2 == j1:  # nodes removed: named by the line they came from
            for node in bn[i1:i2]:
                e = per_loc.setdefault(_loc(node), {"nodes": 0, "before": _code(node, bl), "after": "(removed)"})
                e["nodes"] += 1
    out = []
    for loc, e in per_loc.items():
        n = e["nodes"]
        out.append({"component": f"the graph at `{loc}`", "before": e["before"], "after": e["after"],
                    "nodes": n, "text": f"the graph changed: {n} node{'s' * (n != 1)} from `{loc}`"})
    return out


def _loc(node: list) -> str:
    return str(node[1]) if len(node) > 1 and node[1] else "a line torch names no source for"


def _code(node: list, lines: dict) -> str:
    return lines.get(node[1], "") if len(node) > 1 and node[1] else ""


def changes_text(changes: list[dict], most: int = 3) -> str:
    """The changes as one reason: the first ``most`` named, then how many more."""
    texts = [str(c.get("text") or f"{c.get('component')} {c.get('before')} → {c.get('after')}") for c in changes]
    head = "; ".join(texts[:most])
    return head + (f"; and {len(texts) - most} more" if len(texts) > most else "")
