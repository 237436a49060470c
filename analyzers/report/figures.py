"""One definition per count a report shows in several places: kernels, guards, graph ops, capture coverage, and
where a graph break splits two graphs.

Every view, the CLI's ``show``/``--json`` and the exported HTML read these functions, never the raw fields, so a
figure reads the same wherever it appears (tests/test_figure_consistency.py checks that over the shipped
examples). Each function takes any report, old or partial: a field an older report lacks is derived from what
it has (``fill_derived`` reads the one figure that needs an artifact), and a figure that cannot be known is
None. Stdlib only: the dashboard imports this module.

The figures and their names:

* **generated kernels**: the kernels of Inductor's generated code (``code.kernels``: those it wrote and the library
  calls, kind extern, it makes), per output module too.
* **kernel launches per forward**: kernels the device ran in one profiled forward, copies and memsets left out
  (``profile.<mode>.kernels_per_forward``); **distinct kernels**: how many different kernels those were (the
  profile's kernel table without its memcpy/memset rows: Nsight Compute's per-mode kernel count is the same).
  A kernel table's rows are its distinct kernels and its copy/memset rows (``rows_text``); the roofline's limits
  table lists the distinct kernels with a FLOP or byte count (``limits_text``); the timeline's device bars are the
  launches and the copies, its launch bars one per host call (``timeline_text``).
* **guards checked per call**: the leaf guards of a compile id's guard tree (what the guard list shows).
  torch's compile metrics also count ``guard_count``: the guards Dynamo installed while tracing, before they
  were built into that tree (duplicates and guards on the same object fold into one check); not shown.
* **graph ops**: FX nodes that call something (call_function, call_method, call_module): torch's
  ``graph_op_count`` of the compile id that made the graph; inputs, parameters and the output are nodes but not
  ops. The Graph view draws the graphs explain captured: a graph record without a compile id (saved before the
  compile) is paired with the compile attempts that made a graph, in order, when there are as many. Where a drawn
  graph holds fewer ops than its compile (``dynamic=True`` adds ops that read tensor sizes), the figure is still the
  compile's and the view says what the drawing holds. A post-grad graph's nodes are **post-grad ops** (ATen ops
  after Inductor's passes), never called graph ops.
* **compile seconds of a recompile**: the seconds torch's compile metrics give the compile id a recompile
  compiled (every attempt of it), from the compile trace (``compile.compile_ids``); None where none was timed.
* **capture coverage**: the share of one forward's ATen ops that ran inside captured graphs, with a sentence
  that says how many graphs hold them ("all tensor ops captured, in 2 graphs" when a break split the forward
  but left no op outside a graph) and, where Dynamo skipped the forward frame itself, that the graphs are called
  from the eager forward (``capture_coverage``: a count of ops, never a break's cost, which is time).
* **numerics errors**: the model's outputs against eager (the worst over every output) and, named apart, the first
  module that differs compiled alone on its own inputs (``MODULE_ALONE``): a module alone can differ more or less
  than the outputs it feeds.
* **graph breaks** are explain's ``graph_break_count`` (one row per cause); the Graph view marks where Dynamo resumed
  between two graphs (``break_points``): a break inside a called function splits each calling frame too, and those
  marks are called splits, with the break they follow (``marks_text``).
"""

from __future__ import annotations

import re
from typing import Any, Callable

from . import capture_coverage

MISSING = "—"
GENERATED = "generated kernels"
LAUNCHES = "kernel launches per forward"
DISTINCT = "distinct kernels"
GUARDS = "guards checked per call"
GRAPH_OPS = "graph ops"
POST_GRAD_OPS = "post-grad ops"
NOT_KERNELS = ("memcpy", "memset")  # rows of the profile's kernel table that are copies, not kernels
OP_NODES = ("call_function", "call_method", "call_module")
_RESUME = re.compile(r"^torch_dynamo_resume_in_(?P<fn>.+)_at_(?P<line>\d+)$")


