"""Graph breaks as seen by explain's break reasons and by Dynamo's structured log, merged into report rows.

One break is often seen more than once: explain records a reason per captured graph, Dynamo logs a
``dynamo_graph_break_reason`` record per traced frame (also for breaks before any op of a frame, which
explain never records), a break inside a helper is reported while inlining it from the caller and again
in the helper's own frame, and a recompiled frame reports its break again. ``merge_sightings`` files each
sighting under its cause (the innermost model frame: the library line when the break is inside a library,
else the blamed user line, ``break_frames.blame``), takes the registry id from whichever sighting has one,
and counts the distinct call chains that reach the cause: a chain that is the tail of a longer one is the
same break seen from a frame further in. One cause reached from two user lines (a library's ``nonzero``
called by two layers) is one row: its ``call_chains`` list each chain, its ``call_sites`` the user line of
each; the row is filed at the user line when there is one (the library line beside it), at the cause when there
are several (its ``call_chain``, "called from", then lists the user lines).

The compile stage's trace sees the model's compiled calls (after an eager warm-up call): a row explain saw that
those calls never meet is ``first_call_only`` (a one-time setup cached on the module: no graph splits, no cost
in the steady state). Such library breaks of one kind inside one call of one library function, at several of its
lines or in the helpers it calls, are one cause (``fold_one_time_setup``): one row at that call, with each break's
chain and place (``breaks_inside``). torchvision's ``MultiScaleRoIAlign`` reads its scales as Python numbers on
the first call only (``_setup_scales``, called at ``poolers.py:310`` while ``self.scales is None``: ``.item()``
at ``poolers.py:125`` and ``:126``, ``float()`` at ``:104`` in ``_infer_scale``): one row, not three rows of 0 ms.

Rows store their files the portable way (``report/paths.py``: relative to the recipe's folder, from the
package on), and places are compared that way, so a row read back from a report meets the same break seen
again with the recording machine's absolute paths. Frames are judged (``blame``) and source lines read
with the absolute paths, before they are made portable.
"""

from __future__ import annotations

import linecache
import os
import re
from dataclasses import dataclass, field

from ...report.paths import Portable
from .break_categories import categorize
from .break_frames import Blame, Frame, blame
from .break_registry import parse_reason

_STACK_LABEL_RE = re.compile(r"^(?P<file>.+?):(?P<line>\d+) in (?P<name>[^:]+?)(?:: (?P<code>.*))?$")
_TB_FRAME_RE = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<name>.+?)\s*$')


@dataclass
class Sighting:
    """One report of a break: its reason, its stack (outermost first), who saw it."""

    reason: str
    frames: list[Frame]
    source: str  # explain | trace (explain's own Dynamo pass) | compile (the compile stage's trace)
    compile_id: str | None = None


def frames_from_summaries(stack) -> list[Frame]:
    """``traceback.FrameSummary`` objects (explain's ``user_stack``) as frames."""
    out = []
    for fr in stack or ():
        code = (fr.line or linecache.getline(fr.filename, fr.lineno or 0) or "").strip()
        out.append(Frame(fr.filename, fr.lineno, fr.name, code))
    return out


def frames_from_labels(labels: list[str]) -> list[Frame]:
    """``"file:line in name: code"`` strings (the trace parser's ``user_stack``) as frames."""
    out = []
    for s in labels or ():
        m = _STACK_LABEL_RE.match(str(s))
        if m:
            out.append(Frame(m["file"], int(m["line"]), m["name"], (m["code"] or "").strip()))
    return out


def parse_break_payload(text: str) -> tuple[str, list[Frame]]:
    """A ``dynamo_graph_break_reason`` payload: (reason, frames of its user code traceback)."""
    reason_lines: list[str] = []
    state = "head"
    pending: list = []
    for ln in text.split("\n"):
        if ln.startswith("Graph Break Reason:"):
            state = "reason"
            reason_lines.append(ln[len("Graph Break Reason:"):].strip())
        elif ln.startswith("User code traceback:"):
            state = "stack"
        elif ln.startswith("Stack variable source attribution:") and state == "reason":
            state = "attribution"
        elif state == "reason":
            reason_lines.append(ln)
        elif state == "stack":
            if ln.startswith("Traceback (most recent call last)") or (ln and not ln.startswith(" ")):
                break
            if (m := _TB_FRAME_RE.match(ln)):
                pending.append([m["file"], int(m["line"]), m["name"], ""])
            elif ln.strip() and pending and not pending[-1][3] and not set(ln.strip()) <= set("^~ "):
                pending[-1][3] = ln.strip()
    return "\n".join(reason_lines).strip(), [Frame(*p) for p in pending]


@dataclass
class _Row:
    record: dict
    chains: dict = field(default_factory=dict)  # (file, line) of each model frame -> its Blame (first seen)
    sources: list = field(default_factory=list)


