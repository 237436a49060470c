"""The decode analysis on CPU with the tiny zoo decoders: per-step compiles and their guards, tokens,
failures as findings, and one whole engine run through the CLI.

Compiling tests share their compiles (module fixtures); the Dynamo-only ones use backend eager, which
recompiles exactly as Inductor does but in a fraction of the time.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch

from analyzers.analyses.decode.decode import DecodeSpec, collect_decode
from analyzers.analyses.decode.decode_inputs import decode_step_probe
from analyzers.models.contract import SourceError
from analyzers.models.zoo import build_zoo_model
from analyzers.report.schema import CompileOptions

from .conftest import cli

P, N = 8, 5


def _model(name: str):
    return build_zoo_model(name, CompileOptions(seq_len=P)).model.eval()


def _decode(name: str, cache: str, backend="eager", dynamic=False, trace_dir=None) -> dict:
    torch._dynamo.reset()
    spec = DecodeSpec(prompt_len=P, new_tokens=N, cache=cache, rounds=1, trace_dir=trace_dir,
                      compile_kwargs={"backend": backend, "dynamic": dynamic})
    return collect_decode(_model(name), spec)


def test_probe_is_one_decode_step_on_a_prefilled_cache():
    opts = CompileOptions(workload="decode", prompt_len=P, new_tokens=N, cache="dynamic")
    loaded = build_zoo_model("tiny-gpt2", opts)
    probe = decode_step_probe(loaded, opts, grad=torch.no_grad)
    assert probe.kwargs["input_ids"].shape == (1, 1) and len(probe.extra_calls) == 2
    cache = probe.kwargs["cache"] if "cache" in probe.kwargs else probe.kwargs["past_key_values"]
    assert cache.get_seq_length() == P
    with torch.no_grad():
        out = probe.model(*probe.args, **probe.kwargs)
    assert out.logits.shape[:2] == (1, 1) and cache.get_seq_length() == P + 1  # one token appended


def test_probe_refuses_a_model_that_cannot_decode():
    opts = CompileOptions(workload="decode", prompt_len=P, new_tokens=N)
    with pytest.raises(SourceError, match="not a causal LM"):
        decode_step_probe(build_zoo_model("tiny-bert", opts), opts, grad=torch.no_grad)
    with pytest.raises(SourceError, match="max_position_embeddings = 512"):
        decode_step_probe(build_zoo_model("tiny-llama", opts),
                          CompileOptions(workload="decode", prompt_len=500, new_tokens=20), grad=torch.no_grad)


@pytest.fixture(scope="module")
def dynamic_cache_static_shapes():
    return _decode("tiny-llama", "dynamic")


@pytest.mark.slow
def test_dynamic_cache_recompiles_every_step_and_says_why(dynamic_cache_static_shapes):
    d = dynamic_cache_static_shapes
    first = [c for c in d["compiles"] if c["round"] == 0]
    assert [c["step"] for c in first] == [0, 1, 2, 3, 4]  # prefill, first step, then one per new cache length
    assert "input_ids" in first[1]["reason"]
    assert "size mismatch at index 2. expected 8, actual 9" in first[2]["reason"]
    assert [s["compiles"] for s in d["per_step"]] == [1, 1, 1, 1, 1]
    (rec,) = [f for f in d["findings"] if f["kind"] == "recompile"]
    assert rec["step"] == 2 and "--cache static" in rec["fix"]
    assert d["tokens"]["match"] is True and len(d["tokens"]["eager"]) == N
    assert d["eager"]["compiles_during"] == 0
    assert d["eager"]["step_ms"]["samples"] == N - 1 and d["compiled"]["tokens_per_s"] > 0
    e = d["eager"]["step_ms"]
    assert e["ci_low_ms"] <= e["median_ms"] <= e["ci_high_ms"]


@pytest.mark.slow
def test_static_cache_compiles_prefill_and_step_once(tmp_path):
    d = _decode("tiny-llama", "static", trace_dir=tmp_path / "trace")
    assert d["cache"]["cls"] == "StaticCache"
    assert [(c["step"], c["round"]) for c in d["compiles"]] == [(0, 0), (1, 0)]
    assert not [f for f in d["findings"] if f["kind"] in ("recompile", "failure")]
    assert d["tokens"]["match"] is True
    assert d["compile_trace"]["available"] and d["compile_trace"]["compile_ids"] == 2
    assert list((tmp_path / "trace").glob("dedicated_log_torch_trace_*.log"))


@pytest.mark.slow
def test_a_failing_compiled_step_is_a_finding_with_its_fix():
    seen = []

    def cudagraph_like_failure(gm, example_inputs):
        seen.append(len(example_inputs))
        if len(seen) > 1:  # the decode step's graph
            raise RuntimeError("Error: accessing tensor output of CUDAGraphs that has been overwritten by a "
                               "subsequent run.")
        return gm.forward

    d = _decode("tiny-gpt2", "dynamic", backend=cudagraph_like_failure)
    err = d["compiled"]["error"]
    assert err["step"] == 1 and "overwritten by a subsequent run" in err["message"]
    (f,) = [f for f in d["findings"] if f["kind"] == "failure"]
    assert "decode step 1" in f["message"] and "--cache static" in f["fix"]
    assert d["eager"]["tokens_per_s"] > 0  # eager was still measured
    assert d["tokens"]["match"] is None and d["tokens"]["compiled"] == d["tokens"]["eager"][:1]


@pytest.fixture(scope="module")
def decode_run(tmp_path_factory):
    runs = tmp_path_factory.mktemp("runs")
    p = cli("run", "--model", "tiny-gpt2", "--device", "cpu", "--workload", "decode", "--prompt-len", str(P),
            "--new-tokens", "4", "--iterations", "1", "--json", runs_dir=runs)
    assert p.returncode == 0, p.stderr[-3000:]
    summary = json.loads(p.stdout)
    return runs, summary, json.loads(Path(summary["report"]).read_text())


@pytest.mark.slow
def test_engine_run_decodes_with_inductor(decode_run):
    runs, summary, r = decode_run
    # the token loop is timed before the profile: a profiler session leaves the process's launches slower
    assert [s["name"] for s in r["stages"]] == ["load", "explain", "compile", "code", "decode", "profile"]
    assert all(s["status"] == "ok" for s in r["stages"]), [(s["name"], s["message"]) for s in r["stages"]]
    d = r["decode"]
    assert d["steps"] == 3 and d["cache"]["used"] == "static" and d["compile_options"]["backend"] == "inductor"
    assert d["compiled"]["prefill_compile_s"] > 0 and d["compiled"]["step_compile_s"] > 0
    assert summary["tokens_per_s"] == d["compiled"]["tokens_per_s"] > 0
    assert summary["per_token_speedup"] == d["per_token_speedup"]
    assert d["trace_files"] and all((runs / r["run_id"] / f).is_file() for f in d["trace_files"])
    # explain, compile and the generated code are of one decode step (input of one token)
    assert "one decode step after a 8-token prompt" in r["model"]["description"]
    assert r["explain"]["graph_count"] >= 1 and len(r["compile"]["extra_calls"]) == 2
    assert r["code"]["kernels"]
    # the token loop is timed at the worker's start priority where the OS allows it (analyzers/runs/priority.py)
    assert d["priority"]["worker_nice"] == r["worker"]["nice"] and d["priority"]["lowered"] is not None


def test_per_token_speedup_is_the_median_of_paired_rounds_with_an_interval():
    from analyzers.analyses.decode.decode_stats import paired_speedup
    from analyzers.report.headline_lines import speed_lines
    from analyzers.report.summary import decode_summary

    assert paired_speedup([2.0, 4.0, 3.0, None], [1.0, 1.0, 2.0, 1.0]) == {"value": 2.0, "ci": [1.5, 4.0],
                                                                        "rounds": 3}
    assert paired_speedup([None], [1.0]) is None and paired_speedup([2.0], [1.0]) is None  # one round: no interval
    torch._dynamo.reset()
    spec = DecodeSpec(prompt_len=P, new_tokens=N, cache="static", rounds=4, compile_kwargs={"backend": "eager"})
    d = collect_decode(_model("tiny-gpt2"), spec)
    lo, hi = d["per_token_speedup_ci"]
    assert d["per_token_speedup_rounds"] == 4 and lo <= d["per_token_speedup"] <= hi
    assert d["tokens_per_s_speedup_ci"][0] <= d["tokens_per_s_speedup"] <= d["tokens_per_s_speedup_ci"][1]
    report = {"decode": d}
    line = speed_lines(report, decode_summary(report))[0]
    assert "95 % interval" in line and "paired rounds" in line, line
    one = _decode("tiny-gpt2", "static")  # one round: the ratio of the medians, no interval
    assert one["per_token_speedup"] > 0 and one["per_token_speedup_ci"] is None
    assert "95 % interval" not in speed_lines({"decode": one}, decode_summary({"decode": one}))[0]
