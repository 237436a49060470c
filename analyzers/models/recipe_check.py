"""``python -m analyzers.models.recipe_check FILE.py``: can a recipe be loaded? (run by the admission, in its own
process, so nothing of the recipe runs in the CLI or the dashboard).

Imports the file, checks ``build_model`` and ``example_inputs``, builds the model (on the CPU, as a run does
before moving it) and calls ``example_inputs()``; prints one JSON line ``{"problems": [...]}`` on stdout (the
recipe's own prints go to stderr) and exits 0.
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
    problems: list[str] = []
    path = Path(argv[0]) if argv else Path("")
    try:
        from .sources import load_recipe

        load_recipe(path)
    except SourceError as e:
        problems.append(str(e))
    except BaseException as e:  # noqa: BLE001 - SystemExit, KeyboardInterrupt from the recipe too
        problems.append(f"recipe {path.name} raised while loading: {type(e).__name__}: {e}")
    out.write(json.dumps({"problems": problems}) + "\n")
    out.flush()
    sys.stderr.flush()
    os._exit(0)  # skip torch's teardown


if __name__ == "__main__":
    main(sys.argv[1:])
