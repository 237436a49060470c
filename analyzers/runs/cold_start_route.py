"""One process of a cold start: ``python -m analyzers.runs.cold_start_route SPEC ROLE PARENT SPAWNED_AT``.

A fresh interpreter that does what a serving process does on start and notes when each phase began and ended,
in seconds from the moment the worker spawned it (``SPAWNED_AT``, epoch seconds: the same clock here):

* ``eager``: import torch, build the model (the run's source, then the worker's saved weights and inputs), the
  first call, steady state;
* ``jit-cold`` / ``jit-warm-cache`` / ``jit-mega-cache``: the same with ``torch.compile`` (the run's options):
  the compile happens in the first call. ``jit-mega-cache`` first loads the artifacts ``jit-cold`` saved with
  ``torch.compiler.save_cache_artifacts`` (after its steady state, outside its timeline's first output);
* ``jit-regional``: the same with each copy of the repeated block (``spec["regional"]``, found by the worker)
  compiled in place with ``nn.Module.compile`` (the run's options) and the rest of the model eager; Dynamo's own
  count of its compiles and the guards that failed between copies (``regional_account.dynamo_counts``);
* ``aot-build``: import torch, build the model, ``torch.export.export``, ``aoti_compile_and_package`` (a .pt2);
* ``aot-load``: import torch, ``aoti_load_package`` and the saved inputs (no model code), first call, steady.

Each phase is written to the result file as it starts (``current_phase``): a process that dies inside one (a
native crash, SIGSEGV in torch's ``aoti_load_package``) leaves the phase it died in for the worker to name. A
jit route also times the eager model in its steady state, interleaved with its compiled calls: the same control
in every jit process, so two routes' steady figures can be told apart from the machine's drift between them.

Steady state is timed as a run's benchmark times latency (``analyses/timing/bench_rounds.run_rounds`` under the
run's budget, ``series_summary`` for the median and its 95 % interval). The first output is saved for the worker
to hold against eager. The result file (``<out>/<role>/result.json``) is rewritten after every phase, so a
process killed half-way keeps the phases it finished. The cache folders are the worker's (environment), never
the user's.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
import traceback
from contextlib import contextmanager
from pathlib import Path

from ..report.store import atomic_write_text
from .child_process import die_with_parent

ROLES = ("eager", "jit-cold", "jit-regional", "jit-warm-cache", "jit-mega-cache", "aot-build", "aot-load")
JIT = ("jit-cold", "jit-warm-cache", "jit-mega-cache")  # torch.compile of the whole model
COMPILED = (*JIT, "jit-regional")  # the routes that compile in their first call


class Clock:
    """Phases as seconds since the spawn."""

    def __init__(self, spawned_at: float, on_change=None):
        self.t0, self.phases, self.on_change = spawned_at, [], on_change or (lambda: None)
        self.current: str | None = None  # the phase under way (saved as it starts: a crash inside it names it)

    def now(self) -> float:
        return time.time() - self.t0

    @contextmanager
    def phase(self, name: str):
        start = self.now()
        self.current = name
        self.on_change()
        try:
            yield
        finally:
            self.phases.append({"name": name, "start_s": round(start, 4), "end_s": round(self.now(), 4)})
            self.current = None
            self.on_change()


def main(spec_path: str, role: str, parent: int, spawned_at: float) -> int:
    die_with_parent(parent)  # a killed worker takes this process and its group with it
    spec = json.loads(Path(spec_path).read_text())
    out = Path(spec["out_dir"]) / role
    out.mkdir(parents=True, exist_ok=True)
    result: dict = {"role": role, "status": "running", "pid": os.getpid()}

    def save() -> None:
        # the phase under way, with when it started: a process killed by a signal inside it (a native crash in
        # torch's loader) leaves no Python error, only this
        result["current_phase"] = clock.current
        result["current_phase_start_s"] = round(clock.now(), 4) if clock.current else None
        atomic_write_text(out / "result.json", json.dumps(result, default=str))

    clock = Clock(spawned_at, save)
    result["phases"] = clock.phases
    clock.phases.append({"name": "start python", "start_s": 0.0, "end_s": round(clock.now(), 4)})
    where = ["import torch"]
    try:
        _route(spec, role, out, clock, result, where)
    except BaseException as e:  # noqa: BLE001 - a failing route is a finding: its row says where and why
        result["error"] = {"stage": where[0], "message": f"{type(e).__name__}: {e}".strip()[:3000],
                           "traceback": traceback.format_exc()[-20000:]}
        if where[0] == "export":
            result["error"]["user_frame"] = user_frame(e, spec.get("user_files") or [])
    _peaks(result)
    result["status"] = "failed" if result.get("error") else "ok"
    save()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0 if result["status"] == "ok" else 1)  # skip torch's teardown: the result is final


def _route(spec: dict, role: str, out: Path, clock: Clock, result: dict, where: list[str]) -> None:
    with clock.phase("import torch"):
        import torch
    if role != "eager":  # what torch.compile / aoti_load_package import on their first use, as a phase of its own
        where[0] = "import compiler"
        with clock.phase(where[0]):
            import torch._dynamo  # noqa: F401
            import torch._inductor.config  # noqa: F401
        result["compile_threads"] = _compile_threads()
    from ..analyses.options.compile_setup import compile_kwargs, dynamo_overrides, grad_context, inductor_overrides
    from ..report.schema import CompileOptions

    opts = CompileOptions(**spec["options"])
    result["torch"] = torch.__version__
    if role == "jit-mega-cache":
        where[0] = "load cache artifacts"
        with clock.phase(where[0]):
            info = torch.compiler.load_cache_artifacts(Path(spec["mega_artifacts"]).read_bytes())
        result["mega_cache_loaded"] = _info(info)
    if role == "aot-load":
        where[0] = "load package"
        with clock.phase(where[0]):
            model = torch._inductor.aoti_load_package(spec["package"])
        where[0] = "load inputs"
        with clock.phase(where[0]):
            args, kwargs = _inputs(spec, opts.device)
    else:
        where[0] = "build model"
        with clock.phase(where[0]):
            model, args, kwargs = _build(spec, opts)
    with dynamo_overrides(opts.dynamo_config), grad_context(opts):
        if role == "aot-build":
            _package(spec, model, args, kwargs, opts, clock, result, where)
            return
        fn, control = model, (model if role in JIT else None)
        where[0] = "compile and first call" if role in COMPILED else "first call"
        with inductor_overrides(opts.inductor_config if role in COMPILED else {}), clock.phase(where[0]):
            if role in JIT:
                fn = torch.compile(model, **compile_kwargs(opts))
            elif role == "jit-regional":  # each copy in place; the compile happens in this first call
                control = _regional(spec, model, opts)
            first = fn(*args, **kwargs)
            _sync(opts.device)
        result["first_output_s"] = clock.phases[-1]["end_s"]
        if role in COMPILED:
            from ..analyses.options.compile_phases import compile_phases
            from ..analyses.options.regional_account import dynamo_counts

            result["caches"] = _cache_counters()
            result["dynamo"] = dynamo_counts()  # after the first call: what compiling it took
            result["compile_phases"] = compile_phases()
        from ..analyses.numerics.compare import flat_tensors

        torch.save([t.detach().to("cpu", copy=True) for t in flat_tensors(first)], out / "output.pt")
        del first
        where[0] = "steady state"
        with clock.phase(where[0]):
            # a jit route times the eager model beside its compiled calls, interleaved in this process: a control
            # that says whether two routes' steady figures differ by the compiled code or by the machine's state
            result["steady"] = _steady(fn, args, kwargs, opts, cudagraphs=role in COMPILED, control=control)
        if role == "jit-cold" and spec.get("mega_artifacts"):
            where[0] = "save cache artifacts"
            with clock.phase(where[0]):
                _save_mega(spec["mega_artifacts"], result)


def _regional(spec: dict, model, opts):
    """Compile each copy of the repeated block in place; the eager control: the same model with the copies
    uncompiled for each call (``eager_blocks``)."""
    from ..analyses.options.compile_setup import compile_kwargs
    from ..analyses.options.regional_block import compile_blocks, eager_blocks

    names = list(spec["regional"]["names"])
    compile_blocks(model, names, **compile_kwargs(opts))

    def eager(*args, **kwargs):
        with eager_blocks(model, names):
            return model(*args, **kwargs)

    return eager


def _build(spec: dict, opts):
    import torch

    from ..models.sources import load_model
    from ..report.schema import ModelSource

    torch.manual_seed(0)
    loaded = load_model(ModelSource(**spec["source"]), opts)
    # the worker's weights: the same in every process, whatever the model's initialisation does
    loaded.model.load_state_dict(torch.load(spec["weights"], map_location=opts.device, weights_only=True))
    args, kwargs = _inputs(spec, opts.device)
    return loaded.model, args, kwargs


def _inputs(spec: dict, device: str):
    import torch

    saved = torch.load(spec["inputs"], map_location=device, weights_only=False)  # our own file, written by the worker
    return tuple(saved["args"]), dict(saved["kwargs"])


def _package(spec, model, args, kwargs, opts, clock: Clock, result: dict, where: list[str]) -> None:
    import torch

    where[0] = "export"
    with clock.phase(where[0]):
        ep = torch.export.export(model, args, kwargs)
    result["export_s"] = round(clock.phases[-1]["end_s"] - clock.phases[-1]["start_s"], 4)
    where[0] = "package"
    with clock.phase(where[0]):
        path = torch._inductor.aoti_compile_and_package(ep, package_path=spec["package"],
                                                        inductor_configs=dict(opts.inductor_config) or None)
    result["package_build_s"] = round(clock.phases[-1]["end_s"] - clock.phases[-1]["start_s"], 4)
    result["package_mb"] = round(os.path.getsize(path) / 2**20, 3)


def _steady(fn, args, kwargs, opts, cudagraphs: bool, control=None) -> dict:
    """The route's steady latency (median, 95 % interval); with ``control`` (the eager model), its latency too,
    interleaved round by round with the route's calls (``eager_ms``, ``eager_ci_ms``, ``speedup``)."""
    from ..analyses.options.compile_setup import uses_cudagraphs
    from ..analyses.timing.bench_rounds import Budget, run_rounds
    from ..analyses.timing.benchmark import make_call
    from ..analyses.timing.timing_stats import series_summary

    calls = {"route": make_call(fn, args, kwargs, cudagraphs and uses_cudagraphs(opts))}
    if control is not None:
        calls["eager"] = make_call(control, args, kwargs, False)
    budget = Budget(seconds=opts.bench_seconds, min_calls=opts.min_calls, max_calls=opts.max_calls,
                    fixed=opts.iterations)
    timed = run_rounds(calls, device=opts.device, budget=budget, warmup=opts.warmup)
    lat = timed["series"]["route"]["latency"]
    st = series_summary(lat.samples, lat.rounds)
    st.update(rounds=timed["rounds"], stopped=timed["stopped"], budget_s=timed["budget_s"])
    st.setdefault("rounds_ms", [st.get("median_ms")])
    if control is not None:
        eager = timed["series"]["eager"]["latency"]
        ctl = series_summary(eager.samples, eager.rounds)
        st.update(eager_ms=ctl.get("median_ms"), eager_ci_ms=ctl.get("ci_ms"),
                  eager_rounds_ms=ctl.get("rounds_ms") or [ctl.get("median_ms")])
        if st.get("median_ms") and ctl.get("median_ms"):
            st["speedup"] = round(ctl["median_ms"] / st["median_ms"], 4)
    return st


