"""The Numerics section of the one-file export and of the view's first paint: the same cards, sentences and
tables as the live page (``pages/numerics.py``), from the same view functions. Pure: no Streamlit."""

from __future__ import annotations

from dashboard.views import numerics as nv
from dashboard.views.sections import why_missing

from . import html_page as h


def numerics(doc: h.Document, report: dict, files) -> str:
    num = nv.numerics_of(report)
    if not num:
        absence = why_missing(report, "numerics")
        return h.paragraph(nv.NO_SECTION_NOTE if "did not ask" in absence.message else absence.message, "muted")
    out = [h.cards([(c.label, c.value, c.help or "", c.delta) for c in nv.headline_cards(report)])]
    lines = nv.verdict_lines(report)
    if lines:
        out.append("<p><b>Compiled gives other numbers than eager.</b></p>" + h.bullets(lines))
    elif num.get("passed"):
        out.append(h.paragraph("Every output of every input is within the tolerance: no bisection was needed."))
    tol = num.get("tolerance") if isinstance(num.get("tolerance"), dict) else {}
    if tol.get("why"):
        out.append(h.paragraph(f"Tolerance {tol.get('rel_tol')} for {tol.get('dtype')}: {tol['why']}.", "muted"))
    out.append("<h3>Error per output</h3>")
    fig = nv.errors_figure(report)
    if fig is not None:
        out.append(doc.figure(fig))
    out.append(h.table(nv.outputs_table(report), scroll=True))
    for title, table in (("Modules compiled alone", nv.modules_table(report)),
                         ("Aten ops of the first module, each compiled alone", nv.ops_table(report)),
                         ("Bisection steps", nv.steps_table(report))):
        if not table.empty:
            out.append(f"<h3>{h.esc(title)}</h3>" + h.table(table, scroll=True))
    return "".join(out)
