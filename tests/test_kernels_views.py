"""Kernels, timeline and roofline views: pure functions over a report, and the two pages under AppTest."""

from __future__ import annotations

import base64
import html
import json
import re
from pathlib import Path

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

from analyzers.analyses.hardware.roofline import roofline_from
from analyzers.analyses.profile.kernel_records import kernel_table
from analyzers.analyses.profile.profile_trace import process_trace
from dashboard.live import plotly_basic
from dashboard.views import kernels as kv
from dashboard.views import overhead_svg as ov_svg
from dashboard.views import roofline as rv
from dashboard.views import timeline as tv
from dashboard.views.overhead_svg import overhead_svg
from tests import report_factory as rf
from tests import trace_factory as tf

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "dashboard" / "app.py"
GPU = "20260101-000000-gpuprof-0101"
GRAPHS = "20260101-000000-cgraphs-0102"
CPU = "20260101-000000-cpuprof-0103"
NOPROF = "20260101-000000-noprof-0104"
BROKEN = "20260101-000000-badprof-0105"
PEAKS = {"matmul_tflops": 100.0, "copy_gbps": 1000.0, "measured_at": 1.0, "device_name": "NVIDIA H200"}


def profiled_report(run_id: str = GPU, mode: str = "compiled", kernels: int = 6) -> dict:
    """A good report with profile and roofline sections built by the engine's own functions."""
    r = rf.good_report(run_id)
    r["request"]["options"].update(device="cuda", dtype="fp16", mode="reduce-overhead" if mode == "cudagraphs" else
                                   "default")
    r["code"]["kernels"] += tf.code_kernels(kernels)
    eager = process_trace(tf.gpu_trace("eager", kernels=kernels, shapes=True, memcpy=True))
    compiled = process_trace(tf.gpu_trace(mode, kernels=kernels, shapes=True), compiled=True,
                             code_kernels=r["code"]["kernels"])
    for i, k in enumerate(eager["kernels"]):  # module paths as the attribution pass records them
        k["nn_module"] = f"encoder.layer.{i % 2}.dense"
    eager["kernel_table"] = kernel_table(eager["kernels"])
    profile = {"available": True, "device": "cuda", "iterations": 3, "activities": ["cpu", "cuda"],
               "traces": {"eager": "artifacts/profile/eager.trace.json",
                          "compiled": "artifacts/profile/compiled.trace.json"},
               "eager": eager, "compiled": compiled, "notes": [], "cudagraphs": mode == "cudagraphs"}
    r["profile"] = profile
    work = {"flops": 6 * 2 * 64 * 128 * 256, "min_bytes": 600_000}
    r["roofline"] = roofline_from(profile, work, PEAKS, {"eager": 0.2, "compiled": 0.15})
    return r


def cpu_report(run_id: str = CPU) -> dict:
    r = rf.good_report(run_id)
    ev = [
        {"ph": "X", "cat": "user_annotation", "name": "compilescope_forward_0", "pid": 1, "tid": 1, "ts": 0, "dur": 90},
        {"ph": "X", "cat": "cpu_op", "name": "aten::linear", "pid": 1, "tid": 1, "ts": 5, "dur": 40},
        {"ph": "X", "cat": "cpu_op", "name": "aten::relu", "pid": 1, "tid": 1, "ts": 50, "dur": 10},
    ]
    mode = process_trace({"traceEvents": ev})
    r["profile"] = {"available": True, "device": "cpu", "iterations": 1, "traces": {}, "eager": mode,
                    "compiled": mode, "notes": []}
    return r


