"""The *decode* analysis: what torch.compile does to an LLM's token generation, step by step.

Method. The model generates ``new_tokens`` greedy tokens after a ``prompt_len``-token prompt: the
prefill gives the first, then ``new_tokens - 1`` decode steps of one token each, with the KV cache asked
for (``decode_loop.DecodeLoop``, our own loop: nothing compiles behind our back). In order:

1. eager, a reference round: its tokens, the top-2 logit gap of each, and whether anything compiled;
2. compiled, the cold round: every call synchronized and timed, and after each the compiles it caused
   (guard-failure reasons) and CUDA graphs recorded (``decode_watch``), under a TORCH_TRACE capture;
3. one warm compiled round, then ``rounds`` per-step rounds of each, eager and compiled alternating
   (median per-token latency with a 95 % bootstrap interval), then ``rounds`` pipelined rounds of each
   (one synchronization at the end: tokens/s as a serving loop sees it), then peak memory (CUDA).

Compile time of the prefill = first compiled prefill - eager prefill median; of the decode step = first
compiled step - eager step median. A configuration that fails is recorded with its step, cause and fix.
"""

from __future__ import annotations

import contextlib
import logging
import statistics
from dataclasses import dataclass, field
from pathlib import Path

from .decode_findings import failure_finding, findings_of
from .decode_inputs import check_length, decode_api, generate_compile_info
from .decode_loop import DecodeLoop, Round
from .decode_stats import paired_speedup, per_step_medians_ms, spread, summary_ms
from .decode_watch import CompileWatch

log = logging.getLogger(__name__)

ROUNDS_MAX = 5


class DecodeFailed(ValueError):
    """The compiled decode failed; the decode section holds the finding (message + fix)."""


@dataclass
class DecodeSpec:
    prompt_len: int
    new_tokens: int
    batch_size: int = 1
    cache: str = "static"
    device: str = "cpu"
    dtype: str = "fp32"
    compile_kwargs: dict = field(default_factory=dict)
    cudagraphs: bool = False
    rounds: int = 3
    inductor_config: dict = field(default_factory=dict)
    trace_dir: Path | None = None

    @classmethod
    def from_options(cls, opts, trace_dir: Path | None = None) -> DecodeSpec:
        from ..options.compile_setup import compile_kwargs, uses_cudagraphs

        return cls(prompt_len=opts.prompt_len, new_tokens=opts.new_tokens, batch_size=opts.batch_size,
                   cache=opts.cache, device=opts.device, dtype=opts.dtype, compile_kwargs=compile_kwargs(opts),
                   cudagraphs=uses_cudagraphs(opts), rounds=max(1, min(ROUNDS_MAX, opts.iterations)),
                   inductor_config=dict(opts.inductor_config), trace_dir=trace_dir)


