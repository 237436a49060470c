"""Comparing two runs (A = before, B = after): pure functions report, report -> tables / figures.

Kernels are matched first by name with the trailing index stripped (``triton_poi_fused_add_3`` and
``triton_poi_fused_add_7`` are the same kernel renumbered), then, among the rest, by the set of fused
ops. Per-kernel time deltas need a ``profile`` section (``profile.kernels`` with a time per kernel);
without one, only calls per forward are compared.
"""

from __future__ import annotations

import re
from collections import defaultdict

import pandas as pd
import plotly.graph_objects as go

from analyzers.report import figures
from analyzers.report.timing_figures import compile_time, difference

from . import overview as ov
from . import timing
from .chart_layout import axis_labels, readable
from .fmt import as_float, plotly_text
from .options import option_label, option_value
from .sections import items, section

_INDEX_RE = re.compile(r"_\d+$")
_PROFILE_TIME_KEYS = ("dur_us", "device_time_us", "self_device_time_us", "cuda_time_us", "self_cuda_time_us", "time_us",
                      "total_us", "cpu_time_us", "self_cpu_time_us")
_SKIP_OPTIONS = {"iterations", "warmup", "timeout_s", "bench_seconds", "min_calls", "max_calls"}


def base_name(name: str) -> str:
    """Kernel name without Inductor's trailing index: ``cpp_fused_add_relu_0`` -> ``cpp_fused_add_relu``."""
    return _INDEX_RE.sub("", str(name))


def parse_pair(value: str | None) -> tuple[str, str] | None:
    """``"A,B"`` -> ("A", "B"); None for anything else."""
    if not value:
        return None
    parts = [p.strip() for p in str(value).split(",")]
    if len(parts) != 2 or not all(parts):
        return None
    return parts[0], parts[1]


# The model rows of the Options table (``overview.option_rows``); every other row of it is a compile option.
_MODEL_ROWS = ("model", "source", "recipe_folder", "inputs")
# Where a row's value lives in report.json, for the rows that are not ``request.options.<key>``
_FIELDS = {"model": "request.source.name", "source": "request.source.kind", "recipe_folder": "request.source.name",
           "inputs": "layout.inputs", "only": "request.only"}
OPTION_DIFF_COLUMNS = ["what", "setting", "A", "B", "differs", "report key"]
OPTION_DIFF_DETAIL = ("report key",)  # folded away under the table: the words name the row


def _settings(report: dict) -> dict[tuple[str, str], str]:
    """``(what, key) -> value`` as the Overview's Options and Environment tables say them (``overview.option_rows``,
    ``overview.environment_rows``): a recipe by its file and its folder's name, the interpreter without the
    recording machine's folders. The label is left out: it is the run's own name, and the page names both runs."""
    out = {}
    for k, v in ov.option_rows(report):
        if k not in ("label", "inputs"):
            out[("model" if k in _MODEL_ROWS else "option", k)] = option_value(k, v)
    if inputs := ov.inputs_of(report):
        out[("model", "inputs")] = "; ".join(inputs)
    out.update({("environment", k): v for k, v in ov.environment_rows(report)})
    return out


def option_diff_table(a: dict, b: dict, include_same: bool = False) -> pd.DataFrame:
    """Model, compile options and environment that differ between the runs, each row in the Options view's words
    (``options.option_label``) with its report key beside, in the Options view's order. Inputs are compared only
    where both runs recorded them: a run that did not record its inputs did not run on other ones."""
    sa, sb = _settings(a), _settings(b)
    groups = ("model", "option", "environment")
    rows = []
    for what, key in sorted(dict.fromkeys([*sa, *sb]), key=lambda wk: groups.index(wk[0])):
        if (key in _SKIP_OPTIONS and what == "option" and not include_same) or (
                key == "inputs" and not ((what, key) in sa and (what, key) in sb)):
            continue
        va, vb = sa.get((what, key), ""), sb.get((what, key), "")
        if va != vb or include_same:
            label = ov.environment_label(key) if what == "environment" else option_label(key)
            field = f"environment.{key}" if what == "environment" else _FIELDS.get(key, f"request.options.{key}")
            rows.append({"what": what, "setting": label, "A": va, "B": vb, "differs": va != vb, "report key": field})
    return pd.DataFrame(rows, columns=OPTION_DIFF_COLUMNS)


