"""The bisector's answer in plain words, and the setting (if any) that should restore eager's numbers.

``CompilerBisector`` answers with ``(backend, subsystem, bisect_number, debug_info)``: the first backend of
eager -> aot_eager -> aot_eager_decomp_partition -> inductor whose output differs, the part of it that, switched
off, gives eager's numbers back, and which application of that part (the n-th decomposition, lowering or pass)
it was. Here each is said as a person would say it, with the switch to try where there is one.
"""

from __future__ import annotations

import re

# aten ops whose result depends on the random number generator
RANDOM_OPS = ("dropout", "bernoulli", "rand", "randn", "randint", "normal", "uniform", "multinomial", "randperm",
              "exponential", "poisson", "rrelu")

BACKEND_WORDS = {
    "eager": "Dynamo's capture alone (no compiler) already changes the result: the captured graph computes something "
             "else than the Python forward (a Python value or side effect fixed at trace time)",
    "aot_eager": "AOTAutograd's tracing (functionalization, before any decomposition) changes the result",
    "aot_eager_decomp_partition": "decomposing aten ops into simpler ones (before Inductor generates any code) "
                                  "changes the result",
    "aot_eager_decomp_partition_crossref": "the fake-tensor cross-check of the decomposed graph disagrees with the "
                                           "real ops",
    "inductor": "Inductor's code generation changes the result",
}

# subsystem -> (plain words, inductor config setting that restores eager's numbers, or None)
CONFIG_WORDS = {
    "inductor_fallback_random": ("Inductor draws random numbers with its own generator (Philox), not eager's",
                                 ("fallback_random", True)),
    "inductor_emulate_precision_casts": ("Inductor keeps fp32 between fused fp16/bf16 ops where eager rounds after "
                                         "each op", ("emulate_precision_casts", True)),
    "inductor_layout_optimization": ("Inductor's layout optimization (channels-last tensors around convolutions) "
                                     "changes the result", ("layout_optimization", False)),
    "inductor_comprehensive_padding": ("Inductor pads tensor strides for aligned loads, and that changes the "
                                       "result", ("comprehensive_padding", False)),
    "aot_eager_decomp_partition_cse": ("common-subexpression elimination merges ops that eager runs apart (two "
                                       "random draws become one)", None),
}

PASS_WORDS = {"pre_grad_passes": "pre-grad pass", "joint_graph_passes": "joint-graph pass",
              "post_grad_passes": "post-grad pass", "pre_grad_graph": "pre-grad graph"}


def op_name(debug_info: str | None) -> str:
    """``aten.native_dropout`` out of ``<OpOverload(op='aten.native_dropout', overload='default')>`` and kin."""
    text = str(debug_info or "")
    m = re.search(r"op='([\w.]+)'", text) or re.search(r"\b(aten\.[\w.]+)", text)
    return m.group(1) if m else text.strip()


def is_random(op: str) -> bool:
    base = op.split(".")[1] if op.startswith("aten.") and "." in op else op
    return any(base.startswith(r) or base.endswith(r) or f"_{r}" in base for r in RANDOM_OPS)


def explain(result: dict | None) -> dict:
    """``{sentence, setting}`` for a bisection result dict (``backend, subsystem, bisect_number, debug_info``);
    ``setting`` is ``{key, value, flag}`` (an Inductor config switch) or None."""
    if not result:
        return {"sentence": "every backend matched eager when compiled afresh from a freshly built model: the "
                            "difference depends on the state of the run's own model (a buffer or Python attribute "
                            "that forward changes) or on nondeterminism, not on one compiler step",
                "setting": None}
    backend, sub = result.get("backend") or "", result.get("subsystem")
    number, info = result.get("bisect_number"), result.get("debug_info")
    setting = None
    if not sub:
        sentence = BACKEND_WORDS.get(backend, f"backend {backend} changes the result") + \
            ("; the bisector found no single part of it to blame" if backend in ("aot_eager_decomp_partition",
                                                                                 "inductor") else "")
    elif sub in CONFIG_WORDS:
        words, change = CONFIG_WORDS[sub]
        if change:
            setting = {"key": change[0], "value": change[1]}
            sentence = f"{words}: {change[0]}={change[1]} restores eager's numbers"
        else:
            sentence = words
    elif sub == "decomposition":
        op = op_name(info)
        sentence = f"the decomposition of {op or 'an aten op'} changes the result"
        if op and is_random(op):
            sentence += ": RNG is drawn differently (the decomposed op draws its random numbers with other calls " \
                        "than eager's kernel)"
            setting = {"key": "fallback_random", "value": True}
        else:
            sentence += ": the decomposed formula rounds differently from eager's kernel"
    elif sub == "lowerings":
        op = op_name(info)
        sentence = f"Inductor's lowering of {op or 'an aten op'} changes the result: the kernel it generates " \
                   "computes it differently from eager's"
        if op and is_random(op):
            setting = {"key": "fallback_random", "value": True}
    elif sub in PASS_WORDS:
        what = f" ({info})" if info else ""
        sentence = f"Inductor's {PASS_WORDS[sub]} number {number}{what} changes the result"
    elif sub == "cudagraphs":
        sentence = "CUDA-graph replay changes the result (an output overwritten by a later replay, or an input " \
                   "copied into the graph's static buffer too late)"
    else:
        sentence = f"{backend}'s {sub} changes the result" + (f" ({info})" if info else "")
    if setting:
        setting["flag"] = f"--inductor-config {setting['key']}={setting['value']}"
    return {"sentence": sentence, "setting": setting}


def culprit_record(result: dict | None) -> dict | None:
    """The ``numerics_culprit`` of ``--json``: ``{backend, subsystem, detail}`` or None."""
    if not result:
        return None
    return {"backend": result.get("backend"), "subsystem": result.get("subsystem"),
            "detail": explain(result)["sentence"]}
