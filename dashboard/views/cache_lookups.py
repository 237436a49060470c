"""Cache lookups: every lookup of a run per graph and layer, each miss with what changed since the entry it was held
against, as tables for the Compile view, the Cold start view (per route) and Compare (why B did not reuse A's
compiles). Pure: the rows are the report's (``analyzers.report.cache_lookup_rows``: what ``--json`` prints), this
module only lays them out.
"""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd

from analyzers.report.cache_lookup_match import COLD_STORE, explain_lookups
from analyzers.report.cache_lookup_rows import LAYER_NAMES, cache_lookup_rows, compile_lookups, counts_text

from .blocks import Details, Heading, Table, Text

LOOKUP_COLUMNS = ["layer", "outcome", "seconds", "why", "compared with", "key"]
CHANGE_COLUMNS = ["layer", "what changed", "before", "after"]
NEAREST = ("A miss is held against the nearest earlier entry of the same graph and layer: among the earlier runs of "
           "this model in the store, the one whose key differs in the fewest of torch's key components. The changed "
           "components come from the key torch logged with each lookup, never from a guess.")


# A stored reason in the model's terms: a cold miss is the graph's first compile, nothing cached for it yet (the
# reports recorded so far store the store's own words, ``STORED_COLD``)
FIRST_COMPILE = "first compile of this graph: nothing was cached for it yet"
STORED_COLD = "cold miss: first compile of this graph in this store"
REASON_WORDS = {COLD_STORE: FIRST_COMPILE, STORED_COLD: FIRST_COMPILE}


def reason_text(r: dict) -> str:
    """A lookup's reason as the tables say it (``REASON_WORDS``; any other reason as recorded)."""
    reason = str(r.get("reason") or "")
    return REASON_WORDS.get(reason, reason)


def _seconds(r: dict) -> str:
    secs = r.get("seconds")
    if not isinstance(secs, (int, float)):
        return ""
    return f"{secs:.3g} s {r.get('seconds_what') or ''}".strip()


def _compared(r: dict, here: str | None = None) -> str:
    """The run a lookup was held against; a route of this same run by the route's name alone."""
    if not r.get("compared_with"):
        return ""
    part = r.get("compared_part")
    if part and r["compared_with"] == here:
        return str(part)
    return f"{r['compared_with']}" + (f" ({part})" if part else "")


def lookup_table(rows: list[dict], here: str | None = None) -> pd.DataFrame:
    """One row per lookup: layer, outcome, seconds, why (the reason: what changed, torch's bypass reason, a cold
    miss), the run held against, the key."""
    out = [{"layer": LAYER_NAMES.get(str(r.get("layer")), str(r.get("layer"))), "outcome": r.get("outcome"),
            "seconds": _seconds(r), "why": reason_text(r), "compared with": _compared(r, here),
            "key": r.get("key") or ""} for r in rows]
    return pd.DataFrame(out, columns=LOOKUP_COLUMNS)


def change_table(rows: list[dict]) -> pd.DataFrame:
    """Each changed key component of the graph's misses: the layer, the component, its value before and after."""
    out = []
    seen: set[tuple] = set()
    for r in sorted(rows, key=lambda r: r.get("layer") != "fx_graph"):  # the FX key names them; AOTAutograd's again
        for c in r.get("changed") or []:
            key = (c.get("component"), c.get("before"), c.get("after"))
            if key in seen:
                continue
            seen.add(key)
            out.append({"layer": LAYER_NAMES.get(str(r.get("layer")), str(r.get("layer"))),
                        "what changed": c.get("component"), "before": c.get("before"), "after": c.get("after")})
    return pd.DataFrame(out, columns=CHANGE_COLUMNS)


def by_graph(rows: list[dict]) -> dict[str, list[dict]]:
    """The rows per graph (compile id), in the order the run made them."""
    out: dict[str, list[dict]] = {}
    for r in rows:
        out.setdefault(str(r.get("graph")), []).append(r)
    return out


def _graph_blocks(rows: list[dict], anchor_prefix: str = "") -> list:
    out = []
    for graph, mine in by_graph(rows).items():
        frame = next((r.get("frame") for r in mine if r.get("frame")), None)
        title = f"graph {graph}" + (f" · {frame}" if frame else "") + f" · {counts_text(mine)}"
        inner: list = [Table(lookup_table(mine), what="lookups")]
        changes = change_table(mine)
        if not changes.empty:
            inner += [Text("What changed since the entry each miss was held against:", "muted"), Table(changes)]
        settled = all(r.get("outcome") == "hit" for r in mine)
        out.append(Details(title, inner, open=not settled, anchor=f"{anchor_prefix}cache_graph={graph}"))
    return out


