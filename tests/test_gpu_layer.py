"""What the GPU layer decided: CUDA graphs and autotuning, read from what torch 2.11 wrote on the H200.

The data (``tests/data/gpu_layer_h200``, from ``scripts/gpu/cudagraphs_autotune.sh``): trimmed TORCH_TRACE logs
(``scripts/examples/trim_trace.py``) and the watch's records of bert-base fp16 B8 S512 max-autotune, a forward that
mutates its input under reduce-overhead, a nonzero() forward split into CUDA graph partitions, and a reduce-overhead
dynamic=True shape sweep over four sequence lengths. No GPU, no compile: cheap.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import pytest

from analyzers.analyses.gpu_layer.account import collect_gpu_layer, cudagraphs_asked
from analyzers.analyses.gpu_layer.autotune import collect_autotune, op_dims, template_kernels, tuning_asked
from analyzers.analyses.gpu_layer.autotune_table import parse_table
from analyzers.analyses.gpu_layer.cudagraphs import collect_cudagraphs, recordings_of
from analyzers.analyses.gpu_layer.trace_facts import collect_trace_facts
from analyzers.analyses.gpu_layer.watch import load_records
from analyzers.report.gpu_layer_summary import gpu_layer_lines
from analyzers.report.summary import summary_of

DATA = Path(__file__).parent / "data" / "gpu_layer_h200"
BERT_TRACE = DATA / "trace_torch211_bert_fp16_max_autotune.log"
CODE_NAME = "artifacts/code/0_0_0.py"


def bert_inputs():
    records = load_records(DATA / "bert_fp16_max_autotune.gpu_layer.jsonl")
    facts = collect_trace_facts(BERT_TRACE)
    code = [(CODE_NAME, (DATA / "bert_fp16_max_autotune_templates.txt").read_text())]
    profile = json.loads((DATA / "bert_fp16_max_autotune_profile.json").read_text())
    return records, facts, code, profile


def test_trace_facts_of_a_max_autotune_compile():
    facts = collect_trace_facts(BERT_TRACE)
    events = facts["autotune_events"]
    assert len(events) == 7 and {e["op"] for e in events} == {"addmm"}
    assert events[1]["shape"] == "4096x768, 4096x768, 768x768" and "float16" in events[1]["dtypes"]
    assert events[1]["stats"]["best_kernel"] == "triton_mm_11" and events[1]["stats"]["num_choices"] == 21
    assert all(e["seconds"] and e["seconds"] > 0 for e in events)
    assert facts["autotune_us"] == 21325269  # compile_time_autotune_time_us
    fail = facts["precompile_failures"][0]
    assert "out of resource" in fail["error"] and "BLOCK_M=128" in fail["choice"]


def test_every_tuned_gemm_with_its_candidates_winner_margin_and_kernel():
    records, facts, code, profile = bert_inputs()
    at = collect_autotune(why="mode max-autotune", records=records, facts=facts, code=code, profile=profile)
    assert (at["op_count"], at["triton_won"], at["aten_won"], at["seconds"]) == (7, 7, 0, 21.325)
    op = at["ops"][1]
    assert op["dims"] == {"M": 4096, "K": 768, "N": 768} and op["source"] == "table+trace"
    assert op["listed"] == op["choices"] == 21
    kinds = {c["kind"] for c in op["candidates"]}
    assert kinds == {"triton", "aten"}  # Triton templates against ATen addmm / bias_addmm
    w, r = op["winner"], op["runner_up"]
    assert w["name"] == "triton_mm_11" and (w["BLOCK_M"], w["BLOCK_N"], w["BLOCK_K"]) == (64, 128, 64)
    assert (w["num_warps"], w["num_stages"]) == (4, 3)
    assert r["ms"] > w["ms"] and op["margin"] == pytest.approx(r["ms"] / w["ms"] - 1, abs=1e-4)
    assert op["kernels"] == ["triton_tem_fused_addmm_t_view_1"] and op["module"] == CODE_NAME
    assert op["measured"]["mean_us"] == pytest.approx(11.079) and op["measured"]["calls"] == 48
    failed = [c for op in at["ops"] for c in op["candidates"] if c["failed"]]
    assert failed and all("out of resource" in c["error"] for c in failed)
    assert at["failed"] == len(failed) == 3


def test_an_imported_trace_alone_gives_each_ops_winner():
    facts = collect_trace_facts(BERT_TRACE)
    at = collect_autotune(why="the trace", records=[], facts=facts, code=[], profile=None)
    assert at["op_count"] == 7 and at["triton_won"] == 7 and at["candidates"] == 0
    assert at["ops"][0]["winner"]["name"] == "triton_mm_1456" and at["ops"][0]["winner"]["BLOCK_N"] == 128
    assert any("only each op's winner" in n for n in at["notes"])


def test_autotune_table_parses_failures_and_the_footer():
    text = ("AUTOTUNE mm(64x32, 32x16)\nstrides: [32, 1], [16, 1]\ndtypes: torch.float16, torch.float16\n"
            "  mm 0.0100 ms 100.0% \n  triton_mm_3 0.0120 ms 83.3% BLOCK_K=32, BLOCK_M=64, BLOCK_N=16, num_stages=2, "
            "num_warps=4\n  triton_mm_4 inf ms 0.0% BLOCK_K=128, BLOCK_M=128, BLOCK_N=128, num_stages=4, num_warps=8\n"
            "SingleProcess AUTOTUNE benchmarking takes 0.2262 seconds and 0.0007 seconds precompiling for 3 choices")
    t = parse_table(text)
    assert (t["op"], t["choices"], t["benchmark_s"]) == ("mm", 3, 0.2262)
    assert [c["kind"] for c in t["candidates"]] == ["aten", "triton", "triton"]
    assert t["candidates"][2]["failed"] and t["candidates"][2]["ms"] is None
    assert op_dims(t["shape"]) == {"M": 64, "K": 32, "N": 16}


def _profile(launches: int) -> dict:
    return {"compiled": {"available": True, "graph_launches": launches, "kernels_per_forward": 6}}


def test_an_input_mutation_skips_cuda_graphs_with_torchs_reason_and_the_users_line():
    records = load_records(DATA / "input_mutation_reduce_overhead.gpu_layer.jsonl")
    facts = collect_trace_facts(DATA / "trace_torch211_input_mutation_reduce_overhead.log")
    cg = collect_cudagraphs(asked=True, why="mode reduce-overhead", records=records, facts=facts,
                            counters={"cudagraph_skips": 1}, profile=_profile(0), pool_bytes=0)
    assert cg["replayed"] is False and cg["recordings"] == 0
    s = cg["skips"][0]
    assert s["reason"] == "skipping cudagraphs due to mutated inputs (1 instances)"
    assert s["file"].endswith("cudagraph_input_mutation.py") and s["line"] == 15 and s["code"].startswith("x.mul_(0.5)")
    assert "replayed none" in cg["headline"] and "mutated inputs" in cg["headline"]
    assert "x.mul_(0.5)" in cg["headline"]


def test_a_replaying_run_has_no_headline_and_an_unprofiled_one_does_not_guess():
    records = load_records(DATA / "nonzero_reduce_overhead.gpu_layer.jsonl")
    kw = dict(asked=True, why="mode reduce-overhead", records=records, facts={}, counters={}, pool_bytes=None)
    assert collect_cudagraphs(profile=_profile(2), **kw)["headline"] is None
    unknown = collect_cudagraphs(profile=None, **kw)
    assert unknown["replayed"] is None and unknown["headline"] is None


def test_nonzero_splits_the_graph_into_partitions_with_the_reason_and_line():
    records = load_records(DATA / "nonzero_reduce_overhead.gpu_layer.jsonl")
    cg = collect_cudagraphs(asked=True, why="mode reduce-overhead", records=records, facts={}, counters={},
                            profile=_profile(2), pool_bytes=None)
    p = cg["partitions"]
    assert (p["count"], p["cudagraphable"], p["non_cudagraphable"]) == (4, 2, 2)
    parts = p["by_graph"][0]["partitions"]
    nz = parts[1]["reasons"][0]
    assert not parts[1]["cudagraphable"] and nz["reason"] == "unbacked binding ops" and "nonzero" in nz["fx"]
    assert nz["line"] == 20 and "nonzero()" in nz["code"]
    assert {r["reason"] for r in parts[3]["reasons"]} == {"cpu ops"}
    assert cg["replayed"] is True and cg["recordings"] == 2  # two captured partitions, recorded in the benchmark


def test_a_reduce_overhead_shape_sweep_records_one_graph_per_new_size():
    records = load_records(DATA / "bert_reduce_overhead_dynamic_sweep.gpu_layer.jsonl")
    cg = collect_cudagraphs(asked=True, why="mode reduce-overhead", records=records, facts={}, counters={},
                            profile=None, pool_bytes=None)
    assert cg["sizes_recorded"] == ["(128, 8)", "(256, 8)", "(384, 8)", "(512, 8)"] and cg["rerecords"] == 3
    assert [len(recordings_of(records, f"call {i}")) for i in range(4)] == [1, 1, 1, 1]


def test_what_a_run_asks_for():
    assert cudagraphs_asked({"mode": "reduce-overhead"}) == "mode reduce-overhead"
    assert cudagraphs_asked({"mode": "max-autotune-no-cudagraphs"}) is None
    assert cudagraphs_asked({"backend": "cudagraphs"}) == "backend cudagraphs"
    assert tuning_asked({"mode": "max-autotune-no-cudagraphs"}) == "mode max-autotune-no-cudagraphs"
    assert tuning_asked({"inductor_config": {"coordinate_descent_tuning": True}}).endswith("coordinate_descent_tuning")
    assert tuning_asked({"mode": "reduce-overhead"}) is None


def _bert_run(tmp_path: Path) -> tuple[dict, Path]:
    run = tmp_path / "run"
    (run / "artifacts" / "code").mkdir(parents=True)
    (run / "artifacts" / "trace").mkdir()
    (run / "artifacts" / "trace" / BERT_TRACE.name).write_bytes(BERT_TRACE.read_bytes())
    (run / CODE_NAME).write_text((DATA / "bert_fp16_max_autotune_templates.txt").read_text())
    report = {"run_id": "r1", "request": {"options": {"mode": "max-autotune", "backend": "inductor"}},
              "code": {"modules": [{"name": CODE_NAME}, {"name": "../../etc/passwd"}]},
              "profile": json.loads((DATA / "bert_fp16_max_autotune_profile.json").read_text())}
    return report, run


def test_the_account_of_a_run_folder_in_json_and_show(tmp_path):
    report, run = _bert_run(tmp_path)
    records = load_records(DATA / "bert_fp16_max_autotune.gpu_layer.jsonl")
    report["cudagraphs"], report["autotune"] = collect_gpu_layer(report, records, run_dir=run, pool_bytes=174063616)
    s = summary_of(report)
    assert s["cudagraphs"]["asked"] and s["cudagraphs"]["replayed"] is True and s["cudagraphs"]["skips"] == []
    assert s["autotune"]["ops"] == 7 and s["autotune"]["triton_won"] == 7 and s["autotune"]["seconds"] == 21.325
    assert s["autotune"]["winners"][1]["kernels"] == ["triton_tem_fused_addmm_t_view_1"]
    lines = "\n".join(gpu_layer_lines(s))
    assert "7 op(s) tuned in 21.3 s, Triton won 7, ATen 0" in lines and "pool 166.0 MiB" in lines
    json.dumps(s)  # plain data


def test_launch_advice_never_tells_a_cudagraphs_run_to_use_reduce_overhead():
    from analyzers.analyses.timing.benchmark import launch_notes

    st = {"host_launch_ms": 0.3, "median_ms": 0.03, "method": "host_ahead", "back_to_back": {"median_ms": 0.34}}
    out = {"pipelined": {"eager": st, "compiled": st}, "cudagraphs": True}
    eager, compiled = launch_notes(out)
    assert "mode reduce-overhead" in eager and "mode reduce-overhead" not in compiled
    assert "asked for CUDA graphs" in compiled
    assert "mode reduce-overhead" in launch_notes({**out, "cudagraphs": False})[1]


def test_views_of_the_accounts(tmp_path):
    from dashboard.views import gpu_layer as gv

    report, run = _bert_run(tmp_path)
    records = load_records(DATA / "bert_fp16_max_autotune.gpu_layer.jsonl")
    report["cudagraphs"], report["autotune"] = collect_gpu_layer(report, records, run_dir=run)
    ops = gv.ops_table(report, "r1")
    assert len(ops) == 7 and ops["code"][1].startswith("code?") and "triton_tem_fused_addmm_t_view_1" in ops["code"][1]
    cands = gv.candidates_table(gv.op_of(report, "1"))
    assert len(cands) == 21 and cands["rank"][0] == "1" and cands["block M×N×K"][0] == "64×128×64"
    assert gv.op_of(report, "not a number")["index"] == 0
    assert len(gv.candidates_figure(gv.op_of(report, "1")).data[0].y) == 21
    mutation = {"cudagraphs": collect_cudagraphs(
        asked=True, why="mode reduce-overhead", records=load_records(DATA / "input_mutation_reduce_overhead.gpu_layer.jsonl"),
        facts={}, counters={}, profile=_profile(0), pool_bytes=0)}
    assert "mutated inputs" in gv.overview_headline(mutation)
    assert gv.skips_table(mutation)["where"][0] == "cudagraph_input_mutation.py:15"


def test_the_watch_hears_the_channels_and_the_autotune_table_then_restores_the_process():
    pytest.importorskip("torch")
    import torch._inductor.config as icfg

    from analyzers.analyses.gpu_layer.watch import GpuLayerWatch

    before = (sys.stderr, getattr(icfg, "autotune_num_choices_displayed", None))
    logger = logging.getLogger("torch._inductor.cudagraph_trees.__cudagraphs")
    with GpuLayerWatch("first call") as w:
        if hasattr(icfg, "autotune_num_choices_displayed"):
            assert icfg.autotune_num_choices_displayed is None  # every candidate in the table
        logger.debug("[0/0] Recording function=partition_0, cuda_graph_id=0, inputs: []")
        w.set_phase("benchmark")
        sys.stderr.write("AUTOTUNE mm(8x8, 8x8)\n  mm 0.0100 ms 100.0% \n")
        sys.stderr.write("SingleProcess AUTOTUNE benchmarking takes 0.1 seconds and 0.0 seconds precompiling for 1 choices\n")
    assert (sys.stderr, getattr(icfg, "autotune_num_choices_displayed", None)) == before
    assert recordings_of(w.records, "first call") == [{"phase": "first call", "function": "partition_0", "graph_id": 0}]
    table = [r for r in w.records if r["channel"] == "autotune_table"]
    assert table and table[0]["phase"] == "benchmark" and parse_table(table[0]["msg"])["choices"] == 1
    assert logger.handlers == [h for h in logger.handlers if type(h).__name__ != "_Listener"]


def test_template_kernels_of_output_code():
    ks = template_kernels([(CODE_NAME, (DATA / "bert_fp16_max_autotune_templates.txt").read_text())])
    k = next(k for k in ks if k["name"] == "triton_tem_fused_addmm_t_view_1")
    assert (k["BLOCK_M"], k["BLOCK_N"], k["BLOCK_K"], k["num_warps"], k["num_stages"]) == (64, 128, 64, 4, 3)
    assert k["dims"] == {"M": 4096, "N": 768, "K": 768}


def test_the_gpu_layer_page_and_the_overview_headline(tmp_path, monkeypatch):
    from tests import report_factory as rf
    from tests.test_app_pages import GOOD, assert_ok, open_view, text_of

    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    report, run = _bert_run(tmp_path)
    good = rf.good_report(GOOD)
    good["cudagraphs"], good["autotune"] = collect_gpu_layer(
        report, load_records(DATA / "bert_fp16_max_autotune.gpu_layer.jsonl"), run_dir=run)
    rf.write_run(root, good)
    mutated = rf.good_report("20260101-000000-mutated-0009")
    mutated["cudagraphs"] = collect_cudagraphs(
        asked=True, why="mode reduce-overhead", records=load_records(DATA / "input_mutation_reduce_overhead.gpu_layer.jsonl"),
        facts={}, counters={}, profile=_profile(0), pool_bytes=0)
    rf.write_run(root, mutated)
    rf.write_machine(root)
    at = open_view("gpu_layer", GOOD, op="4")
    text = assert_ok(at)
    assert "Tuned ops" in text and "triton_mm_111" in text and "runs as triton_tem_fused_addmm_gelu_t_view_6" in text
    assert at.query_params["op"] == "4"
    text = assert_ok(open_view("overview", mutated["run_id"]))
    assert "replayed none" in text and "mutated inputs" in text
    assert "did not autotune" in text_of(open_view("gpu_layer", mutated["run_id"]))


def test_an_imported_torch_trace_carries_its_autotuning_winners(tmp_path):
    from analyzers.report.store import RunStore
    from analyzers.workflows.import_trace import import_trace

    report = import_trace(RunStore(str(tmp_path / "runs")), BERT_TRACE)
    at = report["autotune"]
    assert at["asked"] and at["op_count"] == 7 and at["triton_won"] == 7 and at["seconds"] == 21.325
    assert summary_of(report)["autotune"]["winners"][0]["winner"] == "triton_mm_1456"
    assert report["cudagraphs"]["asked"] is False  # the log holds no CUDA graph decision


def test_a_graph_recorded_for_a_new_size_is_not_a_recompile():
    """Under reduce-overhead a new input size logs ``compilation_metrics_runtime`` under the graph's compile id
    (the shape sweep counted it as a recompile before)."""
    from analyzers.analyses.gpu_layer.trace_facts import runtime_only_ids

    facts = collect_trace_facts(DATA / "trace_torch211_reduce_overhead_new_size_call.log")
    assert runtime_only_ids(facts) == {"0/0"} and facts["cudagraphify_s"] == pytest.approx(0.00037)
    assert runtime_only_ids(collect_trace_facts(BERT_TRACE)) == set()


def test_the_decode_loop_account_takes_its_replays_from_the_loops_own_count(tmp_path):
    from types import SimpleNamespace

    from analyzers.report.schema import CompileOptions, ModelSource, RunRequest
    from analyzers.runs.stage_gpu_layer import decode_gpu_layer
    from dashboard.views import gpu_layer as gv

    req = RunRequest(ModelSource("zoo", "tiny-llama"), CompileOptions(mode="reduce-overhead", device="cuda",
                                                                       workload="decode"), only=["decode"])
    run = SimpleNamespace(request=req, dir=tmp_path)
    for replays, replayed in ((88, True), (0, False)):
        section = {"cudagraphs": {"used": True, "replays": replays}}
        decode_gpu_layer(run, section, None, tmp_path / "trace_decode")
        cg = section["gpu_layer"]["cudagraphs"]
        assert cg["asked"] and cg["replayed"] is replayed and cg["replays"] == replays
        assert (cg["headline"] is None) is replayed
    acc = gv.decode_accounts({"decode": section})
    assert gv.cudagraphs_cards(acc)[1].value == "NO" and gv.cudagraphs_cards(acc)[1].delta == "0 replays in the token loop"
    assert gv.decode_accounts({"decode": {}}) == {}
