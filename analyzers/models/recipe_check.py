"""``python -m analyzers.models.recipe_check FILE.py``: can a recipe be loaded? (run by the admission, in its own
process, so nothing of the recipe runs in the CLI or the dashboard).

Imports the file, checks ``build_model`` and ``example_inputs``, builds the model (on the CPU, as a run does
before moving it) and calls ``example_inputs()``; prints JSON lines on stdout (the recipe's own prints go to
stderr): ``{"stage": ...}`` as each step begins (``import``, ``build``), then ``{"problems": [...]}``, and exits 0.
A last line that is a stage says the recipe ended the process in that step (``os._exit``, a crash).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from .contract import SourceError


def main(argv: list[str]) -> None:
    out = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # the recipe's prints (and torch's) must not mix with the answer
    sys.stdout = sys.stderr

    def say(answer: dict) -> None:
        out.write(json.dumps(answer) + "\n")
        out.flush()

    problems: list[str] = []
    path = Path(argv[0]).resolve() if argv else Path("")
    try:
        from .sources import build_recipe, import_recipe

        say({"stage": "import"})
        module = import_recipe(path)
        say({"stage": "build"})
        build_recipe(module, path)
    except SourceError as e:
        problems.append(str(e))
    except BaseException as e:  # noqa: BLE001 - SystemExit, KeyboardInterrupt from build_model() too
        problems.append(f"recipe {path.name} raised while loading: {type(e).__name__}: {e}")
    say({"problems": problems})
    sys.stderr.flush()
    os._exit(0)  # skip torch's teardown


if __name__ == "__main__":
    main(sys.argv[1:])
