"""Nothing physically impossible: no view of a shipped example shows a FLOP/s, bandwidth, share of a limit or speed
against the floor beyond the device's measured peaks (the report's ``roofline.peaks``), and the work estimate
behind those figures counts an op's work once, at the kernel that does it (no torch: pure functions and stored
reports)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pandas as pd
import pytest

from analyzers.analyses.hardware import work_estimate as we
from analyzers.analyses.hardware.roofline import kernel_points, kernel_work, roofline_from
from dashboard.views import blocks as B
from dashboard.views import roofline as rv
from dashboard.views.builders import BUILDERS

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted(p for p in (ROOT / "examples" / "runs").iterdir() if (p / "report.json").is_file())
VIEWS = ("kernels", "source", "overview")
SHARE_RE = re.compile(r"(\d+(?:\.\d+)?) ?% of (?:peak|its limit|the floor's speed)")
FLOOR_RE = re.compile(r"runs at (\d+(?:\.\d+)?) ?% of the floor's speed")


class Files:
    """A run folder's artifacts as a view reads them."""

    def __init__(self, folder: Path):
        self.folder = folder

    def text(self, name):
        try:
            return (self.folder / str(name)).read_text() if name else None
        except OSError:
            return None

    def json(self, name):
        text = self.text(name)
        try:
            return json.loads(text) if text else None
        except ValueError:
            return None


def _texts(blocks) -> list[str]:
    """Every text a reader sees in a view's blocks: paragraphs, bullets, cards, table cells."""
    out: list[str] = []
    for b in B.walk(blocks):
        if isinstance(b, (B.Text, B.Heading)):
            out.append(b.text)
        elif isinstance(b, B.Bullets):
            out += [str(i) for i in b.items]
        elif isinstance(b, B.Cards):
            out += [f"{c.value} {c.delta or ''} {c.help}" for c in b.cards]
        elif isinstance(b, B.Table):
            out += [str(v) for v in b.frame.astype(str).to_numpy().ravel()]
    return out


def _limit_tables(blocks) -> list[pd.DataFrame]:
    return [b.frame for b in B.walk(blocks) if isinstance(b, B.Table) and "TFLOP/s" in b.frame.columns]


@pytest.mark.parametrize("run", [p.name for p in EXAMPLES])
def test_no_shipped_example_shows_a_figure_above_the_peaks(run):
    folder = ROOT / "examples" / "runs" / run
    report = json.loads((folder / "report.json").read_text())
    rf = report.get("roofline") or {}
    peaks = rf.get("peaks") or {}
    top_flops, bandwidth = rv.top_compute_peak(peaks), peaks.get("copy_gbps")
    for label in ("eager", "compiled"):
        for p in rv.shown_points(rf, label):  # the one place the figures are derived for display
            roof = p.get("peak_tflops") or peaks.get("matmul_tflops")
            assert p.get("tflops") is None or p["tflops"] <= roof <= top_flops, p["name"]
            assert p.get("gbps") is None or p["gbps"] <= bandwidth, p["name"]
            assert p.get("limit_share") is None or p["limit_share"] <= 1.0, p["name"]
        for key in (rf.get("measured_ms") or {}):
            speed = rv.floor_speed(rf, key)
            assert speed is None or speed <= 1.0
    texts: list[str] = []
    for view in VIEWS:
        blocks = BUILDERS[view](report, Files(folder), {})
        texts += _texts(blocks)
        for table in _limit_tables(blocks):
            assert (table["TFLOP/s"].dropna() <= (top_flops or 0)).all(), view
            assert (table["GB/s"].dropna() <= (bandwidth or 0)).all(), view
            assert (table[rv.LIMIT_SHARE].dropna() <= 100.0).all(), view
        for table in (b.frame for b in B.walk(blocks) if isinstance(b, B.Table) and rv.LIMIT_SHARE in b.frame.columns
                      and "compiled kernel" in b.frame.columns):
            shares = [float(v) for v in table[rv.LIMIT_SHARE] if str(v).strip()]  # the Source view: "76"
            assert all(v <= 100.0 for v in shares), view
        for chart in (b for b in B.walk(blocks) if isinstance(b, B.Chart) and b.key == "kernels_roofline_chart"):
            for trace in chart.figure.data:
                if trace.name in ("eager", "compiled"):
                    assert max(trace.y) <= top_flops, trace.name
    for text in texts:
        for share in SHARE_RE.findall(text) + FLOOR_RE.findall(text):
            assert float(share) <= 100.0, text


