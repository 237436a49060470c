"""The sections of one run's HTML report, each drawn with the dashboard's own views (``dashboard/views``).

One function per report view: ``(doc, report, files) -> HTML`` of the section body, or a plain note when
the run has no such data (``sections.why_missing`` says why, as the pages do). ``files`` reads the run's
artifacts. Pure: no streamlit.
"""

from __future__ import annotations

import json


from dashboard.views import code as codev
from dashboard.views import counters as cntv
from dashboard.views import kernels as kv
from dashboard.views import roofline as rv
from dashboard.views.sections import section, why_missing

from . import html_page as h

TOP_KERNELS = 20  # kernels whose generated code the report carries, most GPU time first


class RunFiles:
    """The artifacts of one run, read through the store (paths stay inside the run folder)."""

    def __init__(self, store, run_id: str):
        self.store, self.run_id = store, run_id

    def text(self, name: str | None) -> str | None:
        if not name:
            return None
        try:
            return self.store.artifact_path(self.run_id, str(name)).read_text(encoding="utf-8", errors="replace")
        except (OSError, LookupError):
            return None

    def json(self, name: str | None):
        text = self.text(name)
        try:
            return json.loads(text) if text is not None else None
        except ValueError:
            return None


def _absent(report: dict, name: str) -> str:
    a = why_missing(report, name)
    return h.paragraph(a.message, "muted") + (h.details("Traceback", h.code(a.traceback)) if a.traceback else "")


def _top_code_kernels(report: dict, kernels: list[dict]) -> list[dict]:
    """Code kernels by the compiled forward's GPU time (profile), then in report order."""
    by_name = {k["name"]: k for k in kernels}
    order: list[str] = []
    rows = [r for r in kv.mode_of(report, "compiled").get("kernel_table") or [] if isinstance(r, dict)]
    for r in sorted(rows, key=lambda r: -(r.get("total_us") or 0)):
        ck = r.get("code_kernel")
        if ck in by_name and ck not in order:
            order.append(ck)
    order += [n for n in by_name if n not in order]
    return [by_name[n] for n in order[:TOP_KERNELS]]


def code(doc: h.Document, report: dict, files: RunFiles) -> str:
    if not section(report, "code"):
        return _absent(report, "code")
    kernels = codev.kernels_of(report)
    modules = codev.module_names(report)
    if not modules:
        return h.paragraph("Inductor generated no code for this run (for example: backend eager or aot_eager).")
    table = codev.kernels_table(kernels)
    out = [h.paragraph(codev.generated_caption(report), "muted"),
           h.table(table, row_ids=[f"kernelrow={n}" for n in table["name"]], scroll=True, links={"name": "kernel="}),
           h.table(codev.kernel_kinds_table(kernels))]
    info, per_module = {m["name"]: m for m in codev.modules_of(report)}, codev.generated_by_module(report)
    out.append("<h3>Output modules</h3>" + h.bullets([codev.module_label(m, info.get(m, {}), per_module.get(m))
                                                      for m in modules]))
    top = _top_code_kernels(report, kernels)
    if top:
        out.append(f"<h3>Code of the top {len(top)} kernels</h3>")
        out.append(h.paragraph("By GPU time of the compiled forward when the run was profiled, else in the "
                               "order Inductor wrote them; the rest are in the table (and the dashboard).", "muted"))
    texts: dict[str, str | None] = {}
    for i, k in enumerate(top):
        mod = k.get("module")
        if mod not in texts:
            texts[mod] = files.text(mod)
        text = texts[mod]
        source = codev.kernel_source(text, k) if text is not None else None
        fused = ", ".join(str(o) for o in k.get("fused_ops") or []) or "not recorded"
        body = h.paragraph(f"{k.get('kind') or 'other'} · fused ops: {fused} · module {mod}", "muted")
        body += h.code(source, limit=60_000) if source is not None else h.paragraph(
            "The report has no line range for this kernel (or its module is missing).", "muted")
        out.append(h.details(k["name"], body, open_=i == 0, anchor=f"kernel={k['name']}"))
    return "".join(out)


def kernels(doc: h.Document, report: dict, files: RunFiles) -> str:
    profile = kv.profile_of(report)
    if not profile:
        return _absent(report, "profile")
    if not profile.get("available"):
        return h.paragraph(f"No profile in this run: {profile.get('reason') or 'the profiler did not run'}", "muted")
    labels = kv.available_modes(report)
    entries = [(kv.mode_label(report, lbl), kv.mode_of(report, lbl)) for lbl in labels]
    out = ["<h3>Launch overhead</h3>", doc.figure(kv.overhead_figure(entries)),
           "" if kv.has_launch_time(entries) else h.paragraph(kv.NO_LAUNCH_TIME, "muted"),
           '<div class="cols"><div>', h.table(kv.overhead_table(report)), "</div><div>",
           h.table(kv.launch_api_table(report)), "</div></div>", "<h3>Kernels of one forward</h3>"]
    for label in labels:
        mode = kv.mode_of(report, label)
        t = kv.kernel_table(mode).drop(columns=["code"])
        out.append(f"<p><b>{h.esc(kv.table_title(report, label))}</b></p>" + h.table(t, scroll=True))
    graphs = files.json(section(report, "graphs").get("artifact") or "artifacts/graphs.json")
    modules = kv.kernel_module_map(graphs.get("graphs") if isinstance(graphs, dict) else None)
    out += ["<h3>Device time by module</h3>", doc.figure(kv.module_time_figure(report, 3, kernel_modules=modules))]
    out.append("<h3>Against the limit</h3>")
    rf = rv.roofline_of(report)
    if not rf:
        out.append(_absent(report, "roofline"))
    elif not rf.get("available"):
        out.append(h.paragraph("No device peaks in this run: " + ("; ".join(rv.notes_of(rf)) or "not measured"), "muted"))
    else:
        out += [doc.figure(rv.roofline_figure(rf)), h.table(rv.floor_table(rf))]
        for label in labels:
            out.append(f"<p><b>Kernel limits, {h.esc(kv.mode_label(report, label))}</b></p>"
                       + h.table(rv.kernel_limits_table(rf, label), scroll=True))
        out.append(h.bullets(rv.notes_of(rf)))
    out.append("<h3>Hardware counters</h3>")
    why_none = cntv.message(report)
    if why_none:
        out.append(h.paragraph(why_none, "muted"))
    else:
        out += [h.table(cntv.summary_table(report)),
                h.table(cntv.kernel_table(report, top=15).drop(columns=["code"]), scroll=True)]
    out.append(h.bullets(cntv.notes(report) + kv.notes_of(report)))
    return "".join(out)


# The views not yet drawn from blocks (``dashboard/views/definitions``): their HTML section, by view.
LEGACY = {
    "code": code,
    "kernels": kernels,
}
