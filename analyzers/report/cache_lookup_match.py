"""A run's cache lookups explained against other runs: each miss against the nearest earlier entry of the same graph
(stdlib only).

The worker reads its compile trace (``analyses/trace/cache_lookups``) and calls ``explain_lookups`` with the key
components of the earlier runs of the same model in the store (``earlier_keys``); the result is stored in the report
(``compile.cache_lookups``), so a view or ``show`` only reads it (``cache_lookup_rows``). A cold-start route's lookups
are held against jit-cold's (``runs/cold_start_lookups``), and Compare holds run B's against run A's. For a miss:

* the earlier lookups of the same graph (compile id) and layer that left an entry in the cache (a miss fills one, a
  hit found one) are the candidates; the nearest is the one whose key differs in the fewest components (among
  equals the run that filled the entry, then the latest): what would have had to stay the same for this lookup to
  hit;
* its differing components, in plain words (``cache_diff.key_changes``), are ``changed``, and the run is
  ``compared_with``;
* no candidate: a cold miss, the first compile of this graph in this store; a candidate with the same key: the
  entry was not in this process's cache (another cache folder, or it was removed).

A miss whose key matched an entry whose shape guards failed (``guard_miss``) says so with torch's guard; Dynamo's own
miss (a recompile: ``recompile_reasons``) names the guard that failed. A hit names the run whose miss filled its entry,
where the store holds it.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .cache_diff import changes_text, key_changes
from .cache_lookup_rows import LAYER_NAMES, OUTCOMES, lookup_row

COLD_STORE = "cold miss: first compile of this graph, nothing was cached for it yet"
KEYS_ARTIFACT = "artifacts/cache_keys.json"  # a run's lookups with their key components (what a later run diffs)
MAX_CANDIDATES = 20  # earlier runs read per run: the most recent of the same model
# Dynamo's guard failure for a size or stride: "tensor 'x' size mismatch at index 0. expected 8, actual 4"
_GUARD_RE = re.compile(r"(?P<what>tensor '[^']+'|\S+) (?P<kind>size|stride) mismatch at index (?P<index>\d+)\. "
                       r"expected (?P<expected>[^,]+), actual (?P<actual>\S+)")


def keys_meta(report: dict) -> dict:
    """What a later diff names torch's version and the system by: this run's environment."""
    env = report.get("environment") if isinstance(report.get("environment"), dict) else {}
    src = (report.get("request") or {}).get("source") or {}
    parts = [env.get("gpu") or env.get("cpu"), f"CUDA {env['cuda']}" if env.get("cuda") else None,
             f"Triton {env['triton']}" if env.get("triton") else None]
    return {"run_id": report.get("run_id"), "created": report.get("created"), "torch": env.get("torch"),
            "system": ", ".join(str(p) for p in parts if p) or None, "model": src.get("name"), "kind": src.get("kind")}


def earlier_keys(store: Any, report: dict, limit: int = MAX_CANDIDATES) -> list[tuple[str, dict, str | None]]:
    """(run id, key components, None) of the earlier runs of the same model in ``store``, latest first: those whose
    compile stage saved its lookups' keys (``KEYS_ARTIFACT``)."""
    src = (report.get("request") or {}).get("source") or {}
    here, created = report.get("run_id"), report.get("created")
    try:
        rows = store.list_runs()
    except Exception:  # noqa: BLE001 - no store to compare with: every miss reads as cold
        return []
    same = [r for r in rows if r.get("run_id") != here and r.get("model") == src.get("name")
            and r.get("source_kind") == src.get("kind") and isinstance(r.get("created"), (int, float))
            and (not isinstance(created, (int, float)) or r["created"] < created)]
    out = []
    for r in sorted(same, key=lambda r: r["created"], reverse=True):
        if len(out) >= limit:
            break
        try:
            doc = json.loads(store.artifact_path(r["run_id"], KEYS_ARTIFACT).read_text(encoding="utf-8"))
        except Exception:  # noqa: BLE001 - a run without readable keys is no candidate
            continue
        if isinstance(doc, dict) and isinstance(doc.get("lookups"), list):
            out.append((str(r["run_id"]), doc, None))
    return out


