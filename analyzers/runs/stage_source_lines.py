"""The profile stage's source lines: the CPU compile's C++ kernel profiling, the ``source_lines`` section built
from the profile, the roofline and the provenance, and the provenance re-derived where a cache served the graphs
without it."""

from __future__ import annotations

import json

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


def _node_info(run: Run) -> dict:
    """{compile id: {Dynamo node name: {line, module}}} from the stored graphs: each compiled kernel's modules, and
    its lines where the provenance has no kernel stack traces (an older torch)."""
    from ..analyses.source_lines.rederive import node_info_of

    return node_info_of(run.state.get("graph_records"))


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
            node_info=_node_info(run), label=paths.path,
        )
    except Exception as e:  # noqa: BLE001 - the profile stands without it
        return {"available": False, "reason": f"{type(e).__name__}: {e}"[:300], "rows": [], "notes": []}


def provenance_missing(run: Run) -> str | None:
    """Why the compiled kernels have no provenance, when they lack it: ``cache`` when every graph came from the
    FX graph / AOTAutograd cache (an entry filled by a process that did not track provenance: torch before the
    fix that keys the cache on ``trace.provenance_tracking_level`` serves it anyway), ``off`` when this torch
    tracked none, None when the provenance is there (or nothing was compiled by Inductor)."""
    code = run.state.get("output_code") or []
    if not code or run.request.options.backend != "inductor" or "profile" not in run.request.only:
        return None
    prov = [e for e in run.state.get("provenance") or [] if isinstance(e, dict)
            and (e.get("kernel_stack_traces") or e.get("node_mappings"))]
    if len(prov) >= len(code):
        return None
    cache = (run.report.get("compile") or {}).get("cache") or {}
    hits = sum(((cache.get("by_kind") or {}).get(k) or {}).get("hit") or 0 for k in ("fx_graph", "aotautograd"))
    return "cache" if hits else "off"


def rederive_cached_provenance(run: Run) -> None:
    """After every stage: where the compile's graphs came from a cache entry without provenance, compile the
    model once more with Inductor's caches off and provenance on, keep that compile's provenance (the same graphs
    give the same kernel names) and place the profiled compiled kernels on lines again. The run's figures
    (compile time, cache account, timings, profile) are the first compile's; Dynamo is reset, so this runs last.
    Never raises: the section says what happened."""
    import tempfile
    import time
    from pathlib import Path

    why = provenance_missing(run)
    section = run.report.get("source_lines")
    if why is None or not isinstance(section, dict) or not section.get("available"):
        return
    if why == "off":
        section.setdefault("notes", []).append(
            "compiled: this torch tracked no Inductor provenance (no trace.provenance_tracking_level): compiled "
            "kernels are placed by kernel name only")
        return
    import torch

    from ..analyses.options.compile_setup import compile_kwargs, grad_context, inductor_overrides
    from ..analyses.trace.compile_trace import collect_compile_trace
    from ..analyses.trace.trace_capture import capture_trace

    loaded, opts = run.state.get("loaded"), run.request.options
    t0 = time.perf_counter()
    try:
        torch._dynamo.reset()
        with tempfile.TemporaryDirectory(dir=run.dir) as tmp, grad_context(opts), capture_trace(Path(tmp)), \
                inductor_overrides({**compile_config(run, []), **opts.inductor_config, "force_disable_caches": True}):
            compiled = torch.compile(loaded.model, **compile_kwargs(opts))
            compiled(*loaded.args, **loaded.kwargs)
            for a, k in loaded.extra_calls:
                compiled(*a, **k)
            prov = collect_compile_trace(Path(tmp)).get("provenance") or []
        torch._dynamo.reset()
    except Exception as e:  # noqa: BLE001 - the section stands with what it had
        section.setdefault("notes", []).append(
            f"compiled: the graphs came from Inductor's cache without provenance, and compiling again for it "
            f"failed ({type(e).__name__}: {e})"[:400])
        return
    seconds = time.perf_counter() - t0
    ids = [c.get("compile_id") for c in run.state.get("output_code") or []]
    if len(prov) == len(ids):  # the same graphs in the same order: the first compile's ids (the stored graphs')
        for entry, cid in zip(prov, ids):
            entry["compile_id"] = cid
    run.state["provenance"] = prov
    if prov:
        name = "artifacts/provenance.json"
        run.store.save_artifact(run.run_id, name, json.dumps(prov))
        run.report.setdefault("compile", {})["provenance_artifact"] = name
        run.report["compile"]["provenance_rederived"] = {"seconds": round(seconds, 3), "graphs": len(prov)}
    new = source_lines_section(run)
    new.setdefault("notes", []).append(
        f"compiled: every graph came from Inductor's cache, from an entry filled without provenance (a torch "
        f"whose FX graph cache key leaves out trace.provenance_tracking_level serves it anyway); the provenance "
        f"was re-derived by compiling the same graphs again with the caches off after the run ({seconds:.1f} s, "
        f"not in the compile time or the cache account)")
    run.report["source_lines"] = new
