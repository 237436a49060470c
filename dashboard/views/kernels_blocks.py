"""Kernels: what the device executed in one forward, eager beside compiled: the forward's times (each named), launch
overhead, every kernel, the chosen kernel's launches and links, device time by module, the limits (roofline),
hardware counters, notes."""

from __future__ import annotations

from analyzers.report import figures

from . import counters as cntv
from . import kernels as kv
from . import overview as ov
from . import roofline as rv
from .blocks import (
    Bullets,
    Cards,
    Chart,
    Control,
    Details,
    Drawing,
    Heading,
    Link,
    LiveOnly,
    Table,
    Text,
    absence_blocks,
)
from .fmt import MISSING
from .overhead_svg import overhead_alt, overhead_svg
from .sections import section, why_missing

KERNEL_ROWS = 10  # per table live as Markdown (each row costs the browser time); every row static, all in the grid
CPU_NOTE = ("No GPU in this run: the profile shows CPU kernels (ATen ops and Inductor C++ kernels), and launch "
            "overhead does not apply.")
FILTER_HELP = "Kernel name, fused op, module or kind: the kernel tables and the counters keep the rows that match."
DEPTH_HELP = ("Kernels are grouped by the nn.Module they ran for, cut to this many levels: eager ones by the module "
              "that launched them, compiled ones through the FX nodes they fused (Graph view); compiled kernels "
              "with no known module by graph and kind.")
TOP_HELP = "The kernels that take most of the time under Nsight Compute, per mode."
# the choices of the module depth and of the counters' kernels per mode, and the default of each (a link without
# the parameter draws it; picking it drops the parameter from the link)
DEPTHS, DEPTH = tuple(str(n) for n in range(1, 7)), "3"
TOPS, TOP = ("5", "10", "15", "25", "50", "100", "200"), "15"


def _pick(value: str | None, options: tuple[str, ...], default: str) -> str:
    """The link's choice when it is one of ``options``, else the default."""
    return value if value in options else default


FORWARD_NOTE = ("The times of one forward, each named (hover a card for its definition): latency and pipelined GPU "
                "time are the benchmark's, as on the Overview; the profiled forward is the one the tables below "
                "break down, slowed by the profiler, so its eager ÷ compiled is not the speedup; kernel time is its "
                "kernels added up, the total the Source view splits across lines.")


def _forward_times(report: dict) -> list:
    """Latency, pipelined GPU time (the Overview's cards) and the profiled forward, side by side and named."""
    cards = [c for c in ov.timing_cards(report) if c.value != MISSING] + kv.forward_cards(report)
    return [Heading("Times of one forward"), Cards(cards, per_row=4), Text(FORWARD_NOTE, "muted")]


def _overhead(report: dict, labels: list[str]) -> list:
    entries = [(kv.mode_label(report, lbl), kv.mode_of(report, lbl)) for lbl in labels]
    out: list = [*_forward_times(report), Heading("Launch overhead")]
    svg = overhead_svg(entries)
    if svg:  # the first thing a link shows: an image, no Plotly bundle
        out.append(Drawing(svg, overhead_alt(entries)))
    out.append(Table(kv.overhead_table(report)))
    apis = kv.launch_api_table(report)
    if not apis.empty:  # below, not beside: side by side each table was squeezed to half the page at 1280 px
        out.append(Table(apis))
    return out


def _kernel_tables(report: dict, labels: list[str], query: str) -> list:
    """One table per mode, one above the other (eager and compiled kernels are different kernels)."""
    out: list = [Heading("Kernels of one forward"),
                 Control("kernels_filter", "Filter", (), query or None, kind="text", help=FILTER_HELP)]
    for label in labels:
        table = kv.kernel_table(kv.mode_of(report, label), report.get("run_id") or "", query)
        what = figures.rows_text(list(table["kind"]))  # "All 18 rows: 17 distinct kernels + 1 copy/memset row"
        out += [Heading(kv.table_title(report, label), level=4),
                Table(table, style="light", rows=KERNEL_ROWS, key=f"w_kernels_all_{label}", what=what,
                      links={"code": "open"}, detail=kv.KERNEL_DETAIL)]
    return out


def _launch_line(report: dict, label: str, row: dict, rec: dict) -> str:
    bits = [f"{row.get('calls')} call(s)", f"{row.get('total_us')} µs per forward"]
    if row.get("fused_ops"):
        bits.append("fused: " + ", ".join(str(o) for o in row["fused_ops"]))
    if rec.get("shapes"):
        bits.append(str(rec["shapes"]))
    if rec.get("launch_api"):
        bits.append(f"launched by {rec['launch_api']}")
    return f"{kv.mode_label(report, label)}: " + " · ".join(bits)