def collect_decode(model, spec: DecodeSpec, grad=None) -> dict:
    """Eager against compiled generation of ``spec.new_tokens`` tokens; returns the decode section.

    The compiled side's failure does not raise: it is the section's ``compiled.error`` and a finding
    (the stage raises ``DecodeFailed`` after saving it). An eager failure raises: the model cannot decode.
    """
    import torch

    from ..options.compile_setup import inductor_overrides
    from ..trace.trace_capture import capture_trace

    grad = grad or torch.no_grad
    api = decode_api(model)
    check_length(model, spec.prompt_len, spec.new_tokens)
    b, n = spec.batch_size, spec.new_tokens
    sec: dict = {
        "prompt_len": spec.prompt_len, "new_tokens": n, "batch_size": b, "steps": n - 1, "device": spec.device,
        "dtype": spec.dtype, "compile_options": spec.compile_kwargs, "rounds": spec.rounds,
        "cache": {"requested": spec.cache, "kwarg": api.cache_kwarg},
        "method": "own greedy loop (no generate); per-step rounds synchronize around every call, pipelined "
                  "rounds once at the end",
        "recompile_limit": _recompile_limit(), "notes": [], "findings": [],
    }
    loop_kw = dict(prompt_len=spec.prompt_len, new_tokens=n, batch_size=b, cache=spec.cache, device=spec.device)
    with grad(), CompileWatch() as watch:
        eager = DecodeLoop(model, model, api, **loop_kw)
        ref = eager.run(per_step=True, watch=watch, margins=True)
        if ref.error:
            raise RuntimeError(f"eager decode failed at step {ref.failed_step}: {ref.error_type}: {ref.error}")
        sec["cache"].update(used=eager.kind, cls=type(eager.cache).__name__)
        sec["transformers"] = generate_compile_info(model, api, eager.cache)
        compiled = DecodeLoop(torch.compile(model, **spec.compile_kwargs), model, api, cudagraphs=spec.cudagraphs,
                              **loop_kw)
        sec["cudagraphs"] = {"used": spec.cudagraphs, "marked_steps": compiled.mark is not None,
                             "recordings_counted": watch.records_cudagraphs}
        trace = capture_trace(spec.trace_dir) if spec.trace_dir else contextlib.nullcontext()
        with inductor_overrides(spec.inductor_config):
            with trace as cap:
                cold = compiled.run(per_step=True, watch=watch)
            rounds = _timed_rounds(eager, compiled, cold, spec, watch)
        sec["notes"] += list(dict.fromkeys(eager.notes + compiled.notes + (list(cap.notes) if cap else [])))
    sec["eager"] = _mode_summary(ref, rounds["eager"], rounds["eager_pipelined"], rounds["eager_peak"], b, n)
    eager_rounds = [ref, *rounds["eager"], *rounds["eager_pipelined"]]
    sec["eager"]["compiles_during"] = sum(len(e.compiles) for r in eager_rounds for e in r.events)
    sec["compiled"] = _mode_summary(None, rounds["compiled"], rounds["compiled_pipelined"], rounds["compiled_peak"],
                                    b, n)
    sec["compiled"].update(_first_round(cold, sec["eager"]))
    failed = cold if cold.error else next((r for r in rounds["compiled"] if r.error), None)
    if failed is not None:
        sec["compiled"]["error"] = {"type": failed.error_type, "message": failed.error, "step": failed.failed_step,
                                    "traceback": failed.traceback}
        sec["findings"].append(failure_finding(failed.error_type, failed.error, where="the compiled decode",
                                               step=failed.failed_step))
    sec["per_step"], sec["compiles"] = _per_step(ref, cold, rounds)
    sec["cudagraphs"].update(_cudagraph_counts(cold, rounds, spec.cudagraphs, watch.records_cudagraphs))
    sec["tokens"] = _tokens(ref, cold, rounds["compiled"])
    sec.update(_speedups(sec, rounds, b * n))
    if spec.trace_dir:
        sec["compile_trace"] = _trace_summary(spec.trace_dir, sec)
    sec["instability"] = _instability(sec)
    sec["unstable"] = bool(sec["instability"])
    sec["findings"] += findings_of(sec)
    return sec


def _speedups(sec: dict, rounds: dict, tokens: int) -> dict:
    """The per-token and tokens/s speedups: the median of the paired rounds' ratios with its interval (round i of
    eager beside round i of compiled); the ratio of the two medians where no round pairs."""
    def good(key):
        return [r if r.error is None else None for r in rounds.get(key) or []]

    def step_ms(r):
        return statistics.median(r.step_s) * 1e3 if r is not None and r.step_s else None

    def tps(r):
        return tokens / r.total_s if r is not None and r.total_s else None

    e_step, c_step = sec["eager"].get("step_ms", {}), sec["compiled"].get("step_ms", {})
    step = paired_speedup([step_ms(r) for r in good("eager")], [step_ms(r) for r in good("compiled")])
    gen = paired_speedup([tps(r) for r in good("compiled_pipelined")], [tps(r) for r in good("eager_pipelined")])
    return {
        "per_token_speedup": step["value"] if step else _ratio(e_step.get("median_ms"), c_step.get("median_ms")),
        "per_token_speedup_ci": step["ci"] if step else None,
        "per_token_speedup_rounds": step["rounds"] if step else None,
        "tokens_per_s_speedup": gen["value"] if gen else _ratio(sec["compiled"].get("tokens_per_s"),
                                                               sec["eager"].get("tokens_per_s")),
        "tokens_per_s_speedup_ci": gen["ci"] if gen else None,
    }


def _instability(sec: dict) -> list[dict]:
    """The benchmark's flags (interval over ±5 %, rounds disagreeing, median over 3x the fastest) for each
    side's per-token step latency."""
    from ..timing.timing_stats import flag_messages

    out = []
    for name in ("eager", "compiled"):
        out += flag_messages(f"{name} decode step", (sec.get(name) or {}).get("step_ms") or {})
    return out


