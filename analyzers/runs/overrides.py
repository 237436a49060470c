"""Which Inductor (and Dynamo) config keys a request may override, and the checks on the values (stdlib only).

The keys and their types come from the engine at run time (``env --json``: ``inductor_config_types``, built by
``analyses.inductor_config`` from ``torch._inductor.config``); the rule that picks the overridable ones is here,
short, so it can be reviewed:

* a key may be overridden when it takes True/False, a number, or one of fixed choices (``Literal[...]``);
* every key typed as free text (``str``: compiler names, paths, flags, regexes, pass names), a tuple, list, dict,
  callable or class is refused: such a value could name a program to run or a file to write (``cpp.cxx``,
  ``cuda.cutlass_dir``, ``trace.upload_tar``), which neither the dashboard nor the CLI may hand to Inductor;
* private keys (``_x``, ``a._x``), test hooks (``*TESTING_ONLY*``, ``test_configs.*``) and ``trace.*`` (the run's own
  trace capture and debug folders) are refused too.

A value must have the key's type (``True``/``False`` for a bool, an int for an int; ``None`` only where the key
allows it), a choice from the list, no line break or control character, and a number at least 0 (or at least the
key's own negative default, e.g. ``cpp.threads=-1``); ``compile_threads`` at most the machine's CPU count.
Anything else in a recipe's own code is the recipe's business: a recipe may set any key itself.

``--dynamo-config`` keys (``torch._dynamo.config``, described by ``analyses.options.dynamo_config`` as
``dynamo_config_types``) pass the same rule and the same value checks: ``override_problems(..., kind="dynamo")``.
"""

from __future__ import annotations

import math
import re

OVERRIDABLE_TYPES = ("bool", "int", "float", "choice")
_HIDDEN = re.compile(r"(^|\.)_|TESTING_ONLY|^test_configs\.|^trace\.")
_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_UPPER_BOUNDS = {"compile_threads": "cpu_count"}  # key -> the machine fact that bounds it
_LOWER_BOUNDS = {"compile_threads": 1}


def overridable(key: str, spec: dict | None) -> bool:
    """The rule: a typed scalar or fixed-choice key that is not private, a test hook or the trace's own."""
    return isinstance(spec, dict) and spec.get("type") in OVERRIDABLE_TYPES and not _HIDDEN.search(key)


# kind -> (what the messages call it, the machine fact with its key types, the flag, the module, an example)
KINDS = {
    "inductor": ("Inductor config", "inductor_config_types", "--inductor-config", "torch._inductor.config",
                 "max_autotune=True"),
    "dynamo": ("Dynamo config", "dynamo_config_types", "--dynamo-config", "torch._dynamo.config",
               "capture_scalar_outputs=True"),
}


def override_problems(overrides: dict, machine: dict, kind: str = "inductor") -> list[str]:
    """What is wrong with ``--inductor-config`` (or, ``kind="dynamo"``, ``--dynamo-config``) overrides, given
    the engine's facts about this torch."""
    what, fact, flag, module, example = KINDS[kind]
    if not overrides:
        return []
    if not isinstance(overrides, dict):
        return [f"{what} overrides must be KEY=VALUE pairs"]
    types = machine.get(fact)
    if not isinstance(types, dict):
        return [f"cannot check the {what} overrides: the engine did not say which keys this torch has "
                "(run `python -m analyzers env` to see why), so none can be set"]
    out, unknown = [], []
    for key, value in overrides.items():
        if not isinstance(key, str) or not _KEY.match(key):
            out.append(f"{what} key {key!r} is not a key name: write KEY=VALUE, e.g. {example}")
        elif key not in types:
            unknown.append(key)
        elif not overridable(key, types[key]):
            out.append(f"{what} {key} cannot be set here: only keys that take True/False, a number or one "
                       "of fixed choices can (paths, commands, free text and code stay out); set it in a recipe")
        else:
            problem = value_problem(key, value, types[key], machine if kind == "inductor" else {}, flag)
            if problem:
                out.append(problem)
    if unknown:
        out.append(f"unknown {what} keys {unknown}: see {module} for valid names")
    return out


def value_problem(key: str, value, spec: dict, machine: dict, flag: str = "--inductor-config") -> str | None:
    """Why ``value`` does not fit ``key`` (``spec`` from ``inductor_config_types``), or None."""
    shown = f"{key}={value!r}"
    if isinstance(value, str) and _CONTROL.search(value):
        return f"{shown}: the value has a line break or control character: give one value per {flag}"
    kind = spec.get("type")
    if value is None:
        return None if spec.get("optional") else f"{shown}: {key} cannot be None: {_takes(spec)}"
    if kind == "choice":
        ok = any(type(value) is type(c) and value == c for c in spec.get("choices") or [])
        return None if ok else f"{shown}: {_takes(spec)}"
    if kind == "bool":
        return None if isinstance(value, bool) else f"{shown}: {_takes(spec)}"
    if isinstance(value, bool) or not isinstance(value, (int, float)) or (kind == "int" and isinstance(value, float)):
        return f"{shown}: {_takes(spec)}"
    if not math.isfinite(value):
        return f"{shown}: {key} takes a finite number"
    low, high = _bounds(key, spec, machine)
    if value < low or (high is not None and value > high):
        return f"{shown}: {key} takes a number from {low}" + (f" to {high}" if high is not None else " up")
    return None


def _bounds(key: str, spec: dict, machine: dict) -> tuple[float, float | None]:
    default = spec.get("default")
    low = default if isinstance(default, (int, float)) and not isinstance(default, bool) and default < 0 else 0
    low = _LOWER_BOUNDS.get(key, low)
    fact = machine.get(_UPPER_BOUNDS.get(key, ""))
    high = fact if isinstance(fact, int) and fact > 0 else None
    return low, high


def _takes(spec: dict) -> str:
    kind = spec.get("type")
    if kind == "choice":
        what = "one of " + ", ".join(repr(c) for c in spec.get("choices") or [])
    else:
        what = {"bool": "True or False", "int": "a whole number", "float": "a number"}.get(kind, kind)
    return f"it takes {what}" + (" (or None)" if spec.get("optional") else "")