def _obj(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def count_text(n: int | None) -> str:
    return MISSING if n is None else f"{n:,}"


def plural(n: int, word: str) -> str:
    return f"{n:,} {word}" + ("" if n == 1 else "s")


# -- kernels ------------------------------------------------------------------------------------
def generated_kernels(report: dict) -> int | None:
    """Kernels Inductor wrote in the generated code; None when the code was not collected."""
    kernels = _obj(report.get("code")).get("kernels")
    return len([k for k in kernels if isinstance(k, dict)]) if isinstance(kernels, list) else None


def generated_by_module(report: dict) -> dict[str, int]:
    """Generated kernels per output module (every module the report lists, 0 for one without kernels)."""
    code = _obj(report.get("code"))
    out = {str(m["name"]): 0 for m in _list(code.get("modules")) if isinstance(m, dict) and m.get("name")}
    for k in _list(code.get("kernels")):
        if isinstance(k, dict) and k.get("module"):
            out[str(k["module"])] = out.get(str(k["module"]), 0) + 1
    return out


def launched(report: dict, mode: str) -> dict | None:
    """One profiled forward of ``mode`` (eager | compiled): ``{launches, distinct, copies}`` (kernel launches,
    distinct kernels, memcpy/memset calls), or None when that forward was not profiled."""
    m = _obj(_obj(report.get("profile")).get(mode))
    if not m.get("available"):
        return None
    rows = [r for r in _list(m.get("kernel_table")) if isinstance(r, dict) and r.get("name")]
    kernels = [r for r in rows if r.get("kind") not in NOT_KERNELS]
    copies = sum(_int(r.get("calls")) or 0 for r in rows if r.get("kind") in NOT_KERNELS)
    launches = _int(m.get("kernels_per_forward"))
    if launches is None and rows:
        launches = sum(_int(r.get("calls")) or 0 for r in kernels)
    return {"launches": launches, "distinct": len(kernels), "copies": copies}


def launched_text(report: dict, mode: str) -> str:
    """``127 kernel launches per forward · 11 distinct kernels (+ 24 copies/memsets)``, or '' unprofiled."""
    f = launched(report, mode)
    if f is None:
        return ""
    text = f"{count_text(f['launches'])} {LAUNCHES} · {plural(f['distinct'], 'distinct kernel')}"
    return text + (f" (+ {f['copies']:,} copies/memsets)" if f["copies"] else "")


def rows_text(kinds: list) -> str:
    """What the rows of a mode's kernel table are (their ``kind`` each): ``rows: 17 distinct kernels + 1
    copy/memset row`` (a live table's toggle reads ``All 18 rows: ...``)."""
    copies = sum(1 for k in kinds if k in NOT_KERNELS)
    text = f"rows: {plural(len(kinds) - copies, 'distinct kernel')}"
    return text + (f" + {plural(copies, 'copy/memset row')}" if copies else "")


def limits_text(report: dict, mode: str, kinds: list) -> str:
    """Which kernels the roofline's limits table of ``mode`` lists (its rows' ``kind`` each), against the distinct
    kernels the forward launched: ``20 of 22 distinct kernels (2 without a FLOP or byte count)``."""
    f = launched(report, mode)
    n = sum(1 for k in kinds if k not in NOT_KERNELS)
    if not f or n >= f["distinct"]:
        return f"{plural(n, 'distinct kernel')}"
    return f"{n:,} of {plural(f['distinct'], 'distinct kernel')} ({f['distinct'] - n:,} without a FLOP or byte count)"


def timeline_text(report: dict, mode: str, label: str, device_bars: int, launch_bars: int | None) -> str:
    """What a timeline's device and launch bars of one profiled forward are, in the Kernels view's counts:
    ``eager: 80 GPU bars = 77 kernel launches per forward + 3 copies/memsets; 80 launch bars, one per launch or copy
    call``. A CUDA graph replay launches its kernels with one call: fewer launch bars than kernels, said so."""
    f = launched(report, mode)
    if not f or f["launches"] is None:
        return ""
    bars = f"{label}: {plural(device_bars, 'device bar')}"
    parts = f"{f['launches']:,} {LAUNCHES}" + (f" + {f['copies']:,} copies/memsets" if f["copies"] else "")
    text = f"{bars} = {parts}" if device_bars == f["launches"] + f["copies"] else (
        f"{bars}; the Kernels view counts {parts} in the same profiled forward")
    if launch_bars is None:
        return text
    if launch_bars >= device_bars:
        return text + f"; {plural(launch_bars, 'launch bar')}, one per launch or copy call"
    return text + (f"; {plural(launch_bars, 'launch bar')}: a CUDA graph replay launches its kernels with one call")


# -- guards -------------------------------------------------------------------------------------
def guard_counts(report: dict) -> dict[str, int]:
    """Guards checked per call, per compile id: ``compile.guards_checked`` (written by the engine, or by
    ``fill_derived`` from the guards artifact of an older report), else the guards an old report kept inline."""
    comp = _obj(report.get("compile"))
    counts = comp.get("guards_checked")
    if isinstance(counts, dict):
        return {str(k): v for k, v in counts.items() if _int(v) is not None}
    inline = comp.get("guards")
    return {str(k): len(v) for k, v in inline.items() if isinstance(v, list)} if isinstance(inline, dict) else {}


def fill_derived(report: dict, read_json: Callable[[str], Any]) -> dict:
    """Add to an older report the figures that need one of its artifacts (``read_json(name)`` reads one, and
    may raise OSError/ValueError): ``compile.guards_checked`` from the guards artifact. Returns ``report``."""
    comp = report.get("compile")
    if isinstance(comp, dict) and "guards_checked" not in comp and isinstance(comp.get("guards_artifact"), str):
        try:
            guards = read_json(comp["guards_artifact"])
        except (OSError, ValueError, LookupError):
            guards = None
        if isinstance(guards, dict):
            comp["guards_checked"] = {str(k): len(v) for k, v in guards.items() if isinstance(v, list)}
    return report


# -- graph ops ----------------------------------------------------------------------------------
def record_ops(record: dict) -> int:
    """Graph ops of one graph record (``artifacts/graphs.json``): its nodes that call something."""
    return sum(1 for n in _list(record.get("nodes")) if isinstance(n, dict) and n.get("op") in OP_NODES)


def record_parts(records: list[dict]) -> dict:
    """Graph ops, inputs, parameters and outputs of graph records, summed: ``{ops, inputs, params, outputs}``."""
    out = {"ops": 0, "inputs": 0, "params": 0, "outputs": 0}
    for rec in records:
        for n in _list(_obj(rec).get("nodes")):
            if not isinstance(n, dict):
                continue
            op = n.get("op")
            if op in OP_NODES:
                out["ops"] += 1
            elif op == "output":
                out["outputs"] += 1
            elif op in ("placeholder", "get_attr"):
                out["params" if n.get("param") else "inputs"] += 1
    return out


def ops_text(n: int, post_grad: bool = False) -> str:
    """``322 graph ops`` / ``1 graph op`` (``post-grad ops`` for a post-grad graph)."""
    return plural(n, (POST_GRAD_OPS if post_grad else GRAPH_OPS)[:-1])


def record_key(rec: dict, pos: int) -> int:
    """A graph record's key: its ``index``, else its position in the list (the Graph view's ``graph`` value)."""
    idx = rec.get("index")
    return idx if isinstance(idx, int) and not isinstance(idx, bool) else pos


def graph_op_counts(report: dict, records: list[dict]) -> dict[int, dict]:
    """Each graph record's figures, keyed by its ``index`` (else its position): ``{compile_id, ops, drawn,
    post_grad}``. ``ops`` is the count every view shows: torch's ``graph_op_count`` of the record's compile id
    (``compile_id_ops``), else the record's own; ``drawn`` the ops the record holds (what the drawing shows)."""
    by_id = compile_id_ops(report)
    recs = [(pos, r) for pos, r in enumerate(records) if isinstance(r, dict)]
    dynamo = [(pos, r) for pos, r in recs if r.get("kind", "dynamo") == "dynamo"]
    ids = {pos: r.get("compile_id") for pos, r in recs}
    made = [cid for cid, n in by_id.items() if n]  # the attempts that made a graph, in compile order
    if dynamo and not any(r.get("compile_id") for _, r in dynamo) and len(made) == len(dynamo):
        ids.update(zip((pos for pos, _ in dynamo), made))
    out = {}
    for pos, r in recs:
        post, drawn, cid = r.get("kind") == "post_grad", record_ops(r), ids[pos]
        ops = by_id.get(str(cid)) if cid is not None and not post else None
        out[record_key(r, pos)] = {"compile_id": cid, "ops": drawn if ops is None else ops, "drawn": drawn,
                                    "post_grad": post}
    return out


def graph_ops_text(records: list[dict], counts: dict[int, dict] | None = None, report: dict | None = None) -> str:
    """``322 graph ops in 1 graph (2 inputs, 1 output; 203 parameters)`` for ``records`` (one graph, or those drawn
    together), each counted as ``counts`` says (``graph_op_counts`` over every record of the run; without it,
    their own nodes). A post-grad graph says post-grad ops. When the drawn records hold another number, says so
    (``report``'s options say why when they can)."""
    p = record_parts(records)
    figs = [(counts or {}).get(record_key(r, pos)) for pos, r in enumerate(records)]
    ops = sum(f["ops"] if f else record_ops(r) for f, r in zip(figs, records))
    post = bool(records) and all(r.get("kind") == "post_grad" for r in records)
    graph = "post-grad graph" if post else "graph"
    extra = f"{plural(p['inputs'], 'input')}, {plural(p['outputs'], 'output')}"
    extra += f"; {plural(p['params'], 'parameter')}" if p["params"] else ""
    text = f"{ops_text(ops, post)} in {plural(len(records), graph)} ({extra})"
    if p["ops"] != ops:
        dynamic = _obj(_obj(_obj(report).get("request")).get("options")).get("dynamic") in (True, "true")
        why = ": dynamic=True adds ops that read tensor sizes" if dynamic else ""
        text += (f"; drawn: {p['ops']:,} ops, the {'graph' if len(records) == 1 else 'graphs'} explain captured "
                 f"before the compile{why}")
    return text


def compile_id_ops(report: dict) -> dict[str, int]:
    """Graph ops per compile id, from torch's compile metrics (the attempt that made the graph)."""
    out = {}
    for c in _list(_obj(report.get("compile")).get("compile_ids")):
        if isinstance(c, dict) and _int(c.get("graph_ops")) is not None:
            out[str(c.get("id"))] = c["graph_ops"]
    return out


# -- recompiles --------------------------------------------------------------------------------
def recompile_costs(report: dict) -> list[dict]:
    """Each recompile of the real compile: ``{compile_id, reason, compile_s}``, where ``compile_s`` is the
    seconds of the compile id it compiled (``compile.compile_ids``; None where the trace timed none)."""
    comp = _obj(report.get("compile"))
    seconds = {str(c.get("id")): c.get("seconds") for c in _list(comp.get("compile_ids")) if isinstance(c, dict)}
    out = []
    for r in _list(comp.get("recompiles")):
        if isinstance(r, dict):
            s = seconds.get(str(r.get("compile_id")))
            out.append({"compile_id": r.get("compile_id"), "reason": str(r.get("reason") or ""),
                        "compile_s": s if isinstance(s, (int, float)) and not isinstance(s, bool) else None})
    return out


def recompile_seconds(costs: list[dict]) -> float | None:
    """The compile seconds of ``recompile_costs``' recompiles together (None where none was timed)."""
    timed = [c["compile_s"] for c in costs if c.get("compile_s") is not None]
    return round(sum(timed), 6) if timed else None


def recompile_text(cost: dict) -> str:
    """``0/1: 2.1 s of compile — tensor 'x' size mismatch at index 0. expected 1, actual 3`` (its first guard)."""
    s = cost.get("compile_s")
    lines = [ln.strip() for ln in str(cost.get("reason") or "").splitlines() if ln.strip()]
    spent = f"{s:.3g} s of compile" if s is not None else "compile time not recorded"
    return f"{cost.get('compile_id')}: {spent}" + (f" — {lines[0]}" if lines else "")


# -- capture coverage: a count of ops, told apart from a break's cost (time) in ``capture_coverage`` -----------
coverage = capture_coverage.coverage


# -- numerics -----------------------------------------------------------------------------------
MODULE_ALONE = "module alone (its own inputs)"  # a module compiled alone on the inputs it saw in the forward


def err_text(v: Any) -> str:
    """A relative or absolute error as every view shows it: ``2.84``, ``0.000523``, ``inf``."""
    if not isinstance(v, (int, float)) or isinstance(v, bool) or v != v:
        return MISSING
    return "inf" if abs(v) == float("inf") else f"{v:.3g}"


def numerics_errors(report: dict) -> dict:
    """The two errors the Numerics view shows, named apart: ``outputs`` (the whole model's outputs against eager,
    worst over every output: ``{rel, abs, errs, text}``, ``errs`` without the name) and ``module`` (the first module that differs, compiled alone on
    its own inputs: ``{name, rel, abs, text}``, or None)."""
    num = _obj(report.get("numerics"))
    rel, abs_ = num.get("rel_err"), num.get("max_abs_err")
    errs = f"rel err {err_text(rel)}, max abs err {err_text(abs_)}"
    out = {"outputs": {"rel": rel, "abs": abs_, "errs": errs, "text": f"{errs} (the model's outputs)"}, "module": None}
    fm = _obj(num.get("first_module"))
    name = fm.get("name")
    row = next((m for m in _list(fm.get("modules")) if isinstance(m, dict) and m.get("module") == name), None)
    if isinstance(name, str) and row:
        out["module"] = {"name": name, "rel": row.get("rel_err"), "abs": row.get("max_abs_err"),
                         "text": f"rel err {err_text(row.get('rel_err'))}, max abs err "
                                 f"{err_text(row.get('max_abs_err'))} ({name}, {MODULE_ALONE})"}
    return out


# -- where a break splits two graphs -----------------------------------------------------------
def _explain_break(breaks: list[dict], file: object, line: object) -> dict:
    """explain's row of the break at ``file``:``line`` (the file compared by its base name), else {}."""
    base = str(file or "").rsplit("/", 1)[-1]
    try:
        line = int(line)  # the trace writes lines as text
    except (TypeError, ValueError):
        return {}
    return next((b for b in breaks if b.get("line") == line and str(b.get("file") or "").endswith(base)), {})


def _resumed_cause(report: dict, ids: list[dict], resume: dict, fn: str, breaks: list[dict]) -> dict:
    """The break a resume frame resumes after when it is not at the resume's own line: a break inside a function
    the resumed frame called. The resumed frame is the last compile of ``fn`` in the same file before ``resume``;
    the trace names that frame's break (``compile.graph_breaks``, by compile id)."""
    base = str(resume.get("file") or "").rsplit("/", 1)[-1]
    before = ids[:next((i for i, c in enumerate(ids) if c is resume), len(ids))]
    frame = next((c for c in reversed(before) if c.get("name") == fn
                  and str(c.get("file") or "").rsplit("/", 1)[-1] == base), None)
    if frame is None:
        return {}
    for g in _list(_obj(report.get("compile")).get("graph_breaks")):
        if isinstance(g, dict) and str(g.get("compile_id")) == str(frame["id"]):
            found = _explain_break(breaks, g.get("file"), g.get("line"))
            if found:
                return found
    return {}


def break_points(report: dict, counts: dict[int, dict] | None = None) -> list[dict]:
    """Where a graph break splits two consecutive graphs: ``{after, before, file, line, where, what, cause, direct,
    label, mark}`` where ``before`` is the compile id of the graph Dynamo resumed in (``torch_dynamo_resume_in_<fn>
    _at_<line>``, at ``where``) and ``after`` the compile id before it. ``cause`` is the place of the graph break
    (explain's row; "" where none matches) it resumes after: ``direct`` when that break is at ``where`` itself;
    else a break inside a function the resumed frame called (one break splits each calling frame too: a split, not
    another break).
    ``what`` is the break's category; ``label`` and ``mark`` (the drawing's two lines) name the split. With
    ``counts`` (``graph_op_counts``), also ``after_graph`` / ``before_graph``: the keys of the graph records of those
    compile ids (None where no record has it), for a drawing of records saved without compile ids."""
    ex = _obj(report.get("explain"))
    breaks = [b for b in _list(ex.get("breaks")) if isinstance(b, dict)]
    ids = [c for c in _list(_obj(report.get("compile")).get("compile_ids")) if isinstance(c, dict) and c.get("id")]
    first = [c for c in ids if str(c["id"]).endswith("/0")]  # each frame's first compile: the graphs of one call
    out = []
    for prev, c in zip(first, first[1:]):
        m = _RESUME.match(str(c.get("name") or ""))
        if not m:
            continue
        line, base = int(m["line"]), str(c.get("file") or "").rsplit("/", 1)[-1]
        where = f"{base}:{line}" if base else f"line {line}"
        b, direct = _explain_break(breaks, c.get("file"), line), True
        if not b:
            b = _resumed_cause(report, first, c, m["fn"], breaks)
            direct = not b
        cause = (f"{str(b['file']).rsplit('/', 1)[-1]}:{b.get('line')}" if b.get("file") else where) if b else ""
        what = str(b.get("category") or b.get("gb_type") or "").strip()
        if direct:
            label, mark = f"graph break at {where}" + (f" ({what})" if what else ""), [f"graph break at {where}", what]
        else:
            label = f"graph split at {where}, after the graph break at {cause}" + (f" ({what})" if what else "")
            mark = [f"split at {where}", f"after the break at {cause}"]
        out.append({"after": str(prev["id"]), "before": str(c["id"]), "file": (b.get("file") if direct else None)
                    or c.get("file"), "line": line, "where": where, "what": what, "cause": cause, "direct": direct,
                    "label": label, "mark": [t for t in mark if t]})
    if counts is not None:
        key_of = {str(f["compile_id"]): k for k, f in counts.items() if not f["post_grad"] and f["compile_id"]}
        for bp in out:
            bp["after_graph"], bp["before_graph"] = key_of.get(bp["after"]), key_of.get(bp["before"])
    return out


def marks_text(report: dict, marks: list[dict]) -> str:
    """What the Graph view says of the ``break_points`` it marks: ``1 graph break is marked between graphs`` when each
    mark is a break of its own; else they are splits, counted apart from the graph breaks the Overview counts
    (explain's ``graph_break_count``, one row per cause): ``3 graph splits are marked between graphs, from 1 graph
    break (loop.py:650): ...``. Empty without marks."""
    n = len(marks)
    if not n:
        return ""
    breaks = _int(_obj(report.get("explain")).get("graph_break_count"))
    is_are = "is" if n == 1 else "are"
    if all(m.get("direct", True) for m in marks) and (breaks is None or n <= breaks):
        return f"{plural(n, 'graph break')} {is_are} marked between graphs"
    causes = ", ".join(dict.fromkeys(str(m["cause"]) for m in marks if m.get("cause")))
    text = f"{plural(n, 'graph split')} {is_are} marked between graphs, from "
    text += plural(breaks, "graph break") if breaks is not None else "the graph breaks"
    text += f" ({causes})" if causes else ""
    if not all(m.get("direct", True) for m in marks):
        text += ": a break inside a called function splits each frame that called it too"
    return text
