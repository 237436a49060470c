"""The program the numerics bisection runs in: a stored run's model, bisected with torch's ``CompilerBisector``.

    python -m analyzers.analyses.numerics.bisect_target --runs-dir RUNS RUN_ID OUT.json

Rebuilds the model as the run did (request, seed 0, dtype, device), takes eager's outputs on every input, then
``CompilerBisector.do_bisect(fn)``: ``fn`` compiles afresh with the backend and switches the bisector chose and
says whether every output is within the dtype's tolerance. Each step is printed as one ``@@step {json}`` line on
stdout (the worker shows it as progress and keeps it when the budget runs out); the bisector's own lines pass
through. Where the answer names a setting that should restore eager's numbers, the model is compiled again with
it, bisector off, to check. The result goes to OUT.json. The worker kills this process when its budget is spent:
a separate process, so a hung or crashing compile cannot take the run with it. And the other way round: when the
worker that started it is gone (its run cancelled, timed out, killed -9), this process kills itself and its
compile workers (``die_with_parent``).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
import time

STEP = "@@step "
PARENT_ENV = "COMPILESCOPE_BISECT_PARENT"  # the worker's pid, set by ``bisection.run_bisection``


def die_with_parent(parent: int | None, poll_s: float = 0.2) -> None:
    """From now on, when ``parent`` is no longer this process's parent, SIGKILL this process's group: this process
    and the compile workers Inductor started in it (their own watchdog waits a minute). Nobody would read the
    answer, and a search must not outlive its run."""
    if not parent:
        return

    def die() -> None:
        if os.getpgrp() == os.getpid():  # started in a session of its own: the group is ours alone
            os.killpg(os.getpgrp(), signal.SIGKILL)
        os.kill(os.getpid(), signal.SIGKILL)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(poll_s)
        die()

    if os.getppid() != parent:  # gone before we got here
        die()
    threading.Thread(target=watch, daemon=True, name="die-with-parent").start()


def emit(kind: str, **fields) -> None:
    print(STEP + json.dumps(dict(fields, kind=kind), default=str), flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs-dir", required=True)
    ap.add_argument("run_id")
    ap.add_argument("out")
    a = ap.parse_args(argv)
    die_with_parent(int(os.environ.get(PARENT_ENV) or 0) or None)  # before torch is imported: that takes seconds
    out: dict = {"steps": []}
    try:
        from torch._inductor.compiler_bisector import CompilerBisector
    except ImportError as e:
        out["unavailable"] = f"this torch has no torch._inductor.compiler_bisector ({e})"
        return _write(a.out, out)
    if not callable(getattr(CompilerBisector, "do_bisect", None)):
        out["unavailable"] = "this torch's CompilerBisector has no do_bisect"
        return _write(a.out, out)
    target = Target.load(a.runs_dir, a.run_id)
    emit("ready", inputs=len(target.calls), reference_s=round(target.reference_s, 2))

    def fn() -> bool:
        backend = CompilerBisector.get_backend() or target.opts.backend
        sub = CompilerBisector.get_subsystem()
        t0 = time.perf_counter()
        try:
            rel, passed = target.check(backend)
        except Exception as e:
            emit("step", backend=backend, subsystem=sub, error=f"{type(e).__name__}: {e}"[:400],
                 seconds=round(time.perf_counter() - t0, 2))
            raise
        emit("step", backend=backend, subsystem=sub, rel_err=rel, passed=passed,
             seconds=round(time.perf_counter() - t0, 2))
        out["steps"].append({"backend": backend, "subsystem": sub, "rel_err": rel, "passed": passed})
        return passed

    t0 = time.perf_counter()
    result = CompilerBisector.do_bisect(fn)
    out["seconds"] = round(time.perf_counter() - t0, 2)
    out["result"] = None if result is None else {k: getattr(result, k, None)
                                                 for k in ("backend", "subsystem", "bisect_number", "debug_info")}
    if out["result"] and out["result"].get("debug_info") is not None:
        out["result"]["debug_info"] = str(out["result"]["debug_info"])
    emit("result", result=out["result"], seconds=out["seconds"])
    from .culprit import explain

    setting = explain(out["result"])["setting"]
    if setting:
        t0 = time.perf_counter()
        try:
            rel, passed = target.check(target.opts.backend if target.opts.backend == "inductor" else "inductor",
                                       {setting["key"]: setting["value"]})
            out["verify"] = {"setting": setting, "rel_err": rel, "restored": passed,
                             "seconds": round(time.perf_counter() - t0, 2)}
        except Exception as e:  # noqa: BLE001 - the answer stands without the check
            out["verify"] = {"setting": setting, "error": f"{type(e).__name__}: {e}"[:400]}
        emit("verify", **out["verify"])
    return _write(a.out, out)


class Target:
    """The model, its inputs and eager's outputs on them; ``check`` compiles afresh and compares."""

    def __init__(self, model, calls, opts, refs, reference_s):
        self.model, self.calls, self.opts, self.refs, self.reference_s = model, calls, opts, refs, reference_s

    @classmethod
    def load(cls, runs_dir: str, run_id: str) -> "Target":
        import torch

        from ...models.sources import load_model
        from ...report.schema import RunRequest
        from ...report.store import RunStore
        from ..options.compile_setup import grad_context
        from .check import clone_out, restore, seeded, snapshot

        request = RunRequest.from_dict(RunStore(runs_dir).load_report(run_id)["request"])
        opts = request.options
        torch.manual_seed(0)
        loaded = load_model(request.source, opts)
        calls = [(loaded.args, loaded.kwargs)] + list(loaded.extra_calls)
        t0 = time.perf_counter()
        target = cls(loaded.model, calls, opts, [], 0.0)
        target.saved = snapshot(loaded.model)
        with grad_context(opts):
            for args, kwargs in calls:
                target.refs.append(clone_out(seeded(lambda: loaded.model(*args, **kwargs))))
                restore(loaded.model, target.saved)
        target.reference_s = time.perf_counter() - t0
        return target

    def check(self, backend: str, config: dict | None = None) -> tuple[float | None, bool]:
        """Compile afresh with ``backend`` (the run's options and Inductor overrides, plus ``config``); the worst
        relative error over every input's outputs, and whether all are within tolerance."""
        import torch

        from ..options.compile_setup import compile_kwargs, grad_context, inductor_overrides
        from .check import clone_out, restore, seeded
        from .compare import compare_each, worst

        torch._dynamo.reset()
        kw = dict(compile_kwargs(self.opts), backend=backend)
        if backend != "inductor":
            kw.pop("mode", None)
        rels, passed = [], True
        with grad_context(self.opts), inductor_overrides({**self.opts.inductor_config, **(config or {})}):
            compiled = torch.compile(self.model, **kw)
            for (args, kwargs), ref in zip(self.calls, self.refs):
                restore(self.model, self.saved)
                got = clone_out(seeded(lambda: compiled(*args, **kwargs)))
                rows = compare_each(ref, got, self.opts.dtype)
                passed = passed and all(r.get("passed") for r in rows)
                rels.append(worst(rows).get("rel_err"))
        restore(self.model, self.saved)
        rels = [r for r in rels if r is not None]
        return (max(rels) if rels else None), passed


def _write(path: str, out: dict) -> int:
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(out, f, default=str)
    os.replace(tmp, path)
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)  # the answer is written: skip torch's teardown (seconds, compile workers included)