def _timed_rounds(eager: DecodeLoop, compiled: DecodeLoop, cold: Round, spec: DecodeSpec, watch) -> dict:
    out: dict = {k: [] for k in ("eager", "compiled", "eager_pipelined", "compiled_pipelined")}
    out["eager_peak"] = out["compiled_peak"] = None
    ok = cold.error is None
    if ok:
        warm = compiled.run(per_step=True, watch=watch)
        out["warm"] = warm
        ok = warm.error is None
        if not ok:
            out["compiled"].append(warm)
    for i in range(spec.rounds):  # alternate, so that drift hits both
        order = [("eager", eager), ("compiled", compiled)]
        for name, loop in order if i % 2 == 0 else order[::-1]:
            if name == "compiled" and not ok:
                continue
            r = loop.run(per_step=True, watch=watch)
            out[name].append(r)
            ok = ok if name == "eager" else r.error is None
    for i in range(spec.rounds):
        order = [("eager", eager), ("compiled", compiled)]
        for name, loop in order if i % 2 == 0 else order[::-1]:
            if name == "compiled" and not ok:
                continue
            r = loop.run(per_step=False)
            ev = watch.take()
            r.events.append(ev)
            out[f"{name}_pipelined"].append(r)
            ok = ok if name == "eager" else r.error is None
    if spec.device.startswith("cuda"):
        out["eager_peak"] = _peak(eager)
        out["compiled_peak"] = _peak(compiled) if ok else None
    return out


def _peak(loop: DecodeLoop) -> int | None:
    import torch

    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    r = loop.run(per_step=False)
    return None if r.error else int(torch.cuda.max_memory_allocated())


def _mode_summary(ref: Round | None, timed: list[Round], pipelined: list[Round], peak, b: int, n: int) -> dict:
    good = [r for r in timed if not r.error]
    steps = [s for r in good for s in r.step_s]
    step_rounds = [i for i, r in enumerate(good) for _ in r.step_s]
    prefill = [r.prefill_s for r in good if r.prefill_s is not None]
    piped = [b * n / r.total_s for r in pipelined if not r.error and r.total_s]
    out: dict = {
        "prefill_ms": summary_ms(prefill),
        "step_ms": summary_ms(steps, step_rounds),
        "decode_ms": round(statistics.median(sum(r.step_s) for r in good) * 1e3, 4) if good else None,
        "tokens_per_s_rounds": spread(piped),
        "tokens_per_s": spread(piped)["median"],
        "peak_mem_bytes": peak,
    }
    timed_ok = [r for r in pipelined if not r.error] or good
    if timed_ok:  # Python's garbage collector inside a generation: host time the model did not ask for
        out["gc_per_generation"] = {"collections": statistics.median(r.gc_collections for r in timed_ok),
                                    "ms": round(statistics.median(r.gc_s for r in timed_ok) * 1e3, 3)}
    med = out["step_ms"].get("median_ms")
    out["decode_tokens_per_s"] = round(b * 1e3 / med, 2) if med else None
    gpu = [ms for r in good for ms in r.gpu_ms[1:]]
    if gpu:
        out["step_gpu_ms"] = summary_ms([ms / 1e3 for ms in gpu])
    return out


def _first_round(cold: Round, eager: dict) -> dict:
    """The cold round: what the first compiled prefill and step cost over eager."""
    e_pre = (eager.get("prefill_ms") or {}).get("median_ms")
    e_step = (eager.get("step_ms") or {}).get("median_ms")
    first_pre = cold.prefill_s * 1e3 if cold.prefill_s is not None else None
    first_step = cold.step_s[0] * 1e3 if cold.step_s else None
    return {
        "first_prefill_ms": _r(first_pre),
        "first_step_ms": _r(first_step),
        "prefill_compile_s": _r(max(0.0, (first_pre - e_pre) / 1e3)) if first_pre is not None and e_pre else None,
        "step_compile_s": _r(max(0.0, (first_step - e_step) / 1e3)) if first_step is not None and e_step else None,
        "first_round_total_s": _r(sum([cold.prefill_s or 0.0, *cold.step_s])),
    }


