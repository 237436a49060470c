"""Timing figures of a report (pure): intervals, "no measurable difference", instability, per-call samples.

The benchmark section (``analyzers.analyses.timing.benchmark``) stores *latency* (each call synchronized;
``benchmark.eager`` / ``benchmark.compiled``) and *pipelined GPU time* (``benchmark.pipelined``), each
with a median and a 95 % interval, the speedup's interval, and the stability flags. Method 3 measures
the pipelined GPU time with the host ahead of the GPU (``pipelined.<name>.method == "host_ahead"``) and
keeps plain back-to-back calls beside it (``pipelined.<name>.back_to_back``: throughput, host launch
time); method 2's pipelined time *is* the back-to-back time. Older reports (no ``method``) hold one
figure measured back to back: these helpers say so instead of calling it latency.
"""

from __future__ import annotations

import plotly.graph_objects as go

from analyzers.report import measurement as M
from analyzers.report.timing_figures import NO_DIFFERENCE, NO_INTERVAL, difference, interval, overlaps  # noqa: F401
from analyzers.report.timing_figures import instability as report_instability

from .chart_layout import readable
from .fmt import as_float, md_escape, ms
from .sections import items, section

GAP_CHECK_PCT = 5.0  # pipelined GPU time this far from busy time plus the launch gaps: something else is going on
COLORS = {"eager": "#1f77b4", "compiled": "#ff7f0e"}

# The times of one forward, each named once: every card, table and sentence that shows one of them says which it
# is, and these definitions are its hover text (Overview and Kernels alike).
LATENCY_DEF = ("Latency: one call timed on its own, the GPU synchronized before and after (CUDA events, host wall "
               "time beside): what one request sees, and the figure the speedup divides")
PIPELINED_DEF = ("Pipelined GPU time: calls back to back with the host ahead of the GPU, so the GPU never waits: "
                 "what the GPU needs a call (a busy server's time, without the host's launches)")
PROFILED_DEF = ("Profiled forward: one forward run under torch.profiler, which adds its own time to every op and "
                "kernel launch: the frame of the kernel tables, not a latency; eager ÷ compiled here is not the "
                "speedup")
KERNEL_TIME_DEF = ("Kernel time: the profiled forward's kernels' durations added up (copies and memsets left out): "
                   "the total the Source view splits across lines")
BUSY_DEF = ("Device busy: the time the GPU ran anything in the profiled forward (kernels, copies and memsets; "
            "overlaps counted once)")


def bench_of(report: dict) -> dict:
    return section(report, "benchmark")


def is_old_method(bench: dict) -> bool:
    """A benchmark from before latency was measured: its ``median_ms`` is pipelined GPU time."""
    return bool(bench) and "method" not in bench


def verdict(va: float | None, vb: float | None, ci_a: object, ci_b: object, better: str) -> str:
    """A timed figure of B against A (``timing_figures.difference``): ``better`` / ``worse``, ``no measurable
    difference`` when the intervals overlap, ``no interval: cannot tell`` when either side has none."""
    return difference(va, vb, better, ci_a, ci_b, timed=True)


def error_bars(medians: list, cis: list) -> dict | None:
    """Plotly ``error_y`` for bars at ``medians`` with intervals ``cis`` (None when no interval is known)."""
    up, down, any_ci = [], [], False
    for m, ci in zip(medians, cis):
        iv, m = interval(ci), as_float(m)
        if iv is None or m is None:
            up.append(0.0)
            down.append(0.0)
            continue
        any_ci = True
        up.append(max(0.0, iv[1] - m))
        down.append(max(0.0, m - iv[0]))
    return dict(type="data", symmetric=False, array=up, arrayminus=down) if any_ci else None


def ci_text(ci: object, unit: str = "ms") -> str:
    iv = interval(ci)
    if iv is None:
        return ""
    if unit == "ms":
        return f"{ms(iv[0])} – {ms(iv[1])}"
    return M.band(iv[0], list(iv))[1].strip(" []") + unit  # as many decimals as the range needs


def rel_text(median: object, ci: object) -> str:
    """``±0.4 %``: how far the interval reaches from the median."""
    m, iv = as_float(median), interval(ci)
    if not m or iv is None:
        return ""
    return f"±{100 * max(m - iv[0], iv[1] - m) / m:.1f} %"


