"""Model sources: zoo, demo models, user recipe files, local Hugging Face checkpoints.

``load_model(source, options)`` returns a ``LoadedModel``: the module (on the device, in the
dtype, in eval mode), its example inputs, and optional further calls that exercise recompiles.
"""

from __future__ import annotations

import importlib.util
import sys
import traceback
from pathlib import Path

from ..report.schema import CompileOptions, ModelSource
from .contract import LoadedModel, SourceError


def load_model(source: ModelSource, options: CompileOptions) -> LoadedModel:
    import torch

    if source.kind == "zoo":
        from .zoo import build_zoo_model

        loaded = build_zoo_model(source.name, options)
    elif source.kind == "demo":
        from .demos import build_demo

        loaded = build_demo(source.name, options)
    elif source.kind == "recipe":
        loaded = load_recipe(Path(source.name))
    elif source.kind == "hf":
        loaded = _load_hf(Path(source.name), options)
    else:
        raise SourceError(f"cannot load a model from source kind {source.kind!r}")
    dtype = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[options.dtype]
    model = loaded.model.to(device=options.device, dtype=dtype).eval()
    loaded.model = model
    loaded.args = _to(loaded.args, options.device, dtype)
    loaded.kwargs = _to(loaded.kwargs, options.device, dtype)
    loaded.extra_calls = [(_to(a, options.device, dtype), _to(k, options.device, dtype)) for a, k in loaded.extra_calls]
    return loaded


def _to(obj, device, dtype):
    import torch

    if isinstance(obj, torch.Tensor):
        return obj.to(device=device, dtype=dtype) if obj.is_floating_point() else obj.to(device)
    if isinstance(obj, tuple):
        return tuple(_to(o, device, dtype) for o in obj)
    if isinstance(obj, list):
        return [_to(o, device, dtype) for o in obj]
    if isinstance(obj, dict):
        return {k: _to(v, device, dtype) for k, v in obj.items()}
    return obj


_PREBUILT: dict[str, tuple[LoadedModel, object]] = {}


def keep_prebuilt(path: Path, loaded: LoadedModel) -> None:
    """The model the admission check built in this process (the CLI's worker): the run's load takes it
    instead of importing and building the recipe a second time, with the random state building it left."""
    import torch

    _PREBUILT[str(Path(path).resolve())] = (loaded, torch.random.get_rng_state())


def load_recipe(path: Path) -> LoadedModel:
    """Import a recipe file and build its model and inputs; a bad recipe raises SourceError saying what happened."""
    path = Path(path).resolve()
    kept = _PREBUILT.pop(str(path), None)
    if kept is not None:  # built after the same torch.manual_seed(0) the load stage sets
        import torch

        torch.random.set_rng_state(kept[1])
        return kept[0]
    return build_recipe(import_recipe(path), path)


def import_recipe(path: Path):
    """The recipe's module, imported (its top level runs); SourceError names the exception and the recipe's line."""
    path = Path(path).resolve()
    if not path.is_file():
        raise SourceError(f"recipe file {path} does not exist")
    name = f"compilescope_recipe_{abs(hash(str(path)))}"
    if str(path.parent) not in sys.path:  # like `python recipe.py`: helper modules next to it import
        sys.path.insert(0, str(path.parent))
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit) as e:  # the user's file raised (or called sys.exit) while importing
        line = recipe_line(e, path)
        where = f" (line {line})" if line else ""
        raise SourceError(f"recipe {path.name} raised {type(e).__name__} while being imported{where}: {e}") from e
    return module


def recipe_line(exc: BaseException, path: Path) -> int | None:
    """The recipe's own line that ``exc`` went through last (an import of a helper module: that import's line)."""
    lines = [f.lineno for f in traceback.extract_tb(exc.__traceback__) if Path(f.filename) == path]
    return lines[-1] if lines else None


def build_recipe(module, path: Path) -> LoadedModel:
    """Call an imported recipe's ``build_model()`` and ``example_inputs()`` and check what they return."""
    import torch

    for fn in ("build_model", "example_inputs"):
        if not callable(getattr(module, fn, None)):
            raise SourceError(f"recipe {path.name} defines no {fn}(): define build_model() -> nn.Module and example_inputs() -> tuple")
    try:
        model = module.build_model()
    except Exception as e:
        raise SourceError(f"recipe {path.name}: build_model() raised {type(e).__name__}: {e}") from e
    if not isinstance(model, torch.nn.Module):
        raise SourceError(f"recipe {path.name}: build_model() returned {type(model).__name__}, not a torch.nn.Module")
    try:
        inputs = module.example_inputs()
    except Exception as e:
        raise SourceError(f"recipe {path.name}: example_inputs() raised {type(e).__name__}: {e}") from e
    if not isinstance(inputs, tuple):
        inputs = (inputs,)
    extra = []
    if callable(getattr(module, "more_inputs", None)):
        extra = [(tuple(a) if isinstance(a, (tuple, list)) else (a,), {}) for a in module.more_inputs()]
    return LoadedModel(model, inputs, {}, extra, description=(module.__doc__ or "").strip(), user_files=[str(path)])


def _load_hf(folder: Path, options: CompileOptions) -> LoadedModel:
    import torch
    from transformers import AutoConfig, AutoModel

    if not (folder / "config.json").is_file():
        raise SourceError(f"checkpoint folder {folder} has no config.json")
    config = AutoConfig.from_pretrained(folder, local_files_only=True)
    arch = (config.architectures or [None])[0]
    cls = AutoModel
    if arch:
        import transformers

        cls = getattr(transformers, arch, AutoModel)
    model = cls.from_pretrained(folder, local_files_only=True)
    from .zoo import example_inputs_for_config

    args, kwargs = example_inputs_for_config(config, options)
    del torch
    return LoadedModel(model, args, kwargs, description=f"{arch or 'AutoModel'} from {folder}")
