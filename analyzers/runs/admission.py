"""Refuse bad requests before any work: each problem is a sentence that says what to change.

``request_problems`` needs no torch (the dashboard uses it with the machine facts it got from
``python -m analyzers env --json``); ``machine_problems`` asks the installed torch.
"""

from __future__ import annotations

import ast

from ..report.catalog import check_source, decode_source_problems
from ..report.schema import RunRequest


def parse_config_value(text: str):
    """``True`` -> True, ``3`` -> 3, ``'x'``/``x`` -> 'x'."""
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text


def parse_inductor_overrides(pairs: list[str]) -> dict:
    out = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError(f"--inductor-config {pair!r}: write KEY=VALUE, e.g. coordinate_descent_tuning=True")
        key, value = pair.split("=", 1)
        out[key.strip()] = parse_config_value(value.strip())
    return out


def request_problems(request: RunRequest, machine: dict | None = None) -> list[str]:
    """Problems visible without torch. ``machine`` is the engine's ``env --json`` answer, if known."""
    out = request.problems() + check_source(request.source)
    if request.options.workload == "decode":
        out += decode_source_problems(request.source)
    if machine:
        opts = request.options
        if opts.device == "cuda" and not machine.get("cuda_available"):
            out.append("this machine has no CUDA GPU: use --device cpu")
        keys = machine.get("inductor_config_keys")
        if keys:
            unknown = [k for k in opts.inductor_config if k not in keys]
            if unknown:
                out.append(f"unknown Inductor config keys {unknown}: see torch._inductor.config for valid names")
        if opts.device == "cuda" and opts.dtype == "bf16" and machine.get("bf16_supported") is False:
            out.append("this GPU cannot run bf16: use --dtype fp16 or fp32")
    return out


def machine_facts() -> dict:
    """What the installed torch and this machine offer (``python -m analyzers env --json``)."""
    import torch

    from ..analyses.environment import collect_environment, inductor_config_keys
    from ..report.catalog import DEMOS, ZOO, list_recipes

    env = collect_environment()
    env["inductor_config_keys"] = inductor_config_keys()
    env["zoo"] = list(ZOO)
    env["demos"] = list(DEMOS)
    env["recipes"] = list_recipes()
    env["has_structured_trace"] = hasattr(torch._logging._internal, "trace_log")
    return env


def machine_problems(request: RunRequest) -> list[str]:
    return request_problems(request, machine_facts())
