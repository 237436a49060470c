"""Timeline of one forward: eager above compiled, CPU ops, launches and GPU kernels on one time axis.

Link parameters: ``window`` (``a-b`` µs from the start of the forward; absent: all of it), ``kernel`` (a kernel whose
launches are outlined) and ``interactive`` (``1``: the Plotly chart that zooms, pans and names each bar on hover).
The drawing a link opens on is the server's SVG of the bars (``timeline_svg``: it shows at once, on every rendering);
the interactive chart loads Plotly's basic bundle (about a second more). The bars of a window are computed once per
report version where the renderer keeps a memo (``files.memo``: the live page).
"""

from __future__ import annotations

from . import kernels as kv
from . import timeline as tv
from .blocks import NO_PICK, Chart, Control, Drawing, Link, Table, Text, absence_blocks
from .sections import why_missing
from .timeline_svg import timeline_svg

NO_KERNEL = NO_PICK
CPU_NOTE = "No GPU in this run: the lanes show CPU ops and CPU kernels."


def _memo(files, key: tuple, make):
    memo = getattr(files, "memo", None)
    return memo(key, make) if memo is not None else make()


def _absent(report: dict) -> list | None:
    """Why this run has no timeline (blocks), or None when it has one."""
    profile = kv.profile_of(report)
    if not profile:
        return absence_blocks(why_missing(report, "profile"))
    if not profile.get("available"):
        return [Text(f"No profile in this run: {profile.get('reason') or 'the profiler did not run'}", "warning")]
    return None


def _controls(params: dict, extent: float, choices: list[str], highlight: str | None, interactive: bool) -> list:
    return [
        Control("window", "Window (µs from the start of the forward)", (),
                tv.format_window(tv.parse_window(params.get("window"), extent), extent), kind="range",
                bounds=(0.0, float(extent), 0.0),
                help="Only bars inside the window are drawn; past about a thousand bars neighbours are merged "
                "(hover says how many). The link carries the window."),
        Control("kernel", "Highlight kernel", [NO_KERNEL, *choices], highlight or NO_KERNEL, default=NO_KERNEL,
                help=f"Outlines every launch of this kernel. Lists the {tv.HIGHLIGHT_CHOICES} kernels with the most "
                "time; the Kernels view links any kernel here."),
        Control("interactive", "Interactive chart (zoom, pan, hover)", ["1"], "1" if interactive else None,
                kind="toggle", key="timeline_interactive",
                help="The drawing shows at once; the interactive chart zooms, pans and names each bar with its times "
                "on hover (it loads Plotly: about a second more)."),
    ]


def _drawing(report: dict, files, window: tuple[float, float], highlight: str | None, interactive: bool,
             computed: dict) -> list:
    """The bars: the server's SVG, or the interactive chart (Plotly's basic bundle)."""
    if interactive:
        fig = _memo(files, ("timeline_figure", window, highlight),
                    lambda: tv.timeline_figure(report, window=window, highlight=highlight, data=computed))
        return [Chart(fig, key="timeline_chart", height=int(fig.layout.height or 450))]
    svg = _memo(files, ("timeline_svg", window, highlight), lambda: timeline_svg(computed, window, highlight))
    return [Drawing(svg, "Timeline of one forward")]


def blocks(report: dict, files, params: dict) -> list:
    absent = _absent(report)
    if absent is not None:
        return absent
    out: list = [] if kv.is_gpu(report) else [Text(CPU_NOTE, "info")]
    extent = tv.timeline_extent(report)
    if extent <= 0:
        return out + [Text("The profile holds no timed events for one forward.", "info")]
    window = tv.parse_window(params.get("window"), extent)
    highlight = kv.trace_kernel_of(report, params.get("kernel"))
    choices = tv.highlight_choices(report, highlight)
    highlight = highlight if highlight in choices else None
    interactive = params.get("interactive") == "1"
    out += _controls(params, extent, choices, highlight, interactive)
    computed = _memo(files, ("timeline_data", window), lambda: tv.timeline_data(report, window))
    out += _drawing(report, files, window, highlight, interactive, computed)
    if computed["merged"]:
        out.append(Text(f"{computed['total']:,} bars in all; {computed['drawn']:,} drawn, {computed['merged']:,} of "
                        "them merged from neighbours. Narrow the window to see each one. Totals below count every bar.",
                        "muted"))
    rows = tv.totals_table_rows(computed)
    out += [Table(tv.totals_frame(rows)), Text(tv.lanes_note(r["lane"] for r in rows), "muted")]
    counted = tv.bars_note(report, computed)  # the device and launch bars in the Kernels view's counts
    if counted:
        out.append(Text(counted, "muted"))
    if highlight:
        out.append(Link("kernels", f"{highlight} in the Kernels view", {"run": str(report.get("run_id") or ""),
                                                                        "kernel": highlight}, icon=":material/memory:"))
    return out
