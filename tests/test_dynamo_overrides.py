"""--dynamo-config: the engine describes torch._dynamo.config's keys, admission applies the Inductor rule to them."""

from __future__ import annotations

import pytest

from analyzers.analyses.options.dynamo_config import dynamo_config_types
from analyzers.report.schema import CompileOptions, ModelSource, RunRequest
from analyzers.runs.admission import parse_dynamo_overrides, request_problems
from analyzers.runs.overrides import override_problems


@pytest.fixture(scope="module")
def machine():
    return {"dynamo_config_types": dynamo_config_types(), "cuda_available": False}


def _problems(machine, cfg):
    req = RunRequest(ModelSource("demo", "item"), CompileOptions(dynamo_config=cfg))
    return request_problems(req, machine)


def test_this_torch_describes_the_capture_settings(machine):
    types = machine["dynamo_config_types"]
    assert types["capture_scalar_outputs"] == {"type": "bool", "default": False}
    assert types["capture_dynamic_output_shape_ops"]["type"] == "bool"
    assert types["recompile_limit"]["type"] == "int"


def test_typed_scalar_keys_are_accepted(machine):
    assert _problems(machine, parse_dynamo_overrides(["capture_scalar_outputs=True", "recompile_limit=16"])) == []


@pytest.mark.parametrize("cfg, says", [
    ({"capture_scalar_outputs": 1}, "capture_scalar_outputs=1: it takes True or False"),
    ({"debug_dir_root": "/tmp"}, "Dynamo config debug_dir_root cannot be set here"),
    ({"no_such_key": True}, "unknown Dynamo config keys ['no_such_key']"),
    ({"recompile_limit": -1}, "recompile_limit takes a number from 0"),
    ({"capture_scalar_outputs": "True\nx"}, "give one value per --dynamo-config"),
])
def test_keys_and_values_that_do_not_fit_are_refused(machine, cfg, says):
    assert any(says in p for p in _problems(machine, cfg)), _problems(machine, cfg)


def test_without_the_engine_facts_none_is_accepted():
    assert "the engine did not say" in override_problems({"capture_scalar_outputs": True}, {}, kind="dynamo")[0]


def test_a_pair_without_a_value_is_refused():
    with pytest.raises(ValueError, match="--dynamo-config 'capture_scalar_outputs'"):
        parse_dynamo_overrides(["capture_scalar_outputs"])
