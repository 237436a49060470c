"""Capture coverage and a graph break's cost: one definition each, told apart (stdlib only).

* **capture coverage** counts tensor ops: the share of one forward's ATen ops that ran inside captured graphs
  (``explain.coverage``, from ``aten_ops_captured`` of ``aten_ops_total``). It is a count, not a share of time.
* **a break's cost** is time: the part of a profiled compiled forward spent outside the compiled graphs after the
  break ended one (``break_cost``: Python and eager ops until the next graph call).

The two can read far apart, and the sentence says why: where Dynamo skipped the model's forward frame itself, the
functions it calls are compiled as graphs of their own and hold most tensor ops (a high coverage), while the forward
runs as eager Python between them (a large cost). ``figures.coverage`` is ``coverage`` here; every view, ``show`` and
the export word what it returns.
"""

from __future__ import annotations

from typing import Any

MISSING = "—"
COVERAGE_DEF = ("share of one forward's tensor (ATen) ops that ran inside captured graphs: a count of ops, not a "
                "share of time (a break's cost is the time)")
AFTER_BREAK = "runs outside the compiled graphs after it"  # a break's cost, in words: "46 % of the forward's time …"


def _obj(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _num(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _graphs(n: int) -> str:
    return f"{n:,} graph" + ("" if n == 1 else "s")


def share_text(share: float) -> str:
    """A share of time as a percentage that is never "0 %": ``46 %``, ``4.2 %``, ``0.18 %``."""
    return f"{share * 100:.0f} %" if share >= 0.1 else f"{share * 100:.2g} %"


def cost_words(share: float) -> str:
    """A break's cost as a share of the forward's time: ``46 % of the forward's time runs outside the compiled
    graphs after it``."""
    return f"{share_text(share)} of the forward's time {AFTER_BREAK}"


def between_graphs_share(report: dict) -> float | None:
    """The share of a profiled compiled forward spent outside its graphs, after a break (``break_cost``)."""
    bc = _obj(report.get("break_cost"))
    between, total = _num(bc.get("between_graphs_ms")), _num(bc.get("forward_ms"))
    return between / total if between is not None and total else None


def skipped_frame(explain: dict) -> str | None:
    """The frame Dynamo skipped (``forward``) where it compiled graphs of the functions that frame calls, else None."""
    nc = explain.get("not_captured")
    return str(nc.get("frame") or "forward") if isinstance(nc, dict) and _int(explain.get("graph_count")) else None


def _skipped_why(report: dict, frame: str, graphs: int) -> str:
    share = between_graphs_share(report)
    time = (f", while the time outside them is {share_text(share)} of a profiled forward (the break's cost)"
            if share is not None else "")
    return (f"Dynamo skipped the model's {frame} frame itself, so the {frame} runs as eager Python that calls the "
            f"{_graphs(graphs)} of the functions it calls: they hold the tensor ops this figure counts{time}")


def coverage(report: dict) -> dict:
    """``{value, captured, total, graphs, breaks, text, sentence, why}``: ``text`` is the share as shown
    (``94.4 %``), ``sentence`` says what it means for this run, ``why`` (may be empty) why the figure and a break
    both hold: a break that leaves no tensor op outside a graph, or a skipped forward frame whose callees hold
    most ops."""
    ex = _obj(report.get("explain"))
    value = ex.get("coverage") if isinstance(ex.get("coverage"), (int, float)) else None
    captured, total = _int(ex.get("aten_ops_captured")), _int(ex.get("aten_ops_total"))
    graphs, breaks = _int(ex.get("graph_count")), _int(ex.get("graph_break_count"))
    out = {"value": value, "captured": captured, "total": total, "graphs": graphs, "breaks": breaks,
           "text": MISSING if value is None else f"{min(value, 1.0) * 100:.1f} %", "why": ""}
    frame = skipped_frame(ex)
    in_graphs = f", in {_graphs(graphs)}" if graphs is not None else ""
    if frame and graphs:
        in_graphs += f" called from the eager {frame} (Dynamo skipped its frame)"
        out["why"] = _skipped_why(report, frame, graphs)
    if not ex:
        out["sentence"] = "not measured: explain did not run"
    elif value is None:
        why = str(ex.get("coverage_error") or "").strip()
        out["sentence"] = "not measured" + (f": {why.splitlines()[0][:160]}" if why else "")
    elif value >= 1 or (captured is not None and total is not None and captured >= total):
        out["sentence"] = "all tensor ops captured" + in_graphs
        if breaks and not frame:
            out["why"] = (f"the graph {'break splits' if breaks == 1 else 'breaks split'} the forward into "
                          f"{_graphs(graphs or breaks + 1)} without leaving a tensor op outside them: what ran in "
                          "Python between them was Python-side work (a print, a log call, a branch on a Python value)")
    elif captured is not None and total is not None:
        out["sentence"] = f"{captured:,} of {total:,} tensor ops captured{in_graphs}; {total - captured:,} ran eagerly"
    else:
        out["sentence"] = f"{out['text']} of tensor ops captured{in_graphs}"
    return out