def figures_sentence(report: dict) -> str:
    """Why latency and pipelined GPU time differ for this run (host launch time against GPU time)."""
    bench = bench_of(report)
    if is_old_method(bench):
        return ("This report was measured before latency was recorded: its times are pipelined GPU time (calls "
                "back to back, no sync between), which is below what one request sees when the host launches "
                "the kernels slower than the GPU runs them.")
    pipe = section(bench, "pipelined")
    c_lat = as_float(section(bench, "compiled").get("median_ms"))
    c_pipe = section(pipe, "compiled")
    if c_lat is None or not c_pipe:
        return ""
    if c_pipe.get("same_as_latency"):
        return ("On CPU a call has finished when it returns, so calls back to back take as long as one request: "
                "pipelined time is the latency.")
    parts = []
    for name in ("compiled", "eager"):
        lat = as_float(section(bench, name).get("median_ms"))
        p = section(pipe, name)
        gpu, host = as_float(p.get("median_ms")), as_float(p.get("host_launch_ms"))
        b2b = as_float(section(p, "back_to_back").get("median_ms"))
        if lat is None or gpu is None:
            continue
        if p.get("method") == "host_ahead" and b2b is not None:
            if host is not None and host >= 0.8 * gpu:
                why = (f"the GPU needs {ms(gpu)} a call, but the host takes {ms(host)} to launch one (its launch "
                       f"queue idle), so the call is limited by the host's launches: a synchronized call takes "
                       f"{ms(lat)}, and back to back {ms(b2b)} a call"
                       + (" (more than a synchronized call: the launch queue fills and blocks the host)"
                          if b2b > lat * 1.03 else ""))
            else:
                why = (f"the GPU needs {ms(gpu)} a call and the host's launches ({ms(host) if host is not None else '?'}) "
                       f"hide under it back to back ({ms(b2b)} a call); a synchronized call also pays the launch of "
                       f"its first kernels and the wait for its last ({ms(lat)})")
        elif host is not None and host >= 0.8 * gpu:
            why = (f"the host takes {ms(host)} to launch one forward, about as long as the GPU back to back "
                   f"({ms(gpu)}): the GPU waits for the host, and a synchronized call adds the last kernels' run "
                   f"after the last launch ({ms(lat)})")
        else:
            why = (f"back to back the host's launches ({ms(host) if host is not None else '?'}) hide under the GPU's "
                   f"work ({ms(gpu)} a call); a synchronized call also pays the launch of its first kernels and the "
                   f"wait for its last ({ms(lat)})")
        parts.append(f"{name}: {why}")
    busy = _busy_sentence(report)
    lead = ("Latency is what one request sees, pipelined GPU time what the GPU needs with the host ahead of it, "
            "back to back what a busy server sees. " if _host_ahead(pipe) else
            "Latency is what one request sees, pipelined GPU time what a busy server sees. ")
    return lead + "; ".join(parts) + "." + (f" {busy}" if busy else "")


REGIME_WORDS = {k: f"limited by {v}" for k, v in M.REGIME_WORDS.items()}


def call_time_bars(report: dict):
    """Where one call's time goes, eager beside compiled: the synchronized call (latency), the GPU's own work
    (pipelined GPU time) and the host's launch of the call (with an idle launch queue) as bars, and one sentence
    that says which side limits each call (``benchmark.regime``). None on CPU and for reports without GPU time."""
    from .blocks import Bars

    bench = bench_of(report)
    pipe = section(bench, "pipelined")
    rows, vals, said = [], [], []
    for name in ("eager", "compiled"):
        p = section(pipe, name)
        if p.get("same_as_latency") or p.get("method") not in ("host_ahead", "back_to_back"):
            continue
        ahead = p.get("method") == "host_ahead"  # else the host never got ahead: the GPU figure is back to back
        lat = as_float(section(bench, name).get("median_ms"))
        gpu = as_float(p.get("median_ms"))
        launch = as_float(section(bench, name).get("launch_ms")) or as_float(p.get("host_launch_ms"))
        for label, v, colour in ((f"{name} · call, synchronized (latency)", lat, "blue"),
                                 (f"{name} · GPU work (pipelined GPU time)" if ahead else
                                  f"{name} · calls back to back (the host never got ahead)", gpu, "green"),
                                 (f"{name} · host launch of the call", launch, "violet")):
            if v is not None:
                rows.append((label, v, colour))
                vals.append(v)
        regime = section(bench, "regime").get(name) if isinstance(bench.get("regime"), dict) else None
        if regime is None and launch is not None and gpu:
            regime = "host" if launch >= 0.8 * gpu else "gpu"
        if regime in REGIME_WORDS:
            said.append(f"{name} is {REGIME_WORDS[regime]}")
    if not rows:
        return None, ""
    top = max(vals) or 1.0
    bars = Bars("Where one call's time goes", [(label, ms(v), v / top, c) for label, v, c in rows],
                columns=("figure", "ms"))
    failed = [str(c.get("detail")) for c in items(bench.get("checks")) if isinstance(c, dict) and not c.get("holds")]
    sentence = ("; ".join(said) + "." if said else "") + (
        " A server that replays the forward with CUDA graphs pays the GPU work, not the launch." if any(
            "host's" in x for x in said) else "") + (f" Figures that cannot all be true: {failed[0]}." if failed else "")
    return bars, sentence.strip()


