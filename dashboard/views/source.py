"""Source: the time per line of the model's source, eager and compiled, from the report's
``source_lines`` section (``analyzers/analyses/source_lines``): headline cards, the lines of each file in source
order (the source folded to the lines that cost time), the ranked lists and the Overview's sentence.

Pure: pandas, no streamlit. Every figure is the section's own (``rows``: ``{file, line, code, eager_ms,
compiled_ms, eager_kernels, compiled_kernels, fused_with, bound, modules}``; ``coverage``, ``kernel_ms``,
``attributed_ms``). A row whose ``file`` is ``<module 0 (Linear)>`` is a module of torch's own code that no line of a
model file ran (a model that is an ``nn.Sequential``): it is named by the module.

"""

from __future__ import annotations

from urllib.parse import urlencode

import pandas as pd

from analyzers.report.source_line_rows import module_label

from . import fmt
from .blocks import Card
from .kernels import code_link, mode_of
from .roofline import LIMIT_SHARE, limit_share_note, limit_shares
from .sections import Absence, items, section, why_missing
from .source_cells import (
    break_link,
    break_of,
    breaks_by_line,
    cut,
    drop_empty,
    fused_text,
    kernel_brief,
    kernels_text,
    pct,
)

CODE_CHARS = 90  # a line's code as the tables show it (longer: cut, with an ellipsis)
TOP = 10  # rows of each ranked list
NO_SECTION_NOTE = ("This run has no time per source line: it comes with the profile (one profiled forward, eager "
                   "and compiled); runs made before the Source view have none.")


def unit(report: dict) -> str:
    """What the profile profiled: ``decode step`` for a decode workload (``decode_step_probe``), else ``forward``."""
    opts = section(section(report, "request"), "options")
    return "decode step" if opts.get("workload") == "decode" else "forward"


def section_of(report: dict) -> dict:
    """The ``source_lines`` section, or {} when the report has none."""
    return section(report, "source_lines")


def rows_of(report: dict) -> list[dict]:
    """The section's rows with a file and a line, as stored (compiled time first)."""
    return [r for r in items(section_of(report).get("rows"))
            if isinstance(r, dict) and r.get("file") and isinstance(r.get("line"), int)]


def absence(report: dict) -> Absence | None:
    """Why the Source view has no line for this run, None where it has: the profiled forward ran no kernel on a
    line, the measurement failed, the profile measured nothing, the run predates the view (the profile ran and
    wrote no lines), or the profile did not run (``why_missing``: the one case the profile analysis fills)."""
    if rows_of(report):
        return None
    sec = section_of(report)
    if sec.get("available") and not sec.get("rows"):
        return Absence("info", f"The profiled {unit(report)} ran no kernel that could be put on a line of source.")
    if sec and sec.get("available") is False:
        return Absence("warning", "The time per source line could not be measured for this run: "
                                  f"{sec.get('reason') or 'no reason given'}.")
    prof = section(report, "profile")
    if prof and prof.get("available") is False:
        why = prof.get("reason") or "; ".join(str(n) for n in prof.get("notes") or []) or "no reason given"
        return Absence("warning", f"The profile measured no {unit(report)}, so no line has a time: {why}.")
    if prof:
        return Absence("info", NO_SECTION_NOTE)
    return why_missing(report, "profile")


def _ms(v: object) -> float:
    return fmt.as_float(v) or 0.0


def eager_missing(report: dict) -> str | None:
    """Why the eager forward's time is on no line although the section has lines (its profile's kernels carry no
    source line: an older torch, or a run before the attribution pass), else None. Then no line compares eager with
    compiled: the eager columns, the savings and the slower lines are left out, not drawn as zero."""
    sec = section_of(report)
    if sec.get("eager_missing"):
        return str(sec["eager_missing"])
    if not rows_of(report) or any(_ms(r.get("eager_ms")) > 0 for r in rows_of(report)):
        return None
    if fmt.as_float(section(sec, "coverage").get("eager")):
        return None
    said = next((str(n).removeprefix("eager: ") for n in items(sec.get("notes")) if str(n).startswith("eager: ")), "")
    return said or "the eager forward was not profiled"