def _same_slot(a: dict, b: dict) -> bool:
    return a.get("graph") == b.get("graph") and a.get("layer") == b.get("layer") and a.get("n", 0) == b.get("n", 0)


def _where(run_id: str, part: str | None, here: str) -> str:
    if part and run_id == here:
        return f"the {part} route"
    return f"run {run_id}" + (f"'s {part} route" if part else "")


def explain_lookups(doc: dict, candidates: list[tuple[str, dict, str | None]], here: str,
                    cold: str = COLD_STORE) -> dict:
    """Every lookup of ``doc`` as a row, its miss explained against ``candidates`` ((run id, keys, route or None),
    latest first).

    Returns:
        ``{"lookups": rows, "counts": {outcome: n}, "compared_with": [run ids], "notes"}``; a row holds ``graph``,
        ``layer``, ``n``, ``outcome``, ``key``, ``seconds`` (``seconds_what``: ``compile`` for a miss's compile,
        ``saved`` for a hit), ``reason``, ``changed`` ([{component, before, after, text}]), ``compared_with``
        (``compared_part``: the route, for a cold start's), ``frame`` and ``detail``.
    """
    graphs = doc.get("graphs") if isinstance(doc.get("graphs"), dict) else {}
    lookups = [lk for lk in doc.get("lookups") or [] if isinstance(lk, dict)]
    rows = [lookup_row(lk.get("graph"), lk.get("layer"), lk.get("outcome"), n=lk.get("n"), key=lk.get("key"),
                       seconds=lk.get("seconds"), seconds_what=lk.get("seconds_what"), reason=lk.get("reason"),
                       detail=lk.get("detail"), frame=(graphs.get(str(lk.get("graph"))) or {}).get("frame"))
            for lk in lookups]
    fx_rows: dict[tuple, dict] = {}
    # FX graph lookups first: an AOTAutograd miss without components of its own borrows its graph's
    for i in sorted(range(len(lookups)), key=lambda i: lookups[i].get("layer") != "fx_graph"):
        lk, row = lookups[i], rows[i]
        if lk.get("source") == "recompile_reasons":
            _dynamo(row, lk)
        elif lk.get("outcome") == "miss":
            _miss(row, lk, doc, candidates, here, cold, fx_rows)
        elif lk.get("outcome") == "hit":
            _hit(row, lk, candidates, here, lookups[:i])
        if lk.get("layer") == "fx_graph":
            fx_rows[(lk.get("graph"), lk.get("n", 0))] = row
    counts = {o: sum(1 for r in rows if r["outcome"] == o) for o in OUTCOMES}
    compared = sorted({r["compared_with"] for r in rows if r["compared_with"]})
    return {"lookups": rows, "counts": counts, "compared_with": compared, "notes": list(doc.get("notes") or [])}


def _dynamo(row: dict, lk: dict) -> None:
    """Dynamo's lookup missed: the frame's earlier graphs' guards failed (torch's recompile reason)."""
    reason = str(lk.get("reason") or "").strip()
    row["reason"] = f"guards failed: {reason}" if reason else "guards failed (torch logged no reason)"
    for line in reason.splitlines():
        m = _GUARD_RE.search(line)
        if m:
            row["changed"].append({"component": f"{m['what']} {m['kind']} at index {m['index']}",
                                   "before": m["expected"], "after": m["actual"]})


def lookup_components(doc: dict, lk: dict) -> dict:
    """A lookup's key components, with those its layer's lookups share (``analyses/trace/cache_lookups.compact_keys``)."""
    own = lk.get("components") if isinstance(lk.get("components"), dict) else {}
    if not lk.get("shared"):
        return own
    common = ((doc.get("common") or {}).get(str(lk.get("layer"))) or {}) if isinstance(doc.get("common"), dict) else {}
    return {**common, **own}