def test_the_issue_cases_read_within_the_limits():
    """ResNet-50's layout transposes are no convolution's FLOPs; its compiled forward is slower than its floor; the
    fused embedding kernel of bert reads the rows it gathers, not the table."""
    resnet = json.loads((ROOT / "examples/runs/20261204-152437-resnet50-layout-fp32-4b7f/report.json").read_text())
    rf = resnet["roofline"]
    transposes = [p for p in rf["kernels"]["eager"] if "nchwToNhwc" in p["name"]]
    assert transposes and all(p["flops"] == 0 and p["work_source"] == "layout" for p in transposes)
    assert rf["attributed_flops"] == {"eager": 1.0, "compiled": 1.0}  # each convolution's FLOPs counted once
    assert rf["floor_share"]["compiled"] < 1.0 and rv.floor_speed(rf, "compiled") == rf["floor_share"]["compiled"]
    bert = json.loads((ROOT / "examples/runs/20261203-193527-sl-bert-base-default-fa97/report.json").read_text())
    fused = next(p for p in bert["roofline"]["kernels"]["compiled"] if "embedding" in p["name"])
    assert fused["limit_share"] < 1.0 and fused["gbps"] < bert["roofline"]["peaks"]["copy_gbps"]


# -- the guard ---------------------------------------------------------------------------------------------------
PEAKS = {"matmul_tflops": 50.0, "copy_gbps": 4000.0, "dtype": "fp32"}


def test_a_figure_above_the_peak_is_not_estimated():
    rf = {"peaks": PEAKS, "kernels": {"eager": [
        {"name": "nchwToNhwcKernel", "total_us": 10.0, "flops": 9.6e9, "bytes": 1e6, "tflops": 965.0, "gbps": 100.0,
         "intensity": 9600.0, "bound": "compute", "limit_share": 19.0, "kind": "aten", "work_source": "conv"},
        {"name": "fused_gather", "total_us": 10.0, "flops": 1e6, "bytes": 7e7, "tflops": 0.1, "gbps": 7000.0,
         "intensity": 0.01, "bound": "memory", "limit_share": 1.68, "kind": "pointwise", "work_source": "elements"},
        {"name": "fine", "total_us": 10.0, "flops": 1e6, "bytes": 2e7, "tflops": 0.1, "gbps": 2000.0,
         "intensity": 0.05, "bound": "memory", "limit_share": 0.5, "kind": "pointwise"}]},
        "floor_share": {"compiled": 1.92, "eager": 0.5}, "measured_ms": {"compiled": 2.67, "eager": 10.0}}
    table = rv.kernel_limits_table(rf, "eager").set_index("kernel")
    assert table.loc["nchwToNhwcKernel", "bound"] == rv.NOT_ESTIMATED
    assert pd.isna(table.loc["nchwToNhwcKernel", "TFLOP/s"]) and pd.isna(table.loc["nchwToNhwcKernel", "GFLOP"])
    assert table.loc["nchwToNhwcKernel", "GB/s"] == 100.0  # the figure within the limits stays
    assert table.loc["fused_gather", "bound"] == rv.NOT_ESTIMATED and pd.isna(table.loc["fused_gather", "GB/s"])
    assert table.loc["fine", rv.LIMIT_SHARE] == 50.0 and table.loc["fine", "bound"] == "memory"
    floor = rv.floor_table(rf).set_index("")
    assert floor.loc["compiled (benchmark median)", "detail"] == rv.NOT_ESTIMATED
    assert floor.loc["eager (benchmark median)", "detail"] == "runs at 50% of the floor's speed"
    assert rv.limit_shares(rf, "eager") == {"nchwToNhwcKernel": None, "fused_gather": None, "fine": 0.5}
    assert [t.name for t in rv.roofline_figure(rf).data][:1] == ["eager"]
    assert list(rv.roofline_figure(rf).data[0].y) == [0.1]  # the impossible points are not drawn
    assert any("2 kernel(s) not estimated" in n for n in rv.notes_of(rf))


