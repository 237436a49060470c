"""The warm worker ("zygote"): pay Python + torch/Dynamo/Inductor/transformers imports once, fork a run.

A fresh worker process (``python -m analyzers execute RUN_ID``) spends about 3 s on CPU (8-12 s
on a GPU box, with transformers) importing before the first stage starts. ``python -m analyzers
warm-worker`` imports all of that once, then serves requests, one JSON line each on stdin
(``{"runs_dir": ..., "run_id": ...}``), by ``os.fork()``: the child is a fresh, never-compiled copy
of an interpreter that has everything imported, and runs the same code path as ``execute``
(``runner.execute_run``, then ``os._exit``). The reply is one JSON line on stdout (``{"pid": N}``).

Fork safety, which is the whole game here:
  * CUDA does not survive ``fork``: the zygote never calls into CUDA. Inductor's import asks
    ``torch.cuda.is_available()``, which initialises the driver unless ``PYTORCH_NVML_BASED_CUDA_CHECK``
    is set, so the zygote sets it (the child gets the original environment back);
    ``assert_fork_safe`` checks that the driver is still untouched.
  * No threads: no Python threads and no Inductor compile-worker pool (``torch.compile`` is never
    called here). numpy's OpenBLAS starts a pool when imported; it registers ``pthread_atfork``
    handlers and is fork-safe. No tensor op runs here, so torch's OpenMP pool never starts.
  * No open SQLite connection or store object crosses the fork: the child opens the store.
  * Children are reaped by a SIGCHLD handler (no threads); it writes each child's exit status to
    ``runs/<run_id>/worker.exit`` so whoever waits for the run learns the exact code.
The child resets SIGCHLD (else ``subprocess.run`` in a stage loses its return codes), unblocks
it, starts a new session (so a cancel kills its whole process group, compile workers included)
and sends fd 1 and 2 to the run's ``worker.log``.

``warm_executor.WarmExecutor`` (the dispatcher's default) starts this process lazily and restarts it if it died.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import signal
import sys
import time
from pathlib import Path

from .child_process import output_to
from .executor import LOG_FILE

EXIT_FILE = "worker.exit"
NVML_CHECK = "PYTORCH_NVML_BASED_CUDA_CHECK"

# What a run imports, heaviest first. Missing optional ones (triton on CPU) are skipped.
PREIMPORTS = (
    "torch",
    "torch._dynamo",
    "torch._dynamo.backends.inductor",
    "torch._functorch.aot_autograd",
    "torch._inductor.config",
    "torch._inductor.compile_fx",
    "torch._inductor.codecache",
    "torch._inductor.async_compile",
    "torch._inductor.graph",
    "torch._inductor.lowering",
    "torch._inductor.scheduler",
    "torch._inductor.decomposition",
    "torch._inductor.fx_passes.post_grad",
    "torch._inductor.codegen.wrapper",
    "torch._inductor.codegen.cpp",
    "torch._inductor.codegen.cpp_wrapper_cpu",
    "torch._inductor.codegen.simd",
    "torch._inductor.codegen.triton",
    "torch._inductor.codegen.cuda_combined_scheduling",
    "torch._inductor.runtime.triton_heuristics",
    "torch._inductor.cpu_vec_isa",
    "torch._inductor.codegen.cpp_wrapper_gpu",
    "torch._inductor.codegen.memory_planning",
    "torch._dynamo.backends.cudagraphs",
    "torch.export._trace",
    "torch.profiler",
    "torch.utils.benchmark",
    "triton",
    "triton.language",
    "numpy",
    "transformers",
)


# ...and the engine's own modules a run uses: every model source and analysis (not programs like ncu_target).
ENGINE_PACKAGES = ("analyzers.models", "analyzers.analyses")
ENGINE_MODULES = ("analyzers.runs.run_context", "analyzers.runs.runner", "analyzers.runs.stages")
NOT_PREIMPORTED = {"ncu_target", "recipe_check"}  # programs run as `python -m`, not parts of a run


def engine_modules() -> list[str]:
    """The engine modules a forked run would import (found on disk, so a new analysis is never missed)."""
    out = list(ENGINE_MODULES)
    for pkg in ENGINE_PACKAGES:
        folder = Path(__file__).resolve().parents[1] / pkg.split(".")[1]
        out += [name for name in _modules_under(folder, pkg) if name.rsplit(".", 1)[-1] not in NOT_PREIMPORTED]
    return out


def _modules_under(folder: Path, pkg: str) -> list[str]:
    """Every module of a package and of its sub-packages (the analyses' rooms), found on disk."""
    out = []
    for m in pkgutil.iter_modules([str(folder)]):
        if m.ispkg:
            out += [f"{pkg}.{m.name}"] + _modules_under(folder / m.name, f"{pkg}.{m.name}")
        else:
            out.append(f"{pkg}.{m.name}")
    return out


class WarmWorkerError(RuntimeError):
    """The warm worker could not start or answer; callers fall back to a fresh process."""


# -- the zygote ----------------------------------------------------------------------------------
def preimport() -> dict:
    """Import everything a run needs without touching CUDA; returns what it did."""
    t0 = time.perf_counter()
    skipped = []
    for name in PREIMPORTS + tuple(engine_modules()):
        try:
            importlib.import_module(name)
        except ImportError as e:  # optional (triton on CPU) or a module this torch lacks
            skipped.append(f"{name}: {e}"[:200])
    skipped += _preimport_zoo_classes()
    import gc

    gc.collect()
    gc.freeze()  # the imported objects stay in the permanent generation: less copy-on-write per fork
    return {"preimport_s": round(time.perf_counter() - t0, 3), "skipped": skipped}


def _preimport_zoo_classes() -> list[str]:
    """transformers imports its model modules lazily: touch every zoo class (no weights are built)."""
    try:
        import transformers

        from ..models.zoo import zoo_configs

        names = [spec[0] for spec in zoo_configs().values()] + ["AutoConfig", "AutoModel"]
    except Exception as e:  # noqa: BLE001 - a missing transformers only costs the warm-up
        return [f"zoo classes: {type(e).__name__}: {e}"[:200]]
    skipped = []
    for name in names:
        try:
            getattr(transformers, name)
        except Exception as e:  # noqa: BLE001
            skipped.append(f"transformers.{name}: {type(e).__name__}: {e}"[:200])
    return skipped


def fork_hazards() -> dict:
    """What would make a fork unsafe, as data (``assert_fork_safe`` turns it into a refusal)."""
    import threading

    import torch

    return {
        "cuda_initialized": bool(torch.cuda.is_initialized()),
        "python_threads": threading.active_count(),
        # native threads: numpy's OpenBLAS pool is expected (fork-safe through pthread_atfork)
        "native_threads": len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else None,
        # torch.cuda.is_initialized() only sees torch's own lazy init, not a bare runtime call such
        # as torch.cuda.is_available(), which runs cuInit: ask the driver itself, if it is loaded
        "libcuda_loaded": bool(_libcuda_path()),
        "cuda_driver_initialized": _cuda_driver_initialized(),
    }


def _libcuda_path() -> str | None:
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                if "libcuda.so" in line:
                    return line.split()[-1]
    except OSError:
        pass
    return None


def _cuda_driver_initialized() -> bool | None:
    """Whether cuInit ran in this process; None when the driver library is not even loaded.

    Never loads the driver: only a library already in memory is asked. Before cuInit,
    cuDeviceGetCount answers CUDA_ERROR_NOT_INITIALIZED (3) and changes nothing.
    """
    path = _libcuda_path()
    if not path:
        return None
    try:
        import ctypes

        count = ctypes.c_int(0)
        return ctypes.CDLL(path).cuDeviceGetCount(ctypes.byref(count)) != 3
    except Exception:  # noqa: BLE001 - cannot tell: assume the worst
        return True


def assert_fork_safe(hazards: dict) -> None:
    if hazards["cuda_initialized"] is not False:
        raise WarmWorkerError("CUDA was initialised before fork: a forked run could not use the GPU")
    if hazards.get("cuda_driver_initialized"):
        raise WarmWorkerError("the CUDA driver was initialised before fork (something called into CUDA while "
                              "importing): a forked run could not use the GPU")
    if hazards["python_threads"] != 1:
        raise WarmWorkerError(f"{hazards['python_threads']} Python threads before fork: only the main one is safe")


class Zygote:
    """Serves fork requests from ``stdin``; replies on ``stdout``."""

    def __init__(self, info: dict):
        self.info = info
        self.children: dict[int, Path] = {}  # pid -> where its exit status goes
        self.served = 0

    def reap(self, signum=None, frame=None) -> None:
        """SIGCHLD handler: collect every finished child, record its exit status."""
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            exit_path = self.children.pop(pid, None)
            if exit_path is not None:
                _write_exit(exit_path, os.waitstatus_to_exitcode(status))

    def serve(self, stdin, stdout) -> None:
        signal.signal(signal.SIGCHLD, self.reap)
        print(json.dumps({"ready": True, "pid": os.getpid(), **self.info}), file=stdout, flush=True)
        for line in stdin:
            try:
                req = json.loads(line)
                reply = {"pid": self.fork_run(Path(req["runs_dir"]), str(req["run_id"]))}
            except Exception as e:  # noqa: BLE001 - a bad request must not end the zygote
                reply = {"error": f"{type(e).__name__}: {e}"}
            print(json.dumps(reply), file=stdout, flush=True)
        # stdin closed: the dispatcher is gone. Running children go on (own sessions).

    def fork_run(self, runs_dir: Path, run_id: str) -> int:
        from ..report.schema import valid_run_id

        if not valid_run_id(run_id):
            raise ValueError(f"invalid run id {run_id!r}")
        run_dir = runs_dir / run_id
        if not (run_dir / "report.json").is_file():
            raise ValueError(f"no run {run_id} in {runs_dir}")
        exit_path = run_dir / EXIT_FILE
        exit_path.unlink(missing_ok=True)
        hazards = fork_hazards()
        assert_fork_safe(hazards)
        sys.stdout.flush()
        sys.stderr.flush()
        forked_at = time.time()
        # Block SIGCHLD across fork + bookkeeping: a child that dies at once must find its entry.
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGCHLD})
        try:
            pid = os.fork()
            if pid == 0:
                self._child(runs_dir, run_id, dict(self.info, forked_at=forked_at, hazards=hazards))
            self.children[pid] = exit_path
            self.served += 1
        finally:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGCHLD})
        return pid

    def _child(self, runs_dir: Path, run_id: str, info: dict) -> None:
        """In the forked child: become a worker for ``run_id``; never returns."""
        code = 1
        try:
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            if info.get("nvml_check_prior") is None:  # the run sees the environment the zygote was given
                os.environ.pop(NVML_CHECK, None)
            else:
                os.environ[NVML_CHECK] = info["nvml_check_prior"]
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGCHLD})
            os.setsid()
            output_to(runs_dir / run_id / LOG_FILE)
            from ..report.store import RunStore
            from .runner import execute_in_this_process

            print(f"[compilescope] forked from warm worker {os.getppid()} (imports paid once: "
                  f"{info.get('preimport_s')} s)", file=sys.stderr, flush=True)
            worker = {
                "kind": "warm",
                "preimport_s": info.get("preimport_s"),
                "zygote_pid": os.getppid(),
                "runs_before": self.served,
                "fork_s": round(time.time() - info["forked_at"], 4),
                "fork_hazards": info.get("hazards"),
            }
            execute_in_this_process(RunStore(runs_dir), run_id, worker)  # exits the process
        except BaseException:  # noqa: BLE001 - the child must never return into the zygote's loop
            import traceback

            traceback.print_exc()
        finally:
            try:
                sys.stdout.flush()
                sys.stderr.flush()
            finally:
                os._exit(code)


def _write_exit(path: Path, code: int) -> None:
    try:
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(str(code))
        os.replace(tmp, path)
    except OSError:
        pass  # the run folder was deleted: nobody is waiting


def serve_forever() -> int:
    """``python -m analyzers warm-worker``: import, check, print the ready line, serve.

    Exits 3 with a ``{"ready": false, "error": ...}`` line when forking would be unsafe; the
    executor then stops trying and runs fresh worker processes.
    """
    # Importing Inductor (torch 2.11 on an H200) calls torch.cuda.is_available(), which by default
    # initialises the driver and marks every later fork "bad". Asked through NVML it does not.
    prior = os.environ.get(NVML_CHECK)
    os.environ[NVML_CHECK] = "1"
    info = preimport()
    info["nvml_check_prior"] = prior
    import torch

    hazards = fork_hazards()
    try:
        assert torch.cuda.is_initialized() is False, "the warm worker must never initialise CUDA"
        assert_fork_safe(hazards)
    except (AssertionError, WarmWorkerError) as e:
        print(json.dumps({"ready": False, "error": str(e), "hazards": hazards}), flush=True)
        return 3
    info["hazards"] = hazards
    Zygote(info).serve(sys.stdin, sys.stdout)
    return 0