def _pick(lk: dict, doc: dict, candidates: list, prefer: str | None = None
          ) -> tuple[str, dict, str | None, dict, list[dict] | None] | None:
    """The nearest candidate entry of ``lk``'s slot: fewest differing components, then the run that filled it (a miss)
    before one that found it, then the latest; without components to count, the latest of ``prefer`` (the run its
    graph's FX lookup was held against), else the latest."""
    best = None
    mine = lookup_components(doc, lk)
    graph = (doc.get("graphs") or {}).get(str(lk.get("graph")))
    for run_id, cdoc, part in sorted(candidates, key=lambda c: c[0] != prefer) if prefer else candidates:
        for c in cdoc.get("lookups") or []:
            if not isinstance(c, dict) or not _same_slot(c, lk) or c.get("outcome") not in ("hit", "miss"):
                continue
            theirs = lookup_components(cdoc, c)
            if not c.get("key") and not theirs:
                continue
            if mine and theirs:
                changes = key_changes(theirs, mine, (cdoc.get("graphs") or {}).get(str(lk.get("graph"))), graph,
                                      cdoc.get("meta"), doc.get("meta"))
            else:
                changes = None if c.get("key") != lk.get("key") else []
            # fewest changes; among equals the run that filled the entry (a miss) before one that found it
            rank = (len(changes) if changes is not None else 10**6, c.get("outcome") != "miss")
            if best is None or rank < best[0]:
                best = (rank, (run_id, cdoc, part, c, changes))
    return best[1] if best else None


def _miss(row: dict, lk: dict, doc: dict, candidates: list, here: str, cold: str, fx_rows: dict) -> None:
    if lk.get("detail") == "guard_miss":  # the key matched an entry; the shapes it was compiled for did not
        guard = f": {lk['guard']}" if lk.get("guard") else ""
        row["reason"] = f"an entry of this key is in the cache, but the shape guards it was compiled under failed{guard}"
        return
    fx = fx_rows.get((lk.get("graph"), lk.get("n", 0)))
    found = _pick(lk, doc, candidates, prefer=(fx or {}).get("compared_with"))
    if found is None:
        row["reason"] = cold
        return
    run_id, _, part, c, changes = found
    row["compared_with"] = run_id
    if part:
        row["compared_part"] = part
    where = _where(run_id, part, here)
    if changes is None:  # no components to name (AOTAutograd logs them at DEBUG only): its graph's FX key does
        if fx is not None and fx.get("changed") and fx.get("compared_with") == run_id:
            row["changed"] = list(fx["changed"])
            row["reason"] = (f"{changes_text(fx['changed'])} (named by the same graph's FX graph key: torch logs no "
                             "components for AOTAutograd's)")
        else:
            row["reason"] = (f"its key differs from {where}'s; torch logged no components to name what changed (the "
                             f"{LAYER_NAMES.get(str(lk.get('layer')), lk.get('layer'))} key's come at DEBUG logging)")
        return
    if not changes:
        row["reason"] = (f"the same key as {where}'s entry: it was not in this process's cache (another cache "
                         "folder, or the entry was removed)" if c.get("key") == lk.get("key") or not lk.get("key")
                         else f"its key differs from {where}'s, yet no component torch logged does")
        return
    row["changed"] = changes
    row["reason"] = changes_text(changes)


def _hit(row: dict, lk: dict, candidates: list, here: str, earlier: list[dict]) -> None:
    """A hit: the run whose miss filled the entry it found (the same key), where the store holds it; an earlier
    compile of this same run (a graph compiled again, another graph with the same key) first."""
    mine = next((e for e in earlier if e.get("layer") == lk.get("layer") and e.get("outcome") == "miss"
                 and lk.get("key") and e.get("key") == lk.get("key")), None)
    if mine is not None:
        row["reason"] = f"found the entry this run filled compiling graph {mine.get('graph')} earlier"
        return
    for run_id, cdoc, part in candidates:
        if any(isinstance(c, dict) and _same_slot(c, lk) and c.get("outcome") == "miss" and c.get("key")
               and c.get("key") == lk.get("key") for c in cdoc.get("lookups") or []):
            row["compared_with"] = run_id
            if part:
                row["compared_part"] = part
            row["reason"] = f"found the entry {_where(run_id, part, here)} filled"
            return
    row["reason"] = "found in the cache (an entry filled outside this store's runs)" if lk.get("key") else None