def _no_eager(report: dict, frame: pd.DataFrame) -> pd.DataFrame:
    """``frame`` without its eager columns where the eager forward is on no line."""
    if not eager_missing(report):
        return frame
    return frame.drop(columns=[c for c in frame.columns if str(c).startswith("eager")])


MODULE_FILES = "torch's modules (no line of a model file)"


def is_module_row(row: dict) -> bool:
    return str(row.get("file") or "").startswith("<module ")


def where(row: dict) -> str:
    """``model.py:14``: the file's last part and the line; ``module 0 (Linear)`` for a module's row."""
    if is_module_row(row):
        return str(row["file"]).strip("<>")
    return f"{str(row.get('file') or '?').rsplit('/', 1)[-1]}:{row.get('line')}"


MODULE_COLUMNS = ["where", "module", "eager ms", "compiled ms", "kernels", "graph"]


def modules_table(report: dict, top: int = TOP, run_id: str = "") -> pd.DataFrame:
    """The modules each of the ``top`` costliest lines called (an ``nn.Sequential``'s leaves, a ``Linear``), the
    costliest first under each line; ``graph`` links to the module's ops in the Graph view."""
    rows = sorted(rows_of(report), key=lambda r: -_ms(r.get("compiled_ms")))[:top]
    out = []
    for r in rows:
        for m in items(r.get("modules")):
            if not isinstance(m, dict):
                continue
            path = str(m.get("path") or "")
            out.append({
                "where": where(r), "module": module_label(m),
                "eager ms": _round(fmt.as_float(m.get("eager_ms"))),
                "compiled ms": _round(fmt.as_float(m.get("compiled_ms"))),
                "kernels": ", ".join(cut(str(k), 40) for k in items(m.get("kernels"))[:2]),
                "graph": "graph?" + urlencode({"run": run_id, "view": "graph", "find": path})
                if run_id and path and not path.startswith("(") else None,
            })
    return _no_eager(report, drop_empty(pd.DataFrame(out, columns=MODULE_COLUMNS), ("graph",)))


def code_of(row: dict, chars: int = CODE_CHARS) -> str:
    code = " ".join(str(row.get("code") or "").split())
    return code if len(code) <= chars else code[: chars - 1] + "…"


def totals(report: dict) -> dict:
    """Per mode (eager, compiled): the profiled forward's kernel time, the part on a line and the coverage."""
    sec = section_of(report)
    out = {}
    for mode in ("eager", "compiled"):
        out[mode] = {"kernel_ms": fmt.as_float(section(sec, "kernel_ms").get(mode)),
                     "attributed_ms": fmt.as_float(section(sec, "attributed_ms").get(mode)),
                     "coverage": fmt.as_float(section(sec, "coverage").get(mode))}
    return out


def compiled_whole(report: dict) -> float | None:
    """What every share of a line's compiled time divides: the profiled compiled forward's kernel time (the lines'
    part of it where the whole was not recorded). The cards, the tables, the file titles and the Overview's sentence
    use it alike."""
    t = totals(report)["compiled"]
    return t["kernel_ms"] or t["attributed_ms"]


def _share(part: float, whole: float | None) -> str:
    if not whole:
        return fmt.MISSING
    p = part / whole * 100
    return f"{p:.1f} %" if p >= 0.1 or p == 0 else f"{p:.2g} %"


def costliest(report: dict) -> dict | None:
    rows = [r for r in rows_of(report) if _ms(r.get("compiled_ms")) > 0]
    return max(rows, key=lambda r: _ms(r.get("compiled_ms"))) if rows else None


def largest_saving(report: dict) -> dict | None:
    rows = [r for r in rows_of(report) if _ms(r.get("eager_ms")) - _ms(r.get("compiled_ms")) > 0]
    return max(rows, key=lambda r: _ms(r.get("eager_ms")) - _ms(r.get("compiled_ms"))) if rows else None


def _mode_card(label: str, t: dict, what: str = "forward") -> Card:
    att, total = t["attributed_ms"], t["kernel_ms"]
    return Card(f"Kernel time on a line, {label}", fmt.ms(att),
                f"The {label} {what}'s profiled kernel time attributed to a line of source, of all its kernel time",
                f"of {fmt.ms(total)} profiled" if total is not None else None)


