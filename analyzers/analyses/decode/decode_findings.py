"""What a decode run found, in sentences with a fix: failures, per-step recompiles, CUDA-graph skips,
tokens that differ, a compiled loop slower than eager, and who else compiled.

Plain data in, plain data out: ``failure_finding`` names a failed configuration's cause and fix;
``findings_of`` reads a finished decode section.
"""

from __future__ import annotations

from ...report.summary import late_compiles

# (pattern in the error text, what it means, the fix). First match wins.
_FAILURES: list[tuple[tuple[str, ...], str, str]] = [
    (
        ("overwritten by a subsequent run",),
        "CUDA graphs reused the memory of an output that a later step still reads: with a dynamic cache the "
        "keys and values are outputs of the step's graph and inputs of the next one",
        "use --cache static (its tensors are updated in place at fixed addresses, which CUDA graphs replay "
        "on), or mode default (no CUDA graphs)",
    ),
    (
        ("out of memory",),
        "the GPU ran out of memory",
        "lower --batch-size, --prompt-len or --new-tokens, or use a smaller dtype",
    ),
    (
        ("recompile_limit", "cache_size_limit"),
        "Dynamo gave up recompiling the step (one graph per cache length)",
        "use --cache static, or --dynamic true so one graph serves every length",
    ),
    (
        ("index out of range", "out of bounds", "index_copy"),
        "a cache write fell outside the cache",
        "raise the static cache's room (prompt_len + new_tokens) or use --cache dynamic",
    ),
]
_GENERIC_FIX = ("read the traceback; mode default or backend aot_eager tells a Dynamo problem from an "
                "Inductor or CUDA-graph one")


def failure_finding(error_type: str, message: str, *, where: str, step: int | None) -> dict:
    """The finding for a configuration that failed: what happened, at which step, and what to change."""
    text = f"{error_type}: {message}".strip()
    low = text.lower()
    cause, fix = None, _GENERIC_FIX
    for patterns, what, how in _FAILURES:
        if any(p.lower() in low for p in patterns):
            cause, fix = what, how
            break
    at = "the prefill" if step == 0 else f"decode step {step}" if step is not None else "an unknown step"
    first = text.splitlines()[0][:300] if text else error_type
    message = f"{where} failed at {at}: {first}" + (f" ({cause})" if cause else "")
    return {"kind": "failure", "severity": "error", "step": step, "message": message, "fix": fix}


def findings_of(section: dict) -> list[dict]:
    """Findings of a finished decode section (failures are added where they happen)."""
    out: list[dict] = []
    out += _recompile_findings(section)
    out += _cudagraph_findings(section)
    out += _token_findings(section)
    out += _speed_findings(section)
    out += _who_compiled_findings(section)
    return out


def _recompile_findings(section: dict) -> list[dict]:
    out = []
    compiles = section.get("compiles") or []
    late = late_compiles(section)
    limited = [c for c in compiles if "limit" in str(c.get("fail_reason") or "").lower()]
    cache = (section.get("cache") or {}).get("used")
    dynamic = (section.get("compile_options") or {}).get("dynamic")
    if late:
        steps = sorted({r["step"] for r in late if r.get("step") is not None})
        reason = next((r.get("reason") for r in late if r.get("reason")), None) or "reason not recorded"
        span = f"steps {steps[0]}-{steps[-1]}" if len(steps) > 1 else f"step {steps[0]}" if steps else "later rounds"
        severity = "warning"
        if cache == "dynamic" and dynamic is False:
            fix = ("a dynamic cache grows by one token a step and dynamic=False makes every length a new graph: "
                   "use --cache static, or --dynamic auto / true for one graph over all lengths")
        elif cache == "dynamic" and dynamic is None and len(late) == 1:
            severity = "info"  # automatic dynamic shapes: the second length compiles one graph for all lengths
            fix = ("expected with --dynamic auto: the second cache length makes Dynamo compile one graph with a "
                   "symbolic length. --dynamic true compiles that graph at once; --cache static needs neither")
        else:
            fix = "make the guard hold: the reason names the input that changed between steps"
        out.append({"kind": "recompile", "severity": severity, "step": steps[0] if steps else None,
                    "message": f"the compiled decode step recompiled {len(late)} time(s) after its first compile "
                               f"({span}); first reason: {reason.splitlines()[0][:300]}",
                    "fix": fix})
    if limited:
        step = limited[0].get("step")
        out.append({"kind": "recompile_limit", "severity": "warning", "step": step,
                    "message": f"Dynamo hit its recompile limit at step {step}: from there on the step runs eager "
                               "(its latency is eager latency, not compiled)",
                    "fix": "use --cache static, or --dynamic true"})
    return out


