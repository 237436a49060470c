"""The parts of the layout section and the layout/precision fix experiments, without a compile."""

from __future__ import annotations

import pytest
import torch

from analyzers.analyses.layout.conversions import collect_conversions
from analyzers.analyses.layout.eager_layout import eager_layout
from analyzers.analyses.layout.formats import format_of, stride_format
from analyzers.analyses.layout.section import build_section
from analyzers.report.schema import CompileOptions
from analyzers.workflows.fix_compiled_verdict import compiled_verdict
from analyzers.workflows.layout_candidates import layout_candidates
from tests.data.conv_bn_nchw import build_model, example_inputs


def test_formats():
    x = torch.randn(2, 3, 8, 8)
    assert format_of(x) == "NCHW" and format_of(x.contiguous(memory_format=torch.channels_last)) == "channels_last"
    assert format_of(x[:, :, ::2]) == "other strides" and format_of(torch.randn(3, 4)) == "contiguous"
    assert stride_format([1, 8, 16, 16], [2048, 1, 128, 8]) == "channels_last"
    assert stride_format([1, 8, 16, 16], [2048, 256, 16, 1]) == "NCHW"
    assert stride_format([1, 8, 16, 16], [2048, 1, 8, 128]) == "other strides"


def test_eager_layout_of_the_nchw_net_and_a_strided_input():
    model, (x,) = build_model(), example_inputs()
    lay = eager_layout(model, (x,), {}, torch.no_grad)
    assert lay["conv_count"] == 2 and lay["batch_norm_modules"] == 2
    assert lay["conv_formats"]["weight"] == {"NCHW": 2} and lay["ops"]["convolution"] == {"float32": 2}
    assert lay["ops"]["batch_norm"] == {"float32": 2} and lay["activations_4d"] >= 6
    assert [c["module"] for c in lay["convs"]] == ["body.0", "body.3"]
    strided = torch.randn(1, 3, 16, 32)[..., ::2]
    lay = eager_layout(model, (strided,), {}, torch.no_grad)
    assert lay["inputs"][0]["forces_copy"] is True
    section = build_section(lay, None, [])
    assert section["matters"] and "pass it contiguous" in section["finding"]
    lay = eager_layout(model.to(memory_format=torch.channels_last),
                       (x.contiguous(memory_format=torch.channels_last),), {}, torch.no_grad)
    assert lay["conv_formats"]["weight"] == {"channels_last": 2} and lay["conv_formats"]["output"] == {"channels_last": 2}


COPY = """def triton_poi_fused_convolution_0(in_ptr0, out_ptr0, xnumel):
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tl.store(out_ptr0 + (y0 + 3*x2), tmp0, xmask)
def triton_poi_fused_convolution_1(in_out_ptr0, in_ptr0, xnumel):
    tmp0 = tl.load(in_out_ptr0 + (x3), None)
    tmp1 = tl.load(in_ptr0 + (x0), None)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x3), tmp2, None)
buf1 = extern_kernels.convolution(buf0, arg1_1)
assert_size_stride(buf1, (32, 64, 112, 112), (802816, 1, 7168, 64), 'torch.ops.aten.convolution.default')
"""


def test_conversions_are_pure_copies_with_their_nodes_and_time():
    kernels = [
        {"name": "triton_poi_fused_convolution_0", "kind": "pointwise", "module": "m.py", "lang": "triton",
         "fused_ops": ["convolution"], "source_nodes": ["conv1"], "start_line": 1, "end_line": 3,
         "calls_per_forward": 1},
        {"name": "triton_poi_fused_convolution_1", "kind": "pointwise", "module": "m.py", "lang": "triton",
         "fused_ops": ["convolution"], "source_nodes": ["conv1"], "start_line": 4, "end_line": 8},  # a bias add
        {"name": "extern_kernels.convolution", "kind": "extern", "lang": "extern", "fused_ops": ["convolution"]},
    ]
    profile = {"compiled": {"kernel_time_us": 1000.0, "kernel_table": [
        {"name": "triton_poi_fused_convolution_0", "total_us": 100.0}]}}
    conv = collect_conversions({"kernels": kernels}, {"m.py": COPY}, profile)
    assert conv["count"] == 1 and conv["kernels"][0]["source_nodes"] == ["conv1"]
    assert conv["ms_per_forward"] == pytest.approx(0.1) and conv["share"] == pytest.approx(0.1)
    assert conv["compiled_conv_outputs"] == {"channels_last": 1}


def _report(device="cuda", tf32=True, bf16=True, **opts):
    return {"request": {"options": {"device": device, "dtype": "fp32", "backend": "inductor", **opts}},
            "layout": {"applies": True, "batch_norm_modules": 53, "conv_formats": {"weight": {"NCHW": 53}},
                       "fp32_matmuls": 54, "precision_units": {"tf32": tf32, "bf16": bf16, "tf32_why": "sm_75",
                                                               "bf16_why": "no bf16"}}}


