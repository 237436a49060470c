"""Inductor overrides: the engine describes the keys' types, the admission rule lets through only safe ones.

The rule is checked over this torch's real ``torch._inductor.config`` (no key that names a program, a path or
code can be set, whatever this torch calls it) and over small hand-made facts for each value check.
"""

from __future__ import annotations

import typing

import pytest

from analyzers.analyses.options.inductor_config import describe_type, inductor_config_types
from analyzers.runs.overrides import overridable, override_problems

FACTS = {
    "cpu_count": 4,
    "inductor_config_types": {
        "max_autotune": {"type": "bool", "default": False},
        "maybe_flag": {"type": "bool", "optional": True, "default": None},
        "compile_threads": {"type": "int", "optional": True, "default": 4},
        "cpp.threads": {"type": "int", "default": -1},
        "unroll": {"type": "int", "default": 8},
        "ratio": {"type": "float", "default": 0.5},
        "triton.multi_kernel": {"type": "choice", "choices": [0, 1, 2, 3], "default": 0},
        "cpu_backend": {"type": "choice", "choices": ["cpp", "triton"], "default": "cpp"},
        "cpp.cxx": {"type": "other"},
        "worker_start_method": {"type": "str", "default": "subprocess"},
        "trace.enabled": {"type": "bool", "default": False},
        "_private": {"type": "bool", "default": False},
        "cpp.inject_bug_TESTING_ONLY": {"type": "bool", "default": False},
        "test_configs.force": {"type": "bool", "default": False},
    },
}

ACCEPTED = [
    {"max_autotune": True}, {"max_autotune": False}, {"maybe_flag": None}, {"compile_threads": 1},
    {"compile_threads": 4}, {"compile_threads": None}, {"cpp.threads": -1}, {"unroll": 0}, {"ratio": 2},
    {"ratio": 0.25}, {"triton.multi_kernel": 3}, {"cpu_backend": "triton"},
]

REFUSED = {
    "bool as text": ({"max_autotune": "notabool"}, "it takes True or False"),
    "bool as int": ({"max_autotune": 1}, "it takes True or False"),
    "None for a bool": ({"max_autotune": None}, "cannot be None"),
    "int as float": ({"unroll": 1.5}, "it takes a whole number"),
    "int as bool": ({"unroll": True}, "it takes a whole number"),
    "negative int": ({"unroll": -1}, "unroll takes a number from 0"),
    "below a negative default": ({"cpp.threads": -2}, "takes a number from -1"),
    "no threads": ({"compile_threads": 0}, "compile_threads takes a number from 1 to 4"),
    "negative threads": ({"compile_threads": -5}, "compile_threads takes a number from 1 to 4"),
    "more threads than cpus": ({"compile_threads": 5}, "from 1 to 4"),
    "infinite float": ({"ratio": float("inf")}, "a finite number"),
    "nan float": ({"ratio": float("nan")}, "a finite number"),
    "not a choice": ({"triton.multi_kernel": 4}, "it takes one of 0, 1, 2, 3"),
    "a bool for an int choice": ({"triton.multi_kernel": True}, "it takes one of"),
    "a text choice misspelt": ({"cpu_backend": "CPP"}, "it takes one of 'cpp', 'triton'"),
    "a newline in a value": ({"cpu_backend": "cpp\nmax_autotune=True"}, "line break"),
    "a control character": ({"cpu_backend": "cpp\x00"}, "line break or control character"),
    "a compiler path": ({"cpp.cxx": "/bin/true"}, "cpp.cxx cannot be set here"),
    "free text": ({"worker_start_method": "fork"}, "worker_start_method cannot be set here"),
    "trace key": ({"trace.enabled": True}, "cannot be set here"),
    "private key": ({"_private": True}, "cannot be set here"),
    "test hook": ({"cpp.inject_bug_TESTING_ONLY": True}, "cannot be set here"),
    "test config": ({"test_configs.force": True}, "cannot be set here"),
    "unknown key": ({"no_such_knob": 1}, "unknown Inductor config keys ['no_such_knob']"),
    "key with a space": ({"max autotune": True}, "is not a key name"),
    "key with a newline": ({"max_autotune\nx": True}, "is not a key name"),
}


@pytest.mark.parametrize("overrides", ACCEPTED, ids=lambda o: ",".join(f"{k}={v!r}" for k, v in o.items()))
def test_values_that_fit_the_key_are_accepted(overrides):
    assert override_problems(overrides, FACTS) == []


@pytest.mark.parametrize("case", list(REFUSED))
def test_values_and_keys_that_do_not_fit_are_refused(case):
    overrides, expected = REFUSED[case]
    problems = override_problems(overrides, FACTS)
    assert len(problems) == 1 and expected in problems[0], problems


def test_without_the_engine_facts_no_override_is_accepted():
    assert "cannot check the Inductor config overrides" in override_problems({"max_autotune": True}, {})[0]
    assert override_problems({}, {}) == []


def test_types_are_described_from_the_declarations():
    assert describe_type(bool) == {"type": "bool", "optional": False}
    assert describe_type(typing.Optional[int]) == {"type": "int", "optional": True}
    assert describe_type(int | None) == {"type": "int", "optional": True}
    assert describe_type(typing.Literal["a", "b"]) == {"type": "choice", "optional": False, "choices": ["a", "b"]}
    assert describe_type(typing.Literal[True, False])["type"] == "other"  # not a plain str / int choice
    assert describe_type(tuple[None, str])["type"] == "other"
    assert describe_type(str | list[str] | None)["type"] == "other"
    assert describe_type(typing.Callable[[int], int])["type"] == "other"
    assert describe_type("CUDAGraphPolicy | None")["type"] == "other"  # a forward reference: unknown, refused


@pytest.fixture(scope="module")
def real():
    return {"cpu_count": 2, "inductor_config_types": inductor_config_types()}


def test_this_torch_keys_that_run_programs_or_name_paths_cannot_be_set(real):
    types = real["inductor_config_types"]
    for key in ("cpp.cxx", "cuda.cutlass_dir", "cpp.march", "worker_start_method", "trace.upload_tar",
                "post_grad_custom_pre_pass", "autoheuristic_log_path", "max_autotune_gemm_backends"):
        if key in types:  # the keys differ between torch versions: the ones this torch has
            assert not overridable(key, types[key]), key
            assert "cannot be set here" in override_problems({key: "x"}, real)[0]
    allowed = [k for k, spec in types.items() if overridable(k, spec)]
    assert len(allowed) > 300  # the rule is not a handful of names: most of Inductor's tuning switches
    assert all(types[k]["type"] in ("bool", "int", "float", "choice") for k in allowed)
    assert not [k for k in allowed if any(w in k.lower() for w in ("cxx", "_dir", "path", "command", "cmd"))
                and types[k]["type"] != "bool"]


def test_this_torch_common_tuning_keys_can_be_set(real):
    good = {"max_autotune": True, "coordinate_descent_tuning": True, "epilogue_fusion": False, "compile_threads": 1}
    assert override_problems({k: v for k, v in good.items() if k in real["inductor_config_types"]}, real) == []
    assert "takes True or False" in override_problems({"max_autotune": "notabool"}, real)[0]
