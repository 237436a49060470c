"""Numerics: where the compiled model's numbers leave eager's (pure: report -> cards, sentences, tables, figure).

Reads the report's ``numerics`` section (``analyzers/analyses/numerics``): the error of every output on every
input, and where they differ, the first module (down to the aten op) and the compiler step CompilerBisector
blamed, with the setting that restores eager's numbers and whether a re-run confirmed it. Any field may be
missing in a partial or older report (those carry the benchmark's one-line check only).
"""

from __future__ import annotations

import math

import pandas as pd
import plotly.graph_objects as go

from analyzers.report.figures import MODULE_ALONE, numerics_errors

from . import fmt
from .blocks import Card
from .sections import Absence, items, section, why_missing

NO_SECTION_NOTE = ("This run has no numerics section: start a run with the numerics analysis (it is in the default "
                   "analyses; `--only numerics` runs it alone) to compare every output of every input with eager.")
PASS, FAIL = "#54a24b", "#e45756"


def numerics_of(report: dict) -> dict:
    return section(report, "numerics")


def absence(report: dict) -> Absence | None:
    """Why the Numerics view has nothing for this run (no numerics section: the analysis did not run, or failed);
    None where it has."""
    if numerics_of(report):
        return None
    missing = why_missing(report, "numerics")
    if missing.level == "info" and "did not ask" in missing.message:
        return Absence("info", NO_SECTION_NOTE, analysis="numerics")
    return missing


def err(v) -> str:
    """A relative or absolute error: scientific, ``inf`` for a NaN/inf the compiled model alone produced."""
    f = fmt.as_float(v)
    if f is None:
        return fmt.MISSING
    return "inf" if math.isinf(f) else f"{f:.3g}"


def first_module_name(num: dict) -> str | None:
    name = section(num, "first_module").get("name")
    return None if not isinstance(name, str) else (name or "(the model itself)")


def headline_cards(report: dict) -> list[Card]:
    num = numerics_of(report)
    tol = section(num, "tolerance")
    passed = num.get("passed")
    inputs = items(num.get("inputs"))
    outputs = sum(len(items(i.get("outputs"))) for i in inputs if isinstance(i, dict))
    cards = [Card("Compiled vs eager", "matches" if passed else "differs" if passed is False else fmt.MISSING,
                  f"{outputs} output(s) on {len(inputs)} input(s)"),
             Card("Worst relative error", err(num.get("rel_err")),
                  "||compiled - eager|| / ||eager|| per output of the model, the worst; "
                  f"max abs err {err(num.get('max_abs_err'))}",
                  f"tolerance {err(tol.get('rel_tol'))} ({tol.get('dtype', '?')})")]
    if passed is False:
        bis = section(num, "bisection")
        culprit = section(num, "culprit")
        module = numerics_errors(report)["module"]
        cards.append(Card("First module that differs", first_module_name(num) or fmt.MISSING,
                          f"the first module, in execution order, whose output differs compiled alone ({MODULE_ALONE})",
                          f"rel err {err(module['rel'])}, {MODULE_ALONE}" if module else None))
        cards.append(Card("Culprit", culprit_short(culprit) or str(bis.get("status") or fmt.MISSING),
                          "CompilerBisector's answer: the part of the compiler that, switched off, restores eager",
                          f"backend {culprit['backend']}" if culprit.get("backend") else None))
    return cards


def culprit_short(culprit: dict) -> str:
    """``emulate precision casts`` for ``inductor / inductor_emulate_precision_casts``: words that wrap in a card."""
    backend, sub = str(culprit.get("backend") or ""), str(culprit.get("subsystem") or "")
    if sub.startswith(backend + "_"):
        sub = sub[len(backend) + 1:]
    return (sub or backend).replace("_", " ")


