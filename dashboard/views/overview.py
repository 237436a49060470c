"""Overview: headline cards, options and environment of one run."""

from __future__ import annotations

import pandas as pd

from analyzers.report import figures, timing_figures
from analyzers.report.capture_coverage import COVERAGE_DEF
from analyzers.report.summary import OUTPUTS_VS_EAGER

from . import fmt, timing
from . import view_content as vc
from .blocks import Card
from .options import option_label, option_value
from .outputs_card import outputs_card
from .sections import items, requested, section


def _timing(bench: dict, which: str, key: str) -> float | None:
    return fmt.as_float(section(bench, which).get(key))


def _context(report: dict) -> dict:
    """What the headline cards read: the sections, and why a card has no value."""
    bench = section(report, "benchmark")
    return {"bench": bench, "ex": section(report, "explain"), "comp": section(report, "compile"),
            "timer": bench.get("timer") if isinstance(bench.get("timer"), str) else "timer unknown",
            "no_bench": "" if bench else "benchmark did not run",
            "no_ex": "" if section(report, "explain") else "explain did not run",
            "old": timing.is_old_method(bench), "pipe": section(bench, "pipelined"),
            # a recipe builds its own inputs: the zoo's batch_size option says nothing about them
            "batched": source_kind(report) != "recipe"}


def source_kind(report: dict) -> str:
    return str(((report.get("request") or {}).get("source") or {}).get("kind") or "")


def _latency_card(cx: dict, key: str, label: str) -> Card:
    bench, old = cx["bench"], cx["old"]
    c, e = _timing(bench, "compiled", key), _timing(bench, "eager", key)
    how = ("pipelined GPU time: this report predates latency (calls back to back)" if old
           else f"{timing.LATENCY_DEF}. Compiled, each call synchronized")
    if key == "median_ms" and not old and bench:
        ci_c = timing.ci_text(section(bench, "compiled").get("ci_ms"))
        ci_e = timing.ci_text(section(bench, "eager").get("ci_ms"))
        how += f"; 95 % interval {ci_c} (eager {ci_e})" if ci_c else ""
    delta = f"eager {fmt.ms(e)}" if e is not None else None
    if key == "median_ms" and delta:
        spread = timing.rel_text(c, section(bench, "compiled").get("ci_ms"))
        delta += f" · compiled {spread}" if spread else ""
    return Card(label, fmt.ms(c), cx["no_bench"] or f"{how}, {cx['timer']}", delta)


def _memory_card(cx: dict, which: str) -> Card:
    v = _timing(cx["bench"], which, "peak_mem_bytes")
    why = cx["no_bench"] or ("" if v is not None else "not measured (CPU runs record no peak memory)")
    return Card(f"Peak memory, {which}", fmt.nbytes(v), why)


def _pipelined_card(cx: dict) -> Card:
    pipe = cx["pipe"]
    c, e = fmt.as_float(section(pipe, "compiled").get("median_ms")), fmt.as_float(section(pipe, "eager").get("median_ms"))
    ahead = section(pipe, "compiled").get("method") == "host_ahead"
    how = (f"{timing.PIPELINED_DEF}. Compiled, back to back with the host ahead of the GPU" if ahead else
           "Pipelined GPU time: compiled, calls back to back with no sync between (what a busy server sees)")
    why = cx["no_bench"] or ("not measured: this report predates pipelined timing" if cx["old"] else
                             f"{how}; 95 % interval {timing.ci_text(section(pipe, 'compiled').get('ci_ms')) or '—'}")
    return Card("Pipelined GPU time", fmt.ms(c), why, f"eager {fmt.ms(e)}" if e is not None else None)


def _throughput_card(cx: dict) -> Card:
    pipe, bench = cx["pipe"], cx["bench"]
    c, e = section(pipe, "compiled"), section(pipe, "eager")
    cps = fmt.as_float(c.get("calls_per_s"))
    value = fmt.MISSING if cps is None else f"{cps:,.0f} calls/s"
    bits = []
    if fmt.as_float(c.get("samples_per_s")) is not None and cx["batched"]:
        bits.append(f"{c['samples_per_s']:,.0f} samples/s at batch {bench.get('batch_size', '?')}")
    if fmt.as_float(c.get("kernel_launches_per_s")) is not None:
        bits.append(f"{c['kernel_launches_per_s']:,.0f} kernel and copy launches/s "
                    f"({c.get('kernels_per_call')} kernels and copies a call)")
    src = ("calls back to back, host launch included" if section(c, "back_to_back") else "from the pipelined time")
    why = cx["no_bench"] or ("not measured: this report predates throughput" if not pipe else
                             f"compiled, {src}" + (": " + "; ".join(bits) if bits else ""))
    ecs = fmt.as_float(e.get("calls_per_s"))
    return Card("Throughput", value, why, f"eager {ecs:,.0f} calls/s" if ecs is not None else None)


