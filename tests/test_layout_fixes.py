"""Layout and precision, verified: the layout section of a CPU conv/batch-norm net in NCHW, and the
channels_last and freezing fix experiments its report calls for, each with a speed verdict and a numerics verdict;
TF32 and bf16 are not offered on a CPU without the units. Unit tests of the parts need no compile."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import ROOT, cli

RECIPE = ROOT / "tests" / "data" / "conv_bn_nchw.py"


@pytest.fixture(scope="module")
def fixed(tmp_path_factory):
    runs = tmp_path_factory.mktemp("layoutruns")
    # No explain in the parent: its children compile and time only (and no fullgraph experiment is offered).
    p = cli("run", "--recipe", str(RECIPE), "--device", "cpu", "--iterations", "5", "--warmup", "1",
            "--only", "compile,code,benchmark,profile,layout", "--try-fixes", "--json", runs_dir=runs, timeout=900)
    assert p.returncode == 0, p.stderr
    summary = json.loads(p.stdout)
    return {"runs": Path(runs), "summary": summary, "by_change": {f["change"]: f for f in summary["fixes"]}}


def _child(fixed, f) -> dict:
    return json.loads((fixed["runs"] / f["run_id"] / "report.json").read_text())


@pytest.mark.slow
def test_layout_section_names_the_formats(fixed):
    lay = fixed["summary"]["layout"]
    assert lay["applies"] and lay["conv_count"] == 2 and lay["batch_norms"] == 2
    assert "NCHW" in lay["formats"] and lay["conv_formats"]["weight"] == {"NCHW": 2}
    assert lay["inputs"] == [{"name": "x", "shape": [1, 3, 16, 16], "format": "NCHW", "forces_copy": False}]
    assert isinstance(lay["conversion_kernels"], int) and lay["finding"]
    if lay["conversion_kernels"]:  # Inductor's own choice of layout on this CPU: the copies name their FX nodes
        assert lay["conversion_nodes"] and "layout" in lay["finding"]


@pytest.mark.slow
def test_channels_last_experiment(fixed):
    f = fixed["by_change"]["model.to(memory_format=torch.channels_last)"]
    assert f["kind"] == "layout" and f["target"] == "2 NCHW convolution(s)" and f["status"] == "ok"
    assert f["numerics_passed"] is True and f["numerics_rel_err"] < 1e-3
    assert f["compiled_ms_before"] > 0 and f["compiled_ms_after"] > 0 and f["compiled_change"] > 0
    assert "outputs match eager at the fp32 tolerance" in f["verdict"]
    child = _child(fixed, f)
    assert child["request"]["options"]["memory_format"] == "channels_last" and child["fix_of"]
    assert child["fix_numerics"]["passed"] is True and "unchanged model" in child["fix_numerics"]["against"]
    # the parent's NCHW model, copied before the change, timed beside the channels_last one
    assert f["timed"] == "side_by_side" and child["benchmark"]["side_by_side"]["baseline_ms"] > 0


@pytest.mark.slow
def test_batch_norm_folding_experiment(fixed):
    f = fixed["by_change"]["torch._inductor.config.freezing=True"]
    assert f["kind"] == "layout" and f["target"] == "2 batch norm(s)" and f["status"] == "ok"
    assert f["numerics_passed"] is True and isinstance(f["verdict"], str) and f["compiled_change"] > 0
    child = _child(fixed, f)
    assert child["request"]["options"]["inductor_config"] == {"freezing": True}
    # timed beside the parent's configuration in the child's process: the parent's compiled model without freezing
    assert child["request"]["options"]["side_by_side"] == {"inductor_config": {}}
    sbs = child["benchmark"]["side_by_side"]
    assert sbs["timed"] == "side_by_side" and sbs["baseline_ms"] > 0 and sbs["change"] > 0 and sbs["drift"] is not None
    assert f["timed"] == "side_by_side" and f["compiled_ms_before"] == sbs["baseline_ms"]
    assert f["compiled_change"] == sbs["change"] and "timed side by side" in f["verdict"]


@pytest.mark.slow
def test_precision_not_offered_on_this_cpu_says_why(fixed):
    tf32 = fixed["by_change"]['torch.set_float32_matmul_precision("high")']
    assert tf32["kind"] == "precision" and tf32["run_id"] is None and tf32["status"] == "not offered"
    assert "CPU" in tf32["verdict"]
    bf16 = fixed["by_change"]['torch.autocast("cpu", dtype=torch.bfloat16)']
    assert bf16["kind"] == "precision"
    if bf16["run_id"] is None:  # a CPU without AVX-512 BF16 / AMX
        assert bf16["verdict"].startswith("not offered: ")


@pytest.mark.slow
def test_experiments_run_cheapest_first(fixed):
    ran = [f["change"] for f in fixed["summary"]["fixes"] if f["run_id"]]
    assert ran[:2] == ["torch._inductor.config.freezing=True", "model.to(memory_format=torch.channels_last)"]