def headline_cards(report: dict) -> list[Card]:
    """Kernel time attributed eager and compiled, the coverage, the costliest line, the largest saving and the
    lines that got slower."""
    t = totals(report)
    rows = rows_of(report)
    what, missing = unit(report), eager_missing(report)
    cov = f"{fmt.percent(None if missing else t['eager']['coverage'])} · {fmt.percent(t['compiled']['coverage'])}"
    eager_card = (Card("Kernel time on a line, eager", "not on lines", f"The eager {what}: {missing}",
                       f"{fmt.ms(t['eager']['kernel_ms'])} profiled" if t["eager"]["kernel_ms"] is not None else None)
                  if missing else _mode_card("eager", t["eager"], what))
    cards = [eager_card, _mode_card("compiled", t["compiled"], what),
             Card("Coverage, eager · compiled", cov,
                  f"The share of each {what}'s profiled kernel time attributed to a line of source",
                  f"{len(rows)} lines with kernel time")]
    top = costliest(report)
    total_c = compiled_whole(report)
    cards.append(Card("Costliest line, compiled", fmt.ms(_ms(top.get("compiled_ms"))), code_of(top, 200),
                      f"{where(top)} · {_share(_ms(top.get('compiled_ms')), total_c)} of kernel time")
                 if top else Card("Costliest line, compiled", fmt.MISSING, "No line has compiled kernel time"))
    if missing:  # no saving and no slower line can be told without the eager lines
        return cards
    save = largest_saving(report)
    cards.append(Card("Largest saving", fmt.ms(_ms(save.get("eager_ms")) - _ms(save.get("compiled_ms"))),
                      code_of(save, 200),
                      f"{where(save)} · {fmt.ms(_ms(save.get('eager_ms')))} → {fmt.ms(_ms(save.get('compiled_ms')))}")
                 if save else Card("Largest saving", "none", "No line is faster compiled than eager"))
    slower = slower_rows(report)
    cards.append(Card("Lines slower compiled", str(len(slower)),
                      "Lines whose compiled kernel time is above their eager kernel time",
                      f"worst {where(slower[0])}" if slower else None))
    return cards


def coverage_note(report: dict) -> str:
    """The split rule and what the lines cover, in words."""
    sec, t = section_of(report), totals(report)
    bits = []
    for mode in ("eager", "compiled"):
        m = t[mode]
        if m["coverage"] is not None:
            bits.append(f"{fmt.percent(m['coverage'])} of the {mode} {unit(report)}'s {fmt.ms(m['kernel_ms'])} of "
                        "kernel time")
    text = ("The lines hold " + " and ".join(bits) + ". ") if bits else ""
    rule = str(sec.get("split_rule") or "")
    if rule:
        text += f"Split rule: {rule}. "
    how = sec.get("compiled_lines_from")
    if how:
        text += f"Compiled kernels found their lines through {str(how).replace('_', ' ')}. "
    if rows_of(report) and not any(str(r.get("code") or "").strip() for r in rows_of(report)):
        text += ("The lines' source text was not stored with this run, and its files are not on the machine "
                 "that drew this page.")
    return text.strip()


def unattributed(report: dict) -> list[str]:
    """The kernels the section could not put on a line, per mode."""
    out = []
    for mode, names in section(section_of(report), "unattributed").items():
        if mode == "eager" and eager_missing(report):
            continue
        names = [kernel_brief(n.get("name")) + (f" {fmt.ms(fmt.as_float(n.get('ms')))}" if fmt.as_float(n.get("ms"))
                                                 is not None else "")
                 if isinstance(n, dict) else kernel_brief(n) for n in items(names)]
        if names:
            out.append(f"{mode}: {', '.join(names[:8])}" + (f" and {len(names) - 8} more" if len(names) > 8 else ""))
    return out


def other_notes(report: dict) -> list[str]:
    sec = section_of(report)
    rule = str(sec.get("split_rule") or "")
    return [str(n) for n in items(sec.get("notes")) if str(n) != rule]


# --- the lines of each file -------------------------------------------------------------------------------------

def _peak_shares(report: dict) -> dict[str, float | None]:
    """Compiled kernel name -> its share of the roofline's limit as the Kernels view shows it
    (``roofline.limit_shares``): None where the work estimate exceeds the device's peak (not estimated)."""
    return limit_shares(section(report, "roofline"), "compiled")


