"""A fresh worker started before its run exists: the CLI's ``run``.

A plain script imports torch once. The CLI used to pay it three times: ``env --json`` for the machine's facts (when
its cache was stale), a throwaway process that imported and built the recipe (admission), then the worker. Now the
CLI starts its worker first, so Python and torch import while the CLI parses and checks the options; it asks that
worker for the machine's facts and to import and build the recipe, and only when the recipe is admitted records
the run and hands the worker its id. The model the check built is the one the run loads (same seed, same random
state after it), so the recipe's top level and ``build_model()`` run once.

Isolation is unchanged: nothing of the recipe runs in the CLI; the worker leads its own session; a refused recipe
leaves no run in the store; a CLI killed before the hand-over closes the worker's stdin and the worker exits; after
it, the worker is an ordinary orphaned run (``runner.stop_when_overdue``).

The run's time budget (``--timeout``) holds from the command's start: the recipe check waits as long as the budget
lasts, and the run handed over keeps counting from there. A recipe that is still loading when the budget runs out
is a failed run at its load stage: the CLI asks the worker for its Python stack (``recipe_check.STACK_SIGNAL``)
before killing it, and the run's error names the recipe's line where it was stopped.

Protocol: JSON lines on the worker's stdin (``{"facts": true}``, ``{"recipe": path}``, ``{"run_id": ..., "marks":
[...]}``); answers as JSON lines on a pipe of their own (``--answer-fd``), so the recipe's prints (and torch's) go
to the log: a temporary file until the run exists, copied to the run's ``worker.log`` at the hand-over.
"""

from __future__ import annotations

import json
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
        self.overdue: dict | None = None  # the budget ran out while the recipe loaded (``recipe_problems``)

    # -- questions ------------------------------------------------------------------------------------------
    def facts(self, timeout_s: float = 120) -> dict:
        """The machine's facts (``admission.machine_facts``) as the worker's torch sees them."""
        self._send({"facts": True})
        facts = self._answer("facts", timeout_s).get("facts")
        if not isinstance(facts, dict):
            raise WorkerGone("the worker's facts are not an object")
        return facts

    def recipe_problems(self, path: str, budget_s: float) -> list[str]:
        """Import and build the recipe in the worker; its problems. ``budget_s``: what is left of the run's time
        budget. Past it the worker is asked where the recipe is stuck and stopped; ``overdue`` says so (no problem:
        the request was fine, its run ran out of time loading the recipe, and ``record_overdue`` says where)."""
        from .recipe_checks import answer_problems

        self._send({"recipe": str(path)})
        try:
            answer = self._answer("problems", max(0.0, budget_s))
        except TimeoutError:
            self.overdue = self._stop_overdue(path)
            return []
        except WorkerGone:
            return answer_problems(path, self.last, self._returncode(), self._log_tail(), stack=self._log_text())
        return [str(p) for p in answer.get("problems") or []]

    def _stop_overdue(self, path: str) -> dict:
        """Take the worker's Python stack (where the recipe is stuck), then kill it; what ``record_overdue`` says."""
        from .recipe_checks import recipe_frame, take_stack

        stack = take_stack(self.proc.pid, self._log_text) if self.proc.poll() is None else ""
        kill_group(self.proc, wait_s=10)
        log_text = self._log_text()
        step = self.last.get("stage") if "problems" not in self.last else None
        return {"step": step, "frame": recipe_frame(stack, path), "stack": stack.strip(), "log": log_text}

    def record_overdue(self, store: RunStore, request, claimed_by: str) -> dict:
        """The run whose time budget ran out while its worker loaded the recipe: stored as failed at its load stage,
        with the recipe's line where it was stopped and the worker's Python stack; the worker's log is its log."""
        from .endings import fail_before_start
        from .recipe_checks import overdue_message

        report = store.create_run(request, claimed_by=claimed_by)
        run_id = report["run_id"]
        overdue = self.overdue or {}
        try:
            (store.run_dir(run_id) / LOG_FILE).write_text(overdue.get("log") or "")
        except OSError:
            pass
        message = overdue_message(request.options.timeout_s, overdue.get("step"), overdue.get("frame"))
        self.close()
        return fail_before_start(store, run_id, message, traceback=overdue.get("stack") or "",
                                 started=command_start())

    # -- the executor interface (queue.run_now) ---------------------------------------------------------------
    def launch(self, store: RunStore, run_id: str) -> subprocess.Popen:
        self._send({"run_id": run_id, "marks": own_time.marks()})
        self.close(stop=False)
        # whoever waits for it (queue.wait_for) counts the run's timeout from here: the command's start, so the
        # user's budget holds for the admission (the worker's imports, the recipe's build) too
        self.proc.running_since = time.monotonic() - (time.time() - command_start())
        return self.proc

    def kill(self, handle: subprocess.Popen) -> None:
        kill_group(handle)

    def close(self, stop: bool = True) -> None:
        """Stop asking: the worker reads the end of its input (and exits, unless it was handed a run). ``stop``: no
        run was handed over (a refused request, an interrupt): the worker holds nothing of the store, so it is
        stopped now rather than waited for (still importing torch, it would answer a refusal seconds late)."""
        for f in (self.proc.stdin, self.log):
            try:
                f.close()
            except OSError:
                pass
        if self.answers is not None:
            os.close(self.answers)
            self.answers = None
        if stop:
            kill_group(self.proc, wait_s=10)  # a worker already gone is only reaped

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
        lines = [ln for ln in self._log_text().splitlines() if ln.strip()]
        return lines[-1] if lines else ""

    def _log_text(self) -> str:
        """What the worker printed so far (read without moving the offset it writes at)."""
        try:
            fd = self.log.fileno()
            return os.pread(fd, os.fstat(fd).st_size, 0).decode("utf-8", "replace")
        except (OSError, ValueError):
            return ""


def command_start() -> float:
    """When this command started (epoch seconds): the user's time budget holds from there."""
    marks = dict(own_time.marks())
    return float(marks.get("cli_start") or marks.get("cli_ready") or time.time())


def budget_left(timeout_s: float) -> float:
    """Seconds left of a run's ``timeout_s``, counted from the command's start."""
    return timeout_s - (time.time() - command_start())


# -- the worker's side -------------------------------------------------------------------------------------------
def serve(store: RunStore, answer_fd: int) -> None:
    """``python -m analyzers execute --admit``: import, answer the CLI, then run the run it hands over; exits."""
    from ..models.recipe_check import answer_stack_requests

    answer_stack_requests()  # the CLI asks where a recipe that loads past the budget is stuck, before killing it
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

    from ..models.recipe_check import loading_problem
    from ..models.sources import build_recipe, import_recipe, keep_prebuilt

    try:
        torch.manual_seed(0)  # as the load stage seeds before it builds
        say({"stage": "import"})
        module = import_recipe(path)
        say({"stage": "build"})
        keep_prebuilt(path, build_recipe(module, path.resolve()))
    except BaseException as e:  # noqa: BLE001 - SystemExit, KeyboardInterrupt from build_model() too
        return [loading_problem(e, path.resolve())]
    return []
