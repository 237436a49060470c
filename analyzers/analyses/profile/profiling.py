"""The *profile* analysis: what the device executes in one forward, eager vs compiled.

``collect_profile`` runs ``torch.profiler`` over a few forwards of each callable (never the timed
ones), each inside ``record_function("compilescope_forward_<i>")`` with a device sync before it, so
every forward starts on an idle GPU and can be cut out of the trace. It writes the Chrome traces
``eager.trace.json`` and ``compiled.trace.json`` into ``out_dir`` (gzipped, ``.json.gz``, past
``GZIP_OVER`` bytes; Perfetto opens both) and describes the forward with the median wall time of each
through ``profile_trace.process_trace``.

A second, single-forward pass with ``record_shapes=True`` (and, for eager, a range per ``nn.Module``
call) attributes input shapes, FLOPs, bytes and module paths to each kernel; it is kept apart
because recording shapes slows the CPU side and would distort the launch overhead being measured.

Hardware counters (Nsight Compute) are the separate ``counters`` analysis (``counters.py``).
"""

from __future__ import annotations

import contextlib
import gzip
import logging
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .kernel_records import merge_attribution
from .profile_events import MARKER, load_trace
from .profile_trace import process_trace

log = logging.getLogger(__name__)

GZIP_OVER = 16 * 2**20  # bytes: bigger Chrome traces are stored gzipped (``.json.gz``)
_MODULE_PREFIX = "nn.Module: "


def module_path_in(tracker, module) -> str:
    """``module``'s path in the model being called (``blocks.0.mlp.0``, as ``named_modules`` and Dynamo name it;
    "" for the model itself), for a tracker with a ``stack`` of (module, path, ...) and a ``paths`` table that
    the outermost call fills. A module the model does not hold is named by its caller's path and its type."""
    if not tracker.stack:
        try:
            tracker.paths = {id(m): n for n, m in module.named_modules(remove_duplicate=False)}
        except Exception:  # noqa: BLE001 - a module whose children cannot be listed
            tracker.paths = {}
        return ""
    path = tracker.paths.get(id(module))
    if path is not None:
        return path
    ppath = tracker.stack[-1][1]
    return f"{ppath}.{type(module).__name__}" if ppath else type(module).__name__


class _ModuleRanges:
    """A ``record_function`` range named ``nn.Module: <path>`` around every module call (global hooks)."""

    def __init__(self):
        self.stack: list = []
        self.handles: list = []
        self.paths: dict = {}

    def __enter__(self):
        from torch.nn.modules import module as nn_module

        self.handles = [
            nn_module.register_module_forward_pre_hook(self._pre),
            nn_module.register_module_forward_hook(self._post),
        ]
        return self

    def __exit__(self, *exc):
        for h in self.handles:
            h.remove()
        while self.stack:
            _, _, rf = self.stack.pop()
            with contextlib.suppress(Exception):
                rf.__exit__(None, None, None)

    def _pre(self, module, args):
        import torch

        path = module_path_in(self, module)
        rf = torch.profiler.record_function(_MODULE_PREFIX + (path or type(module).__name__))
        rf.__enter__()
        self.stack.append((module, path, rf))

    def _post(self, module, args, output):
        if self.stack and self.stack[-1][0] is module:
            _, _, rf = self.stack.pop()
            rf.__exit__(None, None, None)


def _profile(call: Callable[[], Any], *, cuda: bool, iterations: int, record_shapes: bool, path: Path) -> None:
    import torch
    from torch.profiler import ProfilerActivity, profile, record_function

    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])
    sync = torch.cuda.synchronize if cuda else (lambda: None)
    sync()
    with profile(activities=activities, record_shapes=record_shapes) as prof:
        for i in range(iterations):
            sync()  # each forward starts on an idle device, so it can be cut out on its own
            with record_function(f"{MARKER}{i}"):
                call()
        sync()
    prof.export_chrome_trace(str(path))


def _store_trace(src: Path, out_dir: Path, label: str) -> str:
    """Move a trace to its stable name; gzip it past GZIP_OVER. Returns the file name."""
    name = f"{label}.trace.json"
    for old in (out_dir / name, out_dir / (name + ".gz")):
        old.unlink(missing_ok=True)
    if src.stat().st_size > GZIP_OVER:
        name += ".gz"
        with open(src, "rb") as fi, gzip.open(out_dir / name, "wb", compresslevel=6) as fo:
            shutil.copyfileobj(fi, fo)
        src.unlink()
    else:
        os.replace(src, out_dir / name)
    return name


