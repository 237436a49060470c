"""The profile stage's source lines (issue 35): the CPU compile's C++ kernel profiling, and the ``source_lines`` section built from the profile, the roofline and the provenance."""

from __future__ import annotations

from ..analyses.source_lines.line_ranges import line_ranges  # noqa: F401 - the profile stage's eager ranges
from .run_context import Run


def compile_config(run: Run, notes: list[str]) -> dict:
    """Inductor config the compile adds for source lines (CPU: ``cpp.enable_kernel_profile``), a note where this
    torch cannot."""
    from ..analyses.source_lines.cpp_profile import cpp_kernel_profile

    opts = run.request.options
    if "profile" not in run.request.only or opts.backend != "inductor":
        return {}
    cfg, note = cpp_kernel_profile(opts.device, opts.inductor_config)
    if note:
        notes.append(note)
    return cfg


def _node_lines(run: Run) -> dict:
    """{compile id: {Dynamo node name: (file, line)}} from the stored graphs: the fallback for a torch whose
    provenance has no kernel stack traces."""
    from ..analyses.source_lines.rederive import node_lines_of

    return node_lines_of(run.state.get("graph_records"))


def source_lines_section(run: Run) -> dict:
    """``report["source_lines"]`` from what the profile stage has put in the report; never raises."""
    from ..analyses.source_lines.attribute import collect_source_lines
    from ..report.paths import Portable, import_roots

    try:
        paths = run.state.get("paths")  # the stages' own (stages._paths), else made the same way
        if paths is None:
            source = run.request.source
            paths = Portable.for_run({"kind": source.kind, "name": source.name}, import_roots())
        return collect_source_lines(
            run.report.get("profile"), run.report.get("roofline"), run.state.get("provenance"),
            node_lines=_node_lines(run), label=paths.path,
        )
    except Exception as e:  # noqa: BLE001 - the profile stands without it
        return {"available": False, "reason": f"{type(e).__name__}: {e}"[:300], "rows": [], "notes": []}
