"""The engine's timings against the reference script's, on one GPU, fresh processes, back to back.

One round runs, each in its own process: ``benchmarks/references/seed_bert.py`` (a verbatim copy of
``../shared/reference/seed_bert.py``: each call synchronized, 10 warm-up + 50 timed calls) over eager,
default and reduce-overhead, and the engine (``python -m analyzers run``, default analyses) for modes
default and reduce-overhead, bert-base fp16 B8 S512 under ``torch.inference_mode`` like the reference.
``--engine-first`` runs the engine before the reference (alternate it between rounds, so drift over
the lease hits both). Prints a table and writes ``round<N>.json`` (every figure compared) to ``--out``.

    python benchmarks/engine/bench_h200_timing.py --round 1 --out $OUT
    python benchmarks/engine/bench_h200_timing.py --round 2 --engine-first --out $OUT
    python benchmarks/engine/bench_h200_timing.py --render round1.json round2.json > results.md

Compared: engine latency median (with its 95 % interval) against the reference's median (±5 %);
engine pipelined GPU time per call against the profiler's GPU busy time per forward in the same
report (±3 %), and against that busy time plus one of the GPU's own launch gaps per kernel (measured by the
engine, ``profile.launch_gap``: the idle a union of kernel intervals leaves out); the speedup and its interval; each process's wall time (engine overhead: the two
engine runs against the reference's one process for three modes).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODES = ("default", "reduce-overhead")


def _gpu_state() -> str:
    try:
        return subprocess.run(["nvidia-smi", "--query-gpu=clocks.sm,clocks.max.sm,temperature.gpu,utilization.gpu",
                               "--format=csv,noheader"], capture_output=True, text=True, timeout=20).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def run_reference(out: Path, log_dir: Path, modes: str = "eager,default,reduce-overhead") -> dict:
    env = dict(os.environ, DT="fp16", OUT=str(out))
    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "references" / "seed_bert.py"), modes],
                       capture_output=True, text=True, env=env, cwd=ROOT)
    wall = time.perf_counter() - t0
    with open(log_dir / "reference.log", "a") as f:
        f.write(f"== seed_bert.py {modes}\n{p.stdout}{p.stderr}")
    rows = json.loads((out / f"seed_bert_fp16_{modes.replace(',', '_')}.json").read_text())["rows"]
    return {"wall_s": round(wall, 1), "rc": p.returncode, "rows": {r["mode"]: r for r in rows}}


def run_engine(mode: str, runs: Path, out: Path) -> dict:
    cmd = [sys.executable, "-m", "analyzers", "--runs-dir", str(runs), "run", "--model", "bert-base", "--dtype", "fp16",
           "--batch-size", "8", "--seq-len", "512", "--mode", mode, "--grad-mode", "inference", "--json"]
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    wall = time.perf_counter() - t0
    (out / f"engine_{mode}.log").write_text(p.stderr)
    summary = json.loads(p.stdout.strip().splitlines()[-1])
    report = json.loads(Path(summary["report"]).read_text())
    return {"wall_s": round(wall, 1), "rc": p.returncode, "command": " ".join(cmd[1:]), **extract(report)}


def extract(report: dict) -> dict:
    """The figures compared, from one engine report."""
    b = report.get("benchmark") or {}
    prof = report.get("profile") or {}
    out = {"status": report.get("status"), "stages": {s["name"]: s.get("seconds") for s in report.get("stages", [])},
           "rounds": b.get("rounds"), "stopped": b.get("stopped"), "speedup": b.get("speedup"),
           "speedup_ci": b.get("speedup_ci"), "pipelined_speedup": (b.get("pipelined") or {}).get("speedup"),
           "pipelined_speedup_ci": (b.get("pipelined") or {}).get("speedup_ci"), "unstable": b.get("unstable"),
           "instability": [i["message"] for i in b.get("instability") or []], "host": b.get("host"),
           "launch_gap": prof.get("launch_gap"), "cudagraphs": b.get("cudagraphs")}
    gap = prof.get("launch_gap") or {}
    for name in ("eager", "compiled"):
        lat, pipe, pr = b.get(name) or {}, (b.get("pipelined") or {}).get(name) or {}, prof.get(name) or {}
        busy = [f["busy_us"] / 1e3 for f in pr.get("per_forward") or [] if f.get("busy_us")]
        out[name] = {
            "latency_ms": lat.get("median_ms"), "latency_ci_ms": lat.get("ci_ms"), "latency_flags": lat.get("flags"),
            "latency_calls": lat.get("samples"), "host_wall_ms": lat.get("host_wall_ms"),
            "pipelined_ms": pipe.get("median_ms"), "pipelined_ci_ms": pipe.get("ci_ms"),
            "pipelined_flags": pipe.get("flags"), "host_launch_ms": pipe.get("host_launch_ms"),
            "pipelined_method": pipe.get("method"), "behind_calls": pipe.get("behind_calls"),
            "back_to_back_ms": (pipe.get("back_to_back") or {}).get("median_ms"),
            "calls_per_s": pipe.get("calls_per_s"), "samples_per_s": pipe.get("samples_per_s"),
            "kernels_per_call": pipe.get("kernels_per_call"), "kernel_launches_per_s": pipe.get("kernel_launches_per_s"),
            "profile_busy_ms": round(statistics.median(busy), 4) if busy else None,
            "profile_busy_ms_each": [round(v, 4) for v in busy],
            "profile_wall_ms": (pr.get("wall_us") or 0) / 1e3 or None,
        }
        # busy time plus the GPU's own gap between queued kernels (benchmark.launch_gap), one gap a kernel
        g = gap.get("graph_us") if name == "compiled" and b.get("cudagraphs") else gap.get("stream_us")
        k = pipe.get("kernels_per_call")
        x = out[name]
        x["gap_us"] = g
        x["busy_plus_gaps_ms"] = round(x["profile_busy_ms"] + k * g / 1e3, 4) \
            if x["profile_busy_ms"] and k and g is not None else None
    return out


def run_round(n: int, engine_first: bool, out: Path, per_mode: bool = False) -> dict:
    out.mkdir(parents=True, exist_ok=True)
    runs = Path(f"/tmp/cs_runs{n}")  # the run store (reports, traces): too many files to bring back
    ref_dir = Path(f"/tmp/cs_ref{n}")
    ref_dir.mkdir(exist_ok=True)
    result: dict = {"round": n, "order": "engine first" if engine_first else "reference first", "gpu_state": []}
    # Read torch, triton and transformers from disk once before anything is timed: on a fresh machine the
    # first process to import them pays the cold page cache, whichever side it is.
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import torch, triton, transformers, torch._inductor.compile_fx"], cwd=ROOT)
    result["page_cache_warmup_s"] = round(time.perf_counter() - t0, 1)
    steps = [("engine", m) for m in MODES]
    steps = steps + [("reference", None)] if engine_first else [("reference", None)] + steps
    for kind, mode in steps:
        result["gpu_state"].append(f"before {kind} {mode or ''}: {_gpu_state()}")
        if kind == "reference":
            result["reference"] = run_reference(ref_dir, out)
        else:
            try:
                result.setdefault("engine", {})[mode] = run_engine(mode, runs, out)
            except Exception as e:  # noqa: BLE001 - keep the other steps' figures
                result.setdefault("errors", []).append(f"engine {mode}: {type(e).__name__}: {e}")
        print(f"[round {n}] {kind} {mode or ''} done", file=sys.stderr, flush=True)
    if per_mode:  # one reference process per mode, as the engine runs: the wall-time comparison per mode
        for mode in MODES:
            result.setdefault("reference_per_mode", {})[mode] = run_reference(ref_dir, out, f"eager,{mode}")
            print(f"[round {n}] reference eager,{mode} done", file=sys.stderr, flush=True)
    return result


def _pct(a, b) -> str:
    return f"{100 * (a / b - 1):+.1f} %" if a and b else "?"


def _ci(ci) -> str:
    return f"[{ci[0]:.3f}–{ci[1]:.3f}]" if ci else ""


def table(r: dict) -> str:
    ref = r["reference"]["rows"]
    lines = [f"### Round {r['round']} ({r['order']})", "",
             "| mode | figure | engine | engine 95 % | reference | engine vs reference |", "|---|---|---|---|---|---|"]
    for mode, e in r["engine"].items():
        for name, ref_mode in (("eager", "eager"), ("compiled", mode)):
            x = e[name]
            lines.append(f"| {mode} | {name} latency ms | {x['latency_ms']} | {_ci(x['latency_ci_ms'])} | "
                         f"{ref[ref_mode]['median_ms']} | {_pct(x['latency_ms'], ref[ref_mode]['median_ms'])} |")
    lines += ["", "| mode | figure | pipelined GPU ms (method) | 95 % | profiler GPU busy ms/forward | pipelined vs busy "
              "| gap µs/kernel | busy + gaps ms | pipelined vs busy + gaps "
              "| back to back ms | host launch ms | calls/s | samples/s | kernels/call | launches/s |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for mode, e in r["engine"].items():
        for name in ("eager", "compiled"):
            x = e[name]
            how = f" ({x.get('pipelined_method')}, {x.get('behind_calls')} behind)" if x.get("pipelined_method") else ""
            lines.append(f"| {mode} | {name} | {x['pipelined_ms']}{how} | {_ci(x['pipelined_ci_ms'])} | "
                         f"{x['profile_busy_ms']} | {_pct(x['pipelined_ms'], x['profile_busy_ms'])} | "
                         f"{x.get('gap_us')} | {x.get('busy_plus_gaps_ms')} | "
                         f"{_pct(x['pipelined_ms'], x.get('busy_plus_gaps_ms'))} | "
                         f"{x.get('back_to_back_ms')} | {x['host_launch_ms']} | {x['calls_per_s']} "
                         f"| {x['samples_per_s']} | {x['kernels_per_call']} | {x['kernel_launches_per_s']} |")
    lines += ["", "| mode | speedup (latency) | 95 % | pipelined speedup | 95 % | reference speedup | unstable | rounds, "
              "stop | calls (eager, compiled) | benchmark stage s | engine wall s |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    for mode, e in r["engine"].items():
        ref_speed = ref["eager"]["median_ms"] / ref[mode]["median_ms"]
        lines.append(f"| {mode} | {e['speedup']} | {_ci(e['speedup_ci'])} | {e['pipelined_speedup']} | "
                     f"{_ci(e['pipelined_speedup_ci'])} | {ref_speed:.4f} | {e['unstable']} | {e['rounds']}, {e['stopped']} | "
                     f"{e['eager']['latency_calls']}, {e['compiled']['latency_calls']} | {e['stages'].get('benchmark')} | "
                     f"{e['wall_s']} |")
    for mode, ref_m in (r.get("reference_per_mode") or {}).items():
        rows = ref_m["rows"]
        lines.append(f"- reference process `seed_bert.py eager,{mode}`: eager {rows['eager']['median_ms']} ms, {mode} "
                     f"{rows[mode]['median_ms']} ms, wall {ref_m['wall_s']} s; engine {mode} wall "
                     f"{r['engine'][mode]['wall_s']} s ({r['engine'][mode]['wall_s'] / ref_m['wall_s']:.2f}×)")
    eng_wall = sum(e["wall_s"] for e in r["engine"].values())
    lines += ["", f"Wall time: reference {r['reference']['wall_s']} s (one process, eager + default + "
              f"reduce-overhead); engine {eng_wall:.1f} s (two processes: "
              + ", ".join(f"{m} {e['wall_s']} s" for m, e in r["engine"].items())
              + f"); ratio {eng_wall / r['reference']['wall_s']:.2f}×."]
    for mode, e in r["engine"].items():
        for msg in e["instability"]:
            lines.append(f"- {mode}: {msg}")
    for mode, e in r["engine"].items():
        g = e.get("launch_gap") or {}
        if g:
            lines.append(f"- {mode}: the GPU's own gap between queued kernels: {g.get('stream_us')} µs launched one by "
                         f"one, {g.get('graph_us')} µs in a CUDA graph ({g.get('method')})")
    lines += ["", "GPU state (SM MHz, max SM MHz, °C, util): " + "; ".join(r["gpu_state"]), ""]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--round", type=int, default=1)
    ap.add_argument("--engine-first", action="store_true")
    ap.add_argument("--per-mode-reference", action="store_true",
                    help="also run the reference once per mode (eager,MODE), for the wall-time comparison per mode")
    ap.add_argument("--out", default=os.environ.get("OUT", "/tmp/out"))
    ap.add_argument("--render", nargs="+", help="round JSON files: print their tables as Markdown")
    a = ap.parse_args()
    if a.render:
        print("\n".join(table(json.loads(Path(p).read_text())) for p in a.render))
        return
    out = Path(a.out)
    r = run_round(a.round, a.engine_first, out, a.per_mode_reference)
    (out / f"round{a.round}.json").write_text(json.dumps(r, indent=1))
    print(table(r))


if __name__ == "__main__":
    main()
