"""Kernels: per-kernel tables (eager beside compiled), GPU time by module, launch overhead.

Reads the ``profile`` section (``analyzers/analyses/profile/profiling.py``): ``profile[eager|compiled]`` each hold one
forward's ``kernels`` (records), ``kernel_table`` (aggregated by name), ``wall_us``, ``busy_us``,
``idle``, ``launch``, ``first_kernel_us`` ... Any key may be missing in an old or partial report.
"""

from __future__ import annotations

from urllib.parse import urlencode

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from analyzers.report import timing_figures
from analyzers.report.figures import LAUNCHES, launched_text

from . import timing
from .blocks import Card
from .chart_layout import readable
from .fmt import MISSING, as_float, ms, plotly_text
from .sections import Absence, items, section, why_missing

LABELS = ("eager", "compiled")
MODE_COLORS = {"eager": "#f58518", "compiled": "#4c78a8"}
KIND_COLORS = {
    "pointwise": "#4c78a8", "reduction": "#54a24b", "persistent_reduction": "#88d27a", "template": "#b279a2",
    "extern": "#e45756", "foreach": "#72b7b2", "aten": "#f58518", "memcpy": "#9d755d", "memset": "#bab0ac",
    "generated": "#d3d3d3", "other": "#9d9d9d",
}
KERNEL_COLUMNS = ["kernel", "kind", "calls/forward", "total µs", "mean µs", "share %", "fused ops", "module",
                  "code"]
# folded out of the table at 1280 px (``Table.detail``): the kernel, its time and share and its code link stay
KERNEL_DETAIL = ("mean µs", "fused ops", "module")


def profile_of(report: dict) -> dict:
    return section(report, "profile")


def absence(report: dict) -> Absence | None:
    """Why the Kernels view has nothing for this run (no profile: not asked for, failed, or the profiler could not
    run); None where it has."""
    profile = profile_of(report)
    if not profile:
        return why_missing(report, "profile")
    if not profile.get("available"):
        return Absence("warning", f"No profile in this run: {profile.get('reason') or 'the profiler did not run'}",
                       analysis="profile")
    return None


def mode_of(report: dict, label: str) -> dict:
    m = profile_of(report).get(label)
    return m if isinstance(m, dict) else {}


def available_modes(report: dict) -> list[str]:
    return [lbl for lbl in LABELS if mode_of(report, lbl).get("available")]


def is_gpu(report: dict) -> bool:
    return any(mode_of(report, lbl).get("device") == "cuda" for lbl in LABELS)


def mode_label(report: dict, label: str) -> str:
    """``compiled`` is named after its mode (``reduce-overhead`` uses CUDA graphs)."""
    if label != "compiled":
        return label
    opts = (report.get("request") or {}).get("options") or {}
    bits = [b for b in (opts.get("backend"), opts.get("mode")) if b and b not in ("inductor", "default")]
    graphs = mode_of(report, "compiled").get("graph_launches") or profile_of(report).get("cudagraphs")
    if graphs and "CUDA graphs" not in bits:
        bits.append("CUDA graphs")
    return f"compiled ({', '.join(bits)})" if bits else "compiled"


def code_link(run_id: str, kernel: str | None, module: str | None) -> str | None:
    """Relative link to the Generated code view of a kernel (``code?run=..&kernel=..&module=..``)."""
    if not kernel:
        return None
    params = {"run": run_id, "view": "code", "kernel": kernel}
    if module:
        params["module"] = module
    return "code?" + urlencode(params)


def _join(v: object) -> str:
    return ", ".join(str(x) for x in items(v))


def kernel_table(mode: dict, run_id: str = "", query: str = "") -> pd.DataFrame:
    """One row per kernel name of one forward, most time first; ``query`` filters name/ops/module."""
    rows = []
    q = (query or "").strip().lower()
    for r in items(mode.get("kernel_table")):
        if not isinstance(r, dict) or not r.get("name"):
            continue
        where = r.get("module") or _join(r.get("nn_modules"))
        fused = _join(r.get("fused_ops"))
        if q and q not in f"{r['name']} {fused} {where} {r.get('kind') or ''}".lower():
            continue
        share = as_float(r.get("share"))
        rows.append({
            "kernel": r["name"],
            "kind": r.get("kind") or "other",
            "calls/forward": r.get("calls"),
            "total µs": as_float(r.get("total_us")),
            "mean µs": as_float(r.get("mean_us")),
            "share %": round(share * 100, 2) if share is not None else None,
            "fused ops": fused,
            "module": where,
            "code": code_link(run_id, r.get("code_kernel"), r.get("module")) if run_id else None,
        })
    return pd.DataFrame(rows, columns=KERNEL_COLUMNS)


