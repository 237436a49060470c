"""Which kernel each FX node ended up in, from Inductor's provenance mapping.

``collect_compile_trace()['provenance']`` holds one entry per compiled graph (in compile order) with
``node_mappings``: ``preToPost`` (Dynamo/pre-grad node -> post-grad nodes), ``postToPre``, and per kernel
``cppCodeToPost`` (torch names it so for Triton kernels too) or ``postToCppCode``, keyed
``kernel_name:debug_handle``. ``attach_kernels`` follows pre-grad node -> post-grad nodes -> kernels and
writes the kernel names into graph records (``fx_graphs.graph_record``).
"""

from __future__ import annotations

import logging
import re
from typing import Any

log = logging.getLogger(__name__)

_HANDLE_RE = re.compile(r":\d+$")


def _kernel_name(key: str) -> str:
    """``cpp_fused_add_0:2`` / ``extern_kernels.addmm:1`` -> the kernel's name as the code section has it."""
    return _HANDLE_RE.sub("", str(key))


def _handle(key: str) -> int:
    m = _HANDLE_RE.search(str(key))
    return int(m.group(0)[1:]) if m else 1 << 30


def _mappings(entry: Any) -> dict:
    if not isinstance(entry, dict):
        return {}
    nm = entry.get("node_mappings", entry)
    return nm if isinstance(nm, dict) else {}


def _post_to_kernels(nm: dict) -> dict[str, list[str]]:
    """Post-grad node -> kernel keys (``postToCppCode``, else inverted ``*CodeToPost``), in launch order."""
    out: dict[str, list[str]] = {}
    direct = [v for k, v in nm.items() if k.startswith("postTo") and k != "postToPre" and isinstance(v, dict)]
    if direct:
        for table in direct:
            for post, keys in table.items():
                if isinstance(keys, list):
                    out.setdefault(str(post), []).extend(str(k) for k in keys)
    else:
        for k, table in nm.items():
            if k.endswith("ToPost") and k != "preToPost" and isinstance(table, dict):
                for key, posts in table.items():
                    for post in posts if isinstance(posts, list) else []:
                        out.setdefault(str(post), []).append(str(key))
    return {p: sorted(dict.fromkeys(ks), key=_handle) for p, ks in out.items()}


def _module_for(kernel: str, cid: str | None, by_name: dict[str, list[str]], module_cid: dict[str, str]) -> str | None:
    cands = by_name.get(kernel) or []
    if not cands:
        return None
    if cid is not None:
        same = [m for m in cands if module_cid.get(m) == cid]
        if not same:
            tag = f"/{cid.replace('/', '_')}_"
            same = [m for m in cands if tag in m]
        if same:
            return same[0]
    return cands[0]


def _set_kernels(node: dict, keys: list[str]) -> list[str]:
    names = list(dict.fromkeys(_kernel_name(k) for k in keys))
    if not names:
        return []
    node["kernel"] = names[0]
    if len(names) > 1:
        node["kernels"] = names
    else:
        node.pop("kernels", None)
    return names


def attach_kernels(
    records: list[dict],
    provenance: list[dict] | None,
    kernels: list[dict],
    modules: list[dict] | None = None,
) -> None:
    """Set ``node['kernel']`` (and ``kernels`` when several) and each graph's ``kernel_modules``.

    Dynamo graph i is matched to the provenance entry (one per compiled graph, in compile order)
    whose ``preToPost`` keys are its node names: the best name overlap wins, ties go to compile
    order; a recompile of the same graph adds its id to ``compile_ids``. Post-grad records match
    their entry by compile id. Without provenance (older torch), a kernel's ``source_nodes``
    (pre-grad node names from the code comments) are used instead.

    Args:
        records: Graph records (``graph_record`` / ``post_grad_records``), changed in place.
        provenance: ``collect_compile_trace()['provenance']`` (or None).
        kernels: The report's ``code.kernels`` (dicts with ``name`` and ``module``).
        modules: The report's ``code.modules`` (dicts with ``name`` and ``compile_id``), to tell apart
            kernels of the same name in different output modules.
    """
    by_name: dict[str, list[str]] = {}
    for k in kernels or []:
        if isinstance(k, dict) and k.get("name"):
            by_name.setdefault(str(k["name"]), [])
            if k.get("module") and k["module"] not in by_name[k["name"]]:
                by_name[k["name"]].append(str(k["module"]))
    module_cid = {str(m.get("name")): str(m.get("compile_id")) for m in modules or [] if isinstance(m, dict)}
    entries = [(e.get("compile_id"), _mappings(e)) for e in provenance or [] if isinstance(e, dict)]
    entries = [(cid, nm) for cid, nm in entries if nm.get("preToPost") or _post_to_kernels(nm)]
    dynamo = [r for r in records if r.get("kind", "dynamo") == "dynamo"]
    if entries:
        _attach_dynamo(dynamo, entries, by_name, module_cid)
        for r in records:
            if r.get("kind") == "post_grad":
                nm = next((nm for cid, nm in entries if cid == r.get("compile_id")), None)
                if nm is not None:
                    _attach_post(r, nm, by_name, module_cid)
    elif kernels:
        _attach_from_source_nodes(dynamo, kernels, module_cid)


