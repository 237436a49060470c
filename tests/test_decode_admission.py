"""A decode request is admitted only with a causal LM and decode's own analyses; old reports still load."""

from __future__ import annotations

import json

import pytest

from analyzers.cli import build_parser, request_from_args
from analyzers.report.schema import CompileOptions, ModelSource, RunRequest, default_analyses
from analyzers.runs.admission import request_problems
from analyzers.workflows.sweep import SweepSpec
from tests import report_factory as rf

from .conftest import cli


def decode(source: str, **over) -> RunRequest:
    opts = CompileOptions(workload="decode", **{k: v for k, v in over.items() if k != "only"})
    return RunRequest(ModelSource.parse(source), opts, only=over.get("only", default_analyses("decode")))


@pytest.mark.parametrize("name", ["tiny-gpt2", "tiny-llama", "gpt2", "llama-1b"])
def test_zoo_decoders_are_admitted(name):
    assert request_problems(decode(name)) == []


@pytest.mark.parametrize("source, expected", [
    ("tiny-bert", "tiny-bert is not a causal LM, so it cannot decode"),
    ("vit-base", "vit-base is not a causal LM"),
    ("demo:print", "a demo source has no causal LM"),
])
def test_sources_without_a_causal_lm_are_refused(source, expected):
    problems = request_problems(decode(source))
    assert len(problems) == 1 and expected in problems[0] and "tiny-llama" in problems[0]


def test_checkpoints_are_judged_by_their_architectures(tmp_path):
    lm, enc = tmp_path / "lm", tmp_path / "enc"
    for folder, archs in ((lm, ["LlamaForCausalLM"]), (enc, ["BertForSequenceClassification"])):
        folder.mkdir()
        (folder / "config.json").write_text(json.dumps({"architectures": archs, "model_type": "x"}))
    assert request_problems(decode(f"hf:{lm}")) == []
    (p,) = request_problems(decode(f"hf:{enc}"))
    assert "not a causal LM" in p and "BertForSequenceClassification" in p


@pytest.mark.parametrize("over, expected", [
    ({"new_tokens": 1}, "new_tokens must be 2 or more"),
    ({"prompt_len": 0}, "prompt_len must be a positive integer"),
    ({"cache": "paged"}, "cache 'paged' is unknown"),
    ({"only": ["benchmark", "decode"]}, "drop benchmark"),
    ({"only": ["decode", "counters"]}, "drop counters"),
])
def test_bad_decode_options_say_what_to_change(over, expected):
    problems = request_problems(decode("tiny-llama", **over))
    assert any(expected in p for p in problems), problems


def test_decode_analysis_needs_the_decode_workload():
    req = RunRequest(ModelSource.parse("tiny-llama"), CompileOptions(), only=["decode"])
    assert any("use --workload decode" in p for p in request_problems(req))
    assert request_problems(RunRequest(ModelSource.parse("tiny-bert"), CompileOptions())) == []  # forward untouched


def test_old_requests_load_with_forward_defaults():
    old = rf.request()  # a request written before the decode fields existed
    assert "workload" not in old["options"]
    req = RunRequest.from_dict(old)
    assert req.options.workload == "forward" and req.options.cache == "static" and req.problems() == []
    new = RunRequest.from_dict({**decode("tiny-llama", cache="dynamic").to_dict(), "only": None})
    assert new.options.cache == "dynamic" and new.only == default_analyses("decode")


def test_cli_and_sweep_take_the_workload():
    a = build_parser().parse_args(["run", "--model", "tiny-llama", "--workload", "decode", "--prompt-len", "16",
                                   "--new-tokens", "8", "--cache", "dynamic"])
    req = request_from_args(a, {"cuda_available": False})
    o = req.options
    assert (o.workload, o.prompt_len, o.new_tokens, o.cache) == ("decode", 16, 8, "dynamic")
    assert req.only == ["explain", "compile", "code", "profile", "decode"]
    fwd = request_from_args(build_parser().parse_args(["run", "--model", "tiny-bert"]), {})
    assert fwd.only == default_analyses("forward") and fwd.options.workload == "forward"
    spec = SweepSpec(ModelSource.parse("tiny-llama"), modes=["eager", "default"], workload="decode",
                     caches=["static", "dynamic"], prompt_len=16, new_tokens=8)
    keys = [c["key"] for c in spec.cells()]
    assert keys == ["eager-fp32-b1-static", "eager-fp32-b1-dynamic", "default-fp32-dynfalse-b1-static",
                    "default-fp32-dynfalse-b1-dynamic"]
    r = spec.request(spec.cells()[3])
    assert (r.options.cache, r.options.workload, r.options.new_tokens) == ("dynamic", "decode", 8)
    assert "decode" in r.only and "benchmark" not in r.only and request_problems(r) == []
    assert SweepSpec(ModelSource.parse("tiny-llama"), workload="decode", caches=["paged"]).problems()
    from analyzers.workflows.sweep import spec_from_args

    a = build_parser().parse_args(["sweep", "--model", "tiny-llama", "--workload", "decode", "--caches",
                                   "static,dynamic", "--new-tokens", "8"])
    spec = spec_from_args(a, {})
    assert spec.caches == ["static", "dynamic"] and spec.new_tokens == 8 and spec.only == default_analyses("decode")


def test_cli_refuses_a_decode_run_of_an_encoder(tmp_path):
    runs = tmp_path / "runs"
    rf.write_machine(runs)  # cached machine facts: no torch import to find them
    p = cli("run", "--model", "tiny-bert", "--workload", "decode", "--device", "cpu", runs_dir=runs)
    assert p.returncode == 2 and "tiny-bert is not a causal LM" in p.stderr
    assert not [d for d in runs.iterdir() if d.is_dir()]  # no run created
