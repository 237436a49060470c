"""Refuse bad requests before any work: each problem is a sentence that says what to change.

One admission path for ``run``, ``sweep``, ``shape-sweep`` and the dashboard's New run:

* ``request_problems(request, machine)`` — fast and torch-free (the New run form calls it for every choice it
  draws): the options, the model source, the recipe's text (``recipe_checks.source_problems``), and, with the
  engine's facts about this machine (``python -m analyzers env --json``, cached by ``queue.machine_info``), the
  device and the Inductor and Dynamo overrides (``overrides``: an allow-list rule over the types torch declares);
* ``admit(request, machine)`` — all of that, then a recipe is imported in a short subprocess
  (``recipe_checks.import_problems``): nothing of the recipe runs in the CLI or dashboard process; a recipe that
  cannot load within the run's own timeout is refused, with the recipe's line where it was stopped;
* ``admit_all(requests, machine)`` — every request of a sweep, the recipe imported once;
* ``fix_problems(report, machine)`` — the fix experiments of a stored run (``try-fixes``, ``run --try-fixes``, the
  Graph breaks page's button): a finished run that is no fix experiment itself, whose experiments are not running
  now, whose request is still admissible (its children differ from it in one setting, each checked again); from
  the dashboard (``recipe_folder=True``) its recipe must be one of the recipe folder's.

``machine_facts`` asks the installed torch (the ``env`` command); the worker checks its request again with it.
"""

from __future__ import annotations

import time
from pathlib import Path

from ..report.catalog import check_source, decode_source_problems, recipe_folder_problems
from ..report.safe_parse import safe_literal_eval
from ..report.schema import ModelSource, RunRequest
from . import recipe_checks
from .overrides import override_problems
from .processes import parse_token, process_alive

# Bumped when the facts gain a field admission relies on: a cached machine.json of another version is asked again.
FACTS_VERSION = 3


def parse_config_value(text: str):
    """``True`` -> True, ``3`` -> 3, ``'x'``/``x`` -> 'x'."""
    try:
        return safe_literal_eval(text)  # the New run form calls this in a server thread
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return text


def parse_inductor_overrides(pairs: list[str], flag: str = "--inductor-config",
                             example: str = "coordinate_descent_tuning=True") -> dict:
    out = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError(f"{flag} {pair!r}: write KEY=VALUE, e.g. {example}")
        key, value = pair.split("=", 1)
        if not key.strip():
            raise ValueError(f"{flag} {pair!r}: the key is missing: write KEY=VALUE")
        out[key.strip()] = parse_config_value(value.strip())
    return out


def parse_dynamo_overrides(pairs: list[str]) -> dict:
    """``--dynamo-config KEY=VALUE`` pairs as a dict (checked by ``request_problems``)."""
    return parse_inductor_overrides(pairs, "--dynamo-config", "capture_scalar_outputs=True")


def source_from_args(model: str | None, recipe: str | None) -> ModelSource:
    """The model source of ``--model`` / ``--recipe``; file paths made absolute (the worker may run elsewhere)."""
    source = ModelSource("recipe", recipe) if recipe is not None else ModelSource.parse(model or "")
    if source.kind in ("recipe", "hf") and source.name.strip():
        try:
            source.name = str(Path(source.name).expanduser().resolve())
        except (OSError, RuntimeError):  # a symlink loop: check_source says the file is not there
            pass
    return source


def request_problems(request: RunRequest, machine: dict | None = None) -> list[str]:
    """Problems visible without torch. ``machine`` is the engine's ``env --json`` answer, if known."""
    source = check_source(request.source)
    if not source and request.source.kind == "recipe":
        source = recipe_checks.source_problems(request.source.name)
    out = request.problems() + source
    if request.options.workload == "decode":
        out += decode_source_problems(request.source)
    if machine:
        opts = request.options
        if opts.device == "cuda" and not machine.get("cuda_available"):
            out.append("this machine has no CUDA GPU: use --device cpu")
        if opts.inductor_config:
            out += override_problems(opts.inductor_config, machine)
        if getattr(opts, "dynamo_config", None):
            out += override_problems(opts.dynamo_config, machine, kind="dynamo")
        if opts.device == "cuda" and opts.dtype == "bf16" and machine.get("bf16_supported") is False:
            out.append("this GPU cannot run bf16: use --dtype fp16 or fp32")
    return out


