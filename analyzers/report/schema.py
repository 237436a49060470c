"""Report schema: the records that cross the engine/dashboard boundary.

Stdlib only: the dashboard imports this module without torch. A report is stored as JSON
(``runs/<run_id>/report.json``); every record here round-trips through ``to_dict``/``from_dict``.
"""

from __future__ import annotations

import dataclasses
import os
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

SCHEMA_VERSION = 1

RUN_ID_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
LABEL_MAX = 200  # characters; the label is kept as given, the run id carries an ASCII slug of it
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")

_MODULE_PATH = re.compile(r"[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*")  # a module path as named_modules writes it
BACKENDS = ("inductor", "aot_eager", "eager", "cudagraphs")
MODES = ("default", "reduce-overhead", "max-autotune", "max-autotune-no-cudagraphs")
DYNAMIC = ("auto", "true", "false")
DTYPES = ("fp32", "fp16", "bf16")
DEVICES = ("cpu", "cuda")
GRAD_MODES = ("no_grad", "inference")
# forward: one forward over a fixed batch (the default). decode: an LLM's prefill, then one token at a time
# with a KV cache (``--cache static|dynamic``: transformers' StaticCache / DynamicCache).
WORKLOADS = ("forward", "decode")
CACHES = ("static", "dynamic")
MEMORY_FORMATS = ("contiguous", "channels_last")
MATMUL_PRECISIONS = ("highest", "high")
AUTOCASTS = ("", "bf16")

# Stages a run goes through, in order. ``--only`` picks a subset of ANALYSES; without it a run does
# DEFAULT_ANALYSES. ``counters`` (Nsight Compute replays every kernel of a forward: a minute or
# more on a large model) runs only when asked for.
ANALYSES = ("explain", "compile", "code", "benchmark", "profile", "layout", "counters", "decode", "numerics",
            "cold_start")
# layout: memory formats of inputs, convolution weights and outputs, Inductor's layout conversions.
# numerics: every output of every input, compiled against eager; a bisection only when one differs.
# cold_start (``python -m analyzers cold-start``): fresh processes per route (jit cold / warm cache /
# mega-cache, an AOTInductor package), time to first output and steady state; only when asked for.
DEFAULT_ANALYSES = ANALYSES[:6] + ("numerics",)
# A decode run times prefill and every decode step (``decode``) instead of one forward (``benchmark``);
# explain, compile, code and profile look at one decode step.
DEFAULT_DECODE_ANALYSES = ("explain", "compile", "code", "profile", "decode")
STAGES = ("load",) + ANALYSES


def default_analyses(workload: str = "forward") -> list[str]:
    return list(DEFAULT_DECODE_ANALYSES if workload == "decode" else DEFAULT_ANALYSES)

# Run status: queued -> running -> ok | partial | failed | cancelled
FINAL_STATUSES = ("ok", "partial", "failed", "cancelled")

# Graph-break categories: one per demo model cause, then the kinds torch's graph-break registry adds
# (analyses/breaks/break_categories.tsv files every registry id under one), plus "other".
BREAK_CATEGORIES = (
    "print/logging",
    "data-dependent branch",
    "tensor to python (.item/.tolist)",
    "numpy",
    "disabled/third-party function",
    "changing python argument",
    "dynamic shape",
    "unsupported builtin",
    "unsupported Python construct",
    "higher-order op",
    "autograd/hooks",
    "tensor subclass",
    "Dynamo limitation",
    "other",
)


class SchemaError(ValueError):
    """A report or request that does not fit this schema version."""


def valid_run_id(run_id: str) -> bool:
    return bool(isinstance(run_id, str) and RUN_ID_RE.match(run_id))


def slug(text: str, max_len: int = 24) -> str:
    """``text`` in the run-id alphabet: accents dropped (``ü`` -> ``u``), anything else not ASCII alphanumeric
    (CJK, spaces, shell or HTML characters) one ``-``; lower case, at most ``max_len``, may be empty."""
    ascii_text = unicodedata.normalize("NFKD", str(text)).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower())[:max_len].strip("-")


def label_problems(label: object, flag: str = "--label", max_len: int = LABEL_MAX) -> list[str]:
    if not isinstance(label, str):
        return [f"{flag} must be text"]
    if len(label) > max_len:
        return [f"{flag} is {len(label)} characters long: use at most {max_len}"]
    if _CONTROL.search(label):
        return [f"{flag} has a line break or control character: use one line of text"]
    return []