# -- views --------------------------------------------------------------------------------------
def test_kernel_table_has_links_and_filters():
    r = profiled_report()
    df = kv.kernel_table(kv.mode_of(r, "compiled"), GPU)
    assert list(df.columns) == kv.KERNEL_COLUMNS
    row = df[df["kernel"] == "triton_poi_fused_add_relu_1"].iloc[0]
    assert row["kind"] == "pointwise" and row["fused ops"] == "add, relu" and row["calls/forward"] == 1
    assert row["code"] == (f"code?run={GPU}&view=code&kernel=triton_poi_fused_add_relu_1"
                           "&module=artifacts%2Fcode%2F0_0.py")
    assert df["share %"].sum() == pytest.approx(100, abs=0.1)
    gemm = df[df["kernel"] == "sm90_xmma_gemm_f32f32"].iloc[0]
    assert "kernel=extern_kernels.mm" in gemm["code"]
    assert list(kv.kernel_table(kv.mode_of(r, "compiled"), GPU, "relu")["kernel"]) == [
        "triton_poi_fused_add_relu_1", "triton_poi_fused_add_relu_3", "triton_poi_fused_add_relu_5"]
    eager = kv.kernel_table(kv.mode_of(r, "eager"), GPU)
    assert eager["code"].isna().all() and "encoder.layer.0.dense" in eager.iloc[0]["module"]


def test_module_time_groups_by_depth():
    r = profiled_report()
    df = kv.module_time_table(kv.mode_of(r, "eager"), depth=3)
    assert set(df["group"]) == {"encoder.layer.0", "encoder.layer.1"}
    assert df["time µs"].sum() == pytest.approx(kv.mode_of(r, "eager")["busy_us"])  # memcpy has no module
    fig = kv.module_time_figure(r, depth=2)
    assert len(fig.data) == 2 and "graph · kind" in fig.layout.annotations[1].text


GRAPH_RECORDS = [{
    "index": 0, "kind": "dynamo",
    "modules": [{"path": "encoder.layer.0", "type": "Layer", "parent": -1},
                {"path": "encoder.layer.0.dense", "type": "Linear", "parent": 0},
                {"path": "encoder.layer.0.act", "type": "ReLU", "parent": 0},
                {"path": "encoder.layer.1.dense", "type": "Linear", "parent": -1}],
    "kernel_modules": {"triton_poi_fused_add_relu_1": "artifacts/code/0_0.py"},
    "nodes": [{"name": "add", "mod": 1, "kernel": "triton_poi_fused_add_relu_1"},
              {"name": "relu", "mod": 2, "kernels": ["triton_poi_fused_add_relu_1"]},
              {"name": "mm", "mod": 3, "kernel": "extern_kernels.mm"},
              {"name": "odd", "mod": 99, "kernel": "x"}, "junk"],
}]


def test_compiled_kernels_find_their_module_through_the_graphs():
    m = kv.kernel_module_map(GRAPH_RECORDS)
    assert m[("artifacts/code/0_0.py", "triton_poi_fused_add_relu_1")] == "encoder.layer.0"  # common path
    assert m[("", "extern_kernels.mm")] == "encoder.layer.1.dense"
    assert kv.kernel_module_map([None, {"nodes": "bad"}]) == {}
    r = profiled_report()
    df = kv.module_time_table(kv.mode_of(r, "compiled"), depth=3, kernel_modules=m)
    groups = set(df["group"])
    assert {"encoder.layer.0", "encoder.layer.1"} <= groups
    fig = kv.module_time_figure(r, depth=3, kernel_modules=m)
    assert "by nn.Module" in fig.layout.annotations[1].text


def test_overhead_table_and_figure():
    r = profiled_report(mode="cudagraphs")
    df = kv.overhead_table(r)
    assert list(df.columns) == ["", "eager", "compiled (reduce-overhead, CUDA graphs)"]
    row = df.set_index("").loc["kernel launches per forward"]
    assert row["eager"] == "6" and row["compiled (reduce-overhead, CUDA graphs)"] == "6"
    assert df.set_index("").loc["CUDA graph launches"].iloc[1] == "1"
    fig = kv.overhead_figure([(kv.mode_label(r, lbl), kv.mode_of(r, lbl)) for lbl in kv.LABELS])
    parts = {t.name: t for t in fig.data if t.name in kv.PART_COLORS}
    e = kv.mode_of(r, "eager")
    assert sum(parts[p].x[0] for p in parts) == pytest.approx(e["wall_us"])
    assert parts["busy"].x[0] == pytest.approx(e["busy_us"])
    assert not kv.launch_api_table(r).empty