def _speedup_card(report: dict, cx: dict) -> Card:
    pipe = cx["pipe"]
    speed = timing_figures.speedup(report)
    speed_delta = speed["divided"] or None
    if speed_delta and speed["ci"]:
        speed_delta += f" · 95 % {timing.ci_text(speed['ci'], '×')}"
    speed_help = cx["no_bench"] or (("eager median ÷ compiled median, both measured in this run (pipelined GPU time)"
                                     if cx["old"] else "eager median latency ÷ compiled median latency, both measured "
                                     "in this run; 95 % interval resampled"))
    pipe_speed = fmt.as_float(pipe.get("speedup"))
    if pipe_speed is not None and not section(pipe, "compiled").get("same_as_latency"):
        speed_help += f"; pipelined GPU time {fmt.ratio(pipe_speed)}"
        tput = fmt.as_float(pipe.get("throughput_speedup"))
        if tput is not None and section(section(pipe, "compiled"), "back_to_back"):
            speed_help += f", back to back {fmt.ratio(tput)}"
    gpu = timing_figures.gpu_time_speedup(report)
    if gpu and gpu["host_bound"]:
        speed_help += f". {gpu['text']}: {timing_figures.HOST_BOUND_WORDS}"
        speed_delta = " · ".join(x for x in (speed_delta, gpu["text"]) if x)
    return Card("Speedup", speed["text"], speed_help, speed_delta)


def _compile_card(report: dict) -> Card:
    """``timing_figures.compile_time``: the one compile time, torch's compile metrics named under it."""
    ct = timing_figures.compile_time(report)
    help_ = ct["help"]
    if timing_figures.decode_compile(report):
        help_ += "; the decode stage compiles the model again for generation" + (
            " (the Decode view's compile times)" if vc.has_content(report, "decode") else "")
    return Card("Compile time", ct["text"], help_, ct["delta"])


def _capture_cards(report: dict, cx: dict) -> list[Card]:
    ex, comp, no_ex = cx["ex"], cx["comp"], cx["no_ex"]
    generated = figures.generated_kernels(report)
    cov = figures.coverage(report)
    return [
        Card("Graphs", fmt.count(ex.get("graph_count")), no_ex or "FX graphs Dynamo captured"),
        _breaks_card(report, cx),
        Card("Recompiles",
             fmt.count(len(comp["recompiles"])) if isinstance(comp.get("recompiles"), list) else fmt.MISSING,
             "compiles after the first whose guards failed" if comp else "compile did not run"),
        Card("Capture coverage", cov["text"], no_ex or COVERAGE_DEF + (f". {cov['why']}" if cov["why"] else ""),
             cov["sentence"] if ex else None),
        Card(f"{figures.GENERATED.capitalize()}", figures.count_text(generated),
             "kernels in Inductor's generated code: those it wrote and the library calls (extern) it makes; "
             + vc.named(report, "kernels", "the Kernels view counts what one forward launched",
                        "what one forward launched")
             if generated is not None else "generated code was not collected", launches_line(report)),
    ]


BREAKS_DEF = ("Graph breaks: the places the model's forward falls back to Python, each cause counted once for "
              "every distinct call chain that reaches it (the Graph breaks view's rows)")


def trace_breaks(report: dict) -> dict | None:
    """torch's own log of graph breaks met while compiling (``compile.graph_breaks``: one event each time Dynamo met
    one, on every frame and every recompile): ``{events, frames, recompiles}``; None where the compile stage's
    trace was not read."""
    events = section(report, "compile").get("graph_breaks")
    if not isinstance(events, list):
        return None
    ids = [str(e.get("compile_id") or "") for e in events if isinstance(e, dict)]
    frames = {i.split("/")[0] for i in ids if i}
    again = sum(1 for i in ids if "/" in i and i.split("/", 1)[1] not in ("0", ""))
    return {"events": len(events), "frames": len(frames), "recompiles": again}


