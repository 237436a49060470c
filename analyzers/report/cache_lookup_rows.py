"""A run's cache lookups as rows: what ``--json``, ``show`` and the views read (stdlib only).

A lookup row (``lookup_row``: the one constructor) is what the report stores per lookup, in ``compile.cache_lookups``
and in each cold-start route's ``cache_lookups``: the compile stage's rows and the routes' are explained against
other runs' entries (``cache_lookup_match``); the autotune cache's are read from ``report["autotune"]`` here.
``cache_lookup_rows`` is ``--json``'s ``cache_lookups`` (the compile stage's lookups, the autotune cache's, and each
cold-start route's); ``cache_lookup_lines`` is ``show``'s.
"""

from __future__ import annotations

LAYER_NAMES = {"dynamo": "Dynamo guards", "aotautograd": "AOTAutograd", "fx_graph": "FX graph",
               "autotune": "autotune", "mega_cache": "mega-cache"}
OUTCOMES = ("hit", "miss", "bypass")
ROW_FIELDS = ("graph", "layer", "outcome", "key", "seconds", "reason", "changed", "compared_with")


def lookup_row(graph: str | None, layer: str | None, outcome: str | None, *, n: int | None = 0, key: str | None = None,
               seconds: float | None = None, seconds_what: str | None = None, reason: str | None = None,
               detail: str | None = None, changed: list[dict] | None = None, compared_with: str | None = None,
               compared_part: str | None = None, frame: str | None = None) -> dict:
    """One cache lookup as the report stores it.

    Args:
        graph: The compile id (``0/0``), ``all`` for the mega-cache's load.
        layer: ``dynamo``, ``aotautograd``, ``fx_graph``, ``autotune`` or ``mega_cache`` (``LAYER_NAMES``).
        outcome: ``hit``, ``miss`` or ``bypass``.
        n: Which lookup of this layer in this graph (a forward and a backward, a compile id compiled again).
        key: The cache key, where torch logged one.
        seconds: What the lookup cost or saved; ``seconds_what`` says which (``compile``, ``saved``, ``lookup``,
            ``tuning``).
        reason: Why, in plain words (what changed, torch's bypass reason, a cold miss).
        detail: torch's ``cache_status_detailed`` (``guard_miss``).
        changed: The key components that differ from the entry it was held against ([{component, before, after,
            text}]).
        compared_with: The run it was held against; ``compared_part`` the route of it (a cold start's), kept in the
            row only where there is one.
        frame: The frame the graph came from (``forward (model.py:13)``).

    Returns:
        ``{graph, layer, n, outcome, key, seconds, seconds_what, reason, detail, changed, compared_with, frame}`` and
        ``compared_part`` where given.
    """
    row = {"graph": graph, "layer": layer, "n": n, "outcome": outcome, "key": key, "seconds": seconds,
           "seconds_what": seconds_what, "reason": reason, "detail": detail,
           "changed": list(changed) if changed else [], "compared_with": compared_with, "frame": frame}
    if compared_part is not None:
        row["compared_part"] = compared_part
    return row


# -- what --json, show and the views read -----------------------------------------------------------------------
def compile_lookups(report: dict) -> dict | None:
    comp = report.get("compile") if isinstance(report.get("compile"), dict) else {}
    section = comp.get("cache_lookups")
    return section if isinstance(section, dict) and isinstance(section.get("lookups"), list) else None


def autotune_lookups(report: dict) -> list[dict]:
    """The autotune cache's lookups, one per tuned op (``report["autotune"]["ops"]``): its timings found in the local
    autotune cache (hit) or benchmarked here (miss); ops of a graph from the FX graph cache looked nothing up."""
    at = report.get("autotune") if isinstance(report.get("autotune"), dict) else {}
    rows = []
    for op in at.get("ops") if isinstance(at.get("ops"), list) else []:
        if not isinstance(op, dict) or op.get("choice_from") not in ("benchmark", "autotune cache"):
            continue
        hit = op["choice_from"] == "autotune cache"
        key = " ".join(str(x) for x in (op.get("op"), op.get("shape")) if x) or None
        n = op.get("choices") or len(op.get("candidates") or []) or None
        rows.append(lookup_row(op.get("compile_id") or "?", "autotune", "hit" if hit else "miss", key=key,
                               seconds=op.get("seconds"), seconds_what="lookup" if hit else "tuning",
                               reason="its choices' timings were in the local autotune cache" if hit else
                               ("no timings for this op and shape in the autotune cache: benchmarked here"
                                + (f" ({n} candidates)" if n else ""))))
    return rows


