"""Timeline view on a long forward: what is drawn is bounded, what is counted stays exact, and the figure
carries what the hover and the highlight need."""

from __future__ import annotations

import json
import re

import plotly.graph_objects as go
import pytest
from plotly.offline import get_plotlyjs_version

from analyzers.analyses.profile.profile_trace import process_trace
from dashboard.live import plotly_basic
from dashboard.views import kernels as kv
from dashboard.views import timeline as tv
from tests import report_factory as rf
from tests import trace_factory as tf

KERNELS = 1500  # per mode: ~9,000 trace events each, well past what the view draws


@pytest.fixture(scope="module")
def long_report() -> dict:
    r = rf.good_report("20260101-000000-timeline-0201")
    r["request"]["options"].update(device="cuda", dtype="fp16")
    eager = process_trace(tf.gpu_trace("eager", forwards=1, kernels=KERNELS))
    compiled = process_trace(tf.gpu_trace("compiled", forwards=1, kernels=KERNELS), compiled=True,
                             code_kernels=tf.code_kernels(KERNELS))
    r["profile"] = {"available": True, "device": "cuda", "iterations": 1, "traces": {}, "eager": eager,
                    "compiled": compiled, "notes": []}
    return r


def _lane(bars, lane):
    return [b for b in bars if b.lane == lane]


def test_drawn_bars_are_bounded_and_lane_totals_stay_exact(long_report):
    extent = tv.timeline_extent(long_report)
    d = tv.timeline_data(long_report, (0.0, extent))
    assert d["drawn"] <= tv.MAX_BARS and d["merged"] > 0 and d["total"] > 4 * KERNELS
    gpu = f"GPU stream {tf.STREAM}"
    for lbl in ("eager", "compiled"):
        mode = kv.mode_of(long_report, lbl)
        m = d["modes"][lbl]
        every = tv.lanes_of(mode)
        for lane, t in m["totals"].items():  # totals count every bar, however few are drawn
            assert t["bars"] == len(_lane(every, lane))
            assert t["time_us"] == pytest.approx(sum(b.dur for b in _lane(every, lane)))
            drawn = _lane(m["bars"], lane)
            assert sum(b.count for b in drawn) == t["bars"]  # the window holds the whole forward
            assert sum(b.busy for b in drawn) == pytest.approx(t["time_us"])
        assert m["totals"][gpu]["bars"] == KERNELS
        assert m["totals"][gpu]["time_us"] == pytest.approx(sum(k["dur_us"] for k in mode["kernels"]))
    rows = tv.totals_table_rows(d)
    assert sum(r["bars"] for r in rows) == d["total"]
    assert all(r["bars in window"] == r["bars"] for r in rows)


def test_figure_holds_every_drawn_bar_at_its_place(long_report):
    d = tv.timeline_data(long_report, (0.0, 500.0))
    fig = tv.timeline_figure(long_report, window=(0.0, 500.0), data=d)
    spec = json.loads(fig.to_json())
    assert {t["type"] for t in spec["data"]} == {"bar"}
    drawn = [b for m in d["modes"].values() for b in m["bars"]]
    assert sum(len(t.base) for t in fig.data) == len(drawn) == d["drawn"]
    starts = sorted(round(b.start, 3) for b in drawn)
    assert sorted(float(x) for t in fig.data for x in t.base) == pytest.approx(starts, abs=1e-3)
    widths = sorted(round(max(b.dur, 0.05), 3) for b in drawn)
    assert sorted(float(x) for t in fig.data for x in t.x) == pytest.approx(widths, abs=1e-3)
    assert list(fig.layout.xaxis.range) == [0.0, 500.0]


def test_hover_names_the_kernel_its_fused_ops_and_launch(long_report):
    mode = kv.mode_of(long_report, "compiled")
    k = next(k for k in mode["kernels"] if k.get("fused_ops"))
    window = (k["start_us"] - 1.0, k["start_us"] + k["dur_us"] + 1.0)  # a few bars: none merged
    fig = tv.timeline_figure(long_report, window=window)
    rows = [c for t in fig.data for c in t.customdata]
    row = next(c for c in rows if c[0] == tv._esc(k["name"]))
    assert row[1] == pytest.approx(k["dur_us"], abs=0.01)
    assert "fused: " + ", ".join(k["fused_ops"])[:40] in row[2]
    assert f"launched by {k['launch_api']}" in row[2]
    assert all("%{customdata[0]}" in t.hovertemplate for t in fig.data)


