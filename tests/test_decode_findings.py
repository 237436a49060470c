"""Decode findings (plain data, no torch): each names what happened, at which step, and the fix."""

from __future__ import annotations

from analyzers.analyses.decode.decode_findings import failure_finding, findings_of
from analyzers.analyses.decode.decode_stats import summary_ms


def _section(dynamic, n_late, cache="dynamic", **over):
    compiles = [{"step": 0, "round": 0}, {"step": 1, "round": 0}]
    compiles += [{"step": 2 + i, "round": 0, "reason": f"keys size mismatch at index 2 ({i})"} for i in range(n_late)]
    return {"compiles": compiles, "cache": {"used": cache}, "compile_options": {"dynamic": dynamic}, **over}


def _kinds(section):
    return {f["kind"]: f for f in findings_of(section)}


def test_no_recompile_no_finding():
    assert findings_of(_section(None, 0, cache="static")) == []


def test_dynamic_cache_with_static_shapes_recompiles_every_step():
    f = _kinds(_section(False, 5))["recompile"]
    assert f["severity"] == "warning" and f["step"] == 2 and "steps 2-6" in f["message"]
    assert "--cache static" in f["fix"]


def test_one_recompile_under_automatic_dynamic_is_expected():
    f = _kinds(_section(None, 1))["recompile"]
    assert f["severity"] == "info" and "symbolic length" in f["fix"]


def test_recompile_limit_says_the_rest_ran_eager():
    s = _section(False, 6)
    s["compiles"].append({"step": 8, "round": 0, "fail_type": "Unsupported",
                          "fail_reason": "Dynamo recompile limit exceeded"})
    k = _kinds(s)
    assert "recompiled 6 time(s)" in k["recompile"]["message"]  # the give-up is not a recompile
    assert k["recompile_limit"]["step"] == 8 and "runs eager" in k["recompile_limit"]["message"]


def test_failures_are_named_with_their_fix():
    f = failure_finding("RuntimeError", "Error: accessing tensor output of CUDAGraphs that has been overwritten by "
                        "a subsequent run.", where="the compiled decode", step=3)
    assert f["kind"] == "failure" and f["step"] == 3 and "decode step 3" in f["message"]
    assert "--cache static" in f["fix"]
    oom = failure_finding("OutOfMemoryError", "CUDA out of memory", where="the compiled decode", step=0)
    assert "the prefill" in oom["message"] and "--batch-size" in oom["fix"]
    other = failure_finding("KeyError", "x", where="the compiled decode", step=None)
    assert "aot_eager" in other["fix"]


def test_tokens_slower_and_who_compiled():
    s = _section(None, 0, cache="static", tokens={"match": False, "first_diff_step": 7, "eager_margin_at_diff": 0.01},
                 per_token_speedup=0.8, device="cuda", cudagraphs={"used": False},
                 eager={"compiles_during": 2}, transformers={"generate_would_compile": True,
                                                              "disable_compile_option": True})
    k = _kinds(s)
    assert "from token 7" in k["tokens"]["message"] and "near tie" in k["tokens"]["message"]
    assert "0.80x" in k["slower"]["message"] and "reduce-overhead" in k["slower"]["fix"]
    assert "2 frame(s)" in k["eager_compiled"]["message"]
    assert "disable_compile=True" in k["generate_compiles"]["fix"]


def test_step_summary_is_deterministic_holds_the_median_and_flags_like_the_benchmark():
    samples = [1.0, 1.1, 0.9, 1.2, 5.0, 1.0, 0.95, 1.05]
    s = summary_ms([x / 1e3 for x in samples])
    assert s["samples"] == 8 and s["ci_low_ms"] <= s["median_ms"] <= s["ci_high_ms"] and s["p99_ms"] == 5.0
    assert s == summary_ms([x / 1e3 for x in samples]) and s["ci_ms"] == [s["ci_low_ms"], s["ci_high_ms"]]
    assert "wide" in s["flags"]  # ±10 % around 1.025 ms
    steady = [1.0 + 0.001 * (i % 5) for i in range(40)]
    drift = summary_ms([x / 1e3 for x in steady + [2 * x for x in steady]], rounds=[0] * 40 + [1] * 40)
    assert "rounds" in drift["flags"] and len(drift["rounds_ms"]) == 2
    assert summary_ms([x / 1e3 for x in steady])["flags"] == []
