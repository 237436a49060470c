"""A standalone script that reproduces one graph break of a run with plain torch (stdlib only here).

``repro_script(report, n)`` writes Python that needs torch (and transformers for a zoo or checkpoint
model) but not CompileScope: it builds the model the way the run did (imports the recipe file; the zoo model
from its transformers config; a demo's classes copied from ``models/demos.py``), applies the run's dtype,
device, Dynamo and Inductor settings, and calls it under ``torch.compile(..., fullgraph=True)``, so Dynamo
stops with ``Unsupported`` at the first break — break 1 is the first the forward meets; for a later one the
script says which earlier breaks come first. The break's place and torch's reason are in its comments.

Stdlib only (the dashboard offers the script as a download on the break's row; the HTML export embeds it): the
demo and zoo sources are read as text from ``models/``, never imported.
"""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

from .safe_parse import safe_literal_eval, safe_parse

_MODELS = Path(__file__).resolve().parents[1] / "models"
_DTYPES = {"fp32": "torch.float32", "fp16": "torch.float16", "bf16": "torch.bfloat16"}


class ReproRefused(ValueError):
    """No script can be written for this run and break (said in words)."""


def _comment(text: str, width: int = 110) -> str:
    lines = []
    for ln in str(text).splitlines() or [""]:
        lines += textwrap.wrap(ln, width) or [""]
    return "\n".join(f"# {ln}".rstrip() for ln in lines)


def _demo_source(name: str) -> str:
    """The demo's model classes (and the helpers they call) from demos.py, and ``build()``."""
    text = (_MODELS / "demos.py").read_text(encoding="utf-8")
    tree = safe_parse(text)  # the server's threads call this: one parse at a time
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    funcs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    table = next(n for n in tree.body if isinstance(n, ast.AnnAssign) and getattr(n.target, "id", "") == "DEMO_CLASSES")
    mapping = {safe_literal_eval(k): v.id for k, v in zip(table.value.keys, table.value.values)}
    if name not in mapping:
        raise ReproRefused(f"demo {name!r} is not in this CompileScope's demos")
    cls = classes[mapping[name]]
    used = {n.id for n in ast.walk(cls) if isinstance(n, ast.Name)}
    parts = ["import numpy as np\nfrom torch import nn", "HIDDEN = 64"]
    parts += [_with_decorators(text, funcs[f]) for f in funcs if f in used and f != "build_demo"]
    parts += [ast.get_source_segment(text, classes["_Demo"]), ast.get_source_segment(text, cls)]
    return "\n\n\n".join(parts) + f"""


def build(batch_size, seq_len):
    torch.manual_seed(0)
    model = {cls.name}().eval()
    gen = torch.Generator().manual_seed(0)
    return model, (torch.randn(batch_size, seq_len, HIDDEN, generator=gen),), {{}}
"""


def _with_decorators(text: str, node) -> str:
    """A function's source with its decorators (``@torch._dynamo.disable`` is the point of the disabled demo)."""
    return "".join(f"@{ast.get_source_segment(text, d)}\n" for d in node.decorator_list) + ast.get_source_segment(
        text, node)


def _zoo_source(name: str) -> str:
    text = (_MODELS / "zoo.py").read_text(encoding="utf-8")
    tree = safe_parse(text)  # the server's threads call this: one parse at a time
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for k, v in zip(node.keys, node.values):
                if isinstance(k, ast.Constant) and k.value == name and isinstance(v, ast.Tuple) and len(v.elts) == 3:
                    cls = safe_literal_eval(v.elts[0])
                    config = ast.get_source_segment(text, v.elts[1].body).replace("tf.", "transformers.")
                    kind = getattr(v.elts[2], "id", "TEXT")
                    return _zoo_build(cls, " ".join(config.replace("**_TINY", "vocab_size=1000").split()), kind)
    raise ReproRefused(f"zoo model {name!r} is not in this CompileScope's zoo")


def _zoo_build(cls: str, config: str, kind: str) -> str:
    inputs = {
        "IMAGE": '{"pixel_values": torch.randn(batch_size, config.num_channels, config.image_size, config.image_size, '
                 'generator=gen)}',
        "SEQ2SEQ": '{"input_ids": ids(), "attention_mask": torch.ones(batch_size, seq_len, dtype=torch.long), '
                   '"decoder_input_ids": ids()}',
    }.get(kind, '{"input_ids": ids(), "attention_mask": torch.ones(batch_size, seq_len, dtype=torch.long)}')
    return f'''import transformers


def build(batch_size, seq_len):
    config = {config}
    if getattr(config, "use_cache", None) is not None:
        config.use_cache = False
    torch.manual_seed(0)
    model = transformers.{cls}(config).eval()
    gen = torch.Generator().manual_seed(0)

    def ids():
        return torch.randint(0, getattr(config, "vocab_size", 2), (batch_size, seq_len), generator=gen)

    return model, (), {inputs}
'''