def _break_key(b: dict) -> tuple:
    return (str(b.get("file") or "").rsplit("/", 1)[-1], b.get("line"), b.get("category") or "other")


def break_diff_table(a: dict, b: dict) -> pd.DataFrame:
    """Graph breaks by place (file name, line, category): added, removed or in both."""
    def index(r):
        out = {}
        for br in items(section(r, "explain").get("breaks")):
            if isinstance(br, dict):
                k = _break_key(br)
                prev = out.get(k)
                out[k] = (br, (prev[1] if prev else 0) + int(br.get("count") or 1))
        return out

    ia, ib = index(a), index(b)
    rows = []
    for k in sorted(set(ia) | set(ib), key=lambda k: (k[0], k[1] or 0, k[2])):
        ba, bb = ia.get(k), ib.get(k)
        change = "removed" if bb is None else "added" if ba is None else "same"
        br = (ba or bb)[0]
        rows.append({"change": change, "file": k[0], "line": k[1], "category": k[2],
                     "A count": ba[1] if ba else 0, "B count": bb[1] if bb else 0,
                     "reason": str(br.get("reason") or "").split("\n", 1)[0][:200]})
    return pd.DataFrame(rows, columns=["change", "file", "line", "category", "A count", "B count", "reason"])


def _profile_times(report: dict) -> dict[str, float]:
    """Total time per kernel (µs) in one profiled compiled forward, keyed by kernel name.

    Reads ``profile.compiled.kernels`` (the launches of one forward, ``dur_us`` each, as
    ``analyzers.profile_trace`` writes them), else a flat ``profile.kernels`` list.
    """
    out: dict[str, float] = defaultdict(float)
    prof = section(report, "profile")
    launches = items((prof.get("compiled") or {}).get("kernels")) if isinstance(prof.get("compiled"), dict) else []
    for k in launches or items(prof.get("kernels")):
        if not isinstance(k, dict) or not k.get("name"):
            continue
        t = next((as_float(k.get(key)) for key in _PROFILE_TIME_KEYS if as_float(k.get(key)) is not None), None)
        if t is None and as_float(k.get("time_ms")) is not None:
            t = as_float(k["time_ms"]) * 1000
        if t is not None and k.get("kind") != "generated":
            out[str(k["name"])] += t
    return dict(out)


def match_kernels(a: list[dict], b: list[dict]) -> list[tuple[dict | None, dict | None, str]]:
    """Pairs (kernel of A, kernel of B, how matched): by base name, then by fused-op set."""
    pairs: list[tuple[dict | None, dict | None, str]] = []
    by_name: dict[str, list[dict]] = defaultdict(list)
    for k in b:
        by_name[base_name(k.get("name", ""))].append(k)
    rest_a = []
    for k in a:
        bucket = by_name.get(base_name(k.get("name", "")))
        if bucket:
            pairs.append((k, bucket.pop(0), "name"))
        else:
            rest_a.append(k)
    rest_b = [k for bucket in by_name.values() for k in bucket]
    by_ops: dict[frozenset, list[dict]] = defaultdict(list)
    for k in rest_b:
        if k.get("fused_ops"):
            by_ops[frozenset(k["fused_ops"])].append(k)
    matched_b = set()
    for k in rest_a:
        bucket = by_ops.get(frozenset(k.get("fused_ops") or ())) if k.get("fused_ops") else None
        if bucket:
            kb = bucket.pop(0)
            matched_b.add(id(kb))
            pairs.append((k, kb, "fused ops"))
        else:
            pairs.append((k, None, ""))
    pairs.extend((None, k, "") for k in rest_b if id(k) not in matched_b)
    return pairs