def limit_note(report: dict) -> str:
    """What the share of measured peak is (``roofline.limit_share_note``, the Kernels view's words), where a line
    or a kernel of the view shows one; else ''."""
    shares = _peak_shares(report)
    return limit_share_note(section(report, "roofline")) if any(v is not None for v in shares.values()) else ""


def _peak_of(row: dict, shares: dict[str, float | None]) -> str:
    known = [shares[k] for k in items(row.get("compiled_kernels")) if k in shares]
    shown = [s for s in known if s is not None]
    return (f"{pct(max(shown))} of measured peak" if shown else "share of measured peak not estimated" if known
            else "")


def files_of(report: dict) -> list[tuple[str, list[dict]]]:
    """(file, its rows in line order), the file with the most compiled time first."""
    by: dict[str, list[dict]] = {}
    for r in rows_of(report):
        by.setdefault(MODULE_FILES if is_module_row(r) else str(r["file"]), []).append(r)
    files = sorted(by.items(), key=lambda kv: -sum(_ms(r.get("compiled_ms")) for r in kv[1]))
    return [(f, sorted(rs, key=lambda r: r["line"])) for f, rs in files]


LINE_COLUMNS = ["line", "code", "eager ms", "compiled ms", "kernels, eager → compiled", "bound", "fused with",
                "graph break", "break"]
# folded out of the table at 1280 px (``Table.detail``): a line is named by its number and code; the compiled
# kernels of the file's lines are listed in the table under it
LINE_KEYS = ("line", "code")
LINE_DETAIL = ("kernels, eager → compiled",)


def line_table(report: dict, rows: list[dict], run_id: str = "") -> pd.DataFrame:
    """One file's lines in source order (a ``⋮`` before a line where lines without kernel time were folded away);
    ``break`` holds the link to the graph break on that line."""
    shares, found = _peak_shares(report), breaks_by_line(report)
    out, prev = [], None
    for r in rows:
        b = break_of(r, found)
        e, c = fmt.as_float(r.get("eager_ms")), fmt.as_float(r.get("compiled_ms"))
        out.append({
            "line": where(r) if is_module_row(r) else
            (f"⋮ {r['line']}" if prev is not None and r["line"] > prev + 1 else str(r["line"])),
            "code": code_of(r),
            "eager ms": _round(e), "compiled ms": _round(c),
            "kernels, eager → compiled": kernels_text(r),
            "bound": " · ".join(x for x in (str(r.get("bound") or ""), _peak_of(r, shares)) if x),
            "fused with": fused_text(r),
            "graph break": f"{b.get('category') or 'other'} ×{b.get('count', 1)}" if b else "",
            "break": break_link(run_id, b) if b and run_id else None,
        })
        prev = r["line"]
    frame = drop_empty(pd.DataFrame(out, columns=LINE_COLUMNS), ("code", "bound", "fused with", "graph break", "break"))
    if eager_missing(report):  # the compiled kernels are listed in the file's kernel table under it
        frame = _no_eager(report, frame).drop(columns=["kernels, eager → compiled"])
    return frame


KERNEL_COLUMNS = ["compiled kernel", "lines", "compiled ms", "kind", LIMIT_SHARE, "code", "kernel"]
KERNEL_DETAIL = ("kind",)  # folded at 1280 px (``Table.detail``): the name's prefix says it (triton_poi_: pointwise)


def kernel_table(report: dict, rows: list[dict], run_id: str = "") -> pd.DataFrame:
    """The compiled kernels of one file's lines: each with its lines, its time in the profiled forward, and links to
    its generated code (``code``) and its launches (``kernel``)."""
    table = {str(k["name"]): k for k in items(mode_of(report, "compiled").get("kernel_table"))
             if isinstance(k, dict) and k.get("name")}
    shares = _peak_shares(report)
    lines: dict[str, list[str]] = {}
    for r in rows:
        for k in items(r.get("compiled_kernels")):
            lines.setdefault(str(k), []).append(where(r) if is_module_row(r) else str(r["line"]))
    out = []
    for name, at in lines.items():
        k = table.get(name, {})
        share = shares.get(name)
        out.append({
            "compiled kernel": name, "lines": ", ".join(at),
            "compiled ms": _round((fmt.as_float(k.get("total_us")) or 0) / 1000) if k else None,
            "kind": k.get("kind") or "", LIMIT_SHARE: pct(share).removesuffix(" %") if share is not None else "",
            "code": code_link(run_id, k.get("code_kernel"), k.get("module")) if run_id else None,
            "kernel": "kernels?" + urlencode({"run": run_id, "view": "kernels", "kernel": name}) if run_id and k else None,
        })
    out.sort(key=lambda r: -(r["compiled ms"] or 0))
    return drop_empty(pd.DataFrame(out, columns=KERNEL_COLUMNS), (LIMIT_SHARE, "code", "kernel"))