def test_highlight_outlines_only_that_kernel(long_report):
    name = kv.mode_of(long_report, "eager")["kernels"][0]["name"]
    window = (0.0, 200.0)
    plain = tv.timeline_figure(long_report, window=window)
    assert all(t.marker.line.width == 0 for t in plain.data)
    marked = tv.timeline_figure(long_report, window=window, highlight=name)
    outlined = [(c[0], w) for t in marked.data if not isinstance(t.marker.line.width, (int, float))
                for c, w in zip(t.customdata, t.marker.line.width)]
    assert {c for c, w in outlined if w} == {tv._esc(name)}


def test_highlight_choices_are_the_busiest_kernels_and_keep_a_linked_one(long_report):
    table = {r["name"]: r["total_us"] for lbl in ("eager", "compiled")
             for r in kv.mode_of(long_report, lbl)["kernel_table"]}
    choices = tv.highlight_choices(long_report, limit=20)
    assert len(choices) == 20
    totals = [table[n] for n in choices]
    assert totals == sorted(totals, reverse=True) and min(totals) >= sorted(table.values())[-20]
    rare = next(n for n in reversed(table) if n not in choices)
    assert tv.highlight_choices(long_report, rare, limit=20)[-1] == rare
    assert tv.highlight_choices(long_report, "not-a-kernel", limit=20) == choices
    assert len(tv.highlight_choices(long_report)) == min(tv.HIGHLIGHT_CHOICES, len(table))


def test_totals_markdown_escapes_and_keeps_every_row():
    rows = [{"mode": "compiled (reduce-overhead)", "lane": "GPU stream *7*", "bars": 12345, "time µs": 1.5,
             "bars in window": 3, "time in window µs": 0.25}]
    md = tv.totals_markdown(rows)
    lines = md.splitlines()
    assert lines[0] == "| mode | lane | bars | time µs | bars in window | time in window µs |"
    # Markdown escapes (the page shows "12,345", "1.50")
    assert lines[2] == r"| compiled \(reduce\-overhead\) | GPU stream \*7\* | 12\,345 | 1\.50 | 3 | 0\.25 |"


def test_figure_json_fits_plotlys_basic_bundle(long_report):
    spec = json.loads(plotly_basic.figure_json(tv.timeline_figure(long_report, window=(0.0, 500.0))))
    assert spec["data"] and {t["type"] for t in spec["data"]} <= plotly_basic.BASIC_TRACES
    with pytest.raises(ValueError, match="heatmap"):
        plotly_basic.figure_json(go.Figure(go.Heatmap(z=[[1, 2], [3, 4]])))


def test_plotly_basic_component_files_are_committed_and_match_plotly_py():
    folder = plotly_basic.COMPONENT_DIR
    assert (folder / "LICENSE").read_text().startswith("MIT License")
    page = (folder / "index.html").read_text()
    assert "streamlit:componentReady" in page and "Plotly.react" in page and "plotly-basic.min.js" in page
    head = (folder / "plotly-basic.min.js").read_text(encoding="utf-8")[:200]
    bundled = re.search(r"plotly\.js \(basic - minified\) v(\d+)\.", head)
    assert bundled and bundled.group(1) == get_plotlyjs_version().split(".")[0]  # the major plotly.py writes for


def test_svg_timeline_draws_every_bar(long_report):
    from dashboard.views.timeline_svg import timeline_svg

    d = tv.timeline_data(long_report, (0.0, 500.0))
    svg = timeline_svg(d, (0.0, 500.0))
    drawn = sum(len(m["bars"]) for m in d["modes"].values())
    assert svg.startswith('<svg class="cs-timeline"') and svg.count("<rect ") == drawn > 0
    assert "<title>" not in svg  # an image: no tooltips (the interactive chart has them)
    assert "µs from the start of the forward" in svg and ">0</text>" in svg
    name = next(b.name for m in d["modes"].values() for b in m["bars"])
    assert 'stroke="black"' in timeline_svg(d, (0.0, 500.0), highlight=name)
    assert timeline_svg({"modes": {}}) == ""


def test_svg_timeline_escapes_labels(long_report):
    from dashboard.views.timeline_svg import timeline_svg

    d = tv.timeline_data(long_report, (0.0, 500.0))
    mode = next(iter(d["modes"].values()))
    mode["label"] = rf.XSS[0]
    for b in mode["bars"]:
        b.lane, b.color = rf.XSS[1], 'red" onload="x'
    svg = timeline_svg(d, (0.0, 500.0))
    assert "<script" not in svg and "<img" not in svg and 'onload="' not in svg and "&lt;script&gt;" in svg