# Seconds of timed calls per callable and figure when a request says 0 (the benchmark's time budget, by device).
DEFAULT_BENCH_SECONDS = {"cuda": 2.0, "cpu": 10.0}
# Fresh timing processes by device. Three on CPU: with two, six reruns of a small MLP held another rerun's speedup in
# 77 % of the pairs, with three in 93 % and 100 % (docs/measuring.md); on the GPU two held 90 % and 100 % (H100).
DEFAULT_BENCH_PROCESSES = {"cuda": 2, "cpu": 3}


def _default_bench_processes(device: str) -> int:
    fallback = DEFAULT_BENCH_PROCESSES.get(device, 2)
    try:
        return int(os.environ.get("COMPILESCOPE_BENCH_PROCESSES", fallback))
    except ValueError:
        return fallback


@dataclass
class CompileOptions:
    backend: str = "inductor"
    mode: str = "default"
    fullgraph: bool = False
    dynamic: str = "auto"
    dtype: str = "fp32"
    device: str = "cpu"
    batch_size: int = 1
    seq_len: int = 32
    inductor_config: dict[str, Any] = field(default_factory=dict)
    # Benchmark: ``bench_seconds`` of timed calls per callable (0: 2 s on GPU, 10 s on CPU), at least
    # ``min_calls`` and at most ``max_calls`` per figure; ``iterations`` > 0 times exactly that many instead.
    iterations: int = 0
    warmup: int = 10
    bench_seconds: float = 0.0
    min_calls: int = 3
    max_calls: int = 1000
    # Fresh processes the benchmark times in, one after another (runs/timing_process.py; more while they disagree);
    # 0: in the worker's own process (cheap, for tests and quick looks: the engine's state shares the timed calls).
    # None: the device's default (DEFAULT_BENCH_PROCESSES), or the environment's COMPILESCOPE_BENCH_PROCESSES.
    bench_processes: int | None = None
    # no_grad by default: Dynamo's guards on tensors made from NumPy arrays fail under inference_mode
    # (torch 2.11-2.13: "Guard failed on the same frame it was created"); "inference" is offered.
    grad_mode: str = "no_grad"
    timeout_s: int = 1200
    workload: str = "forward"
    prompt_len: int = 128  # decode: prompt tokens of the prefill
    new_tokens: int = 128  # decode: tokens generated (the prefill's one + new_tokens - 1 decode steps)
    cache: str = "static"  # decode: KV cache, static or dynamic
    # numerics: seconds for the first-module search and the CompilerBisector run when outputs differ
    numerics_budget_s: float = 300.0
    # torch._dynamo.config keys patched for the whole run (``--dynamo-config``; checked like inductor_config)
    dynamo_config: dict[str, Any] = field(default_factory=dict)
    # forward inputs the worker marks with torch._dynamo.mark_dynamic before every call, name -> dimensions
    # (a fix experiment's change for recompiles on a changed size: the user's files stay as they are)
    mark_dynamic: dict[str, list[int]] = field(default_factory=dict)
    # Layout and precision fix experiments, applied by the worker after the load, files untouched:
    # the model and its 4-D inputs in channels_last; TF32 for fp32 matmuls and convolutions ("high"); bf16 autocast
    # around every forward (eager and compiled alike).
    memory_format: str = "contiguous"
    matmul_precision: str = "highest"
    autocast: str = ""
    # A fix experiment's parent, timed beside it (runs/side_by_side.py): the parent's values of the options this
    # run changed; the worker compiles that configuration too and times it interleaved with its own.
    side_by_side: dict[str, Any] = field(default_factory=dict)
    # The cold start's jit-regional route: the module path of the container whose repeated children it compiles
    # (e.g. "model.layers"); "" finds the longest run of same-class siblings; "none": no regional route.
    regional_block: str = ""
    # The cold start's routes to run (``--cold-routes``), in cold_start_rows.ROUTES' names; empty: every route.
    cold_routes: list[str] = field(default_factory=list)
    # The cold start's compile-time changes: pairs of fresh processes per change (0: none tried)
    compile_changes: int = 0

    def __post_init__(self) -> None:
        if self.bench_processes is None:
            self.bench_processes = _default_bench_processes(self.device)

    def problems(self) -> list[str]:
        """Checks that need no torch. Each entry says what to change."""
        out = []
        if self.backend not in BACKENDS:
            out.append(f"backend {self.backend!r} is unknown: use one of {', '.join(BACKENDS)}")
        if self.mode not in MODES:
            out.append(f"mode {self.mode!r} is unknown: use one of {', '.join(MODES)}")
        if self.dynamic not in DYNAMIC:
            out.append(f"dynamic {self.dynamic!r} is unknown: use auto, true or false")
        if self.dtype not in DTYPES:
            out.append(f"dtype {self.dtype!r} is unknown: use one of {', '.join(DTYPES)}")
        if self.grad_mode not in GRAD_MODES:
            out.append(f"grad_mode {self.grad_mode!r} is unknown: use no_grad or inference")
        if self.device not in DEVICES:
            out.append(f"device {self.device!r} is unknown: use cpu or cuda")
        if not isinstance(self.regional_block, str) or self.regional_block and \
                not _MODULE_PATH.fullmatch(self.regional_block):
            out.append(f"regional block {str(self.regional_block)[:80]!r} is not a module path: use dotted names "
                       "like model.layers (or none)")
        if not isinstance(self.compile_changes, int) or not 0 <= self.compile_changes <= 6:
            out.append(f"compile_changes {self.compile_changes!r}: use 0 (none) to 6 pairs of processes per change")
        from .cold_start_rows import ROUTES

        unknown = [r for r in self.cold_routes if r not in ROUTES] if isinstance(self.cold_routes, list) else None
        if unknown is None:
            out.append(f"cold_routes must be a list of route names from {', '.join(ROUTES)}")
        elif unknown:
            out.append(f"cold-start route(s) {', '.join(map(str, unknown))[:200]} unknown: use {', '.join(ROUTES)}")
        if self.device == "cpu":
            if self.backend == "cudagraphs":
                out.append("backend cudagraphs needs a CUDA device: use --device cuda or another backend")
            if self.mode in ("reduce-overhead", "max-autotune") and self.backend == "inductor":
                out.append(
                    f"mode {self.mode} uses CUDA graphs, which need a CUDA device: "
                    "use --device cuda or mode default / max-autotune-no-cudagraphs"
                )
            if self.dtype == "fp16":
                out.append("fp16 on CPU is not supported well by eager kernels: use fp32 or bf16 on CPU")
        if self.mode != "default" and self.backend != "inductor":
            out.append(f"mode {self.mode} only applies to backend inductor: use --mode default")
        if self.inductor_config and self.backend != "inductor":
            out.append("Inductor config overrides need backend inductor")
        if not isinstance(self.side_by_side, dict) or set(self.side_by_side) - _SIDE_BY_SIDE:
            out.append(f"side_by_side may hold only {', '.join(sorted(_SIDE_BY_SIDE))}, got {self.side_by_side!r}")
        for name in ("batch_size", "seq_len", "min_calls", "max_calls"):
            v = getattr(self, name)
            if not isinstance(v, int) or v < 1:
                out.append(f"{name} must be a positive integer, got {v!r}")
        if not isinstance(self.iterations, int) or self.iterations < 0:
            out.append(f"iterations must be 0 (use the time budget) or a positive number of calls, "
                       f"got {self.iterations!r}")
        if not isinstance(self.bench_processes, int) or isinstance(self.bench_processes, bool) \
                or not 0 <= self.bench_processes <= 8:
            out.append(f"bench_processes must be a whole number from 0 (the worker's own process) to 8, got "
                       f"{self.bench_processes!r}")
        if not isinstance(self.bench_seconds, (int, float)) or not 0 <= self.bench_seconds <= 3600:
            out.append(f"bench_seconds must be between 0 (the device's default) and 3600, got {self.bench_seconds!r}")
        if isinstance(self.min_calls, int) and isinstance(self.max_calls, int) and self.max_calls < self.min_calls:
            out.append(f"max_calls ({self.max_calls}) must be at least min_calls ({self.min_calls})")
        if not isinstance(self.warmup, int) or self.warmup < 0:
            out.append(f"warmup must be >= 0, got {self.warmup!r}")
        if not isinstance(self.timeout_s, int) or self.timeout_s < 1:
            out.append(f"timeout_s must be a positive integer, got {self.timeout_s!r}")
        if not isinstance(self.numerics_budget_s, (int, float)) or not 1 <= self.numerics_budget_s <= 7200:
            out.append(f"numerics_budget_s must be between 1 and 7200 seconds, got {self.numerics_budget_s!r}")
        return (out + mark_dynamic_problems(self.mark_dynamic, self.workload) + self._decode_problems()
                + self._precision_problems())

    def _precision_problems(self) -> list[str]:
        out = []
        if self.memory_format not in MEMORY_FORMATS:
            out.append(f"memory_format {self.memory_format!r} is unknown: use {' or '.join(MEMORY_FORMATS)}")
        if self.matmul_precision not in MATMUL_PRECISIONS:
            out.append(f"matmul_precision {self.matmul_precision!r} is unknown: use "
                       f"{' or '.join(MATMUL_PRECISIONS)}")
        elif self.matmul_precision == "high" and self.device != "cuda":
            out.append("matmul_precision high (TF32) needs a CUDA GPU with tensor cores: use --device cuda")
        if self.autocast not in AUTOCASTS:
            out.append(f"autocast {self.autocast!r} is unknown: use bf16 or leave it empty")
        elif self.autocast and self.dtype != "fp32":
            out.append(f"autocast {self.autocast} casts an fp32 model's ops: the run is already {self.dtype}")
        return out

    def _decode_problems(self) -> list[str]:
        if self.workload not in WORKLOADS:
            return [f"workload {self.workload!r} is unknown: use forward or decode"]
        if self.workload != "decode":
            return []
        out = []
        if self.cache not in CACHES:
            out.append(f"cache {self.cache!r} is unknown: use static or dynamic")
        if not isinstance(self.prompt_len, int) or self.prompt_len < 1:
            out.append(f"prompt_len must be a positive integer, got {self.prompt_len!r}")
        if not isinstance(self.new_tokens, int) or self.new_tokens < 2:
            out.append(f"new_tokens must be 2 or more (the prefill's token and at least one decode step), "
                       f"got {self.new_tokens!r}")
        return out


