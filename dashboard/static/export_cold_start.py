"""The Cold start section of the one-file export (issue 28): the same timeline, sentence and tables as the live page
(``pages/cold_start.py``), from the same view functions, at the default start-up budget. Pure: no Streamlit."""

from __future__ import annotations

from dashboard.views import cold_start as cv
from dashboard.views.sections import why_missing

from . import html_page as h


def cold_start(doc: h.Document, report: dict, files) -> str:
    if not cv.cold_start_of(report):
        absence = why_missing(report, "cold_start")
        return h.paragraph(cv.NO_SECTION_NOTE if "did not ask" in absence.message else absence.message, "muted")
    budget = cv.DEFAULT_BUDGET_S
    out = [h.paragraph(cv.budget_sentence(report, budget)),
           doc.figure(cv.timeline_figure(report, budget),
                      f"Each route in a fresh process, seconds from its start; the dashed line is a {budget:g} s "
                      "budget (the live view takes any)."),
           h.table(cv.routes_table(report, budget), scroll=True),
           "<h3>Steady state and memory</h3>", h.table(cv.steady_table(report), scroll=True)]
    aot = cv.aot_table(report)
    if not aot.empty:
        out += ["<h3>The AOT package's build (ahead of time)</h3>", h.table(aot, scroll=True)]
    for f in cv.failures(report):
        where = f" at {f['where']}" if f["where"] else ""
        link = f["break_link"]
        also = f" The same line is a graph break of this run (Graph breaks: {link['reason'][:200]})." if link else ""
        out.append(h.details(f"{f['route']} failed at {f['stage']}{where}",
                             h.paragraph(f["message"][:600] + also) + (h.code(f["traceback"][-6000:])
                                                                      if f["traceback"] else ""), open_=True))
    out.append(h.bullets(cv.route_help() + cv.notes_of(report)))
    return "".join(out)
