"""Decode: an LLM's generation eager against compiled, step by step (pure: report -> cards, figures, tables).

Reads the report's ``decode`` section (``analyzers/analyses/decode/decode.py``); any field may be missing in a
partial or older report.
"""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

from analyzers.report.summary import late_compiles
from analyzers.report.timing_figures import decode_compile, decode_speedups

from . import fmt
from .blocks import Card
from .chart_layout import readable
from .compile import first_line
from .sections import Absence, items, section, why_missing

EAGER, COMPILED, FIRST = "#4c78a8", "#f58518", "#e45756"


FORWARD_RUN_NOTE = ("This run timed one forward (workload forward). Start a run with workload decode (a causal LM: "
                    "gpt2, llama-1b, tiny-gpt2, tiny-llama) to see token generation step by step.")


def decode_of(report: dict) -> dict:
    return section(report, "decode")


def is_decode_run(report: dict) -> bool:
    return ((report.get("request") or {}).get("options") or {}).get("workload") == "decode"


def absence(report: dict) -> Absence | None:
    """Why the Decode view has nothing for this run (a forward run, or no decode section); None where it has."""
    if decode_of(report):
        return None
    return why_missing(report, "decode") if is_decode_run(report) else Absence("info", FORWARD_RUN_NOTE)


def _side(dec: dict, which: str) -> dict:
    v = dec.get(which)
    return v if isinstance(v, dict) else {}


def _num(d: dict, *keys: str) -> float | None:
    for k in keys[:-1]:
        d = d.get(k) if isinstance(d.get(k), dict) else {}
    return fmt.as_float(d.get(keys[-1]))


def tps(v: float | None) -> str:
    return fmt.MISSING if v is None else f"{v:,.1f} tok/s"


def _interval(step: dict) -> str:
    lo, hi = fmt.as_float(step.get("ci_low_ms")), fmt.as_float(step.get("ci_high_ms"))
    return f"95 % interval {fmt.ms(lo)} – {fmt.ms(hi)}" if lo is not None and hi is not None else ""


def tokens_value(dec: dict) -> str:
    tok = dec.get("tokens") if isinstance(dec.get("tokens"), dict) else {}
    if tok.get("match") is True:
        return "match"
    if tok.get("match") is False:
        step = tok.get("first_diff_step")
        return f"differ from token {step}" if step is not None else "differ"
    return fmt.MISSING


def overview_cards(report: dict) -> list[Card]:
    """The two numbers the Overview shows for a decode run, each speedup with what it divides
    (``timing_figures.decode_speedups``)."""
    dec = decode_of(report)
    e, c = _side(dec, "eager"), _side(dec, "compiled")
    speed = decode_speedups(report)
    gen, step = speed.get("generation") or {}, speed.get("step") or {}
    eager_tps = f"eager {tps(fmt.as_float(e.get('tokens_per_s')))}"
    return [
        Card("Tokens/s (generation)", tps(fmt.as_float(c.get("tokens_per_s"))),
             "compiled, whole generations (prefill + every step), median of rounds"
             + (f"; {gen['text']} = {gen['divided']}" if gen.get("speedup") is not None else ""),
             eager_tps + (f" · {gen['text']} with the prefill" if gen.get("speedup") is not None else "")),
        Card("Per-token speedup", step.get("text") or fmt.MISSING,
             "eager decode step latency ÷ compiled decode step latency (no prefill): "
             + (step.get("divided") or "the median step latencies"),
             (f"{step['interval']} per decode step, {rounds} paired rounds"
              if (rounds := dec.get("per_token_speedup_rounds"))
              else step["interval"]) if step.get("interval") else step.get("divided")),
        Card("Compiled tokens", tokens_value(dec), "greedy tokens of compiled against eager"),
        Card("Recompiles per step", fmt.count(len(late_compiles(dec))) if dec.get("compiles") is not None
             else fmt.MISSING, "compiles after the prefill's and the first decode step's graphs"),
    ]


COMPILE_LABELS = {"prefill": "Prefill compile time", "step": "Decode step compile time"}