def compile_rows(report: dict) -> list[dict]:
    return [r for r in cache_lookup_rows(report) or [] if r.get("where") == "compile"]


def compile_blocks(report: dict) -> list:
    """The Compile view's section: a count, how a miss is explained, a lookup table per graph."""
    section = compile_lookups(report)
    if section is None:
        return []
    rows = compile_rows(report)
    out: list = [Heading("Cache lookups")]
    if not rows:
        return out + [Text("The trace recorded no cache lookup (caches off, or a torch that logs none).", "info")]
    compared = ", ".join(section.get("compared_with") or [])
    out.append(Text(f"{counts_text(rows)} in {len(by_graph(rows))} graph(s)"
                    + (f"; misses held against run {compared}" if compared else "") + ".", lead="This run"))
    out.append(Text(NEAREST, "muted"))
    return out + _graph_blocks(rows)


def route_blocks(report: dict) -> list:
    """The Cold start view's section: each jit route's lookups, its misses and why."""
    rows = [r for r in cache_lookup_rows(report) or [] if r.get("where") not in (None, "compile")]
    if not rows:
        return []
    out: list = [Heading("Cache lookups per route"),
                 Text("jit-cold starts with empty cache folders, so its misses are cold; jit-warm-cache's and "
                      "jit-mega-cache's are held against the entries jit-cold filled.", "muted")]
    for route in dict.fromkeys(r["where"] for r in rows):
        mine = [r for r in rows if r["where"] == route]
        inner: list = [Table(lookup_table(mine, str(report.get("run_id"))), what="lookups")]
        changes = change_table(mine)
        if not changes.empty:
            inner += [Text("What changed since jit-cold's entries:", "muted"), Table(changes)]
        out.append(Details(f"{route} · {counts_text(mine)}", inner, open=any(r.get("outcome") != "hit" for r in mine)
                           and route != "jit-cold", anchor=f"cache_route={route}"))
    return out


# -- Compare: why B did not reuse A's compiles -------------------------------------------------------------------
REUSE_COLUMNS = ["graph", "layer", "A", "B", "why", "what changed (A → B)"]
NO_REUSE = ("Run B kept no cache keys (a run without a compile stage, or made before CompileScope stored them): "
            "nothing to compare.")


def keys_of(report: dict, read_json: Callable[[str], object]) -> dict | None:
    """A run's saved key components (``compile.cache_lookups.artifact``), read with ``read_json(name)``."""
    name = (compile_lookups(report) or {}).get("artifact")
    doc = read_json(str(name)) if name else None
    return doc if isinstance(doc, dict) and isinstance(doc.get("lookups"), list) else None


def reuse_table(a: dict, b: dict, keys_a: dict | None, keys_b: dict | None) -> pd.DataFrame:
    """B's lookups against A's entries of the same graph and layer: whether B found one, and where B missed, the key
    components that differ from A's (A as the only candidate: the run the user picked)."""
    if keys_b is None:
        return pd.DataFrame(columns=REUSE_COLUMNS)
    a_id = str(a.get("run_id"))
    a_out = {(lk.get("graph"), lk.get("layer"), lk.get("n", 0)): lk.get("outcome")
             for lk in (keys_a or {}).get("lookups") or [] if isinstance(lk, dict)}
    found = explain_lookups(keys_b, [(a_id, keys_a, None)] if keys_a else [], here=str(b.get("run_id")),
                            cold="A has no entry of this graph (A compiled no such graph, or A kept no keys)")
    rows = []
    for r in found["lookups"]:
        slot = (r.get("graph"), r.get("layer"), r.get("n", 0))
        changed = "; ".join(f"{c.get('component')}: {c.get('before')} → {c.get('after')}" for c in r["changed"])
        rows.append({"graph": r.get("graph"), "layer": LAYER_NAMES.get(str(r.get("layer")), str(r.get("layer"))),
                     "A": a_out.get(slot, ""), "B": r.get("outcome"), "why": reason_text(r),
                     "what changed (A → B)": changed})
    return pd.DataFrame(rows, columns=REUSE_COLUMNS)


def reuse_sentence(table: pd.DataFrame) -> str:
    """``B found 2 of 4 lookups in the cache; 2 missed`` (empty for an empty table)."""
    if table.empty:
        return ""
    hits, n = int((table["B"] == "hit").sum()), len(table)
    rest = ", ".join(f"{int((table['B'] == o).sum())} {o}" for o in ("miss", "bypass") if (table["B"] == o).any())
    return f"B found {hits} of its {n} lookups in the cache" + (f"; {rest}" if rest else "") + "."