def _save_mega(path: str, result: dict) -> None:
    import torch

    saved = torch.compiler.save_cache_artifacts()
    if saved is None:
        result["mega_cache_note"] = "torch.compiler.save_cache_artifacts returned nothing: no artifacts to save"
        return
    blob, info = saved
    atomic_bytes(Path(path), blob)
    result["mega_cache_mb"] = round(len(blob) / 2**20, 3)
    result["mega_cache_saved"] = _info(info)


def atomic_bytes(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _info(info) -> dict | None:
    """A CacheInfo as counts of artifacts per kind."""
    if info is None:
        return None
    counts = {}
    for name in dir(info):
        value = getattr(info, name, None)
        if not name.startswith("_") and isinstance(value, list):
            counts[name] = len(value)
    return counts or {"text": str(info)[:300]}


def _cache_counters() -> dict:
    """Inductor's cache hits and misses in this process (FX graph and AOTAutograd caches), from its counters."""
    from torch._dynamo.utils import counters

    keys = ("fxgraph_cache_hit", "fxgraph_cache_miss", "fxgraph_cache_bypass")
    out = {k: int(counters["inductor"].get(k, 0)) for k in keys}
    out.update({k: int(v) for k, v in counters["aot_autograd"].items() if "autograd_cache" in k})
    return out


def _compile_threads():
    try:
        import torch._inductor.config as icfg

        return icfg.compile_threads
    except Exception:  # noqa: BLE001 - a torch without it
        return None


def _sync(device: str) -> None:
    import torch

    if device.startswith("cuda"):
        torch.cuda.synchronize()


def _peaks(result: dict) -> None:
    """This process's peak RSS (compile worker processes not counted) and the CUDA allocator's peak reserve."""
    import resource

    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    result["peak_rss_mb"] = round(kb / 1024, 1) if sys.platform != "darwin" else round(kb / 2**20, 1)
    result["peak_gpu_mb"] = None
    torch = sys.modules.get("torch")
    if torch is not None and torch.cuda.is_available() and torch.cuda.is_initialized():
        result["peak_gpu_mb"] = round(torch.cuda.max_memory_reserved() / 2**20, 1)


_FRAME = re.compile(r'File "([^"]+)", line (\d+)')


def user_frame(exc: BaseException, user_files: list[str]) -> dict | None:
    """The user's innermost frame of an export error: from the traceback, else the message torch writes ("The
    following call raised this error: File ..., line N")."""
    files = {os.path.realpath(f) for f in user_files}
    frames = [(f.filename, f.lineno) for f in traceback.extract_tb(exc.__traceback__)]
    frames += [(m.group(1), int(m.group(2))) for m in _FRAME.finditer(str(exc))]
    mine = [(f, n) for f, n in frames if os.path.realpath(f) in files]
    if not mine:
        return None
    f, n = mine[-1]
    return {"file": f, "line": n}


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])))
