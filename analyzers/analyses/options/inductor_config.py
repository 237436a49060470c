"""The Inductor config keys this torch has, and what type of value each takes, as plain data.

``inductor_config_types()`` describes every key of ``torch._inductor.config`` from the config module's own
declarations (``_config[key].value_type``, or the default's type on a torch without it):

    {"max_autotune": {"type": "bool", "default": False},
     "compile_threads": {"type": "int", "optional": True, "default": 32},
     "triton.multi_kernel": {"type": "choice", "choices": [0, 1, 2, 3], "default": 0},
     "cpp.cxx": {"type": "other"}, ...}

``type`` is one of bool, int, float, str, choice (a ``Literal[...]`` of str / int values) or other (paths
given as tuples, lists, dicts, callables, classes). Which of them a request may override is decided by
``runs.admission`` (stdlib), from this description: the engine reports, the admission rule decides.
"""

from __future__ import annotations

import types
import typing

_SCALARS = ((bool, "bool"), (int, "int"), (float, "float"), (str, "str"))


def describe_type(value_type) -> dict:
    """``{"type": ..., "optional": bool, "choices": [...]}`` of one declared value type."""
    optional = False
    if typing.get_origin(value_type) in (typing.Union, types.UnionType):
        args = typing.get_args(value_type)
        rest = [a for a in args if a is not type(None)]
        optional = len(rest) < len(args)
        if len(rest) != 1:
            return {"type": "other", "optional": optional}
        value_type = rest[0]
    if typing.get_origin(value_type) is typing.Literal:
        choices = list(typing.get_args(value_type))
        if choices and all(isinstance(c, (str, int)) and not isinstance(c, bool) for c in choices):
            return {"type": "choice", "optional": optional, "choices": choices}
        return {"type": "other", "optional": optional}
    for cls, name in _SCALARS:
        if value_type is cls:
            return {"type": name, "optional": optional}
    return {"type": "other", "optional": optional or value_type is type(None)}


def inductor_config_types() -> dict[str, dict]:
    import torch._inductor.config as cfg

    return config_module_types(cfg)


def config_module_types(cfg) -> dict[str, dict]:
    """Every key of a torch config module (``torch._inductor.config``, ``torch._dynamo.config``) described."""
    entries = getattr(cfg, "_config", None)
    values = cfg.get_config_copy()
    out = {}
    for key in sorted(values):
        entry = entries.get(key) if isinstance(entries, dict) else None
        default = getattr(entry, "default", values[key])
        value_type = getattr(entry, "value_type", None)
        if value_type is None:  # older torch: the type of the default is all there is
            value_type = type(default)
        spec = describe_type(value_type)
        if not spec["optional"]:
            del spec["optional"]
        if spec["type"] != "other" and (default is None or isinstance(default, (bool, int, float, str))):
            spec["default"] = default
        out[key] = spec
    return out