def route_lookups(report: dict) -> list[tuple[str, dict]]:
    """(route, its ``cache_lookups`` section) of each cold-start route that has one."""
    cs = report.get("cold_start") if isinstance(report.get("cold_start"), dict) else {}
    return [(str(r.get("route")), r["cache_lookups"]) for r in (cs.get("routes") if isinstance(cs.get("routes"), list) else [])
            if isinstance(r, dict) and isinstance(r.get("cache_lookups"), dict)
            and isinstance(r["cache_lookups"].get("lookups"), list)]


def _public(row: dict, where: str) -> dict:
    out = {k: row.get(k) for k in ROW_FIELDS}
    out["changed"] = [{k: c.get(k) for k in ("component", "before", "after")} for c in row.get("changed") or []
                      if isinstance(c, dict)]
    out.update(where=where, n=row.get("n"), seconds_what=row.get("seconds_what"), frame=row.get("frame"),
               compared_part=row.get("compared_part"))
    return out


def cache_lookup_rows(report: dict) -> list[dict] | None:
    """``--json``'s ``cache_lookups``: the compile stage's lookups (``where`` "compile"), the autotune cache's, then
    each cold-start route's (``where``: the route); None when the run recorded none of them."""
    comp = compile_lookups(report)
    routes = route_lookups(report)
    if comp is None and not routes:
        return None
    rows = [_public(r, "compile") for r in (comp or {}).get("lookups") or [] if isinstance(r, dict)]
    rows += [_public(r, "compile") for r in autotune_lookups(report)] if comp is not None else []
    for route, section in routes:
        rows += [_public(r, route) for r in section["lookups"] if isinstance(r, dict)]
    return rows


def counts_text(rows: list[dict]) -> str:
    """``6 lookups: 4 hit, 2 miss`` (outcomes that occur)."""
    n = len(rows)
    parts = [f"{sum(1 for r in rows if r.get('outcome') == o)} {o}" for o in OUTCOMES
             if any(r.get("outcome") == o for r in rows)]
    return f"{n} lookup{'s' * (n != 1)}" + (f": {', '.join(parts)}" if parts else "")


def row_text(r: dict) -> str:
    """One lookup in a line: graph, layer, outcome, seconds, and why."""
    secs = r.get("seconds")
    what = f"{r['seconds_what']} " if r.get("seconds_what") else ""
    cost = f" ({what}{secs:.3g} s)" if isinstance(secs, (int, float)) else ""
    vs = f" [vs {r['compared_with']}{' ' + r['compared_part'] if r.get('compared_part') else ''}]" \
        if r.get("compared_with") and r.get("outcome") != "hit" else ""
    layer = LAYER_NAMES.get(str(r.get("layer")), str(r.get("layer")))
    return f"{r.get('graph')} {layer} {r.get('outcome')}{cost}: {r.get('reason') or ''}{vs}".rstrip(": ")


def cache_lookup_lines(summary: dict, most: int = 12) -> list[str]:
    """``show``'s lines: a count per place (the compile stage, each route), then each miss and bypass."""
    rows = summary.get("cache_lookups") or []
    out = []
    for where in dict.fromkeys(r.get("where") or "compile" for r in rows):
        mine = [r for r in rows if (r.get("where") or "compile") == where]
        out.append(f"{'cache lookups (' + where + ')':27} {counts_text(mine)}")
        shown = [r for r in mine if r.get("outcome") != "hit"]
        out += [f"  {row_text(r)}" for r in shown[:most]]
        if len(shown) > most:
            out.append(f"  and {len(shown) - most} more (show --json lists every lookup)")
    return out
