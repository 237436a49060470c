"""A fresh worker started before its run exists: the CLI's ``run`` (issue 38).

A plain script imports torch once. The CLI used to pay it three times: ``env --json`` for the machine's facts (when
its cache was stale), a throwaway process that imported and built the recipe (admission), then the worker. Now the
CLI starts its worker first, so Python and torch import while the CLI parses and checks the options; it asks that
worker for the machine's facts and to import and build the recipe, and only when the recipe is admitted records
the run and hands the worker its id. The model the check built is the one the run loads (same seed, same random
state after it), so the recipe's top level and ``build_model()`` run once.

Isolation is unchanged: nothing of the recipe runs in the CLI; the worker leads its own session; a refused recipe
leaves no run in the store; a CLI killed before the hand-over closes the worker's stdin and the worker exits; after
it, the worker is an ordinary orphaned run (``runner.stop_when_overdue``).

Protocol: JSON lines on the worker's stdin (``{"facts": true}``, ``{"recipe": path}``, ``{"run_id": ..., "marks":
[...]}``); answers as JSON lines on a pipe of their own (``--answer-fd``), so the recipe's prints (and torch's) go
to the log: a temporary file until the run exists, copied to the run's ``worker.log`` at the hand-over.
"""

from __future__ import annotations

import json
import logging
import os
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ..report.store import RunStore
from . import own_time
from .child_process import kill_group, output_to
from .executor import LOG_FILE, engine_env

log = logging.getLogger("compilescope.admission")


class WorkerGone(RuntimeError):
    """The worker ended before it answered."""