def mark_dynamic_problems(marks: Any, workload: str = "forward") -> list[str]:
    """``mark_dynamic`` maps forward input names to the dimensions to mark, e.g. ``{"x": [0, 1]}``."""
    if not isinstance(marks, dict):
        return [f"mark_dynamic must map forward input names to dimensions, e.g. {{'x': [0]}}, got {marks!r}"]
    out = []
    if marks and workload == "decode":
        out.append("mark_dynamic marks a forward's inputs: a decode run's are made by generate, drop it")
    for name, dims in marks.items():
        if not isinstance(name, str) or not name.isidentifier():
            out.append(f"mark_dynamic: {name!r} is not an input name: use the forward argument's name, e.g. x")
        elif not isinstance(dims, list) or not dims or not all(
                isinstance(d, int) and not isinstance(d, bool) and 0 <= d < 64 for d in dims):
            out.append(f"mark_dynamic[{name!r}]: give the dimensions as a list of indices from 0, e.g. [0], "
                       f"got {dims!r}")
    return out


@dataclass
class ModelSource:
    """What to run: ``kind`` is zoo, demo, recipe, hf or trace (imported log)."""

    kind: str
    name: str  # zoo/demo name, recipe path, checkpoint dir, or trace path

    @classmethod
    def parse(cls, spec: str) -> "ModelSource":
        """``bert-base`` / ``demo:print`` / ``hf:/dir`` / ``recipe:/file.py`` / ``path.py``."""
        if spec.startswith("hf:"):
            return cls("hf", spec[3:])
        if spec.startswith("recipe:"):
            return cls("recipe", spec[7:])
        if spec.startswith("demo:"):
            return cls("demo", spec[5:])
        if spec.endswith(".py"):
            return cls("recipe", spec)
        return cls("zoo", spec)

    @property
    def label(self) -> str:
        return self.name if self.kind == "zoo" else f"{self.kind}:{self.name}"