def _attach_dynamo(records, entries, by_name, module_cid) -> None:
    names = [{n["name"] for n in r.get("nodes", [])} for r in records]
    last = -1
    for cid, nm in entries:
        pre = nm.get("preToPost") if isinstance(nm.get("preToPost"), dict) else {}
        if not pre or not records:
            continue
        keys = set(pre)
        scores = [len(keys & ns) / len(keys) for ns in names]
        best = max(scores)
        if best < 0.5:
            log.debug("provenance of %s matches no graph (best overlap %.2f)", cid, best)
            continue
        tied = [i for i, s in enumerate(scores) if s == best]
        i = next((j for j in tied if j > last), tied[0])
        rec = records[i]
        ids = rec.setdefault("compile_ids", [])
        if cid in ids:
            continue
        ids.append(cid)
        if len(ids) > 1:  # a recompile of this graph: its kernels are already attached
            continue
        last = i
        rec["compile_id"] = cid
        post_k = _post_to_kernels(nm)
        kmods = rec.setdefault("kernel_modules", {})
        for node in rec.get("nodes", []):
            posts = pre.get(node["name"])
            if not isinstance(posts, list):
                continue
            keys_ = sorted(dict.fromkeys(k for p in posts for k in post_k.get(str(p), [])), key=_handle)
            for kname in _set_kernels(node, keys_):
                mod = _module_for(kname, cid, by_name, module_cid)
                if mod:
                    kmods.setdefault(kname, mod)


def _attach_post(rec: dict, nm: dict, by_name, module_cid) -> None:
    post_k = _post_to_kernels(nm)
    kmods = rec.setdefault("kernel_modules", {})
    cid = rec.get("compile_id")
    for node in rec.get("nodes", []):
        for kname in _set_kernels(node, post_k.get(node["name"], [])):
            mod = _module_for(kname, cid, by_name, module_cid)
            if mod:
                kmods.setdefault(kname, mod)


def _attach_from_source_nodes(records, kernels, module_cid) -> None:
    by_module: dict[str, list[dict]] = {}
    for k in kernels:
        if isinstance(k, dict) and k.get("source_nodes"):
            by_module.setdefault(str(k.get("module") or ""), []).append(k)
    names = [{n["name"] for n in r.get("nodes", [])} for r in records]
    for mod, ks in by_module.items():
        wanted = {s for k in ks for s in k["source_nodes"]}
        if not wanted or not records:
            continue
        scores = [len(wanted & ns) for ns in names]
        i = max(range(len(records)), key=lambda j: scores[j])
        if not scores[i]:
            continue
        rec = records[i]
        if rec.get("compile_id") is None and module_cid.get(mod) not in (None, "None"):
            rec["compile_id"] = module_cid[mod]
        index = {n["name"]: n for n in rec["nodes"]}
        kmods = rec.setdefault("kernel_modules", {})
        for k in ks:
            for s in k["source_nodes"]:
                node = index.get(s)
                if node is not None:
                    _set_kernels(
                        node, node.get("kernels") or ([node["kernel"]] if node.get("kernel") else []) + [k["name"]]
                    )
                    if mod:
                        kmods.setdefault(k["name"], mod)
        note = "kernels from code comments (no provenance mapping in the trace)"
        if note not in rec.setdefault("notes", []):
            rec["notes"].append(note)