def collect_profile(
    eager_call: Callable[[], Any],
    compiled_call: Callable[[], Any],
    *,
    device: str,
    out_dir: Path,
    iterations: int = 3,
    code_kernels: list[dict] | None = None,
    kernel_meta: dict | None = None,
    artifact_prefix: str = "",
    attribute: bool = True,
    eager_ranges: Callable[[], Any] | None = None,
) -> dict:
    """Profile a few forwards of eager and of compiled; describe one of each.

    Args:
        eager_call: Zero-argument callable running one eager forward (warmed up).
        compiled_call: Same for the compiled model (already compiled; with CUDA graphs it should
            call ``torch.compiler.cudagraph_mark_step_begin()`` first, as ``benchmark.make_call`` does).
        device: ``cpu`` or ``cuda``; CUDA activities are profiled only when CUDA is available.
        out_dir: Folder for ``eager.trace.json`` / ``compiled.trace.json`` (``.gz`` when large).
        iterations: Profiled forwards of each (the one with the median wall time is described).
        code_kernels: The code section's kernels, to attach kind, fused ops and module to compiled kernels.
        kernel_meta: ``inductor_kernel_meta(...)`` of the generated modules (optional).
        artifact_prefix: Prepended to the trace file names in ``traces`` (e.g. ``artifacts/profile/``).
        attribute: Run the extra single-forward pass with shapes and module ranges.
        eager_ranges: A context-manager factory entered around the eager attribution forward as well (the source
            lines' ranges, ``source_lines/line_ranges.py``): its ranges reach the kernels as ``source_line``.

    Returns:
        The profile section: ``available``, ``device``, ``iterations``, ``traces`` ({eager, compiled}:
        file names), ``eager`` and ``compiled`` mode sections, ``notes``. Calls run under the caller's
        grad mode. Never raises: failures become ``available: False`` with a ``reason``.
    """
    section: dict[str, Any] = {"available": False, "device": device, "iterations": iterations, "traces": {},
                               "notes": []}
    try:
        import torch
        import torch.profiler
    except Exception as e:  # noqa: BLE001
        section["reason"] = f"torch.profiler is not available: {type(e).__name__}: {e}"
        return section
    cuda = device.startswith("cuda") and torch.cuda.is_available()
    if device.startswith("cuda") and not cuda:
        section["notes"].append("CUDA was asked for but is not available: profiled the CPU only")
    section["activities"] = ["cpu", "cuda"] if cuda else ["cpu"]
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    # Compiled first: the eager attribution pass installs global module hooks, removed afterwards.
    for label, call in (("compiled", compiled_call), ("eager", eager_call)):
        compiled = label == "compiled"
        try:
            with tempfile.TemporaryDirectory(dir=out_dir) as tmp:
                raw = Path(tmp) / f"{label}.json"
                _profile(call, cuda=cuda, iterations=max(1, iterations), record_shapes=False, path=raw)
                mode = process_trace(load_trace(raw), compiled=compiled, code_kernels=code_kernels,
                                     kernel_meta=kernel_meta)
                section["traces"][label] = artifact_prefix + _store_trace(raw, out_dir, label)
                if attribute and mode.get("available"):
                    try:
                        raw_b = Path(tmp) / f"{label}.shapes.json"
                        with _ModuleRanges() if not compiled else contextlib.nullcontext(), \
                                eager_ranges() if eager_ranges and not compiled else contextlib.nullcontext():
                            _profile(call, cuda=cuda, iterations=1, record_shapes=True, path=raw_b)
                        shaped = process_trace(load_trace(raw_b), compiled=compiled, code_kernels=code_kernels,
                                               kernel_meta=kernel_meta)
                        mode["attributed"] = merge_attribution(mode, shaped)
                    except Exception as e:  # the timed profile above still stands
                        log.exception("attribution pass of %s failed", label)
                        mode.setdefault("notes", []).append(
                            f"no shapes, FLOPs or modules per kernel: the attribution pass failed: "
                            f"{type(e).__name__}: {e}")
        except Exception as e:
            log.exception("profiling %s failed", label)
            mode = {"available": False, "reason": f"profiling failed: {type(e).__name__}: {e}"}
        section[label] = mode
    section["available"] = any(section.get(k, {}).get("available") for k in ("eager", "compiled"))
    if not section["available"]:
        section["reason"] = "; ".join(
            f"{k}: {section[k].get('reason')}" for k in ("eager", "compiled") if section.get(k, {}).get("reason")
        )
    section["cudagraphs"] = bool((section.get("compiled") or {}).get("graph_launches"))
    return section