def table_title(report: dict, label: str) -> str:
    """A mode's kernel table heading: ``compiled · 127 kernel launches per forward · 11 distinct kernels (+ 24
    copies/memsets)`` (``figures.launched_text``: the one count every view shows)."""
    return " · ".join(x for x in (mode_label(report, label), launched_text(report, label)) if x)


def kernel_names(report: dict) -> list[str]:
    """Kernel names of both forwards, compiled first (their code is linkable)."""
    seen: dict[str, None] = {}
    for label in ("compiled", "eager"):
        for r in items(mode_of(report, label).get("kernel_table")):
            if isinstance(r, dict) and r.get("name"):
                seen.setdefault(r["name"], None)
    return list(seen)


def trace_kernel_of(report: dict, name: str | None) -> str | None:
    """A kernel name as the trace has it: itself, or the first kernel launched for a code kernel
    (``extern_kernels.addmm`` -> the GEMM kernel it ran)."""
    if not name:
        return None
    names = kernel_names(report)
    if name in names:
        return name
    for label in ("compiled", "eager"):
        for r in items(mode_of(report, label).get("kernel_table")):
            if isinstance(r, dict) and r.get("code_kernel") == name and r.get("name"):
                return r["name"]
    return None


def kernel_detail(report: dict, name: str) -> dict:
    """Everything known about one kernel name: per mode its table row and first launch record."""
    out: dict = {}
    for label in LABELS:
        mode = mode_of(report, label)
        row = next((r for r in items(mode.get("kernel_table")) if isinstance(r, dict) and r.get("name") == name), None)
        if row is None:
            continue
        rec = next((k for k in items(mode.get("kernels")) if isinstance(k, dict) and k.get("name") == name), {})
        out[label] = {"row": row, "record": rec}
    return out


# -- GPU time by module -------------------------------------------------------------------------
def _common_prefix(paths: list[str]) -> str:
    parts = [p.split(".") for p in paths]
    out = []
    for level in zip(*parts):
        if len(set(level)) != 1:
            break
        out.append(level[0])
    return ".".join(out)


def kernel_module_map(graph_records: list) -> dict[tuple[str, str], str]:
    """``{(code module, kernel): nn.Module path}`` from the Graph view's records (``artifacts/graphs.json``).

    Each FX node knows the module that called it (``mod``) and the kernel it ended up in (``kernel``,
    ``kernels``); a kernel fusing the ops of several modules gets their common path (the enclosing
    layer), or the most frequent one when they share none. Also keyed ``("", kernel)``.
    """
    paths: dict[tuple[str, str], list[str]] = {}
    for rec in graph_records or []:
        if not isinstance(rec, dict):
            continue
        mods = rec.get("modules") if isinstance(rec.get("modules"), list) else []
        kmods = rec.get("kernel_modules") if isinstance(rec.get("kernel_modules"), dict) else {}
        for node in items(rec.get("nodes")):
            mi = node.get("mod") if isinstance(node, dict) else None
            if not isinstance(mi, int) or not 0 <= mi < len(mods) or not isinstance(mods[mi], dict):
                continue
            path = mods[mi].get("path")
            if not path:
                continue
            for k in {node.get("kernel"), *items(node.get("kernels"))}:
                if isinstance(k, str) and k:
                    paths.setdefault((str(kmods.get(k) or ""), k), []).append(str(path))
                    paths.setdefault(("", k), []).append(str(path))
    out = {}
    for key, ps in paths.items():
        common = _common_prefix(ps)
        out[key] = common or max(set(ps), key=ps.count)
    return out


def module_path_of(kernel: dict, kernel_modules: dict | None) -> str | None:
    """The nn.Module a kernel ran for: recorded (eager) or through the graphs (compiled)."""
    if kernel.get("nn_module"):
        return str(kernel["nn_module"])
    if kernel_modules and kernel.get("code_kernel"):
        ck = kernel["code_kernel"]
        return kernel_modules.get((kernel.get("module") or "", ck)) or kernel_modules.get(("", ck))
    return None