# -- the estimate -------------------------------------------------------------------------------------------------
def test_an_op_s_work_is_counted_once_at_its_own_kernel():
    conv = {"op": "aten::cudnn_convolution", "flops": 100, "bytes": 40, "work_source": "conv"}
    records = [
        {**conv, "name": "void cudnn::engines_precompiled::nchwToNhwcKernel<float>(float*)", "dur_us": 2.0},
        {**conv, "name": "sm90_xmma_fprop_implicit_gemm_f32f32_tf32f32_f32_nhwckrsc", "dur_us": 5.0},
        {**conv, "name": "void cudnn::engines_precompiled::nhwcToNchwKernel<float>(float*)", "dur_us": 2.0},
        {"op": "aten::addmm", "flops": 64, "bytes": 8, "work_source": "matmul", "dur_us": 1.0,
         "name": "void scal_kernel<float>(cublasTransposeParams<float>, float*)"},
        {"op": "aten::addmm", "flops": 64, "bytes": 8, "work_source": "matmul", "dur_us": 3.0,
         "name": "void sgemm_largek_lds64<true>(float*)"},
        {"op": "aten::addmm", "flops": 64, "bytes": 8, "work_source": "matmul", "dur_us": 1.0,
         "name": "void cublasLt::splitKreduce_kernel<32, 16>(float*)"},
        {"op": "triton_poi_fused_transpose_0", "name": "triton_poi_fused_transpose_0", "flops": 8, "bytes": 64,
         "work_source": "elements", "dur_us": 1.0},
    ]
    rows = {r["name"]: r for r in kernel_work(records)}
    assert sum(r["flops"] or 0 for r in rows.values()) == 100 + 64 + 8
    layout = rows["void cudnn::engines_precompiled::nchwToNhwcKernel<float>(float*)"]
    assert (layout["flops"], layout["bytes"], layout["work_source"]) == (0, None, "layout")
    assert rows["void scal_kernel<float>(cublasTransposeParams<float>, float*)"]["flops"] is None  # not a transpose
    assert rows["triton_poi_fused_transpose_0"]["flops"] == 8  # an Inductor kernel is its own op
    points = {p["name"]: p for p in kernel_points(list(rows.values()), {**PEAKS, "matmul_tflops_tf32": 400.0})}
    assert points["sm90_xmma_fprop_implicit_gemm_f32f32_tf32f32_f32_nhwckrsc"]["peak_tflops"] == 400.0
    assert points["void sgemm_largek_lds64<true>(float*)"]["peak_tflops"] == 50.0
    assert points["void cudnn::engines_precompiled::nchwToNhwcKernel<float>(float*)"]["bound"] == "memory"


def test_cudnn_convolution_reads_its_own_argument_order():
    dims = {"Input Dims": [[32, 64, 56, 56], [256, 64, 1, 1]], "Input type": ["float", "float"]}
    # cudnn_convolution(self, weight, padding, stride, dilation, groups, ...): a 1x1 conv pads nothing
    w = we.estimate_work("aten::cudnn_convolution", {**dims, "Concrete Inputs": ["", "", "[0, 0]", "[1, 1]", "[1, 1]",
                                                                              "1"]})
    assert w["flops"] == 2 * 32 * 256 * 56 * 56 * 64
    w = we.estimate_work("aten::convolution", {**dims, "Concrete Inputs": ["", "", "", "[2, 2]", "[0, 0]", "[1, 1]"]})
    assert w["flops"] == 2 * 32 * 256 * 28 * 28 * 64


def test_a_fused_gather_reads_the_rows_it_gathers():
    args = {"Input Dims": [[8, 512], [30522, 768], [8, 512, 768]], "Input type": ["long int", "c10::Half", "c10::Half"]}
    w = we.estimate_work("triton_per_fused_add_embedding_native_layer_norm_0", args, inductor=True, fused_ops=3)
    assert w["bytes"] == 8 * 512 * 8 + 2 * 8 * 512 * 768 * 2  # indices, the gathered rows, the output
    text = we.shapes_text(args)
    assert we.args_from_shapes(text) == args and we.args_from_shapes(text[:-3] + "…") is None


def test_the_floor_runs_convolutions_at_the_tf32_rate():
    work = {"flops": 400e9, "min_bytes": 1e6, "flops_by_op": {"convolution": 400e9}}
    prof = {"eager": {"available": True, "device": "cuda", "wall_us": 5000.0}}
    peaks = {"matmul_tflops": 50.0, "matmul_tflops_tf32": 400.0, "copy_gbps": 4000.0, "dtype": "fp32", "tf32": False}
    rf = roofline_from(prof, work, peaks, {"eager": 2.0}, tf32={"matmul": False, "cudnn": True})
    assert rf["compute_ms"] == pytest.approx(1.0) and rf["floor_share"]["eager"] == pytest.approx(0.5)
    rf = roofline_from(prof, work, peaks, {"eager": 2.0}, tf32={"matmul": False, "cudnn": False})
    assert rf["compute_ms"] == pytest.approx(8.0)  # cuDNN told to stay in fp32
    rf = roofline_from(prof, work, {**peaks, "matmul_tflops_tf32": None}, {"eager": 2.0})
    assert "floor_ms" not in rf and any("TF32 rate was not measured" in n for n in rf["notes"])
