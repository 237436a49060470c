"""The layout stage: one watched eager forward, Inductor's layout conversions from the code stage's
kernels and the profile's kernel table, stored as ``report["layout"]`` (``analyses/layout``)."""

from __future__ import annotations

from ..analyses.options.compile_setup import grad_context
from ..report.schema import StageResult
from .run_context import Run, StageSkipped


def _code_texts(run: Run) -> dict[str, str]:
    """The output modules the code stage stored, by artifact path."""
    out = {}
    for m in (run.report.get("code") or {}).get("modules") or []:
        name = m.get("name") if isinstance(m, dict) else None
        path = run.dir / name if isinstance(name, str) else None
        if path is not None and path.is_file():
            out[name] = path.read_text(encoding="utf-8", errors="replace")
    return out


def run_layout_stage(run: Run, st: StageResult) -> None:
    from ..analyses.layout.conversions import collect_conversions
    from ..analyses.layout.eager_layout import eager_layout
    from ..analyses.layout.precision_units import precision_units
    from ..analyses.layout.section import applies, build_section

    loaded = run.state.get("loaded")
    if loaded is None:
        raise StageSkipped("the model did not load")
    opts = run.request.options
    if opts.workload == "decode":
        raise StageSkipped("a decode run's layout is not analysed (one forward's is)")
    eager = eager_layout(loaded.model, loaded.args, loaded.kwargs, lambda: grad_context(opts))
    eager["precision_units"] = precision_units(opts.device)  # what the TF32 and bf16 experiments may use here
    if not applies(eager):
        run.report["layout"] = {"applies": False, "finding": None, "matters": False,
                                "reason": "no convolutions and no 4-D activations", **eager}
        raise StageSkipped("no convolutions and no 4-D activations: no layout to report")
    notes = []
    conv = None
    if run.report.get("code"):
        conv = collect_conversions(run.report["code"], _code_texts(run), run.report.get("profile"))
        if conv["count"] and conv["ms_per_forward"] is None:
            notes.append("the conversions' device time is not known: the profile timed the generated code as a "
                         "whole (CPU) or did not run")
    else:
        notes.append("no generated code to read (the code stage did not run): Inductor's conversions not counted")
    run.report["layout"] = build_section(eager, conv, notes)
    st.message = run.report["layout"]["finding"]
    st.notes.extend(notes)