def group_of(kernel: dict, depth: int, kernel_modules: dict | None = None) -> str:
    """Group by nn.Module path (first ``depth`` parts); kernels with no known module by graph and kind."""
    path = module_path_of(kernel, kernel_modules)
    if path:
        return ".".join(path.split(".")[:depth])
    if kernel.get("module"):
        graph = str(kernel["module"]).rsplit("/", 1)[-1]
        return f"{graph} · {kernel.get('kind') or 'other'}"
    return f"({kernel.get('kind') or 'other'})"


# A group in brackets holds the kernels no nn.Module or graph was found for, by kind: its help, on every rendering
GROUP_HELP = {"(aten)": "eager ATen kernels outside every compiled graph", "(memcpy)": "memory copies",
              "(memset)": "memory fills", "(other)": "kernels of no known kind (a library's, such as cuBLAS or "
                                                    "cuDNN, called with no module recorded)"}


def groups_note(groups) -> str:
    """How the module chart names its bars, and what each bracketed group among ``groups`` holds."""
    kinds = [f"{g} {GROUP_HELP.get(g, 'kernels of that kind')}" for g in dict.fromkeys(groups) if g.startswith("(")]
    return ("A bar is the nn.Module a kernel ran for; a compiled kernel with no module found, its graph's output "
            "module and kind (3_0_0.py · pointwise)" + ("; in brackets, kernels with neither: " + "; ".join(kinds)
                                                       if kinds else "") + ".")


def module_time_table(mode: dict, depth: int = 3, kernel_modules: dict | None = None) -> pd.DataFrame:
    groups: dict[str, list[float]] = {}
    for k in items(mode.get("kernels")):
        if not isinstance(k, dict):
            continue
        g = group_of(k, depth, kernel_modules)
        acc = groups.setdefault(g, [0.0, 0])
        acc[0] += as_float(k.get("dur_us")) or 0.0
        acc[1] += 1
    total = sum(v[0] for v in groups.values()) or 1.0
    rows = [{"group": g, "time µs": round(v[0], 3), "kernels": v[1], "share %": round(100 * v[0] / total, 2)}
            for g, v in groups.items()]
    rows.sort(key=lambda r: -r["time µs"])
    return pd.DataFrame(rows, columns=["group", "time µs", "kernels", "share %"])


MODULE_BARS = 20  # the module chart's bars per mode


def module_time_figure(report: dict, depth: int = 3, top: int = MODULE_BARS,
                       kernel_modules: dict | None = None) -> go.Figure:
    """Horizontal bars of device time per nn.Module (top ``top``), one panel per mode, one above the other (side by
    side, the second panel's module names stood on the first one's bars).

    Compiled kernels find their module through ``kernel_modules`` (``kernel_module_map``); without
    it they are grouped by graph and kind.
    """
    labels = available_modes(report)
    by = "nn.Module" if kernel_modules else "graph · kind"
    tables = [module_time_table(mode_of(report, lbl), depth, kernel_modules).head(top).iloc[::-1] for lbl in labels]
    rows = [max(1, len(t)) for t in tables] or [1]
    height = max(260, sum(22 * n + 100 for n in rows) + 40)
    # between panels: the upper one's ticks and axis title and the lower one's title, about 100 px
    fig = make_subplots(rows=max(1, len(labels)), cols=1, row_heights=rows,
                        vertical_spacing=min(0.5, 100 / (height - 60)) if len(labels) > 1 else 0.1, subplot_titles=[
        f"{mode_label(report, lbl)} · by {'nn.Module' if lbl == 'eager' else by}" for lbl in labels
    ] or [""])
    for i, (label, df) in enumerate(zip(labels, tables), start=1):
        fig.add_trace(go.Bar(
            x=df["time µs"], y=[plotly_text(g) for g in df["group"]], orientation="h", marker_color=MODE_COLORS[label], name=label,
            customdata=list(zip(df["kernels"], df["share %"])),
            hovertemplate="%{y}<br>%{x:.1f} µs · %{customdata[1]:.1f} %<br>%{customdata[0]} kernels<extra></extra>",
        ), row=i, col=1)
        fig.update_xaxes(title_text="device time per forward (µs)", row=i, col=1)
    fig.update_layout(height=height, margin={"l": 10, "r": 10, "t": 40, "b": 10},
                      showlegend=False, title=None)
    return readable(fig)