def verdict_lines(report: dict) -> list[str]:
    """What a person needs to know, in sentences: which step, which module (and op), which setting."""
    num = numerics_of(report)
    if num.get("passed") is not False:
        return []
    out = []
    bis = section(num, "bisection")
    if bis.get("status") == "found":
        out.append(f"Compiler step: {bis.get('sentence') or bis.get('message')}.")
        res = section(bis, "result")
        if res.get("bisect_number") not in (None, 0):
            out.append(f"CompilerBisector: backend {res.get('backend')}, subsystem {res.get('subsystem')}, "
                       f"application number {res.get('bisect_number')}, debug info {res.get('debug_info')}.")
    elif bis:
        out.append(f"Compiler step not named ({bis.get('status')}): {bis.get('message')}.")
    verify = section(bis, "verify")
    setting = section(verify, "setting") or section(bis, "setting")
    if verify and setting:
        if verify.get("error"):
            out.append(f"Re-run with {setting.get('key')}={setting.get('value')} failed: {verify['error']}.")
        else:
            out.append(f"Setting: {setting.get('key')}={setting.get('value')} — re-run "
                       f"{'confirms it restores eager' if verify.get('restored') else 'shows it does not restore eager'}"
                       f" (rel err {err(verify.get('rel_err'))}); try it with {setting.get('flag')}.")
    fm = section(num, "first_module")
    if first_module_name(num):
        line = f"First module that differs: {first_module_name(num)}"
        line += f" ({fm.get('type')})" if fm.get("type") else ""
        op = section(fm, "op")
        out.append(line + (f"; {op.get('message')}." if op.get("message") else "."))
    elif fm.get("error"):
        out.append(f"The module search failed: {fm['error']}.")
    if fm.get("stopped"):
        out.append(f"The module search stopped: {fm['stopped']}.")
    return out


def outputs_table(report: dict) -> pd.DataFrame:
    """One row per output per input: errors, tolerance, the worst element and both values there."""
    rows = []
    for inp in items(numerics_of(report).get("inputs")):
        if not isinstance(inp, dict):
            continue
        if inp.get("error"):
            rows.append({"input": inp.get("input"), "output": "(call failed)", "verdict": "error",
                         "worst element": str(inp["error"])})
        for o in items(inp.get("outputs")):
            if not isinstance(o, dict):
                continue
            where = o.get("worst_index")
            rows.append({
                "input": inp.get("input"), "output": o.get("output"),
                "shape": "×".join(str(s) for s in items(o.get("shape"))), "dtype": o.get("dtype"),
                "rel err": err(o.get("rel_err")), "max abs err": err(o.get("max_abs_err")),
                "tolerance": err(o.get("rel_tol")),
                "worst element": f"[{', '.join(str(i) for i in where)}]" if isinstance(where, list) else
                (o.get("message") or ""),
                "eager": err(o.get("eager_value")), "compiled": err(o.get("compiled_value")),
                "verdict": "ok" if o.get("passed") else "differs",
            })
    return pd.DataFrame(rows, columns=["input", "output", "shape", "dtype", "rel err", "max abs err", "tolerance",
                                       "worst element", "eager", "compiled", "verdict"])


MODULE_REL, MODULE_ABS = "rel err, module alone", "max abs err, module alone"  # not the outputs' errors


def modules_table(report: dict) -> pd.DataFrame:
    """The modules compared alone, in the order compared (deeper levels indented)."""
    rows = []
    for m in items(section(numerics_of(report), "first_module").get("modules")):
        if not isinstance(m, dict):
            continue
        depth = int(fmt.as_float(m.get("depth")) or 0)
        rows.append({"module": "· " * depth + str(m.get("module")), "type": m.get("type"),
                     MODULE_REL: err(m.get("rel_err")), MODULE_ABS: err(m.get("max_abs_err")),
                     "verdict": "differs" if m.get("passed") is False else "ok" if m.get("passed") else
                     f"not compared: {m.get('error', '')}", "seconds": fmt.as_float(m.get("seconds"))})
    return pd.DataFrame(rows, columns=["module", "type", MODULE_REL, MODULE_ABS, "verdict", "seconds"])


def ops_table(report: dict) -> pd.DataFrame:
    """The aten ops of the first module, each compiled alone."""
    op = section(section(numerics_of(report), "first_module"), "op")
    rows = [{"op": t.get("op"), "rel err": err(t.get("rel_err")),
             "verdict": t.get("error") or ("ok" if t.get("passed") else "differs")}
            for t in items(op.get("tried")) if isinstance(t, dict)]
    return pd.DataFrame(rows, columns=["op", "rel err", "verdict"])


def steps_table(report: dict) -> pd.DataFrame:
    """The bisection's steps: each compile it tried, with the backend and subsystem and what it gave."""
    rows = []
    for s in items(section(numerics_of(report), "bisection").get("steps")):
        if not isinstance(s, dict) or s.get("kind") not in ("step", "verify"):
            continue
        if s.get("kind") == "verify":
            st = section(s, "setting")
            rows.append({"at s": fmt.as_float(s.get("at_s")), "backend": "re-run", "subsystem":
                         f"{st.get('key')}={st.get('value')}", "rel err": err(s.get("rel_err")),
                         "result": s.get("error") or ("restores eager" if s.get("restored") else "still differs")})
            continue
        rows.append({"at s": fmt.as_float(s.get("at_s")), "backend": s.get("backend"),
                     "subsystem": s.get("subsystem") or "", "rel err": err(s.get("rel_err")),
                     "result": s.get("error") or ("matches eager" if s.get("passed") else "differs")})
    return pd.DataFrame(rows, columns=["at s", "backend", "subsystem", "rel err", "result"])