def kernel_diff_table(a: dict, b: dict) -> pd.DataFrame:
    """Kernels added, removed, changed (kind, fused ops or calls) or the same; time deltas when profiled."""
    ka = [k for k in items(section(a, "code").get("kernels")) if isinstance(k, dict)]
    kb = [k for k in items(section(b, "code").get("kernels")) if isinstance(k, dict)]
    ta, tb = _profile_times(a), _profile_times(b)
    rows = []
    for x, y, how in match_kernels(ka, kb):
        k = x or y
        if x is None:
            change = "added"
        elif y is None:
            change = "removed"
        else:
            same = (x.get("kind") == y.get("kind") and sorted(x.get("fused_ops") or []) == sorted(y.get("fused_ops") or [])
                    and x.get("calls_per_forward") == y.get("calls_per_forward"))
            change = "same" if same else "changed"
        t_a = ta.get(x["name"]) if x else None
        t_b = tb.get(y["name"]) if y else None
        rows.append({
            "change": change, "kernel": base_name(k.get("name", "")), "matched by": how,
            "A name": x.get("name") if x else "", "B name": y.get("name") if y else "",
            "kind": k.get("kind") or "other",
            "fused ops": ", ".join(k.get("fused_ops") or []),
            "A calls": x.get("calls_per_forward") if x else None,
            "B calls": y.get("calls_per_forward") if y else None,
            "A µs": t_a, "B µs": t_b,
            "Δ µs": (t_b or 0.0) - (t_a or 0.0) if (t_a is not None or t_b is not None) else None,
        })
    cols = ["change", "kernel", "matched by", "A name", "B name", "kind", "fused ops", "A calls", "B calls",
            "A µs", "B µs", "Δ µs"]
    return pd.DataFrame(rows, columns=cols)


def kernel_change_counts(table: pd.DataFrame) -> dict[str, int]:
    counts = table["change"].value_counts().to_dict() if not table.empty else {}
    return {c: int(counts.get(c, 0)) for c in ("added", "removed", "changed", "same")}


def _bench(report: dict, which: str, key: str) -> float | None:
    return as_float((section(report, "benchmark").get(which) or {}).get(key))


def _peak(report: dict) -> float | None:
    bench = section(report, "benchmark")
    return as_float((bench.get("compiled") or {}).get("peak_mem_bytes")) or as_float(bench.get("peak_mem_bytes"))


def _mib(nbytes: float | None) -> float | None:
    """Bytes as MiB (one decimal): the table's peak memory reads 1,234.5, not 1294467072."""
    return None if nbytes is None else round(nbytes / 2**20, 1)


def _counters(report: dict) -> dict:
    """The compiled forward's Nsight Compute summary (``counters.modes.compiled``), numbers only."""
    m = section(section(section(report, "counters"), "modes"), "compiled")
    if not m.get("available"):
        return {}
    return {k: as_float(v) for k, v in m.items() if k.endswith("_pct")}


def gpu_layer_metrics(a: dict, b: dict) -> list[tuple]:
    """Tuned ops Triton / ATen won, autotuning seconds, CUDA graph launches per forward, where either
    run has the account."""
    ta, tb = section(a, "autotune"), section(b, "autotune")
    out = []
    if ta.get("ops") or tb.get("ops"):
        out += [("tuned ops Triton won", as_float(ta.get("triton_won")), as_float(tb.get("triton_won")), "none", False),
                ("tuned ops ATen won", as_float(ta.get("aten_won")), as_float(tb.get("aten_won")), "none", False),
                ("autotuning s", as_float(ta.get("seconds")), as_float(tb.get("seconds")), "lower", True)]
    ga, gb = section(a, "cudagraphs"), section(b, "cudagraphs")
    if ga.get("asked") or gb.get("asked"):
        out.append(("CUDA graph launches per forward", as_float(ga.get("graph_launches_per_forward")),
                    as_float(gb.get("graph_launches_per_forward")), "none", False))
    return out