def headline_cards(report: dict) -> list[Card]:
    dec = decode_of(report)
    e, c = _side(dec, "eager"), _side(dec, "compiled")
    e_step, c_step = _side(e, "step_ms"), _side(c, "step_ms")
    cg = _side(dec, "cudagraphs")
    if not cg.get("used"):
        cg_value = "not used"
    elif cg.get("recordings") is None:
        cg_value = "used (not counted)"
    else:
        cg_value = f"{cg.get('recordings')} recorded · {cg.get('replays', 0)} replayed"
    return [
        *overview_cards(report)[:2],
        Card("Per-token latency", fmt.ms(fmt.as_float(c_step.get("median_ms"))),
             f"compiled decode step, median, synchronized; {_interval(c_step)}".rstrip("; "),
             f"eager {fmt.ms(fmt.as_float(e_step.get('median_ms')))}"),
        Card("Decode tokens/s", tps(fmt.as_float(c.get("decode_tokens_per_s"))),
             "batch / median step latency (synchronized steps, no prefill)",
             f"eager {tps(fmt.as_float(e.get('decode_tokens_per_s')))}"),
        # the compile time as the Overview defines it; torch's compile metrics (the table's seconds) named under it
        *(Card(COMPILE_LABELS[d["what"]], d["text"], d["help"], d["delta"]) for d in decode_compile(report)),
        *overview_cards(report)[2:],
        Card("CUDA graphs", cg_value, "recordings and replays under mode reduce-overhead"),
        Card("Peak memory", fmt.nbytes(fmt.as_float(c.get("peak_mem_bytes"))),
             "compiled; CUDA only" if c.get("peak_mem_bytes") is None else "compiled, one generation",
             f"eager {fmt.nbytes(fmt.as_float(e.get('peak_mem_bytes')))}" if e.get("peak_mem_bytes") else None),
        *step_cards(report),
    ]


def step_cards(report: dict) -> list[Card]:
    """What the other analyses found in one decode step: graph breaks (explain), kernels (profile)."""
    ex, prof = section(report, "explain"), section(report, "profile")
    kernels = {m: (prof.get(m) or {}).get("kernels_per_forward") if isinstance(prof.get(m), dict) else None
               for m in ("eager", "compiled")}
    return [
        Card("Graph breaks in a step", fmt.count(ex.get("graph_break_count")),
             "explain of one decode step (Graph breaks page)" if ex else "explain did not run"),
        Card("Kernels per step", fmt.count(kernels["compiled"]),
             "compiled, one profiled decode step (Kernels page)" if prof else "profile did not run",
             f"eager {fmt.count(kernels['eager'])}" if kernels["eager"] is not None else None),
    ]


STEP_COLUMNS = ["step", "phase", "eager ms", "compiled ms", "first compiled ms", "compiles", "compile s",
                "CUDA graphs recorded"]


def _int(v: object) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def steps_table(report: dict) -> pd.DataFrame:
    rows = [{
        "step": _int(s.get("step")), "phase": str(s.get("phase") or ""), "eager ms": fmt.as_float(s.get("eager_ms")),
        "compiled ms": fmt.as_float(s.get("compiled_ms")), "first compiled ms": fmt.as_float(s.get("first_ms")),
        "compiles": _int(s.get("compiles")), "compile s": fmt.as_float(s.get("compile_s")),
        "CUDA graphs recorded": _int(s.get("cudagraph_recordings")),
    } for s in items(decode_of(report).get("per_step")) if isinstance(s, dict) and _int(s.get("step")) is not None]
    return pd.DataFrame(rows, columns=STEP_COLUMNS)