def _key(b: Blame, reason: str, paths: Portable) -> tuple:
    """A break's cause: its innermost model frame (a break without a frame: its first line)."""
    cause = b.cause
    if cause is None:
        return ("", None, reason.strip().splitlines()[0] if reason.strip() else "")
    return (paths.path(cause.file), cause.line)


def row_key(rec: dict) -> tuple:
    """The merge key of a stored break row (see ``_key``)."""
    if rec.get("library_file"):
        return (rec["library_file"], rec.get("library_line"))
    if not rec.get("file"):
        reason = str(rec.get("reason") or "").strip()
        return ("", None, reason.splitlines()[0] if reason else "")
    return (rec["file"], rec.get("line"))


# Filled from the first sighting that has a registry id (explain's own reason may be an older text without one).
_REGISTRY_FIELDS = ("gb_id", "gb_type", "doc_url", "dynamo_explanation", "dynamo_hints", "category", "hint",
                    "category_source")


def _absorbed(chains: set) -> set:
    """Drop each chain that is the tail of a longer one (the same break seen from a frame further in)."""
    return {c for c in chains if not any(len(d) > len(c) and d[len(d) - len(c):] == c for d in chains)}


def _source_lines(file: str, line: int | None, around: int = 3) -> tuple[list[str], int | None]:
    if not file or not line:
        return [], None
    start = max(1, line - around)
    lines = [linecache.getline(file, n).rstrip("\n") for n in range(start, line + around + 1)]
    while lines and not lines[-1]:
        lines.pop()
    return (lines, start) if any(lines) else ([], None)


def _new_record(s: Sighting, b: Blame, paths: Portable) -> dict:
    p = parse_reason(s.reason)
    fr = b.frame
    code = (fr.code if fr else "") or (linecache.getline(fr.file, fr.line or 0).strip() if fr else "")
    category, hint, how = categorize(s.reason, code, p.gb_id)
    ctx, ctx_start = _source_lines(fr.file, fr.line) if fr else ([], None)
    lib = b.library
    return {
        "reason": s.reason.strip(),
        "category": category,
        "hint": hint,
        "file": paths.path(fr.file) if fr else "",
        "line": fr.line if fr else None,
        "code": code,
        "context": ctx,
        "context_start": ctx_start,
        "count": 1,
        "user_stack": paths.labels(f.label() for f in s.frames),
        "gb_id": p.gb_id,
        "gb_type": p.gb_type,
        "doc_url": p.url,
        "dynamo_explanation": p.explanation,
        "dynamo_hints": p.hints,
        "category_source": how,
        "call_chain": [],
        "library_file": paths.path(lib.file) if lib else "",
        "library_line": lib.line if lib else None,
        "library_code": lib.code if lib else "",
        "skipped_frame": p.skipped_frame,
        "in_library": b.in_library,
        "sources": [],
    }


def merge_sightings(sightings: list[Sighting], user_files: list[str] | None = None,
                    existing: list[dict] | None = None, paths: Portable | None = None) -> list[dict]:
    """Break rows (``schema.GraphBreak`` fields) for ``sightings``, added to ``existing`` rows.

    A sighting at an existing row's place only adds its source to that row (the row's count stays: the
    existing rows come from the model's first call, the sightings may come from later ones). ``paths``: how
    the rows store files (default: from the package on, as the paths themselves show).
    """
    paths = paths or Portable()
    rows: dict[tuple, _Row] = {}
    kept: set[tuple] = set()
    for rec in existing or ():
        key = row_key(rec)
        row = rows.setdefault(key, _Row(dict(rec), sources=list(rec.get("sources") or [])))
        kept.add(key)
        for place in _places(rec.get("breaks_inside")):  # a folded row meets each break it holds
            rows.setdefault(place, row)
            kept.add(place)
    for s in sightings:
        b = blame(s.frames, user_files)
        key = _key(b, s.reason, paths)
        row = rows.get(key)
        if row is None:
            row = rows[key] = _Row(_new_record(s, b, paths))
        else:
            p = parse_reason(s.reason)
            if p.gb_id and not row.record.get("gb_id"):
                fresh = _new_record(s, b, paths)
                row.record.update({k: fresh[k] for k in _REGISTRY_FIELDS})
            if p.skipped_frame:
                row.record["skipped_frame"] = True
        if s.source not in row.sources:
            row.sources.append(s.source)
        if key in kept:
            continue
        chain = tuple((f.file, f.line) for f in (b.model or b.chain + ((b.frame,) if b.frame else ())))
        row.chains.setdefault(chain, b)
    out = []
    for row in {id(r): r for r in rows.values()}.values():
        rec = row.record
        if row.chains:
            _chains_of(rec, row.chains, paths)
        rec["sources"] = row.sources
        out.append(rec)
    return out


