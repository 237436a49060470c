"""Is a recipe file usable? Checked before a run is created, without running the recipe in this process.

``source_problems`` reads the file and parses it (``ast``: nothing executes): a syntax error is refused at once.
``import_problems`` then imports the recipe in a short subprocess (``python -m analyzers.models.recipe_check``,
which imports torch, checks ``build_model`` / ``example_inputs``, calls them and checks that the model is an
``nn.Module``) with a timeout; a recipe that takes longer than that to build is admitted and left to the run
(which has its own timeout). Whether the functions are there is the import's to say, not the text's: a recipe
that raises or exits at its top level never gets to define them, and the user needs to hear that instead.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
from pathlib import Path

from ..report.safe_parse import safe_parse
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


def import_problems(path: str, timeout_s: float = IMPORT_TIMEOUT_S) -> list[str]:
    """Import the recipe in a subprocess and build its model; the problems it found (none on a timeout)."""
    cmd = [sys.executable, "-m", "analyzers.models.recipe_check", str(path)]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s, env=engine_env(),
                              cwd=os.getcwd(), stdin=subprocess.DEVNULL, start_new_session=True)
    except subprocess.TimeoutExpired:
        log.warning("recipe %s took over %s s to build: admitted unchecked", path, timeout_s)
        return []
    except OSError as e:
        return [f"cannot check recipe {path}: {e}"]
    answers = []
    for line in proc.stdout.splitlines():
        try:
            answers.append(json.loads(line))
        except ValueError:
            continue
    last = answers[-1] if answers and isinstance(answers[-1], dict) else {}
    if isinstance(last.get("problems"), list):
        return [str(p) for p in last["problems"]]
    tail = [ln for ln in proc.stderr.splitlines() if ln.strip()][-1:] or ["no output"]
    return answer_problems(path, last, proc.returncode, tail[0])


def answer_problems(path: str | Path, last: dict, returncode: int | None, tail: str) -> list[str]:
    """What to tell the user when the process checking the recipe ended before it answered: ``last`` is the last
    step it announced (``{"stage": "import"}`` or ``"build"``), ``tail`` the last line of its output."""
    name = Path(path).name
    ended = ("still running" if returncode is None else f"killed by signal {_signal_name(-returncode)}"
             if returncode < 0 else f"exit code {returncode}")
    if last.get("stage") == "import":
        return [f"recipe {name}: the recipe exited the process while being imported ({ended}): "
                "remove the exit (os._exit, a crash) from its top level"]
    if last.get("stage") == "build":
        return [f"recipe {name}: the recipe exited the process while build_model() or example_inputs() ran "
                f"({ended}): they must return, not exit"]
    return [f"recipe {name} could not be loaded: the check exited with code {returncode} ({(tail or 'no output')[:300]})"]


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return str(number)