class AdmittingWorker:
    """The CLI's side: start it, ask it, then use it as the run's executor (``launch`` / ``kill``)."""

    def __init__(self, store: RunStore, python: str | None = None):
        self.log = tempfile.TemporaryFile()
        read_fd, write_fd = os.pipe()
        cmd = [python or sys.executable, "-m", "analyzers", "--runs-dir", str(store.root.resolve()), "execute",
               "--admit", "--answer-fd", str(write_fd)]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=self.log, stderr=subprocess.STDOUT,
                                     pass_fds=(write_fd,), cwd=os.getcwd(), env=engine_env(), start_new_session=True)
        os.close(write_fd)
        own_time.mark("worker_launched")
        self.answers = read_fd
        self.buffer = b""
        self.last: dict = {}

    # -- questions ------------------------------------------------------------------------------------------
    def facts(self, timeout_s: float = 120) -> dict:
        """The machine's facts (``admission.machine_facts``) as the worker's torch sees them."""
        self._send({"facts": True})
        facts = self._answer("facts", timeout_s).get("facts")
        if not isinstance(facts, dict):
            raise WorkerGone("the worker's facts are not an object")
        return facts

    def recipe_problems(self, path: str, timeout_s: float) -> list[str]:
        """Import and build the recipe in the worker; its problems (none on a timeout: the run will say)."""
        from .recipe_checks import answer_problems

        self._send({"recipe": str(path)})
        try:
            answer = self._answer("problems", timeout_s)
        except TimeoutError:
            log.warning("recipe %s took over %s s to build: admitted unchecked", path, timeout_s)
            return []
        except WorkerGone:
            return answer_problems(path, self.last, self._returncode(), self._log_tail())
        return [str(p) for p in answer.get("problems") or []]

    # -- the executor interface (queue.run_now) ---------------------------------------------------------------
    def launch(self, store: RunStore, run_id: str) -> subprocess.Popen:
        self._send({"run_id": run_id, "marks": own_time.marks()})
        self.close(stop=False)
        return self.proc

    def kill(self, handle: subprocess.Popen) -> None:
        kill_group(handle)

    def close(self, stop: bool = True) -> None:
        """Stop asking: the worker reads the end of its input (and exits, unless it was handed a run)."""
        for f in (self.proc.stdin, self.log):
            try:
                f.close()
            except OSError:
                pass
        if self.answers is not None:
            os.close(self.answers)
            self.answers = None
        if stop:
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                kill_group(self.proc)

    # -- plumbing ---------------------------------------------------------------------------------------------
    def _send(self, message: dict) -> None:
        try:
            self.proc.stdin.write((json.dumps(message) + "\n").encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass  # it is gone: the answer says so

    def _answer(self, key: str, timeout_s: float) -> dict:
        deadline = time.monotonic() + timeout_s
        while True:
            while b"\n" in self.buffer:
                line, self.buffer = self.buffer.split(b"\n", 1)
                try:
                    answer = json.loads(line)
                except ValueError:
                    continue
                if isinstance(answer, dict):
                    self.last = answer
                    if key in answer:
                        return answer
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(key)
            ready, _, _ = select.select([self.answers], [], [], left)
            if ready:
                chunk = os.read(self.answers, 65536)
                if not chunk:
                    raise WorkerGone(key)
                self.buffer += chunk

    def _returncode(self) -> int | None:
        try:
            return self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            return None

    def _log_tail(self) -> str:
        try:
            self.log.seek(0)
            lines = [ln for ln in self.log.read().decode("utf-8", "replace").splitlines() if ln.strip()]
        except (OSError, ValueError):
            return ""
        return lines[-1] if lines else ""


# -- the worker's side -------------------------------------------------------------------------------------------
def serve(store: RunStore, answer_fd: int) -> None:
    """``python -m analyzers execute --admit``: import, answer the CLI, then run the run it hands over; exits."""
    own_time.mark_process_start("worker_start")
    own_time.mark("worker_ready")
    out = os.fdopen(answer_fd, "w")
    os.dup2(2, 1)  # print() of the recipe and of torch: to the log, never into the answers
    sys.stdout = sys.stderr

    def say(answer: dict) -> None:
        try:
            out.write(json.dumps(answer) + "\n")
            out.flush()
        except (BrokenPipeError, OSError):
            pass

    t0 = time.perf_counter()
    import torch  # noqa: F401

    own_time.mark("torch_imported")
    from . import stages  # noqa: F401

    own_time.mark("engine_imported")
    preimport_s = round(time.perf_counter() - t0, 3)
    from ..analyses.numerics import bisect_fork

    bisect_fork.prestart()  # before the facts touch CUDA; the run closes it when it checks no numerics
    for line in sys.stdin:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if message.get("facts"):
            import torch._dynamo  # noqa: F401 - the facts need them; explain and compile import them anyway
            import torch._inductor.config  # noqa: F401

            own_time.mark("dynamo_imported")
            from .admission import machine_facts

            say({"facts": machine_facts()})
            own_time.mark("facts_answered")
        elif message.get("recipe"):
            say({"problems": _check_recipe(Path(message["recipe"]), say)})
            own_time.mark("recipe_checked")
        elif message.get("run_id"):
            own_time.adopt(message.get("marks"))
            out.close()
            output_to(store.run_dir(str(message["run_id"])) / LOG_FILE, keep_earlier=True)  # the log so far too
            from .runner import execute_in_this_process

            execute_in_this_process(store, str(message["run_id"]),
                                    {"kind": "fresh", "preimport_s": preimport_s, "started_before_run": True})
    os._exit(0)  # refused, or the CLI went away: no run was handed over


def _check_recipe(path: Path, say) -> list[str]:
    """``recipe_check``'s steps in this process; the model it builds is kept for the run's load stage."""
    import torch

    from ..models.contract import SourceError
    from ..models.sources import build_recipe, import_recipe, keep_prebuilt

    try:
        torch.manual_seed(0)  # as the load stage seeds before it builds
        say({"stage": "import"})
        module = import_recipe(path)
        say({"stage": "build"})
        keep_prebuilt(path, build_recipe(module, path.resolve()))
    except SourceError as e:
        return [str(e)]
    except BaseException as e:  # noqa: BLE001 - SystemExit, KeyboardInterrupt from build_model() too
        return [f"recipe {path.name} raised while loading: {type(e).__name__}: {e}"]
    return []
