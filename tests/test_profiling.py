"""Profiling and roofline on CPU: a real tiny compiled MLP, synthetic GPU traces, fixed peaks."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
import torch

from analyzers.analyses.codegen.codegen import split_kernels
from analyzers.analyses.hardware import work_estimate
from analyzers.analyses.hardware.roofline import count_work, kernel_points, measure_peaks, roofline_from
from analyzers.analyses.profile import kernel_records, profile_events, profiling
from analyzers.analyses.profile import profile_trace as pt
from tests import trace_factory as tf

IN, HIDDEN, OUT, BATCH = 32, 64, 16, 8


class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(IN, HIDDEN)
        self.fc2 = torch.nn.Linear(HIDDEN, OUT)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


@pytest.fixture(scope="module")
def mlp_profile(tmp_path_factory):
    """One compile (C++ kernels profiled) and one collect_profile of eager vs compiled, shared by the tests."""
    from torch._inductor import config as icfg
    from torch._inductor.utils import run_and_get_code

    torch.manual_seed(0)
    torch._dynamo.reset()
    model = MLP().eval()
    x = torch.randn(BATCH, IN)
    out_dir = tmp_path_factory.mktemp("profile")
    with torch.no_grad(), icfg.patch({"cpp.enable_kernel_profile": True}):
        compiled = torch.compile(model)
        _, codes = run_and_get_code(compiled, x)
        kernels = [k.__dict__ for i, text in enumerate(codes) for k in split_kernels(text, f"artifacts/code/{i}.py")]
        model(x)
        compiled(x)
        t0 = time.perf_counter()
        section = profiling.collect_profile(lambda: model(x), lambda: compiled(x), device="cpu", out_dir=out_dir,
                                            iterations=3, code_kernels=kernels, artifact_prefix="artifacts/profile/")
        seconds = time.perf_counter() - t0
        work = count_work(lambda: model(x))
    torch._dynamo.reset()
    return {"section": section, "kernels": kernels, "out_dir": out_dir, "seconds": seconds, "work": work}


# -- a real profile -----------------------------------------------------------------------------
def test_profile_section_and_trace_files(mlp_profile):
    s = mlp_profile["section"]
    assert s["available"] and s["device"] == "cpu" and s["activities"] == ["cpu"]
    assert s["traces"] == {"eager": "artifacts/profile/eager.trace.json",
                           "compiled": "artifacts/profile/compiled.trace.json"}
    for name in ("eager.trace.json", "compiled.trace.json"):
        trace = json.loads((mlp_profile["out_dir"] / name).read_text())
        names = {e.get("name") for e in trace["traceEvents"]}
        assert {f"{profile_events.MARKER}{i}" for i in range(3)} <= names
    assert not list(mlp_profile["out_dir"].glob("tmp*")), "the temporary traces are cleaned up"
    assert mlp_profile["seconds"] < 60


def test_eager_kernels_per_forward(mlp_profile):
    e = mlp_profile["section"]["eager"]
    assert e["available"] and e["forwards"] == 3 and len(e["per_forward"]) == 3
    names = [k["name"] for k in e["kernels"]]
    assert names == ["aten::linear", "aten::relu", "aten::linear"]
    assert e["kernels_per_forward"] == 3
    assert [k["nn_module"] for k in e["kernels"]] == ["fc1", "MLP", "fc2"]
    table = {r["name"]: r for r in e["kernel_table"]}
    assert table["aten::linear"]["calls"] == 2 and table["aten::relu"]["calls"] == 1
    assert sum(r["share"] for r in e["kernel_table"]) == pytest.approx(1.0, abs=1e-3)
    lin = e["kernels"][0]
    assert lin["flops"] == 2 * BATCH * IN * HIDDEN and lin["work_source"] == "matmul"
    assert "f32[8, 32]" in lin["shapes"]


def test_busy_and_wall_are_sane(mlp_profile):
    for label in ("eager", "compiled"):
        m = mlp_profile["section"][label]
        assert 0 < m["busy_us"] <= m["wall_us"] + 1e-6
        assert 0 < m["busy_share"] <= 1.0
        assert m["wall_us"] == pytest.approx(m["cpu_us"])  # CPU: the forward's range is its wall time
        assert m["kernel_time_us"] <= m["busy_us"] + 0.01  # rounded to ns
        starts = [k["start_us"] for k in m["kernels"]]
        assert starts == sorted(starts) and starts[0] >= 0
        assert all(k["start_us"] + k["dur_us"] <= m["wall_us"] + 1e-3 for k in m["kernels"])
        assert m["idle"]["total_us"] <= m["wall_us"]
        assert m["launch"]["count"] == 0  # no GPU: no launch calls
        assert m["cpu_ops"] and all(op["depth"] in (0, 1) for op in m["cpu_ops"])


def test_compiled_kernels_match_the_code_section(mlp_profile):
    c = mlp_profile["section"]["compiled"]
    code_names = {k["name"] for k in mlp_profile["kernels"]}
    matched = [k for k in c["kernels"] if k.get("code_kernel")]
    assert matched and {k["code_kernel"] for k in matched} <= code_names
    cpp = [k for k in matched if k["code_kernel"].startswith("cpp_fused")]
    assert cpp, "the C++ kernel ranges (cpp.enable_kernel_profile) are matched by name"
    assert all(k["module"].startswith("artifacts/code/") and k["fused_ops"] for k in cpp)
    assert not any(k.get("synthetic") for k in c["kernels"])  # its kernels were profiled, no gaps stand in
    assert c["kernels_per_forward"] == len(c["kernels"])


def test_missing_profiler_is_a_section_not_a_crash(tmp_path, monkeypatch):
    def broken(*a, **k):
        raise RuntimeError("profiler already running")

    monkeypatch.setattr(profiling, "_profile", broken)
    s = profiling.collect_profile(lambda: None, lambda: None, device="cpu", out_dir=tmp_path)
    assert s["available"] is False and "profiler already running" in s["reason"]
    assert s["eager"]["available"] is False and s["compiled"]["available"] is False


def test_big_traces_are_gzipped(tmp_path, monkeypatch):
    monkeypatch.setattr(profiling, "GZIP_OVER", 0)
    x = torch.randn(4, 4)
    s = profiling.collect_profile(lambda: x @ x, lambda: x + x, device="cpu", out_dir=tmp_path, iterations=1,
                                  attribute=False)
    assert s["traces"]["eager"] == "eager.trace.json.gz"
    assert profile_events.load_trace(tmp_path / "eager.trace.json.gz")["traceEvents"]


# -- synthetic GPU traces -----------------------------------------------------------------------
def test_gpu_eager_trace():
    m = pt.process_trace(tf.gpu_trace("eager", kernels=4, shapes=True, memcpy=True, driver_inside_runtime=True))
    assert m["available"] and m["device"] == "cuda" and m["forwards"] == 3
    assert m["kernels_per_forward"] == 4 and m["memcpy_per_forward"] == 1
    k = m["kernels"][0]
    assert k["launch_api"] == "cudaLaunchKernel" and k["op"] == "aten::addmm" and k["stream"] == tf.STREAM
    assert k["flops"] == 2 * 64 * 128 * 256 and k["kind"] == "aten"
    # the driver call inside each cudaLaunchKernel is not a second launch
    assert m["launch"]["count"] == 5
    assert {r["api"] for r in m["launch"]["by_api"]} == {"cudaLaunchKernel", "cudaMemcpyAsync"}
    assert m["launch"]["total_us"] == pytest.approx(4 * 5.0 + 4.0)
    assert m["busy_us"] == pytest.approx(4 * 20.0 + 8.0)
    assert m["kernel_time_us"] == pytest.approx(4 * 20.0)
    assert m["busy_us"] <= m["wall_us"]
    assert m["first_kernel_us"] == pytest.approx(k["start_us"])
    assert m["idle"]["count"] == 4 and m["idle"]["largest_us"] == pytest.approx(1.0)


def test_gpu_compiled_trace_matches_code_kernels():
    m = pt.process_trace(tf.gpu_trace("compiled", kernels=4, shapes=True), compiled=True,
                         code_kernels=tf.code_kernels(4))
    by_name = {k["name"]: k for k in m["kernels"]}
    tri = by_name["triton_poi_fused_add_relu_1"]
    assert tri["code_kernel"] == tri["name"] and tri["kind"] == "pointwise" and tri["fused_ops"] == ["add", "relu"]
    assert tri["launch_api"] == "cuLaunchKernel" and tri["module"] == "artifacts/code/0_0.py"
    assert tri["bytes"] == (64 * 256 + 256) * 4  # Triton args are its inputs and outputs
    gemm = by_name["sm90_xmma_gemm_f32f32"]
    assert gemm["code_kernel"] == "extern_kernels.mm" and gemm["kind"] == "extern"
    assert m["launch"]["by_api"][0]["count"] == 2
    assert {r["name"] for r in m["kernel_table"]} == set(by_name)


def test_gpu_cudagraph_kernels_share_one_launch():
    m = pt.process_trace(tf.gpu_trace("cudagraphs", kernels=6), compiled=True, code_kernels=tf.code_kernels(6))
    assert m["kernels_per_forward"] == 6 and m["graph_launches"] == 1
    assert all(k["graph_launch"] and k["launch_api"] == "cudaGraphLaunch" for k in m["kernels"])
    assert len({k["correlation"] for k in m["kernels"]}) == 1
    assert m["launch"]["count"] == 1 and m["launch"]["total_us"] == pytest.approx(15.0)
    assert any("CUDA graph" in n for n in m["notes"])


def test_kernels_without_correlation_fall_back_to_time_windows():
    trace = tf.gpu_trace("eager", kernels=3)
    for e in trace["traceEvents"]:
        if e.get("cat") == "kernel":
            e["args"].pop("correlation")
    m = pt.process_trace(trace)
    assert [p["kernels"] for p in m["per_forward"]] == [3, 3, 3]
    assert any("no launch record" in n for n in m["notes"])


def test_odd_traces_never_raise():
    assert pt.process_trace({})["available"] is False
    assert pt.process_trace({"traceEvents": "nonsense"})["available"] is False
    bad = {"traceEvents": [{"ph": "X", "cat": "kernel", "name": 3, "ts": "x"}, {"ph": "X", "ts": 1, "dur": None}, 7]}
    assert pt.process_trace(bad)["available"] in (True, False)
    no_markers = tf.gpu_trace("eager", forwards=1, kernels=2)
    no_markers["traceEvents"] = [e for e in no_markers["traceEvents"] if profile_events.MARKER not in str(e.get("name"))]
    m = pt.process_trace(no_markers)
    assert m["available"] and m["kernels_per_forward"] == 2 and "whole trace" in m["notes"][0]


def test_cpu_graph_without_kernel_ranges_shows_generated_code():
    ev = [
        {"ph": "X", "cat": "user_annotation", "name": f"{profile_events.MARKER}0", "pid": 1, "tid": 1, "ts": 0, "dur": 100},
        {"ph": "X", "cat": "user_annotation", "name": "## Call CompiledFxGraph f ##", "pid": 1, "tid": 1, "ts": 10,
         "dur": 80},
        {"ph": "X", "cat": "cpu_op", "name": "aten::addmm", "pid": 1, "tid": 1, "ts": 30, "dur": 20},
    ]
    m = pt.process_trace({"traceEvents": ev}, compiled=True,
                         code_kernels=[{"name": "extern_kernels.addmm", "kind": "extern", "module": "m.py"}])
    assert m["kernels_per_forward"] == 1
    gen = [k for k in m["kernels"] if k.get("synthetic")]
    assert [(k["start_us"], k["dur_us"]) for k in gen] == [(10.0, 20.0), (50.0, 40.0)]
    assert m["busy_us"] == pytest.approx(80.0)
    assert m["kernels"][1]["code_kernel"] == "extern_kernels.addmm"


def test_merge_attribution_by_name_and_occurrence():
    plain = pt.process_trace(tf.gpu_trace("eager", kernels=3))
    shaped = pt.process_trace(tf.gpu_trace("eager", kernels=3, shapes=True))
    assert "flops" not in plain["kernels"][0]
    assert kernel_records.merge_attribution(plain, shaped) == 3
    assert all(k["flops"] == 2 * 64 * 128 * 256 for k in plain["kernels"])
    assert plain["kernel_table"][0]["flops"] == 3 * 2 * 64 * 128 * 256


def test_processing_50k_events_within_10s():
    trace = tf.gpu_trace("eager", forwards=10, kernels=840)
    assert tf.count_events(trace) >= 50_000
    t0 = time.perf_counter()
    m = pt.process_trace(json.loads(json.dumps(trace)))
    assert time.perf_counter() - t0 < 10
    assert m["kernels_per_forward"] == 840


def test_estimate_work_formulas():
    w = work_estimate.estimate_work("aten::bmm", {"Input Dims": [[4, 8, 16], [4, 16, 32]], "Input type": ["c10::Half"] * 2})
    assert w["flops"] == 2 * 4 * 8 * 16 * 32 and w["bytes"] == (4 * 8 * 16 + 4 * 16 * 32 + 4 * 8 * 32) * 2
    w = work_estimate.estimate_work("aten::_scaled_dot_product_efficient_attention",
                         {"Input Dims": [[2, 4, 128, 64]] * 3, "Input type": ["float"] * 3})
    assert w["flops"] == 4 * 2 * 4 * 128 * 128 * 64 and w["source"] == "attention"
    w = work_estimate.estimate_work("aten::convolution", {"Input Dims": [[1, 3, 32, 32], [8, 3, 3, 3], [8]],
                                               "Input type": ["float"] * 3,
                                               "Concrete Inputs": ["", "", "", "[1, 1]", "[1, 1]", "[1, 1]"]})
    assert w["flops"] == 2 * 8 * 32 * 32 * 3 * 9 and w["source"] == "conv"
    w = work_estimate.estimate_work("triton_red_fused_sum_0", {"kernel_num_gb": 0.002, "kernel_flop": 1000})
    assert w == {"flops": 1000, "bytes": 2_000_000, "source": "inductor"}
    assert work_estimate.estimate_work(None, None)["source"] == "none"
    # gathers read the rows they pick, not the table (bert's embedding lookup, as torch 2.11 records it)
    w = work_estimate.estimate_work("aten::gather", {"Input Dims": [[30522, 768], [], [4096, 768]],
                                          "Input type": ["c10::Half", "Scalar", "long int"]})
    assert w == {"flops": 0, "bytes": 2 * 4096 * 768 * 2, "source": "gather"}
    w = work_estimate.estimate_work("aten::embedding", {"Input Dims": [[30522, 768], [8, 512]],
                                             "Input type": ["c10::Half", "long int"]})
    assert w["bytes"] == 2 * 4096 * 768 * 2 + 4096 * 8 and w["source"] == "gather"
    w = work_estimate.estimate_work("aten::index_select", {"Input Dims": [[100, 64], [], [10]],
                                                "Input type": ["float", "Scalar", "long int"],
                                                "Concrete Inputs": ["", "0", ""]})
    assert w["bytes"] == 2 * 10 * 64 * 4 + 10 * 8


def test_inductor_kernel_meta_from_module_text():
    text = ("@triton_heuristics.pointwise(inductor_meta={'kernel_name': 'triton_poi_fused_add_0', "
            "'tiling_scores': {'x': 1}, 'kernel_num_gb': 0.0125, 'kernel_flop': 4096},)\n"
            "@triton_heuristics.pointwise(inductor_meta={'kernel_name': 'triton_poi_fused_mul_1', 'num_load': 1},)")
    assert kernel_records.inductor_kernel_meta([text]) == {"triton_poi_fused_add_0": {"kernel_num_gb": 0.0125, "kernel_flop": 4096.0}}


# -- roofline -----------------------------------------------------------------------------------
def test_flops_of_a_known_matmul():
    a, b = torch.randn(64, 128), torch.randn(128, 256)
    w = count_work(lambda: a @ b)
    assert w["flops"] == 2 * 64 * 128 * 256
    assert w["min_bytes"] == (64 * 128 + 128 * 256 + 64 * 256) * 4


def test_flops_by_module_of_the_mlp(mlp_profile):
    w = mlp_profile["work"]
    fc1, fc2 = 2 * BATCH * IN * HIDDEN, 2 * BATCH * HIDDEN * OUT
    assert w["flops"] == fc1 + fc2
    by = {r["module"]: r["flops"] for r in w["flops_by_module"]}
    assert by["fc1"] == fc1 and by["fc2"] == fc2
    params = sum(p.numel() for p in MLP().parameters()) * 4
    assert w["param_like_bytes"] == params + BATCH * IN * 4 and w["output_bytes"] == BATCH * OUT * 4
    assert w["unfused_bytes"] > w["min_bytes"]


def test_roofline_numbers_from_fixed_peaks():
    peaks = {"matmul_tflops": 100.0, "copy_gbps": 1000.0}
    work = {"flops": 2_000_000_000, "min_bytes": 4_000_000}
    prof = {"eager": {"available": True, "wall_us": 50.0,
                      "kernel_table": [{"name": "gemm", "calls": 2, "total_us": 40.0, "flops": 2e9, "bytes": 4e6,
                                        "work_source": "matmul"},
                                       {"name": "add", "calls": 1, "total_us": 10.0, "flops": 1e6, "bytes": 8e6},
                                       {"name": "nothing", "calls": 1, "total_us": 1.0}]}}
    rf = roofline_from(prof, work, peaks, {"eager": 0.05, "compiled": 0.04})
    assert rf["available"]
    assert rf["compute_ms"] == pytest.approx(0.02) and rf["memory_ms"] == pytest.approx(0.004)
    assert rf["floor_ms"] == pytest.approx(0.02) and rf["bound"] == "compute"
    assert rf["ridge_intensity"] == pytest.approx(100.0)
    assert rf["floor_share"]["eager"] == pytest.approx(0.4) and rf["floor_share"]["compiled"] == pytest.approx(0.5)
    assert rf["measured_ms"]["eager_profiled"] == pytest.approx(0.05)
    gemm, add = rf["kernels"]["eager"]
    assert gemm["tflops"] == pytest.approx(50.0) and gemm["gbps"] == pytest.approx(100.0)
    assert gemm["bound"] == "compute" and gemm["limit_share"] == pytest.approx(0.5)
    assert add["bound"] == "memory" and add["limit_us"] == pytest.approx(8.0) and add["limit_share"] == pytest.approx(0.8)
    assert rf["attributed_flops"]["eager"] == pytest.approx(1.0)
    assert kernel_points([], peaks) == []
    assert roofline_from(None, None, None)["available"] is False


def test_peaks_are_measured_once_and_cached(tmp_path):
    sizes = {"matmul_n": 64, "copy_bytes": 1 << 16, "iterations": 2}
    first = measure_peaks("cpu", "fp32", tmp_path / "peaks.json", sizes=sizes)
    assert first["matmul_tflops"] > 0 and first["copy_gbps"] > 0 and not first["cached"]
    again = measure_peaks("cpu", "fp32", tmp_path / "peaks.json", sizes=sizes)
    assert again["cached"] and again["measured_at"] == first["measured_at"]
    assert list(json.loads((tmp_path / "peaks.json").read_text())) == [f"{first['device_name']}|fp32"]


def test_engine_files_import_no_ui_libraries():
    for name in ("profile/profiling.py", "profile/profile_trace.py", "hardware/roofline.py"):
        text = (Path(__file__).resolve().parents[1] / "analyzers" / "analyses" / name).read_text()
        assert "streamlit" not in text and "plotly" not in text and "import pandas" not in text
