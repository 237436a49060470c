"""``show`` answers first: its first lines say how much faster or slower compiled is, the costliest
graph break at file:line with its verified fix, the costliest source line and what the compile time went to; then,
after a blank line, the fields, rounded. Read from the shipped H200 example reports (no compile: fast) and from
made-up reports; ``--json`` keeps its shape and every digit.
"""

from __future__ import annotations

import json
import re
import shutil

import pytest

from analyzers.cli import main
from analyzers.report.headline_lines import headline_lines, regime_text
from analyzers.report.summary import summary_of
from analyzers.workflows.examples import EXAMPLES_DIR

GCN = "20261202-004551-gcn-torch-geometric-fixe-7aae"
RESNET = "20261204-152437-resnet50-layout-fp32-4b7f"
BERT = "20261203-193527-sl-bert-base-default-fa97"
ITEM = "20261202-004205-demo-item-cuda-73bb"  # a demo whose compiled forward is slower than eager
FIRST = 15  # the answers come within these lines


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    root = tmp_path_factory.mktemp("runs")
    for run_id in (GCN, RESNET, BERT, ITEM):
        if not (EXAMPLES_DIR / run_id / "report.json").is_file():
            pytest.skip(f"the example run {run_id} is not shipped in this checkout")
        shutil.copytree(EXAMPLES_DIR / run_id, root / run_id)
    return root


def show(runs, run_id: str, *extra: str, capsys) -> str:
    assert main(["--runs-dir", str(runs), "show", run_id, *extra]) == 0
    return capsys.readouterr().out


def head(text: str) -> list[str]:
    """The answers: the lines before the first blank line (they come first, within ``FIRST`` lines)."""
    lines = text.splitlines()
    answers = lines[:lines.index("")] if "" in lines else []
    assert answers and len(answers) <= FIRST, lines[:FIRST]
    return answers


def test_gcn_answers_faster_then_its_break_and_verified_fix_then_compile(runs, capsys):
    answers = head(show(runs, GCN, capsys=capsys))
    assert answers[0].startswith("compiled is 1.16× faster than eager (95 % interval 1.08–1.61× over 5 rounds, 1 process)")
    assert answers[1].startswith("graph break: torch_geometric/utils/loop.py:650 [dynamic shape] Dynamic shape "
                                 "operator; 46 % of the forward's time runs outside the compiled graphs after it "
                                 "(1.27 ms)")
    assert answers[2].strip().startswith("verified fix: torch._dynamo.config.capture_dynamic_output_shape_ops=True "
                                         "— breaks 1 → 0, compiled 1.87× faster [1.24–2.01], outputs match eager")
    # its compiled time per source line (re-derived from the stored profile; eager not on lines)
    assert answers[3] == "costliest source line: torch_geometric/nn/dense/linear.py:127 (0.149 ms compiled per forward)"
    assert answers[4].startswith("compile 6.1 s: of torch's 5.4 s, most in code generation (2.9 s); 12 cache "
                                 "lookups, all missed; 3 recompiles took 1.2 s")
    assert len(answers) == 5


def test_resnet_answers_faster_its_verified_fix_costliest_line_and_compile(runs, capsys):
    answers = head(show(runs, RESNET, capsys=capsys))
    assert answers[0].startswith("compiled is 1.74× faster than eager (95 % interval 1.55–1.80× over 5 rounds, 1 process)")
    assert any(a.startswith('verified fix: mode="reduce-overhead" — compiled 1.24× faster [1.18–1.26], outputs '
                            "match eager") for a in answers)
    assert any(a.startswith("costliest source line: timm/models/resnet.py:251 (0.547 ms compiled, 0.864 ms eager "
                            "per forward): x = self.conv2(x)") for a in answers)
    assert answers[-1].startswith("compile 16.3 s:") and "2 cache lookups, all missed" in answers[-1]


def test_bert_answers_faster_costliest_line_and_compile(runs, capsys):
    answers = head(show(runs, BERT, capsys=capsys))
    assert answers[0].startswith("compiled is 1.76× faster than eager (95 % interval 1.73–1.76× over 4 rounds, 1 process)")
    assert answers[1].startswith("costliest source line: transformers/models/bert/modeling_bert.py:335 ")
    assert answers[2].startswith("compile 16.4 s:")


def test_a_slower_example_says_slower_and_the_best_fix_beside_its_break_fix(runs, capsys):
    answers = head(show(runs, ITEM, capsys=capsys))
    assert answers[0].startswith("compiled is 1.57× slower than eager (95 % interval 1.53–1.60× over 3 rounds, 1 process)")
    assert answers[1].startswith("graph break: analyzers/models/demos.py:82 ")
    assert "verified fix: torch._dynamo.config.capture_scalar_outputs=True" in answers[2]
    assert answers[3].startswith('best verified fix: mode="reduce-overhead" — compiled 2.22× faster')


