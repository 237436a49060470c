"""The Dynamo config keys this torch has, and what type of value each takes, as plain data.

``dynamo_config_types()`` describes every key of ``torch._dynamo.config`` the way ``inductor_config_types``
describes Inductor's (``{"capture_scalar_outputs": {"type": "bool", "default": False}, "recompile_limit":
{"type": "int", "default": 8}, ...}``), from the config module's own declarations. The engine reports it in
``env --json`` (``dynamo_config_types``); ``runs.overrides`` decides which keys a request may set.
"""

from __future__ import annotations

from .inductor_config import config_module_types


def dynamo_config_types() -> dict[str, dict]:
    import torch._dynamo.config as cfg

    return config_module_types(cfg)