def worker_problems(request: RunRequest, env: dict) -> list[str]:
    """Checked again in the worker, with this torch's own config types: a request that reached the store some other
    way (a stale machine cache, a hand-written report) cannot set what admission refuses."""
    from ..analyses.options.inductor_config import inductor_config_types

    machine = dict(env, inductor_config_types=inductor_config_types() if request.options.inductor_config else None)
    if request.options.dynamo_config:  # --dynamo-config: the same check with torch's own types
        from ..analyses.options.dynamo_config import dynamo_config_types

        machine["dynamo_config_types"] = dynamo_config_types()
    return request_problems(request, machine)


def admit(request: RunRequest, machine: dict | None = None) -> list[str]:
    """Every problem of ``request``, the recipe imported in a subprocess when all else is fine."""
    return admit_all([request], machine)


def admit_all(requests: list[RunRequest], machine: dict | None = None) -> list[str]:
    """The problems of all ``requests`` (each named once, in order); each recipe file is imported once."""
    out: list[str] = []
    for request in requests:
        out += [p for p in request_problems(request, machine) if p not in out]
    if not out:
        budgets: dict[str, float] = {}  # a recipe must load within the shortest time budget of its runs
        for r in requests:
            if r.source.kind == "recipe":
                budgets[r.source.name] = min(budgets.get(r.source.name, r.options.timeout_s), r.options.timeout_s)
        for path, budget_s in budgets.items():
            out += recipe_checks.import_problems(path, budget_s=budget_s)
    return out


FIXES_QUEUED_S = 120  # a "queued" fixes section whose process never said it runs is stale after this long


def fixes_under_way(section: object, now: float) -> str | None:
    """Why a run's ``fixes`` section is still going on ("running in pid N"), or None: done, or its process died."""
    if not isinstance(section, dict) or section.get("status") not in ("queued", "running"):
        return None
    owner = parse_token(str(section.get("owner") or ""))
    if owner is not None:
        return f"running in pid {owner[0]}" if process_alive(*owner) else None
    since = section.get("queued_at") if section.get("status") == "queued" else section.get("started")
    limit = FIXES_QUEUED_S if section.get("status") == "queued" else float(section.get("budget_s") or 900) + 600
    try:
        return "starting" if now - float(since) < limit else None  # a record from before owners were kept
    except (TypeError, ValueError):
        return None


def fix_problems(report: dict, machine: dict | None = None, *, recipe_folder: bool = False, now: float = 0.0,
                 ticket: str | None = None) -> list[str]:
    """Why the fix experiments of the stored run ``report`` cannot start, before anything is written.

    ``ticket``: what the dashboard's ``start_fix_experiments`` wrote in the section it queued and handed to the
    ``try-fixes`` process it started, which takes that queued section over (anyone else waits for it)."""
    run_id = report.get("run_id")
    if report.get("status") not in ("ok", "partial"):
        return [f"run {run_id} is {report.get('status')}: fix experiments need a finished run"]
    if report.get("fix_of"):
        return [f"run {run_id} is itself a fix experiment of {report['fix_of']}: try the fixes of that run"]
    section = report.get("fixes")
    mine = isinstance(section, dict) and section.get("status") == "queued" and section.get("ticket") == ticket
    if ticket and not mine:
        return [f"the fix experiments queued for run {run_id} were stopped or replaced before they started"]
    busy = fixes_under_way(section, now or time.time())
    if busy and not mine:
        return [f"the fix experiments of run {run_id} are already {busy}: wait for them, or stop them first"]
    try:
        request = RunRequest.from_dict(report["request"])
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        return [f"run {run_id}'s request cannot be read ({e}): its fix experiments cannot be built from it"]
    out = []
    if recipe_folder and request.source.kind == "recipe":
        out += recipe_folder_problems(request.source.name)
    out += [f"run {run_id} cannot be run again as it is: {p}" for p in request_problems(request, machine)]
    return out


def machine_facts() -> dict:
    """What the installed torch and this machine offer (``python -m analyzers env --json``)."""
    import torch

    from ..analyses.environment import collect_environment, inductor_config_keys
    from ..analyses.options.dynamo_config import dynamo_config_types
    from ..analyses.options.inductor_config import inductor_config_types
    from ..report.catalog import DEMOS, ZOO, list_recipes

    env = collect_environment()
    env["facts_version"] = FACTS_VERSION
    env["inductor_config_keys"] = inductor_config_keys()
    env["inductor_config_types"] = inductor_config_types()
    env["dynamo_config_types"] = dynamo_config_types()
    env["zoo"] = list(ZOO)
    env["demos"] = list(DEMOS)
    env["recipes"] = list_recipes()
    env["has_structured_trace"] = hasattr(torch._logging._internal, "trace_log")
    return env


def machine_problems(request: RunRequest) -> list[str]:
    return request_problems(request, machine_facts())