def file_title(report: dict, file: str, rows: list[dict]) -> str:
    c = sum(_ms(r.get("compiled_ms")) for r in rows)
    e = sum(_ms(r.get("eager_ms")) for r in rows)
    whole = compiled_whole(report)
    share = f" ({_share(c, whole)})" if whole else ""
    n = f"{len(rows)} line" + ("s" if len(rows) != 1 else "")
    eager = "" if eager_missing(report) else f", {fmt.ms(e)} eager"
    return f"{file} — {n}: {fmt.ms(c)} compiled{share}{eager}"


# --- ranked lists --------------------------------------------------------------------------------------------------

def _round(v: float | None) -> float | None:
    return None if v is None else round(v, 4)


def slower_rows(report: dict) -> list[dict]:
    rows = [r for r in rows_of(report) if _ms(r.get("compiled_ms")) - _ms(r.get("eager_ms")) > 0]
    return sorted(rows, key=lambda r: _ms(r.get("eager_ms")) - _ms(r.get("compiled_ms")))


def costliest_table(report: dict, top: int = TOP) -> pd.DataFrame:
    rows = sorted(rows_of(report), key=lambda r: -_ms(r.get("compiled_ms")))[:top]
    whole = compiled_whole(report)
    return pd.DataFrame([{"where": where(r), "code": code_of(r), "compiled ms": _round(_ms(r.get("compiled_ms"))),
                          "share": _share(_ms(r.get("compiled_ms")), whole),
                          "eager ms": _round(_ms(r.get("eager_ms")))} for r in rows],
                        columns=["where", "compiled ms", "share", "eager ms", "code"]) \
        .pipe(lambda f: drop_empty(_no_eager(report, f), ("code",)))


def _ratio_frame(rows: list[dict], what: str) -> pd.DataFrame:
    out = []
    for r in rows:
        e, c = _ms(r.get("eager_ms")), _ms(r.get("compiled_ms"))
        out.append({"where": where(r), "code": code_of(r), "eager ms": _round(e), "compiled ms": _round(c),
                    what: _round(abs(e - c)), "speedup": f"{e / c:.2f}×" if c else "–"})
    return drop_empty(pd.DataFrame(out, columns=["where", "eager ms", "compiled ms", what, "speedup", "code"]), ("code",))


def savings_table(report: dict, top: int = TOP) -> pd.DataFrame:
    """The lines compiled made faster, the largest saving (eager − compiled) first."""
    rows = [r for r in rows_of(report) if _ms(r.get("eager_ms")) - _ms(r.get("compiled_ms")) > 0]
    rows.sort(key=lambda r: _ms(r.get("compiled_ms")) - _ms(r.get("eager_ms")))
    return _ratio_frame(rows[:top], "saved ms")


def slower_table(report: dict, top: int = TOP) -> pd.DataFrame:
    """The lines that got slower compiled, the largest loss first."""
    return _ratio_frame(slower_rows(report)[:top], "slower by ms")


def overview_sentence(report: dict) -> str | None:
    """``Costliest line compiled: model.py:14 `h = x @ self.w` — 74.2 ms of 74.5 ms (99.6 %)``, or None."""
    top = costliest(report)
    if top is None:
        return None
    c = _ms(top.get("compiled_ms"))
    whole = compiled_whole(report)
    of = f" of {fmt.ms(whole)} kernel time ({_share(c, whole)})" if whole else ""
    code = code_of(top, 80)
    return f"Costliest line compiled: {where(top)}{f' `{code}`' if code else ''} — {fmt.ms(c)}{of}"