def module_errors(report: dict) -> dict[str, float]:
    """Qualified module name -> relative error compiled alone (for colouring a module tree)."""
    out = {}
    for m in items(section(numerics_of(report), "first_module").get("modules")):
        if isinstance(m, dict) and isinstance(m.get("module"), str) and fmt.as_float(m.get("rel_err")) is not None:
            out[m["module"]] = fmt.as_float(m["rel_err"])
    return out


def errors_figure(report: dict) -> go.Figure | None:
    """Relative error per output (log scale) against the tolerance line; None without outputs."""
    num = numerics_of(report)
    xs, ys, colors = [], [], []
    for inp in items(num.get("inputs")):
        for o in items(inp.get("outputs") if isinstance(inp, dict) else None):
            v = fmt.as_float(o.get("rel_err")) if isinstance(o, dict) else None
            if v is None:
                continue
            label = f"{inp.get('input')} · {o.get('output')}"
            xs.append(fmt.plotly_text(label))
            ys.append(max(min(v, 1e6), 1e-12))  # log axis: 0 drawn at the floor, inf at the ceiling
            colors.append(PASS if o.get("passed") else FAIL)
    if not xs:
        return None
    fig = go.Figure(go.Bar(x=xs, y=ys, marker_color=colors, hovertemplate="%{x}<br>rel err %{y:.3g}<extra></extra>"))
    tol = fmt.as_float(section(num, "tolerance").get("rel_tol"))
    if tol:
        fig.add_hline(y=tol, line_dash="dash", annotation_text=f"tolerance {tol:g}", annotation_position="top right")
    fig.update_layout(height=320, margin=dict(l=10, r=10, t=30, b=10), showlegend=False,
                      yaxis=dict(type="log", dtick=1, exponentformat="power", title="relative error"))
    fig.update_xaxes(automargin=True)
    fig.update_yaxes(automargin=True)
    return fig


def compare_table(a: dict, b: dict) -> pd.DataFrame:
    """Numerics of two runs side by side (the Compare page and its export)."""
    def col(r: dict) -> dict:
        num = numerics_of(r) or section(section(r, "benchmark"), "numerics")
        culprit = section(num, "culprit")
        return {"matches eager": {True: "yes", False: "no"}.get(num.get("passed"), fmt.MISSING),
                "worst rel err": err(num.get("rel_err")),
                "first module that differs": first_module_name(num) or "",
                "culprit": culprit.get("detail") or ""}
    ca, cb = col(a), col(b)
    return pd.DataFrame([{"what": k, "A": ca[k], "B": cb[k]} for k in ca], columns=["what", "A", "B"])


def dot_by_error(dot: str, group_ids: list[str], report: dict) -> tuple[str, int]:
    """The Graph view's DOT with each module the numerics search compared filled by its verdict (red: differs
    compiled alone, green: matches; a closed box filled, an open cluster tinted and outlined), its error in the
    tooltip; and how many boxes were coloured. ``group_ids[g]``
    is the module path of box ``m{g}`` (the graph records' qualified names, the numerics search's too)."""
    import re

    errors = module_errors(report)
    tol = fmt.as_float(section(numerics_of(report), "tolerance").get("rel_tol")) or 0.0
    coloured = 0
    for g, path in enumerate(group_ids):
        if path not in errors:
            continue
        fill = "#f4a6a6" if errors[path] > tol else "#b7dfb0"
        pattern = re.compile(r'^(\s*"m' + str(g) + r'" \[shape=\w+, style="filled", fillcolor=")[^"]*(".*?tooltip=)"',
                             re.M)
        said = f"rel err {err(errors[path])}, {MODULE_ALONE} · "
        dot, n = pattern.subn(lambda m: f'{m.group(1)}{fill}{m.group(2)}"{said}', dot)
        # an open module is a cluster: a tinted background and a coloured border
        cluster = re.compile(r'(subgraph "cluster_m' + str(g) + r'" \{\n\s*graph \[label=.*?, )style="rounded,dashed", '
                             r'color="#9a9a9a"(.*?tooltip=)"')
        line = '#d62728", penwidth=2' if errors[path] > tol else '#54a24b", penwidth=2'
        dot, k = cluster.subn(lambda m: f'{m.group(1)}style="rounded,filled", fillcolor="{fill}40", '
                              f'color="{line}{m.group(2)}"{said}', dot)
        coloured += n + k
    return dot, coloured
