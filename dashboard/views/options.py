"""A run's options in words — each option's label and help, drawn by the New run form and the Overview's Options
table alike — and which compile options can work here, and why the others cannot (from the schema's own checks)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from analyzers.report.schema import CompileOptions

# What the New run form and the Options table call each option (the schema's field, ``CompileOptions``)
OPTION_LABELS = {
    "model": "Model", "source": "Source", "recipe_folder": "Recipe folder", "inputs": "Inputs",
    "device": "Device", "dtype": "Dtype", "backend": "Backend", "mode": "Mode", "dynamic": "Dynamic shapes",
    "fullgraph": "fullgraph", "batch_size": "Batch size", "seq_len": "Sequence length",
    "inductor_config": "Inductor config overrides", "dynamo_config": "Dynamo config overrides",
    "iterations": "Timed calls per figure", "warmup": "Warm-up calls", "bench_seconds": "Time budget per figure",
    "min_calls": "Timed calls per figure, at least", "max_calls": "Timed calls per figure, at most",
    "bench_processes": "Timing processes", "grad_mode": "Gradients", "timeout_s": "Timeout",
    "workload": "Workload", "prompt_len": "Prompt tokens", "new_tokens": "New tokens", "cache": "KV cache",
    "numerics_budget_s": "Time budget to find why outputs differ", "mark_dynamic": "Inputs marked dynamic",
    "memory_format": "Memory format", "matmul_precision": "fp32 matmul precision", "autocast": "Autocast",
    "side_by_side": "Parent's options, timed side by side", "regional_block": "Repeated block (cold start)",
    "cold_routes": "Cold-start routes", "compile_changes": "Compile-time changes tried (process pairs each)",
    "only": "Analyses", "label": "Label",
}
SECONDS_OPTIONS = ("timeout_s", "numerics_budget_s", "bench_seconds")  # values in seconds
GRAD_MODE_WORDS = {"no_grad": "off (torch.no_grad)", "inference": "off (torch.inference_mode)"}


def option_label(key: str) -> str:
    """The words for option ``key`` (an unknown key, from a newer schema, as it is spelled)."""
    return OPTION_LABELS.get(key, key.replace("_", " "))


def option_value(key: str, value: object) -> str:
    """An option's value as the Options table says it: seconds with their unit, a config mapping as ``KEY=VALUE``
    pairs (``none`` when empty), the gradient mode by torch's call."""
    if key == "side_by_side" and isinstance(value, dict):  # the parent's values of the options this run changed
        return "; ".join(f"{option_label(k)}: {option_value(k, v)}" for k, v in value.items()) or "none"
    if isinstance(value, dict):
        return ", ".join(f"{k}={v}" for k, v in value.items()) or "none"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "none"
    if key in SECONDS_OPTIONS and isinstance(value, (int, float)) and not isinstance(value, bool):
        minutes = f" ({value / 60:g} min)" if value >= 120 and value % 60 == 0 else ""
        return f"{value:g} s{minutes}"
    if key == "grad_mode":
        return GRAD_MODE_WORDS.get(str(value), str(value))
    if key == "autocast" and not value:
        return "off"
    return "" if value is None else str(value)


