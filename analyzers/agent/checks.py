"""What an agent sends, checked before anything is read or started: each refusal is one sentence saying what to
change, in the command line's words (``show``'s unknown run, ``label_problems``' length rule). Stdlib only."""

from __future__ import annotations

import json
from typing import Any

from ..report.schema import LABEL_MAX, label_problems
from ..report.store import RunNotFound, RunStore
from ..report.view_links import max_chars

# The longest value each kind of argument may carry: a run id is a short token (as long as a link's ``run`` may be),
# a file name or path of the recipe folder is short, a filter is a few words.
RUN_ID_MAX = max_chars("run")
PATH_MAX = 1000
TEXT_MAX = 200
NAME_MAX = 300  # a kernel's name: Inductor's fused names run long
OPTIONS_MAX = 10_000  # the compile options of one run, as JSON
TOP_MAX = 500


class Refused(ValueError):
    """A request an agent sent that is refused before any work; the message says what to change."""


def text(name: str, value: Any, limit: int = TEXT_MAX) -> str:
    """``value`` as given, refused when it is no text, too long, or holds a line break or control character."""
    if not isinstance(value, str):
        raise Refused(f"{name} must be text, got {type(value).__name__}")
    problems = label_problems(value, flag=name, max_len=limit)
    if problems:
        raise Refused(problems[0])
    return value


def optional_text(name: str, value: Any, limit: int = TEXT_MAX) -> str | None:
    return None if value in (None, "") else text(name, value, limit)


def label(value: Any) -> str:
    return text("label", value or "", LABEL_MAX)


def top(name: str, value: Any, default: int) -> int:
    """A count of rows to answer: 1 to ``TOP_MAX``."""
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= TOP_MAX:
        raise Refused(f"{name} must be a whole number from 1 to {TOP_MAX}, got {value!r}")
    return value


def seconds(name: str, value: Any, low: float, high: float) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise Refused(f"{name} must be between {low:g} and {high:g} seconds, got {value!r}")
    return float(value)


def options(value: Any) -> dict:
    """Compile options as a JSON object of at most ``OPTIONS_MAX`` characters (each key is checked by admission)."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise Refused(f"options must be an object of compile options, got {type(value).__name__}")
    size = len(json.dumps(value, default=str))
    if size > OPTIONS_MAX:
        raise Refused(f"options is {size} characters long as JSON: use at most {OPTIONS_MAX}")
    return value


def load(store: RunStore, run_id: Any) -> dict:
    """The stored report of ``run_id``, refused as ``show`` refuses it (an invalid id, no such run, an unreadable
    report)."""
    run_id = text("run_id", run_id, RUN_ID_MAX)
    try:
        return store.load_report(run_id)
    except (RunNotFound, ValueError) as e:
        raise Refused(str(e)) from None