def latency_figure(report: dict) -> go.Figure:
    """Latency of every call (0 = prefill): eager and compiled medians, the cold compiled round, with the
    calls that compiled and the CUDA-graph recordings marked."""
    t = steps_table(report)
    fig = go.Figure()
    for col, name, color, dash in (("eager ms", "eager (median of rounds)", EAGER, "solid"),
                                   ("compiled ms", "compiled (median of rounds)", COMPILED, "solid"),
                                   ("first compiled ms", "compiled, first round (compiles)", FIRST, "dot")):
        if not t.empty and t[col].notna().any():
            fig.add_scatter(x=t["step"], y=t[col], name=name, mode="lines+markers", marker_size=4,
                            line=dict(color=color, dash=dash))
    reasons = _reasons_by_step(report)
    comp = t[(t["compiles"].fillna(0).astype(float) > 0)] if not t.empty else t
    if not comp.empty:
        fig.add_scatter(x=comp["step"], y=comp["first compiled ms"], name="compiled here", mode="markers",
                        marker=dict(symbol="x", size=11, color=FIRST),
                        text=[reasons.get(int(s), "") for s in comp["step"]], hovertemplate="step %{x}<br>%{text}")
    rec = t[(t["CUDA graphs recorded"].fillna(0).astype(float) > 0)] if not t.empty else t
    if not rec.empty:
        fig.add_scatter(x=rec["step"], y=rec["first compiled ms"], name="CUDA graph recorded", mode="markers",
                        marker=dict(symbol="triangle-up", size=10, color="#54a24b"))
    if not t.empty and len(t) <= 20:
        fig.update_xaxes(dtick=1)  # whole steps only
    fig.update_layout(title="Latency per call (0 = prefill), synchronized", xaxis_title="step",
                      yaxis_title="ms (log)", yaxis_type="log", height=420, margin=dict(l=10, r=10, t=40, b=10),
                      legend=dict(orientation="h", y=-0.2))
    return readable(fig)


def _reasons_by_step(report: dict) -> dict[int, str]:
    out: dict[int, list[str]] = {}
    for c in items(decode_of(report).get("compiles")):
        if isinstance(c, dict) and c.get("round") == 0 and isinstance(c.get("step"), int):
            out.setdefault(c["step"], []).append(fmt.plotly_text(
                f"{c.get('compile_id')}: {first_line(c.get('reason') or 'first compile')}"[:160]))
    return {k: "<br>".join(v) for k, v in out.items()}


def split_figure(report: dict) -> go.Figure:
    """Prefill against decode time of one generation (medians), eager and compiled."""
    dec = decode_of(report)
    modes = [m for m in ("eager", "compiled") if _side(dec, m)]
    pre = [_num(_side(dec, m), "prefill_ms", "median_ms") for m in modes]
    steps = [fmt.as_float(_side(dec, m).get("decode_ms")) for m in modes]
    fig = go.Figure()
    fig.add_bar(y=modes, x=pre, name="prefill", orientation="h", marker_color="#72b7b2")
    fig.add_bar(y=modes, x=steps, name=f"{dec.get('steps', '?')} decode steps", orientation="h",
                marker_color="#b279a2")
    # the unit in the title: an axis title under the bars ran into the legend below them
    fig.update_layout(barmode="stack", title="One generation: prefill and decode (medians, ms)",
                      height=220, margin=dict(l=10, r=10, t=40, b=10), legend=dict(orientation="h", y=-0.35))
    return readable(fig)


SUMMARY_COLUMNS = ["figure", "eager", "compiled"]


def summary_table(report: dict) -> pd.DataFrame:
    dec = decode_of(report)
    e, c = _side(dec, "eager"), _side(dec, "compiled")

    def row(label, fn):
        return {"figure": label, "eager": fn(e), "compiled": fn(c)}

    def tps_spread(side):
        s = _side(side, "tokens_per_s_rounds")
        med, lo, hi = (fmt.as_float(s.get(k)) for k in ("median", "min", "max"))
        if med is None:
            return fmt.MISSING
        return tps(med) + (f" ({lo:,.1f}–{hi:,.1f}, {s.get('rounds')} rounds)" if lo is not None and hi is not None
                           else "")

    rows = [
        row("prefill (median)", lambda s: fmt.ms(_num(s, "prefill_ms", "median_ms"))),
        row("decode step (median)", lambda s: fmt.ms(_num(s, "step_ms", "median_ms"))),
        row("decode step 95 % interval", lambda s: _interval(_side(s, "step_ms")).replace("95 % interval ", "")
            or fmt.MISSING),
        row("decode step p99", lambda s: fmt.ms(_num(s, "step_ms", "p99_ms"))),
        row("decode step on the GPU (events)", lambda s: fmt.ms(_num(s, "step_gpu_ms", "median_ms"))),
        row("tokens/s, whole generation", tps_spread),
        row("decode tokens/s (synchronized steps)", lambda s: tps(fmt.as_float(s.get("decode_tokens_per_s")))),
        row("peak memory", lambda s: fmt.nbytes(fmt.as_float(s.get("peak_mem_bytes")))),
    ]
    return pd.DataFrame(rows, columns=SUMMARY_COLUMNS)