def test_timeline_lanes_totals_and_merging():
    r = profiled_report(kernels=40)
    bars = tv.lanes_of(kv.mode_of(r, "eager"))
    lanes = {b.lane for b in bars}
    assert {"CPU ops", "CPU ops ›", "launch", f"GPU stream {tf.STREAM}"} <= lanes
    full = tv.timeline_data(r)
    assert full["merged"] == 0
    small = tv.timeline_data(r, max_bars=40)
    assert small["merged"] > 0 and small["drawn"] < full["drawn"]
    for lbl in ("eager", "compiled"):  # totals stay exact whatever is merged
        lane = f"GPU stream {tf.STREAM}"
        merged_sum = sum(b.busy for b in small["modes"][lbl]["bars"] if b.lane == lane)
        assert merged_sum == pytest.approx(small["modes"][lbl]["totals"][lane]["time_us"])
        assert merged_sum == pytest.approx(sum(k["dur_us"] for k in kv.mode_of(r, lbl)["kernels"]))
    window = tv.timeline_data(r, window=(0.0, 100.0))
    assert window["drawn"] < full["drawn"]
    fig = tv.timeline_figure(r, window=(0.0, 100.0), highlight="sm90_xmma_gemm_f32f32")
    assert fig.data and list(fig.layout.xaxis.range) == [0.0, 100.0]
    rows = tv.totals_table_rows(window)
    assert all(row["time in window µs"] <= row["time µs"] + 1e-9 for row in rows)


def test_timeline_hover_escapes_template_names():
    r = profiled_report()
    r["profile"]["eager"]["kernels"][0]["name"] = "void gemm<128, 4>"
    fig = tv.timeline_figure(r)
    texts = [c[0] for t in fig.data for c in t.customdata]
    assert "void gemm&lt;128, 4&gt;" in texts


def test_roofline_figure_and_tables():
    r = profiled_report()
    roof = rv.roofline_of(r)
    fig = rv.roofline_figure(roof, highlight="sm90_xmma_gemm_f32f32")
    names = [t.name for t in fig.data]
    assert names == ["eager", "compiled", "roof"]
    roof_y = list(fig.data[-1].y)
    assert max(roof_y) == pytest.approx(100.0)
    floor = rv.floor_table(roof).set_index("")
    assert floor.loc["floor", "time"].endswith("ms") and "of the floor" in floor.loc["compiled (benchmark median)",
                                                                                         "detail"]
    lim = rv.kernel_limits_table(roof, "compiled")
    assert list(lim.columns) == rv.LIMIT_COLUMNS and set(lim["bound"]) <= {"compute", "memory"}


def test_views_survive_an_empty_or_odd_report():
    r = rf.good_report()
    assert kv.available_modes(r) == [] and kv.kernel_names(r) == []
    assert kv.kernel_table({}, "x").empty and kv.overhead_table(r).shape[1] == 1
    assert tv.timeline_data(r)["drawn"] == 0 and tv.timeline_extent(r) == 0
    r["profile"] = {"available": True, "eager": {"available": True, "kernels": [{"name": "k"}, 3],
                                                 "kernel_table": "bad", "cpu_ops": [None]}}
    assert tv.lanes_of(r["profile"]["eager"]) == []
    assert kv.kernel_table(r["profile"]["eager"]).empty
    assert rv.floor_table({}).shape[0] == 4 and rv.kernel_limits_table({}, "eager").empty


# -- pages --------------------------------------------------------------------------------------
@pytest.fixture
def runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    trace = json.dumps(tf.gpu_trace("eager", kernels=2))
    arts = {"artifacts/code/0_0.py": rf.CODE_MODULE, "artifacts/profile/eager.trace.json": trace,
            "artifacts/profile/compiled.trace.json": trace}
    rf.write_run(root, profiled_report(GPU), {**arts, "artifacts/graphs.json": json.dumps({"graphs": GRAPH_RECORDS})})
    rf.write_run(root, profiled_report(GRAPHS, mode="cudagraphs"), arts)
    rf.write_run(root, cpu_report(CPU))
    rf.write_run(root, rf.good_report(NOPROF))
    broken = rf.good_report(BROKEN)
    broken["profile"] = {"available": False, "reason": "profiling failed: RuntimeError: CUPTI_ERROR_NOT_INITIALIZED"}
    rf.write_run(root, broken)
    rf.write_machine(root, cuda=True)
    return root


