"""``python -m analyzers.models.recipe_check FILE.py``: can a recipe be loaded? (run by the admission, in its own
process, so nothing of the recipe runs in the CLI or the dashboard).

Imports the file, checks ``build_model`` and ``example_inputs``, builds the model (on the CPU, as a run does
before moving it) and calls ``example_inputs()``; prints JSON lines on stdout (the recipe's own prints go to
stderr): ``{"stage": ...}`` as each step begins (``import``, ``build``), then ``{"problems": [...]}``, and exits 0.
A last line that is a stage says the recipe ended the process in that step (``os._exit``, a crash).

Whoever waits for this process (or for the CLI's worker, which runs the same steps) can ask where the recipe is
stuck: ``STACK_SIGNAL`` makes it write every thread's Python stack to stderr (``faulthandler``, which answers even
from inside native code); a crash writes its stack there too.
"""

from __future__ import annotations

import faulthandler
import json
import linecache
import os
import re
import signal
import sys
from pathlib import Path

from .contract import SourceError

STACK_SIGNAL = signal.SIGUSR1


def answer_stack_requests() -> None:
    """From now on ``STACK_SIGNAL`` dumps this process's Python stacks to stderr, and so does a crash."""
    faulthandler.enable()
    faulthandler.register(STACK_SIGNAL, all_threads=True, chain=False)


def loading_problem(exc: BaseException, path: Path) -> str:
    """The sentence for an exception the recipe raised while it was imported or built, naming the recipe's own line
    (the innermost one the exception went through) where the message does not say it yet."""
    if isinstance(exc, SourceError):
        message, cause = str(exc), exc.__cause__
    else:  # SystemExit, KeyboardInterrupt from build_model(): nothing of ours wrapped it
        message, cause = f"recipe {path.name} raised while loading: {type(exc).__name__}: {exc}", exc
    line = _recipe_line(cause, path) if cause is not None else None
    if line is None or "(line " in message:
        return message
    where = f" at line {line}" + (f" (`{_code(path, line)}`)" if _code(path, line) else "")
    kind = type(cause).__name__
    marked = re.sub(rf"\b(raised(?: while loading:)? {re.escape(kind)})\b", lambda m: m.group(1) + where, message,
                    count=1)
    return marked if marked != message else f"{message}{where}"


def _recipe_line(exc: BaseException, path: Path) -> int | None:
    from .sources import recipe_line

    return recipe_line(exc, Path(path).resolve())


def _code(path: Path, line: int) -> str:
    return linecache.getline(str(path), line).strip()[:120]


def main(argv: list[str]) -> None:
    out = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # the recipe's prints (and torch's) must not mix with the answer
    sys.stdout = sys.stderr
    answer_stack_requests()

    def say(answer: dict) -> None:
        out.write(json.dumps(answer) + "\n")
        out.flush()

    problems: list[str] = []
    path = Path(argv[0]).resolve() if argv else Path("")
    try:
        import torch  # noqa: F401 - before the recipe's own clock starts: a run's worker has it imported already

        from .sources import build_recipe, import_recipe

        say({"stage": "import"})
        module = import_recipe(path)
        say({"stage": "build"})
        build_recipe(module, path)
    except BaseException as e:  # noqa: BLE001 - SystemExit, KeyboardInterrupt from build_model() too
        problems.append(loading_problem(e, path))
    say({"problems": problems})
    sys.stderr.flush()
    os._exit(0)  # skip torch's teardown


if __name__ == "__main__":
    main(sys.argv[1:])