def _host_ahead(pipe: dict) -> bool:
    return any(section(pipe, n).get("method") == "host_ahead" for n in ("eager", "compiled"))


def _busy_sentence(report: dict) -> str:
    """GPU busy time per forward from the profile, against the pipelined time per call."""
    prof = section(report, "profile")
    pipe = section(bench_of(report), "pipelined")
    out, gaps = [], []
    for name in ("compiled", "eager"):
        p = section(pipe, name)
        busy_us = as_float(section(prof, name).get("busy_us"))
        gpu = as_float(p.get("median_ms"))
        if busy_us and gpu and not p.get("same_as_latency"):
            out.append(f"{name} {ms(busy_us / 1e3)} of {ms(gpu)} ({100 * busy_us / 1e3 / gpu:.0f} %)")
            kernels = as_float(p.get("kernels_per_call"))
            gap_ms = gpu - busy_us / 1e3
            if p.get("method") == "host_ahead" and kernels and gap_ms > 0:
                gaps.append(f"{name} {ms(gap_ms)}, {1e3 * gap_ms / kernels:.2g} µs a kernel")
    if not out:
        return ""
    text = ("The profiled forward kept the GPU busy (kernels, copies and memsets) " + ", ".join(out)
            + " of each pipelined call.")
    accounted = gap_accounting(report)
    if accounted:
        gap = section(section(report, "profile"), "launch_gap")
        text += (f" With the host ahead, the rest is the GPU's own gap between one kernel and the next, which the "
                 f"kernels' busy time leaves out: measured on this GPU at {_us(gap.get('stream_us'))} a kernel "
                 f"launched one by one" + (f", {_us(gap.get('graph_us'))} in a CUDA graph" if
                                            as_float(gap.get("graph_us")) is not None else "")
                 + ". Busy time plus one gap a kernel gives "
                 + "; ".join(f"{a['name']} {ms(a['expected_ms'])} against {ms(a['pipelined_ms'])} measured "
                             f"({a['off_pct']:+.1f} %)" for a in accounted) + ".")
        odd = [a for a in accounted if abs(a["off_pct"]) > GAP_CHECK_PCT]
        if odd:
            text += (" " + ", ".join(a["name"] for a in odd) + f": more than ±{GAP_CHECK_PCT:g} % off, so the gaps do "
                     "not explain it: the GPU may have run something else, or its clocks changed between the "
                     "benchmark and the profile.")
        saved = [a for a in accounted if a.get("graph_saves_us")]
        text += "".join(f" CUDA graphs would save the {a['name']} GPU about {_us(a['graph_saves_us'])} of gaps a "
                        "call (the host's launch time besides)." for a in saved)
    elif gaps:
        text += (" With the host ahead, the rest is the GPU's own gap between one kernel and the next ("
                 + "; ".join(gaps) + "), which the kernels' busy time leaves out; CUDA graphs shrink it.")
    return text


def _us(v) -> str:
    f = as_float(v)
    return "?" if f is None else f"{f:.2g} µs" if abs(f) < 10 else f"{f:,.0f} µs"


def gap_accounting(report: dict) -> list[dict]:
    """Pipelined GPU time against busy time plus one launch gap a kernel (``profile.launch_gap``), for each
    callable timed with the host ahead and profiled: ``{name, pipelined_ms, expected_ms, off_pct, gap_us,
    graph_saves_us}`` (the gap of a CUDA graph for a compiled call that replays one)."""
    bench = bench_of(report)
    gap = section(section(report, "profile"), "launch_gap")
    stream_us, graph_us = as_float(gap.get("stream_us")), as_float(gap.get("graph_us"))
    if stream_us is None:
        return []
    out = []
    for name in ("compiled", "eager"):
        p = section(section(bench, "pipelined"), name)
        busy_us = as_float(section(section(report, "profile"), name).get("busy_us"))
        gpu, kernels = as_float(p.get("median_ms")), as_float(p.get("kernels_per_call"))
        if p.get("method") != "host_ahead" or not (busy_us and gpu and kernels):
            continue
        in_graph = name == "compiled" and bool(bench.get("cudagraphs"))
        g = graph_us if in_graph and graph_us is not None else stream_us
        expected = (busy_us + kernels * g) / 1e3
        saves = kernels * (stream_us - graph_us) if not in_graph and graph_us is not None and stream_us > graph_us \
            else None
        out.append({"name": name, "pipelined_ms": gpu, "expected_ms": round(expected, 4),
                    "off_pct": round(100 * (gpu / expected - 1), 2), "gap_us": g,
                    "graph_saves_us": round(saves, 1) if saves else None})
    return out