def _kernel(report: dict, params: dict) -> tuple[list, str | None]:
    """The kernel picker (a link from the code view names the code kernel: its first launched kernel), what each
    mode launched of it, and its links to the other views; and the kernel's name."""
    names = kv.kernel_names(report)
    if not names:
        return [], None
    name = kv.trace_kernel_of(report, params.get("kernel")) or names[0]
    out: list = [Control("kernel", "Kernel", names, name, help="Its launches, fused ops and generated code.")]
    for label, d in kv.kernel_detail(report, name).items():
        row, rec = d["row"], d["record"]
        out.append(Text(_launch_line(report, label, row, rec), "muted"))
        code_kernel = row.get("code_kernel")
        if code_kernel:
            out += [Link("code", f"Open {code_kernel} in Generated code",
                         {k: v for k, v in {"view": "code", "kernel": code_kernel, "module": row.get("module")}.items()
                          if v}, icon=":material/code:"),
                    Link("graph", "Find the FX nodes it fused in Graph",
                         {"view": "graph", "find": code_kernel, "color": "kernel"}, icon=":material/account_tree:")]
    out.append(Link("timeline", "Show it on the timeline", {"view": "timeline", "kernel": name},
                    icon=":material/view_timeline:"))
    return out, name


def _module_time(report: dict, files, params: dict) -> list:
    depth = _pick(params.get("module_depth"), DEPTHS, DEPTH)
    graphs = files.json(section(report, "graphs").get("artifact") or "artifacts/graphs.json")
    modules = kv.kernel_module_map(graphs.get("graphs") if isinstance(graphs, dict) else None)
    tables = [kv.module_time_table(kv.mode_of(report, lbl), int(depth), modules) for lbl in kv.available_modes(report)]
    groups = [g for t in tables for g in t["group"][:kv.MODULE_BARS]]
    return [Heading("Device time by module"),
            Control("module_depth", "Module depth", DEPTHS, depth, default=DEPTH, help=DEPTH_HELP),
            Chart(kv.module_time_figure(report, int(depth), kernel_modules=modules), key="kernels_module_chart",
                  caption=kv.groups_note(groups))]


def _limits(report: dict, labels: list[str], highlight: str | None) -> list:
    out: list = [Heading("Against the limit")]
    rf = rv.roofline_of(report)
    if not rf:
        return out + absence_blocks(why_missing(report, "roofline"))
    if not rf.get("available"):
        return out + [Text("No device peaks in this run: " + ("; ".join(rv.notes_of(rf)) or "not measured"), "info")]
    # the chart at the column's width, its table below: side by side both were squeezed at 1280 px
    out += [Chart(rv.roofline_figure(rf, highlight=highlight), key="kernels_roofline_chart"),
            Table(rv.floor_table(rf))]
    for label in labels:
        table = rv.kernel_limits_table(rf, label)
        listed = figures.limits_text(report, label, list(table["kind"]))  # against the distinct kernels launched
        out += [Heading(f"Kernel limits, {kv.mode_label(report, label)} · {listed}", level=4),
                Table(table, style="light", rows=KERNEL_ROWS, key=f"w_limits_all_{label}",
                      what="kernels with a FLOP or byte count", detail=rv.LIMIT_DETAIL)]
    limit = rv.limit_share_note(rf)  # what the tables' share of measured peak is: the Source view's words too
    return out + [Text(note, "muted") for note in ([limit] if limit else []) + rv.notes_of(rf)]


def _counters(report: dict, params: dict, query: str) -> list:
    out: list = [Heading("Hardware counters")]
    why_none = cntv.message(report)
    if why_none:
        out.append(Text(why_none, "info"))
    else:
        top = _pick(params.get("counters_top"), TOPS, TOP)
        out += [Table(cntv.summary_table(report)),
                Control("counters_top", "Kernels per mode", TOPS, top, default=TOP, help=TOP_HELP),
                Table(cntv.kernel_table(report, report.get("run_id") or "", query, top=int(top)), style="light",
                      key="w_counters_all", what="rows (kernels Nsight Compute measured)", links={"code": "open"})]
    return out + [Text(note, "muted") for note in cntv.notes(report)]


def _notes_and_traces(report: dict) -> list:
    out: list = []
    notes = kv.notes_of(report)
    if notes:
        out.append(Details("Notes", [Bullets(notes)]))
    traces = section(kv.profile_of(report), "traces")
    if traces:
        out += [Heading("Chrome traces"),
                Text("The profiled forwards, for Perfetto (ui.perfetto.dev) or chrome://tracing.", "muted"),
                LiveOnly("kernels_traces", f"In the run folder: {', '.join(str(v) for v in traces.values())}.",
                         {"run_id": report.get("run_id") or "", "traces": {str(k): str(v) for k, v in traces.items()}})]
    return out


def blocks(report: dict, files, params: dict) -> list:
    missing = kv.absence(report)
    if missing:
        return absence_blocks(missing)
    labels = kv.available_modes(report)
    query = (params.get("kernels_filter") or "").strip()
    picker, name = _kernel(report, params)
    return [*([] if kv.is_gpu(report) else [Text(CPU_NOTE, "info")]),
            *_overhead(report, labels), *_kernel_tables(report, labels, query), *picker,
            *_module_time(report, files, params), *_limits(report, labels, name), *_counters(report, params, query),
            *_notes_and_traces(report)]