def _per_step(ref: Round, cold: Round, rounds: dict) -> tuple[list[dict], list[dict]]:
    """One row per generated token (0 = prefill), and every compile of the compiled rounds with its step and
    round (round 0 = the cold round, whose steps 0 and 1 compile the prefill and the decode step)."""
    e_rounds = [[r.prefill_s or 0.0, *r.step_s] for r in rounds["eager"] if not r.error]
    c_rounds = [[r.prefill_s or 0.0, *r.step_s] for r in rounds["compiled"] if not r.error]
    e_med, c_med = per_step_medians_ms(e_rounds), per_step_medians_ms(c_rounds)
    first = [cold.prefill_s, *cold.step_s] if cold.prefill_s is not None else []
    rows, compiles_at = [], []
    for i in range(ref.tokens and len(ref.tokens[0]) or 0):
        ev = cold.events[i] if i < len(cold.events) else None
        compiles = ev.compiles if ev else []
        rows.append({
            "step": i, "phase": "prefill" if i == 0 else "decode",
            "eager_ms": e_med[i] if i < len(e_med) else None,
            "compiled_ms": c_med[i] if i < len(c_med) else None,
            "first_ms": _r(first[i] * 1e3) if i < len(first) else None,
            "compiles": len(compiles),
            "compile_s": _r(sum(c.get("seconds") or 0.0 for c in compiles)) if compiles else 0.0,
            "cudagraph_recordings": ev.cudagraph_recordings if ev else 0,
        })
        for c in compiles:
            compiles_at.append(dict(c, step=i, round=0))
    later = [("warm", [rounds.get("warm")] if rounds.get("warm") else []), ("timed", rounds["compiled"]),
             ("pipelined", rounds["compiled_pipelined"])]
    k = 1
    for _label, rs in later:
        for r in rs:
            for j, ev in enumerate(r.events):
                for c in ev.compiles:
                    step = j if r.step_s or r.prefill_s is not None else None
                    compiles_at.append(dict(c, step=step, round=k))
            k += 1
    return rows, compiles_at


def _cudagraph_counts(cold: Round, rounds: dict, used: bool, counted: bool) -> dict:
    order = [cold] + ([rounds["warm"]] if rounds.get("warm") else []) + rounds["compiled"] + rounds["compiled_pipelined"]
    per_round = [sum(e.cudagraph_recordings for e in r.events) for r in order]
    calls = sum(len(r.tokens[0]) if r.tokens else 0 for r in order)
    skips = sum(e.cudagraph_skips for r in order for e in r.events)
    reasons = sorted({c.get("cudagraph_skip_reason") for r in order for e in r.events for c in e.compiles
                      if c.get("cudagraph_skip_reason")})
    out = {"recordings": sum(per_round), "recordings_per_round": per_round, "skips": skips, "skip_reasons": reasons}
    if not counted:  # this torch has no recording callbacks: unknown, not zero
        out.update(recordings=None, recordings_per_round=[])
    elif used:  # every graph's first call is a warm-up (run, not recorded), its second the recording
        graphs = sum(1 for r in order for e in r.events for c in e.compiles if not c.get("fail_type"))
        out["replays"] = max(0, calls - sum(per_round) - graphs)
    return out


def _tokens(ref: Round, cold: Round, timed: list[Round]) -> dict:
    e, c = ref.tokens, cold.tokens
    width = min(len(e[0]) if e else 0, len(c[0]) if c else 0)
    diff = next((i for i in range(width) if any(er[i] != cr[i] for er, cr in zip(e, c))), None)
    complete = bool(c) and width == len(e[0])
    out = {
        "eager": e[0] if e else [], "compiled": c[0] if c else [],
        # None: the compiled generation stopped early (its failure is a finding), ``compared`` tokens agree
        "match": False if diff is not None else True if complete else None,
        "compared": width,
        "first_diff_step": diff,
        "eager_margin_at_diff": ref.margins[diff] if diff is not None and diff < len(ref.margins) else None,
        "min_eager_margin": min(ref.margins) if ref.margins else None,
    }
    drift = [i for i, r in enumerate(timed) if r.tokens and c and r.tokens != c]
    if drift:
        out["rounds_differing_from_first"] = len(drift)
    return out


def _trace_summary(trace_dir: Path, sec: dict) -> dict:
    from ..trace.compile_trace import collect_compile_trace
    from ..trace.trace_records import TraceParseError

    try:
        t = collect_compile_trace(trace_dir)
    except (TraceParseError, OSError) as e:
        return {"available": False, "reason": str(e)}
    reasons = {r.get("compile_id"): r.get("reason") for r in t.get("recompiles") or []}
    for r in sec.get("compiles") or []:
        if not r.get("reason") and reasons.get(r.get("compile_id")):
            r["reason"] = reasons[r["compile_id"]]
    return {"available": True, "phases": t.get("phases"), "total_s": t.get("total_s"), "cache": t.get("cache"),
            "compile_ids": len(t.get("compile_ids") or []), "graph_breaks": len(t.get("graph_breaks") or []),
            "notes": t.get("notes") or []}


def _recompile_limit() -> int | None:
    try:
        import torch._dynamo.config as dcfg
    except Exception:  # noqa: BLE001
        return None
    return getattr(dcfg, "recompile_limit", getattr(dcfg, "cache_size_limit", None))


def _ratio(a, b) -> float | None:
    return round(a / b, 4) if isinstance(a, (int, float)) and isinstance(b, (int, float)) and b > 0 else None


def _r(v: float | None, digits: int = 4) -> float | None:
    return None if v is None else round(v, digits)
