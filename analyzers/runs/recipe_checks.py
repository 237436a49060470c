"""Is a recipe file usable? Checked before a run is created, without running the recipe in this process.

``source_problems`` reads the file and parses it (``ast``: nothing executes): a syntax error, or a missing
top-level ``build_model`` / ``example_inputs``, is refused at once. ``import_problems`` then imports the recipe
in a short subprocess (``python -m analyzers.models.recipe_check``, which imports torch, calls ``build_model()``
and ``example_inputs()`` and checks that the model is an ``nn.Module``) with a timeout; a recipe that takes
longer than that to build is admitted and left to the run (which has its own timeout).
"""

from __future__ import annotations

import ast
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

from .executor import engine_env

log = logging.getLogger("compilescope.admission")

MAX_RECIPE_BYTES = 2_000_000
IMPORT_TIMEOUT_S = 120
REQUIRED = ("build_model", "example_inputs")
USAGE = "define build_model() -> nn.Module and example_inputs() -> tuple"


def source_problems(path: str) -> list[str]:
    """Problems visible in the recipe's text: unreadable, too large, a syntax error, a function missing."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_RECIPE_BYTES:
            return [f"recipe {p.name} is {size} bytes: a recipe is a small .py file (at most {MAX_RECIPE_BYTES})"]
        data = p.read_bytes()
    except OSError as e:
        return [f"cannot read recipe {path}: {e.strerror or e}"]
    try:
        tree = ast.parse(data, filename=p.name)
    except SyntaxError as e:
        return [f"recipe {p.name} has a syntax error at line {e.lineno}: {e.msg}: fix the file"]
    except ValueError as e:  # null bytes, bad encoding
        return [f"recipe {p.name} is not Python source ({e}): give a .py file"]
    names, star = _top_level_names(tree)
    if star:
        return []  # `from x import *` may bring them: the import check tells
    return [f"recipe {p.name} defines no {fn}(): {USAGE}" for fn in REQUIRED if fn not in names]


def _top_level_names(tree: ast.Module) -> tuple[set[str], bool]:
    """Names the module binds at its top level (also inside top-level if / try / with blocks)."""
    names, star = set(), False
    todo = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for a in node.names:
                star |= a.name == "*"
                names.add(a.asname or a.name.split(".")[0])
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
        for t in filter(None, targets):
            names.update(n.id for n in ast.walk(t) if isinstance(n, ast.Name))
        todo.extend(c for c in ast.iter_child_nodes(node) if isinstance(c, ast.stmt))
    return names, star


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
    try:
        answer = json.loads(proc.stdout.strip().splitlines()[-1])
        return [str(p) for p in answer["problems"]]
    except (IndexError, ValueError, KeyError, TypeError):
        tail = [ln for ln in proc.stderr.splitlines() if ln.strip()][-1:] or ["no output"]
        return [f"recipe {Path(path).name} could not be loaded: the check exited with code {proc.returncode} "
                f"({tail[0][:300]})"]