def open_view(view: str, run: str, **params) -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=30)
    at.query_params.update({"view": view, "run": run, **params})
    return at.run()


def text_of(at: AppTest) -> str:
    parts = []
    for kind in ("header", "subheader", "markdown", "caption", "info", "warning", "error"):
        parts += [str(e.value) for e in getattr(at.main, kind)]
    return "\n".join(parts).replace("\\", "")


def ok(at: AppTest) -> str:
    assert not at.exception, [e.value for e in at.exception]
    return text_of(at)


@pytest.mark.parametrize("run", [GPU, GRAPHS])
def test_kernels_page_tables_overhead_roofline(runs, run):
    at = open_view("kernels", run)
    text = ok(at)
    assert at.header[0].value == "Kernels"
    # Markdown tables and Plotly's basic bundle: no data grid (1.2 MB of JS) or st.plotly_chart (4.7 MB) to load
    assert not at.dataframe and not at.get("plotly_chart")
    tables = [t for t in rf.md_tables(at) if t and "kernel" in t[0] and "code" in t[0]]
    assert len(tables) == 2  # eager beside compiled
    assert "triton_poi_fused_add_relu_1" in {r["kernel"] for r in tables[1]}
    assert any(r["code"].startswith("[open](code?") for r in tables[1])  # a link to the kernel's code
    links = [m.value for m in at.markdown if m.value.startswith("| kernel | kind |")]  # not the folds under them
    assert f"[open](code?run={run}&view=code&kernel=" in links[1]
    assert any(r.get("") == "kernel launches per forward" for t in rf.md_tables(at) for r in t)
    # launch overhead as an SVG image in the page's Markdown (no Plotly, no raw-HTML chunk for the first thing a
    # link shows; the static pages draw the same image), one bar per mode
    (bars,) = [s for s in svg_images(at) if s.startswith('<svg class="cs-overhead"')]
    modes = [kv.mode_label(profiled_report(run, mode="cudagraphs" if run == GRAPHS else "compiled"), m)
             for m in ("eager", "compiled")]
    assert all(f">{html.escape(m)}</text>" in bars for m in modes) and 'fill="#54a24b"' in bars  # busy, green
    assert not any(m.proto.allow_html for m in at.markdown)
    charts = basic_charts(at)
    assert len(charts) >= 2  # module time, roofline
    assert "Against the limit" in text and "Nsight" in text
    assert len(at.main.get("download_button")) == 2  # the Chrome traces (the sidebar has the HTML report's)
    if run == GPU:  # its graphs artifact tells which module each compiled kernel ran for
        titles = [a["text"] for a in charts[0]["layout"]["annotations"]]
        assert titles == ["eager · by nn.Module", "compiled · by nn.Module"]
    report = profiled_report(run, mode="cudagraphs" if run == GRAPHS else "compiled")
    assert at.query_params["kernel"] == kv.kernel_names(report)[0]


def test_kernels_page_selected_kernel_from_the_url_links_to_code(runs):
    at = open_view("kernels", GPU, kernel="triton_poi_fused_add_relu_3")
    ok(at)
    assert at.query_params["kernel"] == "triton_poi_fused_add_relu_3"
    assert at.selectbox(key="w_kernel").value == "triton_poi_fused_add_relu_3"
    links = {e.proto.page: e.proto.query_string for e in at.get("page_link")}
    assert links["code"] == (f"run={GPU}&view=code&kernel=triton_poi_fused_add_relu_3"
                             "&module=artifacts%2Fcode%2F0_0.py")
    assert links["timeline"].endswith("kernel=triton_poi_fused_add_relu_3")


def test_kernels_page_maps_a_code_kernel_link_to_its_launches(runs):
    at = open_view("kernels", GPU, kernel="extern_kernels.mm")
    ok(at)
    assert at.query_params["kernel"] == "sm90_xmma_gemm_f32f32"


def test_kernels_page_filter(runs):
    at = open_view("kernels", GPU)
    at.text_input(key="w_kernels_filter").set_value("triton").run()
    ok(at)
    eager, compiled = [m.value for m in at.markdown if m.value.startswith("| kernel |") or m.value == "_(none)_"][:2]
    assert eager == "_(none)_"  # nothing of eager's matches
    kernels = rf.md_column(at, "kernel")
    assert kernels and all(k.startswith("triton") for k in kernels)


