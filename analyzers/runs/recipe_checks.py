"""Is a recipe file usable? Checked before a run is created, without running the recipe in this process.

``source_problems`` reads the file and parses it (``ast``: nothing executes): a syntax error is refused at once.
``import_problems`` then imports the recipe in a short subprocess (``python -m analyzers.models.recipe_check``,
which imports torch, checks ``build_model`` / ``example_inputs``, calls them and checks that the model is an
``nn.Module``) with a timeout; a recipe that takes longer than the run's own time budget to load is refused with
where it was stuck (``take_stack``: the check's Python stack, asked for before it is killed), one that only takes
longer than the check's own limit is admitted and left to the run. Whether the functions are there is the import's
to say, not the text's: a recipe that raises or exits at its top level never gets to define them, and the user needs
to hear that instead.
"""

from __future__ import annotations

import json
import linecache
import logging
import os
import re
import select
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from ..report.safe_parse import safe_parse
from .child_process import kill_group
from .executor import engine_env

log = logging.getLogger("compilescope.admission")

MAX_RECIPE_BYTES = 2_000_000
IMPORT_TIMEOUT_S = 120


def source_problems(path: str) -> list[str]:
    """Problems visible in the recipe's text: unreadable, too large, a syntax error."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_RECIPE_BYTES:
            return [f"recipe {p.name} is {size} bytes: a recipe is a small .py file (at most {MAX_RECIPE_BYTES})"]
        data = p.read_bytes()
    except OSError as e:
        return [f"cannot read recipe {path}: {e.strerror or e}"]
    try:
        safe_parse(data, filename=p.name)  # the New run page calls this in a server thread
    except SyntaxError as e:
        return [f"recipe {p.name} has a syntax error at line {e.lineno}: {e.msg}: fix the file"]
    except ValueError as e:  # null bytes, bad encoding
        return [f"recipe {p.name} is not Python source ({e}): give a .py file"]
    return []


def import_problems(path: str, timeout_s: float = IMPORT_TIMEOUT_S, budget_s: float | None = None) -> list[str]:
    """Import the recipe in a subprocess and build its model; the problems it found.

    ``budget_s``: the run's own time budget (its timeout). A recipe whose import and build take longer than that
    could never load in the run: the check stops it there and says where it was stuck (its clock starts once the
    check has imported torch, which a run's worker has done already). Past ``timeout_s`` with no budget reached,
    the recipe is admitted unchecked (the run's own timeout rules)."""
    cmd = [sys.executable, "-m", "analyzers.models.recipe_check", str(path)]
    with tempfile.TemporaryFile() as err:
        try:
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, env=engine_env(), cwd=os.getcwd(),
                                    stdin=subprocess.DEVNULL, start_new_session=True)
        except OSError as e:
            return [f"cannot check recipe {path}: {e}"]
        try:
            answers, overdue = _read_answers(proc, timeout_s, budget_s)
            if overdue:
                stack = take_stack(proc.pid, lambda: _read_all(err))
                kill_group(proc, wait_s=10)
                last = answers[-1] if answers else {}
                return [overdue_problem(path, last.get("stage"), budget_s, recipe_frame(stack, path))]
            if proc.poll() is None:
                kill_group(proc, wait_s=10)
                log.warning("recipe %s took over %s s to build: admitted unchecked", path, timeout_s)
                return []
        finally:
            proc.stdout.close()
        stderr = _read_all(err)
    last = answers[-1] if answers and isinstance(answers[-1], dict) else {}
    if isinstance(last.get("problems"), list):
        return [str(p) for p in last["problems"]]
    tail = [ln for ln in stderr.splitlines() if ln.strip()][-1:] or ["no output"]
    return answer_problems(path, last, proc.returncode, tail[0], stack=stderr)


def _read_answers(proc: subprocess.Popen, timeout_s: float, budget_s: float | None) -> tuple[list[dict], bool]:
    """The check's JSON lines until it exits or a limit passes, and whether the recipe's import and build used up
    ``budget_s``."""
    fd = proc.stdout.fileno()
    answers: list[dict] = []
    buffer = b""
    deadline = time.monotonic() + timeout_s
    budget_end = None  # starts with the recipe's import
    while True:
        now = time.monotonic()
        if budget_end is not None and now >= budget_end:
            return answers, True
        if now >= deadline:
            return answers, False
        ends = [deadline] + ([budget_end] if budget_end is not None else [])
        ready, _, _ = select.select([fd], [], [], max(0.0, min(ends) - now))
        if not ready:
            continue
        chunk = os.read(fd, 65536)
        if not chunk:  # it answered and exits (or died): its exit code is moments away
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
            return answers, False
        buffer += chunk
        while b"\n" in buffer:
            line, buffer = buffer.split(b"\n", 1)
            try:
                answer = json.loads(line)
            except ValueError:
                continue
            if isinstance(answer, dict):
                answers.append(answer)
                if answer.get("stage") == "import" and budget_s is not None and budget_end is None:
                    budget_end = time.monotonic() + budget_s


def _read_all(f) -> str:
    try:
        return os.pread(f.fileno(), os.fstat(f.fileno()).st_size, 0).decode("utf-8", "replace")
    except (OSError, ValueError):
        return ""


def answer_problems(path: str | Path, last: dict, returncode: int | None, tail: str, stack: str = "") -> list[str]:
    """What to tell the user when the process checking the recipe ended before it answered: ``last`` is the last
    step it announced (``{"stage": "import"}`` or ``"build"``), ``tail`` the last line of its output, ``stack`` its
    output, where a crash's stack dump names the recipe's line it crashed at."""
    name = Path(path).name
    ended = ("still running" if returncode is None else f"killed by signal {_signal_name(-returncode)}"
             if returncode < 0 else f"exit code {returncode}")
    frame = recipe_frame(stack, path) if stack else None
    at = f", at {stopped_at(frame)}" if frame else ""
    if last.get("stage") == "import":
        return [f"recipe {name}: the recipe exited the process while being imported ({ended}{at}): "
                "remove the exit (os._exit, a crash) from its top level"]
    if last.get("stage") == "build":
        return [f"recipe {name}: the recipe exited the process while build_model() or example_inputs() ran "
                f"({ended}{at}): they must return, not exit"]
    return [f"recipe {name} could not be loaded: the check exited with code {returncode} ({(tail or 'no output')[:300]})"]


# -- where a recipe was stopped ----------------------------------------------------------------------------------
_THREAD = re.compile(r"^(Current thread|Thread) 0x[0-9a-fA-F]+.*\(most recent call first\):\s*$")
_FRAME = re.compile(r'^\s+File "(.*)", line (\d+) in (.+?)\s*$')


def take_stack(pid: int, read: Callable[[], str], wait_s: float = 2.0) -> str:
    """Ask process ``pid`` (which called ``recipe_check.answer_stack_requests``) for its Python stacks and return
    the dump it wrote; ``read`` returns what its log holds. Call it before killing a process that hangs: nothing
    else says where it was."""
    from ..models.recipe_check import STACK_SIGNAL

    before = len(read())
    try:
        os.kill(pid, STACK_SIGNAL)
    except (ProcessLookupError, PermissionError):
        return ""
    deadline, seen, still_since = time.monotonic() + wait_s, "", time.monotonic()
    while time.monotonic() < deadline:
        text = read()[before:]
        if text != seen:
            seen, still_since = text, time.monotonic()
        elif "most recent call first" in seen and time.monotonic() - still_since > 0.2:
            break  # the dump is written (every thread) and nothing more comes
        time.sleep(0.05)
    return seen


def recipe_frame(dump: str, path: str | Path) -> dict | None:
    """In a ``faulthandler`` dump (every thread's stack, most recent call first), the recipe's innermost frame:
    ``{"file", "line", "function", "code", "entry"}`` (``entry``: the recipe's outermost function on that stack,
    e.g. build_model); the current thread (the one a crash happened in) first. None when no stack is in the recipe."""
    try:
        target = Path(path).resolve()
    except (OSError, RuntimeError):
        return None
    threads: list[tuple[bool, list[tuple[str, int, str]]]] = []
    for line in dump.splitlines():
        head = _THREAD.match(line)
        if head:
            threads.append((head.group(1) == "Current thread", []))
            continue
        frame = _FRAME.match(line)
        if frame and threads:
            threads[-1][1].append((frame.group(1), int(frame.group(2)), frame.group(3)))
    for _current, frames in sorted(threads, key=lambda t: not t[0]):
        mine = [f for f in frames if _same_file(f[0], target)]
        if mine:
            _file, line, function = mine[0]
            return {"file": target.name, "line": line, "function": function, "entry": mine[-1][2],
                    "code": linecache.getline(str(target), line).strip()[:160]}
    return None


def _same_file(name: str, target: Path) -> bool:
    try:
        return Path(name).resolve() == target
    except (OSError, RuntimeError):
        return False


def stopped_at(frame: dict) -> str:
    """``hang.py line 8 in build_model (`time.sleep(0.1)`)``"""
    code = f" (`{frame['code']}`)" if frame.get("code") else ""
    return f"{frame['file']} line {frame['line']} in {frame['function']}{code}"


def stopped_during(step: str | None, frame: dict | None) -> str:
    """Where a recipe that was stopped was, from the last step its loader announced (``import``, ``build``) and its
    innermost frame: ``while build_model() ran, at hang.py line 8 in build_model (`time.sleep(0.1)`)``."""
    entry = (frame or {}).get("entry")
    if step == "build":
        doing = f"while {entry}() ran" if entry and entry != "<module>" else \
            "while build_model() or example_inputs() ran"
    elif step == "import":
        doing = "while the recipe was being imported"
    else:
        doing = "while the worker imported torch, before the recipe"
    return doing + (f", at {stopped_at(frame)}" if frame else "")


def _remedy(step: str | None, frame: dict | None) -> str:
    entry = (frame or {}).get("entry")
    if step == "build":
        return f"make {entry if entry and entry != '<module>' else 'build_model'}() return sooner, or "
    if step == "import":
        return "make the recipe's top level return sooner, or "
    return ""


def overdue_problem(path: str | Path, step: str | None, budget_s: float | None, frame: dict | None) -> str:
    """Why a recipe that did not load within its run's time budget is refused (the dashboard's New run)."""
    return (f"recipe {Path(path).name} did not load within the run's {_seconds(budget_s)} s timeout: stopped "
            f"{stopped_during(step, frame)}: {_remedy(step, frame)}give the run a longer timeout")


def overdue_message(timeout_s: float | None, step: str | None, frame: dict | None) -> str:
    """A run's error when its time budget ran out while its worker loaded the recipe (the CLI's ``run``)."""
    return (f"timed out after {_seconds(timeout_s)} s (the worker was killed), counted from the command's start: "
            f"stopped {stopped_during(step, frame)}: {_remedy(step, frame)}raise --timeout")


def _seconds(value: float | None) -> str:
    return f"{value:g}" if isinstance(value, (int, float)) else "?"


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return str(number)