def breaks_text(report: dict) -> tuple[str | None, str]:
    """The break count's line under the card and its definition: ``1 cause · torch's trace logged 5`` where torch's
    own log counts more, and what each counts."""
    ex = section(report, "explain")
    count, places = fmt.as_float(ex.get("graph_break_count")), fmt.as_float(ex.get("break_locations"))
    if not count:
        return None, BREAKS_DEF
    bits = [f"{int(places):,} cause{'s' if places != 1 else ''}"] if places is not None else []
    help_ = BREAKS_DEF
    logged = trace_breaks(report)
    if logged and logged["events"] != int(count):
        bits.append(f"torch's trace logged {logged['events']:,}")
        where = [f"{logged['frames']:,} frame{'s' if logged['frames'] != 1 else ''}"]
        if logged["recompiles"]:
            where.append(f"{logged['recompiles']:,} recompile{'s' if logged['recompiles'] != 1 else ''}")
        help_ += (f". torch's compile trace logged {logged['events']:,} graph-break events while the compile stage "
                  f"compiled the model ({' and '.join(where)}): the same break, met again in each frame Dynamo "
                  "traced and after each recompile, counted every time")
    return " · ".join(bits) or None, help_


def _breaks_card(report: dict, cx: dict) -> Card:
    delta, help_ = breaks_text(report)
    return Card("Graph breaks", fmt.count(cx["ex"].get("graph_break_count")), cx["no_ex"] or help_,
                delta if cx["ex"] else None)


def timing_cards(report: dict) -> list[Card]:
    """The latency and pipelined GPU time cards as the Overview shows them (the Kernels view shows them beside the
    profiled forward, so each time is named and defined the same way in both)."""
    cx = _context(report)
    return [_latency_card(cx, "median_ms", "Median latency"), _pipelined_card(cx)]


def headline_cards(report: dict) -> list[Card]:
    """Latency, pipelined GPU time, throughput, speedup (with intervals), compile time, memory, graphs, breaks,
    coverage, kernels, numerics."""
    cx = _context(report)
    return [_latency_card(cx, "median_ms", "Median latency"), _latency_card(cx, "p99_ms", "p99 latency"),
            _speedup_card(report, cx), _pipelined_card(cx), _throughput_card(cx), _compile_card(report),
            _memory_card(cx, "eager"), _memory_card(cx, "compiled"), *_capture_cards(report, cx),
            outputs_card(report, cx["no_bench"])]


def launches_line(report: dict) -> str | None:
    """``launched: 127 a forward (eager 157)``: the profile's kernel launches beside the generated count."""
    c, e = figures.launched(report, "compiled"), figures.launched(report, "eager")
    if not c or c["launches"] is None:
        return None
    return f"launched: {c['launches']:,} a forward" + (f" (eager {e['launches']:,})" if e and e["launches"] else "")


# The analysis whose section fills each headline card: a card of an analysis the run did not ask for is left out
# (one sentence says which and why) rather than shown as a dash. Compile time comes from benchmark or compile.
CARD_ANALYSIS = {
    "Median latency": "benchmark", "p99 latency": "benchmark", "Speedup": "benchmark",
    "Pipelined GPU time": "benchmark", "Throughput": "benchmark", "Peak memory, eager": "benchmark",
    "Peak memory, compiled": "benchmark", OUTPUTS_VS_EAGER: "benchmark", "Compile time": None,
    "Graphs": "explain", "Graph breaks": "explain", "Capture coverage": "explain", "Recompiles": "compile",
    figures.GENERATED.capitalize(): "code",
}
PIPELINED_CARDS = ("Pipelined GPU time", "Throughput")  # figures an older report did not record
GPU_ONLY_CARDS = ("Pipelined GPU time",)  # a CPU run has no GPU to keep busy: its back-to-back time is its latency
MEMORY_CARDS = ("Peak memory, eager", "Peak memory, compiled")  # measured on CUDA devices only


def on_cpu(report: dict) -> bool:
    return ((report.get("request") or {}).get("options") or {}).get("device") == "cpu"


def _listed(labels: list[str]) -> str:
    """``median latency, speedup and peak memory``: card labels in a sentence (the two peak-memory cards as one)."""
    names = list(dict.fromkeys(label.split(",")[0] for label in labels))
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _decode_note(report: dict) -> str:
    """Why a decode run has no per-forward cards, and the views that have its figures for this run."""
    own = (" (the compile stage's own recompiles are on Compile)" if vc.has_content(report, "compile") else "")
    return ("A decode run is timed per token, not per forward: "
            + vc.named(report, "decode", f"its latency, memory and recompiles per step are the cards above and the "
                                         f"Decode view{own}", "its latency, memory and recompiles per step") + ".")


