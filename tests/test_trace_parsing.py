"""Trace capture, structured-trace parsing and kernel splitting, checked against ``tlparse``.

CPU only. The live compiles run once per module (fixture ``live``); recorded logs in
``tests/data`` let the parsing tests run without compiling. To re-record them, run
``python tests/test_trace_parsing.py record``.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import logging
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analyzers.analyses.codegen.codegen import language_of, split_kernels
from analyzers.analyses.trace.compile_attempts import attempt_ids
from analyzers.analyses.trace.compile_trace import TraceParseError, collect_compile_trace

log = logging.getLogger(__name__)
DATA = Path(__file__).parent / "data"
RECORDED_LOG = DATA / "trace_cpu_mlp_break_recompile.log"
GPU_LOG = DATA / "trace_gpu_torch211_mlp_train_break_recompile_template_foreach.log"  # H200, torch 2.11
TRITON_SAMPLE = DATA / "triton_output_sample_handwritten.py"
TRITON_SAMPLE_PROVENANCE = DATA / "triton_output_sample_handwritten_provenance.json"


# --- the compiled programs -------------------------------------------------------------------

def _make_mlp():
    import torch

    class MLP(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.l1 = torch.nn.Linear(16, 32)
            self.l2 = torch.nn.Linear(32, 8)
            self.ln = torch.nn.LayerNorm(8)

        def forward(self, x):
            return self.ln(self.l2(torch.relu(self.l1(x))))

    return MLP().eval()


def _with_break(x):
    x = x.sin() + 1
    print("graph break here")  # the graph break
    return x.cos() * 2


def _reduce(x):
    return (x * 2).sum(-1)


BREAK_LINE = inspect.getsourcelines(_with_break)[1] + 2


def _compile_all() -> None:
    import torch

    with torch.no_grad():
        torch.compile(_make_mlp())(torch.randn(4, 16))
        torch.compile(_with_break)(torch.randn(8))
        f = torch.compile(_reduce, dynamic=False)
        f(torch.randn(3, 5))
        f(torch.randn(4, 6))  # new shape with dynamic=False -> recompile


# --- helpers ---------------------------------------------------------------------------------

_KEEP_ARTIFACTS = re.compile(
    r"dynamo_graph_break_reason|recompile_reasons|inductor_provenance_tracking_\w+|torch_version|\w+_cache_(hit|miss|bypass)"
    r"|inductor_collective_schedule"
)
_DROP_METRICS = ("dynamo_config", "inductor_config", "functorch_config", "compiler_config", "inductor_provenance")
_PHASE_EVENTS = ('"entire_frame_compile"', '"backend_compile"', '"inductor_compile"', '"code_gen"')


def _set_payload(meta: dict, block: list[str], head: str, payload: str) -> None:
    meta["has_payload"] = hashlib.md5(payload.encode()).hexdigest()
    block[:] = [head[: head.index("{")] + json.dumps(meta) + "\n"] + [f"\t{ln}\n" for ln in payload.split("\n")]


def trim_log(src: Path, dst: Path) -> None:
    """Copy a trace keeping only what the parser reads (drops big graphs/configs/other spans)."""
    out: list[str] = []
    block: list[str] = []

    def flush() -> None:
        if not block:
            return
        head = block[0]
        meta = json.loads(head[head.index("{"):])
        event = next(iter(meta))
        keep = True
        if event in ("describe_tensor", "describe_storage", "describe_source", "dump_file"):
            keep = False
        elif event == "artifact":
            name = meta["artifact"].get("name", "")
            keep = bool(_KEEP_ARTIFACTS.fullmatch(name))
            if keep and name.endswith(("_hit", "_miss", "_bypass")):  # big cache-key dumps
                _set_payload(meta, block, head, "{}")
        elif event in ("aot_inference_graph", "aot_forward_graph", "aot_backward_graph", "aot_joint_graph",
                       "inductor_post_grad_graph"):
            keep = False
        elif event == "chromium_event":
            keep = any(f'"name": {n}' in "".join(block[1:4]) for n in _PHASE_EVENTS)
            if keep:  # drop the (large) args, keep what phase timing needs
                ev = json.loads("".join(ln[1:] for ln in block[1:]))
                ev["args"] = {"compile_id": (ev.get("args") or {}).get("compile_id")}
                _set_payload(meta, block, head, json.dumps(ev, indent=0))
        elif event.endswith("compilation_metrics_runtime"):
            keep = False
        elif event.endswith("compilation_metrics"):
            for k in _DROP_METRICS:
                meta[event].pop(k, None)
            head = head[: head.index("{")] + json.dumps(meta) + "\n"
            block[0] = head
        if keep:
            out.extend(block)
        block.clear()

    with open(src, encoding="utf-8", newline="\n") as fh:
        for line in fh:
            if not line.startswith("\t"):
                flush()
            block.append(line)
    flush()
    dst.write_text("".join(out), encoding="utf-8", newline="\n")


def _tlparse(log_path: Path, out_dir: Path) -> tuple[dict, str]:
    exe = shutil.which("tlparse") or str(Path(sys.executable).parent / "tlparse")
    if not Path(exe).exists():
        pytest.skip("tlparse CLI not installed (pip install tlparse)")
    subprocess.run([exe, str(log_path), "-o", str(out_dir), "--no-browser", "--overwrite"],
                   check=True, capture_output=True, timeout=120)
    directory = json.loads((out_dir / "compile_directory.json").read_text())
    index = (out_dir / "index.html").read_text(errors="replace")
    return directory, index


def _tl_summary(directory: dict, index: str) -> dict:
    """What tlparse reports: compile ids (with attempts), artifact counts, restart count."""
    ids, names = set(), []
    for key, val in directory.items():
        cid = key.strip("[]")
        arts = val.get("artifacts", []) if isinstance(val, dict) else val
        names += [a.get("name", "") if isinstance(a, dict) else str(a) for a in arts]
        if cid not in ("-/-", "unknown"):
            ids.add(cid)
    m = re.search(r"This run had\s*(?:<[^>]+>\s*)*(\d+) restart", index)
    return {
        "ids": ids,
        "recompiles": sum(n.startswith("recompile_reasons") for n in names),
        "graph_breaks": sum(n.startswith("dynamo_graph_break_reason") for n in names),
        "output_code": sum(n.startswith("inductor_output_code") for n in names),
        "fx_cache": sum(n.startswith("fx_graph_cache_") for n in names),
        "restarts": int(m.group(1)) if m else None,
    }


def _our_summary(r: dict) -> dict:
    ids = {i for c in r["compile_ids"] for i in attempt_ids(c)}
    fx = r["cache"]["by_kind"].get("fx_graph", {})
    return {
        "ids": ids,
        "recompiles": len(r["recompiles"]),
        "graph_breaks": len(r["graph_breaks"]),
        "output_code": len(r["output_code"]),
        "fx_cache": sum(fx.values()),
        "restarts": sum(1 for c in r["compile_ids"] if c["restart_reasons"] or c["fail_type"]),
    }


def _assert_matches_tlparse(result: dict, log_path: Path, out_dir: Path) -> dict:
    tl = _tl_summary(*_tlparse(log_path, out_dir))
    ours = _our_summary(result)
    log.info("tlparse: %s / ours: %s", tl, ours)
    for key in ("ids", "recompiles", "graph_breaks", "output_code", "fx_cache"):
        assert ours[key] == tl[key], key
    if tl["restarts"] is not None:
        assert ours["restarts"] == tl["restarts"]
    return tl


def _check_expected_content(r: dict, break_file_suffix: str, break_line: int | None = BREAK_LINE) -> None:
    assert len(r["compile_ids"]) == 5
    assert all(c["status"] in ("ok", "ok_after_restart") for c in r["compile_ids"])
    assert all(c["seconds"] and c["seconds"] > 0 for c in r["compile_ids"])
    assert r["total_s"] == pytest.approx(sum(c["seconds"] for c in r["compile_ids"]), rel=1e-3)
    assert r["total_s"] == pytest.approx(sum(r["phases"].values()), rel=1e-2)
    [rc] = r["recompiles"]
    assert rc["compile_id"].endswith("/1") and "mismatch" in rc["reason"]
    [gb] = r["graph_breaks"]
    assert gb["file"].endswith(break_file_suffix) and isinstance(gb["line"], int)
    if break_line is not None:
        assert gb["line"] == break_line
    assert "print" in gb["reason"] and gb["user_stack"]
    assert r["guards"] and all(r["guards"].values())
    assert r["guards_checked"] == {cid: len(g) for cid, g in r["guards"].items()}  # the count every view shows
    assert r["cache"]["hits"] + r["cache"]["misses"] >= 5
    assert r["unparsed_lines"] == 0


def _check_cpu_kernels(r: dict) -> list:
    assert r["output_code"] and all(oc["text"] for oc in r["output_code"])
    mlp = r["output_code"][0]
    assert language_of(mlp["text"]) == "cpp"
    idx = mlp["provenance_index"]
    prov = r["provenance"][idx] if idx is not None else None
    kernels = split_kernels(mlp["text"], mlp["path_hint"], prov)
    cpp = [k for k in kernels if k.lang == "cpp"]
    assert cpp and all(k.fused_ops for k in cpp)
    assert {"pointwise", "reduction"} <= {k.kind for k in cpp}  # relu / layer norm
    assert any(k.kind == "extern" and "addmm" in k.name for k in kernels)
    lines = mlp["text"].split("\n")
    for k in cpp:
        assert k.name in lines[k.start_line - 1] and k.calls_per_forward == 1
        assert k.end_line > k.start_line
    return kernels


# --- live capture (compiles once) ------------------------------------------------------------

@pytest.fixture(scope="module")
def live(tmp_path_factory):
    torch = pytest.importorskip("torch")
    from torch._logging import _internal

    from analyzers.analyses.trace.trace_capture import capture_trace

    out = tmp_path_factory.mktemp("trace")
    before = (list(_internal.trace_log.handlers), _internal.trace_log.level)
    prov_before = getattr(torch._inductor.config.trace, "provenance_tracking_level", None)
    torch._dynamo.reset()
    try:
        with capture_trace(out) as cap:
            _compile_all()
    finally:
        torch._dynamo.reset()
    after = (list(_internal.trace_log.handlers), _internal.trace_log.level)
    prov_after = getattr(torch._inductor.config.trace, "provenance_tracking_level", None)
    return {"cap": cap, "dir": out, "restored": before == after and prov_before == prov_after}


def test_capture_writes_one_log_and_restores_state(live):
    cap = live["cap"]
    assert live["restored"]
    assert cap.log_path is not None and cap.log_path.name.startswith("dedicated_log_torch_trace_")
    assert len(cap.log_files) == 1
    assert isinstance(cap.notes, list)


def test_live_log_matches_tlparse(live, tmp_path):
    r = collect_compile_trace(live["cap"].log_path)
    _check_expected_content(r, Path(__file__).name)
    assert 0 < r["trace_logging_s"] < r["total_s"]  # torch's count of the trace's own logging, inside the compiles
    _assert_matches_tlparse(r, live["cap"].log_path, tmp_path / "tl")
    assert collect_compile_trace(live["dir"])["compile_ids"] == r["compile_ids"]  # dir input


def test_a_capture_counts_its_own_logging_only(tmp_path):
    """torch keeps its logging count per compile id for the whole process: an earlier traced compile's seconds
    (here a planted 100 s for compile id 0/0) must not enter this capture's figure."""
    torch = pytest.importorskip("torch")
    from torch._logging import _internal

    from analyzers.analyses.trace.trace_capture import capture_trace

    if not hasattr(_internal, "structured_logging_overhead"):
        pytest.skip("this torch counts no logging seconds")
    torch._dynamo.reset()
    _internal.structured_logging_overhead["0_0"] = 100.0
    with capture_trace(tmp_path):
        torch.compile(lambda x: (x.sin() * 2).relu())(torch.randn(64))
    r = collect_compile_trace(tmp_path)
    assert 0 < r["trace_logging_s"] < r["total_s"] < 100


