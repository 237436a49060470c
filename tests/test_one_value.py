"""One value per concept, named once: the Kernels view shows latency and pipelined GPU time as the Overview does
and names the profiled forward (with the profiler's overhead) apart from them; kernel time and device busy are two
named figures; a recipe run's options show its real inputs; the graph-break count says what it counts beside
torch's own log where the two differ (shipped examples through the view definitions)."""

from __future__ import annotations

import json
from pathlib import Path

from dashboard.views import blocks as B
from dashboard.views import kernels as kv
from dashboard.views import overview as ov
from dashboard.views import source as slv
from dashboard.views import timing
from dashboard.views.builders import BUILDERS
from dashboard.views.overhead_svg import overhead_alt
from tests.test_physical_limits import Files

RUNS = Path(__file__).resolve().parents[1] / "examples" / "runs"
RESNET = "20261204-152437-resnet50-layout-fp32-4b7f"
BERT = "20261203-193527-sl-bert-base-default-fa97"
GCN = "20261202-004551-gcn-torch-geometric-fixe-7aae"
GCN_FIXED = "20261202-004614-fix-torch-dynamo-config-ab74"


def _report(run: str) -> dict:
    return json.loads((RUNS / run / "report.json").read_text())


def _blocks(run: str, view: str) -> list:
    return BUILDERS[view](_report(run), Files(RUNS / run), {})


def _cards(blocks) -> dict[str, B.Card]:
    return {c.label: c for b in B.walk(blocks) if isinstance(b, B.Cards) for c in b.cards}


def test_kernels_names_the_profiled_forward_apart_from_the_latency():
    kernels, overview = _cards(_blocks(RESNET, "kernels")), _cards(_blocks(RESNET, "overview"))
    for label in ("Median latency", "Pipelined GPU time"):  # the same card, the same figure, on both views
        assert kernels[label] == overview[label]
    assert overview["Median latency"].value == "3.05 ms" and overview["Speedup"].value == "1.74×"
    assert kernels["Median latency"].help.startswith(timing.LATENCY_DEF)
    assert kernels["Pipelined GPU time"].help.startswith(timing.PIPELINED_DEF)
    profiled = kernels["Profiled forward"]
    assert profiled.value == "6.04 ms" and profiled.delta == "eager 9.52 ms · with profiler overhead"
    assert profiled.help.startswith(timing.PROFILED_DEF)
    assert "eager 9.52 ms ÷ compiled 6.04 ms = 1.58×; the speedup is 1.74× (latency, Overview)" in profiled.help
    table = kv.overhead_table(_report(RESNET)).set_index("")
    assert table.loc["profiled forward (wall time, with profiler overhead)", "compiled"] == "6.039 ms"
    entries = [(lbl, kv.mode_of(_report(RESNET), lbl)) for lbl in ("eager", "compiled")]
    assert overhead_alt(entries).startswith("Wall time of one profiled forward (with profiler overhead: not the latency)")


def test_kernel_time_and_device_busy_are_two_named_figures():
    report = _report(RESNET)
    card = _cards(_blocks(RESNET, "kernels"))["Kernel time"]
    assert card.value == "2.53 ms" and card.delta == "device busy 2.55 ms · eager 4.93 ms"
    assert timing.KERNEL_TIME_DEF in card.help and timing.BUSY_DEF in card.help
    # the Source view's total is the kernel time; the Overview's busy sentence names what it adds
    source_ms = slv.totals(report)["compiled"]["kernel_ms"]
    assert round(kv.kernel_time_us(kv.mode_of(report, "compiled")) / 1e3, 4) == source_ms == 2.5274
    assert "of 2.53 ms" in slv.overview_sentence(report)
    busy = timing.figures_sentence(report)
    assert "kept the GPU busy (kernels, copies and memsets) compiled 2.55 ms of 2.70 ms" in busy
    table = kv.overhead_table(report).set_index("")
    assert table.loc["kernel time (kernels only)", "compiled"] == "2.527 ms"
    assert table.loc["device busy (kernels, copies and memsets)", "compiled"] == "2.547 ms"


def test_a_recipe_run_shows_its_inputs_not_the_zoo_options():
    options = ov.options_table(_report(RESNET), Files(RUNS / RESNET)).set_index("option")["value"]
    assert options["Inputs"] == "x: float32[32×3×224×224] (NCHW)"
    assert "Batch size" not in options and "Sequence length" not in options
    fixed = ov.options_table(_report(GCN_FIXED), Files(RUNS / GCN_FIXED)).set_index("option")["value"]
    assert fixed["Inputs"] == "x: float32[20000×128]; edge_index: int64[2×200000]"  # Dynamo's first graph
    skipped = ov.options_table(_report(GCN), Files(RUNS / GCN)).set_index("option")["value"]
    assert skipped["Inputs"].startswith("not recorded")  # its first graph is not the model's frame
    zoo = ov.options_table(_report(BERT), Files(RUNS / BERT)).set_index("option")["value"]
    assert zoo["Batch size"] == "8" and zoo["Sequence length"] == "512"
    throughput = _cards(_blocks(RESNET, "overview"))["Throughput"]
    assert "samples/s at batch" not in throughput.help  # a recipe's batch is not the zoo's batch_size


def test_the_break_count_says_what_it_counts_beside_torch_s_log():
    card = _cards(_blocks(GCN, "overview"))["Graph breaks"]
    assert card.value == "1" and card.delta == "1 cause · torch's trace logged 5"
    assert card.help.startswith(ov.BREAKS_DEF)
    assert "logged 5 graph-break events" in card.help and "(4 frames and 1 recompile)" in card.help
    assert ov.trace_breaks(_report(GCN)) == {"events": 5, "frames": 4, "recompiles": 1}
    same = _cards(_blocks("20261202-004205-demo-item-cuda-73bb", "overview"))["Graph breaks"]
    assert same.value == "1" and same.delta == "1 cause"  # torch's log agrees: nothing to set beside it