def test_candidates_come_from_the_layout_section_cheapest_first():
    cands, rows = layout_candidates(_report())
    assert [(c.option, c.value, c.kind) for c in sorted(cands, key=lambda c: c.cost)] == [
        ("inductor_config", {"freezing": True}, "layout"), ("memory_format", "channels_last", "layout"),
        ("matmul_precision", "high", "precision"), ("autocast", "bf16", "precision")]
    assert rows == []
    cands, rows = layout_candidates(_report(tf32=False, bf16=False))
    assert [c.option for c in cands] == ["inductor_config", "memory_format"]
    assert [r["verdict"] for r in rows] == ["not offered: sm_75", "not offered: no bf16"]
    done = _report(memory_format="channels_last", inductor_config={"freezing": True}, dtype="bf16")
    assert layout_candidates(done) == ([], [])
    assert layout_candidates({"layout": {"applies": False}}) == ([], [])


def test_tf32_request_needs_cuda_and_autocast_needs_fp32():
    assert any("TF32" in p for p in CompileOptions(matmul_precision="high").problems())
    assert not CompileOptions(matmul_precision="high", device="cuda").problems()
    assert any("autocast" in p for p in CompileOptions(autocast="bf16", dtype="bf16").problems())
    assert any("memory_format" in p for p in CompileOptions(memory_format="nhwc").problems())


def _run(compiled_ms, ci, eager_ms=1.0, eager_ci=(0.98, 1.02), numerics=None):
    r = {"run_id": "r", "status": "ok", "request": {"options": {"dtype": "fp32"}},
         "benchmark": {"eager": {"median_ms": eager_ms, "ci_ms": list(eager_ci)},
                       "compiled": {"median_ms": compiled_ms, "ci_ms": list(ci)}}}
    if numerics:
        r["fix_numerics"] = numerics
    return r


def test_compiled_verdict_compares_compiled_with_compiled():
    parent = _run(1.0, (0.98, 1.02))
    rec = {"change": "model.to(memory_format=torch.channels_last)", "kind": "layout"}
    child = _run(0.5, (0.49, 0.51), eager_ms=0.8, eager_ci=(0.79, 0.81),
                 numerics={"passed": True, "max_abs_err": 1e-6, "rel_err": 2e-7, "rel_tol": 1e-3})
    compiled_verdict(rec, parent, child)
    assert rec["compiled_change"] == 2.0 and rec["compiled_change_ci"] == [pytest.approx(0.98 / 0.51, 1e-3),
                                                                           pytest.approx(1.02 / 0.49, 1e-3)]
    assert rec["verdict"].startswith("helps: compiled 2.00× faster") and "outputs match eager" in rec["verdict"]
    assert "eager with the change alone: 1.25×" in rec["verdict"]
    rec = {"change": 'torch.autocast("cuda", dtype=torch.bfloat16)', "kind": "precision"}
    moved = {"passed": False, "max_abs_err": 0.03, "rel_err": 0.01, "rel_tol": 1e-3}
    compiled_verdict(rec, parent, _run(0.5, (0.49, 0.51), numerics=moved))
    assert rec["numerics_passed"] is False and rec["numerics_max_abs_err"] == 0.03
    assert rec["verdict"].startswith("faster but changes the outputs") and "rel err 0.01" in rec["verdict"]
    rec = {"change": "torch._inductor.config.freezing=True", "kind": "layout"}
    compiled_verdict(rec, parent, _run(1.0, (0.98, 1.02), eager_ms=1.5, eager_ci=(1.45, 1.55)))
    assert rec["verdict"].startswith("no measurable change") and "machine drift" in rec["verdict"]


def test_side_by_side_verdict_and_drift():
    """A child timed beside its parent: the verdict is the same run's ratio; a change no larger than the same run's
    drift is "within the machine's drift", never verified; the row says how it was timed."""
    parent = _run(1.0, (0.98, 1.02))
    rec = {"change": "torch._inductor.config.freezing=True", "kind": "layout"}
    child = _run(0.97, (0.96, 0.98))
    child["benchmark"]["side_by_side"] = {"timed": "side_by_side", "baseline_ms": 1.02, "baseline_ci_ms": [1.01, 1.03],
                                          "compiled_ms": 0.97, "compiled_ci_ms": [0.96, 0.98], "change": 1.0515,
                                          "change_ci": [1.03, 1.07], "drift": 0.12}
    compiled_verdict(rec, parent, child)
    assert rec["timed"] == "side_by_side" and rec["compiled_ms_before"] == 1.02 and rec["compiled_change"] == 1.0515
    assert rec["verdict"].startswith("within the machine's drift: compiled 1.05× [1.03–1.07]"), rec["verdict"]
    assert "12 %" in rec["verdict"] and "timed side by side" in rec["verdict"]
    child["benchmark"]["side_by_side"]["drift"] = 0.01
    rec = {"change": "torch._inductor.config.freezing=True", "kind": "layout"}
    compiled_verdict(rec, parent, child)
    assert rec["verdict"].startswith("helps: compiled 1.05× faster [1.03–1.07]"), rec["verdict"]
    child["benchmark"]["side_by_side"] = {"timed": "apart", "why": "the model could not be copied"}
    rec = {"change": "torch._inductor.config.freezing=True", "kind": "layout"}
    compiled_verdict(rec, parent, child)
    assert rec["timed"] == "apart" and rec["timed_why"] == "the model could not be copied"