def headline_rows(a: dict, b: dict) -> list[dict]:
    """Headline metrics of A and B with the delta (B - A), the ratio (B / A) and what B is against A
    (``timing_figures.difference``: a timed figure without an interval on both sides cannot be told)."""
    ea, eb = section(a, "explain"), section(b, "explain")
    ca, cb = section(a, "compile"), section(b, "compile")

    def compile_s(r, c):  # the one compile time (timing_figures.compile_time), as the Overview shows it
        return compile_time(r)["seconds"]

    def launches(r):
        f = figures.launched(r, "compiled")
        return float(f["launches"]) if f and f["launches"] is not None else None

    def generated(r):
        n = figures.generated_kernels(r)
        return float(n) if n is not None else None

    ta, tb = _profile_times(a), _profile_times(b)
    ba, bb = section(a, "benchmark"), section(b, "benchmark")
    pa, pb = section(ba, "pipelined"), section(bb, "pipelined")
    # (name, A, B, better, timed, A's interval, B's interval): timed figures need both intervals to be told apart
    metrics = [
        ("eager median ms", _bench(a, "eager", "median_ms"), _bench(b, "eager", "median_ms"), "lower", True,
         _ci(ba, "eager"), _ci(bb, "eager")),
        ("compiled median ms", _bench(a, "compiled", "median_ms"), _bench(b, "compiled", "median_ms"), "lower", True,
         _ci(ba, "compiled"), _ci(bb, "compiled")),
        ("compiled p99 ms", _bench(a, "compiled", "p99_ms"), _bench(b, "compiled", "p99_ms"), "lower", True),
        ("speedup", as_float(ba.get("speedup")), as_float(bb.get("speedup")), "higher", True,
         ba.get("speedup_ci"), bb.get("speedup_ci")),
    ]
    if pa.get("compiled") or pb.get("compiled"):
        metrics.append(("compiled pipelined ms", as_float(section(pa, "compiled").get("median_ms")),
                        as_float(section(pb, "compiled").get("median_ms")), "lower", True, _ci(pa, "compiled"),
                        _ci(pb, "compiled")))
    metrics += [
        ("compile s", compile_s(a, ca), compile_s(b, cb), "lower", True),
        ("peak memory MiB", _mib(_peak(a)), _mib(_peak(b)), "lower", False),
        ("graphs", as_float(ea.get("graph_count")), as_float(eb.get("graph_count")), "lower", False),
        ("graph breaks", as_float(ea.get("graph_break_count")), as_float(eb.get("graph_break_count")), "lower", False),
        ("recompiles", float(len(items(ca.get("recompiles")))) if ca else None,
         float(len(items(cb.get("recompiles")))) if cb else None, "lower", False),
        (figures.GENERATED, generated(a), generated(b), "lower", False),
        (f"compiled {figures.LAUNCHES}", launches(a), launches(b), "lower", False),
        ("profiled kernel µs", sum(ta.values()) if ta else None, sum(tb.values()) if tb else None, "lower", True),
        ("numerics worst rel err", _rel_err(a), _rel_err(b), "lower", False),
    ]
    metrics += gpu_layer_metrics(a, b)
    if _counters(a) or _counters(b):  # Nsight Compute's before/after columns, weighted by kernel time
        metrics += [
            ("compiled SM throughput %", _counters(a).get("sm_throughput_pct"), _counters(b).get("sm_throughput_pct"),
             "higher", False),  # replayed with locked clocks: not a timing that moves between runs
            ("compiled L2 hit rate %", _counters(a).get("l2_hit_rate_pct"), _counters(b).get("l2_hit_rate_pct"),
             "higher", False),
        ]
    rows = []
    for name, va, vb, better, timed, *cis in metrics:
        ci_a, ci_b = cis if cis else (None, None)
        delta = vb - va if va is not None and vb is not None else None
        ratio = vb / va if delta is not None and va else None
        verdict = difference(va, vb, better, ci_a, ci_b, timed=timed) if delta and better != "none" else ""
        rows.append({"metric": name, "A": va, "B": vb, "Δ (B-A)": delta, "B/A": ratio, "B is": verdict,
                     "A 95 %": timing.ci_text(ci_a, ""), "B 95 %": timing.ci_text(ci_b, "")})
    return rows