@dataclass
class RunRequest:
    """Everything a worker needs to do a run (it travels to remote executors as JSON)."""

    source: ModelSource
    options: CompileOptions = field(default_factory=CompileOptions)
    only: list[str] = field(default_factory=lambda: list(DEFAULT_ANALYSES))
    label: str = ""

    def problems(self) -> list[str]:
        out = self.options.problems()
        bad = [a for a in self.only if a not in ANALYSES]
        if bad:
            out.append(f"unknown analyses {bad}: choose from {', '.join(ANALYSES)}")
        if not self.only:
            out.append(f"no analysis chosen: --only takes a comma list from {','.join(ANALYSES)}")
        out += label_problems(self.label)
        if "counters" in self.only and self.options.device == "cpu":
            out.append("the counters analysis reads GPU hardware counters with Nsight Compute: "
                       "drop it from the analyses or use --device cuda")
        if self.source.kind not in ("zoo", "demo", "recipe", "hf", "trace"):
            out.append(f"unknown model source kind {self.source.kind!r}")
        decode = self.options.workload == "decode"
        if "decode" in self.only and not decode:
            out.append("the decode analysis generates tokens: use --workload decode (with a causal LM) "
                       "or drop decode from the analyses")
        if decode and "benchmark" in self.only:
            out.append("the benchmark analysis times one forward; a decode run times prefill and every decode "
                       "step in the decode analysis: drop benchmark from the analyses")
        if decode and "cold_start" in self.only:
            out.append("the cold_start analysis starts fresh processes that each run one forward: use --workload "
                       "forward for a cold start")
        if decode and "counters" in self.only:
            out.append("the counters analysis reads the kernels of one forward, not of a decode step: "
                       "drop counters from the analyses of a decode run")
        return out

    def to_dict(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "RunRequest":
        opts = CompileOptions(**{k: v for k, v in d.get("options", {}).items() if k in _OPTION_FIELDS})
        return cls(
            source=ModelSource(**d["source"]),
            options=opts,
            only=list(d.get("only") or default_analyses(opts.workload)),
            label=d.get("label", ""),
        )


_OPTION_FIELDS = {f.name for f in dataclasses.fields(CompileOptions)}
_SIDE_BY_SIDE = {"inductor_config", "dynamo_config", "mode", "dynamic", "mark_dynamic", "memory_format",
                 "matmul_precision", "autocast", "backend"}


@dataclass
class StageResult:
    name: str
    status: str = "pending"  # pending | running | ok | partial (a part of it failed, the rest kept) | failed | skipped
    started: float | None = None  # epoch seconds
    seconds: float | None = None
    message: str = ""
    traceback: str = ""
    notes: list[str] = field(default_factory=list)


@dataclass
class GraphBreak:
    reason: str
    category: str = "other"
    hint: str = ""
    file: str = ""
    line: int | None = None
    code: str = ""  # the user's source line
    context: list[str] = field(default_factory=list)  # lines around it
    context_start: int | None = None  # line number of context[0]
    count: int = 1  # distinct call chains that reach this place
    user_stack: list[str] = field(default_factory=list)
    # torch's graph-break registry (absent in reports made before it was read, and on a torch without one)
    gb_id: str = ""  # GBxxxx
    gb_type: str = ""  # the registry's type: the reason's first line
    doc_url: str = ""  # the id's public explanation page
    dynamo_explanation: str = ""
    dynamo_hints: list[str] = field(default_factory=list)
    category_source: str = ""  # registry (break_categories.tsv) | rules (regex fallback)
    call_chain: list[str] = field(default_factory=list)  # the model's frames that led to file:line, outermost first
    library_file: str = ""  # the innermost frame in an installed library, when the break is inside one
    library_line: int | None = None
    library_code: str = ""
    skipped_frame: bool = False  # Dynamo gave up on the whole frame: it ran in eager
    sources: list[str] = field(default_factory=list)  # explain | trace (explain's Dynamo log) | compile (its trace)
    in_library: bool = False  # the break happens in an installed library's code
    # the compiled calls (compile stage, after an eager warm-up) never met it: the model's first call only
    first_call_only: bool = False
    # a one-time setup's breaks folded into one row at the library call that holds them: each break's place
    breaks_inside: list[str] = field(default_factory=list)


@dataclass
class Kernel:
    name: str
    kind: str  # pointwise | reduction | persistent_reduction | template | extern | foreach | other
    module: str = ""  # artifact path of the output module holding it
    lang: str = ""  # triton | cpp | extern
    fused_ops: list[str] = field(default_factory=list)
    source_nodes: list[str] = field(default_factory=list)
    start_line: int | None = None
    end_line: int | None = None
    calls_per_forward: int | None = None


def check_report(report: Any) -> dict:
    """Raise SchemaError unless ``report`` is a report this version can read."""
    if not isinstance(report, dict):
        raise SchemaError("report is not a JSON object")
    v = report.get("schema_version")
    if not isinstance(v, int):
        raise SchemaError("report has no schema_version")
    if v > SCHEMA_VERSION:
        raise SchemaError(
            f"report has schema version {v}, newer than this CompileScope reads ({SCHEMA_VERSION}): upgrade CompileScope"
        )
    if not valid_run_id(report.get("run_id", "")):
        raise SchemaError("report has no valid run_id")
    return report
