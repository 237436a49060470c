"""File a graph break under one of ``schema.BREAK_CATEGORIES``, with our fix hint.

The category of a break with a registry id comes from ``break_categories.tsv`` (one row per id of torch
2.13's registry, reviewed by hand; a row with a ``when`` regex refines an id whose category depends on
the reason, e.g. GB0059 "Failed to trace builtin operator" is print/logging only for ``print``). Ids the
table does not know (a newer torch) and reasons without an id (an older torch) fall back to regex rules.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

from .break_registry import parse_reason

TABLE = Path(__file__).with_name("break_categories.tsv")

HINTS = {
    "print/logging": "Remove the print/log from forward, guard it with `if not torch.compiler.is_compiling():`, "
    "or add the function to torch._dynamo.config.reorderable_logging_functions.",
    "tensor to python (.item/.tolist)": "Keep the value a tensor (torch.where / masking instead of a Python number); or set "
    "torch._dynamo.config.capture_scalar_outputs = True so .item() is traced.",
    "numpy": "Replace the NumPy round-trip with torch ops on the tensor (Dynamo traces torch ops; "
    "`.numpy()` on a tensor forces a break).",
    "data-dependent branch": "Replace the Python `if` on a tensor value with torch.where / torch.cond, or move the decision "
    "out of forward so it is a Python constant.",
    "disabled/third-party function": "Wrap the helper as a custom op (torch.library.custom_op) so it stays one node in the "
    "graph, or rewrite it in torch ops; torch._dynamo.disable always splits the graph there.",
    "changing python argument": "A Python value that changes between calls recompiles the frame until the recompile limit: "
    "pass it as a tensor, or mark it dynamic (torch._dynamo.mark_dynamic / dynamic=True).",
    "dynamic shape": "An op whose output shape depends on the data (nonzero, unique, masked_select, boolean indexing): set "
    "torch._dynamo.config.capture_dynamic_output_shape_ops = True, or keep a fixed shape (torch.where with a mask).",
    "unsupported builtin": "Move the call out of forward (time it, copy it, format it outside the compiled region), or "
    "replace it with torch ops / plain Python Dynamo can trace.",
    "unsupported Python construct": "Rewrite the construct (generator, exception handling, context manager, class "
    "definition, dynamic attribute access) in plain Python Dynamo can trace, or move it out of forward.",
    "higher-order op": "Check the arguments of torch.cond / while_loop / map / flex_attention against their documented "
    "contract (tensor operands, matching branch outputs, no side effects inside).",
    "autograd/hooks": "Keep hooks, autograd.Function and backward-related calls outside the compiled region, or use "
    "compiled autograd for training hooks.",
    "tensor subclass": "Tensor subclasses, sparse / nested tensors and opaque objects trace only where torch supports them: "
    "convert to a dense tensor before the compiled region.",
    "Dynamo limitation": "Dynamo cannot trace this yet: restructure the code around it (see Dynamo's hints), or move it "
    "into a small helper wrapped with torch.compiler.disable.",
    "other": "Read the reason and the source line; TORCH_LOGS=graph_breaks shows the full context.",
}

# Fallback for reasons without a registry id (older torch), and ids the table lacks. First match wins.
RULES: list[tuple[str, tuple[str, ...]]] = [
    ("print/logging", (r"builtin operator `print`", r"\bprint\b", r"\blogging\b", r"\blogger\b", r"warnings\.warn\b")),
    ("tensor to python (.item/.tolist)", (r"\.item\(", r"Tensor\.item", r"tolist", r"capture_scalar_outputs",
                                          r"_local_scalar_dense", r"repr\(\) on tensor")),
    ("dynamic shape", (r"[Dd]ynamic shape operator", r"output shape depends", r"capture_dynamic_output_shape_ops",
                       r"nonzero", r"DynamicOutputShapeException")),
    ("numpy", (r"numpy", r"\bnp\.", r"__array__", r"ndarray")),
    ("data-dependent branch", (r"[Dd]ata.dependent", r"generic_jump", r"jump", r"__bool__", r"Dynamic control flow")),
    ("changing python argument", (r"recompile limit", r"cache_size_limit", r"cache limit")),
    ("unsupported builtin", (r"trace the builtin", r"C extension or builtin", r"\bbuiltin\b", r"deepcopy")),
    ("disabled/third-party function", (r"compiler\.disable", r"_dynamo\.disable", r"\bdisable", r"skipfiles",
                                       r"marked as skipped", r"third.party")),
    ("higher-order op", (r"[Hh]igher.[Oo]rder", r"\bHOP\b", r"torch\.cond", r"while_loop")),
    ("unsupported Python construct", (r"generator", r"context manager", r"exception", r"bytecode")),
    ("unsupported builtin", (r"unsupported", r"call_function")),
]


@functools.lru_cache(maxsize=1)
def load_table(path: str | None = None) -> dict[str, list[tuple[str, re.Pattern | None]]]:
    """gb_id -> [(category, when-regex or None), ...] in file order (refinements before the default)."""
    out: dict[str, list[tuple[str, re.Pattern | None]]] = {}
    for line in Path(path or TABLE).read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        gb_id, category, when, *_ = (line.split("\t") + ["", ""])[:4]
        out.setdefault(gb_id, []).append((category, re.compile(when) if when else None))
    return out


def category_of_id(gb_id: str, reason: str = "") -> str | None:
    """The table's category for a registry id (its ``when`` rows tried on ``reason`` first); None if unknown."""
    rows = load_table().get(gb_id)
    if not rows:
        return None
    for category, when in rows:
        if when is None or when.search(reason):
            return category
    return rows[-1][0]


def category_by_rules(reason: str, code: str = "") -> str:
    text = f"{reason}\n{code}"
    for category, patterns in RULES:
        if any(re.search(p, text, re.IGNORECASE) for p in patterns):
            return category
    return "other"


def categorize(reason: str, code: str = "", gb_id: str | None = None) -> tuple[str, str, str]:
    """(category, our hint, how it was found: "registry" or "rules") of a break reason.

    ``gb_id`` is the reason's registry id; None reads it from the reason (its link, else its first line).
    """
    if gb_id is None:
        gb_id = parse_reason(reason).gb_id
    category = category_of_id(gb_id, reason) if gb_id else None
    how = "registry"
    if category is None:
        category, how = category_by_rules(reason, code), "rules"
    return category, HINTS.get(category, HINTS["other"]), how