def test_the_fields_follow_rounded_and_json_keeps_every_digit(runs, capsys):
    text = show(runs, GCN, capsys=capsys)
    fields = text.split("\n\n", 1)[1].splitlines()
    row = {line[:27].strip(): line[28:] for line in fields if len(line) > 28 and not line.startswith(" ")}
    assert row["speedup"] == "1.16" and row["speedup_ci"] == "[1.08, 1.61]"
    assert row["eager_ci_ms"] == "[2.17, 2.54]"
    assert row["numerics_rel_err"] == "1.35e-07" and row["compile_s"] == "6.1"
    assert row["torch's compile metrics (s)"] == "5.4"
    assert not re.search(r"\d\.\d{5,}", "\n".join(fields[:40]))  # no figure with more digits than it carries
    shown = json.loads(show(runs, GCN, "--json", capsys=capsys))
    assert shown["speedup"] == 1.1611 and shown["numerics_rel_err"] == 1.3482807960426255e-07
    report = json.loads((runs / GCN / "report.json").read_text(encoding="utf-8"))
    assert set(shown) == set(summary_of(report)) | {"report"}


def _report(speedup: float, ci: list, **bench) -> dict:
    eager, compiled = 2.0, 2.0 / speedup
    return {"run_id": "made-up", "status": "ok",
            "benchmark": {"speedup": speedup, "speedup_ci": ci, "eager": {"median_ms": eager},
                          "compiled": {"median_ms": compiled}, **bench}}


def test_a_speedup_under_one_says_slower_with_its_rounds_processes_and_regime():
    report = _report(0.5627, [0.55, 0.575], rounds=10, processes=3, regime={"eager": "gpu", "compiled": "host"})
    first = headline_lines(report, summary_of(report))[0]
    assert first.startswith("compiled is 1.78× slower than eager (95 % interval 1.74–1.82× over 10 rounds, "
                            "3 processes)")
    assert "compiled limited by the host's launches, eager limited by the GPU" in first
    assert "faster" not in first


def test_a_host_bound_call_says_its_gpu_time_speedup_beside_the_latency_one(runs, capsys):
    first = head(show(runs, RESNET, capsys=capsys))[0]
    assert ("both limited by the host's launches; GPU time 1.932× faster [1.929–1.933]: the host's launches set the "
            "latency, which moves with the host's load") in first
    assert "a forward replayed with CUDA graphs, sees the GPU time" in first


def test_a_gpu_bound_call_leaves_the_gpu_time_to_the_fields_and_a_slower_one_says_slower():
    ahead = {"method": "host_ahead"}
    pipe = {"speedup": 0.8, "speedup_ci": [0.78, 0.81], "compiled": {"median_ms": 2.5, **ahead}, "eager": ahead}
    gpu_bound = _report(1.3, [1.25, 1.35], rounds=10, regime={"eager": "gpu", "compiled": "gpu"}, pipelined=pipe)
    assert "GPU time" not in headline_lines(gpu_bound, summary_of(gpu_bound))[0]
    host = _report(1.3, [1.25, 1.35], rounds=10, regime={"eager": "gpu", "compiled": "host"}, pipelined=pipe)
    assert "; GPU time 1.25× slower [1.23–1.28]: the host's launches set" in headline_lines(host, summary_of(host))[0]
    same = dict(pipe, compiled={"median_ms": 2.5, "same_as_latency": True})  # no GPU-time figure of its own
    host_same = _report(1.3, [1.25, 1.35], rounds=10, regime={"compiled": "host"}, pipelined=same)
    assert "GPU time" not in headline_lines(host_same, summary_of(host_same))[0]
    # eager never let the host run ahead (a sync inside its forward): its figure is back to back, not GPU time
    synced = dict(pipe, eager={"method": "back_to_back"})
    host_synced = _report(1.3, [1.25, 1.35], rounds=10, regime={"compiled": "host"}, pipelined=synced)
    assert "GPU time" not in headline_lines(host_synced, summary_of(host_synced))[0]


def test_an_interval_that_holds_one_says_so_and_older_reports_say_no_regime():
    report = _report(1.02, [0.98, 1.05], rounds=5)
    first = headline_lines(report, summary_of(report))[0]
    assert first.startswith("compiled is 1.02× faster than eager (95 % interval 0.98–1.05× over 5 rounds: it holds 1")
    assert "limited" not in first
    assert regime_text({"eager": "gpu", "compiled": "gpu"}) == "both limited by the GPU"
    assert regime_text(None) == regime_text("unknown") == ""


def test_a_run_without_the_data_has_no_answer_lines_and_no_placeholder():
    report = {"run_id": "made-up", "status": "failed"}
    assert headline_lines(report, summary_of(report)) == []


def test_show_names_a_recipe_by_its_file_not_the_recording_machines_folder(capsys):
    rc = main(["--runs-dir", str(EXAMPLES_DIR), "show", "20261207-054614-resnet50-layout-fp32-c241"])
    model = [line for line in capsys.readouterr().out.splitlines() if line.startswith("model ")]
    assert rc == 0 and model and model[0].split()[-1] == "recipe:resnet50_layout.py"