def test_live_split_kernels_cpu(live):
    r = collect_compile_trace(live["cap"].log_path)
    kernels = _check_cpu_kernels(r)
    if r["provenance"]:
        ln = next(k for k in kernels if "layer_norm" in k.name)
        assert ln.source_nodes == ["layer_norm"]


def test_trim_keeps_parse_result(live, tmp_path):
    dst = tmp_path / "trimmed.log"
    trim_log(live["cap"].log_path, dst)
    full, small = collect_compile_trace(live["cap"].log_path), collect_compile_trace(dst)
    for key in ("compile_ids", "recompiles", "graph_breaks", "cache", "guards", "output_code", "total_s"):
        assert small[key] == full[key], key


# --- recorded data (no compile) --------------------------------------------------------------

def test_recorded_log_parses_and_matches_tlparse(tmp_path):
    r = collect_compile_trace(RECORDED_LOG)
    _check_expected_content(r, "test_trace_parsing.py", break_line=None)
    _check_cpu_kernels(r)
    assert r["torch_version"]
    _assert_matches_tlparse(r, RECORDED_LOG, tmp_path / "tl")
    json.dumps(r)  # plain JSON


def test_recorded_gpu_log_torch211(tmp_path):
    """A real torch 2.11 / Triton 3.6 trace: training MLP, break, recompile, mm template, foreach."""
    r = collect_compile_trace(GPU_LOG)
    assert r["torch_version"].startswith("2.11") and r["unparsed_lines"] == 0
    _assert_matches_tlparse(r, GPU_LOG, tmp_path / "tl")
    assert len(r["recompiles"]) == 1 and len(r["graph_breaks"]) == 1
    assert r["phases"]["codegen"] > 0 and r["total_s"] == pytest.approx(sum(r["phases"].values()), rel=1e-2)
    kernels = []
    for oc in r["output_code"]:
        assert language_of(oc["text"]) == "triton"
        kernels += split_kernels(oc["text"], oc["path_hint"], r["provenance"])
    kinds = {k.kind for k in kernels}
    assert {"pointwise", "reduction", "persistent_reduction", "template", "foreach", "extern"} <= kinds
    assert all(k.lang == "triton" for k in kernels if k.kind != "extern")
    assert all(k.fused_ops for k in kernels)
    ln = next(k for k in kernels if k.name == "triton_per_fused_native_layer_norm_1")
    assert ln.source_nodes == ["layer_norm"] and "native_layer_norm" in ln.fused_ops