def _chains_of(rec: dict, seen: dict, paths: Portable) -> None:
    """A row's count, call chains and call sites from the distinct chains that reached its cause."""
    kept = _absorbed(set(seen))
    chains = sorted((c for c in seen if c in kept), key=lambda c: [(f, ln or 0) for f, ln in c])  # by call site
    rec["count"] = max(len(chains), 1)
    blames = [seen[c] for c in chains]
    rec["call_chains"] = [paths.labels(f.label() for f in (b.model or b.chain)) for b in blames]
    user = [b for b in blames if b.library is not None and b.frame is not None]  # reached through a user line
    sites = list(dict.fromkeys(b.frame for b in user))
    rec["call_sites"] = paths.labels(f.label() for f in sites)
    best = max(blames, key=lambda b: (b in user, len(b.model or b.chain)))
    if len(sites) > 1:  # one cause, several user lines: the row is the cause's, "called from" each user line
        lib = best.library
        ctx, start = _source_lines(lib.file, lib.line)
        rec.update(file=paths.path(lib.file), line=lib.line, code=lib.code or linecache.getline(lib.file, lib.line or 0)
                   .strip(), context=ctx, context_start=start, call_chain=list(rec["call_sites"]),
                   library_file="", library_line=None, library_code="")
        return
    if user and not rec.get("library_file"):  # first filed from a frame inside the library: the user's line
        fresh = _new_record(Sighting(rec["reason"], list(best.model), ""), best, paths)
        rec.update({k: fresh[k] for k in ("file", "line", "code", "context", "context_start", "library_file",
                                          "library_line", "library_code")})
        rec["call_chain"] = paths.labels(f.label() for f in best.chain)
    else:
        rec["call_chain"] = paths.labels(f.label() for f in best.chain)
    if user and best.library is not None:
        lib = best.library
        rec.update(library_file=paths.path(lib.file), library_line=lib.line, library_code=lib.code)


def _places(labels) -> list[tuple]:
    return [(f.file, f.line) for f in frames_from_labels([str(x) for x in labels or ()])]


def _resolve(file: str, paths: Portable) -> str | None:
    """A stored (portable) file as a path on this machine, to read its lines; None when not found."""
    if os.path.isabs(file):
        return file if os.path.exists(file) else None
    for root in (*paths.bases, *paths.roots):
        cand = os.path.join(root, file)
        if os.path.exists(cand):
            return cand
    return None


def _invocation(chain: list[Frame]) -> tuple | None:
    """The call of the function a chain's innermost frame runs in: (the frames that led to it, its file and name)."""
    if len(chain) < 2:  # no call line to file the row at
        return None
    return tuple((f.file, f.line) for f in chain[:-1]), (chain[-1].file, chain[-1].name)


def _inside(chain: list[Frame], inv: tuple) -> bool:
    prefix, (file, name) = inv
    n = len(prefix)
    return (len(chain) > n and tuple((f.file, f.line) for f in chain[:n]) == prefix
            and (chain[n].file, chain[n].name) == (file, name))


def fold_one_time_setup(rows: list[dict], paths: Portable | None = None) -> list[dict]:
    """Rows that are one cause folded into one (see the module docstring): ``first_call_only`` rows of one
    ``gb_type`` whose breaks all lie inside one call of a library function in which one of them breaks. The
    folded row stands at that call (``call_chain``: the frames that led there), counts every break
    (``count``), keeps each chain (``call_chains``) and names each place (``breaks_inside``); the outermost
    such call holds the most."""
    paths = paths or Portable()
    chains = {i: [frames_from_labels(c) for c in r.get("call_chains") or [] if isinstance(c, list)]
              for i, r in enumerate(rows)}
    cand = [i for i, r in enumerate(rows) if r.get("first_call_only") and chains[i] and all(chains[i])]
    calls: dict[tuple, None] = {}  # (call, gb_type) of each row that breaks right in the called library function
    for y in cand:
        invs = {_invocation(c) for c in chains[y]}
        if rows[y].get("in_library") and len(invs) == 1 and None not in invs:
            calls[(next(iter(invs)), rows[y].get("gb_type"))] = None
    group_of: dict[int, tuple] = {}
    groups: dict[tuple, list[int]] = {}
    for key in sorted(calls, key=lambda k: len(k[0][0])):  # outermost call first
        inv, gb_type = key
        members = [x for x in cand if x not in group_of and rows[x].get("gb_type") == gb_type
                   and all(_inside(c, inv) for c in chains[x])]
        if len(members) > 1:
            groups[key] = members
            group_of.update((x, key) for x in members)
    out = []
    for i, rec in enumerate(rows):
        key = group_of.get(i)
        if key is None:
            out.append(rec)
        elif i == groups[key][0]:  # the group's row takes its first member's place
            lead = next(c for c in chains[i] if _inside(c, key[0]))
            out.append(_folded_row([rows[j] for j in groups[key]], key[0], lead, paths))
    return out