def _ci(bench_or_pipelined: dict, which: str):
    return section(bench_or_pipelined, which).get("ci_ms")


def unstable_runs(a: dict, b: dict) -> list[str]:
    """One line per run whose benchmark flagged unstable timings (its deltas may not repeat)."""
    out = []
    for label, r in (("A", a), ("B", b)):
        info = timing.instability(r)
        if info:
            out.append(f"run {label}: " + "; ".join(info["messages"][:3]))
    return out


def headline_table(a: dict, b: dict) -> pd.DataFrame:
    return pd.DataFrame(headline_rows(a, b), columns=["metric", "A", "B", "Δ (B-A)", "B/A", "B is", "A 95 %", "B 95 %"])


def latency_figure(a: dict, b: dict, label_a: str = "A", label_b: str = "B") -> go.Figure:
    """Eager and compiled median latency of both runs, side by side, with their 95 % intervals."""
    fig = go.Figure()
    for label, r in ((label_a, a), (label_b, b)):
        y = [_bench(r, "eager", "median_ms"), _bench(r, "compiled", "median_ms")]
        bench = section(r, "benchmark")
        fig.add_bar(name=label, x=["eager", "compiled"], y=y,
                    error_y=timing.error_bars(y, [_ci(bench, "eager"), _ci(bench, "compiled")]))
    fig.update_layout(barmode="group", yaxis_title="median ms", height=320, margin=dict(t=30, b=30),
                      legend=dict(orientation="h", x=0, y=1.02, yanchor="bottom"))  # long run ids: above, not beside
    return readable(fig)


def kernel_delta_figure(table: pd.DataFrame, top: int = 20) -> go.Figure | None:
    """Largest per-kernel time changes (needs profiles), or None without time data."""
    if table.empty or table["Δ µs"].dropna().empty:
        return None
    t = table.dropna(subset=["Δ µs"]).copy()
    t["abs"] = t["Δ µs"].abs()
    t = t.sort_values("abs", ascending=False).head(top)
    fig = go.Figure(go.Bar(x=t["Δ µs"], y=axis_labels(t["kernel"]), orientation="h",
                           hovertext=[plotly_text(k) for k in t["kernel"]], hovertemplate="%{hovertext}: %{x:+.1f} µs<extra></extra>",
                           marker_color=["#d62728" if v > 0 else "#2ca02c" for v in t["Δ µs"]]))
    fig.update_layout(xaxis_title="Δ µs (B - A)", height=max(240, 22 * len(t)), margin=dict(t=30, b=30))
    return readable(fig)


def compare(a: dict, b: dict) -> dict:
    """Everything at once (for tests and the CLI): tables and counts."""
    kernels = kernel_diff_table(a, b)
    breaks = break_diff_table(a, b)
    return {
        "options": option_diff_table(a, b),
        "breaks": breaks,
        "breaks_added": int((breaks["change"] == "added").sum()),
        "breaks_removed": int((breaks["change"] == "removed").sum()),
        "kernels": kernels,
        "kernel_changes": kernel_change_counts(kernels),
        "headline": headline_table(a, b),
    }


def _rel_err(report: dict) -> float | None:
    """The worst relative error of compiled against eager: the numerics stage's, else the benchmark's check."""
    num = section(report, "numerics") or section(section(report, "benchmark"), "numerics")
    return as_float(num.get("rel_err"))