def test_malformed_and_truncated_lines_are_counted(tmp_path):
    good = RECORDED_LOG.read_text(encoding="utf-8").split("\n")
    cut = len(good) * 2 // 3
    bad = tmp_path / "bad.log"
    junk = [
        "not a trace line at all",
        "V1130 11:24:36.219000 5308 torch/x.py:1] {broken json",
        "\tpayload line with no record before it",
        "V1130 11:24:36.219000 5308 torch/x.py:1] [1, 2]",
        "\x00\x01binary\xff",
    ]
    bad.write_text("\n".join(junk[:3] + good[:cut] + junk[3:] + good[cut:-40]), encoding="utf-8")
    r = collect_compile_trace(bad)
    assert r["unparsed_lines"] >= len(junk) - 1
    assert r["compile_ids"]


def test_garbage_raises_trace_parse_error(tmp_path):
    for name, content in (("empty.log", b""), ("foreign.log", b"hello\nworld\n" * 100),
                          ("binary.log", bytes(range(256)) * 50)):
        p = tmp_path / name
        p.write_bytes(content)
        with pytest.raises(TraceParseError):
            collect_compile_trace(p)
    with pytest.raises(TraceParseError):
        collect_compile_trace(tmp_path / "missing.log")
    with pytest.raises(TraceParseError):
        collect_compile_trace(tmp_path)  # folder without logs


