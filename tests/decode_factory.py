"""A decode run's report, shaped like the engine's (``analyzers/analyses/decode/decode.py``), for dashboard tests.

The scenario: tiny-llama, a dynamic cache compiled with dynamic=False, so the decode step recompiles at
steps 2 and 3 (the cache grew by a token); compiled tokens differ from token 3 on.
"""

from __future__ import annotations

from tests import report_factory as rf

STEPS = 5  # new_tokens: the prefill's token and 4 decode steps


def _compile(cid: str, step: int, reason: str | None, seconds: float = 2.0, rnd: int = 0) -> dict:
    return {"compile_id": cid, "frame": "wrapped_func", "seconds": seconds, "reason": reason, "fail_type": None,
            "fail_reason": None, "graph_ops": 140, "graph_breaks": None, "cudagraph_skip_reason": None,
            "step": step, "round": rnd}


def _timing(median: float) -> dict:
    return {"median_ms": median, "ci_low_ms": median * 0.9, "ci_high_ms": median * 1.1, "p99_ms": median * 1.5,
            "mean_ms": median, "min_ms": median * 0.8, "samples": 8}


def decode_section() -> dict:
    size = "tensor 'kwargs['cache'].layers[0].keys' size mismatch at index 2. expected {}, actual {}"
    compiles = [
        _compile("0/0", 0, None, 10.1),
        _compile("0/1", 1, "0/0: tensor 'kwargs['input_ids']' size mismatch at index 1. expected 8, actual 1", 7.8),
        _compile("0/2", 2, "0/1: " + size.format(8, 9), 5.9),
        _compile("0/3", 3, "0/2: " + size.format(9, 10), 5.0),
    ]
    per_step = []
    for i in range(STEPS):
        compiled_here = [c for c in compiles if c["step"] == i]
        per_step.append({
            "step": i, "phase": "prefill" if i == 0 else "decode", "eager_ms": 6.0 if i == 0 else 2.0,
            "compiled_ms": 4.0 if i == 0 else 1.0,
            "first_ms": sum(c["seconds"] for c in compiled_here) * 1e3 + 1.0 if compiled_here else 1.0,
            "compiles": len(compiled_here), "compile_s": sum(c["seconds"] for c in compiled_here),
            "cudagraph_recordings": 0,
        })
    eager_tokens, compiled_tokens = [937, 706, 51, 12, 400], [937, 706, 51, 99, 7]
    return {
        "prompt_len": 8, "new_tokens": STEPS, "batch_size": 1, "steps": STEPS - 1, "device": "cpu", "dtype": "fp32",
        "compile_options": {"backend": "inductor", "fullgraph": False, "dynamic": False}, "rounds": 2,
        "cache": {"requested": "dynamic", "kwarg": "cache", "used": "dynamic", "cls": "DynamicCache"},
        "method": "own greedy loop", "recompile_limit": 8,
        "notes": ["decode note: the compile stage compiled the decode step before"],
        "transformers": {"transformers": "5.24.0", "generate_would_compile": False, "disable_compile_option": True},
        "cudagraphs": {"used": False, "marked_steps": False, "recordings_counted": True, "recordings": 0,
                       "recordings_per_round": [0, 0, 0], "skips": 0, "skip_reasons": []},
        "eager": {"prefill_ms": _timing(6.0), "step_ms": _timing(2.0), "decode_ms": 8.0,
                  "tokens_per_s_rounds": {"median": 350.0, "min": 340.0, "max": 360.0, "rounds": 2},
                  "tokens_per_s": 350.0, "peak_mem_bytes": None, "decode_tokens_per_s": 500.0, "compiles_during": 0},
        "compiled": {"prefill_ms": _timing(4.0), "step_ms": _timing(1.0), "decode_ms": 4.0,
                     "tokens_per_s_rounds": {"median": 700.0, "min": 690.0, "max": 710.0, "rounds": 2},
                     "tokens_per_s": 700.0, "peak_mem_bytes": None, "decode_tokens_per_s": 1000.0,
                     "first_prefill_ms": 10101.0, "first_step_ms": 7801.0, "prefill_compile_s": 10.095,
                     "step_compile_s": 7.799, "first_round_total_s": 28.8},
        "compiles": compiles,
        "per_step": per_step,
        "tokens": {"eager": eager_tokens, "compiled": compiled_tokens, "match": False, "first_diff_step": 3,
                   "eager_margin_at_diff": 0.012, "min_eager_margin": 0.012},
        "per_token_speedup": 2.0, "tokens_per_s_speedup": 2.0,
        "compile_trace": {"available": True, "phases": {"dynamo": 5.0, "aot_autograd": 1.0, "inductor": 20.0,
                                                        "codegen": 2.0}, "total_s": 28.0, "compile_ids": 4},
        "findings": [
            {"kind": "recompile", "severity": "warning", "step": 2,
             "message": "the compiled decode step recompiled 2 time(s) after its first compile (steps 2-3)",
             "fix": "use --cache static, or --dynamic auto / true for one graph over all lengths"},
            {"kind": "tokens", "severity": "warning", "step": 3,
             "message": "compiled greedy tokens differ from eager from token 3 on", "fix": "compare at fp32"},
        ],
        "trace_files": ["artifacts/trace_decode/dedicated_log_torch_trace_x.log"],
    }


def decode_report(run_id: str = "20260101-000000-decode-0007") -> dict:
    r = rf.good_report(run_id, with_breaks=False)
    r["request"] = rf.request("tiny-llama", workload="decode", prompt_len=8, new_tokens=STEPS, cache="dynamic",
                              dynamic="false")
    r["request"]["only"] = ["explain", "compile", "code", "profile", "decode"]
    r.pop("benchmark")
    r["stages"] = [s for s in r["stages"] if s["name"] != "benchmark"]
    r["stages"].append(dict(r["stages"][-1], name="decode"))
    r["decode"] = decode_section()
    return r


def running_decode_report(run_id: str = "20260101-000000-decoderun-0008") -> dict:
    r = decode_report(run_id)
    r["status"] = "running"
    r.pop("decode")
    r.pop("finished")
    r["stages"][-1].update(status="running", seconds=None)
    return r