def instability(report: dict) -> dict | None:
    """``{unstable, messages, host, advice}`` when the report's timings are unstable under the one rule
    (``timing_figures.instability``: the engine's flags, or a p99 far from the median), else None."""
    info = report_instability(report)
    return info if info["unstable"] else None


def instability_markdown(info: dict) -> str:
    """The unstable-timing warning as the Overview shows it (the export draws the same lines)."""
    return ("**Unstable timings: the figures above may not repeat.**\n"
            + "\n".join(f"- {md_escape(m)}" for m in info["messages"] + info["host"])
            + ("\n\n**What to do:**\n" + "\n".join(f"- {md_escape(a)}" for a in info["advice"])
               if info["advice"] else ""))


def host_rows(report: dict) -> list[tuple[str, str]]:
    """The host facts recorded while calls were timed, as (fact, value) rows."""
    h = section(bench_of(report), "host")
    if not h:
        return []
    rows = [("CPU cores", h.get("cpus")), ("torch threads", h.get("threads")), ("timed for", f"{h.get('wall_s')} s")]
    la = h.get("load_avg")
    if la:
        rows.append(("load average (start, end)", ", ".join(str(v) for v in la)))
    if h.get("other_cpu_s") is not None:
        rows.append(("CPU time of other processes", f"{h['other_cpu_s']} s ({h.get('other_cores')} cores)"))
    if h.get("steal_s"):
        rows.append(("steal time", f"{h['steal_s']} s"))
    mhz = h.get("cpu_mhz")
    if mhz and all(isinstance(m, dict) for m in mhz):
        rows.append(("CPU MHz (start, end)", f"{mhz[0].get('mean')}, {mhz[1].get('mean')}"))
    gpu = h.get("gpu") or {}
    if gpu.get("available"):
        procs = items(gpu.get("other_processes"))
        rows.append(("other processes on the GPU", ", ".join(f"pid {p.get('pid')} ({p.get('mib')} MiB)"
                                                           for p in procs) or "none seen"))
        clk = gpu.get("sm_clock_mhz") or []
        rows.append(("GPU SM clock MHz (start, end / max)",
                     f"{', '.join(str(c) for c in clk)} / {gpu.get('max_sm_clock_mhz')}"))
        rows.append(("GPU temperature °C", ", ".join(str(t) for t in gpu.get("temperature_c") or [])))
    elif gpu:
        rows.append(("GPU (NVML)", str(gpu.get("reason") or "not available")))
    return [(k, "" if v is None else str(v)) for k, v in rows]


def samples_figure(samples: dict, order: bool = False) -> go.Figure:
    """Per-call samples (``artifacts/benchmark_samples.json``): a strip per callable and figure, or, with
    ``order``, each series against its call index (drift shows as a slope, rounds as steps)."""
    fig = go.Figure()
    series = samples.get("series") if isinstance(samples, dict) else None
    ticks: list[tuple[int, str]] = []
    for name in ("eager", "compiled"):
        for figure, symbol in (("latency", "circle"), ("pipelined", "diamond"), ("back_to_back", "square")):
            s = ((series or {}).get(name) or {}).get(figure) or {}
            ys = [v for v in items(s.get("ms")) if as_float(v) is not None]
            if not ys:
                continue
            label = f"{name} {figure}"
            if order:
                x = list(range(len(ys)))
            else:  # a strip with a fixed jitter: the same report draws the same chart
                pos = len(ticks)
                ticks.append((pos, label))
                x = [pos + 0.6 * ((i * 0.618034) % 1 - 0.5) for i in range(len(ys))]
            fig.add_scatter(x=x, y=ys, mode="markers", name=label, marker=dict(
                size=4, opacity=0.5, color=COLORS[name], symbol=symbol),
                customdata=items(s.get("round"))[: len(ys)],
                hovertemplate="%{y:.4f} ms, round %{customdata}<extra></extra>")
    fig.update_layout(height=360, margin=dict(t=30, b=30), yaxis_title="ms per call",
                      xaxis_title="call (in the order timed)" if order else "")
    if ticks:
        fig.update_xaxes(tickvals=[p for p, _ in ticks], ticktext=[t for _, t in ticks])
    return readable(fig)