def _folded_row(members: list[dict], inv: tuple, lead_chain: list[Frame], paths: Portable) -> dict:
    """One row for ``members`` at the call ``inv`` (``_invocation``) that holds them; ``lead_chain``: a member's
    chain through that call."""
    n = len(inv[0])
    at = lead_chain[n - 1]  # the call line
    path = _resolve(at.file, paths)
    ctx, start = _source_lines(path, at.line) if path else ([], None)
    all_chains = list(dict.fromkeys(tuple(c) for r in members for c in r.get("call_chains") or [] if c))
    inner = sorted(dict.fromkeys(c[-1] for c in all_chains),
                   key=lambda s: [(f.file, f.line or 0) for f in frames_from_labels([s])])
    rec = dict(members[0])
    rec.update(
        file=at.file, line=at.line, code=at.code or (linecache.getline(path, at.line or 0).strip() if path else ""),
        context=ctx, context_start=start, count=sum(int(r.get("count") or 1) for r in members),
        call_chains=[list(c) for c in all_chains],
        call_sites=list(dict.fromkeys(s for r in members for s in r.get("call_sites") or [])),
        call_chain=[f.label() for f in lead_chain[:n - 1]],
        library_file="", library_line=None, library_code="",
        skipped_frame=any(r.get("skipped_frame") for r in members),
        sources=list(dict.fromkeys(s for r in members for s in r.get("sources") or [])),
        breaks_inside=inner, first_call_only=True, in_library=True,
    )
    return rec


def mark_first_call_only(rows: list[dict], source: str) -> int:
    """Flag the rows ``source`` (the compiled calls' trace) never met; returns how many."""
    n = 0
    for rec in rows:
        met = source in (rec.get("sources") or [])
        if not met and rec.get("call_chains"):
            rec["first_call_only"] = True
            n += 1
        elif met:
            rec.pop("first_call_only", None)
    return n


def trace_sightings(graph_breaks: list[dict], source: str = "compile") -> list[Sighting]:
    """Sightings from the trace parser's ``graph_breaks`` records (``compile_trace``: reason, user_stack)."""
    return [
        Sighting(str(gb.get("reason") or ""), frames_from_labels(gb.get("user_stack") or []), source,
                 gb.get("compile_id"))
        for gb in graph_breaks or ()
        if isinstance(gb, dict)
    ]


def merge_trace_breaks(explain: dict, graph_breaks: list[dict], user_files: list[str] | None = None,
                       source: str = "compile", compile_ids: list[dict] | None = None,
                       paths: Portable | None = None) -> int:
    """Add the breaks only a compile trace names to an ``explain`` section; returns how many rows were added.

    Rows explain already has gain ``source`` only; ``graph_break_count`` and ``break_locations`` are redone. With
    the compile stage's trace (``source`` "compile", some breaks in it), rows it never met are ``first_call_only``
    and those that are one one-time setup are folded (``fold_one_time_setup``).
    A model frame the trace shows failed (``compile_ids`` entry ``0/x`` with a ``fail_type``) becomes
    ``not_captured`` when explain did not see one. ``graph_breaks`` and ``compile_ids`` hold the trace's
    absolute paths (the frames are judged by them); what is added stores them as ``paths`` says.
    """
    paths = paths or Portable()
    rows = [b for b in explain.get("breaks") or [] if isinstance(b, dict)]
    merged = merge_sightings(trace_sightings(graph_breaks, source), user_files, existing=rows, paths=paths)
    if source == "compile" and graph_breaks:  # the compiled calls' breaks: what only the first call met folds
        mark_first_call_only(merged, source)
        merged = fold_one_time_setup(merged, paths)
    explain["breaks"] = merged
    explain["break_locations"] = len(merged)
    explain["graph_break_count"] = sum(int(b.get("count") or 1) for b in merged)
    failed = next((c for c in compile_ids or () if isinstance(c, dict) and c.get("fail_type")
                   and str(c.get("id", "")).startswith("0/")), None)
    if failed and not explain.get("not_captured"):
        p = parse_reason(str(failed.get("fail_reason") or ""))
        skipped = next((b for b in merged if b.get("skipped_frame")), {})
        explain["not_captured"] = {
            "compile_id": failed.get("id"), "frame": failed.get("name") or "", "file": paths.path(failed.get("file")),
            "line": failed.get("line"), "break_file": skipped.get("file", ""), "break_line": skipped.get("line"),
            "fail_type": failed.get("fail_type"), "reason": str(failed.get("fail_reason") or "").strip(),
            "gb_id": p.gb_id, "gb_type": p.gb_type, "source": source,
        }
    return len(merged) - len(rows)