def test_pages_without_a_profile_say_so(runs):
    for view in ("kernels", "timeline"):
        text = ok(open_view(view, NOPROF))
        assert "did not ask for the profile" in text or "no profile" in text.lower()
        text = ok(open_view(view, BROKEN))
        assert "No profile in this run" in text and "CUPTI" in text


def test_cpu_run_says_no_gpu(runs):
    for view in ("kernels", "timeline"):
        text = ok(open_view(view, CPU))
        assert "No GPU in this run" in text


def basic_charts(at: AppTest) -> list[dict]:
    """The figures a page sends to its Plotly "basic" component."""
    charts = [c for c in at.get("component_instance") if c.proto.component_name.endswith("plotly_basic")]
    return [json.loads(json.loads(c.proto.json_args)["figure"]) for c in charts]


def test_kernels_page_pages_a_long_kernel_table_and_offers_the_grid(runs):
    report = profiled_report("20260101-000000-manyk-0109")
    mode = report["profile"]["compiled"]
    mode["kernel_table"] = [dict(mode["kernel_table"][0], name=f"triton_poi_fused_{i}", total_us=100.0 - i * 0.1)
                            for i in range(60)]
    rf.write_run(runs, report)
    at = open_view("kernels", report["run_id"])
    ok(at)
    assert len([r for r in rf.md_tables(at) if r and r[0].get("kernel", "").startswith("triton_poi_fused_")][0]) == 10
    # the rows say what they are: distinct kernels (as the heading counts them), and copy/memset rows apart
    assert "The first 10 of 60 rows: 60 distinct kernels." in text_of(at) and not at.dataframe
    assert at.toggle(key="w_kernels_all_compiled").label == "All 60 rows: 60 distinct kernels (sortable)"
    at.toggle(key="w_kernels_all_compiled").set_value(True).run()
    ok(at)
    (grid,) = [df.value for df in at.dataframe]
    assert len(grid) == 60 and grid["kernel"].iloc[0] == "triton_poi_fused_0"


def timeline_charts(at: AppTest) -> list[dict]:
    """The figures the Timeline page sends: to its Plotly "basic" component, never to st.plotly_chart (whose
    4.7 MB front-end chunk the page avoids)."""
    assert not at.get("plotly_chart")
    charts = [c for c in at.get("component_instance") if c.proto.component_name.endswith("plotly_basic")]
    return [json.loads(json.loads(c.proto.json_args)["figure"]) for c in charts]


def svg_images(at: AppTest) -> list[str]:
    """The SVG drawings the page shows as Markdown images (no st.image: its front-end chunks held the first paint)."""
    assert not at.get("image")
    found = [re.fullmatch(r"!\[[^\]]*\]\(data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)\)", m.value) for m in at.markdown]
    return [base64.b64decode(f.group(1)).decode("utf-8") for f in found if f]


def interactive(at: AppTest) -> AppTest:
    """A link opens on the SVG image; the interactive chart is the toggle beside it."""
    (svg,) = svg_images(at)
    assert svg.startswith('<svg class="cs-timeline"') and not timeline_charts(at)
    at.toggle(key="timeline_interactive").set_value(True).run()
    ok(at)
    return at