# -- Launch overhead ----------------------------------------------------------------------------
OVERHEAD_ROWS = [
    (LAUNCHES, "kernels_per_forward", "count"),
    ("profiled forward (wall time, with profiler overhead)", "wall_us", "us"),
    ("CPU time of the forward", "cpu_us", "us"),
    ("device busy (kernels, copies and memsets)", "busy_us", "us"),
    ("kernel time (kernels only)", "kernel_time_us", "us"),
    ("busy share of the profiled forward", "busy_share", "pct"),
    ("wait before the first kernel", "first_kernel_us", "us"),
    ("idle gaps", ("idle", "count"), "count"),
    ("idle time in gaps", ("idle", "total_us"), "us"),
    ("largest gap", ("idle", "largest_us"), "us"),
    ("launch calls", ("launch", "count"), "count"),
    ("CPU time in launch calls", ("launch", "total_us"), "us"),
    ("CUDA graph launches", "graph_launches", "count"),
]


def _get(mode: dict, key):
    if isinstance(key, tuple):
        sub = mode.get(key[0])
        return sub.get(key[1]) if isinstance(sub, dict) else None
    return mode.get(key)


def _fmt(v, unit: str) -> str:
    x = as_float(v)
    if x is None:
        return MISSING
    if unit == "pct":
        return f"{x * 100:.1f} %"
    if unit == "count":
        return f"{int(x):,}"
    return f"{x / 1000:.3f} ms" if x >= 1000 else f"{x:.1f} µs"


def kernel_time_us(mode: dict) -> float | None:
    """The forward's kernel time (kernels only, copies and memsets left out): the profile's ``kernel_time_us``, else
    the kernel records' durations added up (a report from before the field)."""
    v = as_float(mode.get("kernel_time_us"))
    if v is not None or not mode.get("available"):
        return v
    recs = [k for k in items(mode.get("kernels")) if isinstance(k, dict) and k.get("kind") not in ("memcpy", "memset")]
    return round(sum(as_float(k.get("dur_us")) or 0.0 for k in recs), 3) if recs else None


def forward_cards(report: dict) -> list[Card]:
    """The profiled forward and its kernel time as cards, each named with its definition a hover away
    (``timing.PROFILED_DEF``): compiled, with eager on the line below; the profiled forward's eager ÷ compiled is
    set against the speedup so neither is read for the other."""
    c, e = mode_of(report, "compiled"), mode_of(report, "eager")
    cw, ew = as_float(c.get("wall_us")), as_float(e.get("wall_us"))
    speed = timing_figures.speedup(report)
    help_ = timing.PROFILED_DEF
    if cw and ew:
        help_ += (f". Here eager {ms(ew / 1e3)} ÷ compiled {ms(cw / 1e3)} = {ew / cw:.2f}×"
                  + (f"; the speedup is {speed['text']} (latency, Overview)" if speed.get("text") not in (None, MISSING)
                     else ""))
    cards = [Card("Profiled forward", ms(cw / 1e3) if cw is not None else MISSING, help_,
                  " · ".join(x for x in (f"eager {ms(ew / 1e3)}" if ew is not None else "",
                                         "with profiler overhead") if x))]
    ck, ek = kernel_time_us(c), kernel_time_us(e)
    busy = as_float(c.get("busy_us"))
    if ck is not None or ek is not None:
        delta = " · ".join(x for x in (f"device busy {ms(busy / 1e3)}" if busy is not None else "",
                                       f"eager {ms(ek / 1e3)}" if ek is not None else "") if x)
        cards.append(Card("Kernel time", ms(ck / 1e3) if ck is not None else MISSING,
                          f"{timing.KERNEL_TIME_DEF}. {timing.BUSY_DEF}", delta or None))
    return cards


def overhead_table(report: dict) -> pd.DataFrame:
    """Launch-overhead figures of one forward, a column per mode."""
    labels = available_modes(report)
    rows = []
    for title, key, unit in OVERHEAD_ROWS:
        row = {"": title}
        for label in labels:
            row[mode_label(report, label)] = _fmt(_get(mode_of(report, label), key), unit)
        rows.append(row)
    return pd.DataFrame(rows, columns=[""] + [mode_label(report, lbl) for lbl in labels])


