"""What the engine offers, as plain data (stdlib only, so the dashboard can list it without torch)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from .schema import ModelSource

# name -> one-line description. Builders live in zoo.py (transformers configs, random weights).
ZOO = {
    "bert-base": "BertForSequenceClassification, bert-base shape (110M), random weights",
    "gpt2": "GPT2LMHeadModel, 124M, random weights",
    "llama-1b": "LlamaForCausalLM, ~1B parameters, 16 layers, random weights",
    "t5-small": "T5ForConditionalGeneration, t5-small shape, encoder-decoder",
    "vit-base": "ViTForImageClassification, vit-base/16 at 224x224",
    "tiny-bert": "BERT with 2 layers, hidden 64: compiles in seconds on CPU",
    "tiny-gpt2": "GPT-2 with 2 layers, hidden 64",
    "tiny-llama": "Llama-style decoder with 2 layers, hidden 64",
    "tiny-t5": "T5 encoder-decoder with 2+2 layers, d_model 64",
    "tiny-vit": "ViT with 2 layers, hidden 64, 32x32 images",
}

# name -> (the cause of fallback it reproduces, break category it should be filed under)
DEMOS = {
    "print": ("a print() / logging call inside forward", "print/logging"),
    "data-branch": ("a Python `if` on a tensor value", "data-dependent branch"),
    "item": ("`.item()` / `.tolist()` inside forward", "tensor to python (.item/.tolist)"),
    "numpy": ("a NumPy round-trip inside forward", "numpy"),
    "disabled": ("a torch._dynamo.disable'd (third-party style) helper", "disabled/third-party function"),
    "nonzero": ("a data-dependent output shape (`nonzero()`) inside forward", "dynamic shape"),
    "python-arg": ("a non-tensor argument that changes between calls (recompiles)", "changing python argument"),
    "shapes": ("input shapes that vary between calls (recompiles)", "dynamic shape"),
    "clean": ("a small MLP with no graph breaks (the baseline)", None),
    # numerics: no graph break; compiled gives other numbers than eager
    "rng-in-eval": ("F.dropout(training=True) in an eval forward: compiled draws other random numbers", None),
    "fp16-rounding": ("fp16 (y + 1000) - 1000, whose rounding Inductor's fused kernel skips", None),
}

ZOO_NAMES = tuple(ZOO)
DEMO_NAMES = tuple(DEMOS)
# Zoo models that generate text (a causal LM head and a KV cache): what --workload decode runs.
CAUSAL_LM_ZOO = ("gpt2", "llama-1b", "tiny-gpt2", "tiny-llama")
_CAUSAL_LM_SUFFIXES = ("ForCausalLM", "LMHeadModel")


def recipes_dir() -> Path:
    return Path(os.environ.get("COMPILESCOPE_RECIPES", "recipes"))


def list_recipes(folder: Path | None = None) -> list[str]:
    """The recipes the dashboard offers: ``*.py`` files of the recipe folder (a link that leads out is left out)."""
    folder = folder or recipes_dir()
    if not folder.is_dir():
        return []
    return sorted(str(p) for p in folder.glob("*.py") if not p.name.startswith("_")
                  and not recipe_folder_problems(str(p), folder))


def recipe_folder_problems(path: str, folder: Path | None = None) -> list[str]:
    """Whether the dashboard may run the recipe ``path``: a .py file right in the recipe folder, reached
    without ``..``, without an absolute path elsewhere and without a link that leads out of the folder.
    (The command line runs any recipe it is given: its user names the file.)"""
    folder = folder or recipes_dir()
    refusal = [f"recipe {path!r} is not in the recipe folder {folder}: the dashboard runs only the recipes there "
               "(COMPILESCOPE_RECIPES names the folder)"]
    if not isinstance(path, str) or not path or "\0" in path or path.endswith(("/", os.sep)):
        return refusal
    try:
        home = folder.resolve(strict=True)
        given = Path(os.path.abspath(path))  # ``..`` folded, links not followed
        real = given.resolve(strict=True)
    except (OSError, RuntimeError, ValueError):
        return refusal
    if given.parent != Path(os.path.abspath(folder)) and given.parent != home:
        return refusal
    if real.parent != home or real.suffix != ".py" or not real.is_file() or given.name.startswith("_"):
        return refusal
    return []


def check_source(source: ModelSource) -> list[str]:
    """Problems found without importing torch (missing files, unknown names)."""
    if not isinstance(source.name, str) or not source.name.strip():
        return {
            "recipe": ["--recipe '': give the path of a .py file"],
            "hf": ["--model hf: needs a checkpoint folder: --model hf:/path/to/dir"],
            "demo": [f"--model demo: needs a demo name: choose one of {', '.join(DEMO_NAMES)}"],
        }.get(source.kind, ["give a model: --model NAME (zoo, demo:NAME, hf:/dir) or --recipe FILE.py"])
    if source.kind == "recipe":
        p = Path(source.name)
        if not p.is_file():
            return [f"recipe file {source.name} does not exist: give the path of a .py file"]
        if p.suffix != ".py":
            return [f"recipe {source.name} is not a .py file"]
    elif source.kind == "hf":
        p = Path(source.name)
        if not (p / "config.json").is_file():
            return [f"checkpoint folder {source.name} has no config.json: give a folder saved with save_pretrained()"]
    elif source.kind == "zoo":
        if source.name not in ZOO_NAMES:
            return [f"unknown model {source.name!r}: choose one of {', '.join(ZOO_NAMES)} (or demo:NAME, hf:/dir, file.py)"]
    elif source.kind == "demo":
        if source.name not in DEMO_NAMES:
            return [f"unknown demo {source.name!r}: choose one of {', '.join(DEMO_NAMES)}"]
    return []


def decode_source_problems(source: ModelSource) -> list[str]:
    """Why ``source`` cannot run ``--workload decode`` (a causal LM is needed), as far as known without torch.

    A recipe is checked when it is loaded (its model is only known then).
    """
    if source.kind == "zoo":
        if source.name in ZOO_NAMES and source.name not in CAUSAL_LM_ZOO:
            return [f"{source.name} is not a causal LM, so it cannot decode: use one of {', '.join(CAUSAL_LM_ZOO)} "
                    "(or --workload forward)"]
    elif source.kind in ("demo", "trace"):
        return [f"a {source.kind} source has no causal LM to decode with: use a zoo decoder "
                f"({', '.join(CAUSAL_LM_ZOO)}), a causal-LM checkpoint (hf:/dir) or a recipe that builds one"]
    elif source.kind == "hf":
        try:
            config = json.loads((Path(source.name) / "config.json").read_text())
        except (OSError, ValueError):
            return []  # check_source says what is wrong with the folder
        if not isinstance(config, dict):
            return []
        archs = config.get("architectures") or []
        if not any(str(a).endswith(_CAUSAL_LM_SUFFIXES) for a in archs) and not config.get("is_decoder"):
            return [f"checkpoint {source.name} is not a causal LM (architectures {archs or 'not given'}): decode "
                    "needs a ...ForCausalLM / ...LMHeadModel checkpoint, or use --workload forward"]
    return []