def test_timeline_page_draws_and_highlights(runs):
    at = open_view("timeline", GPU, kernel="sm90_xmma_gemm_f32f32")
    ok(at)
    assert at.header[0].value == "Timeline"
    (spec,) = timeline_charts(interactive(at))
    assert {t["type"] for t in spec["data"]} == {"bar"} <= plotly_basic.BASIC_TRACES
    assert len(spec["data"]) >= 2 and all(t["base"] for t in spec["data"])
    outlined = [t["marker"]["line"]["width"] for t in spec["data"]]
    assert any(isinstance(w, (list, dict)) for w in outlined)  # the highlighted kernel's launches (per-bar widths)
    assert at.selectbox(key="w_kernel").value == "sm90_xmma_gemm_f32f32"
    totals = next(m.value for m in at.markdown if m.value.startswith("| mode | lane | bars | time µs |"))
    report = profiled_report()
    rows = tv.totals_table_rows(tv.timeline_data(report, (0.0, tv.timeline_extent(report))))
    assert totals == tv.totals_markdown(rows) and f"| {rows[0]['bars']:,} |" in totals
    at.selectbox(key="w_kernel").set_value("(none)").run()
    ok(at)
    assert "kernel" not in at.query_params
    at.slider(key="w_window").set_value((0.0, 50.0)).run()
    ok(at)
    (spec,) = timeline_charts(at)  # later runs draw the new figure in the same frame
    assert spec["data"] and spec["layout"]["xaxis"]["range"] == [0.0, 50.0]
    assert at.query_params["window"] == "0.0-50.0"  # the link carries the window


def test_timeline_window_comes_from_the_link(runs):
    at = open_view("timeline", GPU, window="10-40")
    ok(at)
    assert at.slider(key="w_window").value == (10.0, 40.0)
    (spec,) = timeline_charts(interactive(at))
    assert spec["layout"]["xaxis"]["range"] == [10.0, 40.0]
    extent = tv.timeline_extent(profiled_report())
    assert tv.parse_window("junk", extent) == (0.0, extent) and tv.parse_window("40-10", extent) == (10.0, 40.0)
    assert tv.parse_window(f"5-{extent * 3}", extent) == (5.0, extent)
    assert tv.format_window((0.0, extent), extent) is None and tv.format_window((1.0, 2.5), extent) == "1.0-2.5"


def test_roofline_leaves_out_kernels_above_their_limit():
    r = profiled_report()
    rf_ = r["roofline"]
    points = rf_["kernels"]["eager"] if isinstance(rf_.get("kernels"), dict) else None
    assert points, "the fixture has eager kernel points"
    assert not any("not estimated" in n for n in rv.notes_of(rf_))
    points[0]["limit_share"] = 3.87  # a gather whose bytes counted the whole embedding table
    assert any(n.startswith("eager: 1 kernel(s) not estimated") for n in rv.notes_of(rf_))
    row = rv.kernel_limits_table(rf_, "eager").set_index("kernel").loc[points[0]["name"]]
    assert row["bound"] == rv.NOT_ESTIMATED and pd.isna(row[rv.LIMIT_SHARE])  # not shown


def test_overhead_bars_share_one_scale_and_escape_labels():
    fast = {"available": True, "wall_us": 100.0, "first_kernel_us": 10.0, "busy_us": 60.0, "idle": {"total_us": 10.0},
            "kernels_per_forward": 12, "launch": {"total_us": 30.0}}
    slow = dict(fast, wall_us=200.0, busy_us=160.0)
    svg = overhead_svg([("<b>eager</b>", slow), ("compiled", fast), ("off", {"available": False})])
    assert "<b>" not in svg and ">&lt;b&gt;eager&lt;/b&gt;</text>" in svg and ">off<" not in svg  # "off": no bar
    bars = re.findall(r'<rect x="[\d.]+" y="(\d+)" width="([\d.]+)" height="18" fill="(#\w+)"', svg)
    rows: dict[str, list] = {}
    for y, width, color in bars:
        rows.setdefault(y, []).append((color, float(width)))
    assert len(rows) == 2
    # one scale: 200 µs fills the bar, 100 µs half of it; busy 160 of 200 µs, 60 on the same scale
    slow_bar, fast_bar = rows.values()
    assert [round(sum(w for _, w in r)) for r in (slow_bar, fast_bar)] == [ov_svg.BAR_W, ov_svg.BAR_W // 2]
    assert [c for c, _ in slow_bar] == [kv.PART_COLORS[p] for p in kv.PART_COLORS]
    assert dict(slow_bar)[kv.PART_COLORS["busy"]] == ov_svg.BAR_W * 160 / 200
    assert dict(fast_bar)[kv.PART_COLORS["busy"]] == ov_svg.BAR_W * 60 / 200
    assert ">200.0 µs · 12 launches · 30.0 µs in launch calls</text>" in svg
    assert overhead_svg([]) == ""