TRACED_SECONDS = "compile metrics s"  # torch's compile metrics of one compile id, not the compile time
COMPILE_COLUMNS = ["step", "round", "compile id", "what", TRACED_SECONDS, "reason", "failure"]


def compiles_table(report: dict) -> pd.DataFrame:
    """Every compile of the compiled rounds with its step, and the guard that failed for it."""
    rows = []
    for c in items(decode_of(report).get("compiles")):
        if not isinstance(c, dict):
            continue
        step, rnd = c.get("step"), c.get("round")
        if c.get("fail_type"):
            what = "gave up"
        elif rnd == 0 and step == 0:
            what = "prefill graph"
        elif rnd == 0 and step == 1:
            what = "decode step graph"
        else:
            what = "recompile"
        fail = " ".join(str(x) for x in (c.get("fail_type"), c.get("fail_reason")) if x)
        rows.append({"step": step, "round": rnd, "compile id": c.get("compile_id"), "what": what,
                     TRACED_SECONDS: fmt.as_float(c.get("seconds")), "reason": first_line(c.get("reason") or ""),
                     "failure": first_line(fail)})
    return pd.DataFrame(rows, columns=COMPILE_COLUMNS)


FINDING_COLUMNS = ["severity", "step", "finding", "fix"]


def _step_text(v: object) -> str:
    """A step number as a whole number ("0", not "0.0" from a column with blanks); "" for none."""
    f = fmt.as_float(v)
    return "" if f is None else str(int(f)) if f == int(f) else str(v)


def findings_table(report: dict) -> pd.DataFrame:
    rows = [{"severity": f.get("severity"), "step": _step_text(f.get("step")),
             "finding": f.get("message"), "fix": f.get("fix")}
            for f in items(decode_of(report).get("findings")) if isinstance(f, dict)]
    return pd.DataFrame(rows, columns=FINDING_COLUMNS)


def tokens_caption(report: dict) -> str:
    tok = decode_of(report).get("tokens")
    if not isinstance(tok, dict) or not tok.get("eager"):
        return ""
    e, c = items(tok.get("eager")), items(tok.get("compiled"))
    if tok.get("match") is True:
        return f"Compiled generated the same {len(e)} greedy tokens as eager (batch row 0: {_head(e)})."
    step = _int(tok.get("first_diff_step"))
    if step is None:
        return f"Compiled generated {len(c)} of eager's {len(e)} tokens (it stopped early)."
    return (f"First difference at token {step}: eager {e[step] if step < len(e) else '?'}, compiled "
            f"{c[step] if step < len(c) else '?'}. Eager from there: {_head(e[step:])}; compiled: {_head(c[step:])}.")


def _head(tokens: list, n: int = 12) -> str:
    return " ".join(str(t) for t in tokens[:n]) + (" …" if len(tokens) > n else "")


def notes_of(report: dict) -> list[str]:
    dec = decode_of(report)
    notes = [str(n) for n in items(dec.get("notes"))]
    tf = dec.get("transformers") if isinstance(dec.get("transformers"), dict) else {}
    if tf.get("note"):
        notes.append(str(tf["note"]))
    ct = dec.get("compile_trace") if isinstance(dec.get("compile_trace"), dict) else {}
    if ct.get("available") is False and ct.get("reason"):
        notes.append(f"compile trace: {ct['reason']}")
    return notes


def instability_of(report: dict) -> list[str]:
    """The decode timings' stability flags (the benchmark's: interval over ±5 %, rounds disagreeing, median
    over 3x the fastest), as messages; empty when steady or for reports from before the flags."""
    dec = decode_of(report)
    if not dec.get("unstable"):
        return []
    return [str(i.get("message")) for i in items(dec.get("instability")) if isinstance(i, dict) and i.get("message")]