def _cudagraph_findings(section: dict) -> list[dict]:
    cg = section.get("cudagraphs") or {}
    if not cg.get("used"):
        return []
    out = []
    reasons = cg.get("skip_reasons") or []
    if cg.get("skips") or reasons:
        out.append({"kind": "cudagraph_skip", "severity": "warning", "step": None,
                    "message": "CUDA graphs were skipped for part of the decode: "
                               + ("; ".join(r[:200] for r in reasons) or f"{cg.get('skips')} skip(s)"),
                    "fix": "a static cache (in-place updates at fixed addresses) lets every step replay a graph"})
    per_round = cg.get("recordings_per_round") or []
    if len(per_round) > 2 and any(n > 0 for n in per_round[2:]):
        out.append({"kind": "cudagraph_rerecord", "severity": "warning", "step": None,
                    "message": f"CUDA graphs were recorded again in later rounds ({per_round}): a new input shape "
                               "or address each step means a new recording instead of a replay",
                    "fix": "use --cache static so every step has the same shapes and addresses"})
    return out


def _token_findings(section: dict) -> list[dict]:
    tok = section.get("tokens") or {}
    if tok.get("match") is not False:
        return []
    step = tok.get("first_diff_step")
    margin = tok.get("eager_margin_at_diff")
    near = f" (eager's top-2 logit gap there is {margin:.3g}: a near tie)" if isinstance(margin, float) and margin < 0.1 \
        else f" (eager's top-2 logit gap there is {margin:.3g})" if isinstance(margin, float) else ""
    return [{"kind": "tokens", "severity": "warning", "step": step,
             "message": f"compiled greedy tokens differ from eager from token {step} on{near}",
             "fix": "fused kernels round differently; at fp16/bf16 a near tie flips the argmax. Compare at fp32 "
                    "to tell rounding from a wrong graph"}]


def _speed_findings(section: dict) -> list[dict]:
    sp = section.get("per_token_speedup")
    if not isinstance(sp, (int, float)) or sp >= 1.0:
        return []
    cg = (section.get("cudagraphs") or {}).get("used")
    fix = ("at batch 1 a decode step is launch-bound: mode reduce-overhead (CUDA graphs) with --cache static "
           "removes the launches" if not cg and section.get("device", "").startswith("cuda") else
           "see the recompiles and the per-step chart: a step that recompiles or runs eager is not faster")
    return [{"kind": "slower", "severity": "warning", "step": None,
             "message": f"the compiled decode step is slower than eager ({sp:.2f}x per token)", "fix": fix}]


def _who_compiled_findings(section: dict) -> list[dict]:
    out = []
    n = (section.get("eager") or {}).get("compiles_during")
    if n:
        out.append({"kind": "eager_compiled", "severity": "warning", "step": None,
                    "message": f"Dynamo compiled {n} frame(s) while the eager baseline ran: something in the model "
                               "calls torch.compile itself, so 'eager' is not all eager",
                    "fix": "find the torch.compile call in the model code (TORCH_LOGS=dynamo names the frame)"})
    tf = section.get("transformers") or {}
    if tf.get("generate_would_compile"):
        opt = "disable_compile=True" if tf.get("disable_compile_option") else "no compile_config"
        out.append({"kind": "generate_compiles", "severity": "info", "step": None,
                    "message": "transformers' generate() would compile this model's forward itself with this cache "
                               "(its compile_config), so a generate() 'eager' baseline is already compiled. This "
                               "analysis calls the forward in its own loop: its eager is eager",
                    "fix": f"when timing generate() yourself, pass {opt} for a true eager baseline"})
    return out