def shown_cards(report: dict) -> tuple[list[Card], str]:
    """The headline cards this run can fill (``headline_cards`` less those of analyses it did not ask for, and the
    GPU-only ones on a CPU run), and a sentence naming the cards left out and why ("" when none were)."""
    left: dict[str, list[str]] = {}
    shown = []
    cpu = on_cpu(report)
    old = timing.is_old_method(section(report, "benchmark"))
    predates = []
    no_memory = False
    decode = (((report.get("request") or {}).get("options") or {}).get("workload") == "decode"
              or bool(section(report, "decode")))
    decode_left = False
    for card in headline_cards(report):
        if cpu and card.label in GPU_ONLY_CARDS:
            continue
        if decode and (CARD_ANALYSIS.get(card.label) == "benchmark" or card.label == "Recompiles"):
            decode_left = True  # a decode run is timed per token: its own cards (views/decode.py) say it
            continue
        if cpu and card.label in MEMORY_CARDS and card.value == fmt.MISSING:
            no_memory = True
            continue
        if old and card.label in PIPELINED_CARDS and card.value == fmt.MISSING:
            predates.append(card.label[0].lower() + card.label[1:])
            continue
        analysis = CARD_ANALYSIS.get(card.label)
        if analysis and card.value == fmt.MISSING and not requested(report, analysis):
            left.setdefault(analysis, []).append(card.label[0].lower() + card.label[1:])
            continue
        shown.append(card)
    notes = []
    if left:
        asked = ", ".join(str(a) for a in items((report.get("request") or {}).get("only"))) or "nothing"
        missing = "; ".join(f"{_listed(labels)} ({analysis})" for analysis, labels in left.items())
        notes.append(f"This run asked only for {asked}, so it has no {missing}. Run it again with those analyses "
                     "(New run's Analyses, or --only on the command line) to fill them.")
    if decode_left:
        notes.append(_decode_note(report))
    if no_memory:
        notes.append("A CPU run records no peak memory (torch measures it on CUDA devices only).")
    if predates:
        notes.append(f"This report predates {' and '.join(predates)}: run it again to record them.")
    return shown, " ".join(notes)

DECODE_OPTIONS = ("prompt_len", "new_tokens", "cache")  # read by a decode workload only
# An option's value that means "the default", said as what will happen
DEFAULT_MEANS = {"bench_seconds": "0 (the default: 2 s of timed calls per figure on GPU, 10 s on CPU)",
                 "iterations": "0 (timed under the time budget, not a fixed count)"}


ZOO_INPUT_OPTIONS = ("batch_size", "seq_len")  # what the zoo and demo models build their inputs from


def _tensor_text(name: object, shape: object, dtype: object, fmt_: object = None) -> str:
    dims = "×".join(str(d) for d in shape) if isinstance(shape, list) else "?"
    dt = str(dtype or "").replace("torch.", "")
    layout = f" ({fmt_})" if fmt_ and fmt_ not in ("contiguous",) else ""
    return f"{name}: {dt}[{dims}]{layout}"


def inputs_of(report: dict, files=None) -> list[str]:
    """The forward's tensor inputs as recorded (``x: float32[32×3×224×224] (NCHW)``): from the layout analysis (the
    eager forward's inputs), else from the first graph Dynamo captured of the model's own frame (its placeholders
    that are not parameters); none where neither was recorded."""
    rows = [r for r in items(section(report, "layout").get("inputs")) if isinstance(r, dict) and r.get("shape")]
    if rows:
        return [_tensor_text(r.get("name"), r.get("shape"), r.get("dtype"), r.get("format")) for r in rows]
    if files is None or section(report, "explain").get("not_captured"):
        return []  # the first graph of a frame Dynamo skipped is not the model's forward
    graphs = files.json(section(report, "graphs").get("artifact") or "artifacts/graphs.json")
    first = next((g for g in items(graphs.get("graphs") if isinstance(graphs, dict) else None)
                  if isinstance(g, dict) and g.get("kind") == "dynamo"), None)
    if first is None or first.get("compile_id") not in (None, "0/0"):
        return []
    return [_tensor_text(str(n.get("target") or n.get("name")).removeprefix("L_").rstrip("_"), n.get("shape"),
                        n.get("dtype"))
           for n in items(first.get("nodes")) if isinstance(n, dict) and n.get("op") == "placeholder"
           and not n.get("param") and isinstance(n.get("shape"), list)
           and not str(n.get("target") or "").startswith("L_self")]


