"""The New run form: model source and every compile option, with what cannot work here switched off."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import streamlit as st

from analyzers.report import catalog
from analyzers.report.catalog import list_recipes, recipe_folder_problems, recipes_dir
from analyzers.report.schema import (
    ANALYSES,
    BACKENDS,
    CACHES,
    DEFAULT_BENCH_SECONDS,
    DEVICES,
    DTYPES,
    DYNAMIC,
    LABEL_MAX,
    MODES,
    WORKLOADS,
    CompileOptions,
    ModelSource,
    RunRequest,
    default_analyses,
    label_problems,
)
from analyzers.runs.admission import parse_dynamo_overrides, parse_inductor_overrides, request_problems
from dashboard.views.fmt import md_escape
from dashboard.views.options import OPTION_HELP, OPTION_LABELS, Choice, choices, cuda_note, disabled_notes, usable

SOURCE_KINDS = {"zoo": "Zoo model", "demo": "Demo model", "recipe": "Recipe", "hf": "Local checkpoint"}
WORKLOAD_LABELS = {"forward": "One forward", "decode": "Decode (LLM token generation)"}
TIMING_LABELS = {"budget": "Time budget", "calls": "A fixed number of calls"}
DECODE_ROUNDS = 5  # the decode stage times at most this many rounds (analyses/decode/decode.py ROUNDS_MAX)
DEFAULTS = CompileOptions()


def _pick(label: str, field: str, cs: list[Choice], default: str) -> str:
    values = usable(cs)
    value = st.selectbox(
        label,
        values,
        index=values.index(default) if default in values else 0,
        help=OPTION_HELP[field],
        key=f"nr_{field}",
    )
    off = disabled_notes(cs)
    if off:
        st.caption("Off here: " + " · ".join(md_escape(n) for n in off))
    return value


def model_source() -> ModelSource | None:
    kind = st.radio(
        "Model",
        list(SOURCE_KINDS),
        format_func=SOURCE_KINDS.get,
        horizontal=True,
        key="nr_kind",
        help="Zoo: transformers models with random weights. Demo: small models that each show one cause of "
        "graph breaks. Recipe: a .py file with build_model() and example_inputs(). Local checkpoint: a folder "
        "saved with save_pretrained().",
    )
    if kind == "zoo":
        names = list(catalog.ZOO)
        name = st.selectbox(
            "Zoo model",
            names,
            index=names.index("tiny-bert") if "tiny-bert" in names else 0,
            format_func=lambda n: f"{n} — {catalog.ZOO[n]}",
            key="nr_zoo",
        )
        return ModelSource("zoo", name)
    if kind == "demo":
        names = list(catalog.DEMOS)
        name = st.selectbox("Demo model", names, format_func=lambda n: f"{n} — {catalog.DEMOS[n][0]}", key="nr_demo")
        return ModelSource("demo", name)
    if kind == "recipe":
        folder = recipes_dir()
        recipes = list_recipes(folder)
        if not recipes:
            st.info(
                f"No recipes in {md_escape(folder)} (set COMPILESCOPE_RECIPES to another folder). A recipe is a .py "
                "file that defines build_model() -> nn.Module and example_inputs() -> tuple."
            )
            return None
        path = st.selectbox("Recipe", recipes, format_func=lambda p: Path(p).name, key="nr_recipe")
        return ModelSource("recipe", path)
    path = st.text_input(
        "Checkpoint folder",
        placeholder="/path/to/saved_model",
        key="nr_hf",
        help="A local folder with config.json and weights (save_pretrained()); nothing is downloaded.",
    ).strip()
    return ModelSource("hf", path) if path else None


def compile_options(machine: dict, workload: str = "forward") -> tuple[CompileOptions, list[str]]:
    """Every option, with defaults and help; returns the options and the problems found in the free-form ones."""
    has_cuda = bool(machine.get("cuda_available"))
    note = cuda_note(machine)
    problems: list[str] = []
    o = dataclasses.replace(DEFAULTS)
    any_model = ModelSource("zoo", catalog.ZOO_NAMES[0])

    def engine_check(opts: CompileOptions) -> list[str]:
        return request_problems(RunRequest(source=any_model, options=opts), machine)

    def choose(field: str, values: tuple[str, ...]) -> list[Choice]:
        return choices(field, values, o, engine_check, has_cuda, note)

    c1, c2 = st.columns(2)
    with c1:
        o.device = _pick(OPTION_LABELS["device"], "device", choose("device", DEVICES), "cuda" if has_cuda else "cpu")
        o.dtype = _pick(OPTION_LABELS["dtype"], "dtype", choose("dtype", DTYPES), DEFAULTS.dtype)
        o.backend = _pick(OPTION_LABELS["backend"], "backend", choose("backend", BACKENDS), DEFAULTS.backend)
        o.mode = _pick(OPTION_LABELS["mode"], "mode", choose("mode", MODES), DEFAULTS.mode)
        o.dynamic = st.selectbox(OPTION_LABELS["dynamic"], DYNAMIC, help=OPTION_HELP["dynamic"], key="nr_dynamic")
        o.fullgraph = st.checkbox(
            OPTION_LABELS["fullgraph"], value=DEFAULTS.fullgraph, help=OPTION_HELP["fullgraph"], key="nr_fullgraph"
        )
    with c2:
        o.batch_size = int(
            st.number_input(OPTION_LABELS["batch_size"], 1, 4096, DEFAULTS.batch_size, help=OPTION_HELP["batch_size"],
                            key="nr_bs")
        )
        o.seq_len = int(
            st.number_input(OPTION_LABELS["seq_len"], 1, 65536, DEFAULTS.seq_len, help=OPTION_HELP["seq_len"],
                            key="nr_seq")
        )
        o.bench_seconds, o.iterations = timing_choice(o.device, workload)
        o.warmup = int(
            st.number_input(OPTION_LABELS["warmup"], 0, 10000, DEFAULTS.warmup, help=OPTION_HELP["warmup"],
                            key="nr_warmup")
        )
        o.timeout_s = int(
            st.number_input(
                f"{OPTION_LABELS['timeout_s']} (s)", 1, 24 * 3600, DEFAULTS.timeout_s, help=OPTION_HELP["timeout_s"],
                key="nr_timeout"
            )
        )
    inductor = _overrides(problems, "Inductor", "coordinate_descent_tuning=True", "inductor_config", "nr_inductor",
                          parse_inductor_overrides, disabled=o.backend != "inductor")
    if o.backend == "inductor" and inductor is not None:
        o.inductor_config = inductor
    dynamo = _overrides(problems, "Dynamo", "capture_scalar_outputs=True", "dynamo_config", "nr_dynamo",
                        parse_dynamo_overrides)
    if dynamo is not None:
        o.dynamo_config = dynamo
    return o, problems


def _overrides(problems: list[str], what: str, example: str, option: str, key: str, parse, disabled: bool = False):
    """One KEY=VALUE a line for Inductor's or Dynamo's settings, parsed (None and a problem when it does not parse,
    None when disabled)."""
    text = st.text_area(f"{what} config overrides", placeholder=f"one KEY=VALUE a line, e.g.\n{example}",
                        help=OPTION_HELP[option], key=key, height=80, disabled=disabled)
    if disabled:
        return None
    try:
        return parse([ln.strip() for ln in text.splitlines() if ln.strip()])
    except ValueError as e:
        problems.append(str(e))
        return None


def timing_choice(device: str, workload: str = "forward") -> tuple[float, int]:
    """How long to time, in the form's words: a time budget (the device's default, said as a number of seconds,
    not as the schema's 0) or an exact number of calls; a decode, its number of timed rounds. Returns
    (bench_seconds, iterations)."""
    if workload == "decode":  # the engine times whole generations in rounds (iterations, at most DECODE_ROUNDS)
        rounds = int(st.number_input("Timed rounds", 1, DECODE_ROUNDS, 1, help=OPTION_HELP["rounds"],
                                     key="nr_rounds"))
        st.caption(f"Eager and compiled: each generates the whole sequence {rounds} time(s), timed step by step.")
        return DEFAULTS.bench_seconds, rounds
    fixed = st.radio("Timing", ["budget", "calls"], format_func=TIMING_LABELS.get, horizontal=True,
                     key="nr_timing", help=OPTION_HELP["timing"]) == "calls"
    if fixed:
        calls = int(st.number_input(OPTION_LABELS["iterations"], 1, 100000, 100, help=OPTION_HELP["iterations"],
                                    key="nr_iter"))
        st.caption(f"Eager and compiled: exactly {calls:,} timed calls each, for latency and again for pipelined "
                   "time.")
        return DEFAULTS.bench_seconds, calls
    default = DEFAULT_BENCH_SECONDS.get(device, DEFAULT_BENCH_SECONDS["cpu"])
    budget = float(st.number_input(f"{OPTION_LABELS['bench_seconds']} (s)", 0.5, 3600.0, default, step=1.0,
                                   help=OPTION_HELP["bench_seconds"], key=f"nr_bench_s_{device}"))
    st.caption(f"Eager and compiled: up to {budget:g} s of timed calls each, for latency and again for pipelined "
               f"time (at least {DEFAULTS.min_calls} calls); stops early once every median is known to ±2 %.")
    return budget, DEFAULTS.iterations


def plan_text(options: CompileOptions, only: list[str]) -> str:
    """What queuing this form will do, in one line (the options themselves are folded away)."""
    if options.workload == "decode":
        timed = f"{max(1, options.iterations)} timed round(s) of generation each"
    elif options.iterations > 0:
        timed = f"exactly {options.iterations:,} timed calls per figure each"
    else:
        timed = f"up to {options.bench_seconds:g} s of timed calls per figure each"
    what = ", ".join(only) or "nothing"
    bench = f"; eager and compiled get {timed}" if "benchmark" in only or options.workload == "decode" else ""
    return f"Runs {md_escape(what)} on {md_escape(options.device)} ({md_escape(options.mode)} mode){bench}."


def workload_options(source: ModelSource | None) -> dict:
    """Workload, and for decode the prompt, the tokens to generate and the KV cache."""
    workload = st.radio("Workload", WORKLOADS, format_func=WORKLOAD_LABELS.get, horizontal=True,
                        help=OPTION_HELP["workload"], key="nr_workload")
    if workload != "decode":
        return {"workload": workload}
    if source is not None:
        for p in catalog.decode_source_problems(source):
            st.warning(md_escape(p))
    c1, c2, c3 = st.columns(3)
    prompt_len = c1.number_input(OPTION_LABELS["prompt_len"], 1, 65536, DEFAULTS.prompt_len,
                                 help=OPTION_HELP["prompt_len"], key="nr_prompt")
    new_tokens = c2.number_input(OPTION_LABELS["new_tokens"], 2, 65536, DEFAULTS.new_tokens,
                                 help=OPTION_HELP["new_tokens"], key="nr_new")
    cache = c3.selectbox(OPTION_LABELS["cache"], CACHES, help=OPTION_HELP["cache"], key="nr_cache")
    return {"workload": workload, "prompt_len": int(prompt_len), "new_tokens": int(new_tokens), "cache": cache}


def run_request(machine: dict) -> tuple[RunRequest | None, list[str]]:
    """Draw the whole form; returns the request (None when the model is not chosen) and its problems."""
    source = model_source()
    workload = workload_options(source)
    # No max_chars: the widget would cut a pasted label silently; a label over LABEL_MAX is refused with a message.
    label = st.text_input(OPTION_LABELS["label"], placeholder=f"at most {LABEL_MAX} characters",
                          help=OPTION_HELP["label"], key="nr_label").strip()
    with st.expander("Compile options (defaults work for a first run)"):
        options, problems = compile_options(machine, workload["workload"])
        options = dataclasses.replace(options, **workload)
        only = st.multiselect("Analyses", ANALYSES, default=default_analyses(options.workload),
                              help=OPTION_HELP["only"], key=f"nr_only_{options.workload}")
    st.caption(plan_text(options, only))
    if source is None:
        return None, problems
    if not only:
        problems.append("choose at least one analysis")
    # Said once, in the form's words (the request then carries no label: it is refused anyway).
    label_issues = label_problems(label, flag="the label")
    problems += label_issues
    if source.kind == "recipe":  # only the recipe folder's files, whatever brought this path here
        problems += recipe_folder_problems(source.name, recipes_dir())
    return RunRequest(source=source, options=options, only=list(only), label="" if label_issues else label), problems