# Short help for every option the New run page offers.
OPTION_HELP = {
    "device": "Where the model runs. CUDA needs a GPU on the machine that runs the worker.",
    "dtype": "Weights and floating-point inputs are cast to this type.",
    "backend": "torch.compile backend. inductor generates Triton (GPU) or C++ (CPU) kernels; "
    "aot_eager and eager only trace, for telling Dynamo problems from Inductor ones.",
    "mode": "Inductor mode. reduce-overhead adds CUDA graphs; max-autotune also benchmarks kernel "
    "choices (slow to compile).",
    "fullgraph": "Fail on the first graph break instead of falling back to Python.",
    "dynamic": "auto: compile static first, dynamic after a shape changes; true: dynamic from the start; "
    "false: always specialise.",
    "batch_size": "Batch size of the example inputs (zoo and demo models).",
    "seq_len": "Sequence length of the example inputs (text models).",
    "timing": "Time budget: eager and compiled are timed in interleaved rounds until the budget is spent or every "
              "median is known to within ±2 %. A fixed number of calls: exactly that many, however long they take.",
    "iterations": "Exactly this many timed calls of eager and of compiled for each figure (latency, pipelined).",
    "rounds": "Decode: how many times each of eager and compiled generates the whole sequence, timed (at most 5).",
    "bench_seconds": "Seconds of timed calls for each of eager and compiled, in interleaved rounds (the default: "
                     "2 s on GPU, 10 s on CPU). Stops early once every median is known to within ±2 %.",
    "warmup": "Untimed calls before timing.",
    "timeout_s": "The worker is stopped after this many seconds.",
    "inductor_config": "Overrides of torch._inductor.config, one KEY=VALUE a line, e.g. coordinate_descent_tuning=True. "
    "Only keys that take True/False, a number or one of fixed choices, checked against this torch's own types; keys "
    "that name a program, a path, free text or code (cpp.cxx, cuda.cutlass_dir) cannot be set here.",
    "dynamo_config": "Overrides of torch._dynamo.config, one KEY=VALUE a line, e.g. capture_scalar_outputs=True "
    "(traces .item() instead of breaking the graph). Only keys that take True/False, a number or one of fixed "
    "choices, checked against this torch's own types.",
    "only": "Analyses to run; the model is always loaded first. counters (CUDA only, opt-in) reads hardware "
            "counters of every kernel with Nsight Compute: a minute or more on a large model.",
    "label": "A name for this run in the Runs table (optional).",
    "workload": "One forward over a fixed batch, or an LLM's decode: a prefill, then one token at a time with a "
                "KV cache, eager against compiled, step by step (needs a causal LM: gpt2, llama-1b, tiny-gpt2, "
                "tiny-llama, or a causal-LM checkpoint or recipe).",
    "prompt_len": "Decode: tokens of the prompt (the prefill).",
    "new_tokens": "Decode: tokens to generate: the prefill's one and new tokens - 1 decode steps.",
    "cache": "Decode: static (transformers' StaticCache: fixed shapes, what CUDA graphs need) or dynamic "
             "(DynamicCache: grows a token a step, so shapes change every step).",
}


@dataclass
class Choice:
    value: str
    reason: str | None = None  # why it cannot be chosen here; None when it can

    @property
    def ok(self) -> bool:
        return self.reason is None


def choices(
    field: str,
    values: tuple[str, ...],
    chosen: CompileOptions,
    problems_of: Callable[[CompileOptions], list[str]] = CompileOptions.problems,
    cuda_available: bool = False,
    cuda_note: str = "",
) -> list[Choice]:
    """Each value of ``field``, with a reason when it cannot work alongside the ``chosen`` options.

    ``problems_of`` is the engine's own check (the schema's, or validate.request_problems with the
    machine facts), so the form and the engine never disagree about what can run.
    """
    before = set(problems_of(chosen))
    out = []
    for v in values:
        if field == "device" and v == "cuda" and not cuda_available:
            out.append(Choice(v, cuda_note or "no CUDA GPU on this machine"))
            continue
        trial = dataclasses.replace(chosen, **{field: v})
        new = [p for p in problems_of(trial) if p not in before]
        out.append(Choice(v, "; ".join(new) if new else None))
    return out


def usable(cs: list[Choice]) -> list[str]:
    return [c.value for c in cs if c.ok]


def disabled_notes(cs: list[Choice]) -> list[str]:
    return [f"{c.value}: {c.reason}" for c in cs if not c.ok]


def cuda_note(machine: dict) -> str:
    """Why CUDA is off, from the engine's machine info."""
    if machine.get("error"):
        return f"could not ask the engine about this machine ({machine['error']})"
    torch_v = machine.get("torch")
    if not torch_v:
        return "torch is not installed where the worker runs"
    return f"no GPU: torch {torch_v} on this machine reports no CUDA device"
