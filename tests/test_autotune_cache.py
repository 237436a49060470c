"""Autotuning with a warm cache: a run whose GEMMs take the choices an earlier process tuned is told
which ops were tuned, that their choices came from the cache and from which one, and the winners; never "this run
tuned no op". Unit tests on records, trace facts and code (no compile), and one CPU engine pair (slow): Inductor's
C++ GEMM template under max-autotune with freezing, tuned by a first process, cached for the second."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from analyzers.analyses.gpu_layer.autotune import AUTOTUNE_CACHE, BENCHMARK, FX_CACHE, collect_autotune
from tests.conftest import ROOT, cli

DATA = Path(__file__).parent / "data" / "gpu_layer_h200"
TEMPLATES = (DATA / "bert_fp16_max_autotune_templates.txt").read_text()
TABLE = ("AUTOTUNE addmm(4096x768, 4096x768, 768x768)\nstrides: [0, 1], [768, 1], [1, 768]\n"
         "dtypes: torch.float16, torch.float16, torch.float16\n"
         "  triton_mm_11 0.0188 ms 100.0% ACC_TYPE='tl.float32', ALLOW_TF32=False, BLOCK_K=64, BLOCK_M=64, BLOCK_N=128, "
         "EVEN_K=True, GROUP_M=8, num_stages=3, num_warps=4\n  addmm 0.0401 ms 47.0% \n"
         "SingleProcess AUTOTUNE benchmarking takes 0.0003 seconds and 0.0410 seconds precompiling for 2 choices")
STATE = {"local_path": "/cache/inductor/cache/abc", "local_entries": {"addmm": 3}, "local_exists": True,
         "flags": {"autotune_local_cache": True, "autotune_remote_cache": None, "fx_graph_cache": True}}
FAILURE = {"op": "addmm", "choice": "BLOCK_M=128", "error": "out of resource: shared memory"}


def _records(*tables):
    return ([{"phase": "compile", "channel": "autotune_cache", "msg": json.dumps(STATE)}]
            + [{"phase": "first call", "channel": "autotune_table", "msg": t} for t in tables]
            + [{"phase": "first call", "channel": "counters", "msg": "{}"}])


def test_a_table_without_a_benchmark_is_the_autotune_caches_choice():
    facts = {"precompile_events": [{"op": "addmm", "compile_id": "0/0"}], "autotune_events": [],
             "precompile_failures": [FAILURE, dict(FAILURE, choice="BLOCK_M=256")], "files": 1}
    at = collect_autotune(why="mode max-autotune-no-cudagraphs", records=_records(TABLE), facts=facts,
                          code=[("artifacts/code/0.py", TEMPLATES)], profile=None, counters={})
    (op,) = at["ops"]
    assert op["choice_from"] == AUTOTUNE_CACHE and op["winner"]["name"] == "triton_mm_11"
    assert op["kernels"] == ["triton_tem_fused_addmm_t_view_1"] and op["benchmark_s"] is None
    assert (at["tuned_here"], at["from_cache"], at["op_count"]) == (0, 1, 1)
    assert at["cache"]["kind"] == AUTOTUNE_CACHE and at["cache"]["local_path"] == "/cache/inductor/cache/abc"
    text = " ".join(at["notes"])
    assert "local autotune cache (/cache/inductor/cache/abc, 3 op/shape entries before this run)" in text
    assert "triton_mm_11 [triton] BLOCK 64×128×64, 4 warps, 3 stages, runs as triton_tem_fused_addmm_t_view_1" in text
    assert "failed to compile" in text and "tuned no op" not in text


def test_the_counters_say_cache_when_the_trace_is_missing():
    at = collect_autotune(why="mode max-autotune", records=_records(TABLE), facts={}, code=[], profile=None,
                          counters={})
    assert at["ops"][0]["choice_from"] == AUTOTUNE_CACHE
    tuned = collect_autotune(why="mode max-autotune", records=_records(TABLE), facts={}, code=[], profile=None,
                             counters={"select_algorithm_autotune": 1})
    assert tuned["ops"][0]["choice_from"] is None and tuned["cache"] is None  # nothing says which


def test_a_benchmarked_op_is_this_runs():
    facts = {"autotune_events": [{"op": "addmm", "shape": "4096x768, 4096x768, 768x768", "seconds": 1.5}],
             "precompile_events": [{"op": "addmm"}], "files": 1}
    at = collect_autotune(why="mode max-autotune", records=_records(TABLE), facts=facts, code=[], profile=None,
                          counters={"select_algorithm_autotune": 1})
    assert at["ops"][0]["choice_from"] == BENCHMARK and at["tuned_here"] == 1 and at["from_cache"] == 0
    assert not any("cache" in n for n in at["notes"])


def test_without_the_table_the_precompiles_and_the_code_name_the_winners():
    # a torch without trace.log_autotuning_results: precompiled, never benchmarked, no table
    # the code's five template kernels, in order, for the five ops precompiled
    facts = {"precompile_events": [{"op": "addmm", "compile_id": "0/0"}] * 5, "autotune_events": [], "files": 1}
    at = collect_autotune(why="mode max-autotune", records=_records(), facts=facts,
                          code=[("artifacts/code/0.py", TEMPLATES)], profile=None, counters={})
    assert at["from_cache"] == 5 and all(op["choice_from"] == AUTOTUNE_CACHE for op in at["ops"])
    op = at["ops"][0]
    assert op["winner"]["name"] == "triton_tem_fused_addmm_t_view_1" and op["source"] == "trace+code"
    assert op["dims"] == {"M": 4096, "N": 768, "K": 768} and op["winner"]["BLOCK_N"] == 128


def test_a_graph_from_the_fx_graph_cache_lists_its_template_kernels_as_the_earlier_choices():
    facts = {"fx_local_hits": 1, "fx_remote_hits": 0, "files": 1}
    code = [("artifacts/code/0.py", TEMPLATES + "\n    extern_kernels.mm(buf0, buf1, out=buf2)\n")]
    at = collect_autotune(why="mode max-autotune-no-cudagraphs", records=[], facts=facts, code=code, profile=None,
                          cache_hits=1)
    op = at["ops"][0]
    assert op["choice_from"] == FX_CACHE and op["op"] == "addmm" and op["kernels"] == ["triton_tem_fused_addmm_t_view_1"]
    assert at["from_cache"] == at["op_count"] == at["triton_won"] == 5  # every template kernel of the code
    text = " ".join(at["notes"])
    assert "FX graph cache (local: 1)" in text and "calls ATen (mm)" in text and "tuned no op" not in text


@pytest.mark.slow
def test_a_second_process_takes_both_gemms_from_the_autotune_cache(tmp_path):
    env = {"TORCHINDUCTOR_CACHE_DIR": str(tmp_path / "inductor"), "MLP_TINY": "1"}
    args = ("run", "--recipe", str(ROOT / "recipes" / "fp16_mlp_autotune.py"), "--device", "cpu", "--mode",
            "max-autotune-no-cudagraphs", "--inductor-config", "freezing=True", "--only", "compile", "--json")
    accounts = []
    for _ in range(2):
        p = cli(*args, runs_dir=tmp_path / "runs", env=env)
        assert p.returncode == 0, p.stderr[-3000:]
        accounts.append(json.loads(Path(json.loads(p.stdout)["report"]).read_text())["autotune"])
    first, second = accounts
    assert first["op_count"] == 2 and first["tuned_here"] == 2 and first["from_cache"] == 0
    assert second["op_count"] == 2 and second["tuned_here"] == 0 and second["from_cache"] == 2
    assert second["cache"]["local_path"].startswith(env["TORCHINDUCTOR_CACHE_DIR"] + os.sep)
    assert [op["winner"]["name"] for op in second["ops"]] == [op["winner"]["name"] for op in first["ops"]]
    assert any("local autotune cache" in n for n in second["notes"])