def overhead_parts(mode: dict) -> dict[str, float]:
    """The wall time of one forward split: waiting for the first kernel, busy, idle gaps, the rest."""
    wall = as_float(mode.get("wall_us")) or 0.0
    first = as_float(mode.get("first_kernel_us")) or 0.0
    busy = as_float(mode.get("busy_us")) or 0.0
    gaps = as_float(_get(mode, ("idle", "total_us"))) or 0.0
    rest = max(0.0, wall - first - busy - gaps)
    return {"before first kernel": first, "busy": busy, "idle gaps": gaps, "after the last kernel": rest}


PART_COLORS = {"before first kernel": "#e45756", "busy": "#54a24b", "idle gaps": "#f58518",
               "after the last kernel": "#bab0ac"}


def overhead_figure(entries: list[tuple[str, dict]]) -> go.Figure:
    """Where one forward's wall time goes, and what launching costs, for each (label, mode section).

    Left: stacked bar of the wall time (wait for the first kernel, device busy, idle gaps, rest).
    Right: kernels launched per forward and CPU time in launch calls.
    """
    entries = [(lbl, m) for lbl, m in entries if isinstance(m, dict) and m.get("available")]
    labels = [lbl for lbl, _ in entries]
    launches = has_launch_time(entries)  # a CPU run launches no GPU kernels: no empty third panel
    fig = make_subplots(rows=1, cols=3 if launches else 2, column_widths=[0.56, 0.22, 0.22] if launches else [0.7, 0.3],
                        horizontal_spacing=0.09,
                        subplot_titles=["wall time of one profiled forward (µs)", LAUNCHES,
                                        "CPU time in launch calls (µs)"][: 3 if launches else 2])
    for part, color in PART_COLORS.items():
        vals = [overhead_parts(m)[part] for _, m in entries]
        fig.add_trace(go.Bar(y=labels, x=vals, orientation="h", name=part, marker_color=color,
                             hovertemplate=f"{part}: %{{x:.1f}} µs<extra>%{{y}}</extra>"), row=1, col=1)
    fig.add_trace(go.Bar(y=labels, x=[m.get("kernels_per_forward") or 0 for _, m in entries], orientation="h",
                         marker_color="#4c78a8", showlegend=False, text=[m.get("kernels_per_forward") for _, m in entries],
                         hovertemplate="%{x} kernels<extra>%{y}</extra>"), row=1, col=2)
    if launches:
        fig.add_trace(go.Bar(y=labels, x=[as_float(_get(m, ("launch", "total_us"))) or 0 for _, m in entries],
                             orientation="h", marker_color="#b279a2", showlegend=False,
                             hovertemplate="%{x:.1f} µs<extra>%{y}</extra>"), row=1, col=3)
    for c in (2, 3) if launches else (2,):
        fig.update_yaxes(showticklabels=False, row=1, col=c)
    fig.update_layout(barmode="stack", height=max(220, 60 * len(labels) + 140),
                      margin={"l": 10, "r": 10, "t": 40, "b": 10},
                      legend={"orientation": "h", "y": -0.25})
    return readable(fig, counts=("xaxis2",))


NO_LAUNCH_TIME = ("No CPU time in launch calls was recorded (a CPU run launches no GPU kernels), so that panel "
                  "is left out.")


def has_launch_time(entries: list[tuple[str, dict]]) -> bool:
    """Whether any (label, mode section) recorded CPU time in kernel launch calls (the overhead figure's third
    panel; ``NO_LAUNCH_TIME`` says why it is missing)."""
    return any((as_float(_get(m, ("launch", "total_us"))) or 0) > 0 for _, m in entries if isinstance(m, dict))


def launch_api_table(report: dict) -> pd.DataFrame:
    rows = []
    for label in available_modes(report):
        for r in items(_get(mode_of(report, label), ("launch", "by_api")) or []):
            if isinstance(r, dict):
                rows.append({"mode": mode_label(report, label), "API": r.get("api"), "calls": r.get("count"),
                             "CPU µs": r.get("total_us")})
    return pd.DataFrame(rows, columns=["mode", "API", "calls", "CPU µs"])


def notes_of(report: dict) -> list[str]:
    out = [str(n) for n in items(profile_of(report).get("notes"))]
    for label in LABELS:
        mode = mode_of(report, label)
        out += [f"{label}: {n}" for n in items(mode.get("notes"))]
        if mode and not mode.get("available") and mode.get("reason"):
            out.append(f"{label}: {mode['reason']}")
    return out
