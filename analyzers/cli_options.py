"""The command line's shared option groups (compile options, benchmark budget, workload) and its error line."""

from __future__ import annotations

import argparse
import sys

from .report.schema import (
    ANALYSES,
    BACKENDS,
    CACHES,
    DEFAULT_ANALYSES,
    DTYPES,
    DYNAMIC,
    GRAD_MODES,
    MODES,
    WORKLOADS,
    CompileOptions,
    default_analyses,
)


def add_run_options(p: argparse.ArgumentParser) -> None:
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--model", help="zoo name (bert-base, tiny-bert, ...), demo:NAME, hf:/checkpoint/dir, or FILE.py")
    src.add_argument("--recipe", help="a Python file defining build_model() and example_inputs()")
    p.add_argument("--backend", default="inductor", choices=BACKENDS)
    p.add_argument("--mode", default="default", choices=MODES)
    p.add_argument("--fullgraph", action="store_true", help="fail on the first graph break")
    p.add_argument("--dynamic", default="auto", choices=DYNAMIC)
    p.add_argument("--dtype", default="fp32", choices=DTYPES)
    p.add_argument("--device", default=None, help="cpu or cuda (default: cuda when available)")
    p.add_argument("--batch-size", type=int, default=1)
    p.add_argument("--seq-len", type=int, default=32)
    p.add_argument("--inductor-config", action="append", default=[], metavar="KEY=VALUE")
    add_dynamo_option(p)
    add_bench_options(p)
    p.add_argument("--grad-mode", default="no_grad", choices=GRAD_MODES,
                   help="no_grad (default) or inference (torch.inference_mode) around every call")
    p.add_argument("--timeout", type=int, default=1200, help="seconds before the run is killed (default 20 min)")
    p.add_argument("--only", default=None,
                   help=f"comma list of analyses from {','.join(ANALYSES)} (default {','.join(DEFAULT_ANALYSES)}; "
                        "counters: Nsight Compute, CUDA only)")
    add_workload_options(p)
    p.add_argument("--regional-block", default="", metavar="PATH",
                   help="cold start: the module path of the nn.ModuleList / nn.Sequential whose repeated children the "
                        "jit-regional route compiles one by one (e.g. model.layers; default: the longest run of "
                        "same-class siblings in the model; none: no jit-regional route)")
    p.add_argument("--cold-routes", default="", metavar="ROUTE,...",
                   help="cold start: the routes to run, a comma list of eager, jit-cold, jit-regional, jit-warm-cache, "
                        "jit-mega-cache, aot-package (default: all; the others are skipped and say so)")
    p.add_argument("--try-compile-changes", type=int, nargs="?", const=2, default=0, metavar="PAIRS",
                   help="cold start: time each compile-time change (regional compilation, one compile thread, the "
                        "other mode, dynamic=True where the run recompiled) in PAIRS pairs of fresh processes beside "
                        "a whole-model baseline, and give each a verdict (default pairs 2)")
    p.add_argument("--label", default="")
    p.add_argument("--json", action="store_true", help="print the run summary as one JSON object on stdout")
    p.add_argument("--fail-on-breaks", action="store_true", help="exit 3 when the model has graph breaks")
    add_numerics_options(p)


def add_dynamo_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--dynamo-config", action="append", default=[], metavar="KEY=VALUE",
                   help="a torch._dynamo.config key to set for the run (repeatable), e.g. capture_scalar_outputs=True; "
                        "only keys that take True/False, a number or one of fixed choices")


def add_bench_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--bench-seconds", type=float, default=0.0,
                   help="seconds of timed calls for each of eager and compiled (default 0: 2 s on GPU, 10 s on CPU); "
                        "split over the timing processes; a process stops early once every interval is within ±1 %%")
    p.add_argument("--bench-processes", type=int, default=None,
                   help="fresh processes to time in, one after another, a further one while they disagree (default 2; "
                        "0: the worker's own process, cheaper and less like a plain script)")
    p.add_argument("--min-calls", type=int, default=3, help="timed calls per figure at least, even past the budget (default 3)")
    p.add_argument("--max-calls", type=int, default=1000, help="timed calls per figure at most (default 1000)")
    p.add_argument("--iterations", type=int, default=0,
                   help="0 (the default): time under the --bench-seconds budget; N > 0: exactly N timed calls per "
                        "figure instead (decode: N timed rounds, at most 5; 0: one round)")
    p.add_argument("--warmup", type=int, default=10, help="untimed calls of each before timing, at most a tenth of the budget (default 10)")


def add_workload_options(p: argparse.ArgumentParser) -> None:
    d = CompileOptions()
    p.add_argument("--workload", default="forward", choices=WORKLOADS,
                   help="forward: one forward over a fixed batch; decode: prefill, then one token at a time with a "
                        f"KV cache (a causal LM; default analyses {','.join(default_analyses('decode'))})")
    p.add_argument("--prompt-len", type=int, default=d.prompt_len, help="decode: prompt tokens")
    p.add_argument("--new-tokens", type=int, default=d.new_tokens,
                   help="decode: tokens to generate (the prefill's one and new_tokens - 1 decode steps)")
    p.add_argument("--cache", default=d.cache, choices=CACHES, help="decode: KV cache (StaticCache / DynamicCache)")


def workload_fields(a: argparse.Namespace) -> dict:
    """The options of ``add_workload_options`` as CompileOptions fields (and the cold start's ``--regional-block``
    and ``--cold-routes``: the request builder's one door for options of add_run_options' own)."""
    return {"workload": a.workload, "prompt_len": a.prompt_len, "new_tokens": a.new_tokens, "cache": a.cache,
            "regional_block": getattr(a, "regional_block", ""),
            "compile_changes": getattr(a, "try_compile_changes", 0) or 0,
            "cold_routes": [r.strip() for r in (getattr(a, "cold_routes", "") or "").split(",") if r.strip()]}


def fail(msg: str, code: int = 2) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return code


def add_numerics_options(p: argparse.ArgumentParser) -> None:
    """Numerics: the search's budget and the exit code for a model whose numbers differ."""
    p.add_argument("--numerics-budget", type=float, default=CompileOptions().numerics_budget_s, metavar="SECONDS",
                   help="seconds for finding why compiled and eager differ (first module, then CompilerBisector in a "
                        "child process) when they do (default %(default)g)")
    p.add_argument("--fail-on-numerics", action="store_true",
                   help="exit 4 when a compiled output differs from eager's beyond the dtype's tolerance")