# --- Triton sample (hand-written) ------------------------------------------------------------

def test_split_kernels_triton_sample():
    src = TRITON_SAMPLE.read_text()
    assert language_of(src) == "triton"
    kernels = {k.name: k for k in split_kernels(src, "sample.py")}
    kinds = {k.kind for k in kernels.values()}
    assert {"pointwise", "reduction", "persistent_reduction", "template", "extern", "foreach"} <= kinds
    assert kernels["triton_tem_fused_addmm_relu_0"].kind == "template"
    assert kernels["triton_per_fused_native_layer_norm_1"].fused_ops == ["native_layer_norm"]
    assert kernels["triton_per_fused_native_layer_norm_1"].source_nodes == ["layer_norm"]
    assert kernels["triton_poi_fused_add_mul_3"].calls_per_forward == 2
    assert kernels["extern_kernels.mm"].source_nodes == ["matmul"]
    assert "torch.ops.aten._scaled_dot_product_flash_attention.default" in kernels
    assert all(k.lang == "triton" for k in kernels.values() if k.kind != "extern")
    assert not any("benchmark" in k.name or "rand_strided" in k.name for k in kernels.values())


def test_split_kernels_triton_sample_with_provenance():
    src = TRITON_SAMPLE.read_text()
    prov = json.loads(TRITON_SAMPLE_PROVENANCE.read_text())
    kernels = {k.name: k for k in split_kernels(src, "sample.py", prov)}
    ln = kernels["triton_per_fused_native_layer_norm_1"]
    assert ln.fused_ops == ["native_layer_norm", "var_mean", "sub", "add", "rsqrt", "mul"]
    assert kernels["extern_kernels.addmm"].source_nodes == ["linear_1"]
    # the whole provenance list (as collect_compile_trace returns it) picks the matching entry
    other = {"node_mappings": {"cppCodeToPost": {"cpp_fused_relu_0:1": ["relu"]}, "postToPre": {}}}
    listed = {k.name: k for k in split_kernels(src, "sample.py", [other, {"node_mappings": prov}])}
    assert listed["triton_per_fused_native_layer_norm_1"].fused_ops == ln.fused_ops
    assert kernels["triton_tem_fused_addmm_relu_0"].source_nodes == ["linear", "relu"]


def test_split_kernels_odd_input():
    assert split_kernels("", "x") == []
    assert split_kernels("x = async_compile.triton('x', '''\n@triton.jit\ndef x(): pass", "x")[0].kind == "other"
    assert language_of("print('hi')") == "unknown"


def _record() -> None:
    """Re-record tests/data from a live CPU compile (run by hand)."""
    import tempfile

    import torch

    from analyzers.analyses.trace.trace_capture import capture_trace

    with tempfile.TemporaryDirectory() as d:
        torch._dynamo.reset()
        with capture_trace(d) as cap:
            _compile_all()
        DATA.mkdir(exist_ok=True)
        trim_log(cap.log_path, RECORDED_LOG)
    print(RECORDED_LOG, RECORDED_LOG.stat().st_size)


if __name__ == "__main__" and sys.argv[1:] == ["record"]:
    _record()