def _recipe_source(path: str) -> str:
    return f'''import importlib.util
import os

# the recipe file the run used: this path on the machine that recorded it, else the file of that name beside this
RECIPE = {path!r}
if not os.path.exists(RECIPE):
    RECIPE = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.path.basename(RECIPE))


def build(batch_size, seq_len):
    spec = importlib.util.spec_from_file_location("recipe", RECIPE)
    recipe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(recipe)
    torch.manual_seed(0)
    inputs = recipe.example_inputs()
    return recipe.build_model().eval(), tuple(inputs), {{}}
'''


def _hf_source(folder: str) -> str:
    return f'''import transformers

CHECKPOINT = {folder!r}  # the local checkpoint the run used


def build(batch_size, seq_len):
    model = transformers.AutoModel.from_pretrained(CHECKPOINT).eval()
    ids = torch.randint(0, model.config.vocab_size, (batch_size, seq_len), generator=torch.Generator().manual_seed(0))
    return model, (), {{"input_ids": ids, "attention_mask": torch.ones_like(ids)}}
'''


def _shown(path: str) -> str:
    """A source path as a reader anywhere can place it: from the package on, else the file's name."""
    path = str(path or "?")
    for marker in ("/site-packages/", "/analyzers/"):
        if marker in path:
            return ("analyzers/" if marker == "/analyzers/" else "") + path.rsplit(marker, 1)[1]
    return path.rsplit("/", 1)[-1] if path.startswith("/") else path


def repro_script(report: dict, n: int, portable: bool = False) -> str:
    """The script for break ``n`` (1-based, in the order of ``explain``'s rows) of ``report``; ``portable``: name
    the recipe or checkpoint by its file name only (the HTML export: no folder of the recording machine)."""
    run_id = report.get("run_id")
    request = report.get("request") or {}
    source, opts = request.get("source") or {}, request.get("options") or {}
    rows = [b for b in ((report.get("explain") or {}).get("breaks") or []) if isinstance(b, dict)]
    if not rows:
        raise ReproRefused(f"run {run_id} has no graph break to reproduce (explain found none, or did not run)")
    if not 1 <= n <= len(rows):
        raise ReproRefused(f"--break {n}: run {run_id} has breaks 1 to {len(rows)} (`show {run_id}` lists them)")
    b = rows[n - 1]
    kind, name = source.get("kind"), str(source.get("name") or "")
    if portable and kind in ("recipe", "hf"):
        name = name.rstrip("/").rsplit("/", 1)[-1]
    build = {"demo": _demo_source, "zoo": _zoo_source, "recipe": _recipe_source, "hf": _hf_source}.get(kind)
    if build is None:
        raise ReproRefused(f"a {kind} run (an imported trace) has no model to rebuild: no script can be written")
    where = f"{_shown(b.get('file'))}:{b.get('line')}"
    earlier = "" if n == 1 else (f"# Breaks 1 to {n - 1} of this run come first in the forward: fix them (or run\n"
                                 "# without fullgraph=True and read the log) to reach this one.\n")
    compile_kw = {"backend": opts.get("backend", "inductor"),
                  "dynamic": {"true": True, "false": False}.get(opts.get("dynamic"))}
    if opts.get("mode", "default") != "default":
        compile_kw["mode"] = opts["mode"]
    kw = ", ".join(f"{k}={v!r}" for k, v in compile_kw.items())
    return f'''"""Reproduces graph break {n} of CompileScope run {run_id} with plain torch.

Break {n} is at {where} (in this script: the line marked below, which torch.compile stops at):
    {b.get("code") or "(source line not recorded)"}
"""
{_comment(f"{b.get('gb_id') or ''} {b.get('gb_type') or ''}".strip())}
{_comment(str(b.get("reason") or "")[:1500])}
{earlier}
import torch

{build(name)}

if __name__ == "__main__":
    model, args, kwargs = build({int(opts.get("batch_size") or 1)}, {int(opts.get("seq_len") or 32)})
    dtype, device = {_DTYPES.get(opts.get("dtype"), "torch.float32")}, {str(opts.get("device") or "cpu")!r}
    model = model.to(device=device, dtype=dtype)

    def to(t):
        return t.to(device=device, dtype=dtype) if t.is_floating_point() else t.to(device)

    args = tuple(to(a) if torch.is_tensor(a) else a for a in args)
    kwargs = {{k: to(v) if torch.is_tensor(v) else v for k, v in kwargs.items()}}
    # fullgraph=True stops at the first break; where this torch has error_on_graph_break, that is used instead:
    # fullgraph=True also traces some calls that break without it (Tensor.item() on torch >= 2.12).
    stop = getattr(torch._dynamo, "error_on_graph_break", None)
    compiled = torch.compile(model, {kw}, fullgraph=stop is None)
    with torch._dynamo.config.patch({opts.get("dynamo_config") or {}!r}), \\
            torch._inductor.config.patch({opts.get("inductor_config") or {}!r}), torch.no_grad(), \\
            (stop(True) if stop else torch._dynamo.config.patch({{}})):
        compiled(*args, **kwargs)  # raises torch._dynamo.exc.Unsupported at {where}
    print("no graph break: this torch or these settings capture the whole forward")
'''