def option_rows(report: dict, files=None) -> list[tuple[str, object]]:
    """The run's options as it asked for them, as ``(key, value)``: each key one of ``options.OPTION_LABELS`` (the
    New run form's words); a 0 that means "the default" says what it means, and a forward run leaves out the options
    only a decode reads. A recipe is named by its file and its folder's name, never by the folder's place on the
    machine that recorded the run. A recipe's inputs are its own: the zoo's batch_size and seq_len give way to the
    inputs the report recorded (``inputs_of``). The Options table and the Compare view's option table draw these."""
    req = section(report, "request")
    src = section(req, "source")
    rows = [("model", src.get("name")), ("source", src.get("kind"))]
    name = str(src.get("name") or "").replace("\\", "/")
    recipe = src.get("kind") == "recipe"
    if recipe and "/" in name.rstrip("/"):  # a folder and a file: two short rows, not one wide
        folder, file = name.rstrip("/").rsplit("/", 1)
        rows = [("model", file), ("source", "recipe"), ("recipe_folder", folder.rsplit("/", 1)[-1] + "/")]
    inputs = inputs_of(report, files)
    if inputs or recipe:
        rows.append(("inputs", "; ".join(inputs) if inputs else "not recorded in this run (the recipe's "
                                                                   "example_inputs())"))
    opts = section(req, "options")
    for k, v in opts.items():
        if k in DECODE_OPTIONS and opts.get("workload", "forward") != "decode":
            continue
        if recipe and k in ZOO_INPUT_OPTIONS:
            continue
        if k in DEFAULT_MEANS and v in (0, 0.0) and not isinstance(v, bool):
            v = DEFAULT_MEANS[k]
        rows.append((k, v))
    rows.append(("only", ", ".join(str(a) for a in items(req.get("only")))))
    if req.get("label"):
        rows.append(("label", req["label"]))
    return rows


def options_table(report: dict, files=None) -> pd.DataFrame:
    """The run's options in words (``option_rows``), each by its label."""
    return pd.DataFrame([(option_label(k), option_value(k, v)) for k, v in option_rows(report, files)],
                        columns=["option", "value"])


_ENV_LABELS = {
    "python": "Python",
    "torch": "torch",
    "triton": "Triton",
    "transformers": "transformers",
    "platform": "platform",
    "cpu": "CPU",
    "cpu_count": "CPU cores",
    "cuda": "CUDA",
    "gpu": "GPU",
    "gpu_count": "GPUs",
    "driver": "driver",
    "gpu_memory_bytes": "GPU memory",
    "gpu_capability": "GPU compute capability",
    "cuda_available": "CUDA available",
    "executable": "Python executable",
    "bf16_supported": "bf16 supported",
}


def _executable(path: object) -> str:
    """The interpreter without the recording machine's folders: ``.venv/bin/python3``, else its name."""
    parts = str(path).replace("\\", "/").rstrip("/").split("/")
    return "/".join(parts[-3:]) if len(parts) >= 4 and parts[-2] in ("bin", "Scripts") else parts[-1]


def environment_rows(report: dict) -> list[tuple[str, str]]:
    """The report's environment as ``(key, value shown)``: sizes in words, the interpreter without the recording
    machine's folders (``_executable``), the GPU list only where no single GPU is named. The Environment table and
    the Compare view's option table draw these."""
    env = section(report, "environment")
    def shown(k: str, v) -> str:
        if v is None:
            return "not available"
        if k.endswith("_bytes") and isinstance(v, (int, float)):
            return fmt.nbytes(v)
        if k == "executable":
            return _executable(v)
        return ", ".join(str(x) for x in v) if isinstance(v, list) else str(v)

    return [(k, shown(k, v)) for k, v in env.items() if not (k == "gpus" and env.get("gpu"))]


def environment_label(key: str) -> str:
    return _ENV_LABELS.get(key, key)


def environment_table(report: dict) -> pd.DataFrame:
    rows = [(environment_label(k), v) for k, v in environment_rows(report)]
    return pd.DataFrame(rows, columns=["component", "version"])


def worker_caption(report: dict) -> str:
    """Which kind of worker process ran the run, and what its imports cost (``report["worker"]``)."""
    w = section(report, "worker")
    if w.get("kind") == "warm":
        pre = fmt.as_float(w.get("preimport_s"))
        paid = f" ({pre:.1f} s, paid once before this run)" if pre is not None else ""
        return ("Worker: forked from the warm worker, which had imported torch, Dynamo, Inductor and "
                f"transformers{paid}.")
    if w.get("kind") == "fresh":
        imp = fmt.as_float(w.get("import_s"))
        return "Worker: a fresh process" + (f"; importing torch and the engine took {imp:.1f} s before the first stage."
                                            if imp else ".")
    return ""


def notes_of(report: dict) -> list[str]:
    notes = [str(n) for n in items(report.get("notes"))]
    for name in ("explain", "compile", "benchmark", "code", "decode"):
        notes += [f"{name}: {n}" for n in items(section(report, name).get("notes"))]
    return notes
